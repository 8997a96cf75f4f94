import { factories } from '@strapi/strapi';
import { formController } from '../../../forms/controller';

export default factories.createCoreController(
  'api::page-insights-category.page-insights-category',
  formController('api::page-insights-category.page-insights-category'),
);
