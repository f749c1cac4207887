/** "Show the law" in Spanish: exactly the ids of law-messages-en.ts, which the types enforce. */
import type { LawMessageId } from './law-messages-en';

export const lawEs: { readonly [Id in LawMessageId]: string } = {
  'law.title': 'Aquí se permite la entrada de un perro de servicio',
  'law.lead':
    'Según la Ley de Estadounidenses con Discapacidades (ADA), un perro de servicio puede acompañar a su usuario a donde puede ir el público: negocios, organizaciones sin fines de lucro y gobiernos estatales y locales.',
  'law.questionsTitle': 'Solo puede hacer dos preguntas',
  'law.question1': '¿El perro es un animal de servicio requerido debido a una discapacidad?',
  'law.question2': '¿Qué trabajo o tarea ha sido entrenado a realizar el perro?',
  'law.notAsk':
    'No puede preguntar sobre la discapacidad, pedir una demostración ni cobrar un cargo adicional por el perro.',
  'law.noPapersTitle': 'No se exige ningún documento',
  'law.noPapers':
    'No se exige ninguna tarjeta, chaleco, identificación, constancia ni registro. Esta tarjeta no prueba nada que exija la ley.',
  'law.leaveTitle': 'Solo se puede pedir que el perro salga si',
  'law.leave1': 'está fuera de control y su usuario no toma medidas eficaces para controlarlo, o',
  'law.leave2': 'no está entrenado para hacer sus necesidades fuera.',
  'law.leaveThen': 'El usuario puede entonces volver sin el perro.',
  'law.exceptions':
    'Las organizaciones religiosas y los clubes privados no están cubiertos por esta norma, y un perro puede quedar fuera de algunas áreas, como un quirófano estéril. Los vuelos y la vivienda se rigen por otras leyes.',
  'law.moreTitle': 'Más información',
  'law.ada': 'ada.gov: animales de servicio (Departamento de Justicia de los EE. UU.)',
  'law.infoLine': 'Línea de Información sobre la ADA: {voice} (voz), {tty} (TTY)',
  'law.switch': 'Show in English',
  'law.back': 'Volver',
  'sheet.title': 'Cómo verificar una tarjeta de perro de servicio',
  'sheet.lead':
    'Para el personal en un mostrador o una puerta. Registrar un perro de servicio es voluntario: no se puede exigir ninguna tarjeta, y un perro sin ella igual puede ser un animal de servicio.',
  'sheet.stepsTitle': 'Si el usuario le muestra una tarjeta',
  'sheet.step1':
    'Escanee el código QR de la tarjeta con la cámara de un teléfono. La página que se abre verifica la tarjeta en el teléfono, incluso sin señal.',
  'sheet.step2': 'O escriba la dirección impresa al dorso de la tarjeta, o ingrese el número de registro en {lookup}.',
  'sheet.step3':
    'Lea la palabra grande de arriba. Válido significa que {registryName} emitió la tarjeta y que está vigente. Compare la foto, el nombre del perro y el nombre del usuario con el equipo que tiene delante.',
  'sheet.step4':
    'Cualquier otra respuesta (Vencido, Suspendido, Revocado, No emitido por este registro) dice solo lo que sabe el registro. No significa que el perro no sea un animal de servicio.',
  'sheet.independent':
    '{registryName} es un registro independiente al que los usuarios se unen de forma voluntaria. No es una agencia del gobierno.',
  'sheet.print': 'Imprimir esta hoja',
} as const;
