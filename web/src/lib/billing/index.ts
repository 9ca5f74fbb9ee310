export { leaveSiteFor } from './leave-site';
export { PORTAL_FAILED, useLeaveSite, useManageSubscription } from './use-manage-subscription';
export type { ManageSubscription } from './use-manage-subscription';
