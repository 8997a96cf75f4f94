import { factories } from '@strapi/strapi';
import { formController } from '../../../forms/controller';

export default factories.createCoreController(
  'api::corruption-and-misconduct-complaint-form.corruption-and-misconduct-complaint-form',
  formController(
    'api::corruption-and-misconduct-complaint-form.corruption-and-misconduct-complaint-form',
  ),
);
