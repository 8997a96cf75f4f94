import { factories } from '@strapi/strapi';
import { formController } from '../../../forms/controller';

export default factories.createCoreController(
  'api::apply-for-work-form.apply-for-work-form',
  formController('api::apply-for-work-form.apply-for-work-form'),
);
