import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_PAGES } from './server-pages';

const web = join(__dirname, '..', '..');

test("each page the server renders names its route's module, which the router loads", () => {
  const router = readFileSync(join(web, 'src/app/router.tsx'), 'utf8');
  for (const [path, { code }] of Object.entries(SERVER_PAGES)) {
    if (!code) continue;
    assert(existsSync(join(web, code)), `${path}: ${code} does not exist`);
    // router.tsx imports it relative to src/app, without its extension or /index.
    const imported = code
      .replace(/^src\/app\//, './')
      .replace(/^src\//, '../')
      .replace(/(\/index)?\.tsx?$/, '');
    expect(router, path).toContain(`import('${imported}')`);
  }
});
