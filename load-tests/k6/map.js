// The map by signed-in members: the full spring list, then the viewports they pan and zoom to
// (scenarios.json, "map"). Run by `make load`, or against any stack:
//   k6 run -e BASE_URL=https://hotsprings.example load-tests/k6/map.js
import { mapRequest } from '../scenarios/plan.js';
import { scenarioScript } from './lib.js';

const script = scenarioScript(JSON.parse(open('../scenarios/scenarios.json')), 'map', {
  request: (_data, vu, n, scenario) => mapRequest(scenario, vu, n),
});

export const options = script.options;
export const setup = script.setup;
export default script.run;
export const handleSummary = script.handleSummary;
