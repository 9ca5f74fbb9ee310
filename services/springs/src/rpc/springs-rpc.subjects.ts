import { SPRINGS_RPC } from '@hotsprings/contracts';

/** The subjects this service answers; tests use their own so a running service cannot answer. */
export type SpringsRpcSubjects = { [K in keyof typeof SPRINGS_RPC]: string };

export const SPRINGS_RPC_SUBJECTS = Symbol('SPRINGS_RPC_SUBJECTS');
