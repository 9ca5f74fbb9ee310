export { Panel, PanelMoreButton, PanelNote } from './panel';
