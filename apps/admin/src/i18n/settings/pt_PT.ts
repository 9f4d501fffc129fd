import type { SettingsTexts } from './en';

export const settings_pt_PT: SettingsTexts = {
  tab: 'Crédito',
  userTab: 'Limites',
  saved: 'Guardado. Aplica-se a partir do pedido seguinte.',
  cancel: 'Cancelar',
  loadFailed: 'Não foi possível carregar as definições.',
  retry: 'Tentar novamente',
  credit: {
    title: 'Regras de crédito',
    hint: 'Pontos retirados da pontuação de crédito de um comerciante (100 no início; abaixo de 60 não pode publicar anúncios). Uma regra guardada aplica-se de imediato ao cancelamento ou recurso seguinte.',
    rule: 'Regra',
    deduct: 'Pontos retirados',
    free: 'Cancelamentos gratuitos por dia',
    description: 'Descrição',
    edit: 'Editar',
    editTitle: 'Editar a regra: {{rule}}',
    save: 'Guardar',
    cancellationTag: 'Regra de cancelamento',
    deductInvalid: 'Introduza um número inteiro de {{min}} a {{max}}',
    freeInvalid: 'Introduza um número inteiro de 0 a {{max}}',
    freeOnlyCancellation: 'Só a regra de cancelamento tem cancelamentos gratuitos.',
    types: {
      CANCEL_ORDER: 'Cancelar uma ordem',
      DEPOSIT_TIMEOUT: 'O vendedor não depositou a tempo',
      PAY_TIMEOUT: 'O comprador não pagou a tempo',
      APPEAL_LOST: 'Recurso perdido',
      MALICIOUS_APPEAL: 'Recurso de má-fé',
    },
    effects: {
      CANCEL_ORDER:
        'Aplica-se a todos os cancelamentos, incluindo prazos esgotados: os primeiros de um dia UTC são gratuitos e cada um dos seguintes custa estes pontos.',
      DEPOSIT_TIMEOUT: 'Conta como cancelamento: aplicam-se os valores da regra de cancelamento, não estes.',
      PAY_TIMEOUT: 'Conta como cancelamento: aplicam-se os valores da regra de cancelamento, não estes.',
      APPEAL_LOST: 'Retirados à parte que perde um recurso (pelo menos 1 ponto).',
      MALICIOUS_APPEAL:
        'Um recurso de má-fé retira toda a pontuação; os pontos aqui são apenas de referência.',
    },
  },
  defaults: {
    title: 'Limites de negociação das contas novas',
    hint: 'As contas criadas a partir de agora recebem estes limites. As contas existentes mantêm os seus; altere os de um comerciante no separador Limites.',
    builtIn: 'Valores predefinidos do sistema',
    save: 'Guardar as predefinições',
  },
  limits: {
    buyAdLimit: 'Anúncios de compra em simultâneo',
    sellAdLimit: 'Anúncios de venda em simultâneo',
    initiatedBuyLimit: 'Ordens abertas iniciadas como comprador',
    initiatedSellLimit: 'Ordens abertas iniciadas como vendedor',
    pendingOrderLimit: 'Ordens abertas no total',
    invalid: 'Introduza um número inteiro de 0 a {{max}}',
    hints: {
      buyAdLimit: 'Anúncios de compra que o comerciante publicou e não fechou (erro 5019 ao ultrapassar).',
      sellAdLimit: 'Anúncios de venda que o comerciante publicou e não fechou (erro 5020 ao ultrapassar).',
      initiatedBuyLimit:
        'Ordens abertas que o comerciante iniciou como comprador (erro 5021 ao ultrapassar).',
      initiatedSellLimit:
        'Ordens abertas que o comerciante iniciou como vendedor (erro 5022 ao ultrapassar).',
      pendingOrderLimit: 'Ordens abertas do comerciante de qualquer lado (erro 5023 ao ultrapassar).',
    },
  },
  user: {
    title: 'Limites de negociação',
    belowOpen:
      'Pode definir-se um limite abaixo do que o comerciante tem aberto agora: o que está aberto mantém-se, e novos anúncios ou ordens são recusados até a contagem voltar a ficar abaixo do limite.',
    save: 'Guardar os limites',
  },
};
