export { leaveSiteFor } from './leave-site';
export { PORTAL_FAILED, useManageSubscription } from './use-manage-subscription';
export type { ManageSubscription } from './use-manage-subscription';
