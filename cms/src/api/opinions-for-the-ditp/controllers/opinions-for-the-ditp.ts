import { factories } from '@strapi/strapi';
import { formController } from '../../../forms/controller';

export default factories.createCoreController(
  'api::opinions-for-the-ditp.opinions-for-the-ditp',
  formController('api::opinions-for-the-ditp.opinions-for-the-ditp'),
);
