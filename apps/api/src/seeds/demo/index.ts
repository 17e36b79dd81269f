// The demo seed's front door: the demo marketplace, played through the product's services.
export { DEMO_PROVIDER } from './demo-catalogue';
export { type SeedDemoOptions, seedDemo } from './seed-demo';
export { seedDemoWallet } from './seed-demo-wallet';
