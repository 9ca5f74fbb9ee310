import type { Params } from 'react-router-dom';
import { communityApi } from '../features/community/api/community.api';
import { feedOf } from '../features/community/utils/feed-address';
import { conditionsApi } from '../features/conditions/api/conditions.api';
import { reviewsApi } from '../features/reviews/api/reviews.api';
import { EMPTY_FILTERS, isBlankSearch, searchOf, springsApi } from '../features/springs';
import type { createServerStore } from './store';

type ServerDispatch = ReturnType<typeof createServerStore>['dispatch'];

/** What a page's first render reads from the API, started on the server's store. */
type PageReads = (
  dispatch: ServerDispatch,
  params: Params,
  search: URLSearchParams,
) => PromiseLike<unknown>[];

const { getFeaturedSprings, getPopularSprings, getSpring, getSprings, searchSprings } =
  springsApi.endpoints;

/** A page the server renders. */
interface ServerPage {
  /**
   * The module of the page's lazy route (router.tsx), as the build's manifest names it: the
   * gateway links its styles and code in the page's head. None for the home page, in the main code.
   */
  code?: string;
  reads: PageReads;
}

const INFO = 'src/features/info/routes/index.ts';
const COMMUNITY = 'src/features/community/routes/index.ts';
const { getComments, getPost, getPosts } = communityApi.endpoints;
const noReads: PageReads = () => [];

/**
 * The pages the server renders, by their route's path, with the reads their first render makes
 * (the same arguments as the components', so the browser finds the answers in its store). Reads
 * of a signed-in visitor's own data are left to the browser: the server renders the signed-out
 * page.
 */
export const SERVER_PAGES: Record<string, ServerPage> = {
  '/': { reads: (dispatch) => [dispatch(getPopularSprings.initiate())] },
  '/faq': { code: INFO, reads: noReads },
  '/about-us': { code: INFO, reads: noReads },
  '/why-hot-springs': { code: INFO, reads: noReads },
  '/contact': { code: 'src/features/contact/routes/index.ts', reads: noReads },
  '*': { code: INFO, reads: noReads },
  '/popular': {
    code: 'src/features/springs/routes/popular-page.tsx',
    reads: (dispatch) => [dispatch(getPopularSprings.initiate())],
  },
  '/search': {
    code: 'src/features/springs/routes/search-page.tsx',
    reads: (dispatch, _params, address) => {
      const search = searchOf(address);
      return isBlankSearch(search)
        ? [dispatch(getSprings.initiate(EMPTY_FILTERS))]
        : [dispatch(searchSprings.initiate({ ...search, filters: EMPTY_FILTERS }))];
    },
  },
  '/explore-map': {
    code: 'src/features/springs/routes/explore-map-page.tsx',
    reads: (dispatch) => [
      dispatch(getSprings.initiate(EMPTY_FILTERS)),
      dispatch(getFeaturedSprings.initiate()),
    ],
  },
  '/springs/:id': {
    code: 'src/app/routes/spring-detail/spring-detail-page.tsx',
    reads: (dispatch, { id = '' }) => {
      const springId = Number(id);
      return [
        dispatch(getSpring.initiate(id)),
        dispatch(reviewsApi.endpoints.getSpringReviews.initiate(springId)),
        dispatch(conditionsApi.endpoints.getSpringReports.initiate({ springId, page: 1 })),
        dispatch(getPosts.initiate({ sort: 'new', page: 1, limit: 5, springId })),
      ];
    },
  },
  '/community': {
    code: COMMUNITY,
    reads: (dispatch, _params, search) => {
      const { sort, page, springId } = feedOf(search);
      const feed = dispatch(getPosts.initiate({ sort, page }));
      return springId ? [feed, dispatch(getSpring.initiate(springId))] : [feed];
    },
  },
  '/community/posts/:postId': {
    code: COMMUNITY,
    reads: (dispatch, { postId = '' }) => [
      dispatch(getPost.initiate(postId)),
      dispatch(getComments.initiate({ postId, sort: 'oldest' })),
    ],
  },
};
