/** The About, Privacy and Terms pages' words in Spanish: exactly the ids of policy-messages-en.ts, which the types enforce. */
import type { PolicyMessageId } from './policy-messages-en';

export const policiesEs: { readonly [Id in PolicyMessageId]: string } = {
  'policies.contactTitle': 'Contacto',
  'policies.address': 'Dirección postal: {address}',
  'policies.ownWordsTitle': 'De {operator}',
  'policies.onlyInEnglish': '{operator} escribió esta parte solo en inglés.',
  'policies.seeAlso': 'Vea también',
  'policies.programmesTitle': 'Los programas de entrenamiento',
  'policies.programmes':
    '{registryName} guarda los registros de varios programas de entrenamiento. Cada uno lleva sus propios registros, revisa los registros de los perros que entrenó y responde a las preguntas sobre ellos. {operatorLast} administra el registro para todos ellos y responde por esta página.',

  'about.title': 'Quién administra este registro',
  'about.runBy': '{registryName} lo administra {operatorLast}.',
  'about.independent':
    'Es un registro independiente y voluntario. No es una agencia del gobierno ni un registro oficial, y no tiene relación con el Departamento de Justicia de EE. UU. Registrarse no es obligatorio por ley y no otorga derechos según la ADA.',
  'about.whatTitle': 'Qué hace el registro',
  'about.what':
    'Los usuarios registran aquí a sus perros de servicio. El personal del registro revisa cada registro; uno aprobado recibe un número de registro y una tarjeta imprimible cuyo código QR lleva una credencial firmada. Cualquiera puede verificar una tarjeta o un número de registro y ver si el registro es válido hoy, aunque ningún negocio puede exigir una tarjeta ni un registro.',

  'privacy.title': 'Aviso de privacidad',
  'privacy.intro':
    'Qué recopila {registryName}, para qué, quién lo ve y cuánto tiempo se guarda. {operator} es responsable de ello.',
  'privacy.collectTitle': 'Qué recopila el registro',
  'privacy.collectDog':
    'Sobre el perro: su nombre, raza, edad, foto, tipo de servicio, número de microchip si lo da, y el archivo de certificación o el número de licencia del entrenador que dé.',
  'privacy.collectHandler': 'Sobre usted: su nombre, dirección, número de teléfono y correo electrónico.',
  'privacy.collectPayment': 'El número de confirmación de pago con el que se registra. El sitio en sí no recibe pagos.',
  'privacy.whyTitle': 'Para qué',
  'privacy.why':
    'Para revisar el registro, emitir su tarjeta, permitir que los negocios la verifiquen y {mail, select, sent {escribirle sobre él} other {avisarle sobre él (el registro no envía correos electrónicos: su personal le hace llegar los mensajes personalmente)}}: la confirmación, su enlace de propietario y un recordatorio antes de que venza. Nada se vende ni se usa para publicidad.',
  'privacy.whoTitle': 'Quién ve qué',
  'privacy.whoVisitors':
    'Cualquiera que tenga el número de registro o la tarjeta ve el nombre, la raza, la edad y la foto del perro, su nombre y la inicial de su apellido, el estado y las fechas del registro, y el tipo de servicio solo si usted eligió mostrarlo.',
  'privacy.whoPrivate':
    'Su dirección, teléfono y correo electrónico nunca se muestran a los visitantes. Solo usted, con su enlace de propietario, y el personal del registro los ven. Solo el personal ve el archivo de certificación.',
  'privacy.keepTitle': 'Cuánto tiempo se guarda',
  'privacy.keepRecord':
    'Un registro, con su foto y sus archivos, se guarda hasta que el registro lo elimina, esté vigente o vencido. Puede pedir al registro que elimine el suyo en cualquier momento.',
  'privacy.keepDeleted':
    'Cuando se elimina un registro, su foto y sus archivos se eliminan con él. Se conserva su número de registro, sin nada más, para que nunca se asigne a otro perro y para que una consulta diga que no es válido.',
  'privacy.keepActivity':
    'El registro de actividad del personal anota quién cambió un registro, cuándo y qué valores tenía antes y después. Se conserva después de eliminar el registro.',
  'privacy.keepShortTitle': 'Lo que el servidor guarda solo por poco tiempo',
  'privacy.keepIdempotency':
    'Lo que evita que un registro se envíe dos veces: {hours, plural, one {# hora} other {# horas}}.',
  'privacy.keepSessions':
    'Una sesión del personal: termina tras {minutes, plural, one {# minuto} other {# minutos}} sin uso y, en todo caso, tras {hours, plural, one {# hora} other {# horas}}.',
  'privacy.keepSignInCounters':
    'Los recuentos de inicios de sesión fallidos del personal: {days, plural, one {# día} other {# días}} después del último.',
  'privacy.keepSetupLinks':
    'Los enlaces de configuración del personal: {days, plural, one {# día} other {# días}} después de vencer.',
  'privacy.keepOrphans':
    'Una foto o un archivo cuyo registro nunca se guardó: {days, plural, one {# día} other {# días}}.',
  'privacy.keepEmailFiles':
    'Las copias de los correos, que llevan enlaces de propietario, escritas en el servidor para que el personal las entregue (el registro no envía correos por sí mismo): {days, plural, one {# día} other {# días}}.',
  'privacy.keepRateLimits': 'Los recuentos de solicitudes de cada dirección de red, que limitan el abuso: una hora.',
  'privacy.keepServerLog':
    'El registro del servidor anota la dirección de red y la página de cada solicitud. Cuánto tiempo se guarda depende de cómo {operator} administra el servidor.',
  'privacy.browserTitle': 'En su navegador',
  'privacy.browser':
    'El sitio recuerda el idioma que eligió. Mientras completa el formulario de registro, las respuestas que escribe se guardan en esta pestaña del navegador hasta que la cierra, así que una recarga no pierde nada. La página de verificación guarda las claves públicas y las listas de estado del registro para verificar tarjetas sin conexión. El personal recibe una cookie de sesión. No hay cookies de publicidad ni de seguimiento.',
  'privacy.choicesTitle': 'Sus opciones',
  'privacy.choices':
    'Con su enlace de propietario puede ver su registro, actualizar sus datos de contacto, elegir si los visitantes ven el tipo de servicio, renovarlo y reemplazar una tarjeta perdida. Para corregir cualquier otra cosa, o para que se elimine su registro, comuníquese con el registro.',

  'terms.title': 'Términos de uso',
  'terms.intro': 'Estos términos se aplican a {registryName}, administrado por {operatorLast}.',
  'terms.voluntaryTitle': 'Un registro voluntario',
  'terms.voluntary':
    'Registrarse es voluntario. No es obligatorio por ley, no otorga derechos según la ADA y ningún negocio puede exigirlo para dejar entrar a un perro de servicio. El Departamento de Justicia de EE. UU. no reconoce los registros en línea como prueba de que un perro es un animal de servicio.',
  'terms.confirmTitle': 'Lo que usted confirma al registrarse',
  'terms.confirm':
    'Que lo que da es verdadero y que su perro está entrenado individualmente para trabajar o realizar tareas para una persona con una discapacidad. El apoyo emocional, el consuelo o la compañía por sí solos no son ese trabajo.',
  'terms.misrepresent': 'Muchos estados sancionan hacer pasar una mascota por un animal de servicio.',
  'terms.registryTitle': 'Lo que el registro puede hacer',
  'terms.registry':
    'El personal del registro revisa cada registro y puede aprobarlo o rechazarlo. Puede suspender o revocar un registro cuyos datos no sean verdaderos o cuyo perro ya no reúna los requisitos; su tarjeta deja entonces de verificarse.',
  'terms.checksTitle': 'Lo que muestra una verificación',
  'terms.checks':
    'Una verificación de una tarjeta o de un número de registro muestra lo que el registro tiene guardado en el momento de la verificación. No es una certificación del gobierno.',
  'terms.fees': 'La tarifa y lo que cubre están en la página de tarifas.',
};
