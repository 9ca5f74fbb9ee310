import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  TagDescription,
} from '@reduxjs/toolkit/query/react';

/**
 * How the server reads the API for a page's first render (entry-server.tsx): the gateway answers
 * a GET of an /api path itself, with the status and the parsed JSON body.
 */
export type ServerRead = (path: string) => Promise<{ status: number; body: unknown }>;

/** What the server's store carries for its requests (the store's thunk extra argument). */
export interface ServerExtra {
  serverRead: ServerRead;
}

const fromBrowser = fetchBaseQuery({ baseUrl: '/api', credentials: 'include' });

/** The path and query string of a read, as fetchBaseQuery would build them. */
function readPath(args: string | FetchArgs): string {
  if (typeof args === 'string') return args;
  const query = new URLSearchParams(args.params as Record<string, string> | undefined).toString();
  return query ? `${args.url}?${query}` : args.url;
}

/** The browser's fetch, or on the server the gateway's own read of the same path. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  baseApi,
  extraOptions,
) => {
  const server = baseApi.extra as ServerExtra | undefined;
  if (!server?.serverRead) return fromBrowser(args, baseApi, extraOptions);
  const { status, body } = await server.serverRead(`/api${readPath(args)}`);
  return status >= 200 && status < 300 ? { data: body } : { error: { status, data: body } };
};

/** The server's answers to a page's first reads, put into the browser's store before it hydrates. */
export const serverAnswers = createAction<unknown>('api/serverAnswers');

/** What the answers are about, by which a change refreshes the answers that show it. */
export const TAG_TYPES = [
  'Spring',
  'Springs',
  'Auth',
  'User',
  'Review',
  'ConditionReport',
  'Favorite',
  'Post',
  'Comment',
  'Plan',
  'Trip',
] as const;

type Tag = TagDescription<(typeof TAG_TYPES)[number]>;

/**
 * A mutation's `invalidatesTags` for these tags, only when the write succeeded: a failed one
 * changed nothing, so nothing is read again. The tags are a list, or made from the argument.
 */
export function ifSucceeded<Arg>(tags: readonly Tag[] | ((arg: Arg) => readonly Tag[])) {
  return (_result: unknown, error: unknown, arg: Arg): readonly Tag[] =>
    error ? [] : typeof tags === 'function' ? tags(arg) : tags;
}

/**
 * The one API slice of the app, pointed at the gateway. Each feature adds its endpoints with
 * `api.injectEndpoints` in its own `api/` folder; tags let a change refresh what shows it.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverAnswers.match(action)
      ? (action.payload as Record<string, never>)[reducerPath]
      : undefined,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
