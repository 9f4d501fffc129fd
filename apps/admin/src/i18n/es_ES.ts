import type { AdminTexts } from './en';
import { audit_es_ES } from './audit/es_ES';
import { staffAdmin_es_ES } from './staffAdmin/es_ES';
import { chain_es_ES } from './chain/es_ES';
import { caseRequests_es_ES } from './caseRequests/es_ES';
import { desk_es_ES } from './desk/es_ES';
import { payouts_es_ES } from './payouts/es_ES';
import { nfts_es_ES } from './nfts/es_ES';
import { ops_es_ES } from './ops/es_ES';
import { merchants_es_ES } from './merchants/es_ES';
import { support_es_ES } from './support/es_ES';
import { trading_es_ES } from './trading/es_ES';
import { settings_es_ES } from './settings/es_ES';

export const es_ES: AdminTexts = {
  consoleName: 'Consola de personal',
  loading: 'Cargando…',
  roles: {
    APPEAL_OFFICER: 'Responsable de reclamaciones',
    CUSTOMER_SERVICE: 'Atención al cliente',
    ADMIN: 'Administrador',
    unknown: 'Rol desconocido',
  },
  roleSummary: {
    APPEAL_OFFICER: 'Revisa y resuelve las reclamaciones de las operaciones.',
    CUSTOMER_SERVICE: 'Ayuda a los usuarios, sigue las reclamaciones y gestiona cuentas, anuncios y pedidos.',
    ADMIN: 'Acceso total, incluidas la configuración y las operaciones del mercado.',
    unknown: 'La consola no reconoce este rol, así que no puede abrir ningún área.',
  },
  login: {
    title: 'Acceso del personal',
    subtitle: 'Inicia sesión con tu cuenta de personal para abrir la consola.',
    email: 'Correo electrónico',
    emailPlaceholder: 'name@company.com',
    emailRequired: 'Introduce tu correo electrónico',
    emailInvalid: 'Introduce una dirección de correo válida',
    password: 'Contraseña',
    passwordPlaceholder: 'Tu contraseña',
    passwordRequired: 'Introduce tu contraseña',
    submit: 'Iniciar sesión',
    restricted: 'Solo para personal autorizado. Los inicios de sesión quedan registrados.',
    totp: {
      enrolTitle: 'Configura la verificación en dos pasos',
      enrolHint:
        'Escanea este código QR con una aplicación de autenticación y escribe el código de 6 dígitos que muestre.',
      secretLabel: 'O introduce esta clave a mano',
      qrAlt: 'Código QR para tu aplicación de autenticación',
      codeTitle: 'Verificación en dos pasos',
      codeHint: 'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
      code: 'Código de verificación',
      codeRequired: 'Introduce el código de 6 dígitos',
      confirm: 'Verificar',
      back: 'Volver al inicio de sesión',
      expired: 'Este paso del inicio de sesión ha caducado. Inicia sesión de nuevo.',
    },
  },
  nav: {
    audit: audit_es_ES.nav,
    staff: staffAdmin_es_ES.nav,
    dashboard: 'Panel',
    appeals: 'Reclamaciones',
    users: 'Usuarios',
    trading: 'Anuncios y pedidos',
    config: 'Configuración',
    operations: 'Operaciones',
  },
  header: {
    language: 'Idioma',
    signOut: 'Cerrar sesión',
    signOutTitle: '¿Cerrar sesión en la consola?',
    signOutMessage: 'Tendrás que volver a iniciar sesión para continuar.',
    cancel: 'Cancelar',
    signedOut: 'Has cerrado sesión',
    collapse: 'Contraer el menú',
    expand: 'Expandir el menú',
  },
  dashboard: {
    welcome: 'Hola, {{name}}',
    signedInAs: 'Sesión iniciada como {{email}}',
    role: 'Rol',
    areasTitle: 'Tus áreas',
    areasHint: 'Tu rol abre las áreas marcadas con Abrir; las demás siguen bloqueadas.',
    open: 'Abrir',
    locked: 'Sin acceso',
    healthTitle: 'Estado del sistema',
    healthApi: 'API',
    healthDatabase: 'Base de datos',
    healthRedis: 'Redis',
    up: 'Activo',
    down: 'Caído',
    ok: 'Operativo',
    degraded: 'Degradado',
    unreachable: 'Inaccesible',
    unknown: 'Desconocido',
    checkedAt: 'Comprobado a las {{time}}',
    refresh: 'Actualizar',
  },
  reserves: {
    title: 'Prueba de reservas',
    hint: 'El saldo en cadena de la billetera de custodia junto a lo que la plataforma debe, por cadena y token. La diferencia debe ser cero.',
    token: 'Token',
    onChain: 'En cadena',
    owed: 'Adeudado',
    heldForDeposits: 'Retenido para depósitos',
    tempBalances: 'Saldos temporales',
    pendingPayouts: 'Pagos pendientes',
    unattributed: 'Sin atribuir',
    unconfirmedDeposits: 'Depósitos sin confirmar',
    platformFees: 'Comisiones de la plataforma',
    difference: 'Diferencia',
    block: 'Bloque',
    balanced: 'Cuadra',
    mismatch: 'Descuadre',
    readAt: 'Leído el {{time}}',
    empty: 'No hay ninguna cadena configurada.',
    failed: 'No se pudieron leer las reservas. Se reintenta cada 30 segundos.',
    alertTitle: 'Las reservas no coinciden con la cadena',
    alertLine: '{{token}} en {{chain}}: diferencia {{difference}} (bloque {{block}})',
    alertAction: 'Ver las reservas',
    alertUnreadableTitle: 'No se pueden leer las reservas en cadena',
    unreadable: 'Ilegible',
    unreadableTitle: 'Saldos que no se pudieron leer en cadena',
    unreadableLine: '{{token}} en {{chain}} ({{address}}): {{reason}}',
    drainingTitle: 'Rotación de clave: direcciones de custodia retiradas aún tienen fondos',
    drainingLine:
      '{{token}} en {{chain}}: {{amount}} en {{address}}, pasando a {{current}}. Los pagos esperan hasta que termine.',
    reasons: {
      CHAIN_UNREACHABLE: 'el nodo de la cadena no responde',
      BALANCE_UNREADABLE: 'no se puede leer ningún saldo en esta dirección de contrato',
    },
  },
  areas: {
    audit: audit_es_ES.area,
    staff: staffAdmin_es_ES.area,
    comingSoon:
      'Las herramientas de esta área llegarán en una versión posterior. Hasta entonces no se muestra nada aquí.',
    plannedTitle: 'Qué contendrá esta área',
    forRoleTitle: 'Para ti como {{role}}',
    appeals: {
      description: 'Disputas abiertas por un comprador o un vendedor cuando un pedido sale mal.',
      planned: {
        queue: 'Una cola de reclamaciones abiertas con su pedido, las partes y los plazos',
        evidence: 'El chat, el justificante de pago y la cronología del pedido, uno junto a otro',
        decision:
          'Decisiones que liberan o devuelven la moneda en custodia, aplicando la penalización de crédito',
      },
      forRole: {
        APPEAL_OFFICER: 'Revisarás las reclamaciones que te asignen y las resolverás.',
        CUSTOMER_SERVICE:
          'Seguirás las reclamaciones, contactarás con ambas partes, reunirás pruebas y las resolverás.',
        ADMIN: 'Supervisarás todas las reclamaciones, las reasignarás cuando haga falta y las resolverás.',
      },
    },
    users: {
      description: 'Las cuentas de los usuarios, su verificación de identidad y sus restricciones.',
      planned: {
        search: 'Buscar usuarios por correo, apodo, ID o dirección de monedero',
        profile: 'Perfiles con verificación de identidad, puntuación de crédito y estado de comerciante',
        bans: 'Bloqueos de inicio de sesión, retirada, compra C2C o venta C2C, con sus motivos',
      },
      forRole: {
        CUSTOMER_SERVICE:
          'Buscarás usuarios para responder a sus preguntas y aplicarás o levantarás bloqueos.',
        ADMIN:
          'Gestionarás todas las cuentas, incluida la certificación de comerciantes y las correcciones de crédito.',
      },
    },
    trading: {
      description: 'Todos los anuncios del mercado y todos los pedidos entre usuarios.',
      planned: {
        ads: 'Anuncios con su moneda, precio, límites y estado, y la retirada de un anuncio',
        orders: 'Pedidos con todo su historial de estados y sus plazos',
        escrow: 'Depósitos y pagos en custodia en la cadena de cada pedido',
      },
      forRole: {
        CUSTOMER_SERVICE: 'Rastrearás anuncios y pedidos cuando los usuarios pidan ayuda.',
        ADMIN: 'Vigilarás el mercado e intervendrás en los anuncios o pedidos que incumplan las normas.',
      },
    },
    config: {
      description: 'Las reglas y los datos de referencia con los que funciona el mercado.',
      planned: {
        coins: 'Monedas, pares de monedas, comisiones y límites',
        payments: 'Métodos de pago, y los países o regiones abiertos al comercio con dinero fiat',
        content: 'Artículos de ayuda, el aviso de operaciones y las ventanas de mantenimiento',
      },
      forRole: {
        ADMIN: 'Cambiarás la configuración del mercado; cada cambio queda registrado.',
      },
    },
    operations: {
      description: 'La salud del sistema en marcha y el personal que usa esta consola.',
      planned: {
        queues: 'Colas de trabajos para los temporizadores de pedidos, reclamaciones, la cadena y el correo',
        chain: 'Vigilantes de la cadena, confirmaciones y saldos de los monederos de custodia',
        staff: 'Cuentas del personal, sus roles y el registro de auditoría',
      },
      forRole: {
        ADMIN:
          'Vigilarás el sistema, reintentarás los trabajos atascados y gestionarás las cuentas del personal.',
      },
    },
  },
  ops: ops_es_ES,
  nfts: nfts_es_ES,
  audit: audit_es_ES.page,
  staffAdmin: staffAdmin_es_ES.page,
  chainWatch: chain_es_ES,
  support: support_es_ES,
  trading: trading_es_ES,
  settings: settings_es_ES,
  merchants: merchants_es_ES,
  desk: desk_es_ES,
  caseRequests: caseRequests_es_ES,
  payouts: payouts_es_ES,
  forbidden: {
    title: 'Sin acceso',
    message: 'Tu rol ({{role}}) no puede abrir esta área. Pide acceso a un administrador si lo necesitas.',
    back: 'Volver al panel',
  },
  notFound: {
    title: 'Página no encontrada',
    message: 'No hay ninguna página en esta dirección.',
  },
  sessionError: {
    title: 'No se ha podido comprobar tu sesión',
    message: 'El servidor no ha respondido. Inténtalo de nuevo o vuelve a iniciar sesión.',
    retry: 'Reintentar',
    signIn: 'Volver a iniciar sesión',
  },
};
