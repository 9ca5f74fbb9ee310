export { AppLayout } from './app-layout';
export { Navbar } from './navbar';
export { Footer } from './footer';
export { NavSearch } from './nav-search';
