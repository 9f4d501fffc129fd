import type { AdminTexts } from './en';
import { audit_pt_PT } from './audit/pt_PT';
import { staffAdmin_pt_PT } from './staffAdmin/pt_PT';
import { chain_pt_PT } from './chain/pt_PT';
import { caseRequests_pt_PT } from './caseRequests/pt_PT';
import { desk_pt_PT } from './desk/pt_PT';
import { payouts_pt_PT } from './payouts/pt_PT';
import { nfts_pt_PT } from './nfts/pt_PT';
import { ops_pt_PT } from './ops/pt_PT';
import { merchants_pt_PT } from './merchants/pt_PT';
import { support_pt_PT } from './support/pt_PT';
import { trading_pt_PT } from './trading/pt_PT';
import { settings_pt_PT } from './settings/pt_PT';

export const pt_PT: AdminTexts = {
  consoleName: 'Consola de pessoal',
  loading: 'A carregar…',
  roles: {
    APPEAL_OFFICER: 'Responsável por recursos',
    CUSTOMER_SERVICE: 'Apoio ao cliente',
    ADMIN: 'Administrador',
    unknown: 'Função desconhecida',
  },
  roleSummary: {
    APPEAL_OFFICER: 'Analisa e decide os recursos das transações.',
    CUSTOMER_SERVICE: 'Ajuda os utilizadores, acompanha os recursos e gere contas, anúncios e encomendas.',
    ADMIN: 'Acesso total, incluindo a configuração e as operações do mercado.',
    unknown: 'A consola não reconhece esta função, por isso nenhuma área pode ser aberta.',
  },
  login: {
    title: 'Acesso do pessoal',
    subtitle: 'Inicie sessão com a sua conta de pessoal para abrir a consola.',
    email: 'E-mail',
    emailPlaceholder: 'name@company.com',
    emailRequired: 'Introduza o seu e-mail',
    emailInvalid: 'Introduza um endereço de e-mail válido',
    password: 'Palavra-passe',
    passwordPlaceholder: 'A sua palavra-passe',
    passwordRequired: 'Introduza a sua palavra-passe',
    submit: 'Iniciar sessão',
    restricted: 'Apenas para pessoal autorizado. Os inícios de sessão são registados.',
    totp: {
      enrolTitle: 'Configure a verificação em dois passos',
      enrolHint:
        'Leia este código QR com uma aplicação de autenticação e introduza o código de 6 dígitos que ela mostrar.',
      secretLabel: 'Ou introduza esta chave manualmente',
      qrAlt: 'Código QR para a sua aplicação de autenticação',
      codeTitle: 'Verificação em dois passos',
      codeHint: 'Introduza o código de 6 dígitos da sua aplicação de autenticação.',
      code: 'Código de verificação',
      codeRequired: 'Introduza o código de 6 dígitos',
      confirm: 'Verificar',
      back: 'Voltar ao início de sessão',
      expired: 'Este passo do início de sessão expirou. Inicie sessão novamente.',
    },
  },
  nav: {
    audit: audit_pt_PT.nav,
    staff: staffAdmin_pt_PT.nav,
    dashboard: 'Painel',
    appeals: 'Recursos',
    users: 'Utilizadores',
    trading: 'Anúncios e encomendas',
    config: 'Configuração',
    operations: 'Operações',
  },
  header: {
    language: 'Idioma',
    signOut: 'Terminar sessão',
    signOutTitle: 'Terminar sessão na consola?',
    signOutMessage: 'Terá de iniciar sessão novamente para continuar.',
    cancel: 'Cancelar',
    signedOut: 'Terminou a sessão',
    collapse: 'Recolher o menu',
    expand: 'Expandir o menu',
  },
  dashboard: {
    welcome: 'Bem-vindo, {{name}}',
    signedInAs: 'Sessão iniciada como {{email}}',
    role: 'Função',
    areasTitle: 'As suas áreas',
    areasHint: 'A sua função abre as áreas marcadas com Abrir; as restantes ficam bloqueadas.',
    open: 'Abrir',
    locked: 'Sem acesso',
    healthTitle: 'Estado do sistema',
    healthApi: 'API',
    healthDatabase: 'Base de dados',
    healthRedis: 'Redis',
    up: 'Ativo',
    down: 'Em baixo',
    ok: 'Operacional',
    degraded: 'Degradado',
    unreachable: 'Inacessível',
    unknown: 'Desconhecido',
    checkedAt: 'Verificado às {{time}}',
    refresh: 'Atualizar',
  },
  reserves: {
    title: 'Prova de reservas',
    hint: 'O saldo em cadeia da carteira de custódia ao lado do que a plataforma deve, por cadeia e token. A diferença tem de ser zero.',
    token: 'Token',
    onChain: 'Em cadeia',
    owed: 'Em dívida',
    heldForDeposits: 'Retido para depósitos',
    tempBalances: 'Saldos temporários',
    pendingPayouts: 'Pagamentos pendentes',
    unattributed: 'Não atribuído',
    unconfirmedDeposits: 'Depósitos por confirmar',
    platformFees: 'Comissões da plataforma',
    difference: 'Diferença',
    block: 'Bloco',
    balanced: 'Equilibrado',
    mismatch: 'Discrepância',
    readAt: 'Lido em {{time}}',
    empty: 'Nenhuma cadeia está configurada.',
    failed: 'Não foi possível ler as reservas. Nova tentativa a cada 30 segundos.',
    alertTitle: 'As reservas não correspondem à cadeia',
    alertLine: '{{token}} em {{chain}}: diferença {{difference}} (bloco {{block}})',
    alertAction: 'Ver as reservas',
    alertUnreadableTitle: 'Não é possível ler as reservas em cadeia',
    unreadable: 'Ilegível',
    unreadableTitle: 'Saldos que não foi possível ler em cadeia',
    unreadableLine: '{{token}} em {{chain}} ({{address}}): {{reason}}',
    drainingTitle: 'Rotação de chave: endereços de custódia retirados ainda têm fundos',
    drainingLine:
      '{{token}} em {{chain}}: {{amount}} em {{address}}, a passar para {{current}}. Os pagamentos esperam até terminar.',
    reasons: {
      CHAIN_UNREACHABLE: 'o nó da cadeia não responde',
      BALANCE_UNREADABLE: 'não é possível ler nenhum saldo neste endereço de contrato',
    },
  },
  areas: {
    audit: audit_pt_PT.area,
    staff: staffAdmin_pt_PT.area,
    comingSoon: 'As ferramentas desta área chegam numa versão posterior. Até lá, nada é mostrado aqui.',
    plannedTitle: 'O que esta área vai conter',
    forRoleTitle: 'Para si, como {{role}}',
    appeals: {
      description: 'Litígios abertos por um comprador ou um vendedor quando uma encomenda corre mal.',
      planned: {
        queue: 'Uma fila de recursos em aberto com a encomenda, as partes e os prazos',
        evidence: 'O chat, o comprovativo de pagamento e a cronologia da encomenda lado a lado',
        decision:
          'Decisões que libertam ou devolvem a moeda em custódia, com a penalização de crédito aplicada',
      },
      forRole: {
        APPEAL_OFFICER: 'Vai analisar os recursos que lhe forem atribuídos e decidi-los.',
        CUSTOMER_SERVICE:
          'Vai acompanhar os recursos, contactar ambas as partes, reunir provas e decidi-los.',
        ADMIN: 'Vai supervisionar todos os recursos, reatribuí-los quando necessário e decidi-los.',
      },
    },
    users: {
      description: 'As contas dos utilizadores, a sua verificação de identidade e as suas restrições.',
      planned: {
        search: 'Pesquisar utilizadores por e-mail, alcunha, ID ou endereço de carteira',
        profile: 'Perfis com verificação de identidade, pontuação de crédito e estatuto de comerciante',
        bans: 'Proibições de início de sessão, levantamento, compra C2C ou venda C2C, com os motivos',
      },
      forRole: {
        CUSTOMER_SERVICE:
          'Vai pesquisar utilizadores para responder às suas perguntas e aplicar ou levantar proibições.',
        ADMIN:
          'Vai gerir todas as contas, incluindo a certificação de comerciantes e as correções de crédito.',
      },
    },
    trading: {
      description: 'Todos os anúncios do mercado e todas as encomendas entre utilizadores.',
      planned: {
        ads: 'Anúncios com a moeda, o preço, os limites e o estado, e a retirada de um anúncio',
        orders: 'Encomendas com todo o histórico de estados e os prazos',
        escrow: 'Depósitos e pagamentos em custódia na cadeia para cada encomenda',
      },
      forRole: {
        CUSTOMER_SERVICE: 'Vai rastrear anúncios e encomendas quando os utilizadores pedirem ajuda.',
        ADMIN: 'Vai vigiar o mercado e intervir em anúncios ou encomendas que violem as regras.',
      },
    },
    config: {
      description: 'As regras e os dados de referência com que o mercado funciona.',
      planned: {
        coins: 'Moedas, pares de moedas, comissões e limites',
        payments: 'Métodos de pagamento, e os países ou regiões abertos à negociação em moeda fiduciária',
        content: 'Artigos de ajuda, o aviso de negociação e as janelas de manutenção',
      },
      forRole: {
        ADMIN: 'Vai alterar as definições do mercado; cada alteração fica registada.',
      },
    },
    operations: {
      description: 'A saúde do sistema em funcionamento e o pessoal que usa esta consola.',
      planned: {
        queues: 'Filas de tarefas para os temporizadores das encomendas, os recursos, a cadeia e o correio',
        chain: 'Vigilantes da cadeia, confirmações e saldos das carteiras de custódia',
        staff: 'Contas do pessoal, as suas funções e o registo de auditoria',
      },
      forRole: {
        ADMIN: 'Vai vigiar o sistema, repetir tarefas bloqueadas e gerir as contas do pessoal.',
      },
    },
  },
  ops: ops_pt_PT,
  nfts: nfts_pt_PT,
  audit: audit_pt_PT.page,
  staffAdmin: staffAdmin_pt_PT.page,
  chainWatch: chain_pt_PT,
  support: support_pt_PT,
  trading: trading_pt_PT,
  settings: settings_pt_PT,
  merchants: merchants_pt_PT,
  desk: desk_pt_PT,
  caseRequests: caseRequests_pt_PT,
  payouts: payouts_pt_PT,
  forbidden: {
    title: 'Sem acesso',
    message: 'A sua função ({{role}}) não pode abrir esta área. Peça acesso a um administrador se precisar.',
    back: 'Voltar ao painel',
  },
  notFound: {
    title: 'Página não encontrada',
    message: 'Não existe nenhuma página neste endereço.',
  },
  sessionError: {
    title: 'Não foi possível verificar a sua sessão',
    message: 'O servidor não respondeu. Tente novamente ou inicie sessão outra vez.',
    retry: 'Tentar novamente',
    signIn: 'Iniciar sessão novamente',
  },
};
