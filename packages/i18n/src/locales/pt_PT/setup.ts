import type { SetupTexts } from '../en/setup.js';

/** The setup checklist's texts (`common.setup`; issue 26), loaded with the checklist (see ../en/setup.ts). */
export const setup: SetupTexts = {
  title: 'Prepare-se para negociar',
  intro: 'Conclua estes passos para publicar anúncios e fazer pedidos.',
  progress: '{{done}} de {{total}} concluídos',
  done: 'Concluído',
  todo: 'Por fazer',
  open: 'Configurar',
  steps: {
    nickname: {
      label: 'Alcunha',
      hint: 'O nome que os outros utilizadores veem nos seus anúncios e pedidos',
    },
    securityPassword: { label: 'Palavra-passe de segurança', hint: 'Confirma libertações e levantamentos' },
    receivingAddress: { label: 'Endereço de receção USDT', hint: 'Onde são pagas as moedas que compra' },
    paymentMethod: {
      label: 'Método de pagamento',
      hint: 'Pelo menos uma forma de os compradores lhe pagarem',
    },
    identity: {
      label: 'Verificação de identidade (KYC)',
      hint: 'Associe a carteira de identidade com que se verificou',
    },
  },
  identityInWallet:
    'Negociar exige a verificação de identidade avançada: conclua-a na aplicação da sua carteira de identidade. Este passo fica marcado sozinho quando estiver concluída.',
  blocked: {
    publish: 'Antes de publicar um anúncio, conclua estes passos:',
    order: 'Antes de fazer um pedido, conclua estes passos:',
  },
  draft: {
    restored: 'O que escreveu antes foi recuperado.',
    discard: 'Descartar',
  },
};
