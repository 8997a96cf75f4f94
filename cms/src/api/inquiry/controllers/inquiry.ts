import { factories } from '@strapi/strapi';
import { formController } from '../../../forms/controller';

export default factories.createCoreController(
  'api::inquiry.inquiry',
  formController('api::inquiry.inquiry'),
);
