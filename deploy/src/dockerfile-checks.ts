import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { DockerfileParser, Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { ROOT } from './repo';

/** The images the Dockerfile ends in: what `docker build --target` names. */
export const IMAGE_TARGETS = ['service', 'gateway'];

interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

function stagesOf(content: string): { args: Instruction[]; stages: Stage[] } {
  const args: Instruction[] = [];
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(content).getInstructions()) {
    const words = instruction.getArguments().map((a) => a.getValue());
    if (instruction.getKeyword() === 'FROM') {
      stages.push({ name: words[2] ?? '', from: words[0] ?? '', instructions: [] });
    } else if (stages.length === 0) args.push(instruction);
    else stages.at(-1)!.instructions.push(instruction);
  }
  return { args, stages };
}

const words = (i: Instruction) => i.getArguments().map((a) => a.getValue());
const of = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.getKeyword() === keyword);
const fromFlag = (i: Instruction) =>
  (i as unknown as { getFromFlag(): { getValue(): string } | null }).getFromFlag()?.getValue();

/**
 * The Dockerfile, offline: no lint error; a small Node base image; every final image runs as an
 * unprivileged user with a health check, holds only what a stage installed with production
 * dependencies, and starts a file the build produces; every file copied out of the build stage
 * is one the build makes (checked in this built tree, for every service).
 */
export function dockerfileProblems(content: string, services: string[]): string[] {
  const problems = validate(content).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
  const { args, stages } = stagesOf(content);
  const base = args.map(words).find((w) => w[0]?.startsWith('NODE_IMAGE='))?.[0];
  if (!/^NODE_IMAGE=node:20[\w.]*-(bookworm-slim|alpine)$/.test(base ?? ''))
    problems.push(`the base image is not node 20 slim or alpine: ${base}`);
  const names = new Set<string>();
  for (const stage of stages) {
    if (stage.from !== '${NODE_IMAGE}' && !names.has(stage.from))
      problems.push(`${stage.name}: FROM ${stage.from}, neither NODE_IMAGE nor an earlier stage`);
    names.add(stage.name);
  }
  const stage = (name: string) => stages.find((s) => s.name === name);
  const substitutions = (target: string) =>
    target === 'service' ? services.map((s) => ({ SERVICE: s })) : [{}];

  for (const target of IMAGE_TARGETS) {
    const image = stage(target);
    if (!image) {
      problems.push(`no stage ${target}`);
      continue;
    }
    const lastUser = of(image, 'USER').at(-1);
    const user = (lastUser && words(lastUser)[0]) ?? 'root';
    if (!/^[1-9]\d*(:\d+)?$/.test(user))
      problems.push(`${target}: runs as ${user}, not a numeric unprivileged user`);
    if (of(image, 'HEALTHCHECK').length === 0) problems.push(`${target}: no HEALTHCHECK`);
    for (const copy of of(image, 'COPY')) {
      const source = stage(fromFlag(copy) ?? '');
      // What the image holds comes from a stage that installed production dependencies only.
      const installs = source && of(source, 'RUN').some((r) => /npm ci --omit=dev/.test(`${r}`));
      if (!installs)
        problems.push(
          `${target}: copies from ${fromFlag(copy) ?? 'the context'}, not a production stage`,
        );
    }
    const workdir = words(of(image, 'WORKDIR').at(-1)!)[0] ?? '/';
    const cmd = JSON.parse(of(image, 'CMD').at(-1)?.getArgumentsContent() ?? '[]') as string[];
    if (cmd[0] !== 'node' || !cmd[1]) problems.push(`${target}: CMD is not ["node", <file>]`);
    for (const vars of substitutions(target)) {
      const file = expand(posix.join(workdir, cmd[1] ?? ''), vars);
      if (!existsSync(join(ROOT, posix.relative('/app', file))))
        problems.push(`${target}: starts ${file}, which the build does not produce`);
    }
  }

  for (const s of stages) {
    for (const copy of of(s, 'COPY').filter((c) => fromFlag(c) === 'build')) {
      const source = words(copy)[0]!;
      for (const vars of substitutions(s.name.startsWith('service') ? 'service' : 'gateway')) {
        const path = posix.relative('/app', expand(source, vars));
        if (!existsSync(join(ROOT, path)))
          problems.push(`${s.name}: copies ${path} from the build, which does not produce it`);
      }
    }
  }
  return problems;
}

function expand(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}
