import { checkConfig, loadConfig } from './config';
import { containersCliConfig } from './containers-cli';

describe('npm run containers', () => {
  it('builds its in-process API from a config with the jobs off, leaving process.env as it was', () => {
    const environment = { ...process.env };
    const config = loadConfig({
      NODE_ENV: 'development',
      CONTAINER_TRACKING_INTERVAL_MS: '5000',
      RISK_JOB_INTERVAL_MS: '2000',
      SIMULATE_TRUCKS: 'true',
      PORT: '4000',
    });
    const cli = containersCliConfig(config);
    expect(cli).toMatchObject({ containerTrackingIntervalMs: false, riskJobIntervalMs: false, simulateTrucks: false, port: 4000 });
    expect(checkConfig(cli)).toBe(cli);
    // The config it was given is left as it was, and so is the environment.
    expect(config).toMatchObject({ containerTrackingIntervalMs: 5000, riskJobIntervalMs: 2000, simulateTrucks: true });
    expect(process.env).toEqual(environment);
  });
});
