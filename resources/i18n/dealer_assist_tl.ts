<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tl">
<context>
    <name></name>
    <message>
        <source>this step is answered at the table, not by a button: {step}</source>
        <translation>ginagawa ang hakbang na ito sa mesa, hindi sa button: {step}</translation>
    </message>
    <message>
        <source>nothing to do at this step</source>
        <translation>walang gagawin sa hakbang na ito</translation>
    </message>
    <message>
        <source>NOT SAVED: {error}</source>
        <translation>HINDI NAI-SAVE: {error}</translation>
    </message>
    <message>
        <source>Dealer Assist</source>
        <translation>Dealer Assist</translation>
    </message>
    <message>
        <source>Dealer Assist: this table PC</source>
        <translation>Dealer Assist: ang PC ng mesang ito</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Numero ng mesa</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>I-save</translation>
    </message>
    <message>
        <source>Kiosk (full screen)</source>
        <translation>Kiosk (buong screen)</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Bahay</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Wika</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Room</translation>
    </message>
    <message>
        <source>table {table} is no longer enrolled in the room</source>
        <translation>hindi na naka-enrol sa room ang mesa {table}</translation>
    </message>
    <message>
        <source>The room&apos;s address, e.g. host=10.0.0.5 dbname=room</source>
        <translation>Ang address ng room, hal. host=10.0.0.5 dbname=room</translation>
    </message>
    <message>
        <source>Use this address</source>
        <translation>Gamitin ang address na ito</translation>
    </message>
    <message>
        <source>No room</source>
        <translation>Walang room</translation>
    </message>
    <message>
        <source>Room store address (PostgreSQL)</source>
        <translation>Address ng room store (PostgreSQL)</translation>
    </message>
    <message>
        <source>Passwords belong in the PC&apos;s .pgpass file, not here.</source>
        <translation>Ang mga password ay nasa .pgpass file ng PC, hindi rito.</translation>
    </message>
    <message>
        <source>room address</source>
        <translation>address ng room</translation>
    </message>
    <message>
        <source>Not kept: {error}</source>
        <translation>Hindi naitabi: {error}</translation>
    </message>
    <message>
        <source>Room file (the room&apos;s own amounts)</source>
        <translation>Room file (sariling halaga ng room)</translation>
    </message>
    <message>
        <source>No room files on this PC.</source>
        <translation>Walang room file sa PC na ito.</translation>
    </message>
    <message>
        <source>No room file</source>
        <translation>Walang room file</translation>
    </message>
    <message>
        <source>Address: {room_dsn}</source>
        <translation>Address: {room_dsn}</translation>
    </message>
    <message>
        <source>Address: none (this table alone)</source>
        <translation>Address: wala (ang mesang ito lang)</translation>
    </message>
    <message>
        <source>Room file: {name}</source>
        <translation>Room file: {name}</translation>
    </message>
    <message>
        <source>Room file: none</source>
        <translation>Room file: wala</translation>
    </message>
    <message>
        <source>Enter the table number first.</source>
        <translation>Ilagay muna ang numero ng mesa.</translation>
    </message>
    <message>
        <source>Staff and roles</source>
        <translation>Mga tauhan at tungkulin</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isara</translation>
    </message>
    <message>
        <source>Add a staff member</source>
        <translation>Magdagdag ng tauhan</translation>
    </message>
    <message>
        <source>Dealer Assist floor station: {room_name}</source>
        <translation>Dealer Assist floor station: {room_name}</translation>
    </message>
    <message>
        <source>Floor station: {room_name}</source>
        <translation>Floor station: {room_name}</translation>
    </message>
    <message>
        <source>nobody signed in</source>
        <translation>walang naka-sign in</translation>
    </message>
    <message>
        <source>A floorperson signs in: present your badge or type its code, then enter your PIN.</source>
        <translation>Mag-sign in ang floor: ipakita ang badge o i-type ang code nito, saka ilagay ang PIN.</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Mag-sign out</translation>
    </message>
    <message>
        <source>the room</source>
        <translation>ang room</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name} ({role})</translation>
    </message>
    <message>
        <source>{name} · {role} · badge {badge}</source>
        <translation>{name} · {role} · badge {badge}</translation>
    </message>
    <message>
        <source>{name} · {role} · badge {badge} · inactive</source>
        <translation>{name} · {role} · badge {badge} · hindi aktibo</translation>
    </message>
    <message>
        <source>On record: {logins}, {rulings} decided, {notes} in all.</source>
        <translation>Nasa rekord: {logins}, {rulings} napagpasyahan, {notes} lahat.</translation>
    </message>
    <message>
        <source>{n} sign-in</source>
        <translation>{n} sign-in</translation>
    </message>
    <message>
        <source>{n} sign-ins</source>
        <translation>{n} sign-in</translation>
    </message>
    <message>
        <source>{n} ruling</source>
        <translation>{n} pasya</translation>
    </message>
    <message>
        <source>{n} rulings</source>
        <translation>{n} pasya</translation>
    </message>
    <message>
        <source>{n} audit note</source>
        <translation>{n} audit note</translation>
    </message>
    <message>
        <source>{n} audit notes</source>
        <translation>{n} audit note</translation>
    </message>
    <message>
        <source>Earlier badges (replaced, no longer sign in): {earlier}. {record}</source>
        <translation>Mga dating badge (napalitan, hindi na maka-sign in): {earlier}. {record}</translation>
    </message>
    <message>
        <source>Next: badge and role</source>
        <translation>Susunod: badge at tungkulin</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Pangalan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselahin</translation>
    </message>
    <message>
        <source>Next: PIN</source>
        <translation>Susunod: PIN</translation>
    </message>
    <message>
        <source>Demo: present a blank badge</source>
        <translation>Demo: ipakita ang blangkong badge</translation>
    </message>
    <message>
        <source>Replace the badge</source>
        <translation>Palitan ang badge</translation>
    </message>
    <message>
        <source>Deactivate</source>
        <translation>I-deactivate</translation>
    </message>
    <message>
        <source>Role (touch to change)</source>
        <translation>Tungkulin (pindutin para palitan)</translation>
    </message>
    <message>
        <source>Correct the name…</source>
        <translation>Itama ang pangalan…</translation>
    </message>
    <message>
        <source>Replace the badge…</source>
        <translation>Palitan ang badge…</translation>
    </message>
    <message>
        <source>Reset PIN…</source>
        <translation>I-reset ang PIN…</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>Bumalik sa listahan</translation>
    </message>
    <message>
        <source>Signed in: {name} (admin). Touch a member to correct their name, replace their badge, change their role, reset their PIN or deactivate them.</source>
        <translation>Naka-sign in: {name} (admin). Pindutin ang isang tauhan para itama ang pangalan, palitan ang badge, baguhin ang tungkulin, i-reset ang PIN o i-deactivate.</translation>
    </message>
    <message>
        <source>Not changed: {refused}.</source>
        <translation>Hindi binago: {refused}.</translation>
    </message>
    <message>
        <source>New staff member: type the name.</source>
        <translation>Bagong tauhan: i-type ang pangalan.</translation>
    </message>
    <message>
        <source>Name corrected: {name}.</source>
        <translation>Naitama ang pangalan: {name}.</translation>
    </message>
    <message>
        <source>badge {badge} read</source>
        <translation>nabasa ang badge {badge}</translation>
    </message>
    <message>
        <source>no badge read yet</source>
        <translation>wala pang nabasang badge</translation>
    </message>
    <message>
        <source>{name}: present the new badge to the reader ({badge}), then touch the role.</source>
        <translation>{name}: ipakita ang bagong badge sa reader ({badge}), saka pindutin ang tungkulin.</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN ({role}): {digits}, then OK</source>
        <translation>PIN ni {name} ({role}): {digits}, saka OK</translation>
    </message>
    <message>
        <source>The same PIN again, then OK</source>
        <translation>Ang parehong PIN ulit, saka OK</translation>
    </message>
    <message>
        <source>The two PINs differ: nothing changed. Enter the PIN again.</source>
        <translation>Magkaiba ang dalawang PIN: walang nabago. Ilagay ulit ang PIN.</translation>
    </message>
    <message>
        <source>The PIN, then OK</source>
        <translation>Ang PIN, saka OK</translation>
    </message>
    <message>
        <source>Added {name} ({role}), badge {badge}.</source>
        <translation>Naidagdag si {name} ({role}), badge {badge}.</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN was reset.</source>
        <translation>Na-reset ang PIN ni {name}.</translation>
    </message>
    <message>
        <source>Reactivate</source>
        <translation>I-activate ulit</translation>
    </message>
    <message>
        <source>{name} is now {role}.</source>
        <translation>Si {name} ay {role} na ngayon.</translation>
    </message>
    <message>
        <source>Correct {name}&apos;s name on the keyboard, then Save the name.</source>
        <translation>Itama ang pangalan ni {name} sa keyboard, saka I-save ang pangalan.</translation>
    </message>
    <message>
        <source>Save the name</source>
        <translation>I-save ang pangalan</translation>
    </message>
    <message>
        <source>{name}&apos;s badge {badge} is lost or broken: present the new badge to the reader ({read}), then Replace the badge. The old badge stops signing in at once; what it signed stays on record as theirs.</source>
        <translation>Nawala o sira ang badge {badge} ni {name}: ipakita ang bagong badge sa reader ({read}), saka Palitan ang badge. Hindi na makakapag-sign in ang lumang badge; ang mga pinirmahan nito ay nananatiling kanya.</translation>
    </message>
    <message>
        <source>{name}&apos;s badge is now {badge}; badge {old} no longer signs in.</source>
        <translation>Ang badge ni {name} ay {badge} na; hindi na maka-sign in ang badge {old}.</translation>
    </message>
    <message>
        <source>New PIN: {digits}, then OK</source>
        <translation>Bagong PIN: {digits}, saka OK</translation>
    </message>
    <message>
        <source>{name} was deactivated.</source>
        <translation>Na-deactivate si {name}.</translation>
    </message>
    <message>
        <source>{name} was reactivated.</source>
        <translation>Na-reactivate si {name}.</translation>
    </message>
    <message>
        <source>No round in the log yet.</source>
        <translation>Wala pang round sa log.</translation>
    </message>
    <message>
        <source>No hand log is open.</source>
        <translation>Walang bukas na hand log.</translation>
    </message>
    <message>
        <source>Round {number}: {count} events</source>
        <translation>Round {number}: {count} pangyayari</translation>
    </message>
    <message>
        <source>Round {number}: {count} events (still being played: cards dealt face down are not named)</source>
        <translation>Round {number}: {count} pangyayari (nilalaro pa: hindi pinapangalanan ang nakataob na baraha)</translation>
    </message>
    <message>
        <source>{event} (+{hidden} face down)</source>
        <translation>{event} (+{hidden} nakataob)</translation>
    </message>
    <message>
        <source>{event} ({count} cards kept face down)</source>
        <translation>{event} ({count} baraha na itinagong nakataob)</translation>
    </message>
    <message>
        <source>{event} (hand set face down)</source>
        <translation>{event} (naayos ang kamay nang nakataob)</translation>
    </message>
    <message>
        <source>Seat {seat} plays</source>
        <translation>Upuan {seat} maglalaro</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} plays</source>
        <translation>Upuan {seat} kamay {hand} maglalaro</translation>
    </message>
    <message>
        <source>Seat {seat} calls</source>
        <translation>Upuan {seat} sabay</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} calls</source>
        <translation>Upuan {seat} kamay {hand} sabay</translation>
    </message>
    <message>
        <source>Seat {seat} folds</source>
        <translation>Upuan {seat} tiklop</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} folds</source>
        <translation>Upuan {seat} kamay {hand} tiklop</translation>
    </message>
    <message>
        <source>Seat {seat} surrenders</source>
        <translation>Upuan {seat} susuko</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} surrenders</source>
        <translation>Upuan {seat} kamay {hand} susuko</translation>
    </message>
    <message>
        <source>Seat {seat} checks</source>
        <translation>Upuan {seat} check</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} checks</source>
        <translation>Upuan {seat} kamay {hand} check</translation>
    </message>
    <message>
        <source>Seat {seat} hits</source>
        <translation>Upuan {seat} hit</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} hits</source>
        <translation>Upuan {seat} kamay {hand} hit</translation>
    </message>
    <message>
        <source>Seat {seat} stands</source>
        <translation>Upuan {seat} stand</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} stands</source>
        <translation>Upuan {seat} kamay {hand} stand</translation>
    </message>
    <message>
        <source>Seat {seat} doubles</source>
        <translation>Upuan {seat} magdodoble</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} doubles</source>
        <translation>Upuan {seat} kamay {hand} magdodoble</translation>
    </message>
    <message>
        <source>Seat {seat} splits</source>
        <translation>Upuan {seat} split</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} splits</source>
        <translation>Upuan {seat} kamay {hand} split</translation>
    </message>
    <message>
        <source>Seat {seat} sets</source>
        <translation>Upuan {seat} inayos ang kamay</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} sets</source>
        <translation>Upuan {seat} kamay {hand} inayos</translation>
    </message>
    <message>
        <source>Seat {seat}: the double or split is matched</source>
        <translation>Upuan {seat}: tinapatan ang doble o split</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand}: the double or split is matched</source>
        <translation>Upuan {seat} kamay {hand}: tinapatan ang doble o split</translation>
    </message>
    <message>
        <source>Seat {seat} folds by the House Way</source>
        <translation>Upuan {seat} tiklop ayon sa House Way</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} folds by the House Way</source>
        <translation>Upuan {seat} kamay {hand} tiklop ayon sa House Way</translation>
    </message>
    <message>
        <source>Table {table} opened: {game} ({house})</source>
        <translation>Binuksan ang mesa {table}: {game} ({house})</translation>
    </message>
    <message>
        <source>{player} declared the TPPP</source>
        <translation>Idineklarang TPPP si {player}</translation>
    </message>
    <message>
        <source>Bank offered to seat {seat} ({player})</source>
        <translation>Inalok ang bangko sa upuan {seat} ({player})</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) takes the bank, stake ${stake}</source>
        <translation>Upuan {seat} ({player}) kinuha ang bangko, pusta ${stake}</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) declines the bank</source>
        <translation>Upuan {seat} ({player}) tumanggi sa bangko</translation>
    </message>
    <message>
        <source>Round {round}: seat {seat} ({banker}) banks ${stake}</source>
        <translation>Round {round}: upuan {seat} ({banker}) ang bangko, ${stake}</translation>
    </message>
    <message>
        <source>{line}; side bank ${amount}</source>
        <translation>{line}; side bank ${amount}</translation>
    </message>
    <message>
        <source>{line}; button at seat {seat}</source>
        <translation>{line}; button sa upuan {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} pays ${amount} collection</source>
        <translation>Nagbayad ang upuan {seat} ng ${amount} na bayad sa bahay</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor} bets ${amount} on {wager}</source>
        <translation>Upuan {seat}: tumaya si {bettor} ng ${amount} sa {wager}</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) refuses backline bets</source>
        <translation>Upuan {seat} ({player}) tumatanggi sa backline bets</translation>
    </message>
    <message>
        <source>Dice: {dice}; pile {pile} goes out first</source>
        <translation>Dice: {dice}; unang lalabas ang pile {pile}</translation>
    </message>
    <message>
        <source>Seat {seat}: cards dealt</source>
        <translation>Upuan {seat}: naibigay ang mga baraha</translation>
    </message>
    <message>
        <source>Seat {seat} dealt {cards} (face up: {up})</source>
        <translation>Upuan {seat} binigyan ng {cards} (nakaharap: {up})</translation>
    </message>
    <message>
        <source>Seat {seat} dealt {cards}</source>
        <translation>Upuan {seat} binigyan ng {cards}</translation>
    </message>
    <message>
        <source>{line} (to hand {hand})</source>
        <translation>{line} (sa kamay {hand})</translation>
    </message>
    <message>
        <source>Board: {cards}</source>
        <translation>Board: {cards}</translation>
    </message>
    <message>
        <source>Seat {seat}: {option}</source>
        <translation>Upuan {seat}: {option}</translation>
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
        <translation>{line}; itinago ang {cards}</translation>
    </message>
    <message>
        <source>Seat {seat} sets the hand</source>
        <translation>Inayos ng upuan {seat} ang kamay</translation>
    </message>
    <message>
        <source>Seat {seat} sets the hand: front {front}, back {back}</source>
        <translation>Inayos ng upuan {seat} ang kamay: harap {front}, likod {back}</translation>
    </message>
    <message>
        <source>Round {round} ended</source>
        <translation>Tapos ang round {round}</translation>
    </message>
    <message>
        <source>Ruling {ruling}: the round is to be voided</source>
        <translation>Pasya {ruling}: ipapawalang-bisa ang round</translation>
    </message>
    <message>
        <source>Ruling {ruling}: seat {seat}&apos;s {card} is to be replaced</source>
        <translation>Pasya {ruling}: papalitan ang {card} ng upuan {seat}</translation>
    </message>
    <message>
        <source>Ruling {ruling}: correction planned ({action})</source>
        <translation>Pasya {ruling}: may nakaplanong pagwawasto ({action})</translation>
    </message>
    <message>
        <source>Round {round} voided: {reason}</source>
        <translation>Walang-bisa ang round {round}: {reason}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {card} set aside; the seat is owed the next card</source>
        <translation>Itinabi ang {card} ng upuan {seat}; may utang na susunod na baraha sa upuan</translation>
    </message>
    <message>
        <source>House Way: CG states none for Pai Gow (Gaps), so the screen offers none; the player sets the hand and the engine checks the back outranks the front.</source>
        <translation>House Way: walang itinakda ang CG para sa Pai Gow (Gaps), kaya walang inaalok ang screen; ang player ang mag-aayos ng kamay at tinitiyak ng programa na mas mataas ang likod kaysa harap.</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Bangkero</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Coll ${amount} paid</source>
        <translation>Bayad sa bahay ${amount} nabayaran</translation>
    </message>
    <message>
        <source>Coverage ledger · {round_title}</source>
        <translation>Coverage ng bangkero · {round_title}</translation>
    </message>
    <message>
        <source>Done: seat {seat} {wager}</source>
        <translation>Tapos: upuan {seat} {wager}</translation>
    </message>
    <message>
        <source>End round {number}</source>
        <translation>Tapusin ang round {number}</translation>
    </message>
    <message>
        <source>Start the round</source>
        <translation>Simulan ang round</translation>
    </message>
    <message>
        <source>Start round {number}: seat {keeper} keeps the bank</source>
        <translation>Simulan ang round {number}: upuan {keeper} ang bangkero pa rin</translation>
    </message>
    <message>
        <source>Seat {keeper}: the banker&apos;s stake for this round?</source>
        <translation>Upuan {keeper}: ang taya ng bangkero sa round na ito?</translation>
    </message>
    <message>
        <source>Touch the seat of the player the bank is offered to.</source>
        <translation>Pindutin ang upuan ng player na aalukin ng bangka.</translation>
    </message>
    <message>
        <source>Seat {target} takes the bank</source>
        <translation>Upuan {target} ang magbabangka</translation>
    </message>
    <message>
        <source>Seat {target}: the banker&apos;s stake?</source>
        <translation>Upuan {target}: ang taya ng bangkero?</translation>
    </message>
    <message>
        <source>Seat {target} passes</source>
        <translation>Upuan {target} pass</translation>
    </message>
    <message>
        <source>Seat {seat}: the Buster bank (CG-BBJ-06)?</source>
        <translation>Upuan {seat}: ang Buster bank (CG-BBJ-06)?</translation>
    </message>
    <message>
        <source>Touch a seat to take its collection and wagers.</source>
        <translation>Pindutin ang upuan para kunin ang bayad at mga taya.</translation>
    </message>
    <message>
        <source>Seat {seat} ({get}): collection and wagers</source>
        <translation>Upuan {seat} ({get}): bayad sa bahay at mga taya</translation>
    </message>
    <message>
        <source>Seat {seat} paid the collection ${owed}</source>
        <translation>Nagbayad ang upuan {seat} ng ${owed}</translation>
    </message>
    <message>
        <source>Backline
bet</source>
        <translation>Backline
na taya</translation>
    </message>
    <message>
        <source>Refuses
backline</source>
        <translation>Ayaw ng
backline</translation>
    </message>
    <message>
        <source>Close wagers: deal</source>
        <translation>Sarado ang taya: deal</translation>
    </message>
    <message>
        <source>End round {number}: no deal</source>
        <translation>Tapusin ang round {number}: walang deal</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor}&apos;s {n} amount?</source>
        <translation>Upuan {seat}: halaga ng {n} ni {bettor}?</translation>
    </message>
    <message>
        <source>Seat {seat}: who bets on the backline?</source>
        <translation>Upuan {seat}: sino ang tataya sa backline?</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor}&apos;s backline wagers</source>
        <translation>Upuan {seat}: mga backline na taya ni {bettor}</translation>
    </message>
    <message>
        <source>Backline done</source>
        <translation>Tapos ang backline</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the double</source>
        <translation>Upuan {seat} {bettor} tinapatan ang doble</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the split</source>
        <translation>Upuan {seat} {bettor} tinapatan ang split</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the {move}</source>
        <translation>Upuan {seat} {bettor} tinapatan: {move}</translation>
    </message>
    <message>
        <source>{label} for less</source>
        <translation>{label} nang mas mababa</translation>
    </message>
    <message>
        <source>{t}: how much? (up to ${own})</source>
        <translation>{t}: magkano? (hanggang ${own})</translation>
    </message>
    <message>
        <source>The shoe: waiting for the cards (read so far: {read})</source>
        <translation>Ang shoe: naghihintay ng baraha (nabasa na: {read})</translation>
    </message>
    <message>
        <source>The shoe: waiting for the cards</source>
        <translation>Ang shoe: naghihintay ng baraha</translation>
    </message>
    <message>
        <source>Cards by touch</source>
        <translation>Baraha sa pagpindot</translation>
    </message>
    <message>
        <source>Shake the dice (demo)</source>
        <translation>Alugin ang dice (demo)</translation>
    </message>
    <message>
        <source>Enter the dice</source>
        <translation>Ilagay ang dice</translation>
    </message>
    <message>
        <source>Seat {seat}: set the hand</source>
        <translation>Upuan {seat}: ayusin ang kamay</translation>
    </message>
    <message>
        <source>Seat {seat} doubles for less</source>
        <translation>Upuan {seat} magdodoble nang mas mababa</translation>
    </message>
    <message>
        <source>Seat {seat} doubles for how much? (up to the bet, CG-HAB-D1)</source>
        <translation>Upuan {seat} magdodoble ng magkano? (hanggang sa taya, CG-HAB-D1)</translation>
    </message>
    <message>
        <source>Seat {seat} {option}</source>
        <translation>Upuan {seat}: {option}</translation>
    </message>
    <message>
        <source>Seat {seat}: touch the two cards of the front hand</source>
        <translation>Upuan {seat}: pindutin ang dalawang baraha ng kamay sa harap</translation>
    </message>
    <message>
        <source>Seat {seat} calls ${amount}: touch the two cards kept</source>
        <translation>Upuan {seat} sabay ${amount}: pindutin ang dalawang barahang itinago</translation>
    </message>
    <message>
        <source>The other two are discarded (HTP-2CP-07).</source>
        <translation>Itatapon ang dalawa pa (HTP-2CP-07).</translation>
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
        <translation>Superbisor</translation>
    </message>
    <message>
        <source>Admin</source>
        <translation>Admin</translation>
    </message>
    <message>
        <source>Table calls</source>
        <translation>Tawag sa mesa</translation>
    </message>
    <message>
        <source>Type the reason</source>
        <translation>I-type ang dahilan</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Laktawan</translation>
    </message>
    <message>
        <source>Cancel call</source>
        <translation>Kanselahin ang tawag</translation>
    </message>
    <message>
        <source>A ruling the engine proposed waits for the floor:</source>
        <translation>May iminungkahing pasya na naghihintay sa floor:</translation>
    </message>
    <message>
        <source>Open Floor: Rulings</source>
        <translation>Buksan ang Floor: Mga pasya</translation>
    </message>
    <message>
        <source>Floor prompts now:</source>
        <translation>Mga paalala ng floor ngayon:</translation>
    </message>
    <message>
        <source>(no call here answers it: it is done at the table)</source>
        <translation>(walang tawag dito para dito: ginagawa sa mesa)</translation>
    </message>
    <message>
        <source>Answer: {call}</source>
        <translation>Sagot: {call}</translation>
    </message>
    <message>
        <source>Calls {when}:</source>
        <translation>Mga tawag {when}:</translation>
    </message>
    <message>
        <source>No call applies {when}.</source>
        <translation>Walang tawag na angkop {when}.</translation>
    </message>
    <message>
        <source>{call}: only a floorperson signed in by badge and PIN makes this call.</source>
        <translation>{call}: floor lang na naka-sign in gamit ang badge at PIN ang gagawa nito.</translation>
    </message>
    <message>
        <source>{call}: {prompt}</source>
        <translation>{call}: {prompt}</translation>
    </message>
    <message>
        <source>Touch the cards…</source>
        <translation>Pindutin ang mga baraha…</translation>
    </message>
    <message>
        <source>Third-party proposition players (CA-PDR): {count} of {limit} allowed at this table: {names}.</source>
        <translation>Third-party proposition player (CA-PDR): {count} sa {limit} na pinapayagan sa mesang ito: {names}.</translation>
    </message>
    <message>
        <source>Third-party proposition players (CA-PDR): {count} of {limit} allowed at this table.</source>
        <translation>Third-party proposition player (CA-PDR): {count} sa {limit} na pinapayagan sa mesang ito.</translation>
    </message>
    <message>
        <source>A TPPP is declared between rounds.</source>
        <translation>Idinedeklara ang TPPP sa pagitan ng mga round.</translation>
    </message>
    <message>
        <source>Signed in: {name} ({role}).</source>
        <translation>Naka-sign in: {name} ({role}).</translation>
    </message>
    <message>
        <source>Seat {seat} ({name}) declared TPPP by {floor}.</source>
        <translation>Upuan {seat} ({name}) idineklarang TPPP ni {floor}.</translation>
    </message>
    <message>
        <source>Not declared: {refusal}</source>
        <translation>Hindi naideklara: {refusal}</translation>
    </message>
    <message>
        <source>{label}: {prompt} (touch {count})</source>
        <translation>{label}: {prompt} (pindutin ang {count})</translation>
    </message>
    <message>
        <source>Not done: {call} is a floor call and needs a floorperson signed in by badge and PIN.</source>
        <translation>Hindi nagawa: ang {call} ay gawain ng floor at kailangan ng floor na naka-sign in gamit ang badge at PIN.</translation>
    </message>
    <message>
        <source>Cancelled: {call}.</source>
        <translation>Kinansela: {call}.</translation>
    </message>
    <message>
        <source>Done: {call}.</source>
        <translation>Tapos: {call}.</translation>
    </message>
    <message>
        <source>{heading}
Nothing to choose at this table now: cancel the call.</source>
        <translation>{heading}
Walang mapipili sa mesang ito ngayon: kanselahin ang tawag.</translation>
    </message>
    <message>
        <source>OK: the seats touched</source>
        <translation>OK: ang mga upuang pinindot</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Joker {n}</source>
        <translation>Joker {n}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>wala pa</translation>
    </message>
    <message>
        <source>Chosen ({count} of {count2}): {names}</source>
        <translation>Napili ({count} sa {count2}): {names}</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>I-set up</translation>
    </message>
    <message>
        <source>{name} is the room&apos;s first supervisor: sign in with the badge or code and PIN under Supervisor or Admin. Touch a seat to seat the first player.</source>
        <translation>Si {name} ang unang superbisor ng room: mag-sign in gamit ang badge o code at PIN sa Superbisor o Admin. Pindutin ang upuan para paupuin ang unang player.</translation>
    </message>
    <message>
        <source>Seat {seat}: {verb} to how much? (${min_to} to ${max_to})</source>
        <translation>Upuan {seat}: {verb} hanggang magkano? (${min_to} hanggang ${max_to})</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s cards: touch {count}</source>
        <translation>Mga baraha ng upuan {seat}: pindutin ang {count}</translation>
    </message>
    <message>
        <source>Board: touch the {count} cards dealt</source>
        <translation>Board: pindutin ang {count} barahang ibinigay</translation>
    </message>
    <message>
        <source>Board: touch the card dealt</source>
        <translation>Board: pindutin ang barahang ibinigay</translation>
    </message>
    <message>
        <source>First start: the room&apos;s first supervisor</source>
        <translation>Unang simula: ang unang superbisor ng room</translation>
    </message>
    <message>
        <source>Type the supervisor&apos;s name</source>
        <translation>Pangalan ng superbisor</translation>
    </message>
    <message>
        <source>Next: badge</source>
        <translation>Susunod: badge</translation>
    </message>
    <message>
        <source>No badge: use a generated code</source>
        <translation>Walang badge: gumamit ng ginawang code</translation>
    </message>
    <message>
        <source>Nobody can sign in on this new hand log yet. Type the name of the supervisor in charge, then touch Next.</source>
        <translation>Wala pang makakapag-sign in sa bagong hand log na ito. I-type ang pangalan ng superbisor na namamahala, saka pindutin ang Susunod.</translation>
    </message>
    <message>
        <source>Type the supervisor&apos;s name first, then touch Next.</source>
        <translation>I-type muna ang pangalan ng superbisor, saka pindutin ang Susunod.</translation>
    </message>
    <message>
        <source>{name}: present your badge to the reader, or touch “No badge” for a code to type at sign-in instead.</source>
        <translation>{name}: ipakita ang badge sa reader, o pindutin ang “Walang badge” para sa code na ita-type sa pag-sign in.</translation>
    </message>
    <message>
        <source>{name}: your staff code is {code}. Write it down: you type it at every sign-in. Touch Next.</source>
        <translation>{name}: ang staff code mo ay {code}. Isulat ito: ita-type mo ito sa bawat pag-sign in. Pindutin ang Susunod.</translation>
    </message>
    <message>
        <source>{name}: badge {badge} read. Touch Next.</source>
        <translation>{name}: nabasa ang badge {badge}. Pindutin ang Susunod.</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN: {FLOOR_MIN_DIGITS} to {MAX_PIN_DIGITS} digits, then OK</source>
        <translation>PIN ni {name}: {FLOOR_MIN_DIGITS} hanggang {MAX_PIN_DIGITS} digit, saka OK</translation>
    </message>
    <message>
        <source>Not taken: {problem}. Enter it again.</source>
        <translation>Hindi tinanggap: {problem}. Ilagay ulit.</translation>
    </message>
    <message>
        <source>The two PINs differ: enter the PIN again.</source>
        <translation>Magkaiba ang dalawang PIN: ilagay ulit ang PIN.</translation>
    </message>
    <message>
        <source>Show hole cards (floor)</source>
        <translation>Ipakita ang hole cards (floor)</translation>
    </message>
    <message>
        <source>Hide hole cards · {name} signs out</source>
        <translation>Itago ang hole cards · mag-sign out si {name}</translation>
    </message>
    <message>
        <source>Back to the hand</source>
        <translation>Bumalik sa kamay</translation>
    </message>
    <message>
        <source>Hole cards are shown to a floorperson or supervisor only.</source>
        <translation>Ang hole cards ay ipinapakita lamang sa floor o superbisor.</translation>
    </message>
    <message>
        <source>What the rules say for each irregularity. During a hand, report what happened for a seat (or none): the floor decides on Rulings.</source>
        <translation>Ang sinasabi ng mga patakaran sa bawat iregularidad. Habang may kamay, i-ulat ang nangyari para sa isang upuan (o wala): ang floor ang magpapasya sa Mga pasya.</translation>
    </message>
    <message>
        <source>Report for:</source>
        <translation>I-ulat para sa:</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Ipakita lahat</translation>
    </message>
    <message>
        <source>All {count} entries for this game.</source>
        <translation>Lahat ng {count} entry para sa larong ito.</translation>
    </message>
    <message>
        <source>{count} that can apply {when} (of {total}).</source>
        <translation>{count} na puwedeng mangyari {when} (sa {total}).</translation>
    </message>
    <message>
        <source>The catalogue has nothing for this game yet.</source>
        <translation>Wala pang laman ang katalogo para sa larong ito.</translation>
    </message>
    <message>
        <source>A floorperson decides.</source>
        <translation>Floor ang magpapasya.</translation>
    </message>
    <message>
        <source>The dealer may carry it out.</source>
        <translation>Puwedeng gawin ito ng dealer.</translation>
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

Itanong:
{questions}

Pasya: {ruling}
{who}

Mga hakbang:
{steps}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Upuan {seat}</translation>
    </message>
    <message>
        <source>No seat</source>
        <translation>Walang upuan</translation>
    </message>
    <message>
        <source>Seat {seat}, which card?</source>
        <translation>Upuan {seat}, aling baraha?</translation>
    </message>
    <message>
        <source>Seat {seat}: {card}</source>
        <translation>Upuan {seat}: {card}</translation>
    </message>
    <message>
        <source>Seat {seat}: no card named</source>
        <translation>Upuan {seat}: walang barahang tinukoy</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Bumalik</translation>
    </message>
    <message>
        <source>Next: the buy-in</source>
        <translation>Susunod: ang buy-in</translation>
    </message>
    <message>
        <source>A player needs a name to sit down</source>
        <translation>Kailangan ng pangalan ng player para maupo</translation>
    </message>
    <message>
        <source>Use {default}</source>
        <translation>Gamitin ang {default}</translation>
    </message>
    <message>
        <source>{needed}: type it on the keyboard, or touch “Use {default}”.</source>
        <translation>{needed}: i-type sa keyboard, o pindutin ang “Gamitin ang {default}”.</translation>
    </message>
    <message>
        <source>{needed}: type it on the keyboard.</source>
        <translation>{needed}: i-type sa keyboard.</translation>
    </message>
    <message>
        <source>Seat {seat}: open</source>
        <translation>Upuan {seat}: bakante</translation>
    </message>
    <message>
        <source>Seat a player (buy-in)…</source>
        <translation>Paupuin ang player (buy-in)…</translation>
    </message>
    <message>
        <source> · away</source>
        <translation> · wala</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} · ${stack} · {status}{away}</source>
        <translation>Upuan {seat} · {player} · ${stack} · {status}{away}</translation>
    </message>
    <message>
        <source>Change seat…</source>
        <translation>Lumipat ng upuan…</translation>
    </message>
    <message>
        <source>deal in now</source>
        <translation>pumasok ngayon</translation>
    </message>
    <message>
        <source>wait for the big blind</source>
        <translation>hintayin ang big blind</translation>
    </message>
    <message>
        <source>post a big blind</source>
        <translation>maglagay ng big blind</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <translation>ilagay ang nalaktawang blinds</translation>
    </message>
    <message>
        <source>buy the button</source>
        <translation>bilhin ang button</translation>
    </message>
    <message>
        <source>post in front of the button</source>
        <translation>mag-post sa harap ng button</translation>
    </message>
    <message>
        <source>come in with a straddle</source>
        <translation>pumasok nang may straddle</translation>
    </message>
    <message>
        <source>away</source>
        <translation>wala sa upuan</translation>
    </message>
    <message>
        <source>missed blind</source>
        <translation>nalaktawang blind</translation>
    </message>
    <message>
        <source>waiting for big blind</source>
        <translation>naghihintay ng big blind</translation>
    </message>
    <message>
        <source>waiting to straddle</source>
        <translation>naghihintay mag-straddle</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>naglalaro</translation>
    </message>
    <message>
        <source>Next: he goes there</source>
        <translation>Susunod: pupunta siya roon</translation>
    </message>
    <message>
        <source>Name the table he is called to</source>
        <translation>Pangalanan ang mesang pinatawag sa kanya</translation>
    </message>
    <message>
        <source>Type the table&apos;s name</source>
        <translation>Pangalan ng mesa</translation>
    </message>
    <message>
        <source>Back: {entry}</source>
        <translation>Balik: {entry}</translation>
    </message>
    <message>
        <source>Step away</source>
        <translation>Umalis sandali</translation>
    </message>
    <message>
        <source>Hold button (LC-GL-33)</source>
        <translation>Hold button (LC-GL-33)</translation>
    </message>
    <message>
        <source>Entry: {entry}</source>
        <translation>Pasok: {entry}</translation>
    </message>
    <message>
        <source> · +${amount} next deal (LC-26a)</source>
        <translation> · +${amount} susunod na deal (LC-26a)</translation>
    </message>
    <message>
        <source> · cheque ${amount} waits (LC-29)</source>
        <translation> · tseke ${amount} naghihintay (LC-29)</translation>
    </message>
    <message>
        <source> · runner ${amount} counted (LC-26c)</source>
        <translation> · runner ${amount} bilang na (LC-26c)</translation>
    </message>
    <message>
        <source>Cheque processed (LC-29)</source>
        <translation>Naproseso ang tseke (LC-29)</translation>
    </message>
    <message>
        <source>Cheque refused (LC-29)</source>
        <translation>Tinanggihan ang tseke (LC-29)</translation>
    </message>
    <message>
        <source>Runner arrived (LC-26c)</source>
        <translation>Dumating ang runner (LC-26c)</translation>
    </message>
    <message>
        <source>Add chips…</source>
        <translation>Dagdag chips…</translation>
    </message>
    <message>
        <source>Seat {seat}: chips to add</source>
        <translation>Upuan {seat}: chips na idadagdag</translation>
    </message>
    <message>
        <source>Cheque (LC-29)…</source>
        <translation>Tseke (LC-29)…</translation>
    </message>
    <message>
        <source>The room store is out of reach: type the table&apos;s name.</source>
        <translation>Hindi maabot ang room: i-type ang pangalan ng mesa.</translation>
    </message>
    <message>
        <source>Seat {seat}: chips he plays with, undeclared</source>
        <translation>Upuan {seat}: chips na nilalaro niya, hindi idineklara</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Umalis sa mesa</translation>
    </message>
    <message>
        <source>Called to another table…</source>
        <translation>Tinawag sa ibang mesa…</translation>
    </message>
    <message>
        <source>Amount not said (LC-26d)…</source>
        <translation>Halagang di sinabi (LC-26d)…</translation>
    </message>
    <message>
        <source>Seat {seat}: the amount of the cheque written at the table</source>
        <translation>Upuan {seat}: halaga ng tsekeng isinulat sa mesa</translation>
    </message>
    <message>
        <source>Seat {seat}: chips a house runner brings (the house agreed, the table was told)</source>
        <translation>Upuan {seat}: chips na dala ng runner ng bahay (pumayag ang bahay, sinabihan ang mesa)</translation>
    </message>
    <message>
        <source>Runner announced (LC-26c)…</source>
        <translation>Inanunsyo ang runner (LC-26c)…</translation>
    </message>
    <message>
        <source>Seat {seat}: the new player&apos;s name</source>
        <translation>Upuan {seat}: pangalan ng bagong player</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Player {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}&apos;s buy-in</source>
        <translation>Upuan {seat}: buy-in ni {name}</translation>
    </message>
    <message>
        <source>Seat {seat}: {player}</source>
        <translation>Upuan {seat}: {player}</translation>
    </message>
    <message>
        <source>Seat {seat}: called to which of the room&apos;s tables?</source>
        <translation>Upuan {seat}: tinawag sa aling mesa ng kuwarto?</translation>
    </message>
    <message>
        <source>Another table: type its name…</source>
        <translation>Ibang mesa: i-type ang pangalan…</translation>
    </message>
    <message>
        <source>Seat {seat}: called to which table?</source>
        <translation>Upuan {seat}: tinawag sa aling mesa?</translation>
    </message>
    <message>
        <source>Seat {seat}: move to which open seat?</source>
        <translation>Upuan {seat}: lilipat sa aling bakanteng upuan?</translation>
    </message>
    <message>
        <source>To seat {seat}</source>
        <translation>Sa upuan {seat}</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>floor</translation>
    </message>
    <message>
        <source>supervisor</source>
        <translation>superbisor</translation>
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
        <translation>Code ng badge, saka OK</translation>
    </message>
    <message>
        <source>Floor PIN</source>
        <translation>PIN ng floor</translation>
    </message>
    <message>
        <source>Supervisor PIN</source>
        <translation>PIN ng superbisor</translation>
    </message>
    <message>
        <source>Admin PIN</source>
        <translation>PIN ng admin</translation>
    </message>
    <message>
        <source>Dealer PIN</source>
        <translation>PIN ng dealer</translation>
    </message>
    <message>
        <source>Floorperson PIN</source>
        <translation>PIN ng floor</translation>
    </message>
    <message>
        <source>Staff code, then OK</source>
        <translation>Staff code, saka OK</translation>
    </message>
    <message>
        <source>Demo: present the demo {who} badge</source>
        <translation>Demo: ipakita ang demo badge ng {who}</translation>
    </message>
    <message>
        <source>Not signed in: the sign-in cannot be recorded: {error}.</source>
        <translation>Hindi naka-sign in: hindi maitala ang pag-sign in: {error}.</translation>
    </message>
    <message>
        <source>the new PIN was not entered the same twice</source>
        <translation>hindi pareho ang bagong PIN sa dalawang beses na pagpasok</translation>
    </message>
    <message>
        <source>No badge: type your staff code</source>
        <translation>Walang badge: i-type ang staff code</translation>
    </message>
    <message>
        <source>No hand log is open: nobody can sign in here.</source>
        <translation>Walang bukas na hand log: walang makakapag-sign in dito.</translation>
    </message>
    <message>
        <source>A {who} signs in: present your badge to the reader, then enter your PIN.</source>
        <translation>Magsa-sign in ang {who}: ipakita ang badge sa reader, saka ilagay ang PIN.</translation>
    </message>
    <message>
        <source>Badge {badge} is locked for {wait_text} more after too many wrong PINs.</source>
        <translation>Naka-lock ang badge {badge} nang {wait_text} pa dahil sa sobrang maling PIN.</translation>
    </message>
    <message>
        <source>Badge {badge} is locked until {time} after too many wrong PINs (counted at every floor station).</source>
        <translation>Naka-lock ang badge {badge} hanggang {time} dahil sa sobrang maling PIN (binibilang sa bawat floor station).</translation>
    </message>
    <message>
        <source>Badge {badge}: enter the PIN.</source>
        <translation>Badge {badge}: ilagay ang PIN.</translation>
    </message>
    <message>
        <source>Type the staff code you were given at first start, then OK.</source>
        <translation>I-type ang staff code na ibinigay sa unang simula, saka OK.</translation>
    </message>
    <message>
        <source>{short}. Enter the new PIN.</source>
        <translation>{short}. Ilagay ang bagong PIN.</translation>
    </message>
    <message>
        <source>Not signed in: {refused}.</source>
        <translation>Hindi naka-sign in: {refused}.</translation>
    </message>
    <message>
        <source>Enter the new PIN again.</source>
        <translation>Ilagay ulit ang bagong PIN.</translation>
    </message>
    <message>
        <source>Export the hand log</source>
        <translation>I-export ang log</translation>
    </message>
    <message>
        <source>Verify the hand log</source>
        <translation>Suriin ang log</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Mga tsart</translation>
    </message>
    <message>
        <source>Leave kiosk mode (close the app)</source>
        <translation>Umalis sa kiosk (isara ang app)</translation>
    </message>
    <message>
        <source>All tables (room)</source>
        <translation>Lahat ng mesa (room)</translation>
    </message>
    <message>
        <source>Reading the hand log…</source>
        <translation>Binabasa ang hand log…</translation>
    </message>
    <message>
        <source>Reading the room…</source>
        <translation>Binabasa ang room…</translation>
    </message>
    <message>
        <source>Reading the room: {done} of {total} table logs…</source>
        <translation>Binabasa ang room: {done} sa {total} log ng mesa…</translation>
    </message>
    <message>
        <source>{text}: {hands}, {rulings}.</source>
        <translation>{text}: {hands}, {rulings}.</translation>
    </message>
    <message>
        <source>{period}, the room ({tables}): {hands}{game}, {rulings}, {overrides} overridden.</source>
        <translation>{period}, ang room ({tables}): {hands}{game}, {rulings}, {overrides} binago.</translation>
    </message>
    <message>
        <source>Export stopped: {message}</source>
        <translation>Huminto ang pag-export: {message}</translation>
    </message>
    <message>
        <source>Check stopped: {message}</source>
        <translation>Huminto ang pagsuri: {message}</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 kamay</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} kamay</translation>
    </message>
    <message>
        <source>1 event</source>
        <translation>1 pangyayari</translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation>{count} pangyayari</translation>
    </message>
    <message>
        <source>1 ruling</source>
        <translation>1 pasya</translation>
    </message>
    <message>
        <source>{count} rulings</source>
        <translation>{count} pasya</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 mesa</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} mesa</translation>
    </message>
    <message>
        <source>{count} ruling open</source>
        <translation>{count} pasyang bukas</translation>
    </message>
    <message>
        <source>{count} rulings open</source>
        <translation>{count} pasyang bukas</translation>
    </message>
    <message>
        <source>{count} OFFLINE TOO LONG or never connected</source>
        <translation>{count} MATAGAL OFFLINE o hindi kailanman nakakonekta</translation>
    </message>
    <message>
        <source>the room is out of reach: retrying</source>
        <translation>hindi maabot ang room: sinusubukang muli</translation>
    </message>
    <message>
        <source>{count} with a device down</source>
        <translation>{count} na may sirang device</translation>
    </message>
    <message>
        <source> of {game}</source>
        <translation> ng {game}</translation>
    </message>
    <message>
        <source>Choose dates…</source>
        <translation>Pumili ng petsa…</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Ngayon</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Huling 7 araw</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Lahat ng panahon</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>Mesang ito</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Lahat ng mesa</translation>
    </message>
    <message>
        <source>Hands started, by hour of the day</source>
        <translation>Mga kamay na nagsimula, ayon sa oras</translation>
    </message>
    <message>
        <source>No hands in this period</source>
        <translation>Walang kamay sa panahong ito</translation>
    </message>
    <message>
        <source>Rulings, by table</source>
        <translation>Mga pasya, ayon sa mesa</translation>
    </message>
    <message>
        <source>No rulings in this period</source>
        <translation>Walang pasya sa panahong ito</translation>
    </message>
    <message>
        <source>Rulings decided, by floorperson</source>
        <translation>Mga pasyang ginawa, ayon sa floor</translation>
    </message>
    <message>
        <source>No rulings decided in this period</source>
        <translation>Walang pasyang ginawa sa panahong ito</translation>
    </message>
    <message>
        <source>Overrides, by table</source>
        <translation>Mga override, ayon sa mesa</translation>
    </message>
    <message>
        <source>No overrides in this period</source>
        <translation>Walang override sa panahong ito</translation>
    </message>
    <message>
        <source>Hands dealt, by dealer</source>
        <translation>Mga kamay na ibinigay, ayon sa dealer</translation>
    </message>
    <message>
        <source>No house dealer signed in for these hands</source>
        <translation>Walang house dealer na naka-sign in sa mga kamay na ito</translation>
    </message>
    <message>
        <source>Rulings, by dealer</source>
        <translation>Mga pasya, ayon sa dealer</translation>
    </message>
    <message>
        <source>No rulings in hands with a house dealer</source>
        <translation>Walang pasya sa mga kamay na may house dealer</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Lahat ng laro</translation>
    </message>
    <message>
        <source>{result}
Not recorded in the hand log: {error}</source>
        <translation>{result}
Hindi naitala sa hand log: {error}</translation>
    </message>
    <message>
        <source>Export failed: {detail}</source>
        <translation>Nabigo ang pag-export: {detail}</translation>
    </message>
    <message>
        <source>Check failed: {detail}</source>
        <translation>Nabigo ang pagsuri: {detail}</translation>
    </message>
    <message>
        <source>Charts stopped: {message}</source>
        <translation>Huminto ang mga tsart: {message}</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Nag-e-export…</translation>
    </message>
    <message>
        <source>Checking the hand log…</source>
        <translation>Sinusuri ang hand log…</translation>
    </message>
    <message>
        <source>{written} ({dates})</source>
        <translation>{written} ({dates})</translation>
    </message>
    <message>
        <source>{written} ({skipped} skipped: not poker hands)</source>
        <translation>{written} ({skipped} nilaktawan: hindi kamay ng poker)</translation>
    </message>
    <message>
        <source>Wrote {written} to {path}</source>
        <translation>Naisulat ang {written} sa {path}</translation>
    </message>
    <message>
        <source>Charts failed: {detail}</source>
        <translation>Nabigo ang mga tsart: {detail}</translation>
    </message>
    <message>
        <source>OK: {checked} events checked, chain head {head}</source>
        <translation>OK: {checked} pangyayari ang nasuri, ulo ng chain {head}</translation>
    </message>
    <message>
        <source>{text}; imported PHH tables not replayed by the table engine: {tables}</source>
        <translation>{text}; mga na-import na PHH table na hindi na-replay ng programa: {tables}</translation>
    </message>
    <message>
        <source>FAILED at row seq {seq}: {problem}</source>
        <translation>NABIGO sa row seq {seq}: {problem}</translation>
    </message>
    <message>
        <source>FAILED: {problem}</source>
        <translation>NABIGO: {problem}</translation>
    </message>
    <message>
        <source>Table set-up (between hands)</source>
        <translation>Set-up ng mesa (pagitan ng kamay)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Laro</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Buksan ang mesa</translation>
    </message>
    <message>
        <source>Dealer…</source>
        <translation>Dealer…</translation>
    </message>
    <message>
        <source>Button draw…</source>
        <translation>Bunutan…</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>Umupo</translation>
    </message>
    <message>
        <source>Back to the chips</source>
        <translation>Bumalik sa chips</translation>
    </message>
    <message>
        <source>Seat a player: touch an open seat</source>
        <translation>Paupuin ang player: pindutin ang bakanteng upuan</translation>
    </message>
    <message>
        <source>The room file is not used: {error}</source>
        <translation>Hindi ginagamit ang room file: {error}</translation>
    </message>
    <message>
        <source>{limit}
set amounts</source>
        <translation>{limit}
itakda halaga</translation>
    </message>
    <message>
        <source>{limit} is not offered: the room file must say {rule}.</source>
        <translation>Hindi inaalok ang {limit}: dapat sabihin ng room file ang {rule}.</translation>
    </message>
    <message>
        <source>{name} lists no limits for this game: the room names them in its own profile file</source>
        <translation>Walang limit ang {name} para sa larong ito: itinatakda ito ng room sa sarili nitong profile file</translation>
    </message>
    <message>
        <source>Open: {house} {limit} {get}</source>
        <translation>Buksan: {house} {limit} {get}</translation>
    </message>
    <message>
        <source>${amount} refused: {reason}</source>
        <translation>Tinanggihan ang ${amount}: {reason}</translation>
    </message>
    <message>
        <source>{limit} cannot open: the room file must say {rule}.</source>
        <translation>Hindi mabubuksan ang {limit}: dapat sabihin ng room file ang {rule}.</translation>
    </message>
    <message>
        <source>Opening {label}</source>
        <translation>Binubuksan ang {label}</translation>
    </message>
    <message>
        <source>{seat} open</source>
        <translation>{seat} bukas</translation>
    </message>
    <message>
        <source>Seat {seat}: sit {strip} down</source>
        <translation>Upuan {seat}: paupuin si {strip}</translation>
    </message>
    <message>
        <source>Seat {seat}: {strip}&apos;s chips?</source>
        <translation>Upuan {seat}: chips ni {strip}?</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} with ${stack}. How does {name} come in? (K03)</source>
        <translation>Upuan {seat}: {name} na may ${stack}. Paano papasok si {name}? (K03)</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} cannot sit down now</source>
        <translation>Upuan {seat}: hindi pa makakaupo si {name}</translation>
    </message>
    <message>
        <source>Refused: {refusal}. Go back to the chips for another amount; the floor may accept it with a reason from the seat&apos;s own panel (LC-P1).</source>
        <translation>Tinanggihan: {refusal}. Bumalik sa chips para sa ibang halaga; puwedeng tanggapin ito ng floor nang may dahilan mula sa panel ng upuan (LC-P1).</translation>
    </message>
    <message>
        <source>Start hand</source>
        <translation>Simulan ang kamay</translation>
    </message>
    <message>
        <source>Blinds posted</source>
        <translation>Nailagay ang blinds</translation>
    </message>
    <message>
        <source>Pot pushed</source>
        <translation>Naibigay ang pot</translation>
    </message>
    <message>
        <source>Cards collected: end hand</source>
        <translation>Nakolekta ang baraha: tapos ang kamay</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Tiklop</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Call
${amount}</source>
        <translation>Sabay
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
        <translation>High card</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Isang pares</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>Dalawang pares</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Three of a kind (tatlong magkapareho)</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straight</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Four of a kind (apat na magkapareho)</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>Straight flush</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Royal flush</translation>
    </message>
    <message>
        <source>Deal now</source>
        <translation>Bigyan na ng baraha</translation>
    </message>
    <message>
        <source>Wait for big blind</source>
        <translation>Hintayin ang big blind</translation>
    </message>
    <message>
        <source>Post big blind</source>
        <translation>Mag-post ng big blind</translation>
    </message>
    <message>
        <source>Post missed blinds</source>
        <translation>Mag-post ng nalaktawang blind</translation>
    </message>
    <message>
        <source>Buy button</source>
        <translation>Bilhin ang button</translation>
    </message>
    <message>
        <source>Post in front of button</source>
        <translation>Mag-post sa harap ng button</translation>
    </message>
    <message>
        <source>Straddle</source>
        <translation>Straddle</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Taya</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Sabay (call)</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Taas</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Kumpleto</translation>
    </message>
    <message>
        <source>All in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Which seat?</source>
        <translation>Aling upuan?</translation>
    </message>
    <message>
        <source>The reason (optional)</source>
        <translation>Ang dahilan (opsyonal)</translation>
    </message>
    <message>
        <source>Who says the board plays?</source>
        <translation>Sino ang nagsabing ang board ang laro?</translation>
    </message>
    <message>
        <source>Who called his hand?</source>
        <translation>Sino ang nagsabi ng kanyang kamay?</translation>
    </message>
    <message>
        <source>What did he call?</source>
        <translation>Ano ang sinabi niya?</translation>
    </message>
    <message>
        <source>Floor: rule on a wrong hand call</source>
        <translation>Floor: pasya sa maling pagsabi ng kamay</translation>
    </message>
    <message>
        <source>Who called his hand wrong?</source>
        <translation>Sino ang nagkamali ng sabi ng kamay?</translation>
    </message>
    <message>
        <source>The floor&apos;s ruling</source>
        <translation>Ang pasya ng floor</translation>
    </message>
    <message>
        <source>Deliberate: he forfeits the pot</source>
        <translation>Sinadya: mawawala sa kanya ang pot</translation>
    </message>
    <message>
        <source>Cards speak: no penalty</source>
        <translation>Ang baraha ang magsasalita: walang parusa</translation>
    </message>
    <message>
        <source>The floor&apos;s reason</source>
        <translation>Ang dahilan ng floor</translation>
    </message>
    <message>
        <source>Cards exposed during the hand</source>
        <translation>Mga barahang nalantad habang naglalaro</translation>
    </message>
    <message>
        <source>Whose cards were shown?</source>
        <translation>Kaninong baraha ang naipakita?</translation>
    </message>
    <message>
        <source>Shown to whom?</source>
        <translation>Ipinakita kanino?</translation>
    </message>
    <message>
        <source>Someone not in the hand</source>
        <translation>Taong wala sa kamay</translation>
    </message>
    <message>
        <source>Which cards were shown?</source>
        <translation>Aling mga baraha ang naipakita?</translation>
    </message>
    <message>
        <source>Whose exposed cards?</source>
        <translation>Kaninong nalantad na baraha?</translation>
    </message>
    <message>
        <source>Who asks to see them?</source>
        <translation>Sino ang humihinging makita ang mga ito?</translation>
    </message>
    <message>
        <source>Award disputed: hold the pot</source>
        <translation>Kinokontra ang bigay: hawakan ang pot</translation>
    </message>
    <message>
        <source>Who disputes the award?</source>
        <translation>Sino ang kumokontra sa bigay?</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>Ang dealer</translation>
    </message>
    <message>
        <source>Floor: the award stands</source>
        <translation>Floor: mananatili ang bigay</translation>
    </message>
    <message>
        <source>Floor: award the pot to one seat</source>
        <translation>Floor: ibigay ang pot sa isang upuan</translation>
    </message>
    <message>
        <source>Which seat takes the pot(s)?</source>
        <translation>Aling upuan ang kukuha ng (mga) pot?</translation>
    </message>
    <message>
        <source>Floor: split the pot between seats</source>
        <translation>Floor: hatiin ang pot sa mga upuan</translation>
    </message>
    <message>
        <source>Which pot is split?</source>
        <translation>Aling pot ang hahatiin?</translation>
    </message>
    <message>
        <source>Who shares it? (high-low: the high half)</source>
        <translation>Sino ang maghahati? (high-low: ang mataas na kalahati)</translation>
    </message>
    <message>
        <source>Who shares the low half? (Skip: no low, the high hand(s) take it all)</source>
        <translation>Sino ang maghahati sa mababang kalahati? (Laktawan: walang low, kukunin lahat ng mataas na kamay)</translation>
    </message>
    <message>
        <source>Player taps the table (a check)</source>
        <translation>Tinapik ng manlalaro ang mesa (check)</translation>
    </message>
    <message>
        <source>Who tapped?</source>
        <translation>Sino ang tumapik?</translation>
    </message>
    <message>
        <source>How?</source>
        <translation>Paano?</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Tapik</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Katok</translation>
    </message>
    <message>
        <source>Gesture</source>
        <translation>Senyas</translation>
    </message>
    <message>
        <source>Who acted out of turn?</source>
        <translation>Sino ang kumilos nang hindi pa turno?</translation>
    </message>
    <message>
        <source>What did he do?</source>
        <translation>Ano ang ginawa niya?</translation>
    </message>
    <message>
        <source>Bet or raise to how much? (Skip for a check, call or fold)</source>
        <translation>Taya o taas hanggang magkano? (Laktawan kung check, call o fold)</translation>
    </message>
    <message>
        <source>Bet out of turn taken back</source>
        <translation>Binawi ang taya na hindi pa turno</translation>
    </message>
    <message>
        <source>Whose bet is taken back?</source>
        <translation>Kaninong taya ang binawi?</translation>
    </message>
    <message>
        <source>Turn let pass (player silent)</source>
        <translation>Pinalampas ang turno (tahimik ang manlalaro)</translation>
    </message>
    <message>
        <source>Who let his turn pass?</source>
        <translation>Sino ang nagpalampas ng kanyang turno?</translation>
    </message>
    <message>
        <source>Floor: rule on a turn let pass</source>
        <translation>Floor: pasya sa pinalampas na turno</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>Aling manlalaro?</translation>
    </message>
    <message>
        <source>Every option back</source>
        <translation>Balik ang lahat ng opsyon</translation>
    </message>
    <message>
        <source>Call or fold only</source>
        <translation>Call o fold lamang</translation>
    </message>
    <message>
        <source>Whose chips?</source>
        <translation>Kaninong chips?</translation>
    </message>
    <message>
        <source>How much came forward?</source>
        <translation>Magkano ang iniusog pasulong?</translation>
    </message>
    <message>
        <source>Floor: rule on chips still held</source>
        <translation>Floor: pasya sa chips na hawak pa</translation>
    </message>
    <message>
        <source>A bet: the chips play</source>
        <translation>Taya: tuloy ang chips</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Walang taya</translation>
    </message>
    <message>
        <source>Who called short?</source>
        <translation>Sino ang kulang ang call?</translation>
    </message>
    <message>
        <source>How much did he put in? (Skip: he only said &apos;call&apos;)</source>
        <translation>Magkano ang inilagay niya? (Laktawan: &apos;call&apos; lang ang sinabi niya)</translation>
    </message>
    <message>
        <source>Short call: take back, complete or fold</source>
        <translation>Kulang na call: bawiin, kumpletuhin o fold</translation>
    </message>
    <message>
        <source>Whose short call?</source>
        <translation>Kaninong kulang na call?</translation>
    </message>
    <message>
        <source>What does he do?</source>
        <translation>Ano ang gagawin niya?</translation>
    </message>
    <message>
        <source>Takes the call back</source>
        <translation>Babawiin ang call</translation>
    </message>
    <message>
        <source>Completes the raise</source>
        <translation>Kukumpletuhin ang raise</translation>
    </message>
    <message>
        <source>Folds</source>
        <translation>Fold</translation>
    </message>
    <message>
        <source>Whose raise?</source>
        <translation>Kaninong raise?</translation>
    </message>
    <message>
        <source>Who objects?</source>
        <translation>Sino ang tumututol?</translation>
    </message>
    <message>
        <source>Floor: rule on a string raise</source>
        <translation>Floor: pasya sa string raise</translation>
    </message>
    <message>
        <source>The raise stands</source>
        <translation>Tuloy ang raise</translation>
    </message>
    <message>
        <source>It is a call</source>
        <translation>Call lamang ito</translation>
    </message>
    <message>
        <source>Accidental raise taken back</source>
        <translation>Binawi ang di-sinasadyang raise</translation>
    </message>
    <message>
        <source>Colour up a player&apos;s chips</source>
        <translation>Palitan ng mas malaking chips ang chips ng manlalaro</translation>
    </message>
    <message>
        <source>How much is changed?</source>
        <translation>Magkano ang papalitan?</translation>
    </message>
    <message>
        <source>From which chip?</source>
        <translation>Mula sa aling chip?</translation>
    </message>
    <message>
        <source>Into which chip?</source>
        <translation>Sa aling chip?</translation>
    </message>
    <message>
        <source>Floor: remove a player</source>
        <translation>Floor: paalisin ang isang manlalaro</translation>
    </message>
    <message>
        <source>Who is removed?</source>
        <translation>Sino ang paaalisin?</translation>
    </message>
    <message>
        <source>Floor: let a removed player back</source>
        <translation>Floor: pabalikin ang pinaalis na manlalaro</translation>
    </message>
    <message>
        <source>Who comes back?</source>
        <translation>Sino ang babalik?</translation>
    </message>
    <message>
        <source>How does he come back?</source>
        <translation>Paano siya babalik?</translation>
    </message>
    <message>
        <source>Floor: rule on posting abuse</source>
        <translation>Floor: pasya sa pang-aabuso sa pag-post</translation>
    </message>
    <message>
        <source>Post a big blind before his next hand</source>
        <translation>Mag-post ng big blind bago ang susunod niyang kamay</translation>
    </message>
    <message>
        <source>No action</source>
        <translation>Walang aksyon</translation>
    </message>
    <message>
        <source>Two players swap seats</source>
        <translation>Nagpalitan ng upuan ang dalawang manlalaro</translation>
    </message>
    <message>
        <source>First player?</source>
        <translation>Unang manlalaro?</translation>
    </message>
    <message>
        <source>Swaps with?</source>
        <translation>Makikipagpalit kanino?</translation>
    </message>
    <message>
        <source>Deal off: move after the button hand</source>
        <translation>Deal off: lumipat pagkatapos ng kamay sa button</translation>
    </message>
    <message>
        <source>Who played his button hand?</source>
        <translation>Sino ang naglaro ng kanyang kamay sa button?</translation>
    </message>
    <message>
        <source>To which open seat?</source>
        <translation>Sa aling bakanteng upuan?</translation>
    </message>
    <message>
        <source>Take the full-game collection</source>
        <translation>Kunin ang bayad sa bahay ng punong mesa</translation>
    </message>
    <message>
        <source>From whose stack?</source>
        <translation>Mula kaninong stack?</translation>
    </message>
    <message>
        <source>Floor: pick up an away player&apos;s chips</source>
        <translation>Floor: kunin ang chips ng wala sa mesa</translation>
    </message>
    <message>
        <source>Whose chips are picked up?</source>
        <translation>Kaninong chips ang kukunin?</translation>
    </message>
    <message>
        <source>Why? (Skip at a full game&apos;s third button; a seat asked for, or repeated lobbying)</source>
        <translation>Bakit? (Laktawan sa ikatlong button ng punong mesa; may humihingi ng upuan, o paulit-ulit na pag-alis)</translation>
    </message>
    <message>
        <source>Must-move game: on or off</source>
        <translation>Must-move na laro: on o off</translation>
    </message>
    <message>
        <source>Is this table a must-move game?</source>
        <translation>Must-move na laro ba ang mesang ito?</translation>
    </message>
    <message>
        <source>Must-move game</source>
        <translation>Must-move na laro</translation>
    </message>
    <message>
        <source>Not a must-move game</source>
        <translation>Hindi must-move na laro</translation>
    </message>
    <message>
        <source>Floor: set the short-handed collection</source>
        <translation>Floor: itakda ang bayad sa bahay kapag kulang ang tao</translation>
    </message>
    <message>
        <source>The collection while short-handed</source>
        <translation>Ang bayad sa bahay habang kulang ang tao</translation>
    </message>
    <message>
        <source>Blinds chop (everyone folded to them)</source>
        <translation>Naghati ang mga blind (nag-fold ang lahat hanggang sa kanila)</translation>
    </message>
    <message>
        <source>Floor: collect by time, or on the button</source>
        <translation>Floor: maningil ayon sa oras, o sa button</translation>
    </message>
    <message>
        <source>How is the collection taken from now on?</source>
        <translation>Paano sisingilin ang bayad sa bahay mula ngayon?</translation>
    </message>
    <message>
        <source>By time (every player, per period)</source>
        <translation>Ayon sa oras (bawat manlalaro, bawat yugto)</translation>
    </message>
    <message>
        <source>On the button</source>
        <translation>Sa button</translation>
    </message>
    <message>
        <source>Floor: call time</source>
        <translation>Floor: tumawag ng time</translation>
    </message>
    <message>
        <source>Is anyone on the waiting list?</source>
        <translation>May tao ba sa listahan ng naghihintay?</translation>
    </message>
    <message>
        <source>Yes: everyone pays before his next hand</source>
        <translation>Oo: magbabayad ang lahat bago ang susunod nilang kamay</translation>
    </message>
    <message>
        <source>No: each may play to his big blind first</source>
        <translation>Wala: maaaring maglaro muna ang bawat isa hanggang sa kanyang big blind</translation>
    </message>
    <message>
        <source>Player pays time</source>
        <translation>Nagbayad ng time ang manlalaro</translation>
    </message>
    <message>
        <source>Who pays his time?</source>
        <translation>Sino ang magbabayad ng kanyang time?</translation>
    </message>
    <message>
        <source>Players agree a time pot</source>
        <translation>Nagkasundo ang mga manlalaro sa time pot</translation>
    </message>
    <message>
        <source>Who plays the time pot? (the winner pays for all)</source>
        <translation>Sino ang maglalaro ng time pot? (ang mananalo ang magbabayad para sa lahat)</translation>
    </message>
    <message>
        <source>Time-pot winner pays for all</source>
        <translation>Ang nanalo sa time pot ang magbabayad para sa lahat</translation>
    </message>
    <message>
        <source>Who won the time pot?</source>
        <translation>Sino ang nanalo sa time pot?</translation>
    </message>
    <message>
        <source>Newcomer dealt in before posting</source>
        <translation>Nabigyan ng baraha ang bagong dating bago mag-post</translation>
    </message>
    <message>
        <source>Which newcomer got cards?</source>
        <translation>Aling bagong dating ang nabigyan ng baraha?</translation>
    </message>
    <message>
        <source>Did he look at his cards?</source>
        <translation>Tiningnan ba niya ang kanyang baraha?</translation>
    </message>
    <message>
        <source>He looked at them</source>
        <translation>Tiningnan niya</translation>
    </message>
    <message>
        <source>He did not look</source>
        <translation>Hindi niya tiningnan</translation>
    </message>
    <message>
        <source>Which cards did he get?</source>
        <translation>Aling mga baraha ang natanggap niya?</translation>
    </message>
    <message>
        <source>Player dealt in by mistake has acted</source>
        <translation>Kumilos na ang manlalarong nabigyan ng baraha nang mali</translation>
    </message>
    <message>
        <source>Who was dealt in by mistake?</source>
        <translation>Sino ang nabigyan ng baraha nang mali?</translation>
    </message>
    <message>
        <source>How much has he put in this round?</source>
        <translation>Magkano na ang inilagay niya sa round na ito?</translation>
    </message>
    <message>
        <source>Was his action a fold?</source>
        <translation>Fold ba ang ginawa niya?</translation>
    </message>
    <message>
        <source>He folded</source>
        <translation>Nag-fold siya</translation>
    </message>
    <message>
        <source>He checked or called</source>
        <translation>Nag-check o nag-call siya</translation>
    </message>
    <message>
        <source>A player asks to see a hand pushed face down</source>
        <translation>Humihingi ang manlalaro na makita ang kamay na itinulak nang nakataob</translation>
    </message>
    <message>
        <source>Who asks to see it?</source>
        <translation>Sino ang humihinging makita ito?</translation>
    </message>
    <message>
        <source>Whose hand is asked for?</source>
        <translation>Kaninong kamay ang hinihingi?</translation>
    </message>
    <message>
        <source>Which cards does that hand hold?</source>
        <translation>Aling mga baraha ang hawak ng kamay na iyon?</translation>
    </message>
    <message>
        <source>Had the hand touched the muck?</source>
        <translation>Dumikit ba ang kamay sa muck?</translation>
    </message>
    <message>
        <source>Yes: it is dead</source>
        <translation>Oo: patay na ito</translation>
    </message>
    <message>
        <source>No: it was only pushed face down</source>
        <translation>Hindi: itinulak lang nang nakataob</translation>
    </message>
    <message>
        <source>Floor: declare a misdeal</source>
        <translation>Floor: ideklara ang misdeal</translation>
    </message>
    <message>
        <source>Which misdeal case (LC-104)?</source>
        <translation>Aling kaso ng misdeal (LC-104)?</translation>
    </message>
    <message>
        <source>Chips passed to a player waiting for his runner</source>
        <translation>Chips na ipinasa sa player na naghihintay sa runner niya</translation>
    </message>
    <message>
        <source>Who hands the chips over?</source>
        <translation>Sino ang nagbibigay ng chips?</translation>
    </message>
    <message>
        <source>Who waits for his runner&apos;s chips?</source>
        <translation>Sino ang naghihintay ng chips mula sa runner niya?</translation>
    </message>
    <message>
        <source>How much is passed?</source>
        <translation>Magkano ang ipinasa?</translation>
    </message>
    <message>
        <source>Cash put on the table (it does not play)</source>
        <translation>Cash na inilagay sa mesa (hindi ito laro)</translation>
    </message>
    <message>
        <source>Whose cash?</source>
        <translation>Kanino ang cash?</translation>
    </message>
    <message>
        <source>Chips handed to another player</source>
        <translation>Chips na ibinigay sa ibang player</translation>
    </message>
    <message>
        <source>Who took the chips?</source>
        <translation>Sino ang kumuha ng chips?</translation>
    </message>
    <message>
        <source>Rack or object on the playing surface</source>
        <translation>Rack o bagay sa ibabaw ng laruan</translation>
    </message>
    <message>
        <source>At which seat?</source>
        <translation>Sa aling upuan?</translation>
    </message>
    <message>
        <source>Another casino&apos;s or wrapped chips</source>
        <translation>Chips ng ibang casino o nakabalot pa</translation>
    </message>
    <message>
        <source>Cards held out of view</source>
        <translation>Mga baraha na hindi nakikita</translation>
    </message>
    <message>
        <source>Whose cards?</source>
        <translation>Kanino ang mga baraha?</translation>
    </message>
    <message>
        <source>Every pot</source>
        <translation>Lahat ng pot</translation>
    </message>
    <message>
        <source>Main pot · ${amount}</source>
        <translation>Pangunahing pot · ${amount}</translation>
    </message>
    <message>
        <source>Side pot {number} · ${amount}</source>
        <translation>Side pot {number} · ${amount}</translation>
    </message>
    <message>
        <source>LC-104{letter} · {case}</source>
        <translation>LC-104{letter} · {case}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player}</source>
        <translation>Upuan {seat} · {player}</translation>
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
sa ${amount}</translation>
    </message>
    <message>
        <source>{verb}
${low}-${high}</source>
        <translation>{verb}
${low}-${high}</translation>
    </message>
    <message>
        <source>Ask seat {seat}: {what}? (before the first card)</source>
        <translation>Tanungin ang upuan {seat}: {what}? (bago ang unang baraha)</translation>
    </message>
    <message>
        <source>No
{what}</source>
        <translation>Walang
{what}</translation>
    </message>
    <message>
        <source>Seat {seat} posts
{what} ${amount}</source>
        <translation>Upuan {seat} naglagay
{what} ${amount}</translation>
    </message>
    <message>
        <source>Waiting for players.</source>
        <translation>Naghihintay ng players.</translation>
    </message>
    <message>
        <source>Seat {seat} acts:</source>
        <translation>Kikilos ang upuan {seat}:</translation>
    </message>
    <message>
        <source>Deal from the shoe: every card read appears on the table.</source>
        <translation>Mag-deal mula sa shoe: lumalabas sa mesa ang bawat barahang nabasa.</translation>
    </message>
    <message>
        <source>No shoe connected.</source>
        <translation>Walang nakakonektang shoe.</translation>
    </message>
    <message>
        <source>Cards dealt by hand</source>
        <translation>Baraha na dinil sa kamay</translation>
    </message>
    <message>
        <source>Enter {need} board cards by touch</source>
        <translation>Pindutin ang {need} baraha ng board</translation>
    </message>
    <message>
        <source>Enter 1 board card by touch</source>
        <translation>Pindutin ang 1 baraha ng board</translation>
    </message>
    <message>
        <source>Seat {seat}
mucks</source>
        <translation>Upuan {seat}
muck</translation>
    </message>
    <message>
        <source>Seat {seat}
shows</source>
        <translation>Upuan {seat}
nagpakita</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aksyon</translation>
    </message>
    <message>
        <source>TPPP</source>
        <translation>TPPP</translation>
    </message>
    <message>
        <source>{number}  open</source>
        <translation>{number}  bukas</translation>
    </message>
    <message>
        <source>banks</source>
        <translation>bangkero</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>nakakonekta</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>nagpatuloy</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>handa</translation>
    </message>
    <message>
        <source>silent</source>
        <translation>tahimik</translation>
    </message>
    <message>
        <source>lid open</source>
        <translation>bukas ang takip</translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>cut card</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>walang laman</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>hindi nakakonekta</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>sira</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>Walang shoe</translation>
    </message>
    <message>
        <source>{device}: {state}</source>
        <translation>{device}: {state}</translation>
    </message>
    <message>
        <source>NOW</source>
        <translation>NGAYON</translation>
    </message>
    <message>
        <source>NEXT</source>
        <translation>SUSUNOD</translation>
    </message>
    <message>
        <source>Nothing to do</source>
        <translation>Walang gagawin</translation>
    </message>
    <message>
        <source>… and {more} more</source>
        <translation>… at {more} pa</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Mga patakaran: {rules}</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Mga hakbang</translation>
    </message>
    <message>
        <source>Ruling {number}: {title}{detail}. {ruling}{note}</source>
        <translation>Pasya {number}: {title}{detail}. {ruling}{note}</translation>
    </message>
    <message>
        <source>Call the floorperson: Floor &gt; Rulings, badge and PIN, to confirm or override.</source>
        <translation>Tawagin ang floor: Floor &gt; Mga pasya, badge at PIN, para kumpirmahin o baguhin.</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>BB</source>
        <translation>BB</translation>
    </message>
    <message>
        <source>BtnB</source>
        <translation>BtnB</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Blind</translation>
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
        <translation>Post</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Nalaktawan</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Wala</translation>
    </message>
    <message>
        <source>Wait BB</source>
        <translation>Hintay BB</translation>
    </message>
    <message>
        <source>Wait STR</source>
        <translation>Hintay STR</translation>
    </message>
    <message>
        <source>Hand void: every bet went back</source>
        <translation>Walang bisa ang kamay: naibalik ang lahat ng taya</translation>
    </message>
    <message>
        <source>blinds</source>
        <translation>blinds</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>nagdi-deal</translation>
    </message>
    <message>
        <source>betting</source>
        <translation>tayaan</translation>
    </message>
    <message>
        <source>board cards</source>
        <translation>baraha ng board</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>showdown</translation>
    </message>
    <message>
        <source>pushing the pot</source>
        <translation>ibinibigay ang pot</translation>
    </message>
    <message>
        <source>pot pushed</source>
        <translation>naibigay ang pot</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>walang bisa</translation>
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
        <translation>3rd street</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>4th street</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>5th street</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>6th street</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>7th street</translation>
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
        <translation>Hold</translation>
    </message>
    <message>
        <source>Coll</source>
        <translation>Bayad</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Hand {number} complete · Between hands</source>
        <translation>Tapos ang kamay {number} · Pagitan ng kamay</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Pagitan ng kamay</translation>
    </message>
    <message>
        <source>Total pot ${amount}</source>
        <translation>Kabuuang pot ${amount}</translation>
    </message>
    <message>
        <source>Main pot ${amount}</source>
        <translation>Pangunahing pot ${amount}</translation>
    </message>
    <message>
        <source>Side pot {number} ${amount}</source>
        <translation>Side pot {number} ${amount}</translation>
    </message>
    <message>
        <source>Hand {number} · {street} · {phase}</source>
        <translation>Kamay {number} · {street} · {phase}</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>7th street: {plan} ({rules})</source>
        <translation>7th street: {plan} ({rules})</translation>
    </message>
    <message>
        <source>Seat {seat} ({name}): declare TPPP</source>
        <translation>Upuan {seat} ({name}): ideklara ang TPPP</translation>
    </message>
    <message>
        <source>The facts differ from the report</source>
        <translation>Iba ang nangyari sa ulat</translation>
    </message>
    <message>
        <source>The floor&apos;s judgement in the interest of fairness (LC-P1)</source>
        <translation>Pasya ng floor para sa katarungan (LC-P1)</translation>
    </message>
    <message>
        <source>The players agreed before action and the floor allows it</source>
        <translation>Kasunduan ng players, pinayagan ng floor</translation>
    </message>
    <message>
        <source>No ruling waits for the floor.</source>
        <translation>Walang pasyang naghihintay sa floor.</translation>
    </message>
    <message>
        <source>Reading the hand from the room&apos;s copy of the log ...</source>
        <translation>Binabasa ang kamay mula sa kopya ng log ng room ...</translation>
    </message>
    <message>
        <source>The room&apos;s copy cannot show this ruling: {why}</source>
        <translation>Hindi maipakita ng kopya ng room ang pasyang ito: {why}</translation>
    </message>
    <message>
        <source>Choose a ruling above, or touch a table with an amber edge on the Room page.</source>
        <translation>Pumili ng pasya sa itaas, o pindutin ang mesang may kulay-amber na gilid sa page na Room.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>The station&apos;s decision: {decision}</source>
        <translation>Desisyon ng station: {decision}</translation>
    </message>
    <message>
        <source>Confirm ruling {number}</source>
        <translation>Kumpirmahin ang pasya {number}</translation>
    </message>
    <message>
        <source>Override: {reason}</source>
        <translation>Baguhin: {reason}</translation>
    </message>
    <message>
        <source>Confirm ruling {number} at {table}: the floorperson&apos;s badge, then PIN.</source>
        <translation>Kumpirmahin ang pasya {number} sa {table}: badge ng floor, saka PIN.</translation>
    </message>
    <message>
        <source>Override ({reason}) ruling {number} at {table}: the floorperson&apos;s badge, then PIN.</source>
        <translation>Baguhin ({reason}) ang pasya {number} sa {table}: badge ng floor, saka PIN.</translation>
    </message>
    <message>
        <source>Not recorded: {why}.</source>
        <translation>Hindi naitala: {why}.</translation>
    </message>
    <message>
        <source>Not recorded: the room store is out of reach. Try again in a moment; if it lasts, call the technician.</source>
        <translation>Hindi naitala: hindi maabot ang room. Subukan ulit maya-maya; kung tumagal, tawagan ang technician.</translation>
    </message>
    <message>
        <source>Ruling {number} at {table} confirmed by {name}: sent to the table.</source>
        <translation>Kinumpirma ni {name} ang pasya {number} sa {table}: ipinadala sa mesa.</translation>
    </message>
    <message>
        <source>Ruling {number} at {table} overridden by {name}: sent to the table.</source>
        <translation>Binago ni {name} ang pasya {number} sa {table}: ipinadala sa mesa.</translation>
    </message>
    <message>
        <source>Override {number}: {reason}</source>
        <translation>Baguhin {number}: {reason}</translation>
    </message>
    <message>
        <source>Ruling {number} confirmed by {name}.</source>
        <translation>Kinumpirma ni {name} ang pasya {number}.</translation>
    </message>
    <message>
        <source>Ruling {number} overridden by {name}.</source>
        <translation>Binago ni {name} ang pasya {number}.</translation>
    </message>
    <message>
        <source>No ruling waits for the floor</source>
        <translation>Walang pasyang naghihintay sa floor</translation>
    </message>
    <message>
        <source>Seat {seat} is open: nobody to declare</source>
        <translation>Bakante ang upuan {seat}: walang magdedeklara</translation>
    </message>
    <message>
        <source>Round {number} is in progress: settle it and end it before leaving this table.</source>
        <translation>Nilalaro pa ang round {number}: bayaran at tapusin ito bago umalis sa mesang ito.</translation>
    </message>
    <message>
        <source>no cards are due now: {need}</source>
        <translation>walang barahang dapat ngayon: {need}</translation>
    </message>
    <message>
        <source>no cards are due now</source>
        <translation>walang barahang dapat ngayon</translation>
    </message>
    <message>
        <source>the shoe could not read the card it just dealt: enter it by touch (turn it over only where the game deals it face up)</source>
        <translation>hindi nabasa ng shoe ang kaka-deal na baraha: ilagay ito sa pagpindot (buksan lang kung saan nakabukas itong dine-deal ng laro)</translation>
    </message>
    <message>
        <source>the shoe read {card} but no card is due now: {need}</source>
        <translation>nabasa ng shoe ang {card} pero walang barahang dapat ngayon: {need}</translation>
    </message>
    <message>
        <source>the shoe read {card} but no card is due now</source>
        <translation>nabasa ng shoe ang {card} pero walang barahang dapat ngayon</translation>
    </message>
    <message>
        <source>between hands</source>
        <translation>sa pagitan ng kamay</translation>
    </message>
    <message>
        <source>during the deal</source>
        <translation>habang nagdi-deal</translation>
    </message>
    <message>
        <source>during the betting and board cards</source>
        <translation>habang may tayaan at baraha ng board</translation>
    </message>
    <message>
        <source>at showdown</source>
        <translation>sa showdown</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Dapat ngayon</translation>
    </message>
    <message>
        <source>Seat buttons</source>
        <translation>Mga button ng upuan</translation>
    </message>
    <message>
        <source>player, as on the list</source>
        <translation>manlalaro, gaya ng nasa listahan</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>upuan</translation>
    </message>
    <message>
        <source>Meal break</source>
        <translation>Meal break</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room, and his seat number</source>
        <translation>{player}? isang manlalarong nakaupo sa room, at ang numero ng upuan niya</translation>
    </message>
    <message>
        <source>who</source>
        <translation>sino</translation>
    </message>
    <message>
        <source>Nothing due</source>
        <translation>Walang dapat gawin</translation>
    </message>
    <message>
        <source>Away from their seats: {count}</source>
        <translation>Wala sa upuan: {count}</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>{minutes} min of 30 (meal)</source>
        <translation>{minutes} min sa 30 (meal)</translation>
    </message>
    <message>
        <source>{minutes} min of 15</source>
        <translation>{minutes} min sa 15</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat} · {kind} · {time}</source>
        <translation>{player} · {table} upuan {seat} · {kind} · {time}</translation>
    </message>
    <message>
        <source>meal</source>
        <translation>meal</translation>
    </message>
    <message>
        <source>other</source>
        <translation>iba pa</translation>
    </message>
    <message>
        <source>Missed blind</source>
        <translation>Nalaktawang blind</translation>
    </message>
    <message>
        <source>Hold button on</source>
        <translation>Hold button: on</translation>
    </message>
    <message>
        <source>Hold button off</source>
        <translation>Hold button: off</translation>
    </message>
    <message>
        <source>Back at his seat</source>
        <translation>Nakabalik sa upuan</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat}: {missed} missed-blind + hold button (never counted, LC-GL-33)</source>
        <translation>{player} · {table} upuan {seat}: {missed} nalaktawang blind + hold button (hindi kailanman binibilang, LC-GL-33)</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat}: {missed} missed-blind</source>
        <translation>{player} · {table} upuan {seat}: {missed} nalaktawang blind</translation>
    </message>
    <message>
        <source>No buttons out</source>
        <translation>Walang button na nakalabas</translation>
    </message>
    <message>
        <source>table</source>
        <translation>mesa</translation>
    </message>
    <message>
        <source>amount $</source>
        <translation>halaga $</translation>
    </message>
    <message>
        <source>floor&apos;s reason to override (LC-P1), if any</source>
        <translation>dahilan ng floor sa pagbago (LC-P1), kung mayroon</translation>
    </message>
    <message>
        <source>Buys in</source>
        <translation>Nag-buy-in</translation>
    </message>
    <message>
        <source>Buys in, amount not said</source>
        <translation>Nag-buy-in, hindi sinabi ang halaga</translation>
    </message>
    <message>
        <source>Leaves with these chips</source>
        <translation>Umalis dala ang chips na ito</translation>
    </message>
    <message>
        <source>Left within the house&apos;s time: back with at least as much (LC-91)</source>
        <translation>Umalis sa loob ng oras ng house: babalik na may hindi bababa sa dati (LC-91)</translation>
    </message>
    <message>
        <source>how many dollars of chips?</source>
        <translation>ilang dolyar na chips?</translation>
    </message>
    <message>
        <source>{player}? a seated player and the chips he takes away</source>
        <translation>{player}? isang nakaupong manlalaro at ang chips na dadalhin niya</translation>
    </message>
    <message>
        <source>{player}: left {table} ({game}) {minutes} min ago with ${chips}; the rule holds {more} more min</source>
        <translation>{player}: umalis sa {table} ({game}) {minutes} min na ang nakalipas dala ang ${chips}; may bisa pa ang patakaran nang {more} min</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Wala</translation>
    </message>
    <message>
        <source>Dealer rotation: every {period_minutes} minutes</source>
        <translation>Rotasyon ng dealer: bawat {period_minutes} minuto</translation>
    </message>
    <message>
        <source>The room store is out of reach: the rotation cannot be read now. The station tries again by itself; if it lasts, call the technician.</source>
        <translation>Hindi maabot ang room: hindi mabasa ang rotation ngayon. Kusang susubok ulit ang station; kung tumagal, tawagan ang technician.</translation>
    </message>
    <message>
        <source>At the tables:</source>
        <translation>Sa mga mesa:</translation>
    </message>
    <message>
        <source>{table}: no dealer</source>
        <translation>{table}: walang dealer</translation>
    </message>
    <message>
        <source>due in {minutes} min</source>
        <translation>sa loob ng {minutes} min</translation>
    </message>
    <message>
        <source>DUE {minutes} min ago</source>
        <translation>LAMPAS NA nang {minutes} min</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>ngayon na</translation>
    </message>
    <message>
        <source>{table}: {dealer} for {minutes} min, {due}</source>
        <translation>{table}: {dealer} nang {minutes} min, {due}</translation>
    </message>
    <message>
        <source>On break:</source>
        <translation>Naka-break:</translation>
    </message>
    <message>
        <source>On break: nobody</source>
        <translation>Naka-break: wala</translation>
    </message>
    <message>
        <source>{dealer} since {minutes} min</source>
        <translation>{dealer} mula {minutes} min na</translation>
    </message>
    <message>
        <source>Next:</source>
        <translation>Susunod:</translation>
    </message>
    <message>
        <source>nobody free</source>
        <translation>walang bakante</translation>
    </message>
    <message>
        <source>{dealer} to {table} in {minutes} min, relieving {relieved}</source>
        <translation>{dealer} sa {table} sa loob ng {minutes} min, papalit kay {relieved}</translation>
    </message>
    <message>
        <source>{dealer} to {table} in {minutes} min</source>
        <translation>{dealer} sa {table} sa loob ng {minutes} min</translation>
    </message>
    <message>
        <source>Dealers</source>
        <translation>Mga dealer</translation>
    </message>
    <message>
        <source>Move now (LC-139)</source>
        <translation>Lumipat ngayon (LC-139)</translation>
    </message>
    <message>
        <source>Play to his big blind and quit (LC-139a)</source>
        <translation>Maglaro hanggang big blind niya at umalis (LC-139a)</translation>
    </message>
    <message>
        <source>Finish the blinds and button (LC-139b)</source>
        <translation>Tapusin ang blinds at button (LC-139b)</translation>
    </message>
    <message>
        <source>he may take a hand now, or come in behind the button, without posting</source>
        <translation>puwede siyang maglaro ng kamay ngayon, o pumasok sa likod ng button, nang hindi nagpo-post</translation>
    </message>
    <message>
        <source>he may come in behind the button without posting</source>
        <translation>puwede siyang pumasok sa likod ng button nang hindi nagpo-post</translation>
    </message>
    <message>
        <source>he owes the missed blinds like any seated player</source>
        <translation>may utang siyang nalaktawang blind gaya ng sinumang nakaupo</translation>
    </message>
    <message>
        <source>his stack $</source>
        <translation>stack niya $</translation>
    </message>
    <message>
        <source>he brings $</source>
        <translation>dadalhin niya $</translation>
    </message>
    <message>
        <source>enter his stack and what he brings</source>
        <translation>ilagay ang stack niya at ang dadalhin niya</translation>
    </message>
    <message>
        <source>A must-move needs two open tables of the same game and limit (LC-137)</source>
        <translation>Kailangan ng must-move ng dalawang bukas na mesa ng parehong laro at limit (LC-137)</translation>
    </message>
    <message>
        <source>The tables&apos; logs cannot be read now: the room store is out of reach. The station tries again by itself.</source>
        <translation>Hindi mabasa ngayon ang mga log ng mesa: hindi maabot ang room. Kusang susubok ulit ang station.</translation>
    </message>
    <message>
        <source>{player} at {table}: not seated in its log yet; {may}</source>
        <translation>{player} sa {table}: hindi pa nakaupo sa log nito; {may}</translation>
    </message>
    <message>
        <source>{player} at {table} seat {seat}: the button passed {passes} time(s); {may}</source>
        <translation>{player} sa {table} upuan {seat}: lumampas ang button nang {passes} beses; {may}</translation>
    </message>
    <message>
        <source>Moved from a must-move game (LC-140):
{lines}</source>
        <translation>Inilipat mula sa must-move na laro (LC-140):
{lines}</translation>
    </message>
    <message>
        <source>{game_label}: no must-move game. Declare one to protect the main game (LC-137)</source>
        <translation>{game_label}: walang must-move na laro. Magdeklara ng isa para protektahan ang pangunahing laro (LC-137)</translation>
    </message>
    <message>
        <source>{extra} must move to {main}</source>
        <translation>{extra} must-move papunta sa {main}</translation>
    </message>
    <message>
        <source>{game_label}: {must_move_table} must move to {main_table}; {main_table} counts as a full game (LC-131)</source>
        <translation>{game_label}: lilipat ang {must_move_table} sa {main_table}; buong laro ang {main_table} (LC-131)</translation>
    </message>
    <message>
        <source>playing in {table}</source>
        <translation>naglalaro sa {table}</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>naghihintay</translation>
    </message>
    <message>
        <source>called</source>
        <translation>tinawag</translation>
    </message>
    <message>
        <source>moving to {table}</source>
        <translation>lilipat sa {table}</translation>
    </message>
    <message>
        <source>List, in the waiting list&apos;s order (LC-138):
{lines}</source>
        <translation>Listahan, ayon sa waiting list (LC-138):
{lines}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>wala</translation>
    </message>
    <message>
        <source>not counted yet</source>
        <translation>hindi pa nabibilang</translation>
    </message>
    <message>
        <source>Players in {table}: {count} (short: they keep their rights without playing, LC-141)</source>
        <translation>Players sa {table}: {count} (kaunti: nananatili ang karapatan kahit hindi naglalaro, LC-141)</translation>
    </message>
    <message>
        <source>Players in {table}: {count}</source>
        <translation>Players sa {table}: {count}</translation>
    </message>
    <message>
        <source>{moving} moves to {main_table}: he brings at least ${minimum}, or all he has when under it (LC-143); no missed-blind buttons follow (LC-142)</source>
        <translation>Lilipat si {moving} sa {main_table}: magdadala ng hindi bababa sa ${minimum}, o lahat kung kulang (LC-143); hindi sumusunod ang missed-blind buttons (LC-142)</translation>
    </message>
    <message>
        <source>Move {player}</source>
        <translation>Ilipat si {player}</translation>
    </message>
    <message>
        <source>{called} was called: his choice</source>
        <translation>Tinawag si {called}: siya ang pipili</translation>
    </message>
    <message>
        <source>Call {top} from {must_move_table}: where does he sit in this hand?</source>
        <translation>Tawagin si {top} mula sa {must_move_table}: saan siya uupo sa kamay na ito?</translation>
    </message>
    <message>
        <source>Waiting lists</source>
        <translation>Mga listahan ng naghihintay</translation>
    </message>
    <message>
        <source>Must-move</source>
        <translation>Must-move</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Mga break</translation>
    </message>
    <message>
        <source>Buy-ins</source>
        <translation>Mga buy-in</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Mga upuan</translation>
    </message>
    <message>
        <source>set the room&apos;s house in the settings (house = &quot;LC_HIGH&quot;, ...)</source>
        <translation>itakda ang house ng room sa settings (house = &quot;LC_HIGH&quot;, ...)</translation>
    </message>
    <message>
        <source>the room file {file}: {error}</source>
        <translation>ang room file na {file}: {error}</translation>
    </message>
    <message>
        <source>Waiting lists, must-move games and breaks need the house&apos;s rules: {problem}</source>
        <translation>Kailangan ng patakaran ng house ang waiting lists, must-move na laro at breaks: {problem}</translation>
    </message>
    <message>
        <source>Table changes</source>
        <translation>Paglipat ng mesa</translation>
    </message>
    <message>
        <source>to table</source>
        <translation>papuntang mesa</translation>
    </message>
    <message>
        <source>A game breaks</source>
        <translation>Nasisira ang laro</translation>
    </message>
    <message>
        <source>open seats at its limit</source>
        <translation>bakanteng upuan sa limit nito</translation>
    </message>
    <message>
        <source>cards drawn, in the order shown: Kh Kd 2c</source>
        <translation>mga kartang nabunot, ayon sa ipinakitang ayos: Kh Kd 2c</translation>
    </message>
    <message>
        <source>Break the game</source>
        <translation>Sirain ang laro</translation>
    </message>
    <message>
        <source>Record the draw</source>
        <translation>Itala ang bunutan</translation>
    </message>
    <message>
        <source>Asks: {position}</source>
        <translation>Hiling: {position}</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room asks to move</source>
        <translation>{player}? isang nakaupong manlalaro sa room ang humihiling lumipat</translation>
    </message>
    <message>
        <source>type the table he moves to, his stack and what he brings</source>
        <translation>i-type ang mesang lilipatan niya, ang chips niya at ang dadalhin niya</translation>
    </message>
    <message>
        <source>which table, and how many open seats its limit has</source>
        <translation>aling mesa, at ilang bakanteng upuan ang nasa limit nito</translation>
    </message>
    <message>
        <source>{table}? a broken game&apos;s draw</source>
        <translation>{table}? ang bunutan ng nabuwag na laro</translation>
    </message>
    <message>
        <source>which table</source>
        <translation>aling mesa</translation>
    </message>
    <message>
        <source>{count} cards, one for each of {players}</source>
        <translation>{count} kartang isa para sa bawat isa sa {players}</translation>
    </message>
    <message>
        <source>waits for the floor (LC-95)</source>
        <translation>naghihintay sa floor (LC-95)</translation>
    </message>
    <message>
        <source>approved by {floor}: {timing}</source>
        <translation>inaprubahan ni {floor}: {timing}</translation>
    </message>
    <message>
        <source>To {table}</source>
        <translation>Sa {table}</translation>
    </message>
    <message>
        <source>Move {player}: the game broke (LC-38)</source>
        <translation>Ilipat si {player}: nasira ang laro (LC-38)</translation>
    </message>
    <message>
        <source>Approve (LC-95)</source>
        <translation>Aprubahan (LC-95)</translation>
    </message>
    <message>
        <source>Move {player} to {table}</source>
        <translation>Ilipat si {player} sa {table}</translation>
    </message>
    <message>
        <source>{table}: the seats go to {players}</source>
        <translation>{table}: mapupunta ang mga upuan kay {players}</translation>
    </message>
    <message>
        <source>{table}: draw {players}; the floor draws for {away}</source>
        <translation>{table}: bubunot si {players}; ang floor ang bubunot para kay {away}</translation>
    </message>
    <message>
        <source>{table}: draw {players}</source>
        <translation>{table}: bubunot si {players}</translation>
    </message>
    <message>
        <source>{player}: moves from the broken game</source>
        <translation>{player}: lilipat mula sa nasirang laro</translation>
    </message>
    <message>
        <source>player&apos;s name, as on the board</source>
        <translation>pangalan ng manlalaro, gaya ng nasa board</translation>
    </message>
    <message>
        <source>Add walk-in</source>
        <translation>+ Walk-in</translation>
    </message>
    <message>
        <source>Add call-in</source>
        <translation>+ Call-in</translation>
    </message>
    <message>
        <source>players in the game, to give a seat</source>
        <translation>mga manlalaro sa laro, para magbigay ng upuan</translation>
    </message>
    <message>
        <source>Asks for a seat change</source>
        <translation>Humihingi ng paglipat ng upuan</translation>
    </message>
    <message>
        <source>choose a game first</source>
        <translation>pumili muna ng laro</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room asks for a seat change</source>
        <translation>{player}? isang nakaupong manlalaro sa room ang humihiling ng palit-upuan</translation>
    </message>
    <message>
        <source>how many players are in the game? (LC-135)</source>
        <translation>ilan ang manlalaro sa laro? (LC-135)</translation>
    </message>
    <message>
        <source>{game_label}: {count} waiting</source>
        <translation>{game_label}: {count} naghihintay</translation>
    </message>
    <message>
        <source>No game is open and no list is kept yet</source>
        <translation>Wala pang bukas na laro at wala pang listahan</translation>
    </message>
    <message>
        <source>call-in, not here yet: {minutes} min of his hour left</source>
        <translation>call-in, wala pa: {minutes} min na lang sa oras niya</translation>
    </message>
    <message>
        <source>called {minutes} min ago</source>
        <translation>tinawag {minutes} min na ang nakalipas</translation>
    </message>
    <message>
        <source>playing in must-move {table}</source>
        <translation>naglalaro sa must-move {table}</translation>
    </message>
    <message>
        <source>Arrived</source>
        <translation>Dumating</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Walang sagot</translation>
    </message>
    <message>
        <source>Take off the list</source>
        <translation>Alisin sa listahan</translation>
    </message>
    <message>
        <source>Call to {table}</source>
        <translation>Tawagin sa {table}</translation>
    </message>
    <message>
        <source>Seat at {table}</source>
        <translation>Paupuin sa {table}</translation>
    </message>
    <message>
        <source>Seat changes at {table}: {tie}</source>
        <translation>Palit-upuan sa {table}: {tie}</translation>
    </message>
    <message>
        <source>Seat changes at {table}: {players} (LC-88e)</source>
        <translation>Palit-upuan sa {table}: {players} (LC-88e)</translation>
    </message>
    <message>
        <source>Seat change at {table} to {player}</source>
        <translation>Palit-upuan sa {table} para kay {player}</translation>
    </message>
    <message>
        <source>Draw for the button ({RULES})</source>
        <translation>Bunutan para sa button ({RULES})</translation>
    </message>
    <message>
        <source>open seat number</source>
        <translation>numero ng bakanteng upuan</translation>
    </message>
    <message>
        <source>Offer to the table</source>
        <translation>Ialok sa mesa</translation>
    </message>
    <message>
        <source>who takes the seat</source>
        <translation>sino ang kukuha ng upuan</translation>
    </message>
    <message>
        <source>Hand over (LC-25)</source>
        <translation>Ibigay (LC-25)</translation>
    </message>
    <message>
        <source>lower game&apos;s table</source>
        <translation>mesa ng mas mababang laro</translation>
    </message>
    <message>
        <source>its open seats</source>
        <translation>mga bakanteng upuan doon</translation>
    </message>
    <message>
        <source>cards cut</source>
        <translation>mga kinut na baraha</translation>
    </message>
    <message>
        <source>Cards by touch…</source>
        <translation>Baraha sa pagpindot…</translation>
    </message>
    <message>
        <source>Record the cut</source>
        <translation>Itala ang cut</translation>
    </message>
    <message>
        <source>new limit, e.g. 20-40</source>
        <translation>bagong limit, hal. 20-40</translation>
    </message>
    <message>
        <source>Raise the limit (LC-37)</source>
        <translation>Itaas ang limit (LC-37)</translation>
    </message>
    <message>
        <source>An open seat: the table first, then the list (LC-88f)</source>
        <translation>Bakanteng upuan: una ang mesa, saka ang listahan (LC-88f)</translation>
    </message>
    <message>
        <source>Seat handed to another person (LC-25)</source>
        <translation>Upuang ibinigay sa ibang tao (LC-25)</translation>
    </message>
    <message>
        <source>Short game: cut for a lower game&apos;s seats (LC-92)</source>
        <translation>Maikling laro: cut para sa mga upuan ng mas mababang laro (LC-92)</translation>
    </message>
    <message>
        <source>The game&apos;s limit goes up</source>
        <translation>Tumataas ang limit ng laro</translation>
    </message>
    <message>
        <source>touch a table first</source>
        <translation>pumindot muna ng mesa</translation>
    </message>
    <message>
        <source>which seat is open?</source>
        <translation>aling upuan ang bakante?</translation>
    </message>
    <message>
        <source>touch the player who hands his seat over</source>
        <translation>pindutin ang manlalarong nagbibigay ng upuan</translation>
    </message>
    <message>
        <source>{count} cards, one for each of {players}, and the open seats</source>
        <translation>{count} baraha, isa para sa bawat isa sa {players}, at ang mga bakanteng upuan</translation>
    </message>
    <message>
        <source>The cut at {table}: touch each player&apos;s card in this order: {players}</source>
        <translation>Ang cut sa {table}: pindutin ang baraha ng bawat manlalaro sa ganitong ayos: {players}</translation>
    </message>
    <message>
        <source>cards cut, in this order: {players}</source>
        <translation>mga kinut na baraha, sa ganitong ayos: {players}</translation>
    </message>
    <message>
        <source>Seat {seat}: offered to the table by {by}</source>
        <translation>Upuan {seat}: inalok sa mesa ni {by}</translation>
    </message>
    <message>
        <source>Lock seat {seat} for {player}</source>
        <translation>I-lock ang upuan {seat} para kay {player}</translation>
    </message>
    <message>
        <source>Seat {seat}: {player}&apos;s chips are down, he keeps it</source>
        <translation>Upuan {seat}: nasa mesa na ang chips ni {player}, kanya na ito</translation>
    </message>
    <message>
        <source>Seat {seat}: locked for {player}</source>
        <translation>Upuan {seat}: naka-lock para kay {player}</translation>
    </message>
    <message>
        <source>Cut for {table}: {winners}</source>
        <translation>Cut para sa {table}: {winners}</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Bumunot ulit</translation>
    </message>
    <message>
        <source>No draw now: the draw for the button opens a new game, before its first hand, with two or more players seated and present (stud has no button) (LC-86).</source>
        <translation>Walang bunutan ngayon: binubuksan ng bunutan ng button ang bagong laro, bago ang unang kamay, na may dalawa o higit pang player na nakaupo at naroon (walang button ang stud) (LC-86).</translation>
    </message>
    <message>
        <source>Touch each player&apos;s card in seat order: seats {order}</source>
        <translation>Pindutin ang baraha ng bawat player ayon sa upuan: mga upuan {order}</translation>
    </message>
    <message>
        <source>Refused: {refusal}. Draw again: the shoe&apos;s next cards, or by touch.</source>
        <translation>Tinanggihan: {refusal}. Bumunot ulit: susunod na baraha ng shoe, o sa pagpindot.</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}): {card}</source>
        <translation>Upuan {seat} ({player}): {card}</translation>
    </message>
    <message>
        <source>The best card is seat {seat}&apos;s ({card}): the button goes to seat {seat} ({rules}).</source>
        <translation>Ang pinakamataas na baraha ay sa upuan {seat} ({card}): mapupunta ang button sa upuan {seat} ({rules}).</translation>
    </message>
    <message>
        <source>The draw needs two or more players seated and present (LC-86).</source>
        <translation>Kailangan ng bunutan ng dalawa o higit pang player na nakaupo at naroon (LC-86).</translation>
    </message>
    <message>
        <source>Pull one card from the shoe for seat {seat}, or enter the cards by touch.</source>
        <translation>Humugot ng isang baraha mula sa shoe para sa upuan {seat}, o ilagay ang mga baraha sa pagpindot.</translation>
    </message>
    <message>
        <source>A house policy the rulebook does not list (LC-P1)</source>
        <translation>Patakaran ng bahay na wala sa rulebook (LC-P1)</translation>
    </message>
    <message>
        <source>The player&apos;s chips were counted wrong and the floor has checked them</source>
        <translation>Mali ang bilang ng chips ng player at nasuri na ng floor</translation>
    </message>
    <message>
        <source>Refused: {why}.
Change the amount, or call the floor: a floorperson may accept it with a reason (LC-P1).</source>
        <translation>Tinanggihan: {why}.
Palitan ang halaga, o tawagin ang floor: puwedeng tanggapin ito ng floor nang may dahilan (LC-P1).</translation>
    </message>
    <message>
        <source>Change the amount</source>
        <translation>Palitan ang halaga</translation>
    </message>
    <message>
        <source>{text}
Signed in: {name} ({role}). Accept the buy-in because:</source>
        <translation>{text}
Naka-sign in: {name} ({role}). Tanggapin ang buy-in dahil:</translation>
    </message>
    <message>
        <source>House dealer</source>
        <translation>House dealer</translation>
    </message>
    <message>
        <source>Demo: present the demo floorperson&apos;s badge (she deals)</source>
        <translation>Demo: ipakita ang demo badge ng floor (siya ang magdi-deal)</translation>
    </message>
    <message>
        <source>{name} ({badge}) deals at this table.</source>
        <translation>Si {name} ({badge}) ang nagdi-deal sa mesang ito.</translation>
    </message>
    <message>
        <source>No house dealer is signed in at this table.</source>
        <translation>Walang house dealer na naka-sign in sa mesang ito.</translation>
    </message>
    <message>
        <source>{name} signed in: the log names {name} as the dealer from the next hand.</source>
        <translation>Naka-sign in si {name}: itatala ng log si {name} bilang dealer mula sa susunod na kamay.</translation>
    </message>
    <message>
        <source>{name} signed out.</source>
        <translation>Nag-sign out si {name}.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Mga pasya</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>Iregularidad</translation>
    </message>
    <message>
        <source>Last 10 hands</source>
        <translation>Huling 10 kamay</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Simula</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Balik</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Susunod ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Dulo ▶|</translation>
    </message>
    <message>
        <source>Touch a hand to replay it.</source>
        <translation>Pindutin ang isang kamay para i-replay.</translation>
    </message>
    <message>
        <source>No hand in the log yet.</source>
        <translation>Wala pang kamay sa log.</translation>
    </message>
    <message>
        <source>Hand {hand} is still being played: hole cards stay down until it ends.</source>
        <translation>Nilalaro pa ang kamay {hand}: nakataob ang hole cards hanggang matapos.</translation>
    </message>
    <message>
        <source>Before the hand</source>
        <translation>Bago ang kamay</translation>
    </message>
    <message>
        <source>Hand {hand} · step {step} of {steps}: {what}</source>
        <translation>Kamay {hand} · hakbang {step} sa {steps}: {what}</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>kasalukuyan</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>naantala</translation>
    </message>
    <message>
        <source>Round {number} · {when}</source>
        <translation>Round {number} · {when}</translation>
    </message>
    <message>
        <source>Hand {number} · {when}</source>
        <translation>Kamay {number} · {when}</translation>
    </message>
    <message>
        <source>dealt by {dealer}</source>
        <translation>dineal ni {dealer}</translation>
    </message>
    <message>
        <source>-1 month</source>
        <translation>-1 buwan</translation>
    </message>
    <message>
        <source>-1 day</source>
        <translation>-1 araw</translation>
    </message>
    <message>
        <source>+1 day</source>
        <translation>+1 araw</translation>
    </message>
    <message>
        <source>+1 month</source>
        <translation>+1 buwan</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Mula</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hanggang</translation>
    </message>
    <message>
        <source>Touch each die&apos;s number, then the pile the P/D sends out first.</source>
        <translation>Pindutin ang numero ng bawat dice, saka ang patong na unang ibibigay ng P/D.</translation>
    </message>
    <message>
        <source>Type the player&apos;s name</source>
        <translation>Pangalan ng player</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espasyo</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Burahin</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Linisin</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Upuan</translation>
    </message>
    <message>
        <source>Wager</source>
        <translation>Taya</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Katayuan</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resulta</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Stake left</source>
        <translation>Natitirang puhunan</translation>
    </message>
    <message>
        <source>pay ${amount}</source>
        <translation>bayaran ${amount}</translation>
    </message>
    <message>
        <source>take ${amount}</source>
        <translation>kunin ${amount}</translation>
    </message>
    <message>
        <source>back ${amount}</source>
        <translation>ibalik ${amount}</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>nakabinbin</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>sakop</translation>
    </message>
    <message>
        <source>partly covered</source>
        <translation>bahagyang sakop</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>ibinalik</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>patay</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>bayad na</translation>
    </message>
    <message>
        <source>win</source>
        <translation>panalo</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>talo</translation>
    </message>
    <message>
        <source>push</source>
        <translation>tabla</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>walang aksyon</translation>
    </message>
    <message>
        <source>to the house</source>
        <translation>sa bahay</translation>
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
        <translation>sabay (call)</translation>
    </message>
    <message>
        <source>pair plus</source>
        <translation>pair plus</translation>
    </message>
    <message>
        <source>blind</source>
        <translation>blind</translation>
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
        <translation>bayad sa bahay</translation>
    </message>
    <message>
        <source>wagers</source>
        <translation>mga taya</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>naglalaro</translation>
    </message>
    <message>
        <source>settling</source>
        <translation>nagbabayaran</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>bayad na lahat</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>tapos na</translation>
    </message>
    <message>
        <source>banked game</source>
        <translation>larong may bangkero</translation>
    </message>
    <message>
        <source>Between rounds</source>
        <translation>Sa pagitan ng mga round</translation>
    </message>
    <message>
        <source>{wager} ${amount}</source>
        <translation>{wager} ${amount}</translation>
    </message>
    <message>
        <source>Banker: {name} (seat {seat}) · stake ${stake} · left ${left}</source>
        <translation>Bangkero: {name} (upuan {seat}) · puhunan ${stake} · natitira ${left}</translation>
    </message>
    <message>
        <source>Round {number} · {phase} · dice {dice}, pile {pile}</source>
        <translation>Round {number} · {phase} · dais {dice}, tumpok {pile}</translation>
    </message>
    <message>
        <source>Round {number} · {phase}</source>
        <translation>Round {number} · {phase}</translation>
    </message>
    <message>
        <source>wager</source>
        <translation>taya</translation>
    </message>
    <message>
        <source>{house} {game} is a banked game but no room file sets its posted limits and pay tables</source>
        <translation>Ang {house} {game} ay larong may bangkero pero walang file ng silid na nagtatakda ng mga limitasyon at talaan ng bayad nito</translation>
    </message>
    <message>
        <source>a valid card frame arrived</source>
        <translation>may dumating na wastong basa ng baraha</translation>
    </message>
    <message>
        <source>{device} sent something that could not be read. A card pulled just now may not have been read: check the cards on screen against the table. (For the technician: {reason})</source>
        <translation>May ipinadala ang {device} na hindi mabasa. Maaaring hindi nabasa ang barahang kahuhugot lang: ihambing ang mga baraha sa screen sa nasa mesa. (Para sa technician: {reason})</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>fold</translation>
    </message>
    <message>
        <source>check</source>
        <translation>check</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>taya</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>taas (raise)</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>kumpletuhin</translation>
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
        <translation>Kinontra ang bigay</translation>
    </message>
    <message>
        <source>Bet taken back</source>
        <translation>Binawi ang taya</translation>
    </message>
    <message>
        <source>Blinds chopped</source>
        <translation>Naghati ang mga blind</translation>
    </message>
    <message>
        <source>Player says the board plays</source>
        <translation>Sinabi ng manlalaro na ang board ang laro</translation>
    </message>
    <message>
        <source>Button drawn</source>
        <translation>Nabunot ang button</translation>
    </message>
    <message>
        <source>Buy-in checked</source>
        <translation>Nasuri ang buy-in</translation>
    </message>
    <message>
        <source>Card discarded</source>
        <translation>Itinapon ang baraha</translation>
    </message>
    <message>
        <source>Card set aside</source>
        <translation>Itinabi ang baraha</translation>
    </message>
    <message>
        <source>Cards exposed</source>
        <translation>Nalantad ang mga baraha</translation>
    </message>
    <message>
        <source>Log signed</source>
        <translation>Napirmahan ang log</translation>
    </message>
    <message>
        <source>Cheque not honoured</source>
        <translation>Hindi tinanggap ang tseke</translation>
    </message>
    <message>
        <source>Cheque processed</source>
        <translation>Naproseso na ang tseke</translation>
    </message>
    <message>
        <source>Chips added</source>
        <translation>Nadagdagan ng chips</translation>
    </message>
    <message>
        <source>Chips bought for the next deal</source>
        <translation>Chips na binili para sa susunod na deal</translation>
    </message>
    <message>
        <source>Chips coloured up</source>
        <translation>Napalitan ng mas malaking chips</translation>
    </message>
    <message>
        <source>Chips passed to play behind</source>
        <translation>Chips na ipinasa para laruin sa likod (behind)</translation>
    </message>
    <message>
        <source>Chips picked up</source>
        <translation>Kinuha ang chips</translation>
    </message>
    <message>
        <source>Collection mode changed</source>
        <translation>Binago ang paraan ng bayad sa bahay</translation>
    </message>
    <message>
        <source>Collection set by the floor</source>
        <translation>Itinakda ng floor ang bayad sa bahay</translation>
    </message>
    <message>
        <source>Correction planned</source>
        <translation>Nakaplano ang pagtatama</translation>
    </message>
    <message>
        <source>Dealer signed in</source>
        <translation>Naka-sign in ang dealer</translation>
    </message>
    <message>
        <source>Dealer signed out</source>
        <translation>Naka-sign out ang dealer</translation>
    </message>
    <message>
        <source>Dispute resolved</source>
        <translation>Nalutas ang pagtatalo</translation>
    </message>
    <message>
        <source>Burn card dealt early</source>
        <translation>Maagang na-burn ang baraha</translation>
    </message>
    <message>
        <source>Entry chosen</source>
        <translation>Napili ang pagpasok</translation>
    </message>
    <message>
        <source>Player asks to see exposed cards</source>
        <translation>Humihingi ang manlalaro na makita ang nalantad na baraha</translation>
    </message>
    <message>
        <source>Extra card burned</source>
        <translation>Na-burn ang sobrang baraha</translation>
    </message>
    <message>
        <source>Extra card recorded</source>
        <translation>Naitala ang sobrang baraha</translation>
    </message>
    <message>
        <source>Flop recalled</source>
        <translation>Binawi ang flop</translation>
    </message>
    <message>
        <source>Chips moved forward, still held</source>
        <translation>Iniusog ang chips, hawak pa</translation>
    </message>
    <message>
        <source>Floor ruled on chips still held</source>
        <translation>Nagpasya ang floor sa chips na hawak pa</translation>
    </message>
    <message>
        <source>Full-game collection taken</source>
        <translation>Nakuha ang bayad sa bahay ng punong mesa</translation>
    </message>
    <message>
        <source>Player calls his hand</source>
        <translation>Sinabi ng manlalaro ang kanyang kamay</translation>
    </message>
    <message>
        <source>Hand killed</source>
        <translation>Pinatay ang kamay</translation>
    </message>
    <message>
        <source>Hand made live</source>
        <translation>Ginawang buhay ang kamay</translation>
    </message>
    <message>
        <source>Hand retrieved</source>
        <translation>Nabawi ang kamay</translation>
    </message>
    <message>
        <source>Button held</source>
        <translation>Hinawakan ang button</translation>
    </message>
    <message>
        <source>Hole card exposed</source>
        <translation>Nalantad ang nakataob na baraha</translation>
    </message>
    <message>
        <source>Hole card replaced</source>
        <translation>Pinalitan ang nakataob na baraha</translation>
    </message>
    <message>
        <source>Floor ruled on a wrong hand call</source>
        <translation>Nagpasya ang floor sa maling pagsabi ng kamay</translation>
    </message>
    <message>
        <source>Short call of a missed raise</source>
        <translation>Kulang na call sa hindi napansing raise</translation>
    </message>
    <message>
        <source>Short call resolved</source>
        <translation>Naayos ang kulang na call</translation>
    </message>
    <message>
        <source>Must-move game marked</source>
        <translation>Namarkahan ang must-move na laro</translation>
    </message>
    <message>
        <source>Newcomer dealt in</source>
        <translation>Nabigyan ng baraha ang bagong dating</translation>
    </message>
    <message>
        <source>Player dealt in by mistake acted</source>
        <translation>Kumilos ang manlalarong nabigyan ng baraha nang mali</translation>
    </message>
    <message>
        <source>Action out of turn</source>
        <translation>Aksyon na hindi pa turno</translation>
    </message>
    <message>
        <source>Player away</source>
        <translation>Wala ang manlalaro</translation>
    </message>
    <message>
        <source>Player back</source>
        <translation>Bumalik ang manlalaro</translation>
    </message>
    <message>
        <source>Player called away</source>
        <translation>Tinawag ang manlalaro sa ibang mesa</translation>
    </message>
    <message>
        <source>Player left</source>
        <translation>Umalis ang manlalaro</translation>
    </message>
    <message>
        <source>Player removed</source>
        <translation>Pinaalis ang manlalaro</translation>
    </message>
    <message>
        <source>Player returned</source>
        <translation>Pinabalik ang manlalaro</translation>
    </message>
    <message>
        <source>Player seated</source>
        <translation>Naupo ang manlalaro</translation>
    </message>
    <message>
        <source>Post declined</source>
        <translation>Tinanggihan ang post</translation>
    </message>
    <message>
        <source>Floor ruled on posting abuse</source>
        <translation>Nagpasya ang floor sa pang-aabuso sa pag-post</translation>
    </message>
    <message>
        <source>Raise withdrawn</source>
        <translation>Binawi ang raise</translation>
    </message>
    <message>
        <source>Runner&apos;s chips announced</source>
        <translation>Inanunsyo ang chips ng runner</translation>
    </message>
    <message>
        <source>Runner&apos;s chips arrived</source>
        <translation>Dumating na ang chips ng runner</translation>
    </message>
    <message>
        <source>Seat changed</source>
        <translation>Lumipat ng upuan</translation>
    </message>
    <message>
        <source>Seats swapped</source>
        <translation>Nagpalitan ng upuan</translation>
    </message>
    <message>
        <source>Dealer saw a string raise</source>
        <translation>Nakakita ang dealer ng string raise</translation>
    </message>
    <message>
        <source>Player objects: string raise</source>
        <translation>Tumutol ang manlalaro: string raise</translation>
    </message>
    <message>
        <source>Floor ruled on a string raise</source>
        <translation>Nagpasya ang floor sa string raise</translation>
    </message>
    <message>
        <source>Stub reshuffled</source>
        <translation>Binalasa muli ang natirang baraha</translation>
    </message>
    <message>
        <source>Stud: all-in declared</source>
        <translation>Stud: idineklara ang all-in</translation>
    </message>
    <message>
        <source>Stud: ante returned</source>
        <translation>Stud: ibinalik ang ante</translation>
    </message>
    <message>
        <source>Stud: card dealt early</source>
        <translation>Stud: maagang naibigay ang baraha</translation>
    </message>
    <message>
        <source>Stud: down card exposed</source>
        <translation>Stud: nalantad ang nakataob na baraha</translation>
    </message>
    <message>
        <source>Stud: early card kept</source>
        <translation>Stud: itinago ang maagang baraha</translation>
    </message>
    <message>
        <source>Stud: extra card removed</source>
        <translation>Stud: inalis ang sobrang baraha</translation>
    </message>
    <message>
        <source>Stud: fold with no bet</source>
        <translation>Stud: nag-fold nang walang taya</translation>
    </message>
    <message>
        <source>Stud: reserve returned</source>
        <translation>Stud: ibinalik ang reserba</translation>
    </message>
    <message>
        <source>Stud: 7th street card face up</source>
        <translation>Stud: nakabukas ang baraha ng 7th street</translation>
    </message>
    <message>
        <source>Stud: street played as dealt</source>
        <translation>Stud: nilaro ang street ayon sa pagkabigay</translation>
    </message>
    <message>
        <source>Table configured</source>
        <translation>Naisaayos ang mesa</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>Tinawag ang time</translation>
    </message>
    <message>
        <source>Time paid</source>
        <translation>Nabayaran ang time</translation>
    </message>
    <message>
        <source>Time pot agreed</source>
        <translation>Napagkasunduan ang time pot</translation>
    </message>
    <message>
        <source>Top card owed</source>
        <translation>Utang ang pinakaibabaw na baraha</translation>
    </message>
    <message>
        <source>Floor ruled on a turn let pass</source>
        <translation>Nagpasya ang floor sa pinalampas na turno</translation>
    </message>
    <message>
        <source>Turn let pass</source>
        <translation>Pinalampas ang turno</translation>
    </message>
    <message>
        <source>{event} (seat {seat})</source>
        <translation>{event} (upuan {seat})</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {post}: ${amount} + ${dead} dead</source>
        <translation>Nag-post ang upuan {seat} ng {post}: ${amount} + ${dead} patay</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {post}: ${amount}</source>
        <translation>Nag-post ang upuan {seat} ng {post}: ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action} ${amount}</source>
        <translation>Upuan {seat}: {action} ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action} to ${amount}</source>
        <translation>Upuan {seat}: {action} hanggang ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action}</source>
        <translation>Upuan {seat}: {action}</translation>
    </message>
    <message>
        <source>Seat {seat} wins ${amount} of the main pot</source>
        <translation>Nanalo ang upuan {seat} ng ${amount} sa pangunahing pot</translation>
    </message>
    <message>
        <source>Seat {seat} wins ${amount} of side pot {number}</source>
        <translation>Nanalo ang upuan {seat} ng ${amount} sa side pot {number}</translation>
    </message>
    <message>
        <source>{award}: {hand}</source>
        <translation>{award}: {hand}</translation>
    </message>
    <message>
        <source>ruling {number}: {title}</source>
        <translation>pasya {number}: {title}</translation>
    </message>
    <message>
        <source>Ruling {number} proposed: {title} ({detail})</source>
        <translation>Iminungkahing pasya {number}: {title} ({detail})</translation>
    </message>
    <message>
        <source>Ruling {number} proposed: {title}</source>
        <translation>Iminungkahing pasya {number}: {title}</translation>
    </message>
    <message>
        <source>Ruling {number} confirmed by {name}</source>
        <translation>Kinumpirma ni {name} ang pasya {number}</translation>
    </message>
    <message>
        <source>Ruling {number} overridden by {name}</source>
        <translation>Binago ni {name} ang pasya {number}</translation>
    </message>
    <message>
        <source>Ruling {number} {decision} by {name}</source>
        <translation>Pasya {number}: {decision} ni {name}</translation>
    </message>
    <message>
        <source>{ruling}: {reason}</source>
        <translation>{ruling}: {reason}</translation>
    </message>
    <message>
        <source>Hand {hand} starts: button on seat {seat}</source>
        <translation>Nagsimula ang kamay {hand}: nasa upuan {seat} ang button</translation>
    </message>
    <message>
        <source>Collection from seat {seat}: ${amount}</source>
        <translation>Bayad sa bahay mula sa upuan {seat}: ${amount}</translation>
    </message>
    <message>
        <source>Card dealt to seat {seat} face up</source>
        <translation>Binigyan ng nakabukas na baraha ang upuan {seat}</translation>
    </message>
    <message>
        <source>Card dealt to seat {seat}</source>
        <translation>Binigyan ng baraha ang upuan {seat}</translation>
    </message>
    <message>
        <source>Burn card</source>
        <translation>Burn na baraha</translation>
    </message>
    <message>
        <source>Board card {card}</source>
        <translation>Baraha sa board {card}</translation>
    </message>
    <message>
        <source>Board card (not read)</source>
        <translation>Baraha sa board (hindi nabasa)</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}</source>
        <translation>Ipinakita ng upuan {seat} ang {cards}</translation>
    </message>
    <message>
        <source>Seat {seat} mucks</source>
        <translation>Nag-muck ang upuan {seat}</translation>
    </message>
    <message>
        <source>Uncalled ${amount} back to seat {seat}</source>
        <translation>Ibinalik sa upuan {seat} ang ${amount} na walang sumabay</translation>
    </message>
    <message>
        <source>Hand {hand} ends</source>
        <translation>Natapos ang kamay {hand}</translation>
    </message>
    <message>
        <source>Hand voided: {reason}</source>
        <translation>Pinawalang-bisa ang kamay: {reason}</translation>
    </message>
    <message>
        <source>too many wrong PINs: this badge is locked until {time} (counted at every floor station)</source>
        <translation>sobrang maling PIN: naka-lock ang badge na ito hanggang {time} (binibilang sa bawat floor station)</translation>
    </message>
    <message>
        <source>this badge&apos;s PIN record is not valid: an admin must reset the PIN at a table</source>
        <translation>hindi wasto ang rekord ng PIN ng badge na ito: dapat i-reset ng admin ang PIN sa isang mesa</translation>
    </message>
    <message>
        <source>badge or PIN not recognised</source>
        <translation>hindi kilala ang badge o PIN</translation>
    </message>
    <message>
        <source>{name} is {role}: a floorperson must decide</source>
        <translation>si {name} ay {role}: floor ang dapat magpasya</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN is too short for {role}: choose a new one at a table first</source>
        <translation>masyadong maikli ang PIN ni {name} para sa {role}: pumili muna ng bago sa isang mesa</translation>
    </message>
    <message>
        <source>badge or PIN not recognised: {failures} wrong PINs in a row, this badge is locked until {time}</source>
        <translation>hindi kilala ang badge o PIN: {failures} maling PIN nang sunod-sunod, naka-lock ang badge na ito hanggang {time}</translation>
    </message>
    <message>
        <source>the room store is out of reach, and signing in needs it: try again in a moment; if it lasts, call the technician</source>
        <translation>hindi maabot ang room, at kailangan ito sa pag-sign in: subukan ulit maya-maya; kung tumagal, tawagan ang technician</translation>
    </message>
    <message>
        <source>Floor station: ruling {number} confirmed by {name}.</source>
        <translation>Floor station: kinumpirma ni {name} ang pasya {number}.</translation>
    </message>
    <message>
        <source>Floor station: ruling {number} overridden ({reason}) by {name}.</source>
        <translation>Floor station: binago ni {name} ang pasya {number} ({reason}).</translation>
    </message>
    <message>
        <source>Floor station&apos;s decision on ruling {number} refused here: {why}.</source>
        <translation>Tinanggihan dito ang desisyon ng floor station sa pasya {number}: {why}.</translation>
    </message>
    <message>
        <source>the small blind</source>
        <translation>ang small blind</translation>
    </message>
    <message>
        <source>the big blind</source>
        <translation>ang big blind</translation>
    </message>
    <message>
        <source>the button blind</source>
        <translation>ang button blind</translation>
    </message>
    <message>
        <source>the ante</source>
        <translation>ang ante</translation>
    </message>
    <message>
        <source>the bring-in</source>
        <translation>ang bring-in</translation>
    </message>
    <message>
        <source>the collection</source>
        <translation>ang bayad sa bahay</translation>
    </message>
    <message>
        <source>the smallest chip</source>
        <translation>ang pinakamaliit na chip</translation>
    </message>
    <message>
        <source>Small blind for {limit}: ${amount}</source>
        <translation>Small blind para sa {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Big blind for {limit}: ${amount}</source>
        <translation>Big blind para sa {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Button blind for {limit}: ${amount}</source>
        <translation>Button blind para sa {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Ante for {limit}: ${amount}</source>
        <translation>Ante para sa {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Bring-in for {limit}: ${amount}</source>
        <translation>Bring-in para sa {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Collection for {limit}: ${amount}</source>
        <translation>Bayad sa bahay para sa {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Smallest chip for {limit}: ${amount}</source>
        <translation>Pinakamaliit na chip para sa {limit}: ${amount}</translation>
    </message>
    <message>
        <source>whether the button&apos;s collection is live</source>
        <translation>kung buhay ang bayad sa bahay sa button</translation>
    </message>
    <message>
        <source>how many bets a round allows</source>
        <translation>ilang taya ang pinapayagan sa isang round</translation>
    </message>
    <message>
        <source>whether heads-up betting is uncapped</source>
        <translation>kung walang hangganan ang taya kapag dalawa na lang</translation>
    </message>
    <message>
        <source>how a short all-in counts</source>
        <translation>paano binibilang ang kulang na all-in</translation>
    </message>
    <message>
        <source>whether an open pair on 4th street may bet big</source>
        <translation>kung puwedeng tumaya nang malaki ang nakabukas na pares sa 4th street</translation>
    </message>
    <message>
        <source>the setting {key}</source>
        <translation>ang setting na {key}</translation>
    </message>
    <message>
        <source>{setting} for {limit}: ${amount}</source>
        <translation>{setting} para sa {limit}: ${amount}</translation>
    </message>
    <message>
        <source>{title} ({detail})</source>
        <translation>{title} ({detail})</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, round {number}</source>
        <translation>Iniulat {by} sa mesa {table}, round {number}</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, hand {number}</source>
        <translation>Iniulat {by} sa mesa {table}, kamay {number}</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, {when}, round {number}</source>
        <translation>Iniulat {by} sa mesa {table}, {when}, round {number}</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, {when}, hand {number}</source>
        <translation>Iniulat {by} sa mesa {table}, {when}, kamay {number}</translation>
    </message>
    <message>
        <source>{report}, after: {event}</source>
        <translation>{report}, pagkatapos ng: {event}</translation>
    </message>
    <message>
        <source>… {count} earlier</source>
        <translation>… {count} na mas maaga</translation>
    </message>
    <message>
        <source>Round {number} to the report:</source>
        <translation>Round {number} hanggang sa ulat:</translation>
    </message>
    <message>
        <source>Ruling {number}: {title}</source>
        <translation>Pasya {number}: {title}</translation>
    </message>
    <message>
        <source>not set up</source>
        <translation>hindi pa naka-set up</translation>
    </message>
    <message>
        <source>{players} players · hand {hand} in play</source>
        <translation>{players} manlalaro · kamay {hand} nilalaro</translation>
    </message>
    <message>
        <source>{players} players · hand {hand} ended</source>
        <translation>{players} manlalaro · tapos ang kamay {hand}</translation>
    </message>
    <message>
        <source>no ruling open</source>
        <translation>walang bukas na pasya</translation>
    </message>
    <message>
        <source>{ruling} (+{count} more)</source>
        <translation>{ruling} (+{count} pa)</translation>
    </message>
    <message>
        <source>Proposed: {ruling}</source>
        <translation>Mungkahi: {ruling}</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Patakaran {rule}</translation>
    </message>
    <message>
        <source>by the shoe (detected)</source>
        <translation>ng shoe (natukoy)</translation>
    </message>
    <message>
        <source>by the app (detected)</source>
        <translation>ng app (natukoy)</translation>
    </message>
    <message>
        <source>by the dealer</source>
        <translation>ng dealer</translation>
    </message>
    <message>
        <source>by {name}</source>
        <translation>ni {name}</translation>
    </message>
    <message>
        <source>(reporter not in this log)</source>
        <translation>(wala sa log na ito ang nag-ulat)</translation>
    </message>
    <message>
        <source>Not in the blinds</source>
        <translation>Wala sa blinds</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Small blind</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Big blind</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Button</translation>
    </message>
    <message>
        <source>a floorperson signs in before changing the room</source>
        <translation>mag-sign in muna ang floor bago baguhin ang room</translation>
    </message>
    <message>
        <source>The room store is out of reach: what this page shows may be out of date. The station tries again by itself; if it lasts, call the technician.</source>
        <translation>Hindi maabot ang room: maaaring luma na ang ipinapakita ng pahinang ito. Kusang susubok ulit ang station; kung tumagal, tawagan ang technician.</translation>
    </message>
    <message>
        <source>the room store is out of reach: decide on the ruling&apos;s words, or wait for the link to come back</source>
        <translation>hindi maabot ang room: magpasya ayon sa nakasulat sa pasya, o hintaying bumalik ang koneksyon</translation>
    </message>
    <message>
        <source>The room store has been out of reach since {since}: the table keeps working, its hands are kept here and sent when the room is back. Tell the floor.</source>
        <translation>Hindi maabot ang room mula {since}: tuloy ang mesa, dito iniingatan ang mga kamay at ipapadala pagbalik ng room. Sabihan ang floor.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>{what} ${amount} is above the table maximum ${high} ({rule})</source>
        <comment>banked.common.refusal.above_table_maximum</comment>
        <translation>lampas ang {what} ${amount} sa maximum ng mesa na ${high} ({rule})</translation>
    </message>
    <message>
        <source>{what} ${amount} is below the table minimum ${low} ({rule})</source>
        <comment>banked.common.refusal.below_table_minimum</comment>
        <translation>mas mababa ang {what} ${amount} sa minimum ng mesa na ${low} ({rule})</translation>
    </message>
    <message>
        <source>the room has not set the {replace} pay table: it must be posted before this wager is taken ({rule})</source>
        <comment>banked.common.refusal.room_has_set_pay_table</comment>
        <translation>hindi pa itinakda ng room ang bayaran ng {replace}: dapat itong ipaskil bago tanggapin ang taya ({rule})</translation>
    </message>
    <message>
        <source>{card} is not among seat {seat}&apos;s cards this round</source>
        <comment>banked.corrections.refusal.among_seat_s_cards_round</comment>
        <translation>wala ang {card} sa baraha ng upuan {seat} sa round na ito</translation>
    </message>
    <message>
        <source>a banked table&apos;s correction cannot apply at this table</source>
        <comment>banked.corrections.refusal.banked_table_s_correction_cannot</comment>
        <translation>hindi nalalapat sa mesang ito ang pagtatama ng banked table</translation>
    </message>
    <message>
        <source>chips have moved in the settlement: the floor settles it by hand (LC-P1)</source>
        <comment>banked.corrections.refusal.chips_have_moved_settlement_floor</comment>
        <translation>gumalaw na ang chips sa bayaran: ang floor ang mag-aayos nang mano-mano (LC-P1)</translation>
    </message>
    <message>
        <source>{card} is dealt face up by rule: nothing to replace</source>
        <comment>banked.corrections.refusal.dealt_face_up_rule_nothing</comment>
        <translation>nakabukas talaga ang {card} ayon sa patakaran: walang papalitan</translation>
    </message>
    <message>
        <source>a double or split has put more money out: the floor returns the round&apos;s money by hand (LC-105, LC-P1)</source>
        <comment>banked.corrections.refusal.double_split_has_put_more</comment>
        <translation>may double o split na nagdagdag ng pera: ang floor ang magbabalik ng pera ng round nang mano-mano (LC-105, LC-P1)</translation>
    </message>
    <message>
        <source>name the seat and the card that went off the table (PGP-IRR-09)</source>
        <comment>banked.corrections.refusal.name_seat_card_went_off</comment>
        <translation>sabihin ang upuan at ang barahang nahulog (PGP-IRR-09)</translation>
    </message>
    <message>
        <source>no card is out yet: replace the deck, nothing to void (LC-105)</source>
        <comment>banked.corrections.refusal.no_card_out_yet_replace</comment>
        <translation>wala pang lumabas na baraha: palitan ang deck, walang ipapawalang-bisa (LC-105)</translation>
    </message>
    <message>
        <source>no round is in progress</source>
        <comment>banked.corrections.refusal.no_round_progress</comment>
        <translation>walang round na nilalaro</translation>
    </message>
    <message>
        <source>play has moved past the first deal: a card is replaced only during the deal (PGP-IRR-08); report it without the card and the floor rules (LC-P1)</source>
        <comment>banked.corrections.refusal.play_has_moved_past_first</comment>
        <translation>lampas na sa unang deal: pinapalitan lang ang baraha habang nagdi-deal (PGP-IRR-08); iulat nang walang baraha at ang floor ang magpapasya (LC-P1)</translation>
    </message>
    <message>
        <source>round {number} is already void</source>
        <comment>banked.corrections.refusal.round_already_void</comment>
        <translation>walang bisa na ang round {number}</translation>
    </message>
    <message>
        <source>round {number} is not the round in progress ({number2})</source>
        <comment>banked.corrections.refusal.round_round_progress</comment>
        <translation>hindi ang round {number} ang nilalaro ({number2})</translation>
    </message>
    <message>
        <source>ruling {ruling} is not waiting for the floor</source>
        <comment>banked.corrections.refusal.ruling_waiting_floor</comment>
        <translation>hindi naghihintay sa floor ang pasya {ruling}</translation>
    </message>
    <message>
        <source>seat {seat} already waits for a replacement card</source>
        <comment>banked.corrections.refusal.seat_already_waits_replacement_card</comment>
        <translation>naghihintay na ng kapalit na baraha ang upuan {seat}</translation>
    </message>
    <message>
        <source>unknown correction {action!r} ({items})</source>
        <comment>banked.corrections.refusal.unknown_correction</comment>
        <translation>hindi kilalang pagtatama {action!r} ({items})</translation>
    </message>
    <message>
        <source>wait for the floor&apos;s decision on ruling {number}: {removeprefix}</source>
        <comment>banked.corrections.refusal.wait_floor_s_decision_ruling</comment>
        <translation>hintayin ang pasya ng floor sa pasya {number}: {removeprefix}</translation>
    </message>
    <message>
        <source>the Blind equals the Ante (${value}) (HTP-FLH-03)</source>
        <comment>banked.florida_holdem.refusal.blind_equals_ante_htp_flh</comment>
        <translation>kapareho ng Ante ang Blind (${value}) (HTP-FLH-03)</translation>
    </message>
    <message>
        <source>the Play bet is a decision after the deal (HTP-FLH-05)</source>
        <comment>banked.florida_holdem.refusal.play_bet_decision_after_deal</comment>
        <translation>ang Play bet ay pasya pagkatapos ng deal (HTP-FLH-05)</translation>
    </message>
    <message>
        <source>the Play bet now is {items} ({_STREETS})</source>
        <comment>banked.florida_holdem.refusal.play_bet_now</comment>
        <translation>ang Play bet ngayon ay {items} ({_STREETS})</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager}</source>
        <comment>banked.florida_holdem.refusal.seat_already_has</comment>
        <translation>may {wager} na ang upuan {seat}</translation>
    </message>
    <message>
        <source>{text} ({rule_ids})</source>
        <comment>banked.florida_holdem.refusal.text</comment>
        <translation>{text} ({rule_ids})</translation>
    </message>
    <message>
        <source>Trips needs an Ante and a Blind first (HTP-FLH-04)</source>
        <comment>banked.florida_holdem.refusal.trips_needs_ante_blind_first</comment>
        <translation>kailangan muna ng Ante at Blind bago ang Trips (HTP-FLH-04)</translation>
    </message>
    <message>
        <source>{bettor} already has {most} original wagers on seat {seat} (CG-HAB-07, AMB-06)</source>
        <comment>banked.hot_action_blackjack.refusal.already_has_original_wagers_seat</comment>
        <translation>may {most} orihinal na taya na si {bettor} sa upuan {seat} (CG-HAB-07, AMB-06)</translation>
    </message>
    <message>
        <source>a bettor may only match a double or split just made (CG-HAB-D1)</source>
        <comment>banked.hot_action_blackjack.refusal.bettor_may_only_match_double</comment>
        <translation>puwedeng sabayan lang ng tumataya ang kagagawang double o split (CG-HAB-D1)</translation>
    </message>
    <message>
        <source>the Buster may not exceed the regular wager ${wagers} (CG-BBJ-03)</source>
        <comment>banked.hot_action_blackjack.refusal.buster_may_exceed_regular_wager</comment>
        <translation>hindi puwedeng lumampas ang Buster sa regular na tayang ${wagers} (CG-BBJ-03)</translation>
    </message>
    <message>
        <source>a Buster wager needs a main wager on this spot first (CG-BBJ-01)</source>
        <comment>banked.hot_action_blackjack.refusal.buster_wager_needs_main_wager</comment>
        <translation>kailangan muna ng pangunahing taya sa puwestong ito bago ang Buster (CG-BBJ-01)</translation>
    </message>
    <message>
        <source>{bettor} cannot match this move again</source>
        <comment>banked.hot_action_blackjack.refusal.cannot_match_move_again</comment>
        <translation>hindi na puwedeng sabayan ulit ni {bettor} ang galaw na ito</translation>
    </message>
    <message>
        <source>{text} (CG-HAB-13, CG-HAB-14)</source>
        <comment>banked.hot_action_blackjack.refusal.cg_hab_13_cg_hab</comment>
        <translation>{text} (CG-HAB-13, CG-HAB-14)</translation>
    </message>
    <message>
        <source>double for up to the controlling bet ${own} (CG-HAB-D1, CG-HAB-15)</source>
        <comment>banked.hot_action_blackjack.refusal.double_up_controlling_bet_cg</comment>
        <translation>mag-double hanggang sa kumokontrol na tayang ${own} (CG-HAB-D1, CG-HAB-15)</translation>
    </message>
    <message>
        <source>{controller} has the most money on seat {seat} and decides (CG-HAB-10)</source>
        <comment>banked.hot_action_blackjack.refusal.has_most_money_seat_decides</comment>
        <translation>si {controller} ang may pinakamalaking pera sa upuan {seat} at siya ang magpapasya (CG-HAB-10)</translation>
    </message>
    <message>
        <source>{bettor} may add up to his own bet ${own} (CG-HAB-D1, S1, S2)</source>
        <comment>banked.hot_action_blackjack.refusal.may_add_up_own_bet</comment>
        <translation>puwedeng magdagdag si {bettor} hanggang sa sarili niyang tayang ${own} (CG-HAB-D1, S1, S2)</translation>
    </message>
    <message>
        <source>the P/D draws one card at a time (CG-HAB-12)</source>
        <comment>banked.hot_action_blackjack.refusal.p_d_draws_one_card</comment>
        <translation>isa-isang baraha ang kinukuha ng bangkero (CG-HAB-12)</translation>
    </message>
    <message>
        <source>the P/D gets two cards (or his up card first, CG-HAB-17)</source>
        <comment>banked.hot_action_blackjack.refusal.p_d_gets_two_cards</comment>
        <translation>dalawang baraha ang nakukuha ng bangkero (o ang nakabukas muna, CG-HAB-17)</translation>
    </message>
    <message>
        <source>the room has not set what a {label} pays (Gaps: Hot Action)</source>
        <comment>banked.hot_action_blackjack.refusal.room_has_set_what_pays</comment>
        <translation>hindi pa itinakda ng room kung magkano ang bayad sa {label} (Kulang: Hot Action)</translation>
    </message>
    <message>
        <source>the room has not set where the P/D&apos;s coverage starts (Gaps: Hot Action)</source>
        <comment>banked.hot_action_blackjack.refusal.room_has_set_where_p</comment>
        <translation>hindi pa itinakda ng room kung saan nagsisimula ang sakop ng bangkero (Kulang: Hot Action)</translation>
    </message>
    <message>
        <source>seat {seat} already has {cap} bettors (CG-HAB-09)</source>
        <comment>banked.hot_action_blackjack.refusal.seat_already_has_bettors_cg</comment>
        <translation>may {cap} na tumataya na sa upuan {seat} (CG-HAB-09)</translation>
    </message>
    <message>
        <source>seat {seat} already has its one Buster wager; pooled money goes in one wager (CG-BBJ-04, CG-BBJ-05)</source>
        <comment>banked.hot_action_blackjack.refusal.seat_already_has_one_buster</comment>
        <translation>may isang Buster na ang upuan {seat}; sa iisang taya ang pinagsamang pera (CG-BBJ-04, CG-BBJ-05)</translation>
    </message>
    <message>
        <source>seat {seat} has no hand</source>
        <comment>banked.hot_action_blackjack.refusal.seat_has_no_hand</comment>
        <translation>walang kamay ang upuan {seat}</translation>
    </message>
    <message>
        <source>a split matches the controlling bet: ${own} (CG-HAB-S1)</source>
        <comment>banked.hot_action_blackjack.refusal.split_matches_controlling_bet_cg</comment>
        <translation>kapareho ng kumokontrol na taya ang split: ${own} (CG-HAB-S1)</translation>
    </message>
    <message>
        <source>the back hand must outrank the front: reset it (CG-PAI-06); no penalty is stated for a wrongly set hand (Gaps), call the floor</source>
        <comment>banked.pai_gow.refusal.back_hand_must_outrank_front</comment>
        <translation>dapat mas mataas ang likod kaysa harap: ayusin ulit (CG-PAI-06); walang nakasaad na parusa sa maling ayos (Kulang), tawagin ang floor</translation>
    </message>
    <message>
        <source>Pai Gow has no decisions besides setting the hands (CG-PAI-06)</source>
        <comment>banked.pai_gow.refusal.pai_gow_has_no_decisions</comment>
        <translation>walang ibang pasya sa Pai Gow maliban sa pag-aayos ng kamay (CG-PAI-06)</translation>
    </message>
    <message>
        <source>seat {seat} already has a wager</source>
        <comment>banked.pai_gow.refusal.seat_already_has_wager</comment>
        <translation>may taya na ang upuan {seat}</translation>
    </message>
    <message>
        <source>set exactly the seven cards dealt to this seat (CG-PAI-06)</source>
        <comment>banked.pai_gow.refusal.set_exactly_seven_cards_dealt</comment>
        <translation>ayusin ang eksaktong pitong barahang nai-deal sa upuang ito (CG-PAI-06)</translation>
    </message>
    <message>
        <source>, and his Buster bank</source>
        <comment>banked.procedure.step.and_buster_bank</comment>
        <translation>, at ang kanyang Buster bank</translation>
    </message>
    <message>
        <source>Banker&apos;s stake is spent: round over; every wager not covered goes back</source>
        <comment>banked.procedure.step.banker_s_stake_spent_round</comment>
        <translation>Ubos na ang taya ng bangkero: tapos ang round; ibinabalik ang bawat tayang hindi sakop</translation>
    </message>
    <message>
        <source>Deal seats {items} and the banker</source>
        <comment>banked.procedure.step.deal_seats_banker</comment>
        <translation>Mag-deal sa mga upuan {items} at sa bangkero</translation>
    </message>
    <message>
        <source>Everyone passed. </source>
        <comment>banked.procedure.step.everyone_passed</comment>
        <translation>Lahat ay nag-pass. </translation>
    </message>
    <message>
        <source>{left} min left for the bank to go to another player (CA-PDR)</source>
        <comment>banked.procedure.step.min_left_bank_go_another</comment>
        <translation>{left} minuto na lang bago lumipat ang bangka sa ibang player (CA-PDR)</translation>
    </message>
    <message>
        <source>No eligible player took the bank: the game cannot be dealt</source>
        <comment>banked.procedure.step.no_eligible_player_took_bank</comment>
        <translation>Walang karapat-dapat na player na kumuha ng bangka: hindi maide-deal ang laro</translation>
    </message>
    <message>
        <source>Nobody is dealt in: end round {number} without a deal{back}</source>
        <comment>banked.procedure.step.nobody_dealt_end_round_without</comment>
        <translation>Walang kasali: tapusin ang round {number} nang walang deal{back}</translation>
    </message>
    <message>
        <source>Offer the bank to a player and record the answer before the first hand</source>
        <comment>banked.procedure.step.offer_bank_player_record_answer</comment>
        <translation>Ialok ang bangka sa isang player at itala ang sagot bago ang unang kamay</translation>
    </message>
    <message>
        <source>Offer the bank to seat {nxt} ({nxt2})</source>
        <comment>banked.procedure.step.offer_bank_seat</comment>
        <translation>Ialok ang bangka sa upuan {nxt} ({nxt2})</translation>
    </message>
    <message>
        <source>Open the table: choose house, game and rules</source>
        <comment>banked.procedure.step.open_table_choose_house_game</comment>
        <translation>Buksan ang mesa: piliin ang house, laro at mga patakaran</translation>
    </message>
    <message>
        <source>Round {number}: end the round</source>
        <comment>banked.procedure.step.round_end_round</comment>
        <translation>Round {number}: tapusin ang round</translation>
    </message>
    <message>
        <source>Round {number}: end the round; replace the deck before the next one (LC-105)</source>
        <comment>banked.procedure.step.round_end_round_replace_deck</comment>
        <translation>Round {number}: tapusin ang round; palitan ang deck bago ang susunod (LC-105)</translation>
    </message>
    <message>
        <source>Round {number} is over</source>
        <comment>banked.procedure.step.round_over</comment>
        <translation>Tapos na ang round {number}</translation>
    </message>
    <message>
        <source>Round {number} is void ({reason}): every wager goes back</source>
        <comment>banked.procedure.step.round_void_every_wager_goes</comment>
        <translation>Walang bisa ang round {number} ({reason}): ibinabalik ang lahat ng taya</translation>
    </message>
    <message>
        <source>Seat {seat} pays {money}</source>
        <comment>banked.procedure.step.seat_pays</comment>
        <translation>Magbabayad ang upuan {seat} ng {money}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s hand is dead: give back its rake ${collections}</source>
        <comment>banked.procedure.step.seat_s_hand_dead_give</comment>
        <translation>Patay ang kamay ng upuan {seat}: ibalik ang bayad nito ${collections}</translation>
    </message>
    <message>
        <source>; he states his stake, at least ${floor}: his last bank did not lose</source>
        <comment>banked.procedure.step.stake_at_least</comment>
        <translation>; sasabihin niya ang taya niya, hindi bababa sa ${floor}: hindi natalo ang huli niyang bangka</translation>
    </message>
    <message>
        <source>; he states his stake for the round</source>
        <comment>banked.procedure.step.stake_for_round</comment>
        <translation>; sasabihin niya ang taya niya para sa round</translation>
    </message>
    <message>
        <source>Start the round: {player} (seat {seat}) banks ${stake}</source>
        <comment>banked.procedure.step.start_round_seat_banks</comment>
        <translation>Simulan ang round: si {player} (upuan {seat}) ang bangkero sa ${stake}</translation>
    </message>
    <message>
        <source>{passed}Start round {number}: {banker} (seat {seat}) keeps the bank{stake}{buster}</source>
        <comment>banked.procedure.step.start_round_seat_keeps_bank</comment>
        <translation>{passed}Simulan ang round {number}: si {banker} (upuan {seat}) ang bangkero pa rin{stake}{buster}</translation>
    </message>
    <message>
        <source>Take wagers ({names}); banker&apos;s stake ${stake}</source>
        <comment>banked.procedure.step.take_wagers_banker_s_stake</comment>
        <translation>Kunin ang mga taya ({names}); taya ng bangkero ${stake}</translation>
    </message>
    <message>
        <source>{game} is not a player-banked game</source>
        <comment>banked.registry.refusal.player_banked_game</comment>
        <translation>hindi player-banked na laro ang {game}</translation>
    </message>
    <message>
        <source>{accepted} already took the bank</source>
        <comment>banked.rotation.refusal.already_took_bank</comment>
        <translation>kinuha na ni {accepted} ang bangka</translation>
    </message>
    <message>
        <source>{banker} banked {hands_banked} hand(s): offer the bank to every eligible seat before the next one ({rule})</source>
        <comment>banked.rotation.refusal.banked_hand_s_offer_bank</comment>
        <translation>nagbangka si {banker} ng {hands_banked} kamay: ialok ang bangka sa bawat karapat-dapat na upuan bago ang susunod ({rule})</translation>
    </message>
    <message>
        <source>a banker must put up a stake: it is all the action he covers (CG-3CP-06)</source>
        <comment>banked.rotation.refusal.banker_must_put_up_stake</comment>
        <translation>dapat maglagay ng taya ang bangkero: iyon ang lahat ng aksyong sakop niya (CG-3CP-06)</translation>
    </message>
    <message>
        <source>{banker} did not take the bank: offer it and log the answer before the hand (CA-PDR)</source>
        <comment>banked.rotation.refusal.did_take_bank_offer_log</comment>
        <translation>hindi kinuha ni {banker} ang bangka: ialok at itala ang sagot bago ang kamay (CA-PDR)</translation>
    </message>
    <message>
        <source>{player} has no open offer of the bank: offer it first (CA-PDR)</source>
        <comment>banked.rotation.refusal.has_no_open_offer_bank</comment>
        <translation>walang bukas na alok ng bangka kay {player}: ialok muna (CA-PDR)</translation>
    </message>
    <message>
        <source>{player} must bank at least his previous ${floor} because it did not lose (CG-HAB-19)</source>
        <comment>banked.rotation.refusal.must_bank_least_previous_because</comment>
        <translation>dapat magbangka si {player} ng hindi bababa sa naunang ${floor} dahil hindi ito natalo (CG-HAB-19)</translation>
    </message>
    <message>
        <source>offer the bank and log the answer before the first hand (CA-PDR)</source>
        <comment>banked.rotation.refusal.offer_bank_log_answer_before</comment>
        <translation>ialok ang bangka at itala ang sagot bago ang unang kamay (CA-PDR)</translation>
    </message>
    <message>
        <source>only {pdr_max_tppp} third-party proposition player per table (CA-PDR)</source>
        <comment>banked.rotation.refusal.only_third_party_proposition_player</comment>
        <translation>{pdr_max_tppp} third-party proposition player lang bawat mesa (CA-PDR)</translation>
    </message>
    <message>
        <source>{player} (seat {seat}) took the bank for this hand (K14)</source>
        <comment>banked.rotation.refusal.seat_took_bank_hand_k14</comment>
        <translation>kinuha ni {player} (upuan {seat}) ang bangka sa kamay na ito (K14)</translation>
    </message>
    <message>
        <source>{player} took the bank with ${stake}: the round starts with that stake (K14)</source>
        <comment>banked.rotation.refusal.took_bank_round_starts_stake</comment>
        <translation>kinuha ni {player} ang bangka sa ${stake}: magsisimula ang round sa tayang iyon (K14)</translation>
    </message>
    <message>
        <source>{player} was already offered the bank this time</source>
        <comment>banked.rotation.refusal.was_already_offered_bank_time</comment>
        <translation>naialok na kay {player} ang bangka ngayon</translation>
    </message>
    <message>
        <source>the action pile is one of the seven piles (CG-PAI-04)</source>
        <comment>banked.round.refusal.action_pile_one_seven_piles</comment>
        <translation>isa sa pitong tumpok ang action pile (CG-PAI-04)</translation>
    </message>
    <message>
        <source>{type} is not a banked-round event</source>
        <comment>banked.round.refusal.banked_round_event</comment>
        <translation>hindi pangyayari ng banked round ang {type}</translation>
    </message>
    <message>
        <source>the banker may not bet on any other position (CG-HAB-21)</source>
        <comment>banked.round.refusal.banker_may_bet_any_other</comment>
        <translation>hindi puwedeng tumaya ang bangkero sa ibang puwesto (CG-HAB-21)</translation>
    </message>
    <message>
        <source>the banker must put up a stake before the deal (section 5)</source>
        <comment>banked.round.refusal.banker_must_put_up_stake</comment>
        <translation>dapat maglagay ng taya ang bangkero bago ang deal (seksyon 5)</translation>
    </message>
    <message>
        <source>the banker&apos;s seat {banker_seat} is not at this table</source>
        <comment>banked.round.refusal.banker_s_seat_table</comment>
        <translation>wala sa mesang ito ang upuan {banker_seat} ng bangkero</translation>
    </message>
    <message>
        <source>that card is already out: one deck, no card twice (CG-3CP-01, HTP-3CP-01); call the floor</source>
        <comment>banked.round.refusal.card_already_out_one_deck</comment>
        <translation>lumabas na ang barahang iyon: isang deck, walang barahang dalawang beses (CG-3CP-01, HTP-3CP-01); tawagin ang floor</translation>
    </message>
    <message>
        <source>this card goes to hand {value} of seat {seat}</source>
        <comment>banked.round.refusal.card_goes_hand_seat</comment>
        <translation>mapupunta ang barahang ito sa kamay {value} ng upuan {seat}</translation>
    </message>
    <message>
        <source>deal {count} board cards now ({text})</source>
        <comment>banked.round.refusal.deal_board_cards_now</comment>
        <translation>mag-deal ngayon ng {count} baraha ng board ({text})</translation>
    </message>
    <message>
        <source>a face-up card must be one of the cards dealt</source>
        <comment>banked.round.refusal.face_up_card_must_one</comment>
        <translation>dapat isa sa mga nai-deal ang nakabukas na baraha</translation>
    </message>
    <message>
        <source>list every seat once, with the name seated there (or empty)</source>
        <comment>banked.round.refusal.list_every_seat_once_name</comment>
        <translation>ilista ang bawat upuan nang isang beses, kasama ang pangalan ng nakaupo (o bakante)</translation>
    </message>
    <message>
        <source>the next cards go to seat {seat} ({text})</source>
        <comment>banked.round.refusal.next_cards_go_seat</comment>
        <translation>sa upuan {seat} ang susunod na baraha ({text})</translation>
    </message>
    <message>
        <source>no joker in this deck (CG-3CP-01, CG-PAI-01): call the floor</source>
        <comment>banked.round.refusal.no_joker_deck_cg_3cp</comment>
        <translation>walang joker ang deck na ito (CG-3CP-01, CG-PAI-01): tawagin ang floor</translation>
    </message>
    <message>
        <source>no seat has the wagers needed to be dealt in (CG-3CP-02, HTP-3CP-03)</source>
        <comment>banked.round.refusal.no_seat_has_wagers_needed</comment>
        <translation>walang upuang may sapat na taya para mai-deal-an (CG-3CP-02, HTP-3CP-03)</translation>
    </message>
    <message>
        <source>nothing is due to settle now: finish the play first</source>
        <comment>banked.round.refusal.nothing_due_settle_now_finish</comment>
        <translation>walang babayaran ngayon: tapusin muna ang laro</translation>
    </message>
    <message>
        <source>not now: {text}</source>
        <comment>banked.round.refusal.now</comment>
        <translation>hindi ngayon: {text}</translation>
    </message>
    <message>
        <source>only the player seated on {seat} may refuse backline bets (CG-HAB-11)</source>
        <comment>banked.round.refusal.only_player_seated_may_refuse</comment>
        <translation>ang nakaupo lang sa {seat} ang puwedeng tumanggi sa backline bets (CG-HAB-11)</translation>
    </message>
    <message>
        <source>play is over: settle the wagers</source>
        <comment>banked.round.refusal.play_over_settle_wagers</comment>
        <translation>tapos na ang laro: bayaran ang mga taya</translation>
    </message>
    <message>
        <source>a replacement card is dealt face down (PGP-IRR-08)</source>
        <comment>banked.round.refusal.replacement_card_dealt_face_down</comment>
        <translation>nakataob na ide-deal ang kapalit na baraha (PGP-IRR-08)</translation>
    </message>
    <message>
        <source>the room has not set how the banker&apos;s stake covers wagers (Gaps: no coverage order stated for this game)</source>
        <comment>banked.round.refusal.room_has_set_how_banker</comment>
        <translation>hindi pa itinakda ng room kung paano sinasakop ng taya ng bangkero ang mga taya (Kulang: walang nakasaad na pagkakasunod para sa larong ito)</translation>
    </message>
    <message>
        <source>round {number} is over: start the next round</source>
        <comment>banked.round.refusal.round_over_start_next_round</comment>
        <translation>tapos na ang round {number}: simulan ang susunod</translation>
    </message>
    <message>
        <source>a round starts with banked_round_started</source>
        <comment>banked.round.refusal.round_starts_banked_round_started</comment>
        <translation>nagsisimula ang round sa banked_round_started</translation>
    </message>
    <message>
        <source>seat {seat} cannot take a wager against its own bank (section 5)</source>
        <comment>banked.round.refusal.seat_cannot_take_wager_against</comment>
        <translation>hindi puwedeng tumanggap ang upuan {seat} ng taya laban sa sarili niyang bangka (seksyon 5)</translation>
    </message>
    <message>
        <source>seat {seat} gets {count} card(s) now ({text})</source>
        <comment>banked.round.refusal.seat_gets_card_s_now</comment>
        <translation>makakatanggap ang upuan {seat} ng {count} baraha ngayon ({text})</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s player refuses backline bets (CG-HAB-11)</source>
        <comment>banked.round.refusal.seat_s_player_refuses_backline</comment>
        <translation>tumatanggi sa backline bets ang player sa upuan {seat} (CG-HAB-11)</translation>
    </message>
    <message>
        <source>not seat {seat}&apos;s turn: {text}</source>
        <comment>banked.round.refusal.seat_s_turn</comment>
        <translation>hindi turno ng upuan {seat}: {text}</translation>
    </message>
    <message>
        <source>seat {seat} is not at this table</source>
        <comment>banked.round.refusal.seat_table</comment>
        <translation>wala sa mesang ito ang upuan {seat}</translation>
    </message>
    <message>
        <source>settle in action order: next is seat {seat} {wager} (AMB-11)</source>
        <comment>banked.round.refusal.settle_action_order_next_seat</comment>
        <translation>magbayad ayon sa pagkakasunod ng aksyon: susunod ang upuan {seat} {wager} (AMB-11)</translation>
    </message>
    <message>
        <source>settle every wager before ending the round (CG-3CP-07)</source>
        <comment>banked.round.refusal.settle_every_wager_before_ending</comment>
        <translation>bayaran ang bawat taya bago tapusin ang round (CG-3CP-07)</translation>
    </message>
    <message>
        <source>three dice, each 1 to 6 (CG-PAI-05)</source>
        <comment>banked.round.refusal.three_dice_each_1_6</comment>
        <translation>tatlong dice, bawat isa 1 hanggang 6 (CG-PAI-05)</translation>
    </message>
    <message>
        <source>{wager!r} is not a wager of this game ({items})</source>
        <comment>banked.round.refusal.wager_game</comment>
        <translation>hindi taya ng larong ito ang {wager!r} ({items})</translation>
    </message>
    <message>
        <source>a wager is a positive amount</source>
        <comment>banked.round.refusal.wager_positive_amount</comment>
        <translation>dapat positibong halaga ang taya</translation>
    </message>
    <message>
        <source>wagers are closed once the first card is out (CG-3CP-B01)</source>
        <comment>banked.round.refusal.wagers_are_closed_once_first</comment>
        <translation>sarado ang tayaan paglabas ng unang baraha (CG-3CP-B01)</translation>
    </message>
    <message>
        <source>round {hand} is over and the next round has begun: the ruling can no longer be changed (LC-8c, CG-DIS-04)</source>
        <comment>banked.rulings.refusal.round_over_next_round_has</comment>
        <translation>tapos na ang round {hand} at nagsimula na ang susunod: hindi na mababago ang pasya (LC-8c, CG-DIS-04)</translation>
    </message>
    <message>
        <source>{replace} is not ruled on at a banked table: call the floor</source>
        <comment>banked.rulings.refusal.ruled_banked_table_call_floor</comment>
        <translation>hindi pinapasyahan sa banked table ang {replace}: tawagin ang floor</translation>
    </message>
    <message>
        <source>ruling {ruling} already exists</source>
        <comment>banked.rulings.refusal.ruling_already_exists</comment>
        <translation>mayroon nang pasyang {ruling}</translation>
    </message>
    <message>
        <source>Call the floor: ruling {number}, {title}. {note}</source>
        <comment>banked.rulings.step.call_floor_ruling</comment>
        <translation>Tawagin ang floor: pasya {number}, {title}. {note}</translation>
    </message>
    <message>
        <source>no round is in progress</source>
        <comment>banked.session.refusal.no_round_progress</comment>
        <translation>walang round na nilalaro</translation>
    </message>
    <message>
        <source>the banked table&apos;s rules cannot be read: {exc}</source>
        <comment>banked.table.refusal.banked_table_s_rules_cannot</comment>
        <translation>hindi mabasa ang mga patakaran ng banked table: {exc}</translation>
    </message>
    <message>
        <source>the current round is not over</source>
        <comment>banked.table.refusal.current_round_over</comment>
        <translation>hindi pa tapos ang kasalukuyang round</translation>
    </message>
    <message>
        <source>finish the round before changing the table&apos;s rules</source>
        <comment>banked.table.refusal.finish_round_before_changing_table</comment>
        <translation>tapusin ang round bago baguhin ang patakaran ng mesa</translation>
    </message>
    <message>
        <source>the next round is number {expected}</source>
        <comment>banked.table.refusal.next_round_number</comment>
        <translation>ang susunod na round ay numero {expected}</translation>
    </message>
    <message>
        <source>open the banked table first (house, game and rules)</source>
        <comment>banked.table.refusal.open_banked_table_first_house</comment>
        <translation>buksan muna ang banked table (house, laro at patakaran)</translation>
    </message>
    <message>
        <source>start a round first</source>
        <comment>banked.table.refusal.start_round_first</comment>
        <translation>magsimula muna ng round</translation>
    </message>
    <message>
        <source>the Bonus may not be larger than the Ante (${ante}) (CG-3CP-B02)</source>
        <comment>banked.three_card_poker.refusal.bonus_may_larger_than_ante</comment>
        <translation>hindi puwedeng mas malaki ang Bonus sa Ante (${ante}) (CG-3CP-B02)</translation>
    </message>
    <message>
        <source>choose one of {items} ({rule_ids})</source>
        <comment>banked.three_card_poker.refusal.choose_one</comment>
        <translation>pumili ng isa sa {items} ({rule_ids})</translation>
    </message>
    <message>
        <source>the {wager} is a decision after the deal (CG-3CP-04b)</source>
        <comment>banked.three_card_poker.refusal.decision_after_deal_cg_3cp</comment>
        <translation>ang {wager} ay pasya pagkatapos ng deal (CG-3CP-04b)</translation>
    </message>
    <message>
        <source>House Way needs the banker&apos;s face-up card (CG-3CP-03)</source>
        <comment>banked.three_card_poker.refusal.house_way_needs_banker_s</comment>
        <translation>kailangan ng House Way ang nakabukas na baraha ng bangkero (CG-3CP-03)</translation>
    </message>
    <message>
        <source>a House Way Play equals the Ante: ${ante} (CG-3CP-11, CG-3CP-12)</source>
        <comment>banked.three_card_poker.refusal.house_way_play_equals_ante</comment>
        <translation>kapareho ng Ante ang House Way Play: ${ante} (CG-3CP-11, CG-3CP-12)</translation>
    </message>
    <message>
        <source>the {decision} must equal the {ante}: ${ante2} ({rule}); a player who cannot make it surrenders (CG-3CP-09)</source>
        <comment>banked.three_card_poker.refusal.must_equal_player_who_cannot</comment>
        <translation>dapat kapareho ng {ante} ang {decision}: ${ante2} ({rule}); susuko ang player na hindi kaya (CG-3CP-09)</translation>
    </message>
    <message>
        <source>a {replace} needs an {ante} first ({rule})</source>
        <comment>banked.three_card_poker.refusal.needs_first</comment>
        <translation>kailangan muna ng {ante} bago ang {replace} ({rule})</translation>
    </message>
    <message>
        <source>only {bettor} decides this hand (CG-3CP-10)</source>
        <comment>banked.three_card_poker.refusal.only_decides_hand_cg_3cp</comment>
        <translation>si {bettor} lang ang magpapasya sa kamay na ito (CG-3CP-10)</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager} from {bettor}</source>
        <comment>banked.three_card_poker.refusal.seat_already_has</comment>
        <translation>may {wager} na mula kay {bettor} ang upuan {seat}</translation>
    </message>
    <message>
        <source>a Bonus needs a Base first (HTP-2CP-04)</source>
        <comment>banked.two_card_poker.refusal.bonus_needs_base_first_htp</comment>
        <translation>kailangan muna ng Base bago ang Bonus (HTP-2CP-04)</translation>
    </message>
    <message>
        <source>the Call is a decision after the deal (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.call_decision_after_deal_htp</comment>
        <translation>ang Call ay pasya pagkatapos ng deal (HTP-2CP-07)</translation>
    </message>
    <message>
        <source>the Call equals the Base: ${base} (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.call_equals_base_htp_2cp</comment>
        <translation>kapareho ng Base ang Call: ${base} (HTP-2CP-07)</translation>
    </message>
    <message>
        <source>{text} (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.htp_2cp_07</comment>
        <translation>{text} (HTP-2CP-07)</translation>
    </message>
    <message>
        <source>keep two of the four cards and discard the other two (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.keep_two_four_cards_discard</comment>
        <translation>itago ang dalawa sa apat na baraha at itapon ang dalawa (HTP-2CP-07)</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager}</source>
        <comment>banked.two_card_poker.refusal.seat_already_has</comment>
        <translation>may {wager} na ang upuan {seat}</translation>
    </message>
    <message>
        <source>All-in ${amount}</source>
        <comment>betting.label.all_in</comment>
        <translation>All-in ${amount}</translation>
    </message>
    <message>
        <source>Bet ${amount}</source>
        <comment>betting.label.bet</comment>
        <translation>Taya ${amount}</translation>
    </message>
    <message>
        <source>Bet ${low}-${high}</source>
        <comment>betting.label.bet_range</comment>
        <translation>Taya ${low}-${high}</translation>
    </message>
    <message>
        <source>Call ${amount}</source>
        <comment>betting.label.call</comment>
        <translation>Sabay ${amount}</translation>
    </message>
    <message>
        <source>Check</source>
        <comment>betting.label.check</comment>
        <translation>Check</translation>
    </message>
    <message>
        <source>Complete to ${amount}</source>
        <comment>betting.label.complete</comment>
        <translation>Kumpletuhin sa ${amount}</translation>
    </message>
    <message>
        <source>Complete ${low}-${high}</source>
        <comment>betting.label.complete_range</comment>
        <translation>Kumpletuhin ${low}-${high}</translation>
    </message>
    <message>
        <source>Fold</source>
        <comment>betting.label.fold</comment>
        <translation>Tiklop</translation>
    </message>
    <message>
        <source>Raise to ${amount}</source>
        <comment>betting.label.raise</comment>
        <translation>Taas sa ${amount}</translation>
    </message>
    <message>
        <source>Raise ${low}-${high}</source>
        <comment>betting.label.raise_range</comment>
        <translation>Taas ${low}-${high}</translation>
    </message>
    <message>
        <source>a correction changed this hand outside its betting: the floor moves the chips by hand</source>
        <comment>chip_rulings.refusal.correction_changed_hand_outside_betting</comment>
        <translation>may pagtatamang nagbago sa kamay na ito labas sa tayaan: ang floor ang maglilipat ng chips</translation>
    </message>
    <message>
        <source>the floor rules forward motion a bet or not a bet (LC-52)</source>
        <comment>chip_rulings.refusal.floor_rules_forward_motion_bet</comment>
        <translation>ang floor ang magpapasya kung taya o hindi ang pagtulak pasulong (LC-52)</translation>
    </message>
    <message>
        <source>the next cards are out: the call can no longer be taken back</source>
        <comment>chip_rulings.refusal.next_cards_are_out_call</comment>
        <translation>lumabas na ang susunod na baraha: hindi na mababawi ang sabay</translation>
    </message>
    <message>
        <source>no {what} of seat {seat} is waiting for the floor</source>
        <comment>chip_rulings.refusal.no_seat_waiting_floor</comment>
        <translation>walang {what} ng upuan {seat} na naghihintay sa floor</translation>
    </message>
    <message>
        <source>nobody has acted after seat {seat}: he takes the call back and may then fold for free (LC-58a)</source>
        <comment>chip_rulings.refusal.nobody_has_acted_after_seat</comment>
        <translation>wala pang kumilos pagkatapos ng upuan {seat}: babawiin niya ang sabay at puwede siyang mag-fold nang libre (LC-58a)</translation>
    </message>
    <message>
        <source>nobody has raised in this betting round: an underpaid call is topped up (LC-57)</source>
        <comment>chip_rulings.refusal.nobody_has_raised_betting_round</comment>
        <translation>walang nagtaas sa tayaang ito: kinukumpleto ang kulang na sabay (LC-57)</translation>
    </message>
    <message>
        <source>seat {to_act} is to act, not seat {seat}</source>
        <comment>chip_rulings.refusal.seat_act_seat</comment>
        <translation>upuan {to_act} ang kikilos, hindi upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} can no longer fold</source>
        <comment>chip_rulings.refusal.seat_can_no_longer_fold</comment>
        <translation>hindi na puwedeng mag-fold ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} cannot act now: no betting round is open</source>
        <comment>chip_rulings.refusal.seat_cannot_act_now_no</comment>
        <translation>hindi puwedeng kumilos ang upuan {seat} ngayon: walang bukas na tayaan</translation>
    </message>
    <message>
        <source>seat {seat} has ${stacks}: name the chips he moved forward</source>
        <comment>chip_rulings.refusal.seat_has_name_chips_he</comment>
        <translation>may ${stacks} ang upuan {seat}: sabihin ang chips na itinulak niya</translation>
    </message>
    <message>
        <source>seat {seat} has no short call of a missed raise</source>
        <comment>chip_rulings.refusal.seat_has_no_short_call</comment>
        <translation>walang kulang na sabay ang upuan {seat} sa taas na hindi nakita</translation>
    </message>
    <message>
        <source>seat {seat} owes ${owed}: a short call puts in less than that</source>
        <comment>chip_rulings.refusal.seat_owes_short_call_puts</comment>
        <translation>may utang na ${owed} ang upuan {seat}: ang kulang na sabay ay mas mababa rito</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s earlier short call is not settled yet (LC-58a)</source>
        <comment>chip_rulings.refusal.seat_s_earlier_short_call</comment>
        <translation>hindi pa naaayos ang naunang kulang na sabay ng upuan {seat} (LC-58a)</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s forward motion is already before the floor</source>
        <comment>chip_rulings.refusal.seat_s_forward_motion_already</comment>
        <translation>nasa floor na ang pagtulak pasulong ng upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s last action in this betting round is not a raise</source>
        <comment>chip_rulings.refusal.seat_s_last_action_betting</comment>
        <translation>hindi taas ang huling aksyon ng upuan {seat} sa tayaang ito</translation>
    </message>
    <message>
        <source>seat {seat} said &apos;call&apos; and someone has acted since: the call binds, he owes ${owed} (LC-58b)</source>
        <comment>chip_rulings.refusal.seat_said_call_someone_has</comment>
        <translation>nagsabi ng &apos;call&apos; ang upuan {seat} at may kumilos na pagkatapos: may bisa ang sabay, may utang siyang ${owed} (LC-58b)</translation>
    </message>
    <message>
        <source>settle the short call made after it first (LC-58a)</source>
        <comment>chip_rulings.refusal.settle_short_call_made_after</comment>
        <translation>ayusin muna ang kulang na sabay na ginawa pagkatapos (LC-58a)</translation>
    </message>
    <message>
        <source>a short call is taken back, completed or folded (LC-58a)</source>
        <comment>chip_rulings.refusal.short_call_taken_back_completed</comment>
        <translation>ang kulang na sabay ay binabawi, kinukumpleto o ifo-fold (LC-58a)</translation>
    </message>
    <message>
        <source>Call the floor: seat {seat} moved ${amount} forward still holding the chips: rule it a bet?</source>
        <comment>chip_rulings.step.call_floor_seat_moved_forward</comment>
        <translation>Tawagin ang floor: itinulak ng upuan {seat} ang ${amount} pero hawak pa ang chips: taya ba ito?</translation>
    </message>
    <message>
        <source>Call the floor: {who}: was seat {seat}&apos;s raise a string raise? It stands, or it is a call; two more actions after it and it stands</source>
        <comment>chip_rulings.step.call_floor_was_seat_s</comment>
        <translation>Tawagin ang floor: {who}: string raise ba ang taas ng upuan {seat}? Mananatili ito, o ituturing na sabay; kapag may dalawa pang aksyon pagkatapos, mananatili</translation>
    </message>
    <message>
        <source>Seat {seat} called a missed raise short: {note}</source>
        <comment>chip_rulings.step.seat_called_missed_raise_short</comment>
        <translation>Kulang ang sabay ng upuan {seat} sa taas na hindi niya nakita: {note}</translation>
    </message>
    <message>
        <source>badge reader</source>
        <comment>device.kind.badge</comment>
        <translation>badge reader</translation>
    </message>
    <message>
        <source>card scanner</source>
        <comment>device.kind.barcode</comment>
        <translation>scanner ng baraha</translation>
    </message>
    <message>
        <source>RFID card reader</source>
        <comment>device.kind.rfid</comment>
        <translation>RFID reader ng baraha</translation>
    </message>
    <message>
        <source>shoe</source>
        <comment>device.kind.shoe</comment>
        <translation>shoe</translation>
    </message>
    <message>
        <source>{kind} {number}</source>
        <comment>device.numbered</comment>
        <translation>{kind} {number}</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>extensions.refusal.no_hand_progress</comment>
        <translation>walang kamay na nilalaro</translation>
    </message>
    <message>
        <source>{structure} betting is not supported at the flop tables yet</source>
        <comment>from_profile.refusal.betting_supported_flop_tables_yet</comment>
        <translation>hindi pa suportado ang {structure} na tayaan sa mga flop table</translation>
    </message>
    <message>
        <source>{game_name}: a bring-in of ${bring_in} is not a bet; the house must set a bring-in of at least $1 (K22, CG-STD-04)</source>
        <comment>from_profile.refusal.bring_bet_house_must_set</comment>
        <translation>{game_name}: hindi taya ang bring-in na ${bring_in}; dapat magtakda ang house ng bring-in na hindi bababa sa $1 (K22, CG-STD-04)</translation>
    </message>
    <message>
        <source>{house} {game} {key}: {key2} must be set by the room before this table can open ({reason})</source>
        <comment>from_profile.refusal.must_set_room_before_table</comment>
        <translation>{house} {game} {key}: dapat itakda ng room ang {key2} bago buksan ang mesang ito ({reason})</translation>
    </message>
    <message>
        <source>{house} {game}: the profile lacks blinds, betting or showdown</source>
        <comment>from_profile.refusal.profile_lacks_blinds_betting_showdown</comment>
        <translation>{house} {game}: kulang sa blinds, tayaan o showdown ang profile</translation>
    </message>
    <message>
        <source>{game_name} is not a stud game</source>
        <comment>from_profile.refusal.stud_game</comment>
        <translation>hindi stud game ang {game_name}</translation>
    </message>
    <message>
        <source>{clash} is already on the board or in another hand: fouled deck (LC-105)</source>
        <comment>hand.refusal.already_board_another_hand_fouled</comment>
        <translation>nasa board o ibang kamay na ang {clash}: sirang baraha (LC-105)</translation>
    </message>
    <message>
        <source>a betting round cannot be opened again now ({phase_text})</source>
        <comment>hand.refusal.betting_round_cannot_opened_again</comment>
        <translation>hindi na mabubuksan ulit ang tayaan ngayon ({phase_text})</translation>
    </message>
    <message>
        <source>the blinds may chop only when everyone else has folded to them before the flop, with no raise, where the house allows it (LC-18)</source>
        <comment>hand.refusal.blinds_may_chop_only_when</comment>
        <translation>puwedeng mag-chop ang blinds kapag nag-fold ang lahat hanggang sa kanila bago ang flop, walang taas, at pinapayagan ng house (LC-18)</translation>
    </message>
    <message>
        <source>a burn card comes only before a street&apos;s first board card</source>
        <comment>hand.refusal.burn_card_comes_only_before</comment>
        <translation>ang burn ay bago lang sa unang baraha ng board ng isang street</translation>
    </message>
    <message>
        <source>deal only after seat {seat} posts the {replace} (${total})</source>
        <comment>hand.refusal.deal_only_after_seat_posts</comment>
        <translation>mag-deal lang pagkatapos maglagay ang upuan {seat} ng {replace} (${total})</translation>
    </message>
    <message>
        <source>this is hand {number}, not {hand}</source>
        <comment>hand.refusal.hand</comment>
        <translation>ito ang kamay {number}, hindi {hand}</translation>
    </message>
    <message>
        <source>hand {number} cannot end yet ({phase_text})</source>
        <comment>hand.refusal.hand_cannot_end_yet</comment>
        <translation>hindi pa puwedeng tapusin ang kamay {number} ({phase_text})</translation>
    </message>
    <message>
        <source>{type} is not a hand event</source>
        <comment>hand.refusal.hand_event</comment>
        <translation>hindi pangyayari ng kamay ang {type}</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards, not {count}</source>
        <comment>hand.refusal.hand_has_cards</comment>
        <translation>ang kamay sa {game} ay may {hole_cards} baraha, hindi {count}</translation>
    </message>
    <message>
        <source>hand {number} has ended</source>
        <comment>hand.refusal.hand_has_ended</comment>
        <translation>tapos na ang kamay {number}</translation>
    </message>
    <message>
        <source>a hand needs at least two players dealt in</source>
        <comment>hand.refusal.hand_needs_least_two_players</comment>
        <translation>kailangan ng kamay ng hindi bababa sa dalawang player na may baraha</translation>
    </message>
    <message>
        <source>hands are shown only after the deal and before the pot is pushed</source>
        <comment>hand.refusal.hands_are_shown_only_after</comment>
        <translation>ipinapakita lang ang kamay pagkatapos ng deal at bago ibigay ang pot</translation>
    </message>
    <message>
        <source>{card} has already been dealt this hand: fouled deck (LC-105)</source>
        <comment>hand.refusal.has_already_been_dealt_hand</comment>
        <translation>nai-deal na ang {card} sa kamay na ito: sirang baraha (LC-105)</translation>
    </message>
    <message>
        <source>hole cards are dealt only before the first betting round</source>
        <comment>hand.refusal.hole_cards_are_dealt_only</comment>
        <translation>ang nakataob na baraha ay dine-deal lang bago ang unang tayaan</translation>
    </message>
    <message>
        <source>${to} is not a multiple of the ${chip_unit} chip (LC-67)</source>
        <comment>hand.refusal.multiple_chip_lc_67</comment>
        <translation>ang ${to} ay hindi multiple ng ${chip_unit} na chip (LC-67)</translation>
    </message>
    <message>
        <source>the next settlement is {to_json}, not {to_json2}</source>
        <comment>hand.refusal.next_settlement</comment>
        <translation>ang susunod na bayaran ay {to_json}, hindi {to_json2}</translation>
    </message>
    <message>
        <source>no board card is due now ({phase_text}): a premature card is an irregularity (LC-110 to LC-112)</source>
        <comment>hand.refusal.no_board_card_due_now</comment>
        <translation>wala pang baraha ng board ngayon ({phase_text}): iregularidad ang maagang baraha (LC-110 hanggang LC-112)</translation>
    </message>
    <message>
        <source>no pot is ready to be pushed</source>
        <comment>hand.refusal.no_pot_ready_pushed</comment>
        <translation>walang pot na handang ibigay</translation>
    </message>
    <message>
        <source>no street is being dealt ({phase_text})</source>
        <comment>hand.refusal.no_street_being_dealt</comment>
        <translation>walang street na dine-deal ({phase_text})</translation>
    </message>
    <message>
        <source>an optional post is declined before the deal</source>
        <comment>hand.refusal.optional_post_declined_before_deal</comment>
        <translation>ang opsyonal na post ay tinatanggihan bago ang deal</translation>
    </message>
    <message>
        <source>the pot is already being pushed</source>
        <comment>hand.refusal.pot_already_being_pushed</comment>
        <translation>ibinibigay na ang pot</translation>
    </message>
    <message>
        <source>the pot can no longer be worked out again ({phase_text})</source>
        <comment>hand.refusal.pot_can_no_longer_worked</comment>
        <translation>hindi na makukuwenta ulit ang pot ({phase_text})</translation>
    </message>
    <message>
        <source>the pot has already been awarded; a misdeal can no longer be called</source>
        <comment>hand.refusal.pot_has_already_been_awarded</comment>
        <translation>naibigay na ang pot; hindi na puwedeng ideklara ang misdeal</translation>
    </message>
    <message>
        <source>seat {seat} is acting out of turn: seat {to_act} is to act (LC-50: hold the action)</source>
        <comment>hand.refusal.seat_acting_out_turn_seat</comment>
        <translation>kumikilos ang upuan {seat} nang wala sa turno: upuan {to_act} ang kikilos (LC-50: itigil muna ang aksyon)</translation>
    </message>
    <message>
        <source>seat {seat} already has {hole_count} cards (LC-107)</source>
        <comment>hand.refusal.seat_already_has_cards_lc</comment>
        <translation>may {hole_count} baraha na ang upuan {seat} (LC-107)</translation>
    </message>
    <message>
        <source>seat {seat} calls ${call_to}, not ${to}</source>
        <comment>hand.refusal.seat_calls</comment>
        <translation>sasabay ang upuan {seat} ng ${call_to}, hindi ${to}</translation>
    </message>
    <message>
        <source>seat {seat} cannot act now ({phase_text})</source>
        <comment>hand.refusal.seat_cannot_act_now</comment>
        <translation>hindi puwedeng kumilos ang upuan {seat} ngayon ({phase_text})</translation>
    </message>
    <message>
        <source>seat {seat} cannot check: there is a bet to call</source>
        <comment>hand.refusal.seat_cannot_check_there_bet</comment>
        <translation>hindi puwedeng mag-check ang upuan {seat}: may tayang dapat sabayan</translation>
    </message>
    <message>
        <source>seat {seat} cannot fold: nothing to call (LC-60)</source>
        <comment>hand.refusal.seat_cannot_fold_nothing_call</comment>
        <translation>hindi puwedeng mag-fold ang upuan {seat}: walang dapat sabayan (LC-60)</translation>
    </message>
    <message>
        <source>seat {seat} cannot muck now; before showdown a player folds</source>
        <comment>hand.refusal.seat_cannot_muck_now_before</comment>
        <translation>hindi puwedeng mag-muck ang upuan {seat} ngayon; bago ang showdown, nagfo-fold ang player</translation>
    </message>
    <message>
        <source>seat {seat} cannot post now: the deal has begun</source>
        <comment>hand.refusal.seat_cannot_post_now_deal</comment>
        <translation>hindi puwedeng maglagay ang upuan {seat} ngayon: nagsimula na ang deal</translation>
    </message>
    <message>
        <source>seat {seat} is not dealt in this hand (LC-104h, LC-113)</source>
        <comment>hand.refusal.seat_dealt_hand_lc_104h</comment>
        <translation>walang baraha ang upuan {seat} sa kamay na ito (LC-104h, LC-113)</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to kill</source>
        <comment>hand.refusal.seat_has_no_live_hand</comment>
        <translation>walang buhay na kamay ang upuan {seat} na papatayin</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>hand.refusal.seat_has_no_live_hand_2</comment>
        <translation>walang buhay na kamay ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to show</source>
        <comment>hand.refusal.seat_has_no_live_hand_3</comment>
        <translation>walang buhay na kamay ang upuan {seat} na ipapakita</translation>
    </message>
    <message>
        <source>seat {seat} has no optional {replace} to decline</source>
        <comment>hand.refusal.seat_has_no_optional_decline</comment>
        <translation>walang opsyonal na {replace} ang upuan {seat} na tatanggihan</translation>
    </message>
    <message>
        <source>seat {seat} has nothing to call; check instead</source>
        <comment>hand.refusal.seat_has_nothing_call_check</comment>
        <translation>walang dapat sabayan ang upuan {seat}; mag-check</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack}; cannot post ${amount}</source>
        <comment>hand.refusal.seat_has_only_cannot_post</comment>
        <translation>${stack} lang ang upuan {seat}; hindi makakapaglagay ng ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${min_to}-${max_to}, not ${to}</source>
        <comment>hand.refusal.seat_may</comment>
        <translation>puwedeng {action} ang upuan {seat} sa ${min_to}-${max_to}, hindi ${to}</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${min_to} only, not ${to}</source>
        <comment>hand.refusal.seat_may_only</comment>
        <translation>puwedeng {action} ang upuan {seat} sa ${min_to} lang, hindi ${to}</translation>
    </message>
    <message>
        <source>seat {seat} owes ${total} for the {replace}, not ${amount} (LC-68: a short post is all-in)</source>
        <comment>hand.refusal.seat_owes_lc_68_short</comment>
        <translation>may utang na ${total} ang upuan {seat} para sa {replace}, hindi ${amount} (LC-68: all-in ang kulang na post)</translation>
    </message>
    <message>
        <source>seat {seat} owes no {replace} this hand</source>
        <comment>hand.refusal.seat_owes_no_hand</comment>
        <translation>walang utang na {replace} ang upuan {seat} sa kamay na ito</translation>
    </message>
    <message>
        <source>seat(s) {missing} dealt in but not seated</source>
        <comment>hand.refusal.seat_s_dealt_but_seated</comment>
        <translation>may baraha ang upuan {missing} pero walang nakaupo</translation>
    </message>
    <message>
        <source>a seat is taken out of the hand only before anyone acts</source>
        <comment>hand.refusal.seat_taken_out_hand_only</comment>
        <translation>inaalis ang upuan sa kamay bago lang may kumilos</translation>
    </message>
    <message>
        <source>seat {seat} was dealt {items}, not {got}</source>
        <comment>hand.refusal.seat_was_dealt</comment>
        <translation>nai-deal sa upuan {seat} ang {items}, hindi {got}</translation>
    </message>
    <message>
        <source>there is no betting round to close ({phase_text})</source>
        <comment>hand.refusal.there_no_betting_round_close</comment>
        <translation>walang tayaang isasara ({phase_text})</translation>
    </message>
    <message>
        <source>a card shown during {STREETS} betting falls under {PREMATURE_RULE}, not {rule_id}</source>
        <comment>irregularities.board_fixes.refusal.card_shown_during_betting_falls</comment>
        <translation>ang barahang naipakita sa tayaan ng {STREETS} ay sakop ng {PREMATURE_RULE}, hindi {rule_id}</translation>
    </message>
    <message>
        <source>an early card is possible only while preflop, flop or turn betting is open</source>
        <comment>irregularities.board_fixes.refusal.early_card_possible_only_while</comment>
        <translation>posible lang ang maagang baraha habang bukas ang tayaan sa preflop, flop o turn</translation>
    </message>
    <message>
        <source>a flop can be taken back only before anyone acts on it (LC-114)</source>
        <comment>irregularities.board_fixes.refusal.flop_can_taken_back_only</comment>
        <translation>mababawi lang ang flop bago may kumilos dito (LC-114)</translation>
    </message>
    <message>
        <source>the next street&apos;s burn is already out</source>
        <comment>irregularities.board_fixes.refusal.next_street_s_burn_already</comment>
        <translation>lumabas na ang burn ng susunod na street</translation>
    </message>
    <message>
        <source>no set-aside card is due back in the stub now</source>
        <comment>irregularities.board_fixes.refusal.no_set_aside_card_due</comment>
        <translation>walang itinabing barahang ibabalik sa stub ngayon</translation>
    </message>
    <message>
        <source>the stub is reshuffled with {items}</source>
        <comment>irregularities.board_fixes.refusal.stub_reshuffled</comment>
        <translation>ini-shuffle ulit ang stub kasama ang {items}</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.dead_hands.refusal.hand_has_cards</comment>
        <translation>ang kamay sa {game} ay may {hole_cards} baraha</translation>
    </message>
    <message>
        <source>a losing hand is compared only before the pot is pushed (LC-75)</source>
        <comment>irregularities.dead_hands.refusal.losing_hand_compared_only_before</comment>
        <translation>ikinukumpara lang ang talong kamay bago ibigay ang pot (LC-75)</translation>
    </message>
    <message>
        <source>the pot is already being pushed</source>
        <comment>irregularities.dead_hands.refusal.pot_already_being_pushed</comment>
        <translation>ibinibigay na ang pot</translation>
    </message>
    <message>
        <source>seat {seat} has no called hand in the muck</source>
        <comment>irregularities.dead_hands.refusal.seat_has_no_called_hand</comment>
        <translation>walang sinabayang kamay ang upuan {seat} sa muck</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to kill</source>
        <comment>irregularities.dead_hands.refusal.seat_has_no_live_hand</comment>
        <translation>walang buhay na kamay ang upuan {seat} na papatayin</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s hand can be retrieved only if nobody acted after it was thrown (LC-80)</source>
        <comment>irregularities.dead_hands.refusal.seat_s_hand_can_retrieved</comment>
        <translation>mababawi lang ang kamay ng upuan {seat} kung walang kumilos pagkatapos itong ihagis (LC-80)</translation>
    </message>
    <message>
        <source>the board is complete: no card is due; set it aside and call the floor</source>
        <comment>irregularities.detector.refusal.board_complete_no_card_due</comment>
        <translation>kumpleto na ang board: walang barahang dapat; itabi ito at tawagin ang floor</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>irregularities.detector.refusal.no_card_due_now_set</comment>
        <translation>walang barahang dapat ngayon ({phase_text}): itabi ito at tawagin ang floor</translation>
    </message>
    <message>
        <source>wait for the floor&apos;s decision on ruling {number} ({title}) before the next card</source>
        <comment>irregularities.detector.refusal.wait_floor_s_decision_ruling</comment>
        <translation>hintayin ang pasya ng floor sa pasya {number} ({title}) bago ang susunod na baraha</translation>
    </message>
    <message>
        <source>{card} is already out this hand: fouled deck (LC-105)</source>
        <comment>irregularities.events.refusal.already_out_hand_fouled_deck</comment>
        <translation>lumabas na ang {card} sa kamay na ito: sirang deck (LC-105)</translation>
    </message>
    <message>
        <source>ruling {ruling} is not waiting for the floor</source>
        <comment>irregularities.events.refusal.ruling_waiting_floor</comment>
        <translation>hindi naghihintay sa floor ang pasya {ruling}</translation>
    </message>
    <message>
        <source>unknown correction {action!r}</source>
        <comment>irregularities.events.refusal.unknown_correction</comment>
        <translation>hindi kilalang pagtatama {action!r}</translation>
    </message>
    <message>
        <source>hand {hand} is over and hand {hand_number} has begun: too late for an objection or a ruling (LC-8c)</source>
        <comment>irregularities.floor.refusal.hand_over_hand_has_begun</comment>
        <translation>tapos na ang kamay {hand} at nagsimula na ang kamay {hand_number}: huli na para tumutol o magpasya (LC-8c)</translation>
    </message>
    <message>
        <source>{title}: name a seat with a live hand (seat {seat} has none)</source>
        <comment>irregularities.floor.refusal.name_seat_live_hand_seat</comment>
        <translation>{title}: sabihin ang upuang may buhay na kamay (wala ang upuan {seat})</translation>
    </message>
    <message>
        <source>only a floorperson may {what} (LC-103.s1, LC-8b)</source>
        <comment>irregularities.floor.refusal.only_floorperson_may_lc_103</comment>
        <translation>floor lang ang puwedeng {what} (LC-103.s1, LC-8b)</translation>
    </message>
    <message>
        <source>unknown role {by_role!r} ({items})</source>
        <comment>irregularities.floor.refusal.unknown_role</comment>
        <translation>hindi kilalang tungkulin {by_role!r} ({items})</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.floor.refusal.unknown_role_2</comment>
        <translation>hindi kilalang tungkulin {by_role!r}</translation>
    </message>
    <message>
        <source>the extra card becomes the flop burn: only before the flop (LC-107a)</source>
        <comment>irregularities.hole_fixes.refusal.extra_card_becomes_flop_burn</comment>
        <translation>magiging burn ng flop ang sobrang baraha: bago lang ang flop (LC-107a)</translation>
    </message>
    <message>
        <source>{card} is not one of seat {seat}&apos;s cards</source>
        <comment>irregularities.hole_fixes.refusal.one_seat_s_cards</comment>
        <translation>hindi isa sa baraha ng upuan {seat} ang {card}</translation>
    </message>
    <message>
        <source>a replacement card comes before the showdown</source>
        <comment>irregularities.hole_fixes.refusal.replacement_card_comes_before_showdown</comment>
        <translation>dumarating ang kapalit na baraha bago ang showdown</translation>
    </message>
    <message>
        <source>seat {seat} is not in the hand</source>
        <comment>irregularities.hole_fixes.refusal.seat_hand</comment>
        <translation>hindi kasali sa kamay ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>irregularities.hole_fixes.refusal.seat_has_no_live_hand</comment>
        <translation>walang buhay na kamay ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} is owed no card</source>
        <comment>irregularities.hole_fixes.refusal.seat_owed_no_card</comment>
        <translation>walang utang na baraha sa upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} was not dealt {card}</source>
        <comment>irregularities.hole_fixes.refusal.seat_was_dealt</comment>
        <translation>hindi nai-deal sa upuan {seat} ang {card}</translation>
    </message>
    <message>
        <source>hand {number} is already void: collect the cards and start the next hand</source>
        <comment>irregularities.misdeals.refusal.hand_already_void_collect_cards</comment>
        <translation>walang bisa na ang kamay {number}: kolektahin ang baraha at simulan ang susunod na kamay</translation>
    </message>
    <message>
        <source>there is no misdeal case {case!r}: LC-104 lists {known}</source>
        <comment>irregularities.misdeals.refusal.there_no_misdeal_case_lc</comment>
        <translation>walang kaso ng misdeal na {case!r}: nakalista sa LC-104 ang {known}</translation>
    </message>
    <message>
        <source>two players have acted in a row (substantial action): a misdeal is no longer possible; rule on the specific irregularity (LC-104, LC-GL-68)</source>
        <comment>irregularities.misdeals.refusal.two_players_have_acted_row</comment>
        <translation>dalawang player na ang sunod-sunod na kumilos (substantial action): hindi na puwede ang misdeal; magpasya sa tiyak na iregularidad (LC-104, LC-GL-68)</translation>
    </message>
    <message>
        <source>{title}, declared by {decided_by}: every bet is back with its player. Collect all the cards, then shuffle and cut for a new deal of the same hand: {same}</source>
        <comment>irregularities.misdeals.step.declared_every_bet_back_player</comment>
        <translation>{title}, idineklara ni {decided_by}: ibinabalik ang bawat taya sa player. Kolektahin ang lahat ng baraha, saka i-shuffle at i-cut para sa bagong deal ng parehong kamay: {same}</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.newcomer.refusal.hand_has_cards</comment>
        <translation>ang kamay sa {game} ay may {hole_cards} baraha</translation>
    </message>
    <message>
        <source>a newcomer&apos;s cards are ruled on during the deal (LC-132a/b)</source>
        <comment>irregularities.newcomer.refusal.newcomer_s_cards_are_ruled</comment>
        <translation>pinapasyahan ang baraha ng bagong player habang nagdi-deal (LC-132a/b)</translation>
    </message>
    <message>
        <source>seat {seat} is dealt in this hand already</source>
        <comment>irregularities.newcomer.refusal.seat_dealt_hand_already</comment>
        <translation>nai-deal-an na ang upuan {seat} sa kamay na ito</translation>
    </message>
    <message>
        <source>seat {seat} has no chips to play the hand</source>
        <comment>irregularities.newcomer.refusal.seat_has_no_chips_play</comment>
        <translation>walang chips ang upuan {seat} para laruin ang kamay</translation>
    </message>
    <message>
        <source>seat {seat} has no player present</source>
        <comment>irregularities.newcomer.refusal.seat_has_no_player_present</comment>
        <translation>walang player sa upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} is not a newcomer: a player not entitled to a hand has it killed (LC-113)</source>
        <comment>irregularities.newcomer.refusal.seat_newcomer_player_entitled_hand</comment>
        <translation>hindi bagong player ang upuan {seat}: pinapatay ang kamay ng player na walang karapatan (LC-113)</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.not_entitled.refusal.hand_has_cards</comment>
        <translation>ang kamay sa {game} ay may {hole_cards} baraha</translation>
    </message>
    <message>
        <source>record his action during the first betting round, when it is found (LC-113)</source>
        <comment>irregularities.not_entitled.refusal.record_action_during_first_betting</comment>
        <translation>itala ang aksyon niya sa unang tayaan, nang matuklasan (LC-113)</translation>
    </message>
    <message>
        <source>seat {seat} is dealt in this hand: he is entitled to it</source>
        <comment>irregularities.not_entitled.refusal.seat_dealt_hand_he_entitled</comment>
        <translation>nai-deal-an ang upuan {seat} sa kamay na ito: may karapatan siya</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>irregularities.not_entitled.refusal.seat_empty</comment>
        <translation>bakante ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} may have put in $0 to ${current_bet} (a check, a call or a fold); a raise the others never faced cannot stand</source>
        <comment>irregularities.not_entitled.refusal.seat_may_have_put_0</comment>
        <translation>puwedeng naglagay ang upuan {seat} ng $0 hanggang ${current_bet} (check, sabay o fold); hindi mananatili ang taas na hindi hinarap ng iba</translation>
    </message>
    <message>
        <source>seat {seat} is a newcomer who has not posted: his cards are ruled by LC-132a/b (report a newcomer dealt in)</source>
        <comment>irregularities.not_entitled.refusal.seat_newcomer_who_has_posted</comment>
        <translation>bagong player na hindi pa nag-post ang upuan {seat}: pinapasyahan ang baraha niya ayon sa LC-132a/b (iulat na bagong player na nai-deal-an)</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.not_entitled.refusal.unknown_role</comment>
        <translation>hindi kilalang tungkulin {by_role!r}</translation>
    </message>
    <message>
        <source>After the deal, give seat {seat} the top card in place of {value}; put {value2} face up on the deck: it is the next burn</source>
        <comment>irregularities.procedure.step.after_deal_give_seat_top</comment>
        <translation>Pagkatapos ng deal, ibigay sa upuan {seat} ang pinakaibabaw na baraha kapalit ng {value}; ilagay ang {value2} nang nakabukas sa deck: ito ang susunod na burn</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: {cards}</source>
        <comment>irregularities.procedure.step.burn_one_card_then_deal</comment>
        <translation>Mag-burn ng isang baraha, saka i-deal ang {street}: {cards}</translation>
    </message>
    <message>
        <source>Call the floor: ruling {number}, {title}{detail}</source>
        <comment>irregularities.procedure.step.call_floor_ruling</comment>
        <translation>Tawagin ang floor: pasya {number}, {title}{detail}</translation>
    </message>
    <message>
        <source>Deal the {street} WITHOUT a burn{why}: {cards}</source>
        <comment>irregularities.procedure.step.deal_without_burn</comment>
        <translation>I-deal ang {street} nang WALANG burn{why}: {cards}</translation>
    </message>
    <message>
        <source>Give seat {seat} the top card of the deck</source>
        <comment>irregularities.procedure.step.give_seat_top_card_deck</comment>
        <translation>Ibigay sa upuan {seat} ang pinakaibabaw na baraha ng deck</translation>
    </message>
    <message>
        <source>Keep {value} face up out of play until the stub is reshuffled</source>
        <comment>irregularities.procedure.step.keep_face_up_out_play</comment>
        <translation>Itabi ang {value} nang nakabukas hanggang ma-shuffle ulit ang stub</translation>
    </message>
    <message>
        <source>Shuffle the stub together with {names} (not the burns or discards)</source>
        <comment>irregularities.procedure.step.shuffle_stub_together_burns_discards</comment>
        <translation>I-shuffle ang stub kasama ang {names} (hindi ang mga burn o discard)</translation>
    </message>
    <message>
        <source>an exposed hole card is dealt with during the deal (LC-115)</source>
        <comment>irregularities.reports.refusal.exposed_hole_card_dealt_during</comment>
        <translation>inaayos ang nabuksang hole card habang nagdi-deal (LC-115)</translation>
    </message>
    <message>
        <source>a hand is asked for at the showdown, once every hand is tabled or pushed face down and before the pot is pushed (LC-75)</source>
        <comment>irregularities.reports.refusal.hand_asked_showdown_once_every</comment>
        <translation>hinihiling ang kamay sa showdown, kapag nailatag o naitulak nang nakataob ang bawat kamay at bago ibigay ang pot (LC-75)</translation>
    </message>
    <message>
        <source>seat {requester} is empty: any seated player may ask (LC-75)</source>
        <comment>irregularities.reports.refusal.seat_empty_any_seated_player</comment>
        <translation>bakante ang upuan {requester}: puwedeng humiling ang sinumang nakaupo (LC-75)</translation>
    </message>
    <message>
        <source>seat {seat} has no called hand pushed face down</source>
        <comment>irregularities.reports.refusal.seat_has_no_called_hand</comment>
        <translation>walang sinabayang kamay ang upuan {seat} na naitulak nang nakataob</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand with a wrong card count</source>
        <comment>irregularities.reports.refusal.seat_has_no_live_hand</comment>
        <translation>walang buhay na kamay ang upuan {seat} na mali ang bilang ng baraha</translation>
    </message>
    <message>
        <source>seat {seat} was not dealt {value}</source>
        <comment>irregularities.reports.refusal.seat_was_dealt</comment>
        <translation>hindi nai-deal sa upuan {seat} ang {value}</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.reports.refusal.unknown_role</comment>
        <translation>hindi kilalang tungkulin {by_role!r}</translation>
    </message>
    <message>
        <source>the early cards and the extras are out: finish the betting, then burn and deal the street (LC-121)</source>
        <comment>irregularities.stud_detect.refusal.early_cards_extras_are_out</comment>
        <translation>naalis na ang maaga at sobrang baraha: tapusin ang tayaan, saka mag-burn at i-deal ang street (LC-121)</translation>
    </message>
    <message>
        <source>every card of the hand is out: no card is due; set it aside and call the floor</source>
        <comment>irregularities.stud_detect.refusal.every_card_hand_out_no</comment>
        <translation>lumabas na ang lahat ng baraha ng kamay: walang barahang dapat; itabi ito at tawagin ang floor</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>irregularities.stud_detect.refusal.no_card_due_now_set</comment>
        <translation>walang barahang dapat ngayon ({phase_text}): itabi ito at tawagin ang floor</translation>
    </message>
    <message>
        <source>only the last down card may be left as dealt (LC-122); move the cards</source>
        <comment>irregularities.stud_detect.refusal.only_last_down_card_may</comment>
        <translation>ang huling nakataob lang ang puwedeng iwan gaya ng pagka-deal (LC-122); ilipat ang baraha</translation>
    </message>
    <message>
        <source>a stud burn error is &apos;double&apos; or &apos;none&apos; (LC-122)</source>
        <comment>irregularities.stud_detect.refusal.stud_burn_error_double_none</comment>
        <translation>ang mali sa burn ng stud ay &apos;double&apos; o &apos;none&apos; (LC-122)</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.stud_detect.refusal.unknown_role</comment>
        <translation>hindi kilalang tungkulin {by_role!r}</translation>
    </message>
    <message>
        <source>cards are left as dealt only on 7th street, before its action (LC-122)</source>
        <comment>irregularities.stud_fixes.refusal.cards_are_left_dealt_only</comment>
        <translation>iniiwan lang ang baraha gaya ng pagka-deal sa 7th street, bago ang aksyon nito (LC-122)</translation>
    </message>
    <message>
        <source>this correction is for Seven Card Stud only</source>
        <comment>irregularities.stud_fixes.refusal.correction_seven_card_stud_only</comment>
        <translation>para sa Seven Card Stud lang ang pagtatamang ito</translation>
    </message>
    <message>
        <source>an early card is possible only while 3rd to 6th street betting is open</source>
        <comment>irregularities.stud_fixes.refusal.early_card_possible_only_while</comment>
        <translation>posible lang ang maagang baraha habang bukas ang tayaan sa 3rd hanggang 6th street</translation>
    </message>
    <message>
        <source>an exposed down card is ruled on during the 3rd-street deal</source>
        <comment>irregularities.stud_fixes.refusal.exposed_down_card_ruled_during</comment>
        <translation>pinapasyahan ang nabuksang nakataob na baraha habang dine-deal ang 3rd street</translation>
    </message>
    <message>
        <source>the extra cards are already out: finish the betting first</source>
        <comment>irregularities.stud_fixes.refusal.extra_cards_are_already_out</comment>
        <translation>naalis na ang sobrang baraha: tapusin muna ang tayaan</translation>
    </message>
    <message>
        <source>he declares all-in before the 7th-street action starts (LC-123)</source>
        <comment>irregularities.stud_fixes.refusal.he_declares_all_before_7th</comment>
        <translation>magdedeklara siya ng all-in bago magsimula ang aksyon sa 7th street (LC-123)</translation>
    </message>
    <message>
        <source>the kept chips go back once the pots are decided</source>
        <comment>irregularities.stud_fixes.refusal.kept_chips_go_back_once</comment>
        <translation>ibabalik ang itinabing chips kapag napagpasyahan na ang mga pot</translation>
    </message>
    <message>
        <source>LC-116 is put right on 3rd street before anyone acts</source>
        <comment>irregularities.stud_fixes.refusal.lc_116_put_right_3rd</comment>
        <translation>inaayos ang LC-116 sa 3rd street bago may kumilos</translation>
    </message>
    <message>
        <source>no 7th-street burn and card to move</source>
        <comment>irregularities.stud_fixes.refusal.no_7th_street_burn_card</comment>
        <translation>walang burn at baraha ng 7th street na ililipat</translation>
    </message>
    <message>
        <source>no extra card is owed to the discards now (LC-121)</source>
        <comment>irregularities.stud_fixes.refusal.no_extra_card_owed_discards</comment>
        <translation>walang sobrang barahang utang sa discards ngayon (LC-121)</translation>
    </message>
    <message>
        <source>{card} is not one of seat {seat}&apos;s two down cards</source>
        <comment>irregularities.stud_fixes.refusal.one_seat_s_two_down</comment>
        <translation>hindi isa sa dalawang nakataob ng upuan {seat} ang {card}</translation>
    </message>
    <message>
        <source>seat {seat} faces a bet: that is an ordinary fold</source>
        <comment>irregularities.stud_fixes.refusal.seat_faces_bet_ordinary_fold</comment>
        <translation>may hinaharap na taya ang upuan {seat}: karaniwang fold iyon</translation>
    </message>
    <message>
        <source>seat {seat} has the low card and must bring it in (CG-STD-04)</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_low_card_must</comment>
        <translation>nasa upuan {seat} ang mababang baraha at dapat siyang mag-bring-in (CG-STD-04)</translation>
    </message>
    <message>
        <source>seat {seat} has no chips left to keep back</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_chips_left</comment>
        <translation>wala nang chips ang upuan {seat} na maitatabi</translation>
    </message>
    <message>
        <source>seat {seat} has no down card yet</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_down_card</comment>
        <translation>wala pang nakataob ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} has no face-up 7th card (LC-123)</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_face_up</comment>
        <translation>walang nakabukas na ika-7 baraha ang upuan {seat} (LC-123)</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_live_hand</comment>
        <translation>walang buhay na kamay ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand in a betting round</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_live_hand_2</comment>
        <translation>walang buhay na kamay ang upuan {seat} sa tayaan</translation>
    </message>
    <message>
        <source>seat {seat} kept no chips back</source>
        <comment>irregularities.stud_fixes.refusal.seat_kept_no_chips_back</comment>
        <translation>walang itinabing chips ang upuan {seat}</translation>
    </message>
    <message>
        <source>{card} is not seat {seat}&apos;s 7th-street card</source>
        <comment>irregularities.stud_fixes.refusal.seat_s_7th_street_card</comment>
        <translation>hindi ang {card} ang baraha ng upuan {seat} sa 7th street</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s third card is already out face up: the floor decides (LC-P1)</source>
        <comment>irregularities.stud_fixes.refusal.seat_s_third_card_already</comment>
        <translation>nakabukas nang lumabas ang ikatlong baraha ng upuan {seat}: ang floor ang magpapasya (LC-P1)</translation>
    </message>
    <message>
        <source>a stud burn error is &apos;none&apos; or &apos;double&apos; (LC-122)</source>
        <comment>irregularities.stud_fixes.refusal.stud_burn_error_none_double</comment>
        <translation>ang mali sa burn ng stud ay &apos;none&apos; o &apos;double&apos; (LC-122)</translation>
    </message>
    <message>
        <source>After the floor confirms, take 1 more card from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.confirm_take_card_discards</comment>
        <translation>Pagkakumpirma ng floor, kumuha ng 1 pang baraha mula sa stub papunta sa discards (isa bawat player na kasali nang matuklasan)</translation>
    </message>
    <message>
        <source>After the floor confirms, take {owed} more cards from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.confirm_take_cards_discards</comment>
        <translation>Pagkakumpirma ng floor, kumuha ng {owed} pang baraha mula sa stub papunta sa discards (isa bawat player na kasali nang matuklasan)</translation>
    </message>
    <message>
        <source>Count the stub before 7th street: {stub} cards ({removed} went out by LC-121): {items}</source>
        <comment>irregularities.stud_procedure.step.count_stub_before_7th_street</comment>
        <translation>Bilangin ang stub bago ang 7th street: {stub} baraha ({removed} ang inalis ayon sa LC-121): {items}</translation>
    </message>
    <message>
        <source>Finish this betting round, then burn and deal the next street as usual</source>
        <comment>irregularities.stud_procedure.step.finish_betting_round_then_burn</comment>
        <translation>Tapusin ang tayaang ito, saka mag-burn at i-deal ang susunod na street gaya ng dati</translation>
    </message>
    <message>
        <source>Give seat {seat} back the ${chips} he kept out of the last round</source>
        <comment>irregularities.stud_procedure.step.give_seat_back_he_kept</comment>
        <translation>Ibalik sa upuan {seat} ang ${chips} na itinabi niya mula sa huling round</translation>
    </message>
    <message>
        <source>Keep the early cards ({early}) out of play, in the discards</source>
        <comment>irregularities.stud_procedure.step.keep_early_cards_out_play</comment>
        <translation>Itabi ang mga maagang baraha ({early}) sa discards, hindi na gagamitin</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s 7th card is face up: he bets normally or declares all-in now (the last round then makes a side pot)</source>
        <comment>irregularities.stud_procedure.step.seat_s_7th_card_face</comment>
        <translation>Nakabukas ang ika-7 baraha ng upuan {seat}: tataya siya nang normal o magdedeklara ng all-in ngayon (ang huling round ay magiging side pot)</translation>
    </message>
    <message>
        <source>Seat {low}&apos;s low card was an exposed down card: seat {seat} brings in instead</source>
        <comment>irregularities.stud_procedure.step.seat_s_low_card_was</comment>
        <translation>Ang mababang baraha ng upuan {low} ay nakataob na nabuksan: ang upuan {seat} ang magbi-bring-in</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {value} stays face up; deal his third card FACE DOWN</source>
        <comment>irregularities.stud_procedure.step.seat_s_stays_face_up</comment>
        <translation>Mananatiling nakabukas ang {value} ng upuan {seat}; i-deal ang ikatlo niyang baraha nang NAKATAOB</translation>
    </message>
    <message>
        <source>Seat {seat} turned up {value} himself: deal his third card face up too; he plays two up cards</source>
        <comment>irregularities.stud_procedure.step.seat_turned_up_himself_deal</comment>
        <translation>Binuksan mismo ng upuan {seat} ang {value}: i-deal din nang nakabukas ang ikatlo niyang baraha; dalawang nakabukas ang laro niya</translation>
    </message>
    <message>
        <source>Seat {seat} was dealt no cards: his ${ante} ante is back in front of him; he sits this hand out</source>
        <comment>irregularities.stud_procedure.step.seat_was_dealt_no_cards</comment>
        <translation>Walang nai-deal sa upuan {seat}: ibinalik sa harap niya ang ante na ${ante}; hindi siya kasali sa kamay na ito</translation>
    </message>
    <message>
        <source>Did he ask to be dealt in?</source>
        <comment>irregularity.absent_at_turn.q1</comment>
        <translation>Humiling ba siyang ma-deal-an?</translation>
    </message>
    <message>
        <source>Is he back in time to act?</source>
        <comment>irregularity.absent_at_turn.q2</comment>
        <translation>Nakabalik ba siya sa oras para kumilos?</translation>
    </message>
    <message>
        <source>The hand is dead and any blinds he posted are lost.</source>
        <comment>irregularity.absent_at_turn.ruling</comment>
        <translation>Patay ang kamay at talo ang blinds na inilagay niya.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.absent_at_turn.s1</comment>
        <translation>Kinumpirma ng floor: patay ang kamay at mananatili sa pot ang chips nito</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.absent_at_turn.s2</comment>
        <translation>I-muck ang kamay; tuloy ang aksyon sa susunod na player</translation>
    </message>
    <message>
        <source>Player not in his seat when it is his turn</source>
        <comment>irregularity.absent_at_turn.title</comment>
        <translation>Wala sa upuan ang player nang turno niya</translation>
    </message>
    <message>
        <source>Who gave advice to whom?</source>
        <comment>irregularity.advice_given.q1</comment>
        <translation>Sino ang nagpayo kanino?</translation>
    </message>
    <message>
        <source>One player to a hand: the floor is told; the hand itself is not changed.</source>
        <comment>irregularity.advice_given.ruling</comment>
        <translation>Isang player bawat kamay: sasabihan ang floor; hindi binabago ang kamay.</translation>
    </message>
    <message>
        <source>Flag the seat to the floor (LC-10)</source>
        <comment>irregularity.advice_given.s1</comment>
        <translation>Ituro ang upuan sa floor (LC-10)</translation>
    </message>
    <message>
        <source>Advice or whispering during a hand</source>
        <comment>irregularity.advice_given.title</comment>
        <translation>Pagpapayo o bulungan habang may kamay</translation>
    </message>
    <message>
        <source>Is the card face up in the deck rather than dealt face up?</source>
        <comment>irregularity.boxed_card.q1</comment>
        <translation>Nakabukas ba ang baraha sa loob ng deck, hindi dahil nai-deal nang bukas?</translation>
    </message>
    <message>
        <source>A boxed card counts as a blank: it goes to the discards and the deal continues as if it were not there.</source>
        <comment>irregularity.boxed_card.ruling</comment>
        <translation>Ang boxed card ay parang blangko: mapupunta sa discards at tuloy ang deal na parang wala ito.</translation>
    </message>
    <message>
        <source>Put the boxed card in the discards (LC-109)</source>
        <comment>irregularity.boxed_card.s1</comment>
        <translation>Ilagay ang boxed card sa discards (LC-109)</translation>
    </message>
    <message>
        <source>Give the seat due that card the next card off the deck</source>
        <comment>irregularity.boxed_card.s2</comment>
        <translation>Ibigay ang susunod na baraha ng deck sa upuang dapat tumanggap</translation>
    </message>
    <message>
        <source>Boxed card (face up in the deck)</source>
        <comment>irregularity.boxed_card.title</comment>
        <translation>Boxed card (nakabukas sa deck)</translation>
    </message>
    <message>
        <source>How many boxed cards have turned up this hand?</source>
        <comment>irregularity.boxed_five.q1</comment>
        <translation>Ilang boxed card ang lumabas sa kamay na ito?</translation>
    </message>
    <message>
        <source>Were they found only in the stub after every needed card was out?</source>
        <comment>irregularity.boxed_five.q2</comment>
        <translation>Sa stub lang ba nakita pagkatapos mailabas ang lahat ng kailangang baraha?</translation>
    </message>
    <message>
        <source>Five boxed cards during the hand void it and every bet goes back; found only in the leftover stub after the last card was needed, play goes on.</source>
        <comment>irregularity.boxed_five.ruling</comment>
        <translation>Limang boxed card habang may kamay ay nagpapawalang-bisa rito at ibinabalik ang lahat ng taya; kung sa natirang stub lang nakita pagkatapos ng huling kailangang baraha, tuloy ang laro.</translation>
    </message>
    <message>
        <source>Stop the hand (LC-106)</source>
        <comment>irregularity.boxed_five.s1</comment>
        <translation>Itigil ang kamay (LC-106)</translation>
    </message>
    <message>
        <source>Floor confirms: return every bet of this hand</source>
        <comment>irregularity.boxed_five.s2</comment>
        <translation>Kinumpirma ng floor: ibalik ang lahat ng taya sa kamay na ito</translation>
    </message>
    <message>
        <source>Replace the deck</source>
        <comment>irregularity.boxed_five.s3</comment>
        <translation>Palitan ang deck</translation>
    </message>
    <message>
        <source>Five or more boxed cards</source>
        <comment>irregularity.boxed_five.title</comment>
        <translation>Lima o higit pang boxed card</translation>
    </message>
    <message>
        <source>Has the floor retrieved it and shown it to the table?</source>
        <comment>irregularity.card_off_table.q1</comment>
        <translation>Nakuha na ba ito ng floor at naipakita sa mesa?</translation>
    </message>
    <message>
        <source>The card may be ruled dead. Players leave it; the floor picks it up and shows it before play goes on.</source>
        <comment>irregularity.card_off_table.ruling</comment>
        <translation>Puwedeng ideklarang patay ang baraha. Hindi ito gagalawin ng players; kukunin at ipapakita ng floor bago ituloy ang laro.</translation>
    </message>
    <message>
        <source>Pause play</source>
        <comment>irregularity.card_off_table.s1</comment>
        <translation>Ihinto muna ang laro</translation>
    </message>
    <message>
        <source>Floor retrieves and shows the card (LC-83)</source>
        <comment>irregularity.card_off_table.s2</comment>
        <translation>Kinukuha at ipinapakita ng floor ang baraha (LC-83)</translation>
    </message>
    <message>
        <source>Floor rules on the hand</source>
        <comment>irregularity.card_off_table.s3</comment>
        <translation>Magpapasya ang floor sa kamay</translation>
    </message>
    <message>
        <source>Card dropped off the table</source>
        <comment>irregularity.card_off_table.title</comment>
        <translation>Nahulog ang baraha sa mesa</translation>
    </message>
    <message>
        <source>Which round of the deal was it?</source>
        <comment>irregularity.card_to_empty_seat.q1</comment>
        <translation>Anong ikot ng deal ito?</translation>
    </message>
    <message>
        <source>Flop games have no rule of their own; the app proposes the stud reading (LC-119): the card is dead, goes to the discards and the deal continues. The floor decides.</source>
        <comment>irregularity.card_to_empty_seat.ruling</comment>
        <translation>Walang sariling patakaran ang flop games; iminumungkahi ng app ang basa sa stud (LC-119): patay ang baraha, sa discards ito, at tuloy ang deal. Ang floor ang magpapasya.</translation>
    </message>
    <message>
        <source>Put the card in the discards</source>
        <comment>irregularity.card_to_empty_seat.s1</comment>
        <translation>Ilagay ang baraha sa discards</translation>
    </message>
    <message>
        <source>Continue the deal with the next seat</source>
        <comment>irregularity.card_to_empty_seat.s2</comment>
        <translation>Ituloy ang deal sa susunod na upuan</translation>
    </message>
    <message>
        <source>Card dealt to an empty seat</source>
        <comment>irregularity.card_to_empty_seat.title</comment>
        <translation>Baraha nai-deal sa bakanteng upuan</translation>
    </message>
    <message>
        <source>Who damaged the cards?</source>
        <comment>irregularity.cards_damaged.q1</comment>
        <translation>Sino ang sumira sa baraha?</translation>
    </message>
    <message>
        <source>The player is dealt out at once and sent to the lead floor supervisor or shift manager.</source>
        <comment>irregularity.cards_damaged.ruling</comment>
        <translation>Hindi na agad dine-deal-an ang player at dadalhin sa lead floor supervisor o shift manager.</translation>
    </message>
    <message>
        <source>Deal the seat out (LC-4)</source>
        <comment>irregularity.cards_damaged.s1</comment>
        <translation>Huwag nang i-deal ang upuan (LC-4)</translation>
    </message>
    <message>
        <source>Escalate to the lead floor supervisor</source>
        <comment>irregularity.cards_damaged.s2</comment>
        <translation>Iakyat sa lead floor supervisor</translation>
    </message>
    <message>
        <source>Cards bent, torn or marked on purpose</source>
        <comment>irregularity.cards_damaged.title</comment>
        <translation>Sadyang binaluktot, pinunit o minarkahan ang baraha</translation>
    </message>
    <message>
        <source>Did a card touch the muck face down?</source>
        <comment>irregularity.cards_thrown.q1</comment>
        <translation>May barahang nakataob na tumama sa muck?</translation>
    </message>
    <message>
        <source>The thrower bears the result; a card that reached the muck face down kills the hand.</source>
        <comment>irregularity.cards_thrown.ruling</comment>
        <translation>Ang naghagis ang mananagot; ang barahang nakataob na umabot sa muck ay pumapatay sa kamay.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.cards_thrown.s1</comment>
        <translation>Kinumpirma ng floor: patay ang kamay at mananatili sa pot ang chips nito</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.cards_thrown.s2</comment>
        <translation>I-muck ang kamay; tuloy ang aksyon sa susunod na player</translation>
    </message>
    <message>
        <source>Cards thrown, spiked or slammed</source>
        <comment>irregularity.cards_thrown.title</comment>
        <translation>Hinagis, hinampas o ibinagsak ang baraha</translation>
    </message>
    <message>
        <source>First or second card of the deal, or a second exposed card: misdeal (LC-104f/g, AMB-17). Otherwise, after the deal, the seat gets the top card and the exposed card goes face up on the deck as the burn (LC-115).</source>
        <comment>irregularity.exposed_hole_card.house.replace_and_burn</comment>
        <translation>Una o ikalawang baraha ng deal, o ikalawang nabuksang baraha: misdeal (LC-104f/g, AMB-17). Kung hindi, pagkatapos ng deal, ibibigay sa upuan ang pinakaibabaw na baraha at ilalagay nang nakabukas sa deck ang nabuksang baraha bilang burn (LC-115).</translation>
    </message>
    <message>
        <source>Replaced once every other card is dealt and used as the burn, a card off the table too (PGP-IRR-08/09); a card that flipped off the player it was meant for stays with him (PGP-IRR-10).</source>
        <comment>irregularity.exposed_hole_card.house.replace_and_burn_keep_if_player_caused</comment>
        <translation>Papalitan pagkatapos ma-deal ang lahat ng iba at gagamiting burn, pati barahang nahulog (PGP-IRR-08/09); ang barahang bumukas dahil tumama sa dapat tumanggap ay sa kanya (PGP-IRR-10).</translation>
    </message>
    <message>
        <source>Was it the first or second card of the deal (misdeal, LC-104f)?</source>
        <comment>irregularity.exposed_hole_card.q1</comment>
        <translation>Una o ikalawang baraha ba ng deal (misdeal, LC-104f)?</translation>
    </message>
    <message>
        <source>Is it the second card exposed in this deal (misdeal, LC-104g)?</source>
        <comment>irregularity.exposed_hole_card.q2</comment>
        <translation>Ito ba ang ikalawang nabuksang baraha sa deal na ito (misdeal, LC-104g)?</translation>
    </message>
    <message>
        <source>Did the card flip because it touched the player it was meant for (PGP-IRR-10)?</source>
        <comment>irregularity.exposed_hole_card.q3</comment>
        <translation>Bumukas ba ang baraha dahil tumama sa player na dapat tumanggap (PGP-IRR-10)?</translation>
    </message>
    <message>
        <source>Depends on the house setting K17 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.exposed_hole_card.ruling</comment>
        <translation>Depende sa setting ng house na K17 (mga pasya ng house sa ibaba); kung wala: ang floor ang magpapasya.</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <comment>irregularity.exposed_hole_card.s1</comment>
        <translation>Tapusin ang deal</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.exposed_hole_card.s2</comment>
        <translation>Sundin ang ipinakitang pasya ng house</translation>
    </message>
    <message>
        <source>Hole card exposed during the deal</source>
        <comment>irregularity.exposed_hole_card.title</comment>
        <translation>Nabuksan ang hole card habang nagdi-deal</translation>
    </message>
    <message>
        <source>The floor turns one of his cards up at random as the first burn (PGP-IRR-02); after substantial action the hand is dead and every chip he put in is lost, blinds included (PGP-IRR-03).</source>
        <comment>irregularity.extra_hole_card.house.burn_unless_substantial_action</comment>
        <translation>Bubuksan ng floor nang random ang isa sa kanyang baraha bilang unang burn (PGP-IRR-02); pagkatapos ng substantial action, patay ang kamay at talo ang lahat ng chips na inilagay niya, kasama ang blinds (PGP-IRR-03).</translation>
    </message>
    <message>
        <source>Not acted: the floor turns one of his cards up at random and it is the flop burn (LC-107a). Acted before the flop: dead, his money stays, one of its cards is the burn (LC-107b). Found after the flop: dead, all action stands (LC-107c).</source>
        <comment>irregularity.extra_hole_card.house.by_action_and_flop</comment>
        <translation>Hindi pa kumilos: bubuksan ng floor nang random ang isa sa kanyang baraha at ito ang burn ng flop (LC-107a). Kumilos bago ang flop: patay, maiiwan ang pera niya, isa sa mga baraha ang burn (LC-107b). Nakita pagkatapos ng flop: patay, mananatili ang lahat ng aksyon (LC-107c).</translation>
    </message>
    <message>
        <source>Which seat holds the extra card?</source>
        <comment>irregularity.extra_hole_card.q1</comment>
        <translation>Aling upuan ang may sobrang baraha?</translation>
    </message>
    <message>
        <source>Has that player acted?</source>
        <comment>irregularity.extra_hole_card.q2</comment>
        <translation>Kumilos na ba ang player na iyon?</translation>
    </message>
    <message>
        <source>Has the flop been dealt?</source>
        <comment>irregularity.extra_hole_card.q3</comment>
        <translation>Nai-deal na ba ang flop?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.extra_hole_card.q4</comment>
        <translation>May substantial action na ba (dalawang player ang sunod-sunod na kumilos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Depends on the house setting K15 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.extra_hole_card.ruling</comment>
        <translation>Depende sa setting ng house na K15 (mga pasya ng house sa ibaba); kung wala: ang floor ang magpapasya.</translation>
    </message>
    <message>
        <source>Call the floor (LC-P5)</source>
        <comment>irregularity.extra_hole_card.s1</comment>
        <translation>Tawagin ang floor (LC-P5)</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.extra_hole_card.s2</comment>
        <translation>Sundin ang ipinakitang pasya ng house</translation>
    </message>
    <message>
        <source>One hole card too many</source>
        <comment>irregularity.extra_hole_card.title</comment>
        <translation>Sobra ng isang hole card</translation>
    </message>
    <message>
        <source>How many cards were flopped?</source>
        <comment>irregularity.flop_too_many.q1</comment>
        <translation>Ilang baraha ang na-flop?</translation>
    </message>
    <message>
        <source>The whole flop goes back into the stub (the burn stays), the stub is shuffled and a new flop is dealt without a burn.</source>
        <comment>irregularity.flop_too_many.ruling</comment>
        <translation>Ibabalik ang buong flop sa stub (maiiwan ang burn), i-shuffle ang stub at mag-deal ng bagong flop nang walang burn.</translation>
    </message>
    <message>
        <source>Take all flopped cards back, not the burn (LC-114)</source>
        <comment>irregularity.flop_too_many.s1</comment>
        <translation>Bawiin ang lahat ng baraha ng flop, hindi ang burn (LC-114)</translation>
    </message>
    <message>
        <source>Shuffle the stub</source>
        <comment>irregularity.flop_too_many.s2</comment>
        <translation>I-shuffle ang stub</translation>
    </message>
    <message>
        <source>Deal a new three-card flop WITHOUT a burn (LC-114)</source>
        <comment>irregularity.flop_too_many.s3</comment>
        <translation>Mag-deal ng bagong flop na tatlong baraha nang WALANG burn (LC-114)</translation>
    </message>
    <message>
        <source>Flop with too many cards</source>
        <comment>irregularity.flop_too_many.title</comment>
        <translation>Flop na sobra ang baraha</translation>
    </message>
    <message>
        <source>Was he facing a bet or raise?</source>
        <comment>irregularity.fold_facing_bet.q1</comment>
        <translation>May hinaharap ba siyang taya o taas?</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.fold_facing_bet.ruling</comment>
        <translation>Patay ang kamay.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.fold_facing_bet.s1</comment>
        <translation>Kinumpirma ng floor: patay ang kamay at mananatili sa pot ang chips nito</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.fold_facing_bet.s2</comment>
        <translation>I-muck ang kamay; tuloy ang aksyon sa susunod na player</translation>
    </message>
    <message>
        <source>Fold, or saying fold, while facing a bet</source>
        <comment>irregularity.fold_facing_bet.title</comment>
        <translation>Pag-fold, o pagsabing fold, habang may hinaharap na taya</translation>
    </message>
    <message>
        <source>Which card is duplicated, or what is wrong with the deck?</source>
        <comment>irregularity.fouled_deck.q1</comment>
        <translation>Aling baraha ang doble, o ano ang mali sa deck?</translation>
    </message>
    <message>
        <source>The hand is void: every bet of this hand goes back. Earlier hands stand.</source>
        <comment>irregularity.fouled_deck.ruling</comment>
        <translation>Walang bisa ang kamay: ibinabalik ang lahat ng taya nito. Mananatili ang mga naunang kamay.</translation>
    </message>
    <message>
        <source>Stop the hand; set the deck aside for the floor</source>
        <comment>irregularity.fouled_deck.s1</comment>
        <translation>Itigil ang kamay; itabi ang deck para sa floor</translation>
    </message>
    <message>
        <source>Floor confirms: return every bet and blind of this hand (LC-105)</source>
        <comment>irregularity.fouled_deck.s2</comment>
        <translation>Kinumpirma ng floor: ibalik ang lahat ng taya at blind ng kamay na ito (LC-105)</translation>
    </message>
    <message>
        <source>Replace the deck before the next hand</source>
        <comment>irregularity.fouled_deck.s3</comment>
        <translation>Palitan ang deck bago ang susunod na kamay</translation>
    </message>
    <message>
        <source>Fouled deck (duplicate card, joker, odd back)</source>
        <comment>irregularity.fouled_deck.title</comment>
        <translation>Sirang deck (dobleng baraha, joker, ibang likod)</translation>
    </message>
    <message>
        <source>Had it been tabled face up at showdown (LC-81a)?</source>
        <comment>irregularity.hand_in_muck.q1</comment>
        <translation>Nailatag ba ito nang nakabukas sa showdown (LC-81a)?</translation>
    </message>
    <message>
        <source>Was it protected (LC-81b)?</source>
        <comment>irregularity.hand_in_muck.q2</comment>
        <translation>Protektado ba ito (LC-81b)?</translation>
    </message>
    <message>
        <source>Can it be identified?</source>
        <comment>irregularity.hand_in_muck.q3</comment>
        <translation>Makikilala ba ito?</translation>
    </message>
    <message>
        <source>Dead, unless it had been tabled at showdown or was protected and can be identified.</source>
        <comment>irregularity.hand_in_muck.ruling</comment>
        <translation>Patay, maliban kung nailatag sa showdown o protektado at makikilala.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.hand_in_muck.s1</comment>
        <translation>Kinumpirma ng floor: patay ang kamay at mananatili sa pot ang chips nito</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.hand_in_muck.s2</comment>
        <translation>I-muck ang kamay; tuloy ang aksyon sa susunod na player</translation>
    </message>
    <message>
        <source>Hand touched the muck face down</source>
        <comment>irregularity.hand_in_muck.title</comment>
        <translation>Tumama sa muck ang kamay nang nakataob</translation>
    </message>
    <message>
        <source>Did the throw make another player act?</source>
        <comment>irregularity.hand_thrown_forward.q1</comment>
        <translation>Napakilos ba ng paghagis ang ibang player?</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.hand_thrown_forward.ruling</comment>
        <translation>Patay ang kamay.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.hand_thrown_forward.s1</comment>
        <translation>Kinumpirma ng floor: patay ang kamay at mananatili sa pot ang chips nito</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.hand_thrown_forward.s2</comment>
        <translation>I-muck ang kamay; tuloy ang aksyon sa susunod na player</translation>
    </message>
    <message>
        <source>Hand thrown forward and another player acted</source>
        <comment>irregularity.hand_thrown_forward.title</comment>
        <translation>Inihagis pasulong ang kamay at kumilos ang ibang player</translation>
    </message>
    <message>
        <source>Who turned the cards?</source>
        <comment>irregularity.hand_turned_by_other.q1</comment>
        <translation>Sino ang nagbukas ng baraha?</translation>
    </message>
    <message>
        <source>Had the owner asked for it?</source>
        <comment>irregularity.hand_turned_by_other.q2</comment>
        <translation>Hiniling ba ito ng may-ari?</translation>
    </message>
    <message>
        <source>Only the owner turns his hand; a discarded hand turned up by someone else stays dead.</source>
        <comment>irregularity.hand_turned_by_other.ruling</comment>
        <translation>Ang may-ari lang ang nagbubukas ng kamay niya; patay pa rin ang itinapong kamay na binuksan ng iba.</translation>
    </message>
    <message>
        <source>Leave the discarded hand dead (LC-84)</source>
        <comment>irregularity.hand_turned_by_other.s1</comment>
        <translation>Hayaang patay ang itinapong kamay (LC-84)</translation>
    </message>
    <message>
        <source>Another player turned a hand over</source>
        <comment>irregularity.hand_turned_by_other.title</comment>
        <translation>Ibang player ang nagbukas ng kamay</translation>
    </message>
    <message>
        <source>Has the next hand&apos;s shuffle or deal begun?</source>
        <comment>irregularity.late_objection.q1</comment>
        <translation>Nagsimula na ba ang shuffle o deal ng susunod na kamay?</translation>
    </message>
    <message>
        <source>Too late: no floor decision is possible on a hand once the next one has begun.</source>
        <comment>irregularity.late_objection.ruling</comment>
        <translation>Huli na: wala nang pasya ang floor sa kamay kapag nagsimula na ang susunod.</translation>
    </message>
    <message>
        <source>Tell the player the ruling window has closed (LC-8c)</source>
        <comment>irregularity.late_objection.s1</comment>
        <translation>Sabihin sa player na sarado na ang panahon ng pasya (LC-8c)</translation>
    </message>
    <message>
        <source>Objection raised after the next hand began</source>
        <comment>irregularity.late_objection.title</comment>
        <translation>Tumutol pagkatapos magsimula ang susunod na kamay</translation>
    </message>
    <message>
        <source>Which proposed ruling is overridden, and why?</source>
        <comment>irregularity.management_override.q1</comment>
        <translation>Aling iminungkahing pasya ang binabago, at bakit?</translation>
    </message>
    <message>
        <source>The floor may rule by the spirit of the rules; the override and its reason are kept with the proposal.</source>
        <comment>irregularity.management_override.ruling</comment>
        <translation>Puwedeng magpasya ang floor ayon sa diwa ng patakaran; itinatabi kasama ng mungkahi ang pagbabago at ang dahilan.</translation>
    </message>
    <message>
        <source>Record the override with the floorperson&apos;s name and reason</source>
        <comment>irregularity.management_override.s1</comment>
        <translation>Itala ang pagbabago kasama ang pangalan ng floor at dahilan</translation>
    </message>
    <message>
        <source>Management ruling against the letter of a rule</source>
        <comment>irregularity.management_override.title</comment>
        <translation>Pasya ng management na salungat sa letra ng patakaran</translation>
    </message>
    <message>
        <source>Was the deck shuffled and cut before the first card?</source>
        <comment>irregularity.misdeal_a.q1</comment>
        <translation>Na-shuffle at na-cut ba ang deck bago ang unang baraha?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_a.q2</comment>
        <translation>May substantial action na ba (dalawang player ang sunod-sunod na kumilos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_a.ruling</comment>
        <translation>Misdeal, kung wala pang substantial action; pagkatapos noon, ang tiyak na iregularidad lang ang nalalapat. Floor lang ang makakapagdeklara.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_a.s1</comment>
        <translation>Itigil ang deal; iwan ang bawat baraha sa kinalalagyan hanggang dumating ang floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_a.s2</comment>
        <translation>Kinumpirma ng floor ang misdeal: ibalik ang lahat ng taya at blind ng kamay na ito (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_a.s3</comment>
        <translation>Kolektahin ang lahat ng baraha, i-shuffle, i-cut at i-deal ulit ang kamay sa parehong button</translation>
    </message>
    <message>
        <source>Misdeal: dealt without a shuffle and cut</source>
        <comment>irregularity.misdeal_a.title</comment>
        <translation>Misdeal: nai-deal nang walang shuffle at cut</translation>
    </message>
    <message>
        <source>Did the first card go to the seat left of the button?</source>
        <comment>irregularity.misdeal_b.q1</comment>
        <translation>Napunta ba ang unang baraha sa upuang kaliwa ng button?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_b.q2</comment>
        <translation>May substantial action na ba (dalawang player ang sunod-sunod na kumilos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_b.ruling</comment>
        <translation>Misdeal, kung wala pang substantial action; pagkatapos noon, ang tiyak na iregularidad lang ang nalalapat. Floor lang ang makakapagdeklara.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_b.s1</comment>
        <translation>Itigil ang deal; iwan ang bawat baraha sa kinalalagyan hanggang dumating ang floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_b.s2</comment>
        <translation>Kinumpirma ng floor ang misdeal: ibalik ang lahat ng taya at blind ng kamay na ito (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_b.s3</comment>
        <translation>Kolektahin ang lahat ng baraha, i-shuffle, i-cut at i-deal ulit ang kamay sa parehong button</translation>
    </message>
    <message>
        <source>Misdeal: first card to the wrong seat</source>
        <comment>irregularity.misdeal_b.title</comment>
        <translation>Misdeal: unang baraha sa maling upuan</translation>
    </message>
    <message>
        <source>How many players hold the wrong number of cards (one: see extra/missing hole card)?</source>
        <comment>irregularity.misdeal_c.q1</comment>
        <translation>Ilang player ang mali ang bilang ng baraha (isa: tingnan ang sobra/kulang na hole card)?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_c.q2</comment>
        <translation>May substantial action na ba (dalawang player ang sunod-sunod na kumilos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_c.ruling</comment>
        <translation>Misdeal, kung wala pang substantial action; pagkatapos noon, ang tiyak na iregularidad lang ang nalalapat. Floor lang ang makakapagdeklara.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_c.s1</comment>
        <translation>Itigil ang deal; iwan ang bawat baraha sa kinalalagyan hanggang dumating ang floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_c.s2</comment>
        <translation>Kinumpirma ng floor ang misdeal: ibalik ang lahat ng taya at blind ng kamay na ito (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_c.s3</comment>
        <translation>Kolektahin ang lahat ng baraha, i-shuffle, i-cut at i-deal ulit ang kamay sa parehong button</translation>
    </message>
    <message>
        <source>Misdeal: two or more players with a wrong card count</source>
        <comment>irregularity.misdeal_c.title</comment>
        <translation>Misdeal: dalawa o higit pang player ang mali ang bilang ng baraha</translation>
    </message>
    <message>
        <source>Can the two extra cards be put right? (floor judgement)</source>
        <comment>irregularity.misdeal_d.q1</comment>
        <translation>Maaayos pa ba ang dalawang sobrang baraha? (pasya ng floor)</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_d.q2</comment>
        <translation>May substantial action na ba (dalawang player ang sunod-sunod na kumilos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_d.ruling</comment>
        <translation>Misdeal, kung wala pang substantial action; pagkatapos noon, ang tiyak na iregularidad lang ang nalalapat. Floor lang ang makakapagdeklara.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_d.s1</comment>
        <translation>Itigil ang deal; iwan ang bawat baraha sa kinalalagyan hanggang dumating ang floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_d.s2</comment>
        <translation>Kinumpirma ng floor ang misdeal: ibalik ang lahat ng taya at blind ng kamay na ito (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_d.s3</comment>
        <translation>Kolektahin ang lahat ng baraha, i-shuffle, i-cut at i-deal ulit ang kamay sa parehong button</translation>
    </message>
    <message>
        <source>Misdeal: two extra cards off the deck, not fixable</source>
        <comment>irregularity.misdeal_d.title</comment>
        <translation>Misdeal: dalawang sobrang baraha mula sa deck, hindi maaayos</translation>
    </message>
    <message>
        <source>Has anyone acted yet?</source>
        <comment>irregularity.misdeal_e.q1</comment>
        <translation>May kumilos na ba?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_e.q2</comment>
        <translation>May substantial action na ba (dalawang player ang sunod-sunod na kumilos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_e.ruling</comment>
        <translation>Misdeal, kung wala pang substantial action; pagkatapos noon, ang tiyak na iregularidad lang ang nalalapat. Floor lang ang makakapagdeklara.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_e.s1</comment>
        <translation>Itigil ang deal; iwan ang bawat baraha sa kinalalagyan hanggang dumating ang floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_e.s2</comment>
        <translation>Kinumpirma ng floor ang misdeal: ibalik ang lahat ng taya at blind ng kamay na ito (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_e.s3</comment>
        <translation>Kolektahin ang lahat ng baraha, i-shuffle, i-cut at i-deal ulit ang kamay sa parehong button</translation>
    </message>
    <message>
        <source>Misdeal: button in the wrong place</source>
        <comment>irregularity.misdeal_e.title</comment>
        <translation>Misdeal: mali ang puwesto ng button</translation>
    </message>
    <message>
        <source>Was it the first or second card of the whole deal (AMB-17)? A later single card: exposed hole card.</source>
        <comment>irregularity.misdeal_f.q1</comment>
        <translation>Una o ikalawang baraha ba ng buong deal (AMB-17)? Isang baraha sa huli: nabuksang hole card.</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_f.q2</comment>
        <translation>May substantial action na ba (dalawang player ang sunod-sunod na kumilos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_f.ruling</comment>
        <translation>Misdeal, kung wala pang substantial action; pagkatapos noon, ang tiyak na iregularidad lang ang nalalapat. Floor lang ang makakapagdeklara.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_f.s1</comment>
        <translation>Itigil ang deal; iwan ang bawat baraha sa kinalalagyan hanggang dumating ang floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_f.s2</comment>
        <translation>Kinumpirma ng floor ang misdeal: ibalik ang lahat ng taya at blind ng kamay na ito (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_f.s3</comment>
        <translation>Kolektahin ang lahat ng baraha, i-shuffle, i-cut at i-deal ulit ang kamay sa parehong button</translation>
    </message>
    <message>
        <source>Misdeal: first or second card of the deal face up</source>
        <comment>irregularity.misdeal_f.title</comment>
        <translation>Misdeal: nakabukas ang una o ikalawang baraha ng deal</translation>
    </message>
    <message>
        <source>How many cards of the deal were face up?</source>
        <comment>irregularity.misdeal_g.q1</comment>
        <translation>Ilang baraha ng deal ang nakabukas?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_g.q2</comment>
        <translation>May substantial action na ba (dalawang player ang sunod-sunod na kumilos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_g.ruling</comment>
        <translation>Misdeal, kung wala pang substantial action; pagkatapos noon, ang tiyak na iregularidad lang ang nalalapat. Floor lang ang makakapagdeklara.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_g.s1</comment>
        <translation>Itigil ang deal; iwan ang bawat baraha sa kinalalagyan hanggang dumating ang floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_g.s2</comment>
        <translation>Kinumpirma ng floor ang misdeal: ibalik ang lahat ng taya at blind ng kamay na ito (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_g.s3</comment>
        <translation>Kolektahin ang lahat ng baraha, i-shuffle, i-cut at i-deal ulit ang kamay sa parehong button</translation>
    </message>
    <message>
        <source>Misdeal: two or more cards dealt face up</source>
        <comment>irregularity.misdeal_g.title</comment>
        <translation>Misdeal: dalawa o higit pang baraha ang nai-deal nang bukas</translation>
    </message>
    <message>
        <source>Was the skipped player present or had he posted?</source>
        <comment>irregularity.misdeal_h.q1</comment>
        <translation>Naroon ba o nakapag-post ang nalaktawang player?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_h.q2</comment>
        <translation>May substantial action na ba (dalawang player ang sunod-sunod na kumilos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_h.ruling</comment>
        <translation>Misdeal, kung wala pang substantial action; pagkatapos noon, ang tiyak na iregularidad lang ang nalalapat. Floor lang ang makakapagdeklara.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_h.s1</comment>
        <translation>Itigil ang deal; iwan ang bawat baraha sa kinalalagyan hanggang dumating ang floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_h.s2</comment>
        <translation>Kinumpirma ng floor ang misdeal: ibalik ang lahat ng taya at blind ng kamay na ito (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_h.s3</comment>
        <translation>Kolektahin ang lahat ng baraha, i-shuffle, i-cut at i-deal ulit ang kamay sa parehong button</translation>
    </message>
    <message>
        <source>Misdeal: an entitled player dealt out</source>
        <comment>irregularity.misdeal_h.title</comment>
        <translation>Misdeal: nalaktawan ang player na may karapatan</translation>
    </message>
    <message>
        <source>Was it the first card of the stud deal?</source>
        <comment>irregularity.misdeal_i.q1</comment>
        <translation>Ito ba ang unang baraha ng stud deal?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_i.q2</comment>
        <translation>May substantial action na ba (dalawang player ang sunod-sunod na kumilos, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_i.ruling</comment>
        <translation>Misdeal, kung wala pang substantial action; pagkatapos noon, ang tiyak na iregularidad lang ang nalalapat. Floor lang ang makakapagdeklara.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_i.s1</comment>
        <translation>Itigil ang deal; iwan ang bawat baraha sa kinalalagyan hanggang dumating ang floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_i.s2</comment>
        <translation>Kinumpirma ng floor ang misdeal: ibalik ang lahat ng taya at blind ng kamay na ito (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_i.s3</comment>
        <translation>Kolektahin ang lahat ng baraha, i-shuffle, i-cut at i-deal ulit ang kamay sa parehong button</translation>
    </message>
    <message>
        <source>Misdeal: stud: first card dealt face up</source>
        <comment>irregularity.misdeal_i.title</comment>
        <translation>Misdeal: stud: unang baraha nai-deal nang bukas</translation>
    </message>
    <message>
        <source>Which misdeal case applies (LC-104a-i)?</source>
        <comment>irregularity.misdeal_request.q1</comment>
        <translation>Aling kaso ng misdeal ang nalalapat (LC-104a-i)?</translation>
    </message>
    <message>
        <source>Has there been substantial action?</source>
        <comment>irregularity.misdeal_request.q2</comment>
        <translation>Nagkaroon na ba ng substantial action?</translation>
    </message>
    <message>
        <source>Only a floorperson declares a misdeal; the dealer&apos;s request waits with the cards untouched.</source>
        <comment>irregularity.misdeal_request.ruling</comment>
        <translation>Floor lang ang nagdedeklara ng misdeal; naghihintay ang hiling ng dealer nang hindi ginagalaw ang baraha.</translation>
    </message>
    <message>
        <source>Leave the cards in place</source>
        <comment>irregularity.misdeal_request.s1</comment>
        <translation>Iwan ang baraha sa kinalalagyan</translation>
    </message>
    <message>
        <source>Floor confirms or refuses (LC-103.s1)</source>
        <comment>irregularity.misdeal_request.s2</comment>
        <translation>Kinukumpirma o tinatanggihan ng floor (LC-103.s1)</translation>
    </message>
    <message>
        <source>Dealer asks for a misdeal</source>
        <comment>irregularity.misdeal_request.title</comment>
        <translation>Humihiling ang dealer ng misdeal</translation>
    </message>
    <message>
        <source>The top card once the deal is complete, acted or not (PGP-IRR-01).</source>
        <comment>irregularity.missing_hole_card.house.always_top_card</comment>
        <translation>Ang pinakaibabaw na baraha pagkatapos ng deal, kumilos man o hindi (PGP-IRR-01).</translation>
    </message>
    <message>
        <source>Not acted: the top card once the deal is complete (LC-108a). Acted before the flop: dead, his money stays (LC-108b). Found later: dead (LC-85c).</source>
        <comment>irregularity.missing_hole_card.house.top_card_unless_acted</comment>
        <translation>Hindi pa kumilos: ang pinakaibabaw na baraha pagkatapos ng deal (LC-108a). Kumilos bago ang flop: patay, maiiwan ang pera niya (LC-108b). Nakita sa huli: patay (LC-85c).</translation>
    </message>
    <message>
        <source>Which seat is short?</source>
        <comment>irregularity.missing_hole_card.q1</comment>
        <translation>Aling upuan ang kulang?</translation>
    </message>
    <message>
        <source>Has that player acted?</source>
        <comment>irregularity.missing_hole_card.q2</comment>
        <translation>Kumilos na ba ang player na iyon?</translation>
    </message>
    <message>
        <source>Has the flop been dealt?</source>
        <comment>irregularity.missing_hole_card.q3</comment>
        <translation>Nai-deal na ba ang flop?</translation>
    </message>
    <message>
        <source>Depends on the house setting K16 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.missing_hole_card.ruling</comment>
        <translation>Depende sa setting ng house na K16 (mga pasya ng house sa ibaba); kung wala: ang floor ang magpapasya.</translation>
    </message>
    <message>
        <source>Call the floor (LC-P5)</source>
        <comment>irregularity.missing_hole_card.s1</comment>
        <translation>Tawagin ang floor (LC-P5)</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.missing_hole_card.s2</comment>
        <translation>Sundin ang ipinakitang pasya ng house</translation>
    </message>
    <message>
        <source>One hole card short</source>
        <comment>irregularity.missing_hole_card.title</comment>
        <translation>Kulang ng isang hole card</translation>
    </message>
    <message>
        <source>Has the deck been used for a full round?</source>
        <comment>irregularity.new_deck_request.q1</comment>
        <translation>Nagamit na ba ang deck nang isang buong ikot?</translation>
    </message>
    <message>
        <source>When was the last new setup?</source>
        <comment>irregularity.new_deck_request.q2</comment>
        <translation>Kailan ang huling bagong setup?</translation>
    </message>
    <message>
        <source>Granted once the deck has gone a full round, and new setups no more than every half hour.</source>
        <comment>irregularity.new_deck_request.ruling</comment>
        <translation>Pinapayagan kapag isang buong ikot na ang deck, at bagong setup nang hindi hihigit sa bawat kalahating oras.</translation>
    </message>
    <message>
        <source>Check the deck&apos;s age and the last setup time</source>
        <comment>irregularity.new_deck_request.s1</comment>
        <translation>Tingnan ang tagal ng deck at ang oras ng huling setup</translation>
    </message>
    <message>
        <source>Bring the setup</source>
        <comment>irregularity.new_deck_request.s2</comment>
        <translation>Dalhin ang setup</translation>
    </message>
    <message>
        <source>Request for a new deck or setup</source>
        <comment>irregularity.new_deck_request.title</comment>
        <translation>Hiling ng bagong deck o setup</translation>
    </message>
    <message>
        <source>Has he looked at his cards?</source>
        <comment>irregularity.newcomer_dealt_in.q1</comment>
        <translation>Tiningnan na ba niya ang baraha niya?</translation>
    </message>
    <message>
        <source>If he has seen them his hand plays and he posts his big blind before the next deal; if not, the cards are dead and his entry choice stays as it was.</source>
        <comment>irregularity.newcomer_dealt_in.ruling</comment>
        <translation>Kung nakita na niya, may bisa ang kamay at maglalagay siya ng big blind bago ang susunod na deal; kung hindi, patay ang baraha at hindi nagbabago ang paraan ng pagpasok niya.</translation>
    </message>
    <message>
        <source>Ask whether he looked at the cards</source>
        <comment>irregularity.newcomer_dealt_in.s1</comment>
        <translation>Tanungin kung tiningnan niya ang baraha</translation>
    </message>
    <message>
        <source>Looked: deal him in and play the hand (LC-132a); he posts before the next deal</source>
        <comment>irregularity.newcomer_dealt_in.s2</comment>
        <translation>Tiningnan: isali siya at laruin ang kamay (LC-132a); maglalagay siya bago ang susunod na deal</translation>
    </message>
    <message>
        <source>Not looked: kill the cards, keep his entry choice (LC-132b, LC-127)</source>
        <comment>irregularity.newcomer_dealt_in.s3</comment>
        <translation>Hindi tiningnan: patayin ang baraha, panatilihin ang paraan ng pagpasok (LC-132b, LC-127)</translation>
    </message>
    <message>
        <source>Newcomer dealt in before posting</source>
        <comment>irregularity.newcomer_dealt_in.title</comment>
        <translation>Bagong player na nai-deal-an bago mag-post</translation>
    </message>
    <message>
        <source>Why is he not entitled (seat change, missed blind)?</source>
        <comment>irregularity.not_entitled_dealt.q1</comment>
        <translation>Bakit wala siyang karapatan (lumipat ng upuan, nalaktawang blind)?</translation>
    </message>
    <message>
        <source>Has he acted?</source>
        <comment>irregularity.not_entitled_dealt.q2</comment>
        <translation>Kumilos na ba siya?</translation>
    </message>
    <message>
        <source>Does he hold only one card?</source>
        <comment>irregularity.not_entitled_dealt.q3</comment>
        <translation>Isa lang ba ang baraha niya?</translation>
    </message>
    <message>
        <source>Found before he acts: his hand is dead and play goes on, no misdeal; his action stands if he already acted. He still owes his wait or missed blinds.</source>
        <comment>irregularity.not_entitled_dealt.ruling</comment>
        <translation>Nakita bago siya kumilos: patay ang kamay at tuloy ang laro, walang misdeal; mananatili ang aksyon niya kung nakakilos na. May utang pa rin siyang paghihintay o nalaktawang blinds.</translation>
    </message>
    <message>
        <source>Kill his hand (LC-113)</source>
        <comment>irregularity.not_entitled_dealt.s1</comment>
        <translation>Patayin ang kamay niya (LC-113)</translation>
    </message>
    <message>
        <source>If he has one card, give the seat its second card in rotation, then muck it</source>
        <comment>irregularity.not_entitled_dealt.s2</comment>
        <translation>Kung isa ang baraha niya, ibigay ang ikalawa sa takdang ikot, saka i-muck</translation>
    </message>
    <message>
        <source>Keep his missed-blind button or seat-change wait</source>
        <comment>irregularity.not_entitled_dealt.s3</comment>
        <translation>Panatilihin ang missed-blind button o ang paghihintay sa paglipat ng upuan</translation>
    </message>
    <message>
        <source>Player dealt in without the right to a hand</source>
        <comment>irregularity.not_entitled_dealt.title</comment>
        <translation>Player na nai-deal-an nang walang karapatan sa kamay</translation>
    </message>
    <message>
        <source>Was the preflop betting complete when the flop was spread?</source>
        <comment>irregularity.premature_flop.q1</comment>
        <translation>Tapos na ba ang preflop na tayaan nang ilatag ang flop?</translation>
    </message>
    <message>
        <source>The flop cards go back into the stub, which is shuffled; the burn already taken stays, and once betting is over the new flop comes without another burn.</source>
        <comment>irregularity.premature_flop.ruling</comment>
        <translation>Ibabalik ang baraha ng flop sa stub at i-shuffle; maiiwan ang nakuhang burn, at pagkatapos ng tayaan lalabas ang bagong flop nang walang panibagong burn.</translation>
    </message>
    <message>
        <source>Take the flop cards back (keep the burn) (LC-110)</source>
        <comment>irregularity.premature_flop.s1</comment>
        <translation>Bawiin ang baraha ng flop (iwan ang burn) (LC-110)</translation>
    </message>
    <message>
        <source>Finish the preflop betting</source>
        <comment>irregularity.premature_flop.s2</comment>
        <translation>Tapusin ang preflop na tayaan</translation>
    </message>
    <message>
        <source>Shuffle the stub with the returned flop cards</source>
        <comment>irregularity.premature_flop.s3</comment>
        <translation>I-shuffle ang stub kasama ang ibinalik na baraha ng flop</translation>
    </message>
    <message>
        <source>Deal the new flop WITHOUT a burn (LC-110)</source>
        <comment>irregularity.premature_flop.s4</comment>
        <translation>I-deal ang bagong flop nang WALANG burn (LC-110)</translation>
    </message>
    <message>
        <source>Flop dealt before preflop betting ended</source>
        <comment>irregularity.premature_flop.title</comment>
        <translation>Nai-deal ang flop bago natapos ang preflop na tayaan</translation>
    </message>
    <message>
        <source>Was the turn betting complete when the river was shown?</source>
        <comment>irregularity.premature_river.q1</comment>
        <translation>Tapos na ba ang tayaan sa turn nang ipakita ang river?</translation>
    </message>
    <message>
        <source>The early river is out of play. After turn betting, shuffle the stub with it (burns and discards stay out) and deal the river without a burn.</source>
        <comment>irregularity.premature_river.ruling</comment>
        <translation>Hindi na gagamitin ang maagang river. Pagkatapos ng tayaan sa turn, i-shuffle ito kasama ang stub (hindi kasama ang burns at discards) at i-deal ang river nang walang burn.</translation>
    </message>
    <message>
        <source>Set the early river card aside (LC-112)</source>
        <comment>irregularity.premature_river.s1</comment>
        <translation>Itabi ang maagang baraha ng river (LC-112)</translation>
    </message>
    <message>
        <source>Finish the turn betting</source>
        <comment>irregularity.premature_river.s2</comment>
        <translation>Tapusin ang tayaan sa turn</translation>
    </message>
    <message>
        <source>Shuffle the stub with the set-aside card (LC-112)</source>
        <comment>irregularity.premature_river.s3</comment>
        <translation>I-shuffle ang stub kasama ang itinabing baraha (LC-112)</translation>
    </message>
    <message>
        <source>Deal the river WITHOUT a burn (LC-112)</source>
        <comment>irregularity.premature_river.s4</comment>
        <translation>I-deal ang river nang WALANG burn (LC-112)</translation>
    </message>
    <message>
        <source>River shown before turn betting ended</source>
        <comment>irregularity.premature_river.title</comment>
        <translation>Naipakita ang river bago natapos ang tayaan sa turn</translation>
    </message>
    <message>
        <source>Was the flop betting complete when the turn was shown?</source>
        <comment>irregularity.premature_turn.q1</comment>
        <translation>Tapos na ba ang tayaan sa flop nang ipakita ang turn?</translation>
    </message>
    <message>
        <source>The early turn is out of play for now. After flop betting, burn and deal the next card as the turn. After turn betting, shuffle the stub with the early card (burns and discards stay out) and deal the river without a burn.</source>
        <comment>irregularity.premature_turn.ruling</comment>
        <translation>Hindi muna gagamitin ang maagang turn. Pagkatapos ng tayaan sa flop, mag-burn at i-deal ang susunod na baraha bilang turn. Pagkatapos ng tayaan sa turn, i-shuffle ang stub kasama ang maagang baraha (hindi kasama ang burns at discards) at i-deal ang river nang walang burn.</translation>
    </message>
    <message>
        <source>Set the early turn card aside face up (LC-111)</source>
        <comment>irregularity.premature_turn.s1</comment>
        <translation>Itabi nang nakabukas ang maagang baraha ng turn (LC-111)</translation>
    </message>
    <message>
        <source>Finish the flop betting</source>
        <comment>irregularity.premature_turn.s2</comment>
        <translation>Tapusin ang tayaan sa flop</translation>
    </message>
    <message>
        <source>Burn one card and deal the turn (LC-111)</source>
        <comment>irregularity.premature_turn.s3</comment>
        <translation>Mag-burn ng isang baraha at i-deal ang turn (LC-111)</translation>
    </message>
    <message>
        <source>Finish the turn betting</source>
        <comment>irregularity.premature_turn.s4</comment>
        <translation>Tapusin ang tayaan sa turn</translation>
    </message>
    <message>
        <source>Shuffle the stub with the set-aside card, not the burns or discards (LC-111)</source>
        <comment>irregularity.premature_turn.s5</comment>
        <translation>I-shuffle ang stub kasama ang itinabing baraha, hindi ang burns o discards (LC-111)</translation>
    </message>
    <message>
        <source>Deal the river WITHOUT a burn (LC-111)</source>
        <comment>irregularity.premature_turn.s6</comment>
        <translation>I-deal ang river nang WALANG burn (LC-111)</translation>
    </message>
    <message>
        <source>Turn shown before flop betting ended</source>
        <comment>irregularity.premature_turn.title</comment>
        <translation>Naipakita ang turn bago natapos ang tayaan sa flop</translation>
    </message>
    <message>
        <source>Who asks: the winner or another player?</source>
        <comment>irregularity.see_hand_at_showdown.q1</comment>
        <translation>Sino ang humihiling: ang nanalo o ibang player?</translation>
    </message>
    <message>
        <source>Was the hand called?</source>
        <comment>irregularity.see_hand_at_showdown.q2</comment>
        <translation>Sinabayan ba ang kamay?</translation>
    </message>
    <message>
        <source>Any player may see a called hand. Asked by anyone but the winner, a mucked hand stays dead; asked by the winner, the losing hand plays against his and the better hand takes the pot (AMB-30).</source>
        <comment>irregularity.see_hand_at_showdown.ruling</comment>
        <translation>Puwedeng tingnan ng sinumang player ang kamay na sinabayan. Kung hindi ang nanalo ang humiling, patay pa rin ang na-muck na kamay; kung ang nanalo, ihaharap ang talong kamay sa kanya at ang mas magandang kamay ang kukuha ng pot (AMB-30).</translation>
    </message>
    <message>
        <source>Show the requested hand face up (LC-75)</source>
        <comment>irregularity.see_hand_at_showdown.s1</comment>
        <translation>Ipakita nang nakabukas ang hinihiling na kamay (LC-75)</translation>
    </message>
    <message>
        <source>Winner asked: compare the two hands, the better one wins</source>
        <comment>irregularity.see_hand_at_showdown.s2</comment>
        <translation>Nanalo ang humiling: ikumpara ang dalawang kamay, panalo ang mas maganda</translation>
    </message>
    <message>
        <source>Someone else asked: the mucked hand stays dead</source>
        <comment>irregularity.see_hand_at_showdown.s3</comment>
        <translation>Iba ang humiling: patay pa rin ang na-muck na kamay</translation>
    </message>
    <message>
        <source>Request to see a hand at showdown</source>
        <comment>irregularity.see_hand_at_showdown.title</comment>
        <translation>Hiling na makita ang kamay sa showdown</translation>
    </message>
    <message>
        <source>Refused: burns and the unused deck are never shown.</source>
        <comment>irregularity.show_burn_request.ruling</comment>
        <translation>Tinanggihan: hindi kailanman ipinapakita ang burns at ang hindi nagamit na deck.</translation>
    </message>
    <message>
        <source>Decline the request (LC-22)</source>
        <comment>irregularity.show_burn_request.s1</comment>
        <translation>Tanggihan ang hiling (LC-22)</translation>
    </message>
    <message>
        <source>Request to see the burn cards or the stub</source>
        <comment>irregularity.show_burn_request.title</comment>
        <translation>Hiling na makita ang burn cards o ang stub</translation>
    </message>
    <message>
        <source>Were they shown to an active player, or to someone not in the hand?</source>
        <comment>irregularity.show_one_show_all.q1</comment>
        <translation>Ipinakita ba sa aktibong player, o sa hindi kasali sa kamay?</translation>
    </message>
    <message>
        <source>Cards shown on purpose are for everyone: shown to an active player, any active player may see them now; shown to anyone else, they are shown to all after the hand.</source>
        <comment>irregularity.show_one_show_all.ruling</comment>
        <translation>Para sa lahat ang sadyang ipinakitang baraha: kung sa aktibong player, puwedeng makita ngayon ng sinumang aktibong player; kung sa iba, ipapakita sa lahat pagkatapos ng kamay.</translation>
    </message>
    <message>
        <source>Show the cards to any active player who asks (LC-77)</source>
        <comment>irregularity.show_one_show_all.s1</comment>
        <translation>Ipakita ang baraha sa sinumang aktibong player na humiling (LC-77)</translation>
    </message>
    <message>
        <source>Otherwise show them to the table when the hand ends</source>
        <comment>irregularity.show_one_show_all.s2</comment>
        <translation>Kung hindi, ipakita sa mesa pagkatapos ng kamay</translation>
    </message>
    <message>
        <source>Cards shown to another player during a hand</source>
        <comment>irregularity.show_one_show_all.title</comment>
        <translation>Baraha ipinakita sa ibang player habang may kamay</translation>
    </message>
    <message>
        <source>Which limit or structure is requested?</source>
        <comment>irregularity.structure_change.q1</comment>
        <translation>Anong limit o istruktura ang hinihiling?</translation>
    </message>
    <message>
        <source>Pending until the floor approves it.</source>
        <comment>irregularity.structure_change.ruling</comment>
        <translation>Nakabinbin hanggang aprubahan ng floor.</translation>
    </message>
    <message>
        <source>Floor approves the change (LC-12)</source>
        <comment>irregularity.structure_change.s1</comment>
        <translation>Inaaprubahan ng floor ang pagbabago (LC-12)</translation>
    </message>
    <message>
        <source>Limit or structure change requested</source>
        <comment>irregularity.structure_change.title</comment>
        <translation>Hiling na baguhin ang limit o istruktura</translation>
    </message>
    <message>
        <source>Did the player ante?</source>
        <comment>irregularity.stud_ante_no_cards.q1</comment>
        <translation>Nag-ante ba ang player?</translation>
    </message>
    <message>
        <source>Did he receive any card?</source>
        <comment>irregularity.stud_ante_no_cards.q2</comment>
        <translation>May natanggap ba siyang baraha?</translation>
    </message>
    <message>
        <source>His ante comes back to him.</source>
        <comment>irregularity.stud_ante_no_cards.ruling</comment>
        <translation>Ibabalik sa kanya ang ante.</translation>
    </message>
    <message>
        <source>Return the ante to the skipped seat (LC-116)</source>
        <comment>irregularity.stud_ante_no_cards.s1</comment>
        <translation>Ibalik ang ante sa nalaktawang upuan (LC-116)</translation>
    </message>
    <message>
        <source>He sits the hand out; the cards dealt stay with the players who got them</source>
        <comment>irregularity.stud_ante_no_cards.s2</comment>
        <translation>Hindi siya kasali sa kamay; sa mga nakatanggap ang nai-deal na baraha</translation>
    </message>
    <message>
        <source>Stud: anted but dealt no cards</source>
        <comment>irregularity.stud_ante_no_cards.title</comment>
        <translation>Stud: nag-ante pero walang naibigay na baraha</translation>
    </message>
    <message>
        <source>Can the cards be moved back to their proper places?</source>
        <comment>irregularity.stud_burn_error.q1</comment>
        <translation>Maibabalik ba ang baraha sa tamang lugar?</translation>
    </message>
    <message>
        <source>Was it the last down card, already looked at?</source>
        <comment>irregularity.stud_burn_error.q2</comment>
        <translation>Ito ba ang huling nakataob na baraha, natingnan na?</translation>
    </message>
    <message>
        <source>Put the cards where they belong if possible; on the last down card that cannot be fixed, players keep what they got and the action continues.</source>
        <comment>irregularity.stud_burn_error.ruling</comment>
        <translation>Ilagay ang baraha sa tamang lugar kung kaya; sa huling nakataob na hindi maaayos, itatago ng players ang nakuha nila at tuloy ang aksyon.</translation>
    </message>
    <message>
        <source>Move the cards to their proper seats (LC-122)</source>
        <comment>irregularity.stud_burn_error.s1</comment>
        <translation>Ilipat ang baraha sa tamang upuan (LC-122)</translation>
    </message>
    <message>
        <source>Otherwise continue as dealt</source>
        <comment>irregularity.stud_burn_error.s2</comment>
        <translation>Kung hindi, ituloy gaya ng pagka-deal</translation>
    </message>
    <message>
        <source>Stud: two burns or no burn</source>
        <comment>irregularity.stud_burn_error.title</comment>
        <translation>Stud: dalawang burn o walang burn</translation>
    </message>
    <message>
        <source>Was it a down card or an up card, and on which street?</source>
        <comment>irregularity.stud_card_off_table.q1</comment>
        <translation>Nakataob ba o nakabukas ang baraha, at sa anong street?</translation>
    </message>
    <message>
        <source>A down card off the table is an exposed down card (LC-117 early, LC-123 on seventh); an up card off the table plays.</source>
        <comment>irregularity.stud_card_off_table.ruling</comment>
        <translation>Ang nakataob na barahang nahulog ay nabuksang nakataob na baraha (LC-117 sa simula, LC-123 sa ikapito); laro pa rin ang nakabukas na nahulog.</translation>
    </message>
    <message>
        <source>Down card: treat as exposed (LC-117 / LC-123)</source>
        <comment>irregularity.stud_card_off_table.s1</comment>
        <translation>Nakataob: ituring na nabuksan (LC-117 / LC-123)</translation>
    </message>
    <message>
        <source>Up card: it plays</source>
        <comment>irregularity.stud_card_off_table.s2</comment>
        <translation>Nakabukas: laro pa rin</translation>
    </message>
    <message>
        <source>Stud: card dealt off the table</source>
        <comment>irregularity.stud_card_off_table.title</comment>
        <translation>Stud: baraha nai-deal palabas ng mesa</translation>
    </message>
    <message>
        <source>Was it a first or second down card, an up card, or the last down card?</source>
        <comment>irregularity.stud_empty_seat_dealt.q1</comment>
        <translation>Una o ikalawang nakataob ba, nakabukas, o huling nakataob?</translation>
    </message>
    <message>
        <source>Can it be put right?</source>
        <comment>irregularity.stud_empty_seat_dealt.q2</comment>
        <translation>Maaayos pa ba?</translation>
    </message>
    <message>
        <source>An early down card to an empty seat is dead and discarded; an up card is moved along to the right players; a last down card that cannot be fixed leaves the hand as dealt.</source>
        <comment>irregularity.stud_empty_seat_dealt.ruling</comment>
        <translation>Patay at itatapon ang maagang nakataob na baraha sa bakanteng upuan; ililipat ang nakabukas sa tamang players; ang huling nakataob na hindi maaayos ay iiwan gaya ng pagka-deal.</translation>
    </message>
    <message>
        <source>Down card: discard it and go on (LC-119)</source>
        <comment>irregularity.stud_empty_seat_dealt.s1</comment>
        <translation>Nakataob: itapon at ituloy (LC-119)</translation>
    </message>
    <message>
        <source>Up card: slide the up cards to their proper seats</source>
        <comment>irregularity.stud_empty_seat_dealt.s2</comment>
        <translation>Nakabukas: ilipat ang nakabukas sa tamang upuan</translation>
    </message>
    <message>
        <source>Seventh card: play the hand as dealt</source>
        <comment>irregularity.stud_empty_seat_dealt.s3</comment>
        <translation>Ikapitong baraha: laruin gaya ng pagka-deal</translation>
    </message>
    <message>
        <source>Stud: card dealt to an empty seat</source>
        <comment>irregularity.stud_empty_seat_dealt.title</comment>
        <translation>Stud: baraha nai-deal sa bakanteng upuan</translation>
    </message>
    <message>
        <source>Was a bet pending when he folded?</source>
        <comment>irregularity.stud_fold_no_bet.q1</comment>
        <translation>May nakabinbing taya ba nang mag-fold siya?</translation>
    </message>
    <message>
        <source>A player who folds when nothing was bet receives no further cards.</source>
        <comment>irregularity.stud_fold_no_bet.ruling</comment>
        <translation>Ang nag-fold nang walang taya ay hindi na bibigyan ng baraha.</translation>
    </message>
    <message>
        <source>Skip the seat on later streets (LC-120)</source>
        <comment>irregularity.stud_fold_no_bet.s1</comment>
        <translation>Laktawan ang upuan sa mga susunod na street (LC-120)</translation>
    </message>
    <message>
        <source>Stud: fold with no bet to face</source>
        <comment>irregularity.stud_fold_no_bet.title</comment>
        <translation>Stud: nag-fold nang walang taya</translation>
    </message>
    <message>
        <source>Which down card was exposed (dealt up or flashed)?</source>
        <comment>irregularity.stud_hole_card_exposed.q1</comment>
        <translation>Aling nakataob na baraha ang nabuksan (nai-deal nang bukas o nasilip)?</translation>
    </message>
    <message>
        <source>Is the exposed card now the lowest up card?</source>
        <comment>irregularity.stud_hole_card_exposed.q2</comment>
        <translation>Ang nabuksang baraha ba ngayon ang pinakamababang nakabukas?</translation>
    </message>
    <message>
        <source>The exposed card plays as an up card and his third card comes face down. If it is the low card, the bring-in moves to the next-lowest up card (house K22).</source>
        <comment>irregularity.stud_hole_card_exposed.ruling</comment>
        <translation>Laro bilang nakabukas ang nabuksang baraha at nakataob ang ikatlo niyang baraha. Kung ito ang pinakamababa, lilipat ang bring-in sa susunod na pinakamababang nakabukas (house K22).</translation>
    </message>
    <message>
        <source>Leave the exposed card face up (LC-117)</source>
        <comment>irregularity.stud_hole_card_exposed.s1</comment>
        <translation>Iwang nakabukas ang nabuksang baraha (LC-117)</translation>
    </message>
    <message>
        <source>Deal his third card face down</source>
        <comment>irregularity.stud_hole_card_exposed.s2</comment>
        <translation>I-deal nang nakataob ang ikatlo niyang baraha</translation>
    </message>
    <message>
        <source>Work out the bring-in without his exposed card if it is the lowest</source>
        <comment>irregularity.stud_hole_card_exposed.s3</comment>
        <translation>Alamin ang bring-in nang hindi kasama ang nabuksang baraha niya kung ito ang pinakamababa</translation>
    </message>
    <message>
        <source>Stud: one of the two down cards exposed</source>
        <comment>irregularity.stud_hole_card_exposed.title</comment>
        <translation>Stud: nabuksan ang isa sa dalawang nakataob</translation>
    </message>
    <message>
        <source>Did the player himself cause the card to turn over?</source>
        <comment>irregularity.stud_own_card_flipped.q1</comment>
        <translation>Ang player ba mismo ang nagpabukas ng baraha?</translation>
    </message>
    <message>
        <source>His third card is dealt face up and the exposed card plays: two up cards.</source>
        <comment>irregularity.stud_own_card_flipped.ruling</comment>
        <translation>Ide-deal nang nakabukas ang ikatlo niyang baraha at laro ang nabuksan: dalawang nakabukas.</translation>
    </message>
    <message>
        <source>Deal his third card face up (LC-118)</source>
        <comment>irregularity.stud_own_card_flipped.s1</comment>
        <translation>I-deal nang nakabukas ang ikatlo niyang baraha (LC-118)</translation>
    </message>
    <message>
        <source>He plays with two up cards</source>
        <comment>irregularity.stud_own_card_flipped.s2</comment>
        <translation>Maglalaro siya nang may dalawang nakabukas</translation>
    </message>
    <message>
        <source>His third card, not the one he turned, is his door card for the bring-in</source>
        <comment>irregularity.stud_own_card_flipped.s3</comment>
        <translation>Ang ikatlo niyang baraha, hindi ang binuksan niya, ang door card para sa bring-in</translation>
    </message>
    <message>
        <source>Stud: player turned up his own down card</source>
        <comment>irregularity.stud_own_card_flipped.title</comment>
        <translation>Stud: binuksan ng player ang sarili niyang nakataob</translation>
    </message>
    <message>
        <source>How many players are still in at discovery (AMB-29)?</source>
        <comment>irregularity.stud_premature_card.q1</comment>
        <translation>Ilang player ang kasali pa nang matuklasan (AMB-29)?</translation>
    </message>
    <message>
        <source>Was the early card the last down card, and did the player look at it?</source>
        <comment>irregularity.stud_premature_card.q2</comment>
        <translation>Ang maagang baraha ba ang huling nakataob, at tiningnan ba ito ng player?</translation>
    </message>
    <message>
        <source>Take the early cards out of play together with one card per player still in, finish the betting, then burn and deal the street normally. A last down card the player looked at or mixed in stays with him; a player holding seven cards may then only check, call or fold.</source>
        <comment>irregularity.stud_premature_card.ruling</comment>
        <translation>Alisin ang maagang baraha kasama ang isang baraha bawat player na kasali pa, tapusin ang tayaan, saka mag-burn at i-deal ang street gaya ng dati. Ang huling nakataob na tiningnan o naihalo ng player ay sa kanya; ang may pitong baraha ay puwede lang mag-check, sumabay o mag-fold.</translation>
    </message>
    <message>
        <source>Count the players still in (AMB-29)</source>
        <comment>irregularity.stud_premature_card.s1</comment>
        <translation>Bilangin ang players na kasali pa (AMB-29)</translation>
    </message>
    <message>
        <source>Put the early cards plus that many stub cards in the discards (LC-121)</source>
        <comment>irregularity.stud_premature_card.s2</comment>
        <translation>Ilagay sa discards ang maagang baraha at ganoon ding dami mula sa stub (LC-121)</translation>
    </message>
    <message>
        <source>Finish the betting round</source>
        <comment>irregularity.stud_premature_card.s3</comment>
        <translation>Tapusin ang tayaan</translation>
    </message>
    <message>
        <source>Burn and deal the street as usual</source>
        <comment>irregularity.stud_premature_card.s4</comment>
        <translation>Mag-burn at i-deal ang street gaya ng dati</translation>
    </message>
    <message>
        <source>Stud: cards dealt before the betting round ended</source>
        <comment>irregularity.stud_premature_card.title</comment>
        <translation>Stud: baraha nai-deal bago natapos ang tayaan</translation>
    </message>
    <message>
        <source>Whose seventh card is face up?</source>
        <comment>irregularity.stud_seventh_up.q1</comment>
        <translation>Kaninong ikapitong baraha ang nakabukas?</translation>
    </message>
    <message>
        <source>Does that player declare all-in now?</source>
        <comment>irregularity.stud_seventh_up.q2</comment>
        <translation>Magdedeklara ba ng all-in ngayon ang player na iyon?</translation>
    </message>
    <message>
        <source>Everyone else still gets a down card. The player with the up card may bet normally or declare all-in before the action, the last round then going to a side pot. The highest board on sixth street opens.</source>
        <comment>irregularity.stud_seventh_up.ruling</comment>
        <translation>Makakatanggap pa rin ng nakataob ang lahat ng iba. Ang may nakabukas ay puwedeng tumaya nang normal o magdeklara ng all-in bago ang aksyon, at ang huling round ay mapupunta sa side pot. Ang pinakamataas na board sa ikaanim na street ang magbubukas.</translation>
    </message>
    <message>
        <source>Deal the others their seventh card face down (LC-123)</source>
        <comment>irregularity.stud_seventh_up.s1</comment>
        <translation>I-deal nang nakataob ang ikapitong baraha ng iba (LC-123)</translation>
    </message>
    <message>
        <source>Ask the player with the up card: bet normally or all-in now</source>
        <comment>irregularity.stud_seventh_up.s2</comment>
        <translation>Tanungin ang may nakabukas: tataya nang normal o all-in ngayon</translation>
    </message>
    <message>
        <source>Start the action with the high board as of sixth street</source>
        <comment>irregularity.stud_seventh_up.s3</comment>
        <translation>Simulan ang aksyon sa pinakamataas na board ng ikaanim na street</translation>
    </message>
    <message>
        <source>Stud: a seventh-street card dealt face up</source>
        <comment>irregularity.stud_seventh_up.title</comment>
        <translation>Stud: baraha ng ikapitong street nai-deal nang bukas</translation>
    </message>
    <message>
        <source>How many cards are in the stub, how many players are still in, how many burns?</source>
        <comment>irregularity.stud_short_deck.q1</comment>
        <translation>Ilang baraha sa stub, ilang player ang kasali pa, ilang burn?</translation>
    </message>
    <message>
        <source>Count first. Exactly enough: deal without a burn. Short: deal all but the last, mix it with the burns, cut, burn and finish. Still short: one face-up community card, the high board on sixth street opening.</source>
        <comment>irregularity.stud_short_deck.ruling</comment>
        <translation>Magbilang muna. Sakto: mag-deal nang walang burn. Kulang: i-deal lahat maliban sa huli, ihalo ito sa burns, i-cut, mag-burn at tapusin. Kulang pa rin: isang nakabukas na community card, ang pinakamataas na board sa ikaanim na street ang magbubukas.</translation>
    </message>
    <message>
        <source>Count stub and players (LC-124)</source>
        <comment>irregularity.stud_short_deck.s1</comment>
        <translation>Bilangin ang stub at players (LC-124)</translation>
    </message>
    <message>
        <source>Enough: deal with no burn</source>
        <comment>irregularity.stud_short_deck.s2</comment>
        <translation>Sapat: mag-deal nang walang burn</translation>
    </message>
    <message>
        <source>Short: deal all but one, mix the last with the burns, cut, burn, finish</source>
        <comment>irregularity.stud_short_deck.s3</comment>
        <translation>Kulang: i-deal lahat maliban sa isa, ihalo ang huli sa burns, i-cut, mag-burn, tapusin</translation>
    </message>
    <message>
        <source>Not enough: burn and turn one community card for everyone</source>
        <comment>irregularity.stud_short_deck.s4</comment>
        <translation>Hindi sapat: mag-burn at magbukas ng isang community card para sa lahat</translation>
    </message>
    <message>
        <source>Stud: too few cards for seventh street</source>
        <comment>irregularity.stud_short_deck.title</comment>
        <translation>Stud: kulang ang baraha para sa ikapitong street</translation>
    </message>
    <message>
        <source>Has the hand touched the muck?</source>
        <comment>irregularity.thrown_hand_retrievable.q1</comment>
        <translation>Tumama na ba sa muck ang kamay?</translation>
    </message>
    <message>
        <source>Did anyone act because it was thrown?</source>
        <comment>irregularity.thrown_hand_retrievable.q2</comment>
        <translation>May kumilos ba dahil inihagis ito?</translation>
    </message>
    <message>
        <source>If it is clear of the muck and nobody acted on the throw, it can be taken back and declared live.</source>
        <comment>irregularity.thrown_hand_retrievable.ruling</comment>
        <translation>Kung hindi tumama sa muck at walang kumilos dahil sa paghagis, puwede itong bawiin at ideklarang buhay.</translation>
    </message>
    <message>
        <source>Floor confirms the retrieve (LC-80)</source>
        <comment>irregularity.thrown_hand_retrievable.s1</comment>
        <translation>Kinumpirma ng floor ang pagbawi (LC-80)</translation>
    </message>
    <message>
        <source>The player is back on turn</source>
        <comment>irregularity.thrown_hand_retrievable.s2</comment>
        <translation>Balik sa turno ang player</translation>
    </message>
    <message>
        <source>Thrown hand not yet in the muck</source>
        <comment>irregularity.thrown_hand_retrievable.title</comment>
        <translation>Inihagis na kamay na wala pa sa muck</translation>
    </message>
    <message>
        <source>Was the hand protected (chip or hand on it)?</source>
        <comment>irregularity.unprotected_hand.q1</comment>
        <translation>Protektado ba ang kamay (chip o kamay sa ibabaw)?</translation>
    </message>
    <message>
        <source>Is it clear which cards are his?</source>
        <comment>irregularity.unprotected_hand.q2</comment>
        <translation>Malinaw ba kung alin ang baraha niya?</translation>
    </message>
    <message>
        <source>An unprotected hand the dealer takes in counts as folded, with no recourse; one mixed with a discard so that his cards are unclear is dead.</source>
        <comment>irregularity.unprotected_hand.ruling</comment>
        <translation>Ang hindi protektadong kamay na kinuha ng dealer ay fold na, walang habol; ang naihalo sa discard kaya hindi malinaw ang baraha niya ay patay.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.unprotected_hand.s1</comment>
        <translation>Kinumpirma ng floor: patay ang kamay at mananatili sa pot ang chips nito</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.unprotected_hand.s2</comment>
        <translation>I-muck ang kamay; tuloy ang aksyon sa susunod na player</translation>
    </message>
    <message>
        <source>Unprotected or abandoned hand</source>
        <comment>irregularity.unprotected_hand.title</comment>
        <translation>Hindi protektado o iniwang kamay</translation>
    </message>
    <message>
        <source>How many cards does the hand hold?</source>
        <comment>irregularity.wrong_count_after_acting.q1</comment>
        <translation>Ilang baraha ang hawak ng kamay?</translation>
    </message>
    <message>
        <source>Has the player acted?</source>
        <comment>irregularity.wrong_count_after_acting.q2</comment>
        <translation>Kumilos na ba ang player?</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.wrong_count_after_acting.ruling</comment>
        <translation>Patay ang kamay.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.wrong_count_after_acting.s1</comment>
        <translation>Kinumpirma ng floor: patay ang kamay at mananatili sa pot ang chips nito</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.wrong_count_after_acting.s2</comment>
        <translation>I-muck ang kamay; tuloy ang aksyon sa susunod na player</translation>
    </message>
    <message>
        <source>Wrong number of cards after acting</source>
        <comment>irregularity.wrong_count_after_acting.title</comment>
        <translation>Maling bilang ng baraha pagkatapos kumilos</translation>
    </message>
    <message>
        <source>due only at button {after} in a full game</source>
        <comment>pick_up.due_at_button</comment>
        <translation>dapat lang kunin sa ika-{after} na button kapag puno ang mesa</translation>
    </message>
    <message>
        <source>The floor holds ${amount} in chips for {player} (picked up from seat {seat} by {by})</source>
        <comment>pick_up.info.floor_holds_chips</comment>
        <translation>Hawak ng floor ang ${amount} na chips para kay {player} (kinuha sa upuan {seat} ni {by})</translation>
    </message>
    <message>
        <source>never due by a count of buttons in this house</source>
        <comment>pick_up.never_due</comment>
        <translation>hindi kailanman kinukuha ayon sa bilang ng button sa bahay na ito</translation>
    </message>
    <message>
        <source>the floorperson who picks up the chips must be named (LC-97)</source>
        <comment>pick_up.refusal.floorperson_who_picks_up_chips</comment>
        <translation>dapat pangalanan ang floor na kukuha ng chips (LC-97)</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>pick_up.refusal.seat</comment>
        <translation>si {player} ang nasa upuan {seat}, hindi si {player2}</translation>
    </message>
    <message>
        <source>seat {seat} is not away: only a lobbying player&apos;s chips are picked up (LC-97)</source>
        <comment>pick_up.refusal.seat_away_only_lobbying_player</comment>
        <translation>hindi wala ang upuan {seat}: chips lang ng player na umalis ang kinukuha (LC-97)</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>pick_up.refusal.seat_empty</comment>
        <translation>bakante ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: pick up his chips between hands</source>
        <comment>pick_up.refusal.seat_hand_pick_up_chips</comment>
        <translation>kasali sa kamay ang upuan {seat}: kunin ang chips niya sa pagitan ng kamay</translation>
    </message>
    <message>
        <source>seat {seat} has ${stack} in front of him: pick up all of it</source>
        <comment>pick_up.refusal.seat_has_front_him_pick</comment>
        <translation>may ${stack} sa harap ng upuan {seat}: kunin lahat</translation>
    </message>
    <message>
        <source>seat {seat} has {missed_buttons} missed-blind button(s) and the game has {count} of {max_seats} seats filled: his chips are {due}; otherwise give the reason (a player asks for the seat or the game fills, LC-97; repeated lobbying, LC-98)</source>
        <comment>pick_up.refusal.seat_has_missed_blind_button</comment>
        <translation>may {missed_buttons} missed-blind button ang upuan {seat} at {count} sa {max_seats} upuan ang puno: ang chips niya ay {due}; kung hindi, sabihin ang dahilan (may humihingi ng upuan o napuno ang laro, LC-97; paulit-ulit na pag-alis, LC-98)</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) owes a big blind before he is dealt in again</source>
        <comment>players.floor.owes_big_blind</comment>
        <translation>May utang na big blind ang upuan {seat} ({player}) bago siya bigyan muli ng baraha</translation>
    </message>
    <message>
        <source>Posting abuse? {player} (seat {seat}) has left {count} times without paying a big blind: the floor may require a post or pick up his chips</source>
        <comment>players.floor.posting_abuse</comment>
        <translation>Pag-iwas sa blind? Si {player} (upuan {seat}) ay umalis nang {count} beses nang hindi nagbabayad ng big blind: puwedeng hingan siya ng floor ng post o kunin ang kanyang chips</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) is removed by {by}: on his return nothing he paid is refunded and missed blinds follow the usual rules</source>
        <comment>players.floor.removed_player</comment>
        <translation>Inalis ni {by} ang upuan {seat} ({player}): pagbalik niya, walang ibabalik sa naibayad niya at ang nalaktawang blind ay ayon sa karaniwang patakaran</translation>
    </message>
    <message>
        <source>${amount} cannot be changed from ${from_chip} into ${to_chip} chips exactly</source>
        <comment>players.refusal.cannot_changed_into_chips_exactly</comment>
        <translation>hindi mapapalitan nang eksakto ang ${amount} mula ${from_chip} na chips sa ${to_chip} na chips</translation>
    </message>
    <message>
        <source>a colour-up changes chips for another denomination</source>
        <comment>players.refusal.colour_up_changes_chips_another</comment>
        <translation>ang colour-up ay pagpapalit ng chips sa ibang halaga</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it (LC-P5)</source>
        <comment>players.refusal.floor_decision_names_floorperson_who</comment>
        <translation>pinapangalanan ng pasya ng floor ang floor na nagpasya (LC-P5)</translation>
    </message>
    <message>
        <source>this house has no live straddle, so no entry with one (K26, LC-47)</source>
        <comment>players.refusal.house_has_no_live_straddle</comment>
        <translation>walang live straddle ang house na ito, kaya walang pagpasok gamit ito (K26, LC-47)</translation>
    </message>
    <message>
        <source>the pot is being pushed: remove him once the hand is over</source>
        <comment>players.refusal.pot_being_pushed_remove_him</comment>
        <translation>ibinibigay ang pot: alisin siya pagkatapos ng kamay</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>players.refusal.seat_empty</comment>
        <translation>bakante ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: rule on it between hands</source>
        <comment>players.refusal.seat_hand_rule_between_hands</comment>
        <translation>kasali sa kamay ang upuan {seat}: magpasya sa pagitan ng kamay</translation>
    </message>
    <message>
        <source>seat {seat} has already been removed by the floor</source>
        <comment>players.refusal.seat_has_already_been_removed</comment>
        <translation>inalis na ng floor ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack} in front of him</source>
        <comment>players.refusal.seat_has_only_front_him</comment>
        <translation>${stack} lang ang nasa harap ng upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} owes a big blind before his next hand ({rule_id}): he posts it, buys the button or straddles</source>
        <comment>players.refusal.seat_owes_big_blind_before</comment>
        <translation>may utang na big blind ang upuan {seat} bago ang susunod niyang kamay ({rule_id}): maglalagay siya, bibili ng button o magsa-straddle</translation>
    </message>
    <message>
        <source>seat {seat} is on turn: colour up after his action, not during it (LC-14)</source>
        <comment>players.refusal.seat_turn_colour_up_after</comment>
        <translation>turno ng upuan {seat}: mag-colour up pagkatapos ng aksyon niya, hindi habang kumikilos (LC-14)</translation>
    </message>
    <message>
        <source>seat {seat} was not removed by the floor (LC-5)</source>
        <comment>players.refusal.seat_was_removed_floor_lc</comment>
        <translation>hindi inalis ng floor ang upuan {seat} (LC-5)</translation>
    </message>
    <message>
        <source>seat {seat} was removed by {by}: only the floor lets him back (LC-5)</source>
        <comment>players.refusal.seat_was_removed_only_floor</comment>
        <translation>inalis ni {by} ang upuan {seat}: floor lang ang makakapagbalik sa kanya (LC-5)</translation>
    </message>
    <message>
        <source>${chip} is not a standard chip of this game ({listed}, LC-14)</source>
        <comment>players.refusal.standard_chip_game_lc_14</comment>
        <translation>hindi karaniwang chip ng larong ito ang ${chip} ({listed}, LC-14)</translation>
    </message>
    <message>
        <source>${amount} ({live})</source>
        <comment>procedure.amount.collection</comment>
        <translation>${amount} ({live})</translation>
    </message>
    <message>
        <source>${live} live + ${dead} dead</source>
        <comment>procedure.amount.live_dead</comment>
        <translation>${live} live + ${dead} dead</translation>
    </message>
    <message>
        <source>${amount}</source>
        <comment>procedure.amount.plain</comment>
        <translation>${amount}</translation>
    </message>
    <message>
        <source> (high half)</source>
        <comment>procedure.high_half</comment>
        <translation> (mataas na kalahati)</translation>
    </message>
    <message>
        <source> (low half)</source>
        <comment>procedure.low_half</comment>
        <translation> (mababang kalahati)</translation>
    </message>
    <message>
        <source> ({half} half)</source>
        <comment>procedure.other_half</comment>
        <translation> (kalahating {half})</translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <comment>procedure.side_pot</comment>
        <translation>side pot {number}</translation>
    </message>
    <message>
        <source>The high board as of 6th street opens: seat {seat}</source>
        <comment>irregularities.stud_procedure.step.high_board_6th_street_opens</comment>
        <translation>Ang pinakamataas na board sa 6th street ang magbubukas: upuan {seat}</translation>
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
        <translation>Bayad sa bahay mula sa bawat manlalaro bago ang bigay: ${amount} (CG-3CP-02)</translation>
    </message>
    <message>
        <source>No collection stated for this game (K04)</source>
        <comment>banked.collection.none_stated</comment>
        <translation>Walang nakasaad na bayad sa bahay para sa larong ito (K04)</translation>
    </message>
    <message>
        <source>Rake mode not chosen; options: {options}</source>
        <comment>banked.collection.rake_not_chosen</comment>
        <translation>Hindi pa napili ang paraan ng rake; mga opsyon: {options}</translation>
    </message>
    <message>
        <source>Rake on {who} (HTP-3CP-16)</source>
        <comment>banked.collection.rake_on</comment>
        <translation>Rake sa {who} (HTP-3CP-16)</translation>
    </message>
    <message>
        <source>Collection from every player before the deal: amount set by the room (Gaps) (CG-3CP-02)</source>
        <comment>banked.collection.room_sets</comment>
        <translation>Bayad sa bahay mula sa bawat manlalaro bago ang bigay: halagang itinakda ng silid (Gaps) (CG-3CP-02)</translation>
    </message>
    <message>
        <source>ruling {ruling}: {title}</source>
        <comment>banked.corrections.voided_by_ruling</comment>
        <translation>pasya {ruling}: {title}</translation>
    </message>
    <message>
        <source>four</source>
        <comment>banked.count.four</comment>
        <translation>apat na</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>banked.count.seven</comment>
        <translation>pitong</translation>
    </message>
    <message>
        <source>three</source>
        <comment>banked.count.three</comment>
        <translation>tatlong</translation>
    </message>
    <message>
        <source>two</source>
        <comment>banked.count.two</comment>
        <translation>dalawang</translation>
    </message>
    <message>
        <source>does not qualify</source>
        <comment>banked.does_not_qualify</comment>
        <translation>hindi kwalipikado</translation>
    </message>
    <message>
        <source>DP has {hand}: {verdict} (a pair needed, HTP-FLH-08)</source>
        <comment>banked.florida.dp_has</comment>
        <translation>May {hand} ang bangkero: {verdict} (kailangan ang isang pares, HTP-FLH-08)</translation>
    </message>
    <message>
        <source>Deal the flop</source>
        <comment>banked.florida_holdem.need.deal_flop</comment>
        <translation>I-deal ang flop</translation>
    </message>
    <message>
        <source>Deal the turn and river</source>
        <comment>banked.florida_holdem.need.deal_turn_and_river</comment>
        <translation>I-deal ang turn at river</translation>
    </message>
    <message>
        <source>Seat {seat}: {option} or Play {plays}</source>
        <comment>banked.florida_holdem.need.decide</comment>
        <translation>Upuan {seat}: {option} o Play {plays}</translation>
    </message>
    <message>
        <source>P/D has {count}</source>
        <comment>banked.hot_action.pd_has</comment>
        <translation>May {count} ang bangkero</translation>
    </message>
    <message>
        <source>P/D has {count} (late natural: play after the deal is void, floor confirms, CG-HAB-17)</source>
        <comment>banked.hot_action.pd_has_late_natural</comment>
        <translation>May {count} ang bangkero (huling natural: walang bisa ang laro pagkatapos ng bigay, kinukumpirma ng floor, CG-HAB-17)</translation>
    </message>
    <message>
        <source>Deal one card to seat {seat} hand {hand}</source>
        <comment>banked.hot_action_blackjack.need.deal_one</comment>
        <translation>Mag-deal ng isang baraha sa upuan {seat} kamay {hand}</translation>
    </message>
    <message>
        <source>Deal the P/D two cards (or the up card, hole card later)</source>
        <comment>banked.hot_action_blackjack.need.deal_p_d</comment>
        <translation>Mag-deal ng dalawang baraha sa bangkero (o ang up card, ang hole card mamaya)</translation>
    </message>
    <message>
        <source>Deal two cards to seat {seat}</source>
        <comment>banked.hot_action_blackjack.need.deal_two</comment>
        <translation>Mag-deal ng dalawang baraha sa upuan {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} ({total}): {player} decides: {options}</source>
        <comment>banked.hot_action_blackjack.need.decide</comment>
        <translation>Upuan {seat} kamay {hand} ({total}): si {player} ang magpapasya: {options}</translation>
    </message>
    <message>
        <source>P/D has {total}: deal him a card</source>
        <comment>banked.hot_action_blackjack.need.p_d_draws</comment>
        <translation>Ang bangkero ay may {total}: bigyan siya ng isang baraha</translation>
    </message>
    <message>
        <source>Hot Action Blackjack&apos;s rows give no replacement for an exposed card ({house}): the floor rules at the table ({rule})</source>
        <comment>banked.hot_action_blackjack.no_replacement</comment>
        <translation>Walang kapalit ang nakitang baraha sa mga patakaran ng Hot Action Blackjack ({house}): ang floor ang magpapasya sa mesa ({rule})</translation>
    </message>
    <message>
        <source>Deal {count} cards to {who}{extra}</source>
        <comment>banked.need.deal_cards</comment>
        <translation>Mag-deal ng {count} baraha sa {who}{extra}</translation>
    </message>
    <message>
        <source>check</source>
        <comment>banked.option.check</comment>
        <translation>check</translation>
    </message>
    <message>
        <source>double</source>
        <comment>banked.option.double</comment>
        <translation>double</translation>
    </message>
    <message>
        <source>fold</source>
        <comment>banked.option.fold</comment>
        <translation>fold</translation>
    </message>
    <message>
        <source>hit</source>
        <comment>banked.option.hit</comment>
        <translation>hit</translation>
    </message>
    <message>
        <source>split</source>
        <comment>banked.option.split</comment>
        <translation>split</translation>
    </message>
    <message>
        <source>stand</source>
        <comment>banked.option.stand</comment>
        <translation>stand</translation>
    </message>
    <message>
        <source>Seat {seat} sets a two-card front and a five-card back</source>
        <comment>banked.pai_gow.need.set_hands</comment>
        <translation>Ang upuan {seat} ay mag-aayos ng harap na dalawang baraha at likod na limang baraha</translation>
    </message>
    <message>
        <source>The P/D picks the action pile and shakes three dice</source>
        <comment>banked.pai_gow.need.shake_dice</comment>
        <translation>Pipili ang bangkero ng action pile at aalugin ang tatlong dice</translation>
    </message>
    <message>
        <source> (the action pile)</source>
        <comment>banked.pai_gow.note.action_pile</comment>
        <translation> (ang action pile)</translation>
    </message>
    <message>
        <source>P/D front {front}, back {back}</source>
        <comment>banked.pai_gow.pd_front_back</comment>
        <translation>Bangkero: harap {front}, likod {back}</translation>
    </message>
    <message>
        <source>Give seat {seat} the next card from the shoe in place of the card out of play ({rule})</source>
        <comment>banked.plans.need.replacement_card</comment>
        <translation>Ibigay sa upuan {seat} ang susunod na baraha mula sa shoe kapalit ng barahang wala na sa laro ({rule})</translation>
    </message>
    <message>
        <source>With no seat and card named, the floor shows the card and rules; the app changes nothing ({rules}).</source>
        <comment>banked.plans.people.card_off_table</comment>
        <translation>Kung walang upuan at barahang binanggit, ipapakita ng floor ang baraha at magpapasya; walang babaguhin ang app ({rules}).</translation>
    </message>
    <message>
        <source>Dealing the player out and calling the lead floor supervisor are done at the table ({rules}); if the deck is no longer usable, report a fouled deck ({rules2}).</source>
        <comment>banked.plans.people.cards_damaged</comment>
        <translation>Sa mesa gagawin ang pag-alis sa player sa deal at pagtawag sa lead floor supervisor ({rules}); kung hindi na magagamit ang deck, i-report ang fouled deck ({rules2}).</translation>
    </message>
    <message>
        <source>The app voids no round here (no card out yet, or chips already moved): the floor settles the money by hand and the deck is replaced ({rules}).</source>
        <comment>banked.plans.people.fouled_deck</comment>
        <translation>Walang round na pinapawalang-bisa ang app dito (wala pang barahang lumabas, o nailipat na ang chips): ang floor ang mag-aayos ng pera nang mano-mano at papalitan ang deck ({rules}).</translation>
    </message>
    <message>
        <source>Too late to rule ({rules}): nothing to carry out.</source>
        <comment>banked.plans.people.late_objection</comment>
        <translation>Huli na para magpasya ({rules}): walang gagawin.</translation>
    </message>
    <message>
        <source>The override and its reason are the record; nothing to carry out ({rules}).</source>
        <comment>banked.plans.people.management_override</comment>
        <translation>Ang override at ang dahilan nito ang rekord; walang gagawin ({rules}).</translation>
    </message>
    <message>
        <source>Nothing for the app to carry out.</source>
        <comment>banked.plans.people.nothing</comment>
        <translation>Walang gagawin ang app.</translation>
    </message>
    <message>
        <source>On confirmation seat {seat}&apos;s {card} is out of play and the seat gets the next card from the shoe after the deal ({rules}; {house}: the floor rules, {rule})</source>
        <comment>banked.plans.replace_on_confirmation</comment>
        <translation>Pag nakumpirma, wala na sa laro ang {card} ng upuan {seat} at makukuha ng upuan ang susunod na baraha mula sa shoe pagkatapos ng deal ({rules}; {house}: ang floor ang magpapasya, {rule})</translation>
    </message>
    <message>
        <source>On confirmation the round is void and every wager goes back ({rule})</source>
        <comment>banked.plans.void_on_confirmation</comment>
        <translation>Pag nakumpirma, walang bisa ang round at ibabalik ang lahat ng taya ({rule})</translation>
    </message>
    <message>
        <source>; give back every wager placed</source>
        <comment>banked.procedure.give_back_wagers</comment>
        <translation>; ibalik ang lahat ng taya na nailagay</translation>
    </message>
    <message>
        <source>Compare in this order: {seats}</source>
        <comment>banked.procedure.step.compare_order</comment>
        <translation>Paghambingin sa ganitong ayos: {seats}</translation>
    </message>
    <message>
        <source>the posted amount</source>
        <comment>banked.procedure.the_posted_amount</comment>
        <translation>ang nakapaskil na halaga</translation>
    </message>
    <message>
        <source>qualifies</source>
        <comment>banked.qualifies</comment>
        <translation>kwalipikado</translation>
    </message>
    <message>
        <source>every player alike except the banker</source>
        <comment>banked.rake.all_but_banker</comment>
        <translation>lahat ng manlalaro nang pareho maliban sa bangkero</translation>
    </message>
    <message>
        <source>every player alike, the banker included</source>
        <comment>banked.rake.all_players</comment>
        <translation>lahat ng manlalaro nang pareho, kasama ang bangkero</translation>
    </message>
    <message>
        <source>the banker only</source>
        <comment>banked.rake.banker_only</comment>
        <translation>ang bangkero lamang</translation>
    </message>
    <message>
        <source>{mode}: {label}</source>
        <comment>banked.rake.option</comment>
        <translation>{mode}: {label}</translation>
    </message>
    <message>
        <source>nobody keeps the bank now: offer it and record the answer (K14)</source>
        <comment>banked.refusal.nobody_keeps_bank</comment>
        <translation>walang humahawak ng bangko ngayon: ialok ito at itala ang sagot (K14)</translation>
    </message>
    <message>
        <source>offer the bank and record the answer before the round (K14)</source>
        <comment>banked.refusal.offer_bank_first</comment>
        <translation>ialok ang bangko at itala ang sagot bago ang round (K14)</translation>
    </message>
    <message>
        <source>seat {seat} {bettor} {wager} ${amount}: {status}, {result}; paid ${paid}, collected ${collected}, returned ${returned}; banker&apos;s stake left ${left}</source>
        <comment>banked.replay.wager_settled</comment>
        <translation>upuan {seat} {bettor} {wager} ${amount}: {status}, {result}; binayaran ${paid}, nakolekta ${collected}, ibinalik ${returned}; natitirang taya ng bangkero ${left}</translation>
    </message>
    <message>
        <source>{player} did not bet as a player last round ({rule})</source>
        <comment>banked.rotation.did_not_bet_last_round</comment>
        <translation>Hindi tumaya si {player} bilang player noong nakaraang round ({rule})</translation>
    </message>
    <message>
        <source>the bank went to {others} player(s) other than a TPPP in the last {minutes} minutes; {required} are required: the game must stop ({rule})</source>
        <comment>banked.rotation.game_must_stop</comment>
        <translation>napunta ang bangko sa {others} player na hindi TPPP sa huling {minutes} minuto; {required} ang kailangan: dapat huminto ang laro ({rule})</translation>
    </message>
    <message>
        <source>nobody sits there</source>
        <comment>banked.rotation.nobody_sits_there</comment>
        <translation>walang nakaupo roon</translation>
    </message>
    <message>
        <source>after a TPPP banks, the bank goes to another player ({rule})</source>
        <comment>banked.rotation.tppp_then_another</comment>
        <translation>pagkatapos mag-bangko ang isang TPPP, mapupunta ang bangko sa ibang player ({rule})</translation>
    </message>
    <message>
        <source>the collection here is ${due} (CG-3CP-02, K04)</source>
        <comment>banked.round.refusal.collection_here_cg_3cp_02</comment>
        <translation>ang bayad dito ay ${due} (CG-3CP-02, K04)</translation>
    </message>
    <message>
        <source>a collection is a positive amount (K04)</source>
        <comment>banked.round.refusal.collection_positive_amount_k04</comment>
        <translation>dapat positibong halaga ang bayad (K04)</translation>
    </message>
    <message>
        <source>{detail} ({card})</source>
        <comment>banked.rulings.detail.card</comment>
        <translation>{detail} ({card})</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.rulings.detail.seat</comment>
        <translation>upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.seat</comment>
        <translation>upuan {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <comment>banked.seat_title</comment>
        <translation>Upuan {seat}</translation>
    </message>
    <message>
        <source>covered</source>
        <comment>banked.settle.covered</comment>
        <translation>sakop</translation>
    </message>
    <message>
        <source>dead: returned, not raked</source>
        <comment>banked.settle.dead</comment>
        <translation>patay: ibinalik, walang rake</translation>
    </message>
    <message>
        <source>{who} {bettor} {wager} ${amount}: {status}: {moves}; banker&apos;s stake left ${left}</source>
        <comment>banked.settle.line</comment>
        <translation>{who} {bettor} {wager} ${amount}: {status}: {moves}; natitirang puhunan ng bangkero ${left}</translation>
    </message>
    <message>
        <source>lose</source>
        <comment>banked.settle.lose</comment>
        <translation>talo</translation>
    </message>
    <message>
        <source>no_action</source>
        <comment>banked.settle.no_action</comment>
        <translation>walang aksyon</translation>
    </message>
    <message>
        <source>nothing moves</source>
        <comment>banked.settle.nothing_moves</comment>
        <translation>walang gagalaw</translation>
    </message>
    <message>
        <source>partly covered</source>
        <comment>banked.settle.partly_covered</comment>
        <translation>bahagyang sakop</translation>
    </message>
    <message>
        <source>partly covered (${covered})</source>
        <comment>banked.settle.partly_covered_by</comment>
        <translation>bahagyang sakop (${covered})</translation>
    </message>
    <message>
        <source>pay ${amount}</source>
        <comment>banked.settle.pay</comment>
        <translation>bayaran ${amount}</translation>
    </message>
    <message>
        <source>push</source>
        <comment>banked.settle.push</comment>
        <translation>tabla (push)</translation>
    </message>
    <message>
        <source>return ${amount}</source>
        <comment>banked.settle.return</comment>
        <translation>ibalik ${amount}</translation>
    </message>
    <message>
        <source>returned (no action)</source>
        <comment>banked.settle.returned</comment>
        <translation>ibinalik (walang aksyon)</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand}</source>
        <comment>banked.settle.seat_hand</comment>
        <translation>Upuan {seat} kamay {hand}</translation>
    </message>
    <message>
        <source>Settled: {line}</source>
        <comment>banked.settle.settled</comment>
        <translation>Bayad na: {line}</translation>
    </message>
    <message>
        <source>{status}, {result}</source>
        <comment>banked.settle.status_result</comment>
        <translation>{status}, {result}</translation>
    </message>
    <message>
        <source>take ${amount}</source>
        <comment>banked.settle.take</comment>
        <translation>kunin ${amount}</translation>
    </message>
    <message>
        <source>win</source>
        <comment>banked.settle.win</comment>
        <translation>panalo</translation>
    </message>
    <message>
        <source>the bank is offered between rounds, before the deal (CG-3CP-08)</source>
        <comment>banked.table.refusal.bank_offered_between_rounds_before</comment>
        <translation>inaalok ang bangka sa pagitan ng round, bago ang deal (CG-3CP-08)</translation>
    </message>
    <message>
        <source>a third-party proposition player is declared between rounds (CA-PDR)</source>
        <comment>banked.table.refusal.third_party_proposition_player_declared</comment>
        <translation>idinedeklara ang third-party proposition player sa pagitan ng round (CA-PDR)</translation>
    </message>
    <message>
        <source>Banker shows {hand}: {verdict} (queen-high needed, {rule})</source>
        <comment>banked.three_card.banker_shows</comment>
        <translation>Ipinakita ng bangkero ang {hand}: {verdict} (kailangan ang queen-high, {rule})</translation>
    </message>
    <message>
        <source>Seat {seat}: Call ${ante} or fold</source>
        <comment>banked.three_card_poker.need.call_or_fold</comment>
        <translation>Upuan {seat}: Call ${ante} o fold</translation>
    </message>
    <message>
        <source>Seat {seat}: Play ${ante} or fold the Ante</source>
        <comment>banked.three_card_poker.need.play_or_fold_ante</comment>
        <translation>Upuan {seat}: Play ${ante} o i-fold ang Ante</translation>
    </message>
    <message>
        <source> (one face up, {rule})</source>
        <comment>banked.three_card_poker.note.one_face_up</comment>
        <translation> (isang nakaharap, {rule})</translation>
    </message>
    <message>
        <source>the P/D gets two cards down and one up (CG-3CP-03)</source>
        <comment>banked.three_card_poker.refusal.p_d_gets_two_cards</comment>
        <translation>dalawang nakataob at isang nakabukas ang baraha ng bangkero (CG-3CP-03)</translation>
    </message>
    <message>
        <source>player cards are dealt face down (CG-3CP-03, HTP-3CP-01)</source>
        <comment>banked.three_card_poker.refusal.player_cards_are_dealt_face</comment>
        <translation>nakataob na dine-deal ang baraha ng players (CG-3CP-03, HTP-3CP-01)</translation>
    </message>
    <message>
        <source>DP&apos;s best two: {hand}: {verdict} (J-2 suited needed, HTP-2CP-08)</source>
        <comment>banked.two_card.dp_best_two</comment>
        <translation>Pinakamahusay na dalawa ng bangkero: {hand}: {verdict} (kailangan ang J-2 na magkapareho ng suit, HTP-2CP-08)</translation>
    </message>
    <message>
        <source>Seat {seat}: Call ${base} and keep two cards, or fold</source>
        <comment>banked.two_card_poker.need.call_or_fold</comment>
        <translation>Upuan {seat}: Call ${base} at itabi ang dalawang baraha, o fold</translation>
    </message>
    <message>
        <source>the banker</source>
        <comment>banked.who.banker</comment>
        <translation>bangkero</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.who.seat</comment>
        <translation>upuan {seat}</translation>
    </message>
    <message>
        <source>Bring-in to ${amount}</source>
        <comment>betting.label.bring_in</comment>
        <translation>Bring-in ${amount}</translation>
    </message>
    <message>
        <source>Bring-in ${low}-${high}</source>
        <comment>betting.label.bring_in_range</comment>
        <translation>Bring-in ${low}-${high}</translation>
    </message>
    <message>
        <source>Bust ({total})</source>
        <comment>blackjack.bust</comment>
        <translation>Bust ({total})</translation>
    </message>
    <message>
        <source>{total} (hard)</source>
        <comment>blackjack.hard</comment>
        <translation>{total} (hard)</translation>
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
        <translation>{total} (soft)</translation>
    </message>
    <message>
        <source>Super Natural (24)</source>
        <comment>blackjack.super_natural</comment>
        <translation>Super Natural (24)</translation>
    </message>
    <message>
        <source>the best card was drawn by seat {best}, not seat {button}: the button goes there (LC-28)</source>
        <comment>button_draw.refusal.best_card_was_drawn_seat</comment>
        <translation>ang upuan {best} ang nakabunot ng pinakamagandang baraha, hindi ang {button}: doon ang button (LC-28)</translation>
    </message>
    <message>
        <source>{text} cannot be drawn: the draw for the button is made without jokers (LC-28)</source>
        <comment>button_draw.refusal.cannot_drawn_draw_button_made</comment>
        <translation>hindi mabubunot ang {text}: walang joker sa bunutan ng button (LC-28)</translation>
    </message>
    <message>
        <source>the draw for the button needs two or more players (LC-86)</source>
        <comment>button_draw.refusal.draw_button_needs_two_more</comment>
        <translation>kailangan ng bunutan ng button ng dalawa o higit pang player (LC-86)</translation>
    </message>
    <message>
        <source>the draw for the button opens a new game: this game&apos;s button is already on seat {button} (LC-86)</source>
        <comment>button_draw.refusal.draw_button_opens_new_game</comment>
        <translation>binubuksan ng bunutan ng button ang bagong laro: nasa upuan {button} na ang button ng larong ito (LC-86)</translation>
    </message>
    <message>
        <source>nobody drew a card (LC-86)</source>
        <comment>button_draw.refusal.nobody_drew_card_lc_86</comment>
        <translation>walang bumunot ng baraha (LC-86)</translation>
    </message>
    <message>
        <source>a seat drew twice: one card each (LC-86)</source>
        <comment>button_draw.refusal.seat_drew_twice_one_card</comment>
        <translation>dalawang beses bumunot ang isang upuan: isang baraha bawat isa (LC-86)</translation>
    </message>
    <message>
        <source>seat(s) {strangers} cannot draw: only players seated and present with chips draw for the button (LC-86)</source>
        <comment>button_draw.refusal.seat_s_cannot_draw_only</comment>
        <translation>hindi puwedeng bumunot ang upuan {strangers}: ang nakaupo, naroon at may chips lang ang bubunot para sa button (LC-86)</translation>
    </message>
    <message>
        <source>seat(s) {missing} did not draw: every player seated and present draws for the button (LC-86)</source>
        <comment>button_draw.refusal.seat_s_did_draw_every</comment>
        <translation>hindi bumunot ang upuan {missing}: bubunot ang bawat nakaupo at naroon para sa button (LC-86)</translation>
    </message>
    <message>
        <source>{count} seats drew {count2} cards: one card each (LC-86)</source>
        <comment>button_draw.refusal.seats_drew_cards_one_card</comment>
        <translation>{count} upuan ang bumunot ng {count2} baraha: isang baraha bawat isa (LC-86)</translation>
    </message>
    <message>
        <source>stud has no button to draw for: the deal starts at seat 1 (CG-STD-02)</source>
        <comment>button_draw.refusal.stud_has_no_button_draw</comment>
        <translation>walang button na bubunutin sa stud: sa upuan 1 magsisimula ang deal (CG-STD-02)</translation>
    </message>
    <message>
        <source>{text} was drawn twice: draw again from one deck (LC-28)</source>
        <comment>button_draw.refusal.was_drawn_twice_draw_again</comment>
        <translation>dalawang beses nabunot ang {text}: bumunot ulit mula sa iisang deck (LC-28)</translation>
    </message>
    <message>
        <source>a buy-in of ${amount} cannot play ${plays}</source>
        <comment>buy_in_record.refusal.buy_cannot_play</comment>
        <translation>hindi makakapaglaro ng ${plays} ang buy-in na ${amount}</translation>
    </message>
    <message>
        <source>a declared buy-in plays in full (LC-26d)</source>
        <comment>buy_in_record.refusal.declared_buy_plays_full_lc</comment>
        <translation>buo ang laro ng idineklarang buy-in (LC-26d)</translation>
    </message>
    <message>
        <source>a floor override names the floorperson and the reason (LC-P1)</source>
        <comment>buy_in_record.refusal.floor_override_names_floorperson_reason</comment>
        <translation>pinapangalanan ng override ng floor ang floor at ang dahilan (LC-P1)</translation>
    </message>
    <message>
        <source>{kind!r} is not a kind of buy-in ({items})</source>
        <comment>buy_in_record.refusal.kind_buy</comment>
        <translation>hindi uri ng buy-in ang {kind!r} ({items})</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>buy_in_record.refusal.seat</comment>
        <translation>si {player} ang nasa upuan {seat}, hindi si {player2}</translation>
    </message>
    <message>
        <source>charts cancelled</source>
        <comment>charts.cancelled</comment>
        <translation>kinansela ang mga tsart</translation>
    </message>
    <message>
        <source>seat(s) {seats} acted after seat {seat}: he completes the raise (LC-58b)</source>
        <comment>chip_rulings.refusal.acted_after_complete</comment>
        <translation>kumilos ang (mga) upuan {seats} pagkatapos ng upuan {seat}: kukumpletuhin niya ang taas (LC-58b)</translation>
    </message>
    <message>
        <source>seat(s) {seats} acted after seat {seat}: he completes the raise or folds (LC-58a)</source>
        <comment>chip_rulings.refusal.acted_after_complete_or_fold</comment>
        <translation>kumilos ang (mga) upuan {seats} pagkatapos ng upuan {seat}: kukumpletuhin niya ang taas o titiklop (LC-58a)</translation>
    </message>
    <message>
        <source>forward motion</source>
        <comment>chip_rulings.word.forward_motion</comment>
        <translation>pasulong na galaw (forward motion)</translation>
    </message>
    <message>
        <source>seat {seat} objects</source>
        <comment>chip_rulings.word.seat_objects</comment>
        <translation>tumututol ang upuan {seat}</translation>
    </message>
    <message>
        <source>stacked and paused</source>
        <comment>chip_rulings.word.stacked_and_paused</comment>
        <translation>nagpatong at huminto</translation>
    </message>
    <message>
        <source>string raise</source>
        <comment>chip_rulings.word.string_raise</comment>
        <translation>string raise</translation>
    </message>
    <message>
        <source>his &apos;call&apos; binds now: he owes the full ${owed}</source>
        <comment>chips.note.call_binds_now</comment>
        <translation>may bisa na ang kanyang &apos;call&apos;: utang niya ang buong ${owed}</translation>
    </message>
    <message>
        <source>said &apos;call&apos; with no chips: not bound until someone acts</source>
        <comment>chips.note.call_without_chips</comment>
        <translation>nagsabi ng &apos;call&apos; nang walang chips: hindi pa nakatali hangga&apos;t walang kumikilos</translation>
    </message>
    <message>
        <source>complete ${rest} more or fold, forfeiting ${put_in}</source>
        <comment>chips.note.complete_or_fold</comment>
        <translation>kumpletuhin ng ${rest} pa o tumiklop, mawawala ang ${put_in}</translation>
    </message>
    <message>
        <source>not enough for a raise: give back ${amount}</source>
        <comment>chips.note.not_enough_for_raise</comment>
        <translation>kulang para sa taas: ibalik ang ${amount}</translation>
    </message>
    <message>
        <source>{note}, or he may take his ${put_in} back and act again</source>
        <comment>chips.note.or_take_back</comment>
        <translation>{note}, o puwede niyang bawiin ang kanyang ${put_in} at kumilos muli</translation>
    </message>
    <message>
        <source>one oversized chip without a word is a call: give back ${amount}</source>
        <comment>chips.note.oversized_chip_call</comment>
        <translation>isang malaking chip nang walang sinasabi ay sabay (call): ibalik ang ${amount}</translation>
    </message>
    <message>
        <source>short by ${amount}: ask for the rest</source>
        <comment>chips.note.short_ask_rest</comment>
        <translation>kulang ng ${amount}: hingin ang natitira</translation>
    </message>
    <message>
        <source> ({prefix}&apos;s rulebook says nothing on this)</source>
        <comment>citations.silence</comment>
        <translation> (walang sinasabi ang rulebook ng {prefix} tungkol dito)</translation>
    </message>
    <message>
        <source>the rule</source>
        <comment>citations.the_rule</comment>
        <translation>ang patakaran</translation>
    </message>
    <message>
        <source>seat {seat} is {player} with ${stack}: a departure records who left, his whole stack and the time (LC-91)</source>
        <comment>departures.refusal.record_does_not_match</comment>
        <translation>ang upuan {seat} ay si {player} na may ${stack}: itinatala ng pag-alis kung sino, ang lahat ng chips niya at ang oras (LC-91)</translation>
    </message>
    <message>
        <source>a departure cannot be recorded before the last one recorded at this table (LC-91)</source>
        <comment>departures.refusal.time_goes_back</comment>
        <translation>hindi maitatala ang pag-alis nang mas maaga sa huling naitala sa mesang ito (LC-91)</translation>
    </message>
    <message>
        <source>{path} is in use by another program (a spreadsheet that has it open?): close it there and export again; nothing was written</source>
        <comment>export.busy</comment>
        <translation>ginagamit ng ibang programa ang {path} (may spreadsheet bang nakabukas dito?): isara ito roon at mag-export muli; walang naisulat</translation>
    </message>
    <message>
        <source>export cancelled; nothing was written</source>
        <comment>export.cancelled</comment>
        <translation>kinansela ang pag-export; walang naisulat</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <comment>export.cannot_write</comment>
        <translation>hindi maisulat ang {path}: {error}</translation>
    </message>
    <message>
        <source>the disk for {path} is full: nothing was written; free space (or choose fewer days) and export again</source>
        <comment>export.disk_full</comment>
        <translation>puno ang disk para sa {path}: walang naisulat; magbakante ng espasyo (o pumili ng mas kaunting araw) at mag-export muli</translation>
    </message>
    <message>
        <source>the folder for {path} is gone (a USB stick taken out?): nothing was written; put it back and export again</source>
        <comment>export.folder_gone</comment>
        <translation>wala na ang folder para sa {path} (tinanggal ba ang USB stick?): walang naisulat; ibalik ito at mag-export muli</translation>
    </message>
    <message>
        <source>{path} cannot be written (no permission, or a read-only disk): nothing was written; call a technician</source>
        <comment>export.no_permission</comment>
        <translation>hindi masulatan ang {path} (walang pahintulot, o read-only na disk): walang naisulat; tawagin ang technician</translation>
    </message>
    <message>
        <source>unknown {what} {value}; the log has none yet</source>
        <comment>export.none_yet</comment>
        <translation>walang {what} na {value}; wala pang laman ang log</translation>
    </message>
    <message>
        <source>{path} is not a regular file (a device, FIFO, folder or link): an export writes only a new file or replaces a regular one; it was left as it was</source>
        <comment>export.not_a_file</comment>
        <translation>ang {path} ay hindi karaniwang file (device, FIFO, folder o link): ang export ay sumusulat lang ng bagong file o pumapalit sa karaniwang file; iniwan ito kung paano ito</translation>
    </message>
    <message>
        <source>unknown game {game}; the room has no hands</source>
        <comment>export.room_has_no_hands</comment>
        <translation>hindi kilalang laro {game}; walang kamay ang room</translation>
    </message>
    <message>
        <source>unknown game {game}; the room has: {games}</source>
        <comment>export.room_lacks_game</comment>
        <translation>hindi kilalang laro {game}; ang room ay may: {games}</translation>
    </message>
    <message>
        <source>unknown {what} {value}; the log has: {known}</source>
        <comment>export.unknown_filter</comment>
        <translation>walang {what} na {value}; ang log ay may: {known}</translation>
    </message>
    <message>
        <source>unknown format {fmt}; choose one of {formats}</source>
        <comment>export.unknown_format</comment>
        <translation>hindi kilalang format {fmt}; pumili ng isa sa {formats}</translation>
    </message>
    <message>
        <source>game</source>
        <comment>export.what_game</comment>
        <translation>laro</translation>
    </message>
    <message>
        <source>table</source>
        <comment>export.what_table</comment>
        <translation>mesa</translation>
    </message>
    <message>
        <source>{game} is not a flop or stud game; this table engine runs Hold&apos;em, Omaha and stud</source>
        <comment>from_profile.refusal.flop_stud_game_table_engine</comment>
        <translation>Hindi flop o stud na laro ang {game}; Hold&apos;em, Omaha at stud ang nilalaro sa mesang ito</translation>
    </message>
    <message>
        <source>Five {ranks}</source>
        <comment>hand.five_of_a_kind</comment>
        <translation>Five {ranks}</translation>
    </message>
    <message>
        <source>Flush, {rank} high</source>
        <comment>hand.flush</comment>
        <translation>Flush, {rank} high</translation>
    </message>
    <message>
        <source>Flush, {cards}</source>
        <comment>hand.flush_cards</comment>
        <translation>Flush, {cards}</translation>
    </message>
    <message>
        <source>Four {ranks}</source>
        <comment>hand.four_of_a_kind</comment>
        <translation>Four {ranks}</translation>
    </message>
    <message>
        <source>Full House, {ranks} over {ranks2}</source>
        <comment>hand.full_house</comment>
        <translation>Full House, {ranks} over {ranks2}</translation>
    </message>
    <message>
        <source>{rank} High</source>
        <comment>hand.high_card</comment>
        <translation>{rank} High</translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <comment>hand.one_pair</comment>
        <translation>Pares ng {ranks}</translation>
    </message>
    <message>
        <source>{street} betting</source>
        <comment>hand.phase.betting</comment>
        <translation>taya sa {street}</translation>
    </message>
    <message>
        <source>the {street} is being dealt</source>
        <comment>hand.phase.board</comment>
        <translation>ibinibigay ang {street}</translation>
    </message>
    <message>
        <source>the deal is in progress</source>
        <comment>hand.phase.dealing</comment>
        <translation>nagbibigay pa ng baraha</translation>
    </message>
    <message>
        <source>blinds are being posted</source>
        <comment>hand.phase.posting</comment>
        <translation>inilalagay ang mga blind</translation>
    </message>
    <message>
        <source>the pot has been pushed</source>
        <comment>hand.phase.settled</comment>
        <translation>naibigay na ang pot</translation>
    </message>
    <message>
        <source>the pot is being pushed</source>
        <comment>hand.phase.settling</comment>
        <translation>ibinibigay ang pot</translation>
    </message>
    <message>
        <source>showdown</source>
        <comment>hand.phase.showdown</comment>
        <translation>pagpapakita (showdown)</translation>
    </message>
    <message>
        <source>the hand was voided</source>
        <comment>hand.phase.voided</comment>
        <translation>napawalang-bisa ang kamay</translation>
    </message>
    <message>
        <source>seat {seat} checked earlier in this round and this game does not allow check-raise: call or fold (LC-55)</source>
        <comment>hand.refusal.no_check_raise</comment>
        <translation>nag-check ang upuan {seat} kanina sa round na ito at bawal ang check-raise sa larong ito: sabay o tiklop (LC-55)</translation>
    </message>
    <message>
        <source>seat {seat} cannot raise: the betting is capped at {cap} bets (LC-49, LC-126d)</source>
        <comment>hand.refusal.raise_capped</comment>
        <translation>hindi puwedeng tumaas ang upuan {seat}: umabot na sa hangganang {cap} taya (LC-49, LC-126d)</translation>
    </message>
    <message>
        <source>seat {seat} cannot raise: the all-in was short of a full raise, so players who already acted may only call or fold (LC-66, LC-126c)</source>
        <comment>hand.refusal.raise_not_reopened</comment>
        <translation>hindi puwedeng tumaas ang upuan {seat}: kulang sa buong taas ang all-in, kaya ang mga nakakilos na ay puwede lang sumabay o tumiklop (LC-66, LC-126c)</translation>
    </message>
    <message>
        <source>seat {seat} has too few chips to raise; all-in or call</source>
        <comment>hand.refusal.too_few_chips_to_raise</comment>
        <translation>kulang ang chips ng upuan {seat} para tumaas; all-in o sabay</translation>
    </message>
    <message>
        <source>Royal Flush</source>
        <comment>hand.royal_flush</comment>
        <translation>Royal Flush</translation>
    </message>
    <message>
        <source>Straight, {rank} high</source>
        <comment>hand.straight</comment>
        <translation>Straight, {rank} high</translation>
    </message>
    <message>
        <source>Straight Flush, {rank} high</source>
        <comment>hand.straight_flush</comment>
        <translation>Straight Flush, {rank} high</translation>
    </message>
    <message>
        <source>Straight Flush, {cards}</source>
        <comment>hand.straight_flush_cards</comment>
        <translation>Straight Flush, {cards}</translation>
    </message>
    <message>
        <source>Three {ranks}</source>
        <comment>hand.three_of_a_kind</comment>
        <translation>Three {ranks}</translation>
    </message>
    <message>
        <source>{a}-{b}-{c}</source>
        <comment>hand.three_ranks</comment>
        <translation>{a}-{b}-{c}</translation>
    </message>
    <message>
        <source>Two Pair, {ranks} and {ranks2}</source>
        <comment>hand.two_pair</comment>
        <translation>Two Pair, {ranks} at {ranks2}</translation>
    </message>
    <message>
        <source>{a}-{b}</source>
        <comment>hand.two_ranks</comment>
        <translation>{a}-{b}</translation>
    </message>
    <message>
        <source>{name} ({badge}) is the dealer signed in here, not badge {badge2}</source>
        <comment>house_dealers.refusal.dealer_signed_here_badge</comment>
        <translation>si {name} ({badge}) ang dealer na naka-sign in dito, hindi ang badge {badge2}</translation>
    </message>
    <message>
        <source>a dealer signs in with a badge and a name</source>
        <comment>house_dealers.refusal.dealer_signs_badge_name</comment>
        <translation>nagsa-sign in ang dealer gamit ang badge at pangalan</translation>
    </message>
    <message>
        <source>no dealer is signed in at this table</source>
        <comment>house_dealers.refusal.no_dealer_signed_table</comment>
        <translation>walang dealer na naka-sign in sa mesang ito</translation>
    </message>
    <message>
        <source>Take 1 more card from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.take_card_discards</comment>
        <translation>Kumuha ng 1 pang baraha mula sa stub papunta sa discards (isa bawat player na kasali nang matuklasan)</translation>
    </message>
    <message>
        <source>Take {owed} more cards from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.take_cards_discards</comment>
        <translation>Kumuha ng {owed} pang baraha mula sa stub papunta sa discards (isa bawat player na kasali nang matuklasan)</translation>
    </message>
    <message>
        <source>Whose cards were out of view, and where (off the table, below its edge)?</source>
        <comment>irregularity.cards_out_of_view.q1</comment>
        <translation>Kaninong baraha ang hindi nakikita, at saan (wala sa mesa, nasa ilalim ng gilid)?</translation>
    </message>
    <message>
        <source>A player&apos;s cards stay in plain view on the table the whole time; the floor decides what follows.</source>
        <comment>irregularity.cards_out_of_view.ruling</comment>
        <translation>Laging nakikita sa mesa ang baraha ng manlalaro; ang floor ang magpapasya sa susunod.</translation>
    </message>
    <message>
        <source>Ask him to bring his cards back into view at once</source>
        <comment>irregularity.cards_out_of_view.s1</comment>
        <translation>Pakiusapan siyang ibalik agad sa paningin ang baraha niya</translation>
    </message>
    <message>
        <source>Call the floor, who rules on the hand (LC-P1)</source>
        <comment>irregularity.cards_out_of_view.s2</comment>
        <translation>Tawagin ang floor, siya ang magpapasya sa kamay (LC-P1)</translation>
    </message>
    <message>
        <source>Cards held out of view</source>
        <comment>irregularity.cards_out_of_view.title</comment>
        <translation>Barahang hindi nakikita</translation>
    </message>
    <message>
        <source>Did he put cash forward as a bet or to cover a bet?</source>
        <comment>irregularity.cash_on_table.q1</comment>
        <translation>Naglabas ba siya ng pera bilang taya o pantapat sa taya?</translation>
    </message>
    <message>
        <source>Is a house runner bringing his chips, announced to the table (LC-26c)?</source>
        <comment>irregularity.cash_on_table.q2</comment>
        <translation>May runner ba ng bahay na nagdadala ng chips niya, at sinabi sa mesa (LC-26c)?</translation>
    </message>
    <message>
        <source>Cash never plays: the bet stands only with chips he has on the table. Only chips a house runner brings with the house&apos;s consent, told to the table, count before they arrive.</source>
        <comment>irregularity.cash_on_table.ruling</comment>
        <translation>Hindi kailanman tumataya ang pera: ang taya ay sa chips lang na nasa mesa niya. Ang chips lang na dala ng runner ng bahay, may pahintulot ng bahay at sinabi sa mesa, ang bilang bago dumating.</translation>
    </message>
    <message>
        <source>Stop the action on that bet; the cash stays out of the pot</source>
        <comment>irregularity.cash_on_table.s1</comment>
        <translation>Itigil ang aksyon sa tayang iyon; hindi papasok sa pot ang pera</translation>
    </message>
    <message>
        <source>He asks for chips (the dealer or a runner changes the cash)</source>
        <comment>irregularity.cash_on_table.s2</comment>
        <translation>Hihingi siya ng chips (papalitan ng dealer o runner ang pera)</translation>
    </message>
    <message>
        <source>Runner chips already announced: mark them on his seat (LC-26c)</source>
        <comment>irregularity.cash_on_table.s3</comment>
        <translation>Naianunsyo na ang chips ng runner: markahan sa upuan niya (LC-26c)</translation>
    </message>
    <message>
        <source>Cash put on the table to play</source>
        <comment>irregularity.cash_on_table.title</comment>
        <translation>Perang inilagay sa mesa para itaya</translation>
    </message>
    <message>
        <source>Who handed chips to whom, and how much?</source>
        <comment>irregularity.chips_passed.q1</comment>
        <translation>Sino ang nag-abot ng chips kanino, at magkano?</translation>
    </message>
    <message>
        <source>Is the player who took them waiting for announced runner chips?</source>
        <comment>irregularity.chips_passed.q2</comment>
        <translation>Naghihintay ba ang tumanggap ng naianunsyong chips ng runner?</translation>
    </message>
    <message>
        <source>Chips are not passed between players, not even to post an ante or a blind; only a player waiting for announced runner chips may be lent chips, which then play for him.</source>
        <comment>irregularity.chips_passed.ruling</comment>
        <translation>Hindi nag-aabutan ng chips ang mga manlalaro, kahit pang-ante o pang-blind; ang naghihintay lang ng naianunsyong chips ng runner ang mapapahiram, at para sa kanya tataya ang mga iyon.</translation>
    </message>
    <message>
        <source>Return the chips to the player who handed them over</source>
        <comment>irregularity.chips_passed.s1</comment>
        <translation>Ibalik ang chips sa nag-abot</translation>
    </message>
    <message>
        <source>Waiting for runner chips: record the chips as passed behind (LC-26c)</source>
        <comment>irregularity.chips_passed.s2</comment>
        <translation>Naghihintay ng chips ng runner: itala ang chips bilang ipinasa sa likod (LC-26c)</translation>
    </message>
    <message>
        <source>The floor speaks to both players</source>
        <comment>irregularity.chips_passed.s3</comment>
        <translation>Kakausapin ng floor ang dalawang manlalaro</translation>
    </message>
    <message>
        <source>Chips handed from one player to another</source>
        <comment>irregularity.chips_passed.title</comment>
        <translation>Chips na iniabot ng isang manlalaro sa iba</translation>
    </message>
    <message>
        <source>Whose chips are they, and in which pot or stack?</source>
        <comment>irregularity.foreign_chips.q1</comment>
        <translation>Kanino ang chips, at nasa aling pot o patong?</translation>
    </message>
    <message>
        <source>Are they another casino&apos;s, or still in a sealed wrapper?</source>
        <comment>irregularity.foreign_chips.q2</comment>
        <translation>Galing ba sa ibang casino, o nakabalot pa nang selyado?</translation>
    </message>
    <message>
        <source>Neither another casino&apos;s chips nor chips still sealed in their wrapper play.</source>
        <comment>irregularity.foreign_chips.ruling</comment>
        <translation>Hindi tumataya ang chips ng ibang casino o ang chips na selyado pa sa balot.</translation>
    </message>
    <message>
        <source>Take them out of the pot or stack and give them back to their owner</source>
        <comment>irregularity.foreign_chips.s1</comment>
        <translation>Alisin sa pot o patong at ibalik sa may-ari</translation>
    </message>
    <message>
        <source>He replaces them with this house&apos;s chips, or the bet is what his own chips cover</source>
        <comment>irregularity.foreign_chips.s2</comment>
        <translation>Papalitan niya ng chips ng bahay na ito, o ang taya ay ang kaya ng sarili niyang chips</translation>
    </message>
    <message>
        <source>Call the floor if a pot has been settled with them</source>
        <comment>irregularity.foreign_chips.s3</comment>
        <translation>Tawagin ang floor kung may pot nang naayos gamit ang mga iyon</translation>
    </message>
    <message>
        <source>Another casino&apos;s chips or wrapped chips in play</source>
        <comment>irregularity.foreign_chips.title</comment>
        <translation>Chips ng ibang casino o nakabalot na chips sa laro</translation>
    </message>
    <message>
        <source>Is he playing out of a chip rack?</source>
        <comment>irregularity.rack_on_table.q1</comment>
        <translation>Tumataya ba siya mula sa rack ng chips?</translation>
    </message>
    <message>
        <source>What else is on the playing surface?</source>
        <comment>irregularity.rack_on_table.q2</comment>
        <translation>Ano pa ang nasa ibabaw ng mesa ng laro?</translation>
    </message>
    <message>
        <source>Only chips and cards belong on the layout; nobody plays from a rack.</source>
        <comment>irregularity.rack_on_table.ruling</comment>
        <translation>Chips at baraha lang ang nasa mesa; walang tumataya mula sa rack.</translation>
    </message>
    <message>
        <source>Ask him to take his chips out of the rack and put the rack away</source>
        <comment>irregularity.rack_on_table.s1</comment>
        <translation>Pakiusapan siyang ilabas ang chips sa rack at itabi ang rack</translation>
    </message>
    <message>
        <source>Other objects leave the playing surface before the next deal</source>
        <comment>irregularity.rack_on_table.s2</comment>
        <translation>Aalisin sa mesa ang ibang bagay bago ang susunod na deal</translation>
    </message>
    <message>
        <source>Chip rack or other object on the playing surface</source>
        <comment>irregularity.rack_on_table.title</comment>
        <translation>Rack ng chips o ibang bagay sa mesa ng laro</translation>
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
        <translation>big blind</translation>
    </message>
    <message>
        <source>big blind ante</source>
        <comment>post.big_blind_ante</comment>
        <translation>big blind ante</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>post.button_blind</comment>
        <translation>button blind</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>post.buy_button</comment>
        <translation>pagbili ng button</translation>
    </message>
    <message>
        <source>collection</source>
        <comment>post.collection</comment>
        <translation>bayad sa bahay</translation>
    </message>
    <message>
        <source>kill</source>
        <comment>post.kill</comment>
        <translation>kill</translation>
    </message>
    <message>
        <source>may post</source>
        <comment>post.may_post</comment>
        <translation>Puwedeng mag-post</translation>
    </message>
    <message>
        <source>missed blinds</source>
        <comment>post.missed_blinds</comment>
        <translation>nalaktawang blind</translation>
    </message>
    <message>
        <source>new player blind</source>
        <comment>post.new_player_blind</comment>
        <translation>blind ng bagong player</translation>
    </message>
    <message>
        <source>single blind</source>
        <comment>post.single_blind</comment>
        <translation>iisang blind</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>post.small_blind</comment>
        <translation>small blind</translation>
    </message>
    <message>
        <source>straddle</source>
        <comment>post.straddle</comment>
        <translation>straddle</translation>
    </message>
    <message>
        <source>trailing blind</source>
        <comment>post.trailing_blind</comment>
        <translation>trailing blind</translation>
    </message>
    <message>
        <source>will post</source>
        <comment>post.will_post</comment>
        <translation>Magpo-post</translation>
    </message>
    <message>
        <source>: {hand}</source>
        <comment>procedure.hand_label</comment>
        <translation>: {hand}</translation>
    </message>
    <message>
        <source>After the antes, burn one card, then deal two cards down and one up to each player, starting with seat {seat}</source>
        <comment>procedure.step.after_antes_burn_deal_two_cards</comment>
        <translation>Pagkatapos ng antes, mag-burn ng isang baraha, saka mag-deal ng dalawang nakataob at isang nakabukas sa bawat player, simula sa upuan {seat}</translation>
    </message>
    <message>
        <source>After the antes, deal two cards down and one up to each player, starting with seat {seat}</source>
        <comment>procedure.step.after_antes_deal_two_cards</comment>
        <translation>Pagkatapos ng antes, mag-deal ng dalawang nakataob at isang nakabukas sa bawat player, simula sa upuan {seat}</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: 1 card face up</source>
        <comment>procedure.step.burn_deal_card_face_up</comment>
        <translation>Mag-burn ng isang baraha, saka i-deal ang {street}: 1 baraha nakabukas</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: {need} cards face up</source>
        <comment>procedure.step.burn_deal_cards_face_up</comment>
        <translation>Mag-burn ng isang baraha, saka i-deal ang {street}: {need} baraha nakabukas</translation>
    </message>
    <message>
        <source>{street}: burn, then one card {face} to each player still in, starting with seat {first}</source>
        <comment>procedure.step.burn_then_one_card_each</comment>
        <translation>{street}: mag-burn, saka isang baraha {face} sa bawat player na kasali pa, simula sa upuan {first}</translation>
    </message>
    <message>
        <source>Deal the {street}: 1 card face up</source>
        <comment>procedure.step.deal_card_face_up</comment>
        <translation>I-deal ang {street}: 1 baraha nakabukas</translation>
    </message>
    <message>
        <source>Deal {n} cards to each player one at a time, starting with seat {first}; the button (seat {button}) gets the last card</source>
        <comment>procedure.step.deal_cards_each_player_one</comment>
        <translation>Mag-deal ng {n} baraha sa bawat player, isa-isa, simula sa upuan {first}; ang button (upuan {button}) ang huling bibigyan</translation>
    </message>
    <message>
        <source>Deal the {street}: {need} cards face up</source>
        <comment>procedure.step.deal_cards_face_up</comment>
        <translation>I-deal ang {street}: {need} baraha nakabukas</translation>
    </message>
    <message>
        <source>Everyone has folded to the blinds: they may agree to chop (take their blinds back)</source>
        <comment>procedure.step.everyone_has_folded_blinds_they</comment>
        <translation>Lahat ay nag-fold hanggang sa blinds: puwede silang mag-chop (bawiin ang blinds)</translation>
    </message>
    <message>
        <source>Hand {number} is complete: collect the cards</source>
        <comment>procedure.step.hand_complete_collect_cards</comment>
        <translation>Tapos ang kamay {number}: kolektahin ang baraha</translation>
    </message>
    <message>
        <source>A new game draws for the button: each player draws one card and the best card takes the button</source>
        <comment>procedure.step.new_game_draws_button_each</comment>
        <translation>Bumubunot ng button ang bagong laro: bawat player ay bubunot ng isang baraha at sa pinakamaganda ang button</translation>
    </message>
    <message>
        <source>Only {count} players: the table may switch from button collection to time collection</source>
        <comment>procedure.step.only_players_table_may_switch</comment>
        <translation>{count} player na lang: puwedeng lumipat ang mesa mula button collection sa time collection</translation>
    </message>
    <message>
        <source>Push ${amount} of the {pot}{half} to seat {seat}{label}</source>
        <comment>procedure.step.push_seat</comment>
        <translation>Ibigay ang ${amount} ng {pot}{half} sa upuan {seat}{label}</translation>
    </message>
    <message>
        <source>Return the uncalled ${amount} to seat {seat}</source>
        <comment>procedure.step.return_uncalled_seat</comment>
        <translation>Ibalik ang hindi sinabayang ${amount} sa upuan {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} {verb} the {replace}: ${total}</source>
        <comment>procedure.step.seat</comment>
        <translation>{verb} ang upuan {seat} ng {replace}: ${total}</translation>
    </message>
    <message>
        <source>Seat {seat} has missed the blind {pick_up_after_buttons} times in a full game: call the floor to pick up the chips</source>
        <comment>procedure.step.seat_has_missed_blind_times</comment>
        <translation>Nalaktawan ng upuan {seat} ang blind nang {pick_up_after_buttons} beses sa punong mesa: tawagin ang floor para kunin ang chips</translation>
    </message>
    <message>
        <source>Seat {seat} may post the {what}: {amount}</source>
        <comment>procedure.step.seat_may_post</comment>
        <translation>Puwedeng maglagay ang upuan {seat} ng {what}: {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {what}: {amount}</source>
        <comment>procedure.step.seat_posts</comment>
        <translation>Maglalagay ang upuan {seat} ng {what}: {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} shows (or mucks)</source>
        <comment>procedure.step.seat_shows_mucks</comment>
        <translation>Magpapakita ang upuan {seat} (o muck)</translation>
    </message>
    <message>
        <source>{street}: seat {seat} to act: {options}</source>
        <comment>procedure.step.seat_to_act</comment>
        <translation>{street}: kikilos ang upuan {seat}: {options}</translation>
    </message>
    <message>
        <source>Start hand {hand}: antes, then the deal from seat {dealt_in}</source>
        <comment>procedure.step.start_hand_antes_then_deal</comment>
        <translation>Simulan ang kamay {hand}: antes, saka ang deal mula sa upuan {dealt_in}</translation>
    </message>
    <message>
        <source>Start hand {hand}: button on seat {seat}</source>
        <comment>procedure.step.start_hand_button</comment>
        <translation>Simulan ang kamay {hand}: nasa upuan {seat} ang button</translation>
    </message>
    <message>
        <source>{street}: {text}</source>
        <comment>procedure.step.text</comment>
        <translation>{street}: {text}</translation>
    </message>
    <message>
        <source>Time pot: the winner of the next pot pays time for seats {items}</source>
        <comment>procedure.step.time_pot_winner_next_pot</comment>
        <translation>Time pot: ang mananalo sa susunod na pot ang magbabayad ng time para sa mga upuan {items}</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>rank.ace</comment>
        <translation>Ace</translation>
    </message>
    <message>
        <source>Aces</source>
        <comment>rank.aces</comment>
        <translation>Aces</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>rank.eight</comment>
        <translation>Eight</translation>
    </message>
    <message>
        <source>Eights</source>
        <comment>rank.eights</comment>
        <translation>Eights</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>rank.five</comment>
        <translation>Five</translation>
    </message>
    <message>
        <source>Fives</source>
        <comment>rank.fives</comment>
        <translation>Fives</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>rank.four</comment>
        <translation>Four</translation>
    </message>
    <message>
        <source>Fours</source>
        <comment>rank.fours</comment>
        <translation>Fours</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>rank.jack</comment>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Jacks</source>
        <comment>rank.jacks</comment>
        <translation>Jacks</translation>
    </message>
    <message>
        <source>King</source>
        <comment>rank.king</comment>
        <translation>King</translation>
    </message>
    <message>
        <source>Kings</source>
        <comment>rank.kings</comment>
        <translation>Kings</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>rank.nine</comment>
        <translation>Nine</translation>
    </message>
    <message>
        <source>Nines</source>
        <comment>rank.nines</comment>
        <translation>Nines</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>rank.queen</comment>
        <translation>Queen</translation>
    </message>
    <message>
        <source>Queens</source>
        <comment>rank.queens</comment>
        <translation>Queens</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>rank.seven</comment>
        <translation>Seven</translation>
    </message>
    <message>
        <source>Sevens</source>
        <comment>rank.sevens</comment>
        <translation>Sevens</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>rank.six</comment>
        <translation>Six</translation>
    </message>
    <message>
        <source>Sixes</source>
        <comment>rank.sixes</comment>
        <translation>Sixes</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>rank.ten</comment>
        <translation>Ten</translation>
    </message>
    <message>
        <source>Tens</source>
        <comment>rank.tens</comment>
        <translation>Tens</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>rank.three</comment>
        <translation>Three</translation>
    </message>
    <message>
        <source>Threes</source>
        <comment>rank.threes</comment>
        <translation>Threes</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>rank.two</comment>
        <translation>Two</translation>
    </message>
    <message>
        <source>Twos</source>
        <comment>rank.twos</comment>
        <translation>Twos</translation>
    </message>
    <message>
        <source>Start hand {hand}: hand {misdealt} was a misdeal and is dealt again with the same button, seat {button}; seats {seats} are dealt in and post again what went back</source>
        <comment>redeal.start.same_button</comment>
        <translation>Simulan ang hand {hand}: maling bigay (misdeal) ang hand {misdealt} at ibibigay muli sa parehong button, upuan {button}; bibigyan ng baraha ang mga upuan {seats} at ibabalik nila ang naisauli</translation>
    </message>
    <message>
        <source>Start hand {hand}: hand {misdealt} was a misdeal and is dealt again; seats {seats} are dealt in and post again what went back</source>
        <comment>redeal.start.stud</comment>
        <translation>Simulan ang hand {hand}: maling bigay (misdeal) ang hand {misdealt} at ibibigay muli; bibigyan ng baraha ang mga upuan {seats} at ibabalik nila ang naisauli</translation>
    </message>
    <message>
        <source>{listed} is ahead of {player} on the list</source>
        <comment>room.board.ahead_list</comment>
        <translation>nauuna si {listed} kay {player} sa listahan</translation>
    </message>
    <message>
        <source>{player} already asked for a seat change at {table}</source>
        <comment>room.board.already_asked_seat_change</comment>
        <translation>humiling na si {player} ng palit-upuan sa {table}</translation>
    </message>
    <message>
        <source>{game_label} already has a must-move game</source>
        <comment>room.board.already_has_must_move</comment>
        <translation>may must-move na laro na ang {game_label}</translation>
    </message>
    <message>
        <source>{newcomer} is already seated at {seated_at}</source>
        <comment>room.board.already_seated</comment>
        <translation>nakaupo na si {newcomer} sa {seated_at}</translation>
    </message>
    <message>
        <source>{by} approves {player} handing his seat at {table} to {newcomer} (LC-25)</source>
        <comment>room.board.approves_handing_seat_lc</comment>
        <translation>inaprubahan ni {by} ang pagbigay ni {player} ng upuan niya sa {table} kay {newcomer} (LC-25)</translation>
    </message>
    <message>
        <source>{player} asks for a seat change at {table}</source>
        <comment>room.board.asks_seat_change</comment>
        <translation>humihiling si {player} ng palit-upuan sa {table}</translation>
    </message>
    <message>
        <source>{player} called to {table}</source>
        <comment>room.board.called</comment>
        <translation>tinawag si {player} sa {table}</translation>
    </message>
    <message>
        <source>{player} called from {must_move_table}: {options} (LC-139)</source>
        <comment>room.board.called_from_lc</comment>
        <translation>tinawag si {player} mula sa {must_move_table}: {options} (LC-139)</translation>
    </message>
    <message>
        <source>{player} changes seats at {table} (LC-88e)</source>
        <comment>room.board.changes_seats_lc_e</comment>
        <translation>nagpalit ng upuan si {player} sa {table} (LC-88e)</translation>
    </message>
    <message>
        <source>{table} closed</source>
        <comment>room.board.closed</comment>
        <translation>sarado na ang {table}</translation>
    </message>
    <message>
        <source>{order} comes first: asked first, or longer in the game</source>
        <comment>room.board.comes_first_asked_first</comment>
        <translation>nauuna si {order}: naunang humiling, o mas matagal sa laro</translation>
    </message>
    <message>
        <source>{player} is dealt out and moves to {main_table} now (LC-139)</source>
        <comment>room.board.dealt_out_moves_now</comment>
        <translation>hindi bibigyan ng kamay si {player} at lilipat na sa {main_table} (LC-139)</translation>
    </message>
    <message>
        <source>{player} did not answer: rolled to the bottom of the list (LC-136)</source>
        <comment>room.board.did_answer_rolled_bottom</comment>
        <translation>hindi sumagot si {player}: inilipat sa dulo ng listahan (LC-136)</translation>
    </message>
    <message>
        <source>{player} finishes the blinds and the button, then moves to {main_table} (LC-139b)</source>
        <comment>room.board.finishes_blinds_button_then</comment>
        <translation>tatapusin ni {player} ang blinds at button, saka lilipat sa {main_table} (LC-139b)</translation>
    </message>
    <message>
        <source>{player} has not asked for a seat change at {table}</source>
        <comment>room.board.has_asked_seat_change</comment>
        <translation>hindi humiling si {player} ng palit-upuan sa {table}</translation>
    </message>
    <message>
        <source>{player} has not been called from the must-move game</source>
        <comment>room.board.has_been_called_from</comment>
        <translation>hindi pa tinatawag si {player} mula sa must-move na laro</translation>
    </message>
    <message>
        <source>{player} listed for {game_label}</source>
        <comment>room.board.listed</comment>
        <translation>nakalista si {player} para sa {game_label}</translation>
    </message>
    <message>
        <source>{player} listed for {game_label} by phone: here within the hour or off the list (LC-136)</source>
        <comment>room.board.listed_by_phone</comment>
        <translation>nakalista si {player} para sa {game_label} sa telepono: dapat dumating sa loob ng isang oras o aalisin sa listahan (LC-136)</translation>
    </message>
    <message>
        <source>{player} may {options}, not {choice}</source>
        <comment>room.board.may</comment>
        <translation>puwedeng {options} si {player}, hindi {choice}</translation>
    </message>
    <message>
        <source>the must-move game and the main game are two tables</source>
        <comment>room.board.must_move_game_main</comment>
        <translation>dalawang mesa ang must-move na laro at ang pangunahing laro</translation>
    </message>
    <message>
        <source>must-move {must_move_table} has {players} players</source>
        <comment>room.board.must_move_has_players</comment>
        <translation>may {players} manlalaro ang must-move {must_move_table}</translation>
    </message>
    <message>
        <source>must-move {must_move_table} has {players}: its players keep their rights without playing (LC-141); call the floor to set a fair collection (LC-145)</source>
        <comment>room.board.must_move_has_players_2</comment>
        <translation>may {players} ang must-move {must_move_table}: napapanatili ng mga manlalaro ang karapatan nila kahit hindi naglalaro (LC-141); tawagin ang floor para magtakda ng patas na bayad sa bahay (LC-145)</translation>
    </message>
    <message>
        <source>{extra} must move to {main}; the list keeps its order (LC-137, LC-138); the main game counts as full for collection (LC-131)</source>
        <comment>room.board.must_move_list_keeps</comment>
        <translation>{extra} must-move papunta sa {main}; pareho pa rin ang ayos ng listahan (LC-137, LC-138); itinuturing na puno ang pangunahing laro sa bayad sa bahay (LC-131)</translation>
    </message>
    <message>
        <source>{player} off the {game_label} list: {reason}</source>
        <comment>room.board.off_list</comment>
        <translation>inalis si {player} sa listahan ng {game_label}: {reason}</translation>
    </message>
    <message>
        <source>{table} opens {game_label}: draw for the button (LC-86, LC-28)</source>
        <comment>room.board.opens_draw_button_lc</comment>
        <translation>nagbukas ang {table} ng {game_label}: bunutan para sa button (LC-86, LC-28)</translation>
    </message>
    <message>
        <source>{table} opens {game_label}: draw for the button (LC-86, LC-28); seat its list first: {players} (LC-87)</source>
        <comment>room.board.opens_seat_list_first</comment>
        <translation>nagbukas ang {table} ng {game_label}: bunutan para sa button (LC-86, LC-28); paupuin muna ang listahan: {players} (LC-87)</translation>
    </message>
    <message>
        <source>{player} is not playing in the must-move game {must_move_table}</source>
        <comment>room.board.playing_must_move_game</comment>
        <translation>hindi naglalaro si {player} sa must-move na laro {must_move_table}</translation>
    </message>
    <message>
        <source>{player} plays to his big blind and quits; he may list again in an hour (LC-139a)</source>
        <comment>room.board.plays_big_blind_quits</comment>
        <translation>maglalaro si {player} hanggang big blind niya at aalis; puwede siyang maglista ulit pagkalipas ng isang oras (LC-139a)</translation>
    </message>
    <message>
        <source>position {position} is not one of {names}</source>
        <comment>room.board.position_one</comment>
        <translation>hindi kabilang ang posisyong {position} sa {names}</translation>
    </message>
    <message>
        <source>{player} reported to the floor (LC-136)</source>
        <comment>room.board.reported_floor_lc</comment>
        <translation>nag-report si {player} sa floor (LC-136)</translation>
    </message>
    <message>
        <source>{player} seated at {table}</source>
        <comment>room.board.seated</comment>
        <translation>nakaupo na si {player} sa {table}</translation>
    </message>
    <message>
        <source>{player} is not seated at {table}</source>
        <comment>room.board.seated_2</comment>
        <translation>hindi nakaupo si {player} sa {table}</translation>
    </message>
    <message>
        <source>{player} seated at {table}: his chips are down, he keeps the seat (LC-88f)</source>
        <comment>room.board.seated_chips_down</comment>
        <translation>nakaupo na si {player} sa {table}: nasa mesa na ang chips niya, kanya na ang upuan (LC-88f)</translation>
    </message>
    <message>
        <source>{player} seated in the must-move game {table}; he keeps his place on the list (LC-138)</source>
        <comment>room.board.seated_must_move_game</comment>
        <translation>nakaupo si {player} sa must-move na laro {table}; napapanatili niya ang puwesto sa listahan (LC-138)</translation>
    </message>
    <message>
        <source>table {table} is already open ({game_label})</source>
        <comment>room.board.table_already_open</comment>
        <translation>bukas na ang mesa {table} ({game_label})</translation>
    </message>
    <message>
        <source>unknown room operation {kind}</source>
        <comment>room.board.unknown_room_operation</comment>
        <translation>hindi kilalang operasyon ng room {kind}</translation>
    </message>
    <message>
        <source>{players} does not play at {table}</source>
        <comment>room.board_open_seats.does_not_play_at</comment>
        <translation>hindi naglalaro si {players} sa {table}</translation>
    </message>
    <message>
        <source>{table} goes from {old} to {new}: {players} keep(s) the chips in play (LC-37)</source>
        <comment>room.board_open_seats.limit_raised</comment>
        <translation>ang {table} ay mula {old} patungong {new}: {players} ay nananatili sa chips na nasa laro (LC-37)</translation>
    </message>
    <message>
        <source>{table} goes from {old} to {new}: {players} keep(s) the chips in play; every buy-in from now on is at least ${minimum} (LC-37)</source>
        <comment>room.board_open_seats.limit_raised_minimum</comment>
        <translation>ang {table} ay mula {old} patungong {new}: {players} ay nananatili sa chips na nasa laro; simula ngayon, bawat buy-in ay hindi bababa sa ${minimum} (LC-37)</translation>
    </message>
    <message>
        <source>{table}&apos;s log has {in_log} players seated and every one cuts: {cards} cards</source>
        <comment>room.board_open_seats.log_has_more_seated</comment>
        <translation>may {in_log} nakaupong manlalaro sa log ng {table} at lahat ay magka-cut: {cards} baraha</translation>
    </message>
    <message>
        <source>{table} is in a must-move pair: its games keep one limit</source>
        <comment>room.board_open_seats.must_move_pair_one_limit</comment>
        <translation>ang {table} ay nasa isang must-move na pares: iisang limit ang mga laro nito</translation>
    </message>
    <message>
        <source>nobody seated</source>
        <comment>room.board_open_seats.nobody_seated</comment>
        <translation>walang nakaupo</translation>
    </message>
    <message>
        <source>{player} is not on the {game_label} list</source>
        <comment>room.board_open_seats.not_on_list</comment>
        <translation>wala si {player} sa listahan ng {game_label}</translation>
    </message>
    <message>
        <source>every player of {table} is asked to cut: {players} has no card</source>
        <comment>room.board_open_seats.player_has_no_card</comment>
        <translation>lahat ng manlalaro ng {table} ay pinagka-cut: walang baraha si {players}</translation>
    </message>
    <message>
        <source>seat {seat} at {table} is already locked for {player}</source>
        <comment>room.board_open_seats.seat_already_locked</comment>
        <translation>naka-lock na ang upuan {seat} sa {table} para kay {player}</translation>
    </message>
    <message>
        <source>nobody at {table} took seat {seat}: locked for {player} from the list (LC-88f)</source>
        <comment>room.board_open_seats.seat_locked</comment>
        <translation>walang kumuha sa upuan {seat} sa {table}: naka-lock para kay {player} mula sa listahan (LC-88f)</translation>
    </message>
    <message>
        <source>{by} offers {table} seat {seat} to the players at the table before the list (LC-88f)</source>
        <comment>room.board_open_seats.seat_offered</comment>
        <translation>inaalok ni {by} ang upuan {seat} ng {table} sa mga manlalaro sa mesa bago sa listahan (LC-88f)</translation>
    </message>
    <message>
        <source>{table} ({players} players) cut for {seats} seat(s) at {lower}: {winners} (high card, suits by LC-28; LC-92)</source>
        <comment>room.board_open_seats.short_game_cut</comment>
        <translation>ang {table} ({players} manlalaro) ay nag-cut para sa {seats} upuan sa {lower}: {winners} (mataas na baraha, suit ayon sa LC-28; LC-92)</translation>
    </message>
    <message>
        <source>short_game_cut: field &apos;draws&apos; must give each player&apos;s card</source>
        <comment>room.board_open_seats.short_game_cut_field_draws</comment>
        <translation>short_game_cut: dapat ibigay ng field na &apos;draws&apos; ang baraha ng bawat manlalaro</translation>
    </message>
    <message>
        <source>{player} is already at {source}</source>
        <comment>room.board_seats.already</comment>
        <translation>nasa {source} na si {player}</translation>
    </message>
    <message>
        <source>{player} is already away from {table}</source>
        <comment>room.board_seats.already_away_from</comment>
        <translation>wala na si {player} sa {table}</translation>
    </message>
    <message>
        <source>{by} approves {player}&apos;s move to {to_table} (LC-95): {timing_words}</source>
        <comment>room.board_seats.approves_s_move_lc</comment>
        <translation>inaprubahan ni {by} ang paglipat ni {player} sa {to_table} (LC-95): {timing_words}</translation>
    </message>
    <message>
        <source>{player} asks to move from {source} to {target}: waits for the floor (LC-95)</source>
        <comment>room.board_seats.asks_move_from_waits</comment>
        <translation>humihiling si {player} na lumipat mula {source} papuntang {target}: naghihintay sa floor (LC-95)</translation>
    </message>
    <message>
        <source>{player} is not away</source>
        <comment>room.board_seats.away</comment>
        <translation>hindi wala si {player} sa upuan</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: meal</source>
        <comment>room.board_seats.away_meal</comment>
        <translation>umalis si {player} sa {table} upuan {seat}: meal</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: meal (30 minutes, LC-99)</source>
        <comment>room.board_seats.away_meal_stud</comment>
        <translation>umalis si {player} sa {table} upuan {seat}: meal (30 minuto, LC-99)</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: other (LC-97)</source>
        <comment>room.board_seats.away_other</comment>
        <translation>umalis si {player} sa {table} upuan {seat}: iba pa (LC-97)</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: other (15 minutes, LC-99)</source>
        <comment>room.board_seats.away_other_stud</comment>
        <translation>umalis si {player} sa {table} upuan {seat}: iba pa (15 minuto, LC-99)</translation>
    </message>
    <message>
        <source>{player} back at {table} after {minutes} minutes</source>
        <comment>room.board_seats.back_after_minutes</comment>
        <translation>bumalik si {player} sa {table} pagkalipas ng {minutes} minuto</translation>
    </message>
    <message>
        <source>break {break_} is meal or other</source>
        <comment>room.board_seats.break_meal_other</comment>
        <translation>ang break na {break_} ay dapat meal o iba pa</translation>
    </message>
    <message>
        <source>{table} breaks with seats for all: missed-blind buttons go along ({value}) (LC-94b)</source>
        <comment>room.board_seats.breaks_seats_all_missed</comment>
        <translation>nabuwag ang {table} na may upuan para sa lahat: kasama ang mga nalaktawang blind button ({value}) (LC-94b)</translation>
    </message>
    <message>
        <source>{table} breaks with {seats} seats for {count}: draw {themselves}; the floor draws for {value}; no draw for {value2} (LC-94a, LC-93)</source>
        <comment>room.board_seats.breaks_seats_draw_floor</comment>
        <translation>nabuwag ang {table} na may {seats} upuan para sa {count}: bubunot si {themselves}; ang floor ang bubunot para kay {value}; walang bunot para kay {value2} (LC-94a, LC-93)</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays (left {left_table} with ${chips}) ({rule_ids})</source>
        <comment>room.board_seats.buys_in_came_back</comment>
        <translation>nag-buy-in si {player} ng ${amount} sa {table}: {kind}, ${plays} ang maglalaro (umalis sa {left_table} dala ang ${chips}) ({rule_ids})</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays (left {left_table}, his stack not recorded) ({rule_ids})</source>
        <comment>room.board_seats.buys_in_came_back_unrecorded</comment>
        <translation>nag-buy-in si {player} ng ${amount} sa {table}: {kind}, ${plays} ang maglalaro (umalis sa {left_table}, hindi naitala ang stack niya) ({rule_ids})</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays ({rule_ids})</source>
        <comment>room.board_seats.buys_plays</comment>
        <translation>nag-buy-in si {player} ng ${amount} sa {table}: {kind}, ${plays} ang maglalaro ({rule_ids})</translation>
    </message>
    <message>
        <source>the draw is for {names}, not {names2}</source>
        <comment>room.board_seats.draw</comment>
        <translation>ang bunutan ay para kay {names}, hindi kay {names2}</translation>
    </message>
    <message>
        <source>game_broken: field &apos;players&apos; must list the game&apos;s players</source>
        <comment>room.board_seats.game_broken_field_players</comment>
        <translation>game_broken: dapat ilista ng field na &apos;players&apos; ang mga manlalaro ng laro</translation>
    </message>
    <message>
        <source>game_broken: {item} is not a player with a name</source>
        <comment>room.board_seats.game_broken_player_name</comment>
        <translation>game_broken: ang {item} ay hindi manlalarong may pangalan</translation>
    </message>
    <message>
        <source>{player} has not asked for a table change</source>
        <comment>room.board_seats.has_asked_table_change</comment>
        <translation>hindi humiling si {player} ng palit-mesa</translation>
    </message>
    <message>
        <source>{player} has not been called from a must-move game at {source} to this table</source>
        <comment>room.board_seats.has_been_called_from</comment>
        <translation>hindi pa tinatawag si {player} mula sa must-move na laro sa {source} papunta sa mesang ito</translation>
    </message>
    <message>
        <source>{source} has not broken: a forced move is from a broken or must-move game</source>
        <comment>room.board_seats.has_broken_forced_move</comment>
        <translation>hindi nabuwag ang {source}: ang sapilitang paglipat ay mula sa nabuwag o must-move na laro</translation>
    </message>
    <message>
        <source>{table} has no seat draw to make</source>
        <comment>room.board_seats.has_no_seat_draw</comment>
        <translation>walang bunutan ng upuan sa {table}</translation>
    </message>
    <message>
        <source>hold button off at {table} seat {seat}: it never counts toward the three buttons (LC-GL-33, LC-97)</source>
        <comment>room.board_seats.hold_button_off</comment>
        <translation>hold button off sa {table} upuan {seat}: hindi kailanman binibilang sa tatlong button (LC-GL-33, LC-97)</translation>
    </message>
    <message>
        <source>hold button on at {table} seat {seat}: it never counts toward the three buttons (LC-GL-33, LC-97)</source>
        <comment>room.board_seats.hold_button_on</comment>
        <translation>hold button on sa {table} upuan {seat}: hindi kailanman binibilang sa tatlong button (LC-GL-33, LC-97)</translation>
    </message>
    <message>
        <source>{player} left {table} ({game_label}) with ${chips}</source>
        <comment>room.board_seats.left</comment>
        <translation>umalis si {player} sa {table} ({game_label}) dala ang ${chips}</translation>
    </message>
    <message>
        <source>; he may take a hand now or come in behind the button without posting (LC-140)</source>
        <comment>room.board_seats.may_take_hand_now</comment>
        <translation>; puwede siyang kumuha ng kamay ngayon o pumasok sa likod ng button nang hindi nagpo-post (LC-140)</translation>
    </message>
    <message>
        <source>{player} moves {source} -&gt; {target} with ${plays} ({rule_ids}); {left} missed-blind button(s) stay behind, {carried} follow (LC-142){note}</source>
        <comment>room.board_seats.moves_missed_blind_button</comment>
        <translation>lumipat si {player} {source} -&gt; {target} dala ang ${plays} ({rule_ids}); {left} nalaktawang blind button ang maiiwan, {carried} ang kasama (LC-142){note}</translation>
    </message>
    <message>
        <source>position {position} is not one of {names}</source>
        <comment>room.board_seats.position_one</comment>
        <translation>hindi kabilang ang posisyong {position} sa {names}</translation>
    </message>
    <message>
        <source>reason {reason} is not one of {names}</source>
        <comment>room.board_seats.reason_one</comment>
        <translation>hindi kabilang ang dahilang {reason} sa {names}</translation>
    </message>
    <message>
        <source>{player}&apos;s chips at {where} seat {where2} picked up (LC-97, LC-98)</source>
        <comment>room.board_seats.s_chips_seat_picked</comment>
        <translation>kinuha ang chips ni {player} sa {where} upuan {where2} (LC-97, LC-98)</translation>
    </message>
    <message>
        <source>{from_table}&apos;s game has no seating rules</source>
        <comment>room.board_seats.s_game_has_no</comment>
        <translation>walang patakaran sa upuan ang laro ng {from_table}</translation>
    </message>
    <message>
        <source>{player}&apos;s move to {target} has not been approved</source>
        <comment>room.board_seats.s_move_has_been</comment>
        <translation>hindi pa inaaprubahan ang paglipat ni {player} sa {target}</translation>
    </message>
    <message>
        <source>seat_draw: field &apos;draws&apos; must give each player&apos;s card</source>
        <comment>room.board_seats.seat_draw_field_draws</comment>
        <translation>seat_draw: dapat ibigay ng field na &apos;draws&apos; ang kard ng bawat manlalaro</translation>
    </message>
    <message>
        <source>{player} at {where} seat {where2}: missed-blind button {count} (LC-97)</source>
        <comment>room.board_seats.seat_missed_blind_button</comment>
        <translation>{player} sa {where} upuan {where2}: nalaktawang blind button {count} (LC-97)</translation>
    </message>
    <message>
        <source>seats go to {winners} (high card, suits by LC-28; LC-94a)</source>
        <comment>room.board_seats.seats_go_high_card</comment>
        <translation>mapupunta ang mga upuan kay {winners} (mataas na kard, suit ayon sa LC-28; LC-94a)</translation>
    </message>
    <message>
        <source>table {source} is not open in the room</source>
        <comment>room.board_seats.table_open_room</comment>
        <translation>hindi bukas sa room ang mesa {source}</translation>
    </message>
    <message>
        <source>{game_label} has no must-move game</source>
        <comment>room.board_state.has_no_must_move</comment>
        <translation>walang must-move na laro ang {game_label}</translation>
    </message>
    <message>
        <source>the room has not set {what} ({reason})</source>
        <comment>room.board_state.room_has_set</comment>
        <translation>hindi pa itinakda ng room ang {what} ({reason})</translation>
    </message>
    <message>
        <source>table {table} deals {game_label}, not {game_label2}</source>
        <comment>room.board_state.table_deals</comment>
        <translation>{game_label} ang laro sa mesa {table}, hindi {game_label2}</translation>
    </message>
    <message>
        <source>table {table} is not open in the room</source>
        <comment>room.board_state.table_open_room</comment>
        <translation>hindi bukas sa room ang mesa {table}</translation>
    </message>
    <message>
        <source>the meal-break allowance is a stud rule; other games follow the three-button rule</source>
        <comment>room.breaks.meal_break_allowance_stud</comment>
        <translation>patakaran ng stud ang meal break; ang ibang laro ay sumusunod sa patakaran ng tatlong button</translation>
    </message>
    <message>
        <source>a meal break starts after the player tells the floor</source>
        <comment>room.breaks.meal_break_starts_after</comment>
        <translation>magsisimula ang meal break pagkatapos sabihan ng manlalaro ang floor</translation>
    </message>
    <message>
        <source>one meal break per four hours of play: the next in {minutes} minutes</source>
        <comment>room.breaks.one_meal_break_per</comment>
        <translation>isang meal break bawat apat na oras ng laro: ang susunod ay sa loob ng {minutes} minuto</translation>
    </message>
    <message>
        <source>the room&apos;s repeated-lobbying measure needs a count and a period</source>
        <comment>room.breaks.room_s_repeated_lobbying</comment>
        <translation>kailangan ng bilang at panahon ang sukatan ng room sa paulit-ulit na pag-alis sa mesa</translation>
    </message>
    <message>
        <source>carried</source>
        <comment>room.buy_in.carried</comment>
        <translation>dala</translation>
    </message>
    <message>
        <source>full</source>
        <comment>room.buy_in.full</comment>
        <translation>buo</translation>
    </message>
    <message>
        <source>short</source>
        <comment>room.buy_in.short</comment>
        <translation>kulang</translation>
    </message>
    <message>
        <source>with ${stack} he brings at least the ${minimum} minimum</source>
        <comment>room.buy_ins.brings_least_minimum</comment>
        <translation>may ${stack} siya kaya dadalhin niya ang hindi bababa sa minimum na ${minimum}</translation>
    </message>
    <message>
        <source>a buy-in is a positive amount, not ${amount}</source>
        <comment>room.buy_ins.buy_positive_amount</comment>
        <translation>positibong halaga ang buy-in, hindi ${amount}</translation>
    </message>
    <message>
        <source>from a broken ${from_small_bet} game he may enter short only at an equal or lower limit: here at least ${minimum}</source>
        <comment>room.buy_ins.from_broken_game_may</comment>
        <translation>mula sa nabuwag na ${from_small_bet} na laro, puwede lang siyang pumasok nang kulang sa pareho o mas mababang limit: dito hindi bababa sa ${minimum}</translation>
    </message>
    <message>
        <source>{game_name} has no poker buy-in</source>
        <comment>room.buy_ins.has_no_poker_buy</comment>
        <translation>walang poker buy-in ang {game_name}</translation>
    </message>
    <message>
        <source>he holds ${stack} in the game he leaves, not ${amount}</source>
        <comment>room.buy_ins.holds_game_leaves</comment>
        <translation>may ${stack} siya sa larong iniiwan niya, hindi ${amount}</translation>
    </message>
    <message>
        <source>he left {left} minutes ago with ${chips}: he comes back with at least ${chips}, not ${amount}</source>
        <comment>room.buy_ins.left_minutes_ago_comes</comment>
        <translation>umalis siya {left} minuto na ang nakalipas dala ang ${chips}: babalik siya na may hindi bababa sa ${chips}, hindi ${amount}</translation>
    </message>
    <message>
        <source>he left {left} minutes ago and his table&apos;s log does not say with how much: the floor decides</source>
        <comment>room.buy_ins.left_minutes_ago_unrecorded</comment>
        <translation>umalis siya {left} minuto na ang nakalipas at hindi sinasabi ng log ng mesa niya kung gaano karami: ang floor ang magpapasya</translation>
    </message>
    <message>
        <source>{player} left this game before and the log does not say when or with how much: the floor decides</source>
        <comment>room.buy_ins.left_unrecorded</comment>
        <translation>Umalis na si {player} sa larong ito at hindi sinasabi ng log kung kailan o gaano karami: ang floor ang magpapasya</translation>
    </message>
    <message>
        <source>a ${new} limit does not raise a ${old} game</source>
        <comment>room.buy_ins.limit_does_not_raise</comment>
        <translation>hindi itinataas ng ${new} na limit ang ${old} na laro</translation>
    </message>
    <message>
        <source>a new player buys in for at least ${minimum}, not ${amount}</source>
        <comment>room.buy_ins.new_player_buys_least</comment>
        <translation>ang bagong manlalaro ay nagba-buy-in ng hindi bababa sa ${minimum}, hindi ${amount}</translation>
    </message>
    <message>
        <source>${amount} is over this game&apos;s ${maximum} maximum buy-in</source>
        <comment>room.buy_ins.over_this_game_s</comment>
        <translation>lampas ang ${amount} sa maximum na buy-in na ${maximum} ng larong ito</translation>
    </message>
    <message>
        <source>a player who changes games by choice buys in for at least ${minimum}, not ${amount}</source>
        <comment>room.buy_ins.player_who_changes_games</comment>
        <translation>ang manlalarong kusang nagpapalit ng laro ay nagba-buy-in ng hindi bababa sa ${minimum}, hindi ${amount}</translation>
    </message>
    <message>
        <source>the room has not said how many short buy-ins follow a full one</source>
        <comment>room.buy_ins.room_has_said_how</comment>
        <translation>hindi pa sinasabi ng room kung ilang kulang na buy-in ang puwede pagkatapos ng buo</translation>
    </message>
    <message>
        <source>the room has not set this game&apos;s minimum buy-in</source>
        <comment>room.buy_ins.room_has_set_this</comment>
        <translation>hindi pa itinakda ng room ang minimum na buy-in ng larong ito</translation>
    </message>
    <message>
        <source>${amount} is a short buy-in and none follows a full one yet: at least ${minimum}</source>
        <comment>room.buy_ins.short_buy_none_follows</comment>
        <translation>kulang na buy-in ang ${amount} at wala pang buong buy-in bago nito: hindi bababa sa ${minimum}</translation>
    </message>
    <message>
        <source>with ${stack}, under the minimum, he brings all of it</source>
        <comment>room.buy_ins.under_minimum_brings_all</comment>
        <translation>may ${stack} siya, mas mababa sa minimum, kaya dadalhin niya lahat</translation>
    </message>
    <message>
        <source>${amount} would be a short buy-in after a short one: this one must be at least ${minimum}</source>
        <comment>room.buy_ins.would_short_buy_after</comment>
        <translation>magiging kulang na buy-in ang ${amount} pagkatapos ng isa pang kulang: dapat hindi bababa sa ${minimum} ito</translation>
    </message>
    <message>
        <source>{card} cannot be drawn: draw again without jokers</source>
        <comment>room.card_draw.cannot_drawn_draw_again</comment>
        <translation>hindi puwedeng bunutin ang {card}: bumunot ulit nang walang joker</translation>
    </message>
    <message>
        <source>the draw for the button needs two or more seated players</source>
        <comment>room.card_draw.draw_button_needs_two</comment>
        <translation>kailangan ng dalawa o higit pang nakaupong manlalaro ang bunutan para sa button</translation>
    </message>
    <message>
        <source>nobody drew a card</source>
        <comment>room.card_draw.nobody_drew_card</comment>
        <translation>walang bumunot ng kard</translation>
    </message>
    <message>
        <source>{kind}: field {field}: {card} for {player} is not a card (a rank and a suit, such as As or Td)</source>
        <comment>room.card_draw.not_a_card</comment>
        <translation>{kind}: field na {field}: ang {card} ni {player} ay hindi baraha (ranggo at suit, gaya ng As o Td)</translation>
    </message>
    <message>
        <source>{card} was drawn twice ({seen} and {who}): draw again from one deck</source>
        <comment>room.card_draw.was_drawn_twice_draw</comment>
        <translation>dalawang beses nabunot ang {card} ({seen} at {who}): bumunot ulit mula sa iisang deck</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson&apos;s badge</source>
        <comment>room.decide.badge</comment>
        <translation>dapat nakasaad ang badge ng floor sa desisyon ng floor</translation>
    </message>
    <message>
        <source>a floor decision is confirmed or overridden</source>
        <comment>room.decide.confirmed_or_overridden</comment>
        <translation>ang desisyon ng floor ay kumpirmahin o baguhin</translation>
    </message>
    <message>
        <source>ruling {ruling} of table {table} was already decided at a station</source>
        <comment>room.decide.decided_at_station</comment>
        <translation>napagpasyahan na sa isang station ang pasyang {ruling} ng mesa {table}</translation>
    </message>
    <message>
        <source>ruling {ruling} was already decided at table {table}</source>
        <comment>room.decide.decided_at_table</comment>
        <translation>napagpasyahan na ang pasyang {ruling} sa mesa {table}</translation>
    </message>
    <message>
        <source>table {table} has begun its next hand: ruling {ruling} can no longer be decided (LC-8c)</source>
        <comment>room.decide.next_hand</comment>
        <translation>nagsimula na ang susunod na kamay sa mesa {table}: hindi na mapagpapasyahan ang pasyang {ruling} (LC-8c)</translation>
    </message>
    <message>
        <source>the room answered nothing</source>
        <comment>room.decide.no_answer</comment>
        <translation>walang isinagot ang room</translation>
    </message>
    <message>
        <source>table {table} has no ruling {ruling} in the room</source>
        <comment>room.decide.no_ruling</comment>
        <translation>walang pasyang {ruling} ang mesa {table} sa room</translation>
    </message>
    <message>
        <source>table {table} is not enrolled in the room</source>
        <comment>room.decide.not_enrolled</comment>
        <translation>hindi naka-enrol sa room ang mesa {table}</translation>
    </message>
    <message>
        <source>an override needs a reason (LC-P1)</source>
        <comment>room.decide.override_reason</comment>
        <translation>kailangan ng dahilan ang pagbago ng pasya (LC-P1)</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: applied at the table</source>
        <comment>room.decision.applied</comment>
        <translation>Pasya {ruling} sa {table} {decision} ni {by}: inilapat sa mesa</translation>
    </message>
    <message>
        <source>confirmed</source>
        <comment>room.decision.confirmed</comment>
        <translation>kinumpirma</translation>
    </message>
    <message>
        <source>overridden</source>
        <comment>room.decision.overridden</comment>
        <translation>binago</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: REFUSED by the table: {why}</source>
        <comment>room.decision.refused</comment>
        <translation>Pasya {ruling} sa {table} {decision} ni {by}: TINANGGIHAN ng mesa: {why}</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: sent, waiting for the table</source>
        <comment>room.decision.sent</comment>
        <translation>Pasya {ruling} sa {table} {decision} ni {by}: naipadala, naghihintay sa mesa</translation>
    </message>
    <message>
        <source>{device} down since {since}</source>
        <comment>room.devices.down</comment>
        <translation>sira ang {device} mula {since}</translation>
    </message>
    <message>
        <source>{device} down since {since} (+{more})</source>
        <comment>room.devices.down_more</comment>
        <translation>sira ang {device} mula {since} (+{more})</translation>
    </message>
    <message>
        <source>devices connected</source>
        <comment>room.devices.ok</comment>
        <translation>nakakonekta ang mga device</translation>
    </message>
    <message>
        <source>{count} behind</source>
        <comment>room.link.behind</comment>
        <translation>{count} nahuhuli</translation>
    </message>
    <message>
        <source>connected</source>
        <comment>room.link.connected</comment>
        <translation>nakakonekta</translation>
    </message>
    <message>
        <source>connecting</source>
        <comment>room.link.connecting</comment>
        <translation>kumokonekta</translation>
    </message>
    <message>
        <source>never connected</source>
        <comment>room.link.never</comment>
        <translation>hindi kailanman nakakonekta</translation>
    </message>
    <message>
        <source>offline since {since}</source>
        <comment>room.link.offline</comment>
        <translation>offline mula {since}</translation>
    </message>
    <message>
        <source>OFFLINE TOO LONG (since {since})</source>
        <comment>room.link.offline_too_long</comment>
        <translation>MATAGAL OFFLINE (mula {since})</translation>
    </message>
    <message>
        <source>the button cannot pass a negative number of times</source>
        <comment>room.must_move.button_cannot_pass_negative</comment>
        <translation>hindi puwedeng lumipat ang button nang negatibong beses</translation>
    </message>
    <message>
        <source>he quit instead of moving: he may sign up again in {minutes} minutes</source>
        <comment>room.must_move.quit_instead_moving_may</comment>
        <translation>umalis siya imbes na lumipat: puwede siyang maglista ulit sa loob ng {minutes} minuto</translation>
    </message>
    <message>
        <source>&apos;amount&apos;</source>
        <comment>room.operation.field.amount</comment>
        <translation>&apos;halaga&apos;</translation>
    </message>
    <message>
        <source>&apos;break&apos;</source>
        <comment>room.operation.field.break</comment>
        <translation>&apos;pahinga&apos;</translation>
    </message>
    <message>
        <source>&apos;call_in&apos;</source>
        <comment>room.operation.field.call_in</comment>
        <translation>&apos;tawag&apos;</translation>
    </message>
    <message>
        <source>&apos;chips&apos;</source>
        <comment>room.operation.field.chips</comment>
        <translation>&apos;chips&apos;</translation>
    </message>
    <message>
        <source>&apos;choice&apos;</source>
        <comment>room.operation.field.choice</comment>
        <translation>&apos;pili&apos;</translation>
    </message>
    <message>
        <source>&apos;declared&apos;</source>
        <comment>room.operation.field.declared</comment>
        <translation>&apos;idineklara&apos;</translation>
    </message>
    <message>
        <source>&apos;draws&apos;</source>
        <comment>room.operation.field.draws</comment>
        <translation>&apos;mga bunot&apos;</translation>
    </message>
    <message>
        <source>&apos;floor_told&apos;</source>
        <comment>room.operation.field.floor_told</comment>
        <translation>&apos;nasabihan ang floor&apos;</translation>
    </message>
    <message>
        <source>&apos;from_table&apos;</source>
        <comment>room.operation.field.from_table</comment>
        <translation>&apos;mula sa mesa&apos;</translation>
    </message>
    <message>
        <source>&apos;game&apos;</source>
        <comment>room.operation.field.game</comment>
        <translation>&apos;laro&apos;</translation>
    </message>
    <message>
        <source>&apos;limit&apos;</source>
        <comment>room.operation.field.limit</comment>
        <translation>&apos;limit&apos;</translation>
    </message>
    <message>
        <source>&apos;main_table&apos;</source>
        <comment>room.operation.field.main_table</comment>
        <translation>&apos;pangunahing mesa&apos;</translation>
    </message>
    <message>
        <source>&apos;must_move_table&apos;</source>
        <comment>room.operation.field.must_move_table</comment>
        <translation>&apos;mesa ng must-move&apos;</translation>
    </message>
    <message>
        <source>&apos;on&apos;</source>
        <comment>room.operation.field.on</comment>
        <translation>&apos;nakabukas&apos;</translation>
    </message>
    <message>
        <source>&apos;open_seats&apos;</source>
        <comment>room.operation.field.open_seats</comment>
        <translation>&apos;bakanteng upuan&apos;</translation>
    </message>
    <message>
        <source>&apos;player&apos;</source>
        <comment>room.operation.field.player</comment>
        <translation>&apos;manlalaro&apos;</translation>
    </message>
    <message>
        <source>&apos;players&apos;</source>
        <comment>room.operation.field.players</comment>
        <translation>&apos;mga manlalaro&apos;</translation>
    </message>
    <message>
        <source>&apos;position&apos;</source>
        <comment>room.operation.field.position</comment>
        <translation>&apos;posisyon&apos;</translation>
    </message>
    <message>
        <source>&apos;reason&apos;</source>
        <comment>room.operation.field.reason</comment>
        <translation>&apos;dahilan&apos;</translation>
    </message>
    <message>
        <source>&apos;seat&apos;</source>
        <comment>room.operation.field.seat</comment>
        <translation>&apos;upuan&apos;</translation>
    </message>
    <message>
        <source>&apos;stack&apos;</source>
        <comment>room.operation.field.stack</comment>
        <translation>&apos;stack&apos;</translation>
    </message>
    <message>
        <source>&apos;table&apos;</source>
        <comment>room.operation.field.table</comment>
        <translation>&apos;mesa&apos;</translation>
    </message>
    <message>
        <source>&apos;to_player&apos;</source>
        <comment>room.operation.field.to_player</comment>
        <translation>&apos;tatanggap ng upuan&apos;</translation>
    </message>
    <message>
        <source>&apos;to_table&apos;</source>
        <comment>room.operation.field.to_table</comment>
        <translation>&apos;papuntang mesa&apos;</translation>
    </message>
    <message>
        <source>{kind}: field {missing} is missing</source>
        <comment>room.operation.field_missing</comment>
        <translation>{kind}: kulang ang field na {missing}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be a name, not {value}</source>
        <comment>room.operation.field_must_name</comment>
        <translation>{kind}: dapat pangalan ang field na {name}, hindi {value}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be true or false, not {value}</source>
        <comment>room.operation.field_must_true_false</comment>
        <translation>{kind}: dapat true o false ang field na {name}, hindi {value}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be a whole number of 0 or more, not {value}</source>
        <comment>room.operation.field_must_whole_number</comment>
        <translation>{kind}: dapat buong numero na 0 o higit pa ang field na {name}, hindi {value}</translation>
    </message>
    <message>
        <source>the room kept changing while this was recorded: try again</source>
        <comment>room.operation.kept_changing</comment>
        <translation>patuloy na nagbago ang room habang itinatala ito: subukang muli</translation>
    </message>
    <message>
        <source>arrived</source>
        <comment>room.operation.kind.arrived</comment>
        <translation>pagdating sa floor</translation>
    </message>
    <message>
        <source>away</source>
        <comment>room.operation.kind.away</comment>
        <translation>pagliban</translation>
    </message>
    <message>
        <source>back</source>
        <comment>room.operation.kind.back</comment>
        <translation>pagbalik</translation>
    </message>
    <message>
        <source>buy_in</source>
        <comment>room.operation.kind.buy_in</comment>
        <translation>buy-in</translation>
    </message>
    <message>
        <source>called</source>
        <comment>room.operation.kind.called</comment>
        <translation>pagtawag sa mesa</translation>
    </message>
    <message>
        <source>chips_picked_up</source>
        <comment>room.operation.kind.chips_picked_up</comment>
        <translation>pagkuha ng chips</translation>
    </message>
    <message>
        <source>delisted</source>
        <comment>room.operation.kind.delisted</comment>
        <translation>pagtanggal sa listahan</translation>
    </message>
    <message>
        <source>game_broken</source>
        <comment>room.operation.kind.game_broken</comment>
        <translation>pagbuwag ng laro</translation>
    </message>
    <message>
        <source>hold_button</source>
        <comment>room.operation.kind.hold_button</comment>
        <translation>hold button</translation>
    </message>
    <message>
        <source>left_table</source>
        <comment>room.operation.kind.left_table</comment>
        <translation>pag-alis sa mesa</translation>
    </message>
    <message>
        <source>limit_raised</source>
        <comment>room.operation.kind.limit_raised</comment>
        <translation>pagtaas ng limit</translation>
    </message>
    <message>
        <source>listed</source>
        <comment>room.operation.kind.listed</comment>
        <translation>paglista</translation>
    </message>
    <message>
        <source>missed_button</source>
        <comment>room.operation.kind.missed_button</comment>
        <translation>missed-blind button</translation>
    </message>
    <message>
        <source>moved</source>
        <comment>room.operation.kind.moved</comment>
        <translation>paglipat</translation>
    </message>
    <message>
        <source>must_move_answer</source>
        <comment>room.operation.kind.must_move_answer</comment>
        <translation>sagot sa pagtawag</translation>
    </message>
    <message>
        <source>must_move_called</source>
        <comment>room.operation.kind.must_move_called</comment>
        <translation>pagtawag mula sa must-move</translation>
    </message>
    <message>
        <source>must_move_declared</source>
        <comment>room.operation.kind.must_move_declared</comment>
        <translation>pagdeklara ng must-move</translation>
    </message>
    <message>
        <source>must_move_players</source>
        <comment>room.operation.kind.must_move_players</comment>
        <translation>mga manlalaro sa must-move</translation>
    </message>
    <message>
        <source>no_answer</source>
        <comment>room.operation.kind.no_answer</comment>
        <translation>walang sagot</translation>
    </message>
    <message>
        <source>seat_change_asked</source>
        <comment>room.operation.kind.seat_change_asked</comment>
        <translation>hiling na palit-upuan</translation>
    </message>
    <message>
        <source>seat_change_given</source>
        <comment>room.operation.kind.seat_change_given</comment>
        <translation>pagbigay ng palit-upuan</translation>
    </message>
    <message>
        <source>seat_draw</source>
        <comment>room.operation.kind.seat_draw</comment>
        <translation>bunutan ng upuan</translation>
    </message>
    <message>
        <source>seat_locked</source>
        <comment>room.operation.kind.seat_locked</comment>
        <translation>pag-lock ng upuan</translation>
    </message>
    <message>
        <source>seat_offered</source>
        <comment>room.operation.kind.seat_offered</comment>
        <translation>pag-alok ng upuan</translation>
    </message>
    <message>
        <source>seat_transferred</source>
        <comment>room.operation.kind.seat_transferred</comment>
        <translation>paglipat ng upuan</translation>
    </message>
    <message>
        <source>seated</source>
        <comment>room.operation.kind.seated</comment>
        <translation>pagpapaupo</translation>
    </message>
    <message>
        <source>short_game_cut</source>
        <comment>room.operation.kind.short_game_cut</comment>
        <translation>hiwa ng maikling laro</translation>
    </message>
    <message>
        <source>table_change_approved</source>
        <comment>room.operation.kind.table_change_approved</comment>
        <translation>pag-apruba ng palit-mesa</translation>
    </message>
    <message>
        <source>table_change_asked</source>
        <comment>room.operation.kind.table_change_asked</comment>
        <translation>hiling na palit-mesa</translation>
    </message>
    <message>
        <source>table_closed</source>
        <comment>room.operation.kind.table_closed</comment>
        <translation>pagsara ng mesa</translation>
    </message>
    <message>
        <source>table_opened</source>
        <comment>room.operation.kind.table_opened</comment>
        <translation>pagbukas ng mesa</translation>
    </message>
    <message>
        <source>the room store is out of reach: nothing was recorded. Try again in a moment; if it lasts, call the technician</source>
        <comment>room.operation.out_of_reach</comment>
        <translation>hindi maabot ang room: walang naitala. Subukan ulit maya-maya; kung tumagal, tawagan ang technician</translation>
    </message>
    <message>
        <source>unknown room operation {kind}</source>
        <comment>room.operation.unknown_room_operation</comment>
        <translation>hindi kilalang operasyon ng room {kind}</translation>
    </message>
    <message>
        <source>{player} called in over an hour ago and has not come: off the {game_label} list</source>
        <comment>room.prompts.called_over_hour_ago</comment>
        <translation>nag-call-in si {player} mahigit isang oras na ang nakalipas at hindi dumating: aalisin sa listahan ng {game_label}</translation>
    </message>
    <message>
        <source>{player} has been away {count} times lately: the floor may pick up his chips before a third button</source>
        <comment>room.prompts.has_been_away_times</comment>
        <translation>{count} beses nang umalis si {player} kamakailan: puwedeng kunin ng floor ang chips niya bago ang ikatlong button</translation>
    </message>
    <message>
        <source>must-move {must_move_table} is short ({players} players): the floor sets the fairest collection</source>
        <comment>room.prompts.must_move_short_players</comment>
        <translation>kulang ang must-move {must_move_table} ({players} manlalaro): ang floor ang magtatakda ng pinakapatas na bayad sa bahay</translation>
    </message>
    <message>
        <source>now: the game counts as full while it has a must-move game (LC-131)</source>
        <comment>room.prompts.pick_up_now_full</comment>
        <translation>ngayon: itinuturing na puno ang laro habang may must-move na laro ito (LC-131)</translation>
    </message>
    <message>
        <source>now if the game is full; otherwise when someone asks for the seat or the game fills</source>
        <comment>room.prompts.pick_up_when_full</comment>
        <translation>ngayon kung puno ang laro; kung hindi, kapag may humingi ng upuan o napuno ang laro</translation>
    </message>
    <message>
        <source>{player} ({table} seat {seat}) has {missed} missed-blind buttons: pick up his chips {when}</source>
        <comment>room.prompts.seat_has_missed_blind</comment>
        <translation>may {missed} nalaktawang blind button si {player} ({table} upuan {seat}): kunin ang chips niya {when}</translation>
    </message>
    <message>
        <source>{player} ({table} seat {seat}) is {over} min over the {allowed}-minute stud limit: pick-up due</source>
        <comment>room.prompts.seat_min_over_minute</comment>
        <translation>lampas na si {player} ({table} upuan {seat}) nang {over} min sa {allowed}-minutong limit ng stud: dapat nang kunin ang chips</translation>
    </message>
    <message>
        <source>{text} ({rule_ids})</source>
        <comment>room.refusal.cited</comment>
        <translation>{text} ({rule_ids})</translation>
    </message>
    <message>
        <source>the dealer rotation period is a number of minutes over 0, not {period_minutes}</source>
        <comment>room.rotation.dealer_rotation_period_number</comment>
        <translation>dapat bilang ng minutong higit sa 0 ang panahon ng rotation ng dealer, hindi {period_minutes}</translation>
    </message>
    <message>
        <source>a dealer sign-in at {table} names no badge</source>
        <comment>room.rotation.dealer_sign_names_no</comment>
        <translation>walang badge ang sign-in ng dealer sa {table}</translation>
    </message>
    <message>
        <source>{tied} cannot be told apart by who asked first or who has played longest: they draw cards for the seat</source>
        <comment>room.seat_priority.cannot_told_apart_who</comment>
        <translation>hindi mapaghiwalay sina {tied} ayon sa kung sino ang naunang humiling o pinakamatagal naglaro: bubunot sila ng kard para sa upuan</translation>
    </message>
    <message>
        <source>{newcomer}&apos;s chips are on the table: he cannot be made to move</source>
        <comment>room.seat_priority.chips_down_no_move</comment>
        <translation>nasa mesa na ang chips ni {newcomer}: hindi siya mapipilitang lumipat</translation>
    </message>
    <message>
        <source>offer the open seat to the seated players before locking it for the list</source>
        <comment>room.seat_priority.offer_before_lock</comment>
        <translation>ialok muna ang bakanteng upuan sa mga nakaupong manlalaro bago i-lock para sa listahan</translation>
    </message>
    <message>
        <source>a player asks for the seat twice</source>
        <comment>room.seat_priority.player_asks_seat_twice</comment>
        <translation>dalawang beses humiling ng upuan ang isang manlalaro</translation>
    </message>
    <message>
        <source>seat changes are allowed only with fewer than {only_below} players; the game has {players}</source>
        <comment>room.seat_priority.seat_changes_are_allowed</comment>
        <translation>pinapayagan lang ang palit-upuan kapag kulang sa {only_below} ang manlalaro; may {players} ang laro</translation>
    </message>
    <message>
        <source>whether changes are at once</source>
        <comment>room.setting.changes_at_once</comment>
        <translation>kung agad-agad ang palit</translation>
    </message>
    <message>
        <source>whether a change of limit plays to the big blind</source>
        <comment>room.setting.other_limit_big_blind</comment>
        <translation>kung ang palit ng limit ay maglalaro hanggang big blind</translation>
    </message>
    <message>
        <source>seat changes only below</source>
        <comment>room.setting.seat_changes_below</comment>
        <translation>palit-upuan lang kapag mas mababa sa</translation>
    </message>
    <message>
        <source>{name} is already on the {game} list</source>
        <comment>room.sign_up.already_list</comment>
        <translation>nasa listahan na ng {game} si {name}</translation>
    </message>
    <message>
        <source>{player} called in and has not reported to the floor yet</source>
        <comment>room.sign_up.called_has_reported_floor</comment>
        <translation>nag-call-in si {player} at hindi pa nagre-report sa floor</translation>
    </message>
    <message>
        <source>{player} called in over an hour ago and never came: he is off the list</source>
        <comment>room.sign_up.called_over_hour_ago</comment>
        <translation>nag-call-in si {player} mahigit isang oras na ang nakalipas at hindi dumating: wala na siya sa listahan</translation>
    </message>
    <message>
        <source>{player} has not been called</source>
        <comment>room.sign_up.has_been_called</comment>
        <translation>hindi pa tinatawag si {player}</translation>
    </message>
    <message>
        <source>{player} is not on the {game} list</source>
        <comment>room.sign_up.list</comment>
        <translation>wala si {player} sa listahan ng {game}</translation>
    </message>
    <message>
        <source>a name is needed to put a player on the list</source>
        <comment>room.sign_up.name_needed_put_player</comment>
        <translation>kailangan ng pangalan para mailista ang manlalaro</translation>
    </message>
    <message>
        <source>{player} is a walk-in: the floor keeps or removes him</source>
        <comment>room.sign_up.walk_floor_keeps_removes</comment>
        <translation>walk-in si {player}: ang floor ang magpapasya kung mananatili o aalisin siya</translation>
    </message>
    <message>
        <source>applied</source>
        <comment>room.station.applied</comment>
        <translation>nailapat</translation>
    </message>
    <message>
        <source>refused: {why}</source>
        <comment>room.station.refused</comment>
        <translation>tinanggihan: {why}</translation>
    </message>
    <message>
        <source>sent</source>
        <comment>room.station.sent</comment>
        <translation>naipadala</translation>
    </message>
    <message>
        <source>the cut is for a seat in a lower game: ${asked} is not below ${short}</source>
        <comment>room.table_changes.cut_lower_game</comment>
        <translation>ang cut ay para sa upuan sa mas mababang laro: ang ${asked} ay hindi mas mababa sa ${short}</translation>
    </message>
    <message>
        <source>the cut is for the next lower game: a ${between} game runs between ${asked} and ${short}</source>
        <comment>room.table_changes.cut_next_lower_game</comment>
        <translation>ang cut ay para sa susunod na mas mababang laro: may ${between} na laro sa pagitan ng ${asked} at ${short}</translation>
    </message>
    <message>
        <source>the cut is for the lower game&apos;s open seats: none is open</source>
        <comment>room.table_changes.cut_no_open_seat</comment>
        <translation>ang cut ay para sa mga bakanteng upuan ng mas mababang laro: walang bakante</translation>
    </message>
    <message>
        <source>a cut for the lower game&apos;s seats is for a short game (under {short}); this one has {players}</source>
        <comment>room.table_changes.cut_short_game_only</comment>
        <translation>ang cut para sa mga upuan ng mas mababang laro ay para sa maikling laro (kulang sa {short}); may {players} ang larong ito</translation>
    </message>
    <message>
        <source>a table change waits for a floorperson&apos;s approval</source>
        <comment>room.table_changes.table_change_waits_floorperson</comment>
        <translation>naghihintay ng pag-apruba ng floor ang palit-mesa</translation>
    </message>
    <message>
        <source>may play to his big blind first (LC-134)</source>
        <comment>room.timing.after_big_blind</comment>
        <translation>puwedeng maglaro muna hanggang big blind niya (LC-134)</translation>
    </message>
    <message>
        <source>finishes the blinds and the button first (LC-96)</source>
        <comment>room.timing.after_blinds_and_button</comment>
        <translation>tatapusin muna ang blinds at button (LC-96)</translation>
    </message>
    <message>
        <source>dealt out now (LC-96)</source>
        <comment>room.timing.now</comment>
        <translation>hindi na bibigyan ng kamay ngayon (LC-96)</translation>
    </message>
    <message>
        <source>nobody</source>
        <comment>room.words.nobody</comment>
        <translation>wala</translation>
    </message>
    <message>
        <source>none</source>
        <comment>room.words.none</comment>
        <translation>wala</translation>
    </message>
    <message>
        <source>badge {badge} is not active floor staff at this table: only the floor decides (LC-8b)</source>
        <comment>room_decision.not_floor</comment>
        <translation>ang badge {badge} ay hindi aktibong floor staff sa mesang ito: ang floor lang ang nagpapasya (LC-8b)</translation>
    </message>
    <message>
        <source>the table could not log the decision</source>
        <comment>room_decision.not_logged</comment>
        <translation>hindi naitala ng mesa ang desisyon</translation>
    </message>
    <message>
        <source>the decision is for table {table}; this is table {here}</source>
        <comment>room_decision.wrong_table</comment>
        <translation>para sa mesa {table} ang desisyon; ito ang mesa {here}</translation>
    </message>
    <message>
        <source>Pai Gow joker: limited by default, fully wild as a CG switch</source>
        <comment>rule.AMB-01</comment>
        <translation>Joker sa Pai Gow: limitado bilang default, ganap na wild kapag naka-switch ang CG</translation>
    </message>
    <message>
        <source>CG blinds read as three: button blind, small blind, big blind</source>
        <comment>rule.AMB-02</comment>
        <translation>Ang blinds ng CG ay binabasang tatlo: button blind, small blind, big blind</translation>
    </message>
    <message>
        <source>Super Natural is a player&apos;s two jokers; P/D jokers count 2</source>
        <comment>rule.AMB-03</comment>
        <translation>Ang Super Natural ay dalawang joker ng player; 2 ang bilang ng joker ng bangkero</translation>
    </message>
    <message>
        <source>Any non-natural total over 21 busts; hit 22 against hit 22 pushes</source>
        <comment>rule.AMB-04</comment>
        <translation>Bust ang anumang hindi natural na higit sa 21; 22 sa hit laban sa 22 sa hit ay push</translation>
    </message>
    <message>
        <source>Late-found P/D natural: undo the action, settle the first two cards</source>
        <comment>rule.AMB-05</comment>
        <translation>Huling nakita ang natural ng bangkero: bawiin ang aksyon, bayaran ayon sa unang dalawang baraha</translation>
    </message>
    <message>
        <source>At most five original wagers per player per seat</source>
        <comment>rule.AMB-06</comment>
        <translation>Hanggang limang orihinal na taya bawat player bawat upuan</translation>
    </message>
    <message>
        <source>CG 3CP ranks: straight above flush, as the Bonus table pays</source>
        <comment>rule.AMB-07</comment>
        <translation>Ranggo ng 3CP sa CG: straight higit sa flush, ayon sa bayad ng Bonus</translation>
    </message>
    <message>
        <source>Action button count: ace 1, faces 10, from the seat after the P/D</source>
        <comment>rule.AMB-08</comment>
        <translation>Bilang ng action button: ace 1, mukha 10, mula sa upuan pagkatapos ng bangkero</translation>
    </message>
    <message>
        <source>House Way against A, K or Q up: same rank with a 9 or better plays</source>
        <comment>rule.AMB-09</comment>
        <translation>House Way laban sa A, K o Q na bukas: parehong ranggo na may 9 pataas ay lalaro</translation>
    </message>
    <message>
        <source>3CP Bonus: own hand pays; part over the Ante returned; trips 30 to 1</source>
        <comment>rule.AMB-10</comment>
        <translation>Bonus ng 3CP: sariling kamay ang binabayaran; ibinabalik ang lampas sa Ante; trips 30 sa 1</translation>
    </message>
    <message>
        <source>Banker coverage by stake in action order: CG partial, HTP dead</source>
        <comment>rule.AMB-11</comment>
        <translation>Sakop ng bangkero ayon sa taya sa pagkakasunod ng aksyon: CG bahagya, HTP patay</translation>
    </message>
    <message>
        <source>HTP: designated player higher wins, equal hands push</source>
        <comment>rule.AMB-12</comment>
        <translation>HTP: panalo ang itinalagang player kung mas mataas, tabla kung pareho</translation>
    </message>
    <message>
        <source>2CP: non-qualifying DP results; A-2 suited; J-2 suited qualifier</source>
        <comment>rule.AMB-13</comment>
        <translation>2CP: resulta kapag hindi kwalipikado ang bangkero; A-2 suited; J-2 suited ang kwalipikasyon</translation>
    </message>
    <message>
        <source>Florida Hold&apos;em: one Play bet; unlisted Trips push; Ante back</source>
        <comment>rule.AMB-14</comment>
        <translation>Florida Hold&apos;em: isang Play bet; push ang Trips na wala sa listahan; ibinabalik ang Ante</translation>
    </message>
    <message>
        <source>HTP 2CP and Florida rake: the same three modes as 3CP</source>
        <comment>rule.AMB-15</comment>
        <translation>Rake ng HTP 2CP at Florida: parehong tatlong paraan ng 3CP</translation>
    </message>
    <message>
        <source>Half kill: one player takes the main pot; kill seat is a floor call</source>
        <comment>rule.AMB-16</comment>
        <translation>Half kill: isang player ang kumuha ng main pot; floor ang magpapasya sa kill seat</translation>
    </message>
    <message>
        <source>Misdeal when the first or second card of the whole deal is up</source>
        <comment>rule.AMB-17</comment>
        <translation>Misdeal kapag nakabukas ang una o ikalawang baraha ng buong deal</translation>
    </message>
    <message>
        <source>Two players left means uncapped; LC low cap is four bets</source>
        <comment>rule.AMB-18</comment>
        <translation>Kapag dalawa na lang ang player, walang cap; apat na taya ang cap sa LC low</translation>
    </message>
    <message>
        <source>Short blinds are live and in multiples of the common chip</source>
        <comment>rule.AMB-19</comment>
        <translation>Live ang kulang na blinds at dapat multiple ng common chip</translation>
    </message>
    <message>
        <source>Short of the button collection: dealt out, then all-in next hand</source>
        <comment>rule.AMB-20</comment>
        <translation>Kulang sa button collection: hindi muna dine-deal, saka all-in sa susunod na kamay</translation>
    </message>
    <message>
        <source>Common chip set per limit in the profile</source>
        <comment>rule.AMB-21</comment>
        <translation>Common chip na itinakda bawat limit sa profile</translation>
    </message>
    <message>
        <source>After a half-bet all-in, a full raise is one bet on top of it</source>
        <comment>rule.AMB-22</comment>
        <translation>Pagkatapos ng half-bet all-in, ang buong taas ay isang taya sa ibabaw nito</translation>
    </message>
    <message>
        <source>Odd chip to the first winner clockwise from the button</source>
        <comment>rule.AMB-23</comment>
        <translation>Odd chip sa unang nanalo pakanan mula sa button</translation>
    </message>
    <message>
        <source>PGP $3 big blind at 4-8 is a live partial bet; callers may complete</source>
        <comment>rule.AMB-24</comment>
        <translation>Ang $3 big blind ng PGP sa 4-8 ay live na bahagyang taya; puwedeng kumpletuhin ng sumasabay</translation>
    </message>
    <message>
        <source>Posting in front of the button: the seat the button reaches next</source>
        <comment>rule.AMB-25</comment>
        <translation>Pag-post sa harap ng button: ang upuang susunod na aabutin ng button</translation>
    </message>
    <message>
        <source>Low needs five ranks of 8 or lower; an Omaha board gives three</source>
        <comment>rule.AMB-26</comment>
        <translation>Kailangan ng low ng limang ranggo na 8 pababa; tatlo ang galing sa Omaha board</translation>
    </message>
    <message>
        <source>Low chart: 56 hands in order, the repeated row ignored</source>
        <comment>rule.AMB-27</comment>
        <translation>Tsart ng low: 56 na kamay ayon sa pagkakasunod, hindi pinapansin ang inulit na hilera</translation>
    </message>
    <message>
        <source>Pai Gow dice: P/D counts as 1, all seven spots, counter-clockwise</source>
        <comment>rule.AMB-28</comment>
        <translation>Dice ng Pai Gow: 1 ang bangkero, lahat ng pitong puwesto, pakaliwa</translation>
    </message>
    <message>
        <source>Stud early cards: count players at discovery, finish the betting</source>
        <comment>rule.AMB-29</comment>
        <translation>Maagang baraha sa stud: bilangin ang players nang matuklasan, tapusin ang tayaan</translation>
    </message>
    <message>
        <source>A called hand mucked at showdown may be seen but cannot win</source>
        <comment>rule.AMB-30</comment>
        <translation>Makikita ang sinabayang kamay na na-muck sa showdown pero hindi ito mananalo</translation>
    </message>
    <message>
        <source>Stud cap: the completion is the bet, then three raises</source>
        <comment>rule.AMB-31</comment>
        <translation>Cap sa stud: ang complete ang taya, saka tatlong taas</translation>
    </message>
    <message>
        <source>LC high: seat changes only under five players</source>
        <comment>rule.AMB-32</comment>
        <translation>LC high: lipat ng upuan lang kapag kulang sa limang player</translation>
    </message>
    <message>
        <source>Cash never plays; runner chips only as LC-26c allows</source>
        <comment>rule.AMB-33</comment>
        <translation>Hindi kailanman naglalaro ang cash; chips na papunta ay ayon lang sa LC-26c</translation>
    </message>
    <message>
        <source>California player-dealer rotation: two non-TPPP bankers per 40 minutes</source>
        <comment>rule.CA-PDR</comment>
        <translation>Rotasyon ng player-dealer sa California: dalawang hindi TPPP na bangkero bawat 40 minuto</translation>
    </message>
    <message>
        <source>Deal from a single 52-card deck</source>
        <comment>rule.CG-3CP-01</comment>
        <translation>Mag-deal mula sa iisang deck na 52 baraha</translation>
    </message>
    <message>
        <source>Deal a player in only after he has placed an Ante and paid the…</source>
        <comment>rule.CG-3CP-02</comment>
        <translation>Mag-deal sa player pagkatapos lang niyang maglagay ng Ante at magbayad ng…</translation>
    </message>
    <message>
        <source>Deal three face-down cards to each player</source>
        <comment>rule.CG-3CP-03</comment>
        <translation>Mag-deal ng tatlong nakataob na baraha sa bawat player</translation>
    </message>
    <message>
        <source>After looking, a player may fold and lose the Ante</source>
        <comment>rule.CG-3CP-04a</comment>
        <translation>Pagkatingin, puwedeng mag-fold ang player at matalo ang Ante</translation>
    </message>
    <message>
        <source>Or he stays by placing a Play bet exactly equal to his Ante</source>
        <comment>rule.CG-3CP-04b</comment>
        <translation>O mananatili siya sa pagtaya ng Play na eksaktong kapareho ng Ante</translation>
    </message>
    <message>
        <source>The P/D qualifies only with queen-high or better</source>
        <comment>rule.CG-3CP-05</comment>
        <translation>Kwalipikado lang ang bangkero kung queen-high pataas</translation>
    </message>
    <message>
        <source>If the P/D does not qualify, Play bets get no action and are returned…</source>
        <comment>rule.CG-3CP-05a</comment>
        <translation>Kung hindi kwalipikado ang bangkero, walang aksyon ang Play bets at ibinabalik…</translation>
    </message>
    <message>
        <source>If the P/D does not qualify, every Ante still in play (not folded) is…</source>
        <comment>rule.CG-3CP-05b</comment>
        <translation>Kung hindi kwalipikado ang bangkero, bawat Ante na kasali pa (hindi nag-fold) ay…</translation>
    </message>
    <message>
        <source>If the P/D qualifies, compare hands (ranks per CG-3CP-B07b)</source>
        <comment>rule.CG-3CP-05c</comment>
        <translation>Kung kwalipikado ang bangkero, ikumpara ang mga kamay (ranggo ayon sa CG-3CP-B07b)</translation>
    </message>
    <message>
        <source>Give each wager action only as far as the P/D&apos;s wager covers it</source>
        <comment>rule.CG-3CP-06</comment>
        <translation>May aksyon ang bawat taya hanggang saklaw lang ng taya ng bangkero</translation>
    </message>
    <message>
        <source>End the round when the P/D&apos;s stake is used up or every player wager has…</source>
        <comment>rule.CG-3CP-07</comment>
        <translation>Tapusin ang round kapag ubos na ang taya ng bangkero o bawat taya ng player ay…</translation>
    </message>
    <message>
        <source>After every two hands, rotate the P/D position or offer it to every…</source>
        <comment>rule.CG-3CP-08</comment>
        <translation>Bawat dalawang kamay, i-rotate ang bangkero o ialok ito sa bawat…</translation>
    </message>
    <message>
        <source>A player who does not or cannot put up the full Play bet gives up his…</source>
        <comment>rule.CG-3CP-09</comment>
        <translation>Ang player na hindi o hindi makapaglagay ng buong Play bet ay isusuko ang…</translation>
    </message>
    <message>
        <source>Only a player sitting in the seat may decide how that hand is played</source>
        <comment>rule.CG-3CP-10</comment>
        <translation>Ang nakaupo lang sa upuan ang magpapasya kung paano lalaruin ang kamay</translation>
    </message>
    <message>
        <source>A player betting several hands plays his second and later hands House…</source>
        <comment>rule.CG-3CP-11</comment>
        <translation>Ang player na tumataya sa maraming kamay ay naglalaro ng ikalawa at susunod ayon sa House…</translation>
    </message>
    <message>
        <source>House Way: for each House Way Ante, the Play bet goes up before the deal</source>
        <comment>rule.CG-3CP-12</comment>
        <translation>House Way: sa bawat House Way Ante, inilalagay ang Play bet bago ang deal</translation>
    </message>
    <message>
        <source>Offer the Bonus only to players who have an Ante</source>
        <comment>rule.CG-3CP-B00</comment>
        <translation>Ialok ang Bonus sa mga may Ante lang</translation>
    </message>
    <message>
        <source>Lock Bonus placement once the first card of the deal is out</source>
        <comment>rule.CG-3CP-B01</comment>
        <translation>Sarado na ang Bonus paglabas ng unang baraha ng deal</translation>
    </message>
    <message>
        <source>A Bonus is payable only if it is no larger than the Ante</source>
        <comment>rule.CG-3CP-B02</comment>
        <translation>Babayaran lang ang Bonus kung hindi ito mas malaki sa Ante</translation>
    </message>
    <message>
        <source>A Bonus is payable only if it is within the table&apos;s posted limits</source>
        <comment>rule.CG-3CP-B03</comment>
        <translation>Babayaran lang ang Bonus kung pasok sa nakapaskil na limit ng mesa</translation>
    </message>
    <message>
        <source>The P/D pays winning Bonus bets and collects losing ones only as far as…</source>
        <comment>rule.CG-3CP-B04</comment>
        <translation>Binabayaran ng bangkero ang panalong Bonus at kinukuha ang talo hanggang…</translation>
    </message>
    <message>
        <source>Action button: add up the values of the P/D&apos;s three cards, then count…</source>
        <comment>rule.CG-3CP-B05</comment>
        <translation>Action button: pagsamahin ang halaga ng tatlong baraha ng bangkero, saka bilangin…</translation>
    </message>
    <message>
        <source>Once the P/D&apos;s wager is used up, give back every wager it does not cover</source>
        <comment>rule.CG-3CP-B06</comment>
        <translation>Kapag ubos na ang taya ng bangkero, ibalik ang bawat tayang hindi nito sakop</translation>
    </message>
    <message>
        <source>3CP Bonus pay table</source>
        <comment>rule.CG-3CP-B07a</comment>
        <translation>Talaan ng bayad ng Bonus sa 3CP</translation>
    </message>
    <message>
        <source>Three Card Poker (CG): compare P/D and player hands with the three-card…</source>
        <comment>rule.CG-3CP-B07b</comment>
        <translation>Three Card Poker (CG): ikumpara ang kamay ng bangkero at player gamit ang tatlong-baraha…</translation>
    </message>
    <message>
        <source>Offer a Buster side wager that the P/D&apos;s hand will bust</source>
        <comment>rule.CG-BBJ-00a</comment>
        <translation>Mag-alok ng Buster side bet na mabu-bust ang kamay ng bangkero</translation>
    </message>
    <message>
        <source>Buster pay table by busted card count</source>
        <comment>rule.CG-BBJ-00b</comment>
        <translation>Talaan ng bayad ng Buster ayon sa bilang ng baraha nang mag-bust</translation>
    </message>
    <message>
        <source>Accept a Buster wager only from a player who has a main wager in this…</source>
        <comment>rule.CG-BBJ-01</comment>
        <translation>Tumanggap lang ng Buster mula sa player na may pangunahing taya sa…</translation>
    </message>
    <message>
        <source>Buster limits per seated position: $5 minimum, $100 maximum</source>
        <comment>rule.CG-BBJ-02</comment>
        <translation>Limit ng Buster bawat puwesto: minimum $5, maximum $100</translation>
    </message>
    <message>
        <source>A Buster wager may not be larger than the player&apos;s regular wager</source>
        <comment>rule.CG-BBJ-03</comment>
        <translation>Hindi puwedeng mas malaki ang Buster sa regular na taya ng player</translation>
    </message>
    <message>
        <source>Allow one Buster wager per seated position</source>
        <comment>rule.CG-BBJ-04</comment>
        <translation>Isang Buster bawat puwesto</translation>
    </message>
    <message>
        <source>Players may pool into one Buster wager; they remain responsible for the…</source>
        <comment>rule.CG-BBJ-05</comment>
        <translation>Puwedeng magsama ang players sa iisang Buster; mananagot pa rin sila sa…</translation>
    </message>
    <message>
        <source>The P/D funds a separate Buster bank and can win or lose only up to…</source>
        <comment>rule.CG-BBJ-06</comment>
        <translation>May hiwalay na Buster bank ang bangkero at mananalo o matatalo lang hanggang…</translation>
    </message>
    <message>
        <source>Any part of a wager that breaks the limits is not paid</source>
        <comment>rule.CG-BBJ-07</comment>
        <translation>Hindi binabayaran ang bahagi ng taya na lampas sa limit</translation>
    </message>
    <message>
        <source>Buster Blackjack: use the same counting, with no soft hand above 21</source>
        <comment>rule.CG-BBJ-08</comment>
        <translation>Buster Blackjack: parehong bilangan, walang soft hand na lampas 21</translation>
    </message>
    <message>
        <source>If the P/D&apos;s first two cards are two aces of the same suit, every…</source>
        <comment>rule.CG-BBJ-09</comment>
        <translation>Kung dalawang ace na pareho ang suit ang unang dalawang baraha ng bangkero, bawat…</translation>
    </message>
    <message>
        <source>CG management may, in special situations, rule against the strict…</source>
        <comment>rule.CG-DIS-03</comment>
        <translation>Puwedeng magpasya ang management ng CG, sa espesyal na kaso, laban sa mahigpit…</translation>
    </message>
    <message>
        <source>CG management decisions are final</source>
        <comment>rule.CG-DIS-04</comment>
        <translation>Pinal ang pasya ng management ng CG</translation>
    </message>
    <message>
        <source>All-in: a player with all his table chips in the pot can win only the…</source>
        <comment>rule.CG-GL-04</comment>
        <translation>All-in: ang player na nasa pot na ang lahat ng chips sa mesa ay mananalo lang ng…</translation>
    </message>
    <message>
        <source>The big blind is the largest blind, not counting a kill blind</source>
        <comment>rule.CG-GL-07</comment>
        <translation>Ang big blind ang pinakamalaking blind, hindi kasama ang kill blind</translation>
    </message>
    <message>
        <source>A blind bet or raise made before looking is voluntary, to stir action</source>
        <comment>rule.CG-GL-09</comment>
        <translation>Kusang-loob ang blind na taya o taas bago tumingin, para pasiglahin ang aksyon</translation>
    </message>
    <message>
        <source>A bring-in can be defined with both a floor and a ceiling, a floor…</source>
        <comment>rule.CG-GL-13</comment>
        <translation>Puwedeng may sahig at kisame ang bring-in, ang sahig…</translation>
    </message>
    <message>
        <source>Bug is another name for the joker</source>
        <comment>rule.CG-GL-15</comment>
        <translation>Ang bug ay ibang tawag sa joker</translation>
    </message>
    <message>
        <source>Burn: a card removed from play by the dealer, normally the top card…</source>
        <comment>rule.CG-GL-16</comment>
        <translation>Burn: barahang inalis ng dealer sa laro, karaniwang ang pinakaibabaw…</translation>
    </message>
    <message>
        <source>Buy-in: the minimum chip purchase when joining a game (values: K20)</source>
        <comment>rule.CG-GL-19</comment>
        <translation>Buy-in: pinakamababang bili ng chips sa pagsali sa laro (halaga: K20)</translation>
    </message>
    <message>
        <source>Capped: the last raise allowed in a limit betting round has been made</source>
        <comment>rule.CG-GL-22</comment>
        <translation>Capped: nagawa na ang huling pinapayagang taas sa limit na tayaan</translation>
    </message>
    <message>
        <source>Check-raise: checking and then raising a bet in the same round</source>
        <comment>rule.CG-GL-24</comment>
        <translation>Check-raise: mag-check saka magtaas sa parehong round</translation>
    </message>
    <message>
        <source>Collection: the fee paid to the house to play</source>
        <comment>rule.CG-GL-26</comment>
        <translation>Collection: bayad sa house para makapaglaro</translation>
    </message>
    <message>
        <source>Dead hand: a hand out of play, e.g</source>
        <comment>rule.CG-GL-28</comment>
        <translation>Dead hand: kamay na wala na sa laro, hal.</translation>
    </message>
    <message>
        <source>Fixed limit: each round&apos;s bets are set amounts</source>
        <comment>rule.CG-GL-31</comment>
        <translation>Fixed limit: takdang halaga ang taya bawat round</translation>
    </message>
    <message>
        <source>Forced bet: a compulsory wager that starts the action</source>
        <comment>rule.CG-GL-33</comment>
        <translation>Forced bet: sapilitang taya na nagsisimula ng aksyon</translation>
    </message>
    <message>
        <source>Forced blind: a blind a player must post to play the hand</source>
        <comment>rule.CG-GL-34</comment>
        <translation>Forced blind: blind na dapat ilagay ng player para makalaro</translation>
    </message>
    <message>
        <source>A hand (as an event) runs from the dealer&apos;s cut until every hand is…</source>
        <comment>rule.CG-GL-36</comment>
        <translation>Ang isang kamay (bilang pangyayari) ay mula sa cut ng dealer hanggang bawat kamay ay…</translation>
    </message>
    <message>
        <source>Heads-up: only two players in the hand</source>
        <comment>rule.CG-GL-37</comment>
        <translation>Heads-up: dalawa lang ang player sa kamay</translation>
    </message>
    <message>
        <source>Kicker: the card that separates equal pairs, trips or quads</source>
        <comment>rule.CG-GL-39</comment>
        <translation>Kicker: ang barahang naghihiwalay sa magkaparehong pair, trips o quads</translation>
    </message>
    <message>
        <source>Kill has two meanings, and the app must keep them apart: (1) a blind…</source>
        <comment>rule.CG-GL-40</comment>
        <translation>Dalawa ang kahulugan ng kill, at dapat itong paghiwalayin ng app: (1) isang blind…</translation>
    </message>
    <message>
        <source>Kill-it: to post the limit-raising blind</source>
        <comment>rule.CG-GL-41</comment>
        <translation>Kill-it: maglagay ng blind na nagtataas ng limit</translation>
    </message>
    <message>
        <source>Killing a hand: the dealer mucking a player&apos;s hand so that it loses its…</source>
        <comment>rule.CG-GL-42</comment>
        <translation>Pagpatay ng kamay: mina-muck ng dealer ang kamay ng player kaya nawawala ang…</translation>
    </message>
    <message>
        <source>No-limit: a bet is capped only by the player&apos;s table chips</source>
        <comment>rule.CG-GL-44</comment>
        <translation>No-limit: ang taya ay limitado lang ng chips ng player sa mesa</translation>
    </message>
    <message>
        <source>Open: the first bet after the forced bets and the first cards</source>
        <comment>rule.CG-GL-46</comment>
        <translation>Open: unang taya pagkatapos ng forced bets at unang baraha</translation>
    </message>
    <message>
        <source>Open-blind game: the first player(s) left of the button bet before the…</source>
        <comment>rule.CG-GL-47</comment>
        <translation>Open-blind game: ang unang player sa kaliwa ng button ay tumataya bago…</translation>
    </message>
    <message>
        <source>Pass: folding when facing a bet, or checking when there is none</source>
        <comment>rule.CG-GL-52</comment>
        <translation>Pass: mag-fold kapag may taya, o mag-check kapag wala</translation>
    </message>
    <message>
        <source>Post: a blind put up by a newcomer or by someone who skipped a blind</source>
        <comment>rule.CG-GL-53</comment>
        <translation>Post: blind na inilagay ng bagong player o ng nakalaktaw ng blind</translation>
    </message>
    <message>
        <source>Pot-limit: a bet or raise is capped at the pot size</source>
        <comment>rule.CG-GL-55</comment>
        <translation>Pot-limit: ang taya o taas ay hanggang laki ng pot</translation>
    </message>
    <message>
        <source>Raise-blind game: the first player opens blind and the second raises…</source>
        <comment>rule.CG-GL-58</comment>
        <translation>Raise-blind game: bulag na nagbubukas ang una at nagtataas ang ikalawa…</translation>
    </message>
    <message>
        <source>Short bet: less than half the amount needed to bet or call</source>
        <comment>rule.CG-GL-60</comment>
        <translation>Short bet: kulang sa kalahati ng kailangan para tumaya o sumabay</translation>
    </message>
    <message>
        <source>Spread limit: each round has a fixed minimum and maximum bet</source>
        <comment>rule.CG-GL-62</comment>
        <translation>Spread limit: may takdang minimum at maximum na taya bawat round</translation>
    </message>
    <message>
        <source>Straight limit: the same bet size throughout the hand</source>
        <comment>rule.CG-GL-63</comment>
        <translation>Straight limit: parehong laki ng taya sa buong kamay</translation>
    </message>
    <message>
        <source>Table stakes: only chips on the table before the deal may be used in…</source>
        <comment>rule.CG-GL-65</comment>
        <translation>Table stakes: chips lang na nasa mesa bago ang deal ang magagamit sa…</translation>
    </message>
    <message>
        <source>Time is either a player&apos;s request to pause the action, or a collection…</source>
        <comment>rule.CG-GL-66</comment>
        <translation>Ang time ay hiling ng player na ihinto ang aksyon, o isang singil…</translation>
    </message>
    <message>
        <source>Winner-blind game: the previous pot&apos;s winner posts a blind before the…</source>
        <comment>rule.CG-GL-68</comment>
        <translation>Winner-blind game: ang nanalo sa naunang pot ay naglalagay ng blind bago…</translation>
    </message>
    <message>
        <source>Help-text-only terms: Action, Active, Aggressive Action, Ante…</source>
        <comment>rule.CG-GL-desc</comment>
        <translation>Mga terminong pang-help text lang: Action, Active, Aggressive Action, Ante…</translation>
    </message>
    <message>
        <source>Count card values: joker 2 (12 only when it forms a Super Natural), ace…</source>
        <comment>rule.CG-HAB-01</comment>
        <translation>Bilang ng baraha: joker 2 (12 lang kapag bumuo ng Super Natural), ace…</translation>
    </message>
    <message>
        <source>Rank the Super Natural as the best possible hand</source>
        <comment>rule.CG-HAB-02</comment>
        <translation>Ang Super Natural ang pinakamagandang kamay</translation>
    </message>
    <message>
        <source>Never award the P/D a Super Natural</source>
        <comment>rule.CG-HAB-03</comment>
        <translation>Hindi kailanman bibigyan ng Super Natural ang bangkero</translation>
    </message>
    <message>
        <source>Rank the Natural 22 second, below the Super Natural</source>
        <comment>rule.CG-HAB-04</comment>
        <translation>Pangalawa ang Natural 22, sa ilalim ng Super Natural</translation>
    </message>
    <message>
        <source>Rank the Natural 21 (ace + ten-value card as the first two cards) third</source>
        <comment>rule.CG-HAB-05</comment>
        <translation>Pangatlo ang Natural 21 (ace + barahang sampu bilang unang dalawa)</translation>
    </message>
    <message>
        <source>Grant natural status only to the first two cards of an original hand…</source>
        <comment>rule.CG-HAB-06</comment>
        <translation>Natural lang ang unang dalawang baraha ng orihinal na kamay…</translation>
    </message>
    <message>
        <source>Limit original wagers to five per player per seated position (AMB-06)</source>
        <comment>rule.CG-HAB-07</comment>
        <translation>Hanggang limang orihinal na taya bawat player bawat puwesto (AMB-06)</translation>
    </message>
    <message>
        <source>Give no action to the part of any wager that breaks CG&apos;s betting…</source>
        <comment>rule.CG-HAB-08</comment>
        <translation>Walang aksyon ang bahagi ng taya na lumalabag sa patakaran ng taya ng CG…</translation>
    </message>
    <message>
        <source>Allow at most three players to wager on one seated position</source>
        <comment>rule.CG-HAB-09</comment>
        <translation>Hanggang tatlong player lang ang tataya sa iisang puwesto</translation>
    </message>
    <message>
        <source>If the bettors on a spot disagree on how to play it, the one with the…</source>
        <comment>rule.CG-HAB-10</comment>
        <translation>Kung hindi magkasundo ang mga tumataya sa iisang puwesto kung paano ito lalaruin, ang may…</translation>
    </message>
    <message>
        <source>A seated player may refuse backline bets on his spot</source>
        <comment>rule.CG-HAB-11</comment>
        <translation>Puwedeng tanggihan ng nakaupong player ang backline bets sa puwesto niya</translation>
    </message>
    <message>
        <source>The P/D stands on 17 or more, except that he must hit a soft 17</source>
        <comment>rule.CG-HAB-12</comment>
        <translation>Tumitigil ang bangkero sa 17 pataas, pero dapat mag-hit sa soft 17</translation>
    </message>
    <message>
        <source>Except when splitting or doubling, a player may hit only on totals 4–17…</source>
        <comment>rule.CG-HAB-13</comment>
        <translation>Maliban sa split o double, puwedeng mag-hit ang player sa 4–17 lang…</translation>
    </message>
    <message>
        <source>A hand may be doubled and/or split at most three times in total</source>
        <comment>rule.CG-HAB-14</comment>
        <translation>Puwedeng i-double at/o i-split ang kamay nang hanggang tatlong beses sa kabuuan</translation>
    </message>
    <message>
        <source>Double-down, split and insurance amounts may be capped by the wagering…</source>
        <comment>rule.CG-HAB-15</comment>
        <translation>Puwedeng may cap ang halaga ng double, split at insurance ayon sa taya…</translation>
    </message>
    <message>
        <source>The P/D can win or lose only up to what he has bet</source>
        <comment>rule.CG-HAB-16</comment>
        <translation>Mananalo o matatalo lang ang bangkero hanggang sa itinaya niya</translation>
    </message>
    <message>
        <source>If the dealer did not turn up a P/D natural (21 or 22) before players…</source>
        <comment>rule.CG-HAB-17</comment>
        <translation>Kung hindi nabuksan ng dealer ang natural ng bangkero (21 o 22) bago ang players…</translation>
    </message>
    <message>
        <source>Apart from the naturals, never show a soft total above 21: an ace that…</source>
        <comment>rule.CG-HAB-18</comment>
        <translation>Maliban sa naturals, huwag magpakita ng soft total na lampas 21: ang ace na…</translation>
    </message>
    <message>
        <source>A P/D must bet the same amount as his previous bank unless he lost…</source>
        <comment>rule.CG-HAB-19</comment>
        <translation>Dapat tumaya ang bangkero ng kapareho ng nakaraang bangka maliban kung natalo…</translation>
    </message>
    <message>
        <source>A player may take the P/D spot only if he bet as a player in the…</source>
        <comment>rule.CG-HAB-20</comment>
        <translation>Puwedeng kunin ng player ang bangka kung tumaya siya bilang player sa…</translation>
    </message>
    <message>
        <source>Someone betting in the P/D position may not bet on any other position</source>
        <comment>rule.CG-HAB-21</comment>
        <translation>Ang tumataya bilang bangkero ay hindi puwedeng tumaya sa ibang puwesto</translation>
    </message>
    <message>
        <source>Players never touch the cards</source>
        <comment>rule.CG-HAB-22</comment>
        <translation>Hindi kailanman hahawakan ng players ang baraha</translation>
    </message>
    <message>
        <source>Shared spot, double-down: if the controlling player doubles and another…</source>
        <comment>rule.CG-HAB-D1</comment>
        <translation>Shared spot, double: kung nag-double ang kumokontrol na player at may ibang…</translation>
    </message>
    <message>
        <source>A Super Natural is a player&apos;s first two cards being two jokers, each…</source>
        <comment>rule.CG-HAB-PUB1</comment>
        <translation>Ang Super Natural ay ang unang dalawang baraha ng player na dalawang joker, bawat…</translation>
    </message>
    <message>
        <source>A Natural 22 is two aces of the same suit as the first two cards (11 +…</source>
        <comment>rule.CG-HAB-PUB2</comment>
        <translation>Ang Natural 22 ay dalawang ace na pareho ang suit bilang unang dalawa (11 +…</translation>
    </message>
    <message>
        <source>A player who hits to 22 is saved (pushes) only when the P/D has also…</source>
        <comment>rule.CG-HAB-PUB3</comment>
        <translation>Ang player na nag-hit hanggang 22 ay ligtas (push) lang kapag ang bangkero ay…</translation>
    </message>
    <message>
        <source>Shared spot, split: if the controlling player splits and another bettor…</source>
        <comment>rule.CG-HAB-S1</comment>
        <translation>Shared spot, split: kung nag-split ang kumokontrol na player at may ibang tumataya…</translation>
    </message>
    <message>
        <source>A bettor who declined to match a split stays in the first split hand…</source>
        <comment>rule.CG-HAB-S2</comment>
        <translation>Ang tumayang hindi sumabay sa split ay mananatili sa unang split na kamay…</translation>
    </message>
    <message>
        <source>A player&apos;s Super Natural always wins, even when the P/D holds two jokers</source>
        <comment>rule.CG-HAB-T1</comment>
        <translation>Laging panalo ang Super Natural ng player, kahit may dalawang joker ang bangkero</translation>
    </message>
    <message>
        <source>A player&apos;s Natural 22 wins, even against a P/D Natural 22</source>
        <comment>rule.CG-HAB-T2</comment>
        <translation>Panalo ang Natural 22 ng player, kahit laban sa Natural 22 ng bangkero</translation>
    </message>
    <message>
        <source>If both the player and the P/D reached 22 by hitting, it is a push</source>
        <comment>rule.CG-HAB-T3</comment>
        <translation>Kung parehong umabot sa 22 sa pag-hit ang player at bangkero, push</translation>
    </message>
    <message>
        <source>A Natural 21 for both player and P/D is a push</source>
        <comment>rule.CG-HAB-T4</comment>
        <translation>Push ang Natural 21 ng player at bangkero</translation>
    </message>
    <message>
        <source>A two-card Natural 21 beats any 21 made by splitting, hitting or…</source>
        <comment>rule.CG-HAB-T5</comment>
        <translation>Panalo ang dalawang-barahang Natural 21 sa anumang 21 mula sa split, hit o…</translation>
    </message>
    <message>
        <source>Every other tie pushes</source>
        <comment>rule.CG-HAB-T6</comment>
        <translation>Push ang lahat ng iba pang tabla</translation>
    </message>
    <message>
        <source>The button marks the nominal dealer</source>
        <comment>rule.CG-HE-01</comment>
        <translation>Ang button ang tanda ng nominal na dealer</translation>
    </message>
    <message>
        <source>CG Hold&apos;em has no antes</source>
        <comment>rule.CG-HE-02</comment>
        <translation>Walang antes ang Hold&apos;em ng CG</translation>
    </message>
    <message>
        <source>The BB counts as a bet</source>
        <comment>rule.CG-HE-03</comment>
        <translation>Itinuturing na taya ang BB</translation>
    </message>
    <message>
        <source>Blinds are live</source>
        <comment>rule.CG-HE-04</comment>
        <translation>Live ang blinds</translation>
    </message>
    <message>
        <source>Deal two hole cards to each player, then run the preflop round at the…</source>
        <comment>rule.CG-HE-05</comment>
        <translation>Mag-deal ng dalawang hole card sa bawat player, saka ang preflop na tayaan sa…</translation>
    </message>
    <message>
        <source>On every later round, the first player still in the hand to the…</source>
        <comment>rule.CG-HE-06</comment>
        <translation>Sa bawat susunod na round, ang unang player na kasali pa sa…</translation>
    </message>
    <message>
        <source>Flop three community cards face up, then bet at the lower limit</source>
        <comment>rule.CG-HE-07</comment>
        <translation>Buksan ang tatlong community card, saka tumaya sa mababang limit</translation>
    </message>
    <message>
        <source>After the flop round, deal the turn and bet at the higher limit ($6 at…</source>
        <comment>rule.CG-HE-08</comment>
        <translation>Pagkatapos ng flop, i-deal ang turn at tumaya sa mataas na limit ($6 sa…</translation>
    </message>
    <message>
        <source>Hold&apos;em (CG): the hand is the best five of the player&apos;s 2 hole cards…</source>
        <comment>rule.CG-HE-09</comment>
        <translation>Hold&apos;em (CG): ang kamay ay pinakamagandang lima mula sa 2 hole card ng player…</translation>
    </message>
    <message>
        <source>CG Hold&apos;em: buy-in is generally 10 × the lower limit</source>
        <comment>rule.CG-HE-10</comment>
        <translation>Hold&apos;em ng CG: karaniwang 10 × mababang limit ang buy-in</translation>
    </message>
    <message>
        <source>For the low half, ignore straights and flushes and count the ace as the…</source>
        <comment>rule.CG-LOW-01</comment>
        <translation>Sa low na kalahati, huwag pansinin ang straight at flush at bilangin ang ace bilang…</translation>
    </message>
    <message>
        <source>Rank qualifying lows by their highest card, then the next highest, and…</source>
        <comment>rule.CG-LOW-02</comment>
        <translation>Iranggo ang kwalipikadong low ayon sa pinakamataas na baraha, saka ang kasunod, at…</translation>
    </message>
    <message>
        <source>CG Omaha: deal four hole cards; everything else runs like CG Hold&apos;em</source>
        <comment>rule.CG-O8-01</comment>
        <translation>Omaha ng CG: apat na hole card; lahat ng iba ay gaya ng Hold&apos;em ng CG</translation>
    </message>
    <message>
        <source>Omaha (CG): every five-card hand uses exactly 2 of the 4 hole cards and…</source>
        <comment>rule.CG-O8-02</comment>
        <translation>Omaha (CG): bawat limang-barahang kamay ay gumagamit ng eksaktong 2 sa 4 na hole card at…</translation>
    </message>
    <message>
        <source>CG Omaha is always spread as high-low split</source>
        <comment>rule.CG-O8-03</comment>
        <translation>Laging high-low split ang Omaha ng CG</translation>
    </message>
    <message>
        <source>CG Omaha is spread only as a half-kill game</source>
        <comment>rule.CG-O8-04</comment>
        <translation>Half-kill game lang ang Omaha ng CG</translation>
    </message>
    <message>
        <source>CG Omaha 8: the high hand shares the pot with a qualifying low</source>
        <comment>rule.CG-O8-05</comment>
        <translation>Omaha 8 ng CG: kahati ng high hand ang kwalipikadong low</translation>
    </message>
    <message>
        <source>Omaha 8 (CG): the high and the low may each use a different pair of…</source>
        <comment>rule.CG-O8-06</comment>
        <translation>Omaha 8 (CG): puwedeng gumamit ng magkaibang pares ang high at low…</translation>
    </message>
    <message>
        <source>CG Omaha 8: with no qualifying low, the high hand takes the whole pot</source>
        <comment>rule.CG-O8-07</comment>
        <translation>Omaha 8 ng CG: kung walang kwalipikadong low, sa high hand ang buong pot</translation>
    </message>
    <message>
        <source>CG Omaha 8: tied highs share the high half equally; tied lows share the…</source>
        <comment>rule.CG-O8-08</comment>
        <translation>Omaha 8 ng CG: hati sa high na kalahati ang tablang high; hati sa… ang tablang low</translation>
    </message>
    <message>
        <source>Half kill: $60 main-pot scoop, $6 kill blind, 6-12 next hand</source>
        <comment>rule.CG-O8-09</comment>
        <translation>Half kill: $60 na main-pot scoop, $6 na kill blind, 6-12 sa susunod na kamay</translation>
    </message>
    <message>
        <source>Pai Gow (CG, file 000): play 53 cards (52 + one joker)</source>
        <comment>rule.CG-PAI-01</comment>
        <translation>Pai Gow (CG, file 000): 53 baraha (52 + isang joker)</translation>
    </message>
    <message>
        <source>Pai Gow (CG, file 001): the joker is fully wild and can be any card</source>
        <comment>rule.CG-PAI-01b</comment>
        <translation>Pai Gow (CG, file 001): ganap na wild ang joker at puwedeng maging anumang baraha</translation>
    </message>
    <message>
        <source>Pai Gow: rank hands on the CG chart, with five aces (A-A-A-A + joker)…</source>
        <comment>rule.CG-PAI-02</comment>
        <translation>Pai Gow: ranggo ayon sa tsart ng CG, may five aces (A-A-A-A + joker)…</translation>
    </message>
    <message>
        <source>The house dealer deals, runs the game and has no hand or stake</source>
        <comment>rule.CG-PAI-03</comment>
        <translation>Ang house dealer ang nagdi-deal, nagpapatakbo ng laro at walang kamay o taya</translation>
    </message>
    <message>
        <source>Deal seven piles of seven cards: six go to players, one to the P/D. The…</source>
        <comment>rule.CG-PAI-04</comment>
        <translation>Mag-deal ng pitong tumpok na tig-pitong baraha: anim sa players, isa sa bangkero. Ang…</translation>
    </message>
    <message>
        <source>The P/D shakes three dice</source>
        <comment>rule.CG-PAI-05</comment>
        <translation>Inaalog ng bangkero ang tatlong dice</translation>
    </message>
    <message>
        <source>Each hand sets a two-card front and a five-card back, and the back must…</source>
        <comment>rule.CG-PAI-06</comment>
        <translation>Bawat kamay ay may dalawang-barahang harap at limang-barahang likod, at ang likod ay dapat…</translation>
    </message>
    <message>
        <source>Results: if both player hands beat the P/D&apos;s, the player wins</source>
        <comment>rule.CG-PAI-07</comment>
        <translation>Resulta: kung parehong talo ng dalawang kamay ng player ang bangkero, panalo ang player</translation>
    </message>
    <message>
        <source>Copies (identical hands): one hand equal and the other lower or equal →…</source>
        <comment>rule.CG-PAI-08</comment>
        <translation>Copies (parehong kamay): isang kamay pareho at ang isa ay mas mababa o pareho →…</translation>
    </message>
    <message>
        <source>The banker button rotates, and any player may be P/D for two hands in a…</source>
        <comment>rule.CG-PAI-09</comment>
        <translation>Umiikot ang banker button, at puwedeng maging bangkero ang sinuman nang dalawang sunod na kamay…</translation>
    </message>
    <message>
        <source>The house dealer pays every win at even money out of the P/D&apos;s wager</source>
        <comment>rule.CG-PAI-10</comment>
        <translation>Binabayaran ng house dealer ang bawat panalo nang even money mula sa taya ng bangkero</translation>
    </message>
    <message>
        <source>Build every poker game on one standard 52-card deck</source>
        <comment>rule.CG-RNK-01</comment>
        <translation>Iisang standard na deck na 52 baraha sa bawat poker game</translation>
    </message>
    <message>
        <source>Never use suits to rank hand strength; suits only detect flushes and…</source>
        <comment>rule.CG-RNK-02</comment>
        <translation>Hindi ginagamit ang suit sa lakas ng kamay; pang-flush lang ang suit at…</translation>
    </message>
    <message>
        <source>Rank cards from 2 (lowest) up to A (highest)</source>
        <comment>rule.CG-RNK-03</comment>
        <translation>Ranggo ng baraha mula 2 (pinakamababa) hanggang A (pinakamataas)</translation>
    </message>
    <message>
        <source>Evaluate high hands in this category order, best first: five aces (Pai…</source>
        <comment>rule.CG-RNK-04</comment>
        <translation>Suriin ang high hands sa ganitong kategorya, pinakamaganda muna: five aces (Pai…</translation>
    </message>
    <message>
        <source>Order five of a kind from A-A-A-A-A down to 2-2-2-2-2</source>
        <comment>rule.CG-RNK-05</comment>
        <translation>Five of a kind mula A-A-A-A-A hanggang 2-2-2-2-2</translation>
    </message>
    <message>
        <source>Order straight flushes from A-K-Q-J-10 (royal) down to 5-4-3-2-A; the…</source>
        <comment>rule.CG-RNK-06</comment>
        <translation>Straight flush mula A-K-Q-J-10 (royal) hanggang 5-4-3-2-A; ang…</translation>
    </message>
    <message>
        <source>Order fours of a kind by rank</source>
        <comment>rule.CG-RNK-07</comment>
        <translation>Four of a kind ayon sa ranggo</translation>
    </message>
    <message>
        <source>Compare full houses by the three of a kind first, then by the pair</source>
        <comment>rule.CG-RNK-08</comment>
        <translation>Full house: ang three of a kind muna, saka ang pair</translation>
    </message>
    <message>
        <source>Compare flushes card by card from the top</source>
        <comment>rule.CG-RNK-09</comment>
        <translation>Flush: baraha sa baraha mula sa pinakamataas</translation>
    </message>
    <message>
        <source>Order straights from A-K-Q-J-10 down to 5-4-3-2-A; the wheel is the…</source>
        <comment>rule.CG-RNK-10</comment>
        <translation>Straight mula A-K-Q-J-10 hanggang 5-4-3-2-A; ang wheel ay ang…</translation>
    </message>
    <message>
        <source>Compare three of a kind by rank, then by the two other cards in order</source>
        <comment>rule.CG-RNK-11</comment>
        <translation>Three of a kind ayon sa ranggo, saka ang dalawa pang baraha</translation>
    </message>
    <message>
        <source>Compare two pair by the top pair, then the second pair, then the fifth…</source>
        <comment>rule.CG-RNK-12</comment>
        <translation>Two pair: ang mataas na pair, saka ang ikalawang pair, saka ang ikalima…</translation>
    </message>
    <message>
        <source>Compare one pair by the pair&apos;s rank, then each other card in descending…</source>
        <comment>rule.CG-RNK-13</comment>
        <translation>One pair: ranggo ng pair, saka bawat ibang baraha pababa…</translation>
    </message>
    <message>
        <source>Tied high hands share their pot (or half pot) equally</source>
        <comment>rule.CG-RNK-14</comment>
        <translation>Hati nang pantay sa pot (o kalahating pot) ang tablang high hands</translation>
    </message>
    <message>
        <source>CG Stud: one 52-card deck</source>
        <comment>rule.CG-STD-01</comment>
        <translation>Stud ng CG: isang deck na 52 baraha</translation>
    </message>
    <message>
        <source>CG Stud: every player antes before the deal ($1 at 4-8)</source>
        <comment>rule.CG-STD-02</comment>
        <translation>Stud ng CG: nag-aante ang lahat bago ang deal ($1 sa 4-8)</translation>
    </message>
    <message>
        <source>After the antes, each player gets two face-down cards and one face-up…</source>
        <comment>rule.CG-STD-03</comment>
        <translation>Pagkatapos ng antes, bawat player ay may dalawang nakataob at isang nakabukas…</translation>
    </message>
    <message>
        <source>CG Stud: the lowest up card brings in</source>
        <comment>rule.CG-STD-04</comment>
        <translation>Stud ng CG: ang pinakamababang nakabukas ang mag-bring-in</translation>
    </message>
    <message>
        <source>After the bring-in, each player in turn may call, complete to the small…</source>
        <comment>rule.CG-STD-05</comment>
        <translation>Pagkatapos ng bring-in, bawat player ay puwedeng sumabay, kumpletuhin sa small bet…</translation>
    </message>
    <message>
        <source>The first two rounds (3rd and 4th street) use the small bet ($4 at 4-8)</source>
        <comment>rule.CG-STD-06</comment>
        <translation>Small bet sa unang dalawang round (3rd at 4th street) ($4 sa 4-8)</translation>
    </message>
    <message>
        <source>Allow at most three raises in any betting round</source>
        <comment>rule.CG-STD-07</comment>
        <translation>Hanggang tatlong taas bawat tayaan</translation>
    </message>
    <message>
        <source>4th street adds one up card</source>
        <comment>rule.CG-STD-08</comment>
        <translation>Nagdadagdag ang 4th street ng isang nakabukas</translation>
    </message>
    <message>
        <source>If any player shows an open pair on 4th street, any player may bet the…</source>
        <comment>rule.CG-STD-09</comment>
        <translation>Kung may open pair sa 4th street, puwedeng tumaya ang sinuman ng…</translation>
    </message>
    <message>
        <source>5th and 6th street each add an up card and a betting round at the big…</source>
        <comment>rule.CG-STD-10</comment>
        <translation>Ang 5th at 6th street ay may tig-isang nakabukas at tayaan sa big bet…</translation>
    </message>
    <message>
        <source>The 7th card goes face down, followed by the last betting round (big…</source>
        <comment>rule.CG-STD-11</comment>
        <translation>Nakataob ang ika-7 baraha, saka ang huling tayaan (big bet…</translation>
    </message>
    <message>
        <source>Stud (CG): the hand is the best five of the player&apos;s seven cards; suits…</source>
        <comment>rule.CG-STD-12</comment>
        <translation>Stud (CG): ang kamay ay pinakamagandang lima sa pitong baraha; ang suits…</translation>
    </message>
    <message>
        <source>CG Stud: minimum buy-in is 10 × the lower limit</source>
        <comment>rule.CG-STD-13</comment>
        <translation>Stud ng CG: minimum buy-in ay 10 × mababang limit</translation>
    </message>
    <message>
        <source>CG Pai Gow rule page reference (file 001)</source>
        <comment>rule.GEGA-001336</comment>
        <translation>Reperensya sa pahina ng patakaran ng Pai Gow ng CG (file 001)</translation>
    </message>
    <message>
        <source>CG Omaha 8 rule page reference (file 001)</source>
        <comment>rule.GEGA-001337</comment>
        <translation>Reperensya sa pahina ng patakaran ng Omaha 8 ng CG (file 001)</translation>
    </message>
    <message>
        <source>CG Hold&apos;em rule page reference (file 001)</source>
        <comment>rule.GEGA-001338</comment>
        <translation>Reperensya sa pahina ng patakaran ng Hold&apos;em ng CG (file 001)</translation>
    </message>
    <message>
        <source>One 52-card deck with standard values</source>
        <comment>rule.HTP-2CP-01</comment>
        <translation>Isang deck na 52 baraha na karaniwang halaga</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-2CP-02</comment>
        <translation>Pakanan ang pasya mula sa unang aktibong upuan sa kaliwa ng bangkero</translation>
    </message>
    <message>
        <source>A player must post an ante (Base Bet)</source>
        <comment>rule.HTP-2CP-03</comment>
        <translation>Dapat maglagay ng ante (Base Bet) ang player</translation>
    </message>
    <message>
        <source>A player may add an optional Bonus Bet</source>
        <comment>rule.HTP-2CP-04</comment>
        <translation>Puwedeng magdagdag ang player ng opsyonal na Bonus Bet</translation>
    </message>
    <message>
        <source>Two Card Poker (HTP): rank best two-card hands as pairs (A-A top), then…</source>
        <comment>rule.HTP-2CP-05</comment>
        <translation>Two Card Poker (HTP): pinakamagandang dalawang-baraha ay pairs (A-A ang pinakamataas), saka…</translation>
    </message>
    <message>
        <source>A folding player loses the Base and any Bonus</source>
        <comment>rule.HTP-2CP-06</comment>
        <translation>Talo ng nag-fold ang Base at anumang Bonus</translation>
    </message>
    <message>
        <source>To stay, the player makes a Call equal to the Base, and then discards…</source>
        <comment>rule.HTP-2CP-07</comment>
        <translation>Para manatili, maglalagay ang player ng Call na kapareho ng Base, saka itatapon…</translation>
    </message>
    <message>
        <source>The DP needs at least a jack-deuce suited flush</source>
        <comment>rule.HTP-2CP-08</comment>
        <translation>Kailangan ng bangkero ng hindi bababa sa jack-deuce suited flush</translation>
    </message>
    <message>
        <source>Compare each hand with the DP&apos;s, starting with the button</source>
        <comment>rule.HTP-2CP-09</comment>
        <translation>Ikumpara ang bawat kamay sa bangkero, simula sa button</translation>
    </message>
    <message>
        <source>Post and enforce each table&apos;s minimum and maximum bets</source>
        <comment>rule.HTP-2CP-10</comment>
        <translation>Ipaskil at ipatupad ang minimum at maximum na taya ng bawat mesa</translation>
    </message>
    <message>
        <source>A hand that beats a qualifying DP hand is paid even money on Base and…</source>
        <comment>rule.HTP-2CP-11</comment>
        <translation>Ang kamay na tumalo sa kwalipikadong bangkero ay bayad nang even money sa Base at…</translation>
    </message>
    <message>
        <source>Bonus: payable when a Call was made and the hand beats the DP, or when…</source>
        <comment>rule.HTP-2CP-12</comment>
        <translation>Bonus: babayaran kapag may Call at tinalo ng kamay ang bangkero, o kapag…</translation>
    </message>
    <message>
        <source>Pay only as far as the DP&apos;s money in action reaches, and compare each…</source>
        <comment>rule.HTP-2CP-13</comment>
        <translation>Magbayad lang hanggang abot ng pera ng bangkero sa aksyon, at ikumpara ang bawat…</translation>
    </message>
    <message>
        <source>Rake modes as HTP-3CP-16</source>
        <comment>rule.HTP-2CP-14</comment>
        <translation>Paraan ng rake gaya ng HTP-3CP-16</translation>
    </message>
    <message>
        <source>One 52-card deck with standard values</source>
        <comment>rule.HTP-3CP-01</comment>
        <translation>Isang deck na 52 baraha na karaniwang halaga</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-3CP-02</comment>
        <translation>Pakanan ang pasya mula sa unang aktibong upuan sa kaliwa ng bangkero</translation>
    </message>
    <message>
        <source>A player posts a Base Bet to play</source>
        <comment>rule.HTP-3CP-03</comment>
        <translation>Naglalagay ang player ng Base Bet para makalaro</translation>
    </message>
    <message>
        <source>A player may also post an optional Pair Plus</source>
        <comment>rule.HTP-3CP-04</comment>
        <translation>Puwede ring maglagay ang player ng opsyonal na Pair Plus</translation>
    </message>
    <message>
        <source>A folding player loses both the Base Bet and the Pair Plus</source>
        <comment>rule.HTP-3CP-05</comment>
        <translation>Talo ng nag-fold ang Base Bet at ang Pair Plus</translation>
    </message>
    <message>
        <source>To stay, the player makes a Call of the same size as his Base Bet</source>
        <comment>rule.HTP-3CP-06</comment>
        <translation>Para manatili, maglalagay ang player ng Call na kasinlaki ng Base Bet</translation>
    </message>
    <message>
        <source>The DP needs queen-high or better</source>
        <comment>rule.HTP-3CP-07</comment>
        <translation>Kailangan ng bangkero ng queen-high pataas</translation>
    </message>
    <message>
        <source>Compare each remaining hand only with the DP&apos;s hand, starting with the…</source>
        <comment>rule.HTP-3CP-08</comment>
        <translation>Ikumpara ang bawat natitirang kamay sa bangkero lang, simula sa…</translation>
    </message>
    <message>
        <source>Three Card Poker (HTP): rank three-card hands from low to high as high…</source>
        <comment>rule.HTP-3CP-09</comment>
        <translation>Three Card Poker (HTP): ranggo ng tatlong-barahang kamay mula mababa pataas bilang high…</translation>
    </message>
    <message>
        <source>Post each table&apos;s minimum and maximum bets, and reject wagers outside…</source>
        <comment>rule.HTP-3CP-10</comment>
        <translation>Ipaskil ang minimum at maximum ng bawat mesa, at tanggihan ang tayang labas…</translation>
    </message>
    <message>
        <source>When the player&apos;s hand beats the DP&apos;s, the DP pays the Base and Call…</source>
        <comment>rule.HTP-3CP-11</comment>
        <translation>Kapag tinalo ng kamay ng player ang bangkero, babayaran ng bangkero ang Base at Call…</translation>
    </message>
    <message>
        <source>Pay Pair Plus only when (a) a Call was made and the hand beats the DP…</source>
        <comment>rule.HTP-3CP-12</comment>
        <translation>Bayaran ang Pair Plus kapag lang (a) may Call at tinalo ng kamay ang bangkero…</translation>
    </message>
    <message>
        <source>Pay bets only as far as the DP&apos;s money in action reaches</source>
        <comment>rule.HTP-3CP-13</comment>
        <translation>Magbayad lang hanggang abot ng pera ng bangkero sa aksyon</translation>
    </message>
    <message>
        <source>Compare each player only with the DP, never with another player</source>
        <comment>rule.HTP-3CP-14</comment>
        <translation>Ikumpara ang bawat player sa bangkero lang, hindi sa ibang player</translation>
    </message>
    <message>
        <source>HTP 3CP has no jackpot</source>
        <comment>rule.HTP-3CP-15</comment>
        <translation>Walang jackpot ang 3CP ng HTP</translation>
    </message>
    <message>
        <source>The house rake is one of three disclosed modes: (i) every player alike…</source>
        <comment>rule.HTP-3CP-16</comment>
        <translation>Isa sa tatlong nakapaskil na paraan ang rake ng house: (i) pare-pareho ang lahat…</translation>
    </message>
    <message>
        <source>One 52-card deck</source>
        <comment>rule.HTP-FLH-01</comment>
        <translation>Isang deck na 52 baraha</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-FLH-02</comment>
        <translation>Pakanan ang pasya mula sa unang aktibong upuan sa kaliwa ng bangkero</translation>
    </message>
    <message>
        <source>Every player posts an Ante and a Blind Bet of the same size</source>
        <comment>rule.HTP-FLH-03</comment>
        <translation>Bawat player ay naglalagay ng Ante at Blind Bet na magkasinlaki</translation>
    </message>
    <message>
        <source>A player may add an optional Trips Bet</source>
        <comment>rule.HTP-FLH-04</comment>
        <translation>Puwedeng magdagdag ang player ng opsyonal na Trips Bet</translation>
    </message>
    <message>
        <source>Before the flop, each player checks or makes a Play bet of 3 or 4 times…</source>
        <comment>rule.HTP-FLH-05</comment>
        <translation>Bago ang flop, bawat player ay mag-check o maglagay ng Play na 3 o 4 na beses…</translation>
    </message>
    <message>
        <source>After the flop, a player who has not yet made a Play bet checks or bets…</source>
        <comment>rule.HTP-FLH-06</comment>
        <translation>Pagkatapos ng flop, ang wala pang Play ay mag-check o tumaya…</translation>
    </message>
    <message>
        <source>After turn and river, a player who has not yet made a Play bet either…</source>
        <comment>rule.HTP-FLH-07</comment>
        <translation>Pagkatapos ng turn at river, ang wala pang Play ay alinman…</translation>
    </message>
    <message>
        <source>The DP needs a pair or better</source>
        <comment>rule.HTP-FLH-08</comment>
        <translation>Kailangan ng bangkero ng pair pataas</translation>
    </message>
    <message>
        <source>Blind Bet: if the player&apos;s hand beats the DP&apos;s and is a straight or…</source>
        <comment>rule.HTP-FLH-09</comment>
        <translation>Blind Bet: kung tinalo ng kamay ng player ang bangkero at ito ay straight o…</translation>
    </message>
    <message>
        <source>Play Bet: a higher player hand wins 1 to 1, a lower one loses to the…</source>
        <comment>rule.HTP-FLH-10</comment>
        <translation>Play Bet: panalo ng 1 sa 1 ang mas mataas na kamay ng player, talo ang mas mababa sa…</translation>
    </message>
    <message>
        <source>Trips Bet: a higher player hand wins at the posted rate, a lower one…</source>
        <comment>rule.HTP-FLH-11</comment>
        <translation>Trips Bet: panalo sa nakapaskil na bayad ang mas mataas na kamay, ang mas mababa…</translation>
    </message>
    <message>
        <source>Compare each hand only with the DP, starting with the button, on…</source>
        <comment>rule.HTP-FLH-12</comment>
        <translation>Ikumpara ang bawat kamay sa bangkero lang, simula sa button, sa…</translation>
    </message>
    <message>
        <source>Post and enforce each table&apos;s minimum and maximum bets</source>
        <comment>rule.HTP-FLH-13</comment>
        <translation>Ipaskil at ipatupad ang minimum at maximum na taya ng bawat mesa</translation>
    </message>
    <message>
        <source>The DP pays Ante and Play even money on a winning hand</source>
        <comment>rule.HTP-FLH-14</comment>
        <translation>Binabayaran ng bangkero ang Ante at Play nang even money sa panalong kamay</translation>
    </message>
    <message>
        <source>Trips is payable when a Play bet was made and the hand beats the DP, or…</source>
        <comment>rule.HTP-FLH-15</comment>
        <translation>Babayaran ang Trips kapag may Play at tinalo ng kamay ang bangkero, o…</translation>
    </message>
    <message>
        <source>Pay the Blind at the posted amounts, but push it when the player wins…</source>
        <comment>rule.HTP-FLH-16</comment>
        <translation>Bayaran ang Blind ayon sa nakapaskil, pero push kapag nanalo ang player…</translation>
    </message>
    <message>
        <source>If the DP cannot cover a player&apos;s wager, that hand is dead, the wager…</source>
        <comment>rule.HTP-FLH-17</comment>
        <translation>Kung hindi masakop ng bangkero ang taya ng player, patay ang kamay na iyon, ang taya…</translation>
    </message>
    <message>
        <source>Compare each player only with the DP</source>
        <comment>rule.HTP-FLH-18</comment>
        <translation>Ikumpara ang bawat player sa bangkero lang</translation>
    </message>
    <message>
        <source>Rake modes as HTP-3CP-16</source>
        <comment>rule.HTP-FLH-19</comment>
        <translation>Paraan ng rake gaya ng HTP-3CP-16</translation>
    </message>
    <message>
        <source>HTP Hold&apos;em: exactly one blind, posted by the seat to the left of the…</source>
        <comment>rule.HTP-HE-01</comment>
        <translation>Hold&apos;em ng HTP: eksaktong isang blind, inilalagay ng upuan sa kaliwa ng…</translation>
    </message>
    <message>
        <source>HTP Hold&apos;em: deal two face-down cards to each player</source>
        <comment>rule.HTP-HE-02</comment>
        <translation>Hold&apos;em ng HTP: mag-deal ng dalawang nakataob sa bawat player</translation>
    </message>
    <message>
        <source>The first round opens with the seat after the single blind</source>
        <comment>rule.HTP-HE-03</comment>
        <translation>Magbubukas ang unang round sa upuan pagkatapos ng single blind</translation>
    </message>
    <message>
        <source>After the three-card flop, betting opens with the first live seat after…</source>
        <comment>rule.HTP-HE-04</comment>
        <translation>Pagkatapos ng tatlong-barahang flop, magbubukas ang unang live na upuan pagkatapos ng…</translation>
    </message>
    <message>
        <source>Turn and river come one card at a time, each followed by a betting…</source>
        <comment>rule.HTP-HE-05</comment>
        <translation>Isa-isang lumalabas ang turn at river, bawat isa ay may tayaan…</translation>
    </message>
    <message>
        <source>Hold&apos;em (HTP): same rule, any mix of the player&apos;s 2 cards and the 5…</source>
        <comment>rule.HTP-HE-06</comment>
        <translation>Hold&apos;em (HTP): parehong patakaran, anumang kombinasyon ng 2 baraha ng player at ng 5…</translation>
    </message>
    <message>
        <source>HTP Omaha 8 is played like regular Omaha, with high and low splitting…</source>
        <comment>rule.HTP-O8-01</comment>
        <translation>Nilalaro ang Omaha 8 ng HTP gaya ng regular na Omaha, hati ang high at low…</translation>
    </message>
    <message>
        <source>HTP Omaha 8: split between high and an 8-or-better low</source>
        <comment>rule.HTP-O8-02</comment>
        <translation>Omaha 8 ng HTP: hati sa high at sa low na 8 pababa</translation>
    </message>
    <message>
        <source>Omaha 8 (HTP): aces play low, straights and flushes do not spoil a low…</source>
        <comment>rule.HTP-O8-03</comment>
        <translation>Omaha 8 (HTP): mababa ang ace, hindi sinisira ng straight at flush ang low…</translation>
    </message>
    <message>
        <source>Omaha 8 (HTP): exactly two hole cards plus three board cards, for high…</source>
        <comment>rule.HTP-O8-04</comment>
        <translation>Omaha 8 (HTP): eksaktong dalawang hole card at tatlong board card, para sa high…</translation>
    </message>
    <message>
        <source>HTP Stud 8: split between high and an 8-or-better low</source>
        <comment>rule.HTP-S8-01</comment>
        <translation>Stud 8 ng HTP: hati sa high at sa low na 8 pababa</translation>
    </message>
    <message>
        <source>HTP Stud 8: small bet on 3rd and 4th street, big bet from 5th on</source>
        <comment>rule.HTP-S8-02</comment>
        <translation>Stud 8 ng HTP: small bet sa 3rd at 4th street, big bet mula 5th</translation>
    </message>
    <message>
        <source>Stud 8 (HTP): same low conventions as HTP-O8-03</source>
        <comment>rule.HTP-S8-03</comment>
        <translation>Stud 8 (HTP): parehong patakaran sa low gaya ng HTP-O8-03</translation>
    </message>
    <message>
        <source>Stud 8 (HTP): high uses any five of seven; low uses any five of seven…</source>
        <comment>rule.HTP-S8-04</comment>
        <translation>Stud 8 (HTP): lima sa pito ang high; lima sa pito ang low…</translation>
    </message>
    <message>
        <source>HTP Stud: two down cards and one up card, then the first round starts…</source>
        <comment>rule.HTP-STD-01</comment>
        <translation>Stud ng HTP: dalawang nakataob at isang nakabukas, saka magsisimula ang unang round…</translation>
    </message>
    <message>
        <source>HTP Stud: four more cards follow, with a betting round between them…</source>
        <comment>rule.HTP-STD-02</comment>
        <translation>Stud ng HTP: apat pang baraha ang susunod, may tayaan sa pagitan…</translation>
    </message>
    <message>
        <source>HTP Stud: the last (7th) card is dealt face down</source>
        <comment>rule.HTP-STD-03</comment>
        <translation>Stud ng HTP: nakataob na ide-deal ang huling (ika-7) baraha</translation>
    </message>
    <message>
        <source>Stud (HTP): best five of seven wins</source>
        <comment>rule.HTP-STD-04</comment>
        <translation>Stud (HTP): panalo ang pinakamagandang lima sa pito</translation>
    </message>
    <message>
        <source>Blind structure (flop games)</source>
        <comment>rule.K01</comment>
        <translation>Istruktura ng blinds (flop games)</translation>
    </message>
    <message>
        <source>First to act before the flop</source>
        <comment>rule.K02</comment>
        <translation>Unang kikilos bago ang flop</translation>
    </message>
    <message>
        <source>New player entry</source>
        <comment>rule.K03</comment>
        <translation>Pagpasok ng bagong player</translation>
    </message>
    <message>
        <source>Collection / rake</source>
        <comment>rule.K04</comment>
        <translation>Collection / rake</translation>
    </message>
    <message>
        <source>Short all-in wager</source>
        <comment>rule.K05</comment>
        <translation>Kulang na all-in</translation>
    </message>
    <message>
        <source>Raise cap</source>
        <comment>rule.K06</comment>
        <translation>Cap ng taas</translation>
    </message>
    <message>
        <source>Heads-up uncapping</source>
        <comment>rule.K07</comment>
        <translation>Walang cap kapag heads-up</translation>
    </message>
    <message>
        <source>Broke player returning</source>
        <comment>rule.K08</comment>
        <translation>Pagbalik ng naubusan ng chips</translation>
    </message>
    <message>
        <source>Kill</source>
        <comment>rule.K09</comment>
        <translation>Kill</translation>
    </message>
    <message>
        <source>Low qualification</source>
        <comment>rule.K10</comment>
        <translation>Kwalipikasyon ng low</translation>
    </message>
    <message>
        <source>Playing the board</source>
        <comment>rule.K11</comment>
        <translation>Paglaro ng board</translation>
    </message>
    <message>
        <source>Open pair on 4th street</source>
        <comment>rule.K12</comment>
        <translation>Open pair sa 4th street</translation>
    </message>
    <message>
        <source>Three Card Poker</source>
        <comment>rule.K13</comment>
        <translation>Three Card Poker</translation>
    </message>
    <message>
        <source>Banker rotation</source>
        <comment>rule.K14</comment>
        <translation>Rotasyon ng bangkero</translation>
    </message>
    <message>
        <source>One extra hole card</source>
        <comment>rule.K15</comment>
        <translation>Sobrang isang hole card</translation>
    </message>
    <message>
        <source>One missing hole card</source>
        <comment>rule.K16</comment>
        <translation>Kulang na isang hole card</translation>
    </message>
    <message>
        <source>Hole card exposed during the deal</source>
        <comment>rule.K17</comment>
        <translation>Nabuksang hole card habang nagdi-deal</translation>
    </message>
    <message>
        <source>Missed blinds</source>
        <comment>rule.K18</comment>
        <translation>Nalaktawang blinds</translation>
    </message>
    <message>
        <source>Odd chip</source>
        <comment>rule.K19</comment>
        <translation>Odd chip</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <comment>rule.K20</comment>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>Pai Gow joker</source>
        <comment>rule.K21</comment>
        <translation>Joker sa Pai Gow</translation>
    </message>
    <message>
        <source>Stud bring-in</source>
        <comment>rule.K22</comment>
        <translation>Bring-in sa stud</translation>
    </message>
    <message>
        <source>Seat change</source>
        <comment>rule.K23</comment>
        <translation>Paglipat ng upuan</translation>
    </message>
    <message>
        <source>Time collection</source>
        <comment>rule.K24</comment>
        <translation>Time collection</translation>
    </message>
    <message>
        <source>Heads-up blinds</source>
        <comment>rule.K25</comment>
        <translation>Blinds kapag heads-up</translation>
    </message>
    <message>
        <source>Straddle / buy the button</source>
        <comment>rule.K26</comment>
        <translation>Straddle / pagbili ng button</translation>
    </message>
    <message>
        <source>Banker eligibility and funding</source>
        <comment>rule.K27</comment>
        <translation>Karapatan at pondo ng bangkero</translation>
    </message>
    <message>
        <source>Leaving for another game</source>
        <comment>rule.K28</comment>
        <translation>Paglipat sa ibang laro</translation>
    </message>
    <message>
        <source>Seat changes in a running game</source>
        <comment>rule.K29</comment>
        <translation>Paglipat ng upuan sa tumatakbong laro</translation>
    </message>
    <message>
        <source>One player per hand: no advice to others while hands are live, and no…</source>
        <comment>rule.LC-10</comment>
        <translation>Isang player bawat kamay: walang payo sa iba habang may live na kamay, at walang…</translation>
    </message>
    <message>
        <source>LC Stud: with an open pair on 4th street, the first bettor chooses the…</source>
        <comment>rule.LC-100</comment>
        <translation>Stud ng LC: kapag may open pair sa 4th street, ang unang tataya ang pipili ng…</translation>
    </message>
    <message>
        <source>LC Stud: if the high hand showing is already all-in when a round…</source>
        <comment>rule.LC-101</comment>
        <translation>Stud ng LC: kung all-in na ang pinakamataas na nakabukas na kamay nang ang round…</translation>
    </message>
    <message>
        <source>LC Stud: a player facing action who picks up his up cards and so causes…</source>
        <comment>rule.LC-102a</comment>
        <translation>Stud ng LC: ang player na may hinaharap na aksyon na dumampot ng nakabukas niya at naging dahilan…</translation>
    </message>
    <message>
        <source>LC Stud: turning any up card face down after a bet gives up all claim…</source>
        <comment>rule.LC-102b</comment>
        <translation>Stud ng LC: ang pagtaob ng nakabukas na baraha pagkatapos ng taya ay pagsuko ng lahat ng karapatan…</translation>
    </message>
    <message>
        <source>LC Stud: a player already beaten on board gets no bets back</source>
        <comment>rule.LC-102c</comment>
        <translation>Stud ng LC: walang maibabalik na taya sa player na talo na sa board</translation>
    </message>
    <message>
        <source>LC Stud: a player who received seven cards but cannot produce seven at…</source>
        <comment>rule.LC-102d</comment>
        <translation>Stud ng LC: ang player na nakatanggap ng pito pero hindi makapagpakita ng pito sa…</translation>
    </message>
    <message>
        <source>LC Stud: a player who takes more than seven cards has a dead hand and…</source>
        <comment>rule.LC-102e</comment>
        <translation>Stud ng LC: patay ang kamay ng player na kumuha ng higit sa pitong baraha at…</translation>
    </message>
    <message>
        <source>Only a floorperson can declare a misdeal</source>
        <comment>rule.LC-103.s1</comment>
        <translation>Floor lang ang makakapagdeklara ng misdeal</translation>
    </message>
    <message>
        <source>Treat first-round betting as not binding until every player holds the…</source>
        <comment>rule.LC-103.s2</comment>
        <translation>Hindi pa bisa ang tayaan sa unang round hangga&apos;t hindi hawak ng bawat player ang…</translation>
    </message>
    <message>
        <source>Offer misdeal for the cases in LC-104a–i only while no substantial…</source>
        <comment>rule.LC-104</comment>
        <translation>Ialok ang misdeal sa mga kaso ng LC-104a–i kapag wala pang substantial…</translation>
    </message>
    <message>
        <source>Misdeal case: the cards were dealt without a shuffle and cut</source>
        <comment>rule.LC-104a</comment>
        <translation>Kaso ng misdeal: nai-deal nang walang shuffle at cut</translation>
    </message>
    <message>
        <source>Misdeal case: the first card went to the wrong player</source>
        <comment>rule.LC-104b</comment>
        <translation>Kaso ng misdeal: napunta sa maling player ang unang baraha</translation>
    </message>
    <message>
        <source>Misdeal case: two or more players got the wrong number of cards</source>
        <comment>rule.LC-104c</comment>
        <translation>Kaso ng misdeal: dalawa o higit pang player ang mali ang bilang ng baraha</translation>
    </message>
    <message>
        <source>Misdeal case: two extra cards came off the deck and the floor rules…</source>
        <comment>rule.LC-104d</comment>
        <translation>Kaso ng misdeal: dalawang sobrang baraha ang lumabas sa deck at nagpasya ang floor…</translation>
    </message>
    <message>
        <source>Misdeal case: the button was in the wrong place and no one has acted yet</source>
        <comment>rule.LC-104e</comment>
        <translation>Kaso ng misdeal: mali ang puwesto ng button at wala pang kumikilos</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): the first or second card of the deal was…</source>
        <comment>rule.LC-104f</comment>
        <translation>Kaso ng misdeal (Hold&apos;em/Omaha): ang una o ikalawang baraha ng deal ay…</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): two or more cards were dealt face up</source>
        <comment>rule.LC-104g</comment>
        <translation>Kaso ng misdeal (Hold&apos;em/Omaha): dalawa o higit pang baraha ang nakabukas</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): a player entitled to a hand was dealt out</source>
        <comment>rule.LC-104h</comment>
        <translation>Kaso ng misdeal (Hold&apos;em/Omaha): nalaktawan ang player na may karapatan</translation>
    </message>
    <message>
        <source>Misdeal case (Stud): the first card was dealt face up</source>
        <comment>rule.LC-104i</comment>
        <translation>Kaso ng misdeal (Stud): nakabukas ang unang baraha</translation>
    </message>
    <message>
        <source>Fouled deck (two identical cards, a different back colour, a joker…</source>
        <comment>rule.LC-105</comment>
        <translation>Sirang deck (dalawang magkaparehong baraha, ibang kulay ng likod, joker…</translation>
    </message>
    <message>
        <source>Five or more face-up (boxed) cards found in the deck during a hand…</source>
        <comment>rule.LC-106</comment>
        <translation>Lima o higit pang nakabukas (boxed) na baraha sa deck habang may kamay…</translation>
    </message>
    <message>
        <source>One extra hole card, player has not acted: the floor mixes the cards…</source>
        <comment>rule.LC-107a</comment>
        <translation>Sobrang isang hole card, hindi pa kumikilos: hinahalo ng floor ang baraha…</translation>
    </message>
    <message>
        <source>One extra hole card, player has acted, found before the flop (stud…</source>
        <comment>rule.LC-107b</comment>
        <translation>Sobrang isang hole card, kumilos na, nakita bago ang flop (stud…</translation>
    </message>
    <message>
        <source>Extra card found after the flop (stud: after 4th street) → the hand is…</source>
        <comment>rule.LC-107c</comment>
        <translation>Sobrang baraha na nakita pagkatapos ng flop (stud: pagkatapos ng 4th street) → ang kamay ay…</translation>
    </message>
    <message>
        <source>One card short, player has not acted: he gets the top card of the deck…</source>
        <comment>rule.LC-108a</comment>
        <translation>Kulang ng isang baraha, hindi pa kumikilos: makukuha niya ang pinakaibabaw ng deck…</translation>
    </message>
    <message>
        <source>One card short, player has acted, found before the flop (stud: before…</source>
        <comment>rule.LC-108b</comment>
        <translation>Kulang ng isang baraha, kumilos na, nakita bago ang flop (stud: bago…</translation>
    </message>
    <message>
        <source>Treat a boxed card as a blank piece of paper: put it in the discards…</source>
        <comment>rule.LC-109</comment>
        <translation>Ituring na blangkong papel ang boxed card: ilagay sa discards…</translation>
    </message>
    <message>
        <source>Premature flop: return, reshuffle, new flop without burn</source>
        <comment>rule.LC-110</comment>
        <translation>Maagang flop: ibalik, i-shuffle ulit, bagong flop nang walang burn</translation>
    </message>
    <message>
        <source>Premature turn: set aside, river card becomes the turn</source>
        <comment>rule.LC-111</comment>
        <translation>Maagang turn: itabi, ang baraha ng river ang magiging turn</translation>
    </message>
    <message>
        <source>Premature river: reshuffle with the stub, deal without burn</source>
        <comment>rule.LC-112</comment>
        <translation>Maagang river: i-shuffle kasama ang stub, i-deal nang walang burn</translation>
    </message>
    <message>
        <source>A player dealt in although not entitled (he changed seats or missed a…</source>
        <comment>rule.LC-113</comment>
        <translation>Player na nai-deal-an kahit walang karapatan (lumipat ng upuan o nalaktawan ang…</translation>
    </message>
    <message>
        <source>Flop with too many cards: take it back and reshuffle, keep the burn…</source>
        <comment>rule.LC-114</comment>
        <translation>Flop na sobra ang baraha: bawiin at i-shuffle, iwan ang burn…</translation>
    </message>
    <message>
        <source>A hole card that is flashed, shown or sent off the table while dealing…</source>
        <comment>rule.LC-115</comment>
        <translation>Hole card na nasilip, naipakita o nahulog habang nagdi-deal…</translation>
    </message>
    <message>
        <source>A player who anted but got no cards gets his ante back</source>
        <comment>rule.LC-116</comment>
        <translation>Ibinabalik ang ante ng player na nag-ante pero walang natanggap na baraha</translation>
    </message>
    <message>
        <source>When either of a player&apos;s two hole cards is exposed (dealt up or…</source>
        <comment>rule.LC-117</comment>
        <translation>Kapag nabuksan ang isa sa dalawang hole card ng player (nai-deal nang bukas o…</translation>
    </message>
    <message>
        <source>If a player causes one of his own two down cards to turn over, his…</source>
        <comment>rule.LC-118</comment>
        <translation>Kung ang player mismo ang nagpabukas sa isa sa dalawang nakataob niya, ang…</translation>
    </message>
    <message>
        <source>Empty seat dealt its 1st or 2nd card and this cannot be fixed → that…</source>
        <comment>rule.LC-119</comment>
        <translation>Bakanteng upuan na nabigyan ng 1st o 2nd card at hindi maaayos → ang…</translation>
    </message>
    <message>
        <source>Limit or structure changes need floor approval</source>
        <comment>rule.LC-12</comment>
        <translation>Kailangan ng pag-apruba ng floor ang pagbabago ng limit o istruktura</translation>
    </message>
    <message>
        <source>A player who folds when no bet has been made gets no more cards</source>
        <comment>rule.LC-120</comment>
        <translation>Hindi na bibigyan ng baraha ang nag-fold nang walang taya</translation>
    </message>
    <message>
        <source>Cards dealt before a betting round ends are taken out of play, together…</source>
        <comment>rule.LC-121</comment>
        <translation>Inaalis ang barahang nai-deal bago matapos ang tayaan, kasama ang…</translation>
    </message>
    <message>
        <source>Two burns, or no burn: move cards to their proper places if possible</source>
        <comment>rule.LC-122</comment>
        <translation>Dalawang burn, o walang burn: ilipat ang baraha sa tamang lugar kung kaya</translation>
    </message>
    <message>
        <source>If a 7th-street card goes out face up, everyone else still receives a…</source>
        <comment>rule.LC-123</comment>
        <translation>Kung nakabukas ang baraha ng 7th street, makakatanggap pa rin ang iba ng…</translation>
    </message>
    <message>
        <source>Not enough cards for 7th street: count before dealing</source>
        <comment>rule.LC-124</comment>
        <translation>Kulang ang baraha para sa 7th street: magbilang bago mag-deal</translation>
    </message>
    <message>
        <source>Down cards dealt off the table are handled like exposed down cards…</source>
        <comment>rule.LC-125</comment>
        <translation>Ang nakataob na barahang nahulog ay itinuturing na nabuksang nakataob…</translation>
    </message>
    <message>
        <source>Half-bet all-in counts as a raise (high limit)</source>
        <comment>rule.LC-126a</comment>
        <translation>Ang half-bet all-in ay bilang na taas (high limit)</translation>
    </message>
    <message>
        <source>LC high: an all-in of less than half a bet is action only</source>
        <comment>rule.LC-126b</comment>
        <translation>LC high: ang all-in na kulang sa kalahating taya ay aksyon lang</translation>
    </message>
    <message>
        <source>LC high: anyone who checked, bet or raised before an under-half all-in…</source>
        <comment>rule.LC-126c</comment>
        <translation>LC high: sinumang nag-check, tumaya o nagtaas bago ang all-in na kulang sa kalahati…</translation>
    </message>
    <message>
        <source>Cap of four bets, half-bet wagers count (high limit)</source>
        <comment>rule.LC-126d</comment>
        <translation>Cap na apat na taya, kasama ang half-bet (high limit)</translation>
    </message>
    <message>
        <source>LC high: a new player posts a BB before getting a hand, from any seat…</source>
        <comment>rule.LC-127</comment>
        <translation>LC high: maglalagay ng BB ang bagong player bago mabigyan ng kamay, mula sa anumang upuan…</translation>
    </message>
    <message>
        <source>LC high: make-up blinds</source>
        <comment>rule.LC-128</comment>
        <translation>LC high: make-up blinds</translation>
    </message>
    <message>
        <source>LC high: a player who went broke owes his missed blinds and collection…</source>
        <comment>rule.LC-129</comment>
        <translation>LC high: ang naubusan ng chips ay may utang na nalaktawang blinds at collection…</translation>
    </message>
    <message>
        <source>Only chips and cards may be on the playing surface, and nobody may play…</source>
        <comment>rule.LC-13</comment>
        <translation>Chips at baraha lang ang puwede sa mesa, at walang puwedeng maglaro…</translation>
    </message>
    <message>
        <source>LC high: the button collection is dead and does not count toward any bet</source>
        <comment>rule.LC-130</comment>
        <translation>LC high: patay ang button collection at hindi bilang sa anumang taya</translation>
    </message>
    <message>
        <source>LC high: when a player has missed blinds in a button-collection game…</source>
        <comment>rule.LC-131</comment>
        <translation>LC high: kapag may nalaktawang blinds ang player sa button-collection na laro…</translation>
    </message>
    <message>
        <source>LC high: a newcomer wrongly dealt in before posting keeps a live hand…</source>
        <comment>rule.LC-132a</comment>
        <translation>LC high: ang bagong player na nai-deal-an nang mali bago mag-post ay may live na kamay…</translation>
    </message>
    <message>
        <source>LC high: if he has not looked at the cards, the hand is killed and his…</source>
        <comment>rule.LC-132b</comment>
        <translation>LC high: kung hindi pa niya tiningnan ang baraha, papatayin ang kamay at ang…</translation>
    </message>
    <message>
        <source>LC high, heads-up: the button seat puts up the small blind and is first…</source>
        <comment>rule.LC-133</comment>
        <translation>LC high, heads-up: ang button ang maglalagay ng small blind at unang…</translation>
    </message>
    <message>
        <source>LC high: a player moving to a different limit may play up to his BB…</source>
        <comment>rule.LC-134</comment>
        <translation>LC high: ang lilipat sa ibang limit ay puwedeng maglaro hanggang sa BB niya…</translation>
    </message>
    <message>
        <source>LC high: seat changes are allowed when the game has fewer than five…</source>
        <comment>rule.LC-135</comment>
        <translation>LC high: pinapayagan ang paglipat ng upuan kapag kulang sa limang…</translation>
    </message>
    <message>
        <source>Phone call-ins go on the waiting list</source>
        <comment>rule.LC-136</comment>
        <translation>Sa waiting list ang mga tumawag sa telepono</translation>
    </message>
    <message>
        <source>A must-move may be declared to protect an existing game when another…</source>
        <comment>rule.LC-137</comment>
        <translation>Puwedeng magdeklara ng must-move para protektahan ang kasalukuyang laro kapag may ibang…</translation>
    </message>
    <message>
        <source>Keep the must-move list in the order of the original waiting list</source>
        <comment>rule.LC-138</comment>
        <translation>Sundin sa must-move list ang pagkakasunod ng orihinal na waiting list</translation>
    </message>
    <message>
        <source>A called player is dealt out at once and moved with floor help, with…</source>
        <comment>rule.LC-139</comment>
        <translation>Hindi na agad dine-deal-an ang tinawag na player at ililipat sa tulong ng floor, kasama ang…</translation>
    </message>
    <message>
        <source>He may play up to his BB and then quit instead, and may sign up for the…</source>
        <comment>rule.LC-139a</comment>
        <translation>Puwede siyang maglaro hanggang BB saka umalis, at mag-sign up para sa…</translation>
    </message>
    <message>
        <source>If he is in the blinds or on the button, he may finish the blinds and…</source>
        <comment>rule.LC-139b</comment>
        <translation>Kung nasa blinds o button siya, puwede niyang tapusin ang blinds at…</translation>
    </message>
    <message>
        <source>Players use the chip denominations that are standard for the game and…</source>
        <comment>rule.LC-14</comment>
        <translation>Gumagamit ang players ng karaniwang denominasyon ng chips sa laro at…</translation>
    </message>
    <message>
        <source>After moving from a must-move game, he may be dealt in immediately with…</source>
        <comment>rule.LC-140</comment>
        <translation>Pagkalipat mula sa must-move na laro, puwede siyang mai-deal-an agad na may…</translation>
    </message>
    <message>
        <source>A must-move player must keep playing to stay on the list, except that…</source>
        <comment>rule.LC-141</comment>
        <translation>Dapat patuloy na maglaro ang must-move player para manatili sa listahan, maliban kung…</translation>
    </message>
    <message>
        <source>Missed-blind buttons do not follow a player who is moved</source>
        <comment>rule.LC-142</comment>
        <translation>Hindi sumusunod ang missed-blind buttons sa player na inilipat</translation>
    </message>
    <message>
        <source>When moved, a player holding over the minimum buy-in brings at least…</source>
        <comment>rule.LC-143</comment>
        <translation>Kapag inilipat, ang may hawak na lampas sa minimum buy-in ay magdadala ng hindi bababa sa…</translation>
    </message>
    <message>
        <source>A button-collection game that drops below five players may switch to…</source>
        <comment>rule.LC-144</comment>
        <translation>Ang button-collection na larong bumaba sa limang player ay puwedeng lumipat sa…</translation>
    </message>
    <message>
        <source>When a must-move game that uses button collection goes short-handed…</source>
        <comment>rule.LC-145</comment>
        <translation>Kapag kumaunti ang must-move na larong gumagamit ng button collection…</translation>
    </message>
    <message>
        <source>When time is due and there is no waiting list, a player may play up to…</source>
        <comment>rule.LC-146</comment>
        <translation>Kapag dapat nang maningil ng time at walang waiting list, puwedeng maglaro ang player hanggang…</translation>
    </message>
    <message>
        <source>Players may agree to pot for time (the winner of the time pot pays)</source>
        <comment>rule.LC-147</comment>
        <translation>Puwedeng magkasundo ang players sa pot for time (ang nanalo sa time pot ang magbabayad)</translation>
    </message>
    <message>
        <source>No side bets</source>
        <comment>rule.LC-15</comment>
        <translation>Walang side bets</translation>
    </message>
    <message>
        <source>No splashing chips into the pot</source>
        <comment>rule.LC-16</comment>
        <translation>Bawal ihagis ang chips sa pot</translation>
    </message>
    <message>
        <source>Players may not agree among themselves to split a pot</source>
        <comment>rule.LC-17</comment>
        <translation>Hindi puwedeng magkasundo ang players na hatiin ang pot</translation>
    </message>
    <message>
        <source>LC allows split (chopped) blinds: if everyone else folds to the blinds…</source>
        <comment>rule.LC-18</comment>
        <translation>Pinapayagan ng LC ang hating blinds: kung nag-fold ang lahat hanggang sa blinds…</translation>
    </message>
    <message>
        <source>Other casinos&apos; chips, and chips still in sealed wrappers, are not in…</source>
        <comment>rule.LC-20</comment>
        <translation>Ang chips ng ibang casino, at chips na nakasupot pa, ay hindi…</translation>
    </message>
    <message>
        <source>Grant requests for a new deck or new setup, but only after the current…</source>
        <comment>rule.LC-21</comment>
        <translation>Pagbigyan ang hiling ng bagong deck o setup, pero pagkatapos lang ng kasalukuyang…</translation>
    </message>
    <message>
        <source>Never show burn cards or the unused deck on request</source>
        <comment>rule.LC-22</comment>
        <translation>Huwag ipakita ang burn cards o ang hindi nagamit na deck kahit hilingin</translation>
    </message>
    <message>
        <source>No playing over (using an absent player&apos;s seat with one&apos;s own money)</source>
        <comment>rule.LC-23</comment>
        <translation>Bawal ang play over (paggamit ng upuan ng wala gamit ang sariling pera)</translation>
    </message>
    <message>
        <source>Cash placed on the table does not play; chips must be requested (AMB-33)</source>
        <comment>rule.LC-24</comment>
        <translation>Hindi naglalaro ang cash sa mesa; dapat humingi ng chips (AMB-33)</translation>
    </message>
    <message>
        <source>Playing someone else&apos;s chips, or handing one&apos;s seat to another person…</source>
        <comment>rule.LC-25</comment>
        <translation>Paglaro ng chips ng iba, o pagbigay ng upuan sa ibang tao…</translation>
    </message>
    <message>
        <source>Only chips on the table when the deal starts play in that pot (except…</source>
        <comment>rule.LC-26a</comment>
        <translation>Chips lang na nasa mesa pagsimula ng deal ang naglalaro sa pot na iyon (maliban sa…</translation>
    </message>
    <message>
        <source>Chips may leave the table only when the player quits, or to pay for…</source>
        <comment>rule.LC-26b</comment>
        <translation>Puwedeng umalis ang chips sa mesa kapag aalis ang player, o pambayad sa…</translation>
    </message>
    <message>
        <source>Chips on their way from the cashier with a house runner count as in…</source>
        <comment>rule.LC-26c</comment>
        <translation>Ang chips na dala ng runner ng house mula sa cashier ay bilang na nasa…</translation>
    </message>
    <message>
        <source>A player buying chips must say how much</source>
        <comment>rule.LC-26d</comment>
        <translation>Dapat sabihin ng bumibili ng chips kung magkano</translation>
    </message>
    <message>
        <source>Every player may see any other player&apos;s chips and cash clearly, and…</source>
        <comment>rule.LC-26e</comment>
        <translation>Dapat makita nang malinaw ng bawat player ang chips at cash ng iba, at…</translation>
    </message>
    <message>
        <source>All cards must stay in plain view at all times</source>
        <comment>rule.LC-26f</comment>
        <translation>Dapat laging nakikita ang lahat ng baraha</translation>
    </message>
    <message>
        <source>Odd chip: split to the odd dollar first</source>
        <comment>rule.LC-27</comment>
        <translation>Odd chip: hatiin muna hanggang sa odd dollar</translation>
    </message>
    <message>
        <source>Odd chip: first winner left of the button (board games)</source>
        <comment>rule.LC-27a</comment>
        <translation>Odd chip: unang nanalo sa kaliwa ng button (board games)</translation>
    </message>
    <message>
        <source>Odd chip: highest card by suit (stud)</source>
        <comment>rule.LC-27b</comment>
        <translation>Odd chip: pinakamataas na baraha ayon sa suit (stud)</translation>
    </message>
    <message>
        <source>Odd chip: high half of a high-low pot</source>
        <comment>rule.LC-27c</comment>
        <translation>Odd chip: ang high na kalahati ng high-low pot</translation>
    </message>
    <message>
        <source>Card draws (button, seats after a game breaks, etc.) that tie on rank…</source>
        <comment>rule.LC-28</comment>
        <translation>Pagbunot ng baraha (button, upuan pagkasira ng laro, atbp.) na tabla sa ranggo…</translation>
    </message>
    <message>
        <source>Chips bought with a cheque written at the table arrive only after the…</source>
        <comment>rule.LC-29</comment>
        <translation>Ang chips na binili sa tseke sa mesa ay darating lang pagkatapos ng…</translation>
    </message>
    <message>
        <source>A new player makes a full buy-in for the game, normally 10× the game&apos;s…</source>
        <comment>rule.LC-35</comment>
        <translation>Buong buy-in ang bagong player para sa laro, karaniwang 10× ng…</translation>
    </message>
    <message>
        <source>Anything under a full buy-in, add-ons included, counts as a short buy-in</source>
        <comment>rule.LC-36</comment>
        <translation>Short buy-in ang anumang mas mababa sa buong buy-in, pati add-ons</translation>
    </message>
    <message>
        <source>When a game&apos;s limit is raised, players already seated may keep playing…</source>
        <comment>rule.LC-37</comment>
        <translation>Kapag itinaas ang limit ng laro, puwedeng magpatuloy ang nakaupo na…</translation>
    </message>
    <message>
        <source>A player moved by force (broken or must-move game) into an equal-limit…</source>
        <comment>rule.LC-38</comment>
        <translation>Ang player na sapilitang inilipat (nasirang laro o must-move) sa parehong limit…</translation>
    </message>
    <message>
        <source>LC low: a new player may be dealt in at once without posting, or may…</source>
        <comment>rule.LC-39</comment>
        <translation>LC low: puwedeng mai-deal-an agad ang bagong player nang walang post, o puwedeng…</translation>
    </message>
    <message>
        <source>A player who deliberately bends, rips or marks cards is dealt out at…</source>
        <comment>rule.LC-4</comment>
        <translation>Ang sadyang bumaluktot, pumunit o nagmarka ng baraha ay hindi na agad dine-deal-an…</translation>
    </message>
    <message>
        <source>A player who missed one or both blinds either waits for the BB or posts…</source>
        <comment>rule.LC-40</comment>
        <translation>Ang nakalaktaw ng isa o dalawang blind ay maghihintay sa BB o maglalagay…</translation>
    </message>
    <message>
        <source>A player who played both blinds but skipped the button may come back…</source>
        <comment>rule.LC-41</comment>
        <translation>Ang naglaro ng dalawang blind pero nilaktawan ang button ay puwedeng bumalik…</translation>
    </message>
    <message>
        <source>LC low: after going broke, a player who lets the blinds go round once…</source>
        <comment>rule.LC-42</comment>
        <translation>LC low: pagkaubos ng chips, ang player na pinaikot muna ang blinds…</translation>
    </message>
    <message>
        <source>LC buy the button: an entering player (new, or carrying a missed-blind…</source>
        <comment>rule.LC-43</comment>
        <translation>Pagbili ng button sa LC: ang papasok na player (bago, o may missed-blind…</translation>
    </message>
    <message>
        <source>Forward-moving button, one small and one big blind</source>
        <comment>rule.LC-44</comment>
        <translation>Button na umaabante, isang small at isang big blind</translation>
    </message>
    <message>
        <source>All blinds are live</source>
        <comment>rule.LC-45</comment>
        <translation>Live ang lahat ng blinds</translation>
    </message>
    <message>
        <source>LC low: the collection taken on the button is live, counted as part of…</source>
        <comment>rule.LC-46</comment>
        <translation>LC low: live ang collection na kinuha sa button, bilang bahagi ng…</translation>
    </message>
    <message>
        <source>LC straddle: only the seat one to the left of the BB may straddle</source>
        <comment>rule.LC-47</comment>
        <translation>Straddle sa LC: ang upuan lang sa kaliwa ng BB ang puwedeng mag-straddle</translation>
    </message>
    <message>
        <source>Blinds skipped during a new game&apos;s opening round count as missed…</source>
        <comment>rule.LC-48</comment>
        <translation>Ang blinds na nalaktawan sa unang ikot ng bagong laro ay bilang na nalaktawan…</translation>
    </message>
    <message>
        <source>Heads-up before the cap: unlimited raising</source>
        <comment>rule.LC-49</comment>
        <translation>Heads-up bago ang cap: walang limit ang taas</translation>
    </message>
    <message>
        <source>A player coming back after disciplinary action gets no refund of…</source>
        <comment>rule.LC-5</comment>
        <translation>Ang player na bumalik pagkatapos ng disiplina ay walang refund ng…</translation>
    </message>
    <message>
        <source>Acting out of turn does not bind the player (except heads-up, LC-53)</source>
        <comment>rule.LC-50</comment>
        <translation>Hindi obligado ang player sa aksyong wala sa turno (maliban sa heads-up, LC-53)</translation>
    </message>
    <message>
        <source>A player who lets his turn pass while at least three players after him…</source>
        <comment>rule.LC-51</comment>
        <translation>Ang player na hinayaang lumampas ang turno habang may hindi bababa sa tatlong player pagkatapos niya…</translation>
    </message>
    <message>
        <source>Moving chips forward while still holding them can be ruled a bet</source>
        <comment>rule.LC-52</comment>
        <translation>Puwedeng ituring na taya ang pagtulak ng chips pasulong habang hawak pa</translation>
    </message>
    <message>
        <source>LC heads-up (round began with two players): if one checks out of turn…</source>
        <comment>rule.LC-53a</comment>
        <translation>LC heads-up (dalawang player sa simula ng round): kung nag-check ang isa nang wala sa turno…</translation>
    </message>
    <message>
        <source>LC heads-up: if one bets out of turn, the other may call or raise it…</source>
        <comment>rule.LC-53b</comment>
        <translation>LC heads-up: kung tumaya ang isa nang wala sa turno, puwedeng sumabay o magtaas ang isa…</translation>
    </message>
    <message>
        <source>A spoken action made in turn binds the player</source>
        <comment>rule.LC-54</comment>
        <translation>Obligado ang player sa binigkas na aksyon sa turno niya</translation>
    </message>
    <message>
        <source>Check-raise is allowed in every game unless a posted notice says…</source>
        <comment>rule.LC-55</comment>
        <translation>Pinapayagan ang check-raise sa bawat laro maliban kung may nakapaskil…</translation>
    </message>
    <message>
        <source>LC one-chip rule: one oversized chip put in without announcing a raise…</source>
        <comment>rule.LC-56</comment>
        <translation>One-chip rule ng LC: isang malaking chip na inilagay nang hindi nag-anunsyo ng taas…</translation>
    </message>
    <message>
        <source>An underpaid bet or call has to be topped up</source>
        <comment>rule.LC-57</comment>
        <translation>Dapat kumpletuhin ang kulang na taya o sabay</translation>
    </message>
    <message>
        <source>A player who missed a raise and put in too few bets may, if nobody has…</source>
        <comment>rule.LC-58a</comment>
        <translation>Ang player na hindi nakita ang taas at kulang ang inilagay ay puwede, kung wala pang…</translation>
    </message>
    <message>
        <source>If he only said call without putting chips in, and someone has acted…</source>
        <comment>rule.LC-58b</comment>
        <translation>Kung nagsabi lang siya ng call nang hindi naglalagay ng chips, at may kumilos na…</translation>
    </message>
    <message>
        <source>A gesture, knock or tap on the table in turn is a check</source>
        <comment>rule.LC-59</comment>
        <translation>Check ang kumpas, katok o tapik sa mesa sa turno</translation>
    </message>
    <message>
        <source>Players must not fold before they face a wager</source>
        <comment>rule.LC-60</comment>
        <translation>Hindi dapat mag-fold bago humarap sa taya</translation>
    </message>
    <message>
        <source>No string raises</source>
        <comment>rule.LC-61</comment>
        <translation>Bawal ang string raise</translation>
    </message>
    <message>
        <source>The dealer never calls a string raise; only players with live hands may</source>
        <comment>rule.LC-62</comment>
        <translation>Hindi kailanman tatawag ng string raise ang dealer; ang may live na kamay lang ang puwede</translation>
    </message>
    <message>
        <source>A player who accidentally puts in enough chips for a raise may withdraw…</source>
        <comment>rule.LC-63</comment>
        <translation>Ang player na aksidenteng naglagay ng sapat na chips para sa taas ay puwedeng bawiin…</translation>
    </message>
    <message>
        <source>Moving forward with enough chips to raise, splitting them into stacks…</source>
        <comment>rule.LC-64</comment>
        <translation>Pagtulak ng sapat na chips para sa taas at paghati nito sa mga tumpok…</translation>
    </message>
    <message>
        <source>An all-in player can win only the main pot, built from what each…</source>
        <comment>rule.LC-65</comment>
        <translation>Ang all-in na player ay mananalo lang ng main pot, na binuo mula sa bawat…</translation>
    </message>
    <message>
        <source>Action-only all-in (low limit)</source>
        <comment>rule.LC-66</comment>
        <translation>Action-only na all-in (low limit)</translation>
    </message>
    <message>
        <source>Worked example: $6 round</source>
        <comment>rule.LC-66a</comment>
        <translation>Halimbawa: $6 na round</translation>
    </message>
    <message>
        <source>Worked example: A checks, B all-in for 2, C calls 2 → A may only call 2…</source>
        <comment>rule.LC-66b</comment>
        <translation>Halimbawa: nag-check si A, all-in si B sa 2, sumabay si C sa 2 → makakasabay lang si A sa 2…</translation>
    </message>
    <message>
        <source>Every chip amount in a game moves in multiples of that limit&apos;s common…</source>
        <comment>rule.LC-67</comment>
        <translation>Bawat halaga ng chips sa laro ay multiple ng common chip ng limit na iyon…</translation>
    </message>
    <message>
        <source>A blind may be posted below its full amount if it is in multiples of…</source>
        <comment>rule.LC-68</comment>
        <translation>Puwedeng ilagay ang blind nang kulang sa buong halaga kung multiple ng…</translation>
    </message>
    <message>
        <source>The collection is taken first</source>
        <comment>rule.LC-69</comment>
        <translation>Kinukuha muna ang collection</translation>
    </message>
    <message>
        <source>Any player may point out a wrong bet amount or an error in awarding the…</source>
        <comment>rule.LC-7</comment>
        <translation>Puwedeng ituro ng sinumang player ang maling halaga ng taya o mali sa pagbigay ng…</translation>
    </message>
    <message>
        <source>A player whose stack cannot cover the button collection sits out the…</source>
        <comment>rule.LC-70</comment>
        <translation>Ang player na hindi kayang sakupin ng stack ang button collection ay hindi kasali sa…</translation>
    </message>
    <message>
        <source>An all-in player has a claim on every bet matched against him, never on…</source>
        <comment>rule.LC-71</comment>
        <translation>May karapatan ang all-in player sa bawat tayang tinapatan laban sa kanya, hindi kailanman sa…</translation>
    </message>
    <message>
        <source>A called hand wins nothing at showdown until every one of its cards is…</source>
        <comment>rule.LC-72</comment>
        <translation>Walang panalo ang sinabayang kamay sa showdown hangga&apos;t hindi lahat ng baraha nito ay…</translation>
    </message>
    <message>
        <source>LC show order: whoever made the last aggressive action on the final…</source>
        <comment>rule.LC-73</comment>
        <translation>Pagkakasunod ng pagpapakita sa LC: ang huling gumawa ng agresibong aksyon sa huling…</translation>
    </message>
    <message>
        <source>Naming a hand out loud does not bind anyone; the cards decide</source>
        <comment>rule.LC-74</comment>
        <translation>Walang obligasyon ang pagbanggit ng kamay; ang baraha ang magpapasya</translation>
    </message>
    <message>
        <source>Any seated player may ask to see every hand still active at showdown…</source>
        <comment>rule.LC-75</comment>
        <translation>Puwedeng hilingin ng sinumang nakaupo na makita ang bawat live na kamay sa showdown…</translation>
    </message>
    <message>
        <source>Cards may be exposed only at showdown</source>
        <comment>rule.LC-76</comment>
        <translation>Sa showdown lang puwedeng ipakita ang baraha</translation>
    </message>
    <message>
        <source>LC show one, show all: when cards are exposed on purpose, every player…</source>
        <comment>rule.LC-77</comment>
        <translation>LC show one, show all: kapag sadyang ipinakita ang baraha, bawat player…</translation>
    </message>
    <message>
        <source>LC cards speak: the app reads tabled hands, and any player may read…</source>
        <comment>rule.LC-78</comment>
        <translation>LC cards speak: binabasa ng app ang nailatag na kamay, at puwedeng basahin ng sinuman…</translation>
    </message>
    <message>
        <source>The winner may keep his cards until the pot is pushed to him</source>
        <comment>rule.LC-79</comment>
        <translation>Puwedeng itago ng nanalo ang baraha niya hanggang maibigay sa kanya ang pot</translation>
    </message>
    <message>
        <source>An intact hand is live until the dealer kills it</source>
        <comment>rule.LC-80</comment>
        <translation>Live ang buong kamay hangga&apos;t hindi ito pinapatay ng dealer</translation>
    </message>
    <message>
        <source>Cards that touch the muck face down are dead, with two exceptions where…</source>
        <comment>rule.LC-81</comment>
        <translation>Patay ang barahang tumama sa muck nang nakataob, may dalawang eksepsiyon kung saan…</translation>
    </message>
    <message>
        <source>Exception: the hand had been shown face up on the table at showdown</source>
        <comment>rule.LC-81a</comment>
        <translation>Eksepsiyon: naipakita nang nakabukas ang kamay sa mesa sa showdown</translation>
    </message>
    <message>
        <source>Exception: the hand was protected (LC-9)</source>
        <comment>rule.LC-81b</comment>
        <translation>Eksepsiyon: protektado ang kamay (LC-9)</translation>
    </message>
    <message>
        <source>A player who throws, spikes or slams his cards owns any resulting mess</source>
        <comment>rule.LC-82</comment>
        <translation>Ang player na naghagis o humampas ng baraha ang mananagot sa anumang gulo</translation>
    </message>
    <message>
        <source>A card dropped off the table may be ruled dead</source>
        <comment>rule.LC-83</comment>
        <translation>Puwedeng ideklarang patay ang barahang nahulog sa mesa</translation>
    </message>
    <message>
        <source>Only the owner may turn his hand over</source>
        <comment>rule.LC-84</comment>
        <translation>Ang may-ari lang ang puwedeng magbukas ng kamay niya</translation>
    </message>
    <message>
        <source>Dead hand: a player folds, or says he folds, while facing a bet or raise</source>
        <comment>rule.LC-85a</comment>
        <translation>Dead hand: nag-fold ang player, o nagsabing fold, habang may taya o taas</translation>
    </message>
    <message>
        <source>Dead hand: a player throws his hand forward and so causes another…</source>
        <comment>rule.LC-85b</comment>
        <translation>Dead hand: inihagis ng player pasulong ang kamay at naging dahilan ng ibang…</translation>
    </message>
    <message>
        <source>Dead hand: after acting, the hand does not have the correct number of…</source>
        <comment>rule.LC-85c</comment>
        <translation>Dead hand: pagkatapos kumilos, hindi tama ang bilang ng…</translation>
    </message>
    <message>
        <source>Dead hand: a player who asked to be dealt in is not in his seat in time…</source>
        <comment>rule.LC-85d</comment>
        <translation>Dead hand: ang player na humiling mai-deal-an ay wala sa upuan sa oras…</translation>
    </message>
    <message>
        <source>Every new game draws for the button</source>
        <comment>rule.LC-86</comment>
        <translation>Bawat bagong laro ay bumubunot para sa button</translation>
    </message>
    <message>
        <source>New game: seat the waiting list first, then lock seats…</source>
        <comment>rule.LC-87</comment>
        <translation>Bagong laro: paupuin muna ang waiting list, saka i-lock ang upuan…</translation>
    </message>
    <message>
        <source>A player switching to a seat further clockwise (away from the…</source>
        <comment>rule.LC-88a</comment>
        <translation>Ang player na lumipat sa upuang mas pakanan (palayo sa…</translation>
    </message>
    <message>
        <source>A player who takes his button hand and then switches seats (deal off)…</source>
        <comment>rule.LC-88b</comment>
        <translation>Ang player na naglaro ng button hand saka lumipat ng upuan (deal off)…</translation>
    </message>
    <message>
        <source>A seat-changer carrying a missed-blind button owes both blinds plus…</source>
        <comment>rule.LC-88c</comment>
        <translation>Ang lumilipat ng upuan na may missed-blind button ay may utang na dalawang blinds at…</translation>
    </message>
    <message>
        <source>When two players swap seats, apply 88a–88c to each of them</source>
        <comment>rule.LC-88d</comment>
        <translation>Kapag nagpalitan ng upuan ang dalawang player, ilapat ang 88a–88c sa bawat isa</translation>
    </message>
    <message>
        <source>Two or more players wanting an open seat who cannot settle it: priority…</source>
        <comment>rule.LC-88e</comment>
        <translation>Dalawa o higit pang player na gusto ang bakanteng upuan at hindi magkasundo: priyoridad…</translation>
    </message>
    <message>
        <source>With a waiting list, the floor offers an open seat to seated players…</source>
        <comment>rule.LC-88f</comment>
        <translation>Kapag may waiting list, inaalok muna ng floor ang bakanteng upuan sa nakaupo…</translation>
    </message>
    <message>
        <source>Moving to another game requires a full buy-in, except for a player from…</source>
        <comment>rule.LC-89</comment>
        <translation>Kailangan ng buong buy-in sa paglipat sa ibang laro, maliban sa player mula sa…</translation>
    </message>
    <message>
        <source>Management may decide in the interest of the game and of fairness even…</source>
        <comment>rule.LC-8a</comment>
        <translation>Puwedeng magpasya ang management para sa kapakanan ng laro at katarungan kahit…</translation>
    </message>
    <message>
        <source>Floorperson decisions are final</source>
        <comment>rule.LC-8b</comment>
        <translation>Pinal ang pasya ng floor</translation>
    </message>
    <message>
        <source>Irregularities must be raised when they happen, and any objection…</source>
        <comment>rule.LC-8c</comment>
        <translation>Dapat iulat ang iregularidad kapag nangyari, at anumang pagtutol…</translation>
    </message>
    <message>
        <source>Players protect their own cards (a chip or hand on them)</source>
        <comment>rule.LC-9</comment>
        <translation>Pinoprotektahan ng players ang sariling baraha (chip o kamay sa ibabaw)</translation>
    </message>
    <message>
        <source>Anyone moved involuntarily (game broke, limit went up, game type…</source>
        <comment>rule.LC-90</comment>
        <translation>Ang sinumang inilipat nang hindi kusa (nasira ang laro, tumaas ang limit, uri ng laro…</translation>
    </message>
    <message>
        <source>A player who quits and returns to the same game within an hour must…</source>
        <comment>rule.LC-91</comment>
        <translation>Ang player na umalis at bumalik sa parehong laro sa loob ng isang oras ay dapat…</translation>
    </message>
    <message>
        <source>In a short game (fewer than 5 players), if one player asks for a seat…</source>
        <comment>rule.LC-92</comment>
        <translation>Sa maikling laro (kulang sa 5 player), kung may humingi ng upuan…</translation>
    </message>
    <message>
        <source>In a game of 5 or more, a player whose refusal to ante or post causes…</source>
        <comment>rule.LC-93</comment>
        <translation>Sa larong 5 pataas, ang player na ayaw mag-ante o mag-post na nagdudulot ng…</translation>
    </message>
    <message>
        <source>Game breaking with too few open seats at the same limit: players draw…</source>
        <comment>rule.LC-94a</comment>
        <translation>Nasirang laro na kulang ang bakanteng upuan sa parehong limit: bubunot ang players…</translation>
    </message>
    <message>
        <source>Game breaking with enough open seats: missed-blind buttons of lobbying…</source>
        <comment>rule.LC-94b</comment>
        <translation>Nasirang laro na sapat ang bakanteng upuan: ang missed-blind buttons ng mga umalis…</translation>
    </message>
    <message>
        <source>The floor must approve every table change</source>
        <comment>rule.LC-95</comment>
        <translation>Dapat aprubahan ng floor ang bawat paglipat ng mesa</translation>
    </message>
    <message>
        <source>Table and game changes happen at once; a player may not play to his BB…</source>
        <comment>rule.LC-96</comment>
        <translation>Agad ang paglipat ng mesa at laro; hindi puwedeng maglaro hanggang sa BB…</translation>
    </message>
    <message>
        <source>Three-button rule: give a missed-blind button every time the BB passes…</source>
        <comment>rule.LC-97</comment>
        <translation>Three-button rule: magbigay ng missed-blind button tuwing lalampas ang BB…</translation>
    </message>
    <message>
        <source>A player who lobbies repeatedly may have his chips picked up before a…</source>
        <comment>rule.LC-98</comment>
        <translation>Ang madalas umalis na player ay puwedeng kunan ng chips bago…</translation>
    </message>
    <message>
        <source>Stud: after telling the floor, a player is allowed one 30-minute meal…</source>
        <comment>rule.LC-99</comment>
        <translation>Stud: pagkatapos sabihan ang floor, may isang 30-minutong kain ang player…</translation>
    </message>
    <message>
        <source>All-in: the player has put all his playable chips in the pot</source>
        <comment>rule.LC-GL-03</comment>
        <translation>All-in: nailagay na ng player sa pot ang lahat ng magagamit niyang chips</translation>
    </message>
    <message>
        <source>Bring-in (= forced bet): the required wager that starts the first round</source>
        <comment>rule.LC-GL-09</comment>
        <translation>Bring-in (= forced bet): ang kinakailangang taya na nagsisimula ng unang round</translation>
    </message>
    <message>
        <source>Burn card: the top card, removed face down before each round of dealing</source>
        <comment>rule.LC-GL-10</comment>
        <translation>Burn card: ang pinakaibabaw na baraha, inaalis nang nakataob bago ang bawat ikot ng deal</translation>
    </message>
    <message>
        <source>Buy the button: see LC-43</source>
        <comment>rule.LC-GL-12</comment>
        <translation>Pagbili ng button: tingnan ang LC-43</translation>
    </message>
    <message>
        <source>Cap: the largest number of bets and raises in one round</source>
        <comment>rule.LC-GL-14</comment>
        <translation>Cap: pinakamaraming taya at taas sa isang round</translation>
    </message>
    <message>
        <source>Collection on the button: the button player pays that hand&apos;s collection</source>
        <comment>rule.LC-GL-16</comment>
        <translation>Collection sa button: ang nasa button ang magbabayad ng collection ng kamay</translation>
    </message>
    <message>
        <source>Complete the bet: top an all-in or forced wager up to a full limit bet</source>
        <comment>rule.LC-GL-18</comment>
        <translation>Kumpletuhin ang taya: itaas ang all-in o forced bet sa buong limit</translation>
    </message>
    <message>
        <source>Dead card: a card that cannot be played</source>
        <comment>rule.LC-GL-19</comment>
        <translation>Dead card: barahang hindi magagamit</translation>
    </message>
    <message>
        <source>Deal off: play the button hand, then change seats and come back in…</source>
        <comment>rule.LC-GL-21</comment>
        <translation>Deal off: laruin ang button hand, saka lumipat ng upuan at bumalik…</translation>
    </message>
    <message>
        <source>Facing a bet: next to act after a wager; options fold, call or raise</source>
        <comment>rule.LC-GL-25</comment>
        <translation>Facing a bet: susunod na kikilos pagkatapos ng taya; fold, sabay o taas</translation>
    </message>
    <message>
        <source>Go broke: go all-in and lose</source>
        <comment>rule.LC-GL-30</comment>
        <translation>Go broke: mag-all-in at matalo</translation>
    </message>
    <message>
        <source>Hold button: marks a new player, or a player who is not entitled to a…</source>
        <comment>rule.LC-GL-33</comment>
        <translation>Hold button: tanda ng bagong player, o ng walang karapatan sa…</translation>
    </message>
    <message>
        <source>Live blind: a forced blind whose poster may raise</source>
        <comment>rule.LC-GL-35</comment>
        <translation>Live blind: forced blind na puwedeng magtaas ang naglagay</translation>
    </message>
    <message>
        <source>Live straddle: voluntary, twice the BB, from one seat left of the BB…</source>
        <comment>rule.LC-GL-37</comment>
        <translation>Live straddle: kusang-loob, doble ng BB, mula sa upuan sa kaliwa ng BB…</translation>
    </message>
    <message>
        <source>Missed-blind button: marker placed before a player who missed one or…</source>
        <comment>rule.LC-GL-41</comment>
        <translation>Missed-blind button: tandang inilalagay sa harap ng player na nakalaktaw ng isa o…</translation>
    </message>
    <message>
        <source>Money plays: an announcement that money not yet turned into chips is in…</source>
        <comment>rule.LC-GL-42</comment>
        <translation>Money plays: anunsyo na naglalaro ang perang hindi pa napapalitan ng chips…</translation>
    </message>
    <message>
        <source>Muck: the unused deck plus discarded cards, never the board or the burns</source>
        <comment>rule.LC-GL-43</comment>
        <translation>Muck: ang hindi nagamit na deck at itinapong baraha, hindi kailanman ang board o burns</translation>
    </message>
    <message>
        <source>Play behind: a declaration that the player will cover bets beyond the…</source>
        <comment>rule.LC-GL-47</comment>
        <translation>Play behind: deklarasyon na sasakupin ng player ang taya na lampas sa…</translation>
    </message>
    <message>
        <source>Play over: playing in a seat temporarily left by someone else</source>
        <comment>rule.LC-GL-48</comment>
        <translation>Play over: paglalaro sa upuang pansamantalang iniwan ng iba</translation>
    </message>
    <message>
        <source>Pot for time: the players agree that the winner(s) of a chosen pot pay…</source>
        <comment>rule.LC-GL-50</comment>
        <translation>Pot for time: nagkasundo ang players na ang nanalo sa napiling pot ang magbabayad…</translation>
    </message>
    <message>
        <source>Retrievable hand: a mucked hand that may still be ruled live</source>
        <comment>rule.LC-GL-53</comment>
        <translation>Retrievable hand: na-muck na kamay na puwede pang ideklarang live</translation>
    </message>
    <message>
        <source>River card: the last card of any poker game (in stud, the 7th card)</source>
        <comment>rule.LC-GL-54</comment>
        <translation>River card: huling baraha ng anumang poker (sa stud, ang ika-7)</translation>
    </message>
    <message>
        <source>Setup: two suited decks with different back colours replacing the decks…</source>
        <comment>rule.LC-GL-56</comment>
        <translation>Setup: dalawang deck na may magkaibang kulay ng likod na papalit sa…</translation>
    </message>
    <message>
        <source>Short buy-in: any purchase or top-up smaller than a full buy-in</source>
        <comment>rule.LC-GL-57</comment>
        <translation>Short buy-in: anumang bili o dagdag na mas mababa sa buong buy-in</translation>
    </message>
    <message>
        <source>Short-handed game: fewer than five players</source>
        <comment>rule.LC-GL-58</comment>
        <translation>Short-handed na laro: kulang sa limang player</translation>
    </message>
    <message>
        <source>Split blinds: the two blinds agree to take their blinds back and not…</source>
        <comment>rule.LC-GL-62</comment>
        <translation>Split blinds: nagkasundo ang dalawang blind na bawiin ang blinds at hindi…</translation>
    </message>
    <message>
        <source>Chop blinds: same as split blinds</source>
        <comment>rule.LC-GL-64</comment>
        <translation>Chop blinds: gaya ng split blinds</translation>
    </message>
    <message>
        <source>Street: the cards of one dealing round (stud 4th to 7th; flop, turn =…</source>
        <comment>rule.LC-GL-65</comment>
        <translation>Street: ang baraha ng isang ikot ng deal (stud 4th hanggang 7th; flop, turn =…</translation>
    </message>
    <message>
        <source>String raise: a raise made in several motions without announcing it</source>
        <comment>rule.LC-GL-66</comment>
        <translation>String raise: taas na ginawa sa maraming galaw nang hindi inanunsyo</translation>
    </message>
    <message>
        <source>Substantial action: at least two players have acted one after the other</source>
        <comment>rule.LC-GL-68</comment>
        <translation>Substantial action: hindi bababa sa dalawang player ang sunod-sunod na kumilos</translation>
    </message>
    <message>
        <source>Table change: a move to a different table of identical game and limit</source>
        <comment>rule.LC-GL-69</comment>
        <translation>Table change: lipat sa ibang mesa na parehong laro at limit</translation>
    </message>
    <message>
        <source>Time collection: a fee collected from each player at a set rate…</source>
        <comment>rule.LC-GL-70</comment>
        <translation>Time collection: bayad na kinukuha sa bawat player sa takdang halaga…</translation>
    </message>
    <message>
        <source>Trailing blind: an SB sitting behind the button, on the hand that…</source>
        <comment>rule.LC-GL-72</comment>
        <translation>Trailing blind: SB na nakaupo sa likod ng button, sa kamay na…</translation>
    </message>
    <message>
        <source>Help-text-only terms: Action, Active Player, Bet, Big Blind, Blind…</source>
        <comment>rule.LC-GL-desc</comment>
        <translation>Mga terminong pang-help text lang: Action, Active Player, Bet, Big Blind, Blind…</translation>
    </message>
    <message>
        <source>LC floor staff decide by the spirit of a rule, not its letter, and…</source>
        <comment>rule.LC-P1</comment>
        <translation>Nagpapasya ang floor staff ng LC ayon sa diwa ng patakaran, hindi sa letra, at…</translation>
    </message>
    <message>
        <source>Flag players who repeatedly and deliberately exploit the posting rules</source>
        <comment>rule.LC-P3</comment>
        <translation>Markahan ang players na paulit-ulit at sadyang umaabuso sa patakaran sa pag-post</translation>
    </message>
    <message>
        <source>Players may lobby (leave the table) at any time, subject to LC-97–99</source>
        <comment>rule.LC-P4</comment>
        <translation>Puwedeng umalis sa mesa ang players anumang oras, ayon sa LC-97–99</translation>
    </message>
    <message>
        <source>Whenever an irregularity happens, the floor is called</source>
        <comment>rule.LC-P5</comment>
        <translation>Tuwing may iregularidad, tinatawag ang floor</translation>
    </message>
    <message>
        <source>Switch to the LC-high profile (rules 126–147 on top of 1–125) when the…</source>
        <comment>rule.LC-P6</comment>
        <translation>Lumipat sa LC-high na profile (patakaran 126–147 sa ibabaw ng 1–125) kapag ang…</translation>
    </message>
    <message>
        <source>$4-$8 Omaha is offered as high-only and as H/L (Thursdays)</source>
        <comment>rule.PGP-GAM-01</comment>
        <translation>Inaalok ang $4-$8 Omaha bilang high-only at H/L (Huwebes)</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha: minimum buy-in $40</source>
        <comment>rule.PGP-GAM-02</comment>
        <translation>PGP $4-$8 Omaha: minimum buy-in $40</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha (H and H/L): blinds $2 and $3 (the BB is below the $4…</source>
        <comment>rule.PGP-GAM-03</comment>
        <translation>PGP $4-$8 Omaha (H at H/L): blinds $2 at $3 (mas mababa ang BB sa $4…</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha H/L: a low is only possible when the board has three…</source>
        <comment>rule.PGP-GAM-04</comment>
        <translation>PGP $4-$8 Omaha H/L: posible lang ang low kapag may tatlong… ang board</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread-limit Hold&apos;em: each bet on any street is at least $3…</source>
        <comment>rule.PGP-GAM-05</comment>
        <translation>PGP $3-$100 spread-limit Hold&apos;em: bawat taya sa anumang street ay hindi bababa sa $3…</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread Hold&apos;em: buy-in from $40 to $500</source>
        <comment>rule.PGP-GAM-06</comment>
        <translation>PGP $3-$100 spread Hold&apos;em: buy-in mula $40 hanggang $500</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread-limit Hold&apos;em: blinds $2 and $3</source>
        <comment>rule.PGP-GAM-07</comment>
        <translation>PGP $3-$100 spread-limit Hold&apos;em: blinds $2 at $3</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread-limit Hold&apos;em: each bet is at least $5 and at most…</source>
        <comment>rule.PGP-GAM-08</comment>
        <translation>PGP $5-$200 spread-limit Hold&apos;em: bawat taya ay hindi bababa sa $5 at hanggang…</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread Hold&apos;em: buy-in from $100 to $1,000</source>
        <comment>rule.PGP-GAM-09</comment>
        <translation>PGP $5-$200 spread Hold&apos;em: buy-in mula $100 hanggang $1,000</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread-limit Hold&apos;em: blinds $3 and $5</source>
        <comment>rule.PGP-GAM-10</comment>
        <translation>PGP $5-$200 spread-limit Hold&apos;em: blinds $3 at $5</translation>
    </message>
    <message>
        <source>PGP Hold&apos;em normally uses fixed-structure betting, and spread-limit…</source>
        <comment>rule.PGP-HE-01</comment>
        <translation>Karaniwang fixed-structure ang tayaan sa Hold&apos;em ng PGP, at spread-limit…</translation>
    </message>
    <message>
        <source>The button gets its cards last on the first deal and acts last on every…</source>
        <comment>rule.PGP-HE-02</comment>
        <translation>Huling tumatanggap ng baraha ang button sa unang deal at huling kumikilos sa bawat…</translation>
    </message>
    <message>
        <source>Blinds (one or more) come from consecutive seats going clockwise from…</source>
        <comment>rule.PGP-HE-03</comment>
        <translation>Ang blinds (isa o higit pa) ay mula sa magkakasunod na upuan pakanan mula sa…</translation>
    </message>
    <message>
        <source>The first round opens with the player immediately to the left of the…</source>
        <comment>rule.PGP-HE-04</comment>
        <translation>Nagbubukas ang unang round sa player na nasa kaliwa mismo ng…</translation>
    </message>
    <message>
        <source>Each later round opens with the first player still in the hand to the…</source>
        <comment>rule.PGP-HE-05</comment>
        <translation>Nagbubukas ang bawat susunod na round sa unang player na kasali pa sa…</translation>
    </message>
    <message>
        <source>Sequence is two hole cards, bet; flop (three cards turned together)…</source>
        <comment>rule.PGP-HE-06</comment>
        <translation>Pagkakasunod: dalawang hole card, taya; flop (tatlong baraha nang sabay)…</translation>
    </message>
    <message>
        <source>Hold&apos;em (PGP): best five from 2 hole cards plus board, using two, one…</source>
        <comment>rule.PGP-HE-07</comment>
        <translation>Hold&apos;em (PGP): pinakamagandang lima mula sa 2 hole card at board, gamit ang dalawa, isa…</translation>
    </message>
    <message>
        <source>A player who plays the board must say so before mucking</source>
        <comment>rule.PGP-HE-08</comment>
        <translation>Ang maglalaro ng board ay dapat magsabi bago mag-muck</translation>
    </message>
    <message>
        <source>Show PGP&apos;s ten-step ladder (royal flush down to high card)</source>
        <comment>rule.PGP-HE-09</comment>
        <translation>Ipakita ang sampung-hakbang na hagdan ng PGP (royal flush hanggang high card)</translation>
    </message>
    <message>
        <source>A player dealt too few cards receives the missing card(s) from the top…</source>
        <comment>rule.PGP-IRR-01</comment>
        <translation>Ang player na kulang ang baraha ay makakatanggap ng kulang mula sa ibabaw…</translation>
    </message>
    <message>
        <source>A player dealt an extra card has one card picked at random by the…</source>
        <comment>rule.PGP-IRR-02</comment>
        <translation>Ang player na may sobrang baraha ay babawasan ng isang baraha nang random ng…</translation>
    </message>
    <message>
        <source>If the extra card is found only after substantial action, the hand is…</source>
        <comment>rule.PGP-IRR-03</comment>
        <translation>Kung nakita lang ang sobrang baraha pagkatapos ng substantial action, ang kamay ay…</translation>
    </message>
    <message>
        <source>A flop with too many cards is taken back (except the burn) and…</source>
        <comment>rule.PGP-IRR-04</comment>
        <translation>Binabawi ang flop na sobra ang baraha (maliban sa burn) at…</translation>
    </message>
    <message>
        <source>Same procedure as LC-110 for a flop dealt before betting ended</source>
        <comment>rule.PGP-IRR-05</comment>
        <translation>Parehong proseso ng LC-110 para sa flop na nai-deal bago matapos ang tayaan</translation>
    </message>
    <message>
        <source>Same procedure as LC-111 for a premature fourth board card</source>
        <comment>rule.PGP-IRR-06</comment>
        <translation>Parehong proseso ng LC-111 para sa maagang ikaapat na board card</translation>
    </message>
    <message>
        <source>A premature fifth card is handled like the premature fourth card…</source>
        <comment>rule.PGP-IRR-07</comment>
        <translation>Ang maagang ikalimang baraha ay gaya ng maagang ikaapat…</translation>
    </message>
    <message>
        <source>A card the dealer exposes during the first deal is replaced after every…</source>
        <comment>rule.PGP-IRR-08</comment>
        <translation>Ang barahang nabuksan ng dealer sa unang deal ay papalitan pagkatapos ng bawat…</translation>
    </message>
    <message>
        <source>A card dealt off the table counts as an exposed card</source>
        <comment>rule.PGP-IRR-09</comment>
        <translation>Itinuturing na nabuksang baraha ang nahulog sa mesa</translation>
    </message>
    <message>
        <source>A card exposed because it touched the player it was meant for stays…</source>
        <comment>rule.PGP-IRR-10</comment>
        <translation>Ang barahang nabuksan dahil tumama sa dapat tumanggap ay mananatili…</translation>
    </message>
    <message>
        <source>PGP H/L: the low needs 8 or better, which on a board means at least…</source>
        <comment>rule.PGP-LOW-01</comment>
        <translation>PGP H/L: kailangan ng low ng 8 pababa, ibig sabihin sa board ay hindi bababa sa…</translation>
    </message>
    <message>
        <source>PGP H/L: a qualifying low is five cards of five different ranks, all 8…</source>
        <comment>rule.PGP-LOW-02</comment>
        <translation>PGP H/L: ang kwalipikadong low ay limang baraha ng limang magkaibang ranggo, lahat 8…</translation>
    </message>
    <message>
        <source>PGP worked example: board Q-10-7-7-6 has only two distinct low cards…</source>
        <comment>rule.PGP-LOW-03</comment>
        <translation>Halimbawa ng PGP: ang board na Q-10-7-7-6 ay dalawa lang ang magkaibang mababang baraha…</translation>
    </message>
    <message>
        <source>PGP worked example: board K-8-9-2-5 allows a low</source>
        <comment>rule.PGP-LOW-04</comment>
        <translation>Halimbawa ng PGP: may low sa board na K-8-9-2-5</translation>
    </message>
    <message>
        <source>Low order (PGP): 5-4-3-2-A best, 6-4-3-2-A second, 6-5-3-2-A third, and…</source>
        <comment>rule.PGP-LOW-05</comment>
        <translation>Pagkakasunod ng low (PGP): 5-4-3-2-A ang pinakamaganda, 6-4-3-2-A ikalawa, 6-5-3-2-A ikatlo, at…</translation>
    </message>
    <message>
        <source>Straights and flushes never count against a low hand</source>
        <comment>rule.PGP-LOW-06</comment>
        <translation>Hindi kailanman binibilang laban sa low ang straight at flush</translation>
    </message>
    <message>
        <source>A new player may be dealt in at once, may wait and take the BB in turn…</source>
        <comment>rule.PGP-NEW-01</comment>
        <translation>Puwedeng mai-deal-an agad ang bagong player, maghintay at kunin ang BB sa turno…</translation>
    </message>
    <message>
        <source>A new player who posts in front of the button is skipped by the button…</source>
        <comment>rule.PGP-NEW-02</comment>
        <translation>Nilalaktawan ng button ang bagong player na nag-post sa harap ng button…</translation>
    </message>
    <message>
        <source>A player whose seat missed the blind(s) for any reason either posts…</source>
        <comment>rule.PGP-NEW-03</comment>
        <translation>Ang player na nalaktawan ng blind ang upuan sa anumang dahilan ay maglalagay…</translation>
    </message>
    <message>
        <source>The button only ever moves forward, and the blinds follow it</source>
        <comment>rule.PGP-NEW-04</comment>
        <translation>Pasulong lang gumagalaw ang button, at sumusunod ang blinds</translation>
    </message>
    <message>
        <source>A player who has not yet taken the BB and moves away from it may post a…</source>
        <comment>rule.PGP-NEW-05</comment>
        <translation>Ang player na hindi pa kumukuha ng BB at lumalayo rito ay puwedeng maglagay ng…</translation>
    </message>
    <message>
        <source>Omaha H/L (PGP): high and low may use different hole cards and board…</source>
        <comment>rule.PGP-O8-01</comment>
        <translation>Omaha H/L (PGP): puwedeng gumamit ng magkaibang hole card at board ang high at low…</translation>
    </message>
    <message>
        <source>PGP Omaha H/L: the best high and the best low split the pot</source>
        <comment>rule.PGP-O8-02</comment>
        <translation>PGP Omaha H/L: hati sa pot ang pinakamagandang high at pinakamagandang low</translation>
    </message>
    <message>
        <source>PGP Omaha: four hole cards, then betting rounds before the flop and…</source>
        <comment>rule.PGP-OMA-01</comment>
        <translation>PGP Omaha: apat na hole card, saka tayaan bago ang flop at…</translation>
    </message>
    <message>
        <source>Omaha (PGP): exactly two hole cards plus three board cards; same high…</source>
        <comment>rule.PGP-OMA-02</comment>
        <translation>Omaha (PGP): eksaktong dalawang hole card at tatlong board card; parehong high…</translation>
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
        <translation>wala</translation>
    </message>
    <message>
        <source>{house} {game}: no limit {limit} (limits: {limits})</source>
        <comment>rules.no_such_limit</comment>
        <translation>{house} {game}: walang limit na {limit} (mga limit: {limits})</translation>
    </message>
    <message>
        <source>{house} does not spread {game} (games: {offered})</source>
        <comment>rules.not_spread</comment>
        <translation>hindi nag-aalok ang {house} ng {game} (mga laro: {offered})</translation>
    </message>
    <message>
        <source>K04: PGP states no collection</source>
        <comment>rules.reason.00383584d6</comment>
        <translation>K04: walang bayad sa bahay ang PGP</translation>
    </message>
    <message>
        <source>CG does not say</source>
        <comment>rules.reason.01698de9c9</comment>
        <translation>hindi sinasabi ng CG</translation>
    </message>
    <message>
        <source>CG states banker eligibility only for Hot Action (K27)</source>
        <comment>rules.reason.032a34432a</comment>
        <translation>para sa Hot Action lang sinasabi ng CG kung sino ang puwedeng maging bangkero (K27)</translation>
    </message>
    <message>
        <source>PGP gives no common chip</source>
        <comment>rules.reason.03d6742806</comment>
        <translation>walang karaniwang chip na ibinibigay ang PGP</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14, CG-O8-08)</source>
        <comment>rules.reason.0523eaf0da</comment>
        <translation>sinasabi lang ng CG na hinahati nang pantay ang tabla (CG-RNK-14, CG-O8-08)</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow house way at CG</source>
        <comment>rules.reason.055e98465e</comment>
        <translation>Gaps: walang House Way sa Pai Gow sa CG</translation>
    </message>
    <message>
        <source>posted at each table (HTP-FLH-13)</source>
        <comment>rules.reason.0b4372b32c</comment>
        <translation>nakapaskil sa bawat mesa (HTP-FLH-13)</translation>
    </message>
    <message>
        <source>posted table limits; never above the Ante (CG-3CP-B02)</source>
        <comment>rules.reason.0d9c102207</comment>
        <translation>nakapaskil na table limits; hindi lalampas sa Ante (CG-3CP-B02)</translation>
    </message>
    <message>
        <source>HTP posts its Bonus table at the table (set per room)</source>
        <comment>rules.reason.0dd9e3dd6a</comment>
        <translation>ipinapaskil ng HTP ang Bonus table nito sa mesa (itinatakda ng bawat room)</translation>
    </message>
    <message>
        <source>posted table limits</source>
        <comment>rules.reason.0fc5d19680</comment>
        <translation>nakapaskil na table limits</translation>
    </message>
    <message>
        <source>HTP only says the low up card starts (K22)</source>
        <comment>rules.reason.107d4f97cc</comment>
        <translation>sinasabi lang ng HTP na ang pinakamababang nakabukas na baraha ang mauuna (K22)</translation>
    </message>
    <message>
        <source>HTP describes a rake only for its banked games</source>
        <comment>rules.reason.1120514653</comment>
        <translation>sa mga banked game lang naglalarawan ng rake ang HTP</translation>
    </message>
    <message>
        <source>LC states no stud collection</source>
        <comment>rules.reason.1a9da092d5</comment>
        <translation>walang bayad sa bahay sa stud ang LC</translation>
    </message>
    <message>
        <source>posted at each table (HTP-2CP-10)</source>
        <comment>rules.reason.210333fe39</comment>
        <translation>nakapaskil sa bawat mesa (HTP-2CP-10)</translation>
    </message>
    <message>
        <source>Gaps: no action order for the Hot Action P/D&apos;s coverage</source>
        <comment>rules.reason.2a8ae0899e</comment>
        <translation>Gaps: walang ayos ng aksyon para sa coverage ng bangkero sa Hot Action</translation>
    </message>
    <message>
        <source>LC gives no stud ante</source>
        <comment>rules.reason.34abb6b0a1</comment>
        <translation>walang ante sa stud ang LC</translation>
    </message>
    <message>
        <source>HTP gives no common chip</source>
        <comment>rules.reason.35dbeada2e</comment>
        <translation>walang karaniwang chip na ibinibigay ang HTP</translation>
    </message>
    <message>
        <source>CG states no Hot Action rotation (K14 names 3CP and Pai Gow)</source>
        <comment>rules.reason.39c11867f5</comment>
        <translation>walang rotation para sa Hot Action ang CG (3CP at Pai Gow ang binabanggit ng K14)</translation>
    </message>
    <message>
        <source>AMB-02: only &apos;part of a bet&apos;</source>
        <comment>rules.reason.39e55c3949</comment>
        <translation>AMB-02: &apos;bahagi ng taya&apos; lang</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14); Gaps: odd chip at CG</source>
        <comment>rules.reason.3aadbf891f</comment>
        <translation>sinasabi lang ng CG na hinahati nang pantay ang tabla (CG-RNK-14); Gaps: sobrang chip sa CG</translation>
    </message>
    <message>
        <source>HTP names no limits and no blind amount (Gaps: amount of the single blind)</source>
        <comment>rules.reason.3b066d770c</comment>
        <translation>walang binabanggit na limit at halaga ng blind ang HTP (Gaps: halaga ng iisang blind)</translation>
    </message>
    <message>
        <source>K09: CG states a kill only for Omaha 8</source>
        <comment>rules.reason.3c074c2966</comment>
        <translation>K09: para sa Omaha 8 lang may kill ang CG</translation>
    </message>
    <message>
        <source>Gaps: decks and jokers not stated; a suited-ace Natural 22 needs two decks or more</source>
        <comment>rules.reason.3e5b47c0d3</comment>
        <translation>Gaps: hindi sinasabi ang dami ng deck at joker; kailangan ng dalawa o higit pang deck para sa Natural 22 na magkaparehong suit na alas</translation>
    </message>
    <message>
        <source>LC collection amounts per limit (Gaps)</source>
        <comment>rules.reason.423b51b7d9</comment>
        <translation>halaga ng bayad sa bahay ng LC bawat limit (Gaps)</translation>
    </message>
    <message>
        <source>Gaps: heads-up blinds outside LC high</source>
        <comment>rules.reason.42b17725b1</comment>
        <translation>Gaps: heads-up na blinds sa labas ng LC high</translation>
    </message>
    <message>
        <source>K05: CG has only a glossary entry for a short bet (CG-GL-60)</source>
        <comment>rules.reason.442e45f49a</comment>
        <translation>K05: may glossary entry lang ang CG para sa kulang na taya (CG-GL-60)</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-2CP-14)</source>
        <comment>rules.reason.458ea5b316</comment>
        <translation>ipinapaalam sa mesa ang halaga ng rake (HTP-2CP-14)</translation>
    </message>
    <message>
        <source>Gaps: CG 3CP collection amount</source>
        <comment>rules.reason.47f550e034</comment>
        <translation>Gaps: halaga ng bayad sa bahay sa 3CP ng CG</translation>
    </message>
    <message>
        <source>K15: HTP has no irregularity rules</source>
        <comment>rules.reason.492ce8cb51</comment>
        <translation>K15: walang patakaran sa iregularidad ang HTP</translation>
    </message>
    <message>
        <source>CG does not speak of short buy-ins</source>
        <comment>rules.reason.4934b121b0</comment>
        <translation>hindi binabanggit ng CG ang kulang na buy-in</translation>
    </message>
    <message>
        <source>K16: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.4e4ead6eea</comment>
        <translation>K16: walang patakaran sa iregularidad ang mga pahina ng CG</translation>
    </message>
    <message>
        <source>HTP does not say whether its blind is live</source>
        <comment>rules.reason.5147e64764</comment>
        <translation>hindi sinasabi ng HTP kung live ang blind nito</translation>
    </message>
    <message>
        <source>Gaps: PGP spread limit minimum raise</source>
        <comment>rules.reason.5222e89b77</comment>
        <translation>Gaps: pinakamababang raise sa spread limit ng PGP</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-FLH-19)</source>
        <comment>rules.reason.62fd40a083</comment>
        <translation>ipinapaalam sa mesa ang halaga ng rake (HTP-FLH-19)</translation>
    </message>
    <message>
        <source>Gaps: odd chip at HTP</source>
        <comment>rules.reason.63a0feb33a</comment>
        <translation>Gaps: sobrang chip sa HTP</translation>
    </message>
    <message>
        <source>CG gives no time amount</source>
        <comment>rules.reason.64759baa50</comment>
        <translation>walang halaga ng time ang CG</translation>
    </message>
    <message>
        <source>AMB-16d: where the kill blind sits and acts is not given</source>
        <comment>rules.reason.66985b8494</comment>
        <translation>AMB-16d: hindi binabanggit kung saan nakaupo at kumikilos ang kill blind</translation>
    </message>
    <message>
        <source>no common chip given for 10-20 (LC-67, AMB-21)</source>
        <comment>rules.reason.68906f264a</comment>
        <translation>walang karaniwang chip para sa 10-20 (LC-67, AMB-21)</translation>
    </message>
    <message>
        <source>CG does not say how the button moves past empty seats</source>
        <comment>rules.reason.691028a4bc</comment>
        <translation>hindi sinasabi ng CG kung paano lumalampas ang button sa mga bakanteng upuan</translation>
    </message>
    <message>
        <source>K22: CG has no exposed-card rule</source>
        <comment>rules.reason.693b5dcb3e</comment>
        <translation>K22: walang patakaran ang CG sa nalantad na baraha</translation>
    </message>
    <message>
        <source>LC gives a heads-up blind rule only from 10-20 (LC-133); Gaps: heads-up blinds outside LC high</source>
        <comment>rules.reason.6c9a1842f7</comment>
        <translation>may patakaran ang LC sa heads-up na blind mula 10-20 lang (LC-133); Gaps: heads-up na blinds sa labas ng LC high</translation>
    </message>
    <message>
        <source>CG does not say which half takes an odd chip</source>
        <comment>rules.reason.718599b6e3</comment>
        <translation>hindi sinasabi ng CG kung aling kalahati ang kukuha ng sobrang chip</translation>
    </message>
    <message>
        <source>HTP names no limits and no blind amount (Gaps)</source>
        <comment>rules.reason.71ff3754c9</comment>
        <translation>walang binabanggit na limit at halaga ng blind ang HTP (Gaps)</translation>
    </message>
    <message>
        <source>Gaps: no coverage order for the Pai Gow P/D&apos;s stake</source>
        <comment>rules.reason.7b02eb8a87</comment>
        <translation>Gaps: walang ayos ng coverage para sa pusta ng bangkero sa Pai Gow</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow commission at CG</source>
        <comment>rules.reason.7e067e38d9</comment>
        <translation>Gaps: walang komisyon sa Pai Gow sa CG</translation>
    </message>
    <message>
        <source>HTP only says the low up card starts (K22); Gaps: ace high or low for the Stud 8 bring-in</source>
        <comment>rules.reason.8655a9fe10</comment>
        <translation>sinasabi lang ng HTP na ang pinakamababang nakabukas na baraha ang mauuna (K22); Gaps: mataas o mababa ang alas sa bring-in ng Stud 8</translation>
    </message>
    <message>
        <source>LC does not say whether the bring-in counts toward the cap (AMB-31 covers CG only)</source>
        <comment>rules.reason.8b99a3bcac</comment>
        <translation>hindi sinasabi ng LC kung kasama ang bring-in sa cap (para sa CG lang ang AMB-31)</translation>
    </message>
    <message>
        <source>AMB-02: only &apos;part of a bet&apos;; 0 gives the two-blind reading</source>
        <comment>rules.reason.8c6f8de79d</comment>
        <translation>AMB-02: &apos;bahagi ng taya&apos; lang; 0 ay ang pagbasang dalawang blind</translation>
    </message>
    <message>
        <source>K06: PGP gives no raise count (Gaps: PGP spread limit)</source>
        <comment>rules.reason.8dd701e0db</comment>
        <translation>K06: walang bilang ng raise ang PGP (Gaps: spread limit ng PGP)</translation>
    </message>
    <message>
        <source>K16: HTP has no irregularity rules</source>
        <comment>rules.reason.8dddfbc532</comment>
        <translation>K16: walang patakaran sa iregularidad ang HTP</translation>
    </message>
    <message>
        <source>posted at each table (HTP-3CP-10)</source>
        <comment>rules.reason.9552e8c96b</comment>
        <translation>nakapaskil sa bawat mesa (HTP-3CP-10)</translation>
    </message>
    <message>
        <source>AMB-16d: the kill blind&apos;s seat and order of action are not given</source>
        <comment>rules.reason.98711aea67</comment>
        <translation>AMB-16d: hindi binabanggit ang upuan at ayos ng aksyon ng kill blind</translation>
    </message>
    <message>
        <source>LC time amounts (Gaps)</source>
        <comment>rules.reason.9c1c921a4f</comment>
        <translation>halaga ng time ng LC (Gaps)</translation>
    </message>
    <message>
        <source>not stated by CG for Pai Gow</source>
        <comment>rules.reason.9cac159496</comment>
        <translation>hindi sinasabi ng CG para sa Pai Gow</translation>
    </message>
    <message>
        <source>K03: CG does not state new-player entry</source>
        <comment>rules.reason.9cc46855d8</comment>
        <translation>K03: hindi sinasabi ng CG kung paano papasok ang bagong player</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow commission or collection at CG</source>
        <comment>rules.reason.9fc82b9fd0</comment>
        <translation>Gaps: walang komisyon o bayad sa bahay sa Pai Gow sa CG</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14)</source>
        <comment>rules.reason.a044ecbb3f</comment>
        <translation>sinasabi lang ng CG na hinahati nang pantay ang tabla (CG-RNK-14)</translation>
    </message>
    <message>
        <source>posted at each table</source>
        <comment>rules.reason.a1711ca576</comment>
        <translation>nakapaskil sa bawat mesa</translation>
    </message>
    <message>
        <source>Gaps: HTP never defines an eligible designated player (K27)</source>
        <comment>rules.reason.a1ca77c9e7</comment>
        <translation>Gaps: hindi kailanman sinasabi ng HTP kung sino ang puwedeng maging designated player (K27)</translation>
    </message>
    <message>
        <source>PGP says only the big blind part of a missed-blind post is live</source>
        <comment>rules.reason.a73eb5dee3</comment>
        <translation>sinasabi ng PGP na ang big blind na bahagi lang ng bayad sa nalaktawang blind ang live</translation>
    </message>
    <message>
        <source>LC blind amounts per limit (Gaps)</source>
        <comment>rules.reason.a7c07f92f3</comment>
        <translation>halaga ng blinds ng LC bawat limit (Gaps)</translation>
    </message>
    <message>
        <source>K17: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.aa27bfdc42</comment>
        <translation>K17: walang patakaran sa iregularidad ang mga pahina ng CG</translation>
    </message>
    <message>
        <source>no source says where a kill blind sits or acts (AMB-16d, Gaps)</source>
        <comment>rules.reason.b09ca8bebf</comment>
        <translation>walang sinasabi ang anumang source kung saan nakaupo o kumikilos ang kill blind (AMB-16d, Gaps)</translation>
    </message>
    <message>
        <source>posted CG betting limits (CG-HAB-08)</source>
        <comment>rules.reason.b3f175a93e</comment>
        <translation>nakapaskil na betting limits ng CG (CG-HAB-08)</translation>
    </message>
    <message>
        <source>LC gives no stud bring-in</source>
        <comment>rules.reason.b5318db20d</comment>
        <translation>walang bring-in sa stud ang LC</translation>
    </message>
    <message>
        <source>LC orders suits only for odd chips and card draws (LC-27b, LC-28), not for the bring-in</source>
        <comment>rules.reason.b660f269ad</comment>
        <translation>inaayos ng LC ang mga suit para lang sa sobrang chip at bunutan ng baraha (LC-27b, LC-28), hindi para sa bring-in</translation>
    </message>
    <message>
        <source>HTP implies an open pair changes the limit in high stud (HTP-S8-02) without saying how</source>
        <comment>rules.reason.b782a35461</comment>
        <translation>ipinahihiwatig ng HTP na binabago ng nakabukas na pares ang limit sa high stud (HTP-S8-02) nang hindi sinasabi kung paano</translation>
    </message>
    <message>
        <source>Gaps: no payout rates for naturals or the Super Natural</source>
        <comment>rules.reason.b8ba12a227</comment>
        <translation>Gaps: walang bayad para sa naturals o sa Super Natural</translation>
    </message>
    <message>
        <source>HTP posts its Pair Plus table at the table (set per room)</source>
        <comment>rules.reason.b985ddadaf</comment>
        <translation>ipinapaskil ng HTP ang Pair Plus table nito sa mesa (itinatakda ng bawat room)</translation>
    </message>
    <message>
        <source>the room picks one of the three modes and discloses it at the table</source>
        <comment>rules.reason.ba24fb8abb</comment>
        <translation>pumipili ang room ng isa sa tatlong mode at ipinapaalam ito sa mesa</translation>
    </message>
    <message>
        <source>CG states no Hot Action rotation</source>
        <comment>rules.reason.bcae8ebe05</comment>
        <translation>walang rotation para sa Hot Action ang CG</translation>
    </message>
    <message>
        <source>CG defines collection and time but not how its poker games collect</source>
        <comment>rules.reason.be9aa269ed</comment>
        <translation>binibigyang-kahulugan ng CG ang bayad sa bahay at time, pero hindi kung paano naniningil ang mga poker game nito</translation>
    </message>
    <message>
        <source>K18: CG does not state missed-blind rules</source>
        <comment>rules.reason.c1a4649918</comment>
        <translation>K18: walang patakaran ang CG sa nalaktawang blind</translation>
    </message>
    <message>
        <source>CG gives no poker collection amount</source>
        <comment>rules.reason.ca3188698a</comment>
        <translation>walang halaga ng bayad sa bahay para sa poker ang CG</translation>
    </message>
    <message>
        <source>not stated by CG for poker</source>
        <comment>rules.reason.caf0dfd80e</comment>
        <translation>hindi sinasabi ng CG para sa poker</translation>
    </message>
    <message>
        <source>not stated by CG for Hot Action</source>
        <comment>rules.reason.cb8673d9e9</comment>
        <translation>hindi sinasabi ng CG para sa Hot Action</translation>
    </message>
    <message>
        <source>PGP states no collection</source>
        <comment>rules.reason.d3069a5a70</comment>
        <translation>walang bayad sa bahay ang PGP</translation>
    </message>
    <message>
        <source>HTP names no limits, antes or bring-ins (Gaps)</source>
        <comment>rules.reason.d56169c922</comment>
        <translation>walang binabanggit na limit, ante o bring-in ang HTP (Gaps)</translation>
    </message>
    <message>
        <source>K06: CG caps raises only in stud (CG-STD-07)</source>
        <comment>rules.reason.d580a737cc</comment>
        <translation>K06: sa stud lang nililimitahan ng CG ang mga raise (CG-STD-07)</translation>
    </message>
    <message>
        <source>HTP never mentions burn cards</source>
        <comment>rules.reason.d629ffd721</comment>
        <translation>hindi kailanman binabanggit ng HTP ang burn cards</translation>
    </message>
    <message>
        <source>HTP posts its Trips table at the table (AMB-14d, set per room)</source>
        <comment>rules.reason.d8924e9499</comment>
        <translation>ipinapaskil ng HTP ang Trips table nito sa mesa (AMB-14d, itinatakda ng bawat room)</translation>
    </message>
    <message>
        <source>LC-47 says kill pots exist but the rulebook gives no kill structure</source>
        <comment>rules.reason.d8cbf8feec</comment>
        <translation>sinasabi ng LC-47 na may kill pots pero walang kill structure ang rulebook</translation>
    </message>
    <message>
        <source>HTP posts its Blind rates at the table (set per room)</source>
        <comment>rules.reason.dff3edf6d6</comment>
        <translation>ipinapaskil ng HTP ang Blind rates nito sa mesa (itinatakda ng bawat room)</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-3CP-16)</source>
        <comment>rules.reason.e0192f1bbb</comment>
        <translation>ipinapaalam sa mesa ang halaga ng rake (HTP-3CP-16)</translation>
    </message>
    <message>
        <source>K17: HTP has no irregularity rules</source>
        <comment>rules.reason.e67c0be32f</comment>
        <translation>K17: walang patakaran sa iregularidad ang HTP</translation>
    </message>
    <message>
        <source>LC describes collection on the button and time collection, neither for stud</source>
        <comment>rules.reason.e9e8328480</comment>
        <translation>inilalarawan ng LC ang bayad sa bahay sa button at ang time collection, wala para sa stud</translation>
    </message>
    <message>
        <source>Gaps: odd chip at PGP</source>
        <comment>rules.reason.eb0af090fb</comment>
        <translation>Gaps: sobrang chip sa PGP</translation>
    </message>
    <message>
        <source>K15: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.ebbfd08788</comment>
        <translation>K15: walang patakaran sa iregularidad ang mga pahina ng CG</translation>
    </message>
    <message>
        <source>CG gives no common chip</source>
        <comment>rules.reason.f643a9216e</comment>
        <translation>walang karaniwang chip na ibinibigay ang CG</translation>
    </message>
    <message>
        <source>HTP states jackpot eligibility only for Three Card Poker</source>
        <comment>rules.reason.f6d6f3011c</comment>
        <translation>para sa Three Card Poker lang sinasabi ng HTP kung sino ang puwede sa jackpot</translation>
    </message>
    <message>
        <source>CG defines check-raise (CG-GL-24) without allowing or barring it</source>
        <comment>rules.reason.fb877ce35f</comment>
        <translation>binibigyang-kahulugan ng CG ang check-raise (CG-GL-24) nang hindi ito pinapayagan o ipinagbabawal</translation>
    </message>
    <message>
        <source>not stated by {house}</source>
        <comment>rules.reason.not_stated</comment>
        <translation>hindi sinasabi ng {house}</translation>
    </message>
    <message>
        <source>{rule}: not stated by {house}</source>
        <comment>rules.reason.rule_not_stated</comment>
        <translation>{rule}: hindi sinasabi ng {house}</translation>
    </message>
    <message>
        <source>{key}: set by the room, not by the rulebook ({reason})</source>
        <comment>rules.room_setting_missing</comment>
        <translation>{key}: itinatakda ng room, hindi ng rulebook ({reason})</translation>
    </message>
    <message>
        <source>unknown game {game} (known: {known})</source>
        <comment>rules.unknown_game</comment>
        <translation>hindi kilalang laro {game} (mga kilala: {known})</translation>
    </message>
    <message>
        <source>Take the full-game collection (${amount}) from seat {seat}&apos;s stack into the next hand&apos;s pot: the button has passed his missed blinds</source>
        <comment>seat_dues.collect.full_collection_next_pot</comment>
        <translation>Kunin ang bayad sa bahay ng punong mesa (${amount}) mula sa stack ng upuan {seat} papunta sa pot ng susunod na hand: nalampasan na ng button ang kanyang nalaktawang blind</translation>
    </message>
    <message>
        <source>Take the full-game collection (${amount}) from seat {seat}&apos;s stack into the pot: the button has passed his missed blinds</source>
        <comment>seat_dues.collect.full_collection_this_pot</comment>
        <translation>Kunin ang bayad sa bahay ng punong mesa (${amount}) mula sa stack ng upuan {seat} papunta sa pot: nalampasan na ng button ang kanyang nalaktawang blind</translation>
    </message>
    <message>
        <source>Must-move game short-handed: call the floor to set the collection</source>
        <comment>seat_dues.floor.must_move_short_handed</comment>
        <translation>Kulang ang tao sa must-move na mesa: tawagin ang floor para itakda ang bayad sa bahay</translation>
    </message>
    <message>
        <source>Seat {seat} cannot cover the ${amount} collection: the button stays on his seat and he is dealt out of this hand; no collection is taken</source>
        <comment>seat_dues.info.button_sits_out_short</comment>
        <translation>Hindi kayang bayaran ng upuan {seat} ang ${amount} na bayad sa bahay: mananatili ang button sa kanyang upuan at hindi siya bibigyan ng baraha ngayong hand; walang kukuning bayad</translation>
    </message>
    <message>
        <source>Seat {seat} dealt off: he comes back without posting once the blinds and the button have passed his seat</source>
        <comment>seat_dues.info.dealt_off</comment>
        <translation>Nag-deal off ang upuan {seat}: babalik siya nang walang post kapag nalampasan na ng mga blind at ng button ang kanyang upuan</translation>
    </message>
    <message>
        <source>Seat {seat}: the blinds have passed this new player twice; he carries a missed-blind button: {options}</source>
        <comment>seat_dues.info.late_newcomer</comment>
        <translation>Upuan {seat}: dalawang beses nang nalampasan ng mga blind ang bagong player na ito; may dala siyang missed-blind button: {options}</translation>
    </message>
    <message>
        <source>Seat {seat} could not cover the collection and sat out his button hand: this hand he is all-in with what he has, unless he rebuys</source>
        <comment>seat_dues.info.short_button</comment>
        <translation>Hindi nakayanan ng upuan {seat} ang bayad sa bahay at hindi naglaro sa kanyang button hand: ngayong hand all-in siya sa kung ano ang mayroon siya, maliban kung mag-rebuy siya</translation>
    </message>
    <message>
        <source>Collection set by {floor} while short-handed: ${amount}</source>
        <comment>seat_dues.info.short_handed_collection_set</comment>
        <translation>Bayad sa bahay na itinakda ni {floor} habang kulang ang tao: ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat} missed his button: he may come back before his big blind by paying the ${amount} button collection, which plays</source>
        <comment>seat_dues.info.skipped_button</comment>
        <translation>Nalaktawan ng upuan {seat} ang kanyang button: puwede siyang bumalik bago ang kanyang big blind sa pagbabayad ng ${amount} na button collection, na kasama sa laro</translation>
    </message>
    <message>
        <source>buy the button</source>
        <comment>seat_dues.option.buy_button</comment>
        <translation>bilhin ang button</translation>
    </message>
    <message>
        <source>deal in now</source>
        <comment>seat_dues.option.deal_now</comment>
        <translation>pumasok ngayon</translation>
    </message>
    <message>
        <source>{option}</source>
        <comment>seat_dues.option.other</comment>
        <translation>{option}</translation>
    </message>
    <message>
        <source>post a big blind</source>
        <comment>seat_dues.option.post_big_blind</comment>
        <translation>maglagay ng big blind</translation>
    </message>
    <message>
        <source>post in front of the button</source>
        <comment>seat_dues.option.post_in_front_of_button</comment>
        <translation>mag-post sa harap ng button</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <comment>seat_dues.option.post_missed_blinds</comment>
        <translation>ilagay ang nalaktawang blinds</translation>
    </message>
    <message>
        <source>come in with a straddle</source>
        <comment>seat_dues.option.straddle</comment>
        <translation>pumasok nang may straddle</translation>
    </message>
    <message>
        <source>wait for the big blind</source>
        <comment>seat_dues.option.wait_for_big_blind</comment>
        <translation>hintayin ang big blind</translation>
    </message>
    <message>
        <source>the collection changes only between hands</source>
        <comment>seat_dues.refusal.collection_changes_only_between_hands</comment>
        <translation>binabago lang ang bayad sa bahay sa pagitan ng kamay</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>seat_dues.refusal.floor_decision_names_floorperson_who</comment>
        <translation>pinapangalanan ng pasya ng floor ang floor na nagpasya</translation>
    </message>
    <message>
        <source>the floor sets the collection only when fewer than {SHORT_HANDED} play (LC-145)</source>
        <comment>seat_dues.refusal.floor_sets_collection_only_when</comment>
        <translation>itinatakda ng floor ang bayad kapag kulang sa {SHORT_HANDED} ang naglalaro (LC-145)</translation>
    </message>
    <message>
        <source>take the full-game collection from seat(s) {owing} first: the button has passed their missed blinds (LC-131)</source>
        <comment>seat_dues.refusal.full_collection_first</comment>
        <translation>kunin muna ang bayad sa bahay ng punong mesa mula sa (mga) upuan {owing}: nalampasan na ng button ang kanilang nalaktawang blind (LC-131)</translation>
    </message>
    <message>
        <source>the full-game collection from seat {seat} is ${due} (LC-131)</source>
        <comment>seat_dues.refusal.full_game_collection_seat_lc</comment>
        <translation>ang full-game na bayad ng upuan {seat} ay ${due} (LC-131)</translation>
    </message>
    <message>
        <source>seat {seat}: the blinds have passed this new player {passes} times, so he carries a missed-blind button; he may now: {options} (LC-39, LC-127)</source>
        <comment>seat_dues.refusal.late_newcomer_options</comment>
        <translation>upuan {seat}: {passes} beses nang nalampasan ng mga blind ang bagong player na ito, kaya may dala siyang missed-blind button; puwede na siyang: {options} (LC-39, LC-127)</translation>
    </message>
    <message>
        <source>the pot is being pushed: take the full-game collection once the hand is over; it goes into the next pot (LC-131)</source>
        <comment>seat_dues.refusal.pot_being_pushed_take_full</comment>
        <translation>ibinibigay ang pot: kunin ang full-game na bayad pagkatapos ng kamay; mapupunta ito sa susunod na pot (LC-131)</translation>
    </message>
    <message>
        <source>seat changes happen between hands</source>
        <comment>seat_dues.refusal.seat_changes_happen_between_hands</comment>
        <translation>ang paglipat ng upuan ay sa pagitan ng kamay</translation>
    </message>
    <message>
        <source>seat {seat} is empty: use a seat change (LC-88)</source>
        <comment>seat_dues.refusal.seat_empty_use_seat_change</comment>
        <translation>bakante ang upuan {seat}: gumamit ng paglipat ng upuan (LC-88)</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: take it between hands</source>
        <comment>seat_dues.refusal.seat_hand_take_between_hands</comment>
        <translation>kasali sa kamay ang upuan {seat}: kunin ito sa pagitan ng kamay</translation>
    </message>
    <message>
        <source>seat {from_seat} has not just played the button hand: a deal-off seat change is for the player who took his button (LC-88b)</source>
        <comment>seat_dues.refusal.seat_has_just_played_button</comment>
        <translation>hindi kakatapos maglaro ng button hand ang upuan {from_seat}: ang paglipat pagkatapos ng button ay para sa may hawak ng button (LC-88b)</translation>
    </message>
    <message>
        <source>seat {seat} owes no full-game collection (LC-131)</source>
        <comment>seat_dues.refusal.seat_owes_no_full_game</comment>
        <translation>walang utang na full-game na bayad ang upuan {seat} (LC-131)</translation>
    </message>
    <message>
        <source>a short-handed collection is between $0 and the full ${collection}</source>
        <comment>seat_dues.refusal.short_handed_collection_between_0</comment>
        <translation>ang bayad kapag kaunti ang player ay nasa pagitan ng $0 at buong ${collection}</translation>
    </message>
    <message>
        <source>a swap needs two different seats</source>
        <comment>seat_dues.refusal.swap_needs_two_different_seats</comment>
        <translation>kailangan ng palitan ng dalawang magkaibang upuan</translation>
    </message>
    <message>
        <source>this table does not collect on the button (LC-145)</source>
        <comment>seat_dues.refusal.table_does_collect_button_lc</comment>
        <translation>hindi naniningil sa button ang mesang ito (LC-145)</translation>
    </message>
    <message>
        <source>this table is not a must-move game (LC-145)</source>
        <comment>seat_dues.refusal.table_must_move_game_lc</comment>
        <translation>hindi must-move game ang mesang ito (LC-145)</translation>
    </message>
    <message>
        <source>a floor decision is confirmed or overridden</source>
        <comment>seating.refusal.floor_decision_confirmed_overridden</comment>
        <translation>kinukumpirma o binabago ang pasya ng floor</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>seating.refusal.floor_decision_names_floorperson_who</comment>
        <translation>pinapangalanan ng pasya ng floor ang floor na nagpasya</translation>
    </message>
    <message>
        <source>an override needs a reason</source>
        <comment>seating.refusal.override_needs_reason</comment>
        <translation>kailangan ng dahilan para baguhin ang pasya</translation>
    </message>
    <message>
        <source>ruling {ruling} was already {status} by {decided_by}</source>
        <comment>seating.refusal.ruling_was_already</comment>
        <translation>ang pasya {ruling} ay {status} na ni {decided_by}</translation>
    </message>
    <message>
        <source>there is no ruling {ruling}</source>
        <comment>seating.refusal.there_no_ruling</comment>
        <translation>walang pasyang {ruling}</translation>
    </message>
    <message>
        <source>no board card is due now</source>
        <comment>session.refusal.no_board_card_due_now</comment>
        <translation>wala pang baraha ng board ngayon</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>session.refusal.no_card_due_now_set</comment>
        <translation>walang barahang dapat ngayon ({phase_text}): itabi ito at tawagin ang floor</translation>
    </message>
    <message>
        <source>no hand has been started</source>
        <comment>session.refusal.no_hand_has_been_started</comment>
        <translation>wala pang nasimulang kamay</translation>
    </message>
    <message>
        <source>no pot is waiting to be pushed (LC-7)</source>
        <comment>session.refusal.no_pot_waiting_pushed_lc</comment>
        <translation>walang pot na naghihintay ibigay (LC-7)</translation>
    </message>
    <message>
        <source>no stud street is being dealt now</source>
        <comment>session.refusal.no_stud_street_being_dealt</comment>
        <translation>walang stud street na dine-deal ngayon</translation>
    </message>
    <message>
        <source>no time pot was agreed (LC-147)</source>
        <comment>session.refusal.no_time_pot_was_agreed</comment>
        <translation>walang napagkasunduang time pot (LC-147)</translation>
    </message>
    <message>
        <source>nobody is on turn now</source>
        <comment>session.refusal.nobody_turn_now</comment>
        <translation>walang nasa turno ngayon</translation>
    </message>
    <message>
        <source>none of the seats named put in enough to win a pot still to push (LC-65)</source>
        <comment>session.refusal.none_seats_named_put_enough</comment>
        <translation>wala sa mga upuang binanggit ang naglagay ng sapat para manalo sa pot na ibibigay pa (LC-65)</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>session.refusal.seat_empty</comment>
        <translation>bakante ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} owes no {replace} now</source>
        <comment>session.refusal.seat_owes_no_now</comment>
        <translation>walang utang na {replace} ang upuan {seat} ngayon</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s cards were not read: enter them to show the hand</source>
        <comment>session.refusal.seat_s_cards_were_read</comment>
        <translation>hindi nabasa ang baraha ng upuan {seat}: ilagay ang mga ito para maipakita ang kamay</translation>
    </message>
    <message>
        <source>{where}: the room address is empty</source>
        <comment>settings.room_address_empty</comment>
        <translation>{where}: walang laman ang address ng room</translation>
    </message>
    <message>
        <source>{where}: room address {address}: port {port} is not a number from 1 to 65535</source>
        <comment>settings.room_address_port</comment>
        <translation>{where}: address ng room {address}: ang port {port} ay hindi numero mula 1 hanggang 65535</translation>
    </message>
    <message>
        <source>{where}: room address {address}: {problem}</source>
        <comment>settings.room_address_unread</comment>
        <translation>{where}: address ng room {address}: {problem}</translation>
    </message>
    <message>
        <source>flush</source>
        <comment>showdown_calls.claim.flush</comment>
        <translation>flush</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <comment>showdown_calls.claim.four_of_a_kind</comment>
        <translation>four of a kind</translation>
    </message>
    <message>
        <source>full house</source>
        <comment>showdown_calls.claim.full_house</comment>
        <translation>full house</translation>
    </message>
    <message>
        <source>high card</source>
        <comment>showdown_calls.claim.high_card</comment>
        <translation>high card</translation>
    </message>
    <message>
        <source>one pair</source>
        <comment>showdown_calls.claim.one_pair</comment>
        <translation>one pair</translation>
    </message>
    <message>
        <source>royal flush</source>
        <comment>showdown_calls.claim.royal_flush</comment>
        <translation>royal flush</translation>
    </message>
    <message>
        <source>straight</source>
        <comment>showdown_calls.claim.straight</comment>
        <translation>straight</translation>
    </message>
    <message>
        <source>straight flush</source>
        <comment>showdown_calls.claim.straight_flush</comment>
        <translation>straight flush</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <comment>showdown_calls.claim.three_of_a_kind</comment>
        <translation>three of a kind</translation>
    </message>
    <message>
        <source>two pair</source>
        <comment>showdown_calls.claim.two_pair</comment>
        <translation>two pair</translation>
    </message>
    <message>
        <source>floor ruling (LC-7)</source>
        <comment>showdown_calls.floor_label</comment>
        <translation>pasya ng floor (LC-7)</translation>
    </message>
    <message>
        <source>the award is held for review: {who} disputes it; push nothing until the floor rules (LC-7)</source>
        <comment>showdown_calls.held.dispute</comment>
        <translation>naka-hold ang pagbibigay para suriin: kinokontra ito ng {who}; walang ibibigay hangga&apos;t hindi nagpapasya ang floor (LC-7)</translation>
    </message>
    <message>
        <source>the award is held for review: {who} disputes it ({reason}); push nothing until the floor rules (LC-7)</source>
        <comment>showdown_calls.held.dispute_why</comment>
        <translation>naka-hold ang pagbibigay para suriin: kinokontra ito ng {who} ({reason}); walang ibibigay hangga&apos;t hindi nagpapasya ang floor (LC-7)</translation>
    </message>
    <message>
        <source>seat {seat} forfeits the pot for a deliberate miscall (LC-74: {reason}); push nothing until the floor gives it by a corrected award (LC-7)</source>
        <comment>showdown_calls.held.forfeit</comment>
        <translation>kinumpiska ang pot ng upuan {seat} dahil sa sadyang maling tawag (LC-74: {reason}); walang ibibigay hangga&apos;t hindi ito ibinibigay ng floor sa itinamang bigay (LC-7)</translation>
    </message>
    <message>
        <source>main pot</source>
        <comment>showdown_calls.main_pot</comment>
        <translation>pangunahing pot</translation>
    </message>
    <message>
        <source>the award is already held for the floor (LC-7): rule on that first</source>
        <comment>showdown_calls.refusal.award_already_held_floor_lc</comment>
        <translation>nakahold na para sa floor ang pagbibigay (LC-7): pasyahan muna iyon</translation>
    </message>
    <message>
        <source>the award is already held for the floor (LC-7)</source>
        <comment>showdown_calls.refusal.award_already_held_floor_lc_2</comment>
        <translation>nakahold na para sa floor ang pagbibigay (LC-7)</translation>
    </message>
    <message>
        <source>an award is disputed after the showdown and before the pot is pushed (LC-7)</source>
        <comment>showdown_calls.refusal.award_disputed_after_showdown_before</comment>
        <translation>kinukuwestiyon ang pagbibigay pagkatapos ng showdown at bago ibigay ang pot (LC-7)</translation>
    </message>
    <message>
        <source>an award that stands takes no new shares</source>
        <comment>showdown_calls.refusal.award_stands_takes_no_new</comment>
        <translation>walang bagong hati sa pagbibigay na mananatili</translation>
    </message>
    <message>
        <source>the board is announced at the showdown, before the player mucks (PGP-HE-08)</source>
        <comment>showdown_calls.refusal.board_announced_showdown_before_player</comment>
        <translation>inaanunsyo ang board sa showdown, bago mag-muck ang player (PGP-HE-08)</translation>
    </message>
    <message>
        <source>a corrected award must share out exactly the pots still to push</source>
        <comment>showdown_calls.refusal.corrected_award_must_share_out</comment>
        <translation>dapat eksaktong hatiin ng itinamang pagbibigay ang mga pot na ibibigay pa</translation>
    </message>
    <message>
        <source>a corrected award needs the floor&apos;s reason</source>
        <comment>showdown_calls.refusal.corrected_award_needs_floor_s</comment>
        <translation>kailangan ng dahilan ng floor ang itinamang pagbibigay</translation>
    </message>
    <message>
        <source>every share must be a positive amount</source>
        <comment>showdown_calls.refusal.every_share_must_positive_amount</comment>
        <translation>dapat positibong halaga ang bawat hati</translation>
    </message>
    <message>
        <source>the floor rules {items}, not {decision!r}</source>
        <comment>showdown_calls.refusal.floor_rules</comment>
        <translation>{items} ang pasya ng floor, hindi {decision!r}</translation>
    </message>
    <message>
        <source>the floorperson who rules must be named (LC-74)</source>
        <comment>showdown_calls.refusal.floorperson_who_rules_must_named</comment>
        <translation>dapat pangalanan ang floor na nagpapasya (LC-74)</translation>
    </message>
    <message>
        <source>the floorperson who rules must be named (LC-7)</source>
        <comment>showdown_calls.refusal.floorperson_who_rules_must_named_2</comment>
        <translation>dapat pangalanan ang floor na nagpapasya (LC-7)</translation>
    </message>
    <message>
        <source>a forfeited pot needs the floor&apos;s reason (LC-74)</source>
        <comment>showdown_calls.refusal.forfeited_pot_needs_floor_s</comment>
        <translation>kailangan ng dahilan ng floor ang kinumpiskang pot (LC-74)</translation>
    </message>
    <message>
        <source>give each corrected share as a pot and a seat</source>
        <comment>showdown_calls.refusal.give_each_corrected_share_pot</comment>
        <translation>ibigay ang bawat itinamang hati bilang pot at upuan</translation>
    </message>
    <message>
        <source>give each corrected share as a pot, a seat and an amount</source>
        <comment>showdown_calls.refusal.give_each_corrected_share_pot_2</comment>
        <translation>ibigay ang bawat itinamang hati bilang pot, upuan at halaga</translation>
    </message>
    <message>
        <source>{wrong!r} is not a half of a pot</source>
        <comment>showdown_calls.refusal.half_pot</comment>
        <translation>hindi kalahati ng pot ang {wrong!r}</translation>
    </message>
    <message>
        <source>a hand is called only once the cards are out</source>
        <comment>showdown_calls.refusal.hand_called_only_once_cards</comment>
        <translation>tinatawag lang ang kamay kapag lumabas na ang baraha</translation>
    </message>
    <message>
        <source>this house takes no &apos;board plays&apos; announcement (K11): a tabled hand is read with the board</source>
        <comment>showdown_calls.refusal.house_takes_no_board_plays</comment>
        <translation>hindi tumatanggap ang house ng anunsyong &apos;board plays&apos; (K11): binabasa kasama ng board ang nailatag na kamay</translation>
    </message>
    <message>
        <source>LC-72: at this house a player plays the board only by tabling his cards; an announcement wins no share</source>
        <comment>showdown_calls.refusal.lc_72_house_player_plays</comment>
        <translation>LC-72: sa house na ito, nilalaro ang board sa paglatag lang ng baraha; walang hati ang anunsyo</translation>
    </message>
    <message>
        <source>name the hand as one of: {items}</source>
        <comment>showdown_calls.refusal.name_hand_one</comment>
        <translation>pangalanan ang kamay bilang isa sa: {items}</translation>
    </message>
    <message>
        <source>{pot_name}: name its winners, or the winners of both its high and its low half (LC-27c)</source>
        <comment>showdown_calls.refusal.name_winners_winners_both_high</comment>
        <translation>{pot_name}: pangalanan ang mga nanalo, o ang nanalo sa high at low na kalahati (LC-27c)</translation>
    </message>
    <message>
        <source>no award is held for the floor</source>
        <comment>showdown_calls.refusal.no_award_held_floor</comment>
        <translation>walang pagbibigay na nakahold para sa floor</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>showdown_calls.refusal.no_hand_progress</comment>
        <translation>walang kamay na nilalaro</translation>
    </message>
    <message>
        <source>nobody sits in seat {seat}</source>
        <comment>showdown_calls.refusal.nobody_sits_seat</comment>
        <translation>walang nakaupo sa upuan {seat}</translation>
    </message>
    <message>
        <source>only cards shown before the showdown are an exposure (LC-76); at the showdown the hand is shown</source>
        <comment>showdown_calls.refusal.only_cards_shown_before_showdown</comment>
        <translation>ang barahang naipakita bago ang showdown lang ang exposure (LC-76); sa showdown, ipinapakita ang kamay</translation>
    </message>
    <message>
        <source>only a high-low game splits a pot into high and low halves</source>
        <comment>showdown_calls.refusal.only_high_low_game_splits</comment>
        <translation>high-low na laro lang ang naghahati ng pot sa high at low</translation>
    </message>
    <message>
        <source>a pot is forfeited once the hands are shown and before any of it is pushed (LC-74)</source>
        <comment>showdown_calls.refusal.pot_forfeited_once_hands_are</comment>
        <translation>kinukumpiska ang pot kapag naipakita na ang mga kamay at bago maibigay ang anumang bahagi (LC-74)</translation>
    </message>
    <message>
        <source>pot {pot} is not waiting to be pushed</source>
        <comment>showdown_calls.refusal.pot_waiting_pushed</comment>
        <translation>hindi naghihintay maibigay ang pot {pot}</translation>
    </message>
    <message>
        <source>seat {to_seat} is not another player in the hand: record it as shown to a non-player (LC-77)</source>
        <comment>showdown_calls.refusal.seat_another_player_hand_record</comment>
        <translation>hindi ibang player sa kamay ang upuan {to_seat}: itala bilang ipinakita sa hindi player (LC-77)</translation>
    </message>
    <message>
        <source>seat {short} did not put in enough to win the {pot_name} (LC-65)</source>
        <comment>showdown_calls.refusal.seat_did_put_enough_win</comment>
        <translation>hindi sapat ang inilagay ng upuan {short} para manalo sa {pot_name} (LC-65)</translation>
    </message>
    <message>
        <source>seat {seat} does not hold {wrong}</source>
        <comment>showdown_calls.refusal.seat_does_hold</comment>
        <translation>walang {wrong} ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {forfeited} forfeited the pot (LC-74): the floor gives it by a corrected award</source>
        <comment>showdown_calls.refusal.seat_forfeited_pot_lc_74</comment>
        <translation>nakumpiska ang pot ng upuan {forfeited} (LC-74): ibibigay ito ng floor sa itinamang pagbibigay</translation>
    </message>
    <message>
        <source>seat {stray} forfeited the pot (LC-74)</source>
        <comment>showdown_calls.refusal.seat_forfeited_pot_lc_74_2</comment>
        <translation>nakumpiska ang pot ng upuan {stray} (LC-74)</translation>
    </message>
    <message>
        <source>seat {seat} has already announced the board</source>
        <comment>showdown_calls.refusal.seat_has_already_announced_board</comment>
        <translation>inanunsyo na ng upuan {seat} ang board</translation>
    </message>
    <message>
        <source>seat {seat} has mucked: too late to announce the board (PGP-HE-08)</source>
        <comment>showdown_calls.refusal.seat_has_mucked_too_late</comment>
        <translation>nag-muck na ang upuan {seat}: huli na para ianunsyo ang board (PGP-HE-08)</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>showdown_calls.refusal.seat_has_no_live_hand</comment>
        <translation>walang buhay na kamay ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {stray} has no live hand</source>
        <comment>showdown_calls.refusal.seat_has_no_live_hand_2</comment>
        <translation>walang buhay na kamay ang upuan {stray}</translation>
    </message>
    <message>
        <source>seat {seat} made no wrong call that another player gave up on, still waiting for the floor (LC-74)</source>
        <comment>showdown_calls.refusal.seat_made_no_wrong_call</comment>
        <translation>walang maling tawag ang upuan {seat} na sinukuan ng ibang player at naghihintay sa floor (LC-74)</translation>
    </message>
    <message>
        <source>{pot_name}: a seat is named twice for one share</source>
        <comment>showdown_calls.refusal.seat_named_twice_one_share</comment>
        <translation>{pot_name}: dalawang beses pinangalanan ang upuan sa iisang hati</translation>
    </message>
    <message>
        <source>seat {seat} showed no cards to an active player that are still to be shown (LC-77)</source>
        <comment>showdown_calls.refusal.seat_showed_no_cards_active</comment>
        <translation>walang ipinakitang baraha ang upuan {seat} sa aktibong player na dapat pang ipakita (LC-77)</translation>
    </message>
    <message>
        <source>Seat {seat} called {claim} but holds {actual}</source>
        <comment>showdown_calls.said</comment>
        <translation>Sinabi ng upuan {seat} na {claim} pero {actual} ang hawak</translation>
    </message>
    <message>
        <source>seat {seat}{cards_text}</source>
        <comment>showdown_calls.seat_cards</comment>
        <translation>upuan {seat}{cards_text}</translation>
    </message>
    <message>
        <source>side pot {index}</source>
        <comment>showdown_calls.side_pot</comment>
        <translation>side pot {index}</translation>
    </message>
    <message>
        <source>Call the floor: {held}</source>
        <comment>showdown_calls.step.call_floor</comment>
        <translation>Tawagin ang floor: {held}</translation>
    </message>
    <message>
        <source>Call the floor: {said}, and seat(s) {items} mucked after the call: possible deliberate miscall; the pot may be forfeited at management&apos;s discretion</source>
        <comment>showdown_calls.step.call_floor_seat_s_mucked</comment>
        <translation>Tawagin ang floor: {said}, at nag-muck ang upuan {items} pagkatapos ng tawag: posibleng sadyang maling tawag; puwedeng kumpiskahin ng management ang pot</translation>
    </message>
    <message>
        <source>Cards speak: {said}; the hand is read as {actual}</source>
        <comment>showdown_calls.step.cards_speak_hand_read</comment>
        <translation>Cards speak: {said}; binabasa ang kamay bilang {actual}</translation>
    </message>
    <message>
        <source>Low not decided yet: the board&apos;s different low ranks so far are {named}; it needs {need} more different ranks of 8 or lower</source>
        <comment>showdown_calls.step.low_decided_yet_board_s</comment>
        <translation>Wala pang low: ang magkakaibang mababang ranggo sa board ay {named}; kailangan pa ng {need} ibang ranggo na 8 pababa</translation>
    </message>
    <message>
        <source>Low not decided yet: the board&apos;s different low ranks so far are {named}; it needs 1 more different rank of 8 or lower</source>
        <comment>showdown_calls.step.low_decided_yet_one_rank</comment>
        <translation>Wala pang low: ang magkakaibang mababang ranggo sa board ay {named}; kailangan pa ng 1 ibang ranggo na 8 pababa</translation>
    </message>
    <message>
        <source>Low possible: the board&apos;s different low ranks (8 or lower) are {named}</source>
        <comment>showdown_calls.step.low_possible_board_s_different</comment>
        <translation>Posible ang low: ang magkakaibang mababang ranggo sa board (8 pababa) ay {named}</translation>
    </message>
    <message>
        <source>No low possible: the board&apos;s only different low ranks (8 or lower) are {named}, fewer than three; the high hand takes the whole pot</source>
        <comment>showdown_calls.step.no_low_possible_board_s</comment>
        <translation>Walang posibleng low: {named} lang ang magkakaibang mababang ranggo sa board (8 pababa), kulang sa tatlo; sa high hand ang buong pot</translation>
    </message>
    <message>
        <source>{text}; to play the board he says so before mucking</source>
        <comment>showdown_calls.step.play_board_he_says_so</comment>
        <translation>{text}; para laruin ang board, sasabihin niya bago mag-muck</translation>
    </message>
    <message>
        <source>Seat {seat} announced that the board plays: mucked, he shares as the board</source>
        <comment>showdown_calls.step.seat_announced_board_plays_mucked</comment>
        <translation>Inanunsyo ng upuan {seat} na board ang laro: nag-muck, kahati siya bilang board</translation>
    </message>
    <message>
        <source>Seat {seat} showed his cards{cards_text} to a non-player: they are shown to everyone when the hand ends</source>
        <comment>showdown_calls.step.seat_showed_cards_non_player</comment>
        <translation>Ipinakita ng upuan {seat} ang baraha niya{cards_text} sa hindi player: ipapakita ito sa lahat pagkatapos ng kamay</translation>
    </message>
    <message>
        <source>Seat {seat} showed his cards{cards_text} to seat {to_seat}: any player still in the hand may ask to see them now</source>
        <comment>showdown_calls.step.seat_showed_cards_seat_any</comment>
        <translation>Ipinakita ng upuan {seat} ang baraha niya{cards_text} sa upuan {to_seat}: puwedeng hilinging makita ito ngayon ng sinumang kasali pa</translation>
    </message>
    <message>
        <source>Show the cards of {seats} to everyone (shown to a non-player during the hand), then: {text}</source>
        <comment>showdown_calls.step.show_cards_everyone_shown_non</comment>
        <translation>Ipakita sa lahat ang baraha ng {seats} (naipakita sa hindi player habang naglalaro), saka: {text}</translation>
    </message>
    <message>
        <source>the dealer</source>
        <comment>showdown_calls.who.dealer</comment>
        <translation>dealer</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>showdown_calls.who.seat</comment>
        <translation>upuan {seat}</translation>
    </message>
    <message>
        <source>{name} is already active</source>
        <comment>staff.admin.already_active</comment>
        <translation>Aktibo na si {name}</translation>
    </message>
    <message>
        <source>{name} is already inactive</source>
        <comment>staff.admin.already_inactive</comment>
        <translation>Hindi na aktibo si {name}</translation>
    </message>
    <message>
        <source>{name} is already {role}</source>
        <comment>staff.admin.already_role</comment>
        <translation>Si {name} ay {role} na</translation>
    </message>
    <message>
        <source>present the new member&apos;s badge to the reader first</source>
        <comment>staff.admin.badge_first</comment>
        <translation>ipakita muna sa reader ang badge ng bagong tauhan</translation>
    </message>
    <message>
        <source>badge {badge} was {name}&apos;s until it was replaced, and a replaced badge is never given out again: {instead}</source>
        <comment>staff.admin.badge_retired</comment>
        <translation>ang badge {badge} ay kay {name} hanggang napalitan, at ang napalitang badge ay hindi na muling ibinibigay: {instead}</translation>
    </message>
    <message>
        <source>badge {badge} already belongs to {name}: {instead}</source>
        <comment>staff.admin.badge_taken</comment>
        <translation>ang badge {badge} ay kay {name} na: {instead}</translation>
    </message>
    <message>
        <source>change that member instead</source>
        <comment>staff.admin.change_instead</comment>
        <translation>iyon na lang tauhan ang baguhin</translation>
    </message>
    <message>
        <source>type {name}&apos;s corrected name first</source>
        <comment>staff.admin.corrected_name_first</comment>
        <translation>i-type muna ang naitamang pangalan ni {name}</translation>
    </message>
    <message>
        <source>deactivate {name}</source>
        <comment>staff.admin.deactivate</comment>
        <translation>i-deactivate si {name}</translation>
    </message>
    <message>
        <source>present a badge nobody holds</source>
        <comment>staff.admin.free_badge</comment>
        <translation>magpakita ng badge na walang may hawak</translation>
    </message>
    <message>
        <source>cannot {doing}: {name} is the last active admin, and nobody could change staff afterwards. Make another admin first</source>
        <comment>staff.admin.last_admin</comment>
        <translation>hindi puwedeng {doing}: si {name} ang huling aktibong admin, at wala nang makakapagbago ng tauhan pagkatapos. Gumawa muna ng ibang admin</translation>
    </message>
    <message>
        <source>make {name} {role}</source>
        <comment>staff.admin.make_role</comment>
        <translation>gawing {role} si {name}</translation>
    </message>
    <message>
        <source>type the new member&apos;s name first</source>
        <comment>staff.admin.name_first</comment>
        <translation>i-type muna ang pangalan ng bagong tauhan</translation>
    </message>
    <message>
        <source>present {name}&apos;s new badge to the reader first</source>
        <comment>staff.admin.new_badge_first</comment>
        <translation>ipakita muna sa reader ang bagong badge ni {name}</translation>
    </message>
    <message>
        <source>no staff member has badge {badge}</source>
        <comment>staff.admin.no_such_badge</comment>
        <translation>walang tauhan na may badge {badge}</translation>
    </message>
    <message>
        <source>{role} is not a role: {roles}</source>
        <comment>staff.admin.not_a_role</comment>
        <translation>ang {role} ay hindi tungkulin: {roles}</translation>
    </message>
    <message>
        <source>{name} is no longer an active admin: only an admin changes staff and roles</source>
        <comment>staff.admin.not_admin</comment>
        <translation>hindi na aktibong admin si {name}: admin lang ang nagbabago ng tauhan at tungkulin</translation>
    </message>
    <message>
        <source>badge {badge} is the one {name} has now: present the new badge</source>
        <comment>staff.admin.same_badge</comment>
        <translation>ang badge {badge} ang hawak ngayon ni {name}: ipakita ang bagong badge</translation>
    </message>
    <message>
        <source>the name on record is already {name}</source>
        <comment>staff.admin.same_name</comment>
        <translation>{name} na ang pangalang nakatala</translation>
    </message>
    <message>
        <source>{least} to {most} digits</source>
        <comment>staff.pin.digits</comment>
        <translation>{least} hanggang {most} digit</translation>
    </message>
    <message>
        <source>a PIN is {least} to {most} digits</source>
        <comment>staff.pin.length</comment>
        <translation>ang PIN ay {least} hanggang {most} digit</translation>
    </message>
    <message>
        <source>PIN not changed: {problem}</source>
        <comment>staff.pin.not_changed</comment>
        <translation>Hindi binago ang PIN: {problem}</translation>
    </message>
    <message>
        <source>a {role}&apos;s PIN is {least} to {most} digits</source>
        <comment>staff.pin.role_length</comment>
        <translation>ang PIN ng {role} ay {least} hanggang {most} digit</translation>
    </message>
    <message>
        <source>PIN not changed: choose a PIN other than the old one</source>
        <comment>staff.pin.same_as_old</comment>
        <translation>Hindi binago ang PIN: pumili ng PIN na iba sa dati</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN is too short for {role}: choose a new PIN of {least} to {most} digits</source>
        <comment>staff.pin.too_short_for_role</comment>
        <translation>masyadong maikli ang PIN ni {name} para sa {role}: pumili ng bagong PIN na {least} hanggang {most} digit</translation>
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
        <translation>superbisor</translation>
    </message>
    <message>
        <source>{roles} or {last}</source>
        <comment>staff.roles.either</comment>
        <translation>{roles} o {last}</translation>
    </message>
    <message>
        <source>a floorperson must decide</source>
        <comment>staff.sign_in.floor_decides</comment>
        <translation>floor ang dapat magpasya</translation>
    </message>
    <message>
        <source>this badge&apos;s PIN record is not valid: an admin must reset the PIN</source>
        <comment>staff.sign_in.invalid_record</comment>
        <translation>hindi wasto ang rekord ng PIN ng badge na ito: dapat i-reset ng admin ang PIN</translation>
    </message>
    <message>
        <source>too many wrong PINs: this badge is locked for {wait} more</source>
        <comment>staff.sign_in.locked</comment>
        <translation>sobrang daming maling PIN: naka-lock ang badge na ito nang {wait} pa</translation>
    </message>
    <message>
        <source>badge or PIN not recognised</source>
        <comment>staff.sign_in.not_recognised</comment>
        <translation>hindi kilala ang badge o PIN</translation>
    </message>
    <message>
        <source>badge or PIN not recognised: {failures} wrong PINs, this badge is locked for {wait}</source>
        <comment>staff.sign_in.now_locked</comment>
        <translation>hindi kilala ang badge o PIN: {failures} maling PIN, naka-lock ang badge na ito nang {wait}</translation>
    </message>
    <message>
        <source>only {roles} may sign in here</source>
        <comment>staff.sign_in.only_roles</comment>
        <translation>{roles} lang ang puwedeng mag-sign in dito</translation>
    </message>
    <message>
        <source>this badge was replaced and no longer signs in: use the new badge</source>
        <comment>staff.sign_in.replaced</comment>
        <translation>napalitan na ang badge na ito at hindi na maka-sign in: gamitin ang bagong badge</translation>
    </message>
    <message>
        <source>{name} is {role}: {needed}</source>
        <comment>staff.sign_in.wrong_role</comment>
        <translation>Si {name} ay {role}: {needed}</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <comment>stats.period.month</comment>
        <translation>Huling 30 araw</translation>
    </message>
    <message>
        <source>Today</source>
        <comment>stats.period.today</comment>
        <translation>Ngayon</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <comment>stats.period.week</comment>
        <translation>Huling 7 araw</translation>
    </message>
    <message>
        <source>name the other table the player is called to</source>
        <comment>stepping_away.refusal.name_other_table_player_called</comment>
        <translation>sabihin ang ibang mesang pinatawag ang player</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>stepping_away.refusal.seat</comment>
        <translation>si {player} ang nasa upuan {seat}, hindi si {player2}</translation>
    </message>
    <message>
        <source>seat {seat} already has a hold button</source>
        <comment>stepping_away.refusal.seat_already_has_hold_button</comment>
        <translation>may hold button na ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>stepping_away.refusal.seat_empty</comment>
        <translation>bakante ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: he goes to his new table when the hand is over</source>
        <comment>stepping_away.refusal.seat_hand_he_goes_new</comment>
        <translation>kasali sa kamay ang upuan {seat}: pupunta siya sa bagong mesa pagkatapos ng kamay</translation>
    </message>
    <message>
        <source>seat {seat} has missed a blind: his seat carries a missed-blind button, not a hold button (LC-GL-33, LC-97)</source>
        <comment>stepping_away.refusal.seat_has_missed_blind_seat</comment>
        <translation>nalaktawan ng upuan {seat} ang blind: missed-blind button ang nasa upuan niya, hindi hold button (LC-GL-33, LC-97)</translation>
    </message>
    <message>
        <source>seat {seat} is playing: a hold button marks a new player, one not entitled to a hand, or one away who has not missed a blind (LC-GL-33)</source>
        <comment>stepping_away.refusal.seat_playing_hold_button_marks</comment>
        <translation>naglalaro ang upuan {seat}: ang hold button ay para sa bagong player, sa walang karapatan sa kamay, o sa umalis na hindi nakalaktaw ng blind (LC-GL-33)</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be opened ({error})</source>
        <comment>storage.cannot_open</comment>
        <translation>hindi mabuksan ang hand log {path} ({error})</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be written ({error}): nothing can be saved</source>
        <comment>storage.cannot_write</comment>
        <translation>hindi masulatan ang hand log {path} ({error}): walang maitatabi</translation>
    </message>
    <message>
        <source>the hand log {path} is damaged ({error}); keep the file and call a supervisor</source>
        <comment>storage.damaged</comment>
        <translation>sira ang hand log {path} ({error}); itabi ang file at tawagin ang supervisor</translation>
    </message>
    <message>
        <source>the disk holding {path} is full: nothing was saved; free space first</source>
        <comment>storage.disk_full</comment>
        <translation>puno ang disk na may {path}: walang naitabi; magbakante muna ng espasyo</translation>
    </message>
    <message>
        <source>{path} is a folder, not a hand log</source>
        <comment>storage.is_folder</comment>
        <translation>ang {path} ay folder, hindi hand log</translation>
    </message>
    <message>
        <source>the hand log {path} is in use by another program; close it (or wait) and try again</source>
        <comment>storage.locked</comment>
        <translation>ginagamit ng ibang programa ang hand log {path}; isara ito (o maghintay) at subukang muli</translation>
    </message>
    <message>
        <source>there is no hand log at {path}</source>
        <comment>storage.missing</comment>
        <translation>walang hand log sa {path}</translation>
    </message>
    <message>
        <source>{path}: cannot switch the hand log to WAL mode</source>
        <comment>storage.no_wal</comment>
        <translation>{path}: hindi mailipat ang hand log sa WAL mode</translation>
    </message>
    <message>
        <source>{path} is not a regular file, so not a hand log</source>
        <comment>storage.not_a_file</comment>
        <translation>ang {path} ay hindi karaniwang file, kaya hindi hand log</translation>
    </message>
    <message>
        <source>{path} is not a Dealer Assist hand log (not an SQLite database)</source>
        <comment>storage.not_a_log</comment>
        <translation>ang {path} ay hindi hand log ng Dealer Assist (hindi SQLite database)</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a Dealer Assist hand log</source>
        <comment>storage.not_our_log</comment>
        <translation>ang {path} ay SQLite database pero hindi hand log ng Dealer Assist</translation>
    </message>
    <message>
        <source>{path} is an SQLite database of another program, not a Dealer Assist hand log: it was left exactly as it was</source>
        <comment>storage.other_program</comment>
        <translation>ang {path} ay SQLite database ng ibang programa, hindi hand log ng Dealer Assist: iniwan ito nang eksakto kung paano ito</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be written (read-only file or folder): nothing was saved</source>
        <comment>storage.read_only</comment>
        <translation>hindi masulatan ang hand log {path} (read-only na file o folder): walang naitabi</translation>
    </message>
    <message>
        <source>the hand log {path} is on read-only media with changes still in {wal}: copy both files to a writable folder and read the copy</source>
        <comment>storage.read_only_media</comment>
        <translation>ang hand log {path} ay nasa read-only na media at may mga pagbabago pa sa {wal}: kopyahin ang dalawang file sa folder na masusulatan at basahin ang kopya</translation>
    </message>
    <message>
        <source>{path} is marked as a hand log but has no {tables} table: it is not one this program can read</source>
        <comment>storage.tables_missing</comment>
        <translation>ang {path} ay minarkahang hand log pero walang {tables} na table: hindi ito mababasa ng programang ito</translation>
    </message>
    <message>
        <source>{path} was written by a newer Dealer Assist (log version {version}); update this program to read it</source>
        <comment>storage.too_new</comment>
        <translation>ang {path} ay isinulat ng mas bagong Dealer Assist (log version {version}); i-update ang programang ito para mabasa ito</translation>
    </message>
    <message>
        <source>the hand log {path} could not be used: {error}</source>
        <comment>storage.unusable</comment>
        <translation>hindi magamit ang hand log {path}: {error}</translation>
    </message>
    <message>
        <source>{street} being dealt</source>
        <comment>stud.phase.being_dealt</comment>
        <translation>ibinibigay ang {street}</translation>
    </message>
    <message>
        <source>{street} betting</source>
        <comment>stud.phase.betting</comment>
        <translation>taya sa {street}</translation>
    </message>
    <message>
        <source>Burn one card</source>
        <comment>stud.plan.burn_one</comment>
        <translation>Mag-burn ng isang baraha</translation>
    </message>
    <message>
        <source>Deal all {count} cards face down WITHOUT a burn</source>
        <comment>stud.plan.deal_all_no_burn</comment>
        <translation>Ibigay nang nakataob ang lahat ng {count} baraha nang WALANG burn</translation>
    </message>
    <message>
        <source>Deal {count} cards face down</source>
        <comment>stud.plan.deal_down</comment>
        <translation>Magbigay ng {count} barahang nakataob</translation>
    </message>
    <message>
        <source>Deal {count} cards face down from the stub, keeping its last card</source>
        <comment>stud.plan.deal_from_stub</comment>
        <translation>Magbigay ng {count} barahang nakataob mula sa natira, itabi ang huling baraha</translation>
    </message>
    <message>
        <source>Deal the last {count} cards face down</source>
        <comment>stud.plan.deal_last</comment>
        <translation>Ibigay nang nakataob ang huling {count} baraha</translation>
    </message>
    <message>
        <source>Mix that card with the {burns} burn cards, cut, and burn one</source>
        <comment>stud.plan.mix_with_burns</comment>
        <translation>Ihalo ang barahang iyon sa {burns} na burn, i-cut, at mag-burn ng isa</translation>
    </message>
    <message>
        <source>Deal ONE community card face up for all players</source>
        <comment>stud.plan.one_community</comment>
        <translation>Magbigay ng ISANG nakabukas na community card para sa lahat</translation>
    </message>
    <message>
        <source>Not enough cards for everyone: burn one card</source>
        <comment>stud.plan.short_burn_one</comment>
        <translation>Kulang ang baraha para sa lahat: mag-burn ng isa</translation>
    </message>
    <message>
        <source>Not enough cards for everyone: mix the stub with the burn cards and cut</source>
        <comment>stud.plan.short_mix</comment>
        <translation>Kulang ang baraha para sa lahat: ihalo ang natira sa mga burn at i-cut</translation>
    </message>
    <message>
        <source>seat {seat} has the low card and must bring it in or complete (CG-STD-04, HTP-STD-01, LC-GL-09)</source>
        <comment>stud.refusal.seat_has_low_card_must</comment>
        <translation>nasa upuan {seat} ang mababang baraha at dapat siyang mag-bring-in o kumpletuhin (CG-STD-04, HTP-STD-01, LC-GL-09)</translation>
    </message>
    <message>
        <source>{player} takes all his chips, ${stack}, not ${stack2}</source>
        <comment>stepping_away.refusal.takes_all_chips</comment>
        <translation>kukunin ni {player} ang lahat ng chips, ${stack}, hindi ${stack2}</translation>
    </message>
    <message>
        <source>Collect ${time_collection} time from seat(s) {items} before their next hand; with no waiting list a player may play to his big blind and leave without paying</source>
        <comment>procedure.step.collect_time_no_waiting_list</comment>
        <translation>Kunin ang ${time_collection} na time mula sa (mga) upuan {items} bago ang kanilang susunod na hand; kapag walang listahan ng naghihintay, puwedeng maglaro ang player hanggang sa kanyang big blind at umalis nang hindi nagbabayad</translation>
    </message>
    <message>
        <source>Collect ${time_collection} time from seat(s) {items} before their next hand</source>
        <comment>procedure.step.collect_time_seat_s_before</comment>
        <translation>Kunin ang ${time_collection} na time mula sa (mga) upuan {items} bago ang kanilang susunod na hand</translation>
    </message>
    <message>
        <source>{kind}: field {field}: {why}</source>
        <comment>room.board.not_spread</comment>
        <translation>{kind}: field na {field}: {why}</translation>
    </message>
    <message>
        <source>{kind}: a field of this record cannot be read ({exc})</source>
        <comment>room.board.unreadable</comment>
        <translation>{kind}: hindi mabasa ang isang field ng record na ito ({exc})</translation>
    </message>
    <message>
        <source>the room store is out of reach, so whether {player} left this game at another table is not known: the floor decides; the table keeps working</source>
        <comment>room.buy_ins.room_out_of_reach</comment>
        <translation>hindi maabot ang room, kaya hindi alam kung umalis si {player} sa larong ito sa ibang mesa: ang floor ang magpapasya; tuloy ang mesa</translation>
    </message>
    <message>
        <source>{game} {limit}</source>
        <comment>room.game_label</comment>
        <translation>{game} {limit}</translation>
    </message>
    <message>
        <source>the room has no house profile</source>
        <comment>room.house.no_profile</comment>
        <translation>walang house profile ang room</translation>
    </message>
    <message>
        <source>finish the blinds and the button</source>
        <comment>room.must_move.choice_finish_blinds</comment>
        <translation>tapusin ang blinds at button</translation>
    </message>
    <message>
        <source>move now</source>
        <comment>room.must_move.choice_move_now</comment>
        <translation>lumipat ngayon</translation>
    </message>
    <message>
        <source>play to his big blind and quit</source>
        <comment>room.must_move.choice_play_to_big_blind</comment>
        <translation>maglaro hanggang big blind niya at umalis</translation>
    </message>
    <message>
        <source>no {game_label} game is running to protect: a must-move needs a main game of the same type and limit</source>
        <comment>room.must_move.no_game_running</comment>
        <translation>walang tumatakbong {game_label} na laro na poprotektahan: kailangan ng must-move ng pangunahing laro na pareho ang uri at limit</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <comment>rules.at_least_one</comment>
        <translation>dapat 1 o higit pa</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>rules.blind.button</comment>
        <translation>button blind</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>rules.blind.small</comment>
        <translation>small blind</translation>
    </message>
    <message>
        <source>{amount} is not a multiple of the chip unit {unit} (LC-68)</source>
        <comment>rules.blind_not_in_chips</comment>
        <translation>ang {amount} ay hindi multiple ng pinakamaliit na chip na {unit} (LC-68)</translation>
    </message>
    <message>
        <source>{kind} {amount} is larger than the big blind {big}</source>
        <comment>rules.blind_over_big</comment>
        <translation>ang {kind} na {amount} ay mas malaki sa big blind na {big}</translation>
    </message>
    <message>
        <source>bring-in ceiling {high} is below the floor {low}</source>
        <comment>rules.bring_in_ceiling_low</comment>
        <translation>ang kisame ng bring-in na {high} ay mas mababa sa sahig na {low}</translation>
    </message>
    <message>
        <source>completion {full} is below the bring-in ceiling {high}</source>
        <comment>rules.completion_low</comment>
        <translation>ang kumpleto na {full} ay mas mababa sa kisame ng bring-in na {high}</translation>
    </message>
    <message>
        <source>{house} {game}: the rulebook names no limits, the room must list them in its own profile file ({reason})</source>
        <comment>rules.limits_by_room</comment>
        <translation>{house} {game}: walang binabanggit na limit ang rulebook; dapat ilista ito ng room sa sarili nitong profile file ({reason})</translation>
    </message>
    <message>
        <source>the floor rules that the raise stands or is a call (LC-62, LC-64)</source>
        <comment>string_raises.refusal.floor_rules_raise_stands_call</comment>
        <translation>ang floor ang magpapasya kung mananatili ang taas o magiging sabay (LC-62, LC-64)</translation>
    </message>
    <message>
        <source>a player cannot object to his own raise</source>
        <comment>string_raises.refusal.player_cannot_object_own_raise</comment>
        <translation>hindi puwedeng tumutol ang player sa sarili niyang taas</translation>
    </message>
    <message>
        <source>seat {by} has no live hand: only a player still in the hand may call a string raise; the objection is ignored (LC-62)</source>
        <comment>string_raises.refusal.seat_has_no_live_hand</comment>
        <translation>walang buhay na kamay ang upuan {by}: player lang na kasali pa ang puwedeng tumawag ng string raise; hindi papansinin ang pagtutol (LC-62)</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s questioned raise has already been changed</source>
        <comment>string_raises.refusal.seat_s_questioned_raise_has</comment>
        <translation>nabago na ang kinuwestiyong taas ng upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s raise is already before the floor</source>
        <comment>string_raises.refusal.seat_s_raise_already_before</comment>
        <translation>nasa floor na ang taas ng upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s raise stands: seats {sorted} have acted after it (LC-62)</source>
        <comment>string_raises.refusal.seat_s_raise_stands_seats</comment>
        <translation>mananatili ang taas ng upuan {seat}: kumilos na pagkatapos ang mga upuan {sorted} (LC-62)</translation>
    </message>
    <message>
        <source>someone has acted behind seat {seat}: the raise stands (LC-63)</source>
        <comment>string_raises.refusal.someone_has_acted_behind_seat</comment>
        <translation>may kumilos na pagkatapos ng upuan {seat}: mananatili ang taas (LC-63)</translation>
    </message>
    <message>
        <source>3rd street&apos;s one burn comes before its first card (LC-GL-10)</source>
        <comment>stud.refusal.3rd_street_s_one_burn</comment>
        <translation>ang iisang burn ng 3rd street ay bago ang unang baraha nito (LC-GL-10)</translation>
    </message>
    <message>
        <source>{clash} is already in play: fouled deck (LC-105)</source>
        <comment>stud.refusal.already_play_fouled_deck_lc</comment>
        <translation>nasa laro na ang {clash}: sirang deck (LC-105)</translation>
    </message>
    <message>
        <source>a burn card comes only before a street&apos;s first card</source>
        <comment>stud.refusal.burn_card_comes_only_before</comment>
        <translation>ang burn ay bago lang ang unang baraha ng street</translation>
    </message>
    <message>
        <source>burn only after seat {seat} posts the {replace} (${total})</source>
        <comment>stud.refusal.burn_only_after_seat_posts</comment>
        <translation>mag-burn lang pagkatapos maglagay ang upuan {seat} ng {replace} (${total})</translation>
    </message>
    <message>
        <source>deal only after seat {seat} posts the {replace} (${total})</source>
        <comment>stud.refusal.deal_only_after_seat_posts</comment>
        <translation>mag-deal lang pagkatapos maglagay ang upuan {seat} ng {replace} (${total})</translation>
    </message>
    <message>
        <source>hands are shown only after the deal and before the pot is pushed</source>
        <comment>stud.refusal.hands_are_shown_only_after</comment>
        <translation>ipinapakita lang ang kamay pagkatapos ng deal at bago ibigay ang pot</translation>
    </message>
    <message>
        <source>this house burns no card before 3rd street (the first burn comes before 4th street)</source>
        <comment>stud.refusal.house_burns_no_card_before</comment>
        <translation>walang burn ang house na ito bago ang 3rd street (ang unang burn ay bago ang 4th street)</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text})</source>
        <comment>stud.refusal.no_card_due_now</comment>
        <translation>walang barahang dapat ngayon ({phase_text})</translation>
    </message>
    <message>
        <source>only a 7th-street card dealt during 6th-street betting is kept (LC-121)</source>
        <comment>stud.refusal.only_7th_street_card_dealt</comment>
        <translation>ang baraha lang ng 7th street na nai-deal sa tayaan ng 6th street ang itinatago (LC-121)</translation>
    </message>
    <message>
        <source>seat {seat} is acting out of turn: seat {to_act} is to act (LC-50)</source>
        <comment>stud.refusal.seat_acting_out_turn_seat</comment>
        <translation>kumikilos ang upuan {seat} nang wala sa turno: upuan {to_act} ang kikilos (LC-50)</translation>
    </message>
    <message>
        <source>seat {seat} already has its {STUD_STREETS} card (LC-107)</source>
        <comment>stud.refusal.seat_already_has_card_lc</comment>
        <translation>may baraha na ng {STUD_STREETS} ang upuan {seat} (LC-107)</translation>
    </message>
    <message>
        <source>seat {seat} already holds seven cards: check, call or fold only (LC-121, AMB-29)</source>
        <comment>stud.refusal.seat_already_holds_seven_cards</comment>
        <translation>may pitong baraha na ang upuan {seat}: check, sabay o fold lang (LC-121, AMB-29)</translation>
    </message>
    <message>
        <source>seat {seat} does not bring it in</source>
        <comment>stud.refusal.seat_does_bring</comment>
        <translation>hindi ang upuan {seat} ang mag-bring-in</translation>
    </message>
    <message>
        <source>seat {seat} does not hold six cards</source>
        <comment>stud.refusal.seat_does_hold_six_cards</comment>
        <translation>walang anim na baraha ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to deal to</source>
        <comment>stud.refusal.seat_has_no_live_hand</comment>
        <translation>walang buhay na kamay ang upuan {seat} na bibigyan ng baraha</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to show</source>
        <comment>stud.refusal.seat_has_no_live_hand_2</comment>
        <translation>walang buhay na kamay ang upuan {seat} na ipapakita</translation>
    </message>
    <message>
        <source>seat {seat} holds {count} cards, not {count2}: a pot goes only to a fully shown hand (LC-102d); call the floor</source>
        <comment>stud.refusal.seat_holds_cards_pot_goes</comment>
        <translation>may {count} baraha ang upuan {seat}, hindi {count2}: sa kamay lang na buong naipakita napupunta ang pot (LC-102d); tawagin ang floor</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${amounts} or ${amounts2} with the open pair, not ${to} (LC-100)</source>
        <comment>stud.refusal.seat_may_open_pair_lc</comment>
        <translation>puwedeng {action} ang upuan {seat} sa ${amounts} o ${amounts2} dahil sa open pair, hindi ${to} (LC-100)</translation>
    </message>
    <message>
        <source>seat {seat} was dealt {missing}, which is not in the hand shown</source>
        <comment>stud.refusal.seat_was_dealt_which_hand</comment>
        <translation>nai-deal sa upuan {seat} ang {missing}, na wala sa ipinakitang kamay</translation>
    </message>
    <message>
        <source>a stud bring-in of ${bring_in} is not a bet: the bring-in is a forced bet of at least $1 (K22, CG-STD-04)</source>
        <comment>stud.refusal.stud_bring_bet_bring_forced</comment>
        <translation>hindi taya ang bring-in sa stud na ${bring_in}: ang bring-in ay forced bet na hindi bababa sa $1 (K22, CG-STD-04)</translation>
    </message>
    <message>
        <source>a stud community card is dealt only when 7th street is short of cards (LC-124)</source>
        <comment>stud.refusal.stud_community_card_dealt_only</comment>
        <translation>dine-deal lang ang community card sa stud kapag kulang ang baraha sa 7th street (LC-124)</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>table.entry.buy_button</comment>
        <translation>bilhin ang button</translation>
    </message>
    <message>
        <source>deal now</source>
        <comment>table.entry.deal_now</comment>
        <translation>bigyan na ngayon</translation>
    </message>
    <message>
        <source>post big blind</source>
        <comment>table.entry.post_big_blind</comment>
        <translation>maglagay ng big blind</translation>
    </message>
    <message>
        <source>post in front of button</source>
        <comment>table.entry.post_in_front_of_button</comment>
        <translation>maglagay sa harap ng button</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <comment>table.entry.post_missed_blinds</comment>
        <translation>ilagay ang mga nalaktawang blind</translation>
    </message>
    <message>
        <source>straddle</source>
        <comment>table.entry.straddle</comment>
        <translation>straddle</translation>
    </message>
    <message>
        <source>wait for big blind</source>
        <comment>table.entry.wait_for_big_blind</comment>
        <translation>hintayin ang big blind</translation>
    </message>
    <message>
        <source>an add-on must be a positive amount</source>
        <comment>table.refusal.add_must_positive_amount</comment>
        <translation>dapat positibong halaga ang add-on</translation>
    </message>
    <message>
        <source>the button belongs on seat {button} with seats {list} dealt in (LC-44)</source>
        <comment>table.refusal.button_belongs_seat_seats_dealt</comment>
        <translation>nasa upuan {button} ang button kapag kasali ang mga upuan {list} (LC-44)</translation>
    </message>
    <message>
        <source>seat {seat} is not in the small-blind position of the next hand: the button is bought only from there (LC-43); post a big blind or wait</source>
        <comment>table.refusal.button_bought_from_small_blind</comment>
        <translation>wala sa small blind na puwesto ng susunod na kamay ang upuan {seat}: doon lang nabibili ang button (LC-43); maglagay ng big blind o maghintay</translation>
    </message>
    <message>
        <source>{option!r} is not an entry option ({items})</source>
        <comment>table.refusal.entry_option</comment>
        <translation>ang {option!r} ay hindi paraan ng pagpasok ({items})</translation>
    </message>
    <message>
        <source>the game or limit changes only between hands</source>
        <comment>table.refusal.game_limit_changes_only_between</comment>
        <translation>nagbabago lang ang laro o limit sa pagitan ng kamay</translation>
    </message>
    <message>
        <source>hand {hand} is over and the next hand has begun: the ruling can no longer be changed (LC-8c)</source>
        <comment>table.refusal.hand_over_next_hand_has</comment>
        <translation>tapos na ang kamay {hand} at nagsimula na ang susunod: hindi na mababago ang pasya (LC-8c)</translation>
    </message>
    <message>
        <source>hand {hand_number} is still in progress</source>
        <comment>table.refusal.hand_still_progress</comment>
        <translation>nilalaro pa ang kamay {hand_number}</translation>
    </message>
    <message>
        <source>this house does not offer {replace} to a new or returning player; it offers: {items} (K03, K18)</source>
        <comment>table.refusal.house_does_offer_new_returning</comment>
        <translation>hindi nag-aalok ang house ng {replace} sa bago o bumabalik na player; ang alok: {items} (K03, K18)</translation>
    </message>
    <message>
        <source>at least two players with chips must be present to start a hand</source>
        <comment>table.refusal.least_two_players_chips_must</comment>
        <translation>kailangan ng hindi bababa sa dalawang player na may chips para magsimula ng kamay</translation>
    </message>
    <message>
        <source>{player} needs chips to sit down (buy-in, LC-35)</source>
        <comment>table.refusal.needs_chips_sit_down_buy</comment>
        <translation>kailangan ni {player} ng chips para umupo (buy-in, LC-35)</translation>
    </message>
    <message>
        <source>the next hand is number {hand}, not {hand2}</source>
        <comment>table.refusal.next_hand_number</comment>
        <translation>ang susunod na kamay ay numero {hand}, hindi {hand2}</translation>
    </message>
    <message>
        <source>no hand is in progress: start a hand before {replace}</source>
        <comment>table.refusal.no_hand_progress_start_hand</comment>
        <translation>walang kamay na nilalaro: magsimula ng kamay bago ang {replace}</translation>
    </message>
    <message>
        <source>ruling {ruling} already exists</source>
        <comment>table.refusal.ruling_already_exists</comment>
        <translation>mayroon nang pasyang {ruling}</translation>
    </message>
    <message>
        <source>ruling {ruling} names {irregularity!r}, which is not in the irregularities catalogue</source>
        <comment>table.refusal.ruling_names_which_irregularities_catalogue</comment>
        <translation>binabanggit ng pasya {ruling} ang {irregularity!r}, na wala sa katalogo ng iregularidad</translation>
    </message>
    <message>
        <source>seat changes happen between hands</source>
        <comment>table.refusal.seat_changes_happen_between_hands</comment>
        <translation>ang paglipat ng upuan ay sa pagitan ng kamay</translation>
    </message>
    <message>
        <source>seat {seat} does not exist at a {max_seats}-seat table</source>
        <comment>table.refusal.seat_does_exist_seat_table</comment>
        <translation>walang upuan {seat} sa mesang may {max_seats} upuan</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>table.refusal.seat_empty</comment>
        <translation>bakante ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {from_seat} is empty</source>
        <comment>table.refusal.seat_empty_2</comment>
        <translation>bakante ang upuan {from_seat}</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: chips are added between hands (table stakes)</source>
        <comment>table.refusal.seat_hand_chips_are_added</comment>
        <translation>kasali sa kamay ang upuan {seat}: nagdadagdag ng chips sa pagitan ng kamay (table stakes)</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand; fold first or wait for the hand to end</source>
        <comment>table.refusal.seat_hand_fold_first_wait</comment>
        <translation>kasali sa kamay ang upuan {seat}; mag-fold muna o hintaying matapos ang kamay</translation>
    </message>
    <message>
        <source>seat {seat} is held for {player}, who is away: nobody plays over his seat with his own money (LC-23)</source>
        <comment>table.refusal.seat_held_no_playing_over</comment>
        <translation>nakareserba ang upuan {seat} para kay {player}, na wala: walang maglalaro sa upuan niya gamit ang sariling pera (LC-23)</translation>
    </message>
    <message>
        <source>seat(s) {owing} owe ${time_collection} time before their next hand (LC-146)</source>
        <comment>table.refusal.seat_s_owe_time_before</comment>
        <translation>may utang na ${time_collection} na time ang upuan {owing} bago ang susunod nilang kamay (LC-146)</translation>
    </message>
    <message>
        <source>seat {seat} is not the seat just in front of the button; post a big blind or wait (PGP-NEW-01)</source>
        <comment>table.refusal.seat_seat_just_front_button</comment>
        <translation>hindi ang upuan {seat} ang nasa harap mismo ng button; maglagay ng big blind o maghintay (PGP-NEW-01)</translation>
    </message>
    <message>
        <source>seat {seat} is taken by {player}</source>
        <comment>table.refusal.seat_taken</comment>
        <translation>nakaupo si {player} sa upuan {seat}</translation>
    </message>
    <message>
        <source>seat {to_seat} is taken</source>
        <comment>table.refusal.seat_taken_2</comment>
        <translation>may nakaupo na sa upuan {to_seat}</translation>
    </message>
    <message>
        <source>the stacks do not match the table: {list}</source>
        <comment>table.refusal.stacks_do_match_table</comment>
        <translation>hindi tugma ang chips sa mesa: {list}</translation>
    </message>
    <message>
        <source>the table&apos;s rules cannot be read: {exc}</source>
        <comment>table.refusal.table_s_rules_cannot_read</comment>
        <translation>hindi mabasa ang mga patakaran ng mesa: {exc}</translation>
    </message>
    <message>
        <source>an amount of chips is positive, not ${amount}</source>
        <comment>table_stakes.refusal.amount_positive</comment>
        <translation>positibo ang halaga ng chips, hindi ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} has no cheque waiting (LC-29)</source>
        <comment>table_stakes.refusal.no_cheque</comment>
        <translation>walang tsekeng naghihintay ang upuan {seat} (LC-29)</translation>
    </message>
    <message>
        <source>players do not pass chips to each other, not even for a blind: only to a player waiting for announced runner chips (LC-26b, LC-26c)</source>
        <comment>table_stakes.refusal.no_passing</comment>
        <translation>hindi nag-aabutan ng chips ang mga manlalaro, kahit pang-blind: sa naghihintay lang ng naianunsyong chips ng runner (LC-26b, LC-26c)</translation>
    </message>
    <message>
        <source>no runner chips are on their way to seat {seat} (LC-26c)</source>
        <comment>table_stakes.refusal.no_runner</comment>
        <translation>walang chips ng runner na papunta sa upuan {seat} (LC-26c)</translation>
    </message>
    <message>
        <source>chips are passed between hands, not into or out of a pot being played (LC-26a)</source>
        <comment>table_stakes.refusal.pass_in_hand</comment>
        <translation>sa pagitan ng mga kamay ipinapasa ang chips, hindi papasok o palabas ng pot na nilalaro (LC-26a)</translation>
    </message>
    <message>
        <source>seat {seat} has ${stack}, not ${amount}</source>
        <comment>table_stakes.refusal.pass_more_than_stack</comment>
        <translation>may ${stack} ang upuan {seat}, hindi ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} cannot pass chips to himself</source>
        <comment>table_stakes.refusal.pass_to_himself</comment>
        <translation>hindi maipapasa ng upuan {seat} ang chips sa sarili</translation>
    </message>
    <message>
        <source>seat {seat} is held for {player}, who is away: no chips go into it until he is back; nobody plays over a seat (LC-23)</source>
        <comment>table_stakes.refusal.playing_over</comment>
        <translation>nakareserba ang upuan {seat} para kay {player}, na wala: walang chips na papasok hangga&apos;t wala siya; walang maglalaro sa upuan ng iba (LC-23)</translation>
    </message>
    <message>
        <source>runner chips play only when the house agreed and the table was told; until then only chips on the table play (LC-26c, AMB-33)</source>
        <comment>table_stakes.refusal.runner_needs_consent</comment>
        <translation>tumataya lang ang chips ng runner kapag pumayag ang bahay at sinabihan ang mesa; hanggang doon, ang chips lang sa mesa ang tumataya (LC-26c, AMB-33)</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>table_stakes.refusal.seat_empty</comment>
        <translation>bakante ang upuan {seat}</translation>
    </message>
    <message>
        <source>{via!r} is not how chips come ({items})</source>
        <comment>table_stakes.refusal.via</comment>
        <translation>hindi paraan ng pagdating ng chips ang {via!r} ({items})</translation>
    </message>
    <message>
        <source>the collection changes only between hands</source>
        <comment>time_collection.refusal.collection_changes_only_between_hands</comment>
        <translation>binabago lang ang bayad sa bahay sa pagitan ng kamay</translation>
    </message>
    <message>
        <source>collection is taken on the button or as time</source>
        <comment>time_collection.refusal.collection_taken_button_time</comment>
        <translation>kinukuha ang bayad sa button o bilang time</translation>
    </message>
    <message>
        <source>only players who owe time can play a time pot</source>
        <comment>time_collection.refusal.only_players_who_owe_time</comment>
        <translation>ang may utang na time lang ang puwedeng maglaro ng time pot</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>time_collection.refusal.seat_empty</comment>
        <translation>bakante ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack}</source>
        <comment>time_collection.refusal.seat_has_only</comment>
        <translation>${stack} lang ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat(s) {sorted} owe no time</source>
        <comment>time_collection.refusal.seat_s_owe_no_time</comment>
        <translation>walang utang na time ang upuan {sorted}</translation>
    </message>
    <message>
        <source>this table collects on the button, not by time (LC-144)</source>
        <comment>time_collection.refusal.table_collects_button_time_lc</comment>
        <translation>sa button naniningil ang mesang ito, hindi sa time (LC-144)</translation>
    </message>
    <message>
        <source>this table has no time rate set: the room must set it (K24)</source>
        <comment>time_collection.refusal.table_has_no_time_rate</comment>
        <translation>walang time rate ang mesang ito: dapat itakda ng room (K24)</translation>
    </message>
    <message>
        <source>time is collected between hands</source>
        <comment>time_collection.refusal.time_collected_between_hands</comment>
        <translation>kinukuha ang time sa pagitan ng kamay</translation>
    </message>
    <message>
        <source>time is paid between hands</source>
        <comment>time_collection.refusal.time_paid_between_hands</comment>
        <translation>binabayaran ang time sa pagitan ng kamay</translation>
    </message>
    <message>
        <source>time is ${rate} a player: ${value} for {count}</source>
        <comment>time_collection.refusal.time_player</comment>
        <translation>ang time ay ${rate} bawat player: ${value} para sa {count}</translation>
    </message>
    <message>
        <source>a time pot needs at least two players</source>
        <comment>time_collection.refusal.time_pot_needs_least_two</comment>
        <translation>kailangan ng time pot ng hindi bababa sa dalawang player</translation>
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
        <translation>taya</translation>
    </message>
    <message>
        <source>call</source>
        <comment>turns.action.call</comment>
        <translation>sabay (call)</translation>
    </message>
    <message>
        <source>check</source>
        <comment>turns.action.check</comment>
        <translation>check</translation>
    </message>
    <message>
        <source>complete</source>
        <comment>turns.action.complete</comment>
        <translation>kumpletuhin</translation>
    </message>
    <message>
        <source>fold</source>
        <comment>turns.action.fold</comment>
        <translation>tiklop (fold)</translation>
    </message>
    <message>
        <source>raise</source>
        <comment>turns.action.raise</comment>
        <translation>taas (raise)</translation>
    </message>
    <message>
        <source>Call the floor: seat {seat} let his turn pass while {acted} later players acted; until the floor rules he may only check, call or fold</source>
        <comment>turns.floor.turn_passed</comment>
        <translation>Tawagin ang floor: pinalampas ng upuan {seat} ang kanyang turno habang kumilos ang {acted} susunod na manlalaro; hanggang magpasya ang floor, check, sabay o tiklop lang ang puwede</translation>
    </message>
    <message>
        <source>Seat {seat} acted out of turn ({what}): it does not bind; bring the action back to seat {on_turn}</source>
        <comment>turns.note.acted_out_of_turn</comment>
        <translation>Kumilos nang wala sa turno ang upuan {seat} ({what}): hindi ito nakatali; ibalik ang aksyon sa upuan {on_turn}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s check out of turn stands: seat {on_turn} may check (the round ends) or bet; after a bet seat {seat} may only call or fold</source>
        <comment>turns.note.check_out_of_turn_stands</comment>
        <translation>Mananatili ang check ng upuan {seat} na wala sa turno: puwedeng mag-check ang upuan {on_turn} (tapos ang round) o tumaya; pagkatapos ng taya, sabay o tiklop lang ang upuan {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} let his turn pass: it comes back to him when the action reaches him (call or fold only if {later} later players act first)</source>
        <comment>turns.note.turn_passed</comment>
        <translation>Pinalampas ng upuan {seat} ang kanyang turno: babalik ito sa kanya pagdating ng aksyon (sabay o tiklop lang kung may {later} susunod na manlalarong kumilos muna)</translation>
    </message>
    <message>
        <source>Heads-up bet out of turn by seat {bettor}: seat {on_turn} may call, raise, or make seat {bettor} take it back and restart the betting round</source>
        <comment>turns.offer.heads_up_bet_out_of_turn</comment>
        <translation>Taya nang wala sa turno sa heads-up ng upuan {bettor}: puwedeng sumabay o tumaas ang upuan {on_turn}, o ipabawi ito sa upuan {bettor} at ulitin ang round ng taya</translation>
    </message>
    <message>
        <source>seat {seat} checked out of turn heads-up and the check stands: call or fold only (LC-53a)</source>
        <comment>turns.refusal.check_out_of_turn_stands</comment>
        <translation>nag-check nang wala sa turno ang upuan {seat} sa heads-up at mananatili ang check: sabay o tiklop lang (LC-53a)</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>turns.refusal.floor_decision_names_floorperson_who</comment>
        <translation>pinapangalanan ng pasya ng floor ang floor na nagpasya</translation>
    </message>
    <message>
        <source>the floor kept seat {seat} to call or fold after letting his turn pass (LC-51)</source>
        <comment>turns.refusal.floor_kept_call_or_fold</comment>
        <translation>nilimitahan ng floor ang upuan {seat} sa sabay o tiklop dahil pinalampas niya ang kanyang turno (LC-51)</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>turns.refusal.no_hand_progress</comment>
        <translation>walang kamay na nilalaro</translation>
    </message>
    <message>
        <source>no LC-51 ruling is pending for seat {seat}</source>
        <comment>turns.refusal.no_lc_51_ruling_pending</comment>
        <translation>walang nakabinbing LC-51 na pasya para sa upuan {seat}</translation>
    </message>
    <message>
        <source>nobody after seat {seat} is due to act: his turn cannot pass</source>
        <comment>turns.refusal.nobody_after_seat_due_act</comment>
        <translation>walang dapat kumilos pagkatapos ng upuan {seat}: hindi puwedeng laktawan ang turno niya</translation>
    </message>
    <message>
        <source>nobody is on turn now ({phase_text})</source>
        <comment>turns.refusal.nobody_turn_now</comment>
        <translation>walang nasa turno ngayon ({phase_text})</translation>
    </message>
    <message>
        <source>seat {seat} let his turn pass while {acted} later players acted: call or fold only until the floor rules (LC-51)</source>
        <comment>turns.refusal.passed_until_floor_rules</comment>
        <translation>pinalampas ng upuan {seat} ang kanyang turno habang kumilos ang {acted} susunod na manlalaro: sabay o tiklop lang hanggang magpasya ang floor (LC-51)</translation>
    </message>
    <message>
        <source>{action!r} is not a poker action</source>
        <comment>turns.refusal.poker_action</comment>
        <translation>hindi aksyon sa poker ang {action!r}</translation>
    </message>
    <message>
        <source>seat {seat} has no heads-up bet out of turn that can still be taken back (LC-53b: only before the player on turn answers it)</source>
        <comment>turns.refusal.seat_has_no_heads_up</comment>
        <translation>walang heads-up na taya nang wala sa turno ang upuan {seat} na mababawi pa (LC-53b: bago lang sumagot ang player na nasa turno)</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>turns.refusal.seat_has_no_live_hand</comment>
        <translation>walang buhay na kamay ang upuan {seat}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {action} out of turn is only a note (LC-50); it cannot stand by {stands}</source>
        <comment>turns.refusal.seat_s_out_turn_only</comment>
        <translation>ang {action} ng upuan {seat} nang wala sa turno ay tala lang (LC-50); hindi ito mananatili dahil sa {stands}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {action} out of turn stands heads-up ({rule}); the event must say so</source>
        <comment>turns.refusal.seat_s_out_turn_stands</comment>
        <translation>mananatili ang {action} ng upuan {seat} nang wala sa turno sa heads-up ({rule}); dapat itong sabihin ng event</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s turn has already passed once this round (LC-51)</source>
        <comment>turns.refusal.seat_s_turn_has_already</comment>
        <translation>nalaktawan na nang isang beses ang turno ng upuan {seat} sa round na ito (LC-51)</translation>
    </message>
    <message>
        <source>seat {seat} is on turn: enter the action normally</source>
        <comment>turns.refusal.seat_turn_enter_action_normally</comment>
        <translation>turno ng upuan {seat}: ilagay ang aksyon gaya ng dati</translation>
    </message>
    <message>
        <source>seat {to_act} is on turn, not seat {on_turn}</source>
        <comment>turns.refusal.seat_turn_seat</comment>
        <translation>upuan {to_act} ang nasa turno, hindi upuan {on_turn}</translation>
    </message>
    <message>
        <source>seat {to_act} is on turn, not seat {seat}</source>
        <comment>turns.refusal.seat_turn_seat_2</comment>
        <translation>upuan {to_act} ang nasa turno, hindi upuan {seat}</translation>
    </message>
    <message>
        <source>badge {badge}</source>
        <comment>verify.badge</comment>
        <translation>badge {badge}</translation>
    </message>
    <message>
        <source>integrity check cancelled: nothing was concluded</source>
        <comment>verify.cancelled</comment>
        <translation>kinansela ang pagsusuri ng integridad: walang napagpasyahan</translation>
    </message>
    <message>
        <source>the row&apos;s content was changed after it was written</source>
        <comment>verify.content_changed</comment>
        <translation>binago ang laman ng row matapos itong maisulat</translation>
    </message>
    <message>
        <source>the hand log file is damaged (SQLite&apos;s own check found problems): keep the file exactly as it is and call a supervisor; SQLite says: {problems}</source>
        <comment>verify.damaged</comment>
        <translation>sira ang file ng hand log (may nakitang problema ang sariling pagsusuri ng SQLite): itabi ang file nang eksakto kung paano ito at tawagin ang supervisor; sabi ng SQLite: {problems}</translation>
    </message>
    <message>
        <source>a player_left dated {dated} was written at {written}: a departure carries the time it was recorded (LC-91)</source>
        <comment>verify.departure_time</comment>
        <translation>isang player_left na may petsang {dated} ang naisulat noong {written}: dala ng pag-alis ang oras na naitala ito (LC-91)</translation>
    </message>
    <message>
        <source>the engine refuses this {event} event of table {table} ({reason}): the hand as logged could not have been played so</source>
        <comment>verify.engine_refuses</comment>
        <translation>tinatanggihan ng programa ang {event} na pangyayaring ito ng table {table} ({reason}): ang hand ayon sa log ay hindi maaaring nalaro nang ganoon</translation>
    </message>
    <message>
        <source>{field} is {found} in the file but {expected} in the chain</source>
        <comment>verify.field_changed</comment>
        <translation>ang {field} ay {found} sa file pero {expected} sa chain</translation>
    </message>
    <message>
        <source>the row names hand id {hand_id} but the chain before it puts it in {expected}</source>
        <comment>verify.hand_id</comment>
        <translation>hand {hand_id} ang sabi ng row pero inilalagay ito ng naunang chain sa {expected}</translation>
    </message>
    <message>
        <source>the row&apos;s stored hash was changed</source>
        <comment>verify.hash_changed</comment>
        <translation>binago ang nakatagong hash ng row</translation>
    </message>
    <message>
        <source>the row does not fit the chain: changed, inserted, removed or reordered rows</source>
        <comment>verify.off_chain</comment>
        <translation>hindi tugma ang row sa chain: may row na binago, isiningit, inalis o pinagpalit ng ayos</translation>
    </message>
    <message>
        <source>table {table} holds imported PHH hands, which only an import log (replay --db) may hold, not a table&apos;s live log</source>
        <comment>verify.phh_in_live_log</comment>
        <translation>may na-import na PHH hands ang table {table}, na sa import log (replay --db) lang puwede, hindi sa live log ng table</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row is not in the chain (added outside the program)</source>
        <comment>verify.row_added</comment>
        <translation>talaan {table}, {row}: wala sa chain ang row (idinagdag sa labas ng programa)</translation>
    </message>
    <message>
        <source>table {table}, {row}: {changes}</source>
        <comment>verify.row_changed</comment>
        <translation>talaan {table}, {row}: {changes}</translation>
    </message>
    <message>
        <source>row id {id}</source>
        <comment>verify.row_id</comment>
        <translation>row id {id}</translation>
    </message>
    <message>
        <source>row id {id} ({label} {value})</source>
        <comment>verify.row_labelled</comment>
        <translation>row id {id} ({label} {value})</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row the chain records is missing or out of place ({found} stands there)</source>
        <comment>verify.row_moved</comment>
        <translation>talaan {table}, {row}: nawawala o wala sa lugar ang row na nakatala sa chain ({found} ang nandoon)</translation>
    </message>
    <message>
        <source>the row points to a table or event kind that is gone</source>
        <comment>verify.row_orphaned</comment>
        <translation>tumuturo ang row sa table o uri ng pangyayari na wala na</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row the chain records is missing (removed outside the program)</source>
        <comment>verify.row_removed</comment>
        <translation>talaan {table}, {row}: nawawala ang row na nakatala sa chain (inalis sa labas ng programa)</translation>
    </message>
    <message>
        <source>rows removed: seq jumps from {previous} to {seq}</source>
        <comment>verify.rows_removed</comment>
        <translation>may inalis na row: tumalon ang seq mula {previous} hanggang {seq}</translation>
    </message>
    <message>
        <source>rows removed at the end: the log&apos;s index refers to seq {seq}</source>
        <comment>verify.rows_removed_end</comment>
        <translation>may inalis na row sa dulo: tumutukoy ang index ng log sa seq {seq}</translation>
    </message>
    <message>
        <source>the row cannot be read back as a {kind} ({error})</source>
        <comment>verify.unreadable</comment>
        <translation>hindi mabasang muli ang row bilang {kind} ({error})</translation>
    </message>
    <message>
        <source>3rd street</source>
        <comment>word.3rd_street</comment>
        <translation>3rd street</translation>
    </message>
    <message>
        <source>4th street</source>
        <comment>word.4th_street</comment>
        <translation>4th street</translation>
    </message>
    <message>
        <source>5th street</source>
        <comment>word.5th_street</comment>
        <translation>5th street</translation>
    </message>
    <message>
        <source>6th street</source>
        <comment>word.6th_street</comment>
        <translation>6th street</translation>
    </message>
    <message>
        <source>7th street</source>
        <comment>word.7th_street</comment>
        <translation>7th street</translation>
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
        <translation>big blind</translation>
    </message>
    <message>
        <source>big blind ante</source>
        <comment>word.big_blind_ante</comment>
        <translation>big blind ante</translation>
    </message>
    <message>
        <source>bring-in</source>
        <comment>word.bring_in</comment>
        <translation>bring-in</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>word.button_blind</comment>
        <translation>button blind</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>word.buy_button</comment>
        <translation>pagbili ng button</translation>
    </message>
    <message>
        <source>collection</source>
        <comment>word.collection</comment>
        <translation>bayad sa bahay</translation>
    </message>
    <message>
        <source>dead</source>
        <comment>word.dead</comment>
        <translation>dead</translation>
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
        <translation>live</translation>
    </message>
    <message>
        <source>main pot</source>
        <comment>word.main_pot</comment>
        <translation>pangunahing pot</translation>
    </message>
    <message>
        <source>missed blinds</source>
        <comment>word.missed_blinds</comment>
        <translation>nalaktawang blind</translation>
    </message>
    <message>
        <source>new player blind</source>
        <comment>word.new_player_blind</comment>
        <translation>blind ng bagong player</translation>
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
        <translation>iisang blind</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>word.small_blind</comment>
        <translation>small blind</translation>
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
