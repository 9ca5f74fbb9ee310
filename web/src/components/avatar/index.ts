export { Avatar, AvatarPlaceholder } from './avatar';
export { initials } from './initials';
