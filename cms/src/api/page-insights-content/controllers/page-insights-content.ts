import { factories } from '@strapi/strapi';
import { formController } from '../../../forms/controller';

export default factories.createCoreController(
  'api::page-insights-content.page-insights-content',
  formController('api::page-insights-content.page-insights-content'),
);
