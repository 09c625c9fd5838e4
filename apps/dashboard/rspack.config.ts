import { createAppConfig } from '../../tools/rspack/app-config';

export default createAppConfig({ name: 'dashboard', root: __dirname, kind: 'remote', devPort: 4201 });
