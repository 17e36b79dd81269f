// The demo module's front door.
export { DEMO_PROVIDER, seedDemoData } from './seed-demo-data';
