// By hand: `npx tsx e2e/serve-stack.ts` serves the seeded stack until Ctrl-C
// (FIERRO_DATA_DIR, COMMERCE_PORT, PORT; defaults /tmp/fierro-e2e-stack, 4300, 3300).
import { startStack } from './stack';

const stack = await startStack({
  dataDir: process.env.FIERRO_DATA_DIR ?? '/tmp/fierro-e2e-stack',
  commercePort: Number(process.env.COMMERCE_PORT ?? 4300),
  storefrontPort: Number(process.env.PORT ?? 3300),
  scale: (process.env.SEED_SCALE as 'test' | 'demo' | undefined) ?? 'test',
  log: (l) => console.log(l),
});
console.log(`stack on ${stack.baseUrl}`);
const stop = () => stack.stop().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
