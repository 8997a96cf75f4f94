import { factories } from '@strapi/strapi';
import { formController } from '../../../forms/controller';

export default factories.createCoreController(
  'api::page-insights-author.page-insights-author',
  formController('api::page-insights-author.page-insights-author'),
);
