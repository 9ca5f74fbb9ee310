export { MarkdownContent } from './markdown-content';
