// The framework under express-gateway, alone: the Express that express-gateway ships, with one
// middleware holding the bare proxy's handler, run as its own process like the gateway. Between
// the bare proxy and express-gateway alone it shows how much of express-gateway's floor is
// Express's own per-request work (its request and answer objects, its router), which no policy
// of ours can remove.
// `node load-tests/express-proxy.mjs <service URL>` prints `listening <port>` once it listens.
import http from 'node:http';
import { createRequire } from 'node:module';
import { listenOnFreePort, proxyTo } from './proxy-handler.mjs';

// express-gateway's own copy of Express (4.x), not whichever Express the workspace hoists.
const require = createRequire(
  createRequire(new URL('../gateway/package.json', import.meta.url)).resolve(
    'express-gateway/package.json',
  ),
);
const express = require('express');

const app = express();
app.use(proxyTo(process.argv[2]));
listenOnFreePort(http.createServer(app));
