import { exec } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const shell = promisify(exec);

/** The commands an evidence bundle's VERIFY.txt tells its reader to run: its indented lines. */
export async function verifySteps(dir: string, id: string): Promise<string[]> {
  const { stdout } = await shell(`unzip -p evidence-${id}.zip evidence-${id}/VERIFY.txt`, {
    cwd: dir,
  });
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('    '))
    .map((line) => line.trim());
}

/**
 * Runs each step as a reader would, from the folder holding `evidence-<id>.zip` (the first step
 * unpacks it); answers each command with what it printed. A step that fails rejects.
 */
export async function runVerifySteps(dir: string, steps: string[]) {
  let cwd = dir;
  const outputs = new Map<string, string>();
  for (const step of steps) {
    if (step.startsWith('cd ')) {
      cwd = path.join(cwd, step.slice(3));
      continue;
    }
    const { stdout, stderr } = await shell(step, { cwd });
    outputs.set(step, `${stdout}${stderr}`);
  }
  return outputs;
}
