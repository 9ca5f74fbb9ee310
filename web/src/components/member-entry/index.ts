export { EntryAction, EntryActions, EntryAuthor, EntryMeta, MemberEntry } from './member-entry';
