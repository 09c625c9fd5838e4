import { describeModulePaths } from '@freight/testing';
import { paths } from './paths';
import { routes } from './routes';

describeModulePaths(paths, routes);
