import { createAppConfig } from '../../tools/rspack/app-config';

export default createAppConfig({ name: 'loads', root: __dirname, kind: 'remote', devPort: 4202 });
