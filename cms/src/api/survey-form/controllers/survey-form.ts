import { factories } from '@strapi/strapi';
import { formController } from '../../../forms/controller';

export default factories.createCoreController(
  'api::survey-form.survey-form',
  formController('api::survey-form.survey-form'),
);
