// The least any gateway can cost: a bare Node HTTP proxy (keep-alive to the service, no
// policies, no Redis), run as its own process like the gateway. The benchmark measures votes
// through it beside the gateway, so the gateway's cost splits into what one more hop costs on
// this machine and what the gateway adds to it.
// `node load-tests/bare-proxy.mjs <service URL>` prints `listening <port>` once it listens.
import http from 'node:http';
import { listenOnFreePort, proxyTo } from './proxy-handler.mjs';

listenOnFreePort(http.createServer(proxyTo(process.argv[2])));
