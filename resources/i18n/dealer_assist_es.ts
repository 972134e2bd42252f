<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name></name>
    <message>
        <source>this step is answered at the table, not by a button: {step}</source>
        <translation>este paso se resuelve en la mesa, no con un botón: {step}</translation>
    </message>
    <message>
        <source>nothing to do at this step</source>
        <translation>nada que hacer en este paso</translation>
    </message>
    <message>
        <source>NOT SAVED: {error}</source>
        <translation>NO GUARDADO: {error}</translation>
    </message>
    <message>
        <source>Dealer Assist</source>
        <translation>Dealer Assist</translation>
    </message>
    <message>
        <source>Dealer Assist: this table PC</source>
        <translation>Dealer Assist: este PC de mesa</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Número de mesa</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Kiosk (full screen)</source>
        <translation>Quiosco (pantalla completa)</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Casa</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Sala</translation>
    </message>
    <message>
        <source>table {table} is no longer enrolled in the room</source>
        <translation>la mesa {table} ya no está inscrita en la sala</translation>
    </message>
    <message>
        <source>The room&apos;s address, e.g. host=10.0.0.5 dbname=room</source>
        <translation>La dirección de la sala, p. ej. host=10.0.0.5 dbname=room</translation>
    </message>
    <message>
        <source>Use this address</source>
        <translation>Usar esta dirección</translation>
    </message>
    <message>
        <source>No room</source>
        <translation>Sin sala</translation>
    </message>
    <message>
        <source>Room store address (PostgreSQL)</source>
        <translation>Dirección del almacén de la sala (PostgreSQL)</translation>
    </message>
    <message>
        <source>Passwords belong in the PC&apos;s .pgpass file, not here.</source>
        <translation>Las contraseñas van en el archivo .pgpass del PC, no aquí.</translation>
    </message>
    <message>
        <source>room address</source>
        <translation>dirección de la sala</translation>
    </message>
    <message>
        <source>Not kept: {error}</source>
        <translation>No guardado: {error}</translation>
    </message>
    <message>
        <source>Room file (the room&apos;s own amounts)</source>
        <translation>Archivo de la sala (sus propios montos)</translation>
    </message>
    <message>
        <source>No room files on this PC.</source>
        <translation>No hay archivos de sala en este PC.</translation>
    </message>
    <message>
        <source>No room file</source>
        <translation>Sin archivo de sala</translation>
    </message>
    <message>
        <source>Address: {room_dsn}</source>
        <translation>Dirección: {room_dsn}</translation>
    </message>
    <message>
        <source>Address: none (this table alone)</source>
        <translation>Dirección: ninguna (solo esta mesa)</translation>
    </message>
    <message>
        <source>Room file: {name}</source>
        <translation>Archivo de sala: {name}</translation>
    </message>
    <message>
        <source>Room file: none</source>
        <translation>Archivo de sala: ninguno</translation>
    </message>
    <message>
        <source>Enter the table number first.</source>
        <translation>Primero escriba el número de mesa.</translation>
    </message>
    <message>
        <source>Staff and roles</source>
        <translation>Personal y funciones</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Add a staff member</source>
        <translation>Añadir empleado</translation>
    </message>
    <message>
        <source>Dealer Assist floor station: {room_name}</source>
        <translation>Dealer Assist, puesto del floor: {room_name}</translation>
    </message>
    <message>
        <source>Floor station: {room_name}</source>
        <translation>Puesto del floor: {room_name}</translation>
    </message>
    <message>
        <source>nobody signed in</source>
        <translation>nadie ha entrado</translation>
    </message>
    <message>
        <source>A floorperson signs in: present your badge or type its code, then enter your PIN.</source>
        <translation>Un floor inicia sesión: acerque su gafete o escriba su código, y luego su PIN.</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Cerrar sesión</translation>
    </message>
    <message>
        <source>the room</source>
        <translation>la sala</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name} ({role})</translation>
    </message>
    <message>
        <source>{name} · {role} · badge {badge}</source>
        <translation>{name} · {role} · gafete {badge}</translation>
    </message>
    <message>
        <source>{name} · {role} · badge {badge} · inactive</source>
        <translation>{name} · {role} · gafete {badge} · inactivo</translation>
    </message>
    <message>
        <source>On record: {logins}, {rulings} decided, {notes} in all.</source>
        <translation>En el registro: {logins}, {rulings} decididas, {notes} en total.</translation>
    </message>
    <message>
        <source>{n} sign-in</source>
        <translation>{n} inicio de sesión</translation>
    </message>
    <message>
        <source>{n} sign-ins</source>
        <translation>{n} inicios de sesión</translation>
    </message>
    <message>
        <source>{n} ruling</source>
        <translation>{n} decisión</translation>
    </message>
    <message>
        <source>{n} rulings</source>
        <translation>{n} decisiones</translation>
    </message>
    <message>
        <source>{n} audit note</source>
        <translation>{n} nota de auditoría</translation>
    </message>
    <message>
        <source>{n} audit notes</source>
        <translation>{n} notas de auditoría</translation>
    </message>
    <message>
        <source>Earlier badges (replaced, no longer sign in): {earlier}. {record}</source>
        <translation>Gafetes anteriores (reemplazados, ya no inician sesión): {earlier}. {record}</translation>
    </message>
    <message>
        <source>Next: badge and role</source>
        <translation>Siguiente: gafete y función</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Next: PIN</source>
        <translation>Siguiente: PIN</translation>
    </message>
    <message>
        <source>Demo: present a blank badge</source>
        <translation>Demo: presentar un gafete en blanco</translation>
    </message>
    <message>
        <source>Replace the badge</source>
        <translation>Reemplazar el gafete</translation>
    </message>
    <message>
        <source>Deactivate</source>
        <translation>Desactivar</translation>
    </message>
    <message>
        <source>Role (touch to change)</source>
        <translation>Función (toque para cambiar)</translation>
    </message>
    <message>
        <source>Correct the name…</source>
        <translation>Corregir el nombre…</translation>
    </message>
    <message>
        <source>Replace the badge…</source>
        <translation>Reemplazar el gafete…</translation>
    </message>
    <message>
        <source>Reset PIN…</source>
        <translation>Restablecer PIN…</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>Volver a la lista</translation>
    </message>
    <message>
        <source>Signed in: {name} (admin). Touch a member to correct their name, replace their badge, change their role, reset their PIN or deactivate them.</source>
        <translation>Sesión: {name} (admin). Toque a un empleado para corregir su nombre, reemplazar su gafete, cambiar su función, restablecer su PIN o desactivarlo.</translation>
    </message>
    <message>
        <source>Not changed: {refused}.</source>
        <translation>Sin cambios: {refused}.</translation>
    </message>
    <message>
        <source>New staff member: type the name.</source>
        <translation>Nuevo miembro del personal: escriba el nombre.</translation>
    </message>
    <message>
        <source>Name corrected: {name}.</source>
        <translation>Nombre corregido: {name}.</translation>
    </message>
    <message>
        <source>badge {badge} read</source>
        <translation>gafete {badge} leído</translation>
    </message>
    <message>
        <source>no badge read yet</source>
        <translation>aún no se leyó ningún gafete</translation>
    </message>
    <message>
        <source>{name}: present the new badge to the reader ({badge}), then touch the role.</source>
        <translation>{name}: presente el gafete nuevo al lector ({badge}) y toque la función.</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN ({role}): {digits}, then OK</source>
        <translation>PIN de {name} ({role}): {digits}, luego OK</translation>
    </message>
    <message>
        <source>The same PIN again, then OK</source>
        <translation>El mismo PIN otra vez, luego OK</translation>
    </message>
    <message>
        <source>The two PINs differ: nothing changed. Enter the PIN again.</source>
        <translation>Los dos PIN no coinciden: nada cambió. Escriba el PIN otra vez.</translation>
    </message>
    <message>
        <source>The PIN, then OK</source>
        <translation>El PIN, luego OK</translation>
    </message>
    <message>
        <source>Added {name} ({role}), badge {badge}.</source>
        <translation>Agregado {name} ({role}), gafete {badge}.</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN was reset.</source>
        <translation>El PIN de {name} se restableció.</translation>
    </message>
    <message>
        <source>Reactivate</source>
        <translation>Reactivar</translation>
    </message>
    <message>
        <source>{name} is now {role}.</source>
        <translation>{name} ahora es {role}.</translation>
    </message>
    <message>
        <source>Correct {name}&apos;s name on the keyboard, then Save the name.</source>
        <translation>Corrija el nombre de {name} en el teclado y luego toque Guardar el nombre.</translation>
    </message>
    <message>
        <source>Save the name</source>
        <translation>Guardar el nombre</translation>
    </message>
    <message>
        <source>{name}&apos;s badge {badge} is lost or broken: present the new badge to the reader ({read}), then Replace the badge. The old badge stops signing in at once; what it signed stays on record as theirs.</source>
        <translation>El gafete {badge} de {name} se perdió o se rompió: presente el gafete nuevo al lector ({read}) y toque Reemplazar el gafete. El gafete viejo deja de entrar de inmediato; lo que firmó sigue registrado a su nombre.</translation>
    </message>
    <message>
        <source>{name}&apos;s badge is now {badge}; badge {old} no longer signs in.</source>
        <translation>El gafete de {name} ahora es {badge}; el gafete {old} ya no inicia sesión.</translation>
    </message>
    <message>
        <source>New PIN: {digits}, then OK</source>
        <translation>PIN nuevo: {digits}, luego OK</translation>
    </message>
    <message>
        <source>{name} was deactivated.</source>
        <translation>{name} fue desactivado.</translation>
    </message>
    <message>
        <source>{name} was reactivated.</source>
        <translation>{name} fue reactivado.</translation>
    </message>
    <message>
        <source>No round in the log yet.</source>
        <translation>Aún no hay rondas en el registro.</translation>
    </message>
    <message>
        <source>No hand log is open.</source>
        <translation>No hay registro de manos abierto.</translation>
    </message>
    <message>
        <source>Round {number}: {count} events</source>
        <translation>Ronda {number}: {count} eventos</translation>
    </message>
    <message>
        <source>Round {number}: {count} events (still being played: cards dealt face down are not named)</source>
        <translation>Ronda {number}: {count} eventos (aún en juego: las cartas repartidas boca abajo no se nombran)</translation>
    </message>
    <message>
        <source>{event} (+{hidden} face down)</source>
        <translation>{event} (+{hidden} boca abajo)</translation>
    </message>
    <message>
        <source>{event} ({count} cards kept face down)</source>
        <translation>{event} ({count} cartas guardadas boca abajo)</translation>
    </message>
    <message>
        <source>{event} (hand set face down)</source>
        <translation>{event} (mano armada boca abajo)</translation>
    </message>
    <message>
        <source>Seat {seat} plays</source>
        <translation>El asiento {seat} juega</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} plays</source>
        <translation>Asiento {seat}, mano {hand}: juega</translation>
    </message>
    <message>
        <source>Seat {seat} calls</source>
        <translation>El asiento {seat} iguala</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} calls</source>
        <translation>Asiento {seat}, mano {hand}: iguala</translation>
    </message>
    <message>
        <source>Seat {seat} folds</source>
        <translation>El asiento {seat} se retira</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} folds</source>
        <translation>Asiento {seat}, mano {hand}: se retira</translation>
    </message>
    <message>
        <source>Seat {seat} surrenders</source>
        <translation>El asiento {seat} se rinde</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} surrenders</source>
        <translation>Asiento {seat}, mano {hand}: se rinde</translation>
    </message>
    <message>
        <source>Seat {seat} checks</source>
        <translation>El asiento {seat} pasa</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} checks</source>
        <translation>Asiento {seat}, mano {hand}: pasa</translation>
    </message>
    <message>
        <source>Seat {seat} hits</source>
        <translation>El asiento {seat} pide carta</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} hits</source>
        <translation>Asiento {seat}, mano {hand}: pide carta</translation>
    </message>
    <message>
        <source>Seat {seat} stands</source>
        <translation>El asiento {seat} se planta</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} stands</source>
        <translation>Asiento {seat}, mano {hand}: se planta</translation>
    </message>
    <message>
        <source>Seat {seat} doubles</source>
        <translation>El asiento {seat} dobla</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} doubles</source>
        <translation>Asiento {seat}, mano {hand}: dobla</translation>
    </message>
    <message>
        <source>Seat {seat} splits</source>
        <translation>El asiento {seat} divide</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} splits</source>
        <translation>Asiento {seat}, mano {hand}: divide</translation>
    </message>
    <message>
        <source>Seat {seat} sets</source>
        <translation>El asiento {seat} arma la mano</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} sets</source>
        <translation>Asiento {seat}, mano {hand}: arma la mano</translation>
    </message>
    <message>
        <source>Seat {seat}: the double or split is matched</source>
        <translation>Asiento {seat}: se iguala el doble o la división</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand}: the double or split is matched</source>
        <translation>Asiento {seat}, mano {hand}: se iguala el doble o la división</translation>
    </message>
    <message>
        <source>Seat {seat} folds by the House Way</source>
        <translation>El asiento {seat} se retira según la House Way</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} folds by the House Way</source>
        <translation>Asiento {seat}, mano {hand}: se retira según la House Way</translation>
    </message>
    <message>
        <source>Table {table} opened: {game} ({house})</source>
        <translation>Mesa {table} abierta: {game} ({house})</translation>
    </message>
    <message>
        <source>{player} declared the TPPP</source>
        <translation>{player} declarado TPPP</translation>
    </message>
    <message>
        <source>Bank offered to seat {seat} ({player})</source>
        <translation>Banca ofrecida al asiento {seat} ({player})</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) takes the bank, stake ${stake}</source>
        <translation>Asiento {seat} ({player}) toma la banca, fondo ${stake}</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) declines the bank</source>
        <translation>Asiento {seat} ({player}) rechaza la banca</translation>
    </message>
    <message>
        <source>Round {round}: seat {seat} ({banker}) banks ${stake}</source>
        <translation>Ronda {round}: el asiento {seat} ({banker}) tiene la banca con ${stake}</translation>
    </message>
    <message>
        <source>{line}; side bank ${amount}</source>
        <translation>{line}; banca lateral ${amount}</translation>
    </message>
    <message>
        <source>{line}; button at seat {seat}</source>
        <translation>{line}; botón en el asiento {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} pays ${amount} collection</source>
        <translation>El asiento {seat} paga ${amount} de colecta</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor} bets ${amount} on {wager}</source>
        <translation>Asiento {seat}: {bettor} apuesta ${amount} a {wager}</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) refuses backline bets</source>
        <translation>Asiento {seat} ({player}) rechaza apuestas de fondo</translation>
    </message>
    <message>
        <source>Dice: {dice}; pile {pile} goes out first</source>
        <translation>Dados: {dice}; la pila {pile} sale primero</translation>
    </message>
    <message>
        <source>Seat {seat}: cards dealt</source>
        <translation>Asiento {seat}: cartas repartidas</translation>
    </message>
    <message>
        <source>Seat {seat} dealt {cards} (face up: {up})</source>
        <translation>Asiento {seat} recibe {cards} (boca arriba: {up})</translation>
    </message>
    <message>
        <source>Seat {seat} dealt {cards}</source>
        <translation>Asiento {seat} recibe {cards}</translation>
    </message>
    <message>
        <source>{line} (to hand {hand})</source>
        <translation>{line} (a la mano {hand})</translation>
    </message>
    <message>
        <source>Board: {cards}</source>
        <translation>Mesa: {cards}</translation>
    </message>
    <message>
        <source>Seat {seat}: {option}</source>
        <translation>Asiento {seat}: {option}</translation>
    </message>
    <message>
        <source>{line} ({bettor})</source>
        <translation>{line} ({bettor})</translation>
    </message>
    <message>
        <source>{line}: ${amount}</source>
        <translation>{line}: ${amount}</translation>
    </message>
    <message>
        <source>{line}; keeps {cards}</source>
        <translation>{line}; se queda con {cards}</translation>
    </message>
    <message>
        <source>Seat {seat} sets the hand</source>
        <translation>Asiento {seat} arma la mano</translation>
    </message>
    <message>
        <source>Seat {seat} sets the hand: front {front}, back {back}</source>
        <translation>Asiento {seat} arma la mano: adelante {front}, atrás {back}</translation>
    </message>
    <message>
        <source>Round {round} ended</source>
        <translation>Ronda {round} terminada</translation>
    </message>
    <message>
        <source>Ruling {ruling}: the round is to be voided</source>
        <translation>Decisión {ruling}: la ronda se anulará</translation>
    </message>
    <message>
        <source>Ruling {ruling}: seat {seat}&apos;s {card} is to be replaced</source>
        <translation>Decisión {ruling}: se reemplazará la {card} del asiento {seat}</translation>
    </message>
    <message>
        <source>Ruling {ruling}: correction planned ({action})</source>
        <translation>Decisión {ruling}: corrección prevista ({action})</translation>
    </message>
    <message>
        <source>Round {round} voided: {reason}</source>
        <translation>Ronda {round} anulada: {reason}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {card} set aside; the seat is owed the next card</source>
        <translation>La {card} del asiento {seat} se aparta; al asiento se le debe la siguiente carta</translation>
    </message>
    <message>
        <source>House Way: CG states none for Pai Gow (Gaps), so the screen offers none; the player sets the hand and the engine checks the back outranks the front.</source>
        <translation>House Way: CG no establece ninguna para Pai Gow (Gaps), así que la pantalla no ofrece ninguna; el jugador arma la mano y el programa comprueba que la de atrás supera a la de adelante.</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banca</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Coll ${amount} paid</source>
        <translation>Colecta ${amount} pagada</translation>
    </message>
    <message>
        <source>Coverage ledger · {round_title}</source>
        <translation>Cobertura · {round_title}</translation>
    </message>
    <message>
        <source>Done: seat {seat} {wager}</source>
        <translation>Listo: asiento {seat} {wager}</translation>
    </message>
    <message>
        <source>End round {number}</source>
        <translation>Terminar ronda {number}</translation>
    </message>
    <message>
        <source>Start the round</source>
        <translation>Iniciar la ronda</translation>
    </message>
    <message>
        <source>Start round {number}: seat {keeper} keeps the bank</source>
        <translation>Iniciar ronda {number}: el asiento {keeper} conserva la banca</translation>
    </message>
    <message>
        <source>Seat {keeper}: the banker&apos;s stake for this round?</source>
        <translation>Asiento {keeper}: ¿la apuesta de la banca para esta ronda?</translation>
    </message>
    <message>
        <source>Touch the seat of the player the bank is offered to.</source>
        <translation>Toque el asiento del jugador al que se ofrece la banca.</translation>
    </message>
    <message>
        <source>Seat {target} takes the bank</source>
        <translation>El asiento {target} toma la banca</translation>
    </message>
    <message>
        <source>Seat {target}: the banker&apos;s stake?</source>
        <translation>Asiento {target}: ¿la apuesta de la banca?</translation>
    </message>
    <message>
        <source>Seat {target} passes</source>
        <translation>El asiento {target} pasa</translation>
    </message>
    <message>
        <source>Seat {seat}: the Buster bank (CG-BBJ-06)?</source>
        <translation>Asiento {seat}: ¿la banca Buster (CG-BBJ-06)?</translation>
    </message>
    <message>
        <source>Touch a seat to take its collection and wagers.</source>
        <translation>Toque un asiento para tomar su colecta y apuestas.</translation>
    </message>
    <message>
        <source>Seat {seat} ({get}): collection and wagers</source>
        <translation>Asiento {seat} ({get}): colecta y apuestas</translation>
    </message>
    <message>
        <source>Seat {seat} paid the collection ${owed}</source>
        <translation>El asiento {seat} pagó la colecta ${owed}</translation>
    </message>
    <message>
        <source>Backline
bet</source>
        <translation>Apuesta
de fondo</translation>
    </message>
    <message>
        <source>Refuses
backline</source>
        <translation>Rechaza
fondo</translation>
    </message>
    <message>
        <source>Close wagers: deal</source>
        <translation>Cerrar apuestas: repartir</translation>
    </message>
    <message>
        <source>End round {number}: no deal</source>
        <translation>Terminar ronda {number}: sin reparto</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor}&apos;s {n} amount?</source>
        <translation>Asiento {seat}: ¿monto de {n} de {bettor}?</translation>
    </message>
    <message>
        <source>Seat {seat}: who bets on the backline?</source>
        <translation>Asiento {seat}: ¿quién apuesta de fondo (backline)?</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor}&apos;s backline wagers</source>
        <translation>Asiento {seat}: apuestas de fondo de {bettor}</translation>
    </message>
    <message>
        <source>Backline done</source>
        <translation>Fondo listo</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the double</source>
        <translation>Asiento {seat} {bettor} iguala el doble</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the split</source>
        <translation>Asiento {seat} {bettor} iguala la división</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the {move}</source>
        <translation>Asiento {seat} {bettor} iguala: {move}</translation>
    </message>
    <message>
        <source>{label} for less</source>
        <translation>{label} por menos</translation>
    </message>
    <message>
        <source>{t}: how much? (up to ${own})</source>
        <translation>{t}: ¿cuánto? (hasta ${own})</translation>
    </message>
    <message>
        <source>The shoe: waiting for the cards (read so far: {read})</source>
        <translation>El zapato: esperando las cartas (leídas hasta ahora: {read})</translation>
    </message>
    <message>
        <source>The shoe: waiting for the cards</source>
        <translation>El zapato: esperando las cartas</translation>
    </message>
    <message>
        <source>Cards by touch</source>
        <translation>Cartas por toque</translation>
    </message>
    <message>
        <source>Shake the dice (demo)</source>
        <translation>Agitar los dados (demo)</translation>
    </message>
    <message>
        <source>Enter the dice</source>
        <translation>Anotar los dados</translation>
    </message>
    <message>
        <source>Seat {seat}: set the hand</source>
        <translation>Asiento {seat}: armar la mano</translation>
    </message>
    <message>
        <source>Seat {seat} doubles for less</source>
        <translation>El asiento {seat} dobla por menos</translation>
    </message>
    <message>
        <source>Seat {seat} doubles for how much? (up to the bet, CG-HAB-D1)</source>
        <translation>Asiento {seat} dobla ¿por cuánto? (hasta la apuesta, CG-HAB-D1)</translation>
    </message>
    <message>
        <source>Seat {seat} {option}</source>
        <translation>Asiento {seat}: {option}</translation>
    </message>
    <message>
        <source>Seat {seat}: touch the two cards of the front hand</source>
        <translation>Asiento {seat}: toque las dos cartas de la mano de adelante</translation>
    </message>
    <message>
        <source>Seat {seat} calls ${amount}: touch the two cards kept</source>
        <translation>El asiento {seat} iguala ${amount}: toque las dos cartas que guarda</translation>
    </message>
    <message>
        <source>The other two are discarded (HTP-2CP-07).</source>
        <translation>Las otras dos se descartan (HTP-2CP-07).</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>Admin</source>
        <translation>Admin</translation>
    </message>
    <message>
        <source>Table calls</source>
        <translation>Avisos de mesa</translation>
    </message>
    <message>
        <source>Type the reason</source>
        <translation>Escriba el motivo</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Omitir</translation>
    </message>
    <message>
        <source>Cancel call</source>
        <translation>Cancelar aviso</translation>
    </message>
    <message>
        <source>A ruling the engine proposed waits for the floor:</source>
        <translation>Una decisión propuesta espera al floor:</translation>
    </message>
    <message>
        <source>Open Floor: Rulings</source>
        <translation>Abrir Floor: Decisiones</translation>
    </message>
    <message>
        <source>Floor prompts now:</source>
        <translation>Avisos del floor ahora:</translation>
    </message>
    <message>
        <source>(no call here answers it: it is done at the table)</source>
        <translation>(ningún aviso de aquí lo resuelve: se hace en la mesa)</translation>
    </message>
    <message>
        <source>Answer: {call}</source>
        <translation>Respuesta: {call}</translation>
    </message>
    <message>
        <source>Calls {when}:</source>
        <translation>Avisos {when}:</translation>
    </message>
    <message>
        <source>No call applies {when}.</source>
        <translation>Ningún aviso aplica {when}.</translation>
    </message>
    <message>
        <source>{call}: only a floorperson signed in by badge and PIN makes this call.</source>
        <translation>{call}: solo un floor con sesión iniciada con gafete y PIN hace esta acción.</translation>
    </message>
    <message>
        <source>{call}: {prompt}</source>
        <translation>{call}: {prompt}</translation>
    </message>
    <message>
        <source>Touch the cards…</source>
        <translation>Toque las cartas…</translation>
    </message>
    <message>
        <source>Third-party proposition players (CA-PDR): {count} of {limit} allowed at this table: {names}.</source>
        <translation>Jugadores de proposición de terceros (CA-PDR): {count} de {limit} permitidos en esta mesa: {names}.</translation>
    </message>
    <message>
        <source>Third-party proposition players (CA-PDR): {count} of {limit} allowed at this table.</source>
        <translation>Jugadores de proposición de terceros (CA-PDR): {count} de {limit} permitidos en esta mesa.</translation>
    </message>
    <message>
        <source>A TPPP is declared between rounds.</source>
        <translation>Un TPPP se declara entre rondas.</translation>
    </message>
    <message>
        <source>Signed in: {name} ({role}).</source>
        <translation>Sesión: {name} ({role}).</translation>
    </message>
    <message>
        <source>Seat {seat} ({name}) declared TPPP by {floor}.</source>
        <translation>Asiento {seat} ({name}) declarado TPPP por {floor}.</translation>
    </message>
    <message>
        <source>Not declared: {refusal}</source>
        <translation>No declarado: {refusal}</translation>
    </message>
    <message>
        <source>{label}: {prompt} (touch {count})</source>
        <translation>{label}: {prompt} (toque {count})</translation>
    </message>
    <message>
        <source>Not done: {call} is a floor call and needs a floorperson signed in by badge and PIN.</source>
        <translation>No hecho: {call} es una acción del floor y necesita un floor con sesión iniciada con gafete y PIN.</translation>
    </message>
    <message>
        <source>Cancelled: {call}.</source>
        <translation>Cancelado: {call}.</translation>
    </message>
    <message>
        <source>Done: {call}.</source>
        <translation>Hecho: {call}.</translation>
    </message>
    <message>
        <source>{heading}
Nothing to choose at this table now: cancel the call.</source>
        <translation>{heading}
Nada que elegir en esta mesa ahora: cancele el aviso.</translation>
    </message>
    <message>
        <source>OK: the seats touched</source>
        <translation>OK: los asientos tocados</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>Joker {n}</source>
        <translation>Comodín {n}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguna aún</translation>
    </message>
    <message>
        <source>Chosen ({count} of {count2}): {names}</source>
        <translation>Elegidas ({count} de {count2}): {names}</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Preparar</translation>
    </message>
    <message>
        <source>{name} is the room&apos;s first supervisor: sign in with the badge or code and PIN under Supervisor or Admin. Touch a seat to seat the first player.</source>
        <translation>{name} es el primer supervisor de la sala: entre con gafete o código y PIN en Supervisor o Admin. Toque un asiento para sentar al primer jugador.</translation>
    </message>
    <message>
        <source>Seat {seat}: {verb} to how much? (${min_to} to ${max_to})</source>
        <translation>Asiento {seat}: {verb} ¿a cuánto? (${min_to} a ${max_to})</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s cards: touch {count}</source>
        <translation>Cartas del asiento {seat}: toque {count}</translation>
    </message>
    <message>
        <source>Board: touch the {count} cards dealt</source>
        <translation>Mesa: toque las {count} cartas repartidas</translation>
    </message>
    <message>
        <source>Board: touch the card dealt</source>
        <translation>Mesa: toque la carta repartida</translation>
    </message>
    <message>
        <source>First start: the room&apos;s first supervisor</source>
        <translation>Primer inicio: el primer supervisor de la sala</translation>
    </message>
    <message>
        <source>Type the supervisor&apos;s name</source>
        <translation>Nombre del supervisor</translation>
    </message>
    <message>
        <source>Next: badge</source>
        <translation>Siguiente: gafete</translation>
    </message>
    <message>
        <source>No badge: use a generated code</source>
        <translation>Sin gafete: usar un código generado</translation>
    </message>
    <message>
        <source>Nobody can sign in on this new hand log yet. Type the name of the supervisor in charge, then touch Next.</source>
        <translation>Nadie puede entrar todavía en este registro nuevo. Escriba el nombre del supervisor a cargo y toque Siguiente.</translation>
    </message>
    <message>
        <source>Type the supervisor&apos;s name first, then touch Next.</source>
        <translation>Primero escriba el nombre del supervisor y toque Siguiente.</translation>
    </message>
    <message>
        <source>{name}: present your badge to the reader, or touch “No badge” for a code to type at sign-in instead.</source>
        <translation>{name}: presente su gafete al lector, o toque “Sin gafete” para recibir un código que escribirá al iniciar sesión.</translation>
    </message>
    <message>
        <source>{name}: your staff code is {code}. Write it down: you type it at every sign-in. Touch Next.</source>
        <translation>{name}: su código de personal es {code}. Anótelo: lo escribe en cada inicio de sesión. Toque Siguiente.</translation>
    </message>
    <message>
        <source>{name}: badge {badge} read. Touch Next.</source>
        <translation>{name}: gafete {badge} leído. Toque Siguiente.</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN: {FLOOR_MIN_DIGITS} to {MAX_PIN_DIGITS} digits, then OK</source>
        <translation>PIN de {name}: de {FLOOR_MIN_DIGITS} a {MAX_PIN_DIGITS} dígitos, luego OK</translation>
    </message>
    <message>
        <source>Not taken: {problem}. Enter it again.</source>
        <translation>No aceptado: {problem}. Escríbalo otra vez.</translation>
    </message>
    <message>
        <source>The two PINs differ: enter the PIN again.</source>
        <translation>Los dos PIN no coinciden: escriba el PIN otra vez.</translation>
    </message>
    <message>
        <source>Show hole cards (floor)</source>
        <translation>Mostrar cartas ocultas (floor)</translation>
    </message>
    <message>
        <source>Hide hole cards · {name} signs out</source>
        <translation>Ocultar cartas ocultas · {name} cierra sesión</translation>
    </message>
    <message>
        <source>Back to the hand</source>
        <translation>Volver a la mano</translation>
    </message>
    <message>
        <source>Hole cards are shown to a floorperson or supervisor only.</source>
        <translation>Las cartas ocultas solo se muestran a un floor o supervisor.</translation>
    </message>
    <message>
        <source>What the rules say for each irregularity. During a hand, report what happened for a seat (or none): the floor decides on Rulings.</source>
        <translation>Lo que dicen las reglas para cada irregularidad. Durante una mano, informe lo ocurrido para un asiento (o ninguno): el floor decide en Decisiones.</translation>
    </message>
    <message>
        <source>Report for:</source>
        <translation>Reportar para:</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Mostrar todo</translation>
    </message>
    <message>
        <source>All {count} entries for this game.</source>
        <translation>Las {count} entradas de este juego.</translation>
    </message>
    <message>
        <source>{count} that can apply {when} (of {total}).</source>
        <translation>{count} que pueden aplicar {when} (de {total}).</translation>
    </message>
    <message>
        <source>The catalogue has nothing for this game yet.</source>
        <translation>El catálogo aún no tiene nada para este juego.</translation>
    </message>
    <message>
        <source>A floorperson decides.</source>
        <translation>Decide el floor.</translation>
    </message>
    <message>
        <source>The dealer may carry it out.</source>
        <translation>El dealer puede hacerlo.</translation>
    </message>
    <message>
        <source>{title}
{rules}

Ask:
{questions}

Ruling: {ruling}
{who}

Steps:
{steps}</source>
        <translation>{title}
{rules}

Preguntar:
{questions}

Decisión: {ruling}
{who}

Pasos:
{steps}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Asiento {seat}</translation>
    </message>
    <message>
        <source>No seat</source>
        <translation>Sin asiento</translation>
    </message>
    <message>
        <source>Seat {seat}, which card?</source>
        <translation>Asiento {seat}, ¿qué carta?</translation>
    </message>
    <message>
        <source>Seat {seat}: {card}</source>
        <translation>Asiento {seat}: {card}</translation>
    </message>
    <message>
        <source>Seat {seat}: no card named</source>
        <translation>Asiento {seat}: sin nombrar carta</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Next: the buy-in</source>
        <translation>Siguiente: la compra de fichas</translation>
    </message>
    <message>
        <source>A player needs a name to sit down</source>
        <translation>Un jugador necesita un nombre para sentarse</translation>
    </message>
    <message>
        <source>Use {default}</source>
        <translation>Usar {default}</translation>
    </message>
    <message>
        <source>{needed}: type it on the keyboard, or touch “Use {default}”.</source>
        <translation>{needed}: escríbalo en el teclado, o toque “Usar {default}”.</translation>
    </message>
    <message>
        <source>{needed}: type it on the keyboard.</source>
        <translation>{needed}: escríbalo en el teclado.</translation>
    </message>
    <message>
        <source>Seat {seat}: open</source>
        <translation>Asiento {seat}: libre</translation>
    </message>
    <message>
        <source>Seat a player (buy-in)…</source>
        <translation>Sentar a un jugador (compra)…</translation>
    </message>
    <message>
        <source> · away</source>
        <translation> · ausente</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} · ${stack} · {status}{away}</source>
        <translation>Asiento {seat} · {player} · ${stack} · {status}{away}</translation>
    </message>
    <message>
        <source>Change seat…</source>
        <translation>Cambiar de asiento…</translation>
    </message>
    <message>
        <source>deal in now</source>
        <translation>entrar ya</translation>
    </message>
    <message>
        <source>wait for the big blind</source>
        <translation>esperar la ciega grande</translation>
    </message>
    <message>
        <source>post a big blind</source>
        <translation>poner una ciega grande</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <translation>poner las ciegas perdidas</translation>
    </message>
    <message>
        <source>buy the button</source>
        <translation>comprar el botón</translation>
    </message>
    <message>
        <source>post in front of the button</source>
        <translation>poner delante del botón</translation>
    </message>
    <message>
        <source>come in with a straddle</source>
        <translation>entrar con straddle</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>missed blind</source>
        <translation>ciega perdida</translation>
    </message>
    <message>
        <source>waiting for big blind</source>
        <translation>esperando la ciega grande</translation>
    </message>
    <message>
        <source>waiting to straddle</source>
        <translation>esperando para hacer straddle</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>jugando</translation>
    </message>
    <message>
        <source>Next: he goes there</source>
        <translation>Siguiente: va para allá</translation>
    </message>
    <message>
        <source>Name the table he is called to</source>
        <translation>Nombre la mesa a la que lo llaman</translation>
    </message>
    <message>
        <source>Type the table&apos;s name</source>
        <translation>Nombre de la mesa</translation>
    </message>
    <message>
        <source>Back: {entry}</source>
        <translation>Vuelve: {entry}</translation>
    </message>
    <message>
        <source>Step away</source>
        <translation>Ausentarse</translation>
    </message>
    <message>
        <source>Hold button (LC-GL-33)</source>
        <translation>Botón de espera (LC-GL-33)</translation>
    </message>
    <message>
        <source>Entry: {entry}</source>
        <translation>Entrada: {entry}</translation>
    </message>
    <message>
        <source> · +${amount} next deal (LC-26a)</source>
        <translation> · +${amount} próxima mano (LC-26a)</translation>
    </message>
    <message>
        <source> · cheque ${amount} waits (LC-29)</source>
        <translation> · cheque ${amount} pendiente (LC-29)</translation>
    </message>
    <message>
        <source> · runner ${amount} counted (LC-26c)</source>
        <translation> · runner ${amount} contadas (LC-26c)</translation>
    </message>
    <message>
        <source>Cheque processed (LC-29)</source>
        <translation>Cheque procesado (LC-29)</translation>
    </message>
    <message>
        <source>Cheque refused (LC-29)</source>
        <translation>Cheque rechazado (LC-29)</translation>
    </message>
    <message>
        <source>Runner arrived (LC-26c)</source>
        <translation>Llegó el runner (LC-26c)</translation>
    </message>
    <message>
        <source>Add chips…</source>
        <translation>Añadir fichas…</translation>
    </message>
    <message>
        <source>Seat {seat}: chips to add</source>
        <translation>Asiento {seat}: fichas a añadir</translation>
    </message>
    <message>
        <source>Cheque (LC-29)…</source>
        <translation>Cheque (LC-29)…</translation>
    </message>
    <message>
        <source>The room store is out of reach: type the table&apos;s name.</source>
        <translation>No se alcanza la sala: escriba el nombre de la mesa.</translation>
    </message>
    <message>
        <source>Seat {seat}: chips he plays with, undeclared</source>
        <translation>Asiento {seat}: fichas con que juega, sin declarar</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>Called to another table…</source>
        <translation>Llamado a otra mesa…</translation>
    </message>
    <message>
        <source>Amount not said (LC-26d)…</source>
        <translation>Cantidad no dicha (LC-26d)…</translation>
    </message>
    <message>
        <source>Seat {seat}: the amount of the cheque written at the table</source>
        <translation>Asiento {seat}: el monto del cheque escrito en la mesa</translation>
    </message>
    <message>
        <source>Seat {seat}: chips a house runner brings (the house agreed, the table was told)</source>
        <translation>Asiento {seat}: fichas que trae un runner de la casa (la casa aceptó, se avisó a la mesa)</translation>
    </message>
    <message>
        <source>Runner announced (LC-26c)…</source>
        <translation>Runner anunciado (LC-26c)…</translation>
    </message>
    <message>
        <source>Seat {seat}: the new player&apos;s name</source>
        <translation>Asiento {seat}: nombre del jugador nuevo</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Jugador {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}&apos;s buy-in</source>
        <translation>Asiento {seat}: compra de {name}</translation>
    </message>
    <message>
        <source>Seat {seat}: {player}</source>
        <translation>Asiento {seat}: {player}</translation>
    </message>
    <message>
        <source>Seat {seat}: called to which of the room&apos;s tables?</source>
        <translation>Asiento {seat}: ¿llamado a cuál de las mesas de la sala?</translation>
    </message>
    <message>
        <source>Another table: type its name…</source>
        <translation>Otra mesa: escriba su nombre…</translation>
    </message>
    <message>
        <source>Seat {seat}: called to which table?</source>
        <translation>Asiento {seat}: ¿llamado a qué mesa?</translation>
    </message>
    <message>
        <source>Seat {seat}: move to which open seat?</source>
        <translation>Asiento {seat}: ¿a qué asiento libre se cambia?</translation>
    </message>
    <message>
        <source>To seat {seat}</source>
        <translation>Al asiento {seat}</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>floor</translation>
    </message>
    <message>
        <source>supervisor</source>
        <translation>supervisor</translation>
    </message>
    <message>
        <source>admin</source>
        <translation>admin</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>floorperson</source>
        <translation>floor</translation>
    </message>
    <message>
        <source>Badge code, then OK</source>
        <translation>Código del gafete, luego OK</translation>
    </message>
    <message>
        <source>Floor PIN</source>
        <translation>PIN de floor</translation>
    </message>
    <message>
        <source>Supervisor PIN</source>
        <translation>PIN de supervisor</translation>
    </message>
    <message>
        <source>Admin PIN</source>
        <translation>PIN de admin</translation>
    </message>
    <message>
        <source>Dealer PIN</source>
        <translation>PIN de dealer</translation>
    </message>
    <message>
        <source>Floorperson PIN</source>
        <translation>PIN de floor</translation>
    </message>
    <message>
        <source>Staff code, then OK</source>
        <translation>Código de personal, luego OK</translation>
    </message>
    <message>
        <source>Demo: present the demo {who} badge</source>
        <translation>Demo: presentar el gafete demo de {who}</translation>
    </message>
    <message>
        <source>Not signed in: the sign-in cannot be recorded: {error}.</source>
        <translation>Sin entrar: el acceso no se puede registrar: {error}.</translation>
    </message>
    <message>
        <source>the new PIN was not entered the same twice</source>
        <translation>el PIN nuevo no se escribió igual las dos veces</translation>
    </message>
    <message>
        <source>No badge: type your staff code</source>
        <translation>Sin gafete: escriba su código de empleado</translation>
    </message>
    <message>
        <source>No hand log is open: nobody can sign in here.</source>
        <translation>No hay registro de manos abierto: nadie puede entrar aquí.</translation>
    </message>
    <message>
        <source>A {who} signs in: present your badge to the reader, then enter your PIN.</source>
        <translation>Entra un {who}: presente su gafete al lector y escriba su PIN.</translation>
    </message>
    <message>
        <source>Badge {badge} is locked for {wait_text} more after too many wrong PINs.</source>
        <translation>El gafete {badge} está bloqueado {wait_text} más por demasiados PIN erróneos.</translation>
    </message>
    <message>
        <source>Badge {badge} is locked until {time} after too many wrong PINs (counted at every floor station).</source>
        <translation>El gafete {badge} está bloqueado hasta las {time} por demasiados PIN erróneos (contados en todos los puestos del floor).</translation>
    </message>
    <message>
        <source>Badge {badge}: enter the PIN.</source>
        <translation>Gafete {badge}: escriba el PIN.</translation>
    </message>
    <message>
        <source>Type the staff code you were given at first start, then OK.</source>
        <translation>Escriba el código de empleado que recibió en el primer inicio, luego OK.</translation>
    </message>
    <message>
        <source>{short}. Enter the new PIN.</source>
        <translation>{short}. Escriba el PIN nuevo.</translation>
    </message>
    <message>
        <source>Not signed in: {refused}.</source>
        <translation>Sin entrar: {refused}.</translation>
    </message>
    <message>
        <source>Enter the new PIN again.</source>
        <translation>Escriba el PIN nuevo otra vez.</translation>
    </message>
    <message>
        <source>Export the hand log</source>
        <translation>Exportar registro</translation>
    </message>
    <message>
        <source>Verify the hand log</source>
        <translation>Verificar registro</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficas</translation>
    </message>
    <message>
        <source>Leave kiosk mode (close the app)</source>
        <translation>Salir del modo quiosco (cerrar la aplicación)</translation>
    </message>
    <message>
        <source>All tables (room)</source>
        <translation>Todas las mesas (sala)</translation>
    </message>
    <message>
        <source>Reading the hand log…</source>
        <translation>Leyendo el registro de manos…</translation>
    </message>
    <message>
        <source>Reading the room…</source>
        <translation>Leyendo la sala…</translation>
    </message>
    <message>
        <source>Reading the room: {done} of {total} table logs…</source>
        <translation>Leyendo la sala: {done} de {total} registros de mesa…</translation>
    </message>
    <message>
        <source>{text}: {hands}, {rulings}.</source>
        <translation>{text}: {hands}, {rulings}.</translation>
    </message>
    <message>
        <source>{period}, the room ({tables}): {hands}{game}, {rulings}, {overrides} overridden.</source>
        <translation>{period}, la sala ({tables}): {hands}{game}, {rulings}, {overrides} anuladas.</translation>
    </message>
    <message>
        <source>Export stopped: {message}</source>
        <translation>Exportación detenida: {message}</translation>
    </message>
    <message>
        <source>Check stopped: {message}</source>
        <translation>Verificación detenida: {message}</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 mano</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} manos</translation>
    </message>
    <message>
        <source>1 event</source>
        <translation>1 evento</translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation>{count} eventos</translation>
    </message>
    <message>
        <source>1 ruling</source>
        <translation>1 decisión</translation>
    </message>
    <message>
        <source>{count} rulings</source>
        <translation>{count} decisiones</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 mesa</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} mesas</translation>
    </message>
    <message>
        <source>{count} ruling open</source>
        <translation>{count} decisión abierta</translation>
    </message>
    <message>
        <source>{count} rulings open</source>
        <translation>{count} decisiones abiertas</translation>
    </message>
    <message>
        <source>{count} OFFLINE TOO LONG or never connected</source>
        <translation>{count} con DESCONEXIÓN LARGA o nunca conectadas</translation>
    </message>
    <message>
        <source>the room is out of reach: retrying</source>
        <translation>no se alcanza la sala: reintentando</translation>
    </message>
    <message>
        <source>{count} with a device down</source>
        <translation>{count} con un dispositivo caído</translation>
    </message>
    <message>
        <source> of {game}</source>
        <translation> de {game}</translation>
    </message>
    <message>
        <source>Choose dates…</source>
        <translation>Elegir fechas…</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>Esta mesa</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Todas las mesas</translation>
    </message>
    <message>
        <source>Hands started, by hour of the day</source>
        <translation>Manos iniciadas, por hora del día</translation>
    </message>
    <message>
        <source>No hands in this period</source>
        <translation>Sin manos en este período</translation>
    </message>
    <message>
        <source>Rulings, by table</source>
        <translation>Decisiones, por mesa</translation>
    </message>
    <message>
        <source>No rulings in this period</source>
        <translation>Sin decisiones en este período</translation>
    </message>
    <message>
        <source>Rulings decided, by floorperson</source>
        <translation>Decisiones tomadas, por floor</translation>
    </message>
    <message>
        <source>No rulings decided in this period</source>
        <translation>Sin decisiones tomadas en este período</translation>
    </message>
    <message>
        <source>Overrides, by table</source>
        <translation>Excepciones, por mesa</translation>
    </message>
    <message>
        <source>No overrides in this period</source>
        <translation>Sin excepciones en este período</translation>
    </message>
    <message>
        <source>Hands dealt, by dealer</source>
        <translation>Manos repartidas, por dealer</translation>
    </message>
    <message>
        <source>No house dealer signed in for these hands</source>
        <translation>Ningún dealer de la casa inició sesión para estas manos</translation>
    </message>
    <message>
        <source>Rulings, by dealer</source>
        <translation>Decisiones, por dealer</translation>
    </message>
    <message>
        <source>No rulings in hands with a house dealer</source>
        <translation>Sin decisiones en manos con un dealer de la casa</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>{result}
Not recorded in the hand log: {error}</source>
        <translation>{result}
No registrado en el registro de manos: {error}</translation>
    </message>
    <message>
        <source>Export failed: {detail}</source>
        <translation>La exportación falló: {detail}</translation>
    </message>
    <message>
        <source>Check failed: {detail}</source>
        <translation>La verificación falló: {detail}</translation>
    </message>
    <message>
        <source>Charts stopped: {message}</source>
        <translation>Gráficas detenidas: {message}</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Exportando…</translation>
    </message>
    <message>
        <source>Checking the hand log…</source>
        <translation>Revisando el registro de manos…</translation>
    </message>
    <message>
        <source>{written} ({dates})</source>
        <translation>{written} ({dates})</translation>
    </message>
    <message>
        <source>{written} ({skipped} skipped: not poker hands)</source>
        <translation>{written} ({skipped} omitidas: no son manos de póker)</translation>
    </message>
    <message>
        <source>Wrote {written} to {path}</source>
        <translation>Se escribieron {written} en {path}</translation>
    </message>
    <message>
        <source>Charts failed: {detail}</source>
        <translation>Las gráficas fallaron: {detail}</translation>
    </message>
    <message>
        <source>OK: {checked} events checked, chain head {head}</source>
        <translation>OK: {checked} eventos verificados, cabeza de la cadena {head}</translation>
    </message>
    <message>
        <source>{text}; imported PHH tables not replayed by the table engine: {tables}</source>
        <translation>{text}; mesas PHH importadas que el programa de la mesa no reprodujo: {tables}</translation>
    </message>
    <message>
        <source>FAILED at row seq {seq}: {problem}</source>
        <translation>FALLÓ en la fila seq {seq}: {problem}</translation>
    </message>
    <message>
        <source>FAILED: {problem}</source>
        <translation>FALLÓ: {problem}</translation>
    </message>
    <message>
        <source>Table set-up (between hands)</source>
        <translation>Preparar la mesa (entre manos)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Límite</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <source>Dealer…</source>
        <translation>Dealer…</translation>
    </message>
    <message>
        <source>Button draw…</source>
        <translation>Sortear botón…</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>Sentarse</translation>
    </message>
    <message>
        <source>Back to the chips</source>
        <translation>Volver a las fichas</translation>
    </message>
    <message>
        <source>Seat a player: touch an open seat</source>
        <translation>Sentar a un jugador: toque un asiento libre</translation>
    </message>
    <message>
        <source>The room file is not used: {error}</source>
        <translation>El archivo de la sala no se usa: {error}</translation>
    </message>
    <message>
        <source>{limit}
set amounts</source>
        <translation>{limit}
fijar montos</translation>
    </message>
    <message>
        <source>{limit} is not offered: the room file must say {rule}.</source>
        <translation>{limit} no se ofrece: el archivo de la sala debe indicar {rule}.</translation>
    </message>
    <message>
        <source>{name} lists no limits for this game: the room names them in its own profile file</source>
        <translation>{name} no tiene límites para este juego: la sala los pone en su propio archivo de perfil</translation>
    </message>
    <message>
        <source>Open: {house} {limit} {get}</source>
        <translation>Abrir: {house} {limit} {get}</translation>
    </message>
    <message>
        <source>${amount} refused: {reason}</source>
        <translation>${amount} rechazado: {reason}</translation>
    </message>
    <message>
        <source>{limit} cannot open: the room file must say {rule}.</source>
        <translation>{limit} no puede abrir: el archivo de la sala debe indicar {rule}.</translation>
    </message>
    <message>
        <source>Opening {label}</source>
        <translation>Abriendo {label}</translation>
    </message>
    <message>
        <source>{seat} open</source>
        <translation>{seat} libre</translation>
    </message>
    <message>
        <source>Seat {seat}: sit {strip} down</source>
        <translation>Asiento {seat}: sentar a {strip}</translation>
    </message>
    <message>
        <source>Seat {seat}: {strip}&apos;s chips?</source>
        <translation>Asiento {seat}: ¿fichas de {strip}?</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} with ${stack}. How does {name} come in? (K03)</source>
        <translation>Asiento {seat}: {name} con ${stack}. ¿Cómo entra {name}? (K03)</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} cannot sit down now</source>
        <translation>Asiento {seat}: {name} no puede sentarse ahora</translation>
    </message>
    <message>
        <source>Refused: {refusal}. Go back to the chips for another amount; the floor may accept it with a reason from the seat&apos;s own panel (LC-P1).</source>
        <translation>Rechazado: {refusal}. Vuelva a las fichas para otro monto; el floor puede aceptarlo con un motivo desde el panel del asiento (LC-P1).</translation>
    </message>
    <message>
        <source>Start hand</source>
        <translation>Iniciar mano</translation>
    </message>
    <message>
        <source>Blinds posted</source>
        <translation>Ciegas puestas</translation>
    </message>
    <message>
        <source>Pot pushed</source>
        <translation>Bote entregado</translation>
    </message>
    <message>
        <source>Cards collected: end hand</source>
        <translation>Cartas recogidas: fin de mano</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Call
${amount}</source>
        <translation>Igualar
${amount}</translation>
    </message>
    <message>
        <source>All-in
${amount}</source>
        <translation>All-in
${amount}</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>Carta alta</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Un par</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>Doble par</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Trío</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Escalera</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Póker</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>Escalera de color</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Escalera real</translation>
    </message>
    <message>
        <source>Deal now</source>
        <translation>Repartirle ya</translation>
    </message>
    <message>
        <source>Wait for big blind</source>
        <translation>Esperar la ciega grande</translation>
    </message>
    <message>
        <source>Post big blind</source>
        <translation>Poner ciega grande</translation>
    </message>
    <message>
        <source>Post missed blinds</source>
        <translation>Poner ciegas perdidas</translation>
    </message>
    <message>
        <source>Buy button</source>
        <translation>Comprar el botón</translation>
    </message>
    <message>
        <source>Post in front of button</source>
        <translation>Poner delante del botón</translation>
    </message>
    <message>
        <source>Straddle</source>
        <translation>Straddle</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Apostar</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Igualar</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Completar</translation>
    </message>
    <message>
        <source>All in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Which seat?</source>
        <translation>¿Qué asiento?</translation>
    </message>
    <message>
        <source>The reason (optional)</source>
        <translation>El motivo (opcional)</translation>
    </message>
    <message>
        <source>Who says the board plays?</source>
        <translation>¿Quién dice que juega la mesa?</translation>
    </message>
    <message>
        <source>Who called his hand?</source>
        <translation>¿Quién cantó su mano?</translation>
    </message>
    <message>
        <source>What did he call?</source>
        <translation>¿Qué cantó?</translation>
    </message>
    <message>
        <source>Floor: rule on a wrong hand call</source>
        <translation>Floor: decidir sobre una mano mal cantada</translation>
    </message>
    <message>
        <source>Who called his hand wrong?</source>
        <translation>¿Quién cantó mal su mano?</translation>
    </message>
    <message>
        <source>The floor&apos;s ruling</source>
        <translation>La decisión del floor</translation>
    </message>
    <message>
        <source>Deliberate: he forfeits the pot</source>
        <translation>Intencional: pierde el bote</translation>
    </message>
    <message>
        <source>Cards speak: no penalty</source>
        <translation>Las cartas hablan: sin sanción</translation>
    </message>
    <message>
        <source>The floor&apos;s reason</source>
        <translation>El motivo del floor</translation>
    </message>
    <message>
        <source>Cards exposed during the hand</source>
        <translation>Cartas expuestas durante la mano</translation>
    </message>
    <message>
        <source>Whose cards were shown?</source>
        <translation>¿De quién eran las cartas mostradas?</translation>
    </message>
    <message>
        <source>Shown to whom?</source>
        <translation>¿A quién se mostraron?</translation>
    </message>
    <message>
        <source>Someone not in the hand</source>
        <translation>Alguien fuera de la mano</translation>
    </message>
    <message>
        <source>Which cards were shown?</source>
        <translation>¿Qué cartas se mostraron?</translation>
    </message>
    <message>
        <source>Whose exposed cards?</source>
        <translation>¿Las cartas expuestas de quién?</translation>
    </message>
    <message>
        <source>Who asks to see them?</source>
        <translation>¿Quién pide verlas?</translation>
    </message>
    <message>
        <source>Award disputed: hold the pot</source>
        <translation>Entrega disputada: retener el bote</translation>
    </message>
    <message>
        <source>Who disputes the award?</source>
        <translation>¿Quién disputa la entrega?</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>El dealer</translation>
    </message>
    <message>
        <source>Floor: the award stands</source>
        <translation>Floor: la entrega se mantiene</translation>
    </message>
    <message>
        <source>Floor: award the pot to one seat</source>
        <translation>Floor: dar el bote a un asiento</translation>
    </message>
    <message>
        <source>Which seat takes the pot(s)?</source>
        <translation>¿Qué asiento se lleva el bote o los botes?</translation>
    </message>
    <message>
        <source>Floor: split the pot between seats</source>
        <translation>Floor: dividir el bote entre asientos</translation>
    </message>
    <message>
        <source>Which pot is split?</source>
        <translation>¿Qué bote se divide?</translation>
    </message>
    <message>
        <source>Who shares it? (high-low: the high half)</source>
        <translation>¿Quiénes lo comparten? (alta-baja: la mitad alta)</translation>
    </message>
    <message>
        <source>Who shares the low half? (Skip: no low, the high hand(s) take it all)</source>
        <translation>¿Quiénes comparten la mitad baja? (Omitir: no hay baja, la mano o manos altas se llevan todo)</translation>
    </message>
    <message>
        <source>Player taps the table (a check)</source>
        <translation>El jugador golpea la mesa (pasa)</translation>
    </message>
    <message>
        <source>Who tapped?</source>
        <translation>¿Quién golpeó?</translation>
    </message>
    <message>
        <source>How?</source>
        <translation>¿Cómo?</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Golpecito</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Golpe</translation>
    </message>
    <message>
        <source>Gesture</source>
        <translation>Gesto</translation>
    </message>
    <message>
        <source>Who acted out of turn?</source>
        <translation>¿Quién actuó fuera de turno?</translation>
    </message>
    <message>
        <source>What did he do?</source>
        <translation>¿Qué hizo?</translation>
    </message>
    <message>
        <source>Bet or raise to how much? (Skip for a check, call or fold)</source>
        <translation>¿Apuesta o sube a cuánto? (Omitir si pasa, iguala o se retira)</translation>
    </message>
    <message>
        <source>Bet out of turn taken back</source>
        <translation>Apuesta fuera de turno retirada</translation>
    </message>
    <message>
        <source>Whose bet is taken back?</source>
        <translation>¿De quién es la apuesta retirada?</translation>
    </message>
    <message>
        <source>Turn let pass (player silent)</source>
        <translation>Turno dejado pasar (jugador callado)</translation>
    </message>
    <message>
        <source>Who let his turn pass?</source>
        <translation>¿Quién dejó pasar su turno?</translation>
    </message>
    <message>
        <source>Floor: rule on a turn let pass</source>
        <translation>Floor: decidir sobre un turno dejado pasar</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>¿Qué jugador?</translation>
    </message>
    <message>
        <source>Every option back</source>
        <translation>Recupera todas las opciones</translation>
    </message>
    <message>
        <source>Call or fold only</source>
        <translation>Solo igualar o retirarse</translation>
    </message>
    <message>
        <source>Whose chips?</source>
        <translation>¿Las fichas de quién?</translation>
    </message>
    <message>
        <source>How much came forward?</source>
        <translation>¿Cuánto se adelantó?</translation>
    </message>
    <message>
        <source>Floor: rule on chips still held</source>
        <translation>Floor: decidir sobre fichas aún en la mano</translation>
    </message>
    <message>
        <source>A bet: the chips play</source>
        <translation>Apuesta: las fichas juegan</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>No hay apuesta</translation>
    </message>
    <message>
        <source>Who called short?</source>
        <translation>¿Quién igualó de menos?</translation>
    </message>
    <message>
        <source>How much did he put in? (Skip: he only said &apos;call&apos;)</source>
        <translation>¿Cuánto puso? (Omitir: solo dijo &apos;call&apos;)</translation>
    </message>
    <message>
        <source>Short call: take back, complete or fold</source>
        <translation>Igualada corta: retirar, completar o retirarse</translation>
    </message>
    <message>
        <source>Whose short call?</source>
        <translation>¿De quién es la igualada corta?</translation>
    </message>
    <message>
        <source>What does he do?</source>
        <translation>¿Qué hace?</translation>
    </message>
    <message>
        <source>Takes the call back</source>
        <translation>Retira la igualada</translation>
    </message>
    <message>
        <source>Completes the raise</source>
        <translation>Completa la subida</translation>
    </message>
    <message>
        <source>Folds</source>
        <translation>Se retira</translation>
    </message>
    <message>
        <source>Whose raise?</source>
        <translation>¿La subida de quién?</translation>
    </message>
    <message>
        <source>Who objects?</source>
        <translation>¿Quién objeta?</translation>
    </message>
    <message>
        <source>Floor: rule on a string raise</source>
        <translation>Floor: decidir sobre una subida en dos tiempos</translation>
    </message>
    <message>
        <source>The raise stands</source>
        <translation>La subida vale</translation>
    </message>
    <message>
        <source>It is a call</source>
        <translation>Es una igualada</translation>
    </message>
    <message>
        <source>Accidental raise taken back</source>
        <translation>Subida accidental retirada</translation>
    </message>
    <message>
        <source>Colour up a player&apos;s chips</source>
        <translation>Cambiar las fichas de un jugador por otras mayores</translation>
    </message>
    <message>
        <source>How much is changed?</source>
        <translation>¿Cuánto se cambia?</translation>
    </message>
    <message>
        <source>From which chip?</source>
        <translation>¿De qué ficha?</translation>
    </message>
    <message>
        <source>Into which chip?</source>
        <translation>¿A qué ficha?</translation>
    </message>
    <message>
        <source>Floor: remove a player</source>
        <translation>Floor: retirar a un jugador</translation>
    </message>
    <message>
        <source>Who is removed?</source>
        <translation>¿A quién se retira?</translation>
    </message>
    <message>
        <source>Floor: let a removed player back</source>
        <translation>Floor: dejar volver a un jugador retirado</translation>
    </message>
    <message>
        <source>Who comes back?</source>
        <translation>¿Quién vuelve?</translation>
    </message>
    <message>
        <source>How does he come back?</source>
        <translation>¿Cómo vuelve?</translation>
    </message>
    <message>
        <source>Floor: rule on posting abuse</source>
        <translation>Floor: decidir sobre abuso de ciegas</translation>
    </message>
    <message>
        <source>Post a big blind before his next hand</source>
        <translation>Poner una ciega grande antes de su próxima mano</translation>
    </message>
    <message>
        <source>No action</source>
        <translation>Sin medida</translation>
    </message>
    <message>
        <source>Two players swap seats</source>
        <translation>Dos jugadores intercambian asientos</translation>
    </message>
    <message>
        <source>First player?</source>
        <translation>¿Primer jugador?</translation>
    </message>
    <message>
        <source>Swaps with?</source>
        <translation>¿Intercambia con?</translation>
    </message>
    <message>
        <source>Deal off: move after the button hand</source>
        <translation>Deal off: cambiarse tras la mano del botón</translation>
    </message>
    <message>
        <source>Who played his button hand?</source>
        <translation>¿Quién jugó su mano del botón?</translation>
    </message>
    <message>
        <source>To which open seat?</source>
        <translation>¿A qué asiento libre?</translation>
    </message>
    <message>
        <source>Take the full-game collection</source>
        <translation>Cobrar la colecta de mesa llena</translation>
    </message>
    <message>
        <source>From whose stack?</source>
        <translation>¿De las fichas de quién?</translation>
    </message>
    <message>
        <source>Floor: pick up an away player&apos;s chips</source>
        <translation>Floor: recoger las fichas de un jugador ausente</translation>
    </message>
    <message>
        <source>Whose chips are picked up?</source>
        <translation>¿De quién son las fichas que se recogen?</translation>
    </message>
    <message>
        <source>Why? (Skip at a full game&apos;s third button; a seat asked for, or repeated lobbying)</source>
        <translation>¿Por qué? (Omitir en el tercer botón de una mesa llena; un asiento solicitado, o ausencias repetidas)</translation>
    </message>
    <message>
        <source>Must-move game: on or off</source>
        <translation>Mesa must-move: sí o no</translation>
    </message>
    <message>
        <source>Is this table a must-move game?</source>
        <translation>¿Es esta mesa must-move?</translation>
    </message>
    <message>
        <source>Must-move game</source>
        <translation>Mesa must-move</translation>
    </message>
    <message>
        <source>Not a must-move game</source>
        <translation>No es mesa must-move</translation>
    </message>
    <message>
        <source>Floor: set the short-handed collection</source>
        <translation>Floor: fijar la colecta con mesa corta</translation>
    </message>
    <message>
        <source>The collection while short-handed</source>
        <translation>La colecta mientras la mesa está corta</translation>
    </message>
    <message>
        <source>Blinds chop (everyone folded to them)</source>
        <translation>Las ciegas se reparten (todos se retiraron hasta ellas)</translation>
    </message>
    <message>
        <source>Floor: collect by time, or on the button</source>
        <translation>Floor: cobrar por tiempo o en el botón</translation>
    </message>
    <message>
        <source>How is the collection taken from now on?</source>
        <translation>¿Cómo se cobra la colecta desde ahora?</translation>
    </message>
    <message>
        <source>By time (every player, per period)</source>
        <translation>Por tiempo (cada jugador, por periodo)</translation>
    </message>
    <message>
        <source>On the button</source>
        <translation>En el botón</translation>
    </message>
    <message>
        <source>Floor: call time</source>
        <translation>Floor: cobrar el tiempo</translation>
    </message>
    <message>
        <source>Is anyone on the waiting list?</source>
        <translation>¿Hay alguien en la lista de espera?</translation>
    </message>
    <message>
        <source>Yes: everyone pays before his next hand</source>
        <translation>Sí: todos pagan antes de su próxima mano</translation>
    </message>
    <message>
        <source>No: each may play to his big blind first</source>
        <translation>No: cada uno puede jugar hasta su ciega grande</translation>
    </message>
    <message>
        <source>Player pays time</source>
        <translation>El jugador paga el tiempo</translation>
    </message>
    <message>
        <source>Who pays his time?</source>
        <translation>¿Quién paga su tiempo?</translation>
    </message>
    <message>
        <source>Players agree a time pot</source>
        <translation>Los jugadores acuerdan un bote de tiempo</translation>
    </message>
    <message>
        <source>Who plays the time pot? (the winner pays for all)</source>
        <translation>¿Quiénes juegan el bote de tiempo? (el ganador paga por todos)</translation>
    </message>
    <message>
        <source>Time-pot winner pays for all</source>
        <translation>El ganador del bote de tiempo paga por todos</translation>
    </message>
    <message>
        <source>Who won the time pot?</source>
        <translation>¿Quién ganó el bote de tiempo?</translation>
    </message>
    <message>
        <source>Newcomer dealt in before posting</source>
        <translation>Recién llegado con cartas antes de poner ciega</translation>
    </message>
    <message>
        <source>Which newcomer got cards?</source>
        <translation>¿Qué recién llegado recibió cartas?</translation>
    </message>
    <message>
        <source>Did he look at his cards?</source>
        <translation>¿Miró sus cartas?</translation>
    </message>
    <message>
        <source>He looked at them</source>
        <translation>Las miró</translation>
    </message>
    <message>
        <source>He did not look</source>
        <translation>No las miró</translation>
    </message>
    <message>
        <source>Which cards did he get?</source>
        <translation>¿Qué cartas recibió?</translation>
    </message>
    <message>
        <source>Player dealt in by mistake has acted</source>
        <translation>Ya actuó un jugador que recibió cartas por error</translation>
    </message>
    <message>
        <source>Who was dealt in by mistake?</source>
        <translation>¿Quién recibió cartas por error?</translation>
    </message>
    <message>
        <source>How much has he put in this round?</source>
        <translation>¿Cuánto ha puesto en esta ronda?</translation>
    </message>
    <message>
        <source>Was his action a fold?</source>
        <translation>¿Su acción fue retirarse?</translation>
    </message>
    <message>
        <source>He folded</source>
        <translation>Se retiró</translation>
    </message>
    <message>
        <source>He checked or called</source>
        <translation>Pasó o igualó</translation>
    </message>
    <message>
        <source>A player asks to see a hand pushed face down</source>
        <translation>Un jugador pide ver una mano entregada boca abajo</translation>
    </message>
    <message>
        <source>Who asks to see it?</source>
        <translation>¿Quién pide verla?</translation>
    </message>
    <message>
        <source>Whose hand is asked for?</source>
        <translation>¿Qué mano se pide?</translation>
    </message>
    <message>
        <source>Which cards does that hand hold?</source>
        <translation>¿Qué cartas tiene esa mano?</translation>
    </message>
    <message>
        <source>Had the hand touched the muck?</source>
        <translation>¿La mano tocó los descartes?</translation>
    </message>
    <message>
        <source>Yes: it is dead</source>
        <translation>Sí: está muerta</translation>
    </message>
    <message>
        <source>No: it was only pushed face down</source>
        <translation>No: solo se entregó boca abajo</translation>
    </message>
    <message>
        <source>Floor: declare a misdeal</source>
        <translation>Floor: declarar misdeal</translation>
    </message>
    <message>
        <source>Which misdeal case (LC-104)?</source>
        <translation>¿Qué caso de misdeal (LC-104)?</translation>
    </message>
    <message>
        <source>Chips passed to a player waiting for his runner</source>
        <translation>Fichas pasadas a un jugador que espera a su runner</translation>
    </message>
    <message>
        <source>Who hands the chips over?</source>
        <translation>¿Quién pasa las fichas?</translation>
    </message>
    <message>
        <source>Who waits for his runner&apos;s chips?</source>
        <translation>¿Quién espera las fichas de su runner?</translation>
    </message>
    <message>
        <source>How much is passed?</source>
        <translation>¿Cuánto se pasa?</translation>
    </message>
    <message>
        <source>Cash put on the table (it does not play)</source>
        <translation>Efectivo sobre la mesa (no juega)</translation>
    </message>
    <message>
        <source>Whose cash?</source>
        <translation>¿De quién es el efectivo?</translation>
    </message>
    <message>
        <source>Chips handed to another player</source>
        <translation>Fichas pasadas a otro jugador</translation>
    </message>
    <message>
        <source>Who took the chips?</source>
        <translation>¿Quién tomó las fichas?</translation>
    </message>
    <message>
        <source>Rack or object on the playing surface</source>
        <translation>Rack u objeto sobre la superficie de juego</translation>
    </message>
    <message>
        <source>At which seat?</source>
        <translation>¿En qué asiento?</translation>
    </message>
    <message>
        <source>Another casino&apos;s or wrapped chips</source>
        <translation>Fichas de otro casino o aún envueltas</translation>
    </message>
    <message>
        <source>Cards held out of view</source>
        <translation>Cartas fuera de la vista</translation>
    </message>
    <message>
        <source>Whose cards?</source>
        <translation>¿De quién son las cartas?</translation>
    </message>
    <message>
        <source>Every pot</source>
        <translation>Todos los botes</translation>
    </message>
    <message>
        <source>Main pot · ${amount}</source>
        <translation>Bote principal · ${amount}</translation>
    </message>
    <message>
        <source>Side pot {number} · ${amount}</source>
        <translation>Bote lateral {number} · ${amount}</translation>
    </message>
    <message>
        <source>LC-104{letter} · {case}</source>
        <translation>LC-104{letter} · {case}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player}</source>
        <translation>Asiento {seat} · {player}</translation>
    </message>
    <message>
        <source>{verb}
${amount}</source>
        <translation>{verb}
${amount}</translation>
    </message>
    <message>
        <source>{verb}
to ${amount}</source>
        <translation>{verb}
a ${amount}</translation>
    </message>
    <message>
        <source>{verb}
${low}-${high}</source>
        <translation>{verb}
${low}-${high}</translation>
    </message>
    <message>
        <source>Ask seat {seat}: {what}? (before the first card)</source>
        <translation>Pregunte al asiento {seat}: ¿{what}? (antes de la primera carta)</translation>
    </message>
    <message>
        <source>No
{what}</source>
        <translation>Sin
{what}</translation>
    </message>
    <message>
        <source>Seat {seat} posts
{what} ${amount}</source>
        <translation>Asiento {seat} pone
{what} ${amount}</translation>
    </message>
    <message>
        <source>Waiting for players.</source>
        <translation>Esperando jugadores.</translation>
    </message>
    <message>
        <source>Seat {seat} acts:</source>
        <translation>Actúa el asiento {seat}:</translation>
    </message>
    <message>
        <source>Deal from the shoe: every card read appears on the table.</source>
        <translation>Reparta del zapato: cada carta leída aparece en la mesa.</translation>
    </message>
    <message>
        <source>No shoe connected.</source>
        <translation>No hay zapato conectado.</translation>
    </message>
    <message>
        <source>Cards dealt by hand</source>
        <translation>Cartas repartidas a mano</translation>
    </message>
    <message>
        <source>Enter {need} board cards by touch</source>
        <translation>Tocar las {need} cartas de mesa</translation>
    </message>
    <message>
        <source>Enter 1 board card by touch</source>
        <translation>Tocar 1 carta de mesa</translation>
    </message>
    <message>
        <source>Seat {seat}
mucks</source>
        <translation>Asiento {seat}
tira al muck</translation>
    </message>
    <message>
        <source>Seat {seat}
shows</source>
        <translation>Asiento {seat}
enseña</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>TPPP</source>
        <translation>TPPP</translation>
    </message>
    <message>
        <source>{number}  open</source>
        <translation>{number}  libre</translation>
    </message>
    <message>
        <source>banks</source>
        <translation>hace de banca</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>reanudado</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>listo</translation>
    </message>
    <message>
        <source>silent</source>
        <translation>sin señal</translation>
    </message>
    <message>
        <source>lid open</source>
        <translation>tapa abierta</translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>carta de corte</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>desconectado</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>falla</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>Sin zapato</translation>
    </message>
    <message>
        <source>{device}: {state}</source>
        <translation>{device}: {state}</translation>
    </message>
    <message>
        <source>NOW</source>
        <translation>AHORA</translation>
    </message>
    <message>
        <source>NEXT</source>
        <translation>DESPUÉS</translation>
    </message>
    <message>
        <source>Nothing to do</source>
        <translation>Nada que hacer</translation>
    </message>
    <message>
        <source>… and {more} more</source>
        <translation>… y {more} más</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Reglas: {rules}</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Ruling {number}: {title}{detail}. {ruling}{note}</source>
        <translation>Decisión {number}: {title}{detail}. {ruling}{note}</translation>
    </message>
    <message>
        <source>Call the floorperson: Floor &gt; Rulings, badge and PIN, to confirm or override.</source>
        <translation>Llame al floor: Floor &gt; Decisiones, gafete y PIN, para confirmar o anular.</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>BB</source>
        <translation>CG</translation>
    </message>
    <message>
        <source>BtnB</source>
        <translation>CBtn</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Ciega</translation>
    </message>
    <message>
        <source>Str</source>
        <translation>Str</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>Kill</translation>
    </message>
    <message>
        <source>Post</source>
        <translation>Pone</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Ausente</translation>
    </message>
    <message>
        <source>Wait BB</source>
        <translation>Espera CG</translation>
    </message>
    <message>
        <source>Wait STR</source>
        <translation>Espera STR</translation>
    </message>
    <message>
        <source>Hand void: every bet went back</source>
        <translation>Mano nula: se devolvieron todas las apuestas</translation>
    </message>
    <message>
        <source>blinds</source>
        <translation>ciegas</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>repartiendo</translation>
    </message>
    <message>
        <source>betting</source>
        <translation>apuestas</translation>
    </message>
    <message>
        <source>board cards</source>
        <translation>cartas de mesa</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>showdown</translation>
    </message>
    <message>
        <source>pushing the pot</source>
        <translation>entregando el bote</translation>
    </message>
    <message>
        <source>pot pushed</source>
        <translation>bote entregado</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>anulada</translation>
    </message>
    <message>
        <source>Preflop</source>
        <translation>Preflop</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>Flop</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>River</source>
        <translation>River</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>3ª calle</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>4ª calle</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>5ª calle</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>6ª calle</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>7ª calle</translation>
    </message>
    <message>
        <source>Dealer {name}</source>
        <translation>Dealer {name}</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Espera</translation>
    </message>
    <message>
        <source>Coll</source>
        <translation>Col</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Hand {number} complete · Between hands</source>
        <translation>Mano {number} terminada · Entre manos</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Entre manos</translation>
    </message>
    <message>
        <source>Total pot ${amount}</source>
        <translation>Bote total ${amount}</translation>
    </message>
    <message>
        <source>Main pot ${amount}</source>
        <translation>Bote principal ${amount}</translation>
    </message>
    <message>
        <source>Side pot {number} ${amount}</source>
        <translation>Bote lateral {number} ${amount}</translation>
    </message>
    <message>
        <source>Hand {number} · {street} · {phase}</source>
        <translation>Mano {number} · {street} · {phase}</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>7th street: {plan} ({rules})</source>
        <translation>7ª calle: {plan} ({rules})</translation>
    </message>
    <message>
        <source>Seat {seat} ({name}): declare TPPP</source>
        <translation>Asiento {seat} ({name}): declarar TPPP</translation>
    </message>
    <message>
        <source>The facts differ from the report</source>
        <translation>Hechos distintos</translation>
    </message>
    <message>
        <source>The floor&apos;s judgement in the interest of fairness (LC-P1)</source>
        <translation>Criterio del floor (LC-P1)</translation>
    </message>
    <message>
        <source>The players agreed before action and the floor allows it</source>
        <translation>Acuerdo previo</translation>
    </message>
    <message>
        <source>No ruling waits for the floor.</source>
        <translation>Ninguna decisión espera al floor.</translation>
    </message>
    <message>
        <source>Reading the hand from the room&apos;s copy of the log ...</source>
        <translation>Leyendo la mano de la copia del registro en la sala ...</translation>
    </message>
    <message>
        <source>The room&apos;s copy cannot show this ruling: {why}</source>
        <translation>La copia de la sala no puede mostrar esta decisión: {why}</translation>
    </message>
    <message>
        <source>Choose a ruling above, or touch a table with an amber edge on the Room page.</source>
        <translation>Elija una decisión arriba, o toque una mesa con borde ámbar en la página Sala.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>The station&apos;s decision: {decision}</source>
        <translation>Decisión de la estación: {decision}</translation>
    </message>
    <message>
        <source>Confirm ruling {number}</source>
        <translation>Confirmar decisión {number}</translation>
    </message>
    <message>
        <source>Override: {reason}</source>
        <translation>Anular: {reason}</translation>
    </message>
    <message>
        <source>Confirm ruling {number} at {table}: the floorperson&apos;s badge, then PIN.</source>
        <translation>Confirmar la decisión {number} en {table}: gafete del floor, luego PIN.</translation>
    </message>
    <message>
        <source>Override ({reason}) ruling {number} at {table}: the floorperson&apos;s badge, then PIN.</source>
        <translation>Anular ({reason}) la decisión {number} en {table}: gafete del floor, luego PIN.</translation>
    </message>
    <message>
        <source>Not recorded: {why}.</source>
        <translation>No registrado: {why}.</translation>
    </message>
    <message>
        <source>Not recorded: the room store is out of reach. Try again in a moment; if it lasts, call the technician.</source>
        <translation>No registrado: no se alcanza la sala. Inténtelo de nuevo en un momento; si sigue así, llame al técnico.</translation>
    </message>
    <message>
        <source>Ruling {number} at {table} confirmed by {name}: sent to the table.</source>
        <translation>Decisión {number} en {table} confirmada por {name}: enviada a la mesa.</translation>
    </message>
    <message>
        <source>Ruling {number} at {table} overridden by {name}: sent to the table.</source>
        <translation>Decisión {number} en {table} anulada por {name}: enviada a la mesa.</translation>
    </message>
    <message>
        <source>Override {number}: {reason}</source>
        <translation>Anular {number}: {reason}</translation>
    </message>
    <message>
        <source>Ruling {number} confirmed by {name}.</source>
        <translation>Decisión {number} confirmada por {name}.</translation>
    </message>
    <message>
        <source>Ruling {number} overridden by {name}.</source>
        <translation>Decisión {number} anulada por {name}.</translation>
    </message>
    <message>
        <source>No ruling waits for the floor</source>
        <translation>Ninguna decisión espera al floor</translation>
    </message>
    <message>
        <source>Seat {seat} is open: nobody to declare</source>
        <translation>El asiento {seat} está libre: nadie que declarar</translation>
    </message>
    <message>
        <source>Round {number} is in progress: settle it and end it before leaving this table.</source>
        <translation>La ronda {number} está en curso: liquídela y termínela antes de dejar esta mesa.</translation>
    </message>
    <message>
        <source>no cards are due now: {need}</source>
        <translation>ahora no toca ninguna carta: {need}</translation>
    </message>
    <message>
        <source>no cards are due now</source>
        <translation>ahora no toca ninguna carta</translation>
    </message>
    <message>
        <source>the shoe could not read the card it just dealt: enter it by touch (turn it over only where the game deals it face up)</source>
        <translation>el zapato no pudo leer la carta que acaba de repartir: márquela por toque (voltéela solo donde el juego la reparte boca arriba)</translation>
    </message>
    <message>
        <source>the shoe read {card} but no card is due now: {need}</source>
        <translation>el zapato leyó {card} pero ahora no toca ninguna carta: {need}</translation>
    </message>
    <message>
        <source>the shoe read {card} but no card is due now</source>
        <translation>el zapato leyó {card} pero ahora no toca ninguna carta</translation>
    </message>
    <message>
        <source>between hands</source>
        <translation>entre manos</translation>
    </message>
    <message>
        <source>during the deal</source>
        <translation>durante el reparto</translation>
    </message>
    <message>
        <source>during the betting and board cards</source>
        <translation>durante las apuestas y cartas de mesa</translation>
    </message>
    <message>
        <source>at showdown</source>
        <translation>en el showdown</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Pendiente ahora</translation>
    </message>
    <message>
        <source>Seat buttons</source>
        <translation>Botones de asiento</translation>
    </message>
    <message>
        <source>player, as on the list</source>
        <translation>jugador, como en la lista</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>asiento</translation>
    </message>
    <message>
        <source>Meal break</source>
        <translation>Comida</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room, and his seat number</source>
        <translation>¿{player}? un jugador sentado en la sala, y su número de asiento</translation>
    </message>
    <message>
        <source>who</source>
        <translation>quién</translation>
    </message>
    <message>
        <source>Nothing due</source>
        <translation>Nada pendiente</translation>
    </message>
    <message>
        <source>Away from their seats: {count}</source>
        <translation>Fuera de sus asientos: {count}</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{minutes} min of 30 (meal)</source>
        <translation>{minutes} min de 30 (comida)</translation>
    </message>
    <message>
        <source>{minutes} min of 15</source>
        <translation>{minutes} min de 15</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat} · {kind} · {time}</source>
        <translation>{player} · {table} asiento {seat} · {kind} · {time}</translation>
    </message>
    <message>
        <source>meal</source>
        <translation>comida</translation>
    </message>
    <message>
        <source>other</source>
        <translation>otro</translation>
    </message>
    <message>
        <source>Missed blind</source>
        <translation>Ciega perdida</translation>
    </message>
    <message>
        <source>Hold button on</source>
        <translation>Botón de reserva: sí</translation>
    </message>
    <message>
        <source>Hold button off</source>
        <translation>Botón de reserva: no</translation>
    </message>
    <message>
        <source>Back at his seat</source>
        <translation>De vuelta en su asiento</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat}: {missed} missed-blind + hold button (never counted, LC-GL-33)</source>
        <translation>{player} · {table} asiento {seat}: {missed} de ciega perdida + botón de reserva (nunca cuenta, LC-GL-33)</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat}: {missed} missed-blind</source>
        <translation>{player} · {table} asiento {seat}: {missed} de ciega perdida</translation>
    </message>
    <message>
        <source>No buttons out</source>
        <translation>Ningún botón fuera</translation>
    </message>
    <message>
        <source>table</source>
        <translation>mesa</translation>
    </message>
    <message>
        <source>amount $</source>
        <translation>cantidad $</translation>
    </message>
    <message>
        <source>floor&apos;s reason to override (LC-P1), if any</source>
        <translation>motivo del floor para anular (LC-P1), si lo hay</translation>
    </message>
    <message>
        <source>Buys in</source>
        <translation>Compra</translation>
    </message>
    <message>
        <source>Buys in, amount not said</source>
        <translation>Compra, cantidad no declarada</translation>
    </message>
    <message>
        <source>Leaves with these chips</source>
        <translation>Se va con estas fichas</translation>
    </message>
    <message>
        <source>Left within the house&apos;s time: back with at least as much (LC-91)</source>
        <translation>Se fue dentro del tiempo de la casa: vuelve con al menos lo mismo (LC-91)</translation>
    </message>
    <message>
        <source>how many dollars of chips?</source>
        <translation>¿cuántos dólares en fichas?</translation>
    </message>
    <message>
        <source>{player}? a seated player and the chips he takes away</source>
        <translation>¿{player}? un jugador sentado y las fichas que se lleva</translation>
    </message>
    <message>
        <source>{player}: left {table} ({game}) {minutes} min ago with ${chips}; the rule holds {more} more min</source>
        <translation>{player}: dejó {table} ({game}) hace {minutes} min con ${chips}; la regla rige {more} min más</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
    <message>
        <source>Dealer rotation: every {period_minutes} minutes</source>
        <translation>Rotación de dealers: cada {period_minutes} minutos</translation>
    </message>
    <message>
        <source>The room store is out of reach: the rotation cannot be read now. The station tries again by itself; if it lasts, call the technician.</source>
        <translation>No se alcanza la sala: la rotación no se puede leer ahora. El puesto lo vuelve a intentar solo; si sigue así, llame al técnico.</translation>
    </message>
    <message>
        <source>At the tables:</source>
        <translation>En las mesas:</translation>
    </message>
    <message>
        <source>{table}: no dealer</source>
        <translation>{table}: sin dealer</translation>
    </message>
    <message>
        <source>due in {minutes} min</source>
        <translation>le toca en {minutes} min</translation>
    </message>
    <message>
        <source>DUE {minutes} min ago</source>
        <translation>LE TOCABA hace {minutes} min</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>le toca ahora</translation>
    </message>
    <message>
        <source>{table}: {dealer} for {minutes} min, {due}</source>
        <translation>{table}: {dealer} lleva {minutes} min, {due}</translation>
    </message>
    <message>
        <source>On break:</source>
        <translation>En descanso:</translation>
    </message>
    <message>
        <source>On break: nobody</source>
        <translation>En descanso: nadie</translation>
    </message>
    <message>
        <source>{dealer} since {minutes} min</source>
        <translation>{dealer} desde hace {minutes} min</translation>
    </message>
    <message>
        <source>Next:</source>
        <translation>Siguiente:</translation>
    </message>
    <message>
        <source>nobody free</source>
        <translation>nadie libre</translation>
    </message>
    <message>
        <source>{dealer} to {table} in {minutes} min, relieving {relieved}</source>
        <translation>{dealer} a {table} en {minutes} min, releva a {relieved}</translation>
    </message>
    <message>
        <source>{dealer} to {table} in {minutes} min</source>
        <translation>{dealer} a {table} en {minutes} min</translation>
    </message>
    <message>
        <source>Dealers</source>
        <translation>Dealers</translation>
    </message>
    <message>
        <source>Move now (LC-139)</source>
        <translation>Cambiar ya (LC-139)</translation>
    </message>
    <message>
        <source>Play to his big blind and quit (LC-139a)</source>
        <translation>Jugar hasta su ciega grande y retirarse (LC-139a)</translation>
    </message>
    <message>
        <source>Finish the blinds and button (LC-139b)</source>
        <translation>Terminar las ciegas y el botón (LC-139b)</translation>
    </message>
    <message>
        <source>he may take a hand now, or come in behind the button, without posting</source>
        <translation>puede jugar una mano ya, o entrar detrás del botón, sin poner</translation>
    </message>
    <message>
        <source>he may come in behind the button without posting</source>
        <translation>puede entrar detrás del botón sin poner</translation>
    </message>
    <message>
        <source>he owes the missed blinds like any seated player</source>
        <translation>debe las ciegas perdidas como cualquier jugador sentado</translation>
    </message>
    <message>
        <source>his stack $</source>
        <translation>su stack $</translation>
    </message>
    <message>
        <source>he brings $</source>
        <translation>trae $</translation>
    </message>
    <message>
        <source>enter his stack and what he brings</source>
        <translation>ingrese su stack y lo que trae</translation>
    </message>
    <message>
        <source>A must-move needs two open tables of the same game and limit (LC-137)</source>
        <translation>Un must-move necesita dos mesas abiertas del mismo juego y límite (LC-137)</translation>
    </message>
    <message>
        <source>The tables&apos; logs cannot be read now: the room store is out of reach. The station tries again by itself.</source>
        <translation>Los registros de las mesas no se pueden leer ahora: no se alcanza la sala. El puesto lo vuelve a intentar solo.</translation>
    </message>
    <message>
        <source>{player} at {table}: not seated in its log yet; {may}</source>
        <translation>{player} en {table}: aún no sentado en su registro; {may}</translation>
    </message>
    <message>
        <source>{player} at {table} seat {seat}: the button passed {passes} time(s); {may}</source>
        <translation>{player} en {table} asiento {seat}: el botón pasó {passes} vez/veces; {may}</translation>
    </message>
    <message>
        <source>Moved from a must-move game (LC-140):
{lines}</source>
        <translation>Trasladado de un juego must-move (LC-140):
{lines}</translation>
    </message>
    <message>
        <source>{game_label}: no must-move game. Declare one to protect the main game (LC-137)</source>
        <translation>{game_label}: no hay juego must-move. Declare uno para proteger el juego principal (LC-137)</translation>
    </message>
    <message>
        <source>{extra} must move to {main}</source>
        <translation>{extra} se traslada a {main}</translation>
    </message>
    <message>
        <source>{game_label}: {must_move_table} must move to {main_table}; {main_table} counts as a full game (LC-131)</source>
        <translation>{game_label}: {must_move_table} debe trasladarse a {main_table}; {main_table} cuenta como juego lleno (LC-131)</translation>
    </message>
    <message>
        <source>playing in {table}</source>
        <translation>jugando en {table}</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <source>called</source>
        <translation>llamado</translation>
    </message>
    <message>
        <source>moving to {table}</source>
        <translation>pasando a {table}</translation>
    </message>
    <message>
        <source>List, in the waiting list&apos;s order (LC-138):
{lines}</source>
        <translation>Lista, en el orden de la lista de espera (LC-138):
{lines}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>not counted yet</source>
        <translation>aún sin contar</translation>
    </message>
    <message>
        <source>Players in {table}: {count} (short: they keep their rights without playing, LC-141)</source>
        <translation>Jugadores en {table}: {count} (corta: conservan sus derechos sin jugar, LC-141)</translation>
    </message>
    <message>
        <source>Players in {table}: {count}</source>
        <translation>Jugadores en {table}: {count}</translation>
    </message>
    <message>
        <source>{moving} moves to {main_table}: he brings at least ${minimum}, or all he has when under it (LC-143); no missed-blind buttons follow (LC-142)</source>
        <translation>{moving} pasa a {main_table}: lleva al menos ${minimum}, o todo lo que tiene si es menos (LC-143); no le siguen botones de ciega perdida (LC-142)</translation>
    </message>
    <message>
        <source>Move {player}</source>
        <translation>Trasladar a {player}</translation>
    </message>
    <message>
        <source>{called} was called: his choice</source>
        <translation>{called} fue llamado: él decide</translation>
    </message>
    <message>
        <source>Call {top} from {must_move_table}: where does he sit in this hand?</source>
        <translation>Llame a {top} de {must_move_table}: ¿dónde se sienta en esta mano?</translation>
    </message>
    <message>
        <source>Waiting lists</source>
        <translation>Listas de espera</translation>
    </message>
    <message>
        <source>Must-move</source>
        <translation>Must-move</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Descansos</translation>
    </message>
    <message>
        <source>Buy-ins</source>
        <translation>Compras</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>set the room&apos;s house in the settings (house = &quot;LC_HIGH&quot;, ...)</source>
        <translation>configure la casa de la sala en los ajustes (house = &quot;LC_HIGH&quot;, ...)</translation>
    </message>
    <message>
        <source>the room file {file}: {error}</source>
        <translation>el archivo de sala {file}: {error}</translation>
    </message>
    <message>
        <source>Waiting lists, must-move games and breaks need the house&apos;s rules: {problem}</source>
        <translation>Las listas de espera, los juegos must-move y los descansos necesitan las reglas de la casa: {problem}</translation>
    </message>
    <message>
        <source>Table changes</source>
        <translation>Cambios de mesa</translation>
    </message>
    <message>
        <source>to table</source>
        <translation>a la mesa</translation>
    </message>
    <message>
        <source>A game breaks</source>
        <translation>Se rompe un juego</translation>
    </message>
    <message>
        <source>open seats at its limit</source>
        <translation>asientos libres en su límite</translation>
    </message>
    <message>
        <source>cards drawn, in the order shown: Kh Kd 2c</source>
        <translation>cartas sacadas, en el orden mostrado: Kh Kd 2c</translation>
    </message>
    <message>
        <source>Break the game</source>
        <translation>Romper el juego</translation>
    </message>
    <message>
        <source>Record the draw</source>
        <translation>Anotar el sorteo</translation>
    </message>
    <message>
        <source>Asks: {position}</source>
        <translation>Pide: {position}</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room asks to move</source>
        <translation>¿{player}? quien pide el cambio debe estar sentado en la sala</translation>
    </message>
    <message>
        <source>type the table he moves to, his stack and what he brings</source>
        <translation>escriba la mesa a la que va, sus fichas y lo que lleva</translation>
    </message>
    <message>
        <source>which table, and how many open seats its limit has</source>
        <translation>qué mesa, y cuántos asientos libres tiene su límite</translation>
    </message>
    <message>
        <source>{table}? a broken game&apos;s draw</source>
        <translation>¿{table}? el sorteo de una partida que se rompe</translation>
    </message>
    <message>
        <source>which table</source>
        <translation>qué mesa</translation>
    </message>
    <message>
        <source>{count} cards, one for each of {players}</source>
        <translation>{count} cartas, una para cada uno de {players}</translation>
    </message>
    <message>
        <source>waits for the floor (LC-95)</source>
        <translation>espera al floor (LC-95)</translation>
    </message>
    <message>
        <source>approved by {floor}: {timing}</source>
        <translation>aprobado por {floor}: {timing}</translation>
    </message>
    <message>
        <source>To {table}</source>
        <translation>A {table}</translation>
    </message>
    <message>
        <source>Move {player}: the game broke (LC-38)</source>
        <translation>Trasladar a {player}: el juego se rompió (LC-38)</translation>
    </message>
    <message>
        <source>Approve (LC-95)</source>
        <translation>Aprobar (LC-95)</translation>
    </message>
    <message>
        <source>Move {player} to {table}</source>
        <translation>Pasar a {player} a {table}</translation>
    </message>
    <message>
        <source>{table}: the seats go to {players}</source>
        <translation>{table}: los asientos son para {players}</translation>
    </message>
    <message>
        <source>{table}: draw {players}; the floor draws for {away}</source>
        <translation>{table}: sacan carta {players}; el floor saca por {away}</translation>
    </message>
    <message>
        <source>{table}: draw {players}</source>
        <translation>{table}: sacan carta {players}</translation>
    </message>
    <message>
        <source>{player}: moves from the broken game</source>
        <translation>{player}: sale del juego roto</translation>
    </message>
    <message>
        <source>player&apos;s name, as on the board</source>
        <translation>nombre del jugador, como en la pizarra</translation>
    </message>
    <message>
        <source>Add walk-in</source>
        <translation>Añadir presente</translation>
    </message>
    <message>
        <source>Add call-in</source>
        <translation>Añadir por teléfono</translation>
    </message>
    <message>
        <source>players in the game, to give a seat</source>
        <translation>jugadores en la partida, para dar un asiento</translation>
    </message>
    <message>
        <source>Asks for a seat change</source>
        <translation>Pide cambio de asiento</translation>
    </message>
    <message>
        <source>choose a game first</source>
        <translation>elija primero una partida</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room asks for a seat change</source>
        <translation>¿{player}? quien pide cambio de asiento debe estar sentado en la sala</translation>
    </message>
    <message>
        <source>how many players are in the game? (LC-135)</source>
        <translation>¿cuántos jugadores hay en la partida? (LC-135)</translation>
    </message>
    <message>
        <source>{game_label}: {count} waiting</source>
        <translation>{game_label}: {count} esperando</translation>
    </message>
    <message>
        <source>No game is open and no list is kept yet</source>
        <translation>No hay juego abierto ni lista todavía</translation>
    </message>
    <message>
        <source>call-in, not here yet: {minutes} min of his hour left</source>
        <translation>por teléfono, aún no llega: le quedan {minutes} min de su hora</translation>
    </message>
    <message>
        <source>called {minutes} min ago</source>
        <translation>llamado hace {minutes} min</translation>
    </message>
    <message>
        <source>playing in must-move {table}</source>
        <translation>jugando en la must-move {table}</translation>
    </message>
    <message>
        <source>Arrived</source>
        <translation>Llegó</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>No contesta</translation>
    </message>
    <message>
        <source>Take off the list</source>
        <translation>Quitar de la lista</translation>
    </message>
    <message>
        <source>Call to {table}</source>
        <translation>Llamar a {table}</translation>
    </message>
    <message>
        <source>Seat at {table}</source>
        <translation>Sentar en {table}</translation>
    </message>
    <message>
        <source>Seat changes at {table}: {tie}</source>
        <translation>Cambios de asiento en {table}: {tie}</translation>
    </message>
    <message>
        <source>Seat changes at {table}: {players} (LC-88e)</source>
        <translation>Cambios de asiento en {table}: {players} (LC-88e)</translation>
    </message>
    <message>
        <source>Seat change at {table} to {player}</source>
        <translation>Cambio de asiento en {table} para {player}</translation>
    </message>
    <message>
        <source>Draw for the button ({RULES})</source>
        <translation>Sorteo del botón ({RULES})</translation>
    </message>
    <message>
        <source>open seat number</source>
        <translation>número del asiento libre</translation>
    </message>
    <message>
        <source>Offer to the table</source>
        <translation>Ofrecer a la mesa</translation>
    </message>
    <message>
        <source>who takes the seat</source>
        <translation>quién toma el asiento</translation>
    </message>
    <message>
        <source>Hand over (LC-25)</source>
        <translation>Ceder (LC-25)</translation>
    </message>
    <message>
        <source>lower game&apos;s table</source>
        <translation>mesa del juego menor</translation>
    </message>
    <message>
        <source>its open seats</source>
        <translation>sus asientos libres</translation>
    </message>
    <message>
        <source>cards cut</source>
        <translation>cartas cortadas</translation>
    </message>
    <message>
        <source>Cards by touch…</source>
        <translation>Cartas por toque…</translation>
    </message>
    <message>
        <source>Record the cut</source>
        <translation>Anotar el corte</translation>
    </message>
    <message>
        <source>new limit, e.g. 20-40</source>
        <translation>límite nuevo, p. ej. 20-40</translation>
    </message>
    <message>
        <source>Raise the limit (LC-37)</source>
        <translation>Subir el límite (LC-37)</translation>
    </message>
    <message>
        <source>An open seat: the table first, then the list (LC-88f)</source>
        <translation>Un asiento libre: primero la mesa, luego la lista (LC-88f)</translation>
    </message>
    <message>
        <source>Seat handed to another person (LC-25)</source>
        <translation>Asiento cedido a otra persona (LC-25)</translation>
    </message>
    <message>
        <source>Short game: cut for a lower game&apos;s seats (LC-92)</source>
        <translation>Juego corto: cortar por asientos de un juego menor (LC-92)</translation>
    </message>
    <message>
        <source>The game&apos;s limit goes up</source>
        <translation>Sube el límite del juego</translation>
    </message>
    <message>
        <source>touch a table first</source>
        <translation>toque primero una mesa</translation>
    </message>
    <message>
        <source>which seat is open?</source>
        <translation>¿qué asiento está libre?</translation>
    </message>
    <message>
        <source>touch the player who hands his seat over</source>
        <translation>toque al jugador que cede su asiento</translation>
    </message>
    <message>
        <source>{count} cards, one for each of {players}, and the open seats</source>
        <translation>{count} cartas, una para cada uno de {players}, y los asientos libres</translation>
    </message>
    <message>
        <source>The cut at {table}: touch each player&apos;s card in this order: {players}</source>
        <translation>El corte en {table}: toque la carta de cada jugador en este orden: {players}</translation>
    </message>
    <message>
        <source>cards cut, in this order: {players}</source>
        <translation>cartas cortadas, en este orden: {players}</translation>
    </message>
    <message>
        <source>Seat {seat}: offered to the table by {by}</source>
        <translation>Asiento {seat}: ofrecido a la mesa por {by}</translation>
    </message>
    <message>
        <source>Lock seat {seat} for {player}</source>
        <translation>Reservar el asiento {seat} para {player}</translation>
    </message>
    <message>
        <source>Seat {seat}: {player}&apos;s chips are down, he keeps it</source>
        <translation>Asiento {seat}: las fichas de {player} están en la mesa, se queda con él</translation>
    </message>
    <message>
        <source>Seat {seat}: locked for {player}</source>
        <translation>Asiento {seat}: reservado para {player}</translation>
    </message>
    <message>
        <source>Cut for {table}: {winners}</source>
        <translation>Corte para {table}: {winners}</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Sortear de nuevo</translation>
    </message>
    <message>
        <source>No draw now: the draw for the button opens a new game, before its first hand, with two or more players seated and present (stud has no button) (LC-86).</source>
        <translation>Ahora no hay sorteo: el sorteo del botón abre un juego nuevo, antes de su primera mano, con dos o más jugadores sentados y presentes (el stud no tiene botón) (LC-86).</translation>
    </message>
    <message>
        <source>Touch each player&apos;s card in seat order: seats {order}</source>
        <translation>Toque la carta de cada jugador en orden de asiento: asientos {order}</translation>
    </message>
    <message>
        <source>Refused: {refusal}. Draw again: the shoe&apos;s next cards, or by touch.</source>
        <translation>Rechazado: {refusal}. Sortee de nuevo: las siguientes cartas del zapato, o por toque.</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}): {card}</source>
        <translation>Asiento {seat} ({player}): {card}</translation>
    </message>
    <message>
        <source>The best card is seat {seat}&apos;s ({card}): the button goes to seat {seat} ({rules}).</source>
        <translation>La carta más alta es la del asiento {seat} ({card}): el botón va al asiento {seat} ({rules}).</translation>
    </message>
    <message>
        <source>The draw needs two or more players seated and present (LC-86).</source>
        <translation>El sorteo necesita dos o más jugadores sentados y presentes (LC-86).</translation>
    </message>
    <message>
        <source>Pull one card from the shoe for seat {seat}, or enter the cards by touch.</source>
        <translation>Saque una carta del shoe para el asiento {seat}, o ingrese las cartas tocando.</translation>
    </message>
    <message>
        <source>A house policy the rulebook does not list (LC-P1)</source>
        <translation>Una política de la casa que el reglamento no incluye (LC-P1)</translation>
    </message>
    <message>
        <source>The player&apos;s chips were counted wrong and the floor has checked them</source>
        <translation>Las fichas del jugador se contaron mal y el floor las revisó</translation>
    </message>
    <message>
        <source>Refused: {why}.
Change the amount, or call the floor: a floorperson may accept it with a reason (LC-P1).</source>
        <translation>Rechazado: {why}.
Cambie el monto, o llame al floor: un floor puede aceptarlo con un motivo (LC-P1).</translation>
    </message>
    <message>
        <source>Change the amount</source>
        <translation>Cambiar el monto</translation>
    </message>
    <message>
        <source>{text}
Signed in: {name} ({role}). Accept the buy-in because:</source>
        <translation>{text}
Sesión: {name} ({role}). Aceptar la compra porque:</translation>
    </message>
    <message>
        <source>House dealer</source>
        <translation>Dealer de la casa</translation>
    </message>
    <message>
        <source>Demo: present the demo floorperson&apos;s badge (she deals)</source>
        <translation>Demo: presentar el gafete demo del floor (ella reparte)</translation>
    </message>
    <message>
        <source>{name} ({badge}) deals at this table.</source>
        <translation>{name} ({badge}) reparte en esta mesa.</translation>
    </message>
    <message>
        <source>No house dealer is signed in at this table.</source>
        <translation>Ningún dealer de la casa tiene sesión iniciada en esta mesa.</translation>
    </message>
    <message>
        <source>{name} signed in: the log names {name} as the dealer from the next hand.</source>
        <translation>{name} inició sesión: el registro nombra a {name} como dealer desde la próxima mano.</translation>
    </message>
    <message>
        <source>{name} signed out.</source>
        <translation>{name} cerró sesión.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Decisiones</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>Irregularidades</translation>
    </message>
    <message>
        <source>Last 10 hands</source>
        <translation>Últimas 10 manos</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Inicio</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <source>Touch a hand to replay it.</source>
        <translation>Toque una mano para repetirla.</translation>
    </message>
    <message>
        <source>No hand in the log yet.</source>
        <translation>Aún no hay manos en el registro.</translation>
    </message>
    <message>
        <source>Hand {hand} is still being played: hole cards stay down until it ends.</source>
        <translation>La mano {hand} aún se está jugando: las cartas ocultas quedan boca abajo hasta que termine.</translation>
    </message>
    <message>
        <source>Before the hand</source>
        <translation>Antes de la mano</translation>
    </message>
    <message>
        <source>Hand {hand} · step {step} of {steps}: {what}</source>
        <translation>Mano {hand} · paso {step} de {steps}: {what}</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>interrumpida</translation>
    </message>
    <message>
        <source>Round {number} · {when}</source>
        <translation>Ronda {number} · {when}</translation>
    </message>
    <message>
        <source>Hand {number} · {when}</source>
        <translation>Mano {number} · {when}</translation>
    </message>
    <message>
        <source>dealt by {dealer}</source>
        <translation>repartida por {dealer}</translation>
    </message>
    <message>
        <source>-1 month</source>
        <translation>-1 mes</translation>
    </message>
    <message>
        <source>-1 day</source>
        <translation>-1 día</translation>
    </message>
    <message>
        <source>+1 day</source>
        <translation>+1 día</translation>
    </message>
    <message>
        <source>+1 month</source>
        <translation>+1 mes</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Touch each die&apos;s number, then the pile the P/D sends out first.</source>
        <translation>Toque el número de cada dado y luego la pila que el P/D reparte primero.</translation>
    </message>
    <message>
        <source>Type the player&apos;s name</source>
        <translation>Nombre del jugador</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpiar</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Wager</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Stake left</source>
        <translation>Banca restante</translation>
    </message>
    <message>
        <source>pay ${amount}</source>
        <translation>pagar ${amount}</translation>
    </message>
    <message>
        <source>take ${amount}</source>
        <translation>cobrar ${amount}</translation>
    </message>
    <message>
        <source>back ${amount}</source>
        <translation>devolver ${amount}</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>pendiente</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>cubierta</translation>
    </message>
    <message>
        <source>partly covered</source>
        <translation>cubierta en parte</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>devuelta</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>muerta</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>pagada</translation>
    </message>
    <message>
        <source>win</source>
        <translation>gana</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>pierde</translation>
    </message>
    <message>
        <source>push</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>sin acción</translation>
    </message>
    <message>
        <source>to the house</source>
        <translation>para la casa</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <source>play</source>
        <translation>play</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>base</source>
        <translation>base</translation>
    </message>
    <message>
        <source>call</source>
        <translation>igualar</translation>
    </message>
    <message>
        <source>pair plus</source>
        <translation>pair plus</translation>
    </message>
    <message>
        <source>blind</source>
        <translation>ciega</translation>
    </message>
    <message>
        <source>trips</source>
        <translation>trips</translation>
    </message>
    <message>
        <source>buster</source>
        <translation>buster</translation>
    </message>
    <message>
        <source>collection</source>
        <translation>colecta</translation>
    </message>
    <message>
        <source>wagers</source>
        <translation>apuestas</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>settling</source>
        <translation>liquidando</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>liquidada</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>banked game</source>
        <translation>juego con banca</translation>
    </message>
    <message>
        <source>Between rounds</source>
        <translation>Entre rondas</translation>
    </message>
    <message>
        <source>{wager} ${amount}</source>
        <translation>{wager} ${amount}</translation>
    </message>
    <message>
        <source>Banker: {name} (seat {seat}) · stake ${stake} · left ${left}</source>
        <translation>Banca: {name} (asiento {seat}) · fondo ${stake} · quedan ${left}</translation>
    </message>
    <message>
        <source>Round {number} · {phase} · dice {dice}, pile {pile}</source>
        <translation>Ronda {number} · {phase} · dados {dice}, montón {pile}</translation>
    </message>
    <message>
        <source>Round {number} · {phase}</source>
        <translation>Ronda {number} · {phase}</translation>
    </message>
    <message>
        <source>wager</source>
        <translation>apuesta</translation>
    </message>
    <message>
        <source>{house} {game} is a banked game but no room file sets its posted limits and pay tables</source>
        <translation>{house} {game} es un juego con banca, pero ningún archivo de la sala fija sus límites y tablas de pago</translation>
    </message>
    <message>
        <source>a valid card frame arrived</source>
        <translation>llegó una lectura de carta válida</translation>
    </message>
    <message>
        <source>{device} sent something that could not be read. A card pulled just now may not have been read: check the cards on screen against the table. (For the technician: {reason})</source>
        <translation>{device} envió algo que no se pudo leer. Puede que una carta sacada ahora no se haya leído: compare las cartas en pantalla con la mesa. (Para el técnico: {reason})</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>se retira</translation>
    </message>
    <message>
        <source>check</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>apuesta</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>sube</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>completa</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>bring-in</source>
        <translation>bring-in</translation>
    </message>
    <message>
        <source>Award disputed</source>
        <translation>Entrega disputada</translation>
    </message>
    <message>
        <source>Bet taken back</source>
        <translation>Apuesta retirada</translation>
    </message>
    <message>
        <source>Blinds chopped</source>
        <translation>Ciegas repartidas</translation>
    </message>
    <message>
        <source>Player says the board plays</source>
        <translation>El jugador dice que juega la mesa</translation>
    </message>
    <message>
        <source>Button drawn</source>
        <translation>Botón sorteado</translation>
    </message>
    <message>
        <source>Buy-in checked</source>
        <translation>Compra verificada</translation>
    </message>
    <message>
        <source>Card discarded</source>
        <translation>Carta descartada</translation>
    </message>
    <message>
        <source>Card set aside</source>
        <translation>Carta apartada</translation>
    </message>
    <message>
        <source>Cards exposed</source>
        <translation>Cartas expuestas</translation>
    </message>
    <message>
        <source>Log signed</source>
        <translation>Registro firmado</translation>
    </message>
    <message>
        <source>Cheque not honoured</source>
        <translation>Cheque no aceptado</translation>
    </message>
    <message>
        <source>Cheque processed</source>
        <translation>Cheque procesado</translation>
    </message>
    <message>
        <source>Chips added</source>
        <translation>Fichas añadidas</translation>
    </message>
    <message>
        <source>Chips bought for the next deal</source>
        <translation>Fichas compradas para la próxima mano</translation>
    </message>
    <message>
        <source>Chips coloured up</source>
        <translation>Fichas cambiadas por otras mayores</translation>
    </message>
    <message>
        <source>Chips passed to play behind</source>
        <translation>Fichas pasadas para jugar detrás</translation>
    </message>
    <message>
        <source>Chips picked up</source>
        <translation>Fichas recogidas</translation>
    </message>
    <message>
        <source>Collection mode changed</source>
        <translation>Forma de colecta cambiada</translation>
    </message>
    <message>
        <source>Collection set by the floor</source>
        <translation>Colecta fijada por el floor</translation>
    </message>
    <message>
        <source>Correction planned</source>
        <translation>Corrección prevista</translation>
    </message>
    <message>
        <source>Dealer signed in</source>
        <translation>Dealer registrado</translation>
    </message>
    <message>
        <source>Dealer signed out</source>
        <translation>Dealer salió</translation>
    </message>
    <message>
        <source>Dispute resolved</source>
        <translation>Disputa resuelta</translation>
    </message>
    <message>
        <source>Burn card dealt early</source>
        <translation>Carta quemada antes de tiempo</translation>
    </message>
    <message>
        <source>Entry chosen</source>
        <translation>Entrada elegida</translation>
    </message>
    <message>
        <source>Player asks to see exposed cards</source>
        <translation>El jugador pide ver cartas expuestas</translation>
    </message>
    <message>
        <source>Extra card burned</source>
        <translation>Carta de más quemada</translation>
    </message>
    <message>
        <source>Extra card recorded</source>
        <translation>Carta de más registrada</translation>
    </message>
    <message>
        <source>Flop recalled</source>
        <translation>Flop retirado</translation>
    </message>
    <message>
        <source>Chips moved forward, still held</source>
        <translation>Fichas adelantadas, aún en la mano</translation>
    </message>
    <message>
        <source>Floor ruled on chips still held</source>
        <translation>El floor decidió sobre fichas aún en la mano</translation>
    </message>
    <message>
        <source>Full-game collection taken</source>
        <translation>Colecta de mesa llena cobrada</translation>
    </message>
    <message>
        <source>Player calls his hand</source>
        <translation>El jugador canta su mano</translation>
    </message>
    <message>
        <source>Hand killed</source>
        <translation>Mano anulada</translation>
    </message>
    <message>
        <source>Hand made live</source>
        <translation>Mano declarada viva</translation>
    </message>
    <message>
        <source>Hand retrieved</source>
        <translation>Mano recuperada</translation>
    </message>
    <message>
        <source>Button held</source>
        <translation>Botón retenido</translation>
    </message>
    <message>
        <source>Hole card exposed</source>
        <translation>Carta tapada expuesta</translation>
    </message>
    <message>
        <source>Hole card replaced</source>
        <translation>Carta tapada reemplazada</translation>
    </message>
    <message>
        <source>Floor ruled on a wrong hand call</source>
        <translation>El floor decidió sobre una mano mal cantada</translation>
    </message>
    <message>
        <source>Short call of a missed raise</source>
        <translation>Igualada corta de una subida no vista</translation>
    </message>
    <message>
        <source>Short call resolved</source>
        <translation>Igualada corta resuelta</translation>
    </message>
    <message>
        <source>Must-move game marked</source>
        <translation>Mesa must-move marcada</translation>
    </message>
    <message>
        <source>Newcomer dealt in</source>
        <translation>Recién llegado con cartas</translation>
    </message>
    <message>
        <source>Player dealt in by mistake acted</source>
        <translation>Actuó un jugador que recibió cartas por error</translation>
    </message>
    <message>
        <source>Action out of turn</source>
        <translation>Acción fuera de turno</translation>
    </message>
    <message>
        <source>Player away</source>
        <translation>Jugador ausente</translation>
    </message>
    <message>
        <source>Player back</source>
        <translation>Jugador de vuelta</translation>
    </message>
    <message>
        <source>Player called away</source>
        <translation>Jugador llamado a otra mesa</translation>
    </message>
    <message>
        <source>Player left</source>
        <translation>Jugador se fue</translation>
    </message>
    <message>
        <source>Player removed</source>
        <translation>Jugador retirado</translation>
    </message>
    <message>
        <source>Player returned</source>
        <translation>Jugador readmitido</translation>
    </message>
    <message>
        <source>Player seated</source>
        <translation>Jugador sentado</translation>
    </message>
    <message>
        <source>Post declined</source>
        <translation>Ciega rechazada</translation>
    </message>
    <message>
        <source>Floor ruled on posting abuse</source>
        <translation>El floor decidió sobre abuso de ciegas</translation>
    </message>
    <message>
        <source>Raise withdrawn</source>
        <translation>Subida retirada</translation>
    </message>
    <message>
        <source>Runner&apos;s chips announced</source>
        <translation>Fichas del runner anunciadas</translation>
    </message>
    <message>
        <source>Runner&apos;s chips arrived</source>
        <translation>Llegaron las fichas del runner</translation>
    </message>
    <message>
        <source>Seat changed</source>
        <translation>Cambio de asiento</translation>
    </message>
    <message>
        <source>Seats swapped</source>
        <translation>Asientos intercambiados</translation>
    </message>
    <message>
        <source>Dealer saw a string raise</source>
        <translation>El dealer vio una subida en dos tiempos</translation>
    </message>
    <message>
        <source>Player objects: string raise</source>
        <translation>Un jugador objeta: subida en dos tiempos</translation>
    </message>
    <message>
        <source>Floor ruled on a string raise</source>
        <translation>El floor decidió sobre una subida en dos tiempos</translation>
    </message>
    <message>
        <source>Stub reshuffled</source>
        <translation>Resto de la baraja rebarajado</translation>
    </message>
    <message>
        <source>Stud: all-in declared</source>
        <translation>Stud: all-in declarado</translation>
    </message>
    <message>
        <source>Stud: ante returned</source>
        <translation>Stud: ante devuelto</translation>
    </message>
    <message>
        <source>Stud: card dealt early</source>
        <translation>Stud: carta repartida antes de tiempo</translation>
    </message>
    <message>
        <source>Stud: down card exposed</source>
        <translation>Stud: carta tapada expuesta</translation>
    </message>
    <message>
        <source>Stud: early card kept</source>
        <translation>Stud: carta adelantada conservada</translation>
    </message>
    <message>
        <source>Stud: extra card removed</source>
        <translation>Stud: carta de más retirada</translation>
    </message>
    <message>
        <source>Stud: fold with no bet</source>
        <translation>Stud: retirada sin apuesta</translation>
    </message>
    <message>
        <source>Stud: reserve returned</source>
        <translation>Stud: reserva devuelta</translation>
    </message>
    <message>
        <source>Stud: 7th street card face up</source>
        <translation>Stud: carta de séptima calle boca arriba</translation>
    </message>
    <message>
        <source>Stud: street played as dealt</source>
        <translation>Stud: calle jugada tal como se repartió</translation>
    </message>
    <message>
        <source>Table configured</source>
        <translation>Mesa configurada</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>Tiempo anunciado</translation>
    </message>
    <message>
        <source>Time paid</source>
        <translation>Tiempo pagado</translation>
    </message>
    <message>
        <source>Time pot agreed</source>
        <translation>Bote de tiempo acordado</translation>
    </message>
    <message>
        <source>Top card owed</source>
        <translation>Se debe la carta de arriba</translation>
    </message>
    <message>
        <source>Floor ruled on a turn let pass</source>
        <translation>El floor decidió sobre un turno dejado pasar</translation>
    </message>
    <message>
        <source>Turn let pass</source>
        <translation>Turno dejado pasar</translation>
    </message>
    <message>
        <source>{event} (seat {seat})</source>
        <translation>{event} (asiento {seat})</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {post}: ${amount} + ${dead} dead</source>
        <translation>El asiento {seat} pone la {post}: ${amount} + ${dead} muerta</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {post}: ${amount}</source>
        <translation>El asiento {seat} pone la {post}: ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action} ${amount}</source>
        <translation>Asiento {seat}: {action} ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action} to ${amount}</source>
        <translation>Asiento {seat}: {action} a ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action}</source>
        <translation>Asiento {seat}: {action}</translation>
    </message>
    <message>
        <source>Seat {seat} wins ${amount} of the main pot</source>
        <translation>El asiento {seat} gana ${amount} del bote principal</translation>
    </message>
    <message>
        <source>Seat {seat} wins ${amount} of side pot {number}</source>
        <translation>El asiento {seat} gana ${amount} del bote lateral {number}</translation>
    </message>
    <message>
        <source>{award}: {hand}</source>
        <translation>{award}: {hand}</translation>
    </message>
    <message>
        <source>ruling {number}: {title}</source>
        <translation>decisión {number}: {title}</translation>
    </message>
    <message>
        <source>Ruling {number} proposed: {title} ({detail})</source>
        <translation>Decisión {number} propuesta: {title} ({detail})</translation>
    </message>
    <message>
        <source>Ruling {number} proposed: {title}</source>
        <translation>Decisión {number} propuesta: {title}</translation>
    </message>
    <message>
        <source>Ruling {number} confirmed by {name}</source>
        <translation>Decisión {number} confirmada por {name}</translation>
    </message>
    <message>
        <source>Ruling {number} overridden by {name}</source>
        <translation>Decisión {number} anulada por {name}</translation>
    </message>
    <message>
        <source>Ruling {number} {decision} by {name}</source>
        <translation>Decisión {number}: {decision} por {name}</translation>
    </message>
    <message>
        <source>{ruling}: {reason}</source>
        <translation>{ruling}: {reason}</translation>
    </message>
    <message>
        <source>Hand {hand} starts: button on seat {seat}</source>
        <translation>Empieza la mano {hand}: botón en el asiento {seat}</translation>
    </message>
    <message>
        <source>Collection from seat {seat}: ${amount}</source>
        <translation>Colecta del asiento {seat}: ${amount}</translation>
    </message>
    <message>
        <source>Card dealt to seat {seat} face up</source>
        <translation>Carta repartida boca arriba al asiento {seat}</translation>
    </message>
    <message>
        <source>Card dealt to seat {seat}</source>
        <translation>Carta repartida al asiento {seat}</translation>
    </message>
    <message>
        <source>Burn card</source>
        <translation>Carta quemada</translation>
    </message>
    <message>
        <source>Board card {card}</source>
        <translation>Carta de mesa {card}</translation>
    </message>
    <message>
        <source>Board card (not read)</source>
        <translation>Carta de mesa (no leída)</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}</source>
        <translation>El asiento {seat} muestra {cards}</translation>
    </message>
    <message>
        <source>Seat {seat} mucks</source>
        <translation>El asiento {seat} tira sus cartas</translation>
    </message>
    <message>
        <source>Uncalled ${amount} back to seat {seat}</source>
        <translation>${amount} no igualados vuelven al asiento {seat}</translation>
    </message>
    <message>
        <source>Hand {hand} ends</source>
        <translation>Termina la mano {hand}</translation>
    </message>
    <message>
        <source>Hand voided: {reason}</source>
        <translation>Mano anulada: {reason}</translation>
    </message>
    <message>
        <source>too many wrong PINs: this badge is locked until {time} (counted at every floor station)</source>
        <translation>demasiados PIN erróneos: este gafete está bloqueado hasta las {time} (contados en todos los puestos del floor)</translation>
    </message>
    <message>
        <source>this badge&apos;s PIN record is not valid: an admin must reset the PIN at a table</source>
        <translation>el registro del PIN de este gafete no es válido: un administrador debe restablecer el PIN en una mesa</translation>
    </message>
    <message>
        <source>badge or PIN not recognised</source>
        <translation>gafete o PIN no reconocido</translation>
    </message>
    <message>
        <source>{name} is {role}: a floorperson must decide</source>
        <translation>{name} es {role}: debe decidir un floor</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN is too short for {role}: choose a new one at a table first</source>
        <translation>el PIN de {name} es demasiado corto para {role}: elija uno nuevo en una mesa primero</translation>
    </message>
    <message>
        <source>badge or PIN not recognised: {failures} wrong PINs in a row, this badge is locked until {time}</source>
        <translation>gafete o PIN no reconocido: {failures} PIN erróneos seguidos, este gafete está bloqueado hasta las {time}</translation>
    </message>
    <message>
        <source>the room store is out of reach, and signing in needs it: try again in a moment; if it lasts, call the technician</source>
        <translation>no se alcanza la sala, y para iniciar sesión hace falta: inténtelo de nuevo en un momento; si sigue así, llame al técnico</translation>
    </message>
    <message>
        <source>Floor station: ruling {number} confirmed by {name}.</source>
        <translation>Estación del floor: decisión {number} confirmada por {name}.</translation>
    </message>
    <message>
        <source>Floor station: ruling {number} overridden ({reason}) by {name}.</source>
        <translation>Estación del floor: decisión {number} anulada ({reason}) por {name}.</translation>
    </message>
    <message>
        <source>Floor station&apos;s decision on ruling {number} refused here: {why}.</source>
        <translation>La decisión de la estación del floor sobre la decisión {number} se rechazó aquí: {why}.</translation>
    </message>
    <message>
        <source>the small blind</source>
        <translation>la ciega pequeña</translation>
    </message>
    <message>
        <source>the big blind</source>
        <translation>la ciega grande</translation>
    </message>
    <message>
        <source>the button blind</source>
        <translation>la ciega del botón</translation>
    </message>
    <message>
        <source>the ante</source>
        <translation>el ante</translation>
    </message>
    <message>
        <source>the bring-in</source>
        <translation>el bring-in</translation>
    </message>
    <message>
        <source>the collection</source>
        <translation>la colecta</translation>
    </message>
    <message>
        <source>the smallest chip</source>
        <translation>la ficha más pequeña</translation>
    </message>
    <message>
        <source>Small blind for {limit}: ${amount}</source>
        <translation>Ciega pequeña para {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Big blind for {limit}: ${amount}</source>
        <translation>Ciega grande para {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Button blind for {limit}: ${amount}</source>
        <translation>Ciega del botón para {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Ante for {limit}: ${amount}</source>
        <translation>Ante para {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Bring-in for {limit}: ${amount}</source>
        <translation>Bring-in para {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Collection for {limit}: ${amount}</source>
        <translation>Colecta para {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Smallest chip for {limit}: ${amount}</source>
        <translation>Ficha más pequeña para {limit}: ${amount}</translation>
    </message>
    <message>
        <source>whether the button&apos;s collection is live</source>
        <translation>si la colecta del botón es viva</translation>
    </message>
    <message>
        <source>how many bets a round allows</source>
        <translation>cuántas apuestas permite una ronda</translation>
    </message>
    <message>
        <source>whether heads-up betting is uncapped</source>
        <translation>si las apuestas mano a mano no tienen tope</translation>
    </message>
    <message>
        <source>how a short all-in counts</source>
        <translation>cómo cuenta un all-in corto</translation>
    </message>
    <message>
        <source>whether an open pair on 4th street may bet big</source>
        <translation>si una pareja descubierta en cuarta calle puede apostar alto</translation>
    </message>
    <message>
        <source>the setting {key}</source>
        <translation>el ajuste {key}</translation>
    </message>
    <message>
        <source>{setting} for {limit}: ${amount}</source>
        <translation>{setting} para {limit}: ${amount}</translation>
    </message>
    <message>
        <source>{title} ({detail})</source>
        <translation>{title} ({detail})</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, round {number}</source>
        <translation>Reportada {by} en la mesa {table}, ronda {number}</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, hand {number}</source>
        <translation>Reportada {by} en la mesa {table}, mano {number}</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, {when}, round {number}</source>
        <translation>Reportada {by} en la mesa {table}, {when}, ronda {number}</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, {when}, hand {number}</source>
        <translation>Reportada {by} en la mesa {table}, {when}, mano {number}</translation>
    </message>
    <message>
        <source>{report}, after: {event}</source>
        <translation>{report}, después de: {event}</translation>
    </message>
    <message>
        <source>… {count} earlier</source>
        <translation>… {count} anteriores</translation>
    </message>
    <message>
        <source>Round {number} to the report:</source>
        <translation>Ronda {number} hasta el reporte:</translation>
    </message>
    <message>
        <source>Ruling {number}: {title}</source>
        <translation>Decisión {number}: {title}</translation>
    </message>
    <message>
        <source>not set up</source>
        <translation>sin configurar</translation>
    </message>
    <message>
        <source>{players} players · hand {hand} in play</source>
        <translation>{players} jugadores · mano {hand} en juego</translation>
    </message>
    <message>
        <source>{players} players · hand {hand} ended</source>
        <translation>{players} jugadores · mano {hand} terminada</translation>
    </message>
    <message>
        <source>no ruling open</source>
        <translation>ninguna decisión abierta</translation>
    </message>
    <message>
        <source>{ruling} (+{count} more)</source>
        <translation>{ruling} (+{count} más)</translation>
    </message>
    <message>
        <source>Proposed: {ruling}</source>
        <translation>Propuesta: {ruling}</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Regla {rule}</translation>
    </message>
    <message>
        <source>by the shoe (detected)</source>
        <translation>por el shoe (detectada)</translation>
    </message>
    <message>
        <source>by the app (detected)</source>
        <translation>por la aplicación (detectada)</translation>
    </message>
    <message>
        <source>by the dealer</source>
        <translation>por el dealer</translation>
    </message>
    <message>
        <source>by {name}</source>
        <translation>por {name}</translation>
    </message>
    <message>
        <source>(reporter not in this log)</source>
        <translation>(quien reportó no consta en este registro)</translation>
    </message>
    <message>
        <source>Not in the blinds</source>
        <translation>Fuera de las ciegas</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Ciega pequeña</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Ciega grande</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Botón</translation>
    </message>
    <message>
        <source>a floorperson signs in before changing the room</source>
        <translation>un floor inicia sesión antes de cambiar la sala</translation>
    </message>
    <message>
        <source>The room store is out of reach: what this page shows may be out of date. The station tries again by itself; if it lasts, call the technician.</source>
        <translation>No se alcanza la sala: lo que muestra esta página puede estar desactualizado. El puesto lo vuelve a intentar solo; si sigue así, llame al técnico.</translation>
    </message>
    <message>
        <source>the room store is out of reach: decide on the ruling&apos;s words, or wait for the link to come back</source>
        <translation>no se alcanza la sala: decida según el texto de la decisión, o espere a que vuelva la conexión</translation>
    </message>
    <message>
        <source>The room store has been out of reach since {since}: the table keeps working, its hands are kept here and sent when the room is back. Tell the floor.</source>
        <translation>No se alcanza la sala desde las {since}: la mesa sigue funcionando, sus manos se guardan aquí y se envían cuando vuelva la sala. Avise al floor.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>{what} ${amount} is above the table maximum ${high} ({rule})</source>
        <comment>banked.common.refusal.above_table_maximum</comment>
        <translation>{what} ${amount} supera el máximo de la mesa ${high} ({rule})</translation>
    </message>
    <message>
        <source>{what} ${amount} is below the table minimum ${low} ({rule})</source>
        <comment>banked.common.refusal.below_table_minimum</comment>
        <translation>{what} ${amount} está por debajo del mínimo de la mesa ${low} ({rule})</translation>
    </message>
    <message>
        <source>the room has not set the {replace} pay table: it must be posted before this wager is taken ({rule})</source>
        <comment>banked.common.refusal.room_has_set_pay_table</comment>
        <translation>la sala no ha fijado la tabla de pagos de {replace}: debe publicarse antes de aceptar esta apuesta ({rule})</translation>
    </message>
    <message>
        <source>{card} is not among seat {seat}&apos;s cards this round</source>
        <comment>banked.corrections.refusal.among_seat_s_cards_round</comment>
        <translation>{card} no está entre las cartas del asiento {seat} en esta ronda</translation>
    </message>
    <message>
        <source>a banked table&apos;s correction cannot apply at this table</source>
        <comment>banked.corrections.refusal.banked_table_s_correction_cannot</comment>
        <translation>una corrección de mesa con banca no se aplica en esta mesa</translation>
    </message>
    <message>
        <source>chips have moved in the settlement: the floor settles it by hand (LC-P1)</source>
        <comment>banked.corrections.refusal.chips_have_moved_settlement_floor</comment>
        <translation>ya se movieron fichas en la liquidación: el floor la resuelve a mano (LC-P1)</translation>
    </message>
    <message>
        <source>{card} is dealt face up by rule: nothing to replace</source>
        <comment>banked.corrections.refusal.dealt_face_up_rule_nothing</comment>
        <translation>{card} se reparte boca arriba por regla: nada que reemplazar</translation>
    </message>
    <message>
        <source>a double or split has put more money out: the floor returns the round&apos;s money by hand (LC-105, LC-P1)</source>
        <comment>banked.corrections.refusal.double_split_has_put_more</comment>
        <translation>un doblar o dividir puso más dinero: el floor devuelve el dinero de la ronda a mano (LC-105, LC-P1)</translation>
    </message>
    <message>
        <source>name the seat and the card that went off the table (PGP-IRR-09)</source>
        <comment>banked.corrections.refusal.name_seat_card_went_off</comment>
        <translation>indique el asiento y la carta que cayó de la mesa (PGP-IRR-09)</translation>
    </message>
    <message>
        <source>no card is out yet: replace the deck, nothing to void (LC-105)</source>
        <comment>banked.corrections.refusal.no_card_out_yet_replace</comment>
        <translation>aún no salió ninguna carta: cambie la baraja, nada que anular (LC-105)</translation>
    </message>
    <message>
        <source>no round is in progress</source>
        <comment>banked.corrections.refusal.no_round_progress</comment>
        <translation>no hay ninguna ronda en curso</translation>
    </message>
    <message>
        <source>play has moved past the first deal: a card is replaced only during the deal (PGP-IRR-08); report it without the card and the floor rules (LC-P1)</source>
        <comment>banked.corrections.refusal.play_has_moved_past_first</comment>
        <translation>el juego ya pasó del primer reparto: una carta se reemplaza solo durante el reparto (PGP-IRR-08); repórtelo sin la carta y decide el floor (LC-P1)</translation>
    </message>
    <message>
        <source>round {number} is already void</source>
        <comment>banked.corrections.refusal.round_already_void</comment>
        <translation>la ronda {number} ya es nula</translation>
    </message>
    <message>
        <source>round {number} is not the round in progress ({number2})</source>
        <comment>banked.corrections.refusal.round_round_progress</comment>
        <translation>la ronda {number} no es la ronda en curso ({number2})</translation>
    </message>
    <message>
        <source>ruling {ruling} is not waiting for the floor</source>
        <comment>banked.corrections.refusal.ruling_waiting_floor</comment>
        <translation>la decisión {ruling} no espera al floor</translation>
    </message>
    <message>
        <source>seat {seat} already waits for a replacement card</source>
        <comment>banked.corrections.refusal.seat_already_waits_replacement_card</comment>
        <translation>el asiento {seat} ya espera una carta de reemplazo</translation>
    </message>
    <message>
        <source>unknown correction {action!r} ({items})</source>
        <comment>banked.corrections.refusal.unknown_correction</comment>
        <translation>corrección desconocida {action!r} ({items})</translation>
    </message>
    <message>
        <source>wait for the floor&apos;s decision on ruling {number}: {removeprefix}</source>
        <comment>banked.corrections.refusal.wait_floor_s_decision_ruling</comment>
        <translation>espere la decisión del floor sobre la decisión {number}: {removeprefix}</translation>
    </message>
    <message>
        <source>the Blind equals the Ante (${value}) (HTP-FLH-03)</source>
        <comment>banked.florida_holdem.refusal.blind_equals_ante_htp_flh</comment>
        <translation>la Blind es igual al Ante (${value}) (HTP-FLH-03)</translation>
    </message>
    <message>
        <source>the Play bet is a decision after the deal (HTP-FLH-05)</source>
        <comment>banked.florida_holdem.refusal.play_bet_decision_after_deal</comment>
        <translation>la apuesta Play es una decisión tras el reparto (HTP-FLH-05)</translation>
    </message>
    <message>
        <source>the Play bet now is {items} ({_STREETS})</source>
        <comment>banked.florida_holdem.refusal.play_bet_now</comment>
        <translation>la apuesta Play ahora es {items} ({_STREETS})</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager}</source>
        <comment>banked.florida_holdem.refusal.seat_already_has</comment>
        <translation>el asiento {seat} ya tiene un {wager}</translation>
    </message>
    <message>
        <source>{text} ({rule_ids})</source>
        <comment>banked.florida_holdem.refusal.text</comment>
        <translation>{text} ({rule_ids})</translation>
    </message>
    <message>
        <source>Trips needs an Ante and a Blind first (HTP-FLH-04)</source>
        <comment>banked.florida_holdem.refusal.trips_needs_ante_blind_first</comment>
        <translation>Trips necesita primero un Ante y una Blind (HTP-FLH-04)</translation>
    </message>
    <message>
        <source>{bettor} already has {most} original wagers on seat {seat} (CG-HAB-07, AMB-06)</source>
        <comment>banked.hot_action_blackjack.refusal.already_has_original_wagers_seat</comment>
        <translation>{bettor} ya tiene {most} apuestas originales en el asiento {seat} (CG-HAB-07, AMB-06)</translation>
    </message>
    <message>
        <source>a bettor may only match a double or split just made (CG-HAB-D1)</source>
        <comment>banked.hot_action_blackjack.refusal.bettor_may_only_match_double</comment>
        <translation>un apostador solo puede igualar un doblar o dividir recién hecho (CG-HAB-D1)</translation>
    </message>
    <message>
        <source>the Buster may not exceed the regular wager ${wagers} (CG-BBJ-03)</source>
        <comment>banked.hot_action_blackjack.refusal.buster_may_exceed_regular_wager</comment>
        <translation>el Buster no puede superar la apuesta normal ${wagers} (CG-BBJ-03)</translation>
    </message>
    <message>
        <source>a Buster wager needs a main wager on this spot first (CG-BBJ-01)</source>
        <comment>banked.hot_action_blackjack.refusal.buster_wager_needs_main_wager</comment>
        <translation>una apuesta Buster necesita primero una apuesta principal en este puesto (CG-BBJ-01)</translation>
    </message>
    <message>
        <source>{bettor} cannot match this move again</source>
        <comment>banked.hot_action_blackjack.refusal.cannot_match_move_again</comment>
        <translation>{bettor} no puede igualar este movimiento otra vez</translation>
    </message>
    <message>
        <source>{text} (CG-HAB-13, CG-HAB-14)</source>
        <comment>banked.hot_action_blackjack.refusal.cg_hab_13_cg_hab</comment>
        <translation>{text} (CG-HAB-13, CG-HAB-14)</translation>
    </message>
    <message>
        <source>double for up to the controlling bet ${own} (CG-HAB-D1, CG-HAB-15)</source>
        <comment>banked.hot_action_blackjack.refusal.double_up_controlling_bet_cg</comment>
        <translation>doble hasta la apuesta que controla ${own} (CG-HAB-D1, CG-HAB-15)</translation>
    </message>
    <message>
        <source>{controller} has the most money on seat {seat} and decides (CG-HAB-10)</source>
        <comment>banked.hot_action_blackjack.refusal.has_most_money_seat_decides</comment>
        <translation>{controller} tiene más dinero en el asiento {seat} y decide (CG-HAB-10)</translation>
    </message>
    <message>
        <source>{bettor} may add up to his own bet ${own} (CG-HAB-D1, S1, S2)</source>
        <comment>banked.hot_action_blackjack.refusal.may_add_up_own_bet</comment>
        <translation>{bettor} puede añadir hasta su propia apuesta ${own} (CG-HAB-D1, S1, S2)</translation>
    </message>
    <message>
        <source>the P/D draws one card at a time (CG-HAB-12)</source>
        <comment>banked.hot_action_blackjack.refusal.p_d_draws_one_card</comment>
        <translation>la banca pide una carta a la vez (CG-HAB-12)</translation>
    </message>
    <message>
        <source>the P/D gets two cards (or his up card first, CG-HAB-17)</source>
        <comment>banked.hot_action_blackjack.refusal.p_d_gets_two_cards</comment>
        <translation>la banca recibe dos cartas (o primero su carta descubierta, CG-HAB-17)</translation>
    </message>
    <message>
        <source>the room has not set what a {label} pays (Gaps: Hot Action)</source>
        <comment>banked.hot_action_blackjack.refusal.room_has_set_what_pays</comment>
        <translation>la sala no ha fijado cuánto paga un {label} (Huecos: Hot Action)</translation>
    </message>
    <message>
        <source>the room has not set where the P/D&apos;s coverage starts (Gaps: Hot Action)</source>
        <comment>banked.hot_action_blackjack.refusal.room_has_set_where_p</comment>
        <translation>la sala no ha fijado dónde empieza la cobertura de la banca (Huecos: Hot Action)</translation>
    </message>
    <message>
        <source>seat {seat} already has {cap} bettors (CG-HAB-09)</source>
        <comment>banked.hot_action_blackjack.refusal.seat_already_has_bettors_cg</comment>
        <translation>el asiento {seat} ya tiene {cap} apostadores (CG-HAB-09)</translation>
    </message>
    <message>
        <source>seat {seat} already has its one Buster wager; pooled money goes in one wager (CG-BBJ-04, CG-BBJ-05)</source>
        <comment>banked.hot_action_blackjack.refusal.seat_already_has_one_buster</comment>
        <translation>el asiento {seat} ya tiene su única apuesta Buster; el dinero juntado va en una apuesta (CG-BBJ-04, CG-BBJ-05)</translation>
    </message>
    <message>
        <source>seat {seat} has no hand</source>
        <comment>banked.hot_action_blackjack.refusal.seat_has_no_hand</comment>
        <translation>el asiento {seat} no tiene mano</translation>
    </message>
    <message>
        <source>a split matches the controlling bet: ${own} (CG-HAB-S1)</source>
        <comment>banked.hot_action_blackjack.refusal.split_matches_controlling_bet_cg</comment>
        <translation>una división iguala la apuesta que controla: ${own} (CG-HAB-S1)</translation>
    </message>
    <message>
        <source>the back hand must outrank the front: reset it (CG-PAI-06); no penalty is stated for a wrongly set hand (Gaps), call the floor</source>
        <comment>banked.pai_gow.refusal.back_hand_must_outrank_front</comment>
        <translation>la mano de atrás debe superar a la de adelante: ármela de nuevo (CG-PAI-06); no hay penalización escrita para una mano mal armada (Huecos), llame al floor</translation>
    </message>
    <message>
        <source>Pai Gow has no decisions besides setting the hands (CG-PAI-06)</source>
        <comment>banked.pai_gow.refusal.pai_gow_has_no_decisions</comment>
        <translation>el Pai Gow no tiene decisiones aparte de armar las manos (CG-PAI-06)</translation>
    </message>
    <message>
        <source>seat {seat} already has a wager</source>
        <comment>banked.pai_gow.refusal.seat_already_has_wager</comment>
        <translation>el asiento {seat} ya tiene una apuesta</translation>
    </message>
    <message>
        <source>set exactly the seven cards dealt to this seat (CG-PAI-06)</source>
        <comment>banked.pai_gow.refusal.set_exactly_seven_cards_dealt</comment>
        <translation>arme exactamente las siete cartas repartidas a este asiento (CG-PAI-06)</translation>
    </message>
    <message>
        <source>, and his Buster bank</source>
        <comment>banked.procedure.step.and_buster_bank</comment>
        <translation>, y su banca Buster</translation>
    </message>
    <message>
        <source>Banker&apos;s stake is spent: round over; every wager not covered goes back</source>
        <comment>banked.procedure.step.banker_s_stake_spent_round</comment>
        <translation>La apuesta de la banca se agotó: ronda terminada; toda apuesta no cubierta se devuelve</translation>
    </message>
    <message>
        <source>Deal seats {items} and the banker</source>
        <comment>banked.procedure.step.deal_seats_banker</comment>
        <translation>Reparta a los asientos {items} y a la banca</translation>
    </message>
    <message>
        <source>Everyone passed. </source>
        <comment>banked.procedure.step.everyone_passed</comment>
        <translation>Todos pasaron. </translation>
    </message>
    <message>
        <source>{left} min left for the bank to go to another player (CA-PDR)</source>
        <comment>banked.procedure.step.min_left_bank_go_another</comment>
        <translation>Quedan {left} min para que la banca pase a otro jugador (CA-PDR)</translation>
    </message>
    <message>
        <source>No eligible player took the bank: the game cannot be dealt</source>
        <comment>banked.procedure.step.no_eligible_player_took_bank</comment>
        <translation>Ningún jugador elegible tomó la banca: no se puede repartir el juego</translation>
    </message>
    <message>
        <source>Nobody is dealt in: end round {number} without a deal{back}</source>
        <comment>banked.procedure.step.nobody_dealt_end_round_without</comment>
        <translation>Nadie recibe cartas: termine la ronda {number} sin repartir{back}</translation>
    </message>
    <message>
        <source>Offer the bank to a player and record the answer before the first hand</source>
        <comment>banked.procedure.step.offer_bank_player_record_answer</comment>
        <translation>Ofrezca la banca a un jugador y anote la respuesta antes de la primera mano</translation>
    </message>
    <message>
        <source>Offer the bank to seat {nxt} ({nxt2})</source>
        <comment>banked.procedure.step.offer_bank_seat</comment>
        <translation>Ofrezca la banca al asiento {nxt} ({nxt2})</translation>
    </message>
    <message>
        <source>Open the table: choose house, game and rules</source>
        <comment>banked.procedure.step.open_table_choose_house_game</comment>
        <translation>Abra la mesa: elija casa, juego y reglas</translation>
    </message>
    <message>
        <source>Round {number}: end the round</source>
        <comment>banked.procedure.step.round_end_round</comment>
        <translation>Ronda {number}: termine la ronda</translation>
    </message>
    <message>
        <source>Round {number}: end the round; replace the deck before the next one (LC-105)</source>
        <comment>banked.procedure.step.round_end_round_replace_deck</comment>
        <translation>Ronda {number}: termine la ronda; cambie la baraja antes de la siguiente (LC-105)</translation>
    </message>
    <message>
        <source>Round {number} is over</source>
        <comment>banked.procedure.step.round_over</comment>
        <translation>La ronda {number} terminó</translation>
    </message>
    <message>
        <source>Round {number} is void ({reason}): every wager goes back</source>
        <comment>banked.procedure.step.round_void_every_wager_goes</comment>
        <translation>La ronda {number} es nula ({reason}): se devuelven todas las apuestas</translation>
    </message>
    <message>
        <source>Seat {seat} pays {money}</source>
        <comment>banked.procedure.step.seat_pays</comment>
        <translation>El asiento {seat} paga {money}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s hand is dead: give back its rake ${collections}</source>
        <comment>banked.procedure.step.seat_s_hand_dead_give</comment>
        <translation>La mano del asiento {seat} está muerta: devuelva su colecta ${collections}</translation>
    </message>
    <message>
        <source>; he states his stake, at least ${floor}: his last bank did not lose</source>
        <comment>banked.procedure.step.stake_at_least</comment>
        <translation>; declara su apuesta, al menos ${floor}: su última banca no perdió</translation>
    </message>
    <message>
        <source>; he states his stake for the round</source>
        <comment>banked.procedure.step.stake_for_round</comment>
        <translation>; declara su apuesta para la ronda</translation>
    </message>
    <message>
        <source>Start the round: {player} (seat {seat}) banks ${stake}</source>
        <comment>banked.procedure.step.start_round_seat_banks</comment>
        <translation>Inicie la ronda: {player} (asiento {seat}) hace de banca con ${stake}</translation>
    </message>
    <message>
        <source>{passed}Start round {number}: {banker} (seat {seat}) keeps the bank{stake}{buster}</source>
        <comment>banked.procedure.step.start_round_seat_keeps_bank</comment>
        <translation>{passed}Inicie la ronda {number}: {banker} (asiento {seat}) conserva la banca{stake}{buster}</translation>
    </message>
    <message>
        <source>Take wagers ({names}); banker&apos;s stake ${stake}</source>
        <comment>banked.procedure.step.take_wagers_banker_s_stake</comment>
        <translation>Tome las apuestas ({names}); apuesta de la banca ${stake}</translation>
    </message>
    <message>
        <source>{game} is not a player-banked game</source>
        <comment>banked.registry.refusal.player_banked_game</comment>
        <translation>{game} no es un juego con banca de jugador</translation>
    </message>
    <message>
        <source>{accepted} already took the bank</source>
        <comment>banked.rotation.refusal.already_took_bank</comment>
        <translation>{accepted} ya tomó la banca</translation>
    </message>
    <message>
        <source>{banker} banked {hands_banked} hand(s): offer the bank to every eligible seat before the next one ({rule})</source>
        <comment>banked.rotation.refusal.banked_hand_s_offer_bank</comment>
        <translation>{banker} hizo de banca {hands_banked} mano(s): ofrezca la banca a cada asiento elegible antes de la siguiente ({rule})</translation>
    </message>
    <message>
        <source>a banker must put up a stake: it is all the action he covers (CG-3CP-06)</source>
        <comment>banked.rotation.refusal.banker_must_put_up_stake</comment>
        <translation>la banca debe poner una apuesta: es toda la acción que cubre (CG-3CP-06)</translation>
    </message>
    <message>
        <source>{banker} did not take the bank: offer it and log the answer before the hand (CA-PDR)</source>
        <comment>banked.rotation.refusal.did_take_bank_offer_log</comment>
        <translation>{banker} no tomó la banca: ofrézcala y anote la respuesta antes de la mano (CA-PDR)</translation>
    </message>
    <message>
        <source>{player} has no open offer of the bank: offer it first (CA-PDR)</source>
        <comment>banked.rotation.refusal.has_no_open_offer_bank</comment>
        <translation>{player} no tiene una oferta abierta de la banca: ofrézcala primero (CA-PDR)</translation>
    </message>
    <message>
        <source>{player} must bank at least his previous ${floor} because it did not lose (CG-HAB-19)</source>
        <comment>banked.rotation.refusal.must_bank_least_previous_because</comment>
        <translation>{player} debe poner al menos sus ${floor} anteriores porque no perdió (CG-HAB-19)</translation>
    </message>
    <message>
        <source>offer the bank and log the answer before the first hand (CA-PDR)</source>
        <comment>banked.rotation.refusal.offer_bank_log_answer_before</comment>
        <translation>ofrezca la banca y anote la respuesta antes de la primera mano (CA-PDR)</translation>
    </message>
    <message>
        <source>only {pdr_max_tppp} third-party proposition player per table (CA-PDR)</source>
        <comment>banked.rotation.refusal.only_third_party_proposition_player</comment>
        <translation>solo {pdr_max_tppp} jugador proposicional de terceros por mesa (CA-PDR)</translation>
    </message>
    <message>
        <source>{player} (seat {seat}) took the bank for this hand (K14)</source>
        <comment>banked.rotation.refusal.seat_took_bank_hand_k14</comment>
        <translation>{player} (asiento {seat}) tomó la banca para esta mano (K14)</translation>
    </message>
    <message>
        <source>{player} took the bank with ${stake}: the round starts with that stake (K14)</source>
        <comment>banked.rotation.refusal.took_bank_round_starts_stake</comment>
        <translation>{player} tomó la banca con ${stake}: la ronda empieza con esa apuesta (K14)</translation>
    </message>
    <message>
        <source>{player} was already offered the bank this time</source>
        <comment>banked.rotation.refusal.was_already_offered_bank_time</comment>
        <translation>a {player} ya se le ofreció la banca esta vez</translation>
    </message>
    <message>
        <source>the action pile is one of the seven piles (CG-PAI-04)</source>
        <comment>banked.round.refusal.action_pile_one_seven_piles</comment>
        <translation>el montón de acción es uno de los siete montones (CG-PAI-04)</translation>
    </message>
    <message>
        <source>{type} is not a banked-round event</source>
        <comment>banked.round.refusal.banked_round_event</comment>
        <translation>{type} no es un evento de ronda con banca</translation>
    </message>
    <message>
        <source>the banker may not bet on any other position (CG-HAB-21)</source>
        <comment>banked.round.refusal.banker_may_bet_any_other</comment>
        <translation>la banca no puede apostar en ningún otro puesto (CG-HAB-21)</translation>
    </message>
    <message>
        <source>the banker must put up a stake before the deal (section 5)</source>
        <comment>banked.round.refusal.banker_must_put_up_stake</comment>
        <translation>la banca debe poner su apuesta antes del reparto (sección 5)</translation>
    </message>
    <message>
        <source>the banker&apos;s seat {banker_seat} is not at this table</source>
        <comment>banked.round.refusal.banker_s_seat_table</comment>
        <translation>el asiento {banker_seat} de la banca no está en esta mesa</translation>
    </message>
    <message>
        <source>that card is already out: one deck, no card twice (CG-3CP-01, HTP-3CP-01); call the floor</source>
        <comment>banked.round.refusal.card_already_out_one_deck</comment>
        <translation>esa carta ya salió: una baraja, ninguna carta dos veces (CG-3CP-01, HTP-3CP-01); llame al floor</translation>
    </message>
    <message>
        <source>this card goes to hand {value} of seat {seat}</source>
        <comment>banked.round.refusal.card_goes_hand_seat</comment>
        <translation>esta carta va a la mano {value} del asiento {seat}</translation>
    </message>
    <message>
        <source>deal {count} board cards now ({text})</source>
        <comment>banked.round.refusal.deal_board_cards_now</comment>
        <translation>reparta ahora {count} cartas de mesa ({text})</translation>
    </message>
    <message>
        <source>a face-up card must be one of the cards dealt</source>
        <comment>banked.round.refusal.face_up_card_must_one</comment>
        <translation>una carta descubierta debe ser una de las repartidas</translation>
    </message>
    <message>
        <source>list every seat once, with the name seated there (or empty)</source>
        <comment>banked.round.refusal.list_every_seat_once_name</comment>
        <translation>indique cada asiento una vez, con el nombre sentado allí (o vacío)</translation>
    </message>
    <message>
        <source>the next cards go to seat {seat} ({text})</source>
        <comment>banked.round.refusal.next_cards_go_seat</comment>
        <translation>las siguientes cartas van al asiento {seat} ({text})</translation>
    </message>
    <message>
        <source>no joker in this deck (CG-3CP-01, CG-PAI-01): call the floor</source>
        <comment>banked.round.refusal.no_joker_deck_cg_3cp</comment>
        <translation>no hay comodín en esta baraja (CG-3CP-01, CG-PAI-01): llame al floor</translation>
    </message>
    <message>
        <source>no seat has the wagers needed to be dealt in (CG-3CP-02, HTP-3CP-03)</source>
        <comment>banked.round.refusal.no_seat_has_wagers_needed</comment>
        <translation>ningún asiento tiene las apuestas necesarias para recibir cartas (CG-3CP-02, HTP-3CP-03)</translation>
    </message>
    <message>
        <source>nothing is due to settle now: finish the play first</source>
        <comment>banked.round.refusal.nothing_due_settle_now_finish</comment>
        <translation>ahora no hay nada que liquidar: termine primero el juego</translation>
    </message>
    <message>
        <source>not now: {text}</source>
        <comment>banked.round.refusal.now</comment>
        <translation>ahora no: {text}</translation>
    </message>
    <message>
        <source>only the player seated on {seat} may refuse backline bets (CG-HAB-11)</source>
        <comment>banked.round.refusal.only_player_seated_may_refuse</comment>
        <translation>solo el jugador sentado en {seat} puede rechazar apuestas de fondo (CG-HAB-11)</translation>
    </message>
    <message>
        <source>play is over: settle the wagers</source>
        <comment>banked.round.refusal.play_over_settle_wagers</comment>
        <translation>el juego terminó: liquide las apuestas</translation>
    </message>
    <message>
        <source>a replacement card is dealt face down (PGP-IRR-08)</source>
        <comment>banked.round.refusal.replacement_card_dealt_face_down</comment>
        <translation>una carta de reemplazo se reparte boca abajo (PGP-IRR-08)</translation>
    </message>
    <message>
        <source>the room has not set how the banker&apos;s stake covers wagers (Gaps: no coverage order stated for this game)</source>
        <comment>banked.round.refusal.room_has_set_how_banker</comment>
        <translation>la sala no ha fijado cómo cubre las apuestas la apuesta de la banca (Huecos: no hay orden de cobertura para este juego)</translation>
    </message>
    <message>
        <source>round {number} is over: start the next round</source>
        <comment>banked.round.refusal.round_over_start_next_round</comment>
        <translation>la ronda {number} terminó: inicie la siguiente</translation>
    </message>
    <message>
        <source>a round starts with banked_round_started</source>
        <comment>banked.round.refusal.round_starts_banked_round_started</comment>
        <translation>una ronda empieza con banked_round_started</translation>
    </message>
    <message>
        <source>seat {seat} cannot take a wager against its own bank (section 5)</source>
        <comment>banked.round.refusal.seat_cannot_take_wager_against</comment>
        <translation>el asiento {seat} no puede aceptar una apuesta contra su propia banca (sección 5)</translation>
    </message>
    <message>
        <source>seat {seat} gets {count} card(s) now ({text})</source>
        <comment>banked.round.refusal.seat_gets_card_s_now</comment>
        <translation>el asiento {seat} recibe {count} carta(s) ahora ({text})</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s player refuses backline bets (CG-HAB-11)</source>
        <comment>banked.round.refusal.seat_s_player_refuses_backline</comment>
        <translation>el jugador del asiento {seat} rechaza apuestas de fondo (CG-HAB-11)</translation>
    </message>
    <message>
        <source>not seat {seat}&apos;s turn: {text}</source>
        <comment>banked.round.refusal.seat_s_turn</comment>
        <translation>no es el turno del asiento {seat}: {text}</translation>
    </message>
    <message>
        <source>seat {seat} is not at this table</source>
        <comment>banked.round.refusal.seat_table</comment>
        <translation>el asiento {seat} no está en esta mesa</translation>
    </message>
    <message>
        <source>settle in action order: next is seat {seat} {wager} (AMB-11)</source>
        <comment>banked.round.refusal.settle_action_order_next_seat</comment>
        <translation>liquide en orden de acción: sigue el asiento {seat} {wager} (AMB-11)</translation>
    </message>
    <message>
        <source>settle every wager before ending the round (CG-3CP-07)</source>
        <comment>banked.round.refusal.settle_every_wager_before_ending</comment>
        <translation>liquide todas las apuestas antes de terminar la ronda (CG-3CP-07)</translation>
    </message>
    <message>
        <source>three dice, each 1 to 6 (CG-PAI-05)</source>
        <comment>banked.round.refusal.three_dice_each_1_6</comment>
        <translation>tres dados, cada uno de 1 a 6 (CG-PAI-05)</translation>
    </message>
    <message>
        <source>{wager!r} is not a wager of this game ({items})</source>
        <comment>banked.round.refusal.wager_game</comment>
        <translation>{wager!r} no es una apuesta de este juego ({items})</translation>
    </message>
    <message>
        <source>a wager is a positive amount</source>
        <comment>banked.round.refusal.wager_positive_amount</comment>
        <translation>una apuesta es un monto positivo</translation>
    </message>
    <message>
        <source>wagers are closed once the first card is out (CG-3CP-B01)</source>
        <comment>banked.round.refusal.wagers_are_closed_once_first</comment>
        <translation>las apuestas se cierran cuando sale la primera carta (CG-3CP-B01)</translation>
    </message>
    <message>
        <source>round {hand} is over and the next round has begun: the ruling can no longer be changed (LC-8c, CG-DIS-04)</source>
        <comment>banked.rulings.refusal.round_over_next_round_has</comment>
        <translation>la ronda {hand} terminó y empezó la siguiente: la decisión ya no puede cambiar (LC-8c, CG-DIS-04)</translation>
    </message>
    <message>
        <source>{replace} is not ruled on at a banked table: call the floor</source>
        <comment>banked.rulings.refusal.ruled_banked_table_call_floor</comment>
        <translation>{replace} no se decide en una mesa con banca: llame al floor</translation>
    </message>
    <message>
        <source>ruling {ruling} already exists</source>
        <comment>banked.rulings.refusal.ruling_already_exists</comment>
        <translation>la decisión {ruling} ya existe</translation>
    </message>
    <message>
        <source>Call the floor: ruling {number}, {title}. {note}</source>
        <comment>banked.rulings.step.call_floor_ruling</comment>
        <translation>Llame al floor: decisión {number}, {title}. {note}</translation>
    </message>
    <message>
        <source>no round is in progress</source>
        <comment>banked.session.refusal.no_round_progress</comment>
        <translation>no hay ninguna ronda en curso</translation>
    </message>
    <message>
        <source>the banked table&apos;s rules cannot be read: {exc}</source>
        <comment>banked.table.refusal.banked_table_s_rules_cannot</comment>
        <translation>no se pueden leer las reglas de la mesa con banca: {exc}</translation>
    </message>
    <message>
        <source>the current round is not over</source>
        <comment>banked.table.refusal.current_round_over</comment>
        <translation>la ronda actual no ha terminado</translation>
    </message>
    <message>
        <source>finish the round before changing the table&apos;s rules</source>
        <comment>banked.table.refusal.finish_round_before_changing_table</comment>
        <translation>termine la ronda antes de cambiar las reglas de la mesa</translation>
    </message>
    <message>
        <source>the next round is number {expected}</source>
        <comment>banked.table.refusal.next_round_number</comment>
        <translation>la próxima ronda es la número {expected}</translation>
    </message>
    <message>
        <source>open the banked table first (house, game and rules)</source>
        <comment>banked.table.refusal.open_banked_table_first_house</comment>
        <translation>primero abra la mesa con banca (casa, juego y reglas)</translation>
    </message>
    <message>
        <source>start a round first</source>
        <comment>banked.table.refusal.start_round_first</comment>
        <translation>primero inicie una ronda</translation>
    </message>
    <message>
        <source>the Bonus may not be larger than the Ante (${ante}) (CG-3CP-B02)</source>
        <comment>banked.three_card_poker.refusal.bonus_may_larger_than_ante</comment>
        <translation>el Bonus no puede ser mayor que el Ante (${ante}) (CG-3CP-B02)</translation>
    </message>
    <message>
        <source>choose one of {items} ({rule_ids})</source>
        <comment>banked.three_card_poker.refusal.choose_one</comment>
        <translation>elija uno de {items} ({rule_ids})</translation>
    </message>
    <message>
        <source>the {wager} is a decision after the deal (CG-3CP-04b)</source>
        <comment>banked.three_card_poker.refusal.decision_after_deal_cg_3cp</comment>
        <translation>el {wager} es una decisión tras el reparto (CG-3CP-04b)</translation>
    </message>
    <message>
        <source>House Way needs the banker&apos;s face-up card (CG-3CP-03)</source>
        <comment>banked.three_card_poker.refusal.house_way_needs_banker_s</comment>
        <translation>House Way necesita la carta descubierta de la banca (CG-3CP-03)</translation>
    </message>
    <message>
        <source>a House Way Play equals the Ante: ${ante} (CG-3CP-11, CG-3CP-12)</source>
        <comment>banked.three_card_poker.refusal.house_way_play_equals_ante</comment>
        <translation>un Play House Way es igual al Ante: ${ante} (CG-3CP-11, CG-3CP-12)</translation>
    </message>
    <message>
        <source>the {decision} must equal the {ante}: ${ante2} ({rule}); a player who cannot make it surrenders (CG-3CP-09)</source>
        <comment>banked.three_card_poker.refusal.must_equal_player_who_cannot</comment>
        <translation>el {decision} debe ser igual al {ante}: ${ante2} ({rule}); un jugador que no puede se rinde (CG-3CP-09)</translation>
    </message>
    <message>
        <source>a {replace} needs an {ante} first ({rule})</source>
        <comment>banked.three_card_poker.refusal.needs_first</comment>
        <translation>un {replace} necesita primero un {ante} ({rule})</translation>
    </message>
    <message>
        <source>only {bettor} decides this hand (CG-3CP-10)</source>
        <comment>banked.three_card_poker.refusal.only_decides_hand_cg_3cp</comment>
        <translation>solo {bettor} decide esta mano (CG-3CP-10)</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager} from {bettor}</source>
        <comment>banked.three_card_poker.refusal.seat_already_has</comment>
        <translation>el asiento {seat} ya tiene un {wager} de {bettor}</translation>
    </message>
    <message>
        <source>a Bonus needs a Base first (HTP-2CP-04)</source>
        <comment>banked.two_card_poker.refusal.bonus_needs_base_first_htp</comment>
        <translation>un Bonus necesita primero una Base (HTP-2CP-04)</translation>
    </message>
    <message>
        <source>the Call is a decision after the deal (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.call_decision_after_deal_htp</comment>
        <translation>el Call es una decisión tras el reparto (HTP-2CP-07)</translation>
    </message>
    <message>
        <source>the Call equals the Base: ${base} (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.call_equals_base_htp_2cp</comment>
        <translation>el Call es igual a la Base: ${base} (HTP-2CP-07)</translation>
    </message>
    <message>
        <source>{text} (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.htp_2cp_07</comment>
        <translation>{text} (HTP-2CP-07)</translation>
    </message>
    <message>
        <source>keep two of the four cards and discard the other two (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.keep_two_four_cards_discard</comment>
        <translation>quédese con dos de las cuatro cartas y descarte las otras dos (HTP-2CP-07)</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager}</source>
        <comment>banked.two_card_poker.refusal.seat_already_has</comment>
        <translation>el asiento {seat} ya tiene un {wager}</translation>
    </message>
    <message>
        <source>All-in ${amount}</source>
        <comment>betting.label.all_in</comment>
        <translation>All-in ${amount}</translation>
    </message>
    <message>
        <source>Bet ${amount}</source>
        <comment>betting.label.bet</comment>
        <translation>Apostar ${amount}</translation>
    </message>
    <message>
        <source>Bet ${low}-${high}</source>
        <comment>betting.label.bet_range</comment>
        <translation>Apostar ${low}-${high}</translation>
    </message>
    <message>
        <source>Call ${amount}</source>
        <comment>betting.label.call</comment>
        <translation>Igualar ${amount}</translation>
    </message>
    <message>
        <source>Check</source>
        <comment>betting.label.check</comment>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Complete to ${amount}</source>
        <comment>betting.label.complete</comment>
        <translation>Completar a ${amount}</translation>
    </message>
    <message>
        <source>Complete ${low}-${high}</source>
        <comment>betting.label.complete_range</comment>
        <translation>Completar ${low}-${high}</translation>
    </message>
    <message>
        <source>Fold</source>
        <comment>betting.label.fold</comment>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Raise to ${amount}</source>
        <comment>betting.label.raise</comment>
        <translation>Subir a ${amount}</translation>
    </message>
    <message>
        <source>Raise ${low}-${high}</source>
        <comment>betting.label.raise_range</comment>
        <translation>Subir ${low}-${high}</translation>
    </message>
    <message>
        <source>a correction changed this hand outside its betting: the floor moves the chips by hand</source>
        <comment>chip_rulings.refusal.correction_changed_hand_outside_betting</comment>
        <translation>una corrección cambió esta mano fuera de sus apuestas: el floor mueve las fichas a mano</translation>
    </message>
    <message>
        <source>the floor rules forward motion a bet or not a bet (LC-52)</source>
        <comment>chip_rulings.refusal.floor_rules_forward_motion_bet</comment>
        <translation>el floor decide si el movimiento hacia adelante es apuesta o no (LC-52)</translation>
    </message>
    <message>
        <source>the next cards are out: the call can no longer be taken back</source>
        <comment>chip_rulings.refusal.next_cards_are_out_call</comment>
        <translation>las siguientes cartas ya salieron: el igualar ya no se puede retirar</translation>
    </message>
    <message>
        <source>no {what} of seat {seat} is waiting for the floor</source>
        <comment>chip_rulings.refusal.no_seat_waiting_floor</comment>
        <translation>ningún {what} del asiento {seat} espera al floor</translation>
    </message>
    <message>
        <source>nobody has acted after seat {seat}: he takes the call back and may then fold for free (LC-58a)</source>
        <comment>chip_rulings.refusal.nobody_has_acted_after_seat</comment>
        <translation>nadie ha actuado después del asiento {seat}: retira el igualar y luego puede retirarse sin costo (LC-58a)</translation>
    </message>
    <message>
        <source>nobody has raised in this betting round: an underpaid call is topped up (LC-57)</source>
        <comment>chip_rulings.refusal.nobody_has_raised_betting_round</comment>
        <translation>nadie ha subido en esta ronda de apuestas: un igualar corto se completa (LC-57)</translation>
    </message>
    <message>
        <source>seat {to_act} is to act, not seat {seat}</source>
        <comment>chip_rulings.refusal.seat_act_seat</comment>
        <translation>actúa el asiento {to_act}, no el asiento {seat}</translation>
    </message>
    <message>
        <source>seat {seat} can no longer fold</source>
        <comment>chip_rulings.refusal.seat_can_no_longer_fold</comment>
        <translation>el asiento {seat} ya no puede retirarse</translation>
    </message>
    <message>
        <source>seat {seat} cannot act now: no betting round is open</source>
        <comment>chip_rulings.refusal.seat_cannot_act_now_no</comment>
        <translation>el asiento {seat} no puede actuar ahora: no hay ronda de apuestas abierta</translation>
    </message>
    <message>
        <source>seat {seat} has ${stacks}: name the chips he moved forward</source>
        <comment>chip_rulings.refusal.seat_has_name_chips_he</comment>
        <translation>el asiento {seat} tiene ${stacks}: indique las fichas que movió hacia adelante</translation>
    </message>
    <message>
        <source>seat {seat} has no short call of a missed raise</source>
        <comment>chip_rulings.refusal.seat_has_no_short_call</comment>
        <translation>el asiento {seat} no tiene un igualar corto de una subida no vista</translation>
    </message>
    <message>
        <source>seat {seat} owes ${owed}: a short call puts in less than that</source>
        <comment>chip_rulings.refusal.seat_owes_short_call_puts</comment>
        <translation>el asiento {seat} debe ${owed}: un igualar corto pone menos que eso</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s earlier short call is not settled yet (LC-58a)</source>
        <comment>chip_rulings.refusal.seat_s_earlier_short_call</comment>
        <translation>el igualar corto anterior del asiento {seat} aún no está resuelto (LC-58a)</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s forward motion is already before the floor</source>
        <comment>chip_rulings.refusal.seat_s_forward_motion_already</comment>
        <translation>el movimiento hacia adelante del asiento {seat} ya está ante el floor</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s last action in this betting round is not a raise</source>
        <comment>chip_rulings.refusal.seat_s_last_action_betting</comment>
        <translation>la última acción del asiento {seat} en esta ronda no es una subida</translation>
    </message>
    <message>
        <source>seat {seat} said &apos;call&apos; and someone has acted since: the call binds, he owes ${owed} (LC-58b)</source>
        <comment>chip_rulings.refusal.seat_said_call_someone_has</comment>
        <translation>el asiento {seat} dijo &apos;igualo&apos; y alguien actuó después: el igualar obliga, debe ${owed} (LC-58b)</translation>
    </message>
    <message>
        <source>settle the short call made after it first (LC-58a)</source>
        <comment>chip_rulings.refusal.settle_short_call_made_after</comment>
        <translation>resuelva primero el igualar corto hecho después (LC-58a)</translation>
    </message>
    <message>
        <source>a short call is taken back, completed or folded (LC-58a)</source>
        <comment>chip_rulings.refusal.short_call_taken_back_completed</comment>
        <translation>un igualar corto se retira, se completa o se retira la mano (LC-58a)</translation>
    </message>
    <message>
        <source>Call the floor: seat {seat} moved ${amount} forward still holding the chips: rule it a bet?</source>
        <comment>chip_rulings.step.call_floor_seat_moved_forward</comment>
        <translation>Llame al floor: el asiento {seat} adelantó ${amount} sin soltar las fichas: ¿se considera apuesta?</translation>
    </message>
    <message>
        <source>Call the floor: {who}: was seat {seat}&apos;s raise a string raise? It stands, or it is a call; two more actions after it and it stands</source>
        <comment>chip_rulings.step.call_floor_was_seat_s</comment>
        <translation>Llame al floor: {who}: ¿la subida del asiento {seat} fue una subida en dos tiempos? Se mantiene o queda como igualar; con dos acciones más después, se mantiene</translation>
    </message>
    <message>
        <source>Seat {seat} called a missed raise short: {note}</source>
        <comment>chip_rulings.step.seat_called_missed_raise_short</comment>
        <translation>El asiento {seat} igualó corto una subida que no vio: {note}</translation>
    </message>
    <message>
        <source>badge reader</source>
        <comment>device.kind.badge</comment>
        <translation>lector de gafetes</translation>
    </message>
    <message>
        <source>card scanner</source>
        <comment>device.kind.barcode</comment>
        <translation>escáner de cartas</translation>
    </message>
    <message>
        <source>RFID card reader</source>
        <comment>device.kind.rfid</comment>
        <translation>lector RFID de cartas</translation>
    </message>
    <message>
        <source>shoe</source>
        <comment>device.kind.shoe</comment>
        <translation>zapato</translation>
    </message>
    <message>
        <source>{kind} {number}</source>
        <comment>device.numbered</comment>
        <translation>{kind} {number}</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>extensions.refusal.no_hand_progress</comment>
        <translation>no hay ninguna mano en curso</translation>
    </message>
    <message>
        <source>{structure} betting is not supported at the flop tables yet</source>
        <comment>from_profile.refusal.betting_supported_flop_tables_yet</comment>
        <translation>las apuestas {structure} aún no se admiten en las mesas de flop</translation>
    </message>
    <message>
        <source>{game_name}: a bring-in of ${bring_in} is not a bet; the house must set a bring-in of at least $1 (K22, CG-STD-04)</source>
        <comment>from_profile.refusal.bring_bet_house_must_set</comment>
        <translation>{game_name}: un bring-in de ${bring_in} no es una apuesta; la casa debe fijar un bring-in de al menos $1 (K22, CG-STD-04)</translation>
    </message>
    <message>
        <source>{house} {game} {key}: {key2} must be set by the room before this table can open ({reason})</source>
        <comment>from_profile.refusal.must_set_room_before_table</comment>
        <translation>{house} {game} {key}: la sala debe fijar {key2} antes de abrir esta mesa ({reason})</translation>
    </message>
    <message>
        <source>{house} {game}: the profile lacks blinds, betting or showdown</source>
        <comment>from_profile.refusal.profile_lacks_blinds_betting_showdown</comment>
        <translation>{house} {game}: al perfil le faltan ciegas, apuestas o showdown</translation>
    </message>
    <message>
        <source>{game_name} is not a stud game</source>
        <comment>from_profile.refusal.stud_game</comment>
        <translation>{game_name} no es un juego de stud</translation>
    </message>
    <message>
        <source>{clash} is already on the board or in another hand: fouled deck (LC-105)</source>
        <comment>hand.refusal.already_board_another_hand_fouled</comment>
        <translation>{clash} ya está en la mesa o en otra mano: baraja viciada (LC-105)</translation>
    </message>
    <message>
        <source>a betting round cannot be opened again now ({phase_text})</source>
        <comment>hand.refusal.betting_round_cannot_opened_again</comment>
        <translation>una ronda de apuestas no se puede abrir de nuevo ahora ({phase_text})</translation>
    </message>
    <message>
        <source>the blinds may chop only when everyone else has folded to them before the flop, with no raise, where the house allows it (LC-18)</source>
        <comment>hand.refusal.blinds_may_chop_only_when</comment>
        <translation>las ciegas pueden dividir solo cuando todos los demás se retiraron hasta ellas antes del flop, sin subida, donde la casa lo permite (LC-18)</translation>
    </message>
    <message>
        <source>a burn card comes only before a street&apos;s first board card</source>
        <comment>hand.refusal.burn_card_comes_only_before</comment>
        <translation>la carta quemada va solo antes de la primera carta de mesa de una calle</translation>
    </message>
    <message>
        <source>deal only after seat {seat} posts the {replace} (${total})</source>
        <comment>hand.refusal.deal_only_after_seat_posts</comment>
        <translation>reparta solo después de que el asiento {seat} ponga {replace} (${total})</translation>
    </message>
    <message>
        <source>this is hand {number}, not {hand}</source>
        <comment>hand.refusal.hand</comment>
        <translation>esta es la mano {number}, no la {hand}</translation>
    </message>
    <message>
        <source>hand {number} cannot end yet ({phase_text})</source>
        <comment>hand.refusal.hand_cannot_end_yet</comment>
        <translation>la mano {number} aún no puede terminar ({phase_text})</translation>
    </message>
    <message>
        <source>{type} is not a hand event</source>
        <comment>hand.refusal.hand_event</comment>
        <translation>{type} no es un evento de mano</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards, not {count}</source>
        <comment>hand.refusal.hand_has_cards</comment>
        <translation>una mano de {game} tiene {hole_cards} cartas, no {count}</translation>
    </message>
    <message>
        <source>hand {number} has ended</source>
        <comment>hand.refusal.hand_has_ended</comment>
        <translation>la mano {number} ya terminó</translation>
    </message>
    <message>
        <source>a hand needs at least two players dealt in</source>
        <comment>hand.refusal.hand_needs_least_two_players</comment>
        <translation>una mano necesita al menos dos jugadores con cartas</translation>
    </message>
    <message>
        <source>hands are shown only after the deal and before the pot is pushed</source>
        <comment>hand.refusal.hands_are_shown_only_after</comment>
        <translation>las manos se enseñan solo después del reparto y antes de entregar el bote</translation>
    </message>
    <message>
        <source>{card} has already been dealt this hand: fouled deck (LC-105)</source>
        <comment>hand.refusal.has_already_been_dealt_hand</comment>
        <translation>{card} ya se repartió en esta mano: baraja viciada (LC-105)</translation>
    </message>
    <message>
        <source>hole cards are dealt only before the first betting round</source>
        <comment>hand.refusal.hole_cards_are_dealt_only</comment>
        <translation>las cartas tapadas se reparten solo antes de la primera ronda de apuestas</translation>
    </message>
    <message>
        <source>${to} is not a multiple of the ${chip_unit} chip (LC-67)</source>
        <comment>hand.refusal.multiple_chip_lc_67</comment>
        <translation>${to} no es múltiplo de la ficha de ${chip_unit} (LC-67)</translation>
    </message>
    <message>
        <source>the next settlement is {to_json}, not {to_json2}</source>
        <comment>hand.refusal.next_settlement</comment>
        <translation>la próxima liquidación es {to_json}, no {to_json2}</translation>
    </message>
    <message>
        <source>no board card is due now ({phase_text}): a premature card is an irregularity (LC-110 to LC-112)</source>
        <comment>hand.refusal.no_board_card_due_now</comment>
        <translation>ahora no toca carta de mesa ({phase_text}): una carta prematura es una irregularidad (LC-110 a LC-112)</translation>
    </message>
    <message>
        <source>no pot is ready to be pushed</source>
        <comment>hand.refusal.no_pot_ready_pushed</comment>
        <translation>no hay bote listo para entregar</translation>
    </message>
    <message>
        <source>no street is being dealt ({phase_text})</source>
        <comment>hand.refusal.no_street_being_dealt</comment>
        <translation>no se está repartiendo ninguna calle ({phase_text})</translation>
    </message>
    <message>
        <source>an optional post is declined before the deal</source>
        <comment>hand.refusal.optional_post_declined_before_deal</comment>
        <translation>una apuesta opcional se rechaza antes del reparto</translation>
    </message>
    <message>
        <source>the pot is already being pushed</source>
        <comment>hand.refusal.pot_already_being_pushed</comment>
        <translation>el bote ya se está entregando</translation>
    </message>
    <message>
        <source>the pot can no longer be worked out again ({phase_text})</source>
        <comment>hand.refusal.pot_can_no_longer_worked</comment>
        <translation>el bote ya no se puede recalcular ({phase_text})</translation>
    </message>
    <message>
        <source>the pot has already been awarded; a misdeal can no longer be called</source>
        <comment>hand.refusal.pot_has_already_been_awarded</comment>
        <translation>el bote ya se entregó; ya no se puede declarar un misdeal</translation>
    </message>
    <message>
        <source>seat {seat} is acting out of turn: seat {to_act} is to act (LC-50: hold the action)</source>
        <comment>hand.refusal.seat_acting_out_turn_seat</comment>
        <translation>el asiento {seat} actúa fuera de turno: le toca al asiento {to_act} (LC-50: retenga la acción)</translation>
    </message>
    <message>
        <source>seat {seat} already has {hole_count} cards (LC-107)</source>
        <comment>hand.refusal.seat_already_has_cards_lc</comment>
        <translation>el asiento {seat} ya tiene {hole_count} cartas (LC-107)</translation>
    </message>
    <message>
        <source>seat {seat} calls ${call_to}, not ${to}</source>
        <comment>hand.refusal.seat_calls</comment>
        <translation>el asiento {seat} iguala ${call_to}, no ${to}</translation>
    </message>
    <message>
        <source>seat {seat} cannot act now ({phase_text})</source>
        <comment>hand.refusal.seat_cannot_act_now</comment>
        <translation>el asiento {seat} no puede actuar ahora ({phase_text})</translation>
    </message>
    <message>
        <source>seat {seat} cannot check: there is a bet to call</source>
        <comment>hand.refusal.seat_cannot_check_there_bet</comment>
        <translation>el asiento {seat} no puede pasar: hay una apuesta que igualar</translation>
    </message>
    <message>
        <source>seat {seat} cannot fold: nothing to call (LC-60)</source>
        <comment>hand.refusal.seat_cannot_fold_nothing_call</comment>
        <translation>el asiento {seat} no puede retirarse: no hay nada que igualar (LC-60)</translation>
    </message>
    <message>
        <source>seat {seat} cannot muck now; before showdown a player folds</source>
        <comment>hand.refusal.seat_cannot_muck_now_before</comment>
        <translation>el asiento {seat} no puede tirar al muck ahora; antes del showdown un jugador se retira</translation>
    </message>
    <message>
        <source>seat {seat} cannot post now: the deal has begun</source>
        <comment>hand.refusal.seat_cannot_post_now_deal</comment>
        <translation>el asiento {seat} no puede poner ahora: el reparto ya empezó</translation>
    </message>
    <message>
        <source>seat {seat} is not dealt in this hand (LC-104h, LC-113)</source>
        <comment>hand.refusal.seat_dealt_hand_lc_104h</comment>
        <translation>el asiento {seat} no recibe cartas en esta mano (LC-104h, LC-113)</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to kill</source>
        <comment>hand.refusal.seat_has_no_live_hand</comment>
        <translation>el asiento {seat} no tiene mano viva que matar</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>hand.refusal.seat_has_no_live_hand_2</comment>
        <translation>el asiento {seat} no tiene mano viva</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to show</source>
        <comment>hand.refusal.seat_has_no_live_hand_3</comment>
        <translation>el asiento {seat} no tiene mano viva que enseñar</translation>
    </message>
    <message>
        <source>seat {seat} has no optional {replace} to decline</source>
        <comment>hand.refusal.seat_has_no_optional_decline</comment>
        <translation>el asiento {seat} no tiene {replace} opcional que rechazar</translation>
    </message>
    <message>
        <source>seat {seat} has nothing to call; check instead</source>
        <comment>hand.refusal.seat_has_nothing_call_check</comment>
        <translation>el asiento {seat} no tiene nada que igualar; pase</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack}; cannot post ${amount}</source>
        <comment>hand.refusal.seat_has_only_cannot_post</comment>
        <translation>el asiento {seat} solo tiene ${stack}; no puede poner ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${min_to}-${max_to}, not ${to}</source>
        <comment>hand.refusal.seat_may</comment>
        <translation>el asiento {seat} puede {action} a ${min_to}-${max_to}, no a ${to}</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${min_to} only, not ${to}</source>
        <comment>hand.refusal.seat_may_only</comment>
        <translation>el asiento {seat} puede {action} solo a ${min_to}, no a ${to}</translation>
    </message>
    <message>
        <source>seat {seat} owes ${total} for the {replace}, not ${amount} (LC-68: a short post is all-in)</source>
        <comment>hand.refusal.seat_owes_lc_68_short</comment>
        <translation>el asiento {seat} debe ${total} de {replace}, no ${amount} (LC-68: una ciega corta es all-in)</translation>
    </message>
    <message>
        <source>seat {seat} owes no {replace} this hand</source>
        <comment>hand.refusal.seat_owes_no_hand</comment>
        <translation>el asiento {seat} no debe {replace} en esta mano</translation>
    </message>
    <message>
        <source>seat(s) {missing} dealt in but not seated</source>
        <comment>hand.refusal.seat_s_dealt_but_seated</comment>
        <translation>asiento(s) {missing} con cartas pero sin jugador sentado</translation>
    </message>
    <message>
        <source>a seat is taken out of the hand only before anyone acts</source>
        <comment>hand.refusal.seat_taken_out_hand_only</comment>
        <translation>un asiento se saca de la mano solo antes de que alguien actúe</translation>
    </message>
    <message>
        <source>seat {seat} was dealt {items}, not {got}</source>
        <comment>hand.refusal.seat_was_dealt</comment>
        <translation>al asiento {seat} se le repartió {items}, no {got}</translation>
    </message>
    <message>
        <source>there is no betting round to close ({phase_text})</source>
        <comment>hand.refusal.there_no_betting_round_close</comment>
        <translation>no hay ronda de apuestas que cerrar ({phase_text})</translation>
    </message>
    <message>
        <source>a card shown during {STREETS} betting falls under {PREMATURE_RULE}, not {rule_id}</source>
        <comment>irregularities.board_fixes.refusal.card_shown_during_betting_falls</comment>
        <translation>una carta mostrada durante las apuestas de {STREETS} cae bajo {PREMATURE_RULE}, no {rule_id}</translation>
    </message>
    <message>
        <source>an early card is possible only while preflop, flop or turn betting is open</source>
        <comment>irregularities.board_fixes.refusal.early_card_possible_only_while</comment>
        <translation>una carta adelantada solo es posible con apuestas preflop, flop o turn abiertas</translation>
    </message>
    <message>
        <source>a flop can be taken back only before anyone acts on it (LC-114)</source>
        <comment>irregularities.board_fixes.refusal.flop_can_taken_back_only</comment>
        <translation>un flop se puede recoger solo antes de que alguien actúe sobre él (LC-114)</translation>
    </message>
    <message>
        <source>the next street&apos;s burn is already out</source>
        <comment>irregularities.board_fixes.refusal.next_street_s_burn_already</comment>
        <translation>la quemada de la siguiente calle ya salió</translation>
    </message>
    <message>
        <source>no set-aside card is due back in the stub now</source>
        <comment>irregularities.board_fixes.refusal.no_set_aside_card_due</comment>
        <translation>ahora no toca devolver ninguna carta apartada al resto</translation>
    </message>
    <message>
        <source>the stub is reshuffled with {items}</source>
        <comment>irregularities.board_fixes.refusal.stub_reshuffled</comment>
        <translation>el resto se rebaraja con {items}</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.dead_hands.refusal.hand_has_cards</comment>
        <translation>una mano de {game} tiene {hole_cards} cartas</translation>
    </message>
    <message>
        <source>a losing hand is compared only before the pot is pushed (LC-75)</source>
        <comment>irregularities.dead_hands.refusal.losing_hand_compared_only_before</comment>
        <translation>una mano perdedora se compara solo antes de entregar el bote (LC-75)</translation>
    </message>
    <message>
        <source>the pot is already being pushed</source>
        <comment>irregularities.dead_hands.refusal.pot_already_being_pushed</comment>
        <translation>el bote ya se está entregando</translation>
    </message>
    <message>
        <source>seat {seat} has no called hand in the muck</source>
        <comment>irregularities.dead_hands.refusal.seat_has_no_called_hand</comment>
        <translation>el asiento {seat} no tiene una mano igualada en el muck</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to kill</source>
        <comment>irregularities.dead_hands.refusal.seat_has_no_live_hand</comment>
        <translation>el asiento {seat} no tiene mano viva que matar</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s hand can be retrieved only if nobody acted after it was thrown (LC-80)</source>
        <comment>irregularities.dead_hands.refusal.seat_s_hand_can_retrieved</comment>
        <translation>la mano del asiento {seat} se recupera solo si nadie actuó después de que la tiró (LC-80)</translation>
    </message>
    <message>
        <source>the board is complete: no card is due; set it aside and call the floor</source>
        <comment>irregularities.detector.refusal.board_complete_no_card_due</comment>
        <translation>la mesa está completa: no toca ninguna carta; apártela y llame al floor</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>irregularities.detector.refusal.no_card_due_now_set</comment>
        <translation>ahora no toca ninguna carta ({phase_text}): apártela y llame al floor</translation>
    </message>
    <message>
        <source>wait for the floor&apos;s decision on ruling {number} ({title}) before the next card</source>
        <comment>irregularities.detector.refusal.wait_floor_s_decision_ruling</comment>
        <translation>espere la decisión del floor sobre la decisión {number} ({title}) antes de la próxima carta</translation>
    </message>
    <message>
        <source>{card} is already out this hand: fouled deck (LC-105)</source>
        <comment>irregularities.events.refusal.already_out_hand_fouled_deck</comment>
        <translation>{card} ya salió en esta mano: baraja viciada (LC-105)</translation>
    </message>
    <message>
        <source>ruling {ruling} is not waiting for the floor</source>
        <comment>irregularities.events.refusal.ruling_waiting_floor</comment>
        <translation>la decisión {ruling} no espera al floor</translation>
    </message>
    <message>
        <source>unknown correction {action!r}</source>
        <comment>irregularities.events.refusal.unknown_correction</comment>
        <translation>corrección desconocida {action!r}</translation>
    </message>
    <message>
        <source>hand {hand} is over and hand {hand_number} has begun: too late for an objection or a ruling (LC-8c)</source>
        <comment>irregularities.floor.refusal.hand_over_hand_has_begun</comment>
        <translation>la mano {hand} terminó y empezó la mano {hand_number}: demasiado tarde para una objeción o decisión (LC-8c)</translation>
    </message>
    <message>
        <source>{title}: name a seat with a live hand (seat {seat} has none)</source>
        <comment>irregularities.floor.refusal.name_seat_live_hand_seat</comment>
        <translation>{title}: indique un asiento con mano viva (el asiento {seat} no tiene)</translation>
    </message>
    <message>
        <source>only a floorperson may {what} (LC-103.s1, LC-8b)</source>
        <comment>irregularities.floor.refusal.only_floorperson_may_lc_103</comment>
        <translation>solo un floor puede {what} (LC-103.s1, LC-8b)</translation>
    </message>
    <message>
        <source>unknown role {by_role!r} ({items})</source>
        <comment>irregularities.floor.refusal.unknown_role</comment>
        <translation>función desconocida {by_role!r} ({items})</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.floor.refusal.unknown_role_2</comment>
        <translation>función desconocida {by_role!r}</translation>
    </message>
    <message>
        <source>the extra card becomes the flop burn: only before the flop (LC-107a)</source>
        <comment>irregularities.hole_fixes.refusal.extra_card_becomes_flop_burn</comment>
        <translation>la carta de más pasa a ser la quemada del flop: solo antes del flop (LC-107a)</translation>
    </message>
    <message>
        <source>{card} is not one of seat {seat}&apos;s cards</source>
        <comment>irregularities.hole_fixes.refusal.one_seat_s_cards</comment>
        <translation>{card} no es una de las cartas del asiento {seat}</translation>
    </message>
    <message>
        <source>a replacement card comes before the showdown</source>
        <comment>irregularities.hole_fixes.refusal.replacement_card_comes_before_showdown</comment>
        <translation>una carta de reemplazo va antes del showdown</translation>
    </message>
    <message>
        <source>seat {seat} is not in the hand</source>
        <comment>irregularities.hole_fixes.refusal.seat_hand</comment>
        <translation>el asiento {seat} no está en la mano</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>irregularities.hole_fixes.refusal.seat_has_no_live_hand</comment>
        <translation>el asiento {seat} no tiene mano viva</translation>
    </message>
    <message>
        <source>seat {seat} is owed no card</source>
        <comment>irregularities.hole_fixes.refusal.seat_owed_no_card</comment>
        <translation>al asiento {seat} no se le debe ninguna carta</translation>
    </message>
    <message>
        <source>seat {seat} was not dealt {card}</source>
        <comment>irregularities.hole_fixes.refusal.seat_was_dealt</comment>
        <translation>al asiento {seat} no se le repartió {card}</translation>
    </message>
    <message>
        <source>hand {number} is already void: collect the cards and start the next hand</source>
        <comment>irregularities.misdeals.refusal.hand_already_void_collect_cards</comment>
        <translation>la mano {number} ya es nula: recoja las cartas e inicie la siguiente mano</translation>
    </message>
    <message>
        <source>there is no misdeal case {case!r}: LC-104 lists {known}</source>
        <comment>irregularities.misdeals.refusal.there_no_misdeal_case_lc</comment>
        <translation>no existe el caso de misdeal {case!r}: LC-104 enumera {known}</translation>
    </message>
    <message>
        <source>two players have acted in a row (substantial action): a misdeal is no longer possible; rule on the specific irregularity (LC-104, LC-GL-68)</source>
        <comment>irregularities.misdeals.refusal.two_players_have_acted_row</comment>
        <translation>dos jugadores actuaron seguidos (acción sustancial): ya no es posible un misdeal; decida la irregularidad concreta (LC-104, LC-GL-68)</translation>
    </message>
    <message>
        <source>{title}, declared by {decided_by}: every bet is back with its player. Collect all the cards, then shuffle and cut for a new deal of the same hand: {same}</source>
        <comment>irregularities.misdeals.step.declared_every_bet_back_player</comment>
        <translation>{title}, declarado por {decided_by}: cada apuesta vuelve a su jugador. Recoja todas las cartas, baraje y corte para repartir de nuevo la misma mano: {same}</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.newcomer.refusal.hand_has_cards</comment>
        <translation>una mano de {game} tiene {hole_cards} cartas</translation>
    </message>
    <message>
        <source>a newcomer&apos;s cards are ruled on during the deal (LC-132a/b)</source>
        <comment>irregularities.newcomer.refusal.newcomer_s_cards_are_ruled</comment>
        <translation>las cartas de un recién llegado se deciden durante el reparto (LC-132a/b)</translation>
    </message>
    <message>
        <source>seat {seat} is dealt in this hand already</source>
        <comment>irregularities.newcomer.refusal.seat_dealt_hand_already</comment>
        <translation>el asiento {seat} ya recibe cartas en esta mano</translation>
    </message>
    <message>
        <source>seat {seat} has no chips to play the hand</source>
        <comment>irregularities.newcomer.refusal.seat_has_no_chips_play</comment>
        <translation>el asiento {seat} no tiene fichas para jugar la mano</translation>
    </message>
    <message>
        <source>seat {seat} has no player present</source>
        <comment>irregularities.newcomer.refusal.seat_has_no_player_present</comment>
        <translation>el asiento {seat} no tiene jugador presente</translation>
    </message>
    <message>
        <source>seat {seat} is not a newcomer: a player not entitled to a hand has it killed (LC-113)</source>
        <comment>irregularities.newcomer.refusal.seat_newcomer_player_entitled_hand</comment>
        <translation>el asiento {seat} no es un recién llegado: a un jugador sin derecho a mano se le mata (LC-113)</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.not_entitled.refusal.hand_has_cards</comment>
        <translation>una mano de {game} tiene {hole_cards} cartas</translation>
    </message>
    <message>
        <source>record his action during the first betting round, when it is found (LC-113)</source>
        <comment>irregularities.not_entitled.refusal.record_action_during_first_betting</comment>
        <translation>anote su acción durante la primera ronda de apuestas, cuando se descubre (LC-113)</translation>
    </message>
    <message>
        <source>seat {seat} is dealt in this hand: he is entitled to it</source>
        <comment>irregularities.not_entitled.refusal.seat_dealt_hand_he_entitled</comment>
        <translation>el asiento {seat} recibe cartas en esta mano: tiene derecho a ella</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>irregularities.not_entitled.refusal.seat_empty</comment>
        <translation>el asiento {seat} está libre</translation>
    </message>
    <message>
        <source>seat {seat} may have put in $0 to ${current_bet} (a check, a call or a fold); a raise the others never faced cannot stand</source>
        <comment>irregularities.not_entitled.refusal.seat_may_have_put_0</comment>
        <translation>el asiento {seat} pudo haber puesto de $0 a ${current_bet} (pasar, igualar o retirarse); una subida que los demás nunca enfrentaron no se mantiene</translation>
    </message>
    <message>
        <source>seat {seat} is a newcomer who has not posted: his cards are ruled by LC-132a/b (report a newcomer dealt in)</source>
        <comment>irregularities.not_entitled.refusal.seat_newcomer_who_has_posted</comment>
        <translation>el asiento {seat} es un recién llegado que no ha puesto: sus cartas se deciden por LC-132a/b (reporte un recién llegado repartido)</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.not_entitled.refusal.unknown_role</comment>
        <translation>función desconocida {by_role!r}</translation>
    </message>
    <message>
        <source>After the deal, give seat {seat} the top card in place of {value}; put {value2} face up on the deck: it is the next burn</source>
        <comment>irregularities.procedure.step.after_deal_give_seat_top</comment>
        <translation>Después del reparto, dé al asiento {seat} la carta de arriba en lugar de {value}; ponga {value2} boca arriba sobre la baraja: es la próxima carta quemada</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: {cards}</source>
        <comment>irregularities.procedure.step.burn_one_card_then_deal</comment>
        <translation>Queme una carta y reparta el {street}: {cards}</translation>
    </message>
    <message>
        <source>Call the floor: ruling {number}, {title}{detail}</source>
        <comment>irregularities.procedure.step.call_floor_ruling</comment>
        <translation>Llame al floor: decisión {number}, {title}{detail}</translation>
    </message>
    <message>
        <source>Deal the {street} WITHOUT a burn{why}: {cards}</source>
        <comment>irregularities.procedure.step.deal_without_burn</comment>
        <translation>Reparta el {street} SIN quemar{why}: {cards}</translation>
    </message>
    <message>
        <source>Give seat {seat} the top card of the deck</source>
        <comment>irregularities.procedure.step.give_seat_top_card_deck</comment>
        <translation>Dé al asiento {seat} la carta de arriba de la baraja</translation>
    </message>
    <message>
        <source>Keep {value} face up out of play until the stub is reshuffled</source>
        <comment>irregularities.procedure.step.keep_face_up_out_play</comment>
        <translation>Deje {value} boca arriba fuera de juego hasta que se rebaraje el resto</translation>
    </message>
    <message>
        <source>Shuffle the stub together with {names} (not the burns or discards)</source>
        <comment>irregularities.procedure.step.shuffle_stub_together_burns_discards</comment>
        <translation>Baraje el resto junto con {names} (no las quemadas ni los descartes)</translation>
    </message>
    <message>
        <source>an exposed hole card is dealt with during the deal (LC-115)</source>
        <comment>irregularities.reports.refusal.exposed_hole_card_dealt_during</comment>
        <translation>una carta tapada expuesta se resuelve durante el reparto (LC-115)</translation>
    </message>
    <message>
        <source>a hand is asked for at the showdown, once every hand is tabled or pushed face down and before the pot is pushed (LC-75)</source>
        <comment>irregularities.reports.refusal.hand_asked_showdown_once_every</comment>
        <translation>una mano se pide en el showdown, una vez que todas las manos están mostradas o tiradas boca abajo y antes de entregar el bote (LC-75)</translation>
    </message>
    <message>
        <source>seat {requester} is empty: any seated player may ask (LC-75)</source>
        <comment>irregularities.reports.refusal.seat_empty_any_seated_player</comment>
        <translation>el asiento {requester} está libre: puede pedirlo cualquier jugador sentado (LC-75)</translation>
    </message>
    <message>
        <source>seat {seat} has no called hand pushed face down</source>
        <comment>irregularities.reports.refusal.seat_has_no_called_hand</comment>
        <translation>el asiento {seat} no tiene una mano igualada tirada boca abajo</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand with a wrong card count</source>
        <comment>irregularities.reports.refusal.seat_has_no_live_hand</comment>
        <translation>el asiento {seat} no tiene mano viva con un número erróneo de cartas</translation>
    </message>
    <message>
        <source>seat {seat} was not dealt {value}</source>
        <comment>irregularities.reports.refusal.seat_was_dealt</comment>
        <translation>al asiento {seat} no se le repartió {value}</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.reports.refusal.unknown_role</comment>
        <translation>función desconocida {by_role!r}</translation>
    </message>
    <message>
        <source>the early cards and the extras are out: finish the betting, then burn and deal the street (LC-121)</source>
        <comment>irregularities.stud_detect.refusal.early_cards_extras_are_out</comment>
        <translation>las cartas adelantadas y las de más ya salieron: termine las apuestas, luego queme y reparta la calle (LC-121)</translation>
    </message>
    <message>
        <source>every card of the hand is out: no card is due; set it aside and call the floor</source>
        <comment>irregularities.stud_detect.refusal.every_card_hand_out_no</comment>
        <translation>ya salieron todas las cartas de la mano: no toca ninguna; apártela y llame al floor</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>irregularities.stud_detect.refusal.no_card_due_now_set</comment>
        <translation>ahora no toca ninguna carta ({phase_text}): apártela y llame al floor</translation>
    </message>
    <message>
        <source>only the last down card may be left as dealt (LC-122); move the cards</source>
        <comment>irregularities.stud_detect.refusal.only_last_down_card_may</comment>
        <translation>solo la última carta tapada puede dejarse como se repartió (LC-122); mueva las cartas</translation>
    </message>
    <message>
        <source>a stud burn error is &apos;double&apos; or &apos;none&apos; (LC-122)</source>
        <comment>irregularities.stud_detect.refusal.stud_burn_error_double_none</comment>
        <translation>un error de quemada en stud es &apos;double&apos; o &apos;none&apos; (LC-122)</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.stud_detect.refusal.unknown_role</comment>
        <translation>función desconocida {by_role!r}</translation>
    </message>
    <message>
        <source>cards are left as dealt only on 7th street, before its action (LC-122)</source>
        <comment>irregularities.stud_fixes.refusal.cards_are_left_dealt_only</comment>
        <translation>las cartas se dejan como se repartieron solo en la 7ª calle, antes de su acción (LC-122)</translation>
    </message>
    <message>
        <source>this correction is for Seven Card Stud only</source>
        <comment>irregularities.stud_fixes.refusal.correction_seven_card_stud_only</comment>
        <translation>esta corrección es solo para Seven Card Stud</translation>
    </message>
    <message>
        <source>an early card is possible only while 3rd to 6th street betting is open</source>
        <comment>irregularities.stud_fixes.refusal.early_card_possible_only_while</comment>
        <translation>una carta adelantada solo es posible con apuestas abiertas de 3ª a 6ª calle</translation>
    </message>
    <message>
        <source>an exposed down card is ruled on during the 3rd-street deal</source>
        <comment>irregularities.stud_fixes.refusal.exposed_down_card_ruled_during</comment>
        <translation>una carta tapada expuesta se decide durante el reparto de la 3ª calle</translation>
    </message>
    <message>
        <source>the extra cards are already out: finish the betting first</source>
        <comment>irregularities.stud_fixes.refusal.extra_cards_are_already_out</comment>
        <translation>las cartas de más ya salieron: termine primero las apuestas</translation>
    </message>
    <message>
        <source>he declares all-in before the 7th-street action starts (LC-123)</source>
        <comment>irregularities.stud_fixes.refusal.he_declares_all_before_7th</comment>
        <translation>declara all-in antes de que empiece la acción de la 7ª calle (LC-123)</translation>
    </message>
    <message>
        <source>the kept chips go back once the pots are decided</source>
        <comment>irregularities.stud_fixes.refusal.kept_chips_go_back_once</comment>
        <translation>las fichas guardadas vuelven cuando se deciden los botes</translation>
    </message>
    <message>
        <source>LC-116 is put right on 3rd street before anyone acts</source>
        <comment>irregularities.stud_fixes.refusal.lc_116_put_right_3rd</comment>
        <translation>LC-116 se corrige en la 3ª calle antes de que alguien actúe</translation>
    </message>
    <message>
        <source>no 7th-street burn and card to move</source>
        <comment>irregularities.stud_fixes.refusal.no_7th_street_burn_card</comment>
        <translation>no hay quemada ni carta de 7ª calle que mover</translation>
    </message>
    <message>
        <source>no extra card is owed to the discards now (LC-121)</source>
        <comment>irregularities.stud_fixes.refusal.no_extra_card_owed_discards</comment>
        <translation>ahora no se debe ninguna carta de más a los descartes (LC-121)</translation>
    </message>
    <message>
        <source>{card} is not one of seat {seat}&apos;s two down cards</source>
        <comment>irregularities.stud_fixes.refusal.one_seat_s_two_down</comment>
        <translation>{card} no es una de las dos cartas tapadas del asiento {seat}</translation>
    </message>
    <message>
        <source>seat {seat} faces a bet: that is an ordinary fold</source>
        <comment>irregularities.stud_fixes.refusal.seat_faces_bet_ordinary_fold</comment>
        <translation>el asiento {seat} enfrenta una apuesta: es un retirarse normal</translation>
    </message>
    <message>
        <source>seat {seat} has the low card and must bring it in (CG-STD-04)</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_low_card_must</comment>
        <translation>el asiento {seat} tiene la carta baja y debe hacer el bring-in (CG-STD-04)</translation>
    </message>
    <message>
        <source>seat {seat} has no chips left to keep back</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_chips_left</comment>
        <translation>al asiento {seat} no le quedan fichas que guardar</translation>
    </message>
    <message>
        <source>seat {seat} has no down card yet</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_down_card</comment>
        <translation>el asiento {seat} aún no tiene carta tapada</translation>
    </message>
    <message>
        <source>seat {seat} has no face-up 7th card (LC-123)</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_face_up</comment>
        <translation>el asiento {seat} no tiene 7ª carta boca arriba (LC-123)</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_live_hand</comment>
        <translation>el asiento {seat} no tiene mano viva</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand in a betting round</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_live_hand_2</comment>
        <translation>el asiento {seat} no tiene mano viva en una ronda de apuestas</translation>
    </message>
    <message>
        <source>seat {seat} kept no chips back</source>
        <comment>irregularities.stud_fixes.refusal.seat_kept_no_chips_back</comment>
        <translation>el asiento {seat} no guardó fichas</translation>
    </message>
    <message>
        <source>{card} is not seat {seat}&apos;s 7th-street card</source>
        <comment>irregularities.stud_fixes.refusal.seat_s_7th_street_card</comment>
        <translation>{card} no es la carta de 7ª calle del asiento {seat}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s third card is already out face up: the floor decides (LC-P1)</source>
        <comment>irregularities.stud_fixes.refusal.seat_s_third_card_already</comment>
        <translation>la tercera carta del asiento {seat} ya salió boca arriba: decide el floor (LC-P1)</translation>
    </message>
    <message>
        <source>a stud burn error is &apos;none&apos; or &apos;double&apos; (LC-122)</source>
        <comment>irregularities.stud_fixes.refusal.stud_burn_error_none_double</comment>
        <translation>un error de quemada en stud es &apos;none&apos; o &apos;double&apos; (LC-122)</translation>
    </message>
    <message>
        <source>After the floor confirms, take 1 more card from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.confirm_take_card_discards</comment>
        <translation>Cuando el floor confirme, pase 1 carta más del resto a los descartes (una por jugador en la mano cuando se descubrió)</translation>
    </message>
    <message>
        <source>After the floor confirms, take {owed} more cards from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.confirm_take_cards_discards</comment>
        <translation>Cuando el floor confirme, pase {owed} cartas más del resto a los descartes (una por jugador en la mano cuando se descubrió)</translation>
    </message>
    <message>
        <source>Count the stub before 7th street: {stub} cards ({removed} went out by LC-121): {items}</source>
        <comment>irregularities.stud_procedure.step.count_stub_before_7th_street</comment>
        <translation>Cuente el resto antes de la 7ª calle: {stub} cartas ({removed} salieron por LC-121): {items}</translation>
    </message>
    <message>
        <source>Finish this betting round, then burn and deal the next street as usual</source>
        <comment>irregularities.stud_procedure.step.finish_betting_round_then_burn</comment>
        <translation>Termine esta ronda de apuestas, luego queme y reparta la siguiente calle como siempre</translation>
    </message>
    <message>
        <source>Give seat {seat} back the ${chips} he kept out of the last round</source>
        <comment>irregularities.stud_procedure.step.give_seat_back_he_kept</comment>
        <translation>Devuelva al asiento {seat} los ${chips} que guardó de la última ronda</translation>
    </message>
    <message>
        <source>Keep the early cards ({early}) out of play, in the discards</source>
        <comment>irregularities.stud_procedure.step.keep_early_cards_out_play</comment>
        <translation>Deje las cartas adelantadas ({early}) fuera de juego, en los descartes</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s 7th card is face up: he bets normally or declares all-in now (the last round then makes a side pot)</source>
        <comment>irregularities.stud_procedure.step.seat_s_7th_card_face</comment>
        <translation>La 7ª carta del asiento {seat} está boca arriba: apuesta normal o declara all-in ahora (la última ronda hace entonces un bote lateral)</translation>
    </message>
    <message>
        <source>Seat {low}&apos;s low card was an exposed down card: seat {seat} brings in instead</source>
        <comment>irregularities.stud_procedure.step.seat_s_low_card_was</comment>
        <translation>La carta baja del asiento {low} era una carta tapada expuesta: el asiento {seat} hace el bring-in</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {value} stays face up; deal his third card FACE DOWN</source>
        <comment>irregularities.stud_procedure.step.seat_s_stays_face_up</comment>
        <translation>La {value} del asiento {seat} queda boca arriba; reparta su tercera carta BOCA ABAJO</translation>
    </message>
    <message>
        <source>Seat {seat} turned up {value} himself: deal his third card face up too; he plays two up cards</source>
        <comment>irregularities.stud_procedure.step.seat_turned_up_himself_deal</comment>
        <translation>El asiento {seat} volteó {value} él mismo: reparta también su tercera carta boca arriba; juega con dos cartas descubiertas</translation>
    </message>
    <message>
        <source>Seat {seat} was dealt no cards: his ${ante} ante is back in front of him; he sits this hand out</source>
        <comment>irregularities.stud_procedure.step.seat_was_dealt_no_cards</comment>
        <translation>El asiento {seat} no recibió cartas: su ante de ${ante} vuelve frente a él; no juega esta mano</translation>
    </message>
    <message>
        <source>Did he ask to be dealt in?</source>
        <comment>irregularity.absent_at_turn.q1</comment>
        <translation>¿Pidió que le repartieran?</translation>
    </message>
    <message>
        <source>Is he back in time to act?</source>
        <comment>irregularity.absent_at_turn.q2</comment>
        <translation>¿Vuelve a tiempo para actuar?</translation>
    </message>
    <message>
        <source>The hand is dead and any blinds he posted are lost.</source>
        <comment>irregularity.absent_at_turn.ruling</comment>
        <translation>La mano está muerta y pierde las ciegas que puso.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.absent_at_turn.s1</comment>
        <translation>El floor confirma: la mano está muerta y sus fichas quedan en el bote</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.absent_at_turn.s2</comment>
        <translation>Tire la mano al muck; la acción sigue con el siguiente jugador</translation>
    </message>
    <message>
        <source>Player not in his seat when it is his turn</source>
        <comment>irregularity.absent_at_turn.title</comment>
        <translation>Jugador fuera de su asiento cuando le toca</translation>
    </message>
    <message>
        <source>Who gave advice to whom?</source>
        <comment>irregularity.advice_given.q1</comment>
        <translation>¿Quién aconsejó a quién?</translation>
    </message>
    <message>
        <source>One player to a hand: the floor is told; the hand itself is not changed.</source>
        <comment>irregularity.advice_given.ruling</comment>
        <translation>Un jugador por mano: se avisa al floor; la mano no cambia.</translation>
    </message>
    <message>
        <source>Flag the seat to the floor (LC-10)</source>
        <comment>irregularity.advice_given.s1</comment>
        <translation>Señale el asiento al floor (LC-10)</translation>
    </message>
    <message>
        <source>Advice or whispering during a hand</source>
        <comment>irregularity.advice_given.title</comment>
        <translation>Consejos o susurros durante una mano</translation>
    </message>
    <message>
        <source>Is the card face up in the deck rather than dealt face up?</source>
        <comment>irregularity.boxed_card.q1</comment>
        <translation>¿La carta está boca arriba en la baraja y no repartida boca arriba?</translation>
    </message>
    <message>
        <source>A boxed card counts as a blank: it goes to the discards and the deal continues as if it were not there.</source>
        <comment>irregularity.boxed_card.ruling</comment>
        <translation>Una carta volteada cuenta como en blanco: va a los descartes y el reparto sigue como si no estuviera.</translation>
    </message>
    <message>
        <source>Put the boxed card in the discards (LC-109)</source>
        <comment>irregularity.boxed_card.s1</comment>
        <translation>Ponga la carta volteada en los descartes (LC-109)</translation>
    </message>
    <message>
        <source>Give the seat due that card the next card off the deck</source>
        <comment>irregularity.boxed_card.s2</comment>
        <translation>Dé al asiento que debía recibirla la siguiente carta de la baraja</translation>
    </message>
    <message>
        <source>Boxed card (face up in the deck)</source>
        <comment>irregularity.boxed_card.title</comment>
        <translation>Carta volteada (boca arriba en la baraja)</translation>
    </message>
    <message>
        <source>How many boxed cards have turned up this hand?</source>
        <comment>irregularity.boxed_five.q1</comment>
        <translation>¿Cuántas cartas volteadas aparecieron en esta mano?</translation>
    </message>
    <message>
        <source>Were they found only in the stub after every needed card was out?</source>
        <comment>irregularity.boxed_five.q2</comment>
        <translation>¿Se encontraron solo en el resto después de salir todas las cartas necesarias?</translation>
    </message>
    <message>
        <source>Five boxed cards during the hand void it and every bet goes back; found only in the leftover stub after the last card was needed, play goes on.</source>
        <comment>irregularity.boxed_five.ruling</comment>
        <translation>Cinco cartas volteadas durante la mano la anulan y se devuelven todas las apuestas; si solo aparecen en el resto tras la última carta necesaria, el juego sigue.</translation>
    </message>
    <message>
        <source>Stop the hand (LC-106)</source>
        <comment>irregularity.boxed_five.s1</comment>
        <translation>Detenga la mano (LC-106)</translation>
    </message>
    <message>
        <source>Floor confirms: return every bet of this hand</source>
        <comment>irregularity.boxed_five.s2</comment>
        <translation>El floor confirma: devuelva todas las apuestas de esta mano</translation>
    </message>
    <message>
        <source>Replace the deck</source>
        <comment>irregularity.boxed_five.s3</comment>
        <translation>Cambie la baraja</translation>
    </message>
    <message>
        <source>Five or more boxed cards</source>
        <comment>irregularity.boxed_five.title</comment>
        <translation>Cinco o más cartas volteadas</translation>
    </message>
    <message>
        <source>Has the floor retrieved it and shown it to the table?</source>
        <comment>irregularity.card_off_table.q1</comment>
        <translation>¿El floor la recogió y la mostró a la mesa?</translation>
    </message>
    <message>
        <source>The card may be ruled dead. Players leave it; the floor picks it up and shows it before play goes on.</source>
        <comment>irregularity.card_off_table.ruling</comment>
        <translation>La carta puede declararse muerta. Los jugadores no la tocan; el floor la recoge y la muestra antes de seguir.</translation>
    </message>
    <message>
        <source>Pause play</source>
        <comment>irregularity.card_off_table.s1</comment>
        <translation>Pause el juego</translation>
    </message>
    <message>
        <source>Floor retrieves and shows the card (LC-83)</source>
        <comment>irregularity.card_off_table.s2</comment>
        <translation>El floor recoge y muestra la carta (LC-83)</translation>
    </message>
    <message>
        <source>Floor rules on the hand</source>
        <comment>irregularity.card_off_table.s3</comment>
        <translation>El floor decide sobre la mano</translation>
    </message>
    <message>
        <source>Card dropped off the table</source>
        <comment>irregularity.card_off_table.title</comment>
        <translation>Carta caída de la mesa</translation>
    </message>
    <message>
        <source>Which round of the deal was it?</source>
        <comment>irregularity.card_to_empty_seat.q1</comment>
        <translation>¿En qué vuelta del reparto fue?</translation>
    </message>
    <message>
        <source>Flop games have no rule of their own; the app proposes the stud reading (LC-119): the card is dead, goes to the discards and the deal continues. The floor decides.</source>
        <comment>irregularity.card_to_empty_seat.ruling</comment>
        <translation>Los juegos de flop no tienen regla propia; la aplicación propone la lectura de stud (LC-119): la carta está muerta, va a los descartes y el reparto sigue. Decide el floor.</translation>
    </message>
    <message>
        <source>Put the card in the discards</source>
        <comment>irregularity.card_to_empty_seat.s1</comment>
        <translation>Ponga la carta en los descartes</translation>
    </message>
    <message>
        <source>Continue the deal with the next seat</source>
        <comment>irregularity.card_to_empty_seat.s2</comment>
        <translation>Siga el reparto con el siguiente asiento</translation>
    </message>
    <message>
        <source>Card dealt to an empty seat</source>
        <comment>irregularity.card_to_empty_seat.title</comment>
        <translation>Carta repartida a un asiento vacío</translation>
    </message>
    <message>
        <source>Who damaged the cards?</source>
        <comment>irregularity.cards_damaged.q1</comment>
        <translation>¿Quién dañó las cartas?</translation>
    </message>
    <message>
        <source>The player is dealt out at once and sent to the lead floor supervisor or shift manager.</source>
        <comment>irregularity.cards_damaged.ruling</comment>
        <translation>El jugador queda fuera del reparto de inmediato y se envía al supervisor de piso principal o al gerente de turno.</translation>
    </message>
    <message>
        <source>Deal the seat out (LC-4)</source>
        <comment>irregularity.cards_damaged.s1</comment>
        <translation>Deje el asiento fuera del reparto (LC-4)</translation>
    </message>
    <message>
        <source>Escalate to the lead floor supervisor</source>
        <comment>irregularity.cards_damaged.s2</comment>
        <translation>Pase el caso al supervisor de piso principal</translation>
    </message>
    <message>
        <source>Cards bent, torn or marked on purpose</source>
        <comment>irregularity.cards_damaged.title</comment>
        <translation>Cartas dobladas, rotas o marcadas a propósito</translation>
    </message>
    <message>
        <source>Did a card touch the muck face down?</source>
        <comment>irregularity.cards_thrown.q1</comment>
        <translation>¿Una carta tocó el muck boca abajo?</translation>
    </message>
    <message>
        <source>The thrower bears the result; a card that reached the muck face down kills the hand.</source>
        <comment>irregularity.cards_thrown.ruling</comment>
        <translation>Quien lanzó asume el resultado; una carta que llegó al muck boca abajo mata la mano.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.cards_thrown.s1</comment>
        <translation>El floor confirma: la mano está muerta y sus fichas quedan en el bote</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.cards_thrown.s2</comment>
        <translation>Tire la mano al muck; la acción sigue con el siguiente jugador</translation>
    </message>
    <message>
        <source>Cards thrown, spiked or slammed</source>
        <comment>irregularity.cards_thrown.title</comment>
        <translation>Cartas lanzadas o golpeadas</translation>
    </message>
    <message>
        <source>First or second card of the deal, or a second exposed card: misdeal (LC-104f/g, AMB-17). Otherwise, after the deal, the seat gets the top card and the exposed card goes face up on the deck as the burn (LC-115).</source>
        <comment>irregularity.exposed_hole_card.house.replace_and_burn</comment>
        <translation>Primera o segunda carta del reparto, o una segunda carta expuesta: misdeal (LC-104f/g, AMB-17). Si no, tras el reparto el asiento recibe la carta de arriba y la expuesta va boca arriba sobre la baraja como quemada (LC-115).</translation>
    </message>
    <message>
        <source>Replaced once every other card is dealt and used as the burn, a card off the table too (PGP-IRR-08/09); a card that flipped off the player it was meant for stays with him (PGP-IRR-10).</source>
        <comment>irregularity.exposed_hole_card.house.replace_and_burn_keep_if_player_caused</comment>
        <translation>Se reemplaza cuando se reparten todas las demás cartas y sirve de quemada, también una carta caída de la mesa (PGP-IRR-08/09); una carta que se volteó al tocar al jugador destinatario se queda con él (PGP-IRR-10).</translation>
    </message>
    <message>
        <source>Was it the first or second card of the deal (misdeal, LC-104f)?</source>
        <comment>irregularity.exposed_hole_card.q1</comment>
        <translation>¿Fue la primera o segunda carta del reparto (misdeal, LC-104f)?</translation>
    </message>
    <message>
        <source>Is it the second card exposed in this deal (misdeal, LC-104g)?</source>
        <comment>irregularity.exposed_hole_card.q2</comment>
        <translation>¿Es la segunda carta expuesta en este reparto (misdeal, LC-104g)?</translation>
    </message>
    <message>
        <source>Did the card flip because it touched the player it was meant for (PGP-IRR-10)?</source>
        <comment>irregularity.exposed_hole_card.q3</comment>
        <translation>¿Se volteó la carta al tocar al jugador al que iba (PGP-IRR-10)?</translation>
    </message>
    <message>
        <source>Depends on the house setting K17 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.exposed_hole_card.ruling</comment>
        <translation>Depende del ajuste de la casa K17 (decisiones de la casa abajo); sin ajuste: decide el floor.</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <comment>irregularity.exposed_hole_card.s1</comment>
        <translation>Termine el reparto</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.exposed_hole_card.s2</comment>
        <translation>Siga la decisión de la casa mostrada</translation>
    </message>
    <message>
        <source>Hole card exposed during the deal</source>
        <comment>irregularity.exposed_hole_card.title</comment>
        <translation>Carta tapada expuesta durante el reparto</translation>
    </message>
    <message>
        <source>The floor turns one of his cards up at random as the first burn (PGP-IRR-02); after substantial action the hand is dead and every chip he put in is lost, blinds included (PGP-IRR-03).</source>
        <comment>irregularity.extra_hole_card.house.burn_unless_substantial_action</comment>
        <translation>El floor voltea al azar una de sus cartas como primera quemada (PGP-IRR-02); tras acción sustancial la mano está muerta y pierde todas las fichas que puso, ciegas incluidas (PGP-IRR-03).</translation>
    </message>
    <message>
        <source>Not acted: the floor turns one of his cards up at random and it is the flop burn (LC-107a). Acted before the flop: dead, his money stays, one of its cards is the burn (LC-107b). Found after the flop: dead, all action stands (LC-107c).</source>
        <comment>irregularity.extra_hole_card.house.by_action_and_flop</comment>
        <translation>Sin actuar: el floor voltea al azar una de sus cartas y es la quemada del flop (LC-107a). Actuó antes del flop: muerta, su dinero se queda, una de sus cartas es la quemada (LC-107b). Descubierta tras el flop: muerta, toda la acción se mantiene (LC-107c).</translation>
    </message>
    <message>
        <source>Which seat holds the extra card?</source>
        <comment>irregularity.extra_hole_card.q1</comment>
        <translation>¿Qué asiento tiene la carta de más?</translation>
    </message>
    <message>
        <source>Has that player acted?</source>
        <comment>irregularity.extra_hole_card.q2</comment>
        <translation>¿Ese jugador ha actuado?</translation>
    </message>
    <message>
        <source>Has the flop been dealt?</source>
        <comment>irregularity.extra_hole_card.q3</comment>
        <translation>¿Ya salió el flop?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.extra_hole_card.q4</comment>
        <translation>¿Hubo ya acción sustancial (dos jugadores actuaron seguidos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Depends on the house setting K15 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.extra_hole_card.ruling</comment>
        <translation>Depende del ajuste de la casa K15 (decisiones de la casa abajo); sin ajuste: decide el floor.</translation>
    </message>
    <message>
        <source>Call the floor (LC-P5)</source>
        <comment>irregularity.extra_hole_card.s1</comment>
        <translation>Llame al floor (LC-P5)</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.extra_hole_card.s2</comment>
        <translation>Siga la decisión de la casa mostrada</translation>
    </message>
    <message>
        <source>One hole card too many</source>
        <comment>irregularity.extra_hole_card.title</comment>
        <translation>Una carta tapada de más</translation>
    </message>
    <message>
        <source>How many cards were flopped?</source>
        <comment>irregularity.flop_too_many.q1</comment>
        <translation>¿Cuántas cartas salieron en el flop?</translation>
    </message>
    <message>
        <source>The whole flop goes back into the stub (the burn stays), the stub is shuffled and a new flop is dealt without a burn.</source>
        <comment>irregularity.flop_too_many.ruling</comment>
        <translation>Todo el flop vuelve al resto (la quemada se queda), se baraja el resto y se reparte un flop nuevo sin quemar.</translation>
    </message>
    <message>
        <source>Take all flopped cards back, not the burn (LC-114)</source>
        <comment>irregularity.flop_too_many.s1</comment>
        <translation>Recoja todas las cartas del flop, no la quemada (LC-114)</translation>
    </message>
    <message>
        <source>Shuffle the stub</source>
        <comment>irregularity.flop_too_many.s2</comment>
        <translation>Baraje el resto</translation>
    </message>
    <message>
        <source>Deal a new three-card flop WITHOUT a burn (LC-114)</source>
        <comment>irregularity.flop_too_many.s3</comment>
        <translation>Reparta un flop nuevo de tres cartas SIN quemar (LC-114)</translation>
    </message>
    <message>
        <source>Flop with too many cards</source>
        <comment>irregularity.flop_too_many.title</comment>
        <translation>Flop con cartas de más</translation>
    </message>
    <message>
        <source>Was he facing a bet or raise?</source>
        <comment>irregularity.fold_facing_bet.q1</comment>
        <translation>¿Enfrentaba una apuesta o subida?</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.fold_facing_bet.ruling</comment>
        <translation>La mano está muerta.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.fold_facing_bet.s1</comment>
        <translation>El floor confirma: la mano está muerta y sus fichas quedan en el bote</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.fold_facing_bet.s2</comment>
        <translation>Tire la mano al muck; la acción sigue con el siguiente jugador</translation>
    </message>
    <message>
        <source>Fold, or saying fold, while facing a bet</source>
        <comment>irregularity.fold_facing_bet.title</comment>
        <translation>Retirarse, o decir que se retira, ante una apuesta</translation>
    </message>
    <message>
        <source>Which card is duplicated, or what is wrong with the deck?</source>
        <comment>irregularity.fouled_deck.q1</comment>
        <translation>¿Qué carta está repetida, o qué falla en la baraja?</translation>
    </message>
    <message>
        <source>The hand is void: every bet of this hand goes back. Earlier hands stand.</source>
        <comment>irregularity.fouled_deck.ruling</comment>
        <translation>La mano es nula: se devuelven todas las apuestas de esta mano. Las manos anteriores valen.</translation>
    </message>
    <message>
        <source>Stop the hand; set the deck aside for the floor</source>
        <comment>irregularity.fouled_deck.s1</comment>
        <translation>Detenga la mano; aparte la baraja para el floor</translation>
    </message>
    <message>
        <source>Floor confirms: return every bet and blind of this hand (LC-105)</source>
        <comment>irregularity.fouled_deck.s2</comment>
        <translation>El floor confirma: devuelva todas las apuestas y ciegas de esta mano (LC-105)</translation>
    </message>
    <message>
        <source>Replace the deck before the next hand</source>
        <comment>irregularity.fouled_deck.s3</comment>
        <translation>Cambie la baraja antes de la siguiente mano</translation>
    </message>
    <message>
        <source>Fouled deck (duplicate card, joker, odd back)</source>
        <comment>irregularity.fouled_deck.title</comment>
        <translation>Baraja viciada (carta repetida, comodín, dorso distinto)</translation>
    </message>
    <message>
        <source>Had it been tabled face up at showdown (LC-81a)?</source>
        <comment>irregularity.hand_in_muck.q1</comment>
        <translation>¿Se había mostrado boca arriba en el showdown (LC-81a)?</translation>
    </message>
    <message>
        <source>Was it protected (LC-81b)?</source>
        <comment>irregularity.hand_in_muck.q2</comment>
        <translation>¿Estaba protegida (LC-81b)?</translation>
    </message>
    <message>
        <source>Can it be identified?</source>
        <comment>irregularity.hand_in_muck.q3</comment>
        <translation>¿Se puede identificar?</translation>
    </message>
    <message>
        <source>Dead, unless it had been tabled at showdown or was protected and can be identified.</source>
        <comment>irregularity.hand_in_muck.ruling</comment>
        <translation>Muerta, salvo que se hubiera mostrado en el showdown o estuviera protegida y se pueda identificar.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.hand_in_muck.s1</comment>
        <translation>El floor confirma: la mano está muerta y sus fichas quedan en el bote</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.hand_in_muck.s2</comment>
        <translation>Tire la mano al muck; la acción sigue con el siguiente jugador</translation>
    </message>
    <message>
        <source>Hand touched the muck face down</source>
        <comment>irregularity.hand_in_muck.title</comment>
        <translation>La mano tocó el muck boca abajo</translation>
    </message>
    <message>
        <source>Did the throw make another player act?</source>
        <comment>irregularity.hand_thrown_forward.q1</comment>
        <translation>¿El lanzamiento hizo actuar a otro jugador?</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.hand_thrown_forward.ruling</comment>
        <translation>La mano está muerta.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.hand_thrown_forward.s1</comment>
        <translation>El floor confirma: la mano está muerta y sus fichas quedan en el bote</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.hand_thrown_forward.s2</comment>
        <translation>Tire la mano al muck; la acción sigue con el siguiente jugador</translation>
    </message>
    <message>
        <source>Hand thrown forward and another player acted</source>
        <comment>irregularity.hand_thrown_forward.title</comment>
        <translation>Mano lanzada hacia adelante y otro jugador actuó</translation>
    </message>
    <message>
        <source>Who turned the cards?</source>
        <comment>irregularity.hand_turned_by_other.q1</comment>
        <translation>¿Quién volteó las cartas?</translation>
    </message>
    <message>
        <source>Had the owner asked for it?</source>
        <comment>irregularity.hand_turned_by_other.q2</comment>
        <translation>¿Lo había pedido el dueño?</translation>
    </message>
    <message>
        <source>Only the owner turns his hand; a discarded hand turned up by someone else stays dead.</source>
        <comment>irregularity.hand_turned_by_other.ruling</comment>
        <translation>Solo el dueño voltea su mano; una mano descartada que voltea otro sigue muerta.</translation>
    </message>
    <message>
        <source>Leave the discarded hand dead (LC-84)</source>
        <comment>irregularity.hand_turned_by_other.s1</comment>
        <translation>Deje muerta la mano descartada (LC-84)</translation>
    </message>
    <message>
        <source>Another player turned a hand over</source>
        <comment>irregularity.hand_turned_by_other.title</comment>
        <translation>Otro jugador volteó una mano</translation>
    </message>
    <message>
        <source>Has the next hand&apos;s shuffle or deal begun?</source>
        <comment>irregularity.late_objection.q1</comment>
        <translation>¿Empezó el barajado o el reparto de la siguiente mano?</translation>
    </message>
    <message>
        <source>Too late: no floor decision is possible on a hand once the next one has begun.</source>
        <comment>irregularity.late_objection.ruling</comment>
        <translation>Demasiado tarde: no cabe decisión del floor sobre una mano cuando ya empezó la siguiente.</translation>
    </message>
    <message>
        <source>Tell the player the ruling window has closed (LC-8c)</source>
        <comment>irregularity.late_objection.s1</comment>
        <translation>Diga al jugador que el plazo para decidir se cerró (LC-8c)</translation>
    </message>
    <message>
        <source>Objection raised after the next hand began</source>
        <comment>irregularity.late_objection.title</comment>
        <translation>Objeción hecha después de empezar la siguiente mano</translation>
    </message>
    <message>
        <source>Which proposed ruling is overridden, and why?</source>
        <comment>irregularity.management_override.q1</comment>
        <translation>¿Qué decisión propuesta se anula, y por qué?</translation>
    </message>
    <message>
        <source>The floor may rule by the spirit of the rules; the override and its reason are kept with the proposal.</source>
        <comment>irregularity.management_override.ruling</comment>
        <translation>El floor puede decidir por el espíritu de las reglas; la anulación y su motivo se guardan con la propuesta.</translation>
    </message>
    <message>
        <source>Record the override with the floorperson&apos;s name and reason</source>
        <comment>irregularity.management_override.s1</comment>
        <translation>Anote la anulación con el nombre del floor y el motivo</translation>
    </message>
    <message>
        <source>Management ruling against the letter of a rule</source>
        <comment>irregularity.management_override.title</comment>
        <translation>Decisión de la gerencia contra la letra de una regla</translation>
    </message>
    <message>
        <source>Was the deck shuffled and cut before the first card?</source>
        <comment>irregularity.misdeal_a.q1</comment>
        <translation>¿Se barajó y cortó antes de la primera carta?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_a.q2</comment>
        <translation>¿Hubo ya acción sustancial (dos jugadores actuaron seguidos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_a.ruling</comment>
        <translation>Misdeal, si aún no hubo acción sustancial; después solo aplica la irregularidad concreta. Solo un floor puede declararlo.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_a.s1</comment>
        <translation>Detenga el reparto; deje cada carta donde está hasta que llegue el floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_a.s2</comment>
        <translation>El floor confirma el misdeal: devuelva todas las apuestas y ciegas de esta mano (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_a.s3</comment>
        <translation>Recoja todas las cartas, baraje, corte y reparta de nuevo la mano con el mismo botón</translation>
    </message>
    <message>
        <source>Misdeal: dealt without a shuffle and cut</source>
        <comment>irregularity.misdeal_a.title</comment>
        <translation>Misdeal: repartido sin barajar ni cortar</translation>
    </message>
    <message>
        <source>Did the first card go to the seat left of the button?</source>
        <comment>irregularity.misdeal_b.q1</comment>
        <translation>¿La primera carta fue al asiento a la izquierda del botón?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_b.q2</comment>
        <translation>¿Hubo ya acción sustancial (dos jugadores actuaron seguidos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_b.ruling</comment>
        <translation>Misdeal, si aún no hubo acción sustancial; después solo aplica la irregularidad concreta. Solo un floor puede declararlo.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_b.s1</comment>
        <translation>Detenga el reparto; deje cada carta donde está hasta que llegue el floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_b.s2</comment>
        <translation>El floor confirma el misdeal: devuelva todas las apuestas y ciegas de esta mano (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_b.s3</comment>
        <translation>Recoja todas las cartas, baraje, corte y reparta de nuevo la mano con el mismo botón</translation>
    </message>
    <message>
        <source>Misdeal: first card to the wrong seat</source>
        <comment>irregularity.misdeal_b.title</comment>
        <translation>Misdeal: primera carta al asiento equivocado</translation>
    </message>
    <message>
        <source>How many players hold the wrong number of cards (one: see extra/missing hole card)?</source>
        <comment>irregularity.misdeal_c.q1</comment>
        <translation>¿Cuántos jugadores tienen un número erróneo de cartas (uno: ver carta tapada de más/de menos)?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_c.q2</comment>
        <translation>¿Hubo ya acción sustancial (dos jugadores actuaron seguidos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_c.ruling</comment>
        <translation>Misdeal, si aún no hubo acción sustancial; después solo aplica la irregularidad concreta. Solo un floor puede declararlo.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_c.s1</comment>
        <translation>Detenga el reparto; deje cada carta donde está hasta que llegue el floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_c.s2</comment>
        <translation>El floor confirma el misdeal: devuelva todas las apuestas y ciegas de esta mano (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_c.s3</comment>
        <translation>Recoja todas las cartas, baraje, corte y reparta de nuevo la mano con el mismo botón</translation>
    </message>
    <message>
        <source>Misdeal: two or more players with a wrong card count</source>
        <comment>irregularity.misdeal_c.title</comment>
        <translation>Misdeal: dos o más jugadores con número erróneo de cartas</translation>
    </message>
    <message>
        <source>Can the two extra cards be put right? (floor judgement)</source>
        <comment>irregularity.misdeal_d.q1</comment>
        <translation>¿Se pueden corregir las dos cartas de más? (criterio del floor)</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_d.q2</comment>
        <translation>¿Hubo ya acción sustancial (dos jugadores actuaron seguidos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_d.ruling</comment>
        <translation>Misdeal, si aún no hubo acción sustancial; después solo aplica la irregularidad concreta. Solo un floor puede declararlo.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_d.s1</comment>
        <translation>Detenga el reparto; deje cada carta donde está hasta que llegue el floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_d.s2</comment>
        <translation>El floor confirma el misdeal: devuelva todas las apuestas y ciegas de esta mano (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_d.s3</comment>
        <translation>Recoja todas las cartas, baraje, corte y reparta de nuevo la mano con el mismo botón</translation>
    </message>
    <message>
        <source>Misdeal: two extra cards off the deck, not fixable</source>
        <comment>irregularity.misdeal_d.title</comment>
        <translation>Misdeal: dos cartas de más de la baraja, sin arreglo</translation>
    </message>
    <message>
        <source>Has anyone acted yet?</source>
        <comment>irregularity.misdeal_e.q1</comment>
        <translation>¿Ya actuó alguien?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_e.q2</comment>
        <translation>¿Hubo ya acción sustancial (dos jugadores actuaron seguidos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_e.ruling</comment>
        <translation>Misdeal, si aún no hubo acción sustancial; después solo aplica la irregularidad concreta. Solo un floor puede declararlo.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_e.s1</comment>
        <translation>Detenga el reparto; deje cada carta donde está hasta que llegue el floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_e.s2</comment>
        <translation>El floor confirma el misdeal: devuelva todas las apuestas y ciegas de esta mano (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_e.s3</comment>
        <translation>Recoja todas las cartas, baraje, corte y reparta de nuevo la mano con el mismo botón</translation>
    </message>
    <message>
        <source>Misdeal: button in the wrong place</source>
        <comment>irregularity.misdeal_e.title</comment>
        <translation>Misdeal: botón mal colocado</translation>
    </message>
    <message>
        <source>Was it the first or second card of the whole deal (AMB-17)? A later single card: exposed hole card.</source>
        <comment>irregularity.misdeal_f.q1</comment>
        <translation>¿Fue la primera o segunda carta de todo el reparto (AMB-17)? Una sola carta posterior: carta tapada expuesta.</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_f.q2</comment>
        <translation>¿Hubo ya acción sustancial (dos jugadores actuaron seguidos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_f.ruling</comment>
        <translation>Misdeal, si aún no hubo acción sustancial; después solo aplica la irregularidad concreta. Solo un floor puede declararlo.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_f.s1</comment>
        <translation>Detenga el reparto; deje cada carta donde está hasta que llegue el floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_f.s2</comment>
        <translation>El floor confirma el misdeal: devuelva todas las apuestas y ciegas de esta mano (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_f.s3</comment>
        <translation>Recoja todas las cartas, baraje, corte y reparta de nuevo la mano con el mismo botón</translation>
    </message>
    <message>
        <source>Misdeal: first or second card of the deal face up</source>
        <comment>irregularity.misdeal_f.title</comment>
        <translation>Misdeal: primera o segunda carta del reparto boca arriba</translation>
    </message>
    <message>
        <source>How many cards of the deal were face up?</source>
        <comment>irregularity.misdeal_g.q1</comment>
        <translation>¿Cuántas cartas del reparto salieron boca arriba?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_g.q2</comment>
        <translation>¿Hubo ya acción sustancial (dos jugadores actuaron seguidos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_g.ruling</comment>
        <translation>Misdeal, si aún no hubo acción sustancial; después solo aplica la irregularidad concreta. Solo un floor puede declararlo.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_g.s1</comment>
        <translation>Detenga el reparto; deje cada carta donde está hasta que llegue el floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_g.s2</comment>
        <translation>El floor confirma el misdeal: devuelva todas las apuestas y ciegas de esta mano (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_g.s3</comment>
        <translation>Recoja todas las cartas, baraje, corte y reparta de nuevo la mano con el mismo botón</translation>
    </message>
    <message>
        <source>Misdeal: two or more cards dealt face up</source>
        <comment>irregularity.misdeal_g.title</comment>
        <translation>Misdeal: dos o más cartas repartidas boca arriba</translation>
    </message>
    <message>
        <source>Was the skipped player present or had he posted?</source>
        <comment>irregularity.misdeal_h.q1</comment>
        <translation>¿El jugador saltado estaba presente o había puesto?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_h.q2</comment>
        <translation>¿Hubo ya acción sustancial (dos jugadores actuaron seguidos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_h.ruling</comment>
        <translation>Misdeal, si aún no hubo acción sustancial; después solo aplica la irregularidad concreta. Solo un floor puede declararlo.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_h.s1</comment>
        <translation>Detenga el reparto; deje cada carta donde está hasta que llegue el floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_h.s2</comment>
        <translation>El floor confirma el misdeal: devuelva todas las apuestas y ciegas de esta mano (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_h.s3</comment>
        <translation>Recoja todas las cartas, baraje, corte y reparta de nuevo la mano con el mismo botón</translation>
    </message>
    <message>
        <source>Misdeal: an entitled player dealt out</source>
        <comment>irregularity.misdeal_h.title</comment>
        <translation>Misdeal: un jugador con derecho quedó fuera del reparto</translation>
    </message>
    <message>
        <source>Was it the first card of the stud deal?</source>
        <comment>irregularity.misdeal_i.q1</comment>
        <translation>¿Fue la primera carta del reparto de stud?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_i.q2</comment>
        <translation>¿Hubo ya acción sustancial (dos jugadores actuaron seguidos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_i.ruling</comment>
        <translation>Misdeal, si aún no hubo acción sustancial; después solo aplica la irregularidad concreta. Solo un floor puede declararlo.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_i.s1</comment>
        <translation>Detenga el reparto; deje cada carta donde está hasta que llegue el floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_i.s2</comment>
        <translation>El floor confirma el misdeal: devuelva todas las apuestas y ciegas de esta mano (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_i.s3</comment>
        <translation>Recoja todas las cartas, baraje, corte y reparta de nuevo la mano con el mismo botón</translation>
    </message>
    <message>
        <source>Misdeal: stud: first card dealt face up</source>
        <comment>irregularity.misdeal_i.title</comment>
        <translation>Misdeal: stud: primera carta repartida boca arriba</translation>
    </message>
    <message>
        <source>Which misdeal case applies (LC-104a-i)?</source>
        <comment>irregularity.misdeal_request.q1</comment>
        <translation>¿Qué caso de misdeal aplica (LC-104a-i)?</translation>
    </message>
    <message>
        <source>Has there been substantial action?</source>
        <comment>irregularity.misdeal_request.q2</comment>
        <translation>¿Hubo acción sustancial?</translation>
    </message>
    <message>
        <source>Only a floorperson declares a misdeal; the dealer&apos;s request waits with the cards untouched.</source>
        <comment>irregularity.misdeal_request.ruling</comment>
        <translation>Solo un floor declara un misdeal; la petición del dealer espera con las cartas sin tocar.</translation>
    </message>
    <message>
        <source>Leave the cards in place</source>
        <comment>irregularity.misdeal_request.s1</comment>
        <translation>Deje las cartas en su sitio</translation>
    </message>
    <message>
        <source>Floor confirms or refuses (LC-103.s1)</source>
        <comment>irregularity.misdeal_request.s2</comment>
        <translation>El floor confirma o rechaza (LC-103.s1)</translation>
    </message>
    <message>
        <source>Dealer asks for a misdeal</source>
        <comment>irregularity.misdeal_request.title</comment>
        <translation>El dealer pide un misdeal</translation>
    </message>
    <message>
        <source>The top card once the deal is complete, acted or not (PGP-IRR-01).</source>
        <comment>irregularity.missing_hole_card.house.always_top_card</comment>
        <translation>La carta de arriba al terminar el reparto, haya actuado o no (PGP-IRR-01).</translation>
    </message>
    <message>
        <source>Not acted: the top card once the deal is complete (LC-108a). Acted before the flop: dead, his money stays (LC-108b). Found later: dead (LC-85c).</source>
        <comment>irregularity.missing_hole_card.house.top_card_unless_acted</comment>
        <translation>Sin actuar: la carta de arriba al terminar el reparto (LC-108a). Actuó antes del flop: muerta, su dinero se queda (LC-108b). Descubierta después: muerta (LC-85c).</translation>
    </message>
    <message>
        <source>Which seat is short?</source>
        <comment>irregularity.missing_hole_card.q1</comment>
        <translation>¿Qué asiento tiene cartas de menos?</translation>
    </message>
    <message>
        <source>Has that player acted?</source>
        <comment>irregularity.missing_hole_card.q2</comment>
        <translation>¿Ese jugador ha actuado?</translation>
    </message>
    <message>
        <source>Has the flop been dealt?</source>
        <comment>irregularity.missing_hole_card.q3</comment>
        <translation>¿Ya salió el flop?</translation>
    </message>
    <message>
        <source>Depends on the house setting K16 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.missing_hole_card.ruling</comment>
        <translation>Depende del ajuste de la casa K16 (decisiones de la casa abajo); sin ajuste: decide el floor.</translation>
    </message>
    <message>
        <source>Call the floor (LC-P5)</source>
        <comment>irregularity.missing_hole_card.s1</comment>
        <translation>Llame al floor (LC-P5)</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.missing_hole_card.s2</comment>
        <translation>Siga la decisión de la casa mostrada</translation>
    </message>
    <message>
        <source>One hole card short</source>
        <comment>irregularity.missing_hole_card.title</comment>
        <translation>Una carta tapada de menos</translation>
    </message>
    <message>
        <source>Has the deck been used for a full round?</source>
        <comment>irregularity.new_deck_request.q1</comment>
        <translation>¿La baraja se usó una vuelta completa?</translation>
    </message>
    <message>
        <source>When was the last new setup?</source>
        <comment>irregularity.new_deck_request.q2</comment>
        <translation>¿Cuándo fue el último setup nuevo?</translation>
    </message>
    <message>
        <source>Granted once the deck has gone a full round, and new setups no more than every half hour.</source>
        <comment>irregularity.new_deck_request.ruling</comment>
        <translation>Se concede cuando la baraja dio una vuelta completa, y setups nuevos no más de cada media hora.</translation>
    </message>
    <message>
        <source>Check the deck&apos;s age and the last setup time</source>
        <comment>irregularity.new_deck_request.s1</comment>
        <translation>Revise el tiempo de la baraja y la hora del último setup</translation>
    </message>
    <message>
        <source>Bring the setup</source>
        <comment>irregularity.new_deck_request.s2</comment>
        <translation>Traiga el setup</translation>
    </message>
    <message>
        <source>Request for a new deck or setup</source>
        <comment>irregularity.new_deck_request.title</comment>
        <translation>Petición de baraja o setup nuevo</translation>
    </message>
    <message>
        <source>Has he looked at his cards?</source>
        <comment>irregularity.newcomer_dealt_in.q1</comment>
        <translation>¿Ha mirado sus cartas?</translation>
    </message>
    <message>
        <source>If he has seen them his hand plays and he posts his big blind before the next deal; if not, the cards are dead and his entry choice stays as it was.</source>
        <comment>irregularity.newcomer_dealt_in.ruling</comment>
        <translation>Si las vio, su mano juega y pone su ciega grande antes del siguiente reparto; si no, las cartas están muertas y su forma de entrada queda como estaba.</translation>
    </message>
    <message>
        <source>Ask whether he looked at the cards</source>
        <comment>irregularity.newcomer_dealt_in.s1</comment>
        <translation>Pregunte si miró las cartas</translation>
    </message>
    <message>
        <source>Looked: deal him in and play the hand (LC-132a); he posts before the next deal</source>
        <comment>irregularity.newcomer_dealt_in.s2</comment>
        <translation>Miró: juega la mano (LC-132a); pone antes del siguiente reparto</translation>
    </message>
    <message>
        <source>Not looked: kill the cards, keep his entry choice (LC-132b, LC-127)</source>
        <comment>irregularity.newcomer_dealt_in.s3</comment>
        <translation>No miró: mate las cartas, conserve su forma de entrada (LC-132b, LC-127)</translation>
    </message>
    <message>
        <source>Newcomer dealt in before posting</source>
        <comment>irregularity.newcomer_dealt_in.title</comment>
        <translation>Recién llegado repartido antes de poner</translation>
    </message>
    <message>
        <source>Why is he not entitled (seat change, missed blind)?</source>
        <comment>irregularity.not_entitled_dealt.q1</comment>
        <translation>¿Por qué no tiene derecho (cambio de asiento, ciega perdida)?</translation>
    </message>
    <message>
        <source>Has he acted?</source>
        <comment>irregularity.not_entitled_dealt.q2</comment>
        <translation>¿Ha actuado?</translation>
    </message>
    <message>
        <source>Does he hold only one card?</source>
        <comment>irregularity.not_entitled_dealt.q3</comment>
        <translation>¿Tiene solo una carta?</translation>
    </message>
    <message>
        <source>Found before he acts: his hand is dead and play goes on, no misdeal; his action stands if he already acted. He still owes his wait or missed blinds.</source>
        <comment>irregularity.not_entitled_dealt.ruling</comment>
        <translation>Descubierto antes de actuar: su mano está muerta y el juego sigue, sin misdeal; su acción vale si ya actuó. Sigue debiendo su espera o ciegas perdidas.</translation>
    </message>
    <message>
        <source>Kill his hand (LC-113)</source>
        <comment>irregularity.not_entitled_dealt.s1</comment>
        <translation>Mate su mano (LC-113)</translation>
    </message>
    <message>
        <source>If he has one card, give the seat its second card in rotation, then muck it</source>
        <comment>irregularity.not_entitled_dealt.s2</comment>
        <translation>Si tiene una carta, dé al asiento su segunda carta en su turno y luego tírela al muck</translation>
    </message>
    <message>
        <source>Keep his missed-blind button or seat-change wait</source>
        <comment>irregularity.not_entitled_dealt.s3</comment>
        <translation>Conserve su botón de ciega perdida o su espera por cambio de asiento</translation>
    </message>
    <message>
        <source>Player dealt in without the right to a hand</source>
        <comment>irregularity.not_entitled_dealt.title</comment>
        <translation>Jugador repartido sin derecho a mano</translation>
    </message>
    <message>
        <source>Was the preflop betting complete when the flop was spread?</source>
        <comment>irregularity.premature_flop.q1</comment>
        <translation>¿Habían terminado las apuestas preflop cuando se abrió el flop?</translation>
    </message>
    <message>
        <source>The flop cards go back into the stub, which is shuffled; the burn already taken stays, and once betting is over the new flop comes without another burn.</source>
        <comment>irregularity.premature_flop.ruling</comment>
        <translation>Las cartas del flop vuelven al resto, que se baraja; la quemada ya tomada se queda, y al terminar las apuestas el nuevo flop sale sin otra quemada.</translation>
    </message>
    <message>
        <source>Take the flop cards back (keep the burn) (LC-110)</source>
        <comment>irregularity.premature_flop.s1</comment>
        <translation>Recoja las cartas del flop (conserve la quemada) (LC-110)</translation>
    </message>
    <message>
        <source>Finish the preflop betting</source>
        <comment>irregularity.premature_flop.s2</comment>
        <translation>Termine las apuestas preflop</translation>
    </message>
    <message>
        <source>Shuffle the stub with the returned flop cards</source>
        <comment>irregularity.premature_flop.s3</comment>
        <translation>Baraje el resto con las cartas del flop devueltas</translation>
    </message>
    <message>
        <source>Deal the new flop WITHOUT a burn (LC-110)</source>
        <comment>irregularity.premature_flop.s4</comment>
        <translation>Reparta el nuevo flop SIN quemar (LC-110)</translation>
    </message>
    <message>
        <source>Flop dealt before preflop betting ended</source>
        <comment>irregularity.premature_flop.title</comment>
        <translation>Flop repartido antes de terminar las apuestas preflop</translation>
    </message>
    <message>
        <source>Was the turn betting complete when the river was shown?</source>
        <comment>irregularity.premature_river.q1</comment>
        <translation>¿Habían terminado las apuestas del turn cuando se mostró el river?</translation>
    </message>
    <message>
        <source>The early river is out of play. After turn betting, shuffle the stub with it (burns and discards stay out) and deal the river without a burn.</source>
        <comment>irregularity.premature_river.ruling</comment>
        <translation>El river adelantado queda fuera de juego. Tras las apuestas del turn, baraje el resto con él (quemadas y descartes fuera) y reparta el river sin quemar.</translation>
    </message>
    <message>
        <source>Set the early river card aside (LC-112)</source>
        <comment>irregularity.premature_river.s1</comment>
        <translation>Aparte la carta de river adelantada (LC-112)</translation>
    </message>
    <message>
        <source>Finish the turn betting</source>
        <comment>irregularity.premature_river.s2</comment>
        <translation>Termine las apuestas del turn</translation>
    </message>
    <message>
        <source>Shuffle the stub with the set-aside card (LC-112)</source>
        <comment>irregularity.premature_river.s3</comment>
        <translation>Baraje el resto con la carta apartada (LC-112)</translation>
    </message>
    <message>
        <source>Deal the river WITHOUT a burn (LC-112)</source>
        <comment>irregularity.premature_river.s4</comment>
        <translation>Reparta el river SIN quemar (LC-112)</translation>
    </message>
    <message>
        <source>River shown before turn betting ended</source>
        <comment>irregularity.premature_river.title</comment>
        <translation>River mostrado antes de terminar las apuestas del turn</translation>
    </message>
    <message>
        <source>Was the flop betting complete when the turn was shown?</source>
        <comment>irregularity.premature_turn.q1</comment>
        <translation>¿Habían terminado las apuestas del flop cuando se mostró el turn?</translation>
    </message>
    <message>
        <source>The early turn is out of play for now. After flop betting, burn and deal the next card as the turn. After turn betting, shuffle the stub with the early card (burns and discards stay out) and deal the river without a burn.</source>
        <comment>irregularity.premature_turn.ruling</comment>
        <translation>El turn adelantado queda fuera de juego por ahora. Tras las apuestas del flop, queme y reparta la siguiente carta como turn. Tras las apuestas del turn, baraje el resto con la carta adelantada (quemadas y descartes fuera) y reparta el river sin quemar.</translation>
    </message>
    <message>
        <source>Set the early turn card aside face up (LC-111)</source>
        <comment>irregularity.premature_turn.s1</comment>
        <translation>Aparte boca arriba la carta de turn adelantada (LC-111)</translation>
    </message>
    <message>
        <source>Finish the flop betting</source>
        <comment>irregularity.premature_turn.s2</comment>
        <translation>Termine las apuestas del flop</translation>
    </message>
    <message>
        <source>Burn one card and deal the turn (LC-111)</source>
        <comment>irregularity.premature_turn.s3</comment>
        <translation>Queme una carta y reparta el turn (LC-111)</translation>
    </message>
    <message>
        <source>Finish the turn betting</source>
        <comment>irregularity.premature_turn.s4</comment>
        <translation>Termine las apuestas del turn</translation>
    </message>
    <message>
        <source>Shuffle the stub with the set-aside card, not the burns or discards (LC-111)</source>
        <comment>irregularity.premature_turn.s5</comment>
        <translation>Baraje el resto con la carta apartada, no las quemadas ni los descartes (LC-111)</translation>
    </message>
    <message>
        <source>Deal the river WITHOUT a burn (LC-111)</source>
        <comment>irregularity.premature_turn.s6</comment>
        <translation>Reparta el river SIN quemar (LC-111)</translation>
    </message>
    <message>
        <source>Turn shown before flop betting ended</source>
        <comment>irregularity.premature_turn.title</comment>
        <translation>Turn mostrado antes de terminar las apuestas del flop</translation>
    </message>
    <message>
        <source>Who asks: the winner or another player?</source>
        <comment>irregularity.see_hand_at_showdown.q1</comment>
        <translation>¿Quién pide: el ganador u otro jugador?</translation>
    </message>
    <message>
        <source>Was the hand called?</source>
        <comment>irregularity.see_hand_at_showdown.q2</comment>
        <translation>¿La mano fue igualada?</translation>
    </message>
    <message>
        <source>Any player may see a called hand. Asked by anyone but the winner, a mucked hand stays dead; asked by the winner, the losing hand plays against his and the better hand takes the pot (AMB-30).</source>
        <comment>irregularity.see_hand_at_showdown.ruling</comment>
        <translation>Cualquier jugador puede ver una mano igualada. Si la pide otro que no sea el ganador, una mano en el muck sigue muerta; si la pide el ganador, la mano perdedora juega contra la suya y la mejor se lleva el bote (AMB-30).</translation>
    </message>
    <message>
        <source>Show the requested hand face up (LC-75)</source>
        <comment>irregularity.see_hand_at_showdown.s1</comment>
        <translation>Muestre boca arriba la mano pedida (LC-75)</translation>
    </message>
    <message>
        <source>Winner asked: compare the two hands, the better one wins</source>
        <comment>irregularity.see_hand_at_showdown.s2</comment>
        <translation>Pidió el ganador: compare las dos manos, gana la mejor</translation>
    </message>
    <message>
        <source>Someone else asked: the mucked hand stays dead</source>
        <comment>irregularity.see_hand_at_showdown.s3</comment>
        <translation>Pidió otro: la mano en el muck sigue muerta</translation>
    </message>
    <message>
        <source>Request to see a hand at showdown</source>
        <comment>irregularity.see_hand_at_showdown.title</comment>
        <translation>Petición de ver una mano en el showdown</translation>
    </message>
    <message>
        <source>Refused: burns and the unused deck are never shown.</source>
        <comment>irregularity.show_burn_request.ruling</comment>
        <translation>Rechazado: las quemadas y la baraja sin usar nunca se muestran.</translation>
    </message>
    <message>
        <source>Decline the request (LC-22)</source>
        <comment>irregularity.show_burn_request.s1</comment>
        <translation>Rechace la petición (LC-22)</translation>
    </message>
    <message>
        <source>Request to see the burn cards or the stub</source>
        <comment>irregularity.show_burn_request.title</comment>
        <translation>Petición de ver las quemadas o el resto</translation>
    </message>
    <message>
        <source>Were they shown to an active player, or to someone not in the hand?</source>
        <comment>irregularity.show_one_show_all.q1</comment>
        <translation>¿Se mostraron a un jugador activo, o a alguien fuera de la mano?</translation>
    </message>
    <message>
        <source>Cards shown on purpose are for everyone: shown to an active player, any active player may see them now; shown to anyone else, they are shown to all after the hand.</source>
        <comment>irregularity.show_one_show_all.ruling</comment>
        <translation>Las cartas mostradas a propósito son para todos: mostradas a un jugador activo, cualquier jugador activo puede verlas ahora; mostradas a otro, se enseñan a todos tras la mano.</translation>
    </message>
    <message>
        <source>Show the cards to any active player who asks (LC-77)</source>
        <comment>irregularity.show_one_show_all.s1</comment>
        <translation>Enseñe las cartas a cualquier jugador activo que lo pida (LC-77)</translation>
    </message>
    <message>
        <source>Otherwise show them to the table when the hand ends</source>
        <comment>irregularity.show_one_show_all.s2</comment>
        <translation>Si no, enséñelas a la mesa al terminar la mano</translation>
    </message>
    <message>
        <source>Cards shown to another player during a hand</source>
        <comment>irregularity.show_one_show_all.title</comment>
        <translation>Cartas mostradas a otro jugador durante una mano</translation>
    </message>
    <message>
        <source>Which limit or structure is requested?</source>
        <comment>irregularity.structure_change.q1</comment>
        <translation>¿Qué límite o estructura se pide?</translation>
    </message>
    <message>
        <source>Pending until the floor approves it.</source>
        <comment>irregularity.structure_change.ruling</comment>
        <translation>Pendiente hasta que el floor lo apruebe.</translation>
    </message>
    <message>
        <source>Floor approves the change (LC-12)</source>
        <comment>irregularity.structure_change.s1</comment>
        <translation>El floor aprueba el cambio (LC-12)</translation>
    </message>
    <message>
        <source>Limit or structure change requested</source>
        <comment>irregularity.structure_change.title</comment>
        <translation>Petición de cambio de límite o estructura</translation>
    </message>
    <message>
        <source>Did the player ante?</source>
        <comment>irregularity.stud_ante_no_cards.q1</comment>
        <translation>¿El jugador puso ante?</translation>
    </message>
    <message>
        <source>Did he receive any card?</source>
        <comment>irregularity.stud_ante_no_cards.q2</comment>
        <translation>¿Recibió alguna carta?</translation>
    </message>
    <message>
        <source>His ante comes back to him.</source>
        <comment>irregularity.stud_ante_no_cards.ruling</comment>
        <translation>Se le devuelve el ante.</translation>
    </message>
    <message>
        <source>Return the ante to the skipped seat (LC-116)</source>
        <comment>irregularity.stud_ante_no_cards.s1</comment>
        <translation>Devuelva el ante al asiento saltado (LC-116)</translation>
    </message>
    <message>
        <source>He sits the hand out; the cards dealt stay with the players who got them</source>
        <comment>irregularity.stud_ante_no_cards.s2</comment>
        <translation>No juega la mano; las cartas repartidas se quedan con quienes las recibieron</translation>
    </message>
    <message>
        <source>Stud: anted but dealt no cards</source>
        <comment>irregularity.stud_ante_no_cards.title</comment>
        <translation>Stud: puso ante pero no recibió cartas</translation>
    </message>
    <message>
        <source>Can the cards be moved back to their proper places?</source>
        <comment>irregularity.stud_burn_error.q1</comment>
        <translation>¿Se pueden devolver las cartas a su sitio?</translation>
    </message>
    <message>
        <source>Was it the last down card, already looked at?</source>
        <comment>irregularity.stud_burn_error.q2</comment>
        <translation>¿Era la última carta tapada, ya mirada?</translation>
    </message>
    <message>
        <source>Put the cards where they belong if possible; on the last down card that cannot be fixed, players keep what they got and the action continues.</source>
        <comment>irregularity.stud_burn_error.ruling</comment>
        <translation>Ponga las cartas en su sitio si se puede; en la última carta tapada sin arreglo, los jugadores se quedan con lo que recibieron y la acción sigue.</translation>
    </message>
    <message>
        <source>Move the cards to their proper seats (LC-122)</source>
        <comment>irregularity.stud_burn_error.s1</comment>
        <translation>Mueva las cartas a sus asientos (LC-122)</translation>
    </message>
    <message>
        <source>Otherwise continue as dealt</source>
        <comment>irregularity.stud_burn_error.s2</comment>
        <translation>Si no, siga como se repartió</translation>
    </message>
    <message>
        <source>Stud: two burns or no burn</source>
        <comment>irregularity.stud_burn_error.title</comment>
        <translation>Stud: dos quemadas o ninguna</translation>
    </message>
    <message>
        <source>Was it a down card or an up card, and on which street?</source>
        <comment>irregularity.stud_card_off_table.q1</comment>
        <translation>¿Era carta tapada o descubierta, y en qué calle?</translation>
    </message>
    <message>
        <source>A down card off the table is an exposed down card (LC-117 early, LC-123 on seventh); an up card off the table plays.</source>
        <comment>irregularity.stud_card_off_table.ruling</comment>
        <translation>Una carta tapada caída de la mesa es una carta tapada expuesta (LC-117 al principio, LC-123 en la séptima); una descubierta caída juega.</translation>
    </message>
    <message>
        <source>Down card: treat as exposed (LC-117 / LC-123)</source>
        <comment>irregularity.stud_card_off_table.s1</comment>
        <translation>Carta tapada: tratarla como expuesta (LC-117 / LC-123)</translation>
    </message>
    <message>
        <source>Up card: it plays</source>
        <comment>irregularity.stud_card_off_table.s2</comment>
        <translation>Carta descubierta: juega</translation>
    </message>
    <message>
        <source>Stud: card dealt off the table</source>
        <comment>irregularity.stud_card_off_table.title</comment>
        <translation>Stud: carta caída de la mesa al repartir</translation>
    </message>
    <message>
        <source>Was it a first or second down card, an up card, or the last down card?</source>
        <comment>irregularity.stud_empty_seat_dealt.q1</comment>
        <translation>¿Fue la primera o segunda carta tapada, una descubierta o la última tapada?</translation>
    </message>
    <message>
        <source>Can it be put right?</source>
        <comment>irregularity.stud_empty_seat_dealt.q2</comment>
        <translation>¿Se puede corregir?</translation>
    </message>
    <message>
        <source>An early down card to an empty seat is dead and discarded; an up card is moved along to the right players; a last down card that cannot be fixed leaves the hand as dealt.</source>
        <comment>irregularity.stud_empty_seat_dealt.ruling</comment>
        <translation>Una carta tapada temprana a un asiento vacío está muerta y se descarta; una descubierta se corre a los jugadores correctos; una última tapada sin arreglo deja la mano como se repartió.</translation>
    </message>
    <message>
        <source>Down card: discard it and go on (LC-119)</source>
        <comment>irregularity.stud_empty_seat_dealt.s1</comment>
        <translation>Carta tapada: descártela y siga (LC-119)</translation>
    </message>
    <message>
        <source>Up card: slide the up cards to their proper seats</source>
        <comment>irregularity.stud_empty_seat_dealt.s2</comment>
        <translation>Carta descubierta: corra las descubiertas a sus asientos</translation>
    </message>
    <message>
        <source>Seventh card: play the hand as dealt</source>
        <comment>irregularity.stud_empty_seat_dealt.s3</comment>
        <translation>Séptima carta: juegue la mano como se repartió</translation>
    </message>
    <message>
        <source>Stud: card dealt to an empty seat</source>
        <comment>irregularity.stud_empty_seat_dealt.title</comment>
        <translation>Stud: carta repartida a un asiento vacío</translation>
    </message>
    <message>
        <source>Was a bet pending when he folded?</source>
        <comment>irregularity.stud_fold_no_bet.q1</comment>
        <translation>¿Había una apuesta pendiente cuando se retiró?</translation>
    </message>
    <message>
        <source>A player who folds when nothing was bet receives no further cards.</source>
        <comment>irregularity.stud_fold_no_bet.ruling</comment>
        <translation>Un jugador que se retira sin que haya apuesta no recibe más cartas.</translation>
    </message>
    <message>
        <source>Skip the seat on later streets (LC-120)</source>
        <comment>irregularity.stud_fold_no_bet.s1</comment>
        <translation>Salte el asiento en las calles siguientes (LC-120)</translation>
    </message>
    <message>
        <source>Stud: fold with no bet to face</source>
        <comment>irregularity.stud_fold_no_bet.title</comment>
        <translation>Stud: retirarse sin apuesta que enfrentar</translation>
    </message>
    <message>
        <source>Which down card was exposed (dealt up or flashed)?</source>
        <comment>irregularity.stud_hole_card_exposed.q1</comment>
        <translation>¿Qué carta tapada quedó expuesta (repartida boca arriba o vista)?</translation>
    </message>
    <message>
        <source>Is the exposed card now the lowest up card?</source>
        <comment>irregularity.stud_hole_card_exposed.q2</comment>
        <translation>¿La carta expuesta es ahora la descubierta más baja?</translation>
    </message>
    <message>
        <source>The exposed card plays as an up card and his third card comes face down. If it is the low card, the bring-in moves to the next-lowest up card (house K22).</source>
        <comment>irregularity.stud_hole_card_exposed.ruling</comment>
        <translation>La carta expuesta juega como descubierta y su tercera carta va boca abajo. Si es la carta baja, el bring-in pasa a la siguiente descubierta más baja (casa K22).</translation>
    </message>
    <message>
        <source>Leave the exposed card face up (LC-117)</source>
        <comment>irregularity.stud_hole_card_exposed.s1</comment>
        <translation>Deje la carta expuesta boca arriba (LC-117)</translation>
    </message>
    <message>
        <source>Deal his third card face down</source>
        <comment>irregularity.stud_hole_card_exposed.s2</comment>
        <translation>Reparta su tercera carta boca abajo</translation>
    </message>
    <message>
        <source>Work out the bring-in without his exposed card if it is the lowest</source>
        <comment>irregularity.stud_hole_card_exposed.s3</comment>
        <translation>Determine el bring-in sin su carta expuesta si es la más baja</translation>
    </message>
    <message>
        <source>Stud: one of the two down cards exposed</source>
        <comment>irregularity.stud_hole_card_exposed.title</comment>
        <translation>Stud: una de las dos cartas tapadas expuesta</translation>
    </message>
    <message>
        <source>Did the player himself cause the card to turn over?</source>
        <comment>irregularity.stud_own_card_flipped.q1</comment>
        <translation>¿Fue el propio jugador quien volteó la carta?</translation>
    </message>
    <message>
        <source>His third card is dealt face up and the exposed card plays: two up cards.</source>
        <comment>irregularity.stud_own_card_flipped.ruling</comment>
        <translation>Su tercera carta se reparte boca arriba y la expuesta juega: dos cartas descubiertas.</translation>
    </message>
    <message>
        <source>Deal his third card face up (LC-118)</source>
        <comment>irregularity.stud_own_card_flipped.s1</comment>
        <translation>Reparta su tercera carta boca arriba (LC-118)</translation>
    </message>
    <message>
        <source>He plays with two up cards</source>
        <comment>irregularity.stud_own_card_flipped.s2</comment>
        <translation>Juega con dos cartas descubiertas</translation>
    </message>
    <message>
        <source>His third card, not the one he turned, is his door card for the bring-in</source>
        <comment>irregularity.stud_own_card_flipped.s3</comment>
        <translation>Su tercera carta, no la que volteó, es su carta de puerta para el bring-in</translation>
    </message>
    <message>
        <source>Stud: player turned up his own down card</source>
        <comment>irregularity.stud_own_card_flipped.title</comment>
        <translation>Stud: el jugador volteó su propia carta tapada</translation>
    </message>
    <message>
        <source>How many players are still in at discovery (AMB-29)?</source>
        <comment>irregularity.stud_premature_card.q1</comment>
        <translation>¿Cuántos jugadores siguen en la mano al descubrirlo (AMB-29)?</translation>
    </message>
    <message>
        <source>Was the early card the last down card, and did the player look at it?</source>
        <comment>irregularity.stud_premature_card.q2</comment>
        <translation>¿La carta adelantada era la última tapada, y el jugador la miró?</translation>
    </message>
    <message>
        <source>Take the early cards out of play together with one card per player still in, finish the betting, then burn and deal the street normally. A last down card the player looked at or mixed in stays with him; a player holding seven cards may then only check, call or fold.</source>
        <comment>irregularity.stud_premature_card.ruling</comment>
        <translation>Saque de juego las cartas adelantadas junto con una carta por jugador aún en la mano, termine las apuestas, luego queme y reparta la calle como siempre. Una última carta tapada que el jugador miró o mezcló se queda con él; un jugador con siete cartas solo puede pasar, igualar o retirarse.</translation>
    </message>
    <message>
        <source>Count the players still in (AMB-29)</source>
        <comment>irregularity.stud_premature_card.s1</comment>
        <translation>Cuente los jugadores aún en la mano (AMB-29)</translation>
    </message>
    <message>
        <source>Put the early cards plus that many stub cards in the discards (LC-121)</source>
        <comment>irregularity.stud_premature_card.s2</comment>
        <translation>Ponga en los descartes las cartas adelantadas y otras tantas del resto (LC-121)</translation>
    </message>
    <message>
        <source>Finish the betting round</source>
        <comment>irregularity.stud_premature_card.s3</comment>
        <translation>Termine la ronda de apuestas</translation>
    </message>
    <message>
        <source>Burn and deal the street as usual</source>
        <comment>irregularity.stud_premature_card.s4</comment>
        <translation>Queme y reparta la calle como siempre</translation>
    </message>
    <message>
        <source>Stud: cards dealt before the betting round ended</source>
        <comment>irregularity.stud_premature_card.title</comment>
        <translation>Stud: cartas repartidas antes de terminar la ronda de apuestas</translation>
    </message>
    <message>
        <source>Whose seventh card is face up?</source>
        <comment>irregularity.stud_seventh_up.q1</comment>
        <translation>¿De quién es la séptima carta boca arriba?</translation>
    </message>
    <message>
        <source>Does that player declare all-in now?</source>
        <comment>irregularity.stud_seventh_up.q2</comment>
        <translation>¿Ese jugador declara all-in ahora?</translation>
    </message>
    <message>
        <source>Everyone else still gets a down card. The player with the up card may bet normally or declare all-in before the action, the last round then going to a side pot. The highest board on sixth street opens.</source>
        <comment>irregularity.stud_seventh_up.ruling</comment>
        <translation>Todos los demás reciben igualmente una carta tapada. El jugador con la carta descubierta puede apostar normal o declarar all-in antes de la acción, y la última ronda va entonces a un bote lateral. Abre la mano visible más alta de la sexta calle.</translation>
    </message>
    <message>
        <source>Deal the others their seventh card face down (LC-123)</source>
        <comment>irregularity.stud_seventh_up.s1</comment>
        <translation>Reparta a los demás su séptima carta boca abajo (LC-123)</translation>
    </message>
    <message>
        <source>Ask the player with the up card: bet normally or all-in now</source>
        <comment>irregularity.stud_seventh_up.s2</comment>
        <translation>Pregunte al jugador de la carta descubierta: apuesta normal o all-in ahora</translation>
    </message>
    <message>
        <source>Start the action with the high board as of sixth street</source>
        <comment>irregularity.stud_seventh_up.s3</comment>
        <translation>Empiece la acción con la mano visible más alta de la sexta calle</translation>
    </message>
    <message>
        <source>Stud: a seventh-street card dealt face up</source>
        <comment>irregularity.stud_seventh_up.title</comment>
        <translation>Stud: carta de séptima calle repartida boca arriba</translation>
    </message>
    <message>
        <source>How many cards are in the stub, how many players are still in, how many burns?</source>
        <comment>irregularity.stud_short_deck.q1</comment>
        <translation>¿Cuántas cartas quedan en el resto, cuántos jugadores siguen, cuántas quemadas?</translation>
    </message>
    <message>
        <source>Count first. Exactly enough: deal without a burn. Short: deal all but the last, mix it with the burns, cut, burn and finish. Still short: one face-up community card, the high board on sixth street opening.</source>
        <comment>irregularity.stud_short_deck.ruling</comment>
        <translation>Cuente primero. Justo las necesarias: reparta sin quemar. Faltan: reparta todas menos la última, mézclela con las quemadas, corte, queme y termine. Siguen faltando: una carta comunitaria boca arriba, y abre la mano visible más alta de la sexta calle.</translation>
    </message>
    <message>
        <source>Count stub and players (LC-124)</source>
        <comment>irregularity.stud_short_deck.s1</comment>
        <translation>Cuente el resto y los jugadores (LC-124)</translation>
    </message>
    <message>
        <source>Enough: deal with no burn</source>
        <comment>irregularity.stud_short_deck.s2</comment>
        <translation>Suficientes: reparta sin quemar</translation>
    </message>
    <message>
        <source>Short: deal all but one, mix the last with the burns, cut, burn, finish</source>
        <comment>irregularity.stud_short_deck.s3</comment>
        <translation>Faltan: reparta todas menos una, mezcle la última con las quemadas, corte, queme, termine</translation>
    </message>
    <message>
        <source>Not enough: burn and turn one community card for everyone</source>
        <comment>irregularity.stud_short_deck.s4</comment>
        <translation>No alcanzan: queme y voltee una carta comunitaria para todos</translation>
    </message>
    <message>
        <source>Stud: too few cards for seventh street</source>
        <comment>irregularity.stud_short_deck.title</comment>
        <translation>Stud: pocas cartas para la séptima calle</translation>
    </message>
    <message>
        <source>Has the hand touched the muck?</source>
        <comment>irregularity.thrown_hand_retrievable.q1</comment>
        <translation>¿La mano tocó el muck?</translation>
    </message>
    <message>
        <source>Did anyone act because it was thrown?</source>
        <comment>irregularity.thrown_hand_retrievable.q2</comment>
        <translation>¿Alguien actuó porque se lanzó?</translation>
    </message>
    <message>
        <source>If it is clear of the muck and nobody acted on the throw, it can be taken back and declared live.</source>
        <comment>irregularity.thrown_hand_retrievable.ruling</comment>
        <translation>Si no tocó el muck y nadie actuó por el lanzamiento, puede recuperarse y declararse viva.</translation>
    </message>
    <message>
        <source>Floor confirms the retrieve (LC-80)</source>
        <comment>irregularity.thrown_hand_retrievable.s1</comment>
        <translation>El floor confirma la recuperación (LC-80)</translation>
    </message>
    <message>
        <source>The player is back on turn</source>
        <comment>irregularity.thrown_hand_retrievable.s2</comment>
        <translation>Le vuelve a tocar al jugador</translation>
    </message>
    <message>
        <source>Thrown hand not yet in the muck</source>
        <comment>irregularity.thrown_hand_retrievable.title</comment>
        <translation>Mano lanzada que aún no está en el muck</translation>
    </message>
    <message>
        <source>Was the hand protected (chip or hand on it)?</source>
        <comment>irregularity.unprotected_hand.q1</comment>
        <translation>¿La mano estaba protegida (ficha o mano encima)?</translation>
    </message>
    <message>
        <source>Is it clear which cards are his?</source>
        <comment>irregularity.unprotected_hand.q2</comment>
        <translation>¿Está claro cuáles son sus cartas?</translation>
    </message>
    <message>
        <source>An unprotected hand the dealer takes in counts as folded, with no recourse; one mixed with a discard so that his cards are unclear is dead.</source>
        <comment>irregularity.unprotected_hand.ruling</comment>
        <translation>Una mano sin proteger que recoge el dealer cuenta como retirada, sin recurso; una mezclada con un descarte de modo que sus cartas no estén claras está muerta.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.unprotected_hand.s1</comment>
        <translation>El floor confirma: la mano está muerta y sus fichas quedan en el bote</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.unprotected_hand.s2</comment>
        <translation>Tire la mano al muck; la acción sigue con el siguiente jugador</translation>
    </message>
    <message>
        <source>Unprotected or abandoned hand</source>
        <comment>irregularity.unprotected_hand.title</comment>
        <translation>Mano sin proteger o abandonada</translation>
    </message>
    <message>
        <source>How many cards does the hand hold?</source>
        <comment>irregularity.wrong_count_after_acting.q1</comment>
        <translation>¿Cuántas cartas tiene la mano?</translation>
    </message>
    <message>
        <source>Has the player acted?</source>
        <comment>irregularity.wrong_count_after_acting.q2</comment>
        <translation>¿El jugador ha actuado?</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.wrong_count_after_acting.ruling</comment>
        <translation>La mano está muerta.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.wrong_count_after_acting.s1</comment>
        <translation>El floor confirma: la mano está muerta y sus fichas quedan en el bote</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.wrong_count_after_acting.s2</comment>
        <translation>Tire la mano al muck; la acción sigue con el siguiente jugador</translation>
    </message>
    <message>
        <source>Wrong number of cards after acting</source>
        <comment>irregularity.wrong_count_after_acting.title</comment>
        <translation>Número erróneo de cartas después de actuar</translation>
    </message>
    <message>
        <source>due only at button {after} in a full game</source>
        <comment>pick_up.due_at_button</comment>
        <translation>se recogen solo en el botón {after} con la mesa llena</translation>
    </message>
    <message>
        <source>The floor holds ${amount} in chips for {player} (picked up from seat {seat} by {by})</source>
        <comment>pick_up.info.floor_holds_chips</comment>
        <translation>El floor guarda ${amount} en fichas para {player} (recogidas del asiento {seat} por {by})</translation>
    </message>
    <message>
        <source>never due by a count of buttons in this house</source>
        <comment>pick_up.never_due</comment>
        <translation>en esta casa nunca se recogen por número de botones</translation>
    </message>
    <message>
        <source>the floorperson who picks up the chips must be named (LC-97)</source>
        <comment>pick_up.refusal.floorperson_who_picks_up_chips</comment>
        <translation>hay que nombrar al floor que recoge las fichas (LC-97)</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>pick_up.refusal.seat</comment>
        <translation>el asiento {seat} es de {player}, no de {player2}</translation>
    </message>
    <message>
        <source>seat {seat} is not away: only a lobbying player&apos;s chips are picked up (LC-97)</source>
        <comment>pick_up.refusal.seat_away_only_lobbying_player</comment>
        <translation>el asiento {seat} no está ausente: solo se recogen las fichas de un jugador ausente (LC-97)</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>pick_up.refusal.seat_empty</comment>
        <translation>el asiento {seat} está libre</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: pick up his chips between hands</source>
        <comment>pick_up.refusal.seat_hand_pick_up_chips</comment>
        <translation>el asiento {seat} está en la mano: recoja sus fichas entre manos</translation>
    </message>
    <message>
        <source>seat {seat} has ${stack} in front of him: pick up all of it</source>
        <comment>pick_up.refusal.seat_has_front_him_pick</comment>
        <translation>el asiento {seat} tiene ${stack} delante: recójalo todo</translation>
    </message>
    <message>
        <source>seat {seat} has {missed_buttons} missed-blind button(s) and the game has {count} of {max_seats} seats filled: his chips are {due}; otherwise give the reason (a player asks for the seat or the game fills, LC-97; repeated lobbying, LC-98)</source>
        <comment>pick_up.refusal.seat_has_missed_blind_button</comment>
        <translation>el asiento {seat} tiene {missed_buttons} botón(es) de ciega perdida y el juego tiene {count} de {max_seats} asientos ocupados: sus fichas están {due}; si no, indique el motivo (un jugador pide el asiento o el juego se llena, LC-97; ausencias repetidas, LC-98)</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) owes a big blind before he is dealt in again</source>
        <comment>players.floor.owes_big_blind</comment>
        <translation>El asiento {seat} ({player}) debe una ciega grande antes de volver a recibir cartas</translation>
    </message>
    <message>
        <source>Posting abuse? {player} (seat {seat}) has left {count} times without paying a big blind: the floor may require a post or pick up his chips</source>
        <comment>players.floor.posting_abuse</comment>
        <translation>¿Abuso de ciegas? {player} (asiento {seat}) se ha ido {count} veces sin pagar la ciega grande: el floor puede exigirle que ponga o recoger sus fichas</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) is removed by {by}: on his return nothing he paid is refunded and missed blinds follow the usual rules</source>
        <comment>players.floor.removed_player</comment>
        <translation>{by} retiró al asiento {seat} ({player}): a su regreso no se le devuelve nada de lo pagado y las ciegas perdidas siguen las reglas habituales</translation>
    </message>
    <message>
        <source>${amount} cannot be changed from ${from_chip} into ${to_chip} chips exactly</source>
        <comment>players.refusal.cannot_changed_into_chips_exactly</comment>
        <translation>${amount} no se puede cambiar exactamente de fichas de ${from_chip} a fichas de ${to_chip}</translation>
    </message>
    <message>
        <source>a colour-up changes chips for another denomination</source>
        <comment>players.refusal.colour_up_changes_chips_another</comment>
        <translation>un cambio de color cambia fichas por otra denominación</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it (LC-P5)</source>
        <comment>players.refusal.floor_decision_names_floorperson_who</comment>
        <translation>una decisión del floor nombra al floor que la tomó (LC-P5)</translation>
    </message>
    <message>
        <source>this house has no live straddle, so no entry with one (K26, LC-47)</source>
        <comment>players.refusal.house_has_no_live_straddle</comment>
        <translation>esta casa no tiene straddle vivo, así que no hay entrada con uno (K26, LC-47)</translation>
    </message>
    <message>
        <source>the pot is being pushed: remove him once the hand is over</source>
        <comment>players.refusal.pot_being_pushed_remove_him</comment>
        <translation>el bote se está entregando: retírelo cuando termine la mano</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>players.refusal.seat_empty</comment>
        <translation>el asiento {seat} está libre</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: rule on it between hands</source>
        <comment>players.refusal.seat_hand_rule_between_hands</comment>
        <translation>el asiento {seat} está en la mano: decida entre manos</translation>
    </message>
    <message>
        <source>seat {seat} has already been removed by the floor</source>
        <comment>players.refusal.seat_has_already_been_removed</comment>
        <translation>el floor ya retiró el asiento {seat}</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack} in front of him</source>
        <comment>players.refusal.seat_has_only_front_him</comment>
        <translation>el asiento {seat} solo tiene ${stack} delante</translation>
    </message>
    <message>
        <source>seat {seat} owes a big blind before his next hand ({rule_id}): he posts it, buys the button or straddles</source>
        <comment>players.refusal.seat_owes_big_blind_before</comment>
        <translation>el asiento {seat} debe una ciega grande antes de su próxima mano ({rule_id}): la pone, compra el botón o hace straddle</translation>
    </message>
    <message>
        <source>seat {seat} is on turn: colour up after his action, not during it (LC-14)</source>
        <comment>players.refusal.seat_turn_colour_up_after</comment>
        <translation>le toca al asiento {seat}: cambie de color después de su acción, no durante (LC-14)</translation>
    </message>
    <message>
        <source>seat {seat} was not removed by the floor (LC-5)</source>
        <comment>players.refusal.seat_was_removed_floor_lc</comment>
        <translation>el floor no retiró el asiento {seat} (LC-5)</translation>
    </message>
    <message>
        <source>seat {seat} was removed by {by}: only the floor lets him back (LC-5)</source>
        <comment>players.refusal.seat_was_removed_only_floor</comment>
        <translation>el asiento {seat} fue retirado por {by}: solo el floor lo deja volver (LC-5)</translation>
    </message>
    <message>
        <source>${chip} is not a standard chip of this game ({listed}, LC-14)</source>
        <comment>players.refusal.standard_chip_game_lc_14</comment>
        <translation>${chip} no es una ficha estándar de este juego ({listed}, LC-14)</translation>
    </message>
    <message>
        <source>${amount} ({live})</source>
        <comment>procedure.amount.collection</comment>
        <translation>${amount} ({live})</translation>
    </message>
    <message>
        <source>${live} live + ${dead} dead</source>
        <comment>procedure.amount.live_dead</comment>
        <translation>${live} viva + ${dead} muerta</translation>
    </message>
    <message>
        <source>${amount}</source>
        <comment>procedure.amount.plain</comment>
        <translation>${amount}</translation>
    </message>
    <message>
        <source> (high half)</source>
        <comment>procedure.high_half</comment>
        <translation> (mitad alta)</translation>
    </message>
    <message>
        <source> (low half)</source>
        <comment>procedure.low_half</comment>
        <translation> (mitad baja)</translation>
    </message>
    <message>
        <source> ({half} half)</source>
        <comment>procedure.other_half</comment>
        <translation> (mitad {half})</translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <comment>procedure.side_pot</comment>
        <translation>bote lateral {number}</translation>
    </message>
    <message>
        <source>The high board as of 6th street opens: seat {seat}</source>
        <comment>irregularities.stud_procedure.step.high_board_6th_street_opens</comment>
        <translation>Abre la mano visible más alta de la 6ª calle: asiento {seat}</translation>
    </message>
    <message>
        <source>${amount}</source>
        <comment>banked.amount</comment>
        <translation>${amount}</translation>
    </message>
    <message>
        <source>{first} or {then}</source>
        <comment>banked.amounts_or</comment>
        <translation>{first} o {then}</translation>
    </message>
    <message>
        <source>Collection from every player before the deal: ${amount} (CG-3CP-02)</source>
        <comment>banked.collection.every_player</comment>
        <translation>Colecta de cada jugador antes del reparto: ${amount} (CG-3CP-02)</translation>
    </message>
    <message>
        <source>No collection stated for this game (K04)</source>
        <comment>banked.collection.none_stated</comment>
        <translation>No hay colecta indicada para este juego (K04)</translation>
    </message>
    <message>
        <source>Rake mode not chosen; options: {options}</source>
        <comment>banked.collection.rake_not_chosen</comment>
        <translation>Forma de comisión sin elegir; opciones: {options}</translation>
    </message>
    <message>
        <source>Rake on {who} (HTP-3CP-16)</source>
        <comment>banked.collection.rake_on</comment>
        <translation>Comisión sobre {who} (HTP-3CP-16)</translation>
    </message>
    <message>
        <source>Collection from every player before the deal: amount set by the room (Gaps) (CG-3CP-02)</source>
        <comment>banked.collection.room_sets</comment>
        <translation>Colecta de cada jugador antes del reparto: monto fijado por la sala (Gaps) (CG-3CP-02)</translation>
    </message>
    <message>
        <source>ruling {ruling}: {title}</source>
        <comment>banked.corrections.voided_by_ruling</comment>
        <translation>decisión {ruling}: {title}</translation>
    </message>
    <message>
        <source>four</source>
        <comment>banked.count.four</comment>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>banked.count.seven</comment>
        <translation>siete</translation>
    </message>
    <message>
        <source>three</source>
        <comment>banked.count.three</comment>
        <translation>tres</translation>
    </message>
    <message>
        <source>two</source>
        <comment>banked.count.two</comment>
        <translation>dos</translation>
    </message>
    <message>
        <source>does not qualify</source>
        <comment>banked.does_not_qualify</comment>
        <translation>no califica</translation>
    </message>
    <message>
        <source>DP has {hand}: {verdict} (a pair needed, HTP-FLH-08)</source>
        <comment>banked.florida.dp_has</comment>
        <translation>La banca tiene {hand}: {verdict} (se necesita un par, HTP-FLH-08)</translation>
    </message>
    <message>
        <source>Deal the flop</source>
        <comment>banked.florida_holdem.need.deal_flop</comment>
        <translation>Reparta el flop</translation>
    </message>
    <message>
        <source>Deal the turn and river</source>
        <comment>banked.florida_holdem.need.deal_turn_and_river</comment>
        <translation>Reparta el turn y el river</translation>
    </message>
    <message>
        <source>Seat {seat}: {option} or Play {plays}</source>
        <comment>banked.florida_holdem.need.decide</comment>
        <translation>Asiento {seat}: {option} o Play {plays}</translation>
    </message>
    <message>
        <source>P/D has {count}</source>
        <comment>banked.hot_action.pd_has</comment>
        <translation>La banca tiene {count}</translation>
    </message>
    <message>
        <source>P/D has {count} (late natural: play after the deal is void, floor confirms, CG-HAB-17)</source>
        <comment>banked.hot_action.pd_has_late_natural</comment>
        <translation>La banca tiene {count} (natural tardío: el juego tras el reparto es nulo, el floor confirma, CG-HAB-17)</translation>
    </message>
    <message>
        <source>Deal one card to seat {seat} hand {hand}</source>
        <comment>banked.hot_action_blackjack.need.deal_one</comment>
        <translation>Reparta una carta al asiento {seat}, mano {hand}</translation>
    </message>
    <message>
        <source>Deal the P/D two cards (or the up card, hole card later)</source>
        <comment>banked.hot_action_blackjack.need.deal_p_d</comment>
        <translation>Reparta dos cartas a la banca (o la carta descubierta, la oculta después)</translation>
    </message>
    <message>
        <source>Deal two cards to seat {seat}</source>
        <comment>banked.hot_action_blackjack.need.deal_two</comment>
        <translation>Reparta dos cartas al asiento {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} ({total}): {player} decides: {options}</source>
        <comment>banked.hot_action_blackjack.need.decide</comment>
        <translation>Asiento {seat} mano {hand} ({total}): {player} decide: {options}</translation>
    </message>
    <message>
        <source>P/D has {total}: deal him a card</source>
        <comment>banked.hot_action_blackjack.need.p_d_draws</comment>
        <translation>La banca tiene {total}: dele una carta</translation>
    </message>
    <message>
        <source>Hot Action Blackjack&apos;s rows give no replacement for an exposed card ({house}): the floor rules at the table ({rule})</source>
        <comment>banked.hot_action_blackjack.no_replacement</comment>
        <translation>Las reglas de Hot Action Blackjack no reponen una carta expuesta ({house}): el floor decide en la mesa ({rule})</translation>
    </message>
    <message>
        <source>Deal {count} cards to {who}{extra}</source>
        <comment>banked.need.deal_cards</comment>
        <translation>Reparta {count} cartas {who}{extra}</translation>
    </message>
    <message>
        <source>check</source>
        <comment>banked.option.check</comment>
        <translation>pasar</translation>
    </message>
    <message>
        <source>double</source>
        <comment>banked.option.double</comment>
        <translation>doblar</translation>
    </message>
    <message>
        <source>fold</source>
        <comment>banked.option.fold</comment>
        <translation>retirarse</translation>
    </message>
    <message>
        <source>hit</source>
        <comment>banked.option.hit</comment>
        <translation>pedir</translation>
    </message>
    <message>
        <source>split</source>
        <comment>banked.option.split</comment>
        <translation>dividir</translation>
    </message>
    <message>
        <source>stand</source>
        <comment>banked.option.stand</comment>
        <translation>plantarse</translation>
    </message>
    <message>
        <source>Seat {seat} sets a two-card front and a five-card back</source>
        <comment>banked.pai_gow.need.set_hands</comment>
        <translation>El asiento {seat} arma una mano de delante de dos cartas y una de detrás de cinco</translation>
    </message>
    <message>
        <source>The P/D picks the action pile and shakes three dice</source>
        <comment>banked.pai_gow.need.shake_dice</comment>
        <translation>La banca elige la pila de acción y agita tres dados</translation>
    </message>
    <message>
        <source> (the action pile)</source>
        <comment>banked.pai_gow.note.action_pile</comment>
        <translation> (la pila de acción)</translation>
    </message>
    <message>
        <source>P/D front {front}, back {back}</source>
        <comment>banked.pai_gow.pd_front_back</comment>
        <translation>Banca: delante {front}, detrás {back}</translation>
    </message>
    <message>
        <source>Give seat {seat} the next card from the shoe in place of the card out of play ({rule})</source>
        <comment>banked.plans.need.replacement_card</comment>
        <translation>Dé al asiento {seat} la siguiente carta del zapato en lugar de la carta fuera de juego ({rule})</translation>
    </message>
    <message>
        <source>With no seat and card named, the floor shows the card and rules; the app changes nothing ({rules}).</source>
        <comment>banked.plans.people.card_off_table</comment>
        <translation>Sin asiento ni carta indicados, el floor muestra la carta y decide; la aplicación no cambia nada ({rules}).</translation>
    </message>
    <message>
        <source>Dealing the player out and calling the lead floor supervisor are done at the table ({rules}); if the deck is no longer usable, report a fouled deck ({rules2}).</source>
        <comment>banked.plans.people.cards_damaged</comment>
        <translation>Sacar al jugador del reparto y llamar al supervisor principal del floor se hace en la mesa ({rules}); si la baraja ya no sirve, reporte una baraja viciada ({rules2}).</translation>
    </message>
    <message>
        <source>The app voids no round here (no card out yet, or chips already moved): the floor settles the money by hand and the deck is replaced ({rules}).</source>
        <comment>banked.plans.people.fouled_deck</comment>
        <translation>La aplicación no anula ninguna ronda aquí (aún no salió carta, o las fichas ya se movieron): el floor liquida el dinero a mano y se cambia la baraja ({rules}).</translation>
    </message>
    <message>
        <source>Too late to rule ({rules}): nothing to carry out.</source>
        <comment>banked.plans.people.late_objection</comment>
        <translation>Demasiado tarde para decidir ({rules}): nada que ejecutar.</translation>
    </message>
    <message>
        <source>The override and its reason are the record; nothing to carry out ({rules}).</source>
        <comment>banked.plans.people.management_override</comment>
        <translation>La anulación de la gerencia y su motivo son el registro; nada que ejecutar ({rules}).</translation>
    </message>
    <message>
        <source>Nothing for the app to carry out.</source>
        <comment>banked.plans.people.nothing</comment>
        <translation>Nada que ejecutar por la aplicación.</translation>
    </message>
    <message>
        <source>On confirmation seat {seat}&apos;s {card} is out of play and the seat gets the next card from the shoe after the deal ({rules}; {house}: the floor rules, {rule})</source>
        <comment>banked.plans.replace_on_confirmation</comment>
        <translation>Al confirmarse, la carta {card} del asiento {seat} queda fuera de juego y el asiento recibe la siguiente carta del zapato después del reparto ({rules}; {house}: decide el floor, {rule})</translation>
    </message>
    <message>
        <source>On confirmation the round is void and every wager goes back ({rule})</source>
        <comment>banked.plans.void_on_confirmation</comment>
        <translation>Al confirmarse, la ronda se anula y se devuelven todas las apuestas ({rule})</translation>
    </message>
    <message>
        <source>; give back every wager placed</source>
        <comment>banked.procedure.give_back_wagers</comment>
        <translation>; devuelva todas las apuestas hechas</translation>
    </message>
    <message>
        <source>Compare in this order: {seats}</source>
        <comment>banked.procedure.step.compare_order</comment>
        <translation>Compare en este orden: {seats}</translation>
    </message>
    <message>
        <source>the posted amount</source>
        <comment>banked.procedure.the_posted_amount</comment>
        <translation>el monto anunciado</translation>
    </message>
    <message>
        <source>qualifies</source>
        <comment>banked.qualifies</comment>
        <translation>califica</translation>
    </message>
    <message>
        <source>every player alike except the banker</source>
        <comment>banked.rake.all_but_banker</comment>
        <translation>todos los jugadores por igual salvo la banca</translation>
    </message>
    <message>
        <source>every player alike, the banker included</source>
        <comment>banked.rake.all_players</comment>
        <translation>todos los jugadores por igual, la banca incluida</translation>
    </message>
    <message>
        <source>the banker only</source>
        <comment>banked.rake.banker_only</comment>
        <translation>solo la banca</translation>
    </message>
    <message>
        <source>{mode}: {label}</source>
        <comment>banked.rake.option</comment>
        <translation>{mode}: {label}</translation>
    </message>
    <message>
        <source>nobody keeps the bank now: offer it and record the answer (K14)</source>
        <comment>banked.refusal.nobody_keeps_bank</comment>
        <translation>nadie mantiene la banca ahora: ofrézcala y registre la respuesta (K14)</translation>
    </message>
    <message>
        <source>offer the bank and record the answer before the round (K14)</source>
        <comment>banked.refusal.offer_bank_first</comment>
        <translation>ofrezca la banca y registre la respuesta antes de la ronda (K14)</translation>
    </message>
    <message>
        <source>seat {seat} {bettor} {wager} ${amount}: {status}, {result}; paid ${paid}, collected ${collected}, returned ${returned}; banker&apos;s stake left ${left}</source>
        <comment>banked.replay.wager_settled</comment>
        <translation>asiento {seat} {bettor} {wager} ${amount}: {status}, {result}; pagado ${paid}, cobrado ${collected}, devuelto ${returned}; a la banca le quedan ${left}</translation>
    </message>
    <message>
        <source>{player} did not bet as a player last round ({rule})</source>
        <comment>banked.rotation.did_not_bet_last_round</comment>
        <translation>{player} no apostó como jugador en la ronda anterior ({rule})</translation>
    </message>
    <message>
        <source>the bank went to {others} player(s) other than a TPPP in the last {minutes} minutes; {required} are required: the game must stop ({rule})</source>
        <comment>banked.rotation.game_must_stop</comment>
        <translation>la banca pasó a {others} jugador(es) que no son TPPP en los últimos {minutes} minutos; se requieren {required}: el juego debe parar ({rule})</translation>
    </message>
    <message>
        <source>nobody sits there</source>
        <comment>banked.rotation.nobody_sits_there</comment>
        <translation>nadie se sienta ahí</translation>
    </message>
    <message>
        <source>after a TPPP banks, the bank goes to another player ({rule})</source>
        <comment>banked.rotation.tppp_then_another</comment>
        <translation>después de que un TPPP tiene la banca, la banca pasa a otro jugador ({rule})</translation>
    </message>
    <message>
        <source>the collection here is ${due} (CG-3CP-02, K04)</source>
        <comment>banked.round.refusal.collection_here_cg_3cp_02</comment>
        <translation>la colecta aquí es ${due} (CG-3CP-02, K04)</translation>
    </message>
    <message>
        <source>a collection is a positive amount (K04)</source>
        <comment>banked.round.refusal.collection_positive_amount_k04</comment>
        <translation>una colecta es un monto positivo (K04)</translation>
    </message>
    <message>
        <source>{detail} ({card})</source>
        <comment>banked.rulings.detail.card</comment>
        <translation>{detail} ({card})</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.rulings.detail.seat</comment>
        <translation>asiento {seat}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.seat</comment>
        <translation>asiento {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <comment>banked.seat_title</comment>
        <translation>Asiento {seat}</translation>
    </message>
    <message>
        <source>covered</source>
        <comment>banked.settle.covered</comment>
        <translation>cubierta</translation>
    </message>
    <message>
        <source>dead: returned, not raked</source>
        <comment>banked.settle.dead</comment>
        <translation>muerta: devuelta, sin comisión</translation>
    </message>
    <message>
        <source>{who} {bettor} {wager} ${amount}: {status}: {moves}; banker&apos;s stake left ${left}</source>
        <comment>banked.settle.line</comment>
        <translation>{who} {bettor} {wager} ${amount}: {status}: {moves}; fondo restante de la banca ${left}</translation>
    </message>
    <message>
        <source>lose</source>
        <comment>banked.settle.lose</comment>
        <translation>pierde</translation>
    </message>
    <message>
        <source>no_action</source>
        <comment>banked.settle.no_action</comment>
        <translation>sin acción</translation>
    </message>
    <message>
        <source>nothing moves</source>
        <comment>banked.settle.nothing_moves</comment>
        <translation>no se mueve nada</translation>
    </message>
    <message>
        <source>partly covered</source>
        <comment>banked.settle.partly_covered</comment>
        <translation>cubierta en parte</translation>
    </message>
    <message>
        <source>partly covered (${covered})</source>
        <comment>banked.settle.partly_covered_by</comment>
        <translation>cubierta en parte (${covered})</translation>
    </message>
    <message>
        <source>pay ${amount}</source>
        <comment>banked.settle.pay</comment>
        <translation>pagar ${amount}</translation>
    </message>
    <message>
        <source>push</source>
        <comment>banked.settle.push</comment>
        <translation>empate</translation>
    </message>
    <message>
        <source>return ${amount}</source>
        <comment>banked.settle.return</comment>
        <translation>devolver ${amount}</translation>
    </message>
    <message>
        <source>returned (no action)</source>
        <comment>banked.settle.returned</comment>
        <translation>devuelta (sin acción)</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand}</source>
        <comment>banked.settle.seat_hand</comment>
        <translation>Asiento {seat} mano {hand}</translation>
    </message>
    <message>
        <source>Settled: {line}</source>
        <comment>banked.settle.settled</comment>
        <translation>Liquidada: {line}</translation>
    </message>
    <message>
        <source>{status}, {result}</source>
        <comment>banked.settle.status_result</comment>
        <translation>{status}, {result}</translation>
    </message>
    <message>
        <source>take ${amount}</source>
        <comment>banked.settle.take</comment>
        <translation>cobrar ${amount}</translation>
    </message>
    <message>
        <source>win</source>
        <comment>banked.settle.win</comment>
        <translation>gana</translation>
    </message>
    <message>
        <source>the bank is offered between rounds, before the deal (CG-3CP-08)</source>
        <comment>banked.table.refusal.bank_offered_between_rounds_before</comment>
        <translation>la banca se ofrece entre rondas, antes del reparto (CG-3CP-08)</translation>
    </message>
    <message>
        <source>a third-party proposition player is declared between rounds (CA-PDR)</source>
        <comment>banked.table.refusal.third_party_proposition_player_declared</comment>
        <translation>un jugador proposicional de terceros se declara entre rondas (CA-PDR)</translation>
    </message>
    <message>
        <source>Banker shows {hand}: {verdict} (queen-high needed, {rule})</source>
        <comment>banked.three_card.banker_shows</comment>
        <translation>La banca muestra {hand}: {verdict} (se necesita dama alta, {rule})</translation>
    </message>
    <message>
        <source>Seat {seat}: Call ${ante} or fold</source>
        <comment>banked.three_card_poker.need.call_or_fold</comment>
        <translation>Asiento {seat}: iguale ${ante} o retírese</translation>
    </message>
    <message>
        <source>Seat {seat}: Play ${ante} or fold the Ante</source>
        <comment>banked.three_card_poker.need.play_or_fold_ante</comment>
        <translation>Asiento {seat}: Play ${ante} o pierda el Ante</translation>
    </message>
    <message>
        <source> (one face up, {rule})</source>
        <comment>banked.three_card_poker.note.one_face_up</comment>
        <translation> (una descubierta, {rule})</translation>
    </message>
    <message>
        <source>the P/D gets two cards down and one up (CG-3CP-03)</source>
        <comment>banked.three_card_poker.refusal.p_d_gets_two_cards</comment>
        <translation>la banca recibe dos cartas tapadas y una descubierta (CG-3CP-03)</translation>
    </message>
    <message>
        <source>player cards are dealt face down (CG-3CP-03, HTP-3CP-01)</source>
        <comment>banked.three_card_poker.refusal.player_cards_are_dealt_face</comment>
        <translation>las cartas de los jugadores se reparten boca abajo (CG-3CP-03, HTP-3CP-01)</translation>
    </message>
    <message>
        <source>DP&apos;s best two: {hand}: {verdict} (J-2 suited needed, HTP-2CP-08)</source>
        <comment>banked.two_card.dp_best_two</comment>
        <translation>Las dos mejores de la banca: {hand}: {verdict} (se necesita J-2 del mismo palo, HTP-2CP-08)</translation>
    </message>
    <message>
        <source>Seat {seat}: Call ${base} and keep two cards, or fold</source>
        <comment>banked.two_card_poker.need.call_or_fold</comment>
        <translation>Asiento {seat}: iguale ${base} y quédese con dos cartas, o retírese</translation>
    </message>
    <message>
        <source>the banker</source>
        <comment>banked.who.banker</comment>
        <translation>a la banca</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.who.seat</comment>
        <translation>al asiento {seat}</translation>
    </message>
    <message>
        <source>Bring-in to ${amount}</source>
        <comment>betting.label.bring_in</comment>
        <translation>Bring-in a ${amount}</translation>
    </message>
    <message>
        <source>Bring-in ${low}-${high}</source>
        <comment>betting.label.bring_in_range</comment>
        <translation>Bring-in ${low}-${high}</translation>
    </message>
    <message>
        <source>Bust ({total})</source>
        <comment>blackjack.bust</comment>
        <translation>Se pasa ({total})</translation>
    </message>
    <message>
        <source>{total} (hard)</source>
        <comment>blackjack.hard</comment>
        <translation>{total} (duro)</translation>
    </message>
    <message>
        <source>Natural 21</source>
        <comment>blackjack.natural_21</comment>
        <translation>Natural 21</translation>
    </message>
    <message>
        <source>Natural 22</source>
        <comment>blackjack.natural_22</comment>
        <translation>Natural 22</translation>
    </message>
    <message>
        <source>{total} (soft)</source>
        <comment>blackjack.soft</comment>
        <translation>{total} (suave)</translation>
    </message>
    <message>
        <source>Super Natural (24)</source>
        <comment>blackjack.super_natural</comment>
        <translation>Super Natural (24)</translation>
    </message>
    <message>
        <source>the best card was drawn by seat {best}, not seat {button}: the button goes there (LC-28)</source>
        <comment>button_draw.refusal.best_card_was_drawn_seat</comment>
        <translation>la mejor carta la sacó el asiento {best}, no el {button}: el botón va allí (LC-28)</translation>
    </message>
    <message>
        <source>{text} cannot be drawn: the draw for the button is made without jokers (LC-28)</source>
        <comment>button_draw.refusal.cannot_drawn_draw_button_made</comment>
        <translation>{text} no se puede sacar: el sorteo del botón se hace sin comodines (LC-28)</translation>
    </message>
    <message>
        <source>the draw for the button needs two or more players (LC-86)</source>
        <comment>button_draw.refusal.draw_button_needs_two_more</comment>
        <translation>el sorteo del botón necesita dos o más jugadores (LC-86)</translation>
    </message>
    <message>
        <source>the draw for the button opens a new game: this game&apos;s button is already on seat {button} (LC-86)</source>
        <comment>button_draw.refusal.draw_button_opens_new_game</comment>
        <translation>el sorteo del botón abre un juego nuevo: el botón de este juego ya está en el asiento {button} (LC-86)</translation>
    </message>
    <message>
        <source>nobody drew a card (LC-86)</source>
        <comment>button_draw.refusal.nobody_drew_card_lc_86</comment>
        <translation>nadie sacó carta (LC-86)</translation>
    </message>
    <message>
        <source>a seat drew twice: one card each (LC-86)</source>
        <comment>button_draw.refusal.seat_drew_twice_one_card</comment>
        <translation>un asiento sacó dos veces: una carta cada uno (LC-86)</translation>
    </message>
    <message>
        <source>seat(s) {strangers} cannot draw: only players seated and present with chips draw for the button (LC-86)</source>
        <comment>button_draw.refusal.seat_s_cannot_draw_only</comment>
        <translation>asiento(s) {strangers} no pueden sacar: solo sacan por el botón los jugadores sentados y presentes con fichas (LC-86)</translation>
    </message>
    <message>
        <source>seat(s) {missing} did not draw: every player seated and present draws for the button (LC-86)</source>
        <comment>button_draw.refusal.seat_s_did_draw_every</comment>
        <translation>asiento(s) {missing} no sacaron: todo jugador sentado y presente saca por el botón (LC-86)</translation>
    </message>
    <message>
        <source>{count} seats drew {count2} cards: one card each (LC-86)</source>
        <comment>button_draw.refusal.seats_drew_cards_one_card</comment>
        <translation>{count} asientos sacaron {count2} cartas: una carta cada uno (LC-86)</translation>
    </message>
    <message>
        <source>stud has no button to draw for: the deal starts at seat 1 (CG-STD-02)</source>
        <comment>button_draw.refusal.stud_has_no_button_draw</comment>
        <translation>el stud no tiene botón que sortear: el reparto empieza en el asiento 1 (CG-STD-02)</translation>
    </message>
    <message>
        <source>{text} was drawn twice: draw again from one deck (LC-28)</source>
        <comment>button_draw.refusal.was_drawn_twice_draw_again</comment>
        <translation>{text} salió dos veces: sortee de nuevo con una sola baraja (LC-28)</translation>
    </message>
    <message>
        <source>a buy-in of ${amount} cannot play ${plays}</source>
        <comment>buy_in_record.refusal.buy_cannot_play</comment>
        <translation>una compra de ${amount} no puede jugar ${plays}</translation>
    </message>
    <message>
        <source>a declared buy-in plays in full (LC-26d)</source>
        <comment>buy_in_record.refusal.declared_buy_plays_full_lc</comment>
        <translation>una compra declarada juega completa (LC-26d)</translation>
    </message>
    <message>
        <source>a floor override names the floorperson and the reason (LC-P1)</source>
        <comment>buy_in_record.refusal.floor_override_names_floorperson_reason</comment>
        <translation>una anulación del floor nombra al floor y el motivo (LC-P1)</translation>
    </message>
    <message>
        <source>{kind!r} is not a kind of buy-in ({items})</source>
        <comment>buy_in_record.refusal.kind_buy</comment>
        <translation>{kind!r} no es un tipo de compra ({items})</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>buy_in_record.refusal.seat</comment>
        <translation>el asiento {seat} es de {player}, no de {player2}</translation>
    </message>
    <message>
        <source>charts cancelled</source>
        <comment>charts.cancelled</comment>
        <translation>gráficas canceladas</translation>
    </message>
    <message>
        <source>seat(s) {seats} acted after seat {seat}: he completes the raise (LC-58b)</source>
        <comment>chip_rulings.refusal.acted_after_complete</comment>
        <translation>el/los asiento(s) {seats} actuaron después del asiento {seat}: debe completar la subida (LC-58b)</translation>
    </message>
    <message>
        <source>seat(s) {seats} acted after seat {seat}: he completes the raise or folds (LC-58a)</source>
        <comment>chip_rulings.refusal.acted_after_complete_or_fold</comment>
        <translation>el/los asiento(s) {seats} actuaron después del asiento {seat}: debe completar la subida o retirarse (LC-58a)</translation>
    </message>
    <message>
        <source>forward motion</source>
        <comment>chip_rulings.word.forward_motion</comment>
        <translation>movimiento hacia adelante</translation>
    </message>
    <message>
        <source>seat {seat} objects</source>
        <comment>chip_rulings.word.seat_objects</comment>
        <translation>el asiento {seat} objeta</translation>
    </message>
    <message>
        <source>stacked and paused</source>
        <comment>chip_rulings.word.stacked_and_paused</comment>
        <translation>apiló y se detuvo</translation>
    </message>
    <message>
        <source>string raise</source>
        <comment>chip_rulings.word.string_raise</comment>
        <translation>subida en dos tiempos</translation>
    </message>
    <message>
        <source>his &apos;call&apos; binds now: he owes the full ${owed}</source>
        <comment>chips.note.call_binds_now</comment>
        <translation>su «igualar» ya obliga: debe los ${owed} completos</translation>
    </message>
    <message>
        <source>said &apos;call&apos; with no chips: not bound until someone acts</source>
        <comment>chips.note.call_without_chips</comment>
        <translation>dijo «igualar» sin fichas: no queda obligado hasta que alguien actúe</translation>
    </message>
    <message>
        <source>complete ${rest} more or fold, forfeiting ${put_in}</source>
        <comment>chips.note.complete_or_fold</comment>
        <translation>completar ${rest} más o retirarse, perdiendo ${put_in}</translation>
    </message>
    <message>
        <source>not enough for a raise: give back ${amount}</source>
        <comment>chips.note.not_enough_for_raise</comment>
        <translation>no alcanza para una subida: devolver ${amount}</translation>
    </message>
    <message>
        <source>{note}, or he may take his ${put_in} back and act again</source>
        <comment>chips.note.or_take_back</comment>
        <translation>{note}, o puede recoger sus ${put_in} y volver a actuar</translation>
    </message>
    <message>
        <source>one oversized chip without a word is a call: give back ${amount}</source>
        <comment>chips.note.oversized_chip_call</comment>
        <translation>una sola ficha grande sin decir nada es igualar: devolver ${amount}</translation>
    </message>
    <message>
        <source>short by ${amount}: ask for the rest</source>
        <comment>chips.note.short_ask_rest</comment>
        <translation>faltan ${amount}: pida el resto</translation>
    </message>
    <message>
        <source> ({prefix}&apos;s rulebook says nothing on this)</source>
        <comment>citations.silence</comment>
        <translation> (el reglamento de {prefix} no dice nada de esto)</translation>
    </message>
    <message>
        <source>the rule</source>
        <comment>citations.the_rule</comment>
        <translation>la regla</translation>
    </message>
    <message>
        <source>seat {seat} is {player} with ${stack}: a departure records who left, his whole stack and the time (LC-91)</source>
        <comment>departures.refusal.record_does_not_match</comment>
        <translation>el asiento {seat} es {player} con ${stack}: una salida registra quién se fue, todas sus fichas y la hora (LC-91)</translation>
    </message>
    <message>
        <source>a departure cannot be recorded before the last one recorded at this table (LC-91)</source>
        <comment>departures.refusal.time_goes_back</comment>
        <translation>una salida no puede registrarse antes de la última registrada en esta mesa (LC-91)</translation>
    </message>
    <message>
        <source>{path} is in use by another program (a spreadsheet that has it open?): close it there and export again; nothing was written</source>
        <comment>export.busy</comment>
        <translation>otro programa está usando {path} (¿una hoja de cálculo que lo tiene abierto?): ciérrelo allí y exporte de nuevo; no se escribió nada</translation>
    </message>
    <message>
        <source>export cancelled; nothing was written</source>
        <comment>export.cancelled</comment>
        <translation>exportación cancelada; no se escribió nada</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <comment>export.cannot_write</comment>
        <translation>no se puede escribir {path}: {error}</translation>
    </message>
    <message>
        <source>the disk for {path} is full: nothing was written; free space (or choose fewer days) and export again</source>
        <comment>export.disk_full</comment>
        <translation>el disco de {path} está lleno: no se escribió nada; libere espacio (o elija menos días) y exporte de nuevo</translation>
    </message>
    <message>
        <source>the folder for {path} is gone (a USB stick taken out?): nothing was written; put it back and export again</source>
        <comment>export.folder_gone</comment>
        <translation>la carpeta de {path} ya no está (¿se sacó una memoria USB?): no se escribió nada; vuelva a ponerla y exporte de nuevo</translation>
    </message>
    <message>
        <source>{path} cannot be written (no permission, or a read-only disk): nothing was written; call a technician</source>
        <comment>export.no_permission</comment>
        <translation>no se puede escribir {path} (sin permiso, o un disco de solo lectura): no se escribió nada; llame a un técnico</translation>
    </message>
    <message>
        <source>unknown {what} {value}; the log has none yet</source>
        <comment>export.none_yet</comment>
        <translation>no hay {what} {value}; el registro aún no tiene ninguno</translation>
    </message>
    <message>
        <source>{path} is not a regular file (a device, FIFO, folder or link): an export writes only a new file or replaces a regular one; it was left as it was</source>
        <comment>export.not_a_file</comment>
        <translation>{path} no es un archivo normal (un dispositivo, FIFO, carpeta o enlace): una exportación solo escribe un archivo nuevo o reemplaza uno normal; se dejó como estaba</translation>
    </message>
    <message>
        <source>unknown game {game}; the room has no hands</source>
        <comment>export.room_has_no_hands</comment>
        <translation>juego desconocido {game}; la sala no tiene manos</translation>
    </message>
    <message>
        <source>unknown game {game}; the room has: {games}</source>
        <comment>export.room_lacks_game</comment>
        <translation>juego desconocido {game}; la sala tiene: {games}</translation>
    </message>
    <message>
        <source>unknown {what} {value}; the log has: {known}</source>
        <comment>export.unknown_filter</comment>
        <translation>no hay {what} {value}; el registro tiene: {known}</translation>
    </message>
    <message>
        <source>unknown format {fmt}; choose one of {formats}</source>
        <comment>export.unknown_format</comment>
        <translation>formato desconocido {fmt}; elija uno de {formats}</translation>
    </message>
    <message>
        <source>game</source>
        <comment>export.what_game</comment>
        <translation>juego</translation>
    </message>
    <message>
        <source>table</source>
        <comment>export.what_table</comment>
        <translation>mesa</translation>
    </message>
    <message>
        <source>{game} is not a flop or stud game; this table engine runs Hold&apos;em, Omaha and stud</source>
        <comment>from_profile.refusal.flop_stud_game_table_engine</comment>
        <translation>{game} no es un juego de flop ni de stud; esta mesa juega Hold&apos;em, Omaha y stud</translation>
    </message>
    <message>
        <source>Five {ranks}</source>
        <comment>hand.five_of_a_kind</comment>
        <translation>Cinco {ranks}</translation>
    </message>
    <message>
        <source>Flush, {rank} high</source>
        <comment>hand.flush</comment>
        <translation>Color al {rank}</translation>
    </message>
    <message>
        <source>Flush, {cards}</source>
        <comment>hand.flush_cards</comment>
        <translation>Color, {cards}</translation>
    </message>
    <message>
        <source>Four {ranks}</source>
        <comment>hand.four_of_a_kind</comment>
        <translation>Póker de {ranks}</translation>
    </message>
    <message>
        <source>Full House, {ranks} over {ranks2}</source>
        <comment>hand.full_house</comment>
        <translation>Full de {ranks} con {ranks2}</translation>
    </message>
    <message>
        <source>{rank} High</source>
        <comment>hand.high_card</comment>
        <translation>Carta alta {rank}</translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <comment>hand.one_pair</comment>
        <translation>Par de {ranks}</translation>
    </message>
    <message>
        <source>{street} betting</source>
        <comment>hand.phase.betting</comment>
        <translation>ronda de apuestas de {street}</translation>
    </message>
    <message>
        <source>the {street} is being dealt</source>
        <comment>hand.phase.board</comment>
        <translation>se está repartiendo el {street}</translation>
    </message>
    <message>
        <source>the deal is in progress</source>
        <comment>hand.phase.dealing</comment>
        <translation>el reparto está en curso</translation>
    </message>
    <message>
        <source>blinds are being posted</source>
        <comment>hand.phase.posting</comment>
        <translation>se están poniendo las ciegas</translation>
    </message>
    <message>
        <source>the pot has been pushed</source>
        <comment>hand.phase.settled</comment>
        <translation>el bote ya se entregó</translation>
    </message>
    <message>
        <source>the pot is being pushed</source>
        <comment>hand.phase.settling</comment>
        <translation>se está entregando el bote</translation>
    </message>
    <message>
        <source>showdown</source>
        <comment>hand.phase.showdown</comment>
        <translation>showdown</translation>
    </message>
    <message>
        <source>the hand was voided</source>
        <comment>hand.phase.voided</comment>
        <translation>la mano se anuló</translation>
    </message>
    <message>
        <source>seat {seat} checked earlier in this round and this game does not allow check-raise: call or fold (LC-55)</source>
        <comment>hand.refusal.no_check_raise</comment>
        <translation>el asiento {seat} pasó antes en esta ronda y este juego no permite pasar y subir: igualar o retirarse (LC-55)</translation>
    </message>
    <message>
        <source>seat {seat} cannot raise: the betting is capped at {cap} bets (LC-49, LC-126d)</source>
        <comment>hand.refusal.raise_capped</comment>
        <translation>el asiento {seat} no puede subir: las apuestas tienen tope de {cap} apuestas (LC-49, LC-126d)</translation>
    </message>
    <message>
        <source>seat {seat} cannot raise: the all-in was short of a full raise, so players who already acted may only call or fold (LC-66, LC-126c)</source>
        <comment>hand.refusal.raise_not_reopened</comment>
        <translation>el asiento {seat} no puede subir: el all-in no llegó a una subida completa, así que quienes ya actuaron solo pueden igualar o retirarse (LC-66, LC-126c)</translation>
    </message>
    <message>
        <source>seat {seat} has too few chips to raise; all-in or call</source>
        <comment>hand.refusal.too_few_chips_to_raise</comment>
        <translation>el asiento {seat} no tiene fichas suficientes para subir; all-in o igualar</translation>
    </message>
    <message>
        <source>Royal Flush</source>
        <comment>hand.royal_flush</comment>
        <translation>Escalera real</translation>
    </message>
    <message>
        <source>Straight, {rank} high</source>
        <comment>hand.straight</comment>
        <translation>Escalera al {rank}</translation>
    </message>
    <message>
        <source>Straight Flush, {rank} high</source>
        <comment>hand.straight_flush</comment>
        <translation>Escalera de color al {rank}</translation>
    </message>
    <message>
        <source>Straight Flush, {cards}</source>
        <comment>hand.straight_flush_cards</comment>
        <translation>Escalera de color, {cards}</translation>
    </message>
    <message>
        <source>Three {ranks}</source>
        <comment>hand.three_of_a_kind</comment>
        <translation>Trío de {ranks}</translation>
    </message>
    <message>
        <source>{a}-{b}-{c}</source>
        <comment>hand.three_ranks</comment>
        <translation>{a}-{b}-{c}</translation>
    </message>
    <message>
        <source>Two Pair, {ranks} and {ranks2}</source>
        <comment>hand.two_pair</comment>
        <translation>Doble par, {ranks} y {ranks2}</translation>
    </message>
    <message>
        <source>{a}-{b}</source>
        <comment>hand.two_ranks</comment>
        <translation>{a}-{b}</translation>
    </message>
    <message>
        <source>{name} ({badge}) is the dealer signed in here, not badge {badge2}</source>
        <comment>house_dealers.refusal.dealer_signed_here_badge</comment>
        <translation>{name} ({badge}) es el dealer que entró aquí, no el gafete {badge2}</translation>
    </message>
    <message>
        <source>a dealer signs in with a badge and a name</source>
        <comment>house_dealers.refusal.dealer_signs_badge_name</comment>
        <translation>un dealer entra con gafete y nombre</translation>
    </message>
    <message>
        <source>no dealer is signed in at this table</source>
        <comment>house_dealers.refusal.no_dealer_signed_table</comment>
        <translation>no hay dealer en esta mesa</translation>
    </message>
    <message>
        <source>Take 1 more card from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.take_card_discards</comment>
        <translation>Pase 1 carta más del resto a los descartes (una por jugador en la mano cuando se descubrió)</translation>
    </message>
    <message>
        <source>Take {owed} more cards from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.take_cards_discards</comment>
        <translation>Pase {owed} cartas más del resto a los descartes (una por jugador en la mano cuando se descubrió)</translation>
    </message>
    <message>
        <source>Whose cards were out of view, and where (off the table, below its edge)?</source>
        <comment>irregularity.cards_out_of_view.q1</comment>
        <translation>¿De quién eran las cartas fuera de la vista, y dónde (fuera de la mesa, bajo el borde)?</translation>
    </message>
    <message>
        <source>A player&apos;s cards stay in plain view on the table the whole time; the floor decides what follows.</source>
        <comment>irregularity.cards_out_of_view.ruling</comment>
        <translation>Las cartas de un jugador quedan a la vista sobre la mesa todo el tiempo; el floor decide lo que sigue.</translation>
    </message>
    <message>
        <source>Ask him to bring his cards back into view at once</source>
        <comment>irregularity.cards_out_of_view.s1</comment>
        <translation>Pídale que vuelva a poner sus cartas a la vista de inmediato</translation>
    </message>
    <message>
        <source>Call the floor, who rules on the hand (LC-P1)</source>
        <comment>irregularity.cards_out_of_view.s2</comment>
        <translation>Llame al floor, que decide sobre la mano (LC-P1)</translation>
    </message>
    <message>
        <source>Cards held out of view</source>
        <comment>irregularity.cards_out_of_view.title</comment>
        <translation>Cartas fuera de la vista</translation>
    </message>
    <message>
        <source>Did he put cash forward as a bet or to cover a bet?</source>
        <comment>irregularity.cash_on_table.q1</comment>
        <translation>¿Puso efectivo como apuesta o para cubrir una apuesta?</translation>
    </message>
    <message>
        <source>Is a house runner bringing his chips, announced to the table (LC-26c)?</source>
        <comment>irregularity.cash_on_table.q2</comment>
        <translation>¿Un runner de la casa le trae fichas, anunciado a la mesa (LC-26c)?</translation>
    </message>
    <message>
        <source>Cash never plays: the bet stands only with chips he has on the table. Only chips a house runner brings with the house&apos;s consent, told to the table, count before they arrive.</source>
        <comment>irregularity.cash_on_table.ruling</comment>
        <translation>El efectivo nunca juega: la apuesta vale solo con las fichas que tiene en la mesa. Solo las fichas que trae un runner de la casa con su permiso, anunciadas a la mesa, cuentan antes de llegar.</translation>
    </message>
    <message>
        <source>Stop the action on that bet; the cash stays out of the pot</source>
        <comment>irregularity.cash_on_table.s1</comment>
        <translation>Detenga la acción sobre esa apuesta; el efectivo queda fuera del bote</translation>
    </message>
    <message>
        <source>He asks for chips (the dealer or a runner changes the cash)</source>
        <comment>irregularity.cash_on_table.s2</comment>
        <translation>Pide fichas (el dealer o un runner cambia el efectivo)</translation>
    </message>
    <message>
        <source>Runner chips already announced: mark them on his seat (LC-26c)</source>
        <comment>irregularity.cash_on_table.s3</comment>
        <translation>Fichas del runner ya anunciadas: márquelas en su asiento (LC-26c)</translation>
    </message>
    <message>
        <source>Cash put on the table to play</source>
        <comment>irregularity.cash_on_table.title</comment>
        <translation>Efectivo puesto en la mesa para jugar</translation>
    </message>
    <message>
        <source>Who handed chips to whom, and how much?</source>
        <comment>irregularity.chips_passed.q1</comment>
        <translation>¿Quién pasó fichas a quién, y cuánto?</translation>
    </message>
    <message>
        <source>Is the player who took them waiting for announced runner chips?</source>
        <comment>irregularity.chips_passed.q2</comment>
        <translation>¿El jugador que las recibió espera fichas de runner anunciadas?</translation>
    </message>
    <message>
        <source>Chips are not passed between players, not even to post an ante or a blind; only a player waiting for announced runner chips may be lent chips, which then play for him.</source>
        <comment>irregularity.chips_passed.ruling</comment>
        <translation>Los jugadores no se pasan fichas, ni para un ante o una ciega; solo a un jugador que espera fichas de runner anunciadas se le pueden prestar fichas, que entonces juegan por él.</translation>
    </message>
    <message>
        <source>Return the chips to the player who handed them over</source>
        <comment>irregularity.chips_passed.s1</comment>
        <translation>Devuelva las fichas al jugador que las pasó</translation>
    </message>
    <message>
        <source>Waiting for runner chips: record the chips as passed behind (LC-26c)</source>
        <comment>irregularity.chips_passed.s2</comment>
        <translation>Espera fichas del runner: registre las fichas como pasadas detrás (LC-26c)</translation>
    </message>
    <message>
        <source>The floor speaks to both players</source>
        <comment>irregularity.chips_passed.s3</comment>
        <translation>El floor habla con ambos jugadores</translation>
    </message>
    <message>
        <source>Chips handed from one player to another</source>
        <comment>irregularity.chips_passed.title</comment>
        <translation>Fichas pasadas de un jugador a otro</translation>
    </message>
    <message>
        <source>Whose chips are they, and in which pot or stack?</source>
        <comment>irregularity.foreign_chips.q1</comment>
        <translation>¿De quién son las fichas, y en qué bote o pila?</translation>
    </message>
    <message>
        <source>Are they another casino&apos;s, or still in a sealed wrapper?</source>
        <comment>irregularity.foreign_chips.q2</comment>
        <translation>¿Son de otro casino, o siguen en su envoltura sellada?</translation>
    </message>
    <message>
        <source>Neither another casino&apos;s chips nor chips still sealed in their wrapper play.</source>
        <comment>irregularity.foreign_chips.ruling</comment>
        <translation>No juegan ni las fichas de otro casino ni las que siguen selladas en su envoltura.</translation>
    </message>
    <message>
        <source>Take them out of the pot or stack and give them back to their owner</source>
        <comment>irregularity.foreign_chips.s1</comment>
        <translation>Sáquelas del bote o de la pila y devuélvalas a su dueño</translation>
    </message>
    <message>
        <source>He replaces them with this house&apos;s chips, or the bet is what his own chips cover</source>
        <comment>irregularity.foreign_chips.s2</comment>
        <translation>Las cambia por fichas de esta casa, o la apuesta es lo que cubren sus propias fichas</translation>
    </message>
    <message>
        <source>Call the floor if a pot has been settled with them</source>
        <comment>irregularity.foreign_chips.s3</comment>
        <translation>Llame al floor si ya se pagó un bote con ellas</translation>
    </message>
    <message>
        <source>Another casino&apos;s chips or wrapped chips in play</source>
        <comment>irregularity.foreign_chips.title</comment>
        <translation>Fichas de otro casino o envueltas en juego</translation>
    </message>
    <message>
        <source>Is he playing out of a chip rack?</source>
        <comment>irregularity.rack_on_table.q1</comment>
        <translation>¿Está jugando desde un rack de fichas?</translation>
    </message>
    <message>
        <source>What else is on the playing surface?</source>
        <comment>irregularity.rack_on_table.q2</comment>
        <translation>¿Qué más hay sobre la superficie de juego?</translation>
    </message>
    <message>
        <source>Only chips and cards belong on the layout; nobody plays from a rack.</source>
        <comment>irregularity.rack_on_table.ruling</comment>
        <translation>Sobre el tapete solo van fichas y cartas; nadie juega desde un rack.</translation>
    </message>
    <message>
        <source>Ask him to take his chips out of the rack and put the rack away</source>
        <comment>irregularity.rack_on_table.s1</comment>
        <translation>Pídale que saque sus fichas del rack y lo retire</translation>
    </message>
    <message>
        <source>Other objects leave the playing surface before the next deal</source>
        <comment>irregularity.rack_on_table.s2</comment>
        <translation>Los demás objetos salen de la superficie de juego antes del próximo reparto</translation>
    </message>
    <message>
        <source>Chip rack or other object on the playing surface</source>
        <comment>irregularity.rack_on_table.title</comment>
        <translation>Rack de fichas u otro objeto sobre la superficie de juego</translation>
    </message>
    <message>
        <source>A</source>
        <comment>low.ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>{r1}-{r2}-{r3}-{r4}-{r5}</source>
        <comment>low.five_ranks</comment>
        <translation>{r1}-{r2}-{r3}-{r4}-{r5}</translation>
    </message>
    <message>
        <source>all in</source>
        <comment>post.all_in</comment>
        <translation>all-in</translation>
    </message>
    <message>
        <source>ante</source>
        <comment>post.ante</comment>
        <translation>ante</translation>
    </message>
    <message>
        <source>big blind</source>
        <comment>post.big_blind</comment>
        <translation>ciega grande</translation>
    </message>
    <message>
        <source>big blind ante</source>
        <comment>post.big_blind_ante</comment>
        <translation>ante de la ciega grande</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>post.button_blind</comment>
        <translation>ciega del botón</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>post.buy_button</comment>
        <translation>compra del botón</translation>
    </message>
    <message>
        <source>collection</source>
        <comment>post.collection</comment>
        <translation>colecta</translation>
    </message>
    <message>
        <source>kill</source>
        <comment>post.kill</comment>
        <translation>kill</translation>
    </message>
    <message>
        <source>may post</source>
        <comment>post.may_post</comment>
        <translation>puede poner</translation>
    </message>
    <message>
        <source>missed blinds</source>
        <comment>post.missed_blinds</comment>
        <translation>ciegas perdidas</translation>
    </message>
    <message>
        <source>new player blind</source>
        <comment>post.new_player_blind</comment>
        <translation>ciega de jugador nuevo</translation>
    </message>
    <message>
        <source>single blind</source>
        <comment>post.single_blind</comment>
        <translation>ciega única</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>post.small_blind</comment>
        <translation>ciega pequeña</translation>
    </message>
    <message>
        <source>straddle</source>
        <comment>post.straddle</comment>
        <translation>straddle</translation>
    </message>
    <message>
        <source>trailing blind</source>
        <comment>post.trailing_blind</comment>
        <translation>ciega trailing</translation>
    </message>
    <message>
        <source>will post</source>
        <comment>post.will_post</comment>
        <translation>pondrá</translation>
    </message>
    <message>
        <source>: {hand}</source>
        <comment>procedure.hand_label</comment>
        <translation>: {hand}</translation>
    </message>
    <message>
        <source>After the antes, burn one card, then deal two cards down and one up to each player, starting with seat {seat}</source>
        <comment>procedure.step.after_antes_burn_deal_two_cards</comment>
        <translation>Después de los antes, queme una carta y reparta dos cartas tapadas y una descubierta a cada jugador, empezando por el asiento {seat}</translation>
    </message>
    <message>
        <source>After the antes, deal two cards down and one up to each player, starting with seat {seat}</source>
        <comment>procedure.step.after_antes_deal_two_cards</comment>
        <translation>Después de los antes, reparta dos cartas tapadas y una descubierta a cada jugador, empezando por el asiento {seat}</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: 1 card face up</source>
        <comment>procedure.step.burn_deal_card_face_up</comment>
        <translation>Queme una carta y reparta el {street}: 1 carta boca arriba</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: {need} cards face up</source>
        <comment>procedure.step.burn_deal_cards_face_up</comment>
        <translation>Queme una carta y reparta el {street}: {need} cartas boca arriba</translation>
    </message>
    <message>
        <source>{street}: burn, then one card {face} to each player still in, starting with seat {first}</source>
        <comment>procedure.step.burn_then_one_card_each</comment>
        <translation>{street}: queme y reparta una carta {face} a cada jugador en la mano, empezando por el asiento {first}</translation>
    </message>
    <message>
        <source>Deal the {street}: 1 card face up</source>
        <comment>procedure.step.deal_card_face_up</comment>
        <translation>Reparta el {street}: 1 carta boca arriba</translation>
    </message>
    <message>
        <source>Deal {n} cards to each player one at a time, starting with seat {first}; the button (seat {button}) gets the last card</source>
        <comment>procedure.step.deal_cards_each_player_one</comment>
        <translation>Reparta {n} cartas a cada jugador, una a la vez, empezando por el asiento {first}; el botón (asiento {button}) recibe la última carta</translation>
    </message>
    <message>
        <source>Deal the {street}: {need} cards face up</source>
        <comment>procedure.step.deal_cards_face_up</comment>
        <translation>Reparta el {street}: {need} cartas boca arriba</translation>
    </message>
    <message>
        <source>Everyone has folded to the blinds: they may agree to chop (take their blinds back)</source>
        <comment>procedure.step.everyone_has_folded_blinds_they</comment>
        <translation>Todos se retiraron hasta las ciegas: pueden acordar dividir (recuperar sus ciegas)</translation>
    </message>
    <message>
        <source>Hand {number} is complete: collect the cards</source>
        <comment>procedure.step.hand_complete_collect_cards</comment>
        <translation>La mano {number} terminó: recoja las cartas</translation>
    </message>
    <message>
        <source>A new game draws for the button: each player draws one card and the best card takes the button</source>
        <comment>procedure.step.new_game_draws_button_each</comment>
        <translation>Un juego nuevo sortea el botón: cada jugador saca una carta y la mejor se lleva el botón</translation>
    </message>
    <message>
        <source>Only {count} players: the table may switch from button collection to time collection</source>
        <comment>procedure.step.only_players_table_may_switch</comment>
        <translation>Solo {count} jugadores: la mesa puede pasar de colecta por botón a cobro por tiempo</translation>
    </message>
    <message>
        <source>Push ${amount} of the {pot}{half} to seat {seat}{label}</source>
        <comment>procedure.step.push_seat</comment>
        <translation>Entregue ${amount} del {pot}{half} al asiento {seat}{label}</translation>
    </message>
    <message>
        <source>Return the uncalled ${amount} to seat {seat}</source>
        <comment>procedure.step.return_uncalled_seat</comment>
        <translation>Devuelva los ${amount} no igualados al asiento {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} {verb} the {replace}: ${total}</source>
        <comment>procedure.step.seat</comment>
        <translation>Asiento {seat} {verb} {replace}: ${total}</translation>
    </message>
    <message>
        <source>Seat {seat} has missed the blind {pick_up_after_buttons} times in a full game: call the floor to pick up the chips</source>
        <comment>procedure.step.seat_has_missed_blind_times</comment>
        <translation>El asiento {seat} perdió la ciega {pick_up_after_buttons} veces con mesa llena: llame al floor para recoger las fichas</translation>
    </message>
    <message>
        <source>Seat {seat} may post the {what}: {amount}</source>
        <comment>procedure.step.seat_may_post</comment>
        <translation>El asiento {seat} puede poner la {what}: {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {what}: {amount}</source>
        <comment>procedure.step.seat_posts</comment>
        <translation>El asiento {seat} pone la {what}: {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} shows (or mucks)</source>
        <comment>procedure.step.seat_shows_mucks</comment>
        <translation>El asiento {seat} enseña (o tira al muck)</translation>
    </message>
    <message>
        <source>{street}: seat {seat} to act: {options}</source>
        <comment>procedure.step.seat_to_act</comment>
        <translation>{street}: actúa el asiento {seat}: {options}</translation>
    </message>
    <message>
        <source>Start hand {hand}: antes, then the deal from seat {dealt_in}</source>
        <comment>procedure.step.start_hand_antes_then_deal</comment>
        <translation>Inicie la mano {hand}: antes, luego el reparto desde el asiento {dealt_in}</translation>
    </message>
    <message>
        <source>Start hand {hand}: button on seat {seat}</source>
        <comment>procedure.step.start_hand_button</comment>
        <translation>Inicie la mano {hand}: botón en el asiento {seat}</translation>
    </message>
    <message>
        <source>{street}: {text}</source>
        <comment>procedure.step.text</comment>
        <translation>{street}: {text}</translation>
    </message>
    <message>
        <source>Time pot: the winner of the next pot pays time for seats {items}</source>
        <comment>procedure.step.time_pot_winner_next_pot</comment>
        <translation>Bote de tiempo: el ganador del próximo bote paga el tiempo de los asientos {items}</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>rank.ace</comment>
        <translation>As</translation>
    </message>
    <message>
        <source>Aces</source>
        <comment>rank.aces</comment>
        <translation>Ases</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>rank.eight</comment>
        <translation>Ocho</translation>
    </message>
    <message>
        <source>Eights</source>
        <comment>rank.eights</comment>
        <translation>Ochos</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>rank.five</comment>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Fives</source>
        <comment>rank.fives</comment>
        <translation>Cincos</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>rank.four</comment>
        <translation>Cuatro</translation>
    </message>
    <message>
        <source>Fours</source>
        <comment>rank.fours</comment>
        <translation>Cuatros</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>rank.jack</comment>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Jacks</source>
        <comment>rank.jacks</comment>
        <translation>Jotas</translation>
    </message>
    <message>
        <source>King</source>
        <comment>rank.king</comment>
        <translation>Rey</translation>
    </message>
    <message>
        <source>Kings</source>
        <comment>rank.kings</comment>
        <translation>Reyes</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>rank.nine</comment>
        <translation>Nueve</translation>
    </message>
    <message>
        <source>Nines</source>
        <comment>rank.nines</comment>
        <translation>Nueves</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>rank.queen</comment>
        <translation>Reina</translation>
    </message>
    <message>
        <source>Queens</source>
        <comment>rank.queens</comment>
        <translation>Reinas</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>rank.seven</comment>
        <translation>Siete</translation>
    </message>
    <message>
        <source>Sevens</source>
        <comment>rank.sevens</comment>
        <translation>Sietes</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>rank.six</comment>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Sixes</source>
        <comment>rank.sixes</comment>
        <translation>Seises</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>rank.ten</comment>
        <translation>Diez</translation>
    </message>
    <message>
        <source>Tens</source>
        <comment>rank.tens</comment>
        <translation>Dieces</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>rank.three</comment>
        <translation>Tres</translation>
    </message>
    <message>
        <source>Threes</source>
        <comment>rank.threes</comment>
        <translation>Treses</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>rank.two</comment>
        <translation>Dos</translation>
    </message>
    <message>
        <source>Twos</source>
        <comment>rank.twos</comment>
        <translation>Doses</translation>
    </message>
    <message>
        <source>Start hand {hand}: hand {misdealt} was a misdeal and is dealt again with the same button, seat {button}; seats {seats} are dealt in and post again what went back</source>
        <comment>redeal.start.same_button</comment>
        <translation>Iniciar la mano {hand}: la mano {misdealt} fue un reparto erróneo y se reparte de nuevo con el mismo botón, asiento {button}; reciben cartas los asientos {seats} y vuelven a poner lo que se devolvió</translation>
    </message>
    <message>
        <source>Start hand {hand}: hand {misdealt} was a misdeal and is dealt again; seats {seats} are dealt in and post again what went back</source>
        <comment>redeal.start.stud</comment>
        <translation>Iniciar la mano {hand}: la mano {misdealt} fue un reparto erróneo y se reparte de nuevo; reciben cartas los asientos {seats} y vuelven a poner lo que se devolvió</translation>
    </message>
    <message>
        <source>{listed} is ahead of {player} on the list</source>
        <comment>room.board.ahead_list</comment>
        <translation>{listed} va antes que {player} en la lista</translation>
    </message>
    <message>
        <source>{player} already asked for a seat change at {table}</source>
        <comment>room.board.already_asked_seat_change</comment>
        <translation>{player} ya pidió cambio de asiento en {table}</translation>
    </message>
    <message>
        <source>{game_label} already has a must-move game</source>
        <comment>room.board.already_has_must_move</comment>
        <translation>{game_label} ya tiene una must-move</translation>
    </message>
    <message>
        <source>{newcomer} is already seated at {seated_at}</source>
        <comment>room.board.already_seated</comment>
        <translation>{newcomer} ya está sentado en {seated_at}</translation>
    </message>
    <message>
        <source>{by} approves {player} handing his seat at {table} to {newcomer} (LC-25)</source>
        <comment>room.board.approves_handing_seat_lc</comment>
        <translation>{by} aprueba que {player} ceda su asiento en {table} a {newcomer} (LC-25)</translation>
    </message>
    <message>
        <source>{player} asks for a seat change at {table}</source>
        <comment>room.board.asks_seat_change</comment>
        <translation>{player} pide cambio de asiento en {table}</translation>
    </message>
    <message>
        <source>{player} called to {table}</source>
        <comment>room.board.called</comment>
        <translation>{player} llamado a {table}</translation>
    </message>
    <message>
        <source>{player} called from {must_move_table}: {options} (LC-139)</source>
        <comment>room.board.called_from_lc</comment>
        <translation>{player} llamado desde {must_move_table}: {options} (LC-139)</translation>
    </message>
    <message>
        <source>{player} changes seats at {table} (LC-88e)</source>
        <comment>room.board.changes_seats_lc_e</comment>
        <translation>{player} cambia de asiento en {table} (LC-88e)</translation>
    </message>
    <message>
        <source>{table} closed</source>
        <comment>room.board.closed</comment>
        <translation>{table} cerrada</translation>
    </message>
    <message>
        <source>{order} comes first: asked first, or longer in the game</source>
        <comment>room.board.comes_first_asked_first</comment>
        <translation>{order} va primero: pidió antes, o lleva más tiempo en la partida</translation>
    </message>
    <message>
        <source>{player} is dealt out and moves to {main_table} now (LC-139)</source>
        <comment>room.board.dealt_out_moves_now</comment>
        <translation>{player} no recibe cartas y pasa ya a {main_table} (LC-139)</translation>
    </message>
    <message>
        <source>{player} did not answer: rolled to the bottom of the list (LC-136)</source>
        <comment>room.board.did_answer_rolled_bottom</comment>
        <translation>{player} no contestó: pasa al final de la lista (LC-136)</translation>
    </message>
    <message>
        <source>{player} finishes the blinds and the button, then moves to {main_table} (LC-139b)</source>
        <comment>room.board.finishes_blinds_button_then</comment>
        <translation>{player} termina las ciegas y el botón, y luego pasa a {main_table} (LC-139b)</translation>
    </message>
    <message>
        <source>{player} has not asked for a seat change at {table}</source>
        <comment>room.board.has_asked_seat_change</comment>
        <translation>{player} no ha pedido cambio de asiento en {table}</translation>
    </message>
    <message>
        <source>{player} has not been called from the must-move game</source>
        <comment>room.board.has_been_called_from</comment>
        <translation>{player} no ha sido llamado desde la must-move</translation>
    </message>
    <message>
        <source>{player} listed for {game_label}</source>
        <comment>room.board.listed</comment>
        <translation>{player} anotado para {game_label}</translation>
    </message>
    <message>
        <source>{player} listed for {game_label} by phone: here within the hour or off the list (LC-136)</source>
        <comment>room.board.listed_by_phone</comment>
        <translation>{player} anotado para {game_label} por teléfono: llega en una hora o sale de la lista (LC-136)</translation>
    </message>
    <message>
        <source>{player} may {options}, not {choice}</source>
        <comment>room.board.may</comment>
        <translation>{player} puede {options}, no {choice}</translation>
    </message>
    <message>
        <source>the must-move game and the main game are two tables</source>
        <comment>room.board.must_move_game_main</comment>
        <translation>la must-move y la partida principal son dos mesas</translation>
    </message>
    <message>
        <source>must-move {must_move_table} has {players} players</source>
        <comment>room.board.must_move_has_players</comment>
        <translation>la must-move {must_move_table} tiene {players} jugadores</translation>
    </message>
    <message>
        <source>must-move {must_move_table} has {players}: its players keep their rights without playing (LC-141); call the floor to set a fair collection (LC-145)</source>
        <comment>room.board.must_move_has_players_2</comment>
        <translation>la must-move {must_move_table} tiene {players}: sus jugadores conservan sus derechos sin jugar (LC-141); llame al floor para fijar una colecta justa (LC-145)</translation>
    </message>
    <message>
        <source>{extra} must move to {main}; the list keeps its order (LC-137, LC-138); the main game counts as full for collection (LC-131)</source>
        <comment>room.board.must_move_list_keeps</comment>
        <translation>{extra} se traslada a {main}; la lista mantiene su orden (LC-137, LC-138); la partida principal cuenta como llena para la colecta (LC-131)</translation>
    </message>
    <message>
        <source>{player} off the {game_label} list: {reason}</source>
        <comment>room.board.off_list</comment>
        <translation>{player} fuera de la lista de {game_label}: {reason}</translation>
    </message>
    <message>
        <source>{table} opens {game_label}: draw for the button (LC-86, LC-28)</source>
        <comment>room.board.opens_draw_button_lc</comment>
        <translation>{table} abre {game_label}: sorteo del botón (LC-86, LC-28)</translation>
    </message>
    <message>
        <source>{table} opens {game_label}: draw for the button (LC-86, LC-28); seat its list first: {players} (LC-87)</source>
        <comment>room.board.opens_seat_list_first</comment>
        <translation>{table} abre {game_label}: sorteo del botón (LC-86, LC-28); siente primero a su lista: {players} (LC-87)</translation>
    </message>
    <message>
        <source>{player} is not playing in the must-move game {must_move_table}</source>
        <comment>room.board.playing_must_move_game</comment>
        <translation>{player} no juega en la must-move {must_move_table}</translation>
    </message>
    <message>
        <source>{player} plays to his big blind and quits; he may list again in an hour (LC-139a)</source>
        <comment>room.board.plays_big_blind_quits</comment>
        <translation>{player} juega hasta su ciega grande y se retira; puede anotarse de nuevo en una hora (LC-139a)</translation>
    </message>
    <message>
        <source>position {position} is not one of {names}</source>
        <comment>room.board.position_one</comment>
        <translation>la posición {position} no es ninguna de {names}</translation>
    </message>
    <message>
        <source>{player} reported to the floor (LC-136)</source>
        <comment>room.board.reported_floor_lc</comment>
        <translation>{player} se presentó al floor (LC-136)</translation>
    </message>
    <message>
        <source>{player} seated at {table}</source>
        <comment>room.board.seated</comment>
        <translation>{player} sentado en {table}</translation>
    </message>
    <message>
        <source>{player} is not seated at {table}</source>
        <comment>room.board.seated_2</comment>
        <translation>{player} no está sentado en {table}</translation>
    </message>
    <message>
        <source>{player} seated at {table}: his chips are down, he keeps the seat (LC-88f)</source>
        <comment>room.board.seated_chips_down</comment>
        <translation>{player} sentado en {table}: sus fichas están en la mesa, conserva el asiento (LC-88f)</translation>
    </message>
    <message>
        <source>{player} seated in the must-move game {table}; he keeps his place on the list (LC-138)</source>
        <comment>room.board.seated_must_move_game</comment>
        <translation>{player} sentado en la must-move {table}; conserva su lugar en la lista (LC-138)</translation>
    </message>
    <message>
        <source>table {table} is already open ({game_label})</source>
        <comment>room.board.table_already_open</comment>
        <translation>la mesa {table} ya está abierta ({game_label})</translation>
    </message>
    <message>
        <source>unknown room operation {kind}</source>
        <comment>room.board.unknown_room_operation</comment>
        <translation>operación de sala desconocida {kind}</translation>
    </message>
    <message>
        <source>{players} does not play at {table}</source>
        <comment>room.board_open_seats.does_not_play_at</comment>
        <translation>{players} no juega en {table}</translation>
    </message>
    <message>
        <source>{table} goes from {old} to {new}: {players} keep(s) the chips in play (LC-37)</source>
        <comment>room.board_open_seats.limit_raised</comment>
        <translation>{table} pasa de {old} a {new}: {players} conserva(n) las fichas en juego (LC-37)</translation>
    </message>
    <message>
        <source>{table} goes from {old} to {new}: {players} keep(s) the chips in play; every buy-in from now on is at least ${minimum} (LC-37)</source>
        <comment>room.board_open_seats.limit_raised_minimum</comment>
        <translation>{table} pasa de {old} a {new}: {players} conserva(n) las fichas en juego; desde ahora cada compra es de al menos ${minimum} (LC-37)</translation>
    </message>
    <message>
        <source>{table}&apos;s log has {in_log} players seated and every one cuts: {cards} cards</source>
        <comment>room.board_open_seats.log_has_more_seated</comment>
        <translation>el registro de {table} tiene {in_log} jugadores sentados y todos cortan: {cards} cartas</translation>
    </message>
    <message>
        <source>{table} is in a must-move pair: its games keep one limit</source>
        <comment>room.board_open_seats.must_move_pair_one_limit</comment>
        <translation>{table} está en un par must-move: sus juegos mantienen un mismo límite</translation>
    </message>
    <message>
        <source>nobody seated</source>
        <comment>room.board_open_seats.nobody_seated</comment>
        <translation>nadie sentado</translation>
    </message>
    <message>
        <source>{player} is not on the {game_label} list</source>
        <comment>room.board_open_seats.not_on_list</comment>
        <translation>{player} no está en la lista de {game_label}</translation>
    </message>
    <message>
        <source>every player of {table} is asked to cut: {players} has no card</source>
        <comment>room.board_open_seats.player_has_no_card</comment>
        <translation>se pide a cada jugador de {table} que corte: {players} no tiene carta</translation>
    </message>
    <message>
        <source>seat {seat} at {table} is already locked for {player}</source>
        <comment>room.board_open_seats.seat_already_locked</comment>
        <translation>el asiento {seat} de {table} ya está reservado para {player}</translation>
    </message>
    <message>
        <source>nobody at {table} took seat {seat}: locked for {player} from the list (LC-88f)</source>
        <comment>room.board_open_seats.seat_locked</comment>
        <translation>nadie en {table} tomó el asiento {seat}: reservado para {player} de la lista (LC-88f)</translation>
    </message>
    <message>
        <source>{by} offers {table} seat {seat} to the players at the table before the list (LC-88f)</source>
        <comment>room.board_open_seats.seat_offered</comment>
        <translation>{by} ofrece el asiento {seat} de {table} a los jugadores de la mesa antes que a la lista (LC-88f)</translation>
    </message>
    <message>
        <source>{table} ({players} players) cut for {seats} seat(s) at {lower}: {winners} (high card, suits by LC-28; LC-92)</source>
        <comment>room.board_open_seats.short_game_cut</comment>
        <translation>{table} ({players} jugadores) corta por {seats} asiento(s) en {lower}: {winners} (carta alta, palos según LC-28; LC-92)</translation>
    </message>
    <message>
        <source>short_game_cut: field &apos;draws&apos; must give each player&apos;s card</source>
        <comment>room.board_open_seats.short_game_cut_field_draws</comment>
        <translation>short_game_cut: el campo &apos;draws&apos; debe dar la carta de cada jugador</translation>
    </message>
    <message>
        <source>{player} is already at {source}</source>
        <comment>room.board_seats.already</comment>
        <translation>{player} ya está en {source}</translation>
    </message>
    <message>
        <source>{player} is already away from {table}</source>
        <comment>room.board_seats.already_away_from</comment>
        <translation>{player} ya está ausente de {table}</translation>
    </message>
    <message>
        <source>{by} approves {player}&apos;s move to {to_table} (LC-95): {timing_words}</source>
        <comment>room.board_seats.approves_s_move_lc</comment>
        <translation>{by} aprueba el cambio de {player} a {to_table} (LC-95): {timing_words}</translation>
    </message>
    <message>
        <source>{player} asks to move from {source} to {target}: waits for the floor (LC-95)</source>
        <comment>room.board_seats.asks_move_from_waits</comment>
        <translation>{player} pide pasar de {source} a {target}: espera al floor (LC-95)</translation>
    </message>
    <message>
        <source>{player} is not away</source>
        <comment>room.board_seats.away</comment>
        <translation>{player} no está ausente</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: meal</source>
        <comment>room.board_seats.away_meal</comment>
        <translation>{player} ausente de {table} asiento {seat}: comida</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: meal (30 minutes, LC-99)</source>
        <comment>room.board_seats.away_meal_stud</comment>
        <translation>{player} ausente de {table} asiento {seat}: comida (30 minutos, LC-99)</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: other (LC-97)</source>
        <comment>room.board_seats.away_other</comment>
        <translation>{player} ausente de {table} asiento {seat}: otro (LC-97)</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: other (15 minutes, LC-99)</source>
        <comment>room.board_seats.away_other_stud</comment>
        <translation>{player} ausente de {table} asiento {seat}: otro (15 minutos, LC-99)</translation>
    </message>
    <message>
        <source>{player} back at {table} after {minutes} minutes</source>
        <comment>room.board_seats.back_after_minutes</comment>
        <translation>{player} de vuelta en {table} tras {minutes} minutos</translation>
    </message>
    <message>
        <source>break {break_} is meal or other</source>
        <comment>room.board_seats.break_meal_other</comment>
        <translation>el descanso {break_} debe ser comida u otro</translation>
    </message>
    <message>
        <source>{table} breaks with seats for all: missed-blind buttons go along ({value}) (LC-94b)</source>
        <comment>room.board_seats.breaks_seats_all_missed</comment>
        <translation>{table} se rompe con asientos para todos: los botones de ciega perdida los acompañan ({value}) (LC-94b)</translation>
    </message>
    <message>
        <source>{table} breaks with {seats} seats for {count}: draw {themselves}; the floor draws for {value}; no draw for {value2} (LC-94a, LC-93)</source>
        <comment>room.board_seats.breaks_seats_draw_floor</comment>
        <translation>{table} se rompe con {seats} asientos para {count}: sacan carta {themselves}; el floor saca por {value}; no sacan {value2} (LC-94a, LC-93)</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays (left {left_table} with ${chips}) ({rule_ids})</source>
        <comment>room.board_seats.buys_in_came_back</comment>
        <translation>{player} compra ${amount} en {table}: {kind}, juegan ${plays} (dejó {left_table} con ${chips}) ({rule_ids})</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays (left {left_table}, his stack not recorded) ({rule_ids})</source>
        <comment>room.board_seats.buys_in_came_back_unrecorded</comment>
        <translation>{player} compra ${amount} en {table}: {kind}, juegan ${plays} (dejó {left_table}, su stack no consta) ({rule_ids})</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays ({rule_ids})</source>
        <comment>room.board_seats.buys_plays</comment>
        <translation>{player} compra ${amount} en {table}: {kind}, juegan ${plays} ({rule_ids})</translation>
    </message>
    <message>
        <source>the draw is for {names}, not {names2}</source>
        <comment>room.board_seats.draw</comment>
        <translation>el sorteo es para {names}, no para {names2}</translation>
    </message>
    <message>
        <source>game_broken: field &apos;players&apos; must list the game&apos;s players</source>
        <comment>room.board_seats.game_broken_field_players</comment>
        <translation>game_broken: el campo &apos;players&apos; debe listar los jugadores de la partida</translation>
    </message>
    <message>
        <source>game_broken: {item} is not a player with a name</source>
        <comment>room.board_seats.game_broken_player_name</comment>
        <translation>game_broken: {item} no es un jugador con nombre</translation>
    </message>
    <message>
        <source>{player} has not asked for a table change</source>
        <comment>room.board_seats.has_asked_table_change</comment>
        <translation>{player} no ha pedido cambio de mesa</translation>
    </message>
    <message>
        <source>{player} has not been called from a must-move game at {source} to this table</source>
        <comment>room.board_seats.has_been_called_from</comment>
        <translation>{player} no ha sido llamado desde una must-move en {source} a esta mesa</translation>
    </message>
    <message>
        <source>{source} has not broken: a forced move is from a broken or must-move game</source>
        <comment>room.board_seats.has_broken_forced_move</comment>
        <translation>{source} no se ha roto: un traslado forzoso viene de una partida rota o must-move</translation>
    </message>
    <message>
        <source>{table} has no seat draw to make</source>
        <comment>room.board_seats.has_no_seat_draw</comment>
        <translation>{table} no tiene sorteo de asientos pendiente</translation>
    </message>
    <message>
        <source>hold button off at {table} seat {seat}: it never counts toward the three buttons (LC-GL-33, LC-97)</source>
        <comment>room.board_seats.hold_button_off</comment>
        <translation>botón de reserva quitado en {table} asiento {seat}: nunca cuenta para los tres botones (LC-GL-33, LC-97)</translation>
    </message>
    <message>
        <source>hold button on at {table} seat {seat}: it never counts toward the three buttons (LC-GL-33, LC-97)</source>
        <comment>room.board_seats.hold_button_on</comment>
        <translation>botón de reserva puesto en {table} asiento {seat}: nunca cuenta para los tres botones (LC-GL-33, LC-97)</translation>
    </message>
    <message>
        <source>{player} left {table} ({game_label}) with ${chips}</source>
        <comment>room.board_seats.left</comment>
        <translation>{player} dejó {table} ({game_label}) con ${chips}</translation>
    </message>
    <message>
        <source>; he may take a hand now or come in behind the button without posting (LC-140)</source>
        <comment>room.board_seats.may_take_hand_now</comment>
        <translation>; puede jugar una mano ya o entrar detrás del botón sin poner ciega (LC-140)</translation>
    </message>
    <message>
        <source>{player} moves {source} -&gt; {target} with ${plays} ({rule_ids}); {left} missed-blind button(s) stay behind, {carried} follow (LC-142){note}</source>
        <comment>room.board_seats.moves_missed_blind_button</comment>
        <translation>{player} pasa {source} -&gt; {target} con ${plays} ({rule_ids}); {left} botón(es) de ciega perdida se quedan, {carried} lo siguen (LC-142){note}</translation>
    </message>
    <message>
        <source>position {position} is not one of {names}</source>
        <comment>room.board_seats.position_one</comment>
        <translation>la posición {position} no es ninguna de {names}</translation>
    </message>
    <message>
        <source>reason {reason} is not one of {names}</source>
        <comment>room.board_seats.reason_one</comment>
        <translation>el motivo {reason} no es ninguno de {names}</translation>
    </message>
    <message>
        <source>{player}&apos;s chips at {where} seat {where2} picked up (LC-97, LC-98)</source>
        <comment>room.board_seats.s_chips_seat_picked</comment>
        <translation>fichas de {player} en {where} asiento {where2} recogidas (LC-97, LC-98)</translation>
    </message>
    <message>
        <source>{from_table}&apos;s game has no seating rules</source>
        <comment>room.board_seats.s_game_has_no</comment>
        <translation>la partida de {from_table} no tiene reglas de asientos</translation>
    </message>
    <message>
        <source>{player}&apos;s move to {target} has not been approved</source>
        <comment>room.board_seats.s_move_has_been</comment>
        <translation>el cambio de {player} a {target} no ha sido aprobado</translation>
    </message>
    <message>
        <source>seat_draw: field &apos;draws&apos; must give each player&apos;s card</source>
        <comment>room.board_seats.seat_draw_field_draws</comment>
        <translation>seat_draw: el campo &apos;draws&apos; debe dar la carta de cada jugador</translation>
    </message>
    <message>
        <source>{player} at {where} seat {where2}: missed-blind button {count} (LC-97)</source>
        <comment>room.board_seats.seat_missed_blind_button</comment>
        <translation>{player} en {where} asiento {where2}: botón de ciega perdida {count} (LC-97)</translation>
    </message>
    <message>
        <source>seats go to {winners} (high card, suits by LC-28; LC-94a)</source>
        <comment>room.board_seats.seats_go_high_card</comment>
        <translation>los asientos son para {winners} (carta alta, palos según LC-28; LC-94a)</translation>
    </message>
    <message>
        <source>table {source} is not open in the room</source>
        <comment>room.board_seats.table_open_room</comment>
        <translation>la mesa {source} no está abierta en la sala</translation>
    </message>
    <message>
        <source>{game_label} has no must-move game</source>
        <comment>room.board_state.has_no_must_move</comment>
        <translation>{game_label} no tiene must-move</translation>
    </message>
    <message>
        <source>the room has not set {what} ({reason})</source>
        <comment>room.board_state.room_has_set</comment>
        <translation>la sala no ha fijado {what} ({reason})</translation>
    </message>
    <message>
        <source>table {table} deals {game_label}, not {game_label2}</source>
        <comment>room.board_state.table_deals</comment>
        <translation>la mesa {table} reparte {game_label}, no {game_label2}</translation>
    </message>
    <message>
        <source>table {table} is not open in the room</source>
        <comment>room.board_state.table_open_room</comment>
        <translation>la mesa {table} no está abierta en la sala</translation>
    </message>
    <message>
        <source>the meal-break allowance is a stud rule; other games follow the three-button rule</source>
        <comment>room.breaks.meal_break_allowance_stud</comment>
        <translation>el descanso para comer es una regla de stud; las demás partidas siguen la regla de los tres botones</translation>
    </message>
    <message>
        <source>a meal break starts after the player tells the floor</source>
        <comment>room.breaks.meal_break_starts_after</comment>
        <translation>el descanso para comer empieza después de avisar al floor</translation>
    </message>
    <message>
        <source>one meal break per four hours of play: the next in {minutes} minutes</source>
        <comment>room.breaks.one_meal_break_per</comment>
        <translation>un descanso para comer cada cuatro horas de juego: el próximo en {minutes} minutos</translation>
    </message>
    <message>
        <source>the room&apos;s repeated-lobbying measure needs a count and a period</source>
        <comment>room.breaks.room_s_repeated_lobbying</comment>
        <translation>la medida de ausencias repetidas de la sala necesita un número y un periodo</translation>
    </message>
    <message>
        <source>carried</source>
        <comment>room.buy_in.carried</comment>
        <translation>traslado</translation>
    </message>
    <message>
        <source>full</source>
        <comment>room.buy_in.full</comment>
        <translation>completa</translation>
    </message>
    <message>
        <source>short</source>
        <comment>room.buy_in.short</comment>
        <translation>corta</translation>
    </message>
    <message>
        <source>with ${stack} he brings at least the ${minimum} minimum</source>
        <comment>room.buy_ins.brings_least_minimum</comment>
        <translation>con ${stack} trae al menos el mínimo de ${minimum}</translation>
    </message>
    <message>
        <source>a buy-in is a positive amount, not ${amount}</source>
        <comment>room.buy_ins.buy_positive_amount</comment>
        <translation>una compra es una cantidad positiva, no ${amount}</translation>
    </message>
    <message>
        <source>from a broken ${from_small_bet} game he may enter short only at an equal or lower limit: here at least ${minimum}</source>
        <comment>room.buy_ins.from_broken_game_may</comment>
        <translation>desde una partida rota de ${from_small_bet} solo puede entrar con compra corta en un límite igual o menor: aquí al menos ${minimum}</translation>
    </message>
    <message>
        <source>{game_name} has no poker buy-in</source>
        <comment>room.buy_ins.has_no_poker_buy</comment>
        <translation>{game_name} no tiene compra de póker</translation>
    </message>
    <message>
        <source>he holds ${stack} in the game he leaves, not ${amount}</source>
        <comment>room.buy_ins.holds_game_leaves</comment>
        <translation>tiene ${stack} en la partida que deja, no ${amount}</translation>
    </message>
    <message>
        <source>he left {left} minutes ago with ${chips}: he comes back with at least ${chips}, not ${amount}</source>
        <comment>room.buy_ins.left_minutes_ago_comes</comment>
        <translation>se fue hace {left} minutos con ${chips}: vuelve con al menos ${chips}, no ${amount}</translation>
    </message>
    <message>
        <source>he left {left} minutes ago and his table&apos;s log does not say with how much: the floor decides</source>
        <comment>room.buy_ins.left_minutes_ago_unrecorded</comment>
        <translation>se fue hace {left} minutos y el registro de su mesa no dice con cuánto: decide el floor</translation>
    </message>
    <message>
        <source>{player} left this game before and the log does not say when or with how much: the floor decides</source>
        <comment>room.buy_ins.left_unrecorded</comment>
        <translation>{player} dejó este juego antes y el registro no dice cuándo ni con cuánto: decide el floor</translation>
    </message>
    <message>
        <source>a ${new} limit does not raise a ${old} game</source>
        <comment>room.buy_ins.limit_does_not_raise</comment>
        <translation>un límite de ${new} no sube un juego de ${old}</translation>
    </message>
    <message>
        <source>a new player buys in for at least ${minimum}, not ${amount}</source>
        <comment>room.buy_ins.new_player_buys_least</comment>
        <translation>un jugador nuevo compra al menos ${minimum}, no ${amount}</translation>
    </message>
    <message>
        <source>${amount} is over this game&apos;s ${maximum} maximum buy-in</source>
        <comment>room.buy_ins.over_this_game_s</comment>
        <translation>${amount} supera la compra máxima de ${maximum} de esta partida</translation>
    </message>
    <message>
        <source>a player who changes games by choice buys in for at least ${minimum}, not ${amount}</source>
        <comment>room.buy_ins.player_who_changes_games</comment>
        <translation>quien cambia de partida por gusto compra al menos ${minimum}, no ${amount}</translation>
    </message>
    <message>
        <source>the room has not said how many short buy-ins follow a full one</source>
        <comment>room.buy_ins.room_has_said_how</comment>
        <translation>la sala no ha dicho cuántas compras cortas siguen a una completa</translation>
    </message>
    <message>
        <source>the room has not set this game&apos;s minimum buy-in</source>
        <comment>room.buy_ins.room_has_set_this</comment>
        <translation>la sala no ha fijado la compra mínima de esta partida</translation>
    </message>
    <message>
        <source>${amount} is a short buy-in and none follows a full one yet: at least ${minimum}</source>
        <comment>room.buy_ins.short_buy_none_follows</comment>
        <translation>${amount} es una compra corta y aún no hay una completa antes: al menos ${minimum}</translation>
    </message>
    <message>
        <source>with ${stack}, under the minimum, he brings all of it</source>
        <comment>room.buy_ins.under_minimum_brings_all</comment>
        <translation>con ${stack}, por debajo del mínimo, lo trae todo</translation>
    </message>
    <message>
        <source>${amount} would be a short buy-in after a short one: this one must be at least ${minimum}</source>
        <comment>room.buy_ins.would_short_buy_after</comment>
        <translation>${amount} sería una compra corta tras otra corta: esta debe ser de al menos ${minimum}</translation>
    </message>
    <message>
        <source>{card} cannot be drawn: draw again without jokers</source>
        <comment>room.card_draw.cannot_drawn_draw_again</comment>
        <translation>{card} no vale para el sorteo: saque de nuevo sin comodines</translation>
    </message>
    <message>
        <source>the draw for the button needs two or more seated players</source>
        <comment>room.card_draw.draw_button_needs_two</comment>
        <translation>el sorteo del botón necesita dos o más jugadores sentados</translation>
    </message>
    <message>
        <source>nobody drew a card</source>
        <comment>room.card_draw.nobody_drew_card</comment>
        <translation>nadie sacó carta</translation>
    </message>
    <message>
        <source>{kind}: field {field}: {card} for {player} is not a card (a rank and a suit, such as As or Td)</source>
        <comment>room.card_draw.not_a_card</comment>
        <translation>{kind}: campo {field}: {card} de {player} no es una carta (un valor y un palo, como As o Td)</translation>
    </message>
    <message>
        <source>{card} was drawn twice ({seen} and {who}): draw again from one deck</source>
        <comment>room.card_draw.was_drawn_twice_draw</comment>
        <translation>{card} salió dos veces ({seen} y {who}): saquen de nuevo de una sola baraja</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson&apos;s badge</source>
        <comment>room.decide.badge</comment>
        <translation>una decisión del floor indica el gafete del floor</translation>
    </message>
    <message>
        <source>a floor decision is confirmed or overridden</source>
        <comment>room.decide.confirmed_or_overridden</comment>
        <translation>una decisión del floor se confirma o se anula</translation>
    </message>
    <message>
        <source>ruling {ruling} of table {table} was already decided at a station</source>
        <comment>room.decide.decided_at_station</comment>
        <translation>la decisión {ruling} de la mesa {table} ya se tomó en una estación</translation>
    </message>
    <message>
        <source>ruling {ruling} was already decided at table {table}</source>
        <comment>room.decide.decided_at_table</comment>
        <translation>la decisión {ruling} ya se tomó en la mesa {table}</translation>
    </message>
    <message>
        <source>table {table} has begun its next hand: ruling {ruling} can no longer be decided (LC-8c)</source>
        <comment>room.decide.next_hand</comment>
        <translation>la mesa {table} empezó su siguiente mano: la decisión {ruling} ya no se puede tomar (LC-8c)</translation>
    </message>
    <message>
        <source>the room answered nothing</source>
        <comment>room.decide.no_answer</comment>
        <translation>la sala no respondió nada</translation>
    </message>
    <message>
        <source>table {table} has no ruling {ruling} in the room</source>
        <comment>room.decide.no_ruling</comment>
        <translation>la mesa {table} no tiene la decisión {ruling} en la sala</translation>
    </message>
    <message>
        <source>table {table} is not enrolled in the room</source>
        <comment>room.decide.not_enrolled</comment>
        <translation>la mesa {table} no está inscrita en la sala</translation>
    </message>
    <message>
        <source>an override needs a reason (LC-P1)</source>
        <comment>room.decide.override_reason</comment>
        <translation>anular necesita un motivo (LC-P1)</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: applied at the table</source>
        <comment>room.decision.applied</comment>
        <translation>Decisión {ruling} en {table} {decision} por {by}: aplicada en la mesa</translation>
    </message>
    <message>
        <source>confirmed</source>
        <comment>room.decision.confirmed</comment>
        <translation>confirmada</translation>
    </message>
    <message>
        <source>overridden</source>
        <comment>room.decision.overridden</comment>
        <translation>anulada</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: REFUSED by the table: {why}</source>
        <comment>room.decision.refused</comment>
        <translation>Decisión {ruling} en {table} {decision} por {by}: RECHAZADA por la mesa: {why}</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: sent, waiting for the table</source>
        <comment>room.decision.sent</comment>
        <translation>Decisión {ruling} en {table} {decision} por {by}: enviada, esperando a la mesa</translation>
    </message>
    <message>
        <source>{device} down since {since}</source>
        <comment>room.devices.down</comment>
        <translation>{device} caído desde {since}</translation>
    </message>
    <message>
        <source>{device} down since {since} (+{more})</source>
        <comment>room.devices.down_more</comment>
        <translation>{device} caído desde {since} (+{more})</translation>
    </message>
    <message>
        <source>devices connected</source>
        <comment>room.devices.ok</comment>
        <translation>dispositivos conectados</translation>
    </message>
    <message>
        <source>{count} behind</source>
        <comment>room.link.behind</comment>
        <translation>{count} atrasados</translation>
    </message>
    <message>
        <source>connected</source>
        <comment>room.link.connected</comment>
        <translation>conectada</translation>
    </message>
    <message>
        <source>connecting</source>
        <comment>room.link.connecting</comment>
        <translation>conectando</translation>
    </message>
    <message>
        <source>never connected</source>
        <comment>room.link.never</comment>
        <translation>nunca conectada</translation>
    </message>
    <message>
        <source>offline since {since}</source>
        <comment>room.link.offline</comment>
        <translation>desconectada desde {since}</translation>
    </message>
    <message>
        <source>OFFLINE TOO LONG (since {since})</source>
        <comment>room.link.offline_too_long</comment>
        <translation>DESCONEXIÓN LARGA ({since})</translation>
    </message>
    <message>
        <source>the button cannot pass a negative number of times</source>
        <comment>room.must_move.button_cannot_pass_negative</comment>
        <translation>el botón no puede pasar un número negativo de veces</translation>
    </message>
    <message>
        <source>he quit instead of moving: he may sign up again in {minutes} minutes</source>
        <comment>room.must_move.quit_instead_moving_may</comment>
        <translation>se retiró en vez de trasladarse: puede anotarse de nuevo en {minutes} minutos</translation>
    </message>
    <message>
        <source>&apos;amount&apos;</source>
        <comment>room.operation.field.amount</comment>
        <translation>&apos;cantidad&apos;</translation>
    </message>
    <message>
        <source>&apos;break&apos;</source>
        <comment>room.operation.field.break</comment>
        <translation>&apos;descanso&apos;</translation>
    </message>
    <message>
        <source>&apos;call_in&apos;</source>
        <comment>room.operation.field.call_in</comment>
        <translation>&apos;por teléfono&apos;</translation>
    </message>
    <message>
        <source>&apos;chips&apos;</source>
        <comment>room.operation.field.chips</comment>
        <translation>&apos;fichas&apos;</translation>
    </message>
    <message>
        <source>&apos;choice&apos;</source>
        <comment>room.operation.field.choice</comment>
        <translation>&apos;elección&apos;</translation>
    </message>
    <message>
        <source>&apos;declared&apos;</source>
        <comment>room.operation.field.declared</comment>
        <translation>&apos;declarada&apos;</translation>
    </message>
    <message>
        <source>&apos;draws&apos;</source>
        <comment>room.operation.field.draws</comment>
        <translation>&apos;cartas sacadas&apos;</translation>
    </message>
    <message>
        <source>&apos;floor_told&apos;</source>
        <comment>room.operation.field.floor_told</comment>
        <translation>&apos;floor avisado&apos;</translation>
    </message>
    <message>
        <source>&apos;from_table&apos;</source>
        <comment>room.operation.field.from_table</comment>
        <translation>&apos;mesa de origen&apos;</translation>
    </message>
    <message>
        <source>&apos;game&apos;</source>
        <comment>room.operation.field.game</comment>
        <translation>&apos;juego&apos;</translation>
    </message>
    <message>
        <source>&apos;limit&apos;</source>
        <comment>room.operation.field.limit</comment>
        <translation>&apos;límite&apos;</translation>
    </message>
    <message>
        <source>&apos;main_table&apos;</source>
        <comment>room.operation.field.main_table</comment>
        <translation>&apos;mesa principal&apos;</translation>
    </message>
    <message>
        <source>&apos;must_move_table&apos;</source>
        <comment>room.operation.field.must_move_table</comment>
        <translation>&apos;mesa must-move&apos;</translation>
    </message>
    <message>
        <source>&apos;on&apos;</source>
        <comment>room.operation.field.on</comment>
        <translation>&apos;puesto&apos;</translation>
    </message>
    <message>
        <source>&apos;open_seats&apos;</source>
        <comment>room.operation.field.open_seats</comment>
        <translation>&apos;asientos libres&apos;</translation>
    </message>
    <message>
        <source>&apos;player&apos;</source>
        <comment>room.operation.field.player</comment>
        <translation>&apos;jugador&apos;</translation>
    </message>
    <message>
        <source>&apos;players&apos;</source>
        <comment>room.operation.field.players</comment>
        <translation>&apos;jugadores&apos;</translation>
    </message>
    <message>
        <source>&apos;position&apos;</source>
        <comment>room.operation.field.position</comment>
        <translation>&apos;posición&apos;</translation>
    </message>
    <message>
        <source>&apos;reason&apos;</source>
        <comment>room.operation.field.reason</comment>
        <translation>&apos;motivo&apos;</translation>
    </message>
    <message>
        <source>&apos;seat&apos;</source>
        <comment>room.operation.field.seat</comment>
        <translation>&apos;asiento&apos;</translation>
    </message>
    <message>
        <source>&apos;stack&apos;</source>
        <comment>room.operation.field.stack</comment>
        <translation>&apos;fichas en juego&apos;</translation>
    </message>
    <message>
        <source>&apos;table&apos;</source>
        <comment>room.operation.field.table</comment>
        <translation>&apos;mesa&apos;</translation>
    </message>
    <message>
        <source>&apos;to_player&apos;</source>
        <comment>room.operation.field.to_player</comment>
        <translation>&apos;quien recibe el asiento&apos;</translation>
    </message>
    <message>
        <source>&apos;to_table&apos;</source>
        <comment>room.operation.field.to_table</comment>
        <translation>&apos;mesa de destino&apos;</translation>
    </message>
    <message>
        <source>{kind}: field {missing} is missing</source>
        <comment>room.operation.field_missing</comment>
        <translation>{kind}: falta el campo {missing}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be a name, not {value}</source>
        <comment>room.operation.field_must_name</comment>
        <translation>{kind}: el campo {name} debe ser un nombre, no {value}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be true or false, not {value}</source>
        <comment>room.operation.field_must_true_false</comment>
        <translation>{kind}: el campo {name} debe ser verdadero o falso, no {value}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be a whole number of 0 or more, not {value}</source>
        <comment>room.operation.field_must_whole_number</comment>
        <translation>{kind}: el campo {name} debe ser un número entero de 0 o más, no {value}</translation>
    </message>
    <message>
        <source>the room kept changing while this was recorded: try again</source>
        <comment>room.operation.kept_changing</comment>
        <translation>la sala cambió mientras se registraba esto: inténtelo de nuevo</translation>
    </message>
    <message>
        <source>arrived</source>
        <comment>room.operation.kind.arrived</comment>
        <translation>llegada al floor</translation>
    </message>
    <message>
        <source>away</source>
        <comment>room.operation.kind.away</comment>
        <translation>ausencia</translation>
    </message>
    <message>
        <source>back</source>
        <comment>room.operation.kind.back</comment>
        <translation>regreso</translation>
    </message>
    <message>
        <source>buy_in</source>
        <comment>room.operation.kind.buy_in</comment>
        <translation>compra</translation>
    </message>
    <message>
        <source>called</source>
        <comment>room.operation.kind.called</comment>
        <translation>llamada a la mesa</translation>
    </message>
    <message>
        <source>chips_picked_up</source>
        <comment>room.operation.kind.chips_picked_up</comment>
        <translation>fichas recogidas</translation>
    </message>
    <message>
        <source>delisted</source>
        <comment>room.operation.kind.delisted</comment>
        <translation>fuera de la lista</translation>
    </message>
    <message>
        <source>game_broken</source>
        <comment>room.operation.kind.game_broken</comment>
        <translation>juego roto</translation>
    </message>
    <message>
        <source>hold_button</source>
        <comment>room.operation.kind.hold_button</comment>
        <translation>botón de reserva</translation>
    </message>
    <message>
        <source>left_table</source>
        <comment>room.operation.kind.left_table</comment>
        <translation>se va de la mesa</translation>
    </message>
    <message>
        <source>limit_raised</source>
        <comment>room.operation.kind.limit_raised</comment>
        <translation>sube el límite</translation>
    </message>
    <message>
        <source>listed</source>
        <comment>room.operation.kind.listed</comment>
        <translation>anotar en la lista</translation>
    </message>
    <message>
        <source>missed_button</source>
        <comment>room.operation.kind.missed_button</comment>
        <translation>botón de ciega perdida</translation>
    </message>
    <message>
        <source>moved</source>
        <comment>room.operation.kind.moved</comment>
        <translation>traslado</translation>
    </message>
    <message>
        <source>must_move_answer</source>
        <comment>room.operation.kind.must_move_answer</comment>
        <translation>respuesta a la llamada</translation>
    </message>
    <message>
        <source>must_move_called</source>
        <comment>room.operation.kind.must_move_called</comment>
        <translation>llamada desde la must-move</translation>
    </message>
    <message>
        <source>must_move_declared</source>
        <comment>room.operation.kind.must_move_declared</comment>
        <translation>must-move declarada</translation>
    </message>
    <message>
        <source>must_move_players</source>
        <comment>room.operation.kind.must_move_players</comment>
        <translation>jugadores de la must-move</translation>
    </message>
    <message>
        <source>no_answer</source>
        <comment>room.operation.kind.no_answer</comment>
        <translation>no responde</translation>
    </message>
    <message>
        <source>seat_change_asked</source>
        <comment>room.operation.kind.seat_change_asked</comment>
        <translation>pide cambio de asiento</translation>
    </message>
    <message>
        <source>seat_change_given</source>
        <comment>room.operation.kind.seat_change_given</comment>
        <translation>cambio de asiento dado</translation>
    </message>
    <message>
        <source>seat_draw</source>
        <comment>room.operation.kind.seat_draw</comment>
        <translation>sorteo de asientos</translation>
    </message>
    <message>
        <source>seat_locked</source>
        <comment>room.operation.kind.seat_locked</comment>
        <translation>asiento reservado</translation>
    </message>
    <message>
        <source>seat_offered</source>
        <comment>room.operation.kind.seat_offered</comment>
        <translation>asiento ofrecido</translation>
    </message>
    <message>
        <source>seat_transferred</source>
        <comment>room.operation.kind.seat_transferred</comment>
        <translation>asiento cedido</translation>
    </message>
    <message>
        <source>seated</source>
        <comment>room.operation.kind.seated</comment>
        <translation>sentar</translation>
    </message>
    <message>
        <source>short_game_cut</source>
        <comment>room.operation.kind.short_game_cut</comment>
        <translation>corte del juego corto</translation>
    </message>
    <message>
        <source>table_change_approved</source>
        <comment>room.operation.kind.table_change_approved</comment>
        <translation>cambio de mesa aprobado</translation>
    </message>
    <message>
        <source>table_change_asked</source>
        <comment>room.operation.kind.table_change_asked</comment>
        <translation>pide cambio de mesa</translation>
    </message>
    <message>
        <source>table_closed</source>
        <comment>room.operation.kind.table_closed</comment>
        <translation>mesa cerrada</translation>
    </message>
    <message>
        <source>table_opened</source>
        <comment>room.operation.kind.table_opened</comment>
        <translation>mesa abierta</translation>
    </message>
    <message>
        <source>the room store is out of reach: nothing was recorded. Try again in a moment; if it lasts, call the technician</source>
        <comment>room.operation.out_of_reach</comment>
        <translation>no se alcanza la sala: no se registró nada. Inténtelo de nuevo en un momento; si sigue así, llame al técnico</translation>
    </message>
    <message>
        <source>unknown room operation {kind}</source>
        <comment>room.operation.unknown_room_operation</comment>
        <translation>operación de sala desconocida {kind}</translation>
    </message>
    <message>
        <source>{player} called in over an hour ago and has not come: off the {game_label} list</source>
        <comment>room.prompts.called_over_hour_ago</comment>
        <translation>{player} llamó hace más de una hora y no ha llegado: fuera de la lista de {game_label}</translation>
    </message>
    <message>
        <source>{player} has been away {count} times lately: the floor may pick up his chips before a third button</source>
        <comment>room.prompts.has_been_away_times</comment>
        <translation>{player} se ha ausentado {count} veces últimamente: el floor puede recoger sus fichas antes de un tercer botón</translation>
    </message>
    <message>
        <source>must-move {must_move_table} is short ({players} players): the floor sets the fairest collection</source>
        <comment>room.prompts.must_move_short_players</comment>
        <translation>la must-move {must_move_table} está corta ({players} jugadores): el floor fija la colecta más justa</translation>
    </message>
    <message>
        <source>now: the game counts as full while it has a must-move game (LC-131)</source>
        <comment>room.prompts.pick_up_now_full</comment>
        <translation>ahora: la partida cuenta como llena mientras tenga una must-move (LC-131)</translation>
    </message>
    <message>
        <source>now if the game is full; otherwise when someone asks for the seat or the game fills</source>
        <comment>room.prompts.pick_up_when_full</comment>
        <translation>ahora si la partida está llena; si no, cuando alguien pida el asiento o la partida se llene</translation>
    </message>
    <message>
        <source>{player} ({table} seat {seat}) has {missed} missed-blind buttons: pick up his chips {when}</source>
        <comment>room.prompts.seat_has_missed_blind</comment>
        <translation>{player} ({table} asiento {seat}) tiene {missed} botones de ciega perdida: recoja sus fichas {when}</translation>
    </message>
    <message>
        <source>{player} ({table} seat {seat}) is {over} min over the {allowed}-minute stud limit: pick-up due</source>
        <comment>room.prompts.seat_min_over_minute</comment>
        <translation>{player} ({table} asiento {seat}) lleva {over} min más del límite de stud de {allowed} minutos: toca recoger</translation>
    </message>
    <message>
        <source>{text} ({rule_ids})</source>
        <comment>room.refusal.cited</comment>
        <translation>{text} ({rule_ids})</translation>
    </message>
    <message>
        <source>the dealer rotation period is a number of minutes over 0, not {period_minutes}</source>
        <comment>room.rotation.dealer_rotation_period_number</comment>
        <translation>el periodo de rotación de dealers es un número de minutos mayor que 0, no {period_minutes}</translation>
    </message>
    <message>
        <source>a dealer sign-in at {table} names no badge</source>
        <comment>room.rotation.dealer_sign_names_no</comment>
        <translation>un inicio de sesión de dealer en {table} no indica gafete</translation>
    </message>
    <message>
        <source>{tied} cannot be told apart by who asked first or who has played longest: they draw cards for the seat</source>
        <comment>room.seat_priority.cannot_told_apart_who</comment>
        <translation>{tied} no se distinguen por quién pidió antes ni por quién lleva más jugando: sacan carta por el asiento</translation>
    </message>
    <message>
        <source>{newcomer}&apos;s chips are on the table: he cannot be made to move</source>
        <comment>room.seat_priority.chips_down_no_move</comment>
        <translation>las fichas de {newcomer} están en la mesa: no se le puede obligar a moverse</translation>
    </message>
    <message>
        <source>offer the open seat to the seated players before locking it for the list</source>
        <comment>room.seat_priority.offer_before_lock</comment>
        <translation>ofrezca el asiento libre a los jugadores sentados antes de reservarlo para la lista</translation>
    </message>
    <message>
        <source>a player asks for the seat twice</source>
        <comment>room.seat_priority.player_asks_seat_twice</comment>
        <translation>un jugador pide el asiento dos veces</translation>
    </message>
    <message>
        <source>seat changes are allowed only with fewer than {only_below} players; the game has {players}</source>
        <comment>room.seat_priority.seat_changes_are_allowed</comment>
        <translation>los cambios de asiento solo se permiten con menos de {only_below} jugadores; la partida tiene {players}</translation>
    </message>
    <message>
        <source>whether changes are at once</source>
        <comment>room.setting.changes_at_once</comment>
        <translation>si los cambios son inmediatos</translation>
    </message>
    <message>
        <source>whether a change of limit plays to the big blind</source>
        <comment>room.setting.other_limit_big_blind</comment>
        <translation>si un cambio de límite juega hasta la ciega grande</translation>
    </message>
    <message>
        <source>seat changes only below</source>
        <comment>room.setting.seat_changes_below</comment>
        <translation>cambios de asiento solo por debajo de</translation>
    </message>
    <message>
        <source>{name} is already on the {game} list</source>
        <comment>room.sign_up.already_list</comment>
        <translation>{name} ya está en la lista de {game}</translation>
    </message>
    <message>
        <source>{player} called in and has not reported to the floor yet</source>
        <comment>room.sign_up.called_has_reported_floor</comment>
        <translation>{player} llamó por teléfono y aún no se ha presentado al floor</translation>
    </message>
    <message>
        <source>{player} called in over an hour ago and never came: he is off the list</source>
        <comment>room.sign_up.called_over_hour_ago</comment>
        <translation>{player} llamó hace más de una hora y nunca llegó: queda fuera de la lista</translation>
    </message>
    <message>
        <source>{player} has not been called</source>
        <comment>room.sign_up.has_been_called</comment>
        <translation>{player} no ha sido llamado</translation>
    </message>
    <message>
        <source>{player} is not on the {game} list</source>
        <comment>room.sign_up.list</comment>
        <translation>{player} no está en la lista de {game}</translation>
    </message>
    <message>
        <source>a name is needed to put a player on the list</source>
        <comment>room.sign_up.name_needed_put_player</comment>
        <translation>hace falta un nombre para anotar a un jugador</translation>
    </message>
    <message>
        <source>{player} is a walk-in: the floor keeps or removes him</source>
        <comment>room.sign_up.walk_floor_keeps_removes</comment>
        <translation>{player} está presente: el floor lo mantiene o lo quita</translation>
    </message>
    <message>
        <source>applied</source>
        <comment>room.station.applied</comment>
        <translation>aplicada</translation>
    </message>
    <message>
        <source>refused: {why}</source>
        <comment>room.station.refused</comment>
        <translation>rechazada: {why}</translation>
    </message>
    <message>
        <source>sent</source>
        <comment>room.station.sent</comment>
        <translation>enviada</translation>
    </message>
    <message>
        <source>the cut is for a seat in a lower game: ${asked} is not below ${short}</source>
        <comment>room.table_changes.cut_lower_game</comment>
        <translation>el corte es por un asiento en un juego menor: ${asked} no es menor que ${short}</translation>
    </message>
    <message>
        <source>the cut is for the next lower game: a ${between} game runs between ${asked} and ${short}</source>
        <comment>room.table_changes.cut_next_lower_game</comment>
        <translation>el corte es por el juego inmediatamente menor: hay un juego de ${between} entre ${asked} y ${short}</translation>
    </message>
    <message>
        <source>the cut is for the lower game&apos;s open seats: none is open</source>
        <comment>room.table_changes.cut_no_open_seat</comment>
        <translation>el corte es por los asientos libres del juego menor: no hay ninguno libre</translation>
    </message>
    <message>
        <source>a cut for the lower game&apos;s seats is for a short game (under {short}); this one has {players}</source>
        <comment>room.table_changes.cut_short_game_only</comment>
        <translation>un corte por asientos del juego menor es para un juego corto (menos de {short}); este tiene {players}</translation>
    </message>
    <message>
        <source>a table change waits for a floorperson&apos;s approval</source>
        <comment>room.table_changes.table_change_waits_floorperson</comment>
        <translation>un cambio de mesa espera la aprobación de un floor</translation>
    </message>
    <message>
        <source>may play to his big blind first (LC-134)</source>
        <comment>room.timing.after_big_blind</comment>
        <translation>puede jugar primero hasta su ciega grande (LC-134)</translation>
    </message>
    <message>
        <source>finishes the blinds and the button first (LC-96)</source>
        <comment>room.timing.after_blinds_and_button</comment>
        <translation>termina primero las ciegas y el botón (LC-96)</translation>
    </message>
    <message>
        <source>dealt out now (LC-96)</source>
        <comment>room.timing.now</comment>
        <translation>sin cartas desde ya (LC-96)</translation>
    </message>
    <message>
        <source>nobody</source>
        <comment>room.words.nobody</comment>
        <translation>nadie</translation>
    </message>
    <message>
        <source>none</source>
        <comment>room.words.none</comment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>badge {badge} is not active floor staff at this table: only the floor decides (LC-8b)</source>
        <comment>room_decision.not_floor</comment>
        <translation>el gafete {badge} no es personal de piso activo en esta mesa: solo el floor decide (LC-8b)</translation>
    </message>
    <message>
        <source>the table could not log the decision</source>
        <comment>room_decision.not_logged</comment>
        <translation>la mesa no pudo registrar la decisión</translation>
    </message>
    <message>
        <source>the decision is for table {table}; this is table {here}</source>
        <comment>room_decision.wrong_table</comment>
        <translation>la decisión es para la mesa {table}; esta es la mesa {here}</translation>
    </message>
    <message>
        <source>Pai Gow joker: limited by default, fully wild as a CG switch</source>
        <comment>rule.AMB-01</comment>
        <translation>Comodín de Pai Gow: limitado por defecto, totalmente libre como opción de CG</translation>
    </message>
    <message>
        <source>CG blinds read as three: button blind, small blind, big blind</source>
        <comment>rule.AMB-02</comment>
        <translation>Ciegas de CG leídas como tres: ciega del botón, ciega pequeña, ciega grande</translation>
    </message>
    <message>
        <source>Super Natural is a player&apos;s two jokers; P/D jokers count 2</source>
        <comment>rule.AMB-03</comment>
        <translation>Super Natural son los dos comodines de un jugador; los comodines de la banca valen 2</translation>
    </message>
    <message>
        <source>Any non-natural total over 21 busts; hit 22 against hit 22 pushes</source>
        <comment>rule.AMB-04</comment>
        <translation>Todo total no natural mayor de 21 se pasa; 22 pidiendo contra 22 pidiendo es empate</translation>
    </message>
    <message>
        <source>Late-found P/D natural: undo the action, settle the first two cards</source>
        <comment>rule.AMB-05</comment>
        <translation>Natural de la banca descubierto tarde: deshacer la acción y liquidar las dos primeras cartas</translation>
    </message>
    <message>
        <source>At most five original wagers per player per seat</source>
        <comment>rule.AMB-06</comment>
        <translation>Como máximo cinco apuestas originales por jugador por asiento</translation>
    </message>
    <message>
        <source>CG 3CP ranks: straight above flush, as the Bonus table pays</source>
        <comment>rule.AMB-07</comment>
        <translation>Rangos de 3CP en CG: escalera sobre color, como paga la tabla Bonus</translation>
    </message>
    <message>
        <source>Action button count: ace 1, faces 10, from the seat after the P/D</source>
        <comment>rule.AMB-08</comment>
        <translation>Conteo del botón de acción: as 1, figuras 10, desde el asiento tras la banca</translation>
    </message>
    <message>
        <source>House Way against A, K or Q up: same rank with a 9 or better plays</source>
        <comment>rule.AMB-09</comment>
        <translation>House Way contra A, K o Q visible: mismo rango con un 9 o mejor juega</translation>
    </message>
    <message>
        <source>3CP Bonus: own hand pays; part over the Ante returned; trips 30 to 1</source>
        <comment>rule.AMB-10</comment>
        <translation>Bonus 3CP: paga la propia mano; lo que excede el Ante se devuelve; trío 30 a 1</translation>
    </message>
    <message>
        <source>Banker coverage by stake in action order: CG partial, HTP dead</source>
        <comment>rule.AMB-11</comment>
        <translation>Cobertura de la banca por apuesta en orden de acción: CG parcial, HTP muerta</translation>
    </message>
    <message>
        <source>HTP: designated player higher wins, equal hands push</source>
        <comment>rule.AMB-12</comment>
        <translation>HTP: gana el jugador designado si es mayor; manos iguales empatan</translation>
    </message>
    <message>
        <source>2CP: non-qualifying DP results; A-2 suited; J-2 suited qualifier</source>
        <comment>rule.AMB-13</comment>
        <translation>2CP: resultados sin calificar de la banca; A-2 del mismo palo; calificación J-2 del mismo palo</translation>
    </message>
    <message>
        <source>Florida Hold&apos;em: one Play bet; unlisted Trips push; Ante back</source>
        <comment>rule.AMB-14</comment>
        <translation>Florida Hold&apos;em: una apuesta Play; trío no listado empata; el Ante se devuelve</translation>
    </message>
    <message>
        <source>HTP 2CP and Florida rake: the same three modes as 3CP</source>
        <comment>rule.AMB-15</comment>
        <translation>Colecta de HTP 2CP y Florida: los mismos tres modos que 3CP</translation>
    </message>
    <message>
        <source>Half kill: one player takes the main pot; kill seat is a floor call</source>
        <comment>rule.AMB-16</comment>
        <translation>Medio kill: un jugador se lleva el bote principal; el asiento del kill lo decide el floor</translation>
    </message>
    <message>
        <source>Misdeal when the first or second card of the whole deal is up</source>
        <comment>rule.AMB-17</comment>
        <translation>Misdeal cuando la primera o segunda carta de todo el reparto sale descubierta</translation>
    </message>
    <message>
        <source>Two players left means uncapped; LC low cap is four bets</source>
        <comment>rule.AMB-18</comment>
        <translation>Con dos jugadores no hay tope; el tope de LC bajo es de cuatro apuestas</translation>
    </message>
    <message>
        <source>Short blinds are live and in multiples of the common chip</source>
        <comment>rule.AMB-19</comment>
        <translation>Las ciegas cortas son vivas y en múltiplos de la ficha común</translation>
    </message>
    <message>
        <source>Short of the button collection: dealt out, then all-in next hand</source>
        <comment>rule.AMB-20</comment>
        <translation>Sin fichas para la colecta del botón: fuera del reparto, luego all-in la mano siguiente</translation>
    </message>
    <message>
        <source>Common chip set per limit in the profile</source>
        <comment>rule.AMB-21</comment>
        <translation>Ficha común fijada por límite en el perfil</translation>
    </message>
    <message>
        <source>After a half-bet all-in, a full raise is one bet on top of it</source>
        <comment>rule.AMB-22</comment>
        <translation>Tras un all-in de media apuesta, una subida completa es una apuesta más encima</translation>
    </message>
    <message>
        <source>Odd chip to the first winner clockwise from the button</source>
        <comment>rule.AMB-23</comment>
        <translation>Ficha sobrante al primer ganador en sentido horario desde el botón</translation>
    </message>
    <message>
        <source>PGP $3 big blind at 4-8 is a live partial bet; callers may complete</source>
        <comment>rule.AMB-24</comment>
        <translation>Ciega grande de $3 de PGP en 4-8 es apuesta parcial viva; quien iguala puede completar</translation>
    </message>
    <message>
        <source>Posting in front of the button: the seat the button reaches next</source>
        <comment>rule.AMB-25</comment>
        <translation>Poner delante del botón: el asiento al que llega después el botón</translation>
    </message>
    <message>
        <source>Low needs five ranks of 8 or lower; an Omaha board gives three</source>
        <comment>rule.AMB-26</comment>
        <translation>La baja necesita cinco rangos de 8 o menos; una mesa de Omaha aporta tres</translation>
    </message>
    <message>
        <source>Low chart: 56 hands in order, the repeated row ignored</source>
        <comment>rule.AMB-27</comment>
        <translation>Tabla de bajas: 56 manos en orden, se ignora la fila repetida</translation>
    </message>
    <message>
        <source>Pai Gow dice: P/D counts as 1, all seven spots, counter-clockwise</source>
        <comment>rule.AMB-28</comment>
        <translation>Dados de Pai Gow: la banca cuenta como 1, los siete puestos, en sentido antihorario</translation>
    </message>
    <message>
        <source>Stud early cards: count players at discovery, finish the betting</source>
        <comment>rule.AMB-29</comment>
        <translation>Cartas adelantadas en stud: contar jugadores al descubrirlo, terminar las apuestas</translation>
    </message>
    <message>
        <source>A called hand mucked at showdown may be seen but cannot win</source>
        <comment>rule.AMB-30</comment>
        <translation>Una mano igualada tirada al muck en el showdown puede verse pero no puede ganar</translation>
    </message>
    <message>
        <source>Stud cap: the completion is the bet, then three raises</source>
        <comment>rule.AMB-31</comment>
        <translation>Tope en stud: el completar es la apuesta, luego tres subidas</translation>
    </message>
    <message>
        <source>LC high: seat changes only under five players</source>
        <comment>rule.AMB-32</comment>
        <translation>LC alto: cambios de asiento solo con menos de cinco jugadores</translation>
    </message>
    <message>
        <source>Cash never plays; runner chips only as LC-26c allows</source>
        <comment>rule.AMB-33</comment>
        <translation>El efectivo nunca juega; fichas en camino solo según LC-26c</translation>
    </message>
    <message>
        <source>California player-dealer rotation: two non-TPPP bankers per 40 minutes</source>
        <comment>rule.CA-PDR</comment>
        <translation>Rotación de banca de California: dos bancas no TPPP cada 40 minutos</translation>
    </message>
    <message>
        <source>Deal from a single 52-card deck</source>
        <comment>rule.CG-3CP-01</comment>
        <translation>Reparta de una sola baraja de 52 cartas</translation>
    </message>
    <message>
        <source>Deal a player in only after he has placed an Ante and paid the…</source>
        <comment>rule.CG-3CP-02</comment>
        <translation>Reparta a un jugador solo después de que ponga un Ante y pague la…</translation>
    </message>
    <message>
        <source>Deal three face-down cards to each player</source>
        <comment>rule.CG-3CP-03</comment>
        <translation>Reparta tres cartas boca abajo a cada jugador</translation>
    </message>
    <message>
        <source>After looking, a player may fold and lose the Ante</source>
        <comment>rule.CG-3CP-04a</comment>
        <translation>Tras mirar, un jugador puede retirarse y perder el Ante</translation>
    </message>
    <message>
        <source>Or he stays by placing a Play bet exactly equal to his Ante</source>
        <comment>rule.CG-3CP-04b</comment>
        <translation>O se queda poniendo una apuesta Play igual a su Ante</translation>
    </message>
    <message>
        <source>The P/D qualifies only with queen-high or better</source>
        <comment>rule.CG-3CP-05</comment>
        <translation>La banca califica solo con dama alta o mejor</translation>
    </message>
    <message>
        <source>If the P/D does not qualify, Play bets get no action and are returned…</source>
        <comment>rule.CG-3CP-05a</comment>
        <translation>Si la banca no califica, las apuestas Play no tienen acción y se devuelven…</translation>
    </message>
    <message>
        <source>If the P/D does not qualify, every Ante still in play (not folded) is…</source>
        <comment>rule.CG-3CP-05b</comment>
        <translation>Si la banca no califica, cada Ante aún en juego (no retirado) se…</translation>
    </message>
    <message>
        <source>If the P/D qualifies, compare hands (ranks per CG-3CP-B07b)</source>
        <comment>rule.CG-3CP-05c</comment>
        <translation>Si la banca califica, se comparan las manos (rangos según CG-3CP-B07b)</translation>
    </message>
    <message>
        <source>Give each wager action only as far as the P/D&apos;s wager covers it</source>
        <comment>rule.CG-3CP-06</comment>
        <translation>Cada apuesta tiene acción solo hasta donde la cubre la apuesta de la banca</translation>
    </message>
    <message>
        <source>End the round when the P/D&apos;s stake is used up or every player wager has…</source>
        <comment>rule.CG-3CP-07</comment>
        <translation>Termine la ronda cuando se agote la apuesta de la banca o toda apuesta de jugador haya…</translation>
    </message>
    <message>
        <source>After every two hands, rotate the P/D position or offer it to every…</source>
        <comment>rule.CG-3CP-08</comment>
        <translation>Cada dos manos, rote la banca u ofrézcala a cada…</translation>
    </message>
    <message>
        <source>A player who does not or cannot put up the full Play bet gives up his…</source>
        <comment>rule.CG-3CP-09</comment>
        <translation>Un jugador que no pone o no puede poner la apuesta Play completa pierde su…</translation>
    </message>
    <message>
        <source>Only a player sitting in the seat may decide how that hand is played</source>
        <comment>rule.CG-3CP-10</comment>
        <translation>Solo el jugador sentado en el asiento decide cómo se juega esa mano</translation>
    </message>
    <message>
        <source>A player betting several hands plays his second and later hands House…</source>
        <comment>rule.CG-3CP-11</comment>
        <translation>Un jugador que apuesta varias manos juega la segunda y siguientes a la House…</translation>
    </message>
    <message>
        <source>House Way: for each House Way Ante, the Play bet goes up before the deal</source>
        <comment>rule.CG-3CP-12</comment>
        <translation>House Way: por cada Ante House Way, la apuesta Play se pone antes del reparto</translation>
    </message>
    <message>
        <source>Offer the Bonus only to players who have an Ante</source>
        <comment>rule.CG-3CP-B00</comment>
        <translation>Ofrezca el Bonus solo a jugadores con Ante</translation>
    </message>
    <message>
        <source>Lock Bonus placement once the first card of the deal is out</source>
        <comment>rule.CG-3CP-B01</comment>
        <translation>El Bonus queda fijo cuando sale la primera carta del reparto</translation>
    </message>
    <message>
        <source>A Bonus is payable only if it is no larger than the Ante</source>
        <comment>rule.CG-3CP-B02</comment>
        <translation>Un Bonus se paga solo si no es mayor que el Ante</translation>
    </message>
    <message>
        <source>A Bonus is payable only if it is within the table&apos;s posted limits</source>
        <comment>rule.CG-3CP-B03</comment>
        <translation>Un Bonus se paga solo si está dentro de los límites publicados de la mesa</translation>
    </message>
    <message>
        <source>The P/D pays winning Bonus bets and collects losing ones only as far as…</source>
        <comment>rule.CG-3CP-B04</comment>
        <translation>La banca paga los Bonus ganadores y cobra los perdedores solo hasta…</translation>
    </message>
    <message>
        <source>Action button: add up the values of the P/D&apos;s three cards, then count…</source>
        <comment>rule.CG-3CP-B05</comment>
        <translation>Botón de acción: sume los valores de las tres cartas de la banca y cuente…</translation>
    </message>
    <message>
        <source>Once the P/D&apos;s wager is used up, give back every wager it does not cover</source>
        <comment>rule.CG-3CP-B06</comment>
        <translation>Agotada la apuesta de la banca, devuelva toda apuesta que no cubre</translation>
    </message>
    <message>
        <source>3CP Bonus pay table</source>
        <comment>rule.CG-3CP-B07a</comment>
        <translation>Tabla de pagos del Bonus 3CP</translation>
    </message>
    <message>
        <source>Three Card Poker (CG): compare P/D and player hands with the three-card…</source>
        <comment>rule.CG-3CP-B07b</comment>
        <translation>Three Card Poker (CG): compare las manos de banca y jugador con la tabla de tres cartas…</translation>
    </message>
    <message>
        <source>Offer a Buster side wager that the P/D&apos;s hand will bust</source>
        <comment>rule.CG-BBJ-00a</comment>
        <translation>Ofrezca una apuesta lateral Buster a que la mano de la banca se pasa</translation>
    </message>
    <message>
        <source>Buster pay table by busted card count</source>
        <comment>rule.CG-BBJ-00b</comment>
        <translation>Tabla de pagos Buster por número de cartas al pasarse</translation>
    </message>
    <message>
        <source>Accept a Buster wager only from a player who has a main wager in this…</source>
        <comment>rule.CG-BBJ-01</comment>
        <translation>Acepte una apuesta Buster solo de un jugador con apuesta principal en esta…</translation>
    </message>
    <message>
        <source>Buster limits per seated position: $5 minimum, $100 maximum</source>
        <comment>rule.CG-BBJ-02</comment>
        <translation>Límites Buster por asiento: mínimo $5, máximo $100</translation>
    </message>
    <message>
        <source>A Buster wager may not be larger than the player&apos;s regular wager</source>
        <comment>rule.CG-BBJ-03</comment>
        <translation>Una apuesta Buster no puede ser mayor que la apuesta normal del jugador</translation>
    </message>
    <message>
        <source>Allow one Buster wager per seated position</source>
        <comment>rule.CG-BBJ-04</comment>
        <translation>Una apuesta Buster por asiento</translation>
    </message>
    <message>
        <source>Players may pool into one Buster wager; they remain responsible for the…</source>
        <comment>rule.CG-BBJ-05</comment>
        <translation>Los jugadores pueden juntar una sola apuesta Buster; siguen respondiendo por la…</translation>
    </message>
    <message>
        <source>The P/D funds a separate Buster bank and can win or lose only up to…</source>
        <comment>rule.CG-BBJ-06</comment>
        <translation>La banca financia una banca Buster aparte y solo puede ganar o perder hasta…</translation>
    </message>
    <message>
        <source>Any part of a wager that breaks the limits is not paid</source>
        <comment>rule.CG-BBJ-07</comment>
        <translation>La parte de una apuesta que excede los límites no se paga</translation>
    </message>
    <message>
        <source>Buster Blackjack: use the same counting, with no soft hand above 21</source>
        <comment>rule.CG-BBJ-08</comment>
        <translation>Buster Blackjack: el mismo conteo, sin mano blanda por encima de 21</translation>
    </message>
    <message>
        <source>If the P/D&apos;s first two cards are two aces of the same suit, every…</source>
        <comment>rule.CG-BBJ-09</comment>
        <translation>Si las dos primeras cartas de la banca son dos ases del mismo palo, cada…</translation>
    </message>
    <message>
        <source>CG management may, in special situations, rule against the strict…</source>
        <comment>rule.CG-DIS-03</comment>
        <translation>La gerencia de CG puede, en casos especiales, decidir contra la letra…</translation>
    </message>
    <message>
        <source>CG management decisions are final</source>
        <comment>rule.CG-DIS-04</comment>
        <translation>Las decisiones de la gerencia de CG son definitivas</translation>
    </message>
    <message>
        <source>All-in: a player with all his table chips in the pot can win only the…</source>
        <comment>rule.CG-GL-04</comment>
        <translation>All-in: un jugador con todas sus fichas de mesa en el bote solo puede ganar…</translation>
    </message>
    <message>
        <source>The big blind is the largest blind, not counting a kill blind</source>
        <comment>rule.CG-GL-07</comment>
        <translation>La ciega grande es la mayor, sin contar una ciega de kill</translation>
    </message>
    <message>
        <source>A blind bet or raise made before looking is voluntary, to stir action</source>
        <comment>rule.CG-GL-09</comment>
        <translation>Una apuesta o subida a ciegas antes de mirar es voluntaria, para animar la acción</translation>
    </message>
    <message>
        <source>A bring-in can be defined with both a floor and a ceiling, a floor…</source>
        <comment>rule.CG-GL-13</comment>
        <translation>Un bring-in puede definirse con mínimo y máximo, un mínimo…</translation>
    </message>
    <message>
        <source>Bug is another name for the joker</source>
        <comment>rule.CG-GL-15</comment>
        <translation>Bug es otro nombre del comodín</translation>
    </message>
    <message>
        <source>Burn: a card removed from play by the dealer, normally the top card…</source>
        <comment>rule.CG-GL-16</comment>
        <translation>Carta quemada: carta retirada del juego por el dealer, normalmente la de arriba…</translation>
    </message>
    <message>
        <source>Buy-in: the minimum chip purchase when joining a game (values: K20)</source>
        <comment>rule.CG-GL-19</comment>
        <translation>Compra: la compra mínima de fichas al entrar a un juego (valores: K20)</translation>
    </message>
    <message>
        <source>Capped: the last raise allowed in a limit betting round has been made</source>
        <comment>rule.CG-GL-22</comment>
        <translation>Topado: ya se hizo la última subida permitida en una ronda con límite</translation>
    </message>
    <message>
        <source>Check-raise: checking and then raising a bet in the same round</source>
        <comment>rule.CG-GL-24</comment>
        <translation>Check-raise: pasar y luego subir una apuesta en la misma ronda</translation>
    </message>
    <message>
        <source>Collection: the fee paid to the house to play</source>
        <comment>rule.CG-GL-26</comment>
        <translation>Colecta: la cuota que se paga a la casa por jugar</translation>
    </message>
    <message>
        <source>Dead hand: a hand out of play, e.g</source>
        <comment>rule.CG-GL-28</comment>
        <translation>Mano muerta: una mano fuera de juego, p. ej.</translation>
    </message>
    <message>
        <source>Fixed limit: each round&apos;s bets are set amounts</source>
        <comment>rule.CG-GL-31</comment>
        <translation>Límite fijo: las apuestas de cada ronda son montos fijos</translation>
    </message>
    <message>
        <source>Forced bet: a compulsory wager that starts the action</source>
        <comment>rule.CG-GL-33</comment>
        <translation>Apuesta obligatoria: una apuesta forzada que inicia la acción</translation>
    </message>
    <message>
        <source>Forced blind: a blind a player must post to play the hand</source>
        <comment>rule.CG-GL-34</comment>
        <translation>Ciega obligatoria: ciega que un jugador debe poner para jugar la mano</translation>
    </message>
    <message>
        <source>A hand (as an event) runs from the dealer&apos;s cut until every hand is…</source>
        <comment>rule.CG-GL-36</comment>
        <translation>Una mano (como evento) va desde el corte del dealer hasta que cada mano…</translation>
    </message>
    <message>
        <source>Heads-up: only two players in the hand</source>
        <comment>rule.CG-GL-37</comment>
        <translation>Heads-up: solo dos jugadores en la mano</translation>
    </message>
    <message>
        <source>Kicker: the card that separates equal pairs, trips or quads</source>
        <comment>rule.CG-GL-39</comment>
        <translation>Kicker: la carta que desempata pares, tríos o pókers iguales</translation>
    </message>
    <message>
        <source>Kill has two meanings, and the app must keep them apart: (1) a blind…</source>
        <comment>rule.CG-GL-40</comment>
        <translation>Kill tiene dos significados y la aplicación debe distinguirlos: (1) una ciega…</translation>
    </message>
    <message>
        <source>Kill-it: to post the limit-raising blind</source>
        <comment>rule.CG-GL-41</comment>
        <translation>Kill-it: poner la ciega que sube el límite</translation>
    </message>
    <message>
        <source>Killing a hand: the dealer mucking a player&apos;s hand so that it loses its…</source>
        <comment>rule.CG-GL-42</comment>
        <translation>Matar una mano: el dealer tira al muck la mano de un jugador para que pierda su…</translation>
    </message>
    <message>
        <source>No-limit: a bet is capped only by the player&apos;s table chips</source>
        <comment>rule.CG-GL-44</comment>
        <translation>Sin límite: una apuesta solo se limita por las fichas de mesa del jugador</translation>
    </message>
    <message>
        <source>Open: the first bet after the forced bets and the first cards</source>
        <comment>rule.CG-GL-46</comment>
        <translation>Abrir: la primera apuesta tras las obligatorias y las primeras cartas</translation>
    </message>
    <message>
        <source>Open-blind game: the first player(s) left of the button bet before the…</source>
        <comment>rule.CG-GL-47</comment>
        <translation>Juego de apertura a ciegas: los primeros jugadores a la izquierda del botón apuestan antes de…</translation>
    </message>
    <message>
        <source>Pass: folding when facing a bet, or checking when there is none</source>
        <comment>rule.CG-GL-52</comment>
        <translation>Pasar: retirarse ante una apuesta, o pasar cuando no la hay</translation>
    </message>
    <message>
        <source>Post: a blind put up by a newcomer or by someone who skipped a blind</source>
        <comment>rule.CG-GL-53</comment>
        <translation>Poner: ciega puesta por un recién llegado o por quien saltó una ciega</translation>
    </message>
    <message>
        <source>Pot-limit: a bet or raise is capped at the pot size</source>
        <comment>rule.CG-GL-55</comment>
        <translation>Límite del bote: una apuesta o subida tiene como tope el bote</translation>
    </message>
    <message>
        <source>Raise-blind game: the first player opens blind and the second raises…</source>
        <comment>rule.CG-GL-58</comment>
        <translation>Juego de subida a ciegas: el primero abre a ciegas y el segundo sube…</translation>
    </message>
    <message>
        <source>Short bet: less than half the amount needed to bet or call</source>
        <comment>rule.CG-GL-60</comment>
        <translation>Apuesta corta: menos de la mitad de lo necesario para apostar o igualar</translation>
    </message>
    <message>
        <source>Spread limit: each round has a fixed minimum and maximum bet</source>
        <comment>rule.CG-GL-62</comment>
        <translation>Límite variable: cada ronda tiene apuesta mínima y máxima fija</translation>
    </message>
    <message>
        <source>Straight limit: the same bet size throughout the hand</source>
        <comment>rule.CG-GL-63</comment>
        <translation>Límite recto: el mismo tamaño de apuesta toda la mano</translation>
    </message>
    <message>
        <source>Table stakes: only chips on the table before the deal may be used in…</source>
        <comment>rule.CG-GL-65</comment>
        <translation>Table stakes: solo las fichas en la mesa antes del reparto pueden usarse en…</translation>
    </message>
    <message>
        <source>Time is either a player&apos;s request to pause the action, or a collection…</source>
        <comment>rule.CG-GL-66</comment>
        <translation>Time es la petición de un jugador de pausar la acción, o una colecta…</translation>
    </message>
    <message>
        <source>Winner-blind game: the previous pot&apos;s winner posts a blind before the…</source>
        <comment>rule.CG-GL-68</comment>
        <translation>Juego de ciega del ganador: el ganador del bote anterior pone una ciega antes de…</translation>
    </message>
    <message>
        <source>Help-text-only terms: Action, Active, Aggressive Action, Ante…</source>
        <comment>rule.CG-GL-desc</comment>
        <translation>Términos solo de ayuda: Action, Active, Aggressive Action, Ante…</translation>
    </message>
    <message>
        <source>Count card values: joker 2 (12 only when it forms a Super Natural), ace…</source>
        <comment>rule.CG-HAB-01</comment>
        <translation>Valores de las cartas: comodín 2 (12 solo si forma Super Natural), as…</translation>
    </message>
    <message>
        <source>Rank the Super Natural as the best possible hand</source>
        <comment>rule.CG-HAB-02</comment>
        <translation>El Super Natural es la mejor mano posible</translation>
    </message>
    <message>
        <source>Never award the P/D a Super Natural</source>
        <comment>rule.CG-HAB-03</comment>
        <translation>Nunca se da a la banca un Super Natural</translation>
    </message>
    <message>
        <source>Rank the Natural 22 second, below the Super Natural</source>
        <comment>rule.CG-HAB-04</comment>
        <translation>El Natural 22 es segundo, debajo del Super Natural</translation>
    </message>
    <message>
        <source>Rank the Natural 21 (ace + ten-value card as the first two cards) third</source>
        <comment>rule.CG-HAB-05</comment>
        <translation>El Natural 21 (as + carta de diez como dos primeras cartas) es tercero</translation>
    </message>
    <message>
        <source>Grant natural status only to the first two cards of an original hand…</source>
        <comment>rule.CG-HAB-06</comment>
        <translation>Solo las dos primeras cartas de una mano original son naturales…</translation>
    </message>
    <message>
        <source>Limit original wagers to five per player per seated position (AMB-06)</source>
        <comment>rule.CG-HAB-07</comment>
        <translation>Máximo cinco apuestas originales por jugador por asiento (AMB-06)</translation>
    </message>
    <message>
        <source>Give no action to the part of any wager that breaks CG&apos;s betting…</source>
        <comment>rule.CG-HAB-08</comment>
        <translation>Sin acción para la parte de una apuesta que rompe las reglas de apuesta de CG…</translation>
    </message>
    <message>
        <source>Allow at most three players to wager on one seated position</source>
        <comment>rule.CG-HAB-09</comment>
        <translation>Como máximo tres jugadores apuestan en un mismo asiento</translation>
    </message>
    <message>
        <source>If the bettors on a spot disagree on how to play it, the one with the…</source>
        <comment>rule.CG-HAB-10</comment>
        <translation>Si los apostadores de un puesto no se ponen de acuerdo en cómo jugarlo, el que tiene la…</translation>
    </message>
    <message>
        <source>A seated player may refuse backline bets on his spot</source>
        <comment>rule.CG-HAB-11</comment>
        <translation>Un jugador sentado puede rechazar apuestas de fondo en su puesto</translation>
    </message>
    <message>
        <source>The P/D stands on 17 or more, except that he must hit a soft 17</source>
        <comment>rule.CG-HAB-12</comment>
        <translation>La banca se planta con 17 o más, salvo que debe pedir con 17 blando</translation>
    </message>
    <message>
        <source>Except when splitting or doubling, a player may hit only on totals 4–17…</source>
        <comment>rule.CG-HAB-13</comment>
        <translation>Salvo al dividir o doblar, un jugador solo puede pedir con totales de 4 a 17…</translation>
    </message>
    <message>
        <source>A hand may be doubled and/or split at most three times in total</source>
        <comment>rule.CG-HAB-14</comment>
        <translation>Una mano puede doblarse y/o dividirse como máximo tres veces en total</translation>
    </message>
    <message>
        <source>Double-down, split and insurance amounts may be capped by the wagering…</source>
        <comment>rule.CG-HAB-15</comment>
        <translation>Los montos de doblar, dividir y seguro pueden tener tope según la apuesta…</translation>
    </message>
    <message>
        <source>The P/D can win or lose only up to what he has bet</source>
        <comment>rule.CG-HAB-16</comment>
        <translation>La banca solo puede ganar o perder hasta lo que apostó</translation>
    </message>
    <message>
        <source>If the dealer did not turn up a P/D natural (21 or 22) before players…</source>
        <comment>rule.CG-HAB-17</comment>
        <translation>Si el dealer no descubrió un natural de la banca (21 o 22) antes de que los jugadores…</translation>
    </message>
    <message>
        <source>Apart from the naturals, never show a soft total above 21: an ace that…</source>
        <comment>rule.CG-HAB-18</comment>
        <translation>Aparte de los naturales, nunca muestre un total blando mayor de 21: un as que…</translation>
    </message>
    <message>
        <source>A P/D must bet the same amount as his previous bank unless he lost…</source>
        <comment>rule.CG-HAB-19</comment>
        <translation>La banca debe apostar lo mismo que en su banca anterior salvo que perdiera…</translation>
    </message>
    <message>
        <source>A player may take the P/D spot only if he bet as a player in the…</source>
        <comment>rule.CG-HAB-20</comment>
        <translation>Un jugador puede tomar la banca solo si apostó como jugador en la…</translation>
    </message>
    <message>
        <source>Someone betting in the P/D position may not bet on any other position</source>
        <comment>rule.CG-HAB-21</comment>
        <translation>Quien apuesta como banca no puede apostar en otro puesto</translation>
    </message>
    <message>
        <source>Players never touch the cards</source>
        <comment>rule.CG-HAB-22</comment>
        <translation>Los jugadores nunca tocan las cartas</translation>
    </message>
    <message>
        <source>Shared spot, double-down: if the controlling player doubles and another…</source>
        <comment>rule.CG-HAB-D1</comment>
        <translation>Puesto compartido, doblar: si el jugador que controla dobla y otro…</translation>
    </message>
    <message>
        <source>A Super Natural is a player&apos;s first two cards being two jokers, each…</source>
        <comment>rule.CG-HAB-PUB1</comment>
        <translation>Un Super Natural es cuando las dos primeras cartas del jugador son dos comodines, cada…</translation>
    </message>
    <message>
        <source>A Natural 22 is two aces of the same suit as the first two cards (11 +…</source>
        <comment>rule.CG-HAB-PUB2</comment>
        <translation>Un Natural 22 son dos ases del mismo palo como dos primeras cartas (11 +…</translation>
    </message>
    <message>
        <source>A player who hits to 22 is saved (pushes) only when the P/D has also…</source>
        <comment>rule.CG-HAB-PUB3</comment>
        <translation>Un jugador que pide hasta 22 se salva (empata) solo si la banca también…</translation>
    </message>
    <message>
        <source>Shared spot, split: if the controlling player splits and another bettor…</source>
        <comment>rule.CG-HAB-S1</comment>
        <translation>Puesto compartido, dividir: si el jugador que controla divide y otro apostador…</translation>
    </message>
    <message>
        <source>A bettor who declined to match a split stays in the first split hand…</source>
        <comment>rule.CG-HAB-S2</comment>
        <translation>Un apostador que no igualó una división se queda en la primera mano dividida…</translation>
    </message>
    <message>
        <source>A player&apos;s Super Natural always wins, even when the P/D holds two jokers</source>
        <comment>rule.CG-HAB-T1</comment>
        <translation>El Super Natural de un jugador siempre gana, aunque la banca tenga dos comodines</translation>
    </message>
    <message>
        <source>A player&apos;s Natural 22 wins, even against a P/D Natural 22</source>
        <comment>rule.CG-HAB-T2</comment>
        <translation>El Natural 22 de un jugador gana, incluso contra un Natural 22 de la banca</translation>
    </message>
    <message>
        <source>If both the player and the P/D reached 22 by hitting, it is a push</source>
        <comment>rule.CG-HAB-T3</comment>
        <translation>Si jugador y banca llegaron a 22 pidiendo, es empate</translation>
    </message>
    <message>
        <source>A Natural 21 for both player and P/D is a push</source>
        <comment>rule.CG-HAB-T4</comment>
        <translation>Natural 21 de jugador y banca es empate</translation>
    </message>
    <message>
        <source>A two-card Natural 21 beats any 21 made by splitting, hitting or…</source>
        <comment>rule.CG-HAB-T5</comment>
        <translation>Un Natural 21 de dos cartas gana a cualquier 21 hecho dividiendo, pidiendo o…</translation>
    </message>
    <message>
        <source>Every other tie pushes</source>
        <comment>rule.CG-HAB-T6</comment>
        <translation>Todo otro empate es push</translation>
    </message>
    <message>
        <source>The button marks the nominal dealer</source>
        <comment>rule.CG-HE-01</comment>
        <translation>El botón marca al dealer nominal</translation>
    </message>
    <message>
        <source>CG Hold&apos;em has no antes</source>
        <comment>rule.CG-HE-02</comment>
        <translation>El Hold&apos;em de CG no tiene antes</translation>
    </message>
    <message>
        <source>The BB counts as a bet</source>
        <comment>rule.CG-HE-03</comment>
        <translation>La CG cuenta como apuesta</translation>
    </message>
    <message>
        <source>Blinds are live</source>
        <comment>rule.CG-HE-04</comment>
        <translation>Las ciegas son vivas</translation>
    </message>
    <message>
        <source>Deal two hole cards to each player, then run the preflop round at the…</source>
        <comment>rule.CG-HE-05</comment>
        <translation>Reparta dos cartas tapadas a cada jugador y juegue la ronda preflop al…</translation>
    </message>
    <message>
        <source>On every later round, the first player still in the hand to the…</source>
        <comment>rule.CG-HE-06</comment>
        <translation>En cada ronda posterior, el primer jugador aún en la mano a la…</translation>
    </message>
    <message>
        <source>Flop three community cards face up, then bet at the lower limit</source>
        <comment>rule.CG-HE-07</comment>
        <translation>Flop de tres cartas comunitarias boca arriba, luego apuestas al límite bajo</translation>
    </message>
    <message>
        <source>After the flop round, deal the turn and bet at the higher limit ($6 at…</source>
        <comment>rule.CG-HE-08</comment>
        <translation>Tras la ronda del flop, reparta el turn y apueste al límite alto ($6 en…</translation>
    </message>
    <message>
        <source>Hold&apos;em (CG): the hand is the best five of the player&apos;s 2 hole cards…</source>
        <comment>rule.CG-HE-09</comment>
        <translation>Hold&apos;em (CG): la mano es la mejor de cinco con las 2 cartas tapadas…</translation>
    </message>
    <message>
        <source>CG Hold&apos;em: buy-in is generally 10 × the lower limit</source>
        <comment>rule.CG-HE-10</comment>
        <translation>Hold&apos;em de CG: la compra suele ser 10 × el límite bajo</translation>
    </message>
    <message>
        <source>For the low half, ignore straights and flushes and count the ace as the…</source>
        <comment>rule.CG-LOW-01</comment>
        <translation>Para la mitad baja, ignore escaleras y colores y cuente el as como la…</translation>
    </message>
    <message>
        <source>Rank qualifying lows by their highest card, then the next highest, and…</source>
        <comment>rule.CG-LOW-02</comment>
        <translation>Ordene las bajas que califican por su carta más alta, luego la siguiente, y…</translation>
    </message>
    <message>
        <source>CG Omaha: deal four hole cards; everything else runs like CG Hold&apos;em</source>
        <comment>rule.CG-O8-01</comment>
        <translation>Omaha de CG: cuatro cartas tapadas; todo lo demás como el Hold&apos;em de CG</translation>
    </message>
    <message>
        <source>Omaha (CG): every five-card hand uses exactly 2 of the 4 hole cards and…</source>
        <comment>rule.CG-O8-02</comment>
        <translation>Omaha (CG): cada mano de cinco usa exactamente 2 de las 4 cartas tapadas y…</translation>
    </message>
    <message>
        <source>CG Omaha is always spread as high-low split</source>
        <comment>rule.CG-O8-03</comment>
        <translation>El Omaha de CG siempre se juega alta-baja dividida</translation>
    </message>
    <message>
        <source>CG Omaha is spread only as a half-kill game</source>
        <comment>rule.CG-O8-04</comment>
        <translation>El Omaha de CG solo se juega con medio kill</translation>
    </message>
    <message>
        <source>CG Omaha 8: the high hand shares the pot with a qualifying low</source>
        <comment>rule.CG-O8-05</comment>
        <translation>Omaha 8 de CG: la mano alta comparte el bote con una baja que califica</translation>
    </message>
    <message>
        <source>Omaha 8 (CG): the high and the low may each use a different pair of…</source>
        <comment>rule.CG-O8-06</comment>
        <translation>Omaha 8 (CG): la alta y la baja pueden usar cada una un par distinto de…</translation>
    </message>
    <message>
        <source>CG Omaha 8: with no qualifying low, the high hand takes the whole pot</source>
        <comment>rule.CG-O8-07</comment>
        <translation>Omaha 8 de CG: sin baja que califique, la mano alta se lleva todo el bote</translation>
    </message>
    <message>
        <source>CG Omaha 8: tied highs share the high half equally; tied lows share the…</source>
        <comment>rule.CG-O8-08</comment>
        <translation>Omaha 8 de CG: altas empatadas reparten la mitad alta; bajas empatadas reparten la…</translation>
    </message>
    <message>
        <source>Half kill: $60 main-pot scoop, $6 kill blind, 6-12 next hand</source>
        <comment>rule.CG-O8-09</comment>
        <translation>Medio kill: bote principal de $60 ganado entero, ciega de kill de $6, 6-12 la mano siguiente</translation>
    </message>
    <message>
        <source>Pai Gow (CG, file 000): play 53 cards (52 + one joker)</source>
        <comment>rule.CG-PAI-01</comment>
        <translation>Pai Gow (CG, archivo 000): se juega con 53 cartas (52 + un comodín)</translation>
    </message>
    <message>
        <source>Pai Gow (CG, file 001): the joker is fully wild and can be any card</source>
        <comment>rule.CG-PAI-01b</comment>
        <translation>Pai Gow (CG, archivo 001): el comodín es totalmente libre y puede ser cualquier carta</translation>
    </message>
    <message>
        <source>Pai Gow: rank hands on the CG chart, with five aces (A-A-A-A + joker)…</source>
        <comment>rule.CG-PAI-02</comment>
        <translation>Pai Gow: manos según la tabla de CG, con cinco ases (A-A-A-A + comodín)…</translation>
    </message>
    <message>
        <source>The house dealer deals, runs the game and has no hand or stake</source>
        <comment>rule.CG-PAI-03</comment>
        <translation>El dealer de la casa reparte, dirige el juego y no tiene mano ni apuesta</translation>
    </message>
    <message>
        <source>Deal seven piles of seven cards: six go to players, one to the P/D. The…</source>
        <comment>rule.CG-PAI-04</comment>
        <translation>Reparta siete montones de siete cartas: seis a los jugadores, uno a la banca. El…</translation>
    </message>
    <message>
        <source>The P/D shakes three dice</source>
        <comment>rule.CG-PAI-05</comment>
        <translation>La banca agita tres dados</translation>
    </message>
    <message>
        <source>Each hand sets a two-card front and a five-card back, and the back must…</source>
        <comment>rule.CG-PAI-06</comment>
        <translation>Cada mano arma un frente de dos cartas y un fondo de cinco, y el fondo debe…</translation>
    </message>
    <message>
        <source>Results: if both player hands beat the P/D&apos;s, the player wins</source>
        <comment>rule.CG-PAI-07</comment>
        <translation>Resultados: si ambas manos del jugador ganan a las de la banca, gana el jugador</translation>
    </message>
    <message>
        <source>Copies (identical hands): one hand equal and the other lower or equal →…</source>
        <comment>rule.CG-PAI-08</comment>
        <translation>Copias (manos iguales): una mano igual y la otra menor o igual →…</translation>
    </message>
    <message>
        <source>The banker button rotates, and any player may be P/D for two hands in a…</source>
        <comment>rule.CG-PAI-09</comment>
        <translation>El botón de banca rota, y cualquier jugador puede ser banca dos manos seguidas…</translation>
    </message>
    <message>
        <source>The house dealer pays every win at even money out of the P/D&apos;s wager</source>
        <comment>rule.CG-PAI-10</comment>
        <translation>El dealer de la casa paga cada ganancia a la par con la apuesta de la banca</translation>
    </message>
    <message>
        <source>Build every poker game on one standard 52-card deck</source>
        <comment>rule.CG-RNK-01</comment>
        <translation>Todo juego de póker usa una baraja estándar de 52 cartas</translation>
    </message>
    <message>
        <source>Never use suits to rank hand strength; suits only detect flushes and…</source>
        <comment>rule.CG-RNK-02</comment>
        <translation>Los palos nunca ordenan la fuerza de una mano; solo detectan colores y…</translation>
    </message>
    <message>
        <source>Rank cards from 2 (lowest) up to A (highest)</source>
        <comment>rule.CG-RNK-03</comment>
        <translation>Cartas del 2 (más baja) al A (más alta)</translation>
    </message>
    <message>
        <source>Evaluate high hands in this category order, best first: five aces (Pai…</source>
        <comment>rule.CG-RNK-04</comment>
        <translation>Evalúe las manos altas en este orden de categorías, la mejor primero: cinco ases (Pai…</translation>
    </message>
    <message>
        <source>Order five of a kind from A-A-A-A-A down to 2-2-2-2-2</source>
        <comment>rule.CG-RNK-05</comment>
        <translation>Repóquer de A-A-A-A-A hasta 2-2-2-2-2</translation>
    </message>
    <message>
        <source>Order straight flushes from A-K-Q-J-10 (royal) down to 5-4-3-2-A; the…</source>
        <comment>rule.CG-RNK-06</comment>
        <translation>Escaleras de color de A-K-Q-J-10 (real) hasta 5-4-3-2-A; la…</translation>
    </message>
    <message>
        <source>Order fours of a kind by rank</source>
        <comment>rule.CG-RNK-07</comment>
        <translation>Pókers ordenados por rango</translation>
    </message>
    <message>
        <source>Compare full houses by the three of a kind first, then by the pair</source>
        <comment>rule.CG-RNK-08</comment>
        <translation>Fulls: primero el trío, luego el par</translation>
    </message>
    <message>
        <source>Compare flushes card by card from the top</source>
        <comment>rule.CG-RNK-09</comment>
        <translation>Colores: carta por carta desde la más alta</translation>
    </message>
    <message>
        <source>Order straights from A-K-Q-J-10 down to 5-4-3-2-A; the wheel is the…</source>
        <comment>rule.CG-RNK-10</comment>
        <translation>Escaleras de A-K-Q-J-10 hasta 5-4-3-2-A; la rueda es la…</translation>
    </message>
    <message>
        <source>Compare three of a kind by rank, then by the two other cards in order</source>
        <comment>rule.CG-RNK-11</comment>
        <translation>Tríos por rango, luego por las otras dos cartas en orden</translation>
    </message>
    <message>
        <source>Compare two pair by the top pair, then the second pair, then the fifth…</source>
        <comment>rule.CG-RNK-12</comment>
        <translation>Dobles pares: el par alto, luego el segundo par, luego la quinta…</translation>
    </message>
    <message>
        <source>Compare one pair by the pair&apos;s rank, then each other card in descending…</source>
        <comment>rule.CG-RNK-13</comment>
        <translation>Un par: por el rango del par, luego cada otra carta en orden descendente…</translation>
    </message>
    <message>
        <source>Tied high hands share their pot (or half pot) equally</source>
        <comment>rule.CG-RNK-14</comment>
        <translation>Manos altas empatadas reparten su bote (o medio bote) por igual</translation>
    </message>
    <message>
        <source>CG Stud: one 52-card deck</source>
        <comment>rule.CG-STD-01</comment>
        <translation>Stud de CG: una baraja de 52 cartas</translation>
    </message>
    <message>
        <source>CG Stud: every player antes before the deal ($1 at 4-8)</source>
        <comment>rule.CG-STD-02</comment>
        <translation>Stud de CG: todos ponen ante antes del reparto ($1 en 4-8)</translation>
    </message>
    <message>
        <source>After the antes, each player gets two face-down cards and one face-up…</source>
        <comment>rule.CG-STD-03</comment>
        <translation>Tras los antes, cada jugador recibe dos cartas tapadas y una descubierta…</translation>
    </message>
    <message>
        <source>CG Stud: the lowest up card brings in</source>
        <comment>rule.CG-STD-04</comment>
        <translation>Stud de CG: la carta descubierta más baja hace el bring-in</translation>
    </message>
    <message>
        <source>After the bring-in, each player in turn may call, complete to the small…</source>
        <comment>rule.CG-STD-05</comment>
        <translation>Tras el bring-in, cada jugador en turno puede igualar, completar a la apuesta pequeña…</translation>
    </message>
    <message>
        <source>The first two rounds (3rd and 4th street) use the small bet ($4 at 4-8)</source>
        <comment>rule.CG-STD-06</comment>
        <translation>Las dos primeras rondas (3ª y 4ª calle) usan la apuesta pequeña ($4 en 4-8)</translation>
    </message>
    <message>
        <source>Allow at most three raises in any betting round</source>
        <comment>rule.CG-STD-07</comment>
        <translation>Como máximo tres subidas por ronda de apuestas</translation>
    </message>
    <message>
        <source>4th street adds one up card</source>
        <comment>rule.CG-STD-08</comment>
        <translation>La 4ª calle añade una carta descubierta</translation>
    </message>
    <message>
        <source>If any player shows an open pair on 4th street, any player may bet the…</source>
        <comment>rule.CG-STD-09</comment>
        <translation>Si un jugador muestra un par en la 4ª calle, cualquier jugador puede apostar la…</translation>
    </message>
    <message>
        <source>5th and 6th street each add an up card and a betting round at the big…</source>
        <comment>rule.CG-STD-10</comment>
        <translation>La 5ª y 6ª calle añaden cada una una carta descubierta y una ronda a la apuesta grande…</translation>
    </message>
    <message>
        <source>The 7th card goes face down, followed by the last betting round (big…</source>
        <comment>rule.CG-STD-11</comment>
        <translation>La 7ª carta va boca abajo, seguida de la última ronda de apuestas (apuesta grande…</translation>
    </message>
    <message>
        <source>Stud (CG): the hand is the best five of the player&apos;s seven cards; suits…</source>
        <comment>rule.CG-STD-12</comment>
        <translation>Stud (CG): la mano es la mejor de cinco de las siete cartas del jugador; los palos…</translation>
    </message>
    <message>
        <source>CG Stud: minimum buy-in is 10 × the lower limit</source>
        <comment>rule.CG-STD-13</comment>
        <translation>Stud de CG: compra mínima de 10 × el límite bajo</translation>
    </message>
    <message>
        <source>CG Pai Gow rule page reference (file 001)</source>
        <comment>rule.GEGA-001336</comment>
        <translation>Referencia de la página de reglas de Pai Gow de CG (archivo 001)</translation>
    </message>
    <message>
        <source>CG Omaha 8 rule page reference (file 001)</source>
        <comment>rule.GEGA-001337</comment>
        <translation>Referencia de la página de reglas de Omaha 8 de CG (archivo 001)</translation>
    </message>
    <message>
        <source>CG Hold&apos;em rule page reference (file 001)</source>
        <comment>rule.GEGA-001338</comment>
        <translation>Referencia de la página de reglas de Hold&apos;em de CG (archivo 001)</translation>
    </message>
    <message>
        <source>One 52-card deck with standard values</source>
        <comment>rule.HTP-2CP-01</comment>
        <translation>Una baraja de 52 cartas con valores estándar</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-2CP-02</comment>
        <translation>Las decisiones van en sentido horario desde el primer asiento activo a la izquierda de la banca</translation>
    </message>
    <message>
        <source>A player must post an ante (Base Bet)</source>
        <comment>rule.HTP-2CP-03</comment>
        <translation>Un jugador debe poner un ante (Base Bet)</translation>
    </message>
    <message>
        <source>A player may add an optional Bonus Bet</source>
        <comment>rule.HTP-2CP-04</comment>
        <translation>Un jugador puede añadir una Bonus Bet opcional</translation>
    </message>
    <message>
        <source>Two Card Poker (HTP): rank best two-card hands as pairs (A-A top), then…</source>
        <comment>rule.HTP-2CP-05</comment>
        <translation>Two Card Poker (HTP): las mejores manos de dos cartas son pares (A-A arriba), luego…</translation>
    </message>
    <message>
        <source>A folding player loses the Base and any Bonus</source>
        <comment>rule.HTP-2CP-06</comment>
        <translation>Un jugador que se retira pierde la Base y cualquier Bonus</translation>
    </message>
    <message>
        <source>To stay, the player makes a Call equal to the Base, and then discards…</source>
        <comment>rule.HTP-2CP-07</comment>
        <translation>Para seguir, el jugador hace un Call igual a la Base, y luego descarta…</translation>
    </message>
    <message>
        <source>The DP needs at least a jack-deuce suited flush</source>
        <comment>rule.HTP-2CP-08</comment>
        <translation>La banca necesita al menos color jota-dos del mismo palo</translation>
    </message>
    <message>
        <source>Compare each hand with the DP&apos;s, starting with the button</source>
        <comment>rule.HTP-2CP-09</comment>
        <translation>Compare cada mano con la de la banca, empezando por el botón</translation>
    </message>
    <message>
        <source>Post and enforce each table&apos;s minimum and maximum bets</source>
        <comment>rule.HTP-2CP-10</comment>
        <translation>Publique y aplique las apuestas mínima y máxima de cada mesa</translation>
    </message>
    <message>
        <source>A hand that beats a qualifying DP hand is paid even money on Base and…</source>
        <comment>rule.HTP-2CP-11</comment>
        <translation>Una mano que gana a una banca que califica cobra a la par en Base y…</translation>
    </message>
    <message>
        <source>Bonus: payable when a Call was made and the hand beats the DP, or when…</source>
        <comment>rule.HTP-2CP-12</comment>
        <translation>Bonus: se paga si hubo Call y la mano gana a la banca, o cuando…</translation>
    </message>
    <message>
        <source>Pay only as far as the DP&apos;s money in action reaches, and compare each…</source>
        <comment>rule.HTP-2CP-13</comment>
        <translation>Pague solo hasta donde llega el dinero en acción de la banca, y compare cada…</translation>
    </message>
    <message>
        <source>Rake modes as HTP-3CP-16</source>
        <comment>rule.HTP-2CP-14</comment>
        <translation>Modos de colecta como HTP-3CP-16</translation>
    </message>
    <message>
        <source>One 52-card deck with standard values</source>
        <comment>rule.HTP-3CP-01</comment>
        <translation>Una baraja de 52 cartas con valores estándar</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-3CP-02</comment>
        <translation>Las decisiones van en sentido horario desde el primer asiento activo a la izquierda de la banca</translation>
    </message>
    <message>
        <source>A player posts a Base Bet to play</source>
        <comment>rule.HTP-3CP-03</comment>
        <translation>Un jugador pone una Base Bet para jugar</translation>
    </message>
    <message>
        <source>A player may also post an optional Pair Plus</source>
        <comment>rule.HTP-3CP-04</comment>
        <translation>Un jugador también puede poner un Pair Plus opcional</translation>
    </message>
    <message>
        <source>A folding player loses both the Base Bet and the Pair Plus</source>
        <comment>rule.HTP-3CP-05</comment>
        <translation>Un jugador que se retira pierde la Base Bet y el Pair Plus</translation>
    </message>
    <message>
        <source>To stay, the player makes a Call of the same size as his Base Bet</source>
        <comment>rule.HTP-3CP-06</comment>
        <translation>Para seguir, el jugador hace un Call del mismo tamaño que su Base Bet</translation>
    </message>
    <message>
        <source>The DP needs queen-high or better</source>
        <comment>rule.HTP-3CP-07</comment>
        <translation>La banca necesita dama alta o mejor</translation>
    </message>
    <message>
        <source>Compare each remaining hand only with the DP&apos;s hand, starting with the…</source>
        <comment>rule.HTP-3CP-08</comment>
        <translation>Compare cada mano restante solo con la de la banca, empezando por el…</translation>
    </message>
    <message>
        <source>Three Card Poker (HTP): rank three-card hands from low to high as high…</source>
        <comment>rule.HTP-3CP-09</comment>
        <translation>Three Card Poker (HTP): manos de tres cartas de menor a mayor como carta alta…</translation>
    </message>
    <message>
        <source>Post each table&apos;s minimum and maximum bets, and reject wagers outside…</source>
        <comment>rule.HTP-3CP-10</comment>
        <translation>Publique las apuestas mínima y máxima de cada mesa y rechace apuestas fuera…</translation>
    </message>
    <message>
        <source>When the player&apos;s hand beats the DP&apos;s, the DP pays the Base and Call…</source>
        <comment>rule.HTP-3CP-11</comment>
        <translation>Cuando la mano del jugador gana a la de la banca, la banca paga la Base y el Call…</translation>
    </message>
    <message>
        <source>Pay Pair Plus only when (a) a Call was made and the hand beats the DP…</source>
        <comment>rule.HTP-3CP-12</comment>
        <translation>Pague el Pair Plus solo si (a) hubo Call y la mano gana a la banca…</translation>
    </message>
    <message>
        <source>Pay bets only as far as the DP&apos;s money in action reaches</source>
        <comment>rule.HTP-3CP-13</comment>
        <translation>Pague solo hasta donde llega el dinero en acción de la banca</translation>
    </message>
    <message>
        <source>Compare each player only with the DP, never with another player</source>
        <comment>rule.HTP-3CP-14</comment>
        <translation>Compare cada jugador solo con la banca, nunca con otro jugador</translation>
    </message>
    <message>
        <source>HTP 3CP has no jackpot</source>
        <comment>rule.HTP-3CP-15</comment>
        <translation>El 3CP de HTP no tiene jackpot</translation>
    </message>
    <message>
        <source>The house rake is one of three disclosed modes: (i) every player alike…</source>
        <comment>rule.HTP-3CP-16</comment>
        <translation>La colecta de la casa es uno de tres modos publicados: (i) todos por igual…</translation>
    </message>
    <message>
        <source>One 52-card deck</source>
        <comment>rule.HTP-FLH-01</comment>
        <translation>Una baraja de 52 cartas</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-FLH-02</comment>
        <translation>Las decisiones van en sentido horario desde el primer asiento activo a la izquierda de la banca</translation>
    </message>
    <message>
        <source>Every player posts an Ante and a Blind Bet of the same size</source>
        <comment>rule.HTP-FLH-03</comment>
        <translation>Cada jugador pone un Ante y una Blind Bet del mismo tamaño</translation>
    </message>
    <message>
        <source>A player may add an optional Trips Bet</source>
        <comment>rule.HTP-FLH-04</comment>
        <translation>Un jugador puede añadir una Trips Bet opcional</translation>
    </message>
    <message>
        <source>Before the flop, each player checks or makes a Play bet of 3 or 4 times…</source>
        <comment>rule.HTP-FLH-05</comment>
        <translation>Antes del flop, cada jugador pasa o hace una apuesta Play de 3 o 4 veces…</translation>
    </message>
    <message>
        <source>After the flop, a player who has not yet made a Play bet checks or bets…</source>
        <comment>rule.HTP-FLH-06</comment>
        <translation>Tras el flop, un jugador que aún no hizo apuesta Play pasa o apuesta…</translation>
    </message>
    <message>
        <source>After turn and river, a player who has not yet made a Play bet either…</source>
        <comment>rule.HTP-FLH-07</comment>
        <translation>Tras turn y river, un jugador que aún no hizo apuesta Play o bien…</translation>
    </message>
    <message>
        <source>The DP needs a pair or better</source>
        <comment>rule.HTP-FLH-08</comment>
        <translation>La banca necesita un par o mejor</translation>
    </message>
    <message>
        <source>Blind Bet: if the player&apos;s hand beats the DP&apos;s and is a straight or…</source>
        <comment>rule.HTP-FLH-09</comment>
        <translation>Blind Bet: si la mano del jugador gana a la de la banca y es escalera o…</translation>
    </message>
    <message>
        <source>Play Bet: a higher player hand wins 1 to 1, a lower one loses to the…</source>
        <comment>rule.HTP-FLH-10</comment>
        <translation>Play Bet: una mano mayor del jugador gana 1 a 1, una menor pierde ante la…</translation>
    </message>
    <message>
        <source>Trips Bet: a higher player hand wins at the posted rate, a lower one…</source>
        <comment>rule.HTP-FLH-11</comment>
        <translation>Trips Bet: una mano mayor del jugador gana a la tarifa publicada, una menor…</translation>
    </message>
    <message>
        <source>Compare each hand only with the DP, starting with the button, on…</source>
        <comment>rule.HTP-FLH-12</comment>
        <translation>Compare cada mano solo con la banca, empezando por el botón, en…</translation>
    </message>
    <message>
        <source>Post and enforce each table&apos;s minimum and maximum bets</source>
        <comment>rule.HTP-FLH-13</comment>
        <translation>Publique y aplique las apuestas mínima y máxima de cada mesa</translation>
    </message>
    <message>
        <source>The DP pays Ante and Play even money on a winning hand</source>
        <comment>rule.HTP-FLH-14</comment>
        <translation>La banca paga Ante y Play a la par en una mano ganadora</translation>
    </message>
    <message>
        <source>Trips is payable when a Play bet was made and the hand beats the DP, or…</source>
        <comment>rule.HTP-FLH-15</comment>
        <translation>Trips se paga si hubo apuesta Play y la mano gana a la banca, o…</translation>
    </message>
    <message>
        <source>Pay the Blind at the posted amounts, but push it when the player wins…</source>
        <comment>rule.HTP-FLH-16</comment>
        <translation>Pague la Blind según lo publicado, pero es empate cuando el jugador gana…</translation>
    </message>
    <message>
        <source>If the DP cannot cover a player&apos;s wager, that hand is dead, the wager…</source>
        <comment>rule.HTP-FLH-17</comment>
        <translation>Si la banca no puede cubrir la apuesta de un jugador, esa mano está muerta, la apuesta…</translation>
    </message>
    <message>
        <source>Compare each player only with the DP</source>
        <comment>rule.HTP-FLH-18</comment>
        <translation>Compare cada jugador solo con la banca</translation>
    </message>
    <message>
        <source>Rake modes as HTP-3CP-16</source>
        <comment>rule.HTP-FLH-19</comment>
        <translation>Modos de colecta como HTP-3CP-16</translation>
    </message>
    <message>
        <source>HTP Hold&apos;em: exactly one blind, posted by the seat to the left of the…</source>
        <comment>rule.HTP-HE-01</comment>
        <translation>Hold&apos;em de HTP: exactamente una ciega, puesta por el asiento a la izquierda del…</translation>
    </message>
    <message>
        <source>HTP Hold&apos;em: deal two face-down cards to each player</source>
        <comment>rule.HTP-HE-02</comment>
        <translation>Hold&apos;em de HTP: reparta dos cartas boca abajo a cada jugador</translation>
    </message>
    <message>
        <source>The first round opens with the seat after the single blind</source>
        <comment>rule.HTP-HE-03</comment>
        <translation>La primera ronda la abre el asiento tras la ciega única</translation>
    </message>
    <message>
        <source>After the three-card flop, betting opens with the first live seat after…</source>
        <comment>rule.HTP-HE-04</comment>
        <translation>Tras el flop de tres cartas, abre el primer asiento vivo después del…</translation>
    </message>
    <message>
        <source>Turn and river come one card at a time, each followed by a betting…</source>
        <comment>rule.HTP-HE-05</comment>
        <translation>Turn y river salen de una carta, cada una seguida de una ronda de apuestas…</translation>
    </message>
    <message>
        <source>Hold&apos;em (HTP): same rule, any mix of the player&apos;s 2 cards and the 5…</source>
        <comment>rule.HTP-HE-06</comment>
        <translation>Hold&apos;em (HTP): misma regla, cualquier combinación de las 2 cartas del jugador y las 5…</translation>
    </message>
    <message>
        <source>HTP Omaha 8 is played like regular Omaha, with high and low splitting…</source>
        <comment>rule.HTP-O8-01</comment>
        <translation>El Omaha 8 de HTP se juega como el Omaha normal, dividiendo alta y baja…</translation>
    </message>
    <message>
        <source>HTP Omaha 8: split between high and an 8-or-better low</source>
        <comment>rule.HTP-O8-02</comment>
        <translation>Omaha 8 de HTP: se divide entre la alta y una baja de 8 o menos</translation>
    </message>
    <message>
        <source>Omaha 8 (HTP): aces play low, straights and flushes do not spoil a low…</source>
        <comment>rule.HTP-O8-03</comment>
        <translation>Omaha 8 (HTP): los ases juegan bajo, escaleras y colores no estropean una baja…</translation>
    </message>
    <message>
        <source>Omaha 8 (HTP): exactly two hole cards plus three board cards, for high…</source>
        <comment>rule.HTP-O8-04</comment>
        <translation>Omaha 8 (HTP): exactamente dos cartas tapadas más tres de la mesa, para la alta…</translation>
    </message>
    <message>
        <source>HTP Stud 8: split between high and an 8-or-better low</source>
        <comment>rule.HTP-S8-01</comment>
        <translation>Stud 8 de HTP: se divide entre la alta y una baja de 8 o menos</translation>
    </message>
    <message>
        <source>HTP Stud 8: small bet on 3rd and 4th street, big bet from 5th on</source>
        <comment>rule.HTP-S8-02</comment>
        <translation>Stud 8 de HTP: apuesta pequeña en 3ª y 4ª calle, grande desde la 5ª</translation>
    </message>
    <message>
        <source>Stud 8 (HTP): same low conventions as HTP-O8-03</source>
        <comment>rule.HTP-S8-03</comment>
        <translation>Stud 8 (HTP): las mismas convenciones de baja que HTP-O8-03</translation>
    </message>
    <message>
        <source>Stud 8 (HTP): high uses any five of seven; low uses any five of seven…</source>
        <comment>rule.HTP-S8-04</comment>
        <translation>Stud 8 (HTP): la alta usa cinco de siete; la baja usa cinco de siete…</translation>
    </message>
    <message>
        <source>HTP Stud: two down cards and one up card, then the first round starts…</source>
        <comment>rule.HTP-STD-01</comment>
        <translation>Stud de HTP: dos cartas tapadas y una descubierta, luego empieza la primera ronda…</translation>
    </message>
    <message>
        <source>HTP Stud: four more cards follow, with a betting round between them…</source>
        <comment>rule.HTP-STD-02</comment>
        <translation>Stud de HTP: siguen cuatro cartas más, con una ronda de apuestas entre ellas…</translation>
    </message>
    <message>
        <source>HTP Stud: the last (7th) card is dealt face down</source>
        <comment>rule.HTP-STD-03</comment>
        <translation>Stud de HTP: la última carta (7ª) se reparte boca abajo</translation>
    </message>
    <message>
        <source>Stud (HTP): best five of seven wins</source>
        <comment>rule.HTP-STD-04</comment>
        <translation>Stud (HTP): gana la mejor de cinco de siete</translation>
    </message>
    <message>
        <source>Blind structure (flop games)</source>
        <comment>rule.K01</comment>
        <translation>Estructura de ciegas (juegos de flop)</translation>
    </message>
    <message>
        <source>First to act before the flop</source>
        <comment>rule.K02</comment>
        <translation>Primero en actuar antes del flop</translation>
    </message>
    <message>
        <source>New player entry</source>
        <comment>rule.K03</comment>
        <translation>Entrada de jugador nuevo</translation>
    </message>
    <message>
        <source>Collection / rake</source>
        <comment>rule.K04</comment>
        <translation>Colecta / rake</translation>
    </message>
    <message>
        <source>Short all-in wager</source>
        <comment>rule.K05</comment>
        <translation>Apuesta all-in corta</translation>
    </message>
    <message>
        <source>Raise cap</source>
        <comment>rule.K06</comment>
        <translation>Tope de subidas</translation>
    </message>
    <message>
        <source>Heads-up uncapping</source>
        <comment>rule.K07</comment>
        <translation>Sin tope con dos jugadores</translation>
    </message>
    <message>
        <source>Broke player returning</source>
        <comment>rule.K08</comment>
        <translation>Regreso de jugador sin fichas</translation>
    </message>
    <message>
        <source>Kill</source>
        <comment>rule.K09</comment>
        <translation>Kill</translation>
    </message>
    <message>
        <source>Low qualification</source>
        <comment>rule.K10</comment>
        <translation>Calificación de la baja</translation>
    </message>
    <message>
        <source>Playing the board</source>
        <comment>rule.K11</comment>
        <translation>Jugar la mesa</translation>
    </message>
    <message>
        <source>Open pair on 4th street</source>
        <comment>rule.K12</comment>
        <translation>Par visible en la 4ª calle</translation>
    </message>
    <message>
        <source>Three Card Poker</source>
        <comment>rule.K13</comment>
        <translation>Three Card Poker</translation>
    </message>
    <message>
        <source>Banker rotation</source>
        <comment>rule.K14</comment>
        <translation>Rotación de la banca</translation>
    </message>
    <message>
        <source>One extra hole card</source>
        <comment>rule.K15</comment>
        <translation>Una carta tapada de más</translation>
    </message>
    <message>
        <source>One missing hole card</source>
        <comment>rule.K16</comment>
        <translation>Una carta tapada de menos</translation>
    </message>
    <message>
        <source>Hole card exposed during the deal</source>
        <comment>rule.K17</comment>
        <translation>Carta tapada expuesta durante el reparto</translation>
    </message>
    <message>
        <source>Missed blinds</source>
        <comment>rule.K18</comment>
        <translation>Ciegas perdidas</translation>
    </message>
    <message>
        <source>Odd chip</source>
        <comment>rule.K19</comment>
        <translation>Ficha sobrante</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <comment>rule.K20</comment>
        <translation>Compra</translation>
    </message>
    <message>
        <source>Pai Gow joker</source>
        <comment>rule.K21</comment>
        <translation>Comodín de Pai Gow</translation>
    </message>
    <message>
        <source>Stud bring-in</source>
        <comment>rule.K22</comment>
        <translation>Bring-in de stud</translation>
    </message>
    <message>
        <source>Seat change</source>
        <comment>rule.K23</comment>
        <translation>Cambio de asiento</translation>
    </message>
    <message>
        <source>Time collection</source>
        <comment>rule.K24</comment>
        <translation>Cobro por tiempo</translation>
    </message>
    <message>
        <source>Heads-up blinds</source>
        <comment>rule.K25</comment>
        <translation>Ciegas con dos jugadores</translation>
    </message>
    <message>
        <source>Straddle / buy the button</source>
        <comment>rule.K26</comment>
        <translation>Straddle / comprar el botón</translation>
    </message>
    <message>
        <source>Banker eligibility and funding</source>
        <comment>rule.K27</comment>
        <translation>Elegibilidad y fondos de la banca</translation>
    </message>
    <message>
        <source>Leaving for another game</source>
        <comment>rule.K28</comment>
        <translation>Irse a otro juego</translation>
    </message>
    <message>
        <source>Seat changes in a running game</source>
        <comment>rule.K29</comment>
        <translation>Cambios de asiento en un juego en marcha</translation>
    </message>
    <message>
        <source>One player per hand: no advice to others while hands are live, and no…</source>
        <comment>rule.LC-10</comment>
        <translation>Un jugador por mano: sin consejos a otros mientras hay manos vivas, y sin…</translation>
    </message>
    <message>
        <source>LC Stud: with an open pair on 4th street, the first bettor chooses the…</source>
        <comment>rule.LC-100</comment>
        <translation>Stud de LC: con un par visible en la 4ª calle, el primero en apostar elige la…</translation>
    </message>
    <message>
        <source>LC Stud: if the high hand showing is already all-in when a round…</source>
        <comment>rule.LC-101</comment>
        <translation>Stud de LC: si la mano alta visible ya está all-in cuando una ronda…</translation>
    </message>
    <message>
        <source>LC Stud: a player facing action who picks up his up cards and so causes…</source>
        <comment>rule.LC-102a</comment>
        <translation>Stud de LC: un jugador ante una acción que recoge sus cartas descubiertas y así causa…</translation>
    </message>
    <message>
        <source>LC Stud: turning any up card face down after a bet gives up all claim…</source>
        <comment>rule.LC-102b</comment>
        <translation>Stud de LC: voltear boca abajo una carta descubierta tras una apuesta renuncia a todo derecho…</translation>
    </message>
    <message>
        <source>LC Stud: a player already beaten on board gets no bets back</source>
        <comment>rule.LC-102c</comment>
        <translation>Stud de LC: un jugador ya ganado por la mesa no recupera apuestas</translation>
    </message>
    <message>
        <source>LC Stud: a player who received seven cards but cannot produce seven at…</source>
        <comment>rule.LC-102d</comment>
        <translation>Stud de LC: un jugador que recibió siete cartas pero no puede mostrar siete al…</translation>
    </message>
    <message>
        <source>LC Stud: a player who takes more than seven cards has a dead hand and…</source>
        <comment>rule.LC-102e</comment>
        <translation>Stud de LC: un jugador que toma más de siete cartas tiene la mano muerta y…</translation>
    </message>
    <message>
        <source>Only a floorperson can declare a misdeal</source>
        <comment>rule.LC-103.s1</comment>
        <translation>Solo un floor puede declarar un misdeal</translation>
    </message>
    <message>
        <source>Treat first-round betting as not binding until every player holds the…</source>
        <comment>rule.LC-103.s2</comment>
        <translation>Las apuestas de la primera ronda no obligan hasta que cada jugador tenga las…</translation>
    </message>
    <message>
        <source>Offer misdeal for the cases in LC-104a–i only while no substantial…</source>
        <comment>rule.LC-104</comment>
        <translation>Ofrezca misdeal en los casos de LC-104a–i solo mientras no haya acción sustancial…</translation>
    </message>
    <message>
        <source>Misdeal case: the cards were dealt without a shuffle and cut</source>
        <comment>rule.LC-104a</comment>
        <translation>Caso de misdeal: se repartió sin barajar ni cortar</translation>
    </message>
    <message>
        <source>Misdeal case: the first card went to the wrong player</source>
        <comment>rule.LC-104b</comment>
        <translation>Caso de misdeal: la primera carta fue al jugador equivocado</translation>
    </message>
    <message>
        <source>Misdeal case: two or more players got the wrong number of cards</source>
        <comment>rule.LC-104c</comment>
        <translation>Caso de misdeal: dos o más jugadores recibieron un número erróneo de cartas</translation>
    </message>
    <message>
        <source>Misdeal case: two extra cards came off the deck and the floor rules…</source>
        <comment>rule.LC-104d</comment>
        <translation>Caso de misdeal: salieron dos cartas de más y el floor decide…</translation>
    </message>
    <message>
        <source>Misdeal case: the button was in the wrong place and no one has acted yet</source>
        <comment>rule.LC-104e</comment>
        <translation>Caso de misdeal: el botón estaba mal colocado y nadie ha actuado</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): the first or second card of the deal was…</source>
        <comment>rule.LC-104f</comment>
        <translation>Caso de misdeal (Hold&apos;em/Omaha): la primera o segunda carta del reparto salió…</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): two or more cards were dealt face up</source>
        <comment>rule.LC-104g</comment>
        <translation>Caso de misdeal (Hold&apos;em/Omaha): dos o más cartas salieron boca arriba</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): a player entitled to a hand was dealt out</source>
        <comment>rule.LC-104h</comment>
        <translation>Caso de misdeal (Hold&apos;em/Omaha): un jugador con derecho a mano quedó fuera del reparto</translation>
    </message>
    <message>
        <source>Misdeal case (Stud): the first card was dealt face up</source>
        <comment>rule.LC-104i</comment>
        <translation>Caso de misdeal (Stud): la primera carta salió boca arriba</translation>
    </message>
    <message>
        <source>Fouled deck (two identical cards, a different back colour, a joker…</source>
        <comment>rule.LC-105</comment>
        <translation>Baraja viciada (dos cartas iguales, otro color de dorso, un comodín…</translation>
    </message>
    <message>
        <source>Five or more face-up (boxed) cards found in the deck during a hand…</source>
        <comment>rule.LC-106</comment>
        <translation>Cinco o más cartas boca arriba (volteadas) en la baraja durante una mano…</translation>
    </message>
    <message>
        <source>One extra hole card, player has not acted: the floor mixes the cards…</source>
        <comment>rule.LC-107a</comment>
        <translation>Una carta tapada de más, el jugador no ha actuado: el floor mezcla las cartas…</translation>
    </message>
    <message>
        <source>One extra hole card, player has acted, found before the flop (stud…</source>
        <comment>rule.LC-107b</comment>
        <translation>Una carta tapada de más, el jugador ha actuado, descubierta antes del flop (stud…</translation>
    </message>
    <message>
        <source>Extra card found after the flop (stud: after 4th street) → the hand is…</source>
        <comment>rule.LC-107c</comment>
        <translation>Carta de más descubierta tras el flop (stud: tras la 4ª calle) → la mano es…</translation>
    </message>
    <message>
        <source>One card short, player has not acted: he gets the top card of the deck…</source>
        <comment>rule.LC-108a</comment>
        <translation>Una carta de menos, el jugador no ha actuado: recibe la carta de arriba de la baraja…</translation>
    </message>
    <message>
        <source>One card short, player has acted, found before the flop (stud: before…</source>
        <comment>rule.LC-108b</comment>
        <translation>Una carta de menos, el jugador ha actuado, descubierta antes del flop (stud: antes…</translation>
    </message>
    <message>
        <source>Treat a boxed card as a blank piece of paper: put it in the discards…</source>
        <comment>rule.LC-109</comment>
        <translation>Una carta volteada es como un papel en blanco: va a los descartes…</translation>
    </message>
    <message>
        <source>Premature flop: return, reshuffle, new flop without burn</source>
        <comment>rule.LC-110</comment>
        <translation>Flop prematuro: devolver, rebarajar, nuevo flop sin quemar</translation>
    </message>
    <message>
        <source>Premature turn: set aside, river card becomes the turn</source>
        <comment>rule.LC-111</comment>
        <translation>Turn prematuro: apartar, la carta del river pasa a ser el turn</translation>
    </message>
    <message>
        <source>Premature river: reshuffle with the stub, deal without burn</source>
        <comment>rule.LC-112</comment>
        <translation>River prematuro: rebarajar con el resto, repartir sin quemar</translation>
    </message>
    <message>
        <source>A player dealt in although not entitled (he changed seats or missed a…</source>
        <comment>rule.LC-113</comment>
        <translation>Un jugador recibió cartas sin derecho (cambió de asiento o perdió una…</translation>
    </message>
    <message>
        <source>Flop with too many cards: take it back and reshuffle, keep the burn…</source>
        <comment>rule.LC-114</comment>
        <translation>Flop con cartas de más: recogerlo y rebarajar, conservar la quemada…</translation>
    </message>
    <message>
        <source>A hole card that is flashed, shown or sent off the table while dealing…</source>
        <comment>rule.LC-115</comment>
        <translation>Una carta tapada mostrada, vista o caída de la mesa durante el reparto…</translation>
    </message>
    <message>
        <source>A player who anted but got no cards gets his ante back</source>
        <comment>rule.LC-116</comment>
        <translation>Un jugador que puso ante pero no recibió cartas recupera su ante</translation>
    </message>
    <message>
        <source>When either of a player&apos;s two hole cards is exposed (dealt up or…</source>
        <comment>rule.LC-117</comment>
        <translation>Cuando una de las dos cartas tapadas de un jugador queda expuesta (repartida boca arriba o…</translation>
    </message>
    <message>
        <source>If a player causes one of his own two down cards to turn over, his…</source>
        <comment>rule.LC-118</comment>
        <translation>Si un jugador voltea una de sus dos cartas tapadas, su…</translation>
    </message>
    <message>
        <source>Empty seat dealt its 1st or 2nd card and this cannot be fixed → that…</source>
        <comment>rule.LC-119</comment>
        <translation>Asiento vacío que recibió su 1ª o 2ª carta y no se puede corregir → esa…</translation>
    </message>
    <message>
        <source>Limit or structure changes need floor approval</source>
        <comment>rule.LC-12</comment>
        <translation>Los cambios de límite o estructura necesitan aprobación del floor</translation>
    </message>
    <message>
        <source>A player who folds when no bet has been made gets no more cards</source>
        <comment>rule.LC-120</comment>
        <translation>Un jugador que se retira sin que haya apuesta no recibe más cartas</translation>
    </message>
    <message>
        <source>Cards dealt before a betting round ends are taken out of play, together…</source>
        <comment>rule.LC-121</comment>
        <translation>Las cartas repartidas antes de terminar una ronda de apuestas salen de juego, junto…</translation>
    </message>
    <message>
        <source>Two burns, or no burn: move cards to their proper places if possible</source>
        <comment>rule.LC-122</comment>
        <translation>Dos quemadas, o ninguna: ponga las cartas en su sitio si es posible</translation>
    </message>
    <message>
        <source>If a 7th-street card goes out face up, everyone else still receives a…</source>
        <comment>rule.LC-123</comment>
        <translation>Si una carta de 7ª calle sale boca arriba, todos los demás reciben igualmente una…</translation>
    </message>
    <message>
        <source>Not enough cards for 7th street: count before dealing</source>
        <comment>rule.LC-124</comment>
        <translation>No hay cartas suficientes para la 7ª calle: contar antes de repartir</translation>
    </message>
    <message>
        <source>Down cards dealt off the table are handled like exposed down cards…</source>
        <comment>rule.LC-125</comment>
        <translation>Las cartas tapadas caídas de la mesa se tratan como cartas tapadas expuestas…</translation>
    </message>
    <message>
        <source>Half-bet all-in counts as a raise (high limit)</source>
        <comment>rule.LC-126a</comment>
        <translation>Un all-in de media apuesta cuenta como subida (límite alto)</translation>
    </message>
    <message>
        <source>LC high: an all-in of less than half a bet is action only</source>
        <comment>rule.LC-126b</comment>
        <translation>LC alto: un all-in de menos de media apuesta solo es acción</translation>
    </message>
    <message>
        <source>LC high: anyone who checked, bet or raised before an under-half all-in…</source>
        <comment>rule.LC-126c</comment>
        <translation>LC alto: quien pasó, apostó o subió antes de un all-in de menos de media…</translation>
    </message>
    <message>
        <source>Cap of four bets, half-bet wagers count (high limit)</source>
        <comment>rule.LC-126d</comment>
        <translation>Tope de cuatro apuestas; las de media apuesta cuentan (límite alto)</translation>
    </message>
    <message>
        <source>LC high: a new player posts a BB before getting a hand, from any seat…</source>
        <comment>rule.LC-127</comment>
        <translation>LC alto: un jugador nuevo pone una CG antes de recibir mano, desde cualquier asiento…</translation>
    </message>
    <message>
        <source>LC high: make-up blinds</source>
        <comment>rule.LC-128</comment>
        <translation>LC alto: ciegas de reposición</translation>
    </message>
    <message>
        <source>LC high: a player who went broke owes his missed blinds and collection…</source>
        <comment>rule.LC-129</comment>
        <translation>LC alto: un jugador que se quedó sin fichas debe sus ciegas perdidas y la colecta…</translation>
    </message>
    <message>
        <source>Only chips and cards may be on the playing surface, and nobody may play…</source>
        <comment>rule.LC-13</comment>
        <translation>Sobre la mesa solo fichas y cartas, y nadie puede jugar…</translation>
    </message>
    <message>
        <source>LC high: the button collection is dead and does not count toward any bet</source>
        <comment>rule.LC-130</comment>
        <translation>LC alto: la colecta del botón es muerta y no cuenta para ninguna apuesta</translation>
    </message>
    <message>
        <source>LC high: when a player has missed blinds in a button-collection game…</source>
        <comment>rule.LC-131</comment>
        <translation>LC alto: cuando un jugador perdió ciegas en un juego con colecta por botón…</translation>
    </message>
    <message>
        <source>LC high: a newcomer wrongly dealt in before posting keeps a live hand…</source>
        <comment>rule.LC-132a</comment>
        <translation>LC alto: un recién llegado repartido por error antes de poner conserva una mano viva…</translation>
    </message>
    <message>
        <source>LC high: if he has not looked at the cards, the hand is killed and his…</source>
        <comment>rule.LC-132b</comment>
        <translation>LC alto: si no miró las cartas, la mano se mata y su…</translation>
    </message>
    <message>
        <source>LC high, heads-up: the button seat puts up the small blind and is first…</source>
        <comment>rule.LC-133</comment>
        <translation>LC alto, heads-up: el botón pone la ciega pequeña y es el primero…</translation>
    </message>
    <message>
        <source>LC high: a player moving to a different limit may play up to his BB…</source>
        <comment>rule.LC-134</comment>
        <translation>LC alto: un jugador que cambia a otro límite puede jugar hasta su CG…</translation>
    </message>
    <message>
        <source>LC high: seat changes are allowed when the game has fewer than five…</source>
        <comment>rule.LC-135</comment>
        <translation>LC alto: se permiten cambios de asiento cuando el juego tiene menos de cinco…</translation>
    </message>
    <message>
        <source>Phone call-ins go on the waiting list</source>
        <comment>rule.LC-136</comment>
        <translation>Las llamadas telefónicas van a la lista de espera</translation>
    </message>
    <message>
        <source>A must-move may be declared to protect an existing game when another…</source>
        <comment>rule.LC-137</comment>
        <translation>Se puede declarar un must-move para proteger un juego existente cuando otro…</translation>
    </message>
    <message>
        <source>Keep the must-move list in the order of the original waiting list</source>
        <comment>rule.LC-138</comment>
        <translation>La lista de must-move sigue el orden de la lista de espera original</translation>
    </message>
    <message>
        <source>A called player is dealt out at once and moved with floor help, with…</source>
        <comment>rule.LC-139</comment>
        <translation>Un jugador llamado queda fuera del reparto de inmediato y se traslada con ayuda del floor, con…</translation>
    </message>
    <message>
        <source>He may play up to his BB and then quit instead, and may sign up for the…</source>
        <comment>rule.LC-139a</comment>
        <translation>Puede jugar hasta su CG y dejarlo, y anotarse para la…</translation>
    </message>
    <message>
        <source>If he is in the blinds or on the button, he may finish the blinds and…</source>
        <comment>rule.LC-139b</comment>
        <translation>Si está en las ciegas o en el botón, puede terminar las ciegas y…</translation>
    </message>
    <message>
        <source>Players use the chip denominations that are standard for the game and…</source>
        <comment>rule.LC-14</comment>
        <translation>Los jugadores usan las denominaciones de fichas estándar del juego y…</translation>
    </message>
    <message>
        <source>After moving from a must-move game, he may be dealt in immediately with…</source>
        <comment>rule.LC-140</comment>
        <translation>Tras dejar un juego must-move, puede recibir cartas de inmediato con…</translation>
    </message>
    <message>
        <source>A must-move player must keep playing to stay on the list, except that…</source>
        <comment>rule.LC-141</comment>
        <translation>Un jugador must-move debe seguir jugando para seguir en la lista, salvo que…</translation>
    </message>
    <message>
        <source>Missed-blind buttons do not follow a player who is moved</source>
        <comment>rule.LC-142</comment>
        <translation>Los botones de ciega perdida no siguen a un jugador trasladado</translation>
    </message>
    <message>
        <source>When moved, a player holding over the minimum buy-in brings at least…</source>
        <comment>rule.LC-143</comment>
        <translation>Al ser trasladado, un jugador con más de la compra mínima lleva al menos…</translation>
    </message>
    <message>
        <source>A button-collection game that drops below five players may switch to…</source>
        <comment>rule.LC-144</comment>
        <translation>Un juego con colecta por botón que baja de cinco jugadores puede pasar a…</translation>
    </message>
    <message>
        <source>When a must-move game that uses button collection goes short-handed…</source>
        <comment>rule.LC-145</comment>
        <translation>Cuando un juego must-move con colecta por botón queda corto…</translation>
    </message>
    <message>
        <source>When time is due and there is no waiting list, a player may play up to…</source>
        <comment>rule.LC-146</comment>
        <translation>Cuando toca el tiempo y no hay lista de espera, un jugador puede jugar hasta…</translation>
    </message>
    <message>
        <source>Players may agree to pot for time (the winner of the time pot pays)</source>
        <comment>rule.LC-147</comment>
        <translation>Los jugadores pueden acordar un bote por el tiempo (paga el ganador de ese bote)</translation>
    </message>
    <message>
        <source>No side bets</source>
        <comment>rule.LC-15</comment>
        <translation>No hay apuestas laterales</translation>
    </message>
    <message>
        <source>No splashing chips into the pot</source>
        <comment>rule.LC-16</comment>
        <translation>No se tiran las fichas al bote</translation>
    </message>
    <message>
        <source>Players may not agree among themselves to split a pot</source>
        <comment>rule.LC-17</comment>
        <translation>Los jugadores no pueden acordar entre ellos dividir un bote</translation>
    </message>
    <message>
        <source>LC allows split (chopped) blinds: if everyone else folds to the blinds…</source>
        <comment>rule.LC-18</comment>
        <translation>LC permite dividir las ciegas: si todos los demás se retiran hasta las ciegas…</translation>
    </message>
    <message>
        <source>Other casinos&apos; chips, and chips still in sealed wrappers, are not in…</source>
        <comment>rule.LC-20</comment>
        <translation>Las fichas de otros casinos y las fichas aún precintadas no están en…</translation>
    </message>
    <message>
        <source>Grant requests for a new deck or new setup, but only after the current…</source>
        <comment>rule.LC-21</comment>
        <translation>Conceda pedidos de baraja nueva o setup nuevo, pero solo después de la actual…</translation>
    </message>
    <message>
        <source>Never show burn cards or the unused deck on request</source>
        <comment>rule.LC-22</comment>
        <translation>Nunca muestre las cartas quemadas ni la baraja sin usar si se piden</translation>
    </message>
    <message>
        <source>No playing over (using an absent player&apos;s seat with one&apos;s own money)</source>
        <comment>rule.LC-23</comment>
        <translation>No se juega por otro (usar el asiento de un ausente con dinero propio)</translation>
    </message>
    <message>
        <source>Cash placed on the table does not play; chips must be requested (AMB-33)</source>
        <comment>rule.LC-24</comment>
        <translation>El efectivo sobre la mesa no juega; hay que pedir fichas (AMB-33)</translation>
    </message>
    <message>
        <source>Playing someone else&apos;s chips, or handing one&apos;s seat to another person…</source>
        <comment>rule.LC-25</comment>
        <translation>Jugar las fichas de otro, o ceder el asiento a otra persona…</translation>
    </message>
    <message>
        <source>Only chips on the table when the deal starts play in that pot (except…</source>
        <comment>rule.LC-26a</comment>
        <translation>Solo las fichas en la mesa al empezar el reparto juegan en ese bote (salvo…</translation>
    </message>
    <message>
        <source>Chips may leave the table only when the player quits, or to pay for…</source>
        <comment>rule.LC-26b</comment>
        <translation>Las fichas solo salen de la mesa cuando el jugador se va, o para pagar…</translation>
    </message>
    <message>
        <source>Chips on their way from the cashier with a house runner count as in…</source>
        <comment>rule.LC-26c</comment>
        <translation>Las fichas que vienen de caja con un mensajero de la casa cuentan como en…</translation>
    </message>
    <message>
        <source>A player buying chips must say how much</source>
        <comment>rule.LC-26d</comment>
        <translation>Un jugador que compra fichas debe decir cuánto</translation>
    </message>
    <message>
        <source>Every player may see any other player&apos;s chips and cash clearly, and…</source>
        <comment>rule.LC-26e</comment>
        <translation>Todo jugador puede ver claramente las fichas y el efectivo de los demás, y…</translation>
    </message>
    <message>
        <source>All cards must stay in plain view at all times</source>
        <comment>rule.LC-26f</comment>
        <translation>Todas las cartas deben estar siempre a la vista</translation>
    </message>
    <message>
        <source>Odd chip: split to the odd dollar first</source>
        <comment>rule.LC-27</comment>
        <translation>Ficha sobrante: dividir primero hasta el dólar impar</translation>
    </message>
    <message>
        <source>Odd chip: first winner left of the button (board games)</source>
        <comment>rule.LC-27a</comment>
        <translation>Ficha sobrante: primer ganador a la izquierda del botón (juegos de mesa)</translation>
    </message>
    <message>
        <source>Odd chip: highest card by suit (stud)</source>
        <comment>rule.LC-27b</comment>
        <translation>Ficha sobrante: la carta más alta por palo (stud)</translation>
    </message>
    <message>
        <source>Odd chip: high half of a high-low pot</source>
        <comment>rule.LC-27c</comment>
        <translation>Ficha sobrante: mitad alta de un bote alta-baja</translation>
    </message>
    <message>
        <source>Card draws (button, seats after a game breaks, etc.) that tie on rank…</source>
        <comment>rule.LC-28</comment>
        <translation>Sorteos con cartas (botón, asientos al romperse un juego, etc.) que empatan en rango…</translation>
    </message>
    <message>
        <source>Chips bought with a cheque written at the table arrive only after the…</source>
        <comment>rule.LC-29</comment>
        <translation>Las fichas compradas con un cheque escrito en la mesa llegan solo después de…</translation>
    </message>
    <message>
        <source>A new player makes a full buy-in for the game, normally 10× the game&apos;s…</source>
        <comment>rule.LC-35</comment>
        <translation>Un jugador nuevo hace la compra completa del juego, normalmente 10× el…</translation>
    </message>
    <message>
        <source>Anything under a full buy-in, add-ons included, counts as a short buy-in</source>
        <comment>rule.LC-36</comment>
        <translation>Todo lo menor que una compra completa, recompras incluidas, es compra corta</translation>
    </message>
    <message>
        <source>When a game&apos;s limit is raised, players already seated may keep playing…</source>
        <comment>rule.LC-37</comment>
        <translation>Cuando sube el límite de un juego, los jugadores ya sentados pueden seguir…</translation>
    </message>
    <message>
        <source>A player moved by force (broken or must-move game) into an equal-limit…</source>
        <comment>rule.LC-38</comment>
        <translation>Un jugador trasladado a la fuerza (juego roto o must-move) a un límite igual…</translation>
    </message>
    <message>
        <source>LC low: a new player may be dealt in at once without posting, or may…</source>
        <comment>rule.LC-39</comment>
        <translation>LC bajo: un jugador nuevo puede recibir cartas de inmediato sin poner, o puede…</translation>
    </message>
    <message>
        <source>A player who deliberately bends, rips or marks cards is dealt out at…</source>
        <comment>rule.LC-4</comment>
        <translation>Un jugador que dobla, rompe o marca cartas a propósito queda fuera del reparto…</translation>
    </message>
    <message>
        <source>A player who missed one or both blinds either waits for the BB or posts…</source>
        <comment>rule.LC-40</comment>
        <translation>Un jugador que perdió una o ambas ciegas espera la CG o pone…</translation>
    </message>
    <message>
        <source>A player who played both blinds but skipped the button may come back…</source>
        <comment>rule.LC-41</comment>
        <translation>Un jugador que jugó ambas ciegas pero saltó el botón puede volver…</translation>
    </message>
    <message>
        <source>LC low: after going broke, a player who lets the blinds go round once…</source>
        <comment>rule.LC-42</comment>
        <translation>LC bajo: tras quedarse sin fichas, un jugador que deja pasar las ciegas una vez…</translation>
    </message>
    <message>
        <source>LC buy the button: an entering player (new, or carrying a missed-blind…</source>
        <comment>rule.LC-43</comment>
        <translation>Comprar el botón en LC: un jugador que entra (nuevo, o con botón de ciega perdida…</translation>
    </message>
    <message>
        <source>Forward-moving button, one small and one big blind</source>
        <comment>rule.LC-44</comment>
        <translation>Botón que avanza, una ciega pequeña y una grande</translation>
    </message>
    <message>
        <source>All blinds are live</source>
        <comment>rule.LC-45</comment>
        <translation>Todas las ciegas son vivas</translation>
    </message>
    <message>
        <source>LC low: the collection taken on the button is live, counted as part of…</source>
        <comment>rule.LC-46</comment>
        <translation>LC bajo: la colecta tomada en el botón es viva, cuenta como parte de…</translation>
    </message>
    <message>
        <source>LC straddle: only the seat one to the left of the BB may straddle</source>
        <comment>rule.LC-47</comment>
        <translation>Straddle en LC: solo el asiento a la izquierda de la CG puede hacer straddle</translation>
    </message>
    <message>
        <source>Blinds skipped during a new game&apos;s opening round count as missed…</source>
        <comment>rule.LC-48</comment>
        <translation>Las ciegas saltadas en la ronda inicial de un juego nuevo cuentan como perdidas…</translation>
    </message>
    <message>
        <source>Heads-up before the cap: unlimited raising</source>
        <comment>rule.LC-49</comment>
        <translation>Heads-up antes del tope: subidas sin límite</translation>
    </message>
    <message>
        <source>A player coming back after disciplinary action gets no refund of…</source>
        <comment>rule.LC-5</comment>
        <translation>Un jugador que vuelve tras una sanción no recupera…</translation>
    </message>
    <message>
        <source>Acting out of turn does not bind the player (except heads-up, LC-53)</source>
        <comment>rule.LC-50</comment>
        <translation>Actuar fuera de turno no obliga al jugador (salvo heads-up, LC-53)</translation>
    </message>
    <message>
        <source>A player who lets his turn pass while at least three players after him…</source>
        <comment>rule.LC-51</comment>
        <translation>Un jugador que deja pasar su turno mientras al menos tres jugadores tras él…</translation>
    </message>
    <message>
        <source>Moving chips forward while still holding them can be ruled a bet</source>
        <comment>rule.LC-52</comment>
        <translation>Adelantar fichas sin soltarlas puede considerarse apuesta</translation>
    </message>
    <message>
        <source>LC heads-up (round began with two players): if one checks out of turn…</source>
        <comment>rule.LC-53a</comment>
        <translation>LC heads-up (la ronda empezó con dos jugadores): si uno pasa fuera de turno…</translation>
    </message>
    <message>
        <source>LC heads-up: if one bets out of turn, the other may call or raise it…</source>
        <comment>rule.LC-53b</comment>
        <translation>LC heads-up: si uno apuesta fuera de turno, el otro puede igualar o subir…</translation>
    </message>
    <message>
        <source>A spoken action made in turn binds the player</source>
        <comment>rule.LC-54</comment>
        <translation>Una acción dicha en turno obliga al jugador</translation>
    </message>
    <message>
        <source>Check-raise is allowed in every game unless a posted notice says…</source>
        <comment>rule.LC-55</comment>
        <translation>El check-raise se permite en todo juego salvo aviso publicado…</translation>
    </message>
    <message>
        <source>LC one-chip rule: one oversized chip put in without announcing a raise…</source>
        <comment>rule.LC-56</comment>
        <translation>Regla de una ficha de LC: una ficha grande puesta sin anunciar subida…</translation>
    </message>
    <message>
        <source>An underpaid bet or call has to be topped up</source>
        <comment>rule.LC-57</comment>
        <translation>Una apuesta o igualar corto debe completarse</translation>
    </message>
    <message>
        <source>A player who missed a raise and put in too few bets may, if nobody has…</source>
        <comment>rule.LC-58a</comment>
        <translation>Un jugador que no vio una subida y puso de menos puede, si nadie ha…</translation>
    </message>
    <message>
        <source>If he only said call without putting chips in, and someone has acted…</source>
        <comment>rule.LC-58b</comment>
        <translation>Si solo dijo igualo sin poner fichas, y alguien actuó…</translation>
    </message>
    <message>
        <source>A gesture, knock or tap on the table in turn is a check</source>
        <comment>rule.LC-59</comment>
        <translation>Un gesto, un golpe o un toque en la mesa en turno es pasar</translation>
    </message>
    <message>
        <source>Players must not fold before they face a wager</source>
        <comment>rule.LC-60</comment>
        <translation>Los jugadores no deben retirarse antes de enfrentar una apuesta</translation>
    </message>
    <message>
        <source>No string raises</source>
        <comment>rule.LC-61</comment>
        <translation>No se permiten subidas en dos tiempos</translation>
    </message>
    <message>
        <source>The dealer never calls a string raise; only players with live hands may</source>
        <comment>rule.LC-62</comment>
        <translation>El dealer nunca señala una subida en dos tiempos; solo los jugadores con mano viva pueden</translation>
    </message>
    <message>
        <source>A player who accidentally puts in enough chips for a raise may withdraw…</source>
        <comment>rule.LC-63</comment>
        <translation>Un jugador que pone sin querer fichas suficientes para subir puede retirar…</translation>
    </message>
    <message>
        <source>Moving forward with enough chips to raise, splitting them into stacks…</source>
        <comment>rule.LC-64</comment>
        <translation>Adelantar fichas suficientes para subir, dividiéndolas en montones…</translation>
    </message>
    <message>
        <source>An all-in player can win only the main pot, built from what each…</source>
        <comment>rule.LC-65</comment>
        <translation>Un jugador all-in solo puede ganar el bote principal, formado con lo que cada…</translation>
    </message>
    <message>
        <source>Action-only all-in (low limit)</source>
        <comment>rule.LC-66</comment>
        <translation>All-in solo de acción (límite bajo)</translation>
    </message>
    <message>
        <source>Worked example: $6 round</source>
        <comment>rule.LC-66a</comment>
        <translation>Ejemplo resuelto: ronda de $6</translation>
    </message>
    <message>
        <source>Worked example: A checks, B all-in for 2, C calls 2 → A may only call 2…</source>
        <comment>rule.LC-66b</comment>
        <translation>Ejemplo resuelto: A pasa, B all-in por 2, C iguala 2 → A solo puede igualar 2…</translation>
    </message>
    <message>
        <source>Every chip amount in a game moves in multiples of that limit&apos;s common…</source>
        <comment>rule.LC-67</comment>
        <translation>Todo monto de fichas de un juego va en múltiplos de la ficha común de ese límite…</translation>
    </message>
    <message>
        <source>A blind may be posted below its full amount if it is in multiples of…</source>
        <comment>rule.LC-68</comment>
        <translation>Una ciega puede ponerse por debajo de su monto completo si va en múltiplos de…</translation>
    </message>
    <message>
        <source>The collection is taken first</source>
        <comment>rule.LC-69</comment>
        <translation>La colecta se cobra primero</translation>
    </message>
    <message>
        <source>Any player may point out a wrong bet amount or an error in awarding the…</source>
        <comment>rule.LC-7</comment>
        <translation>Cualquier jugador puede señalar un monto de apuesta erróneo o un error al entregar el…</translation>
    </message>
    <message>
        <source>A player whose stack cannot cover the button collection sits out the…</source>
        <comment>rule.LC-70</comment>
        <translation>Un jugador cuyas fichas no cubren la colecta del botón no juega la…</translation>
    </message>
    <message>
        <source>An all-in player has a claim on every bet matched against him, never on…</source>
        <comment>rule.LC-71</comment>
        <translation>Un jugador all-in tiene derecho a cada apuesta igualada contra él, nunca a…</translation>
    </message>
    <message>
        <source>A called hand wins nothing at showdown until every one of its cards is…</source>
        <comment>rule.LC-72</comment>
        <translation>Una mano igualada no gana nada en el showdown hasta que todas sus cartas estén…</translation>
    </message>
    <message>
        <source>LC show order: whoever made the last aggressive action on the final…</source>
        <comment>rule.LC-73</comment>
        <translation>Orden de enseñar en LC: quien hizo la última acción agresiva en la última…</translation>
    </message>
    <message>
        <source>Naming a hand out loud does not bind anyone; the cards decide</source>
        <comment>rule.LC-74</comment>
        <translation>Decir una mano en voz alta no obliga a nadie; deciden las cartas</translation>
    </message>
    <message>
        <source>Any seated player may ask to see every hand still active at showdown…</source>
        <comment>rule.LC-75</comment>
        <translation>Cualquier jugador sentado puede pedir ver toda mano activa en el showdown…</translation>
    </message>
    <message>
        <source>Cards may be exposed only at showdown</source>
        <comment>rule.LC-76</comment>
        <translation>Las cartas solo se muestran en el showdown</translation>
    </message>
    <message>
        <source>LC show one, show all: when cards are exposed on purpose, every player…</source>
        <comment>rule.LC-77</comment>
        <translation>LC, se enseña a uno, se enseña a todos: cuando se muestran cartas a propósito, todo jugador…</translation>
    </message>
    <message>
        <source>LC cards speak: the app reads tabled hands, and any player may read…</source>
        <comment>rule.LC-78</comment>
        <translation>Las cartas hablan en LC: la aplicación lee las manos mostradas y cualquier jugador puede leer…</translation>
    </message>
    <message>
        <source>The winner may keep his cards until the pot is pushed to him</source>
        <comment>rule.LC-79</comment>
        <translation>El ganador puede conservar sus cartas hasta que se le entregue el bote</translation>
    </message>
    <message>
        <source>An intact hand is live until the dealer kills it</source>
        <comment>rule.LC-80</comment>
        <translation>Una mano intacta está viva hasta que el dealer la mata</translation>
    </message>
    <message>
        <source>Cards that touch the muck face down are dead, with two exceptions where…</source>
        <comment>rule.LC-81</comment>
        <translation>Las cartas que tocan el muck boca abajo están muertas, con dos excepciones donde…</translation>
    </message>
    <message>
        <source>Exception: the hand had been shown face up on the table at showdown</source>
        <comment>rule.LC-81a</comment>
        <translation>Excepción: la mano se había mostrado boca arriba en la mesa en el showdown</translation>
    </message>
    <message>
        <source>Exception: the hand was protected (LC-9)</source>
        <comment>rule.LC-81b</comment>
        <translation>Excepción: la mano estaba protegida (LC-9)</translation>
    </message>
    <message>
        <source>A player who throws, spikes or slams his cards owns any resulting mess</source>
        <comment>rule.LC-82</comment>
        <translation>Un jugador que lanza o golpea sus cartas responde del lío que cause</translation>
    </message>
    <message>
        <source>A card dropped off the table may be ruled dead</source>
        <comment>rule.LC-83</comment>
        <translation>Una carta caída de la mesa puede declararse muerta</translation>
    </message>
    <message>
        <source>Only the owner may turn his hand over</source>
        <comment>rule.LC-84</comment>
        <translation>Solo el dueño puede voltear su mano</translation>
    </message>
    <message>
        <source>Dead hand: a player folds, or says he folds, while facing a bet or raise</source>
        <comment>rule.LC-85a</comment>
        <translation>Mano muerta: un jugador se retira, o dice que se retira, ante una apuesta o subida</translation>
    </message>
    <message>
        <source>Dead hand: a player throws his hand forward and so causes another…</source>
        <comment>rule.LC-85b</comment>
        <translation>Mano muerta: un jugador lanza su mano hacia adelante y así causa otro…</translation>
    </message>
    <message>
        <source>Dead hand: after acting, the hand does not have the correct number of…</source>
        <comment>rule.LC-85c</comment>
        <translation>Mano muerta: tras actuar, la mano no tiene el número correcto de…</translation>
    </message>
    <message>
        <source>Dead hand: a player who asked to be dealt in is not in his seat in time…</source>
        <comment>rule.LC-85d</comment>
        <translation>Mano muerta: un jugador que pidió cartas no está en su asiento a tiempo…</translation>
    </message>
    <message>
        <source>Every new game draws for the button</source>
        <comment>rule.LC-86</comment>
        <translation>Todo juego nuevo sortea el botón</translation>
    </message>
    <message>
        <source>New game: seat the waiting list first, then lock seats…</source>
        <comment>rule.LC-87</comment>
        <translation>Juego nuevo: primero se sienta la lista de espera, luego se fijan los asientos…</translation>
    </message>
    <message>
        <source>A player switching to a seat further clockwise (away from the…</source>
        <comment>rule.LC-88a</comment>
        <translation>Un jugador que cambia a un asiento más en sentido horario (lejos de las…</translation>
    </message>
    <message>
        <source>A player who takes his button hand and then switches seats (deal off)…</source>
        <comment>rule.LC-88b</comment>
        <translation>Un jugador que juega su mano del botón y luego cambia de asiento (deal off)…</translation>
    </message>
    <message>
        <source>A seat-changer carrying a missed-blind button owes both blinds plus…</source>
        <comment>rule.LC-88c</comment>
        <translation>Quien cambia de asiento con un botón de ciega perdida debe ambas ciegas más…</translation>
    </message>
    <message>
        <source>When two players swap seats, apply 88a–88c to each of them</source>
        <comment>rule.LC-88d</comment>
        <translation>Cuando dos jugadores intercambian asientos, aplique 88a–88c a cada uno</translation>
    </message>
    <message>
        <source>Two or more players wanting an open seat who cannot settle it: priority…</source>
        <comment>rule.LC-88e</comment>
        <translation>Dos o más jugadores que quieren un asiento libre y no se ponen de acuerdo: prioridad…</translation>
    </message>
    <message>
        <source>With a waiting list, the floor offers an open seat to seated players…</source>
        <comment>rule.LC-88f</comment>
        <translation>Con lista de espera, el floor ofrece un asiento libre a los jugadores sentados…</translation>
    </message>
    <message>
        <source>Moving to another game requires a full buy-in, except for a player from…</source>
        <comment>rule.LC-89</comment>
        <translation>Cambiar a otro juego requiere una compra completa, salvo para un jugador de…</translation>
    </message>
    <message>
        <source>Management may decide in the interest of the game and of fairness even…</source>
        <comment>rule.LC-8a</comment>
        <translation>La gerencia puede decidir en interés del juego y de la equidad incluso…</translation>
    </message>
    <message>
        <source>Floorperson decisions are final</source>
        <comment>rule.LC-8b</comment>
        <translation>Las decisiones del floor son definitivas</translation>
    </message>
    <message>
        <source>Irregularities must be raised when they happen, and any objection…</source>
        <comment>rule.LC-8c</comment>
        <translation>Las irregularidades se señalan cuando ocurren, y toda objeción…</translation>
    </message>
    <message>
        <source>Players protect their own cards (a chip or hand on them)</source>
        <comment>rule.LC-9</comment>
        <translation>Los jugadores protegen sus propias cartas (una ficha o la mano encima)</translation>
    </message>
    <message>
        <source>Anyone moved involuntarily (game broke, limit went up, game type…</source>
        <comment>rule.LC-90</comment>
        <translation>Quien es trasladado sin quererlo (juego roto, límite subió, tipo de juego…</translation>
    </message>
    <message>
        <source>A player who quits and returns to the same game within an hour must…</source>
        <comment>rule.LC-91</comment>
        <translation>Un jugador que se va y vuelve al mismo juego antes de una hora debe…</translation>
    </message>
    <message>
        <source>In a short game (fewer than 5 players), if one player asks for a seat…</source>
        <comment>rule.LC-92</comment>
        <translation>En un juego corto (menos de 5 jugadores), si un jugador pide un asiento…</translation>
    </message>
    <message>
        <source>In a game of 5 or more, a player whose refusal to ante or post causes…</source>
        <comment>rule.LC-93</comment>
        <translation>En un juego de 5 o más, un jugador cuyo rechazo a poner ante o ciega causa…</translation>
    </message>
    <message>
        <source>Game breaking with too few open seats at the same limit: players draw…</source>
        <comment>rule.LC-94a</comment>
        <translation>Juego que se rompe con pocos asientos libres en el mismo límite: los jugadores sortean…</translation>
    </message>
    <message>
        <source>Game breaking with enough open seats: missed-blind buttons of lobbying…</source>
        <comment>rule.LC-94b</comment>
        <translation>Juego que se rompe con asientos libres suficientes: los botones de ciega perdida de los ausentes…</translation>
    </message>
    <message>
        <source>The floor must approve every table change</source>
        <comment>rule.LC-95</comment>
        <translation>El floor debe aprobar todo cambio de mesa</translation>
    </message>
    <message>
        <source>Table and game changes happen at once; a player may not play to his BB…</source>
        <comment>rule.LC-96</comment>
        <translation>Los cambios de mesa y de juego son inmediatos; un jugador no puede jugar hasta su CG…</translation>
    </message>
    <message>
        <source>Three-button rule: give a missed-blind button every time the BB passes…</source>
        <comment>rule.LC-97</comment>
        <translation>Regla de los tres botones: se da un botón de ciega perdida cada vez que pasa la CG…</translation>
    </message>
    <message>
        <source>A player who lobbies repeatedly may have his chips picked up before a…</source>
        <comment>rule.LC-98</comment>
        <translation>A un jugador que se ausenta repetidamente se le pueden recoger las fichas antes de…</translation>
    </message>
    <message>
        <source>Stud: after telling the floor, a player is allowed one 30-minute meal…</source>
        <comment>rule.LC-99</comment>
        <translation>Stud: tras avisar al floor, un jugador tiene derecho a una comida de 30 minutos…</translation>
    </message>
    <message>
        <source>All-in: the player has put all his playable chips in the pot</source>
        <comment>rule.LC-GL-03</comment>
        <translation>All-in: el jugador puso en el bote todas sus fichas jugables</translation>
    </message>
    <message>
        <source>Bring-in (= forced bet): the required wager that starts the first round</source>
        <comment>rule.LC-GL-09</comment>
        <translation>Bring-in (= apuesta obligatoria): la apuesta requerida que inicia la primera ronda</translation>
    </message>
    <message>
        <source>Burn card: the top card, removed face down before each round of dealing</source>
        <comment>rule.LC-GL-10</comment>
        <translation>Carta quemada: la carta de arriba, retirada boca abajo antes de cada ronda de reparto</translation>
    </message>
    <message>
        <source>Buy the button: see LC-43</source>
        <comment>rule.LC-GL-12</comment>
        <translation>Comprar el botón: ver LC-43</translation>
    </message>
    <message>
        <source>Cap: the largest number of bets and raises in one round</source>
        <comment>rule.LC-GL-14</comment>
        <translation>Tope: el mayor número de apuestas y subidas en una ronda</translation>
    </message>
    <message>
        <source>Collection on the button: the button player pays that hand&apos;s collection</source>
        <comment>rule.LC-GL-16</comment>
        <translation>Colecta en el botón: el jugador del botón paga la colecta de esa mano</translation>
    </message>
    <message>
        <source>Complete the bet: top an all-in or forced wager up to a full limit bet</source>
        <comment>rule.LC-GL-18</comment>
        <translation>Completar la apuesta: llevar un all-in o apuesta obligatoria a una apuesta completa</translation>
    </message>
    <message>
        <source>Dead card: a card that cannot be played</source>
        <comment>rule.LC-GL-19</comment>
        <translation>Carta muerta: una carta que no se puede jugar</translation>
    </message>
    <message>
        <source>Deal off: play the button hand, then change seats and come back in…</source>
        <comment>rule.LC-GL-21</comment>
        <translation>Deal off: jugar la mano del botón, luego cambiar de asiento y volver…</translation>
    </message>
    <message>
        <source>Facing a bet: next to act after a wager; options fold, call or raise</source>
        <comment>rule.LC-GL-25</comment>
        <translation>Ante una apuesta: siguiente en actuar tras una apuesta; opciones retirarse, igualar o subir</translation>
    </message>
    <message>
        <source>Go broke: go all-in and lose</source>
        <comment>rule.LC-GL-30</comment>
        <translation>Quedarse sin fichas: ir all-in y perder</translation>
    </message>
    <message>
        <source>Hold button: marks a new player, or a player who is not entitled to a…</source>
        <comment>rule.LC-GL-33</comment>
        <translation>Botón de espera: marca a un jugador nuevo, o a uno sin derecho a una…</translation>
    </message>
    <message>
        <source>Live blind: a forced blind whose poster may raise</source>
        <comment>rule.LC-GL-35</comment>
        <translation>Ciega viva: ciega obligatoria cuyo jugador puede subir</translation>
    </message>
    <message>
        <source>Live straddle: voluntary, twice the BB, from one seat left of the BB…</source>
        <comment>rule.LC-GL-37</comment>
        <translation>Straddle vivo: voluntario, el doble de la CG, desde el asiento a la izquierda de la CG…</translation>
    </message>
    <message>
        <source>Missed-blind button: marker placed before a player who missed one or…</source>
        <comment>rule.LC-GL-41</comment>
        <translation>Botón de ciega perdida: marcador puesto ante un jugador que perdió una o…</translation>
    </message>
    <message>
        <source>Money plays: an announcement that money not yet turned into chips is in…</source>
        <comment>rule.LC-GL-42</comment>
        <translation>El dinero juega: anuncio de que dinero aún no cambiado en fichas está en…</translation>
    </message>
    <message>
        <source>Muck: the unused deck plus discarded cards, never the board or the burns</source>
        <comment>rule.LC-GL-43</comment>
        <translation>Muck: la baraja sin usar más las cartas descartadas, nunca la mesa ni las quemadas</translation>
    </message>
    <message>
        <source>Play behind: a declaration that the player will cover bets beyond the…</source>
        <comment>rule.LC-GL-47</comment>
        <translation>Jugar detrás: declaración de que el jugador cubrirá apuestas más allá de…</translation>
    </message>
    <message>
        <source>Play over: playing in a seat temporarily left by someone else</source>
        <comment>rule.LC-GL-48</comment>
        <translation>Jugar por otro: jugar en un asiento dejado temporalmente por otro</translation>
    </message>
    <message>
        <source>Pot for time: the players agree that the winner(s) of a chosen pot pay…</source>
        <comment>rule.LC-GL-50</comment>
        <translation>Bote por el tiempo: los jugadores acuerdan que el ganador o ganadores de un bote elegido pagan…</translation>
    </message>
    <message>
        <source>Retrievable hand: a mucked hand that may still be ruled live</source>
        <comment>rule.LC-GL-53</comment>
        <translation>Mano recuperable: una mano en el muck que aún puede declararse viva</translation>
    </message>
    <message>
        <source>River card: the last card of any poker game (in stud, the 7th card)</source>
        <comment>rule.LC-GL-54</comment>
        <translation>River: la última carta de cualquier póker (en stud, la 7ª carta)</translation>
    </message>
    <message>
        <source>Setup: two suited decks with different back colours replacing the decks…</source>
        <comment>rule.LC-GL-56</comment>
        <translation>Setup: dos barajas del mismo palo con dorsos de distinto color que sustituyen las barajas…</translation>
    </message>
    <message>
        <source>Short buy-in: any purchase or top-up smaller than a full buy-in</source>
        <comment>rule.LC-GL-57</comment>
        <translation>Compra corta: toda compra o recompra menor que una compra completa</translation>
    </message>
    <message>
        <source>Short-handed game: fewer than five players</source>
        <comment>rule.LC-GL-58</comment>
        <translation>Juego corto: menos de cinco jugadores</translation>
    </message>
    <message>
        <source>Split blinds: the two blinds agree to take their blinds back and not…</source>
        <comment>rule.LC-GL-62</comment>
        <translation>Dividir ciegas: las dos ciegas acuerdan recuperar sus ciegas y no…</translation>
    </message>
    <message>
        <source>Chop blinds: same as split blinds</source>
        <comment>rule.LC-GL-64</comment>
        <translation>Chop de ciegas: igual que dividir ciegas</translation>
    </message>
    <message>
        <source>Street: the cards of one dealing round (stud 4th to 7th; flop, turn =…</source>
        <comment>rule.LC-GL-65</comment>
        <translation>Calle: las cartas de una ronda de reparto (stud 4ª a 7ª; flop, turn =…</translation>
    </message>
    <message>
        <source>String raise: a raise made in several motions without announcing it</source>
        <comment>rule.LC-GL-66</comment>
        <translation>Subida en dos tiempos: subida hecha en varios movimientos sin anunciarla</translation>
    </message>
    <message>
        <source>Substantial action: at least two players have acted one after the other</source>
        <comment>rule.LC-GL-68</comment>
        <translation>Acción sustancial: al menos dos jugadores han actuado uno tras otro</translation>
    </message>
    <message>
        <source>Table change: a move to a different table of identical game and limit</source>
        <comment>rule.LC-GL-69</comment>
        <translation>Cambio de mesa: traslado a otra mesa del mismo juego y límite</translation>
    </message>
    <message>
        <source>Time collection: a fee collected from each player at a set rate…</source>
        <comment>rule.LC-GL-70</comment>
        <translation>Cobro por tiempo: cuota cobrada a cada jugador a una tarifa fija…</translation>
    </message>
    <message>
        <source>Trailing blind: an SB sitting behind the button, on the hand that…</source>
        <comment>rule.LC-GL-72</comment>
        <translation>Ciega rezagada: una CP sentada detrás del botón, en la mano que…</translation>
    </message>
    <message>
        <source>Help-text-only terms: Action, Active Player, Bet, Big Blind, Blind…</source>
        <comment>rule.LC-GL-desc</comment>
        <translation>Términos solo de ayuda: Action, Active Player, Bet, Big Blind, Blind…</translation>
    </message>
    <message>
        <source>LC floor staff decide by the spirit of a rule, not its letter, and…</source>
        <comment>rule.LC-P1</comment>
        <translation>El personal de piso de LC decide por el espíritu de una regla, no su letra, y…</translation>
    </message>
    <message>
        <source>Flag players who repeatedly and deliberately exploit the posting rules</source>
        <comment>rule.LC-P3</comment>
        <translation>Señale a los jugadores que abusan repetida y deliberadamente de las reglas de ciegas</translation>
    </message>
    <message>
        <source>Players may lobby (leave the table) at any time, subject to LC-97–99</source>
        <comment>rule.LC-P4</comment>
        <translation>Los jugadores pueden ausentarse (dejar la mesa) en cualquier momento, según LC-97–99</translation>
    </message>
    <message>
        <source>Whenever an irregularity happens, the floor is called</source>
        <comment>rule.LC-P5</comment>
        <translation>Siempre que ocurre una irregularidad, se llama al floor</translation>
    </message>
    <message>
        <source>Switch to the LC-high profile (rules 126–147 on top of 1–125) when the…</source>
        <comment>rule.LC-P6</comment>
        <translation>Pase al perfil LC alto (reglas 126–147 sobre 1–125) cuando el…</translation>
    </message>
    <message>
        <source>$4-$8 Omaha is offered as high-only and as H/L (Thursdays)</source>
        <comment>rule.PGP-GAM-01</comment>
        <translation>El Omaha $4-$8 se ofrece solo alta y alta-baja (jueves)</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha: minimum buy-in $40</source>
        <comment>rule.PGP-GAM-02</comment>
        <translation>Omaha $4-$8 de PGP: compra mínima $40</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha (H and H/L): blinds $2 and $3 (the BB is below the $4…</source>
        <comment>rule.PGP-GAM-03</comment>
        <translation>Omaha $4-$8 de PGP (alta y alta-baja): ciegas de $2 y $3 (la CG está por debajo de los $4…</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha H/L: a low is only possible when the board has three…</source>
        <comment>rule.PGP-GAM-04</comment>
        <translation>Omaha $4-$8 alta-baja de PGP: solo hay baja posible si la mesa tiene tres…</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread-limit Hold&apos;em: each bet on any street is at least $3…</source>
        <comment>rule.PGP-GAM-05</comment>
        <translation>Hold&apos;em de límite variable $3-$100 de PGP: cada apuesta en cualquier calle es al menos $3…</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread Hold&apos;em: buy-in from $40 to $500</source>
        <comment>rule.PGP-GAM-06</comment>
        <translation>Hold&apos;em variable $3-$100 de PGP: compra de $40 a $500</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread-limit Hold&apos;em: blinds $2 and $3</source>
        <comment>rule.PGP-GAM-07</comment>
        <translation>Hold&apos;em de límite variable $3-$100 de PGP: ciegas de $2 y $3</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread-limit Hold&apos;em: each bet is at least $5 and at most…</source>
        <comment>rule.PGP-GAM-08</comment>
        <translation>Hold&apos;em de límite variable $5-$200 de PGP: cada apuesta es al menos $5 y como máximo…</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread Hold&apos;em: buy-in from $100 to $1,000</source>
        <comment>rule.PGP-GAM-09</comment>
        <translation>Hold&apos;em variable $5-$200 de PGP: compra de $100 a $1,000</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread-limit Hold&apos;em: blinds $3 and $5</source>
        <comment>rule.PGP-GAM-10</comment>
        <translation>Hold&apos;em de límite variable $5-$200 de PGP: ciegas de $3 y $5</translation>
    </message>
    <message>
        <source>PGP Hold&apos;em normally uses fixed-structure betting, and spread-limit…</source>
        <comment>rule.PGP-HE-01</comment>
        <translation>El Hold&apos;em de PGP suele usar apuestas de estructura fija, y límite variable…</translation>
    </message>
    <message>
        <source>The button gets its cards last on the first deal and acts last on every…</source>
        <comment>rule.PGP-HE-02</comment>
        <translation>El botón recibe sus cartas al final en el primer reparto y actúa último en cada…</translation>
    </message>
    <message>
        <source>Blinds (one or more) come from consecutive seats going clockwise from…</source>
        <comment>rule.PGP-HE-03</comment>
        <translation>Las ciegas (una o más) salen de asientos seguidos en sentido horario desde…</translation>
    </message>
    <message>
        <source>The first round opens with the player immediately to the left of the…</source>
        <comment>rule.PGP-HE-04</comment>
        <translation>La primera ronda la abre el jugador inmediatamente a la izquierda de la…</translation>
    </message>
    <message>
        <source>Each later round opens with the first player still in the hand to the…</source>
        <comment>rule.PGP-HE-05</comment>
        <translation>Cada ronda posterior la abre el primer jugador aún en la mano a la…</translation>
    </message>
    <message>
        <source>Sequence is two hole cards, bet; flop (three cards turned together)…</source>
        <comment>rule.PGP-HE-06</comment>
        <translation>Secuencia: dos cartas tapadas, apuestas; flop (tres cartas volteadas juntas)…</translation>
    </message>
    <message>
        <source>Hold&apos;em (PGP): best five from 2 hole cards plus board, using two, one…</source>
        <comment>rule.PGP-HE-07</comment>
        <translation>Hold&apos;em (PGP): las mejores cinco de 2 cartas tapadas más la mesa, usando dos, una…</translation>
    </message>
    <message>
        <source>A player who plays the board must say so before mucking</source>
        <comment>rule.PGP-HE-08</comment>
        <translation>Un jugador que juega la mesa debe decirlo antes de tirar al muck</translation>
    </message>
    <message>
        <source>Show PGP&apos;s ten-step ladder (royal flush down to high card)</source>
        <comment>rule.PGP-HE-09</comment>
        <translation>Muestre la escala de diez pasos de PGP (escalera real hasta carta alta)</translation>
    </message>
    <message>
        <source>A player dealt too few cards receives the missing card(s) from the top…</source>
        <comment>rule.PGP-IRR-01</comment>
        <translation>Un jugador con cartas de menos recibe la(s) que falta(n) de arriba…</translation>
    </message>
    <message>
        <source>A player dealt an extra card has one card picked at random by the…</source>
        <comment>rule.PGP-IRR-02</comment>
        <translation>A un jugador con una carta de más se le retira una al azar por el…</translation>
    </message>
    <message>
        <source>If the extra card is found only after substantial action, the hand is…</source>
        <comment>rule.PGP-IRR-03</comment>
        <translation>Si la carta de más se descubre solo tras acción sustancial, la mano es…</translation>
    </message>
    <message>
        <source>A flop with too many cards is taken back (except the burn) and…</source>
        <comment>rule.PGP-IRR-04</comment>
        <translation>Un flop con cartas de más se recoge (salvo la quemada) y…</translation>
    </message>
    <message>
        <source>Same procedure as LC-110 for a flop dealt before betting ended</source>
        <comment>rule.PGP-IRR-05</comment>
        <translation>Mismo procedimiento que LC-110 para un flop repartido antes de terminar las apuestas</translation>
    </message>
    <message>
        <source>Same procedure as LC-111 for a premature fourth board card</source>
        <comment>rule.PGP-IRR-06</comment>
        <translation>Mismo procedimiento que LC-111 para una cuarta carta de mesa prematura</translation>
    </message>
    <message>
        <source>A premature fifth card is handled like the premature fourth card…</source>
        <comment>rule.PGP-IRR-07</comment>
        <translation>Una quinta carta prematura se trata como la cuarta carta prematura…</translation>
    </message>
    <message>
        <source>A card the dealer exposes during the first deal is replaced after every…</source>
        <comment>rule.PGP-IRR-08</comment>
        <translation>Una carta que el dealer expone en el primer reparto se reemplaza después de cada…</translation>
    </message>
    <message>
        <source>A card dealt off the table counts as an exposed card</source>
        <comment>rule.PGP-IRR-09</comment>
        <translation>Una carta caída de la mesa cuenta como carta expuesta</translation>
    </message>
    <message>
        <source>A card exposed because it touched the player it was meant for stays…</source>
        <comment>rule.PGP-IRR-10</comment>
        <translation>Una carta expuesta por tocar al jugador al que iba dirigida se queda…</translation>
    </message>
    <message>
        <source>PGP H/L: the low needs 8 or better, which on a board means at least…</source>
        <comment>rule.PGP-LOW-01</comment>
        <translation>Alta-baja de PGP: la baja necesita 8 o menos, lo que en la mesa significa al menos…</translation>
    </message>
    <message>
        <source>PGP H/L: a qualifying low is five cards of five different ranks, all 8…</source>
        <comment>rule.PGP-LOW-02</comment>
        <translation>Alta-baja de PGP: una baja que califica son cinco cartas de cinco rangos distintos, todas de 8…</translation>
    </message>
    <message>
        <source>PGP worked example: board Q-10-7-7-6 has only two distinct low cards…</source>
        <comment>rule.PGP-LOW-03</comment>
        <translation>Ejemplo de PGP: la mesa Q-10-7-7-6 solo tiene dos cartas bajas distintas…</translation>
    </message>
    <message>
        <source>PGP worked example: board K-8-9-2-5 allows a low</source>
        <comment>rule.PGP-LOW-04</comment>
        <translation>Ejemplo de PGP: la mesa K-8-9-2-5 permite una baja</translation>
    </message>
    <message>
        <source>Low order (PGP): 5-4-3-2-A best, 6-4-3-2-A second, 6-5-3-2-A third, and…</source>
        <comment>rule.PGP-LOW-05</comment>
        <translation>Orden de bajas (PGP): 5-4-3-2-A la mejor, 6-4-3-2-A segunda, 6-5-3-2-A tercera, y…</translation>
    </message>
    <message>
        <source>Straights and flushes never count against a low hand</source>
        <comment>rule.PGP-LOW-06</comment>
        <translation>Escaleras y colores nunca cuentan contra una mano baja</translation>
    </message>
    <message>
        <source>A new player may be dealt in at once, may wait and take the BB in turn…</source>
        <comment>rule.PGP-NEW-01</comment>
        <translation>Un jugador nuevo puede recibir cartas de inmediato, puede esperar y tomar la CG en su turno…</translation>
    </message>
    <message>
        <source>A new player who posts in front of the button is skipped by the button…</source>
        <comment>rule.PGP-NEW-02</comment>
        <translation>A un jugador nuevo que pone delante del botón el botón lo salta…</translation>
    </message>
    <message>
        <source>A player whose seat missed the blind(s) for any reason either posts…</source>
        <comment>rule.PGP-NEW-03</comment>
        <translation>Un jugador cuyo asiento perdió la(s) ciega(s) por cualquier motivo pone…</translation>
    </message>
    <message>
        <source>The button only ever moves forward, and the blinds follow it</source>
        <comment>rule.PGP-NEW-04</comment>
        <translation>El botón solo avanza, y las ciegas lo siguen</translation>
    </message>
    <message>
        <source>A player who has not yet taken the BB and moves away from it may post a…</source>
        <comment>rule.PGP-NEW-05</comment>
        <translation>Un jugador que aún no tomó la CG y se aleja de ella puede poner una…</translation>
    </message>
    <message>
        <source>Omaha H/L (PGP): high and low may use different hole cards and board…</source>
        <comment>rule.PGP-O8-01</comment>
        <translation>Omaha alta-baja (PGP): la alta y la baja pueden usar cartas tapadas y de mesa distintas…</translation>
    </message>
    <message>
        <source>PGP Omaha H/L: the best high and the best low split the pot</source>
        <comment>rule.PGP-O8-02</comment>
        <translation>Omaha alta-baja de PGP: la mejor alta y la mejor baja dividen el bote</translation>
    </message>
    <message>
        <source>PGP Omaha: four hole cards, then betting rounds before the flop and…</source>
        <comment>rule.PGP-OMA-01</comment>
        <translation>Omaha de PGP: cuatro cartas tapadas, luego rondas de apuestas antes del flop y…</translation>
    </message>
    <message>
        <source>Omaha (PGP): exactly two hole cards plus three board cards; same high…</source>
        <comment>rule.PGP-OMA-02</comment>
        <translation>Omaha (PGP): exactamente dos cartas tapadas más tres de la mesa; misma alta…</translation>
    </message>
    <message>
        <source>{rule_id}: {title}</source>
        <comment>rule.describe</comment>
        <translation>{rule_id}: {title}</translation>
    </message>
    <message>
        <source>{game}</source>
        <comment>rules.game_name</comment>
        <translation>{game}</translation>
    </message>
    <message>
        <source>none</source>
        <comment>rules.no_games</comment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>{house} {game}: no limit {limit} (limits: {limits})</source>
        <comment>rules.no_such_limit</comment>
        <translation>{house} {game}: no hay límite {limit} (límites: {limits})</translation>
    </message>
    <message>
        <source>{house} does not spread {game} (games: {offered})</source>
        <comment>rules.not_spread</comment>
        <translation>{house} no ofrece {game} (juegos: {offered})</translation>
    </message>
    <message>
        <source>K04: PGP states no collection</source>
        <comment>rules.reason.00383584d6</comment>
        <translation>K04: PGP no indica colecta</translation>
    </message>
    <message>
        <source>CG does not say</source>
        <comment>rules.reason.01698de9c9</comment>
        <translation>CG no lo dice</translation>
    </message>
    <message>
        <source>CG states banker eligibility only for Hot Action (K27)</source>
        <comment>rules.reason.032a34432a</comment>
        <translation>CG indica quién puede ser banca solo para Hot Action (K27)</translation>
    </message>
    <message>
        <source>PGP gives no common chip</source>
        <comment>rules.reason.03d6742806</comment>
        <translation>PGP no da una ficha común</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14, CG-O8-08)</source>
        <comment>rules.reason.0523eaf0da</comment>
        <translation>CG solo dice que los empates se dividen en partes iguales (CG-RNK-14, CG-O8-08)</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow house way at CG</source>
        <comment>rules.reason.055e98465e</comment>
        <translation>Gaps: sin House Way de Pai Gow en CG</translation>
    </message>
    <message>
        <source>posted at each table (HTP-FLH-13)</source>
        <comment>rules.reason.0b4372b32c</comment>
        <translation>publicado en cada mesa (HTP-FLH-13)</translation>
    </message>
    <message>
        <source>posted table limits; never above the Ante (CG-3CP-B02)</source>
        <comment>rules.reason.0d9c102207</comment>
        <translation>límites de mesa publicados; nunca por encima del Ante (CG-3CP-B02)</translation>
    </message>
    <message>
        <source>HTP posts its Bonus table at the table (set per room)</source>
        <comment>rules.reason.0dd9e3dd6a</comment>
        <translation>HTP publica su tabla de Bonus en la mesa (la fija cada sala)</translation>
    </message>
    <message>
        <source>posted table limits</source>
        <comment>rules.reason.0fc5d19680</comment>
        <translation>límites de mesa publicados</translation>
    </message>
    <message>
        <source>HTP only says the low up card starts (K22)</source>
        <comment>rules.reason.107d4f97cc</comment>
        <translation>HTP solo dice que empieza la carta descubierta más baja (K22)</translation>
    </message>
    <message>
        <source>HTP describes a rake only for its banked games</source>
        <comment>rules.reason.1120514653</comment>
        <translation>HTP describe un rake solo para sus juegos con banca</translation>
    </message>
    <message>
        <source>LC states no stud collection</source>
        <comment>rules.reason.1a9da092d5</comment>
        <translation>LC no indica colecta para stud</translation>
    </message>
    <message>
        <source>posted at each table (HTP-2CP-10)</source>
        <comment>rules.reason.210333fe39</comment>
        <translation>publicado en cada mesa (HTP-2CP-10)</translation>
    </message>
    <message>
        <source>Gaps: no action order for the Hot Action P/D&apos;s coverage</source>
        <comment>rules.reason.2a8ae0899e</comment>
        <translation>Gaps: sin orden de acción para la cobertura del jugador-banca de Hot Action</translation>
    </message>
    <message>
        <source>LC gives no stud ante</source>
        <comment>rules.reason.34abb6b0a1</comment>
        <translation>LC no da un ante para stud</translation>
    </message>
    <message>
        <source>HTP gives no common chip</source>
        <comment>rules.reason.35dbeada2e</comment>
        <translation>HTP no da una ficha común</translation>
    </message>
    <message>
        <source>CG states no Hot Action rotation (K14 names 3CP and Pai Gow)</source>
        <comment>rules.reason.39c11867f5</comment>
        <translation>CG no indica una rotación para Hot Action (K14 nombra 3CP y Pai Gow)</translation>
    </message>
    <message>
        <source>AMB-02: only &apos;part of a bet&apos;</source>
        <comment>rules.reason.39e55c3949</comment>
        <translation>AMB-02: solo &apos;parte de una apuesta&apos;</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14); Gaps: odd chip at CG</source>
        <comment>rules.reason.3aadbf891f</comment>
        <translation>CG solo dice que los empates se dividen en partes iguales (CG-RNK-14); Gaps: ficha impar en CG</translation>
    </message>
    <message>
        <source>HTP names no limits and no blind amount (Gaps: amount of the single blind)</source>
        <comment>rules.reason.3b066d770c</comment>
        <translation>HTP no nombra límites ni monto de ciega (Gaps: monto de la ciega única)</translation>
    </message>
    <message>
        <source>K09: CG states a kill only for Omaha 8</source>
        <comment>rules.reason.3c074c2966</comment>
        <translation>K09: CG indica un kill solo para Omaha 8</translation>
    </message>
    <message>
        <source>Gaps: decks and jokers not stated; a suited-ace Natural 22 needs two decks or more</source>
        <comment>rules.reason.3e5b47c0d3</comment>
        <translation>Gaps: no se indican barajas ni comodines; un Natural 22 de ases del mismo palo necesita dos barajas o más</translation>
    </message>
    <message>
        <source>LC collection amounts per limit (Gaps)</source>
        <comment>rules.reason.423b51b7d9</comment>
        <translation>montos de colecta de LC por límite (Gaps)</translation>
    </message>
    <message>
        <source>Gaps: heads-up blinds outside LC high</source>
        <comment>rules.reason.42b17725b1</comment>
        <translation>Gaps: ciegas mano a mano fuera de LC high</translation>
    </message>
    <message>
        <source>K05: CG has only a glossary entry for a short bet (CG-GL-60)</source>
        <comment>rules.reason.442e45f49a</comment>
        <translation>K05: CG solo tiene una entrada de glosario para una apuesta corta (CG-GL-60)</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-2CP-14)</source>
        <comment>rules.reason.458ea5b316</comment>
        <translation>los montos del rake se anuncian en la mesa (HTP-2CP-14)</translation>
    </message>
    <message>
        <source>Gaps: CG 3CP collection amount</source>
        <comment>rules.reason.47f550e034</comment>
        <translation>Gaps: monto de colecta de 3CP en CG</translation>
    </message>
    <message>
        <source>K15: HTP has no irregularity rules</source>
        <comment>rules.reason.492ce8cb51</comment>
        <translation>K15: HTP no tiene reglas de irregularidades</translation>
    </message>
    <message>
        <source>CG does not speak of short buy-ins</source>
        <comment>rules.reason.4934b121b0</comment>
        <translation>CG no habla de compras cortas</translation>
    </message>
    <message>
        <source>K16: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.4e4ead6eea</comment>
        <translation>K16: las páginas de CG no tienen reglas de irregularidades</translation>
    </message>
    <message>
        <source>HTP does not say whether its blind is live</source>
        <comment>rules.reason.5147e64764</comment>
        <translation>HTP no dice si su ciega es viva</translation>
    </message>
    <message>
        <source>Gaps: PGP spread limit minimum raise</source>
        <comment>rules.reason.5222e89b77</comment>
        <translation>Gaps: subida mínima en límite variable (spread) de PGP</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-FLH-19)</source>
        <comment>rules.reason.62fd40a083</comment>
        <translation>los montos del rake se anuncian en la mesa (HTP-FLH-19)</translation>
    </message>
    <message>
        <source>Gaps: odd chip at HTP</source>
        <comment>rules.reason.63a0feb33a</comment>
        <translation>Gaps: ficha impar en HTP</translation>
    </message>
    <message>
        <source>CG gives no time amount</source>
        <comment>rules.reason.64759baa50</comment>
        <translation>CG no da un monto de cobro por tiempo</translation>
    </message>
    <message>
        <source>AMB-16d: where the kill blind sits and acts is not given</source>
        <comment>rules.reason.66985b8494</comment>
        <translation>AMB-16d: no se indica dónde se sienta y actúa la ciega kill</translation>
    </message>
    <message>
        <source>no common chip given for 10-20 (LC-67, AMB-21)</source>
        <comment>rules.reason.68906f264a</comment>
        <translation>no se da una ficha común para 10-20 (LC-67, AMB-21)</translation>
    </message>
    <message>
        <source>CG does not say how the button moves past empty seats</source>
        <comment>rules.reason.691028a4bc</comment>
        <translation>CG no dice cómo pasa el botón por asientos vacíos</translation>
    </message>
    <message>
        <source>K22: CG has no exposed-card rule</source>
        <comment>rules.reason.693b5dcb3e</comment>
        <translation>K22: CG no tiene regla de carta expuesta</translation>
    </message>
    <message>
        <source>LC gives a heads-up blind rule only from 10-20 (LC-133); Gaps: heads-up blinds outside LC high</source>
        <comment>rules.reason.6c9a1842f7</comment>
        <translation>LC da una regla de ciegas mano a mano solo desde 10-20 (LC-133); Gaps: ciegas mano a mano fuera de LC high</translation>
    </message>
    <message>
        <source>CG does not say which half takes an odd chip</source>
        <comment>rules.reason.718599b6e3</comment>
        <translation>CG no dice qué mitad se lleva la ficha impar</translation>
    </message>
    <message>
        <source>HTP names no limits and no blind amount (Gaps)</source>
        <comment>rules.reason.71ff3754c9</comment>
        <translation>HTP no nombra límites ni monto de ciega (Gaps)</translation>
    </message>
    <message>
        <source>Gaps: no coverage order for the Pai Gow P/D&apos;s stake</source>
        <comment>rules.reason.7b02eb8a87</comment>
        <translation>Gaps: sin orden de cobertura para el fondo del jugador-banca de Pai Gow</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow commission at CG</source>
        <comment>rules.reason.7e067e38d9</comment>
        <translation>Gaps: sin comisión de Pai Gow en CG</translation>
    </message>
    <message>
        <source>HTP only says the low up card starts (K22); Gaps: ace high or low for the Stud 8 bring-in</source>
        <comment>rules.reason.8655a9fe10</comment>
        <translation>HTP solo dice que empieza la carta descubierta más baja (K22); Gaps: as alto o bajo para el bring-in de Stud 8</translation>
    </message>
    <message>
        <source>LC does not say whether the bring-in counts toward the cap (AMB-31 covers CG only)</source>
        <comment>rules.reason.8b99a3bcac</comment>
        <translation>LC no dice si el bring-in cuenta para el tope (AMB-31 solo cubre CG)</translation>
    </message>
    <message>
        <source>AMB-02: only &apos;part of a bet&apos;; 0 gives the two-blind reading</source>
        <comment>rules.reason.8c6f8de79d</comment>
        <translation>AMB-02: solo &apos;parte de una apuesta&apos;; 0 da la lectura de dos ciegas</translation>
    </message>
    <message>
        <source>K06: PGP gives no raise count (Gaps: PGP spread limit)</source>
        <comment>rules.reason.8dd701e0db</comment>
        <translation>K06: PGP no da un número de subidas (Gaps: límite variable de PGP)</translation>
    </message>
    <message>
        <source>K16: HTP has no irregularity rules</source>
        <comment>rules.reason.8dddfbc532</comment>
        <translation>K16: HTP no tiene reglas de irregularidades</translation>
    </message>
    <message>
        <source>posted at each table (HTP-3CP-10)</source>
        <comment>rules.reason.9552e8c96b</comment>
        <translation>publicado en cada mesa (HTP-3CP-10)</translation>
    </message>
    <message>
        <source>AMB-16d: the kill blind&apos;s seat and order of action are not given</source>
        <comment>rules.reason.98711aea67</comment>
        <translation>AMB-16d: no se indican el asiento ni el turno de la ciega kill</translation>
    </message>
    <message>
        <source>LC time amounts (Gaps)</source>
        <comment>rules.reason.9c1c921a4f</comment>
        <translation>montos de cobro por tiempo de LC (Gaps)</translation>
    </message>
    <message>
        <source>not stated by CG for Pai Gow</source>
        <comment>rules.reason.9cac159496</comment>
        <translation>CG no lo indica para Pai Gow</translation>
    </message>
    <message>
        <source>K03: CG does not state new-player entry</source>
        <comment>rules.reason.9cc46855d8</comment>
        <translation>K03: CG no indica cómo entra un jugador nuevo</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow commission or collection at CG</source>
        <comment>rules.reason.9fc82b9fd0</comment>
        <translation>Gaps: sin comisión ni colecta de Pai Gow en CG</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14)</source>
        <comment>rules.reason.a044ecbb3f</comment>
        <translation>CG solo dice que los empates se dividen en partes iguales (CG-RNK-14)</translation>
    </message>
    <message>
        <source>posted at each table</source>
        <comment>rules.reason.a1711ca576</comment>
        <translation>publicado en cada mesa</translation>
    </message>
    <message>
        <source>Gaps: HTP never defines an eligible designated player (K27)</source>
        <comment>rules.reason.a1ca77c9e7</comment>
        <translation>Gaps: HTP nunca define quién puede ser jugador designado (K27)</translation>
    </message>
    <message>
        <source>PGP says only the big blind part of a missed-blind post is live</source>
        <comment>rules.reason.a73eb5dee3</comment>
        <translation>PGP dice que solo la parte de ciega grande de una ciega perdida es viva</translation>
    </message>
    <message>
        <source>LC blind amounts per limit (Gaps)</source>
        <comment>rules.reason.a7c07f92f3</comment>
        <translation>montos de ciegas de LC por límite (Gaps)</translation>
    </message>
    <message>
        <source>K17: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.aa27bfdc42</comment>
        <translation>K17: las páginas de CG no tienen reglas de irregularidades</translation>
    </message>
    <message>
        <source>no source says where a kill blind sits or acts (AMB-16d, Gaps)</source>
        <comment>rules.reason.b09ca8bebf</comment>
        <translation>ninguna fuente dice dónde se sienta o actúa una ciega kill (AMB-16d, Gaps)</translation>
    </message>
    <message>
        <source>posted CG betting limits (CG-HAB-08)</source>
        <comment>rules.reason.b3f175a93e</comment>
        <translation>límites de apuesta publicados por CG (CG-HAB-08)</translation>
    </message>
    <message>
        <source>LC gives no stud bring-in</source>
        <comment>rules.reason.b5318db20d</comment>
        <translation>LC no da un bring-in para stud</translation>
    </message>
    <message>
        <source>LC orders suits only for odd chips and card draws (LC-27b, LC-28), not for the bring-in</source>
        <comment>rules.reason.b660f269ad</comment>
        <translation>LC ordena los palos solo para fichas impares y sorteos de cartas (LC-27b, LC-28), no para el bring-in</translation>
    </message>
    <message>
        <source>HTP implies an open pair changes the limit in high stud (HTP-S8-02) without saying how</source>
        <comment>rules.reason.b782a35461</comment>
        <translation>HTP da a entender que un par descubierto cambia el límite en stud alto (HTP-S8-02) sin decir cómo</translation>
    </message>
    <message>
        <source>Gaps: no payout rates for naturals or the Super Natural</source>
        <comment>rules.reason.b8ba12a227</comment>
        <translation>Gaps: sin pagos para los naturales ni el Super Natural</translation>
    </message>
    <message>
        <source>HTP posts its Pair Plus table at the table (set per room)</source>
        <comment>rules.reason.b985ddadaf</comment>
        <translation>HTP publica su tabla de Pair Plus en la mesa (la fija cada sala)</translation>
    </message>
    <message>
        <source>the room picks one of the three modes and discloses it at the table</source>
        <comment>rules.reason.ba24fb8abb</comment>
        <translation>la sala elige uno de los tres modos y lo anuncia en la mesa</translation>
    </message>
    <message>
        <source>CG states no Hot Action rotation</source>
        <comment>rules.reason.bcae8ebe05</comment>
        <translation>CG no indica una rotación para Hot Action</translation>
    </message>
    <message>
        <source>CG defines collection and time but not how its poker games collect</source>
        <comment>rules.reason.be9aa269ed</comment>
        <translation>CG define la colecta y el tiempo, pero no cómo cobran sus juegos de póker</translation>
    </message>
    <message>
        <source>K18: CG does not state missed-blind rules</source>
        <comment>rules.reason.c1a4649918</comment>
        <translation>K18: CG no indica reglas de ciegas perdidas</translation>
    </message>
    <message>
        <source>CG gives no poker collection amount</source>
        <comment>rules.reason.ca3188698a</comment>
        <translation>CG no da un monto de colecta para póker</translation>
    </message>
    <message>
        <source>not stated by CG for poker</source>
        <comment>rules.reason.caf0dfd80e</comment>
        <translation>CG no lo indica para póker</translation>
    </message>
    <message>
        <source>not stated by CG for Hot Action</source>
        <comment>rules.reason.cb8673d9e9</comment>
        <translation>CG no lo indica para Hot Action</translation>
    </message>
    <message>
        <source>PGP states no collection</source>
        <comment>rules.reason.d3069a5a70</comment>
        <translation>PGP no indica colecta</translation>
    </message>
    <message>
        <source>HTP names no limits, antes or bring-ins (Gaps)</source>
        <comment>rules.reason.d56169c922</comment>
        <translation>HTP no nombra límites, antes ni bring-ins (Gaps)</translation>
    </message>
    <message>
        <source>K06: CG caps raises only in stud (CG-STD-07)</source>
        <comment>rules.reason.d580a737cc</comment>
        <translation>K06: CG pone tope a las subidas solo en stud (CG-STD-07)</translation>
    </message>
    <message>
        <source>HTP never mentions burn cards</source>
        <comment>rules.reason.d629ffd721</comment>
        <translation>HTP nunca menciona cartas quemadas</translation>
    </message>
    <message>
        <source>HTP posts its Trips table at the table (AMB-14d, set per room)</source>
        <comment>rules.reason.d8924e9499</comment>
        <translation>HTP publica su tabla de Trips en la mesa (AMB-14d, la fija cada sala)</translation>
    </message>
    <message>
        <source>LC-47 says kill pots exist but the rulebook gives no kill structure</source>
        <comment>rules.reason.d8cbf8feec</comment>
        <translation>LC-47 dice que existen botes kill, pero el reglamento no da su estructura</translation>
    </message>
    <message>
        <source>HTP posts its Blind rates at the table (set per room)</source>
        <comment>rules.reason.dff3edf6d6</comment>
        <translation>HTP publica sus pagos de Blind en la mesa (los fija cada sala)</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-3CP-16)</source>
        <comment>rules.reason.e0192f1bbb</comment>
        <translation>los montos del rake se anuncian en la mesa (HTP-3CP-16)</translation>
    </message>
    <message>
        <source>K17: HTP has no irregularity rules</source>
        <comment>rules.reason.e67c0be32f</comment>
        <translation>K17: HTP no tiene reglas de irregularidades</translation>
    </message>
    <message>
        <source>LC describes collection on the button and time collection, neither for stud</source>
        <comment>rules.reason.e9e8328480</comment>
        <translation>LC describe la colecta en el botón y el cobro por tiempo, ninguno para stud</translation>
    </message>
    <message>
        <source>Gaps: odd chip at PGP</source>
        <comment>rules.reason.eb0af090fb</comment>
        <translation>Gaps: ficha impar en PGP</translation>
    </message>
    <message>
        <source>K15: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.ebbfd08788</comment>
        <translation>K15: las páginas de CG no tienen reglas de irregularidades</translation>
    </message>
    <message>
        <source>CG gives no common chip</source>
        <comment>rules.reason.f643a9216e</comment>
        <translation>CG no da una ficha común</translation>
    </message>
    <message>
        <source>HTP states jackpot eligibility only for Three Card Poker</source>
        <comment>rules.reason.f6d6f3011c</comment>
        <translation>HTP indica quién puede ganar el jackpot solo para Three Card Poker</translation>
    </message>
    <message>
        <source>CG defines check-raise (CG-GL-24) without allowing or barring it</source>
        <comment>rules.reason.fb877ce35f</comment>
        <translation>CG define el check-raise (CG-GL-24) sin permitirlo ni prohibirlo</translation>
    </message>
    <message>
        <source>not stated by {house}</source>
        <comment>rules.reason.not_stated</comment>
        <translation>{house} no lo indica</translation>
    </message>
    <message>
        <source>{rule}: not stated by {house}</source>
        <comment>rules.reason.rule_not_stated</comment>
        <translation>{rule}: {house} no lo indica</translation>
    </message>
    <message>
        <source>{key}: set by the room, not by the rulebook ({reason})</source>
        <comment>rules.room_setting_missing</comment>
        <translation>{key}: lo fija la sala, no el reglamento ({reason})</translation>
    </message>
    <message>
        <source>unknown game {game} (known: {known})</source>
        <comment>rules.unknown_game</comment>
        <translation>juego desconocido {game} (conocidos: {known})</translation>
    </message>
    <message>
        <source>Take the full-game collection (${amount}) from seat {seat}&apos;s stack into the next hand&apos;s pot: the button has passed his missed blinds</source>
        <comment>seat_dues.collect.full_collection_next_pot</comment>
        <translation>Cobrar la colecta de mesa llena (${amount}) de las fichas del asiento {seat} al bote de la próxima mano: el botón ya pasó sus ciegas perdidas</translation>
    </message>
    <message>
        <source>Take the full-game collection (${amount}) from seat {seat}&apos;s stack into the pot: the button has passed his missed blinds</source>
        <comment>seat_dues.collect.full_collection_this_pot</comment>
        <translation>Cobrar la colecta de mesa llena (${amount}) de las fichas del asiento {seat} al bote: el botón ya pasó sus ciegas perdidas</translation>
    </message>
    <message>
        <source>Must-move game short-handed: call the floor to set the collection</source>
        <comment>seat_dues.floor.must_move_short_handed</comment>
        <translation>Mesa must-move con pocos jugadores: llame al floor para fijar la colecta</translation>
    </message>
    <message>
        <source>Seat {seat} cannot cover the ${amount} collection: the button stays on his seat and he is dealt out of this hand; no collection is taken</source>
        <comment>seat_dues.info.button_sits_out_short</comment>
        <translation>El asiento {seat} no puede cubrir la colecta de ${amount}: el botón se queda en su asiento y no recibe cartas en esta mano; no se cobra colecta</translation>
    </message>
    <message>
        <source>Seat {seat} dealt off: he comes back without posting once the blinds and the button have passed his seat</source>
        <comment>seat_dues.info.dealt_off</comment>
        <translation>El asiento {seat} se retiró en el reparto (dealt off): vuelve sin poner ciega una vez que las ciegas y el botón hayan pasado su asiento</translation>
    </message>
    <message>
        <source>Seat {seat}: the blinds have passed this new player twice; he carries a missed-blind button: {options}</source>
        <comment>seat_dues.info.late_newcomer</comment>
        <translation>Asiento {seat}: las ciegas ya pasaron dos veces a este jugador nuevo; lleva un botón de ciega perdida: {options}</translation>
    </message>
    <message>
        <source>Seat {seat} could not cover the collection and sat out his button hand: this hand he is all-in with what he has, unless he rebuys</source>
        <comment>seat_dues.info.short_button</comment>
        <translation>El asiento {seat} no pudo cubrir la colecta y no jugó su mano de botón: en esta mano va all-in con lo que tiene, salvo que recompre</translation>
    </message>
    <message>
        <source>Collection set by {floor} while short-handed: ${amount}</source>
        <comment>seat_dues.info.short_handed_collection_set</comment>
        <translation>Colecta fijada por {floor} con pocos jugadores: ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat} missed his button: he may come back before his big blind by paying the ${amount} button collection, which plays</source>
        <comment>seat_dues.info.skipped_button</comment>
        <translation>El asiento {seat} perdió su botón: puede volver antes de su ciega grande pagando la colecta de botón de ${amount}, que juega</translation>
    </message>
    <message>
        <source>buy the button</source>
        <comment>seat_dues.option.buy_button</comment>
        <translation>comprar el botón</translation>
    </message>
    <message>
        <source>deal in now</source>
        <comment>seat_dues.option.deal_now</comment>
        <translation>entrar ya</translation>
    </message>
    <message>
        <source>{option}</source>
        <comment>seat_dues.option.other</comment>
        <translation>{option}</translation>
    </message>
    <message>
        <source>post a big blind</source>
        <comment>seat_dues.option.post_big_blind</comment>
        <translation>poner una ciega grande</translation>
    </message>
    <message>
        <source>post in front of the button</source>
        <comment>seat_dues.option.post_in_front_of_button</comment>
        <translation>poner delante del botón</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <comment>seat_dues.option.post_missed_blinds</comment>
        <translation>poner las ciegas perdidas</translation>
    </message>
    <message>
        <source>come in with a straddle</source>
        <comment>seat_dues.option.straddle</comment>
        <translation>entrar con straddle</translation>
    </message>
    <message>
        <source>wait for the big blind</source>
        <comment>seat_dues.option.wait_for_big_blind</comment>
        <translation>esperar la ciega grande</translation>
    </message>
    <message>
        <source>the collection changes only between hands</source>
        <comment>seat_dues.refusal.collection_changes_only_between_hands</comment>
        <translation>la colecta cambia solo entre manos</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>seat_dues.refusal.floor_decision_names_floorperson_who</comment>
        <translation>una decisión del floor nombra al floor que la tomó</translation>
    </message>
    <message>
        <source>the floor sets the collection only when fewer than {SHORT_HANDED} play (LC-145)</source>
        <comment>seat_dues.refusal.floor_sets_collection_only_when</comment>
        <translation>el floor fija la colecta solo cuando juegan menos de {SHORT_HANDED} (LC-145)</translation>
    </message>
    <message>
        <source>take the full-game collection from seat(s) {owing} first: the button has passed their missed blinds (LC-131)</source>
        <comment>seat_dues.refusal.full_collection_first</comment>
        <translation>primero cobre la colecta de mesa llena de los asientos {owing}: el botón ya pasó sus ciegas perdidas (LC-131)</translation>
    </message>
    <message>
        <source>the full-game collection from seat {seat} is ${due} (LC-131)</source>
        <comment>seat_dues.refusal.full_game_collection_seat_lc</comment>
        <translation>la colecta de mesa llena del asiento {seat} es ${due} (LC-131)</translation>
    </message>
    <message>
        <source>seat {seat}: the blinds have passed this new player {passes} times, so he carries a missed-blind button; he may now: {options} (LC-39, LC-127)</source>
        <comment>seat_dues.refusal.late_newcomer_options</comment>
        <translation>asiento {seat}: las ciegas ya pasaron {passes} veces a este jugador nuevo, así que lleva un botón de ciega perdida; ahora puede: {options} (LC-39, LC-127)</translation>
    </message>
    <message>
        <source>the pot is being pushed: take the full-game collection once the hand is over; it goes into the next pot (LC-131)</source>
        <comment>seat_dues.refusal.pot_being_pushed_take_full</comment>
        <translation>el bote se está entregando: cobre la colecta de mesa llena al terminar la mano; va al próximo bote (LC-131)</translation>
    </message>
    <message>
        <source>seat changes happen between hands</source>
        <comment>seat_dues.refusal.seat_changes_happen_between_hands</comment>
        <translation>los cambios de asiento son entre manos</translation>
    </message>
    <message>
        <source>seat {seat} is empty: use a seat change (LC-88)</source>
        <comment>seat_dues.refusal.seat_empty_use_seat_change</comment>
        <translation>el asiento {seat} está libre: use un cambio de asiento (LC-88)</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: take it between hands</source>
        <comment>seat_dues.refusal.seat_hand_take_between_hands</comment>
        <translation>el asiento {seat} está en la mano: cóbrela entre manos</translation>
    </message>
    <message>
        <source>seat {from_seat} has not just played the button hand: a deal-off seat change is for the player who took his button (LC-88b)</source>
        <comment>seat_dues.refusal.seat_has_just_played_button</comment>
        <translation>el asiento {from_seat} no acaba de jugar la mano del botón: el cambio tras el botón es para quien tuvo el botón (LC-88b)</translation>
    </message>
    <message>
        <source>seat {seat} owes no full-game collection (LC-131)</source>
        <comment>seat_dues.refusal.seat_owes_no_full_game</comment>
        <translation>el asiento {seat} no debe colecta de mesa llena (LC-131)</translation>
    </message>
    <message>
        <source>a short-handed collection is between $0 and the full ${collection}</source>
        <comment>seat_dues.refusal.short_handed_collection_between_0</comment>
        <translation>una colecta de mesa corta está entre $0 y los ${collection} completos</translation>
    </message>
    <message>
        <source>a swap needs two different seats</source>
        <comment>seat_dues.refusal.swap_needs_two_different_seats</comment>
        <translation>un intercambio necesita dos asientos distintos</translation>
    </message>
    <message>
        <source>this table does not collect on the button (LC-145)</source>
        <comment>seat_dues.refusal.table_does_collect_button_lc</comment>
        <translation>esta mesa no cobra por botón (LC-145)</translation>
    </message>
    <message>
        <source>this table is not a must-move game (LC-145)</source>
        <comment>seat_dues.refusal.table_must_move_game_lc</comment>
        <translation>esta mesa no es un juego de traslado obligatorio (LC-145)</translation>
    </message>
    <message>
        <source>a floor decision is confirmed or overridden</source>
        <comment>seating.refusal.floor_decision_confirmed_overridden</comment>
        <translation>una decisión del floor se confirma o se anula</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>seating.refusal.floor_decision_names_floorperson_who</comment>
        <translation>una decisión del floor nombra al floor que la tomó</translation>
    </message>
    <message>
        <source>an override needs a reason</source>
        <comment>seating.refusal.override_needs_reason</comment>
        <translation>anular necesita un motivo</translation>
    </message>
    <message>
        <source>ruling {ruling} was already {status} by {decided_by}</source>
        <comment>seating.refusal.ruling_was_already</comment>
        <translation>la decisión {ruling} ya fue {status} por {decided_by}</translation>
    </message>
    <message>
        <source>there is no ruling {ruling}</source>
        <comment>seating.refusal.there_no_ruling</comment>
        <translation>no existe la decisión {ruling}</translation>
    </message>
    <message>
        <source>no board card is due now</source>
        <comment>session.refusal.no_board_card_due_now</comment>
        <translation>ahora no toca carta de mesa</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>session.refusal.no_card_due_now_set</comment>
        <translation>ahora no toca ninguna carta ({phase_text}): apártela y llame al floor</translation>
    </message>
    <message>
        <source>no hand has been started</source>
        <comment>session.refusal.no_hand_has_been_started</comment>
        <translation>no se ha iniciado ninguna mano</translation>
    </message>
    <message>
        <source>no pot is waiting to be pushed (LC-7)</source>
        <comment>session.refusal.no_pot_waiting_pushed_lc</comment>
        <translation>no hay bote esperando entrega (LC-7)</translation>
    </message>
    <message>
        <source>no stud street is being dealt now</source>
        <comment>session.refusal.no_stud_street_being_dealt</comment>
        <translation>ahora no se reparte ninguna calle de stud</translation>
    </message>
    <message>
        <source>no time pot was agreed (LC-147)</source>
        <comment>session.refusal.no_time_pot_was_agreed</comment>
        <translation>no se acordó un bote de tiempo (LC-147)</translation>
    </message>
    <message>
        <source>nobody is on turn now</source>
        <comment>session.refusal.nobody_turn_now</comment>
        <translation>ahora no le toca a nadie</translation>
    </message>
    <message>
        <source>none of the seats named put in enough to win a pot still to push (LC-65)</source>
        <comment>session.refusal.none_seats_named_put_enough</comment>
        <translation>ninguno de los asientos nombrados puso lo suficiente para ganar un bote aún por entregar (LC-65)</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>session.refusal.seat_empty</comment>
        <translation>el asiento {seat} está libre</translation>
    </message>
    <message>
        <source>seat {seat} owes no {replace} now</source>
        <comment>session.refusal.seat_owes_no_now</comment>
        <translation>el asiento {seat} no debe {replace} ahora</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s cards were not read: enter them to show the hand</source>
        <comment>session.refusal.seat_s_cards_were_read</comment>
        <translation>no se leyeron las cartas del asiento {seat}: márquelas para enseñar la mano</translation>
    </message>
    <message>
        <source>{where}: the room address is empty</source>
        <comment>settings.room_address_empty</comment>
        <translation>{where}: la dirección de la sala está vacía</translation>
    </message>
    <message>
        <source>{where}: room address {address}: port {port} is not a number from 1 to 65535</source>
        <comment>settings.room_address_port</comment>
        <translation>{where}: dirección de la sala {address}: el puerto {port} no es un número del 1 al 65535</translation>
    </message>
    <message>
        <source>{where}: room address {address}: {problem}</source>
        <comment>settings.room_address_unread</comment>
        <translation>{where}: dirección de la sala {address}: {problem}</translation>
    </message>
    <message>
        <source>flush</source>
        <comment>showdown_calls.claim.flush</comment>
        <translation>color</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <comment>showdown_calls.claim.four_of_a_kind</comment>
        <translation>póker</translation>
    </message>
    <message>
        <source>full house</source>
        <comment>showdown_calls.claim.full_house</comment>
        <translation>full</translation>
    </message>
    <message>
        <source>high card</source>
        <comment>showdown_calls.claim.high_card</comment>
        <translation>carta alta</translation>
    </message>
    <message>
        <source>one pair</source>
        <comment>showdown_calls.claim.one_pair</comment>
        <translation>un par</translation>
    </message>
    <message>
        <source>royal flush</source>
        <comment>showdown_calls.claim.royal_flush</comment>
        <translation>escalera real</translation>
    </message>
    <message>
        <source>straight</source>
        <comment>showdown_calls.claim.straight</comment>
        <translation>escalera</translation>
    </message>
    <message>
        <source>straight flush</source>
        <comment>showdown_calls.claim.straight_flush</comment>
        <translation>escalera de color</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <comment>showdown_calls.claim.three_of_a_kind</comment>
        <translation>trío</translation>
    </message>
    <message>
        <source>two pair</source>
        <comment>showdown_calls.claim.two_pair</comment>
        <translation>doble par</translation>
    </message>
    <message>
        <source>floor ruling (LC-7)</source>
        <comment>showdown_calls.floor_label</comment>
        <translation>decisión del floor (LC-7)</translation>
    </message>
    <message>
        <source>the award is held for review: {who} disputes it; push nothing until the floor rules (LC-7)</source>
        <comment>showdown_calls.held.dispute</comment>
        <translation>la entrega queda retenida para revisión: {who} la disputa; no entregue nada hasta que decida el floor (LC-7)</translation>
    </message>
    <message>
        <source>the award is held for review: {who} disputes it ({reason}); push nothing until the floor rules (LC-7)</source>
        <comment>showdown_calls.held.dispute_why</comment>
        <translation>la entrega queda retenida para revisión: {who} la disputa ({reason}); no entregue nada hasta que decida el floor (LC-7)</translation>
    </message>
    <message>
        <source>seat {seat} forfeits the pot for a deliberate miscall (LC-74: {reason}); push nothing until the floor gives it by a corrected award (LC-7)</source>
        <comment>showdown_calls.held.forfeit</comment>
        <translation>el asiento {seat} pierde el bote por un anuncio falso deliberado (LC-74: {reason}); no entregue nada hasta que el floor lo asigne con una entrega corregida (LC-7)</translation>
    </message>
    <message>
        <source>main pot</source>
        <comment>showdown_calls.main_pot</comment>
        <translation>bote principal</translation>
    </message>
    <message>
        <source>the award is already held for the floor (LC-7): rule on that first</source>
        <comment>showdown_calls.refusal.award_already_held_floor_lc</comment>
        <translation>la entrega ya está retenida para el floor (LC-7): decida eso primero</translation>
    </message>
    <message>
        <source>the award is already held for the floor (LC-7)</source>
        <comment>showdown_calls.refusal.award_already_held_floor_lc_2</comment>
        <translation>la entrega ya está retenida para el floor (LC-7)</translation>
    </message>
    <message>
        <source>an award is disputed after the showdown and before the pot is pushed (LC-7)</source>
        <comment>showdown_calls.refusal.award_disputed_after_showdown_before</comment>
        <translation>una entrega se disputa tras el showdown y antes de entregar el bote (LC-7)</translation>
    </message>
    <message>
        <source>an award that stands takes no new shares</source>
        <comment>showdown_calls.refusal.award_stands_takes_no_new</comment>
        <translation>una entrega que se mantiene no admite partes nuevas</translation>
    </message>
    <message>
        <source>the board is announced at the showdown, before the player mucks (PGP-HE-08)</source>
        <comment>showdown_calls.refusal.board_announced_showdown_before_player</comment>
        <translation>la mesa se anuncia en el showdown, antes de que el jugador tire al muck (PGP-HE-08)</translation>
    </message>
    <message>
        <source>a corrected award must share out exactly the pots still to push</source>
        <comment>showdown_calls.refusal.corrected_award_must_share_out</comment>
        <translation>una entrega corregida debe repartir exactamente los botes aún por entregar</translation>
    </message>
    <message>
        <source>a corrected award needs the floor&apos;s reason</source>
        <comment>showdown_calls.refusal.corrected_award_needs_floor_s</comment>
        <translation>una entrega corregida necesita el motivo del floor</translation>
    </message>
    <message>
        <source>every share must be a positive amount</source>
        <comment>showdown_calls.refusal.every_share_must_positive_amount</comment>
        <translation>cada parte debe ser un monto positivo</translation>
    </message>
    <message>
        <source>the floor rules {items}, not {decision!r}</source>
        <comment>showdown_calls.refusal.floor_rules</comment>
        <translation>el floor decide {items}, no {decision!r}</translation>
    </message>
    <message>
        <source>the floorperson who rules must be named (LC-74)</source>
        <comment>showdown_calls.refusal.floorperson_who_rules_must_named</comment>
        <translation>hay que nombrar al floor que decide (LC-74)</translation>
    </message>
    <message>
        <source>the floorperson who rules must be named (LC-7)</source>
        <comment>showdown_calls.refusal.floorperson_who_rules_must_named_2</comment>
        <translation>hay que nombrar al floor que decide (LC-7)</translation>
    </message>
    <message>
        <source>a forfeited pot needs the floor&apos;s reason (LC-74)</source>
        <comment>showdown_calls.refusal.forfeited_pot_needs_floor_s</comment>
        <translation>un bote confiscado necesita el motivo del floor (LC-74)</translation>
    </message>
    <message>
        <source>give each corrected share as a pot and a seat</source>
        <comment>showdown_calls.refusal.give_each_corrected_share_pot</comment>
        <translation>indique cada parte corregida como un bote y un asiento</translation>
    </message>
    <message>
        <source>give each corrected share as a pot, a seat and an amount</source>
        <comment>showdown_calls.refusal.give_each_corrected_share_pot_2</comment>
        <translation>indique cada parte corregida como un bote, un asiento y un monto</translation>
    </message>
    <message>
        <source>{wrong!r} is not a half of a pot</source>
        <comment>showdown_calls.refusal.half_pot</comment>
        <translation>{wrong!r} no es una mitad de un bote</translation>
    </message>
    <message>
        <source>a hand is called only once the cards are out</source>
        <comment>showdown_calls.refusal.hand_called_only_once_cards</comment>
        <translation>una mano se anuncia solo cuando las cartas ya salieron</translation>
    </message>
    <message>
        <source>this house takes no &apos;board plays&apos; announcement (K11): a tabled hand is read with the board</source>
        <comment>showdown_calls.refusal.house_takes_no_board_plays</comment>
        <translation>esta casa no acepta el anuncio &apos;juega la mesa&apos; (K11): una mano mostrada se lee con la mesa</translation>
    </message>
    <message>
        <source>LC-72: at this house a player plays the board only by tabling his cards; an announcement wins no share</source>
        <comment>showdown_calls.refusal.lc_72_house_player_plays</comment>
        <translation>LC-72: en esta casa un jugador juega la mesa solo mostrando sus cartas; un anuncio no gana parte</translation>
    </message>
    <message>
        <source>name the hand as one of: {items}</source>
        <comment>showdown_calls.refusal.name_hand_one</comment>
        <translation>nombre la mano como una de: {items}</translation>
    </message>
    <message>
        <source>{pot_name}: name its winners, or the winners of both its high and its low half (LC-27c)</source>
        <comment>showdown_calls.refusal.name_winners_winners_both_high</comment>
        <translation>{pot_name}: nombre sus ganadores, o los ganadores de sus mitades alta y baja (LC-27c)</translation>
    </message>
    <message>
        <source>no award is held for the floor</source>
        <comment>showdown_calls.refusal.no_award_held_floor</comment>
        <translation>no hay entrega retenida para el floor</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>showdown_calls.refusal.no_hand_progress</comment>
        <translation>no hay ninguna mano en curso</translation>
    </message>
    <message>
        <source>nobody sits in seat {seat}</source>
        <comment>showdown_calls.refusal.nobody_sits_seat</comment>
        <translation>nadie está sentado en el asiento {seat}</translation>
    </message>
    <message>
        <source>only cards shown before the showdown are an exposure (LC-76); at the showdown the hand is shown</source>
        <comment>showdown_calls.refusal.only_cards_shown_before_showdown</comment>
        <translation>solo las cartas mostradas antes del showdown son una exposición (LC-76); en el showdown la mano se enseña</translation>
    </message>
    <message>
        <source>only a high-low game splits a pot into high and low halves</source>
        <comment>showdown_calls.refusal.only_high_low_game_splits</comment>
        <translation>solo un juego alta-baja divide un bote en mitades alta y baja</translation>
    </message>
    <message>
        <source>a pot is forfeited once the hands are shown and before any of it is pushed (LC-74)</source>
        <comment>showdown_calls.refusal.pot_forfeited_once_hands_are</comment>
        <translation>un bote se confisca una vez mostradas las manos y antes de entregar nada (LC-74)</translation>
    </message>
    <message>
        <source>pot {pot} is not waiting to be pushed</source>
        <comment>showdown_calls.refusal.pot_waiting_pushed</comment>
        <translation>el bote {pot} no espera entrega</translation>
    </message>
    <message>
        <source>seat {to_seat} is not another player in the hand: record it as shown to a non-player (LC-77)</source>
        <comment>showdown_calls.refusal.seat_another_player_hand_record</comment>
        <translation>el asiento {to_seat} no es otro jugador de la mano: anótelo como mostrado a alguien que no juega (LC-77)</translation>
    </message>
    <message>
        <source>seat {short} did not put in enough to win the {pot_name} (LC-65)</source>
        <comment>showdown_calls.refusal.seat_did_put_enough_win</comment>
        <translation>el asiento {short} no puso lo suficiente para ganar el {pot_name} (LC-65)</translation>
    </message>
    <message>
        <source>seat {seat} does not hold {wrong}</source>
        <comment>showdown_calls.refusal.seat_does_hold</comment>
        <translation>el asiento {seat} no tiene {wrong}</translation>
    </message>
    <message>
        <source>seat {forfeited} forfeited the pot (LC-74): the floor gives it by a corrected award</source>
        <comment>showdown_calls.refusal.seat_forfeited_pot_lc_74</comment>
        <translation>el asiento {forfeited} perdió el bote (LC-74): el floor lo entrega con una entrega corregida</translation>
    </message>
    <message>
        <source>seat {stray} forfeited the pot (LC-74)</source>
        <comment>showdown_calls.refusal.seat_forfeited_pot_lc_74_2</comment>
        <translation>el asiento {stray} perdió el bote (LC-74)</translation>
    </message>
    <message>
        <source>seat {seat} has already announced the board</source>
        <comment>showdown_calls.refusal.seat_has_already_announced_board</comment>
        <translation>el asiento {seat} ya anunció la mesa</translation>
    </message>
    <message>
        <source>seat {seat} has mucked: too late to announce the board (PGP-HE-08)</source>
        <comment>showdown_calls.refusal.seat_has_mucked_too_late</comment>
        <translation>el asiento {seat} tiró al muck: demasiado tarde para anunciar la mesa (PGP-HE-08)</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>showdown_calls.refusal.seat_has_no_live_hand</comment>
        <translation>el asiento {seat} no tiene mano viva</translation>
    </message>
    <message>
        <source>seat {stray} has no live hand</source>
        <comment>showdown_calls.refusal.seat_has_no_live_hand_2</comment>
        <translation>el asiento {stray} no tiene mano viva</translation>
    </message>
    <message>
        <source>seat {seat} made no wrong call that another player gave up on, still waiting for the floor (LC-74)</source>
        <comment>showdown_calls.refusal.seat_made_no_wrong_call</comment>
        <translation>el asiento {seat} no hizo un anuncio erróneo por el que otro jugador abandonara, pendiente del floor (LC-74)</translation>
    </message>
    <message>
        <source>{pot_name}: a seat is named twice for one share</source>
        <comment>showdown_calls.refusal.seat_named_twice_one_share</comment>
        <translation>{pot_name}: un asiento aparece dos veces en una parte</translation>
    </message>
    <message>
        <source>seat {seat} showed no cards to an active player that are still to be shown (LC-77)</source>
        <comment>showdown_calls.refusal.seat_showed_no_cards_active</comment>
        <translation>el asiento {seat} no mostró a un jugador activo cartas que falten por enseñar (LC-77)</translation>
    </message>
    <message>
        <source>Seat {seat} called {claim} but holds {actual}</source>
        <comment>showdown_calls.said</comment>
        <translation>El asiento {seat} cantó {claim} pero tiene {actual}</translation>
    </message>
    <message>
        <source>seat {seat}{cards_text}</source>
        <comment>showdown_calls.seat_cards</comment>
        <translation>asiento {seat}{cards_text}</translation>
    </message>
    <message>
        <source>side pot {index}</source>
        <comment>showdown_calls.side_pot</comment>
        <translation>bote lateral {index}</translation>
    </message>
    <message>
        <source>Call the floor: {held}</source>
        <comment>showdown_calls.step.call_floor</comment>
        <translation>Llame al floor: {held}</translation>
    </message>
    <message>
        <source>Call the floor: {said}, and seat(s) {items} mucked after the call: possible deliberate miscall; the pot may be forfeited at management&apos;s discretion</source>
        <comment>showdown_calls.step.call_floor_seat_s_mucked</comment>
        <translation>Llame al floor: {said}, y el asiento o asientos {items} tiraron al muck después del anuncio: posible anuncio falso deliberado; la gerencia puede confiscar el bote</translation>
    </message>
    <message>
        <source>Cards speak: {said}; the hand is read as {actual}</source>
        <comment>showdown_calls.step.cards_speak_hand_read</comment>
        <translation>Las cartas hablan: {said}; la mano se lee como {actual}</translation>
    </message>
    <message>
        <source>Low not decided yet: the board&apos;s different low ranks so far are {named}; it needs {need} more different ranks of 8 or lower</source>
        <comment>showdown_calls.step.low_decided_yet_board_s</comment>
        <translation>Baja aún sin decidir: los rangos bajos distintos de la mesa hasta ahora son {named}; faltan {need} rangos distintos de 8 o menos</translation>
    </message>
    <message>
        <source>Low not decided yet: the board&apos;s different low ranks so far are {named}; it needs 1 more different rank of 8 or lower</source>
        <comment>showdown_calls.step.low_decided_yet_one_rank</comment>
        <translation>Baja aún sin decidir: los rangos bajos distintos de la mesa hasta ahora son {named}; falta 1 rango distinto de 8 o menos</translation>
    </message>
    <message>
        <source>Low possible: the board&apos;s different low ranks (8 or lower) are {named}</source>
        <comment>showdown_calls.step.low_possible_board_s_different</comment>
        <translation>Baja posible: los rangos bajos distintos de la mesa (8 o menos) son {named}</translation>
    </message>
    <message>
        <source>No low possible: the board&apos;s only different low ranks (8 or lower) are {named}, fewer than three; the high hand takes the whole pot</source>
        <comment>showdown_calls.step.no_low_possible_board_s</comment>
        <translation>No hay baja posible: los únicos rangos bajos distintos de la mesa (8 o menos) son {named}, menos de tres; la mano alta gana todo el bote</translation>
    </message>
    <message>
        <source>{text}; to play the board he says so before mucking</source>
        <comment>showdown_calls.step.play_board_he_says_so</comment>
        <translation>{text}; para jugar la mesa lo dice antes de tirar al muck</translation>
    </message>
    <message>
        <source>Seat {seat} announced that the board plays: mucked, he shares as the board</source>
        <comment>showdown_calls.step.seat_announced_board_plays_mucked</comment>
        <translation>El asiento {seat} anunció que juega la mesa: tiró al muck y comparte como la mesa</translation>
    </message>
    <message>
        <source>Seat {seat} showed his cards{cards_text} to a non-player: they are shown to everyone when the hand ends</source>
        <comment>showdown_calls.step.seat_showed_cards_non_player</comment>
        <translation>El asiento {seat} enseñó sus cartas{cards_text} a alguien que no juega: se enseñan a todos al final de la mano</translation>
    </message>
    <message>
        <source>Seat {seat} showed his cards{cards_text} to seat {to_seat}: any player still in the hand may ask to see them now</source>
        <comment>showdown_calls.step.seat_showed_cards_seat_any</comment>
        <translation>El asiento {seat} enseñó sus cartas{cards_text} al asiento {to_seat}: cualquier jugador aún en la mano puede pedir verlas ahora</translation>
    </message>
    <message>
        <source>Show the cards of {seats} to everyone (shown to a non-player during the hand), then: {text}</source>
        <comment>showdown_calls.step.show_cards_everyone_shown_non</comment>
        <translation>Enseñe las cartas de {seats} a todos (se enseñaron a alguien que no juega durante la mano), luego: {text}</translation>
    </message>
    <message>
        <source>the dealer</source>
        <comment>showdown_calls.who.dealer</comment>
        <translation>el dealer</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>showdown_calls.who.seat</comment>
        <translation>el asiento {seat}</translation>
    </message>
    <message>
        <source>{name} is already active</source>
        <comment>staff.admin.already_active</comment>
        <translation>{name} ya está activo</translation>
    </message>
    <message>
        <source>{name} is already inactive</source>
        <comment>staff.admin.already_inactive</comment>
        <translation>{name} ya está inactivo</translation>
    </message>
    <message>
        <source>{name} is already {role}</source>
        <comment>staff.admin.already_role</comment>
        <translation>{name} ya es {role}</translation>
    </message>
    <message>
        <source>present the new member&apos;s badge to the reader first</source>
        <comment>staff.admin.badge_first</comment>
        <translation>primero presente el gafete del nuevo miembro al lector</translation>
    </message>
    <message>
        <source>badge {badge} was {name}&apos;s until it was replaced, and a replaced badge is never given out again: {instead}</source>
        <comment>staff.admin.badge_retired</comment>
        <translation>el gafete {badge} era de {name} hasta que se reemplazó, y un gafete reemplazado nunca se vuelve a entregar: {instead}</translation>
    </message>
    <message>
        <source>badge {badge} already belongs to {name}: {instead}</source>
        <comment>staff.admin.badge_taken</comment>
        <translation>el gafete {badge} ya pertenece a {name}: {instead}</translation>
    </message>
    <message>
        <source>change that member instead</source>
        <comment>staff.admin.change_instead</comment>
        <translation>cambie a ese miembro en su lugar</translation>
    </message>
    <message>
        <source>type {name}&apos;s corrected name first</source>
        <comment>staff.admin.corrected_name_first</comment>
        <translation>primero escriba el nombre corregido de {name}</translation>
    </message>
    <message>
        <source>deactivate {name}</source>
        <comment>staff.admin.deactivate</comment>
        <translation>desactivar a {name}</translation>
    </message>
    <message>
        <source>present a badge nobody holds</source>
        <comment>staff.admin.free_badge</comment>
        <translation>presente un gafete que nadie tenga</translation>
    </message>
    <message>
        <source>cannot {doing}: {name} is the last active admin, and nobody could change staff afterwards. Make another admin first</source>
        <comment>staff.admin.last_admin</comment>
        <translation>no se puede {doing}: {name} es el último admin activo, y después nadie podría cambiar el personal. Primero nombre otro admin</translation>
    </message>
    <message>
        <source>make {name} {role}</source>
        <comment>staff.admin.make_role</comment>
        <translation>hacer a {name} {role}</translation>
    </message>
    <message>
        <source>type the new member&apos;s name first</source>
        <comment>staff.admin.name_first</comment>
        <translation>primero escriba el nombre del nuevo miembro</translation>
    </message>
    <message>
        <source>present {name}&apos;s new badge to the reader first</source>
        <comment>staff.admin.new_badge_first</comment>
        <translation>primero presente al lector el gafete nuevo de {name}</translation>
    </message>
    <message>
        <source>no staff member has badge {badge}</source>
        <comment>staff.admin.no_such_badge</comment>
        <translation>ningún miembro del personal tiene el gafete {badge}</translation>
    </message>
    <message>
        <source>{role} is not a role: {roles}</source>
        <comment>staff.admin.not_a_role</comment>
        <translation>{role} no es una función: {roles}</translation>
    </message>
    <message>
        <source>{name} is no longer an active admin: only an admin changes staff and roles</source>
        <comment>staff.admin.not_admin</comment>
        <translation>{name} ya no es un admin activo: solo un admin cambia el personal y las funciones</translation>
    </message>
    <message>
        <source>badge {badge} is the one {name} has now: present the new badge</source>
        <comment>staff.admin.same_badge</comment>
        <translation>el gafete {badge} es el que {name} tiene ahora: presente el gafete nuevo</translation>
    </message>
    <message>
        <source>the name on record is already {name}</source>
        <comment>staff.admin.same_name</comment>
        <translation>el nombre registrado ya es {name}</translation>
    </message>
    <message>
        <source>{least} to {most} digits</source>
        <comment>staff.pin.digits</comment>
        <translation>de {least} a {most} dígitos</translation>
    </message>
    <message>
        <source>a PIN is {least} to {most} digits</source>
        <comment>staff.pin.length</comment>
        <translation>un PIN tiene de {least} a {most} dígitos</translation>
    </message>
    <message>
        <source>PIN not changed: {problem}</source>
        <comment>staff.pin.not_changed</comment>
        <translation>PIN sin cambiar: {problem}</translation>
    </message>
    <message>
        <source>a {role}&apos;s PIN is {least} to {most} digits</source>
        <comment>staff.pin.role_length</comment>
        <translation>el PIN de un {role} tiene de {least} a {most} dígitos</translation>
    </message>
    <message>
        <source>PIN not changed: choose a PIN other than the old one</source>
        <comment>staff.pin.same_as_old</comment>
        <translation>PIN sin cambiar: elija un PIN distinto del anterior</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN is too short for {role}: choose a new PIN of {least} to {most} digits</source>
        <comment>staff.pin.too_short_for_role</comment>
        <translation>el PIN de {name} es demasiado corto para {role}: elija un PIN nuevo de {least} a {most} dígitos</translation>
    </message>
    <message>
        <source>admin</source>
        <comment>staff.role.admin</comment>
        <translation>admin</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>staff.role.dealer</comment>
        <translation>dealer</translation>
    </message>
    <message>
        <source>floor</source>
        <comment>staff.role.floor</comment>
        <translation>floor</translation>
    </message>
    <message>
        <source>supervisor</source>
        <comment>staff.role.supervisor</comment>
        <translation>supervisor</translation>
    </message>
    <message>
        <source>{roles} or {last}</source>
        <comment>staff.roles.either</comment>
        <translation>{roles} o {last}</translation>
    </message>
    <message>
        <source>a floorperson must decide</source>
        <comment>staff.sign_in.floor_decides</comment>
        <translation>debe decidir un floor</translation>
    </message>
    <message>
        <source>this badge&apos;s PIN record is not valid: an admin must reset the PIN</source>
        <comment>staff.sign_in.invalid_record</comment>
        <translation>el registro del PIN de este gafete no es válido: un admin debe restablecer el PIN</translation>
    </message>
    <message>
        <source>too many wrong PINs: this badge is locked for {wait} more</source>
        <comment>staff.sign_in.locked</comment>
        <translation>demasiados PIN incorrectos: este gafete queda bloqueado {wait} más</translation>
    </message>
    <message>
        <source>badge or PIN not recognised</source>
        <comment>staff.sign_in.not_recognised</comment>
        <translation>gafete o PIN no reconocido</translation>
    </message>
    <message>
        <source>badge or PIN not recognised: {failures} wrong PINs, this badge is locked for {wait}</source>
        <comment>staff.sign_in.now_locked</comment>
        <translation>gafete o PIN no reconocido: {failures} PIN incorrectos, este gafete queda bloqueado {wait}</translation>
    </message>
    <message>
        <source>only {roles} may sign in here</source>
        <comment>staff.sign_in.only_roles</comment>
        <translation>solo {roles} puede iniciar sesión aquí</translation>
    </message>
    <message>
        <source>this badge was replaced and no longer signs in: use the new badge</source>
        <comment>staff.sign_in.replaced</comment>
        <translation>este gafete fue reemplazado y ya no inicia sesión: use el gafete nuevo</translation>
    </message>
    <message>
        <source>{name} is {role}: {needed}</source>
        <comment>staff.sign_in.wrong_role</comment>
        <translation>{name} es {role}: {needed}</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <comment>stats.period.month</comment>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <source>Today</source>
        <comment>stats.period.today</comment>
        <translation>Hoy</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <comment>stats.period.week</comment>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <source>name the other table the player is called to</source>
        <comment>stepping_away.refusal.name_other_table_player_called</comment>
        <translation>indique la otra mesa a la que se llama al jugador</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>stepping_away.refusal.seat</comment>
        <translation>el asiento {seat} es de {player}, no de {player2}</translation>
    </message>
    <message>
        <source>seat {seat} already has a hold button</source>
        <comment>stepping_away.refusal.seat_already_has_hold_button</comment>
        <translation>el asiento {seat} ya tiene un botón de espera</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>stepping_away.refusal.seat_empty</comment>
        <translation>el asiento {seat} está libre</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: he goes to his new table when the hand is over</source>
        <comment>stepping_away.refusal.seat_hand_he_goes_new</comment>
        <translation>el asiento {seat} está en la mano: va a su nueva mesa cuando termine la mano</translation>
    </message>
    <message>
        <source>seat {seat} has missed a blind: his seat carries a missed-blind button, not a hold button (LC-GL-33, LC-97)</source>
        <comment>stepping_away.refusal.seat_has_missed_blind_seat</comment>
        <translation>el asiento {seat} perdió una ciega: su asiento lleva botón de ciega perdida, no de espera (LC-GL-33, LC-97)</translation>
    </message>
    <message>
        <source>seat {seat} is playing: a hold button marks a new player, one not entitled to a hand, or one away who has not missed a blind (LC-GL-33)</source>
        <comment>stepping_away.refusal.seat_playing_hold_button_marks</comment>
        <translation>el asiento {seat} está jugando: un botón de espera marca a un jugador nuevo, a uno sin derecho a mano o a uno ausente que no perdió ciega (LC-GL-33)</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be opened ({error})</source>
        <comment>storage.cannot_open</comment>
        <translation>el registro de manos {path} no se puede abrir ({error})</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be written ({error}): nothing can be saved</source>
        <comment>storage.cannot_write</comment>
        <translation>no se puede escribir en el registro de manos {path} ({error}): no se puede guardar nada</translation>
    </message>
    <message>
        <source>the hand log {path} is damaged ({error}); keep the file and call a supervisor</source>
        <comment>storage.damaged</comment>
        <translation>el registro de manos {path} está dañado ({error}); guarde el archivo y llame a un supervisor</translation>
    </message>
    <message>
        <source>the disk holding {path} is full: nothing was saved; free space first</source>
        <comment>storage.disk_full</comment>
        <translation>el disco de {path} está lleno: no se guardó nada; libere espacio primero</translation>
    </message>
    <message>
        <source>{path} is a folder, not a hand log</source>
        <comment>storage.is_folder</comment>
        <translation>{path} es una carpeta, no un registro de manos</translation>
    </message>
    <message>
        <source>the hand log {path} is in use by another program; close it (or wait) and try again</source>
        <comment>storage.locked</comment>
        <translation>otro programa está usando el registro de manos {path}; ciérrelo (o espere) e intente de nuevo</translation>
    </message>
    <message>
        <source>there is no hand log at {path}</source>
        <comment>storage.missing</comment>
        <translation>no hay registro de manos en {path}</translation>
    </message>
    <message>
        <source>{path}: cannot switch the hand log to WAL mode</source>
        <comment>storage.no_wal</comment>
        <translation>{path}: no se puede pasar el registro de manos al modo WAL</translation>
    </message>
    <message>
        <source>{path} is not a regular file, so not a hand log</source>
        <comment>storage.not_a_file</comment>
        <translation>{path} no es un archivo normal, así que no es un registro de manos</translation>
    </message>
    <message>
        <source>{path} is not a Dealer Assist hand log (not an SQLite database)</source>
        <comment>storage.not_a_log</comment>
        <translation>{path} no es un registro de manos de Dealer Assist (no es una base de datos SQLite)</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a Dealer Assist hand log</source>
        <comment>storage.not_our_log</comment>
        <translation>{path} es una base de datos SQLite pero no un registro de manos de Dealer Assist</translation>
    </message>
    <message>
        <source>{path} is an SQLite database of another program, not a Dealer Assist hand log: it was left exactly as it was</source>
        <comment>storage.other_program</comment>
        <translation>{path} es una base de datos SQLite de otro programa, no un registro de manos de Dealer Assist: se dejó exactamente como estaba</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be written (read-only file or folder): nothing was saved</source>
        <comment>storage.read_only</comment>
        <translation>no se puede escribir en el registro de manos {path} (archivo o carpeta de solo lectura): no se guardó nada</translation>
    </message>
    <message>
        <source>the hand log {path} is on read-only media with changes still in {wal}: copy both files to a writable folder and read the copy</source>
        <comment>storage.read_only_media</comment>
        <translation>el registro de manos {path} está en un medio de solo lectura con cambios aún en {wal}: copie ambos archivos a una carpeta con escritura y lea la copia</translation>
    </message>
    <message>
        <source>{path} is marked as a hand log but has no {tables} table: it is not one this program can read</source>
        <comment>storage.tables_missing</comment>
        <translation>{path} está marcado como registro de manos pero no tiene la tabla {tables}: este programa no puede leerlo</translation>
    </message>
    <message>
        <source>{path} was written by a newer Dealer Assist (log version {version}); update this program to read it</source>
        <comment>storage.too_new</comment>
        <translation>{path} fue escrito por un Dealer Assist más nuevo (versión de registro {version}); actualice este programa para leerlo</translation>
    </message>
    <message>
        <source>the hand log {path} could not be used: {error}</source>
        <comment>storage.unusable</comment>
        <translation>no se pudo usar el registro de manos {path}: {error}</translation>
    </message>
    <message>
        <source>{street} being dealt</source>
        <comment>stud.phase.being_dealt</comment>
        <translation>se reparte la {street}</translation>
    </message>
    <message>
        <source>{street} betting</source>
        <comment>stud.phase.betting</comment>
        <translation>ronda de apuestas de {street}</translation>
    </message>
    <message>
        <source>Burn one card</source>
        <comment>stud.plan.burn_one</comment>
        <translation>Queme una carta</translation>
    </message>
    <message>
        <source>Deal all {count} cards face down WITHOUT a burn</source>
        <comment>stud.plan.deal_all_no_burn</comment>
        <translation>Reparta las {count} cartas boca abajo SIN quemar</translation>
    </message>
    <message>
        <source>Deal {count} cards face down</source>
        <comment>stud.plan.deal_down</comment>
        <translation>Reparta {count} cartas boca abajo</translation>
    </message>
    <message>
        <source>Deal {count} cards face down from the stub, keeping its last card</source>
        <comment>stud.plan.deal_from_stub</comment>
        <translation>Reparta {count} cartas boca abajo del resto de la baraja, guardando su última carta</translation>
    </message>
    <message>
        <source>Deal the last {count} cards face down</source>
        <comment>stud.plan.deal_last</comment>
        <translation>Reparta las últimas {count} cartas boca abajo</translation>
    </message>
    <message>
        <source>Mix that card with the {burns} burn cards, cut, and burn one</source>
        <comment>stud.plan.mix_with_burns</comment>
        <translation>Mezcle esa carta con las {burns} cartas quemadas, corte y queme una</translation>
    </message>
    <message>
        <source>Deal ONE community card face up for all players</source>
        <comment>stud.plan.one_community</comment>
        <translation>Reparta UNA carta comunitaria boca arriba para todos los jugadores</translation>
    </message>
    <message>
        <source>Not enough cards for everyone: burn one card</source>
        <comment>stud.plan.short_burn_one</comment>
        <translation>No hay cartas para todos: queme una carta</translation>
    </message>
    <message>
        <source>Not enough cards for everyone: mix the stub with the burn cards and cut</source>
        <comment>stud.plan.short_mix</comment>
        <translation>No hay cartas para todos: mezcle el resto de la baraja con las quemadas y corte</translation>
    </message>
    <message>
        <source>seat {seat} has the low card and must bring it in or complete (CG-STD-04, HTP-STD-01, LC-GL-09)</source>
        <comment>stud.refusal.seat_has_low_card_must</comment>
        <translation>el asiento {seat} tiene la carta baja y debe hacer el bring-in o completar (CG-STD-04, HTP-STD-01, LC-GL-09)</translation>
    </message>
    <message>
        <source>{player} takes all his chips, ${stack}, not ${stack2}</source>
        <comment>stepping_away.refusal.takes_all_chips</comment>
        <translation>{player} se lleva todas sus fichas, ${stack}, no ${stack2}</translation>
    </message>
    <message>
        <source>Collect ${time_collection} time from seat(s) {items} before their next hand; with no waiting list a player may play to his big blind and leave without paying</source>
        <comment>procedure.step.collect_time_no_waiting_list</comment>
        <translation>Cobrar ${time_collection} de tiempo a los asientos {items} antes de su próxima mano; sin lista de espera, un jugador puede jugar hasta su ciega grande e irse sin pagar</translation>
    </message>
    <message>
        <source>Collect ${time_collection} time from seat(s) {items} before their next hand</source>
        <comment>procedure.step.collect_time_seat_s_before</comment>
        <translation>Cobrar ${time_collection} de tiempo a los asientos {items} antes de su próxima mano</translation>
    </message>
    <message>
        <source>{kind}: field {field}: {why}</source>
        <comment>room.board.not_spread</comment>
        <translation>{kind}: campo {field}: {why}</translation>
    </message>
    <message>
        <source>{kind}: a field of this record cannot be read ({exc})</source>
        <comment>room.board.unreadable</comment>
        <translation>{kind}: un campo de este registro no se puede leer ({exc})</translation>
    </message>
    <message>
        <source>the room store is out of reach, so whether {player} left this game at another table is not known: the floor decides; the table keeps working</source>
        <comment>room.buy_ins.room_out_of_reach</comment>
        <translation>no se alcanza la sala, así que no se sabe si {player} dejó este juego en otra mesa: decide el floor; la mesa sigue funcionando</translation>
    </message>
    <message>
        <source>{game} {limit}</source>
        <comment>room.game_label</comment>
        <translation>{game} {limit}</translation>
    </message>
    <message>
        <source>the room has no house profile</source>
        <comment>room.house.no_profile</comment>
        <translation>la sala no tiene perfil de casa</translation>
    </message>
    <message>
        <source>finish the blinds and the button</source>
        <comment>room.must_move.choice_finish_blinds</comment>
        <translation>terminar las ciegas y el botón</translation>
    </message>
    <message>
        <source>move now</source>
        <comment>room.must_move.choice_move_now</comment>
        <translation>cambiar ya</translation>
    </message>
    <message>
        <source>play to his big blind and quit</source>
        <comment>room.must_move.choice_play_to_big_blind</comment>
        <translation>jugar hasta su ciega grande y retirarse</translation>
    </message>
    <message>
        <source>no {game_label} game is running to protect: a must-move needs a main game of the same type and limit</source>
        <comment>room.must_move.no_game_running</comment>
        <translation>no hay partida de {game_label} en marcha que proteger: una must-move necesita una partida principal del mismo tipo y límite</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <comment>rules.at_least_one</comment>
        <translation>debe ser 1 o más</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>rules.blind.button</comment>
        <translation>ciega del botón</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>rules.blind.small</comment>
        <translation>ciega pequeña</translation>
    </message>
    <message>
        <source>{amount} is not a multiple of the chip unit {unit} (LC-68)</source>
        <comment>rules.blind_not_in_chips</comment>
        <translation>{amount} no es múltiplo de la ficha mínima {unit} (LC-68)</translation>
    </message>
    <message>
        <source>{kind} {amount} is larger than the big blind {big}</source>
        <comment>rules.blind_over_big</comment>
        <translation>la {kind} de {amount} es mayor que la ciega grande de {big}</translation>
    </message>
    <message>
        <source>bring-in ceiling {high} is below the floor {low}</source>
        <comment>rules.bring_in_ceiling_low</comment>
        <translation>el tope del bring-in {high} es menor que el mínimo {low}</translation>
    </message>
    <message>
        <source>completion {full} is below the bring-in ceiling {high}</source>
        <comment>rules.completion_low</comment>
        <translation>el completar a {full} es menor que el tope del bring-in {high}</translation>
    </message>
    <message>
        <source>{house} {game}: the rulebook names no limits, the room must list them in its own profile file ({reason})</source>
        <comment>rules.limits_by_room</comment>
        <translation>{house} {game}: el reglamento no nombra límites; la sala debe listarlos en su propio archivo de perfil ({reason})</translation>
    </message>
    <message>
        <source>the floor rules that the raise stands or is a call (LC-62, LC-64)</source>
        <comment>string_raises.refusal.floor_rules_raise_stands_call</comment>
        <translation>el floor decide si la subida se mantiene o queda como igualar (LC-62, LC-64)</translation>
    </message>
    <message>
        <source>a player cannot object to his own raise</source>
        <comment>string_raises.refusal.player_cannot_object_own_raise</comment>
        <translation>un jugador no puede objetar su propia subida</translation>
    </message>
    <message>
        <source>seat {by} has no live hand: only a player still in the hand may call a string raise; the objection is ignored (LC-62)</source>
        <comment>string_raises.refusal.seat_has_no_live_hand</comment>
        <translation>el asiento {by} no tiene mano viva: solo un jugador en la mano puede objetar una subida en dos tiempos; la objeción se ignora (LC-62)</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s questioned raise has already been changed</source>
        <comment>string_raises.refusal.seat_s_questioned_raise_has</comment>
        <translation>la subida objetada del asiento {seat} ya se cambió</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s raise is already before the floor</source>
        <comment>string_raises.refusal.seat_s_raise_already_before</comment>
        <translation>la subida del asiento {seat} ya está ante el floor</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s raise stands: seats {sorted} have acted after it (LC-62)</source>
        <comment>string_raises.refusal.seat_s_raise_stands_seats</comment>
        <translation>la subida del asiento {seat} se mantiene: los asientos {sorted} actuaron después (LC-62)</translation>
    </message>
    <message>
        <source>someone has acted behind seat {seat}: the raise stands (LC-63)</source>
        <comment>string_raises.refusal.someone_has_acted_behind_seat</comment>
        <translation>alguien actuó después del asiento {seat}: la subida se mantiene (LC-63)</translation>
    </message>
    <message>
        <source>3rd street&apos;s one burn comes before its first card (LC-GL-10)</source>
        <comment>stud.refusal.3rd_street_s_one_burn</comment>
        <translation>la única quemada de la 3ª calle va antes de su primera carta (LC-GL-10)</translation>
    </message>
    <message>
        <source>{clash} is already in play: fouled deck (LC-105)</source>
        <comment>stud.refusal.already_play_fouled_deck_lc</comment>
        <translation>{clash} ya está en juego: baraja viciada (LC-105)</translation>
    </message>
    <message>
        <source>a burn card comes only before a street&apos;s first card</source>
        <comment>stud.refusal.burn_card_comes_only_before</comment>
        <translation>la carta quemada va solo antes de la primera carta de una calle</translation>
    </message>
    <message>
        <source>burn only after seat {seat} posts the {replace} (${total})</source>
        <comment>stud.refusal.burn_only_after_seat_posts</comment>
        <translation>queme solo después de que el asiento {seat} ponga {replace} (${total})</translation>
    </message>
    <message>
        <source>deal only after seat {seat} posts the {replace} (${total})</source>
        <comment>stud.refusal.deal_only_after_seat_posts</comment>
        <translation>reparta solo después de que el asiento {seat} ponga {replace} (${total})</translation>
    </message>
    <message>
        <source>hands are shown only after the deal and before the pot is pushed</source>
        <comment>stud.refusal.hands_are_shown_only_after</comment>
        <translation>las manos se enseñan solo después del reparto y antes de entregar el bote</translation>
    </message>
    <message>
        <source>this house burns no card before 3rd street (the first burn comes before 4th street)</source>
        <comment>stud.refusal.house_burns_no_card_before</comment>
        <translation>esta casa no quema carta antes de la 3ª calle (la primera quemada va antes de la 4ª calle)</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text})</source>
        <comment>stud.refusal.no_card_due_now</comment>
        <translation>ahora no toca ninguna carta ({phase_text})</translation>
    </message>
    <message>
        <source>only a 7th-street card dealt during 6th-street betting is kept (LC-121)</source>
        <comment>stud.refusal.only_7th_street_card_dealt</comment>
        <translation>solo se conserva una carta de 7ª calle repartida durante las apuestas de la 6ª calle (LC-121)</translation>
    </message>
    <message>
        <source>seat {seat} is acting out of turn: seat {to_act} is to act (LC-50)</source>
        <comment>stud.refusal.seat_acting_out_turn_seat</comment>
        <translation>el asiento {seat} actúa fuera de turno: le toca al asiento {to_act} (LC-50)</translation>
    </message>
    <message>
        <source>seat {seat} already has its {STUD_STREETS} card (LC-107)</source>
        <comment>stud.refusal.seat_already_has_card_lc</comment>
        <translation>el asiento {seat} ya tiene su carta de {STUD_STREETS} (LC-107)</translation>
    </message>
    <message>
        <source>seat {seat} already holds seven cards: check, call or fold only (LC-121, AMB-29)</source>
        <comment>stud.refusal.seat_already_holds_seven_cards</comment>
        <translation>el asiento {seat} ya tiene siete cartas: solo pasar, igualar o retirarse (LC-121, AMB-29)</translation>
    </message>
    <message>
        <source>seat {seat} does not bring it in</source>
        <comment>stud.refusal.seat_does_bring</comment>
        <translation>el asiento {seat} no hace el bring-in</translation>
    </message>
    <message>
        <source>seat {seat} does not hold six cards</source>
        <comment>stud.refusal.seat_does_hold_six_cards</comment>
        <translation>el asiento {seat} no tiene seis cartas</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to deal to</source>
        <comment>stud.refusal.seat_has_no_live_hand</comment>
        <translation>el asiento {seat} no tiene mano viva a la que repartir</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to show</source>
        <comment>stud.refusal.seat_has_no_live_hand_2</comment>
        <translation>el asiento {seat} no tiene mano viva que enseñar</translation>
    </message>
    <message>
        <source>seat {seat} holds {count} cards, not {count2}: a pot goes only to a fully shown hand (LC-102d); call the floor</source>
        <comment>stud.refusal.seat_holds_cards_pot_goes</comment>
        <translation>el asiento {seat} tiene {count} cartas, no {count2}: un bote solo va a una mano mostrada entera (LC-102d); llame al floor</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${amounts} or ${amounts2} with the open pair, not ${to} (LC-100)</source>
        <comment>stud.refusal.seat_may_open_pair_lc</comment>
        <translation>el asiento {seat} puede {action} a ${amounts} o ${amounts2} con el par visible, no a ${to} (LC-100)</translation>
    </message>
    <message>
        <source>seat {seat} was dealt {missing}, which is not in the hand shown</source>
        <comment>stud.refusal.seat_was_dealt_which_hand</comment>
        <translation>al asiento {seat} se le repartió {missing}, que no está en la mano mostrada</translation>
    </message>
    <message>
        <source>a stud bring-in of ${bring_in} is not a bet: the bring-in is a forced bet of at least $1 (K22, CG-STD-04)</source>
        <comment>stud.refusal.stud_bring_bet_bring_forced</comment>
        <translation>un bring-in de stud de ${bring_in} no es una apuesta: el bring-in es una apuesta obligatoria de al menos $1 (K22, CG-STD-04)</translation>
    </message>
    <message>
        <source>a stud community card is dealt only when 7th street is short of cards (LC-124)</source>
        <comment>stud.refusal.stud_community_card_dealt_only</comment>
        <translation>una carta comunitaria de stud se reparte solo cuando faltan cartas para la 7ª calle (LC-124)</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>table.entry.buy_button</comment>
        <translation>comprar el botón</translation>
    </message>
    <message>
        <source>deal now</source>
        <comment>table.entry.deal_now</comment>
        <translation>repartir ya</translation>
    </message>
    <message>
        <source>post big blind</source>
        <comment>table.entry.post_big_blind</comment>
        <translation>poner ciega grande</translation>
    </message>
    <message>
        <source>post in front of button</source>
        <comment>table.entry.post_in_front_of_button</comment>
        <translation>poner delante del botón</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <comment>table.entry.post_missed_blinds</comment>
        <translation>poner las ciegas perdidas</translation>
    </message>
    <message>
        <source>straddle</source>
        <comment>table.entry.straddle</comment>
        <translation>straddle</translation>
    </message>
    <message>
        <source>wait for big blind</source>
        <comment>table.entry.wait_for_big_blind</comment>
        <translation>esperar la ciega grande</translation>
    </message>
    <message>
        <source>an add-on must be a positive amount</source>
        <comment>table.refusal.add_must_positive_amount</comment>
        <translation>una recompra debe ser un monto positivo</translation>
    </message>
    <message>
        <source>the button belongs on seat {button} with seats {list} dealt in (LC-44)</source>
        <comment>table.refusal.button_belongs_seat_seats_dealt</comment>
        <translation>el botón va en el asiento {button} con los asientos {list} en la mano (LC-44)</translation>
    </message>
    <message>
        <source>seat {seat} is not in the small-blind position of the next hand: the button is bought only from there (LC-43); post a big blind or wait</source>
        <comment>table.refusal.button_bought_from_small_blind</comment>
        <translation>el asiento {seat} no está en la posición de ciega pequeña de la próxima mano: el botón solo se compra desde ahí (LC-43); ponga una ciega grande o espere</translation>
    </message>
    <message>
        <source>{option!r} is not an entry option ({items})</source>
        <comment>table.refusal.entry_option</comment>
        <translation>{option!r} no es una opción de entrada ({items})</translation>
    </message>
    <message>
        <source>the game or limit changes only between hands</source>
        <comment>table.refusal.game_limit_changes_only_between</comment>
        <translation>el juego o el límite cambian solo entre manos</translation>
    </message>
    <message>
        <source>hand {hand} is over and the next hand has begun: the ruling can no longer be changed (LC-8c)</source>
        <comment>table.refusal.hand_over_next_hand_has</comment>
        <translation>la mano {hand} terminó y empezó la siguiente: la decisión ya no puede cambiar (LC-8c)</translation>
    </message>
    <message>
        <source>hand {hand_number} is still in progress</source>
        <comment>table.refusal.hand_still_progress</comment>
        <translation>la mano {hand_number} sigue en curso</translation>
    </message>
    <message>
        <source>this house does not offer {replace} to a new or returning player; it offers: {items} (K03, K18)</source>
        <comment>table.refusal.house_does_offer_new_returning</comment>
        <translation>esta casa no ofrece {replace} a un jugador nuevo o que regresa; ofrece: {items} (K03, K18)</translation>
    </message>
    <message>
        <source>at least two players with chips must be present to start a hand</source>
        <comment>table.refusal.least_two_players_chips_must</comment>
        <translation>se necesitan al menos dos jugadores con fichas para iniciar una mano</translation>
    </message>
    <message>
        <source>{player} needs chips to sit down (buy-in, LC-35)</source>
        <comment>table.refusal.needs_chips_sit_down_buy</comment>
        <translation>{player} necesita fichas para sentarse (compra, LC-35)</translation>
    </message>
    <message>
        <source>the next hand is number {hand}, not {hand2}</source>
        <comment>table.refusal.next_hand_number</comment>
        <translation>la próxima mano es la número {hand}, no la {hand2}</translation>
    </message>
    <message>
        <source>no hand is in progress: start a hand before {replace}</source>
        <comment>table.refusal.no_hand_progress_start_hand</comment>
        <translation>no hay mano en curso: inicie una mano antes de {replace}</translation>
    </message>
    <message>
        <source>ruling {ruling} already exists</source>
        <comment>table.refusal.ruling_already_exists</comment>
        <translation>la decisión {ruling} ya existe</translation>
    </message>
    <message>
        <source>ruling {ruling} names {irregularity!r}, which is not in the irregularities catalogue</source>
        <comment>table.refusal.ruling_names_which_irregularities_catalogue</comment>
        <translation>la decisión {ruling} nombra {irregularity!r}, que no está en el catálogo de irregularidades</translation>
    </message>
    <message>
        <source>seat changes happen between hands</source>
        <comment>table.refusal.seat_changes_happen_between_hands</comment>
        <translation>los cambios de asiento son entre manos</translation>
    </message>
    <message>
        <source>seat {seat} does not exist at a {max_seats}-seat table</source>
        <comment>table.refusal.seat_does_exist_seat_table</comment>
        <translation>el asiento {seat} no existe en una mesa de {max_seats} asientos</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>table.refusal.seat_empty</comment>
        <translation>el asiento {seat} está libre</translation>
    </message>
    <message>
        <source>seat {from_seat} is empty</source>
        <comment>table.refusal.seat_empty_2</comment>
        <translation>el asiento {from_seat} está libre</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: chips are added between hands (table stakes)</source>
        <comment>table.refusal.seat_hand_chips_are_added</comment>
        <translation>el asiento {seat} está en la mano: las fichas se añaden entre manos (table stakes)</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand; fold first or wait for the hand to end</source>
        <comment>table.refusal.seat_hand_fold_first_wait</comment>
        <translation>el asiento {seat} está en la mano; retírese primero o espere a que termine la mano</translation>
    </message>
    <message>
        <source>seat {seat} is held for {player}, who is away: nobody plays over his seat with his own money (LC-23)</source>
        <comment>table.refusal.seat_held_no_playing_over</comment>
        <translation>el asiento {seat} está guardado para {player}, que está ausente: nadie juega en su asiento con su propio dinero (LC-23)</translation>
    </message>
    <message>
        <source>seat(s) {owing} owe ${time_collection} time before their next hand (LC-146)</source>
        <comment>table.refusal.seat_s_owe_time_before</comment>
        <translation>asiento(s) {owing} deben ${time_collection} de tiempo antes de su próxima mano (LC-146)</translation>
    </message>
    <message>
        <source>seat {seat} is not the seat just in front of the button; post a big blind or wait (PGP-NEW-01)</source>
        <comment>table.refusal.seat_seat_just_front_button</comment>
        <translation>el asiento {seat} no es el asiento justo antes del botón; ponga una ciega grande o espere (PGP-NEW-01)</translation>
    </message>
    <message>
        <source>seat {seat} is taken by {player}</source>
        <comment>table.refusal.seat_taken</comment>
        <translation>el asiento {seat} lo ocupa {player}</translation>
    </message>
    <message>
        <source>seat {to_seat} is taken</source>
        <comment>table.refusal.seat_taken_2</comment>
        <translation>el asiento {to_seat} está ocupado</translation>
    </message>
    <message>
        <source>the stacks do not match the table: {list}</source>
        <comment>table.refusal.stacks_do_match_table</comment>
        <translation>las fichas no coinciden con la mesa: {list}</translation>
    </message>
    <message>
        <source>the table&apos;s rules cannot be read: {exc}</source>
        <comment>table.refusal.table_s_rules_cannot_read</comment>
        <translation>no se pueden leer las reglas de la mesa: {exc}</translation>
    </message>
    <message>
        <source>an amount of chips is positive, not ${amount}</source>
        <comment>table_stakes.refusal.amount_positive</comment>
        <translation>una cantidad de fichas es positiva, no ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} has no cheque waiting (LC-29)</source>
        <comment>table_stakes.refusal.no_cheque</comment>
        <translation>el asiento {seat} no tiene ningún cheque pendiente (LC-29)</translation>
    </message>
    <message>
        <source>players do not pass chips to each other, not even for a blind: only to a player waiting for announced runner chips (LC-26b, LC-26c)</source>
        <comment>table_stakes.refusal.no_passing</comment>
        <translation>los jugadores no se pasan fichas, ni para una ciega: solo a un jugador que espera fichas de runner anunciadas (LC-26b, LC-26c)</translation>
    </message>
    <message>
        <source>no runner chips are on their way to seat {seat} (LC-26c)</source>
        <comment>table_stakes.refusal.no_runner</comment>
        <translation>no hay fichas de runner en camino al asiento {seat} (LC-26c)</translation>
    </message>
    <message>
        <source>chips are passed between hands, not into or out of a pot being played (LC-26a)</source>
        <comment>table_stakes.refusal.pass_in_hand</comment>
        <translation>las fichas se pasan entre manos, no hacia ni desde un bote en juego (LC-26a)</translation>
    </message>
    <message>
        <source>seat {seat} has ${stack}, not ${amount}</source>
        <comment>table_stakes.refusal.pass_more_than_stack</comment>
        <translation>el asiento {seat} tiene ${stack}, no ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} cannot pass chips to himself</source>
        <comment>table_stakes.refusal.pass_to_himself</comment>
        <translation>el asiento {seat} no puede pasarse fichas a sí mismo</translation>
    </message>
    <message>
        <source>seat {seat} is held for {player}, who is away: no chips go into it until he is back; nobody plays over a seat (LC-23)</source>
        <comment>table_stakes.refusal.playing_over</comment>
        <translation>el asiento {seat} está guardado para {player}, que está ausente: no entran fichas hasta que vuelva; nadie juega en el asiento de otro (LC-23)</translation>
    </message>
    <message>
        <source>runner chips play only when the house agreed and the table was told; until then only chips on the table play (LC-26c, AMB-33)</source>
        <comment>table_stakes.refusal.runner_needs_consent</comment>
        <translation>las fichas del runner juegan solo si la casa aceptó y se avisó a la mesa; hasta entonces solo juegan las fichas en la mesa (LC-26c, AMB-33)</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>table_stakes.refusal.seat_empty</comment>
        <translation>el asiento {seat} está libre</translation>
    </message>
    <message>
        <source>{via!r} is not how chips come ({items})</source>
        <comment>table_stakes.refusal.via</comment>
        <translation>{via!r} no es una forma de recibir fichas ({items})</translation>
    </message>
    <message>
        <source>the collection changes only between hands</source>
        <comment>time_collection.refusal.collection_changes_only_between_hands</comment>
        <translation>la colecta cambia solo entre manos</translation>
    </message>
    <message>
        <source>collection is taken on the button or as time</source>
        <comment>time_collection.refusal.collection_taken_button_time</comment>
        <translation>la colecta se cobra por botón o por tiempo</translation>
    </message>
    <message>
        <source>only players who owe time can play a time pot</source>
        <comment>time_collection.refusal.only_players_who_owe_time</comment>
        <translation>solo los jugadores que deben tiempo pueden jugar un bote de tiempo</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>time_collection.refusal.seat_empty</comment>
        <translation>el asiento {seat} está libre</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack}</source>
        <comment>time_collection.refusal.seat_has_only</comment>
        <translation>el asiento {seat} solo tiene ${stack}</translation>
    </message>
    <message>
        <source>seat(s) {sorted} owe no time</source>
        <comment>time_collection.refusal.seat_s_owe_no_time</comment>
        <translation>asiento(s) {sorted} no deben tiempo</translation>
    </message>
    <message>
        <source>this table collects on the button, not by time (LC-144)</source>
        <comment>time_collection.refusal.table_collects_button_time_lc</comment>
        <translation>esta mesa cobra por botón, no por tiempo (LC-144)</translation>
    </message>
    <message>
        <source>this table has no time rate set: the room must set it (K24)</source>
        <comment>time_collection.refusal.table_has_no_time_rate</comment>
        <translation>esta mesa no tiene tarifa de tiempo: la sala debe fijarla (K24)</translation>
    </message>
    <message>
        <source>time is collected between hands</source>
        <comment>time_collection.refusal.time_collected_between_hands</comment>
        <translation>el tiempo se cobra entre manos</translation>
    </message>
    <message>
        <source>time is paid between hands</source>
        <comment>time_collection.refusal.time_paid_between_hands</comment>
        <translation>el tiempo se paga entre manos</translation>
    </message>
    <message>
        <source>time is ${rate} a player: ${value} for {count}</source>
        <comment>time_collection.refusal.time_player</comment>
        <translation>el tiempo es ${rate} por jugador: ${value} por {count}</translation>
    </message>
    <message>
        <source>a time pot needs at least two players</source>
        <comment>time_collection.refusal.time_pot_needs_least_two</comment>
        <translation>un bote de tiempo necesita al menos dos jugadores</translation>
    </message>
    <message>
        <source>all in</source>
        <comment>turns.action.all_in</comment>
        <translation>all-in</translation>
    </message>
    <message>
        <source>{action} ${to}</source>
        <comment>turns.action.amount</comment>
        <translation>{action} ${to}</translation>
    </message>
    <message>
        <source>bet</source>
        <comment>turns.action.bet</comment>
        <translation>apostar</translation>
    </message>
    <message>
        <source>call</source>
        <comment>turns.action.call</comment>
        <translation>igualar</translation>
    </message>
    <message>
        <source>check</source>
        <comment>turns.action.check</comment>
        <translation>pasar</translation>
    </message>
    <message>
        <source>complete</source>
        <comment>turns.action.complete</comment>
        <translation>completar</translation>
    </message>
    <message>
        <source>fold</source>
        <comment>turns.action.fold</comment>
        <translation>retirarse</translation>
    </message>
    <message>
        <source>raise</source>
        <comment>turns.action.raise</comment>
        <translation>subir</translation>
    </message>
    <message>
        <source>Call the floor: seat {seat} let his turn pass while {acted} later players acted; until the floor rules he may only check, call or fold</source>
        <comment>turns.floor.turn_passed</comment>
        <translation>Llame al floor: el asiento {seat} dejó pasar su turno mientras actuaban {acted} jugadores posteriores; hasta que el floor decida solo puede pasar, igualar o retirarse</translation>
    </message>
    <message>
        <source>Seat {seat} acted out of turn ({what}): it does not bind; bring the action back to seat {on_turn}</source>
        <comment>turns.note.acted_out_of_turn</comment>
        <translation>El asiento {seat} actuó fuera de turno ({what}): no obliga; devuelva la acción al asiento {on_turn}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s check out of turn stands: seat {on_turn} may check (the round ends) or bet; after a bet seat {seat} may only call or fold</source>
        <comment>turns.note.check_out_of_turn_stands</comment>
        <translation>El pase fuera de turno del asiento {seat} se mantiene: el asiento {on_turn} puede pasar (termina la ronda) o apostar; tras una apuesta el asiento {seat} solo puede igualar o retirarse</translation>
    </message>
    <message>
        <source>Seat {seat} let his turn pass: it comes back to him when the action reaches him (call or fold only if {later} later players act first)</source>
        <comment>turns.note.turn_passed</comment>
        <translation>El asiento {seat} dejó pasar su turno: le vuelve cuando la acción llegue a él (solo igualar o retirarse si antes actúan {later} jugadores posteriores)</translation>
    </message>
    <message>
        <source>Heads-up bet out of turn by seat {bettor}: seat {on_turn} may call, raise, or make seat {bettor} take it back and restart the betting round</source>
        <comment>turns.offer.heads_up_bet_out_of_turn</comment>
        <translation>Apuesta fuera de turno en heads-up del asiento {bettor}: el asiento {on_turn} puede igualar, subir o hacer que el asiento {bettor} la retire y reiniciar la ronda de apuestas</translation>
    </message>
    <message>
        <source>seat {seat} checked out of turn heads-up and the check stands: call or fold only (LC-53a)</source>
        <comment>turns.refusal.check_out_of_turn_stands</comment>
        <translation>el asiento {seat} pasó fuera de turno en heads-up y el pase se mantiene: solo igualar o retirarse (LC-53a)</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>turns.refusal.floor_decision_names_floorperson_who</comment>
        <translation>una decisión del floor nombra al floor que la tomó</translation>
    </message>
    <message>
        <source>the floor kept seat {seat} to call or fold after letting his turn pass (LC-51)</source>
        <comment>turns.refusal.floor_kept_call_or_fold</comment>
        <translation>el floor limitó al asiento {seat} a igualar o retirarse por dejar pasar su turno (LC-51)</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>turns.refusal.no_hand_progress</comment>
        <translation>no hay ninguna mano en curso</translation>
    </message>
    <message>
        <source>no LC-51 ruling is pending for seat {seat}</source>
        <comment>turns.refusal.no_lc_51_ruling_pending</comment>
        <translation>no hay decisión LC-51 pendiente para el asiento {seat}</translation>
    </message>
    <message>
        <source>nobody after seat {seat} is due to act: his turn cannot pass</source>
        <comment>turns.refusal.nobody_after_seat_due_act</comment>
        <translation>nadie después del asiento {seat} debe actuar: su turno no puede pasar</translation>
    </message>
    <message>
        <source>nobody is on turn now ({phase_text})</source>
        <comment>turns.refusal.nobody_turn_now</comment>
        <translation>ahora no le toca a nadie ({phase_text})</translation>
    </message>
    <message>
        <source>seat {seat} let his turn pass while {acted} later players acted: call or fold only until the floor rules (LC-51)</source>
        <comment>turns.refusal.passed_until_floor_rules</comment>
        <translation>el asiento {seat} dejó pasar su turno mientras actuaban {acted} jugadores posteriores: solo igualar o retirarse hasta que el floor decida (LC-51)</translation>
    </message>
    <message>
        <source>{action!r} is not a poker action</source>
        <comment>turns.refusal.poker_action</comment>
        <translation>{action!r} no es una acción de póker</translation>
    </message>
    <message>
        <source>seat {seat} has no heads-up bet out of turn that can still be taken back (LC-53b: only before the player on turn answers it)</source>
        <comment>turns.refusal.seat_has_no_heads_up</comment>
        <translation>el asiento {seat} no tiene una apuesta fuera de turno heads-up que aún se pueda retirar (LC-53b: solo antes de que responda el jugador en turno)</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>turns.refusal.seat_has_no_live_hand</comment>
        <translation>el asiento {seat} no tiene mano viva</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {action} out of turn is only a note (LC-50); it cannot stand by {stands}</source>
        <comment>turns.refusal.seat_s_out_turn_only</comment>
        <translation>el {action} fuera de turno del asiento {seat} es solo una nota (LC-50); no puede valer por {stands}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {action} out of turn stands heads-up ({rule}); the event must say so</source>
        <comment>turns.refusal.seat_s_out_turn_stands</comment>
        <translation>el {action} fuera de turno del asiento {seat} vale en heads-up ({rule}); el evento debe decirlo</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s turn has already passed once this round (LC-51)</source>
        <comment>turns.refusal.seat_s_turn_has_already</comment>
        <translation>el turno del asiento {seat} ya pasó una vez en esta ronda (LC-51)</translation>
    </message>
    <message>
        <source>seat {seat} is on turn: enter the action normally</source>
        <comment>turns.refusal.seat_turn_enter_action_normally</comment>
        <translation>le toca al asiento {seat}: marque la acción normalmente</translation>
    </message>
    <message>
        <source>seat {to_act} is on turn, not seat {on_turn}</source>
        <comment>turns.refusal.seat_turn_seat</comment>
        <translation>le toca al asiento {to_act}, no al asiento {on_turn}</translation>
    </message>
    <message>
        <source>seat {to_act} is on turn, not seat {seat}</source>
        <comment>turns.refusal.seat_turn_seat_2</comment>
        <translation>le toca al asiento {to_act}, no al asiento {seat}</translation>
    </message>
    <message>
        <source>badge {badge}</source>
        <comment>verify.badge</comment>
        <translation>gafete {badge}</translation>
    </message>
    <message>
        <source>integrity check cancelled: nothing was concluded</source>
        <comment>verify.cancelled</comment>
        <translation>verificación de integridad cancelada: no se concluyó nada</translation>
    </message>
    <message>
        <source>the row&apos;s content was changed after it was written</source>
        <comment>verify.content_changed</comment>
        <translation>el contenido de la fila se cambió después de escribirse</translation>
    </message>
    <message>
        <source>the hand log file is damaged (SQLite&apos;s own check found problems): keep the file exactly as it is and call a supervisor; SQLite says: {problems}</source>
        <comment>verify.damaged</comment>
        <translation>el archivo del registro de manos está dañado (la propia verificación de SQLite encontró problemas): guarde el archivo exactamente como está y llame a un supervisor; SQLite dice: {problems}</translation>
    </message>
    <message>
        <source>a player_left dated {dated} was written at {written}: a departure carries the time it was recorded (LC-91)</source>
        <comment>verify.departure_time</comment>
        <translation>un player_left con fecha {dated} se escribió a las {written}: una salida lleva la hora en que se registró (LC-91)</translation>
    </message>
    <message>
        <source>the engine refuses this {event} event of table {table} ({reason}): the hand as logged could not have been played so</source>
        <comment>verify.engine_refuses</comment>
        <translation>el programa rechaza este evento {event} de la mesa {table} ({reason}): la mano, tal como está registrada, no pudo jugarse así</translation>
    </message>
    <message>
        <source>{field} is {found} in the file but {expected} in the chain</source>
        <comment>verify.field_changed</comment>
        <translation>{field} es {found} en el archivo pero {expected} en la cadena</translation>
    </message>
    <message>
        <source>the row names hand id {hand_id} but the chain before it puts it in {expected}</source>
        <comment>verify.hand_id</comment>
        <translation>la fila indica la mano {hand_id}, pero la cadena anterior la pone en {expected}</translation>
    </message>
    <message>
        <source>the row&apos;s stored hash was changed</source>
        <comment>verify.hash_changed</comment>
        <translation>se cambió el hash guardado de la fila</translation>
    </message>
    <message>
        <source>the row does not fit the chain: changed, inserted, removed or reordered rows</source>
        <comment>verify.off_chain</comment>
        <translation>la fila no encaja en la cadena: filas cambiadas, insertadas, borradas o reordenadas</translation>
    </message>
    <message>
        <source>table {table} holds imported PHH hands, which only an import log (replay --db) may hold, not a table&apos;s live log</source>
        <comment>verify.phh_in_live_log</comment>
        <translation>la mesa {table} tiene manos PHH importadas, que solo puede tener un registro de importación (replay --db), no el registro en vivo de una mesa</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row is not in the chain (added outside the program)</source>
        <comment>verify.row_added</comment>
        <translation>tabla {table}, {row}: la fila no está en la cadena (agregada fuera del programa)</translation>
    </message>
    <message>
        <source>table {table}, {row}: {changes}</source>
        <comment>verify.row_changed</comment>
        <translation>tabla {table}, {row}: {changes}</translation>
    </message>
    <message>
        <source>row id {id}</source>
        <comment>verify.row_id</comment>
        <translation>fila id {id}</translation>
    </message>
    <message>
        <source>row id {id} ({label} {value})</source>
        <comment>verify.row_labelled</comment>
        <translation>fila id {id} ({label} {value})</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row the chain records is missing or out of place ({found} stands there)</source>
        <comment>verify.row_moved</comment>
        <translation>tabla {table}, {row}: falta la fila que registra la cadena o está fuera de lugar (en su sitio está {found})</translation>
    </message>
    <message>
        <source>the row points to a table or event kind that is gone</source>
        <comment>verify.row_orphaned</comment>
        <translation>la fila apunta a una mesa o a un tipo de evento que ya no existe</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row the chain records is missing (removed outside the program)</source>
        <comment>verify.row_removed</comment>
        <translation>tabla {table}, {row}: falta la fila que registra la cadena (borrada fuera del programa)</translation>
    </message>
    <message>
        <source>rows removed: seq jumps from {previous} to {seq}</source>
        <comment>verify.rows_removed</comment>
        <translation>filas borradas: seq salta de {previous} a {seq}</translation>
    </message>
    <message>
        <source>rows removed at the end: the log&apos;s index refers to seq {seq}</source>
        <comment>verify.rows_removed_end</comment>
        <translation>filas borradas al final: el índice del registro se refiere a seq {seq}</translation>
    </message>
    <message>
        <source>the row cannot be read back as a {kind} ({error})</source>
        <comment>verify.unreadable</comment>
        <translation>la fila no se puede volver a leer como {kind} ({error})</translation>
    </message>
    <message>
        <source>3rd street</source>
        <comment>word.3rd_street</comment>
        <translation>3ª calle</translation>
    </message>
    <message>
        <source>4th street</source>
        <comment>word.4th_street</comment>
        <translation>4ª calle</translation>
    </message>
    <message>
        <source>5th street</source>
        <comment>word.5th_street</comment>
        <translation>5ª calle</translation>
    </message>
    <message>
        <source>6th street</source>
        <comment>word.6th_street</comment>
        <translation>6ª calle</translation>
    </message>
    <message>
        <source>7th street</source>
        <comment>word.7th_street</comment>
        <translation>7ª calle</translation>
    </message>
    <message>
        <source>Flop</source>
        <comment>word.Flop</comment>
        <translation>Flop</translation>
    </message>
    <message>
        <source>Preflop</source>
        <comment>word.Preflop</comment>
        <translation>Preflop</translation>
    </message>
    <message>
        <source>River</source>
        <comment>word.River</comment>
        <translation>River</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>word.Turn</comment>
        <translation>Turn</translation>
    </message>
    <message>
        <source>ante</source>
        <comment>word.ante</comment>
        <translation>ante</translation>
    </message>
    <message>
        <source>big blind</source>
        <comment>word.big_blind</comment>
        <translation>ciega grande</translation>
    </message>
    <message>
        <source>big blind ante</source>
        <comment>word.big_blind_ante</comment>
        <translation>ante de la ciega grande</translation>
    </message>
    <message>
        <source>bring-in</source>
        <comment>word.bring_in</comment>
        <translation>bring-in</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>word.button_blind</comment>
        <translation>ciega del botón</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>word.buy_button</comment>
        <translation>compra del botón</translation>
    </message>
    <message>
        <source>collection</source>
        <comment>word.collection</comment>
        <translation>colecta</translation>
    </message>
    <message>
        <source>dead</source>
        <comment>word.dead</comment>
        <translation>muerta</translation>
    </message>
    <message>
        <source>flop</source>
        <comment>word.flop</comment>
        <translation>flop</translation>
    </message>
    <message>
        <source>kill</source>
        <comment>word.kill</comment>
        <translation>kill</translation>
    </message>
    <message>
        <source>live</source>
        <comment>word.live</comment>
        <translation>viva</translation>
    </message>
    <message>
        <source>main pot</source>
        <comment>word.main_pot</comment>
        <translation>bote principal</translation>
    </message>
    <message>
        <source>missed blinds</source>
        <comment>word.missed_blinds</comment>
        <translation>ciegas perdidas</translation>
    </message>
    <message>
        <source>new player blind</source>
        <comment>word.new_player_blind</comment>
        <translation>ciega de jugador nuevo</translation>
    </message>
    <message>
        <source>preflop</source>
        <comment>word.preflop</comment>
        <translation>preflop</translation>
    </message>
    <message>
        <source>river</source>
        <comment>word.river</comment>
        <translation>river</translation>
    </message>
    <message>
        <source>single blind</source>
        <comment>word.single_blind</comment>
        <translation>ciega única</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>word.small_blind</comment>
        <translation>ciega pequeña</translation>
    </message>
    <message>
        <source>straddle</source>
        <comment>word.straddle</comment>
        <translation>straddle</translation>
    </message>
    <message>
        <source>turn</source>
        <comment>word.turn</comment>
        <translation>turn</translation>
    </message>
</context>
</TS>
