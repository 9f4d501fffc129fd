import type { SetupTexts } from '../en/setup.js';

/** The setup checklist's texts (`common.setup`; issue 26), loaded with the checklist (see ../en/setup.ts). */
export const setup: SetupTexts = {
  title: 'Prepárate para operar',
  intro: 'Completa estos pasos para publicar anuncios y hacer pedidos.',
  progress: '{{done}} de {{total}} hechos',
  done: 'Hecho',
  todo: 'Pendiente',
  open: 'Configurar',
  steps: {
    nickname: { label: 'Apodo', hint: 'El nombre que ven otros usuarios en tus anuncios y pedidos' },
    securityPassword: { label: 'Contraseña de seguridad', hint: 'Confirma liberaciones y retiros' },
    receivingAddress: {
      label: 'Dirección de recepción USDT',
      hint: 'Donde se abonan las monedas que compras',
    },
    paymentMethod: { label: 'Método de pago', hint: 'Al menos una forma en que los compradores te paguen' },
    identity: {
      label: 'Verificación de identidad (KYC)',
      hint: 'Vincula la billetera de identidad con la que te verificaste',
    },
  },
  identityInWallet:
    'Para operar se necesita la verificación de identidad avanzada: complétala en tu aplicación de billetera de identidad. Este paso se marca solo cuando esté hecha.',
  blocked: {
    publish: 'Antes de publicar un anuncio, completa estos pasos:',
    order: 'Antes de hacer un pedido, completa estos pasos:',
  },
  draft: {
    restored: 'Lo que escribiste antes se ha recuperado.',
    discard: 'Descartar',
  },
};
