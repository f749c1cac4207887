/** The emails' words in Spanish: exactly the ids of email-en.ts, which the types enforce. */
import type { EmailMessageId } from './email-en';

export const emailEs: { readonly [Id in EmailMessageId]: string } = {
  'foot.independent':
    '{registryName} es un registro independiente y voluntario. No es una agencia del gobierno, y la ley no exige el registro.',
  'foot.questions': 'Preguntas: {email}, {phone} ({hours}).',
  'received.subject': 'Recibimos su registro ({registryNumber})',
  'received.heading': 'Recibimos el registro de {dogName}',
  'received.number': 'Número de registro: {registryNumber}',
  'received.review':
    'El personal lo revisará y {mail, select, sent {le escribiremos cuando lo haga} other {podrá ver cuándo lo hizo buscando su número de registro o abriendo su enlace de propietario}}. Hasta entonces, el registro aparece como en revisión, y una tarjeta impresa con su enlace de propietario lleva el sello EN REVISIÓN — TODAVÍA NO ES VÁLIDA.',
  'received.ownerLink':
    'Su enlace de propietario abre el registro completo, imprime la tarjeta (sin el sello una vez aprobada) y le permite elegir lo que ven quienes lo verifiquen. Manténgalo en privado, como una contraseña.',
  'ownerLink.open': 'Abrir su enlace de propietario',
  'approved.subject': 'Su registro {registryNumber} está aprobado',
  'approved.heading': 'El registro de {dogName} está aprobado',
  'approved.active': 'El número de registro {registryNumber} está activo y es válido hasta el {validThrough}.',
  'approved.print':
    'Abra el enlace de propietario de su comprobante de registro para imprimir la tarjeta de bolsillo. Su código QR lleva una firma que solo este registro puede hacer, así que cualquier persona puede verificarla, incluso sin conexión.',
  'approved.law':
    'Según la ADA, el personal solo puede preguntar si el perro es un animal de servicio requerido debido a una discapacidad y qué trabajo o tarea ha sido entrenado a realizar. Nadie puede exigir esta tarjeta.',
  'cardReissued.subject': 'Una tarjeta nueva para el registro {registryNumber}',
  'cardReissued.heading': 'Una tarjeta nueva para {dogName}',
  'cardReissued.what':
    'Una de las claves con que {registryName} firma las tarjetas ya no es segura: otra persona puede tener una copia. El registro ya no confía en nada firmado con esa clave, así que emitió una tarjeta nueva para el registro {registryNumber}, firmada con su clave actual. El registro en sí no cambia: el mismo número y las mismas fechas.',
  'cardReissued.old':
    'Las tarjetas de este registro impresas antes de hoy ya no se verifican: a quien escanee una se le informa “No emitida por este registro” o “Reemplazada por una tarjeta más reciente”. Por favor, deje de usarlas.',
  'cardReissued.print':
    'Imprima la tarjeta nueva desde su enlace de propietario (el enlace de su comprobante de registro) y lleve esa en su lugar. No hay que pagar ni llenar nada.',
  'cardReissued.lostLink':
    '¿Perdió su enlace de propietario? Pida uno nuevo con su número de registro y este correo electrónico:',
  'cardReissued.emailLink': 'Enviarme mi enlace de propietario por correo',
  'cardReissued.contact': '¿Preguntas sobre esto? Responda a este mensaje para comunicarse con el personal.',
  'newLink.subject': 'Su nuevo enlace de propietario ({registryNumber})',
  'newLink.heading': 'Su nuevo enlace de propietario para {dogName}',
  'newLink.asked':
    'Alguien pidió un nuevo enlace de propietario para el registro {registryNumber}. Aquí lo tiene. Su enlace anterior sigue funcionando hasta que abra este; desde entonces, solo funciona este.',
  'newLink.ignore':
    'Si usted no lo pidió, puede ignorar este mensaje: su enlace sigue funcionando, y solo esta dirección recibió el nuevo. Manténgalo en privado, como una contraseña.',
  'renewed.subject': 'Su registro {registryNumber} está renovado',
  'renewed.heading': 'El registro de {dogName} está renovado',
  'renewed.validThrough': 'El número de registro {registryNumber} ahora es válido hasta el {validThrough}.',
  'renewed.print':
    'Imprima la tarjeta renovada desde su enlace de propietario: lleva la nueva fecha. Una tarjeta impresa antes ahora dice «Reemplazada por una tarjeta más reciente» cuando alguien la verifica.',
  'renewed.ifNot':
    'Si usted no lo renovó, es posible que otra persona tenga su enlace de propietario. Pida un nuevo enlace de propietario con esta dirección: en cuanto lo abra, el anterior deja de funcionar. Para comunicarse con el personal, responda a este mensaje.',
  'reason.line': 'El motivo del registro: {reason}',
  'reason.contact':
    'Si cree que es un error, o cuando el motivo ya no se aplique, responda a este mensaje o comuníquese con {registryName}.',
  'denied.subject': 'Su registro {registryNumber} no fue aprobado',
  'denied.heading': 'El registro de {dogName} no fue aprobado',
  'denied.text':
    'El personal del registro revisó el registro {registryNumber} y no lo aprobó. No se emitirá ninguna tarjeta.',
  'suspended.subject': 'Su registro {registryNumber} está suspendido',
  'suspended.heading': 'El registro de {dogName} está suspendido',
  'suspended.text':
    'El número de registro {registryNumber} está suspendido. Mientras lo esté, a quien verifique la tarjeta o el número se le informa que está suspendido.',
  'revoked.subject': 'Su registro {registryNumber} fue revocado',
  'revoked.heading': 'El registro de {dogName} fue revocado',
  'revoked.text':
    'El número de registro {registryNumber} fue revocado. A quien verifique la tarjeta o el número se le informa que no es un registro válido.',
  'reinstated.subject': 'Su registro {registryNumber} está activo de nuevo',
  'reinstated.heading': 'El registro de {dogName} está activo de nuevo',
  'reinstated.text': 'Su tarjeta vuelve a verificarse; no hace falta imprimir nada.',
  'emailChanged.subject': 'Se cambió el correo de contacto del registro {registryNumber}',
  'emailChanged.heading': 'Se cambió el correo de contacto',
  'emailChanged.text':
    'Alguien con el enlace de propietario del registro {registryNumber} cambió su correo de contacto. Los correos del registro ahora van a la nueva dirección, no a esta.',
  'emailChanged.ifYou': 'Si usted hizo este cambio, no tiene que hacer nada.',
  'emailChanged.ifNot':
    'Si no lo hizo, deshágalo antes del {undoUntil}: el correo de contacto del registro vuelve a ser esta dirección. Mientras la nueva dirección no esté confirmada, un nuevo enlace de propietario se envía solo a esta.',
  'emailChanged.undo': 'Deshacer este cambio',
  'emailChanged.lostLink':
    'Es posible que alguien tenga su enlace de propietario. Al deshacer el cambio, ese enlace deja de funcionar en el acto, y se envía un nuevo enlace de propietario a esta dirección.',
  'confirmEmail.subject': 'Confirme su correo electrónico para el registro {registryNumber}',
  'confirmEmail.heading': 'Confirme su correo electrónico',
  'confirmEmail.text':
    'Esta dirección es ahora el correo de contacto del registro {registryNumber}. Confírmela para que un nuevo enlace de propietario que pida se envíe aquí; hasta que lo haga, se envía a la dirección anterior.',
  'confirmEmail.confirm': 'Confirmar este correo electrónico',
  'confirmEmail.ignore': 'Si no esperaba este mensaje, puede ignorarlo.',
  'emailRestored.subject': 'Se deshizo el cambio del correo de contacto del registro {registryNumber}',
  'emailRestored.heading': 'Se deshizo el cambio del correo de contacto',
  'emailRestored.restored':
    'El cambio del correo de contacto del registro {registryNumber} se deshizo con el enlace enviado a esta dirección: los correos del registro vuelven a llegar aquí.',
  'emailRestored.replaced':
    'El cambio del correo de contacto del registro {registryNumber} se deshizo con el enlace enviado a la dirección anterior: los correos del registro vuelven a ir allí, y ya no a esta dirección.',
  'emailRestored.newLink':
    'El enlace de propietario usado hasta ahora ya no funciona, así que quien hizo el cambio no puede volver a usarlo. Aquí tiene un nuevo enlace de propietario. Manténgalo en privado, como una contraseña.',
  'emailRestored.linkEnded':
    'El enlace de propietario usado hasta ahora ya no funciona. Si este registro es suyo, responda a este mensaje para comunicarse con el personal.',
  'changed.subject': 'Se cambió el registro {registryNumber}',
  'changed.heading': 'Se cambió el registro {registryNumber}',
  'changed.byOwnerLink': 'Alguien con el enlace de propietario del registro {registryNumber} hizo este cambio:',
  'changed.byStaff': 'El personal del registro hizo este cambio en el registro {registryNumber}:',
  'changed.handlerName': 'Se cambió el nombre del usuario.',
  'changed.address': 'Se cambió la dirección postal.',
  'changed.phone': 'Se cambió el número de teléfono.',
  'changed.details':
    'Se corrigieron los datos del registro que muestra la tarjeta (como el nombre, la raza o la foto del perro).',
  'changed.replacement': 'Se emitió una tarjeta de reemplazo, como para una tarjeta perdida.',
  'changed.serviceTypeShown':
    'El tipo de servicio ahora se muestra a quienes verifican la tarjeta o el número de registro.',
  'changed.serviceTypeHidden':
    'El tipo de servicio ya no se muestra a quienes verifican la tarjeta o el número de registro.',
  'changed.taskCategoriesNamed':
    'La constancia de entrenamiento ahora nombra los tipos de tarea que usted eligió; la anterior ya no se verifica.',
  'changed.taskCategoriesCleared':
    'La constancia de entrenamiento ya no nombra ningún tipo de tarea; la anterior ya no se verifica.',
  'changed.newCard':
    'Se emitió una tarjeta nueva. Una tarjeta impresa antes de este cambio ahora dice «Reemplazada por una tarjeta más reciente» cuando alguien la verifica: imprima la tarjeta nueva desde su enlace de propietario.',
  'changed.ifYou': 'Si usted hizo este cambio, no tiene que hacer nada más.',
  'changed.undo': 'Para deshacerlo, abra su enlace de propietario y vuelva a cambiarlo.',
  'changed.noUndo': 'Una tarjeta reemplazada no puede volver a ser válida; la tarjeta nueva funciona en su lugar.',
  'changed.ifNot':
    'Si usted no hizo este cambio, es posible que otra persona tenga su enlace de propietario. Pida un nuevo enlace de propietario con esta dirección: en cuanto lo abra, el anterior deja de funcionar. Después, deshaga lo que se cambió o responda a este mensaje para comunicarse con el personal.',
  'changed.staffIfNot': 'Si usted no pidió este cambio, responda a este mensaje para comunicarse con el personal.',
  'changed.newLink': 'Enviarme un nuevo enlace de propietario',
  'reminder.when': '{daysLeft, plural, =0 {mañana} one {mañana} other {en # días}}',
  'reminder.testSubject': 'La prueba de acceso público de {dogName} vence {when} ({registryNumber})',
  'reminder.testHeading': 'La prueba de acceso público de {dogName} vence {when}',
  'reminder.testValid':
    'El número de registro {registryNumber} es válido hasta el {validThrough}, cuando vence la próxima prueba de acceso público.',
  'reminder.testBook':
    'Reserve la prueba con su entrenador o evaluador. Cuando el registro anote una prueba aprobada, el registro sigue siendo válido; después de esa fecha, a quien verifique la tarjeta se le informa que venció.',
  'reminder.subject': 'Su registro {registryNumber} vence {when}',
  'reminder.heading': 'El registro de {dogName} vence {when}',
  'reminder.valid': 'El número de registro {registryNumber} es válido hasta el {validThrough}.',
  'reminder.renew':
    'Para que siga siendo válido, renuévelo antes de esa fecha desde su enlace de propietario: la tarjeta se vuelve a emitir con las nuevas fechas. Después de esa fecha, a quien verifique la tarjeta se le informa que venció.',
  'reminder.lostLink':
    '¿Perdió su enlace de propietario? Pida uno nuevo con su número de registro y este correo electrónico:',
  'reminder.emailLink': 'Enviarme mi enlace de propietario por correo',
  'codesLocked.subject': 'Códigos del segundo factor bloqueados para su cuenta de personal',
  'codesLocked.heading': 'Los códigos de su cuenta de personal están bloqueados',
  'codesLocked.text':
    'Alguien inició sesión en su cuenta de personal {email} con su contraseña y luego escribió {failures} códigos incorrectos (de una aplicación de autenticación o de recuperación). Los códigos se rechazan para esta cuenta hasta las {lockedUntil} UTC; después, solo tras iniciar sesión de nuevo con la contraseña. Una llave de acceso sigue funcionando.',
  'codesLocked.ifNot':
    'Si no fue usted, alguien conoce su contraseña: cámbiela ahora y avise al resto del personal del registro. La página Seguridad muestra cada intento.',
  'trainerInvitation.subject': 'Su cuenta de entrenador: registre pruebas y entrenamiento',
  'trainerInvitation.heading': 'Registre pruebas de acceso y entrenamiento para {programme}',
  'trainerInvitation.text':
    '{invitedBy} le invitó, {trainerName}, a una cuenta propia: con ella registra las pruebas de acceso público que realiza y el entrenamiento que da a los equipos de {programme}, y nada más. Elija una contraseña y luego agregue una llave de acceso o una aplicación de autenticación.',
  'trainerInvitation.link': 'Crear su cuenta de entrenador',
  'trainerInvitation.expires': 'El enlace funciona una sola vez, hasta el {expiresAt} UTC.',
  'trainerInvitation.ifNot':
    'Si no esperaba este mensaje, ignórelo: no se crea ninguna cuenta hasta que se use el enlace.',
};
