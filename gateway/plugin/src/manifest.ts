import { httpMetricsMiddleware } from '@hotsprings/service-kit/core';
import type { Plugin, Policy } from './express-gateway.types';
import { gatewayEnv } from './config/gateway-env';
import { requestCondition } from './conditions/request.condition';
import { keepGatewayApp } from './lib/gateway-app';
import { publicAnswers } from './lib/public-answers/public-answers';
import { readinessHandler } from './lib/readiness';
import { requestHeadGuard } from './lib/request-head-guard';
import { requestTargetGuard } from './lib/request-target-guard';
import { secureCookies } from './lib/secure-cookies';
import { SPRING_CHANGES_PATH, springChanges } from './lib/spring-changes/spring-changes';
import { securityHeaders } from './lib/security-headers';
import { accessLogPolicy } from './policies/access-log.policy';
import { apiDocsPolicy } from './policies/api-docs.policy';
import { attemptLimitPolicy } from './policies/attempt-limit.policy';
import { bodyFormatPolicy } from './policies/body-format.policy';
import { bodyLimitPolicy } from './policies/body-limit.policy';
import { corsPolicy } from './policies/cors.policy';
import { crossSitePolicy } from './policies/cross-site.policy';
import { memberLimitPolicy } from './policies/member-limit.policy';
import { notFoundPolicy } from './policies/not-found.policy';
import { privateAnswersPolicy } from './policies/private-answers.policy';
import { requestIdPolicy } from './policies/request-id.policy';
import { requireUserPolicy } from './policies/require-user.policy';
import { serviceProxyPolicy } from './policies/service-proxy.policy';
import { sessionPolicy } from './policies/session.policy';
import { siteFilesPolicy } from './policies/site-files.policy';
import { stripIdentityPolicy } from './policies/strip-identity.policy';
import { webAppPolicy } from './policies/web-app.policy';

const policies: Policy<never>[] = [
  stripIdentityPolicy,
  requestIdPolicy,
  accessLogPolicy,
  privateAnswersPolicy,
  corsPolicy,
  crossSitePolicy,
  bodyLimitPolicy,
  attemptLimitPolicy,
  sessionPolicy,
  requireUserPolicy,
  memberLimitPolicy,
  bodyFormatPolicy,
  serviceProxyPolicy,
  notFoundPolicy,
  apiDocsPolicy,
  siteFilesPolicy,
  webAppPolicy,
];

/** The Hot Springs plugin for express-gateway: our policies, our condition, the health and readiness routes and the request metrics. */
const plugin: Plugin = {
  version: '1.2.0',
  policies: policies.map((policy) => policy.name),
  schema: { $id: 'https://hotsprings.dev/schemas/plugins/hotsprings.json', type: 'object' },
  init(context) {
    for (const policy of policies) context.registerPolicy(policy);
    context.registerCondition(requestCondition);
    context.registerGatewayRoute((app) => {
      keepGatewayApp(app);
      app.set('trust proxy', gatewayEnv().TRUST_PROXY);
      // Mounted before every pipeline, so no answer leaves without them, errors included.
      app.use(securityHeaders(gatewayEnv()));
      app.use(secureCookies(gatewayEnv()));
      // Rate, errors and duration of every answer, by the route pattern that took it (a pipeline's
      // path, such as /api/springs/*); served on METRICS_PORT, which the site's port does not reach.
      app.use(httpMetricsMiddleware);
      // Before anything reads the body, whose length such a head does not tell.
      app.use(requestHeadGuard);
      // Before express-gateway routes the request, which decodes its path.
      app.use(requestTargetGuard);
      // Liveness for orchestrators; answered before any pipeline, so it never reaches the web app.
      app.get('/healthz', (_req, res) => {
        res.json({ status: 'ok' });
      });
      app.get('/readyz', (req, res) => void readinessHandler(req, res));
      // Springs' change events; before the public reads, whose /api/springs/:id takes this path too.
      app.get(SPRING_CHANGES_PATH, springChanges());
      // The springs service's public reads, from memory, before any pipeline.
      app.use(publicAnswers());
    });
  },
};

export = plugin;
