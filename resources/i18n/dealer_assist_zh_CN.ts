<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <source>this step is answered at the table, not by a button: {step}</source>
        <translation>此步骤在牌桌上完成，不用按钮：{step}</translation>
    </message>
    <message>
        <source>nothing to do at this step</source>
        <translation>此步骤无需操作</translation>
    </message>
    <message>
        <source>NOT SAVED: {error}</source>
        <translation>未保存：{error}</translation>
    </message>
    <message>
        <source>Dealer Assist</source>
        <translation>Dealer Assist</translation>
    </message>
    <message>
        <source>Dealer Assist: this table PC</source>
        <translation>Dealer Assist：本桌电脑</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>桌号</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Kiosk (full screen)</source>
        <translation>全屏幕模式</translation>
    </message>
    <message>
        <source>House</source>
        <translation>场馆</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>场馆</translation>
    </message>
    <message>
        <source>table {table} is no longer enrolled in the room</source>
        <translation>牌桌 {table} 已不在本场登记</translation>
    </message>
    <message>
        <source>The room&apos;s address, e.g. host=10.0.0.5 dbname=room</source>
        <translation>场馆的地址，例如 host=10.0.0.5 dbname=room</translation>
    </message>
    <message>
        <source>Use this address</source>
        <translation>使用此地址</translation>
    </message>
    <message>
        <source>No room</source>
        <translation>无场馆</translation>
    </message>
    <message>
        <source>Room store address (PostgreSQL)</source>
        <translation>场馆数据库地址（PostgreSQL）</translation>
    </message>
    <message>
        <source>Passwords belong in the PC&apos;s .pgpass file, not here.</source>
        <translation>密码应放在电脑的 .pgpass 档，不要放在这里。</translation>
    </message>
    <message>
        <source>room address</source>
        <translation>场馆地址</translation>
    </message>
    <message>
        <source>Not kept: {error}</source>
        <translation>未保存：{error}</translation>
    </message>
    <message>
        <source>Room file (the room&apos;s own amounts)</source>
        <translation>场馆档（场馆自订金额）</translation>
    </message>
    <message>
        <source>No room files on this PC.</source>
        <translation>本电脑没有场馆档。</translation>
    </message>
    <message>
        <source>No room file</source>
        <translation>无场馆档</translation>
    </message>
    <message>
        <source>Address: {room_dsn}</source>
        <translation>地址：{room_dsn}</translation>
    </message>
    <message>
        <source>Address: none (this table alone)</source>
        <translation>地址：无（仅本桌）</translation>
    </message>
    <message>
        <source>Room file: {name}</source>
        <translation>场馆档：{name}</translation>
    </message>
    <message>
        <source>Room file: none</source>
        <translation>场馆档：无</translation>
    </message>
    <message>
        <source>Enter the table number first.</source>
        <translation>请先输入桌号。</translation>
    </message>
    <message>
        <source>Staff and roles</source>
        <translation>员工与职务</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Add a staff member</source>
        <translation>添加员工</translation>
    </message>
    <message>
        <source>Dealer Assist floor station: {room_name}</source>
        <translation>Dealer Assist 楼面站：{room_name}</translation>
    </message>
    <message>
        <source>Floor station: {room_name}</source>
        <translation>楼面站：{room_name}</translation>
    </message>
    <message>
        <source>nobody signed in</source>
        <translation>无人登录</translation>
    </message>
    <message>
        <source>A floorperson signs in: present your badge or type its code, then enter your PIN.</source>
        <translation>楼面主管登录：出示员工证或输入证号，再输入密码。</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>注销</translation>
    </message>
    <message>
        <source>the room</source>
        <translation>本场</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name}（{role}）</translation>
    </message>
    <message>
        <source>{name} · {role} · badge {badge}</source>
        <translation>{name} · {role} · 员工证 {badge}</translation>
    </message>
    <message>
        <source>{name} · {role} · badge {badge} · inactive</source>
        <translation>{name} · {role} · 员工证 {badge} · 已停用</translation>
    </message>
    <message>
        <source>On record: {logins}, {rulings} decided, {notes} in all.</source>
        <translation>记录：{logins}，已裁决 {rulings}，共 {notes}。</translation>
    </message>
    <message>
        <source>{n} sign-in</source>
        <translation>{n} 次登录</translation>
    </message>
    <message>
        <source>{n} sign-ins</source>
        <translation>{n} 次登录</translation>
    </message>
    <message>
        <source>{n} ruling</source>
        <translation>{n} 项裁决</translation>
    </message>
    <message>
        <source>{n} rulings</source>
        <translation>{n} 项裁决</translation>
    </message>
    <message>
        <source>{n} audit note</source>
        <translation>{n} 笔稽核记录</translation>
    </message>
    <message>
        <source>{n} audit notes</source>
        <translation>{n} 笔稽核记录</translation>
    </message>
    <message>
        <source>Earlier badges (replaced, no longer sign in): {earlier}. {record}</source>
        <translation>先前的员工证（已更换，不能再登录）：{earlier}。{record}</translation>
    </message>
    <message>
        <source>Next: badge and role</source>
        <translation>下一步：员工证与职务</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Next: PIN</source>
        <translation>下一步：密码</translation>
    </message>
    <message>
        <source>Demo: present a blank badge</source>
        <translation>示范：出示空白员工证</translation>
    </message>
    <message>
        <source>Replace the badge</source>
        <translation>更换员工证</translation>
    </message>
    <message>
        <source>Deactivate</source>
        <translation>禁用</translation>
    </message>
    <message>
        <source>Role (touch to change)</source>
        <translation>职务（点击以更改）</translation>
    </message>
    <message>
        <source>Correct the name…</source>
        <translation>更正姓名…</translation>
    </message>
    <message>
        <source>Replace the badge…</source>
        <translation>更换员工证…</translation>
    </message>
    <message>
        <source>Reset PIN…</source>
        <translation>重设密码…</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>返回名单</translation>
    </message>
    <message>
        <source>Signed in: {name} (admin). Touch a member to correct their name, replace their badge, change their role, reset their PIN or deactivate them.</source>
        <translation>已登录：{name}（管理员）。点击员工可更正姓名、更换员工证、更改职务、重设密码或禁用。</translation>
    </message>
    <message>
        <source>Not changed: {refused}.</source>
        <translation>未更改：{refused}。</translation>
    </message>
    <message>
        <source>New staff member: type the name.</source>
        <translation>新员工：请输入姓名。</translation>
    </message>
    <message>
        <source>Name corrected: {name}.</source>
        <translation>姓名已更正：{name}。</translation>
    </message>
    <message>
        <source>badge {badge} read</source>
        <translation>已读取员工证 {badge}</translation>
    </message>
    <message>
        <source>no badge read yet</source>
        <translation>尚未读取员工证</translation>
    </message>
    <message>
        <source>{name}: present the new badge to the reader ({badge}), then touch the role.</source>
        <translation>{name}：请将新员工证靠近读卡机（{badge}），再点击职务。</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN ({role}): {digits}, then OK</source>
        <translation>{name} 的密码（{role}）：{digits}，然后按 OK</translation>
    </message>
    <message>
        <source>The same PIN again, then OK</source>
        <translation>再输入一次相同密码，然后按 OK</translation>
    </message>
    <message>
        <source>The two PINs differ: nothing changed. Enter the PIN again.</source>
        <translation>两次密码不一致：未更改。请重新输入密码。</translation>
    </message>
    <message>
        <source>The PIN, then OK</source>
        <translation>输入密码，然后按 OK</translation>
    </message>
    <message>
        <source>Added {name} ({role}), badge {badge}.</source>
        <translation>已新增 {name}（{role}），员工证 {badge}。</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN was reset.</source>
        <translation>{name} 的密码已重置。</translation>
    </message>
    <message>
        <source>Reactivate</source>
        <translation>重新激活</translation>
    </message>
    <message>
        <source>{name} is now {role}.</source>
        <translation>{name} 现在是{role}。</translation>
    </message>
    <message>
        <source>Correct {name}&apos;s name on the keyboard, then Save the name.</source>
        <translation>在键盘上更正 {name} 的姓名，然后按「保存姓名」。</translation>
    </message>
    <message>
        <source>Save the name</source>
        <translation>保存姓名</translation>
    </message>
    <message>
        <source>{name}&apos;s badge {badge} is lost or broken: present the new badge to the reader ({read}), then Replace the badge. The old badge stops signing in at once; what it signed stays on record as theirs.</source>
        <translation>{name} 的员工证 {badge} 遗失或损坏：请将新员工证靠近读卡机（{read}），再按「更换员工证」。旧员工证立即无法登录；其签署记录仍归此人。</translation>
    </message>
    <message>
        <source>{name}&apos;s badge is now {badge}; badge {old} no longer signs in.</source>
        <translation>{name} 的员工证现在是 {badge}；员工证 {old} 不能再登录。</translation>
    </message>
    <message>
        <source>New PIN: {digits}, then OK</source>
        <translation>新密码：{digits}，然后按 OK</translation>
    </message>
    <message>
        <source>{name} was deactivated.</source>
        <translation>{name} 已停用。</translation>
    </message>
    <message>
        <source>{name} was reactivated.</source>
        <translation>{name} 已重新启用。</translation>
    </message>
    <message>
        <source>No round in the log yet.</source>
        <translation>记录中尚无任何一局。</translation>
    </message>
    <message>
        <source>No hand log is open.</source>
        <translation>未开启牌局记录。</translation>
    </message>
    <message>
        <source>Round {number}: {count} events</source>
        <translation>第 {number} 局：{count} 笔事件</translation>
    </message>
    <message>
        <source>Round {number}: {count} events (still being played: cards dealt face down are not named)</source>
        <translation>第 {number} 局：{count} 笔事件（进行中：盖着发的牌不显示）</translation>
    </message>
    <message>
        <source>{event} (+{hidden} face down)</source>
        <translation>{event}（另 {hidden} 张盖牌）</translation>
    </message>
    <message>
        <source>{event} ({count} cards kept face down)</source>
        <translation>{event}（保留 {count} 张盖牌）</translation>
    </message>
    <message>
        <source>{event} (hand set face down)</source>
        <translation>{event}（牌已盖着分好）</translation>
    </message>
    <message>
        <source>Seat {seat} plays</source>
        <translation>{seat} 号座位玩</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} plays</source>
        <translation>{seat} 号座位第 {hand} 手玩</translation>
    </message>
    <message>
        <source>Seat {seat} calls</source>
        <translation>{seat} 号座位跟注</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} calls</source>
        <translation>{seat} 号座位第 {hand} 手跟注</translation>
    </message>
    <message>
        <source>Seat {seat} folds</source>
        <translation>{seat} 号座位弃牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} folds</source>
        <translation>{seat} 号座位第 {hand} 手弃牌</translation>
    </message>
    <message>
        <source>Seat {seat} surrenders</source>
        <translation>{seat} 号座位投降</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} surrenders</source>
        <translation>{seat} 号座位第 {hand} 手投降</translation>
    </message>
    <message>
        <source>Seat {seat} checks</source>
        <translation>{seat} 号座位过牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} checks</source>
        <translation>{seat} 号座位第 {hand} 手过牌</translation>
    </message>
    <message>
        <source>Seat {seat} hits</source>
        <translation>{seat} 号座位要牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} hits</source>
        <translation>{seat} 号座位第 {hand} 手要牌</translation>
    </message>
    <message>
        <source>Seat {seat} stands</source>
        <translation>{seat} 号座位停牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} stands</source>
        <translation>{seat} 号座位第 {hand} 手停牌</translation>
    </message>
    <message>
        <source>Seat {seat} doubles</source>
        <translation>{seat} 号座位加倍</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} doubles</source>
        <translation>{seat} 号座位第 {hand} 手加倍</translation>
    </message>
    <message>
        <source>Seat {seat} splits</source>
        <translation>{seat} 号座位分牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} splits</source>
        <translation>{seat} 号座位第 {hand} 手分牌</translation>
    </message>
    <message>
        <source>Seat {seat} sets</source>
        <translation>{seat} 号座位分好牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} sets</source>
        <translation>{seat} 号座位第 {hand} 手分好牌</translation>
    </message>
    <message>
        <source>Seat {seat}: the double or split is matched</source>
        <translation>{seat} 号座位：跟进加倍或分牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand}: the double or split is matched</source>
        <translation>{seat} 号座位第 {hand} 手：跟进加倍或分牌</translation>
    </message>
    <message>
        <source>Seat {seat} folds by the House Way</source>
        <translation>{seat} 号座位依 House Way 弃牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} folds by the House Way</source>
        <translation>{seat} 号座位第 {hand} 手依 House Way 弃牌</translation>
    </message>
    <message>
        <source>Table {table} opened: {game} ({house})</source>
        <translation>{table} 桌开桌：{game}（{house}）</translation>
    </message>
    <message>
        <source>{player} declared the TPPP</source>
        <translation>{player} 申报为 TPPP</translation>
    </message>
    <message>
        <source>Bank offered to seat {seat} ({player})</source>
        <translation>向 {seat} 号座位（{player}）提供坐庄</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) takes the bank, stake ${stake}</source>
        <translation>{seat} 号座位（{player}）坐庄，庄金 ${stake}</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) declines the bank</source>
        <translation>{seat} 号座位（{player}）不坐庄</translation>
    </message>
    <message>
        <source>Round {round}: seat {seat} ({banker}) banks ${stake}</source>
        <translation>第 {round} 局：{seat} 号座位（{banker}）坐庄 ${stake}</translation>
    </message>
    <message>
        <source>{line}; side bank ${amount}</source>
        <translation>{line}；副庄 ${amount}</translation>
    </message>
    <message>
        <source>{line}; button at seat {seat}</source>
        <translation>{line}；按钮在 {seat} 号座位</translation>
    </message>
    <message>
        <source>Seat {seat} pays ${amount} collection</source>
        <translation>{seat} 号座位付 ${amount} 抽水</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor} bets ${amount} on {wager}</source>
        <translation>{seat} 号座位：{bettor} 在 {wager} 下注 ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) refuses backline bets</source>
        <translation>{seat} 号座位（{player}）拒绝后注</translation>
    </message>
    <message>
        <source>Dice: {dice}; pile {pile} goes out first</source>
        <translation>骰子：{dice}；第 {pile} 叠先发</translation>
    </message>
    <message>
        <source>Seat {seat}: cards dealt</source>
        <translation>{seat} 号座位：已发牌</translation>
    </message>
    <message>
        <source>Seat {seat} dealt {cards} (face up: {up})</source>
        <translation>{seat} 号座位发到 {cards}（明牌：{up}）</translation>
    </message>
    <message>
        <source>Seat {seat} dealt {cards}</source>
        <translation>{seat} 号座位发到 {cards}</translation>
    </message>
    <message>
        <source>{line} (to hand {hand})</source>
        <translation>{line}（给第 {hand} 手）</translation>
    </message>
    <message>
        <source>Board: {cards}</source>
        <translation>公共牌：{cards}</translation>
    </message>
    <message>
        <source>Seat {seat}: {option}</source>
        <translation>{seat} 号座位：{option}</translation>
    </message>
    <message>
        <source>{line} ({bettor})</source>
        <translation>{line}（{bettor}）</translation>
    </message>
    <message>
        <source>{line}: ${amount}</source>
        <translation>{line}：${amount}</translation>
    </message>
    <message>
        <source>{line}; keeps {cards}</source>
        <translation>{line}；保留 {cards}</translation>
    </message>
    <message>
        <source>Seat {seat} sets the hand</source>
        <translation>{seat} 号座位摆牌</translation>
    </message>
    <message>
        <source>Seat {seat} sets the hand: front {front}, back {back}</source>
        <translation>{seat} 号座位摆牌：前手 {front}，后手 {back}</translation>
    </message>
    <message>
        <source>Round {round} ended</source>
        <translation>第 {round} 局结束</translation>
    </message>
    <message>
        <source>Ruling {ruling}: the round is to be voided</source>
        <translation>裁决 {ruling}：本局将作废</translation>
    </message>
    <message>
        <source>Ruling {ruling}: seat {seat}&apos;s {card} is to be replaced</source>
        <translation>裁决 {ruling}：{seat} 号座位的 {card} 将被替换</translation>
    </message>
    <message>
        <source>Ruling {ruling}: correction planned ({action})</source>
        <translation>裁决 {ruling}：已规划更正（{action}）</translation>
    </message>
    <message>
        <source>Round {round} voided: {reason}</source>
        <translation>第 {round} 局作废：{reason}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {card} set aside; the seat is owed the next card</source>
        <translation>{seat} 号座位的 {card} 已移出；该座位应得下一张牌</translation>
    </message>
    <message>
        <source>House Way: CG states none for Pai Gow (Gaps), so the screen offers none; the player sets the hand and the engine checks the back outranks the front.</source>
        <translation>House Way：CG 未规定牌九扑克的分牌法（Gaps），所以画面不提供；由玩家分牌，程序检查后手大于前手。</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>公共牌</translation>
    </message>
    <message>
        <source>Coll ${amount} paid</source>
        <translation>已付抽水 ${amount}</translation>
    </message>
    <message>
        <source>Coverage ledger · {round_title}</source>
        <translation>庄家承保额 · {round_title}</translation>
    </message>
    <message>
        <source>Done: seat {seat} {wager}</source>
        <translation>完成：{seat} 号座位 {wager}</translation>
    </message>
    <message>
        <source>End round {number}</source>
        <translation>结束第 {number} 局</translation>
    </message>
    <message>
        <source>Start the round</source>
        <translation>开始本局</translation>
    </message>
    <message>
        <source>Start round {number}: seat {keeper} keeps the bank</source>
        <translation>开始第 {number} 局：{keeper} 号座位续任庄家</translation>
    </message>
    <message>
        <source>Seat {keeper}: the banker&apos;s stake for this round?</source>
        <translation>{keeper} 号座位：本局庄家的承保额？</translation>
    </message>
    <message>
        <source>Touch the seat of the player the bank is offered to.</source>
        <translation>点击要让庄的玩家座位。</translation>
    </message>
    <message>
        <source>Seat {target} takes the bank</source>
        <translation>{target} 号座位做庄</translation>
    </message>
    <message>
        <source>Seat {target}: the banker&apos;s stake?</source>
        <translation>{target} 号座位：庄家的承保额？</translation>
    </message>
    <message>
        <source>Seat {target} passes</source>
        <translation>{target} 号座位不做庄</translation>
    </message>
    <message>
        <source>Seat {seat}: the Buster bank (CG-BBJ-06)?</source>
        <translation>{seat} 号座位：Buster 庄（CG-BBJ-06）？</translation>
    </message>
    <message>
        <source>Touch a seat to take its collection and wagers.</source>
        <translation>点击座位以收取场费与下注。</translation>
    </message>
    <message>
        <source>Seat {seat} ({get}): collection and wagers</source>
        <translation>{seat} 号座位（{get}）：场费与下注</translation>
    </message>
    <message>
        <source>Seat {seat} paid the collection ${owed}</source>
        <translation>{seat} 号座位已付场费 ${owed}</translation>
    </message>
    <message>
        <source>Backline
bet</source>
        <translation>后注
下注</translation>
    </message>
    <message>
        <source>Refuses
backline</source>
        <translation>拒绝
后注</translation>
    </message>
    <message>
        <source>Close wagers: deal</source>
        <translation>停止下注：发牌</translation>
    </message>
    <message>
        <source>End round {number}: no deal</source>
        <translation>结束第 {number} 局：不发牌</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor}&apos;s {n} amount?</source>
        <translation>{seat} 号座位：{bettor} 的 {n} 金额？</translation>
    </message>
    <message>
        <source>Seat {seat}: who bets on the backline?</source>
        <translation>{seat} 号座位：谁下后注（backline）？</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor}&apos;s backline wagers</source>
        <translation>{seat} 号座位：{bettor} 的后注</translation>
    </message>
    <message>
        <source>Backline done</source>
        <translation>后注完成</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the double</source>
        <translation>{seat} 号座位 {bettor} 跟进加倍</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the split</source>
        <translation>{seat} 号座位 {bettor} 跟进分牌</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the {move}</source>
        <translation>{seat} 号座位 {bettor} 跟进：{move}</translation>
    </message>
    <message>
        <source>{label} for less</source>
        <translation>{label}（较少）</translation>
    </message>
    <message>
        <source>{t}: how much? (up to ${own})</source>
        <translation>{t}：多少？（最多 ${own}）</translation>
    </message>
    <message>
        <source>The shoe: waiting for the cards (read so far: {read})</source>
        <translation>牌靴：等待牌（已读：{read}）</translation>
    </message>
    <message>
        <source>The shoe: waiting for the cards</source>
        <translation>牌靴：等待牌</translation>
    </message>
    <message>
        <source>Cards by touch</source>
        <translation>点击输入牌</translation>
    </message>
    <message>
        <source>Shake the dice (demo)</source>
        <translation>摇骰（示范）</translation>
    </message>
    <message>
        <source>Enter the dice</source>
        <translation>输入骰子点数</translation>
    </message>
    <message>
        <source>Seat {seat}: set the hand</source>
        <translation>{seat} 号座位：摆牌</translation>
    </message>
    <message>
        <source>Seat {seat} doubles for less</source>
        <translation>{seat} 号座位加倍较少</translation>
    </message>
    <message>
        <source>Seat {seat} doubles for how much? (up to the bet, CG-HAB-D1)</source>
        <translation>{seat} 号座位加倍多少？（不超过原注，CG-HAB-D1）</translation>
    </message>
    <message>
        <source>Seat {seat} {option}</source>
        <translation>{seat} 号座位：{option}</translation>
    </message>
    <message>
        <source>Seat {seat}: touch the two cards of the front hand</source>
        <translation>{seat} 号座位：点击前手的两张牌</translation>
    </message>
    <message>
        <source>Seat {seat} calls ${amount}: touch the two cards kept</source>
        <translation>{seat} 号座位跟注 ${amount}：点击保留的两张牌</translation>
    </message>
    <message>
        <source>The other two are discarded (HTP-2CP-07).</source>
        <translation>另外两张舍弃（HTP-2CP-07）。</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>楼面</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>荷官</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>主管</translation>
    </message>
    <message>
        <source>Admin</source>
        <translation>管理</translation>
    </message>
    <message>
        <source>Table calls</source>
        <translation>牌桌事项</translation>
    </message>
    <message>
        <source>Type the reason</source>
        <translation>输入原因</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>略过</translation>
    </message>
    <message>
        <source>Cancel call</source>
        <translation>取消事项</translation>
    </message>
    <message>
        <source>A ruling the engine proposed waits for the floor:</source>
        <translation>有一项建议裁决等待楼面主管：</translation>
    </message>
    <message>
        <source>Open Floor: Rulings</source>
        <translation>开启楼面：裁决</translation>
    </message>
    <message>
        <source>Floor prompts now:</source>
        <translation>目前的楼面提示：</translation>
    </message>
    <message>
        <source>(no call here answers it: it is done at the table)</source>
        <translation>（此处无对应事项：在牌桌上处理）</translation>
    </message>
    <message>
        <source>Answer: {call}</source>
        <translation>回应：{call}</translation>
    </message>
    <message>
        <source>Calls {when}:</source>
        <translation>{when}的事项：</translation>
    </message>
    <message>
        <source>No call applies {when}.</source>
        <translation>{when}没有适用的事项。</translation>
    </message>
    <message>
        <source>{call}: only a floorperson signed in by badge and PIN makes this call.</source>
        <translation>{call}：只有以员工证和密码登录的楼面主管才能执行此操作。</translation>
    </message>
    <message>
        <source>{call}: {prompt}</source>
        <translation>{call}：{prompt}</translation>
    </message>
    <message>
        <source>Touch the cards…</source>
        <translation>点击牌…</translation>
    </message>
    <message>
        <source>Third-party proposition players (CA-PDR): {count} of {limit} allowed at this table: {names}.</source>
        <translation>第三方提案玩家（CA-PDR）：本桌允许 {limit} 位，已有 {count} 位：{names}。</translation>
    </message>
    <message>
        <source>Third-party proposition players (CA-PDR): {count} of {limit} allowed at this table.</source>
        <translation>第三方提案玩家（CA-PDR）：本桌允许 {limit} 位，已有 {count} 位。</translation>
    </message>
    <message>
        <source>A TPPP is declared between rounds.</source>
        <translation>TPPP 须在两局之间申报。</translation>
    </message>
    <message>
        <source>Signed in: {name} ({role}).</source>
        <translation>已登录：{name}（{role}）。</translation>
    </message>
    <message>
        <source>Seat {seat} ({name}) declared TPPP by {floor}.</source>
        <translation>{seat} 号座位（{name}）由 {floor} 申报为 TPPP。</translation>
    </message>
    <message>
        <source>Not declared: {refusal}</source>
        <translation>未申报：{refusal}</translation>
    </message>
    <message>
        <source>{label}: {prompt} (touch {count})</source>
        <translation>{label}：{prompt}（点击 {count}）</translation>
    </message>
    <message>
        <source>Not done: {call} is a floor call and needs a floorperson signed in by badge and PIN.</source>
        <translation>未完成：{call}属于楼面操作，需要以员工证和密码登录的楼面主管。</translation>
    </message>
    <message>
        <source>Cancelled: {call}.</source>
        <translation>已取消：{call}。</translation>
    </message>
    <message>
        <source>Done: {call}.</source>
        <translation>完成：{call}。</translation>
    </message>
    <message>
        <source>{heading}
Nothing to choose at this table now: cancel the call.</source>
        <translation>{heading}
本桌目前无可选项目：请取消事项。</translation>
    </message>
    <message>
        <source>OK: the seats touched</source>
        <translation>OK：已点击的座位</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>鬼牌</translation>
    </message>
    <message>
        <source>Joker {n}</source>
        <translation>鬼牌 {n}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>尚无</translation>
    </message>
    <message>
        <source>Chosen ({count} of {count2}): {names}</source>
        <translation>已选（{count}／{count2}）：{names}</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>{name} is the room&apos;s first supervisor: sign in with the badge or code and PIN under Supervisor or Admin. Touch a seat to seat the first player.</source>
        <translation>{name} 是本场第一位主管：请在「主管」或「管理」以员工证或代码及密码登录。点击座位以安排第一位玩家入座。</translation>
    </message>
    <message>
        <source>Seat {seat}: {verb} to how much? (${min_to} to ${max_to})</source>
        <translation>{seat} 号座位：{verb} 到多少？（${min_to} 至 ${max_to}）</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s cards: touch {count}</source>
        <translation>{seat} 号座位的牌：点击 {count} 张</translation>
    </message>
    <message>
        <source>Board: touch the {count} cards dealt</source>
        <translation>公共牌：点击已发的 {count} 张牌</translation>
    </message>
    <message>
        <source>Board: touch the card dealt</source>
        <translation>公共牌：点击已发的牌</translation>
    </message>
    <message>
        <source>First start: the room&apos;s first supervisor</source>
        <translation>首次启动：本场第一位主管</translation>
    </message>
    <message>
        <source>Type the supervisor&apos;s name</source>
        <translation>输入主管姓名</translation>
    </message>
    <message>
        <source>Next: badge</source>
        <translation>下一步：员工证</translation>
    </message>
    <message>
        <source>No badge: use a generated code</source>
        <translation>无员工证：使用产生的代码</translation>
    </message>
    <message>
        <source>Nobody can sign in on this new hand log yet. Type the name of the supervisor in charge, then touch Next.</source>
        <translation>此新牌局记录尚无人可登录。请输入值班主管姓名，再点击「下一步」。</translation>
    </message>
    <message>
        <source>Type the supervisor&apos;s name first, then touch Next.</source>
        <translation>请先输入主管姓名，再点击「下一步」。</translation>
    </message>
    <message>
        <source>{name}: present your badge to the reader, or touch “No badge” for a code to type at sign-in instead.</source>
        <translation>{name}：请将员工证出示给读卡器，或点击「没有员工证」取得登录时输入的代码。</translation>
    </message>
    <message>
        <source>{name}: your staff code is {code}. Write it down: you type it at every sign-in. Touch Next.</source>
        <translation>{name}：你的员工代码是 {code}。请记下来：每次登录都要输入。点击「下一步」。</translation>
    </message>
    <message>
        <source>{name}: badge {badge} read. Touch Next.</source>
        <translation>{name}：已读取员工证 {badge}。点击「下一步」。</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN: {FLOOR_MIN_DIGITS} to {MAX_PIN_DIGITS} digits, then OK</source>
        <translation>{name} 的密码：{FLOOR_MIN_DIGITS} 至 {MAX_PIN_DIGITS} 位数，然后按 OK</translation>
    </message>
    <message>
        <source>Not taken: {problem}. Enter it again.</source>
        <translation>未接受：{problem}。请重新输入。</translation>
    </message>
    <message>
        <source>The two PINs differ: enter the PIN again.</source>
        <translation>两次密码不一致：请重新输入密码。</translation>
    </message>
    <message>
        <source>Show hole cards (floor)</source>
        <translation>显示底牌（楼面）</translation>
    </message>
    <message>
        <source>Hide hole cards · {name} signs out</source>
        <translation>隐藏底牌 · {name} 退出登录</translation>
    </message>
    <message>
        <source>Back to the hand</source>
        <translation>返回牌局</translation>
    </message>
    <message>
        <source>Hole cards are shown to a floorperson or supervisor only.</source>
        <translation>底牌只显示给楼面主管或主管。</translation>
    </message>
    <message>
        <source>What the rules say for each irregularity. During a hand, report what happened for a seat (or none): the floor decides on Rulings.</source>
        <translation>规则对每种违规的说明。牌局中，为某个座位（或不指定座位）回报发生的事：由楼面主管在「裁决」中决定。</translation>
    </message>
    <message>
        <source>Report for:</source>
        <translation>回报对象：</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>全部显示</translation>
    </message>
    <message>
        <source>All {count} entries for this game.</source>
        <translation>本游戏全部 {count} 项。</translation>
    </message>
    <message>
        <source>{count} that can apply {when} (of {total}).</source>
        <translation>{when}可适用 {count} 项（共 {total} 项）。</translation>
    </message>
    <message>
        <source>The catalogue has nothing for this game yet.</source>
        <translation>目录中尚无此游戏的项目。</translation>
    </message>
    <message>
        <source>A floorperson decides.</source>
        <translation>由楼面主管决定。</translation>
    </message>
    <message>
        <source>The dealer may carry it out.</source>
        <translation>荷官可自行执行。</translation>
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

询问：
{questions}

裁决：{ruling}
{who}

步骤：
{steps}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>{seat} 号座位</translation>
    </message>
    <message>
        <source>No seat</source>
        <translation>不指定座位</translation>
    </message>
    <message>
        <source>Seat {seat}, which card?</source>
        <translation>{seat} 号座位，哪一张牌？</translation>
    </message>
    <message>
        <source>Seat {seat}: {card}</source>
        <translation>{seat} 号座位：{card}</translation>
    </message>
    <message>
        <source>Seat {seat}: no card named</source>
        <translation>{seat} 号座位：不指定牌</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Next: the buy-in</source>
        <translation>下一步：买入</translation>
    </message>
    <message>
        <source>A player needs a name to sit down</source>
        <translation>玩家需要姓名才能入座</translation>
    </message>
    <message>
        <source>Use {default}</source>
        <translation>使用 {default}</translation>
    </message>
    <message>
        <source>{needed}: type it on the keyboard, or touch “Use {default}”.</source>
        <translation>{needed}：用键盘输入，或点击「使用 {default}」。</translation>
    </message>
    <message>
        <source>{needed}: type it on the keyboard.</source>
        <translation>{needed}：用键盘输入。</translation>
    </message>
    <message>
        <source>Seat {seat}: open</source>
        <translation>{seat} 号座位：空位</translation>
    </message>
    <message>
        <source>Seat a player (buy-in)…</source>
        <translation>安排玩家入座（买入）…</translation>
    </message>
    <message>
        <source> · away</source>
        <translation> · 离座</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} · ${stack} · {status}{away}</source>
        <translation>{seat} 号座位 · {player} · ${stack} · {status}{away}</translation>
    </message>
    <message>
        <source>Change seat…</source>
        <translation>换座位…</translation>
    </message>
    <message>
        <source>deal in now</source>
        <translation>立即入局</translation>
    </message>
    <message>
        <source>wait for the big blind</source>
        <translation>等大盲</translation>
    </message>
    <message>
        <source>post a big blind</source>
        <translation>下大盲注</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <translation>补错过的盲注</translation>
    </message>
    <message>
        <source>buy the button</source>
        <translation>买按钮</translation>
    </message>
    <message>
        <source>post in front of the button</source>
        <translation>在按钮前下注</translation>
    </message>
    <message>
        <source>come in with a straddle</source>
        <translation>以抓盲入局</translation>
    </message>
    <message>
        <source>away</source>
        <translation>离座</translation>
    </message>
    <message>
        <source>missed blind</source>
        <translation>错过盲注</translation>
    </message>
    <message>
        <source>waiting for big blind</source>
        <translation>等待大盲注</translation>
    </message>
    <message>
        <source>waiting to straddle</source>
        <translation>等待抓盲 (straddle)</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>游戏中</translation>
    </message>
    <message>
        <source>Next: he goes there</source>
        <translation>下一步：他前往该桌</translation>
    </message>
    <message>
        <source>Name the table he is called to</source>
        <translation>说出他被叫去的桌号</translation>
    </message>
    <message>
        <source>Type the table&apos;s name</source>
        <translation>输入桌名</translation>
    </message>
    <message>
        <source>Back: {entry}</source>
        <translation>回座：{entry}</translation>
    </message>
    <message>
        <source>Step away</source>
        <translation>暂时离座</translation>
    </message>
    <message>
        <source>Hold button (LC-GL-33)</source>
        <translation>保留按钮（LC-GL-33）</translation>
    </message>
    <message>
        <source>Entry: {entry}</source>
        <translation>入局：{entry}</translation>
    </message>
    <message>
        <source> · +${amount} next deal (LC-26a)</source>
        <translation> · +${amount} 下一手 (LC-26a)</translation>
    </message>
    <message>
        <source> · cheque ${amount} waits (LC-29)</source>
        <translation> · 支票 ${amount} 待处理 (LC-29)</translation>
    </message>
    <message>
        <source> · runner ${amount} counted (LC-26c)</source>
        <translation> · 跑腿 ${amount} 已计入 (LC-26c)</translation>
    </message>
    <message>
        <source>Cheque processed (LC-29)</source>
        <translation>支票已处理 (LC-29)</translation>
    </message>
    <message>
        <source>Cheque refused (LC-29)</source>
        <translation>支票被拒 (LC-29)</translation>
    </message>
    <message>
        <source>Runner arrived (LC-26c)</source>
        <translation>跑腿已送到 (LC-26c)</translation>
    </message>
    <message>
        <source>Add chips…</source>
        <translation>加筹码…</translation>
    </message>
    <message>
        <source>Seat {seat}: chips to add</source>
        <translation>{seat} 号座位：要加的筹码</translation>
    </message>
    <message>
        <source>Cheque (LC-29)…</source>
        <translation>支票 (LC-29)…</translation>
    </message>
    <message>
        <source>The room store is out of reach: type the table&apos;s name.</source>
        <translation>连不上本场：请输入牌桌名称。</translation>
    </message>
    <message>
        <source>Seat {seat}: chips he plays with, undeclared</source>
        <translation>{seat} 号座位：他玩的筹码，未申报</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>离开牌桌</translation>
    </message>
    <message>
        <source>Called to another table…</source>
        <translation>被叫到其他牌桌…</translation>
    </message>
    <message>
        <source>Amount not said (LC-26d)…</source>
        <translation>未说明金额 (LC-26d)…</translation>
    </message>
    <message>
        <source>Seat {seat}: the amount of the cheque written at the table</source>
        <translation>{seat} 号座位：在桌上开的支票金额</translation>
    </message>
    <message>
        <source>Seat {seat}: chips a house runner brings (the house agreed, the table was told)</source>
        <translation>{seat} 号座位：场方跑腿送来的筹码（场方已同意，已告知全桌）</translation>
    </message>
    <message>
        <source>Runner announced (LC-26c)…</source>
        <translation>已告知跑腿 (LC-26c)…</translation>
    </message>
    <message>
        <source>Seat {seat}: the new player&apos;s name</source>
        <translation>{seat} 号座位：新玩家姓名</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>玩家 {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}&apos;s buy-in</source>
        <translation>{seat} 号座位：{name} 的买入</translation>
    </message>
    <message>
        <source>Seat {seat}: {player}</source>
        <translation>{seat} 号座位：{player}</translation>
    </message>
    <message>
        <source>Seat {seat}: called to which of the room&apos;s tables?</source>
        <translation>{seat} 号座位：被叫到本厅哪一张牌桌？</translation>
    </message>
    <message>
        <source>Another table: type its name…</source>
        <translation>其他牌桌：输入桌名…</translation>
    </message>
    <message>
        <source>Seat {seat}: called to which table?</source>
        <translation>{seat} 号座位：被叫到哪一桌？</translation>
    </message>
    <message>
        <source>Seat {seat}: move to which open seat?</source>
        <translation>{seat} 号座位：换到哪个空位？</translation>
    </message>
    <message>
        <source>To seat {seat}</source>
        <translation>换到 {seat} 号座位</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>楼面主管</translation>
    </message>
    <message>
        <source>supervisor</source>
        <translation>主管</translation>
    </message>
    <message>
        <source>admin</source>
        <translation>管理员</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>荷官</translation>
    </message>
    <message>
        <source>floorperson</source>
        <translation>楼面主管</translation>
    </message>
    <message>
        <source>Badge code, then OK</source>
        <translation>员工证号，然后按 OK</translation>
    </message>
    <message>
        <source>Floor PIN</source>
        <translation>楼面主管密码</translation>
    </message>
    <message>
        <source>Supervisor PIN</source>
        <translation>主管密码</translation>
    </message>
    <message>
        <source>Admin PIN</source>
        <translation>管理员密码</translation>
    </message>
    <message>
        <source>Dealer PIN</source>
        <translation>荷官密码</translation>
    </message>
    <message>
        <source>Floorperson PIN</source>
        <translation>楼面主管密码</translation>
    </message>
    <message>
        <source>Staff code, then OK</source>
        <translation>员工代码，然后按 OK</translation>
    </message>
    <message>
        <source>Demo: present the demo {who} badge</source>
        <translation>示范：出示示范 {who} 员工证</translation>
    </message>
    <message>
        <source>Not signed in: the sign-in cannot be recorded: {error}.</source>
        <translation>未登录：无法记录此次登录：{error}。</translation>
    </message>
    <message>
        <source>the new PIN was not entered the same twice</source>
        <translation>两次输入的新密码不一致</translation>
    </message>
    <message>
        <source>No badge: type your staff code</source>
        <translation>无员工证：输入员工代码</translation>
    </message>
    <message>
        <source>No hand log is open: nobody can sign in here.</source>
        <translation>未开启牌局记录：无人可在此登录。</translation>
    </message>
    <message>
        <source>A {who} signs in: present your badge to the reader, then enter your PIN.</source>
        <translation>{who}登录：把员工证靠近读卡机，然后输入密码。</translation>
    </message>
    <message>
        <source>Badge {badge} is locked for {wait_text} more after too many wrong PINs.</source>
        <translation>员工证 {badge} 因密码错误次数过多，锁定剩余 {wait_text}。</translation>
    </message>
    <message>
        <source>Badge {badge} is locked until {time} after too many wrong PINs (counted at every floor station).</source>
        <translation>员工证 {badge} 因密码错误次数过多，锁定至 {time}（所有楼面站合计）。</translation>
    </message>
    <message>
        <source>Badge {badge}: enter the PIN.</source>
        <translation>员工证 {badge}：请输入密码。</translation>
    </message>
    <message>
        <source>Type the staff code you were given at first start, then OK.</source>
        <translation>输入首次启动时取得的员工代码，然后按 OK。</translation>
    </message>
    <message>
        <source>{short}. Enter the new PIN.</source>
        <translation>{short}。请输入新密码。</translation>
    </message>
    <message>
        <source>Not signed in: {refused}.</source>
        <translation>未登录：{refused}。</translation>
    </message>
    <message>
        <source>Enter the new PIN again.</source>
        <translation>请再输入一次新密码。</translation>
    </message>
    <message>
        <source>Export the hand log</source>
        <translation>导出牌局记录</translation>
    </message>
    <message>
        <source>Verify the hand log</source>
        <translation>验证牌局记录</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Leave kiosk mode (close the app)</source>
        <translation>离开全屏幕模式（关闭程序）</translation>
    </message>
    <message>
        <source>All tables (room)</source>
        <translation>所有牌桌（场馆）</translation>
    </message>
    <message>
        <source>Reading the hand log…</source>
        <translation>正在读取牌局记录…</translation>
    </message>
    <message>
        <source>Reading the room…</source>
        <translation>正在读取场馆…</translation>
    </message>
    <message>
        <source>Reading the room: {done} of {total} table logs…</source>
        <translation>正在读取场馆：{done}／{total} 个牌桌记录…</translation>
    </message>
    <message>
        <source>{text}: {hands}, {rulings}.</source>
        <translation>{text}：{hands}，{rulings}。</translation>
    </message>
    <message>
        <source>{period}, the room ({tables}): {hands}{game}, {rulings}, {overrides} overridden.</source>
        <translation>{period}，场馆（{tables}）：{hands}{game}，{rulings}，推翻 {overrides}。</translation>
    </message>
    <message>
        <source>Export stopped: {message}</source>
        <translation>导出已停止：{message}</translation>
    </message>
    <message>
        <source>Check stopped: {message}</source>
        <translation>验证已停止：{message}</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 局</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} 局</translation>
    </message>
    <message>
        <source>1 event</source>
        <translation>1 笔事件</translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation>{count} 笔事件</translation>
    </message>
    <message>
        <source>1 ruling</source>
        <translation>1 项裁决</translation>
    </message>
    <message>
        <source>{count} rulings</source>
        <translation>{count} 项裁决</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 桌</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} 桌</translation>
    </message>
    <message>
        <source>{count} ruling open</source>
        <translation>{count} 项裁决待处理</translation>
    </message>
    <message>
        <source>{count} rulings open</source>
        <translation>{count} 项裁决待处理</translation>
    </message>
    <message>
        <source>{count} OFFLINE TOO LONG or never connected</source>
        <translation>{count} 张离线过久或从未连线</translation>
    </message>
    <message>
        <source>the room is out of reach: retrying</source>
        <translation>连不上本场：重试中</translation>
    </message>
    <message>
        <source>{count} with a device down</source>
        <translation>{count} 张桌设备故障</translation>
    </message>
    <message>
        <source> of {game}</source>
        <translation>（{game}）</translation>
    </message>
    <message>
        <source>Choose dates…</source>
        <translation>选择日期…</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>全部期间</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>本桌</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>所有牌桌</translation>
    </message>
    <message>
        <source>Hands started, by hour of the day</source>
        <translation>各时段开始的局数</translation>
    </message>
    <message>
        <source>No hands in this period</source>
        <translation>此期间没有牌局</translation>
    </message>
    <message>
        <source>Rulings, by table</source>
        <translation>各桌裁决</translation>
    </message>
    <message>
        <source>No rulings in this period</source>
        <translation>此期间没有裁决</translation>
    </message>
    <message>
        <source>Rulings decided, by floorperson</source>
        <translation>各楼面主管的裁决</translation>
    </message>
    <message>
        <source>No rulings decided in this period</source>
        <translation>此期间没有已决的裁决</translation>
    </message>
    <message>
        <source>Overrides, by table</source>
        <translation>各桌的破例核准</translation>
    </message>
    <message>
        <source>No overrides in this period</source>
        <translation>此期间没有破例核准</translation>
    </message>
    <message>
        <source>Hands dealt, by dealer</source>
        <translation>各荷官发的局数</translation>
    </message>
    <message>
        <source>No house dealer signed in for these hands</source>
        <translation>这些牌局没有场馆荷官登录</translation>
    </message>
    <message>
        <source>Rulings, by dealer</source>
        <translation>各荷官的裁决</translation>
    </message>
    <message>
        <source>No rulings in hands with a house dealer</source>
        <translation>有场馆荷官的牌局中没有裁决</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>所有游戏</translation>
    </message>
    <message>
        <source>{result}
Not recorded in the hand log: {error}</source>
        <translation>{result}
未记入牌局记录：{error}</translation>
    </message>
    <message>
        <source>Export failed: {detail}</source>
        <translation>导出失败：{detail}</translation>
    </message>
    <message>
        <source>Check failed: {detail}</source>
        <translation>验证失败：{detail}</translation>
    </message>
    <message>
        <source>Charts stopped: {message}</source>
        <translation>图表已停止：{message}</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>导出中…</translation>
    </message>
    <message>
        <source>Checking the hand log…</source>
        <translation>正在检查牌局记录…</translation>
    </message>
    <message>
        <source>{written} ({dates})</source>
        <translation>{written}（{dates}）</translation>
    </message>
    <message>
        <source>{written} ({skipped} skipped: not poker hands)</source>
        <translation>{written}（略过 {skipped} 笔：不是扑克牌局）</translation>
    </message>
    <message>
        <source>Wrote {written} to {path}</source>
        <translation>已将 {written} 写入 {path}</translation>
    </message>
    <message>
        <source>Charts failed: {detail}</source>
        <translation>图表失败：{detail}</translation>
    </message>
    <message>
        <source>OK: {checked} events checked, chain head {head}</source>
        <translation>OK：已验证 {checked} 笔事件，链头 {head}</translation>
    </message>
    <message>
        <source>{text}; imported PHH tables not replayed by the table engine: {tables}</source>
        <translation>{text}；导入的 PHH 牌桌未经牌桌程序重播：{tables}</translation>
    </message>
    <message>
        <source>FAILED at row seq {seq}: {problem}</source>
        <translation>失败，位于第 seq {seq} 列：{problem}</translation>
    </message>
    <message>
        <source>FAILED: {problem}</source>
        <translation>失败：{problem}</translation>
    </message>
    <message>
        <source>Table set-up (between hands)</source>
        <translation>牌桌设置（牌局之间）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限注</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>开桌</translation>
    </message>
    <message>
        <source>Dealer…</source>
        <translation>荷官…</translation>
    </message>
    <message>
        <source>Button draw…</source>
        <translation>抽按钮…</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Back to the chips</source>
        <translation>返回筹码</translation>
    </message>
    <message>
        <source>Seat a player: touch an open seat</source>
        <translation>安排玩家入座：点击空位</translation>
    </message>
    <message>
        <source>The room file is not used: {error}</source>
        <translation>未使用场馆文件：{error}</translation>
    </message>
    <message>
        <source>{limit}
set amounts</source>
        <translation>{limit}
设定金额</translation>
    </message>
    <message>
        <source>{limit} is not offered: the room file must say {rule}.</source>
        <translation>不提供 {limit}：场馆文件必须写明 {rule}。</translation>
    </message>
    <message>
        <source>{name} lists no limits for this game: the room names them in its own profile file</source>
        <translation>{name} 未列出此游戏的注额：由场馆在自己的设置档中指定</translation>
    </message>
    <message>
        <source>Open: {house} {limit} {get}</source>
        <translation>开桌：{house} {limit} {get}</translation>
    </message>
    <message>
        <source>${amount} refused: {reason}</source>
        <translation>${amount} 被拒绝：{reason}</translation>
    </message>
    <message>
        <source>{limit} cannot open: the room file must say {rule}.</source>
        <translation>{limit} 无法开桌：场馆文件必须写明 {rule}。</translation>
    </message>
    <message>
        <source>Opening {label}</source>
        <translation>正在开桌 {label}</translation>
    </message>
    <message>
        <source>{seat} open</source>
        <translation>{seat} 空位</translation>
    </message>
    <message>
        <source>Seat {seat}: sit {strip} down</source>
        <translation>{seat} 号座位：{strip} 入座</translation>
    </message>
    <message>
        <source>Seat {seat}: {strip}&apos;s chips?</source>
        <translation>{seat} 号座位：{strip} 的筹码？</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} with ${stack}. How does {name} come in? (K03)</source>
        <translation>{seat} 号座位：{name}，${stack}。{name} 如何加入？（K03）</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} cannot sit down now</source>
        <translation>{seat} 号座位：{name} 现在无法入座</translation>
    </message>
    <message>
        <source>Refused: {refusal}. Go back to the chips for another amount; the floor may accept it with a reason from the seat&apos;s own panel (LC-P1).</source>
        <translation>拒绝：{refusal}。回到筹码输入其他金额；楼面主管可在该座位的面板以理由接受（LC-P1）。</translation>
    </message>
    <message>
        <source>Start hand</source>
        <translation>开始牌局</translation>
    </message>
    <message>
        <source>Blinds posted</source>
        <translation>盲注已下</translation>
    </message>
    <message>
        <source>Pot pushed</source>
        <translation>底池已派</translation>
    </message>
    <message>
        <source>Cards collected: end hand</source>
        <translation>已收牌：结束牌局</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>过牌</translation>
    </message>
    <message>
        <source>Call
${amount}</source>
        <translation>跟注
${amount}</translation>
    </message>
    <message>
        <source>All-in
${amount}</source>
        <translation>全押
${amount}</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>高牌</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>一对</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>两对</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>三条</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>顺子</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>同花</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>葫芦</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>四条</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>同花顺</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>皇家同花顺</translation>
    </message>
    <message>
        <source>Deal now</source>
        <translation>现在发牌</translation>
    </message>
    <message>
        <source>Wait for big blind</source>
        <translation>等大盲注</translation>
    </message>
    <message>
        <source>Post big blind</source>
        <translation>下大盲注</translation>
    </message>
    <message>
        <source>Post missed blinds</source>
        <translation>补下错过的盲注</translation>
    </message>
    <message>
        <source>Buy button</source>
        <translation>买庄家按钮</translation>
    </message>
    <message>
        <source>Post in front of button</source>
        <translation>在庄家按钮前下注</translation>
    </message>
    <message>
        <source>Straddle</source>
        <translation>抓盲 (straddle)</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>跟注</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>加注</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>补足</translation>
    </message>
    <message>
        <source>All in</source>
        <translation>全押</translation>
    </message>
    <message>
        <source>Which seat?</source>
        <translation>哪个座位？</translation>
    </message>
    <message>
        <source>The reason (optional)</source>
        <translation>原因（可不填）</translation>
    </message>
    <message>
        <source>Who says the board plays?</source>
        <translation>谁说公共牌即为其牌？</translation>
    </message>
    <message>
        <source>Who called his hand?</source>
        <translation>谁报了自己的牌型？</translation>
    </message>
    <message>
        <source>What did he call?</source>
        <translation>他报了什么牌型？</translation>
    </message>
    <message>
        <source>Floor: rule on a wrong hand call</source>
        <translation>楼面：就报错牌型裁决</translation>
    </message>
    <message>
        <source>Who called his hand wrong?</source>
        <translation>谁报错了牌型？</translation>
    </message>
    <message>
        <source>The floor&apos;s ruling</source>
        <translation>楼面主管的裁决</translation>
    </message>
    <message>
        <source>Deliberate: he forfeits the pot</source>
        <translation>故意：他失去底池</translation>
    </message>
    <message>
        <source>Cards speak: no penalty</source>
        <translation>以牌为准：不罚</translation>
    </message>
    <message>
        <source>The floor&apos;s reason</source>
        <translation>楼面主管的理由</translation>
    </message>
    <message>
        <source>Cards exposed during the hand</source>
        <translation>牌局中亮出的牌</translation>
    </message>
    <message>
        <source>Whose cards were shown?</source>
        <translation>谁的牌被亮出？</translation>
    </message>
    <message>
        <source>Shown to whom?</source>
        <translation>亮给谁看？</translation>
    </message>
    <message>
        <source>Someone not in the hand</source>
        <translation>不在牌局中的人</translation>
    </message>
    <message>
        <source>Which cards were shown?</source>
        <translation>亮出了哪些牌？</translation>
    </message>
    <message>
        <source>Whose exposed cards?</source>
        <translation>谁亮出的牌？</translation>
    </message>
    <message>
        <source>Who asks to see them?</source>
        <translation>谁要求看？</translation>
    </message>
    <message>
        <source>Award disputed: hold the pot</source>
        <translation>派彩有争议：暂扣底池</translation>
    </message>
    <message>
        <source>Who disputes the award?</source>
        <translation>谁对派彩有异议？</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>荷官</translation>
    </message>
    <message>
        <source>Floor: the award stands</source>
        <translation>楼面：派彩维持不变</translation>
    </message>
    <message>
        <source>Floor: award the pot to one seat</source>
        <translation>楼面：将底池判给一个座位</translation>
    </message>
    <message>
        <source>Which seat takes the pot(s)?</source>
        <translation>哪个座位赢得底池？</translation>
    </message>
    <message>
        <source>Floor: split the pot between seats</source>
        <translation>楼面：在座位间平分底池</translation>
    </message>
    <message>
        <source>Which pot is split?</source>
        <translation>平分哪个底池？</translation>
    </message>
    <message>
        <source>Who shares it? (high-low: the high half)</source>
        <translation>谁平分？（高低牌：高牌那一半）</translation>
    </message>
    <message>
        <source>Who shares the low half? (Skip: no low, the high hand(s) take it all)</source>
        <translation>谁平分低牌那一半？（略过：无低牌，高牌者全拿）</translation>
    </message>
    <message>
        <source>Player taps the table (a check)</source>
        <translation>玩家敲桌（过牌）</translation>
    </message>
    <message>
        <source>Who tapped?</source>
        <translation>谁敲了桌？</translation>
    </message>
    <message>
        <source>How?</source>
        <translation>怎么做的？</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>轻敲</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>敲桌</translation>
    </message>
    <message>
        <source>Gesture</source>
        <translation>手势</translation>
    </message>
    <message>
        <source>Who acted out of turn?</source>
        <translation>谁未轮到就行动？</translation>
    </message>
    <message>
        <source>What did he do?</source>
        <translation>他做了什么？</translation>
    </message>
    <message>
        <source>Bet or raise to how much? (Skip for a check, call or fold)</source>
        <translation>下注或加注到多少？（过牌、跟注或弃牌请略过）</translation>
    </message>
    <message>
        <source>Bet out of turn taken back</source>
        <translation>收回未轮到的下注</translation>
    </message>
    <message>
        <source>Whose bet is taken back?</source>
        <translation>收回谁的下注？</translation>
    </message>
    <message>
        <source>Turn let pass (player silent)</source>
        <translation>轮到时未行动（玩家沉默）</translation>
    </message>
    <message>
        <source>Who let his turn pass?</source>
        <translation>谁错过了自己的行动？</translation>
    </message>
    <message>
        <source>Floor: rule on a turn let pass</source>
        <translation>楼面：就错过行动裁决</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>哪位玩家？</translation>
    </message>
    <message>
        <source>Every option back</source>
        <translation>恢复所有选择</translation>
    </message>
    <message>
        <source>Call or fold only</source>
        <translation>只能跟注或弃牌</translation>
    </message>
    <message>
        <source>Whose chips?</source>
        <translation>谁的筹码？</translation>
    </message>
    <message>
        <source>How much came forward?</source>
        <translation>推出了多少？</translation>
    </message>
    <message>
        <source>Floor: rule on chips still held</source>
        <translation>楼面：就仍握在手的筹码裁决</translation>
    </message>
    <message>
        <source>A bet: the chips play</source>
        <translation>算下注：筹码有效</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>不算下注</translation>
    </message>
    <message>
        <source>Who called short?</source>
        <translation>谁跟注不足？</translation>
    </message>
    <message>
        <source>How much did he put in? (Skip: he only said &apos;call&apos;)</source>
        <translation>他放了多少？（略过：他只说了“跟”）</translation>
    </message>
    <message>
        <source>Short call: take back, complete or fold</source>
        <translation>跟注不足：收回、补足或弃牌</translation>
    </message>
    <message>
        <source>Whose short call?</source>
        <translation>谁跟注不足？</translation>
    </message>
    <message>
        <source>What does he do?</source>
        <translation>他怎么做？</translation>
    </message>
    <message>
        <source>Takes the call back</source>
        <translation>收回跟注</translation>
    </message>
    <message>
        <source>Completes the raise</source>
        <translation>补足加注</translation>
    </message>
    <message>
        <source>Folds</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>Whose raise?</source>
        <translation>谁的加注？</translation>
    </message>
    <message>
        <source>Who objects?</source>
        <translation>谁提出异议？</translation>
    </message>
    <message>
        <source>Floor: rule on a string raise</source>
        <translation>楼面：就分次加注裁决</translation>
    </message>
    <message>
        <source>The raise stands</source>
        <translation>加注有效</translation>
    </message>
    <message>
        <source>It is a call</source>
        <translation>算跟注</translation>
    </message>
    <message>
        <source>Accidental raise taken back</source>
        <translation>收回意外的加注</translation>
    </message>
    <message>
        <source>Colour up a player&apos;s chips</source>
        <translation>为玩家换大面额筹码</translation>
    </message>
    <message>
        <source>How much is changed?</source>
        <translation>换多少？</translation>
    </message>
    <message>
        <source>From which chip?</source>
        <translation>从哪种筹码？</translation>
    </message>
    <message>
        <source>Into which chip?</source>
        <translation>换成哪种筹码？</translation>
    </message>
    <message>
        <source>Floor: remove a player</source>
        <translation>楼面：请玩家离桌</translation>
    </message>
    <message>
        <source>Who is removed?</source>
        <translation>请谁离桌？</translation>
    </message>
    <message>
        <source>Floor: let a removed player back</source>
        <translation>楼面：让离桌的玩家回来</translation>
    </message>
    <message>
        <source>Who comes back?</source>
        <translation>谁回来？</translation>
    </message>
    <message>
        <source>How does he come back?</source>
        <translation>他如何回到牌局？</translation>
    </message>
    <message>
        <source>Floor: rule on posting abuse</source>
        <translation>楼面：就滥用下盲注裁决</translation>
    </message>
    <message>
        <source>Post a big blind before his next hand</source>
        <translation>下一手牌前下大盲注</translation>
    </message>
    <message>
        <source>No action</source>
        <translation>不采取行动</translation>
    </message>
    <message>
        <source>Two players swap seats</source>
        <translation>两位玩家互换座位</translation>
    </message>
    <message>
        <source>First player?</source>
        <translation>第一位玩家？</translation>
    </message>
    <message>
        <source>Swaps with?</source>
        <translation>与谁互换？</translation>
    </message>
    <message>
        <source>Deal off: move after the button hand</source>
        <translation>打完庄家位后换座（deal off）</translation>
    </message>
    <message>
        <source>Who played his button hand?</source>
        <translation>谁打完了庄家位那手牌？</translation>
    </message>
    <message>
        <source>To which open seat?</source>
        <translation>换到哪个空位？</translation>
    </message>
    <message>
        <source>Take the full-game collection</source>
        <translation>收取满桌抽水</translation>
    </message>
    <message>
        <source>From whose stack?</source>
        <translation>从谁的筹码收？</translation>
    </message>
    <message>
        <source>Floor: pick up an away player&apos;s chips</source>
        <translation>楼面：收起离座玩家的筹码</translation>
    </message>
    <message>
        <source>Whose chips are picked up?</source>
        <translation>收起谁的筹码？</translation>
    </message>
    <message>
        <source>Why? (Skip at a full game&apos;s third button; a seat asked for, or repeated lobbying)</source>
        <translation>原因？（满桌第三次轮到庄家位时略过；有人要这个座位，或一再离座）</translation>
    </message>
    <message>
        <source>Must-move game: on or off</source>
        <translation>必转桌（must-move）：开或关</translation>
    </message>
    <message>
        <source>Is this table a must-move game?</source>
        <translation>这张桌是必转桌吗？</translation>
    </message>
    <message>
        <source>Must-move game</source>
        <translation>必转桌</translation>
    </message>
    <message>
        <source>Not a must-move game</source>
        <translation>不是必转桌</translation>
    </message>
    <message>
        <source>Floor: set the short-handed collection</source>
        <translation>楼面：设定人少时的抽水</translation>
    </message>
    <message>
        <source>The collection while short-handed</source>
        <translation>人少时的抽水</translation>
    </message>
    <message>
        <source>Blinds chop (everyone folded to them)</source>
        <translation>盲注平分（其他人都弃牌）</translation>
    </message>
    <message>
        <source>Floor: collect by time, or on the button</source>
        <translation>楼面：按时间收费，或在庄家位收</translation>
    </message>
    <message>
        <source>How is the collection taken from now on?</source>
        <translation>从现在起如何收取抽水？</translation>
    </message>
    <message>
        <source>By time (every player, per period)</source>
        <translation>按时间（每位玩家，每个时段）</translation>
    </message>
    <message>
        <source>On the button</source>
        <translation>在庄家位收</translation>
    </message>
    <message>
        <source>Floor: call time</source>
        <translation>楼面：宣布收时间费</translation>
    </message>
    <message>
        <source>Is anyone on the waiting list?</source>
        <translation>候位名单上有人吗？</translation>
    </message>
    <message>
        <source>Yes: everyone pays before his next hand</source>
        <translation>有：每人在下一手牌前付费</translation>
    </message>
    <message>
        <source>No: each may play to his big blind first</source>
        <translation>没有：每人可先打到自己的大盲注</translation>
    </message>
    <message>
        <source>Player pays time</source>
        <translation>玩家付时间费</translation>
    </message>
    <message>
        <source>Who pays his time?</source>
        <translation>谁付时间费？</translation>
    </message>
    <message>
        <source>Players agree a time pot</source>
        <translation>玩家同意打时间底池</translation>
    </message>
    <message>
        <source>Who plays the time pot? (the winner pays for all)</source>
        <translation>谁参加时间底池？（赢家替所有人付）</translation>
    </message>
    <message>
        <source>Time-pot winner pays for all</source>
        <translation>时间底池赢家替所有人付费</translation>
    </message>
    <message>
        <source>Who won the time pot?</source>
        <translation>谁赢了时间底池？</translation>
    </message>
    <message>
        <source>Newcomer dealt in before posting</source>
        <translation>新玩家未下盲注就发到牌</translation>
    </message>
    <message>
        <source>Which newcomer got cards?</source>
        <translation>哪位新玩家拿到了牌？</translation>
    </message>
    <message>
        <source>Did he look at his cards?</source>
        <translation>他看牌了吗？</translation>
    </message>
    <message>
        <source>He looked at them</source>
        <translation>他看了</translation>
    </message>
    <message>
        <source>He did not look</source>
        <translation>他没看</translation>
    </message>
    <message>
        <source>Which cards did he get?</source>
        <translation>他拿到哪些牌？</translation>
    </message>
    <message>
        <source>Player dealt in by mistake has acted</source>
        <translation>误发牌的玩家已行动</translation>
    </message>
    <message>
        <source>Who was dealt in by mistake?</source>
        <translation>谁被误发了牌？</translation>
    </message>
    <message>
        <source>How much has he put in this round?</source>
        <translation>他这一轮放了多少？</translation>
    </message>
    <message>
        <source>Was his action a fold?</source>
        <translation>他的行动是弃牌吗？</translation>
    </message>
    <message>
        <source>He folded</source>
        <translation>他弃牌了</translation>
    </message>
    <message>
        <source>He checked or called</source>
        <translation>他过牌或跟注了</translation>
    </message>
    <message>
        <source>A player asks to see a hand pushed face down</source>
        <translation>玩家要求看盖牌推入的手牌</translation>
    </message>
    <message>
        <source>Who asks to see it?</source>
        <translation>谁要求看？</translation>
    </message>
    <message>
        <source>Whose hand is asked for?</source>
        <translation>要求看谁的牌？</translation>
    </message>
    <message>
        <source>Which cards does that hand hold?</source>
        <translation>那手牌是哪些牌？</translation>
    </message>
    <message>
        <source>Had the hand touched the muck?</source>
        <translation>那手牌碰到弃牌堆了吗？</translation>
    </message>
    <message>
        <source>Yes: it is dead</source>
        <translation>碰到了：该手牌作废</translation>
    </message>
    <message>
        <source>No: it was only pushed face down</source>
        <translation>没有：只是盖牌推入</translation>
    </message>
    <message>
        <source>Floor: declare a misdeal</source>
        <translation>楼面：宣布发错牌</translation>
    </message>
    <message>
        <source>Which misdeal case (LC-104)?</source>
        <translation>哪一种发错牌情况（LC-104）？</translation>
    </message>
    <message>
        <source>Chips passed to a player waiting for his runner</source>
        <translation>筹码交给正在等跑腿送筹码的玩家</translation>
    </message>
    <message>
        <source>Who hands the chips over?</source>
        <translation>谁把筹码交出？</translation>
    </message>
    <message>
        <source>Who waits for his runner&apos;s chips?</source>
        <translation>谁在等跑腿送来的筹码？</translation>
    </message>
    <message>
        <source>How much is passed?</source>
        <translation>交了多少？</translation>
    </message>
    <message>
        <source>Cash put on the table (it does not play)</source>
        <translation>现金放在桌上（不算在玩）</translation>
    </message>
    <message>
        <source>Whose cash?</source>
        <translation>谁的现金？</translation>
    </message>
    <message>
        <source>Chips handed to another player</source>
        <translation>筹码交给另一位玩家</translation>
    </message>
    <message>
        <source>Who took the chips?</source>
        <translation>谁拿了筹码？</translation>
    </message>
    <message>
        <source>Rack or object on the playing surface</source>
        <translation>筹码架或物品放在牌桌上</translation>
    </message>
    <message>
        <source>At which seat?</source>
        <translation>在哪个座位？</translation>
    </message>
    <message>
        <source>Another casino&apos;s or wrapped chips</source>
        <translation>其他赌场的筹码或未拆封的筹码</translation>
    </message>
    <message>
        <source>Cards held out of view</source>
        <translation>牌被拿到视线之外</translation>
    </message>
    <message>
        <source>Whose cards?</source>
        <translation>谁的牌？</translation>
    </message>
    <message>
        <source>Every pot</source>
        <translation>所有底池</translation>
    </message>
    <message>
        <source>Main pot · ${amount}</source>
        <translation>主池 · ${amount}</translation>
    </message>
    <message>
        <source>Side pot {number} · ${amount}</source>
        <translation>边池 {number} · ${amount}</translation>
    </message>
    <message>
        <source>LC-104{letter} · {case}</source>
        <translation>LC-104{letter} · {case}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player}</source>
        <translation>{seat} 号座位 · {player}</translation>
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
到 ${amount}</translation>
    </message>
    <message>
        <source>{verb}
${low}-${high}</source>
        <translation>{verb}
${low}-${high}</translation>
    </message>
    <message>
        <source>Ask seat {seat}: {what}? (before the first card)</source>
        <translation>询问 {seat} 号座位：{what}？（发第一张牌前）</translation>
    </message>
    <message>
        <source>No
{what}</source>
        <translation>不
{what}</translation>
    </message>
    <message>
        <source>Seat {seat} posts
{what} ${amount}</source>
        <translation>{seat} 号座位下
{what} ${amount}</translation>
    </message>
    <message>
        <source>Waiting for players.</source>
        <translation>等待玩家。</translation>
    </message>
    <message>
        <source>Seat {seat} acts:</source>
        <translation>{seat} 号座位行动：</translation>
    </message>
    <message>
        <source>Deal from the shoe: every card read appears on the table.</source>
        <translation>从牌靴发牌：读到的每张牌都会显示在牌桌上。</translation>
    </message>
    <message>
        <source>No shoe connected.</source>
        <translation>未连接牌靴。</translation>
    </message>
    <message>
        <source>Cards dealt by hand</source>
        <translation>已手动发牌</translation>
    </message>
    <message>
        <source>Enter {need} board cards by touch</source>
        <translation>点击输入 {need} 张公共牌</translation>
    </message>
    <message>
        <source>Enter 1 board card by touch</source>
        <translation>点击输入 1 张公共牌</translation>
    </message>
    <message>
        <source>Seat {seat}
mucks</source>
        <translation>{seat} 号座位
弃牌</translation>
    </message>
    <message>
        <source>Seat {seat}
shows</source>
        <translation>{seat} 号座位
亮牌</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>TPPP</source>
        <translation>TPPP</translation>
    </message>
    <message>
        <source>{number}  open</source>
        <translation>{number}  空位</translation>
    </message>
    <message>
        <source>banks</source>
        <translation>坐庄</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>已恢复</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>silent</source>
        <translation>无信号</translation>
    </message>
    <message>
        <source>lid open</source>
        <translation>盖子开着</translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>切牌卡</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>已断开</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>无牌靴</translation>
    </message>
    <message>
        <source>{device}: {state}</source>
        <translation>{device}：{state}</translation>
    </message>
    <message>
        <source>NOW</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>NEXT</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Nothing to do</source>
        <translation>无需操作</translation>
    </message>
    <message>
        <source>… and {more} more</source>
        <translation>…还有 {more} 项</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>规则：{rules}</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Ruling {number}: {title}{detail}. {ruling}{note}</source>
        <translation>裁决 {number}：{title}{detail}。{ruling}{note}</translation>
    </message>
    <message>
        <source>Call the floorperson: Floor &gt; Rulings, badge and PIN, to confirm or override.</source>
        <translation>请调用楼面主管：楼面 &gt; 裁决，以员工证和密码确认或推翻。</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>小盲</translation>
    </message>
    <message>
        <source>BB</source>
        <translation>大盲</translation>
    </message>
    <message>
        <source>BtnB</source>
        <translation>按钮盲</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>盲注</translation>
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
        <translation>补盲</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>欠盲</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>离座</translation>
    </message>
    <message>
        <source>Wait BB</source>
        <translation>等大盲</translation>
    </message>
    <message>
        <source>Wait STR</source>
        <translation>等 STR</translation>
    </message>
    <message>
        <source>Hand void: every bet went back</source>
        <translation>牌局无效：所有下注已退回</translation>
    </message>
    <message>
        <source>blinds</source>
        <translation>盲注</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>betting</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>board cards</source>
        <translation>公共牌</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>摊牌</translation>
    </message>
    <message>
        <source>pushing the pot</source>
        <translation>派发底池</translation>
    </message>
    <message>
        <source>pot pushed</source>
        <translation>底池已派</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>已作废</translation>
    </message>
    <message>
        <source>Preflop</source>
        <translation>翻牌前</translation>
    </message>
    <message>
        <source>Flop</source>
        <translation>翻牌</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>转牌</translation>
    </message>
    <message>
        <source>River</source>
        <translation>河牌</translation>
    </message>
    <message>
        <source>3rd street</source>
        <translation>第三街</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>第四街</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>第五街</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>第六街</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>第七街</translation>
    </message>
    <message>
        <source>Dealer {name}</source>
        <translation>荷官 {name}</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Coll</source>
        <translation>场费</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>全押</translation>
    </message>
    <message>
        <source>Hand {number} complete · Between hands</source>
        <translation>第 {number} 局结束 · 牌局之间</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>牌局之间</translation>
    </message>
    <message>
        <source>Total pot ${amount}</source>
        <translation>底池总额 ${amount}</translation>
    </message>
    <message>
        <source>Main pot ${amount}</source>
        <translation>主池 ${amount}</translation>
    </message>
    <message>
        <source>Side pot {number} ${amount}</source>
        <translation>边池 {number} ${amount}</translation>
    </message>
    <message>
        <source>Hand {number} · {street} · {phase}</source>
        <translation>第 {number} 局 · {street} · {phase}</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>强制开注</translation>
    </message>
    <message>
        <source>7th street: {plan} ({rules})</source>
        <translation>第七街：{plan}（{rules}）</translation>
    </message>
    <message>
        <source>Seat {seat} ({name}): declare TPPP</source>
        <translation>{seat} 号座位（{name}）：声明 TPPP</translation>
    </message>
    <message>
        <source>The facts differ from the report</source>
        <translation>事实与回报不符</translation>
    </message>
    <message>
        <source>The floor&apos;s judgement in the interest of fairness (LC-P1)</source>
        <translation>楼面基于公平的判断（LC-P1）</translation>
    </message>
    <message>
        <source>The players agreed before action and the floor allows it</source>
        <translation>玩家在行动前已同意，楼面主管允许</translation>
    </message>
    <message>
        <source>No ruling waits for the floor.</source>
        <translation>没有等待楼面主管的裁决。</translation>
    </message>
    <message>
        <source>Reading the hand from the room&apos;s copy of the log ...</source>
        <translation>正在从本场的记录副本读取这手牌 ...</translation>
    </message>
    <message>
        <source>The room&apos;s copy cannot show this ruling: {why}</source>
        <translation>本场副本无法显示此裁决：{why}</translation>
    </message>
    <message>
        <source>Choose a ruling above, or touch a table with an amber edge on the Room page.</source>
        <translation>请在上方选择一项裁决，或在“本场”页点选有琥珀色边框的牌桌。</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>牌桌 {table}</translation>
    </message>
    <message>
        <source>The station&apos;s decision: {decision}</source>
        <translation>本站的决定：{decision}</translation>
    </message>
    <message>
        <source>Confirm ruling {number}</source>
        <translation>确认裁决 {number}</translation>
    </message>
    <message>
        <source>Override: {reason}</source>
        <translation>推翻：{reason}</translation>
    </message>
    <message>
        <source>Confirm ruling {number} at {table}: the floorperson&apos;s badge, then PIN.</source>
        <translation>确认 {table} 的裁决 {number}：楼面主管的员工证，然后密码。</translation>
    </message>
    <message>
        <source>Override ({reason}) ruling {number} at {table}: the floorperson&apos;s badge, then PIN.</source>
        <translation>推翻 {table} 的裁决 {number}（{reason}）：楼面主管的员工证，然后密码。</translation>
    </message>
    <message>
        <source>Not recorded: {why}.</source>
        <translation>未记录：{why}。</translation>
    </message>
    <message>
        <source>Not recorded: the room store is out of reach. Try again in a moment; if it lasts, call the technician.</source>
        <translation>未记录：连不上本场。请稍后再试；若持续如此，请找技术人员。</translation>
    </message>
    <message>
        <source>Ruling {number} at {table} confirmed by {name}: sent to the table.</source>
        <translation>{table} 的裁决 {number} 由 {name} 确认：已送到牌桌。</translation>
    </message>
    <message>
        <source>Ruling {number} at {table} overridden by {name}: sent to the table.</source>
        <translation>{table} 的裁决 {number} 由 {name} 推翻：已送到牌桌。</translation>
    </message>
    <message>
        <source>Override {number}: {reason}</source>
        <translation>推翻 {number}：{reason}</translation>
    </message>
    <message>
        <source>Ruling {number} confirmed by {name}.</source>
        <translation>裁决 {number} 已由 {name} 确认。</translation>
    </message>
    <message>
        <source>Ruling {number} overridden by {name}.</source>
        <translation>裁决 {number} 已由 {name} 推翻。</translation>
    </message>
    <message>
        <source>No ruling waits for the floor</source>
        <translation>没有等待楼面主管的裁决</translation>
    </message>
    <message>
        <source>Seat {seat} is open: nobody to declare</source>
        <translation>{seat} 号座位是空位：没有人可声明</translation>
    </message>
    <message>
        <source>Round {number} is in progress: settle it and end it before leaving this table.</source>
        <translation>第 {number} 局进行中：离开本桌前请先结算并结束这一局。</translation>
    </message>
    <message>
        <source>no cards are due now: {need}</source>
        <translation>现在不该发牌：{need}</translation>
    </message>
    <message>
        <source>no cards are due now</source>
        <translation>现在不该发牌</translation>
    </message>
    <message>
        <source>the shoe could not read the card it just dealt: enter it by touch (turn it over only where the game deals it face up)</source>
        <translation>牌靴读不到刚发出的牌：请点击输入（只在游戏规定翻开发的地方翻开）</translation>
    </message>
    <message>
        <source>the shoe read {card} but no card is due now: {need}</source>
        <translation>牌靴读到 {card}，但现在不该发牌：{need}</translation>
    </message>
    <message>
        <source>the shoe read {card} but no card is due now</source>
        <translation>牌靴读到 {card}，但现在不该发牌</translation>
    </message>
    <message>
        <source>between hands</source>
        <translation>牌局之间</translation>
    </message>
    <message>
        <source>during the deal</source>
        <translation>发牌时</translation>
    </message>
    <message>
        <source>during the betting and board cards</source>
        <translation>下注和发公共牌时</translation>
    </message>
    <message>
        <source>at showdown</source>
        <translation>摊牌时</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>现在应付</translation>
    </message>
    <message>
        <source>Seat buttons</source>
        <translation>座位按钮</translation>
    </message>
    <message>
        <source>player, as on the list</source>
        <translation>玩家（照名单上的写法）</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Meal break</source>
        <translation>用餐休息</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room, and his seat number</source>
        <translation>{player}？需为场内已入座的玩家，并填座位号</translation>
    </message>
    <message>
        <source>who</source>
        <translation>谁</translation>
    </message>
    <message>
        <source>Nothing due</source>
        <translation>目前无待办</translation>
    </message>
    <message>
        <source>Away from their seats: {count}</source>
        <translation>离座中：{count}</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} 分钟</translation>
    </message>
    <message>
        <source>{minutes} min of 30 (meal)</source>
        <translation>{minutes} 分钟，上限 30（用餐）</translation>
    </message>
    <message>
        <source>{minutes} min of 15</source>
        <translation>{minutes} 分钟，上限 15</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat} · {kind} · {time}</source>
        <translation>{player} · {table} {seat} 号座位 · {kind} · {time}</translation>
    </message>
    <message>
        <source>meal</source>
        <translation>用餐</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Missed blind</source>
        <translation>错过盲注</translation>
    </message>
    <message>
        <source>Hold button on</source>
        <translation>保留按钮：开</translation>
    </message>
    <message>
        <source>Hold button off</source>
        <translation>保留按钮：关</translation>
    </message>
    <message>
        <source>Back at his seat</source>
        <translation>已回座</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat}: {missed} missed-blind + hold button (never counted, LC-GL-33)</source>
        <translation>{player} · {table} {seat} 号座位：{missed} 个错过盲注按钮 + 保留按钮（永不计入，LC-GL-33）</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat}: {missed} missed-blind</source>
        <translation>{player} · {table} {seat} 号座位：{missed} 个错过盲注按钮</translation>
    </message>
    <message>
        <source>No buttons out</source>
        <translation>没有按钮在外</translation>
    </message>
    <message>
        <source>table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>amount $</source>
        <translation>金额 $</translation>
    </message>
    <message>
        <source>floor&apos;s reason to override (LC-P1), if any</source>
        <translation>楼面推翻的理由（LC-P1），如有</translation>
    </message>
    <message>
        <source>Buys in</source>
        <translation>买入</translation>
    </message>
    <message>
        <source>Buys in, amount not said</source>
        <translation>买入，未说金额</translation>
    </message>
    <message>
        <source>Leaves with these chips</source>
        <translation>带着这些筹码离桌</translation>
    </message>
    <message>
        <source>Left within the house&apos;s time: back with at least as much (LC-91)</source>
        <translation>在场馆规定时间内离开：回来时至少带一样多（LC-91）</translation>
    </message>
    <message>
        <source>how many dollars of chips?</source>
        <translation>多少美元的筹码？</translation>
    </message>
    <message>
        <source>{player}? a seated player and the chips he takes away</source>
        <translation>{player}？需为已入座的玩家及他带走的筹码</translation>
    </message>
    <message>
        <source>{player}: left {table} ({game}) {minutes} min ago with ${chips}; the rule holds {more} more min</source>
        <translation>{player}：{minutes} 分钟前带 ${chips} 离开 {table}（{game}）；规则还有 {more} 分钟有效</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>没有人</translation>
    </message>
    <message>
        <source>Dealer rotation: every {period_minutes} minutes</source>
        <translation>荷官轮换：每 {period_minutes} 分钟</translation>
    </message>
    <message>
        <source>The room store is out of reach: the rotation cannot be read now. The station tries again by itself; if it lasts, call the technician.</source>
        <translation>连不上本场：目前无法读取轮换表。工作站会自动重试；若持续如此，请找技术人员。</translation>
    </message>
    <message>
        <source>At the tables:</source>
        <translation>在牌桌上：</translation>
    </message>
    <message>
        <source>{table}: no dealer</source>
        <translation>{table}：没有荷官</translation>
    </message>
    <message>
        <source>due in {minutes} min</source>
        <translation>{minutes} 分钟后到点</translation>
    </message>
    <message>
        <source>DUE {minutes} min ago</source>
        <translation>已超时 {minutes} 分钟</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>现在到点</translation>
    </message>
    <message>
        <source>{table}: {dealer} for {minutes} min, {due}</source>
        <translation>{table}：{dealer} 已发牌 {minutes} 分钟，{due}</translation>
    </message>
    <message>
        <source>On break:</source>
        <translation>休息中：</translation>
    </message>
    <message>
        <source>On break: nobody</source>
        <translation>休息中：没有人</translation>
    </message>
    <message>
        <source>{dealer} since {minutes} min</source>
        <translation>{dealer} 已 {minutes} 分钟</translation>
    </message>
    <message>
        <source>Next:</source>
        <translation>接下来：</translation>
    </message>
    <message>
        <source>nobody free</source>
        <translation>没有空闲的荷官</translation>
    </message>
    <message>
        <source>{dealer} to {table} in {minutes} min, relieving {relieved}</source>
        <translation>{dealer} {minutes} 分钟后到 {table}，接替 {relieved}</translation>
    </message>
    <message>
        <source>{dealer} to {table} in {minutes} min</source>
        <translation>{dealer} {minutes} 分钟后到 {table}</translation>
    </message>
    <message>
        <source>Dealers</source>
        <translation>荷官</translation>
    </message>
    <message>
        <source>Move now (LC-139)</source>
        <translation>立即换桌（LC-139）</translation>
    </message>
    <message>
        <source>Play to his big blind and quit (LC-139a)</source>
        <translation>打到他的大盲注后离开（LC-139a）</translation>
    </message>
    <message>
        <source>Finish the blinds and button (LC-139b)</source>
        <translation>打完盲注和庄家按钮（LC-139b）</translation>
    </message>
    <message>
        <source>he may take a hand now, or come in behind the button, without posting</source>
        <translation>他可以马上玩一手，或从庄家按钮后面入局，都不用下注</translation>
    </message>
    <message>
        <source>he may come in behind the button without posting</source>
        <translation>他可以从庄家按钮后面入局，不用下注</translation>
    </message>
    <message>
        <source>he owes the missed blinds like any seated player</source>
        <translation>他要像其他在座玩家一样补错过的盲注</translation>
    </message>
    <message>
        <source>his stack $</source>
        <translation>他的筹码 $</translation>
    </message>
    <message>
        <source>he brings $</source>
        <translation>他带过去 $</translation>
    </message>
    <message>
        <source>enter his stack and what he brings</source>
        <translation>请输入他的筹码和他带过去的金额</translation>
    </message>
    <message>
        <source>A must-move needs two open tables of the same game and limit (LC-137)</source>
        <translation>必须换桌需要两张同游戏同注额的开放牌桌（LC-137）</translation>
    </message>
    <message>
        <source>The tables&apos; logs cannot be read now: the room store is out of reach. The station tries again by itself.</source>
        <translation>目前无法读取各桌的记录：连不上本场。工作站会自动重试。</translation>
    </message>
    <message>
        <source>{player} at {table}: not seated in its log yet; {may}</source>
        <translation>{player} 在 {table}：记录里还没入座；{may}</translation>
    </message>
    <message>
        <source>{player} at {table} seat {seat}: the button passed {passes} time(s); {may}</source>
        <translation>{player} 在 {table} {seat} 号座位：庄家按钮已经过 {passes} 次；{may}</translation>
    </message>
    <message>
        <source>Moved from a must-move game (LC-140):
{lines}</source>
        <translation>从必须移桌的牌局移来（LC-140）：
{lines}</translation>
    </message>
    <message>
        <source>{game_label}: no must-move game. Declare one to protect the main game (LC-137)</source>
        <translation>{game_label}：没有必须换桌的牌局。声明一个以保护主牌局（LC-137）</translation>
    </message>
    <message>
        <source>{extra} must move to {main}</source>
        <translation>{extra} 必须换桌到 {main}</translation>
    </message>
    <message>
        <source>{game_label}: {must_move_table} must move to {main_table}; {main_table} counts as a full game (LC-131)</source>
        <translation>{game_label}：{must_move_table} 必须换到 {main_table}；{main_table} 算满桌（LC-131）</translation>
    </message>
    <message>
        <source>playing in {table}</source>
        <translation>在 {table} 打牌</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>候位中</translation>
    </message>
    <message>
        <source>called</source>
        <translation>已叫号</translation>
    </message>
    <message>
        <source>moving to {table}</source>
        <translation>正换到 {table}</translation>
    </message>
    <message>
        <source>List, in the waiting list&apos;s order (LC-138):
{lines}</source>
        <translation>名单，依候位名单顺序（LC-138）：
{lines}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>没有人</translation>
    </message>
    <message>
        <source>not counted yet</source>
        <translation>尚未点算</translation>
    </message>
    <message>
        <source>Players in {table}: {count} (short: they keep their rights without playing, LC-141)</source>
        <translation>{table} 的玩家：{count}（人少：不玩也保留权利，LC-141）</translation>
    </message>
    <message>
        <source>Players in {table}: {count}</source>
        <translation>{table} 的玩家：{count}</translation>
    </message>
    <message>
        <source>{moving} moves to {main_table}: he brings at least ${minimum}, or all he has when under it (LC-143); no missed-blind buttons follow (LC-142)</source>
        <translation>{moving} 换到 {main_table}：至少带 ${minimum}，不足则全部带上（LC-143）；错过盲注按钮不跟随（LC-142）</translation>
    </message>
    <message>
        <source>Move {player}</source>
        <translation>移动 {player}</translation>
    </message>
    <message>
        <source>{called} was called: his choice</source>
        <translation>{called} 被叫到：由他选择</translation>
    </message>
    <message>
        <source>Call {top} from {must_move_table}: where does he sit in this hand?</source>
        <translation>从 {must_move_table} 叫 {top}：这一局他坐哪里？</translation>
    </message>
    <message>
        <source>Waiting lists</source>
        <translation>候位名单</translation>
    </message>
    <message>
        <source>Must-move</source>
        <translation>必须换桌</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>休息</translation>
    </message>
    <message>
        <source>Buy-ins</source>
        <translation>买入</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>set the room&apos;s house in the settings (house = &quot;LC_HIGH&quot;, ...)</source>
        <translation>请在设置中指定本场的规则（house = &quot;LC_HIGH&quot;, ...）</translation>
    </message>
    <message>
        <source>the room file {file}: {error}</source>
        <translation>本厅设置文件 {file}：{error}</translation>
    </message>
    <message>
        <source>Waiting lists, must-move games and breaks need the house&apos;s rules: {problem}</source>
        <translation>候位名单、必须换桌牌局和休息需要场馆规则：{problem}</translation>
    </message>
    <message>
        <source>Table changes</source>
        <translation>换桌</translation>
    </message>
    <message>
        <source>to table</source>
        <translation>到牌桌</translation>
    </message>
    <message>
        <source>A game breaks</source>
        <translation>散桌</translation>
    </message>
    <message>
        <source>open seats at its limit</source>
        <translation>该注额的空位数</translation>
    </message>
    <message>
        <source>cards drawn, in the order shown: Kh Kd 2c</source>
        <translation>抽到的牌，依显示顺序：Kh Kd 2c</translation>
    </message>
    <message>
        <source>Break the game</source>
        <translation>散掉牌局</translation>
    </message>
    <message>
        <source>Record the draw</source>
        <translation>记录抽牌</translation>
    </message>
    <message>
        <source>Asks: {position}</source>
        <translation>要求：{position}</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room asks to move</source>
        <translation>{player}？要求换桌的必须是场内已入座的玩家</translation>
    </message>
    <message>
        <source>type the table he moves to, his stack and what he brings</source>
        <translation>输入他要去的牌桌、他的筹码和他带过去的数目</translation>
    </message>
    <message>
        <source>which table, and how many open seats its limit has</source>
        <translation>哪一桌，以及该注额有几个空位</translation>
    </message>
    <message>
        <source>{table}? a broken game&apos;s draw</source>
        <translation>{table}？需为散桌的抽牌</translation>
    </message>
    <message>
        <source>which table</source>
        <translation>哪一桌</translation>
    </message>
    <message>
        <source>{count} cards, one for each of {players}</source>
        <translation>{count} 张牌，{players} 每人一张</translation>
    </message>
    <message>
        <source>waits for the floor (LC-95)</source>
        <translation>等待楼面主管（LC-95）</translation>
    </message>
    <message>
        <source>approved by {floor}: {timing}</source>
        <translation>由 {floor} 核准：{timing}</translation>
    </message>
    <message>
        <source>To {table}</source>
        <translation>到 {table}</translation>
    </message>
    <message>
        <source>Move {player}: the game broke (LC-38)</source>
        <translation>移动 {player}：牌局已散（LC-38）</translation>
    </message>
    <message>
        <source>Approve (LC-95)</source>
        <translation>核准（LC-95）</translation>
    </message>
    <message>
        <source>Move {player} to {table}</source>
        <translation>把 {player} 移到 {table}</translation>
    </message>
    <message>
        <source>{table}: the seats go to {players}</source>
        <translation>{table}：座位给 {players}</translation>
    </message>
    <message>
        <source>{table}: draw {players}; the floor draws for {away}</source>
        <translation>{table}：{players} 抽牌；楼面主管代 {away} 抽</translation>
    </message>
    <message>
        <source>{table}: draw {players}</source>
        <translation>{table}：{players} 抽牌</translation>
    </message>
    <message>
        <source>{player}: moves from the broken game</source>
        <translation>{player}：从散掉的牌局移出</translation>
    </message>
    <message>
        <source>player&apos;s name, as on the board</source>
        <translation>玩家名字（照名单板上的写法）</translation>
    </message>
    <message>
        <source>Add walk-in</source>
        <translation>加入现场候位</translation>
    </message>
    <message>
        <source>Add call-in</source>
        <translation>加入电话候位</translation>
    </message>
    <message>
        <source>players in the game, to give a seat</source>
        <translation>牌局人数（用来给座位）</translation>
    </message>
    <message>
        <source>Asks for a seat change</source>
        <translation>要求换座位</translation>
    </message>
    <message>
        <source>choose a game first</source>
        <translation>请先选择牌局</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room asks for a seat change</source>
        <translation>{player}？要求换座位的必须是场内已入座的玩家</translation>
    </message>
    <message>
        <source>how many players are in the game? (LC-135)</source>
        <translation>牌局中有几位玩家？（LC-135）</translation>
    </message>
    <message>
        <source>{game_label}: {count} waiting</source>
        <translation>{game_label}：{count} 人等候</translation>
    </message>
    <message>
        <source>No game is open and no list is kept yet</source>
        <translation>尚无开放牌局，也还没有名单</translation>
    </message>
    <message>
        <source>call-in, not here yet: {minutes} min of his hour left</source>
        <translation>电话候位，尚未到场：他的一小时还剩 {minutes} 分钟</translation>
    </message>
    <message>
        <source>called {minutes} min ago</source>
        <translation>{minutes} 分钟前已叫号</translation>
    </message>
    <message>
        <source>playing in must-move {table}</source>
        <translation>在必须换桌牌局 {table} 打牌</translation>
    </message>
    <message>
        <source>Arrived</source>
        <translation>已到场</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>没有回应</translation>
    </message>
    <message>
        <source>Take off the list</source>
        <translation>从名单移除</translation>
    </message>
    <message>
        <source>Call to {table}</source>
        <translation>叫到 {table}</translation>
    </message>
    <message>
        <source>Seat at {table}</source>
        <translation>安排入座 {table}</translation>
    </message>
    <message>
        <source>Seat changes at {table}: {tie}</source>
        <translation>{table} 换座位：{tie}</translation>
    </message>
    <message>
        <source>Seat changes at {table}: {players} (LC-88e)</source>
        <translation>{table} 换座位：{players}（LC-88e）</translation>
    </message>
    <message>
        <source>Seat change at {table} to {player}</source>
        <translation>{table} 换座位给 {player}</translation>
    </message>
    <message>
        <source>Draw for the button ({RULES})</source>
        <translation>抽按钮（{RULES}）</translation>
    </message>
    <message>
        <source>open seat number</source>
        <translation>空座位号码</translation>
    </message>
    <message>
        <source>Offer to the table</source>
        <translation>先让同桌选</translation>
    </message>
    <message>
        <source>who takes the seat</source>
        <translation>接手座位的人</translation>
    </message>
    <message>
        <source>Hand over (LC-25)</source>
        <translation>让出座位（LC-25）</translation>
    </message>
    <message>
        <source>lower game&apos;s table</source>
        <translation>较低牌局的牌桌</translation>
    </message>
    <message>
        <source>its open seats</source>
        <translation>那里的空座位数</translation>
    </message>
    <message>
        <source>cards cut</source>
        <translation>切出的牌</translation>
    </message>
    <message>
        <source>Cards by touch…</source>
        <translation>点击输入牌…</translation>
    </message>
    <message>
        <source>Record the cut</source>
        <translation>记录切牌</translation>
    </message>
    <message>
        <source>new limit, e.g. 20-40</source>
        <translation>新的限注，例如 20-40</translation>
    </message>
    <message>
        <source>Raise the limit (LC-37)</source>
        <translation>提高限注（LC-37）</translation>
    </message>
    <message>
        <source>An open seat: the table first, then the list (LC-88f)</source>
        <translation>空座位：先给同桌，再给候位名单（LC-88f）</translation>
    </message>
    <message>
        <source>Seat handed to another person (LC-25)</source>
        <translation>座位让给别人（LC-25）</translation>
    </message>
    <message>
        <source>Short game: cut for a lower game&apos;s seats (LC-92)</source>
        <translation>人少的牌局：切牌争较低牌局的座位（LC-92）</translation>
    </message>
    <message>
        <source>The game&apos;s limit goes up</source>
        <translation>牌局的限注提高</translation>
    </message>
    <message>
        <source>touch a table first</source>
        <translation>请先点一张牌桌</translation>
    </message>
    <message>
        <source>which seat is open?</source>
        <translation>哪个座位空着？</translation>
    </message>
    <message>
        <source>touch the player who hands his seat over</source>
        <translation>点让出座位的玩家</translation>
    </message>
    <message>
        <source>{count} cards, one for each of {players}, and the open seats</source>
        <translation>{count} 张牌，{players} 每人一张，还有空座位数</translation>
    </message>
    <message>
        <source>The cut at {table}: touch each player&apos;s card in this order: {players}</source>
        <translation>{table} 的切牌：按此顺序点每位玩家的牌：{players}</translation>
    </message>
    <message>
        <source>cards cut, in this order: {players}</source>
        <translation>切出的牌，按此顺序：{players}</translation>
    </message>
    <message>
        <source>Seat {seat}: offered to the table by {by}</source>
        <translation>{seat} 号座位：{by} 已先让同桌选</translation>
    </message>
    <message>
        <source>Lock seat {seat} for {player}</source>
        <translation>把 {seat} 号座位留给 {player}</translation>
    </message>
    <message>
        <source>Seat {seat}: {player}&apos;s chips are down, he keeps it</source>
        <translation>{seat} 号座位：{player} 的筹码已放上桌，座位归他</translation>
    </message>
    <message>
        <source>Seat {seat}: locked for {player}</source>
        <translation>{seat} 号座位：已留给 {player}</translation>
    </message>
    <message>
        <source>Cut for {table}: {winners}</source>
        <translation>{table} 的切牌：{winners}</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>重新抽</translation>
    </message>
    <message>
        <source>No draw now: the draw for the button opens a new game, before its first hand, with two or more players seated and present (stud has no button) (LC-86).</source>
        <translation>现在不抽：抽按钮用于开新牌局，在第一局前，须有两位或以上玩家入座且在场（梭哈没有按钮）（LC-86）。</translation>
    </message>
    <message>
        <source>Touch each player&apos;s card in seat order: seats {order}</source>
        <translation>依座位顺序点击每位玩家的牌：座位 {order}</translation>
    </message>
    <message>
        <source>Refused: {refusal}. Draw again: the shoe&apos;s next cards, or by touch.</source>
        <translation>拒绝：{refusal}。重新抽：牌靴的下一张牌，或点击输入。</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}): {card}</source>
        <translation>{seat} 号座位（{player}）：{card}</translation>
    </message>
    <message>
        <source>The best card is seat {seat}&apos;s ({card}): the button goes to seat {seat} ({rules}).</source>
        <translation>最大的牌是 {seat} 号座位的（{card}）：庄家按钮给 {seat} 号座位（{rules}）。</translation>
    </message>
    <message>
        <source>The draw needs two or more players seated and present (LC-86).</source>
        <translation>抽牌需要两位或以上玩家入座且在场（LC-86）。</translation>
    </message>
    <message>
        <source>Pull one card from the shoe for seat {seat}, or enter the cards by touch.</source>
        <translation>从牌靴为 {seat} 号座位抽一张牌，或用点击输入牌。</translation>
    </message>
    <message>
        <source>A house policy the rulebook does not list (LC-P1)</source>
        <translation>规则手册未列出的场馆政策（LC-P1）</translation>
    </message>
    <message>
        <source>The player&apos;s chips were counted wrong and the floor has checked them</source>
        <translation>玩家的筹码点错了，楼面主管已核对</translation>
    </message>
    <message>
        <source>Refused: {why}.
Change the amount, or call the floor: a floorperson may accept it with a reason (LC-P1).</source>
        <translation>拒绝：{why}。
更改金额，或调用楼面主管：楼面主管可附理由接受（LC-P1）。</translation>
    </message>
    <message>
        <source>Change the amount</source>
        <translation>更改金额</translation>
    </message>
    <message>
        <source>{text}
Signed in: {name} ({role}). Accept the buy-in because:</source>
        <translation>{text}
已登录：{name}（{role}）。接受此买入，因为：</translation>
    </message>
    <message>
        <source>House dealer</source>
        <translation>场馆荷官</translation>
    </message>
    <message>
        <source>Demo: present the demo floorperson&apos;s badge (she deals)</source>
        <translation>示范：出示示范楼面主管的员工证（她发牌）</translation>
    </message>
    <message>
        <source>{name} ({badge}) deals at this table.</source>
        <translation>{name}（{badge}）在本桌发牌。</translation>
    </message>
    <message>
        <source>No house dealer is signed in at this table.</source>
        <translation>本桌没有场馆荷官登录。</translation>
    </message>
    <message>
        <source>{name} signed in: the log names {name} as the dealer from the next hand.</source>
        <translation>{name} 已登录：从下一局起，记录记载 {name} 为荷官。</translation>
    </message>
    <message>
        <source>{name} signed out.</source>
        <translation>{name} 已退出登录。</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>裁决</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>违规情况</translation>
    </message>
    <message>
        <source>Last 10 hands</source>
        <translation>最近 10 局</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ 开始</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>结束 ▶|</translation>
    </message>
    <message>
        <source>Touch a hand to replay it.</source>
        <translation>点击一局以重播。</translation>
    </message>
    <message>
        <source>No hand in the log yet.</source>
        <translation>记录中还没有牌局。</translation>
    </message>
    <message>
        <source>Hand {hand} is still being played: hole cards stay down until it ends.</source>
        <translation>第 {hand} 局仍在进行：结束前底牌保持盖着。</translation>
    </message>
    <message>
        <source>Before the hand</source>
        <translation>牌局开始前</translation>
    </message>
    <message>
        <source>Hand {hand} · step {step} of {steps}: {what}</source>
        <translation>第 {hand} 局 · 第 {step}/{steps} 步：{what}</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>Round {number} · {when}</source>
        <translation>第 {number} 局 · {when}</translation>
    </message>
    <message>
        <source>Hand {number} · {when}</source>
        <translation>第 {number} 局 · {when}</translation>
    </message>
    <message>
        <source>dealt by {dealer}</source>
        <translation>由 {dealer} 发牌</translation>
    </message>
    <message>
        <source>-1 month</source>
        <translation>-1 个月</translation>
    </message>
    <message>
        <source>-1 day</source>
        <translation>-1 天</translation>
    </message>
    <message>
        <source>+1 day</source>
        <translation>+1 天</translation>
    </message>
    <message>
        <source>+1 month</source>
        <translation>+1 个月</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>To</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Touch each die&apos;s number, then the pile the P/D sends out first.</source>
        <translation>点击每颗骰子的点数，然后点击 P/D 先发出的那一叠。</translation>
    </message>
    <message>
        <source>Type the player&apos;s name</source>
        <translation>输入玩家姓名</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Wager</source>
        <translation>押注</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <source>Stake left</source>
        <translation>剩余本金</translation>
    </message>
    <message>
        <source>pay ${amount}</source>
        <translation>赔 ${amount}</translation>
    </message>
    <message>
        <source>take ${amount}</source>
        <translation>收 ${amount}</translation>
    </message>
    <message>
        <source>back ${amount}</source>
        <translation>退回 ${amount}</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>待定</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>已承保</translation>
    </message>
    <message>
        <source>partly covered</source>
        <translation>部分承保</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>退回</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>已付</translation>
    </message>
    <message>
        <source>win</source>
        <translation>贏</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>输</translation>
    </message>
    <message>
        <source>push</source>
        <translation>平手</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>不成立</translation>
    </message>
    <message>
        <source>to the house</source>
        <translation>歸场馆</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>底注</translation>
    </message>
    <message>
        <source>play</source>
        <translation>Play 注</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>奖金注</translation>
    </message>
    <message>
        <source>base</source>
        <translation>基本注</translation>
    </message>
    <message>
        <source>call</source>
        <translation>跟注</translation>
    </message>
    <message>
        <source>pair plus</source>
        <translation>对子加注 (pair plus)</translation>
    </message>
    <message>
        <source>blind</source>
        <translation>盲注</translation>
    </message>
    <message>
        <source>trips</source>
        <translation>三条注 (trips)</translation>
    </message>
    <message>
        <source>buster</source>
        <translation>Buster 注</translation>
    </message>
    <message>
        <source>collection</source>
        <translation>抽水</translation>
    </message>
    <message>
        <source>wagers</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>settling</source>
        <translation>结算中</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>已结算</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>banked game</source>
        <translation>坐庄游戏</translation>
    </message>
    <message>
        <source>Between rounds</source>
        <translation>两轮之间</translation>
    </message>
    <message>
        <source>{wager} ${amount}</source>
        <translation>{wager} ${amount}</translation>
    </message>
    <message>
        <source>Banker: {name} (seat {seat}) · stake ${stake} · left ${left}</source>
        <translation>庄家：{name}（{seat} 号座位）· 本金 ${stake} · 剩余 ${left}</translation>
    </message>
    <message>
        <source>Round {number} · {phase} · dice {dice}, pile {pile}</source>
        <translation>第 {number} 轮 · {phase} · 骰子 {dice}，牌堆 {pile}</translation>
    </message>
    <message>
        <source>Round {number} · {phase}</source>
        <translation>第 {number} 轮 · {phase}</translation>
    </message>
    <message>
        <source>wager</source>
        <translation>押注</translation>
    </message>
    <message>
        <source>{house} {game} is a banked game but no room file sets its posted limits and pay tables</source>
        <translation>{house} {game} 是坐庄游戏，但没有任何场馆文件设定其公告限额与赔率表</translation>
    </message>
    <message>
        <source>a valid card frame arrived</source>
        <translation>收到有效的读牌信号</translation>
    </message>
    <message>
        <source>{device} sent something that could not be read. A card pulled just now may not have been read: check the cards on screen against the table. (For the technician: {reason})</source>
        <translation>{device}传来无法读取的数据。刚抽出的牌可能没有读到：请核对屏幕上的牌与桌上的牌。（技术人员参考：{reason}）</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>check</source>
        <translation>过牌</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>加注</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>补足注额</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>全押</translation>
    </message>
    <message>
        <source>bring-in</source>
        <translation>强制开注</translation>
    </message>
    <message>
        <source>Award disputed</source>
        <translation>派彩有争议</translation>
    </message>
    <message>
        <source>Bet taken back</source>
        <translation>下注已收回</translation>
    </message>
    <message>
        <source>Blinds chopped</source>
        <translation>盲注平分</translation>
    </message>
    <message>
        <source>Player says the board plays</source>
        <translation>玩家说公共牌即为其牌</translation>
    </message>
    <message>
        <source>Button drawn</source>
        <translation>已抽定庄家位</translation>
    </message>
    <message>
        <source>Buy-in checked</source>
        <translation>已核对买入</translation>
    </message>
    <message>
        <source>Card discarded</source>
        <translation>牌已弃掉</translation>
    </message>
    <message>
        <source>Card set aside</source>
        <translation>牌已放到一旁</translation>
    </message>
    <message>
        <source>Cards exposed</source>
        <translation>牌被亮出</translation>
    </message>
    <message>
        <source>Log signed</source>
        <translation>记录已签署</translation>
    </message>
    <message>
        <source>Cheque not honoured</source>
        <translation>支票未获兑现</translation>
    </message>
    <message>
        <source>Cheque processed</source>
        <translation>支票已处理</translation>
    </message>
    <message>
        <source>Chips added</source>
        <translation>已加筹码</translation>
    </message>
    <message>
        <source>Chips bought for the next deal</source>
        <translation>为下一局购买的筹码</translation>
    </message>
    <message>
        <source>Chips coloured up</source>
        <translation>已换大面额筹码</translation>
    </message>
    <message>
        <source>Chips passed to play behind</source>
        <translation>筹码交出，于后方参与 (behind)</translation>
    </message>
    <message>
        <source>Chips picked up</source>
        <translation>筹码已收起</translation>
    </message>
    <message>
        <source>Collection mode changed</source>
        <translation>抽水方式已变更</translation>
    </message>
    <message>
        <source>Collection set by the floor</source>
        <translation>楼面主管已设定抽水</translation>
    </message>
    <message>
        <source>Correction planned</source>
        <translation>已安排更正</translation>
    </message>
    <message>
        <source>Dealer signed in</source>
        <translation>荷官已登录</translation>
    </message>
    <message>
        <source>Dealer signed out</source>
        <translation>荷官已登出</translation>
    </message>
    <message>
        <source>Dispute resolved</source>
        <translation>争议已解决</translation>
    </message>
    <message>
        <source>Burn card dealt early</source>
        <translation>提早烧牌</translation>
    </message>
    <message>
        <source>Entry chosen</source>
        <translation>已选择入局方式</translation>
    </message>
    <message>
        <source>Player asks to see exposed cards</source>
        <translation>玩家要求看亮出的牌</translation>
    </message>
    <message>
        <source>Extra card burned</source>
        <translation>多出的牌已烧掉</translation>
    </message>
    <message>
        <source>Extra card recorded</source>
        <translation>已记录多出的牌</translation>
    </message>
    <message>
        <source>Flop recalled</source>
        <translation>翻牌已收回</translation>
    </message>
    <message>
        <source>Chips moved forward, still held</source>
        <translation>筹码已推出但仍握在手</translation>
    </message>
    <message>
        <source>Floor ruled on chips still held</source>
        <translation>楼面已就仍握在手的筹码裁决</translation>
    </message>
    <message>
        <source>Full-game collection taken</source>
        <translation>已收满桌抽水</translation>
    </message>
    <message>
        <source>Player calls his hand</source>
        <translation>玩家报出牌型</translation>
    </message>
    <message>
        <source>Hand killed</source>
        <translation>手牌已作废</translation>
    </message>
    <message>
        <source>Hand made live</source>
        <translation>手牌已恢复有效</translation>
    </message>
    <message>
        <source>Hand retrieved</source>
        <translation>手牌已取回</translation>
    </message>
    <message>
        <source>Button held</source>
        <translation>庄家位已保留</translation>
    </message>
    <message>
        <source>Hole card exposed</source>
        <translation>底牌被亮出</translation>
    </message>
    <message>
        <source>Hole card replaced</source>
        <translation>底牌已更换</translation>
    </message>
    <message>
        <source>Floor ruled on a wrong hand call</source>
        <translation>楼面已就报错牌型裁决</translation>
    </message>
    <message>
        <source>Short call of a missed raise</source>
        <translation>跟注不足（未看到加注）</translation>
    </message>
    <message>
        <source>Short call resolved</source>
        <translation>跟注不足已处理</translation>
    </message>
    <message>
        <source>Must-move game marked</source>
        <translation>已标记必转桌</translation>
    </message>
    <message>
        <source>Newcomer dealt in</source>
        <translation>新玩家已发牌</translation>
    </message>
    <message>
        <source>Player dealt in by mistake acted</source>
        <translation>误发牌的玩家已行动</translation>
    </message>
    <message>
        <source>Action out of turn</source>
        <translation>未轮到就行动</translation>
    </message>
    <message>
        <source>Player away</source>
        <translation>玩家离座</translation>
    </message>
    <message>
        <source>Player back</source>
        <translation>玩家回座</translation>
    </message>
    <message>
        <source>Player called away</source>
        <translation>玩家被叫到别桌</translation>
    </message>
    <message>
        <source>Player left</source>
        <translation>玩家已离开</translation>
    </message>
    <message>
        <source>Player removed</source>
        <translation>玩家已被请离</translation>
    </message>
    <message>
        <source>Player returned</source>
        <translation>玩家已获准回来</translation>
    </message>
    <message>
        <source>Player seated</source>
        <translation>玩家已入座</translation>
    </message>
    <message>
        <source>Post declined</source>
        <translation>拒绝下注</translation>
    </message>
    <message>
        <source>Floor ruled on posting abuse</source>
        <translation>楼面已就滥用下盲注裁决</translation>
    </message>
    <message>
        <source>Raise withdrawn</source>
        <translation>加注已收回</translation>
    </message>
    <message>
        <source>Runner&apos;s chips announced</source>
        <translation>已宣布跑腿送来的筹码</translation>
    </message>
    <message>
        <source>Runner&apos;s chips arrived</source>
        <translation>跑腿的筹码已送到</translation>
    </message>
    <message>
        <source>Seat changed</source>
        <translation>已换座位</translation>
    </message>
    <message>
        <source>Seats swapped</source>
        <translation>已互换座位</translation>
    </message>
    <message>
        <source>Dealer saw a string raise</source>
        <translation>荷官看到分次加注</translation>
    </message>
    <message>
        <source>Player objects: string raise</source>
        <translation>玩家异议：分次加注</translation>
    </message>
    <message>
        <source>Floor ruled on a string raise</source>
        <translation>楼面已就分次加注裁决</translation>
    </message>
    <message>
        <source>Stub reshuffled</source>
        <translation>剩余牌重新洗牌</translation>
    </message>
    <message>
        <source>Stud: all-in declared</source>
        <translation>Stud：宣告全押</translation>
    </message>
    <message>
        <source>Stud: ante returned</source>
        <translation>Stud：底注退回</translation>
    </message>
    <message>
        <source>Stud: card dealt early</source>
        <translation>Stud：提早发牌</translation>
    </message>
    <message>
        <source>Stud: down card exposed</source>
        <translation>Stud：暗牌被亮出</translation>
    </message>
    <message>
        <source>Stud: early card kept</source>
        <translation>Stud：保留提早发出的牌</translation>
    </message>
    <message>
        <source>Stud: extra card removed</source>
        <translation>Stud：多出的牌已移除</translation>
    </message>
    <message>
        <source>Stud: fold with no bet</source>
        <translation>Stud：无人下注时弃牌</translation>
    </message>
    <message>
        <source>Stud: reserve returned</source>
        <translation>Stud：预留筹码退回</translation>
    </message>
    <message>
        <source>Stud: 7th street card face up</source>
        <translation>Stud：第七街的牌正面朝上</translation>
    </message>
    <message>
        <source>Stud: street played as dealt</source>
        <translation>Stud：该街按发出的牌进行</translation>
    </message>
    <message>
        <source>Table configured</source>
        <translation>牌桌已设定</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>已宣布收时间费</translation>
    </message>
    <message>
        <source>Time paid</source>
        <translation>已付时间费</translation>
    </message>
    <message>
        <source>Time pot agreed</source>
        <translation>已同意时间底池</translation>
    </message>
    <message>
        <source>Top card owed</source>
        <translation>应补发最上面的牌</translation>
    </message>
    <message>
        <source>Floor ruled on a turn let pass</source>
        <translation>楼面已就错过行动裁决</translation>
    </message>
    <message>
        <source>Turn let pass</source>
        <translation>错过行动</translation>
    </message>
    <message>
        <source>{event} (seat {seat})</source>
        <translation>{event}（{seat} 号座位）</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {post}: ${amount} + ${dead} dead</source>
        <translation>{seat} 号座位下{post}：${amount} + 死注 ${dead}</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {post}: ${amount}</source>
        <translation>{seat} 号座位下{post}：${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action} ${amount}</source>
        <translation>{seat} 号座位：{action} ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action} to ${amount}</source>
        <translation>{seat} 号座位：{action}到 ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action}</source>
        <translation>{seat} 号座位：{action}</translation>
    </message>
    <message>
        <source>Seat {seat} wins ${amount} of the main pot</source>
        <translation>{seat} 号座位赢得主池 ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat} wins ${amount} of side pot {number}</source>
        <translation>{seat} 号座位赢得边池 {number} 的 ${amount}</translation>
    </message>
    <message>
        <source>{award}: {hand}</source>
        <translation>{award}：{hand}</translation>
    </message>
    <message>
        <source>ruling {number}: {title}</source>
        <translation>裁决 {number}：{title}</translation>
    </message>
    <message>
        <source>Ruling {number} proposed: {title} ({detail})</source>
        <translation>提出裁决 {number}：{title}（{detail}）</translation>
    </message>
    <message>
        <source>Ruling {number} proposed: {title}</source>
        <translation>提出裁决 {number}：{title}</translation>
    </message>
    <message>
        <source>Ruling {number} confirmed by {name}</source>
        <translation>裁决 {number} 由 {name} 确认</translation>
    </message>
    <message>
        <source>Ruling {number} overridden by {name}</source>
        <translation>裁决 {number} 由 {name} 推翻</translation>
    </message>
    <message>
        <source>Ruling {number} {decision} by {name}</source>
        <translation>裁决 {number}：{decision}（{name}）</translation>
    </message>
    <message>
        <source>{ruling}: {reason}</source>
        <translation>{ruling}：{reason}</translation>
    </message>
    <message>
        <source>Hand {hand} starts: button on seat {seat}</source>
        <translation>第 {hand} 手牌开始：庄家按钮在 {seat} 号座位</translation>
    </message>
    <message>
        <source>Collection from seat {seat}: ${amount}</source>
        <translation>{seat} 号座位抽水：${amount}</translation>
    </message>
    <message>
        <source>Card dealt to seat {seat} face up</source>
        <translation>发给 {seat} 号座位一张明牌</translation>
    </message>
    <message>
        <source>Card dealt to seat {seat}</source>
        <translation>发给 {seat} 号座位一张牌</translation>
    </message>
    <message>
        <source>Burn card</source>
        <translation>烧牌</translation>
    </message>
    <message>
        <source>Board card {card}</source>
        <translation>公共牌 {card}</translation>
    </message>
    <message>
        <source>Board card (not read)</source>
        <translation>公共牌（未读到）</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}</source>
        <translation>{seat} 号座位亮牌 {cards}</translation>
    </message>
    <message>
        <source>Seat {seat} mucks</source>
        <translation>{seat} 号座位盖牌丢弃</translation>
    </message>
    <message>
        <source>Uncalled ${amount} back to seat {seat}</source>
        <translation>无人跟注的 ${amount} 退回 {seat} 号座位</translation>
    </message>
    <message>
        <source>Hand {hand} ends</source>
        <translation>第 {hand} 手牌结束</translation>
    </message>
    <message>
        <source>Hand voided: {reason}</source>
        <translation>此手牌作废：{reason}</translation>
    </message>
    <message>
        <source>too many wrong PINs: this badge is locked until {time} (counted at every floor station)</source>
        <translation>密码错误次数过多：此员工证锁定至 {time}（所有楼面站合计）</translation>
    </message>
    <message>
        <source>this badge&apos;s PIN record is not valid: an admin must reset the PIN at a table</source>
        <translation>此员工证的密码记录无效：须由管理员在牌桌上重设密码</translation>
    </message>
    <message>
        <source>badge or PIN not recognised</source>
        <translation>员工证或密码无法识别</translation>
    </message>
    <message>
        <source>{name} is {role}: a floorperson must decide</source>
        <translation>{name} 是 {role}：须由楼面主管决定</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN is too short for {role}: choose a new one at a table first</source>
        <translation>{name} 的密码对 {role} 来说太短：请先在牌桌上设置新密码</translation>
    </message>
    <message>
        <source>badge or PIN not recognised: {failures} wrong PINs in a row, this badge is locked until {time}</source>
        <translation>员工证或密码无法识别：连续 {failures} 次密码错误，此员工证锁定至 {time}</translation>
    </message>
    <message>
        <source>the room store is out of reach, and signing in needs it: try again in a moment; if it lasts, call the technician</source>
        <translation>连不上本场，而登录需要本场：请稍后再试；若持续如此，请找技术人员</translation>
    </message>
    <message>
        <source>Floor station: ruling {number} confirmed by {name}.</source>
        <translation>楼面站：裁决 {number} 由 {name} 确认。</translation>
    </message>
    <message>
        <source>Floor station: ruling {number} overridden ({reason}) by {name}.</source>
        <translation>楼面站：裁决 {number} 由 {name} 推翻（{reason}）。</translation>
    </message>
    <message>
        <source>Floor station&apos;s decision on ruling {number} refused here: {why}.</source>
        <translation>楼面站对裁决 {number} 的决定在此被拒绝：{why}。</translation>
    </message>
    <message>
        <source>the small blind</source>
        <translation>小盲注</translation>
    </message>
    <message>
        <source>the big blind</source>
        <translation>大盲注</translation>
    </message>
    <message>
        <source>the button blind</source>
        <translation>庄家位盲注</translation>
    </message>
    <message>
        <source>the ante</source>
        <translation>底注</translation>
    </message>
    <message>
        <source>the bring-in</source>
        <translation>强制开注</translation>
    </message>
    <message>
        <source>the collection</source>
        <translation>抽水</translation>
    </message>
    <message>
        <source>the smallest chip</source>
        <translation>最小面额筹码</translation>
    </message>
    <message>
        <source>Small blind for {limit}: ${amount}</source>
        <translation>{limit} 的小盲注：${amount}</translation>
    </message>
    <message>
        <source>Big blind for {limit}: ${amount}</source>
        <translation>{limit} 的大盲注：${amount}</translation>
    </message>
    <message>
        <source>Button blind for {limit}: ${amount}</source>
        <translation>{limit} 的庄家位盲注：${amount}</translation>
    </message>
    <message>
        <source>Ante for {limit}: ${amount}</source>
        <translation>{limit} 的底注：${amount}</translation>
    </message>
    <message>
        <source>Bring-in for {limit}: ${amount}</source>
        <translation>{limit} 的强制开注：${amount}</translation>
    </message>
    <message>
        <source>Collection for {limit}: ${amount}</source>
        <translation>{limit} 的抽水：${amount}</translation>
    </message>
    <message>
        <source>Smallest chip for {limit}: ${amount}</source>
        <translation>{limit} 的最小面额筹码：${amount}</translation>
    </message>
    <message>
        <source>whether the button&apos;s collection is live</source>
        <translation>庄家位的抽水是否算活注</translation>
    </message>
    <message>
        <source>how many bets a round allows</source>
        <translation>每轮允许几次下注</translation>
    </message>
    <message>
        <source>whether heads-up betting is uncapped</source>
        <translation>两人对决时下注是否不封顶</translation>
    </message>
    <message>
        <source>how a short all-in counts</source>
        <translation>不足额的全押如何计算</translation>
    </message>
    <message>
        <source>whether an open pair on 4th street may bet big</source>
        <translation>第四街亮出对子时可否下大注</translation>
    </message>
    <message>
        <source>the setting {key}</source>
        <translation>设定 {key}</translation>
    </message>
    <message>
        <source>{setting} for {limit}: ${amount}</source>
        <translation>{limit} 的 {setting}：${amount}</translation>
    </message>
    <message>
        <source>{title} ({detail})</source>
        <translation>{title}（{detail}）</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, round {number}</source>
        <translation>{by}于 {table} 桌回报，第 {number} 轮</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, hand {number}</source>
        <translation>{by}于 {table} 桌回报，第 {number} 手牌</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, {when}, round {number}</source>
        <translation>{by}于 {table} 桌回报，{when}，第 {number} 轮</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, {when}, hand {number}</source>
        <translation>{by}于 {table} 桌回报，{when}，第 {number} 手牌</translation>
    </message>
    <message>
        <source>{report}, after: {event}</source>
        <translation>{report}，在此之后：{event}</translation>
    </message>
    <message>
        <source>… {count} earlier</source>
        <translation>… 之前还有 {count} 项</translation>
    </message>
    <message>
        <source>Round {number} to the report:</source>
        <translation>第 {number} 轮至回报为止：</translation>
    </message>
    <message>
        <source>Ruling {number}: {title}</source>
        <translation>裁决 {number}：{title}</translation>
    </message>
    <message>
        <source>not set up</source>
        <translation>尚未设置</translation>
    </message>
    <message>
        <source>{players} players · hand {hand} in play</source>
        <translation>{players} 位玩家 · 第 {hand} 手进行中</translation>
    </message>
    <message>
        <source>{players} players · hand {hand} ended</source>
        <translation>{players} 位玩家 · 第 {hand} 手已结束</translation>
    </message>
    <message>
        <source>no ruling open</source>
        <translation>没有待处理的裁决</translation>
    </message>
    <message>
        <source>{ruling} (+{count} more)</source>
        <translation>{ruling}（另有 {count} 项）</translation>
    </message>
    <message>
        <source>Proposed: {ruling}</source>
        <translation>建议：{ruling}</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>规则 {rule}</translation>
    </message>
    <message>
        <source>by the shoe (detected)</source>
        <translation>由发牌靴（自动侦测）</translation>
    </message>
    <message>
        <source>by the app (detected)</source>
        <translation>由系统（自动侦测）</translation>
    </message>
    <message>
        <source>by the dealer</source>
        <translation>由荷官</translation>
    </message>
    <message>
        <source>by {name}</source>
        <translation>由 {name}</translation>
    </message>
    <message>
        <source>(reporter not in this log)</source>
        <translation>（此记录未载回报者）</translation>
    </message>
    <message>
        <source>Not in the blinds</source>
        <translation>不在盲注位</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>小盲注</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>大盲注</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>庄家按钮</translation>
    </message>
    <message>
        <source>a floorperson signs in before changing the room</source>
        <translation>楼面主管须先登录才能变更本场</translation>
    </message>
    <message>
        <source>The room store is out of reach: what this page shows may be out of date. The station tries again by itself; if it lasts, call the technician.</source>
        <translation>连不上本场：本页显示的内容可能已过时。工作站会自动重试；若持续如此，请找技术人员。</translation>
    </message>
    <message>
        <source>the room store is out of reach: decide on the ruling&apos;s words, or wait for the link to come back</source>
        <translation>连不上本场：请依裁决的文字决定，或等连线恢复</translation>
    </message>
    <message>
        <source>The room store has been out of reach since {since}: the table keeps working, its hands are kept here and sent when the room is back. Tell the floor.</source>
        <translation>自 {since} 起连不上本场：牌桌照常运作，牌局保存在本机，本场恢复后再送出。请通知楼面主管。</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>{what} ${amount} is above the table maximum ${high} ({rule})</source>
        <comment>banked.common.refusal.above_table_maximum</comment>
        <translation>{what} ${amount} 超过本桌上限 ${high}（{rule}）</translation>
    </message>
    <message>
        <source>{what} ${amount} is below the table minimum ${low} ({rule})</source>
        <comment>banked.common.refusal.below_table_minimum</comment>
        <translation>{what} ${amount} 低于本桌下限 ${low}（{rule}）</translation>
    </message>
    <message>
        <source>the room has not set the {replace} pay table: it must be posted before this wager is taken ({rule})</source>
        <comment>banked.common.refusal.room_has_set_pay_table</comment>
        <translation>场馆尚未设置 {replace} 赔率表：收此注前必须公告（{rule}）</translation>
    </message>
    <message>
        <source>{card} is not among seat {seat}&apos;s cards this round</source>
        <comment>banked.corrections.refusal.among_seat_s_cards_round</comment>
        <translation>{card} 不在 {seat} 号座位本局的牌中</translation>
    </message>
    <message>
        <source>a banked table&apos;s correction cannot apply at this table</source>
        <comment>banked.corrections.refusal.banked_table_s_correction_cannot</comment>
        <translation>庄家桌的更正不适用于本桌</translation>
    </message>
    <message>
        <source>chips have moved in the settlement: the floor settles it by hand (LC-P1)</source>
        <comment>banked.corrections.refusal.chips_have_moved_settlement_floor</comment>
        <translation>结算中筹码已移动：由楼面主管手动结算（LC-P1）</translation>
    </message>
    <message>
        <source>{card} is dealt face up by rule: nothing to replace</source>
        <comment>banked.corrections.refusal.dealt_face_up_rule_nothing</comment>
        <translation>依规则 {card} 是翻开发的：无须更换</translation>
    </message>
    <message>
        <source>a double or split has put more money out: the floor returns the round&apos;s money by hand (LC-105, LC-P1)</source>
        <comment>banked.corrections.refusal.double_split_has_put_more</comment>
        <translation>加倍或分牌已放入更多钱：由楼面主管手动退还本局的钱（LC-105, LC-P1）</translation>
    </message>
    <message>
        <source>name the seat and the card that went off the table (PGP-IRR-09)</source>
        <comment>banked.corrections.refusal.name_seat_card_went_off</comment>
        <translation>说明掉落桌外的座位和牌（PGP-IRR-09）</translation>
    </message>
    <message>
        <source>no card is out yet: replace the deck, nothing to void (LC-105)</source>
        <comment>banked.corrections.refusal.no_card_out_yet_replace</comment>
        <translation>尚未发出任何牌：更换牌组，无须作废（LC-105）</translation>
    </message>
    <message>
        <source>no round is in progress</source>
        <comment>banked.corrections.refusal.no_round_progress</comment>
        <translation>目前没有进行中的一局</translation>
    </message>
    <message>
        <source>play has moved past the first deal: a card is replaced only during the deal (PGP-IRR-08); report it without the card and the floor rules (LC-P1)</source>
        <comment>banked.corrections.refusal.play_has_moved_past_first</comment>
        <translation>已过第一次发牌：只有发牌时才能换牌（PGP-IRR-08）；不附牌回报，由楼面主管裁决（LC-P1）</translation>
    </message>
    <message>
        <source>round {number} is already void</source>
        <comment>banked.corrections.refusal.round_already_void</comment>
        <translation>第 {number} 局已无效</translation>
    </message>
    <message>
        <source>round {number} is not the round in progress ({number2})</source>
        <comment>banked.corrections.refusal.round_round_progress</comment>
        <translation>第 {number} 局不是进行中的一局（{number2}）</translation>
    </message>
    <message>
        <source>ruling {ruling} is not waiting for the floor</source>
        <comment>banked.corrections.refusal.ruling_waiting_floor</comment>
        <translation>裁决 {ruling} 不在等待楼面主管</translation>
    </message>
    <message>
        <source>seat {seat} already waits for a replacement card</source>
        <comment>banked.corrections.refusal.seat_already_waits_replacement_card</comment>
        <translation>{seat} 号座位已在等待补换的牌</translation>
    </message>
    <message>
        <source>unknown correction {action!r} ({items})</source>
        <comment>banked.corrections.refusal.unknown_correction</comment>
        <translation>未知的更正 {action!r}（{items}）</translation>
    </message>
    <message>
        <source>wait for the floor&apos;s decision on ruling {number}: {removeprefix}</source>
        <comment>banked.corrections.refusal.wait_floor_s_decision_ruling</comment>
        <translation>等待楼面主管对裁决 {number} 的决定：{removeprefix}</translation>
    </message>
    <message>
        <source>the Blind equals the Ante (${value}) (HTP-FLH-03)</source>
        <comment>banked.florida_holdem.refusal.blind_equals_ante_htp_flh</comment>
        <translation>Blind 等于 Ante（${value}）（HTP-FLH-03）</translation>
    </message>
    <message>
        <source>the Play bet is a decision after the deal (HTP-FLH-05)</source>
        <comment>banked.florida_holdem.refusal.play_bet_decision_after_deal</comment>
        <translation>Play 注是发牌后的决定（HTP-FLH-05）</translation>
    </message>
    <message>
        <source>the Play bet now is {items} ({_STREETS})</source>
        <comment>banked.florida_holdem.refusal.play_bet_now</comment>
        <translation>现在的 Play 注是 {items}（{_STREETS}）</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager}</source>
        <comment>banked.florida_holdem.refusal.seat_already_has</comment>
        <translation>{seat} 号座位已有 {wager}</translation>
    </message>
    <message>
        <source>{text} ({rule_ids})</source>
        <comment>banked.florida_holdem.refusal.text</comment>
        <translation>{text}（{rule_ids}）</translation>
    </message>
    <message>
        <source>Trips needs an Ante and a Blind first (HTP-FLH-04)</source>
        <comment>banked.florida_holdem.refusal.trips_needs_ante_blind_first</comment>
        <translation>Trips 需要先下 Ante 和 Blind（HTP-FLH-04）</translation>
    </message>
    <message>
        <source>{bettor} already has {most} original wagers on seat {seat} (CG-HAB-07, AMB-06)</source>
        <comment>banked.hot_action_blackjack.refusal.already_has_original_wagers_seat</comment>
        <translation>{bettor} 在 {seat} 号座位已有 {most} 个原始下注（CG-HAB-07, AMB-06）</translation>
    </message>
    <message>
        <source>a bettor may only match a double or split just made (CG-HAB-D1)</source>
        <comment>banked.hot_action_blackjack.refusal.bettor_may_only_match_double</comment>
        <translation>下注者只能跟刚做的加倍或分牌（CG-HAB-D1）</translation>
    </message>
    <message>
        <source>the Buster may not exceed the regular wager ${wagers} (CG-BBJ-03)</source>
        <comment>banked.hot_action_blackjack.refusal.buster_may_exceed_regular_wager</comment>
        <translation>Buster 不得超过一般下注 ${wagers}（CG-BBJ-03）</translation>
    </message>
    <message>
        <source>a Buster wager needs a main wager on this spot first (CG-BBJ-01)</source>
        <comment>banked.hot_action_blackjack.refusal.buster_wager_needs_main_wager</comment>
        <translation>Buster 注需先在此位置下主注（CG-BBJ-01）</translation>
    </message>
    <message>
        <source>{bettor} cannot match this move again</source>
        <comment>banked.hot_action_blackjack.refusal.cannot_match_move_again</comment>
        <translation>{bettor} 不能再跟这一步</translation>
    </message>
    <message>
        <source>{text} (CG-HAB-13, CG-HAB-14)</source>
        <comment>banked.hot_action_blackjack.refusal.cg_hab_13_cg_hab</comment>
        <translation>{text}（CG-HAB-13, CG-HAB-14）</translation>
    </message>
    <message>
        <source>double for up to the controlling bet ${own} (CG-HAB-D1, CG-HAB-15)</source>
        <comment>banked.hot_action_blackjack.refusal.double_up_controlling_bet_cg</comment>
        <translation>加倍最多到控制的下注 ${own}（CG-HAB-D1, CG-HAB-15）</translation>
    </message>
    <message>
        <source>{controller} has the most money on seat {seat} and decides (CG-HAB-10)</source>
        <comment>banked.hot_action_blackjack.refusal.has_most_money_seat_decides</comment>
        <translation>{controller} 在 {seat} 号座位的钱最多，由他决定（CG-HAB-10）</translation>
    </message>
    <message>
        <source>{bettor} may add up to his own bet ${own} (CG-HAB-D1, S1, S2)</source>
        <comment>banked.hot_action_blackjack.refusal.may_add_up_own_bet</comment>
        <translation>{bettor} 最多可加到他自己的下注 ${own}（CG-HAB-D1, S1, S2）</translation>
    </message>
    <message>
        <source>the P/D draws one card at a time (CG-HAB-12)</source>
        <comment>banked.hot_action_blackjack.refusal.p_d_draws_one_card</comment>
        <translation>庄家一次补一张牌（CG-HAB-12）</translation>
    </message>
    <message>
        <source>the P/D gets two cards (or his up card first, CG-HAB-17)</source>
        <comment>banked.hot_action_blackjack.refusal.p_d_gets_two_cards</comment>
        <translation>庄家拿两张牌（或先拿明牌，CG-HAB-17）</translation>
    </message>
    <message>
        <source>the room has not set what a {label} pays (Gaps: Hot Action)</source>
        <comment>banked.hot_action_blackjack.refusal.room_has_set_what_pays</comment>
        <translation>场馆尚未设置 {label} 的赔率（缺漏：Hot Action）</translation>
    </message>
    <message>
        <source>the room has not set where the P/D&apos;s coverage starts (Gaps: Hot Action)</source>
        <comment>banked.hot_action_blackjack.refusal.room_has_set_where_p</comment>
        <translation>场馆尚未设置庄家承保从哪里开始（缺漏：Hot Action）</translation>
    </message>
    <message>
        <source>seat {seat} already has {cap} bettors (CG-HAB-09)</source>
        <comment>banked.hot_action_blackjack.refusal.seat_already_has_bettors_cg</comment>
        <translation>{seat} 号座位已有 {cap} 位下注者（CG-HAB-09）</translation>
    </message>
    <message>
        <source>seat {seat} already has its one Buster wager; pooled money goes in one wager (CG-BBJ-04, CG-BBJ-05)</source>
        <comment>banked.hot_action_blackjack.refusal.seat_already_has_one_buster</comment>
        <translation>{seat} 号座位已有一个 Buster 注；合资的钱放在同一注（CG-BBJ-04, CG-BBJ-05）</translation>
    </message>
    <message>
        <source>seat {seat} has no hand</source>
        <comment>banked.hot_action_blackjack.refusal.seat_has_no_hand</comment>
        <translation>{seat} 号座位没有手牌</translation>
    </message>
    <message>
        <source>a split matches the controlling bet: ${own} (CG-HAB-S1)</source>
        <comment>banked.hot_action_blackjack.refusal.split_matches_controlling_bet_cg</comment>
        <translation>分牌须与控制的下注相同：${own}（CG-HAB-S1）</translation>
    </message>
    <message>
        <source>the back hand must outrank the front: reset it (CG-PAI-06); no penalty is stated for a wrongly set hand (Gaps), call the floor</source>
        <comment>banked.pai_gow.refusal.back_hand_must_outrank_front</comment>
        <translation>后手必须大于前手：重新摆牌（CG-PAI-06）；摆错牌没有明定罚则（缺漏），请调用楼面主管</translation>
    </message>
    <message>
        <source>Pai Gow has no decisions besides setting the hands (CG-PAI-06)</source>
        <comment>banked.pai_gow.refusal.pai_gow_has_no_decisions</comment>
        <translation>牌九除了摆牌没有其他决定（CG-PAI-06）</translation>
    </message>
    <message>
        <source>seat {seat} already has a wager</source>
        <comment>banked.pai_gow.refusal.seat_already_has_wager</comment>
        <translation>{seat} 号座位已有下注</translation>
    </message>
    <message>
        <source>set exactly the seven cards dealt to this seat (CG-PAI-06)</source>
        <comment>banked.pai_gow.refusal.set_exactly_seven_cards_dealt</comment>
        <translation>只摆发给此座位的七张牌（CG-PAI-06）</translation>
    </message>
    <message>
        <source>, and his Buster bank</source>
        <comment>banked.procedure.step.and_buster_bank</comment>
        <translation>，以及他的 Buster 庄</translation>
    </message>
    <message>
        <source>Banker&apos;s stake is spent: round over; every wager not covered goes back</source>
        <comment>banked.procedure.step.banker_s_stake_spent_round</comment>
        <translation>庄家承保额已用完：本局结束；未承保的下注全部退回</translation>
    </message>
    <message>
        <source>Deal seats {items} and the banker</source>
        <comment>banked.procedure.step.deal_seats_banker</comment>
        <translation>发牌给座位 {items} 和庄家</translation>
    </message>
    <message>
        <source>Everyone passed. </source>
        <comment>banked.procedure.step.everyone_passed</comment>
        <translation>所有人都不做庄。</translation>
    </message>
    <message>
        <source>{left} min left for the bank to go to another player (CA-PDR)</source>
        <comment>banked.procedure.step.min_left_bank_go_another</comment>
        <translation>还剩 {left} 分钟庄家须换给另一位玩家（CA-PDR）</translation>
    </message>
    <message>
        <source>No eligible player took the bank: the game cannot be dealt</source>
        <comment>banked.procedure.step.no_eligible_player_took_bank</comment>
        <translation>没有合格玩家做庄：此游戏无法发牌</translation>
    </message>
    <message>
        <source>Nobody is dealt in: end round {number} without a deal{back}</source>
        <comment>banked.procedure.step.nobody_dealt_end_round_without</comment>
        <translation>没有人参与：不发牌结束第 {number} 局{back}</translation>
    </message>
    <message>
        <source>Offer the bank to a player and record the answer before the first hand</source>
        <comment>banked.procedure.step.offer_bank_player_record_answer</comment>
        <translation>第一局前请让庄给一位玩家并记录答复</translation>
    </message>
    <message>
        <source>Offer the bank to seat {nxt} ({nxt2})</source>
        <comment>banked.procedure.step.offer_bank_seat</comment>
        <translation>让庄给 {nxt} 号座位（{nxt2}）</translation>
    </message>
    <message>
        <source>Open the table: choose house, game and rules</source>
        <comment>banked.procedure.step.open_table_choose_house_game</comment>
        <translation>开桌：选择场馆、游戏与规则</translation>
    </message>
    <message>
        <source>Round {number}: end the round</source>
        <comment>banked.procedure.step.round_end_round</comment>
        <translation>第 {number} 局：结束本局</translation>
    </message>
    <message>
        <source>Round {number}: end the round; replace the deck before the next one (LC-105)</source>
        <comment>banked.procedure.step.round_end_round_replace_deck</comment>
        <translation>第 {number} 局：结束本局；下一局前更换牌组（LC-105）</translation>
    </message>
    <message>
        <source>Round {number} is over</source>
        <comment>banked.procedure.step.round_over</comment>
        <translation>第 {number} 局已结束</translation>
    </message>
    <message>
        <source>Round {number} is void ({reason}): every wager goes back</source>
        <comment>banked.procedure.step.round_void_every_wager_goes</comment>
        <translation>第 {number} 局无效（{reason}）：所有下注退回</translation>
    </message>
    <message>
        <source>Seat {seat} pays {money}</source>
        <comment>banked.procedure.step.seat_pays</comment>
        <translation>{seat} 号座位支付 {money}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s hand is dead: give back its rake ${collections}</source>
        <comment>banked.procedure.step.seat_s_hand_dead_give</comment>
        <translation>{seat} 号座位的牌作废：退还其场费 ${collections}</translation>
    </message>
    <message>
        <source>; he states his stake, at least ${floor}: his last bank did not lose</source>
        <comment>banked.procedure.step.stake_at_least</comment>
        <translation>；他声明承保额，至少 ${floor}：他上一次做庄没有输</translation>
    </message>
    <message>
        <source>; he states his stake for the round</source>
        <comment>banked.procedure.step.stake_for_round</comment>
        <translation>；他声明本局的承保额</translation>
    </message>
    <message>
        <source>Start the round: {player} (seat {seat}) banks ${stake}</source>
        <comment>banked.procedure.step.start_round_seat_banks</comment>
        <translation>开始本局：{player}（{seat} 号座位）做庄 ${stake}</translation>
    </message>
    <message>
        <source>{passed}Start round {number}: {banker} (seat {seat}) keeps the bank{stake}{buster}</source>
        <comment>banked.procedure.step.start_round_seat_keeps_bank</comment>
        <translation>{passed}开始第 {number} 局：{banker}（{seat} 号座位）续任庄家{stake}{buster}</translation>
    </message>
    <message>
        <source>Take wagers ({names}); banker&apos;s stake ${stake}</source>
        <comment>banked.procedure.step.take_wagers_banker_s_stake</comment>
        <translation>收取下注（{names}）；庄家承保额 ${stake}</translation>
    </message>
    <message>
        <source>{game} is not a player-banked game</source>
        <comment>banked.registry.refusal.player_banked_game</comment>
        <translation>{game} 不是玩家做庄的游戏</translation>
    </message>
    <message>
        <source>{accepted} already took the bank</source>
        <comment>banked.rotation.refusal.already_took_bank</comment>
        <translation>{accepted} 已做庄</translation>
    </message>
    <message>
        <source>{banker} banked {hands_banked} hand(s): offer the bank to every eligible seat before the next one ({rule})</source>
        <comment>banked.rotation.refusal.banked_hand_s_offer_bank</comment>
        <translation>{banker} 已做庄 {hands_banked} 手：下一手前让庄给每个合格座位（{rule}）</translation>
    </message>
    <message>
        <source>a banker must put up a stake: it is all the action he covers (CG-3CP-06)</source>
        <comment>banked.rotation.refusal.banker_must_put_up_stake</comment>
        <translation>庄家必须拿出承保额：那是他承保的全部行动（CG-3CP-06）</translation>
    </message>
    <message>
        <source>{banker} did not take the bank: offer it and log the answer before the hand (CA-PDR)</source>
        <comment>banked.rotation.refusal.did_take_bank_offer_log</comment>
        <translation>{banker} 没有做庄：这一手前让庄并记录答复（CA-PDR）</translation>
    </message>
    <message>
        <source>{player} has no open offer of the bank: offer it first (CA-PDR)</source>
        <comment>banked.rotation.refusal.has_no_open_offer_bank</comment>
        <translation>{player} 没有待回复的让庄：先让庄（CA-PDR）</translation>
    </message>
    <message>
        <source>{player} must bank at least his previous ${floor} because it did not lose (CG-HAB-19)</source>
        <comment>banked.rotation.refusal.must_bank_least_previous_because</comment>
        <translation>{player} 必须至少以上次的 ${floor} 做庄，因为他没有输（CG-HAB-19）</translation>
    </message>
    <message>
        <source>offer the bank and log the answer before the first hand (CA-PDR)</source>
        <comment>banked.rotation.refusal.offer_bank_log_answer_before</comment>
        <translation>第一手前让庄并记录答复（CA-PDR）</translation>
    </message>
    <message>
        <source>only {pdr_max_tppp} third-party proposition player per table (CA-PDR)</source>
        <comment>banked.rotation.refusal.only_third_party_proposition_player</comment>
        <translation>每桌只能有 {pdr_max_tppp} 位第三方提案玩家（CA-PDR）</translation>
    </message>
    <message>
        <source>{player} (seat {seat}) took the bank for this hand (K14)</source>
        <comment>banked.rotation.refusal.seat_took_bank_hand_k14</comment>
        <translation>{player}（{seat} 号座位）这一手做庄（K14）</translation>
    </message>
    <message>
        <source>{player} took the bank with ${stake}: the round starts with that stake (K14)</source>
        <comment>banked.rotation.refusal.took_bank_round_starts_stake</comment>
        <translation>{player} 以 ${stake} 做庄：本局以此承保额开始（K14）</translation>
    </message>
    <message>
        <source>{player} was already offered the bank this time</source>
        <comment>banked.rotation.refusal.was_already_offered_bank_time</comment>
        <translation>这一次已让庄给 {player}</translation>
    </message>
    <message>
        <source>the action pile is one of the seven piles (CG-PAI-04)</source>
        <comment>banked.round.refusal.action_pile_one_seven_piles</comment>
        <translation>行动牌叠是七叠之一（CG-PAI-04）</translation>
    </message>
    <message>
        <source>{type} is not a banked-round event</source>
        <comment>banked.round.refusal.banked_round_event</comment>
        <translation>{type} 不是庄家局的事件</translation>
    </message>
    <message>
        <source>the banker may not bet on any other position (CG-HAB-21)</source>
        <comment>banked.round.refusal.banker_may_bet_any_other</comment>
        <translation>庄家不得在其他位置下注（CG-HAB-21）</translation>
    </message>
    <message>
        <source>the banker must put up a stake before the deal (section 5)</source>
        <comment>banked.round.refusal.banker_must_put_up_stake</comment>
        <translation>发牌前庄家必须拿出承保额（第 5 节）</translation>
    </message>
    <message>
        <source>the banker&apos;s seat {banker_seat} is not at this table</source>
        <comment>banked.round.refusal.banker_s_seat_table</comment>
        <translation>庄家的 {banker_seat} 号座位不在本桌</translation>
    </message>
    <message>
        <source>that card is already out: one deck, no card twice (CG-3CP-01, HTP-3CP-01); call the floor</source>
        <comment>banked.round.refusal.card_already_out_one_deck</comment>
        <translation>那张牌已发出：一副牌，同一张不会出现两次（CG-3CP-01, HTP-3CP-01）；请调用楼面主管</translation>
    </message>
    <message>
        <source>this card goes to hand {value} of seat {seat}</source>
        <comment>banked.round.refusal.card_goes_hand_seat</comment>
        <translation>这张牌给 {seat} 号座位的第 {value} 手</translation>
    </message>
    <message>
        <source>deal {count} board cards now ({text})</source>
        <comment>banked.round.refusal.deal_board_cards_now</comment>
        <translation>现在发 {count} 张公共牌（{text}）</translation>
    </message>
    <message>
        <source>a face-up card must be one of the cards dealt</source>
        <comment>banked.round.refusal.face_up_card_must_one</comment>
        <translation>翻开的牌必须是已发的牌之一</translation>
    </message>
    <message>
        <source>list every seat once, with the name seated there (or empty)</source>
        <comment>banked.round.refusal.list_every_seat_once_name</comment>
        <translation>每个座位列一次，附上坐在那里的姓名（或空位）</translation>
    </message>
    <message>
        <source>the next cards go to seat {seat} ({text})</source>
        <comment>banked.round.refusal.next_cards_go_seat</comment>
        <translation>接下来的牌给 {seat} 号座位（{text}）</translation>
    </message>
    <message>
        <source>no joker in this deck (CG-3CP-01, CG-PAI-01): call the floor</source>
        <comment>banked.round.refusal.no_joker_deck_cg_3cp</comment>
        <translation>这副牌没有鬼牌（CG-3CP-01, CG-PAI-01）：请调用楼面主管</translation>
    </message>
    <message>
        <source>no seat has the wagers needed to be dealt in (CG-3CP-02, HTP-3CP-03)</source>
        <comment>banked.round.refusal.no_seat_has_wagers_needed</comment>
        <translation>没有座位下了参与所需的注（CG-3CP-02, HTP-3CP-03）</translation>
    </message>
    <message>
        <source>nothing is due to settle now: finish the play first</source>
        <comment>banked.round.refusal.nothing_due_settle_now_finish</comment>
        <translation>现在没有要结算的：先完成牌局</translation>
    </message>
    <message>
        <source>not now: {text}</source>
        <comment>banked.round.refusal.now</comment>
        <translation>现在不行：{text}</translation>
    </message>
    <message>
        <source>only the player seated on {seat} may refuse backline bets (CG-HAB-11)</source>
        <comment>banked.round.refusal.only_player_seated_may_refuse</comment>
        <translation>只有坐在 {seat} 的玩家可拒绝后注（CG-HAB-11）</translation>
    </message>
    <message>
        <source>play is over: settle the wagers</source>
        <comment>banked.round.refusal.play_over_settle_wagers</comment>
        <translation>牌局已结束：结算下注</translation>
    </message>
    <message>
        <source>a replacement card is dealt face down (PGP-IRR-08)</source>
        <comment>banked.round.refusal.replacement_card_dealt_face_down</comment>
        <translation>补换的牌盖着发（PGP-IRR-08）</translation>
    </message>
    <message>
        <source>the room has not set how the banker&apos;s stake covers wagers (Gaps: no coverage order stated for this game)</source>
        <comment>banked.round.refusal.room_has_set_how_banker</comment>
        <translation>场馆尚未设置庄家承保额如何承保下注（缺漏：此游戏未订承保顺序）</translation>
    </message>
    <message>
        <source>round {number} is over: start the next round</source>
        <comment>banked.round.refusal.round_over_start_next_round</comment>
        <translation>第 {number} 局已结束：开始下一局</translation>
    </message>
    <message>
        <source>a round starts with banked_round_started</source>
        <comment>banked.round.refusal.round_starts_banked_round_started</comment>
        <translation>一局以 banked_round_started 开始</translation>
    </message>
    <message>
        <source>seat {seat} cannot take a wager against its own bank (section 5)</source>
        <comment>banked.round.refusal.seat_cannot_take_wager_against</comment>
        <translation>{seat} 号座位不能接受对自己庄的下注（第 5 节）</translation>
    </message>
    <message>
        <source>seat {seat} gets {count} card(s) now ({text})</source>
        <comment>banked.round.refusal.seat_gets_card_s_now</comment>
        <translation>{seat} 号座位现在拿 {count} 张牌（{text}）</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s player refuses backline bets (CG-HAB-11)</source>
        <comment>banked.round.refusal.seat_s_player_refuses_backline</comment>
        <translation>{seat} 号座位的玩家拒绝后注（CG-HAB-11）</translation>
    </message>
    <message>
        <source>not seat {seat}&apos;s turn: {text}</source>
        <comment>banked.round.refusal.seat_s_turn</comment>
        <translation>还没轮到 {seat} 号座位：{text}</translation>
    </message>
    <message>
        <source>seat {seat} is not at this table</source>
        <comment>banked.round.refusal.seat_table</comment>
        <translation>{seat} 号座位不在本桌</translation>
    </message>
    <message>
        <source>settle in action order: next is seat {seat} {wager} (AMB-11)</source>
        <comment>banked.round.refusal.settle_action_order_next_seat</comment>
        <translation>依行动顺序结算：下一个是 {seat} 号座位 {wager}（AMB-11）</translation>
    </message>
    <message>
        <source>settle every wager before ending the round (CG-3CP-07)</source>
        <comment>banked.round.refusal.settle_every_wager_before_ending</comment>
        <translation>结束本局前结算所有下注（CG-3CP-07）</translation>
    </message>
    <message>
        <source>three dice, each 1 to 6 (CG-PAI-05)</source>
        <comment>banked.round.refusal.three_dice_each_1_6</comment>
        <translation>三颗骰子，每颗 1 到 6（CG-PAI-05）</translation>
    </message>
    <message>
        <source>{wager!r} is not a wager of this game ({items})</source>
        <comment>banked.round.refusal.wager_game</comment>
        <translation>{wager!r} 不是本游戏的下注（{items}）</translation>
    </message>
    <message>
        <source>a wager is a positive amount</source>
        <comment>banked.round.refusal.wager_positive_amount</comment>
        <translation>下注必须是正数</translation>
    </message>
    <message>
        <source>wagers are closed once the first card is out (CG-3CP-B01)</source>
        <comment>banked.round.refusal.wagers_are_closed_once_first</comment>
        <translation>第一张牌发出后即停止下注（CG-3CP-B01）</translation>
    </message>
    <message>
        <source>round {hand} is over and the next round has begun: the ruling can no longer be changed (LC-8c, CG-DIS-04)</source>
        <comment>banked.rulings.refusal.round_over_next_round_has</comment>
        <translation>第 {hand} 局已结束且下一局已开始：裁决不能再更改（LC-8c, CG-DIS-04）</translation>
    </message>
    <message>
        <source>{replace} is not ruled on at a banked table: call the floor</source>
        <comment>banked.rulings.refusal.ruled_banked_table_call_floor</comment>
        <translation>庄家桌不裁决 {replace}：请调用楼面主管</translation>
    </message>
    <message>
        <source>ruling {ruling} already exists</source>
        <comment>banked.rulings.refusal.ruling_already_exists</comment>
        <translation>裁决 {ruling} 已存在</translation>
    </message>
    <message>
        <source>Call the floor: ruling {number}, {title}. {note}</source>
        <comment>banked.rulings.step.call_floor_ruling</comment>
        <translation>调用楼面主管：裁决 {number}，{title}。{note}</translation>
    </message>
    <message>
        <source>no round is in progress</source>
        <comment>banked.session.refusal.no_round_progress</comment>
        <translation>目前没有进行中的一局</translation>
    </message>
    <message>
        <source>the banked table&apos;s rules cannot be read: {exc}</source>
        <comment>banked.table.refusal.banked_table_s_rules_cannot</comment>
        <translation>无法读取庄家桌的规则：{exc}</translation>
    </message>
    <message>
        <source>the current round is not over</source>
        <comment>banked.table.refusal.current_round_over</comment>
        <translation>目前这一局尚未结束</translation>
    </message>
    <message>
        <source>finish the round before changing the table&apos;s rules</source>
        <comment>banked.table.refusal.finish_round_before_changing_table</comment>
        <translation>更改本桌规则前先结束这一局</translation>
    </message>
    <message>
        <source>the next round is number {expected}</source>
        <comment>banked.table.refusal.next_round_number</comment>
        <translation>下一局是第 {expected} 局</translation>
    </message>
    <message>
        <source>open the banked table first (house, game and rules)</source>
        <comment>banked.table.refusal.open_banked_table_first_house</comment>
        <translation>先开庄家桌（场馆、游戏和规则）</translation>
    </message>
    <message>
        <source>start a round first</source>
        <comment>banked.table.refusal.start_round_first</comment>
        <translation>先开始一局</translation>
    </message>
    <message>
        <source>the Bonus may not be larger than the Ante (${ante}) (CG-3CP-B02)</source>
        <comment>banked.three_card_poker.refusal.bonus_may_larger_than_ante</comment>
        <translation>Bonus 不得大于 Ante（${ante}）（CG-3CP-B02）</translation>
    </message>
    <message>
        <source>choose one of {items} ({rule_ids})</source>
        <comment>banked.three_card_poker.refusal.choose_one</comment>
        <translation>从 {items} 中选一个（{rule_ids}）</translation>
    </message>
    <message>
        <source>the {wager} is a decision after the deal (CG-3CP-04b)</source>
        <comment>banked.three_card_poker.refusal.decision_after_deal_cg_3cp</comment>
        <translation>{wager} 是发牌后的决定（CG-3CP-04b）</translation>
    </message>
    <message>
        <source>House Way needs the banker&apos;s face-up card (CG-3CP-03)</source>
        <comment>banked.three_card_poker.refusal.house_way_needs_banker_s</comment>
        <translation>House Way 需要庄家的明牌（CG-3CP-03）</translation>
    </message>
    <message>
        <source>a House Way Play equals the Ante: ${ante} (CG-3CP-11, CG-3CP-12)</source>
        <comment>banked.three_card_poker.refusal.house_way_play_equals_ante</comment>
        <translation>House Way 的 Play 等于 Ante：${ante}（CG-3CP-11, CG-3CP-12）</translation>
    </message>
    <message>
        <source>the {decision} must equal the {ante}: ${ante2} ({rule}); a player who cannot make it surrenders (CG-3CP-09)</source>
        <comment>banked.three_card_poker.refusal.must_equal_player_who_cannot</comment>
        <translation>{decision} 必须等于 {ante}：${ante2}（{rule}）；无法下的玩家投降（CG-3CP-09）</translation>
    </message>
    <message>
        <source>a {replace} needs an {ante} first ({rule})</source>
        <comment>banked.three_card_poker.refusal.needs_first</comment>
        <translation>{replace} 需要先下 {ante}（{rule}）</translation>
    </message>
    <message>
        <source>only {bettor} decides this hand (CG-3CP-10)</source>
        <comment>banked.three_card_poker.refusal.only_decides_hand_cg_3cp</comment>
        <translation>只有 {bettor} 决定这手牌（CG-3CP-10）</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager} from {bettor}</source>
        <comment>banked.three_card_poker.refusal.seat_already_has</comment>
        <translation>{seat} 号座位已有 {bettor} 的 {wager}</translation>
    </message>
    <message>
        <source>a Bonus needs a Base first (HTP-2CP-04)</source>
        <comment>banked.two_card_poker.refusal.bonus_needs_base_first_htp</comment>
        <translation>Bonus 需要先下 Base（HTP-2CP-04）</translation>
    </message>
    <message>
        <source>the Call is a decision after the deal (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.call_decision_after_deal_htp</comment>
        <translation>Call 是发牌后的决定（HTP-2CP-07）</translation>
    </message>
    <message>
        <source>the Call equals the Base: ${base} (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.call_equals_base_htp_2cp</comment>
        <translation>Call 等于 Base：${base}（HTP-2CP-07）</translation>
    </message>
    <message>
        <source>{text} (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.htp_2cp_07</comment>
        <translation>{text}（HTP-2CP-07）</translation>
    </message>
    <message>
        <source>keep two of the four cards and discard the other two (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.keep_two_four_cards_discard</comment>
        <translation>四张牌保留两张，丢掉另外两张（HTP-2CP-07）</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager}</source>
        <comment>banked.two_card_poker.refusal.seat_already_has</comment>
        <translation>{seat} 号座位已有 {wager}</translation>
    </message>
    <message>
        <source>All-in ${amount}</source>
        <comment>betting.label.all_in</comment>
        <translation>全押 ${amount}</translation>
    </message>
    <message>
        <source>Bet ${amount}</source>
        <comment>betting.label.bet</comment>
        <translation>下注 ${amount}</translation>
    </message>
    <message>
        <source>Bet ${low}-${high}</source>
        <comment>betting.label.bet_range</comment>
        <translation>下注 ${low}-${high}</translation>
    </message>
    <message>
        <source>Call ${amount}</source>
        <comment>betting.label.call</comment>
        <translation>跟注 ${amount}</translation>
    </message>
    <message>
        <source>Check</source>
        <comment>betting.label.check</comment>
        <translation>过牌</translation>
    </message>
    <message>
        <source>Complete to ${amount}</source>
        <comment>betting.label.complete</comment>
        <translation>补足到 ${amount}</translation>
    </message>
    <message>
        <source>Complete ${low}-${high}</source>
        <comment>betting.label.complete_range</comment>
        <translation>补足 ${low}-${high}</translation>
    </message>
    <message>
        <source>Fold</source>
        <comment>betting.label.fold</comment>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>Raise to ${amount}</source>
        <comment>betting.label.raise</comment>
        <translation>加注到 ${amount}</translation>
    </message>
    <message>
        <source>Raise ${low}-${high}</source>
        <comment>betting.label.raise_range</comment>
        <translation>加注 ${low}-${high}</translation>
    </message>
    <message>
        <source>a correction changed this hand outside its betting: the floor moves the chips by hand</source>
        <comment>chip_rulings.refusal.correction_changed_hand_outside_betting</comment>
        <translation>有更正在下注之外改变了本局：由楼面主管以手动移动筹码</translation>
    </message>
    <message>
        <source>the floor rules forward motion a bet or not a bet (LC-52)</source>
        <comment>chip_rulings.refusal.floor_rules_forward_motion_bet</comment>
        <translation>由楼面主管裁定向前推筹码是否算下注（LC-52）</translation>
    </message>
    <message>
        <source>the next cards are out: the call can no longer be taken back</source>
        <comment>chip_rulings.refusal.next_cards_are_out_call</comment>
        <translation>下一张牌已发出：跟注不能再收回</translation>
    </message>
    <message>
        <source>no {what} of seat {seat} is waiting for the floor</source>
        <comment>chip_rulings.refusal.no_seat_waiting_floor</comment>
        <translation>{seat} 号座位没有等待楼面主管的{what}</translation>
    </message>
    <message>
        <source>nobody has acted after seat {seat}: he takes the call back and may then fold for free (LC-58a)</source>
        <comment>chip_rulings.refusal.nobody_has_acted_after_seat</comment>
        <translation>{seat} 号座位之后还没有人行动：他收回跟注，之后可免费弃牌（LC-58a）</translation>
    </message>
    <message>
        <source>nobody has raised in this betting round: an underpaid call is topped up (LC-57)</source>
        <comment>chip_rulings.refusal.nobody_has_raised_betting_round</comment>
        <translation>本轮下注无人加注：不足的跟注要补足（LC-57）</translation>
    </message>
    <message>
        <source>seat {to_act} is to act, not seat {seat}</source>
        <comment>chip_rulings.refusal.seat_act_seat</comment>
        <translation>轮到 {to_act} 号座位，不是 {seat} 号座位</translation>
    </message>
    <message>
        <source>seat {seat} can no longer fold</source>
        <comment>chip_rulings.refusal.seat_can_no_longer_fold</comment>
        <translation>{seat} 号座位已不能弃牌</translation>
    </message>
    <message>
        <source>seat {seat} cannot act now: no betting round is open</source>
        <comment>chip_rulings.refusal.seat_cannot_act_now_no</comment>
        <translation>{seat} 号座位现在不能行动：没有进行中的下注轮</translation>
    </message>
    <message>
        <source>seat {seat} has ${stacks}: name the chips he moved forward</source>
        <comment>chip_rulings.refusal.seat_has_name_chips_he</comment>
        <translation>{seat} 号座位有 ${stacks}：请说明他向前推的筹码</translation>
    </message>
    <message>
        <source>seat {seat} has no short call of a missed raise</source>
        <comment>chip_rulings.refusal.seat_has_no_short_call</comment>
        <translation>{seat} 号座位没有对未看到的加注跟注不足</translation>
    </message>
    <message>
        <source>seat {seat} owes ${owed}: a short call puts in less than that</source>
        <comment>chip_rulings.refusal.seat_owes_short_call_puts</comment>
        <translation>{seat} 号座位欠 ${owed}：跟注不足是指放入少于此数</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s earlier short call is not settled yet (LC-58a)</source>
        <comment>chip_rulings.refusal.seat_s_earlier_short_call</comment>
        <translation>{seat} 号座位先前的跟注不足尚未处理（LC-58a）</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s forward motion is already before the floor</source>
        <comment>chip_rulings.refusal.seat_s_forward_motion_already</comment>
        <translation>{seat} 号座位的向前推筹码已交楼面主管处理</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s last action in this betting round is not a raise</source>
        <comment>chip_rulings.refusal.seat_s_last_action_betting</comment>
        <translation>{seat} 号座位本轮最后的行动不是加注</translation>
    </message>
    <message>
        <source>seat {seat} said &apos;call&apos; and someone has acted since: the call binds, he owes ${owed} (LC-58b)</source>
        <comment>chip_rulings.refusal.seat_said_call_someone_has</comment>
        <translation>{seat} 号座位说了「跟」且之后已有人行动：跟注有效，他欠 ${owed}（LC-58b）</translation>
    </message>
    <message>
        <source>settle the short call made after it first (LC-58a)</source>
        <comment>chip_rulings.refusal.settle_short_call_made_after</comment>
        <translation>先处理之后发生的跟注不足（LC-58a）</translation>
    </message>
    <message>
        <source>a short call is taken back, completed or folded (LC-58a)</source>
        <comment>chip_rulings.refusal.short_call_taken_back_completed</comment>
        <translation>跟注不足可收回、补足或弃牌（LC-58a）</translation>
    </message>
    <message>
        <source>Call the floor: seat {seat} moved ${amount} forward still holding the chips: rule it a bet?</source>
        <comment>chip_rulings.step.call_floor_seat_moved_forward</comment>
        <translation>调用楼面主管：{seat} 号座位把 ${amount} 推向前但仍握着筹码：是否算下注？</translation>
    </message>
    <message>
        <source>Call the floor: {who}: was seat {seat}&apos;s raise a string raise? It stands, or it is a call; two more actions after it and it stands</source>
        <comment>chip_rulings.step.call_floor_was_seat_s</comment>
        <translation>调用楼面主管：{who}：{seat} 号座位的加注是否为分次加注（string raise）？维持原注或改为跟注；之后再有两个行动即维持</translation>
    </message>
    <message>
        <source>Seat {seat} called a missed raise short: {note}</source>
        <comment>chip_rulings.step.seat_called_missed_raise_short</comment>
        <translation>{seat} 号座位未看到加注而跟注不足：{note}</translation>
    </message>
    <message>
        <source>badge reader</source>
        <comment>device.kind.badge</comment>
        <translation>员工证读卡机</translation>
    </message>
    <message>
        <source>card scanner</source>
        <comment>device.kind.barcode</comment>
        <translation>扫牌器</translation>
    </message>
    <message>
        <source>RFID card reader</source>
        <comment>device.kind.rfid</comment>
        <translation>RFID 读牌器</translation>
    </message>
    <message>
        <source>shoe</source>
        <comment>device.kind.shoe</comment>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>{kind} {number}</source>
        <comment>device.numbered</comment>
        <translation>{kind} {number}</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>extensions.refusal.no_hand_progress</comment>
        <translation>目前没有进行中的牌局</translation>
    </message>
    <message>
        <source>{structure} betting is not supported at the flop tables yet</source>
        <comment>from_profile.refusal.betting_supported_flop_tables_yet</comment>
        <translation>翻牌游戏桌尚不支持 {structure} 下注</translation>
    </message>
    <message>
        <source>{game_name}: a bring-in of ${bring_in} is not a bet; the house must set a bring-in of at least $1 (K22, CG-STD-04)</source>
        <comment>from_profile.refusal.bring_bet_house_must_set</comment>
        <translation>{game_name}：${bring_in} 的强制开注不算下注；场馆须设置至少 $1 的强制开注（K22, CG-STD-04）</translation>
    </message>
    <message>
        <source>{house} {game} {key}: {key2} must be set by the room before this table can open ({reason})</source>
        <comment>from_profile.refusal.must_set_room_before_table</comment>
        <translation>{house} {game} {key}：开桌前场馆须设置 {key2}（{reason}）</translation>
    </message>
    <message>
        <source>{house} {game}: the profile lacks blinds, betting or showdown</source>
        <comment>from_profile.refusal.profile_lacks_blinds_betting_showdown</comment>
        <translation>{house} {game}：设置档缺少盲注、下注或摊牌</translation>
    </message>
    <message>
        <source>{game_name} is not a stud game</source>
        <comment>from_profile.refusal.stud_game</comment>
        <translation>{game_name} 不是梭哈（stud）游戏</translation>
    </message>
    <message>
        <source>{clash} is already on the board or in another hand: fouled deck (LC-105)</source>
        <comment>hand.refusal.already_board_another_hand_fouled</comment>
        <translation>{clash} 已在公共牌或其他手牌中：废牌组（LC-105）</translation>
    </message>
    <message>
        <source>a betting round cannot be opened again now ({phase_text})</source>
        <comment>hand.refusal.betting_round_cannot_opened_again</comment>
        <translation>现在不能再开一轮下注（{phase_text}）</translation>
    </message>
    <message>
        <source>the blinds may chop only when everyone else has folded to them before the flop, with no raise, where the house allows it (LC-18)</source>
        <comment>hand.refusal.blinds_may_chop_only_when</comment>
        <translation>只有翻牌前其他人都弃牌到盲注、无人加注且场馆允许时，盲注才可平分（LC-18）</translation>
    </message>
    <message>
        <source>a burn card comes only before a street&apos;s first board card</source>
        <comment>hand.refusal.burn_card_comes_only_before</comment>
        <translation>烧牌只在一条街的第一张公共牌之前</translation>
    </message>
    <message>
        <source>deal only after seat {seat} posts the {replace} (${total})</source>
        <comment>hand.refusal.deal_only_after_seat_posts</comment>
        <translation>{seat} 号座位下了{replace}（${total}）后才发牌</translation>
    </message>
    <message>
        <source>this is hand {number}, not {hand}</source>
        <comment>hand.refusal.hand</comment>
        <translation>这是第 {number} 局，不是第 {hand} 局</translation>
    </message>
    <message>
        <source>hand {number} cannot end yet ({phase_text})</source>
        <comment>hand.refusal.hand_cannot_end_yet</comment>
        <translation>第 {number} 局还不能结束（{phase_text}）</translation>
    </message>
    <message>
        <source>{type} is not a hand event</source>
        <comment>hand.refusal.hand_event</comment>
        <translation>{type} 不是牌局事件</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards, not {count}</source>
        <comment>hand.refusal.hand_has_cards</comment>
        <translation>{game} 每手有 {hole_cards} 张牌，不是 {count} 张</translation>
    </message>
    <message>
        <source>hand {number} has ended</source>
        <comment>hand.refusal.hand_has_ended</comment>
        <translation>第 {number} 局已结束</translation>
    </message>
    <message>
        <source>a hand needs at least two players dealt in</source>
        <comment>hand.refusal.hand_needs_least_two_players</comment>
        <translation>一局至少需要两位拿牌的玩家</translation>
    </message>
    <message>
        <source>hands are shown only after the deal and before the pot is pushed</source>
        <comment>hand.refusal.hands_are_shown_only_after</comment>
        <translation>只有发牌后、派底池前才亮牌</translation>
    </message>
    <message>
        <source>{card} has already been dealt this hand: fouled deck (LC-105)</source>
        <comment>hand.refusal.has_already_been_dealt_hand</comment>
        <translation>{card} 本局已发过：废牌组（LC-105）</translation>
    </message>
    <message>
        <source>hole cards are dealt only before the first betting round</source>
        <comment>hand.refusal.hole_cards_are_dealt_only</comment>
        <translation>底牌只在第一轮下注前发</translation>
    </message>
    <message>
        <source>${to} is not a multiple of the ${chip_unit} chip (LC-67)</source>
        <comment>hand.refusal.multiple_chip_lc_67</comment>
        <translation>${to} 不是 ${chip_unit} 筹码的倍数（LC-67）</translation>
    </message>
    <message>
        <source>the next settlement is {to_json}, not {to_json2}</source>
        <comment>hand.refusal.next_settlement</comment>
        <translation>下一笔结算是 {to_json}，不是 {to_json2}</translation>
    </message>
    <message>
        <source>no board card is due now ({phase_text}): a premature card is an irregularity (LC-110 to LC-112)</source>
        <comment>hand.refusal.no_board_card_due_now</comment>
        <translation>现在不该发公共牌（{phase_text}）：提前发出的牌属违规情况（LC-110 至 LC-112）</translation>
    </message>
    <message>
        <source>no pot is ready to be pushed</source>
        <comment>hand.refusal.no_pot_ready_pushed</comment>
        <translation>没有可派发的底池</translation>
    </message>
    <message>
        <source>no street is being dealt ({phase_text})</source>
        <comment>hand.refusal.no_street_being_dealt</comment>
        <translation>目前没有在发任何一条街（{phase_text}）</translation>
    </message>
    <message>
        <source>an optional post is declined before the deal</source>
        <comment>hand.refusal.optional_post_declined_before_deal</comment>
        <translation>选择性下注须在发牌前拒绝</translation>
    </message>
    <message>
        <source>the pot is already being pushed</source>
        <comment>hand.refusal.pot_already_being_pushed</comment>
        <translation>底池已在派发中</translation>
    </message>
    <message>
        <source>the pot can no longer be worked out again ({phase_text})</source>
        <comment>hand.refusal.pot_can_no_longer_worked</comment>
        <translation>底池已不能重新计算（{phase_text}）</translation>
    </message>
    <message>
        <source>the pot has already been awarded; a misdeal can no longer be called</source>
        <comment>hand.refusal.pot_has_already_been_awarded</comment>
        <translation>底池已派出；不能再声明发错牌</translation>
    </message>
    <message>
        <source>seat {seat} is acting out of turn: seat {to_act} is to act (LC-50: hold the action)</source>
        <comment>hand.refusal.seat_acting_out_turn_seat</comment>
        <translation>{seat} 号座位未轮到就行动：轮到 {to_act} 号座位（LC-50：先保留该行动）</translation>
    </message>
    <message>
        <source>seat {seat} already has {hole_count} cards (LC-107)</source>
        <comment>hand.refusal.seat_already_has_cards_lc</comment>
        <translation>{seat} 号座位已有 {hole_count} 张牌（LC-107）</translation>
    </message>
    <message>
        <source>seat {seat} calls ${call_to}, not ${to}</source>
        <comment>hand.refusal.seat_calls</comment>
        <translation>{seat} 号座位跟注 ${call_to}，不是 ${to}</translation>
    </message>
    <message>
        <source>seat {seat} cannot act now ({phase_text})</source>
        <comment>hand.refusal.seat_cannot_act_now</comment>
        <translation>{seat} 号座位现在不能行动（{phase_text}）</translation>
    </message>
    <message>
        <source>seat {seat} cannot check: there is a bet to call</source>
        <comment>hand.refusal.seat_cannot_check_there_bet</comment>
        <translation>{seat} 号座位不能过牌：有注要跟</translation>
    </message>
    <message>
        <source>seat {seat} cannot fold: nothing to call (LC-60)</source>
        <comment>hand.refusal.seat_cannot_fold_nothing_call</comment>
        <translation>{seat} 号座位不能弃牌：没有注要跟（LC-60）</translation>
    </message>
    <message>
        <source>seat {seat} cannot muck now; before showdown a player folds</source>
        <comment>hand.refusal.seat_cannot_muck_now_before</comment>
        <translation>{seat} 号座位现在不能丢牌；摊牌前玩家是弃牌</translation>
    </message>
    <message>
        <source>seat {seat} cannot post now: the deal has begun</source>
        <comment>hand.refusal.seat_cannot_post_now_deal</comment>
        <translation>{seat} 号座位现在不能下注：已开始发牌</translation>
    </message>
    <message>
        <source>seat {seat} is not dealt in this hand (LC-104h, LC-113)</source>
        <comment>hand.refusal.seat_dealt_hand_lc_104h</comment>
        <translation>{seat} 号座位本局没有拿牌（LC-104h, LC-113）</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to kill</source>
        <comment>hand.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 号座位没有可作废的有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>hand.refusal.seat_has_no_live_hand_2</comment>
        <translation>{seat} 号座位没有有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to show</source>
        <comment>hand.refusal.seat_has_no_live_hand_3</comment>
        <translation>{seat} 号座位没有可亮的有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} has no optional {replace} to decline</source>
        <comment>hand.refusal.seat_has_no_optional_decline</comment>
        <translation>{seat} 号座位没有可拒绝的选择性{replace}</translation>
    </message>
    <message>
        <source>seat {seat} has nothing to call; check instead</source>
        <comment>hand.refusal.seat_has_nothing_call_check</comment>
        <translation>{seat} 号座位没有注要跟；请过牌</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack}; cannot post ${amount}</source>
        <comment>hand.refusal.seat_has_only_cannot_post</comment>
        <translation>{seat} 号座位只有 ${stack}；不能下 ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${min_to}-${max_to}, not ${to}</source>
        <comment>hand.refusal.seat_may</comment>
        <translation>{seat} 号座位可{action}到 ${min_to}-${max_to}，不是 ${to}</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${min_to} only, not ${to}</source>
        <comment>hand.refusal.seat_may_only</comment>
        <translation>{seat} 号座位只能{action}到 ${min_to}，不是 ${to}</translation>
    </message>
    <message>
        <source>seat {seat} owes ${total} for the {replace}, not ${amount} (LC-68: a short post is all-in)</source>
        <comment>hand.refusal.seat_owes_lc_68_short</comment>
        <translation>{seat} 号座位的{replace}应付 ${total}，不是 ${amount}（LC-68：不足额盲注即全押）</translation>
    </message>
    <message>
        <source>seat {seat} owes no {replace} this hand</source>
        <comment>hand.refusal.seat_owes_no_hand</comment>
        <translation>{seat} 号座位本局不欠{replace}</translation>
    </message>
    <message>
        <source>seat(s) {missing} dealt in but not seated</source>
        <comment>hand.refusal.seat_s_dealt_but_seated</comment>
        <translation>座位 {missing} 拿了牌但没有人入座</translation>
    </message>
    <message>
        <source>a seat is taken out of the hand only before anyone acts</source>
        <comment>hand.refusal.seat_taken_out_hand_only</comment>
        <translation>只有在任何人行动前才可把座位移出本局</translation>
    </message>
    <message>
        <source>seat {seat} was dealt {items}, not {got}</source>
        <comment>hand.refusal.seat_was_dealt</comment>
        <translation>{seat} 号座位拿到的是 {items}，不是 {got}</translation>
    </message>
    <message>
        <source>there is no betting round to close ({phase_text})</source>
        <comment>hand.refusal.there_no_betting_round_close</comment>
        <translation>没有可结束的下注轮（{phase_text}）</translation>
    </message>
    <message>
        <source>a card shown during {STREETS} betting falls under {PREMATURE_RULE}, not {rule_id}</source>
        <comment>irregularities.board_fixes.refusal.card_shown_during_betting_falls</comment>
        <translation>{STREETS} 下注时亮出的牌适用 {PREMATURE_RULE}，不是 {rule_id}</translation>
    </message>
    <message>
        <source>an early card is possible only while preflop, flop or turn betting is open</source>
        <comment>irregularities.board_fixes.refusal.early_card_possible_only_while</comment>
        <translation>只有翻牌前、翻牌或转牌下注进行中才可能提前发牌</translation>
    </message>
    <message>
        <source>a flop can be taken back only before anyone acts on it (LC-114)</source>
        <comment>irregularities.board_fixes.refusal.flop_can_taken_back_only</comment>
        <translation>翻牌只能在有人行动前收回（LC-114）</translation>
    </message>
    <message>
        <source>the next street&apos;s burn is already out</source>
        <comment>irregularities.board_fixes.refusal.next_street_s_burn_already</comment>
        <translation>下一街的烧牌已发出</translation>
    </message>
    <message>
        <source>no set-aside card is due back in the stub now</source>
        <comment>irregularities.board_fixes.refusal.no_set_aside_card_due</comment>
        <translation>现在没有要放回剩余牌的搁置牌</translation>
    </message>
    <message>
        <source>the stub is reshuffled with {items}</source>
        <comment>irregularities.board_fixes.refusal.stub_reshuffled</comment>
        <translation>剩余牌与 {items} 重洗</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.dead_hands.refusal.hand_has_cards</comment>
        <translation>{game} 每手有 {hole_cards} 张牌</translation>
    </message>
    <message>
        <source>a losing hand is compared only before the pot is pushed (LC-75)</source>
        <comment>irregularities.dead_hands.refusal.losing_hand_compared_only_before</comment>
        <translation>输的牌只在派底池前比较（LC-75）</translation>
    </message>
    <message>
        <source>the pot is already being pushed</source>
        <comment>irregularities.dead_hands.refusal.pot_already_being_pushed</comment>
        <translation>底池已在派发中</translation>
    </message>
    <message>
        <source>seat {seat} has no called hand in the muck</source>
        <comment>irregularities.dead_hands.refusal.seat_has_no_called_hand</comment>
        <translation>{seat} 号座位在弃牌堆中没有被跟注的牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to kill</source>
        <comment>irregularities.dead_hands.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 号座位没有可作废的有效手牌</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s hand can be retrieved only if nobody acted after it was thrown (LC-80)</source>
        <comment>irregularities.dead_hands.refusal.seat_s_hand_can_retrieved</comment>
        <translation>{seat} 号座位的牌只有在丢出后无人行动时才可收回（LC-80）</translation>
    </message>
    <message>
        <source>the board is complete: no card is due; set it aside and call the floor</source>
        <comment>irregularities.detector.refusal.board_complete_no_card_due</comment>
        <translation>公共牌已齐：不该再发牌；放在一旁并调用楼面主管</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>irregularities.detector.refusal.no_card_due_now_set</comment>
        <translation>现在不该发任何牌（{phase_text}）：放在一旁并调用楼面主管</translation>
    </message>
    <message>
        <source>wait for the floor&apos;s decision on ruling {number} ({title}) before the next card</source>
        <comment>irregularities.detector.refusal.wait_floor_s_decision_ruling</comment>
        <translation>发下一张牌前，等待楼面主管对裁决 {number}（{title}）的决定</translation>
    </message>
    <message>
        <source>{card} is already out this hand: fouled deck (LC-105)</source>
        <comment>irregularities.events.refusal.already_out_hand_fouled_deck</comment>
        <translation>{card} 本局已发出：废牌组（LC-105）</translation>
    </message>
    <message>
        <source>ruling {ruling} is not waiting for the floor</source>
        <comment>irregularities.events.refusal.ruling_waiting_floor</comment>
        <translation>裁决 {ruling} 不在等待楼面主管</translation>
    </message>
    <message>
        <source>unknown correction {action!r}</source>
        <comment>irregularities.events.refusal.unknown_correction</comment>
        <translation>未知的更正 {action!r}</translation>
    </message>
    <message>
        <source>hand {hand} is over and hand {hand_number} has begun: too late for an objection or a ruling (LC-8c)</source>
        <comment>irregularities.floor.refusal.hand_over_hand_has_begun</comment>
        <translation>第 {hand} 局已结束且第 {hand_number} 局已开始：提出异议或裁决已太迟（LC-8c）</translation>
    </message>
    <message>
        <source>{title}: name a seat with a live hand (seat {seat} has none)</source>
        <comment>irregularities.floor.refusal.name_seat_live_hand_seat</comment>
        <translation>{title}：说明一个有有效手牌的座位（{seat} 号座位没有）</translation>
    </message>
    <message>
        <source>only a floorperson may {what} (LC-103.s1, LC-8b)</source>
        <comment>irregularities.floor.refusal.only_floorperson_may_lc_103</comment>
        <translation>只有楼面主管可以{what}（LC-103.s1, LC-8b）</translation>
    </message>
    <message>
        <source>unknown role {by_role!r} ({items})</source>
        <comment>irregularities.floor.refusal.unknown_role</comment>
        <translation>未知的职务 {by_role!r}（{items}）</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.floor.refusal.unknown_role_2</comment>
        <translation>未知的职务 {by_role!r}</translation>
    </message>
    <message>
        <source>the extra card becomes the flop burn: only before the flop (LC-107a)</source>
        <comment>irregularities.hole_fixes.refusal.extra_card_becomes_flop_burn</comment>
        <translation>多出的牌成为翻牌烧牌：只在翻牌前（LC-107a）</translation>
    </message>
    <message>
        <source>{card} is not one of seat {seat}&apos;s cards</source>
        <comment>irregularities.hole_fixes.refusal.one_seat_s_cards</comment>
        <translation>{card} 不是 {seat} 号座位的牌</translation>
    </message>
    <message>
        <source>a replacement card comes before the showdown</source>
        <comment>irregularities.hole_fixes.refusal.replacement_card_comes_before_showdown</comment>
        <translation>补换的牌在摊牌前发</translation>
    </message>
    <message>
        <source>seat {seat} is not in the hand</source>
        <comment>irregularities.hole_fixes.refusal.seat_hand</comment>
        <translation>{seat} 号座位不在本局</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>irregularities.hole_fixes.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 号座位没有有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} is owed no card</source>
        <comment>irregularities.hole_fixes.refusal.seat_owed_no_card</comment>
        <translation>{seat} 号座位不欠牌</translation>
    </message>
    <message>
        <source>seat {seat} was not dealt {card}</source>
        <comment>irregularities.hole_fixes.refusal.seat_was_dealt</comment>
        <translation>{seat} 号座位没有拿到 {card}</translation>
    </message>
    <message>
        <source>hand {number} is already void: collect the cards and start the next hand</source>
        <comment>irregularities.misdeals.refusal.hand_already_void_collect_cards</comment>
        <translation>第 {number} 局已无效：收牌并开始下一局</translation>
    </message>
    <message>
        <source>there is no misdeal case {case!r}: LC-104 lists {known}</source>
        <comment>irregularities.misdeals.refusal.there_no_misdeal_case_lc</comment>
        <translation>没有发错牌情况 {case!r}：LC-104 列出 {known}</translation>
    </message>
    <message>
        <source>two players have acted in a row (substantial action): a misdeal is no longer possible; rule on the specific irregularity (LC-104, LC-GL-68)</source>
        <comment>irregularities.misdeals.refusal.two_players_have_acted_row</comment>
        <translation>已有两位玩家接连行动（实质行动）：不能再声明发错牌；请就该项违规裁决（LC-104, LC-GL-68）</translation>
    </message>
    <message>
        <source>{title}, declared by {decided_by}: every bet is back with its player. Collect all the cards, then shuffle and cut for a new deal of the same hand: {same}</source>
        <comment>irregularities.misdeals.step.declared_every_bet_back_player</comment>
        <translation>{title}，由 {decided_by} 声明：所有下注退回给玩家。收回所有牌，洗牌并切牌，同一局重新发牌：{same}</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.newcomer.refusal.hand_has_cards</comment>
        <translation>{game} 每手有 {hole_cards} 张牌</translation>
    </message>
    <message>
        <source>a newcomer&apos;s cards are ruled on during the deal (LC-132a/b)</source>
        <comment>irregularities.newcomer.refusal.newcomer_s_cards_are_ruled</comment>
        <translation>新玩家的牌在发牌时裁决（LC-132a/b）</translation>
    </message>
    <message>
        <source>seat {seat} is dealt in this hand already</source>
        <comment>irregularities.newcomer.refusal.seat_dealt_hand_already</comment>
        <translation>{seat} 号座位本局已拿牌</translation>
    </message>
    <message>
        <source>seat {seat} has no chips to play the hand</source>
        <comment>irregularities.newcomer.refusal.seat_has_no_chips_play</comment>
        <translation>{seat} 号座位没有筹码玩这手牌</translation>
    </message>
    <message>
        <source>seat {seat} has no player present</source>
        <comment>irregularities.newcomer.refusal.seat_has_no_player_present</comment>
        <translation>{seat} 号座位没有玩家在场</translation>
    </message>
    <message>
        <source>seat {seat} is not a newcomer: a player not entitled to a hand has it killed (LC-113)</source>
        <comment>irregularities.newcomer.refusal.seat_newcomer_player_entitled_hand</comment>
        <translation>{seat} 号座位不是新玩家：无权拿牌的玩家手牌作废（LC-113）</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.not_entitled.refusal.hand_has_cards</comment>
        <translation>{game} 每手有 {hole_cards} 张牌</translation>
    </message>
    <message>
        <source>record his action during the first betting round, when it is found (LC-113)</source>
        <comment>irregularities.not_entitled.refusal.record_action_during_first_betting</comment>
        <translation>在发现时的第一轮下注中记录他的行动（LC-113）</translation>
    </message>
    <message>
        <source>seat {seat} is dealt in this hand: he is entitled to it</source>
        <comment>irregularities.not_entitled.refusal.seat_dealt_hand_he_entitled</comment>
        <translation>{seat} 号座位本局有拿牌：他有权参与</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>irregularities.not_entitled.refusal.seat_empty</comment>
        <translation>{seat} 号座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} may have put in $0 to ${current_bet} (a check, a call or a fold); a raise the others never faced cannot stand</source>
        <comment>irregularities.not_entitled.refusal.seat_may_have_put_0</comment>
        <translation>{seat} 号座位可能放入 $0 至 ${current_bet}（过牌、跟注或弃牌）；其他人从未面对的加注不成立</translation>
    </message>
    <message>
        <source>seat {seat} is a newcomer who has not posted: his cards are ruled by LC-132a/b (report a newcomer dealt in)</source>
        <comment>irregularities.not_entitled.refusal.seat_newcomer_who_has_posted</comment>
        <translation>{seat} 号座位是尚未下注的新玩家：他的牌依 LC-132a/b 裁决（回报新玩家被发牌）</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.not_entitled.refusal.unknown_role</comment>
        <translation>未知的职务 {by_role!r}</translation>
    </message>
    <message>
        <source>After the deal, give seat {seat} the top card in place of {value}; put {value2} face up on the deck: it is the next burn</source>
        <comment>irregularities.procedure.step.after_deal_give_seat_top</comment>
        <translation>发牌后，把牌堆最上面的牌给 {seat} 号座位，取代 {value}；把 {value2} 翻开放在牌堆上：它是下一张烧牌</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: {cards}</source>
        <comment>irregularities.procedure.step.burn_one_card_then_deal</comment>
        <translation>烧一张牌，然后发 {street}：{cards}</translation>
    </message>
    <message>
        <source>Call the floor: ruling {number}, {title}{detail}</source>
        <comment>irregularities.procedure.step.call_floor_ruling</comment>
        <translation>调用楼面主管：裁决 {number}，{title}{detail}</translation>
    </message>
    <message>
        <source>Deal the {street} WITHOUT a burn{why}: {cards}</source>
        <comment>irregularities.procedure.step.deal_without_burn</comment>
        <translation>发 {street}，不烧牌{why}：{cards}</translation>
    </message>
    <message>
        <source>Give seat {seat} the top card of the deck</source>
        <comment>irregularities.procedure.step.give_seat_top_card_deck</comment>
        <translation>把牌堆最上面的牌给 {seat} 号座位</translation>
    </message>
    <message>
        <source>Keep {value} face up out of play until the stub is reshuffled</source>
        <comment>irregularities.procedure.step.keep_face_up_out_play</comment>
        <translation>把 {value} 翻开放在一旁不使用，直到剩余牌重新洗牌</translation>
    </message>
    <message>
        <source>Shuffle the stub together with {names} (not the burns or discards)</source>
        <comment>irregularities.procedure.step.shuffle_stub_together_burns_discards</comment>
        <translation>把剩余牌与 {names} 一起洗（不含烧牌与弃牌）</translation>
    </message>
    <message>
        <source>an exposed hole card is dealt with during the deal (LC-115)</source>
        <comment>irregularities.reports.refusal.exposed_hole_card_dealt_during</comment>
        <translation>外露的底牌在发牌时处理（LC-115）</translation>
    </message>
    <message>
        <source>a hand is asked for at the showdown, once every hand is tabled or pushed face down and before the pot is pushed (LC-75)</source>
        <comment>irregularities.reports.refusal.hand_asked_showdown_once_every</comment>
        <translation>看牌要求在摊牌时提出，须在每手牌都亮出或盖着推入后、派底池前（LC-75）</translation>
    </message>
    <message>
        <source>seat {requester} is empty: any seated player may ask (LC-75)</source>
        <comment>irregularities.reports.refusal.seat_empty_any_seated_player</comment>
        <translation>{requester} 号座位是空位：任何坐着的玩家都可要求（LC-75）</translation>
    </message>
    <message>
        <source>seat {seat} has no called hand pushed face down</source>
        <comment>irregularities.reports.refusal.seat_has_no_called_hand</comment>
        <translation>{seat} 号座位没有盖着推入的被跟注牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand with a wrong card count</source>
        <comment>irregularities.reports.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 号座位没有牌数错误的有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} was not dealt {value}</source>
        <comment>irregularities.reports.refusal.seat_was_dealt</comment>
        <translation>{seat} 号座位没有拿到 {value}</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.reports.refusal.unknown_role</comment>
        <translation>未知的职务 {by_role!r}</translation>
    </message>
    <message>
        <source>the early cards and the extras are out: finish the betting, then burn and deal the street (LC-121)</source>
        <comment>irregularities.stud_detect.refusal.early_cards_extras_are_out</comment>
        <translation>提前的牌和多出的牌已移出：完成下注，再烧牌并发这一街（LC-121）</translation>
    </message>
    <message>
        <source>every card of the hand is out: no card is due; set it aside and call the floor</source>
        <comment>irregularities.stud_detect.refusal.every_card_hand_out_no</comment>
        <translation>本局所有牌都已发出：不该再发牌；放在一旁并调用楼面主管</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>irregularities.stud_detect.refusal.no_card_due_now_set</comment>
        <translation>现在不该发任何牌（{phase_text}）：放在一旁并调用楼面主管</translation>
    </message>
    <message>
        <source>only the last down card may be left as dealt (LC-122); move the cards</source>
        <comment>irregularities.stud_detect.refusal.only_last_down_card_may</comment>
        <translation>只有最后一张盖牌可照发出的保留（LC-122）；请移动牌</translation>
    </message>
    <message>
        <source>a stud burn error is &apos;double&apos; or &apos;none&apos; (LC-122)</source>
        <comment>irregularities.stud_detect.refusal.stud_burn_error_double_none</comment>
        <translation>梭哈烧牌错误是 &apos;double&apos; 或 &apos;none&apos;（LC-122）</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.stud_detect.refusal.unknown_role</comment>
        <translation>未知的职务 {by_role!r}</translation>
    </message>
    <message>
        <source>cards are left as dealt only on 7th street, before its action (LC-122)</source>
        <comment>irregularities.stud_fixes.refusal.cards_are_left_dealt_only</comment>
        <translation>只有第七街、在其行动前，牌才照发出的保留（LC-122）</translation>
    </message>
    <message>
        <source>this correction is for Seven Card Stud only</source>
        <comment>irregularities.stud_fixes.refusal.correction_seven_card_stud_only</comment>
        <translation>此更正只适用七张梭哈</translation>
    </message>
    <message>
        <source>an early card is possible only while 3rd to 6th street betting is open</source>
        <comment>irregularities.stud_fixes.refusal.early_card_possible_only_while</comment>
        <translation>只有第三到第六街下注进行中才可能提前发牌</translation>
    </message>
    <message>
        <source>an exposed down card is ruled on during the 3rd-street deal</source>
        <comment>irregularities.stud_fixes.refusal.exposed_down_card_ruled_during</comment>
        <translation>外露的盖牌在第三街发牌时裁决</translation>
    </message>
    <message>
        <source>the extra cards are already out: finish the betting first</source>
        <comment>irregularities.stud_fixes.refusal.extra_cards_are_already_out</comment>
        <translation>多出的牌已移出：先完成下注</translation>
    </message>
    <message>
        <source>he declares all-in before the 7th-street action starts (LC-123)</source>
        <comment>irregularities.stud_fixes.refusal.he_declares_all_before_7th</comment>
        <translation>他在第七街行动开始前声明全押（LC-123）</translation>
    </message>
    <message>
        <source>the kept chips go back once the pots are decided</source>
        <comment>irregularities.stud_fixes.refusal.kept_chips_go_back_once</comment>
        <translation>保留的筹码在底池决定后退回</translation>
    </message>
    <message>
        <source>LC-116 is put right on 3rd street before anyone acts</source>
        <comment>irregularities.stud_fixes.refusal.lc_116_put_right_3rd</comment>
        <translation>LC-116 在第三街任何人行动前更正</translation>
    </message>
    <message>
        <source>no 7th-street burn and card to move</source>
        <comment>irregularities.stud_fixes.refusal.no_7th_street_burn_card</comment>
        <translation>没有第七街的烧牌和牌要移动</translation>
    </message>
    <message>
        <source>no extra card is owed to the discards now (LC-121)</source>
        <comment>irregularities.stud_fixes.refusal.no_extra_card_owed_discards</comment>
        <translation>现在不欠弃牌堆多的牌（LC-121）</translation>
    </message>
    <message>
        <source>{card} is not one of seat {seat}&apos;s two down cards</source>
        <comment>irregularities.stud_fixes.refusal.one_seat_s_two_down</comment>
        <translation>{card} 不是 {seat} 号座位两张盖牌之一</translation>
    </message>
    <message>
        <source>seat {seat} faces a bet: that is an ordinary fold</source>
        <comment>irregularities.stud_fixes.refusal.seat_faces_bet_ordinary_fold</comment>
        <translation>{seat} 号座位面对下注：那是一般弃牌</translation>
    </message>
    <message>
        <source>seat {seat} has the low card and must bring it in (CG-STD-04)</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_low_card_must</comment>
        <translation>{seat} 号座位是最低牌，必须强制开注（CG-STD-04）</translation>
    </message>
    <message>
        <source>seat {seat} has no chips left to keep back</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_chips_left</comment>
        <translation>{seat} 号座位没有剩余筹码可保留</translation>
    </message>
    <message>
        <source>seat {seat} has no down card yet</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_down_card</comment>
        <translation>{seat} 号座位还没有盖牌</translation>
    </message>
    <message>
        <source>seat {seat} has no face-up 7th card (LC-123)</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_face_up</comment>
        <translation>{seat} 号座位没有翻开的第七张牌（LC-123）</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 号座位没有有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand in a betting round</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_live_hand_2</comment>
        <translation>{seat} 号座位在下注轮中没有有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} kept no chips back</source>
        <comment>irregularities.stud_fixes.refusal.seat_kept_no_chips_back</comment>
        <translation>{seat} 号座位没有保留筹码</translation>
    </message>
    <message>
        <source>{card} is not seat {seat}&apos;s 7th-street card</source>
        <comment>irregularities.stud_fixes.refusal.seat_s_7th_street_card</comment>
        <translation>{card} 不是 {seat} 号座位的第七街牌</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s third card is already out face up: the floor decides (LC-P1)</source>
        <comment>irregularities.stud_fixes.refusal.seat_s_third_card_already</comment>
        <translation>{seat} 号座位的第三张牌已翻开发出：由楼面主管决定（LC-P1）</translation>
    </message>
    <message>
        <source>a stud burn error is &apos;none&apos; or &apos;double&apos; (LC-122)</source>
        <comment>irregularities.stud_fixes.refusal.stud_burn_error_none_double</comment>
        <translation>梭哈烧牌错误是 &apos;none&apos; 或 &apos;double&apos;（LC-122）</translation>
    </message>
    <message>
        <source>After the floor confirms, take 1 more card from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.confirm_take_card_discards</comment>
        <translation>楼面主管确认后，从剩余牌再移 1 张到弃牌堆（发现时每位在局玩家一张）</translation>
    </message>
    <message>
        <source>After the floor confirms, take {owed} more cards from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.confirm_take_cards_discards</comment>
        <translation>楼面主管确认后，从剩余牌再移 {owed} 张到弃牌堆（发现时每位在局玩家一张）</translation>
    </message>
    <message>
        <source>Count the stub before 7th street: {stub} cards ({removed} went out by LC-121): {items}</source>
        <comment>irregularities.stud_procedure.step.count_stub_before_7th_street</comment>
        <translation>第七街前点算剩余牌：{stub} 张（{removed} 张依 LC-121 移出）：{items}</translation>
    </message>
    <message>
        <source>Finish this betting round, then burn and deal the next street as usual</source>
        <comment>irregularities.stud_procedure.step.finish_betting_round_then_burn</comment>
        <translation>完成这一轮下注，然后照常烧牌并发下一街</translation>
    </message>
    <message>
        <source>Give seat {seat} back the ${chips} he kept out of the last round</source>
        <comment>irregularities.stud_procedure.step.give_seat_back_he_kept</comment>
        <translation>把上一轮保留的 ${chips} 还给 {seat} 号座位</translation>
    </message>
    <message>
        <source>Keep the early cards ({early}) out of play, in the discards</source>
        <comment>irregularities.stud_procedure.step.keep_early_cards_out_play</comment>
        <translation>把提前发出的牌（{early}）放入弃牌堆，不再使用</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s 7th card is face up: he bets normally or declares all-in now (the last round then makes a side pot)</source>
        <comment>irregularities.stud_procedure.step.seat_s_7th_card_face</comment>
        <translation>{seat} 号座位的第七张牌是明牌：他照常下注或现在声明全押（最后一轮则形成边池）</translation>
    </message>
    <message>
        <source>Seat {low}&apos;s low card was an exposed down card: seat {seat} brings in instead</source>
        <comment>irregularities.stud_procedure.step.seat_s_low_card_was</comment>
        <translation>{low} 号座位的最低牌是外露的底牌：改由 {seat} 号座位强制开注</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {value} stays face up; deal his third card FACE DOWN</source>
        <comment>irregularities.stud_procedure.step.seat_s_stays_face_up</comment>
        <translation>{seat} 号座位的 {value} 维持明牌；他的第三张牌盖着发</translation>
    </message>
    <message>
        <source>Seat {seat} turned up {value} himself: deal his third card face up too; he plays two up cards</source>
        <comment>irregularities.stud_procedure.step.seat_turned_up_himself_deal</comment>
        <translation>{seat} 号座位自己翻开了 {value}：他的第三张牌也翻开发；他以两张明牌进行</translation>
    </message>
    <message>
        <source>Seat {seat} was dealt no cards: his ${ante} ante is back in front of him; he sits this hand out</source>
        <comment>irregularities.stud_procedure.step.seat_was_dealt_no_cards</comment>
        <translation>{seat} 号座位没有拿到牌：他的底注 ${ante} 退回给他；他本局不参与</translation>
    </message>
    <message>
        <source>Did he ask to be dealt in?</source>
        <comment>irregularity.absent_at_turn.q1</comment>
        <translation>他有要求发牌给他吗？</translation>
    </message>
    <message>
        <source>Is he back in time to act?</source>
        <comment>irregularity.absent_at_turn.q2</comment>
        <translation>他及时回来行动了吗？</translation>
    </message>
    <message>
        <source>The hand is dead and any blinds he posted are lost.</source>
        <comment>irregularity.absent_at_turn.ruling</comment>
        <translation>此手牌作废，他所下的盲注不退。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.absent_at_turn.s1</comment>
        <translation>楼面主管确认：此手牌作废，其筹码留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.absent_at_turn.s2</comment>
        <translation>将此手牌丢入弃牌堆；由下一位玩家继续行动</translation>
    </message>
    <message>
        <source>Player not in his seat when it is his turn</source>
        <comment>irregularity.absent_at_turn.title</comment>
        <translation>轮到时玩家不在座位上</translation>
    </message>
    <message>
        <source>Who gave advice to whom?</source>
        <comment>irregularity.advice_given.q1</comment>
        <translation>谁给了谁建议？</translation>
    </message>
    <message>
        <source>One player to a hand: the floor is told; the hand itself is not changed.</source>
        <comment>irregularity.advice_given.ruling</comment>
        <translation>一手牌一人：通知楼面主管；牌局本身不变。</translation>
    </message>
    <message>
        <source>Flag the seat to the floor (LC-10)</source>
        <comment>irregularity.advice_given.s1</comment>
        <translation>向楼面主管标记此座位（LC-10）</translation>
    </message>
    <message>
        <source>Advice or whispering during a hand</source>
        <comment>irregularity.advice_given.title</comment>
        <translation>牌局中给建议或耳语</translation>
    </message>
    <message>
        <source>Is the card face up in the deck rather than dealt face up?</source>
        <comment>irregularity.boxed_card.q1</comment>
        <translation>这张牌是在牌组中翻开，而不是发牌时翻开的吗？</translation>
    </message>
    <message>
        <source>A boxed card counts as a blank: it goes to the discards and the deal continues as if it were not there.</source>
        <comment>irregularity.boxed_card.ruling</comment>
        <translation>牌组中翻开的牌视为空白：放入弃牌，照常发牌，当作它不存在。</translation>
    </message>
    <message>
        <source>Put the boxed card in the discards (LC-109)</source>
        <comment>irregularity.boxed_card.s1</comment>
        <translation>把翻开的牌放入弃牌（LC-109）</translation>
    </message>
    <message>
        <source>Give the seat due that card the next card off the deck</source>
        <comment>irregularity.boxed_card.s2</comment>
        <translation>把牌组的下一张牌发给该拿此牌的座位</translation>
    </message>
    <message>
        <source>Boxed card (face up in the deck)</source>
        <comment>irregularity.boxed_card.title</comment>
        <translation>牌组中翻开的牌</translation>
    </message>
    <message>
        <source>How many boxed cards have turned up this hand?</source>
        <comment>irregularity.boxed_five.q1</comment>
        <translation>本局出现了几张牌组中翻开的牌？</translation>
    </message>
    <message>
        <source>Were they found only in the stub after every needed card was out?</source>
        <comment>irregularity.boxed_five.q2</comment>
        <translation>是否在所需的牌都发完后才在剩余牌中发现？</translation>
    </message>
    <message>
        <source>Five boxed cards during the hand void it and every bet goes back; found only in the leftover stub after the last card was needed, play goes on.</source>
        <comment>irregularity.boxed_five.ruling</comment>
        <translation>牌局中出现五张翻开的牌则本局无效，所有下注退回；若在最后需要的牌之后才在剩余牌中发现，则照常进行。</translation>
    </message>
    <message>
        <source>Stop the hand (LC-106)</source>
        <comment>irregularity.boxed_five.s1</comment>
        <translation>停止牌局（LC-106）</translation>
    </message>
    <message>
        <source>Floor confirms: return every bet of this hand</source>
        <comment>irregularity.boxed_five.s2</comment>
        <translation>楼面主管确认：退回本局所有下注</translation>
    </message>
    <message>
        <source>Replace the deck</source>
        <comment>irregularity.boxed_five.s3</comment>
        <translation>更换牌组</translation>
    </message>
    <message>
        <source>Five or more boxed cards</source>
        <comment>irregularity.boxed_five.title</comment>
        <translation>五张或以上牌组中翻开的牌</translation>
    </message>
    <message>
        <source>Has the floor retrieved it and shown it to the table?</source>
        <comment>irregularity.card_off_table.q1</comment>
        <translation>楼面主管已捡起并向全桌展示了吗？</translation>
    </message>
    <message>
        <source>The card may be ruled dead. Players leave it; the floor picks it up and shows it before play goes on.</source>
        <comment>irregularity.card_off_table.ruling</comment>
        <translation>此牌可被判为死牌。玩家不要碰；由楼面主管捡起并展示后再继续。</translation>
    </message>
    <message>
        <source>Pause play</source>
        <comment>irregularity.card_off_table.s1</comment>
        <translation>暂停牌局</translation>
    </message>
    <message>
        <source>Floor retrieves and shows the card (LC-83)</source>
        <comment>irregularity.card_off_table.s2</comment>
        <translation>楼面主管捡起并展示此牌（LC-83）</translation>
    </message>
    <message>
        <source>Floor rules on the hand</source>
        <comment>irregularity.card_off_table.s3</comment>
        <translation>楼面主管对此手牌作出裁决</translation>
    </message>
    <message>
        <source>Card dropped off the table</source>
        <comment>irregularity.card_off_table.title</comment>
        <translation>牌掉落桌外</translation>
    </message>
    <message>
        <source>Which round of the deal was it?</source>
        <comment>irregularity.card_to_empty_seat.q1</comment>
        <translation>是发牌的第几轮？</translation>
    </message>
    <message>
        <source>Flop games have no rule of their own; the app proposes the stud reading (LC-119): the card is dead, goes to the discards and the deal continues. The floor decides.</source>
        <comment>irregularity.card_to_empty_seat.ruling</comment>
        <translation>翻牌游戏没有自己的规则；程序建议采用梭哈的做法（LC-119）：此牌为死牌，放入弃牌，继续发牌。由楼面主管决定。</translation>
    </message>
    <message>
        <source>Put the card in the discards</source>
        <comment>irregularity.card_to_empty_seat.s1</comment>
        <translation>把此牌放入弃牌</translation>
    </message>
    <message>
        <source>Continue the deal with the next seat</source>
        <comment>irregularity.card_to_empty_seat.s2</comment>
        <translation>从下一个座位继续发牌</translation>
    </message>
    <message>
        <source>Card dealt to an empty seat</source>
        <comment>irregularity.card_to_empty_seat.title</comment>
        <translation>牌发到空位</translation>
    </message>
    <message>
        <source>Who damaged the cards?</source>
        <comment>irregularity.cards_damaged.q1</comment>
        <translation>谁损坏了牌？</translation>
    </message>
    <message>
        <source>The player is dealt out at once and sent to the lead floor supervisor or shift manager.</source>
        <comment>irregularity.cards_damaged.ruling</comment>
        <translation>该玩家立即不再发牌，并交由楼面主任或值班经理处理。</translation>
    </message>
    <message>
        <source>Deal the seat out (LC-4)</source>
        <comment>irregularity.cards_damaged.s1</comment>
        <translation>此座位不再发牌（LC-4）</translation>
    </message>
    <message>
        <source>Escalate to the lead floor supervisor</source>
        <comment>irregularity.cards_damaged.s2</comment>
        <translation>上报楼面主任</translation>
    </message>
    <message>
        <source>Cards bent, torn or marked on purpose</source>
        <comment>irregularity.cards_damaged.title</comment>
        <translation>故意弯折、撕破或标记纸牌</translation>
    </message>
    <message>
        <source>Did a card touch the muck face down?</source>
        <comment>irregularity.cards_thrown.q1</comment>
        <translation>有牌盖着碰到弃牌堆吗？</translation>
    </message>
    <message>
        <source>The thrower bears the result; a card that reached the muck face down kills the hand.</source>
        <comment>irregularity.cards_thrown.ruling</comment>
        <translation>丢牌者自负后果；盖着进入弃牌堆的牌使此手牌作废。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.cards_thrown.s1</comment>
        <translation>楼面主管确认：此手牌作废，其筹码留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.cards_thrown.s2</comment>
        <translation>将此手牌丢入弃牌堆；由下一位玩家继续行动</translation>
    </message>
    <message>
        <source>Cards thrown, spiked or slammed</source>
        <comment>irregularity.cards_thrown.title</comment>
        <translation>丢牌、摔牌或拍牌</translation>
    </message>
    <message>
        <source>First or second card of the deal, or a second exposed card: misdeal (LC-104f/g, AMB-17). Otherwise, after the deal, the seat gets the top card and the exposed card goes face up on the deck as the burn (LC-115).</source>
        <comment>irregularity.exposed_hole_card.house.replace_and_burn</comment>
        <translation>发牌的第一或第二张，或第二张外露的牌：发错牌（LC-104f/g, AMB-17）。否则，发牌后该座位拿牌组最上面的牌，外露的牌翻开放在牌组上作为烧牌（LC-115）。</translation>
    </message>
    <message>
        <source>Replaced once every other card is dealt and used as the burn, a card off the table too (PGP-IRR-08/09); a card that flipped off the player it was meant for stays with him (PGP-IRR-10).</source>
        <comment>irregularity.exposed_hole_card.house.replace_and_burn_keep_if_player_caused</comment>
        <translation>其他牌都发完后再补换，并作为烧牌，掉落桌外的牌亦同（PGP-IRR-08/09）；碰到应得玩家而翻开的牌归他（PGP-IRR-10）。</translation>
    </message>
    <message>
        <source>Was it the first or second card of the deal (misdeal, LC-104f)?</source>
        <comment>irregularity.exposed_hole_card.q1</comment>
        <translation>是发牌的第一或第二张吗（发错牌，LC-104f）？</translation>
    </message>
    <message>
        <source>Is it the second card exposed in this deal (misdeal, LC-104g)?</source>
        <comment>irregularity.exposed_hole_card.q2</comment>
        <translation>是本次发牌中第二张外露的牌吗（发错牌，LC-104g）？</translation>
    </message>
    <message>
        <source>Did the card flip because it touched the player it was meant for (PGP-IRR-10)?</source>
        <comment>irregularity.exposed_hole_card.q3</comment>
        <translation>此牌是因碰到应得的玩家而翻开的吗（PGP-IRR-10）？</translation>
    </message>
    <message>
        <source>Depends on the house setting K17 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.exposed_hole_card.ruling</comment>
        <translation>依场馆设置 K17（见下方场馆裁决）；未设置：由楼面主管决定。</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <comment>irregularity.exposed_hole_card.s1</comment>
        <translation>完成发牌</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.exposed_hole_card.s2</comment>
        <translation>依所示的场馆裁决处理</translation>
    </message>
    <message>
        <source>Hole card exposed during the deal</source>
        <comment>irregularity.exposed_hole_card.title</comment>
        <translation>发牌时底牌外露</translation>
    </message>
    <message>
        <source>The floor turns one of his cards up at random as the first burn (PGP-IRR-02); after substantial action the hand is dead and every chip he put in is lost, blinds included (PGP-IRR-03).</source>
        <comment>irregularity.extra_hole_card.house.burn_unless_substantial_action</comment>
        <translation>楼面主管随机翻开他的一张牌作为第一张烧牌（PGP-IRR-02）；若已有实质行动，此手牌作废，他放入的筹码全部不退，包括盲注（PGP-IRR-03）。</translation>
    </message>
    <message>
        <source>Not acted: the floor turns one of his cards up at random and it is the flop burn (LC-107a). Acted before the flop: dead, his money stays, one of its cards is the burn (LC-107b). Found after the flop: dead, all action stands (LC-107c).</source>
        <comment>irregularity.extra_hole_card.house.by_action_and_flop</comment>
        <translation>未行动：楼面主管随机翻开他的一张牌作为翻牌烧牌（LC-107a）。翻牌前已行动：作废，他的钱留在底池，其中一张牌作烧牌（LC-107b）。翻牌后才发现：作废，所有行动有效（LC-107c）。</translation>
    </message>
    <message>
        <source>Which seat holds the extra card?</source>
        <comment>irregularity.extra_hole_card.q1</comment>
        <translation>哪个座位多拿了牌？</translation>
    </message>
    <message>
        <source>Has that player acted?</source>
        <comment>irregularity.extra_hole_card.q2</comment>
        <translation>该玩家已行动了吗？</translation>
    </message>
    <message>
        <source>Has the flop been dealt?</source>
        <comment>irregularity.extra_hole_card.q3</comment>
        <translation>已发翻牌了吗？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.extra_hole_card.q4</comment>
        <translation>已有实质行动吗（两位玩家接连行动，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Depends on the house setting K15 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.extra_hole_card.ruling</comment>
        <translation>依场馆设置 K15（见下方场馆裁决）；未设置：由楼面主管决定。</translation>
    </message>
    <message>
        <source>Call the floor (LC-P5)</source>
        <comment>irregularity.extra_hole_card.s1</comment>
        <translation>调用楼面主管（LC-P5）</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.extra_hole_card.s2</comment>
        <translation>依所示的场馆裁决处理</translation>
    </message>
    <message>
        <source>One hole card too many</source>
        <comment>irregularity.extra_hole_card.title</comment>
        <translation>多一张底牌</translation>
    </message>
    <message>
        <source>How many cards were flopped?</source>
        <comment>irregularity.flop_too_many.q1</comment>
        <translation>翻牌翻了几张？</translation>
    </message>
    <message>
        <source>The whole flop goes back into the stub (the burn stays), the stub is shuffled and a new flop is dealt without a burn.</source>
        <comment>irregularity.flop_too_many.ruling</comment>
        <translation>整个翻牌放回剩余牌（烧牌保留），洗剩余牌，不烧牌重发翻牌。</translation>
    </message>
    <message>
        <source>Take all flopped cards back, not the burn (LC-114)</source>
        <comment>irregularity.flop_too_many.s1</comment>
        <translation>收回所有翻牌，不含烧牌（LC-114）</translation>
    </message>
    <message>
        <source>Shuffle the stub</source>
        <comment>irregularity.flop_too_many.s2</comment>
        <translation>洗剩余牌</translation>
    </message>
    <message>
        <source>Deal a new three-card flop WITHOUT a burn (LC-114)</source>
        <comment>irregularity.flop_too_many.s3</comment>
        <translation>不烧牌重发三张翻牌（LC-114）</translation>
    </message>
    <message>
        <source>Flop with too many cards</source>
        <comment>irregularity.flop_too_many.title</comment>
        <translation>翻牌张数过多</translation>
    </message>
    <message>
        <source>Was he facing a bet or raise?</source>
        <comment>irregularity.fold_facing_bet.q1</comment>
        <translation>他当时面对下注或加注吗？</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.fold_facing_bet.ruling</comment>
        <translation>此手牌作废。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.fold_facing_bet.s1</comment>
        <translation>楼面主管确认：此手牌作废，其筹码留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.fold_facing_bet.s2</comment>
        <translation>将此手牌丢入弃牌堆；由下一位玩家继续行动</translation>
    </message>
    <message>
        <source>Fold, or saying fold, while facing a bet</source>
        <comment>irregularity.fold_facing_bet.title</comment>
        <translation>面对下注时弃牌或说弃牌</translation>
    </message>
    <message>
        <source>Which card is duplicated, or what is wrong with the deck?</source>
        <comment>irregularity.fouled_deck.q1</comment>
        <translation>哪张牌重复，或牌组有什么问题？</translation>
    </message>
    <message>
        <source>The hand is void: every bet of this hand goes back. Earlier hands stand.</source>
        <comment>irregularity.fouled_deck.ruling</comment>
        <translation>本局无效：本局所有下注退回。先前牌局有效。</translation>
    </message>
    <message>
        <source>Stop the hand; set the deck aside for the floor</source>
        <comment>irregularity.fouled_deck.s1</comment>
        <translation>停止牌局；把牌组留给楼面主管</translation>
    </message>
    <message>
        <source>Floor confirms: return every bet and blind of this hand (LC-105)</source>
        <comment>irregularity.fouled_deck.s2</comment>
        <translation>楼面主管确认：退回本局所有下注和盲注（LC-105）</translation>
    </message>
    <message>
        <source>Replace the deck before the next hand</source>
        <comment>irregularity.fouled_deck.s3</comment>
        <translation>下一局前更换牌组</translation>
    </message>
    <message>
        <source>Fouled deck (duplicate card, joker, odd back)</source>
        <comment>irregularity.fouled_deck.title</comment>
        <translation>废牌组（重复牌、鬼牌、牌背不同）</translation>
    </message>
    <message>
        <source>Had it been tabled face up at showdown (LC-81a)?</source>
        <comment>irregularity.hand_in_muck.q1</comment>
        <translation>摊牌时它已翻开放在桌上了吗（LC-81a）？</translation>
    </message>
    <message>
        <source>Was it protected (LC-81b)?</source>
        <comment>irregularity.hand_in_muck.q2</comment>
        <translation>它有被保护吗（LC-81b）？</translation>
    </message>
    <message>
        <source>Can it be identified?</source>
        <comment>irregularity.hand_in_muck.q3</comment>
        <translation>能辨认出来吗？</translation>
    </message>
    <message>
        <source>Dead, unless it had been tabled at showdown or was protected and can be identified.</source>
        <comment>irregularity.hand_in_muck.ruling</comment>
        <translation>作废，除非摊牌时已亮在桌上，或有被保护且能辨认。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.hand_in_muck.s1</comment>
        <translation>楼面主管确认：此手牌作废，其筹码留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.hand_in_muck.s2</comment>
        <translation>将此手牌丢入弃牌堆；由下一位玩家继续行动</translation>
    </message>
    <message>
        <source>Hand touched the muck face down</source>
        <comment>irregularity.hand_in_muck.title</comment>
        <translation>手牌盖着碰到弃牌堆</translation>
    </message>
    <message>
        <source>Did the throw make another player act?</source>
        <comment>irregularity.hand_thrown_forward.q1</comment>
        <translation>丢牌是否使其他玩家行动？</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.hand_thrown_forward.ruling</comment>
        <translation>此手牌作废。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.hand_thrown_forward.s1</comment>
        <translation>楼面主管确认：此手牌作废，其筹码留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.hand_thrown_forward.s2</comment>
        <translation>将此手牌丢入弃牌堆；由下一位玩家继续行动</translation>
    </message>
    <message>
        <source>Hand thrown forward and another player acted</source>
        <comment>irregularity.hand_thrown_forward.title</comment>
        <translation>手牌被丢向前且其他玩家已行动</translation>
    </message>
    <message>
        <source>Who turned the cards?</source>
        <comment>irregularity.hand_turned_by_other.q1</comment>
        <translation>谁翻开了牌？</translation>
    </message>
    <message>
        <source>Had the owner asked for it?</source>
        <comment>irregularity.hand_turned_by_other.q2</comment>
        <translation>牌主有要求吗？</translation>
    </message>
    <message>
        <source>Only the owner turns his hand; a discarded hand turned up by someone else stays dead.</source>
        <comment>irregularity.hand_turned_by_other.ruling</comment>
        <translation>只有牌主可翻自己的牌；被他人翻开的已弃手牌仍为死牌。</translation>
    </message>
    <message>
        <source>Leave the discarded hand dead (LC-84)</source>
        <comment>irregularity.hand_turned_by_other.s1</comment>
        <translation>已弃手牌维持作废（LC-84）</translation>
    </message>
    <message>
        <source>Another player turned a hand over</source>
        <comment>irregularity.hand_turned_by_other.title</comment>
        <translation>其他玩家翻开了手牌</translation>
    </message>
    <message>
        <source>Has the next hand&apos;s shuffle or deal begun?</source>
        <comment>irregularity.late_objection.q1</comment>
        <translation>下一局已开始洗牌或发牌了吗？</translation>
    </message>
    <message>
        <source>Too late: no floor decision is possible on a hand once the next one has begun.</source>
        <comment>irregularity.late_objection.ruling</comment>
        <translation>太迟了：下一局开始后，楼面主管不能再对上一局作出裁决。</translation>
    </message>
    <message>
        <source>Tell the player the ruling window has closed (LC-8c)</source>
        <comment>irregularity.late_objection.s1</comment>
        <translation>告知玩家裁决期限已过（LC-8c）</translation>
    </message>
    <message>
        <source>Objection raised after the next hand began</source>
        <comment>irregularity.late_objection.title</comment>
        <translation>下一局开始后才提出异议</translation>
    </message>
    <message>
        <source>Which proposed ruling is overridden, and why?</source>
        <comment>irregularity.management_override.q1</comment>
        <translation>推翻哪一项建议裁决，为什么？</translation>
    </message>
    <message>
        <source>The floor may rule by the spirit of the rules; the override and its reason are kept with the proposal.</source>
        <comment>irregularity.management_override.ruling</comment>
        <translation>楼面主管可依规则精神裁决；推翻及理由与建议一并保存。</translation>
    </message>
    <message>
        <source>Record the override with the floorperson&apos;s name and reason</source>
        <comment>irregularity.management_override.s1</comment>
        <translation>记录推翻，并写明楼面主管姓名与理由</translation>
    </message>
    <message>
        <source>Management ruling against the letter of a rule</source>
        <comment>irregularity.management_override.title</comment>
        <translation>管理方违反规则字面所作的裁决</translation>
    </message>
    <message>
        <source>Was the deck shuffled and cut before the first card?</source>
        <comment>irregularity.misdeal_a.q1</comment>
        <translation>发第一张牌前有洗牌和切牌吗？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_a.q2</comment>
        <translation>已有实质行动吗（两位玩家接连行动，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_a.ruling</comment>
        <translation>若尚无实质行动则为发错牌；之后只适用该项违规。只有楼面主管可声明。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_a.s1</comment>
        <translation>停止发牌；所有牌保持原位，等楼面主管到来（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_a.s2</comment>
        <translation>楼面主管确认发错牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_a.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按钮重发本局</translation>
    </message>
    <message>
        <source>Misdeal: dealt without a shuffle and cut</source>
        <comment>irregularity.misdeal_a.title</comment>
        <translation>发错牌：未洗牌切牌就发牌</translation>
    </message>
    <message>
        <source>Did the first card go to the seat left of the button?</source>
        <comment>irregularity.misdeal_b.q1</comment>
        <translation>第一张牌是发给按钮左边的座位吗？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_b.q2</comment>
        <translation>已有实质行动吗（两位玩家接连行动，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_b.ruling</comment>
        <translation>若尚无实质行动则为发错牌；之后只适用该项违规。只有楼面主管可声明。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_b.s1</comment>
        <translation>停止发牌；所有牌保持原位，等楼面主管到来（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_b.s2</comment>
        <translation>楼面主管确认发错牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_b.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按钮重发本局</translation>
    </message>
    <message>
        <source>Misdeal: first card to the wrong seat</source>
        <comment>irregularity.misdeal_b.title</comment>
        <translation>发错牌：第一张牌发错座位</translation>
    </message>
    <message>
        <source>How many players hold the wrong number of cards (one: see extra/missing hole card)?</source>
        <comment>irregularity.misdeal_c.q1</comment>
        <translation>有几位玩家牌数不对（一位：见多一张／少一张底牌）？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_c.q2</comment>
        <translation>已有实质行动吗（两位玩家接连行动，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_c.ruling</comment>
        <translation>若尚无实质行动则为发错牌；之后只适用该项违规。只有楼面主管可声明。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_c.s1</comment>
        <translation>停止发牌；所有牌保持原位，等楼面主管到来（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_c.s2</comment>
        <translation>楼面主管确认发错牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_c.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按钮重发本局</translation>
    </message>
    <message>
        <source>Misdeal: two or more players with a wrong card count</source>
        <comment>irregularity.misdeal_c.title</comment>
        <translation>发错牌：两位或以上玩家牌数不对</translation>
    </message>
    <message>
        <source>Can the two extra cards be put right? (floor judgement)</source>
        <comment>irregularity.misdeal_d.q1</comment>
        <translation>多出的两张牌能更正吗？（由楼面主管判断）</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_d.q2</comment>
        <translation>已有实质行动吗（两位玩家接连行动，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_d.ruling</comment>
        <translation>若尚无实质行动则为发错牌；之后只适用该项违规。只有楼面主管可声明。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_d.s1</comment>
        <translation>停止发牌；所有牌保持原位，等楼面主管到来（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_d.s2</comment>
        <translation>楼面主管确认发错牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_d.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按钮重发本局</translation>
    </message>
    <message>
        <source>Misdeal: two extra cards off the deck, not fixable</source>
        <comment>irregularity.misdeal_d.title</comment>
        <translation>发错牌：牌组多出两张牌，无法更正</translation>
    </message>
    <message>
        <source>Has anyone acted yet?</source>
        <comment>irregularity.misdeal_e.q1</comment>
        <translation>已经有人行动了吗？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_e.q2</comment>
        <translation>已有实质行动吗（两位玩家接连行动，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_e.ruling</comment>
        <translation>若尚无实质行动则为发错牌；之后只适用该项违规。只有楼面主管可声明。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_e.s1</comment>
        <translation>停止发牌；所有牌保持原位，等楼面主管到来（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_e.s2</comment>
        <translation>楼面主管确认发错牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_e.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按钮重发本局</translation>
    </message>
    <message>
        <source>Misdeal: button in the wrong place</source>
        <comment>irregularity.misdeal_e.title</comment>
        <translation>发错牌：按钮位置错误</translation>
    </message>
    <message>
        <source>Was it the first or second card of the whole deal (AMB-17)? A later single card: exposed hole card.</source>
        <comment>irregularity.misdeal_f.q1</comment>
        <translation>是整个发牌的第一或第二张吗（AMB-17）？之后的单张：底牌外露。</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_f.q2</comment>
        <translation>已有实质行动吗（两位玩家接连行动，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_f.ruling</comment>
        <translation>若尚无实质行动则为发错牌；之后只适用该项违规。只有楼面主管可声明。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_f.s1</comment>
        <translation>停止发牌；所有牌保持原位，等楼面主管到来（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_f.s2</comment>
        <translation>楼面主管确认发错牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_f.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按钮重发本局</translation>
    </message>
    <message>
        <source>Misdeal: first or second card of the deal face up</source>
        <comment>irregularity.misdeal_f.title</comment>
        <translation>发错牌：发牌的第一或第二张翻开</translation>
    </message>
    <message>
        <source>How many cards of the deal were face up?</source>
        <comment>irregularity.misdeal_g.q1</comment>
        <translation>发牌中有几张是翻开的？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_g.q2</comment>
        <translation>已有实质行动吗（两位玩家接连行动，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_g.ruling</comment>
        <translation>若尚无实质行动则为发错牌；之后只适用该项违规。只有楼面主管可声明。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_g.s1</comment>
        <translation>停止发牌；所有牌保持原位，等楼面主管到来（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_g.s2</comment>
        <translation>楼面主管确认发错牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_g.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按钮重发本局</translation>
    </message>
    <message>
        <source>Misdeal: two or more cards dealt face up</source>
        <comment>irregularity.misdeal_g.title</comment>
        <translation>发错牌：两张或以上的牌翻开发出</translation>
    </message>
    <message>
        <source>Was the skipped player present or had he posted?</source>
        <comment>irregularity.misdeal_h.q1</comment>
        <translation>被跳过的玩家当时在场或已下注吗？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_h.q2</comment>
        <translation>已有实质行动吗（两位玩家接连行动，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_h.ruling</comment>
        <translation>若尚无实质行动则为发错牌；之后只适用该项违规。只有楼面主管可声明。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_h.s1</comment>
        <translation>停止发牌；所有牌保持原位，等楼面主管到来（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_h.s2</comment>
        <translation>楼面主管确认发错牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_h.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按钮重发本局</translation>
    </message>
    <message>
        <source>Misdeal: an entitled player dealt out</source>
        <comment>irregularity.misdeal_h.title</comment>
        <translation>发错牌：有权拿牌的玩家被跳过</translation>
    </message>
    <message>
        <source>Was it the first card of the stud deal?</source>
        <comment>irregularity.misdeal_i.q1</comment>
        <translation>是梭哈发牌的第一张吗？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_i.q2</comment>
        <translation>已有实质行动吗（两位玩家接连行动，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_i.ruling</comment>
        <translation>若尚无实质行动则为发错牌；之后只适用该项违规。只有楼面主管可声明。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_i.s1</comment>
        <translation>停止发牌；所有牌保持原位，等楼面主管到来（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_i.s2</comment>
        <translation>楼面主管确认发错牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_i.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按钮重发本局</translation>
    </message>
    <message>
        <source>Misdeal: stud: first card dealt face up</source>
        <comment>irregularity.misdeal_i.title</comment>
        <translation>发错牌：梭哈第一张牌翻开发出</translation>
    </message>
    <message>
        <source>Which misdeal case applies (LC-104a-i)?</source>
        <comment>irregularity.misdeal_request.q1</comment>
        <translation>适用哪一种发错牌情况（LC-104a-i）？</translation>
    </message>
    <message>
        <source>Has there been substantial action?</source>
        <comment>irregularity.misdeal_request.q2</comment>
        <translation>已有实质行动吗？</translation>
    </message>
    <message>
        <source>Only a floorperson declares a misdeal; the dealer&apos;s request waits with the cards untouched.</source>
        <comment>irregularity.misdeal_request.ruling</comment>
        <translation>只有楼面主管可声明发错牌；荷官的请求等待处理，牌保持不动。</translation>
    </message>
    <message>
        <source>Leave the cards in place</source>
        <comment>irregularity.misdeal_request.s1</comment>
        <translation>牌保持原位</translation>
    </message>
    <message>
        <source>Floor confirms or refuses (LC-103.s1)</source>
        <comment>irregularity.misdeal_request.s2</comment>
        <translation>楼面主管确认或拒绝（LC-103.s1）</translation>
    </message>
    <message>
        <source>Dealer asks for a misdeal</source>
        <comment>irregularity.misdeal_request.title</comment>
        <translation>荷官请求声明发错牌</translation>
    </message>
    <message>
        <source>The top card once the deal is complete, acted or not (PGP-IRR-01).</source>
        <comment>irregularity.missing_hole_card.house.always_top_card</comment>
        <translation>发牌完成后给牌组最上面的牌，不论是否已行动（PGP-IRR-01）。</translation>
    </message>
    <message>
        <source>Not acted: the top card once the deal is complete (LC-108a). Acted before the flop: dead, his money stays (LC-108b). Found later: dead (LC-85c).</source>
        <comment>irregularity.missing_hole_card.house.top_card_unless_acted</comment>
        <translation>未行动：发牌完成后给牌组最上面的牌（LC-108a）。翻牌前已行动：作废，他的钱留在底池（LC-108b）。之后才发现：作废（LC-85c）。</translation>
    </message>
    <message>
        <source>Which seat is short?</source>
        <comment>irregularity.missing_hole_card.q1</comment>
        <translation>哪个座位少牌？</translation>
    </message>
    <message>
        <source>Has that player acted?</source>
        <comment>irregularity.missing_hole_card.q2</comment>
        <translation>该玩家已行动了吗？</translation>
    </message>
    <message>
        <source>Has the flop been dealt?</source>
        <comment>irregularity.missing_hole_card.q3</comment>
        <translation>已发翻牌了吗？</translation>
    </message>
    <message>
        <source>Depends on the house setting K16 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.missing_hole_card.ruling</comment>
        <translation>依场馆设置 K16（见下方场馆裁决）；未设置：由楼面主管决定。</translation>
    </message>
    <message>
        <source>Call the floor (LC-P5)</source>
        <comment>irregularity.missing_hole_card.s1</comment>
        <translation>调用楼面主管（LC-P5）</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.missing_hole_card.s2</comment>
        <translation>依所示的场馆裁决处理</translation>
    </message>
    <message>
        <source>One hole card short</source>
        <comment>irregularity.missing_hole_card.title</comment>
        <translation>少一张底牌</translation>
    </message>
    <message>
        <source>Has the deck been used for a full round?</source>
        <comment>irregularity.new_deck_request.q1</comment>
        <translation>这副牌已用满一整圈了吗？</translation>
    </message>
    <message>
        <source>When was the last new setup?</source>
        <comment>irregularity.new_deck_request.q2</comment>
        <translation>上次换新牌是什么时候？</translation>
    </message>
    <message>
        <source>Granted once the deck has gone a full round, and new setups no more than every half hour.</source>
        <comment>irregularity.new_deck_request.ruling</comment>
        <translation>牌用满一整圈后可换；换新牌每半小时最多一次。</translation>
    </message>
    <message>
        <source>Check the deck&apos;s age and the last setup time</source>
        <comment>irregularity.new_deck_request.s1</comment>
        <translation>检查牌的使用时间和上次换牌时间</translation>
    </message>
    <message>
        <source>Bring the setup</source>
        <comment>irregularity.new_deck_request.s2</comment>
        <translation>拿新牌来</translation>
    </message>
    <message>
        <source>Request for a new deck or setup</source>
        <comment>irregularity.new_deck_request.title</comment>
        <translation>要求换牌或换新牌组</translation>
    </message>
    <message>
        <source>Has he looked at his cards?</source>
        <comment>irregularity.newcomer_dealt_in.q1</comment>
        <translation>他看过牌了吗？</translation>
    </message>
    <message>
        <source>If he has seen them his hand plays and he posts his big blind before the next deal; if not, the cards are dead and his entry choice stays as it was.</source>
        <comment>irregularity.newcomer_dealt_in.ruling</comment>
        <translation>若已看过，此手牌有效，他在下一次发牌前下大盲注；若没看，牌作废，他的入局方式不变。</translation>
    </message>
    <message>
        <source>Ask whether he looked at the cards</source>
        <comment>irregularity.newcomer_dealt_in.s1</comment>
        <translation>询问他是否看过牌</translation>
    </message>
    <message>
        <source>Looked: deal him in and play the hand (LC-132a); he posts before the next deal</source>
        <comment>irregularity.newcomer_dealt_in.s2</comment>
        <translation>已看：让他玩这一局（LC-132a）；下一次发牌前补下注</translation>
    </message>
    <message>
        <source>Not looked: kill the cards, keep his entry choice (LC-132b, LC-127)</source>
        <comment>irregularity.newcomer_dealt_in.s3</comment>
        <translation>未看：牌作废，保留他的入局方式（LC-132b, LC-127）</translation>
    </message>
    <message>
        <source>Newcomer dealt in before posting</source>
        <comment>irregularity.newcomer_dealt_in.title</comment>
        <translation>新玩家未下注就被发牌</translation>
    </message>
    <message>
        <source>Why is he not entitled (seat change, missed blind)?</source>
        <comment>irregularity.not_entitled_dealt.q1</comment>
        <translation>他为何无权拿牌（换座位、错过盲注）？</translation>
    </message>
    <message>
        <source>Has he acted?</source>
        <comment>irregularity.not_entitled_dealt.q2</comment>
        <translation>他已行动了吗？</translation>
    </message>
    <message>
        <source>Does he hold only one card?</source>
        <comment>irregularity.not_entitled_dealt.q3</comment>
        <translation>他只有一张牌吗？</translation>
    </message>
    <message>
        <source>Found before he acts: his hand is dead and play goes on, no misdeal; his action stands if he already acted. He still owes his wait or missed blinds.</source>
        <comment>irregularity.not_entitled_dealt.ruling</comment>
        <translation>在他行动前发现：此手牌作废，牌局继续，不算发错牌；若已行动则行动有效。他仍须等待或补错过的盲注。</translation>
    </message>
    <message>
        <source>Kill his hand (LC-113)</source>
        <comment>irregularity.not_entitled_dealt.s1</comment>
        <translation>将他的手牌作废（LC-113）</translation>
    </message>
    <message>
        <source>If he has one card, give the seat its second card in rotation, then muck it</source>
        <comment>irregularity.not_entitled_dealt.s2</comment>
        <translation>若他只有一张牌，轮到时给此座位第二张牌，然后丢入弃牌堆</translation>
    </message>
    <message>
        <source>Keep his missed-blind button or seat-change wait</source>
        <comment>irregularity.not_entitled_dealt.s3</comment>
        <translation>保留他的错过盲注按钮或换座等待</translation>
    </message>
    <message>
        <source>Player dealt in without the right to a hand</source>
        <comment>irregularity.not_entitled_dealt.title</comment>
        <translation>无权拿牌的玩家被发牌</translation>
    </message>
    <message>
        <source>Was the preflop betting complete when the flop was spread?</source>
        <comment>irregularity.premature_flop.q1</comment>
        <translation>翻牌摊开时，翻牌前的下注已结束了吗？</translation>
    </message>
    <message>
        <source>The flop cards go back into the stub, which is shuffled; the burn already taken stays, and once betting is over the new flop comes without another burn.</source>
        <comment>irregularity.premature_flop.ruling</comment>
        <translation>翻牌放回剩余牌并洗牌；已烧的牌保留，下注结束后不再烧牌直接发新翻牌。</translation>
    </message>
    <message>
        <source>Take the flop cards back (keep the burn) (LC-110)</source>
        <comment>irregularity.premature_flop.s1</comment>
        <translation>收回翻牌（保留烧牌）（LC-110）</translation>
    </message>
    <message>
        <source>Finish the preflop betting</source>
        <comment>irregularity.premature_flop.s2</comment>
        <translation>完成翻牌前下注</translation>
    </message>
    <message>
        <source>Shuffle the stub with the returned flop cards</source>
        <comment>irregularity.premature_flop.s3</comment>
        <translation>把收回的翻牌与剩余牌一起洗</translation>
    </message>
    <message>
        <source>Deal the new flop WITHOUT a burn (LC-110)</source>
        <comment>irregularity.premature_flop.s4</comment>
        <translation>不烧牌发新翻牌（LC-110）</translation>
    </message>
    <message>
        <source>Flop dealt before preflop betting ended</source>
        <comment>irregularity.premature_flop.title</comment>
        <translation>翻牌前下注未结束就发了翻牌</translation>
    </message>
    <message>
        <source>Was the turn betting complete when the river was shown?</source>
        <comment>irregularity.premature_river.q1</comment>
        <translation>河牌亮出时，转牌下注已结束了吗？</translation>
    </message>
    <message>
        <source>The early river is out of play. After turn betting, shuffle the stub with it (burns and discards stay out) and deal the river without a burn.</source>
        <comment>irregularity.premature_river.ruling</comment>
        <translation>提前的河牌不使用。转牌下注后，把它与剩余牌一起洗（烧牌和弃牌不放入），不烧牌发河牌。</translation>
    </message>
    <message>
        <source>Set the early river card aside (LC-112)</source>
        <comment>irregularity.premature_river.s1</comment>
        <translation>把提前的河牌放在一旁（LC-112）</translation>
    </message>
    <message>
        <source>Finish the turn betting</source>
        <comment>irregularity.premature_river.s2</comment>
        <translation>完成转牌下注</translation>
    </message>
    <message>
        <source>Shuffle the stub with the set-aside card (LC-112)</source>
        <comment>irregularity.premature_river.s3</comment>
        <translation>把放在一旁的牌与剩余牌一起洗（LC-112）</translation>
    </message>
    <message>
        <source>Deal the river WITHOUT a burn (LC-112)</source>
        <comment>irregularity.premature_river.s4</comment>
        <translation>不烧牌发河牌（LC-112）</translation>
    </message>
    <message>
        <source>River shown before turn betting ended</source>
        <comment>irregularity.premature_river.title</comment>
        <translation>转牌下注未结束就亮出河牌</translation>
    </message>
    <message>
        <source>Was the flop betting complete when the turn was shown?</source>
        <comment>irregularity.premature_turn.q1</comment>
        <translation>转牌亮出时，翻牌下注已结束了吗？</translation>
    </message>
    <message>
        <source>The early turn is out of play for now. After flop betting, burn and deal the next card as the turn. After turn betting, shuffle the stub with the early card (burns and discards stay out) and deal the river without a burn.</source>
        <comment>irregularity.premature_turn.ruling</comment>
        <translation>提前的转牌暂不使用。翻牌下注后，烧牌并发下一张作为转牌。转牌下注后，把提前的牌与剩余牌一起洗（烧牌和弃牌不放入），不烧牌发河牌。</translation>
    </message>
    <message>
        <source>Set the early turn card aside face up (LC-111)</source>
        <comment>irregularity.premature_turn.s1</comment>
        <translation>把提前的转牌翻开放在一旁（LC-111）</translation>
    </message>
    <message>
        <source>Finish the flop betting</source>
        <comment>irregularity.premature_turn.s2</comment>
        <translation>完成翻牌下注</translation>
    </message>
    <message>
        <source>Burn one card and deal the turn (LC-111)</source>
        <comment>irregularity.premature_turn.s3</comment>
        <translation>烧一张牌并发转牌（LC-111）</translation>
    </message>
    <message>
        <source>Finish the turn betting</source>
        <comment>irregularity.premature_turn.s4</comment>
        <translation>完成转牌下注</translation>
    </message>
    <message>
        <source>Shuffle the stub with the set-aside card, not the burns or discards (LC-111)</source>
        <comment>irregularity.premature_turn.s5</comment>
        <translation>把放在一旁的牌与剩余牌一起洗，不含烧牌和弃牌（LC-111）</translation>
    </message>
    <message>
        <source>Deal the river WITHOUT a burn (LC-111)</source>
        <comment>irregularity.premature_turn.s6</comment>
        <translation>不烧牌发河牌（LC-111）</translation>
    </message>
    <message>
        <source>Turn shown before flop betting ended</source>
        <comment>irregularity.premature_turn.title</comment>
        <translation>翻牌下注未结束就亮出转牌</translation>
    </message>
    <message>
        <source>Who asks: the winner or another player?</source>
        <comment>irregularity.see_hand_at_showdown.q1</comment>
        <translation>谁要求：赢家还是其他玩家？</translation>
    </message>
    <message>
        <source>Was the hand called?</source>
        <comment>irregularity.see_hand_at_showdown.q2</comment>
        <translation>此手牌被跟注了吗？</translation>
    </message>
    <message>
        <source>Any player may see a called hand. Asked by anyone but the winner, a mucked hand stays dead; asked by the winner, the losing hand plays against his and the better hand takes the pot (AMB-30).</source>
        <comment>irregularity.see_hand_at_showdown.ruling</comment>
        <translation>任何玩家都可看被跟注的牌。非赢家要求时，已弃的牌仍为死牌；赢家要求时，输家的牌与他的比，较好的牌赢得底池（AMB-30）。</translation>
    </message>
    <message>
        <source>Show the requested hand face up (LC-75)</source>
        <comment>irregularity.see_hand_at_showdown.s1</comment>
        <translation>把被要求的牌翻开展示（LC-75）</translation>
    </message>
    <message>
        <source>Winner asked: compare the two hands, the better one wins</source>
        <comment>irregularity.see_hand_at_showdown.s2</comment>
        <translation>赢家要求：比较两手牌，较好者赢</translation>
    </message>
    <message>
        <source>Someone else asked: the mucked hand stays dead</source>
        <comment>irregularity.see_hand_at_showdown.s3</comment>
        <translation>其他人要求：已弃的牌仍为死牌</translation>
    </message>
    <message>
        <source>Request to see a hand at showdown</source>
        <comment>irregularity.see_hand_at_showdown.title</comment>
        <translation>摊牌时要求看牌</translation>
    </message>
    <message>
        <source>Refused: burns and the unused deck are never shown.</source>
        <comment>irregularity.show_burn_request.ruling</comment>
        <translation>拒绝：烧牌和未用的牌组一律不展示。</translation>
    </message>
    <message>
        <source>Decline the request (LC-22)</source>
        <comment>irregularity.show_burn_request.s1</comment>
        <translation>拒绝此要求（LC-22）</translation>
    </message>
    <message>
        <source>Request to see the burn cards or the stub</source>
        <comment>irregularity.show_burn_request.title</comment>
        <translation>要求看烧牌或剩余牌</translation>
    </message>
    <message>
        <source>Were they shown to an active player, or to someone not in the hand?</source>
        <comment>irregularity.show_one_show_all.q1</comment>
        <translation>是给仍在局的玩家看，还是给局外人看？</translation>
    </message>
    <message>
        <source>Cards shown on purpose are for everyone: shown to an active player, any active player may see them now; shown to anyone else, they are shown to all after the hand.</source>
        <comment>irregularity.show_one_show_all.ruling</comment>
        <translation>故意亮出的牌所有人都可看：给在局玩家看，任何在局玩家现在都可看；给其他人看，牌局结束后向所有人展示。</translation>
    </message>
    <message>
        <source>Show the cards to any active player who asks (LC-77)</source>
        <comment>irregularity.show_one_show_all.s1</comment>
        <translation>向任何要求的在局玩家展示（LC-77）</translation>
    </message>
    <message>
        <source>Otherwise show them to the table when the hand ends</source>
        <comment>irregularity.show_one_show_all.s2</comment>
        <translation>否则在牌局结束时向全桌展示</translation>
    </message>
    <message>
        <source>Cards shown to another player during a hand</source>
        <comment>irregularity.show_one_show_all.title</comment>
        <translation>牌局中把牌给其他玩家看</translation>
    </message>
    <message>
        <source>Which limit or structure is requested?</source>
        <comment>irregularity.structure_change.q1</comment>
        <translation>要求哪一种注额或结构？</translation>
    </message>
    <message>
        <source>Pending until the floor approves it.</source>
        <comment>irregularity.structure_change.ruling</comment>
        <translation>待楼面主管批准。</translation>
    </message>
    <message>
        <source>Floor approves the change (LC-12)</source>
        <comment>irregularity.structure_change.s1</comment>
        <translation>楼面主管批准变更（LC-12）</translation>
    </message>
    <message>
        <source>Limit or structure change requested</source>
        <comment>irregularity.structure_change.title</comment>
        <translation>要求变更注额或结构</translation>
    </message>
    <message>
        <source>Did the player ante?</source>
        <comment>irregularity.stud_ante_no_cards.q1</comment>
        <translation>该玩家下了底注吗？</translation>
    </message>
    <message>
        <source>Did he receive any card?</source>
        <comment>irregularity.stud_ante_no_cards.q2</comment>
        <translation>他拿到任何牌了吗？</translation>
    </message>
    <message>
        <source>His ante comes back to him.</source>
        <comment>irregularity.stud_ante_no_cards.ruling</comment>
        <translation>退还他的底注。</translation>
    </message>
    <message>
        <source>Return the ante to the skipped seat (LC-116)</source>
        <comment>irregularity.stud_ante_no_cards.s1</comment>
        <translation>把底注退还给被跳过的座位（LC-116）</translation>
    </message>
    <message>
        <source>He sits the hand out; the cards dealt stay with the players who got them</source>
        <comment>irregularity.stud_ante_no_cards.s2</comment>
        <translation>他本局不参与；已发的牌归拿到的玩家</translation>
    </message>
    <message>
        <source>Stud: anted but dealt no cards</source>
        <comment>irregularity.stud_ante_no_cards.title</comment>
        <translation>梭哈：下了底注但没拿到牌</translation>
    </message>
    <message>
        <source>Can the cards be moved back to their proper places?</source>
        <comment>irregularity.stud_burn_error.q1</comment>
        <translation>牌能移回正确位置吗？</translation>
    </message>
    <message>
        <source>Was it the last down card, already looked at?</source>
        <comment>irregularity.stud_burn_error.q2</comment>
        <translation>是最后一张盖牌且已被看过吗？</translation>
    </message>
    <message>
        <source>Put the cards where they belong if possible; on the last down card that cannot be fixed, players keep what they got and the action continues.</source>
        <comment>irregularity.stud_burn_error.ruling</comment>
        <translation>可能的话把牌放回应有位置；最后一张盖牌无法更正时，玩家保留拿到的牌，继续行动。</translation>
    </message>
    <message>
        <source>Move the cards to their proper seats (LC-122)</source>
        <comment>irregularity.stud_burn_error.s1</comment>
        <translation>把牌移到正确座位（LC-122）</translation>
    </message>
    <message>
        <source>Otherwise continue as dealt</source>
        <comment>irregularity.stud_burn_error.s2</comment>
        <translation>否则照已发的继续</translation>
    </message>
    <message>
        <source>Stud: two burns or no burn</source>
        <comment>irregularity.stud_burn_error.title</comment>
        <translation>梭哈：烧了两张或没烧牌</translation>
    </message>
    <message>
        <source>Was it a down card or an up card, and on which street?</source>
        <comment>irregularity.stud_card_off_table.q1</comment>
        <translation>是盖牌还是明牌，在哪一条街？</translation>
    </message>
    <message>
        <source>A down card off the table is an exposed down card (LC-117 early, LC-123 on seventh); an up card off the table plays.</source>
        <comment>irregularity.stud_card_off_table.ruling</comment>
        <translation>掉落桌外的盖牌视为外露的盖牌（早期 LC-117，第七街 LC-123）；掉落的明牌照常有效。</translation>
    </message>
    <message>
        <source>Down card: treat as exposed (LC-117 / LC-123)</source>
        <comment>irregularity.stud_card_off_table.s1</comment>
        <translation>盖牌：视为外露（LC-117 / LC-123）</translation>
    </message>
    <message>
        <source>Up card: it plays</source>
        <comment>irregularity.stud_card_off_table.s2</comment>
        <translation>明牌：照常有效</translation>
    </message>
    <message>
        <source>Stud: card dealt off the table</source>
        <comment>irregularity.stud_card_off_table.title</comment>
        <translation>梭哈：发牌时牌掉落桌外</translation>
    </message>
    <message>
        <source>Was it a first or second down card, an up card, or the last down card?</source>
        <comment>irregularity.stud_empty_seat_dealt.q1</comment>
        <translation>是第一或第二张盖牌、明牌，还是最后一张盖牌？</translation>
    </message>
    <message>
        <source>Can it be put right?</source>
        <comment>irregularity.stud_empty_seat_dealt.q2</comment>
        <translation>能更正吗？</translation>
    </message>
    <message>
        <source>An early down card to an empty seat is dead and discarded; an up card is moved along to the right players; a last down card that cannot be fixed leaves the hand as dealt.</source>
        <comment>irregularity.stud_empty_seat_dealt.ruling</comment>
        <translation>发到空位的早期盖牌为死牌并弃掉；明牌顺移给正确玩家；最后一张盖牌无法更正时，照已发的进行。</translation>
    </message>
    <message>
        <source>Down card: discard it and go on (LC-119)</source>
        <comment>irregularity.stud_empty_seat_dealt.s1</comment>
        <translation>盖牌：弃掉后继续（LC-119）</translation>
    </message>
    <message>
        <source>Up card: slide the up cards to their proper seats</source>
        <comment>irregularity.stud_empty_seat_dealt.s2</comment>
        <translation>明牌：把明牌移到正确座位</translation>
    </message>
    <message>
        <source>Seventh card: play the hand as dealt</source>
        <comment>irregularity.stud_empty_seat_dealt.s3</comment>
        <translation>第七张牌：照已发的进行</translation>
    </message>
    <message>
        <source>Stud: card dealt to an empty seat</source>
        <comment>irregularity.stud_empty_seat_dealt.title</comment>
        <translation>梭哈：牌发到空位</translation>
    </message>
    <message>
        <source>Was a bet pending when he folded?</source>
        <comment>irregularity.stud_fold_no_bet.q1</comment>
        <translation>他弃牌时有待跟的下注吗？</translation>
    </message>
    <message>
        <source>A player who folds when nothing was bet receives no further cards.</source>
        <comment>irregularity.stud_fold_no_bet.ruling</comment>
        <translation>没有下注时弃牌的玩家不再拿牌。</translation>
    </message>
    <message>
        <source>Skip the seat on later streets (LC-120)</source>
        <comment>irregularity.stud_fold_no_bet.s1</comment>
        <translation>之后各街跳过此座位（LC-120）</translation>
    </message>
    <message>
        <source>Stud: fold with no bet to face</source>
        <comment>irregularity.stud_fold_no_bet.title</comment>
        <translation>梭哈：没有下注时弃牌</translation>
    </message>
    <message>
        <source>Which down card was exposed (dealt up or flashed)?</source>
        <comment>irregularity.stud_hole_card_exposed.q1</comment>
        <translation>哪一张盖牌外露了（翻开发出或被看到）？</translation>
    </message>
    <message>
        <source>Is the exposed card now the lowest up card?</source>
        <comment>irregularity.stud_hole_card_exposed.q2</comment>
        <translation>外露的牌现在是最低的明牌吗？</translation>
    </message>
    <message>
        <source>The exposed card plays as an up card and his third card comes face down. If it is the low card, the bring-in moves to the next-lowest up card (house K22).</source>
        <comment>irregularity.stud_hole_card_exposed.ruling</comment>
        <translation>外露的牌当作明牌，他的第三张牌盖着发。若它是最低牌，强制开注改由次低明牌（场馆 K22）。</translation>
    </message>
    <message>
        <source>Leave the exposed card face up (LC-117)</source>
        <comment>irregularity.stud_hole_card_exposed.s1</comment>
        <translation>外露的牌保持翻开（LC-117）</translation>
    </message>
    <message>
        <source>Deal his third card face down</source>
        <comment>irregularity.stud_hole_card_exposed.s2</comment>
        <translation>他的第三张牌盖着发</translation>
    </message>
    <message>
        <source>Work out the bring-in without his exposed card if it is the lowest</source>
        <comment>irregularity.stud_hole_card_exposed.s3</comment>
        <translation>若他外露的牌最低，不算它来决定强制开注</translation>
    </message>
    <message>
        <source>Stud: one of the two down cards exposed</source>
        <comment>irregularity.stud_hole_card_exposed.title</comment>
        <translation>梭哈：两张盖牌之一外露</translation>
    </message>
    <message>
        <source>Did the player himself cause the card to turn over?</source>
        <comment>irregularity.stud_own_card_flipped.q1</comment>
        <translation>是玩家自己把牌翻开的吗？</translation>
    </message>
    <message>
        <source>His third card is dealt face up and the exposed card plays: two up cards.</source>
        <comment>irregularity.stud_own_card_flipped.ruling</comment>
        <translation>他的第三张牌翻开发，外露的牌有效：两张明牌。</translation>
    </message>
    <message>
        <source>Deal his third card face up (LC-118)</source>
        <comment>irregularity.stud_own_card_flipped.s1</comment>
        <translation>他的第三张牌翻开发（LC-118）</translation>
    </message>
    <message>
        <source>He plays with two up cards</source>
        <comment>irregularity.stud_own_card_flipped.s2</comment>
        <translation>他以两张明牌进行</translation>
    </message>
    <message>
        <source>His third card, not the one he turned, is his door card for the bring-in</source>
        <comment>irregularity.stud_own_card_flipped.s3</comment>
        <translation>强制开注以他的第三张牌为门牌，而不是他翻开的那张</translation>
    </message>
    <message>
        <source>Stud: player turned up his own down card</source>
        <comment>irregularity.stud_own_card_flipped.title</comment>
        <translation>梭哈：玩家自己翻开盖牌</translation>
    </message>
    <message>
        <source>How many players are still in at discovery (AMB-29)?</source>
        <comment>irregularity.stud_premature_card.q1</comment>
        <translation>发现时还有几位玩家在局（AMB-29）？</translation>
    </message>
    <message>
        <source>Was the early card the last down card, and did the player look at it?</source>
        <comment>irregularity.stud_premature_card.q2</comment>
        <translation>提前的牌是最后一张盖牌吗，玩家看过了吗？</translation>
    </message>
    <message>
        <source>Take the early cards out of play together with one card per player still in, finish the betting, then burn and deal the street normally. A last down card the player looked at or mixed in stays with him; a player holding seven cards may then only check, call or fold.</source>
        <comment>irregularity.stud_premature_card.ruling</comment>
        <translation>把提前的牌连同每位在局玩家一张剩余牌移出，完成下注，再照常烧牌发这一街。玩家看过或混入的最后一张盖牌归他；持有七张牌的玩家之后只能过牌、跟注或弃牌。</translation>
    </message>
    <message>
        <source>Count the players still in (AMB-29)</source>
        <comment>irregularity.stud_premature_card.s1</comment>
        <translation>点算仍在局的玩家（AMB-29）</translation>
    </message>
    <message>
        <source>Put the early cards plus that many stub cards in the discards (LC-121)</source>
        <comment>irregularity.stud_premature_card.s2</comment>
        <translation>把提前的牌和同样数量的剩余牌放入弃牌（LC-121）</translation>
    </message>
    <message>
        <source>Finish the betting round</source>
        <comment>irregularity.stud_premature_card.s3</comment>
        <translation>完成这一轮下注</translation>
    </message>
    <message>
        <source>Burn and deal the street as usual</source>
        <comment>irregularity.stud_premature_card.s4</comment>
        <translation>照常烧牌并发这一街</translation>
    </message>
    <message>
        <source>Stud: cards dealt before the betting round ended</source>
        <comment>irregularity.stud_premature_card.title</comment>
        <translation>梭哈：下注轮未结束就发牌</translation>
    </message>
    <message>
        <source>Whose seventh card is face up?</source>
        <comment>irregularity.stud_seventh_up.q1</comment>
        <translation>谁的第七张牌翻开了？</translation>
    </message>
    <message>
        <source>Does that player declare all-in now?</source>
        <comment>irregularity.stud_seventh_up.q2</comment>
        <translation>该玩家现在声明全押吗？</translation>
    </message>
    <message>
        <source>Everyone else still gets a down card. The player with the up card may bet normally or declare all-in before the action, the last round then going to a side pot. The highest board on sixth street opens.</source>
        <comment>irregularity.stud_seventh_up.ruling</comment>
        <translation>其他人仍拿一张盖牌。拿到明牌的玩家可照常下注，或在行动前声明全押，最后一轮则进边池。由第六街最高的明牌开注。</translation>
    </message>
    <message>
        <source>Deal the others their seventh card face down (LC-123)</source>
        <comment>irregularity.stud_seventh_up.s1</comment>
        <translation>其他人的第七张牌盖着发（LC-123）</translation>
    </message>
    <message>
        <source>Ask the player with the up card: bet normally or all-in now</source>
        <comment>irregularity.stud_seventh_up.s2</comment>
        <translation>询问拿到明牌的玩家：照常下注还是现在全押</translation>
    </message>
    <message>
        <source>Start the action with the high board as of sixth street</source>
        <comment>irregularity.stud_seventh_up.s3</comment>
        <translation>由第六街最高的明牌开始行动</translation>
    </message>
    <message>
        <source>Stud: a seventh-street card dealt face up</source>
        <comment>irregularity.stud_seventh_up.title</comment>
        <translation>梭哈：第七街的牌翻开发出</translation>
    </message>
    <message>
        <source>How many cards are in the stub, how many players are still in, how many burns?</source>
        <comment>irregularity.stud_short_deck.q1</comment>
        <translation>剩余牌有几张，还有几位玩家在局，烧了几张？</translation>
    </message>
    <message>
        <source>Count first. Exactly enough: deal without a burn. Short: deal all but the last, mix it with the burns, cut, burn and finish. Still short: one face-up community card, the high board on sixth street opening.</source>
        <comment>irregularity.stud_short_deck.ruling</comment>
        <translation>先点算。刚好够：不烧牌发。不够：除最后一张外都发，把最后一张与烧牌混合、切牌、烧牌后发完。仍不够：发一张翻开的公共牌，由第六街最高明牌开注。</translation>
    </message>
    <message>
        <source>Count stub and players (LC-124)</source>
        <comment>irregularity.stud_short_deck.s1</comment>
        <translation>点算剩余牌和玩家（LC-124）</translation>
    </message>
    <message>
        <source>Enough: deal with no burn</source>
        <comment>irregularity.stud_short_deck.s2</comment>
        <translation>够：不烧牌发</translation>
    </message>
    <message>
        <source>Short: deal all but one, mix the last with the burns, cut, burn, finish</source>
        <comment>irregularity.stud_short_deck.s3</comment>
        <translation>不够：除一张外都发，把最后一张与烧牌混合、切牌、烧牌、发完</translation>
    </message>
    <message>
        <source>Not enough: burn and turn one community card for everyone</source>
        <comment>irregularity.stud_short_deck.s4</comment>
        <translation>仍不够：烧牌并翻开一张给所有人的公共牌</translation>
    </message>
    <message>
        <source>Stud: too few cards for seventh street</source>
        <comment>irregularity.stud_short_deck.title</comment>
        <translation>梭哈：第七街的牌不够</translation>
    </message>
    <message>
        <source>Has the hand touched the muck?</source>
        <comment>irregularity.thrown_hand_retrievable.q1</comment>
        <translation>手牌碰到弃牌堆了吗？</translation>
    </message>
    <message>
        <source>Did anyone act because it was thrown?</source>
        <comment>irregularity.thrown_hand_retrievable.q2</comment>
        <translation>有人因丢牌而行动了吗？</translation>
    </message>
    <message>
        <source>If it is clear of the muck and nobody acted on the throw, it can be taken back and declared live.</source>
        <comment>irregularity.thrown_hand_retrievable.ruling</comment>
        <translation>若没碰到弃牌堆且无人因丢牌而行动，可收回并声明有效。</translation>
    </message>
    <message>
        <source>Floor confirms the retrieve (LC-80)</source>
        <comment>irregularity.thrown_hand_retrievable.s1</comment>
        <translation>楼面主管确认收回（LC-80）</translation>
    </message>
    <message>
        <source>The player is back on turn</source>
        <comment>irregularity.thrown_hand_retrievable.s2</comment>
        <translation>重新轮到该玩家</translation>
    </message>
    <message>
        <source>Thrown hand not yet in the muck</source>
        <comment>irregularity.thrown_hand_retrievable.title</comment>
        <translation>丢出的手牌尚未进入弃牌堆</translation>
    </message>
    <message>
        <source>Was the hand protected (chip or hand on it)?</source>
        <comment>irregularity.unprotected_hand.q1</comment>
        <translation>手牌有被保护吗（筹码或手压着）？</translation>
    </message>
    <message>
        <source>Is it clear which cards are his?</source>
        <comment>irregularity.unprotected_hand.q2</comment>
        <translation>能清楚分辨哪些是他的牌吗？</translation>
    </message>
    <message>
        <source>An unprotected hand the dealer takes in counts as folded, with no recourse; one mixed with a discard so that his cards are unclear is dead.</source>
        <comment>irregularity.unprotected_hand.ruling</comment>
        <translation>未保护的手牌被荷官收走即视为弃牌，无法追回；与弃牌混在一起无法分辨的为死牌。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.unprotected_hand.s1</comment>
        <translation>楼面主管确认：此手牌作废，其筹码留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.unprotected_hand.s2</comment>
        <translation>将此手牌丢入弃牌堆；由下一位玩家继续行动</translation>
    </message>
    <message>
        <source>Unprotected or abandoned hand</source>
        <comment>irregularity.unprotected_hand.title</comment>
        <translation>未保护或放弃的手牌</translation>
    </message>
    <message>
        <source>How many cards does the hand hold?</source>
        <comment>irregularity.wrong_count_after_acting.q1</comment>
        <translation>这手牌有几张？</translation>
    </message>
    <message>
        <source>Has the player acted?</source>
        <comment>irregularity.wrong_count_after_acting.q2</comment>
        <translation>该玩家已行动了吗？</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.wrong_count_after_acting.ruling</comment>
        <translation>此手牌作废。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.wrong_count_after_acting.s1</comment>
        <translation>楼面主管确认：此手牌作废，其筹码留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.wrong_count_after_acting.s2</comment>
        <translation>将此手牌丢入弃牌堆；由下一位玩家继续行动</translation>
    </message>
    <message>
        <source>Wrong number of cards after acting</source>
        <comment>irregularity.wrong_count_after_acting.title</comment>
        <translation>行动后牌数不对</translation>
    </message>
    <message>
        <source>due only at button {after} in a full game</source>
        <comment>pick_up.due_at_button</comment>
        <translation>满桌时要到第 {after} 次庄家按钮才收起</translation>
    </message>
    <message>
        <source>The floor holds ${amount} in chips for {player} (picked up from seat {seat} by {by})</source>
        <comment>pick_up.info.floor_holds_chips</comment>
        <translation>楼面主管替 {player} 保管 ${amount} 筹码（由 {by} 从 {seat} 号座位收起）</translation>
    </message>
    <message>
        <source>never due by a count of buttons in this house</source>
        <comment>pick_up.never_due</comment>
        <translation>本场从不按庄家按钮次数收起</translation>
    </message>
    <message>
        <source>the floorperson who picks up the chips must be named (LC-97)</source>
        <comment>pick_up.refusal.floorperson_who_picks_up_chips</comment>
        <translation>须写明收起筹码的楼面主管（LC-97）</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>pick_up.refusal.seat</comment>
        <translation>{seat} 号座位是 {player}，不是 {player2}</translation>
    </message>
    <message>
        <source>seat {seat} is not away: only a lobbying player&apos;s chips are picked up (LC-97)</source>
        <comment>pick_up.refusal.seat_away_only_lobbying_player</comment>
        <translation>{seat} 号座位没有离座：只收起离座玩家的筹码（LC-97）</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>pick_up.refusal.seat_empty</comment>
        <translation>{seat} 号座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: pick up his chips between hands</source>
        <comment>pick_up.refusal.seat_hand_pick_up_chips</comment>
        <translation>{seat} 号座位在牌局中：请在牌局之间收起他的筹码</translation>
    </message>
    <message>
        <source>seat {seat} has ${stack} in front of him: pick up all of it</source>
        <comment>pick_up.refusal.seat_has_front_him_pick</comment>
        <translation>{seat} 号座位面前有 ${stack}：全部收起</translation>
    </message>
    <message>
        <source>seat {seat} has {missed_buttons} missed-blind button(s) and the game has {count} of {max_seats} seats filled: his chips are {due}; otherwise give the reason (a player asks for the seat or the game fills, LC-97; repeated lobbying, LC-98)</source>
        <comment>pick_up.refusal.seat_has_missed_blind_button</comment>
        <translation>{seat} 号座位有 {missed_buttons} 个错过盲注按钮，游戏 {max_seats} 个座位已坐 {count} 个：他的筹码{due}；否则请说明原因（有玩家要此座位或游戏已满，LC-97；多次离座，LC-98）</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) owes a big blind before he is dealt in again</source>
        <comment>players.floor.owes_big_blind</comment>
        <translation>{seat} 号座位（{player}）须先补一个大盲注才能再发牌给他</translation>
    </message>
    <message>
        <source>Posting abuse? {player} (seat {seat}) has left {count} times without paying a big blind: the floor may require a post or pick up his chips</source>
        <comment>players.floor.posting_abuse</comment>
        <translation>逃避盲注？{player}（{seat} 号座位）已有 {count} 次未付大盲注就离开：楼面主管可要求他下盲注，或收起他的筹码</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) is removed by {by}: on his return nothing he paid is refunded and missed blinds follow the usual rules</source>
        <comment>players.floor.removed_player</comment>
        <translation>{seat} 号座位（{player}）已被 {by} 请离：他回来时已付的不退，错过的盲注按一般规定处理</translation>
    </message>
    <message>
        <source>${amount} cannot be changed from ${from_chip} into ${to_chip} chips exactly</source>
        <comment>players.refusal.cannot_changed_into_chips_exactly</comment>
        <translation>${amount} 无法由 ${from_chip} 筹码整换成 ${to_chip} 筹码</translation>
    </message>
    <message>
        <source>a colour-up changes chips for another denomination</source>
        <comment>players.refusal.colour_up_changes_chips_another</comment>
        <translation>换色是把筹码换成另一种面额</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it (LC-P5)</source>
        <comment>players.refusal.floor_decision_names_floorperson_who</comment>
        <translation>楼面裁决要写明作出裁决的楼面主管（LC-P5）</translation>
    </message>
    <message>
        <source>this house has no live straddle, so no entry with one (K26, LC-47)</source>
        <comment>players.refusal.house_has_no_live_straddle</comment>
        <translation>本场馆没有活抓盲，因此不能以抓盲入局（K26, LC-47）</translation>
    </message>
    <message>
        <source>the pot is being pushed: remove him once the hand is over</source>
        <comment>players.refusal.pot_being_pushed_remove_him</comment>
        <translation>底池正在派发：牌局结束后再请他离开</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>players.refusal.seat_empty</comment>
        <translation>{seat} 号座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: rule on it between hands</source>
        <comment>players.refusal.seat_hand_rule_between_hands</comment>
        <translation>{seat} 号座位在牌局中：请在牌局之间裁决</translation>
    </message>
    <message>
        <source>seat {seat} has already been removed by the floor</source>
        <comment>players.refusal.seat_has_already_been_removed</comment>
        <translation>{seat} 号座位已被楼面主管移除</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack} in front of him</source>
        <comment>players.refusal.seat_has_only_front_him</comment>
        <translation>{seat} 号座位面前只有 ${stack}</translation>
    </message>
    <message>
        <source>seat {seat} owes a big blind before his next hand ({rule_id}): he posts it, buys the button or straddles</source>
        <comment>players.refusal.seat_owes_big_blind_before</comment>
        <translation>{seat} 号座位下一局前欠一个大盲注（{rule_id}）：他要补大盲、买按钮或抓盲</translation>
    </message>
    <message>
        <source>seat {seat} is on turn: colour up after his action, not during it (LC-14)</source>
        <comment>players.refusal.seat_turn_colour_up_after</comment>
        <translation>轮到 {seat} 号座位：行动后再换色，不要在行动中（LC-14）</translation>
    </message>
    <message>
        <source>seat {seat} was not removed by the floor (LC-5)</source>
        <comment>players.refusal.seat_was_removed_floor_lc</comment>
        <translation>{seat} 号座位不是被楼面主管移除的（LC-5）</translation>
    </message>
    <message>
        <source>seat {seat} was removed by {by}: only the floor lets him back (LC-5)</source>
        <comment>players.refusal.seat_was_removed_only_floor</comment>
        <translation>{seat} 号座位是被 {by} 移除的：只有楼面主管可让他回来（LC-5）</translation>
    </message>
    <message>
        <source>${chip} is not a standard chip of this game ({listed}, LC-14)</source>
        <comment>players.refusal.standard_chip_game_lc_14</comment>
        <translation>${chip} 不是本游戏的标准筹码（{listed}, LC-14）</translation>
    </message>
    <message>
        <source>${amount} ({live})</source>
        <comment>procedure.amount.collection</comment>
        <translation>${amount}（{live}）</translation>
    </message>
    <message>
        <source>${live} live + ${dead} dead</source>
        <comment>procedure.amount.live_dead</comment>
        <translation>${live} 活 + ${dead} 死</translation>
    </message>
    <message>
        <source>${amount}</source>
        <comment>procedure.amount.plain</comment>
        <translation>${amount}</translation>
    </message>
    <message>
        <source> (high half)</source>
        <comment>procedure.high_half</comment>
        <translation>（高牌一半）</translation>
    </message>
    <message>
        <source> (low half)</source>
        <comment>procedure.low_half</comment>
        <translation>（低牌一半）</translation>
    </message>
    <message>
        <source> ({half} half)</source>
        <comment>procedure.other_half</comment>
        <translation>（{half} 一半）</translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <comment>procedure.side_pot</comment>
        <translation>边池 {number}</translation>
    </message>
    <message>
        <source>The high board as of 6th street opens: seat {seat}</source>
        <comment>irregularities.stud_procedure.step.high_board_6th_street_opens</comment>
        <translation>以第六街的最高明牌开注：{seat} 号座位</translation>
    </message>
    <message>
        <source>${amount}</source>
        <comment>banked.amount</comment>
        <translation>${amount}</translation>
    </message>
    <message>
        <source>{first} or {then}</source>
        <comment>banked.amounts_or</comment>
        <translation>{first} 或 {then}</translation>
    </message>
    <message>
        <source>Collection from every player before the deal: ${amount} (CG-3CP-02)</source>
        <comment>banked.collection.every_player</comment>
        <translation>发牌前向每位玩家收抽水：${amount}（CG-3CP-02）</translation>
    </message>
    <message>
        <source>No collection stated for this game (K04)</source>
        <comment>banked.collection.none_stated</comment>
        <translation>此游戏未注明抽水（K04）</translation>
    </message>
    <message>
        <source>Rake mode not chosen; options: {options}</source>
        <comment>banked.collection.rake_not_chosen</comment>
        <translation>尚未选择抽水方式；选项：{options}</translation>
    </message>
    <message>
        <source>Rake on {who} (HTP-3CP-16)</source>
        <comment>banked.collection.rake_on</comment>
        <translation>抽水对象：{who}（HTP-3CP-16）</translation>
    </message>
    <message>
        <source>Collection from every player before the deal: amount set by the room (Gaps) (CG-3CP-02)</source>
        <comment>banked.collection.room_sets</comment>
        <translation>发牌前向每位玩家收抽水：金额由场馆设定（Gaps）（CG-3CP-02）</translation>
    </message>
    <message>
        <source>ruling {ruling}: {title}</source>
        <comment>banked.corrections.voided_by_ruling</comment>
        <translation>裁决 {ruling}：{title}</translation>
    </message>
    <message>
        <source>four</source>
        <comment>banked.count.four</comment>
        <translation>四</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>banked.count.seven</comment>
        <translation>七</translation>
    </message>
    <message>
        <source>three</source>
        <comment>banked.count.three</comment>
        <translation>三</translation>
    </message>
    <message>
        <source>two</source>
        <comment>banked.count.two</comment>
        <translation>两</translation>
    </message>
    <message>
        <source>does not qualify</source>
        <comment>banked.does_not_qualify</comment>
        <translation>不合格</translation>
    </message>
    <message>
        <source>DP has {hand}: {verdict} (a pair needed, HTP-FLH-08)</source>
        <comment>banked.florida.dp_has</comment>
        <translation>庄家有 {hand}：{verdict}（须一对，HTP-FLH-08）</translation>
    </message>
    <message>
        <source>Deal the flop</source>
        <comment>banked.florida_holdem.need.deal_flop</comment>
        <translation>发翻牌（flop）</translation>
    </message>
    <message>
        <source>Deal the turn and river</source>
        <comment>banked.florida_holdem.need.deal_turn_and_river</comment>
        <translation>发转牌和河牌（turn、river）</translation>
    </message>
    <message>
        <source>Seat {seat}: {option} or Play {plays}</source>
        <comment>banked.florida_holdem.need.decide</comment>
        <translation>{seat} 号座位：{option} 或 Play {plays}</translation>
    </message>
    <message>
        <source>P/D has {count}</source>
        <comment>banked.hot_action.pd_has</comment>
        <translation>庄家有 {count}</translation>
    </message>
    <message>
        <source>P/D has {count} (late natural: play after the deal is void, floor confirms, CG-HAB-17)</source>
        <comment>banked.hot_action.pd_has_late_natural</comment>
        <translation>庄家有 {count}（迟发现的天生牌：发牌后的行动作废，楼面主管确认，CG-HAB-17）</translation>
    </message>
    <message>
        <source>Deal one card to seat {seat} hand {hand}</source>
        <comment>banked.hot_action_blackjack.need.deal_one</comment>
        <translation>发一张牌给 {seat} 号座位第 {hand} 手</translation>
    </message>
    <message>
        <source>Deal the P/D two cards (or the up card, hole card later)</source>
        <comment>banked.hot_action_blackjack.need.deal_p_d</comment>
        <translation>发两张牌给庄家（或先发明牌，暗牌稍后）</translation>
    </message>
    <message>
        <source>Deal two cards to seat {seat}</source>
        <comment>banked.hot_action_blackjack.need.deal_two</comment>
        <translation>发两张牌给 {seat} 号座位</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} ({total}): {player} decides: {options}</source>
        <comment>banked.hot_action_blackjack.need.decide</comment>
        <translation>{seat} 号座位第 {hand} 手（{total}）：由 {player} 决定：{options}</translation>
    </message>
    <message>
        <source>P/D has {total}: deal him a card</source>
        <comment>banked.hot_action_blackjack.need.p_d_draws</comment>
        <translation>庄家 {total}：再发一张牌给庄家</translation>
    </message>
    <message>
        <source>Hot Action Blackjack&apos;s rows give no replacement for an exposed card ({house}): the floor rules at the table ({rule})</source>
        <comment>banked.hot_action_blackjack.no_replacement</comment>
        <translation>Hot Action Blackjack 的规则不补换曝光的牌（{house}）：由楼面主管在桌边裁决（{rule}）</translation>
    </message>
    <message>
        <source>Deal {count} cards to {who}{extra}</source>
        <comment>banked.need.deal_cards</comment>
        <translation>发{count}张牌给{who}{extra}</translation>
    </message>
    <message>
        <source>check</source>
        <comment>banked.option.check</comment>
        <translation>过牌</translation>
    </message>
    <message>
        <source>double</source>
        <comment>banked.option.double</comment>
        <translation>加倍</translation>
    </message>
    <message>
        <source>fold</source>
        <comment>banked.option.fold</comment>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>hit</source>
        <comment>banked.option.hit</comment>
        <translation>要牌</translation>
    </message>
    <message>
        <source>split</source>
        <comment>banked.option.split</comment>
        <translation>分牌</translation>
    </message>
    <message>
        <source>stand</source>
        <comment>banked.option.stand</comment>
        <translation>停牌</translation>
    </message>
    <message>
        <source>Seat {seat} sets a two-card front and a five-card back</source>
        <comment>banked.pai_gow.need.set_hands</comment>
        <translation>{seat} 号座位排出两张的前手和五张的后手</translation>
    </message>
    <message>
        <source>The P/D picks the action pile and shakes three dice</source>
        <comment>banked.pai_gow.need.shake_dice</comment>
        <translation>庄家选定行动牌堆并摇三颗骰子</translation>
    </message>
    <message>
        <source> (the action pile)</source>
        <comment>banked.pai_gow.note.action_pile</comment>
        <translation>（行动牌堆）</translation>
    </message>
    <message>
        <source>P/D front {front}, back {back}</source>
        <comment>banked.pai_gow.pd_front_back</comment>
        <translation>庄家前手 {front}，后手 {back}</translation>
    </message>
    <message>
        <source>Give seat {seat} the next card from the shoe in place of the card out of play ({rule})</source>
        <comment>banked.plans.need.replacement_card</comment>
        <translation>从牌靴发下一张牌给 {seat} 号座位，取代失效的牌（{rule}）</translation>
    </message>
    <message>
        <source>With no seat and card named, the floor shows the card and rules; the app changes nothing ({rules}).</source>
        <comment>banked.plans.people.card_off_table</comment>
        <translation>未指明座位和牌时，楼面主管亮出该牌并裁决；程序不做任何变更（{rules}）。</translation>
    </message>
    <message>
        <source>Dealing the player out and calling the lead floor supervisor are done at the table ({rules}); if the deck is no longer usable, report a fouled deck ({rules2}).</source>
        <comment>banked.plans.people.cards_damaged</comment>
        <translation>在桌边让该玩家不发牌并呼叫首席楼面主管（{rules}）；若整副牌已不能用，回报牌副污损（{rules2}）。</translation>
    </message>
    <message>
        <source>The app voids no round here (no card out yet, or chips already moved): the floor settles the money by hand and the deck is replaced ({rules}).</source>
        <comment>banked.plans.people.fouled_deck</comment>
        <translation>程序在此不作废任何一局（尚未发牌，或筹码已移动）：由楼面主管以人工结算并更换牌副（{rules}）。</translation>
    </message>
    <message>
        <source>Too late to rule ({rules}): nothing to carry out.</source>
        <comment>banked.plans.people.late_objection</comment>
        <translation>为时已晚，无法裁决（{rules}）：无需执行任何事。</translation>
    </message>
    <message>
        <source>The override and its reason are the record; nothing to carry out ({rules}).</source>
        <comment>banked.plans.people.management_override</comment>
        <translation>管理层的推翻决定及其理由即为记录；无需执行任何事（{rules}）。</translation>
    </message>
    <message>
        <source>Nothing for the app to carry out.</source>
        <comment>banked.plans.people.nothing</comment>
        <translation>程序无需执行任何事。</translation>
    </message>
    <message>
        <source>On confirmation seat {seat}&apos;s {card} is out of play and the seat gets the next card from the shoe after the deal ({rules}; {house}: the floor rules, {rule})</source>
        <comment>banked.plans.replace_on_confirmation</comment>
        <translation>确认后，{seat} 号座位的 {card} 失效，该座位在发牌后从牌靴补一张牌（{rules}；{house}：由楼面主管裁决，{rule}）</translation>
    </message>
    <message>
        <source>On confirmation the round is void and every wager goes back ({rule})</source>
        <comment>banked.plans.void_on_confirmation</comment>
        <translation>确认后，本局作废，所有下注退回（{rule}）</translation>
    </message>
    <message>
        <source>; give back every wager placed</source>
        <comment>banked.procedure.give_back_wagers</comment>
        <translation>；退回所有已下的注</translation>
    </message>
    <message>
        <source>Compare in this order: {seats}</source>
        <comment>banked.procedure.step.compare_order</comment>
        <translation>依此顺序比牌：{seats}</translation>
    </message>
    <message>
        <source>the posted amount</source>
        <comment>banked.procedure.the_posted_amount</comment>
        <translation>公告的金额</translation>
    </message>
    <message>
        <source>qualifies</source>
        <comment>banked.qualifies</comment>
        <translation>合格</translation>
    </message>
    <message>
        <source>every player alike except the banker</source>
        <comment>banked.rake.all_but_banker</comment>
        <translation>除庄家外所有玩家一样</translation>
    </message>
    <message>
        <source>every player alike, the banker included</source>
        <comment>banked.rake.all_players</comment>
        <translation>所有玩家一样，包括庄家</translation>
    </message>
    <message>
        <source>the banker only</source>
        <comment>banked.rake.banker_only</comment>
        <translation>只有庄家</translation>
    </message>
    <message>
        <source>{mode}: {label}</source>
        <comment>banked.rake.option</comment>
        <translation>{mode}：{label}</translation>
    </message>
    <message>
        <source>nobody keeps the bank now: offer it and record the answer (K14)</source>
        <comment>banked.refusal.nobody_keeps_bank</comment>
        <translation>目前无人续庄：请提供坐庄机会并记录回答（K14）</translation>
    </message>
    <message>
        <source>offer the bank and record the answer before the round (K14)</source>
        <comment>banked.refusal.offer_bank_first</comment>
        <translation>开始本轮前请先提供坐庄机会并记录回答（K14）</translation>
    </message>
    <message>
        <source>seat {seat} {bettor} {wager} ${amount}: {status}, {result}; paid ${paid}, collected ${collected}, returned ${returned}; banker&apos;s stake left ${left}</source>
        <comment>banked.replay.wager_settled</comment>
        <translation>{seat} 号座位 {bettor} {wager} ${amount}：{status}，{result}；已赔 ${paid}，已收 ${collected}，已退 ${returned}；庄家承保额剩 ${left}</translation>
    </message>
    <message>
        <source>{player} did not bet as a player last round ({rule})</source>
        <comment>banked.rotation.did_not_bet_last_round</comment>
        <translation>{player} 上一局没有以玩家身份下注（{rule}）</translation>
    </message>
    <message>
        <source>the bank went to {others} player(s) other than a TPPP in the last {minutes} minutes; {required} are required: the game must stop ({rule})</source>
        <comment>banked.rotation.game_must_stop</comment>
        <translation>过去 {minutes} 分钟内，庄位只交给 {others} 位非 TPPP 玩家；需要 {required} 位：游戏必须停止（{rule}）</translation>
    </message>
    <message>
        <source>nobody sits there</source>
        <comment>banked.rotation.nobody_sits_there</comment>
        <translation>该座位没有人</translation>
    </message>
    <message>
        <source>after a TPPP banks, the bank goes to another player ({rule})</source>
        <comment>banked.rotation.tppp_then_another</comment>
        <translation>TPPP 坐庄之后，庄位须交给另一位玩家（{rule}）</translation>
    </message>
    <message>
        <source>the collection here is ${due} (CG-3CP-02, K04)</source>
        <comment>banked.round.refusal.collection_here_cg_3cp_02</comment>
        <translation>这里的场费是 ${due}（CG-3CP-02, K04）</translation>
    </message>
    <message>
        <source>a collection is a positive amount (K04)</source>
        <comment>banked.round.refusal.collection_positive_amount_k04</comment>
        <translation>场费必须是正数（K04）</translation>
    </message>
    <message>
        <source>{detail} ({card})</source>
        <comment>banked.rulings.detail.card</comment>
        <translation>{detail}（{card}）</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.rulings.detail.seat</comment>
        <translation>{seat} 号座位</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.seat</comment>
        <translation>{seat} 号座位</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <comment>banked.seat_title</comment>
        <translation>{seat} 号座位</translation>
    </message>
    <message>
        <source>covered</source>
        <comment>banked.settle.covered</comment>
        <translation>已承保</translation>
    </message>
    <message>
        <source>dead: returned, not raked</source>
        <comment>banked.settle.dead</comment>
        <translation>作废：退回，不抽水</translation>
    </message>
    <message>
        <source>{who} {bettor} {wager} ${amount}: {status}: {moves}; banker&apos;s stake left ${left}</source>
        <comment>banked.settle.line</comment>
        <translation>{who} {bettor} {wager} ${amount}：{status}：{moves}；庄家剩余本金 ${left}</translation>
    </message>
    <message>
        <source>lose</source>
        <comment>banked.settle.lose</comment>
        <translation>输</translation>
    </message>
    <message>
        <source>no_action</source>
        <comment>banked.settle.no_action</comment>
        <translation>无效注</translation>
    </message>
    <message>
        <source>nothing moves</source>
        <comment>banked.settle.nothing_moves</comment>
        <translation>不动筹码</translation>
    </message>
    <message>
        <source>partly covered</source>
        <comment>banked.settle.partly_covered</comment>
        <translation>部分承保</translation>
    </message>
    <message>
        <source>partly covered (${covered})</source>
        <comment>banked.settle.partly_covered_by</comment>
        <translation>部分承保（${covered}）</translation>
    </message>
    <message>
        <source>pay ${amount}</source>
        <comment>banked.settle.pay</comment>
        <translation>赔 ${amount}</translation>
    </message>
    <message>
        <source>push</source>
        <comment>banked.settle.push</comment>
        <translation>和局</translation>
    </message>
    <message>
        <source>return ${amount}</source>
        <comment>banked.settle.return</comment>
        <translation>退回 ${amount}</translation>
    </message>
    <message>
        <source>returned (no action)</source>
        <comment>banked.settle.returned</comment>
        <translation>退回（无效注）</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand}</source>
        <comment>banked.settle.seat_hand</comment>
        <translation>{seat} 号座位第 {hand} 手</translation>
    </message>
    <message>
        <source>Settled: {line}</source>
        <comment>banked.settle.settled</comment>
        <translation>已结算：{line}</translation>
    </message>
    <message>
        <source>{status}, {result}</source>
        <comment>banked.settle.status_result</comment>
        <translation>{status}，{result}</translation>
    </message>
    <message>
        <source>take ${amount}</source>
        <comment>banked.settle.take</comment>
        <translation>收 ${amount}</translation>
    </message>
    <message>
        <source>win</source>
        <comment>banked.settle.win</comment>
        <translation>赢</translation>
    </message>
    <message>
        <source>the bank is offered between rounds, before the deal (CG-3CP-08)</source>
        <comment>banked.table.refusal.bank_offered_between_rounds_before</comment>
        <translation>庄在两局之间、发牌前让出（CG-3CP-08）</translation>
    </message>
    <message>
        <source>a third-party proposition player is declared between rounds (CA-PDR)</source>
        <comment>banked.table.refusal.third_party_proposition_player_declared</comment>
        <translation>第三方提案玩家在两局之间声明（CA-PDR）</translation>
    </message>
    <message>
        <source>Banker shows {hand}: {verdict} (queen-high needed, {rule})</source>
        <comment>banked.three_card.banker_shows</comment>
        <translation>庄家亮出 {hand}：{verdict}（须 Q 高，{rule}）</translation>
    </message>
    <message>
        <source>Seat {seat}: Call ${ante} or fold</source>
        <comment>banked.three_card_poker.need.call_or_fold</comment>
        <translation>{seat} 号座位：跟注 ${ante} 或弃牌</translation>
    </message>
    <message>
        <source>Seat {seat}: Play ${ante} or fold the Ante</source>
        <comment>banked.three_card_poker.need.play_or_fold_ante</comment>
        <translation>{seat} 号座位：下 Play ${ante}，或弃牌输掉 Ante</translation>
    </message>
    <message>
        <source> (one face up, {rule})</source>
        <comment>banked.three_card_poker.note.one_face_up</comment>
        <translation>（一张明牌，{rule}）</translation>
    </message>
    <message>
        <source>the P/D gets two cards down and one up (CG-3CP-03)</source>
        <comment>banked.three_card_poker.refusal.p_d_gets_two_cards</comment>
        <translation>庄家拿两张盖牌和一张明牌（CG-3CP-03）</translation>
    </message>
    <message>
        <source>player cards are dealt face down (CG-3CP-03, HTP-3CP-01)</source>
        <comment>banked.three_card_poker.refusal.player_cards_are_dealt_face</comment>
        <translation>玩家的牌盖着发（CG-3CP-03, HTP-3CP-01）</translation>
    </message>
    <message>
        <source>DP&apos;s best two: {hand}: {verdict} (J-2 suited needed, HTP-2CP-08)</source>
        <comment>banked.two_card.dp_best_two</comment>
        <translation>庄家最好的两张：{hand}：{verdict}（须同花 J-2，HTP-2CP-08）</translation>
    </message>
    <message>
        <source>Seat {seat}: Call ${base} and keep two cards, or fold</source>
        <comment>banked.two_card_poker.need.call_or_fold</comment>
        <translation>{seat} 号座位：跟注 ${base} 并保留两张牌，或弃牌</translation>
    </message>
    <message>
        <source>the banker</source>
        <comment>banked.who.banker</comment>
        <translation>庄家</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.who.seat</comment>
        <translation>{seat} 号座位</translation>
    </message>
    <message>
        <source>Bring-in to ${amount}</source>
        <comment>betting.label.bring_in</comment>
        <translation>强制开注 ${amount}</translation>
    </message>
    <message>
        <source>Bring-in ${low}-${high}</source>
        <comment>betting.label.bring_in_range</comment>
        <translation>强制开注 ${low}-${high}</translation>
    </message>
    <message>
        <source>Bust ({total})</source>
        <comment>blackjack.bust</comment>
        <translation>爆牌（{total}）</translation>
    </message>
    <message>
        <source>{total} (hard)</source>
        <comment>blackjack.hard</comment>
        <translation>{total}（硬）</translation>
    </message>
    <message>
        <source>Natural 21</source>
        <comment>blackjack.natural_21</comment>
        <translation>天生 21 点</translation>
    </message>
    <message>
        <source>Natural 22</source>
        <comment>blackjack.natural_22</comment>
        <translation>天生 22 点</translation>
    </message>
    <message>
        <source>{total} (soft)</source>
        <comment>blackjack.soft</comment>
        <translation>{total}（软）</translation>
    </message>
    <message>
        <source>Super Natural (24)</source>
        <comment>blackjack.super_natural</comment>
        <translation>超级天生牌（24）</translation>
    </message>
    <message>
        <source>the best card was drawn by seat {best}, not seat {button}: the button goes there (LC-28)</source>
        <comment>button_draw.refusal.best_card_was_drawn_seat</comment>
        <translation>最大的牌是 {best} 号座位抽到的，不是 {button} 号：按钮放到那里（LC-28）</translation>
    </message>
    <message>
        <source>{text} cannot be drawn: the draw for the button is made without jokers (LC-28)</source>
        <comment>button_draw.refusal.cannot_drawn_draw_button_made</comment>
        <translation>{text} 不能抽：抽按钮不用鬼牌（LC-28）</translation>
    </message>
    <message>
        <source>the draw for the button needs two or more players (LC-86)</source>
        <comment>button_draw.refusal.draw_button_needs_two_more</comment>
        <translation>抽按钮需要两位或以上玩家（LC-86）</translation>
    </message>
    <message>
        <source>the draw for the button opens a new game: this game&apos;s button is already on seat {button} (LC-86)</source>
        <comment>button_draw.refusal.draw_button_opens_new_game</comment>
        <translation>抽按钮用于开新牌局：本局按钮已在 {button} 号座位（LC-86）</translation>
    </message>
    <message>
        <source>nobody drew a card (LC-86)</source>
        <comment>button_draw.refusal.nobody_drew_card_lc_86</comment>
        <translation>没有人抽牌（LC-86）</translation>
    </message>
    <message>
        <source>a seat drew twice: one card each (LC-86)</source>
        <comment>button_draw.refusal.seat_drew_twice_one_card</comment>
        <translation>有座位抽了两次：每人一张（LC-86）</translation>
    </message>
    <message>
        <source>seat(s) {strangers} cannot draw: only players seated and present with chips draw for the button (LC-86)</source>
        <comment>button_draw.refusal.seat_s_cannot_draw_only</comment>
        <translation>座位 {strangers} 不能抽：只有入座在场且有筹码的玩家抽按钮（LC-86）</translation>
    </message>
    <message>
        <source>seat(s) {missing} did not draw: every player seated and present draws for the button (LC-86)</source>
        <comment>button_draw.refusal.seat_s_did_draw_every</comment>
        <translation>座位 {missing} 没有抽：每位入座在场的玩家都要抽按钮（LC-86）</translation>
    </message>
    <message>
        <source>{count} seats drew {count2} cards: one card each (LC-86)</source>
        <comment>button_draw.refusal.seats_drew_cards_one_card</comment>
        <translation>{count} 个座位抽了 {count2} 张牌：每人一张（LC-86）</translation>
    </message>
    <message>
        <source>stud has no button to draw for: the deal starts at seat 1 (CG-STD-02)</source>
        <comment>button_draw.refusal.stud_has_no_button_draw</comment>
        <translation>梭哈没有按钮可抽：从 1 号座位开始发牌（CG-STD-02）</translation>
    </message>
    <message>
        <source>{text} was drawn twice: draw again from one deck (LC-28)</source>
        <comment>button_draw.refusal.was_drawn_twice_draw_again</comment>
        <translation>{text} 被抽到两次：用同一副牌重新抽（LC-28）</translation>
    </message>
    <message>
        <source>a buy-in of ${amount} cannot play ${plays}</source>
        <comment>buy_in_record.refusal.buy_cannot_play</comment>
        <translation>${amount} 的买入不能玩 ${plays}</translation>
    </message>
    <message>
        <source>a declared buy-in plays in full (LC-26d)</source>
        <comment>buy_in_record.refusal.declared_buy_plays_full_lc</comment>
        <translation>申报的买入全额有效（LC-26d）</translation>
    </message>
    <message>
        <source>a floor override names the floorperson and the reason (LC-P1)</source>
        <comment>buy_in_record.refusal.floor_override_names_floorperson_reason</comment>
        <translation>楼面主管的推翻须写明楼面主管和理由（LC-P1）</translation>
    </message>
    <message>
        <source>{kind!r} is not a kind of buy-in ({items})</source>
        <comment>buy_in_record.refusal.kind_buy</comment>
        <translation>{kind!r} 不是一种买入（{items}）</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>buy_in_record.refusal.seat</comment>
        <translation>{seat} 号座位是 {player}，不是 {player2}</translation>
    </message>
    <message>
        <source>charts cancelled</source>
        <comment>charts.cancelled</comment>
        <translation>图表已取消</translation>
    </message>
    <message>
        <source>seat(s) {seats} acted after seat {seat}: he completes the raise (LC-58b)</source>
        <comment>chip_rulings.refusal.acted_after_complete</comment>
        <translation>{seats} 号座位已在 {seat} 号座位之后行动：他须补足加注 (LC-58b)</translation>
    </message>
    <message>
        <source>seat(s) {seats} acted after seat {seat}: he completes the raise or folds (LC-58a)</source>
        <comment>chip_rulings.refusal.acted_after_complete_or_fold</comment>
        <translation>{seats} 号座位已在 {seat} 号座位之后行动：他须补足加注或弃牌 (LC-58a)</translation>
    </message>
    <message>
        <source>forward motion</source>
        <comment>chip_rulings.word.forward_motion</comment>
        <translation>向前推注动作</translation>
    </message>
    <message>
        <source>seat {seat} objects</source>
        <comment>chip_rulings.word.seat_objects</comment>
        <translation>{seat} 号座位提出异议</translation>
    </message>
    <message>
        <source>stacked and paused</source>
        <comment>chip_rulings.word.stacked_and_paused</comment>
        <translation>堆好筹码后停顿</translation>
    </message>
    <message>
        <source>string raise</source>
        <comment>chip_rulings.word.string_raise</comment>
        <translation>分次加注（string raise）</translation>
    </message>
    <message>
        <source>his &apos;call&apos; binds now: he owes the full ${owed}</source>
        <comment>chips.note.call_binds_now</comment>
        <translation>他说的“跟注”现在生效：须付足 ${owed}</translation>
    </message>
    <message>
        <source>said &apos;call&apos; with no chips: not bound until someone acts</source>
        <comment>chips.note.call_without_chips</comment>
        <translation>说了“跟注”但未放筹码：在有人行动前不受约束</translation>
    </message>
    <message>
        <source>complete ${rest} more or fold, forfeiting ${put_in}</source>
        <comment>chips.note.complete_or_fold</comment>
        <translation>再补 ${rest} 或弃牌，已放的 ${put_in} 归入底池</translation>
    </message>
    <message>
        <source>not enough for a raise: give back ${amount}</source>
        <comment>chips.note.not_enough_for_raise</comment>
        <translation>不足以加注：退还 ${amount}</translation>
    </message>
    <message>
        <source>{note}, or he may take his ${put_in} back and act again</source>
        <comment>chips.note.or_take_back</comment>
        <translation>{note}，或他可收回 ${put_in} 重新行动</translation>
    </message>
    <message>
        <source>one oversized chip without a word is a call: give back ${amount}</source>
        <comment>chips.note.oversized_chip_call</comment>
        <translation>不发一语放一枚大面额筹码即为跟注：退还 ${amount}</translation>
    </message>
    <message>
        <source>short by ${amount}: ask for the rest</source>
        <comment>chips.note.short_ask_rest</comment>
        <translation>差 ${amount}：请他补齐</translation>
    </message>
    <message>
        <source> ({prefix}&apos;s rulebook says nothing on this)</source>
        <comment>citations.silence</comment>
        <translation>（{prefix} 的规则书对此没有规定）</translation>
    </message>
    <message>
        <source>the rule</source>
        <comment>citations.the_rule</comment>
        <translation>该规则</translation>
    </message>
    <message>
        <source>seat {seat} is {player} with ${stack}: a departure records who left, his whole stack and the time (LC-91)</source>
        <comment>departures.refusal.record_does_not_match</comment>
        <translation>{seat} 号座位是 {player}，有 ${stack}：离桌记录要写明谁离开、他全部的筹码和时间 (LC-91)</translation>
    </message>
    <message>
        <source>a departure cannot be recorded before the last one recorded at this table (LC-91)</source>
        <comment>departures.refusal.time_goes_back</comment>
        <translation>离桌记录的时间不能早于本桌上一笔离桌记录 (LC-91)</translation>
    </message>
    <message>
        <source>{path} is in use by another program (a spreadsheet that has it open?): close it there and export again; nothing was written</source>
        <comment>export.busy</comment>
        <translation>{path} 正被其他程序使用（是否有电子表格打开着它？）：请在该程序关闭后再导出；未写入任何数据</translation>
    </message>
    <message>
        <source>export cancelled; nothing was written</source>
        <comment>export.cancelled</comment>
        <translation>导出已取消；未写入任何数据</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <comment>export.cannot_write</comment>
        <translation>无法写入 {path}：{error}</translation>
    </message>
    <message>
        <source>the disk for {path} is full: nothing was written; free space (or choose fewer days) and export again</source>
        <comment>export.disk_full</comment>
        <translation>存放 {path} 的磁盘已满：未写入任何数据；请腾出空间（或选较少天数）再导出</translation>
    </message>
    <message>
        <source>the folder for {path} is gone (a USB stick taken out?): nothing was written; put it back and export again</source>
        <comment>export.folder_gone</comment>
        <translation>{path} 所在的文件夹已不见（U 盘被拔出？）：未写入任何数据；请插回后再导出</translation>
    </message>
    <message>
        <source>{path} cannot be written (no permission, or a read-only disk): nothing was written; call a technician</source>
        <comment>export.no_permission</comment>
        <translation>无法写入 {path}（没有权限，或是只读磁盘）：未写入任何数据；请呼叫技术人员</translation>
    </message>
    <message>
        <source>unknown {what} {value}; the log has none yet</source>
        <comment>export.none_yet</comment>
        <translation>没有{what} {value}；记录中尚无任何项目</translation>
    </message>
    <message>
        <source>{path} is not a regular file (a device, FIFO, folder or link): an export writes only a new file or replaces a regular one; it was left as it was</source>
        <comment>export.not_a_file</comment>
        <translation>{path} 不是普通文件（设备、FIFO、文件夹或链接）：导出只写入新文件或替换普通文件；它保持原样</translation>
    </message>
    <message>
        <source>unknown game {game}; the room has no hands</source>
        <comment>export.room_has_no_hands</comment>
        <translation>未知的游戏 {game}；牌室没有任何牌局</translation>
    </message>
    <message>
        <source>unknown game {game}; the room has: {games}</source>
        <comment>export.room_lacks_game</comment>
        <translation>未知的游戏 {game}；牌室有：{games}</translation>
    </message>
    <message>
        <source>unknown {what} {value}; the log has: {known}</source>
        <comment>export.unknown_filter</comment>
        <translation>没有{what} {value}；记录中有：{known}</translation>
    </message>
    <message>
        <source>unknown format {fmt}; choose one of {formats}</source>
        <comment>export.unknown_format</comment>
        <translation>未知的格式 {fmt}；请从 {formats} 中选一个</translation>
    </message>
    <message>
        <source>game</source>
        <comment>export.what_game</comment>
        <translation>游戏</translation>
    </message>
    <message>
        <source>table</source>
        <comment>export.what_table</comment>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>{game} is not a flop or stud game; this table engine runs Hold&apos;em, Omaha and stud</source>
        <comment>from_profile.refusal.flop_stud_game_table_engine</comment>
        <translation>{game} 不是翻牌或梭哈游戏；本桌进行德州扑克、奥马哈和梭哈</translation>
    </message>
    <message>
        <source>Five {ranks}</source>
        <comment>hand.five_of_a_kind</comment>
        <translation>五条 {ranks}</translation>
    </message>
    <message>
        <source>Flush, {rank} high</source>
        <comment>hand.flush</comment>
        <translation>同花，{rank} 高</translation>
    </message>
    <message>
        <source>Flush, {cards}</source>
        <comment>hand.flush_cards</comment>
        <translation>同花，{cards}</translation>
    </message>
    <message>
        <source>Four {ranks}</source>
        <comment>hand.four_of_a_kind</comment>
        <translation>四条 {ranks}</translation>
    </message>
    <message>
        <source>Full House, {ranks} over {ranks2}</source>
        <comment>hand.full_house</comment>
        <translation>葫芦，{ranks} 带 {ranks2}</translation>
    </message>
    <message>
        <source>{rank} High</source>
        <comment>hand.high_card</comment>
        <translation>{rank} 高</translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <comment>hand.one_pair</comment>
        <translation>一对 {ranks}</translation>
    </message>
    <message>
        <source>{street} betting</source>
        <comment>hand.phase.betting</comment>
        <translation>{street}下注</translation>
    </message>
    <message>
        <source>the {street} is being dealt</source>
        <comment>hand.phase.board</comment>
        <translation>正在发{street}</translation>
    </message>
    <message>
        <source>the deal is in progress</source>
        <comment>hand.phase.dealing</comment>
        <translation>发牌中</translation>
    </message>
    <message>
        <source>blinds are being posted</source>
        <comment>hand.phase.posting</comment>
        <translation>正在下盲注</translation>
    </message>
    <message>
        <source>the pot has been pushed</source>
        <comment>hand.phase.settled</comment>
        <translation>底池已派出</translation>
    </message>
    <message>
        <source>the pot is being pushed</source>
        <comment>hand.phase.settling</comment>
        <translation>正在派出底池</translation>
    </message>
    <message>
        <source>showdown</source>
        <comment>hand.phase.showdown</comment>
        <translation>摊牌</translation>
    </message>
    <message>
        <source>the hand was voided</source>
        <comment>hand.phase.voided</comment>
        <translation>此手牌已作废</translation>
    </message>
    <message>
        <source>seat {seat} checked earlier in this round and this game does not allow check-raise: call or fold (LC-55)</source>
        <comment>hand.refusal.no_check_raise</comment>
        <translation>{seat} 号座位本轮稍早已过牌，本游戏不允许过牌后加注：只能跟注或弃牌 (LC-55)</translation>
    </message>
    <message>
        <source>seat {seat} cannot raise: the betting is capped at {cap} bets (LC-49, LC-126d)</source>
        <comment>hand.refusal.raise_capped</comment>
        <translation>{seat} 号座位不能加注：下注已封顶于 {cap} 注 (LC-49, LC-126d)</translation>
    </message>
    <message>
        <source>seat {seat} cannot raise: the all-in was short of a full raise, so players who already acted may only call or fold (LC-66, LC-126c)</source>
        <comment>hand.refusal.raise_not_reopened</comment>
        <translation>{seat} 号座位不能加注：全押不足一次完整加注，已行动的玩家只能跟注或弃牌 (LC-66, LC-126c)</translation>
    </message>
    <message>
        <source>seat {seat} has too few chips to raise; all-in or call</source>
        <comment>hand.refusal.too_few_chips_to_raise</comment>
        <translation>{seat} 号座位筹码不足以加注；全押或跟注</translation>
    </message>
    <message>
        <source>Royal Flush</source>
        <comment>hand.royal_flush</comment>
        <translation>皇家同花顺</translation>
    </message>
    <message>
        <source>Straight, {rank} high</source>
        <comment>hand.straight</comment>
        <translation>顺子，{rank} 高</translation>
    </message>
    <message>
        <source>Straight Flush, {rank} high</source>
        <comment>hand.straight_flush</comment>
        <translation>同花顺，{rank} 高</translation>
    </message>
    <message>
        <source>Straight Flush, {cards}</source>
        <comment>hand.straight_flush_cards</comment>
        <translation>同花顺，{cards}</translation>
    </message>
    <message>
        <source>Three {ranks}</source>
        <comment>hand.three_of_a_kind</comment>
        <translation>三条 {ranks}</translation>
    </message>
    <message>
        <source>{a}-{b}-{c}</source>
        <comment>hand.three_ranks</comment>
        <translation>{a}-{b}-{c}</translation>
    </message>
    <message>
        <source>Two Pair, {ranks} and {ranks2}</source>
        <comment>hand.two_pair</comment>
        <translation>两对，{ranks} 和 {ranks2}</translation>
    </message>
    <message>
        <source>{a}-{b}</source>
        <comment>hand.two_ranks</comment>
        <translation>{a}-{b}</translation>
    </message>
    <message>
        <source>{name} ({badge}) is the dealer signed in here, not badge {badge2}</source>
        <comment>house_dealers.refusal.dealer_signed_here_badge</comment>
        <translation>{name}（{badge}）是在此登录的荷官，不是员工证 {badge2}</translation>
    </message>
    <message>
        <source>a dealer signs in with a badge and a name</source>
        <comment>house_dealers.refusal.dealer_signs_badge_name</comment>
        <translation>荷官以员工证和姓名登录</translation>
    </message>
    <message>
        <source>no dealer is signed in at this table</source>
        <comment>house_dealers.refusal.no_dealer_signed_table</comment>
        <translation>本桌没有荷官登录</translation>
    </message>
    <message>
        <source>Take 1 more card from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.take_card_discards</comment>
        <translation>从剩余牌再移 1 张到弃牌堆（发现时每位在局玩家一张）</translation>
    </message>
    <message>
        <source>Take {owed} more cards from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.take_cards_discards</comment>
        <translation>从剩余牌再移 {owed} 张到弃牌堆（发现时每位在局玩家一张）</translation>
    </message>
    <message>
        <source>Whose cards were out of view, and where (off the table, below its edge)?</source>
        <comment>irregularity.cards_out_of_view.q1</comment>
        <translation>谁的牌不在视线内？在哪里（离开桌面、桌缘以下）？</translation>
    </message>
    <message>
        <source>A player&apos;s cards stay in plain view on the table the whole time; the floor decides what follows.</source>
        <comment>irregularity.cards_out_of_view.ruling</comment>
        <translation>玩家的牌要一直放在桌上、清楚可见；接下来由楼面主管决定。</translation>
    </message>
    <message>
        <source>Ask him to bring his cards back into view at once</source>
        <comment>irregularity.cards_out_of_view.s1</comment>
        <translation>请他立刻把牌放回视线内</translation>
    </message>
    <message>
        <source>Call the floor, who rules on the hand (LC-P1)</source>
        <comment>irregularity.cards_out_of_view.s2</comment>
        <translation>请楼面主管来裁定这手牌 (LC-P1)</translation>
    </message>
    <message>
        <source>Cards held out of view</source>
        <comment>irregularity.cards_out_of_view.title</comment>
        <translation>牌不在视线内</translation>
    </message>
    <message>
        <source>Did he put cash forward as a bet or to cover a bet?</source>
        <comment>irregularity.cash_on_table.q1</comment>
        <translation>他是否把现金推出来当注码或用来跟注？</translation>
    </message>
    <message>
        <source>Is a house runner bringing his chips, announced to the table (LC-26c)?</source>
        <comment>irregularity.cash_on_table.q2</comment>
        <translation>是否有场方跑腿正为他送筹码，并已告知全桌 (LC-26c)？</translation>
    </message>
    <message>
        <source>Cash never plays: the bet stands only with chips he has on the table. Only chips a house runner brings with the house&apos;s consent, told to the table, count before they arrive.</source>
        <comment>irregularity.cash_on_table.ruling</comment>
        <translation>现金一律不算：注码只以他桌上的筹码为准。只有场方同意、已告知全桌、由场方跑腿送来的筹码，送到前就算数。</translation>
    </message>
    <message>
        <source>Stop the action on that bet; the cash stays out of the pot</source>
        <comment>irregularity.cash_on_table.s1</comment>
        <translation>暂停这注的行动；现金不进底池</translation>
    </message>
    <message>
        <source>He asks for chips (the dealer or a runner changes the cash)</source>
        <comment>irregularity.cash_on_table.s2</comment>
        <translation>他要换筹码（由荷官或跑腿兑换现金）</translation>
    </message>
    <message>
        <source>Runner chips already announced: mark them on his seat (LC-26c)</source>
        <comment>irregularity.cash_on_table.s3</comment>
        <translation>已告知的跑腿筹码：记在他的座位上 (LC-26c)</translation>
    </message>
    <message>
        <source>Cash put on the table to play</source>
        <comment>irregularity.cash_on_table.title</comment>
        <translation>把现金放上桌来下注</translation>
    </message>
    <message>
        <source>Who handed chips to whom, and how much?</source>
        <comment>irregularity.chips_passed.q1</comment>
        <translation>谁把筹码交给谁？多少？</translation>
    </message>
    <message>
        <source>Is the player who took them waiting for announced runner chips?</source>
        <comment>irregularity.chips_passed.q2</comment>
        <translation>收下的玩家是否正在等已告知的跑腿筹码？</translation>
    </message>
    <message>
        <source>Chips are not passed between players, not even to post an ante or a blind; only a player waiting for announced runner chips may be lent chips, which then play for him.</source>
        <comment>irregularity.chips_passed.ruling</comment>
        <translation>玩家之间不得传递筹码，下前注或盲注也不行；只有正在等已告知跑腿筹码的玩家可以借筹码，借来的筹码就算他的。</translation>
    </message>
    <message>
        <source>Return the chips to the player who handed them over</source>
        <comment>irregularity.chips_passed.s1</comment>
        <translation>把筹码还给交出的玩家</translation>
    </message>
    <message>
        <source>Waiting for runner chips: record the chips as passed behind (LC-26c)</source>
        <comment>irregularity.chips_passed.s2</comment>
        <translation>正在等跑腿筹码：把这些筹码记为 behind 借出 (LC-26c)</translation>
    </message>
    <message>
        <source>The floor speaks to both players</source>
        <comment>irregularity.chips_passed.s3</comment>
        <translation>楼面主管与两位玩家谈话</translation>
    </message>
    <message>
        <source>Chips handed from one player to another</source>
        <comment>irregularity.chips_passed.title</comment>
        <translation>筹码从一位玩家交给另一位</translation>
    </message>
    <message>
        <source>Whose chips are they, and in which pot or stack?</source>
        <comment>irregularity.foreign_chips.q1</comment>
        <translation>这些筹码是谁的？在哪个底池或哪叠筹码里？</translation>
    </message>
    <message>
        <source>Are they another casino&apos;s, or still in a sealed wrapper?</source>
        <comment>irregularity.foreign_chips.q2</comment>
        <translation>是别家赌场的筹码，还是仍在封条包装内？</translation>
    </message>
    <message>
        <source>Neither another casino&apos;s chips nor chips still sealed in their wrapper play.</source>
        <comment>irregularity.foreign_chips.ruling</comment>
        <translation>别家赌场的筹码和仍封在包装内的筹码都不算数。</translation>
    </message>
    <message>
        <source>Take them out of the pot or stack and give them back to their owner</source>
        <comment>irregularity.foreign_chips.s1</comment>
        <translation>把它们从底池或筹码堆取出，还给物主</translation>
    </message>
    <message>
        <source>He replaces them with this house&apos;s chips, or the bet is what his own chips cover</source>
        <comment>irregularity.foreign_chips.s2</comment>
        <translation>他改用本场的筹码，否则注码以他自己的筹码所能付的为准</translation>
    </message>
    <message>
        <source>Call the floor if a pot has been settled with them</source>
        <comment>irregularity.foreign_chips.s3</comment>
        <translation>若已有底池用它们结算，请楼面主管来</translation>
    </message>
    <message>
        <source>Another casino&apos;s chips or wrapped chips in play</source>
        <comment>irregularity.foreign_chips.title</comment>
        <translation>别家赌场或未拆封的筹码被拿来下注</translation>
    </message>
    <message>
        <source>Is he playing out of a chip rack?</source>
        <comment>irregularity.rack_on_table.q1</comment>
        <translation>他是否直接从筹码架里拿来下注？</translation>
    </message>
    <message>
        <source>What else is on the playing surface?</source>
        <comment>irregularity.rack_on_table.q2</comment>
        <translation>桌面上还有什么其他东西？</translation>
    </message>
    <message>
        <source>Only chips and cards belong on the layout; nobody plays from a rack.</source>
        <comment>irregularity.rack_on_table.ruling</comment>
        <translation>桌面上只能有筹码和牌；任何人都不能从筹码架下注。</translation>
    </message>
    <message>
        <source>Ask him to take his chips out of the rack and put the rack away</source>
        <comment>irregularity.rack_on_table.s1</comment>
        <translation>请他把筹码从架子拿出来，并把架子收走</translation>
    </message>
    <message>
        <source>Other objects leave the playing surface before the next deal</source>
        <comment>irregularity.rack_on_table.s2</comment>
        <translation>其他物品在下一次发牌前移出桌面</translation>
    </message>
    <message>
        <source>Chip rack or other object on the playing surface</source>
        <comment>irregularity.rack_on_table.title</comment>
        <translation>桌面上有筹码架或其他物品</translation>
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
        <translation>全押</translation>
    </message>
    <message>
        <source>ante</source>
        <comment>post.ante</comment>
        <translation>底注</translation>
    </message>
    <message>
        <source>big blind</source>
        <comment>post.big_blind</comment>
        <translation>大盲注</translation>
    </message>
    <message>
        <source>big blind ante</source>
        <comment>post.big_blind_ante</comment>
        <translation>大盲注底注</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>post.button_blind</comment>
        <translation>庄家按钮盲注</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>post.buy_button</comment>
        <translation>购买庄家按钮</translation>
    </message>
    <message>
        <source>collection</source>
        <comment>post.collection</comment>
        <translation>抽水</translation>
    </message>
    <message>
        <source>kill</source>
        <comment>post.kill</comment>
        <translation>加倍盲注 (kill)</translation>
    </message>
    <message>
        <source>may post</source>
        <comment>post.may_post</comment>
        <translation>可下</translation>
    </message>
    <message>
        <source>missed blinds</source>
        <comment>post.missed_blinds</comment>
        <translation>错过的盲注</translation>
    </message>
    <message>
        <source>new player blind</source>
        <comment>post.new_player_blind</comment>
        <translation>新玩家盲注</translation>
    </message>
    <message>
        <source>single blind</source>
        <comment>post.single_blind</comment>
        <translation>单一盲注</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>post.small_blind</comment>
        <translation>小盲注</translation>
    </message>
    <message>
        <source>straddle</source>
        <comment>post.straddle</comment>
        <translation>抓盲 (straddle)</translation>
    </message>
    <message>
        <source>trailing blind</source>
        <comment>post.trailing_blind</comment>
        <translation>尾随盲注 (trailing)</translation>
    </message>
    <message>
        <source>will post</source>
        <comment>post.will_post</comment>
        <translation>须下</translation>
    </message>
    <message>
        <source>: {hand}</source>
        <comment>procedure.hand_label</comment>
        <translation>：{hand}</translation>
    </message>
    <message>
        <source>After the antes, burn one card, then deal two cards down and one up to each player, starting with seat {seat}</source>
        <comment>procedure.step.after_antes_burn_deal_two_cards</comment>
        <translation>下完底注后，烧一张牌，每位玩家发两张盖牌和一张明牌，从 {seat} 号座位开始</translation>
    </message>
    <message>
        <source>After the antes, deal two cards down and one up to each player, starting with seat {seat}</source>
        <comment>procedure.step.after_antes_deal_two_cards</comment>
        <translation>下完底注后，每位玩家发两张盖牌和一张明牌，从 {seat} 号座位开始</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: 1 card face up</source>
        <comment>procedure.step.burn_deal_card_face_up</comment>
        <translation>烧一张牌，然后发{street}：1 张翻开</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: {need} cards face up</source>
        <comment>procedure.step.burn_deal_cards_face_up</comment>
        <translation>烧一张牌，然后发{street}：{need} 张翻开</translation>
    </message>
    <message>
        <source>{street}: burn, then one card {face} to each player still in, starting with seat {first}</source>
        <comment>procedure.step.burn_then_one_card_each</comment>
        <translation>{street}：烧牌，然后从 {first} 号座位开始，每位在局玩家发一张{face}牌</translation>
    </message>
    <message>
        <source>Deal the {street}: 1 card face up</source>
        <comment>procedure.step.deal_card_face_up</comment>
        <translation>发{street}：1 张翻开</translation>
    </message>
    <message>
        <source>Deal {n} cards to each player one at a time, starting with seat {first}; the button (seat {button}) gets the last card</source>
        <comment>procedure.step.deal_cards_each_player_one</comment>
        <translation>每位玩家发 {n} 张牌，一次一张，从 {first} 号座位开始；庄家按钮（{button} 号座位）拿最后一张</translation>
    </message>
    <message>
        <source>Deal the {street}: {need} cards face up</source>
        <comment>procedure.step.deal_cards_face_up</comment>
        <translation>发{street}：{need} 张翻开</translation>
    </message>
    <message>
        <source>Everyone has folded to the blinds: they may agree to chop (take their blinds back)</source>
        <comment>procedure.step.everyone_has_folded_blinds_they</comment>
        <translation>其他人都弃牌到盲注：盲注玩家可同意平分（拿回盲注）</translation>
    </message>
    <message>
        <source>Hand {number} is complete: collect the cards</source>
        <comment>procedure.step.hand_complete_collect_cards</comment>
        <translation>第 {number} 局结束：收牌</translation>
    </message>
    <message>
        <source>A new game draws for the button: each player draws one card and the best card takes the button</source>
        <comment>procedure.step.new_game_draws_button_each</comment>
        <translation>新牌局抽牌决定按钮：每位玩家抽一张，最大的牌拿按钮</translation>
    </message>
    <message>
        <source>Only {count} players: the table may switch from button collection to time collection</source>
        <comment>procedure.step.only_players_table_may_switch</comment>
        <translation>只剩 {count} 位玩家：本桌可由按钮抽水改为按时间收费</translation>
    </message>
    <message>
        <source>Push ${amount} of the {pot}{half} to seat {seat}{label}</source>
        <comment>procedure.step.push_seat</comment>
        <translation>把{pot}{half}的 ${amount} 派给 {seat} 号座位{label}</translation>
    </message>
    <message>
        <source>Return the uncalled ${amount} to seat {seat}</source>
        <comment>procedure.step.return_uncalled_seat</comment>
        <translation>把无人跟的 ${amount} 退还 {seat} 号座位</translation>
    </message>
    <message>
        <source>Seat {seat} {verb} the {replace}: ${total}</source>
        <comment>procedure.step.seat</comment>
        <translation>{seat} 号座位{verb}{replace}：${total}</translation>
    </message>
    <message>
        <source>Seat {seat} has missed the blind {pick_up_after_buttons} times in a full game: call the floor to pick up the chips</source>
        <comment>procedure.step.seat_has_missed_blind_times</comment>
        <translation>{seat} 号座位在满桌时已错过盲注 {pick_up_after_buttons} 次：请楼面主管收起筹码</translation>
    </message>
    <message>
        <source>Seat {seat} may post the {what}: {amount}</source>
        <comment>procedure.step.seat_may_post</comment>
        <translation>{seat} 号座位可下{what}：{amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {what}: {amount}</source>
        <comment>procedure.step.seat_posts</comment>
        <translation>{seat} 号座位下{what}：{amount}</translation>
    </message>
    <message>
        <source>Seat {seat} shows (or mucks)</source>
        <comment>procedure.step.seat_shows_mucks</comment>
        <translation>{seat} 号座位亮牌（或弃牌）</translation>
    </message>
    <message>
        <source>{street}: seat {seat} to act: {options}</source>
        <comment>procedure.step.seat_to_act</comment>
        <translation>{street}：{seat} 号座位行动：{options}</translation>
    </message>
    <message>
        <source>Start hand {hand}: antes, then the deal from seat {dealt_in}</source>
        <comment>procedure.step.start_hand_antes_then_deal</comment>
        <translation>开始第 {hand} 局：先下底注，然后从 {dealt_in} 号座位发牌</translation>
    </message>
    <message>
        <source>Start hand {hand}: button on seat {seat}</source>
        <comment>procedure.step.start_hand_button</comment>
        <translation>开始第 {hand} 局：庄家按钮在 {seat} 号座位</translation>
    </message>
    <message>
        <source>{street}: {text}</source>
        <comment>procedure.step.text</comment>
        <translation>{street}：{text}</translation>
    </message>
    <message>
        <source>Time pot: the winner of the next pot pays time for seats {items}</source>
        <comment>procedure.step.time_pot_winner_next_pot</comment>
        <translation>时间费底池：下一个底池的赢家替座位 {items} 付时间费</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>rank.ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>Aces</source>
        <comment>rank.aces</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>Eight</source>
        <comment>rank.eight</comment>
        <translation>8</translation>
    </message>
    <message>
        <source>Eights</source>
        <comment>rank.eights</comment>
        <translation>8</translation>
    </message>
    <message>
        <source>Five</source>
        <comment>rank.five</comment>
        <translation>5</translation>
    </message>
    <message>
        <source>Fives</source>
        <comment>rank.fives</comment>
        <translation>5</translation>
    </message>
    <message>
        <source>Four</source>
        <comment>rank.four</comment>
        <translation>4</translation>
    </message>
    <message>
        <source>Fours</source>
        <comment>rank.fours</comment>
        <translation>4</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>rank.jack</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>Jacks</source>
        <comment>rank.jacks</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>King</source>
        <comment>rank.king</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Kings</source>
        <comment>rank.kings</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Nine</source>
        <comment>rank.nine</comment>
        <translation>9</translation>
    </message>
    <message>
        <source>Nines</source>
        <comment>rank.nines</comment>
        <translation>9</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>rank.queen</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>Queens</source>
        <comment>rank.queens</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>Seven</source>
        <comment>rank.seven</comment>
        <translation>7</translation>
    </message>
    <message>
        <source>Sevens</source>
        <comment>rank.sevens</comment>
        <translation>7</translation>
    </message>
    <message>
        <source>Six</source>
        <comment>rank.six</comment>
        <translation>6</translation>
    </message>
    <message>
        <source>Sixes</source>
        <comment>rank.sixes</comment>
        <translation>6</translation>
    </message>
    <message>
        <source>Ten</source>
        <comment>rank.ten</comment>
        <translation>10</translation>
    </message>
    <message>
        <source>Tens</source>
        <comment>rank.tens</comment>
        <translation>10</translation>
    </message>
    <message>
        <source>Three</source>
        <comment>rank.three</comment>
        <translation>3</translation>
    </message>
    <message>
        <source>Threes</source>
        <comment>rank.threes</comment>
        <translation>3</translation>
    </message>
    <message>
        <source>Two</source>
        <comment>rank.two</comment>
        <translation>2</translation>
    </message>
    <message>
        <source>Twos</source>
        <comment>rank.twos</comment>
        <translation>2</translation>
    </message>
    <message>
        <source>Start hand {hand}: hand {misdealt} was a misdeal and is dealt again with the same button, seat {button}; seats {seats} are dealt in and post again what went back</source>
        <comment>redeal.start.same_button</comment>
        <translation>开始第 {hand} 手：第 {misdealt} 手发错牌，以同一个庄家按钮（{button} 号座位）重发；{seats} 号座位发牌，并重新放回退还的注</translation>
    </message>
    <message>
        <source>Start hand {hand}: hand {misdealt} was a misdeal and is dealt again; seats {seats} are dealt in and post again what went back</source>
        <comment>redeal.start.stud</comment>
        <translation>开始第 {hand} 手：第 {misdealt} 手发错牌，重发；{seats} 号座位发牌，并重新放回退还的注</translation>
    </message>
    <message>
        <source>{listed} is ahead of {player} on the list</source>
        <comment>room.board.ahead_list</comment>
        <translation>名单上 {listed} 排在 {player} 前面</translation>
    </message>
    <message>
        <source>{player} already asked for a seat change at {table}</source>
        <comment>room.board.already_asked_seat_change</comment>
        <translation>{player} 已在 {table} 要求换座位</translation>
    </message>
    <message>
        <source>{game_label} already has a must-move game</source>
        <comment>room.board.already_has_must_move</comment>
        <translation>{game_label} 已有必须换桌的牌局</translation>
    </message>
    <message>
        <source>{newcomer} is already seated at {seated_at}</source>
        <comment>room.board.already_seated</comment>
        <translation>{newcomer} 已在 {seated_at} 入座</translation>
    </message>
    <message>
        <source>{by} approves {player} handing his seat at {table} to {newcomer} (LC-25)</source>
        <comment>room.board.approves_handing_seat_lc</comment>
        <translation>{by} 核准 {player} 把 {table} 的座位让给 {newcomer}（LC-25）</translation>
    </message>
    <message>
        <source>{player} asks for a seat change at {table}</source>
        <comment>room.board.asks_seat_change</comment>
        <translation>{player} 在 {table} 要求换座位</translation>
    </message>
    <message>
        <source>{player} called to {table}</source>
        <comment>room.board.called</comment>
        <translation>{player} 已叫到 {table}</translation>
    </message>
    <message>
        <source>{player} called from {must_move_table}: {options} (LC-139)</source>
        <comment>room.board.called_from_lc</comment>
        <translation>{player} 从 {must_move_table} 被叫号：{options}（LC-139）</translation>
    </message>
    <message>
        <source>{player} changes seats at {table} (LC-88e)</source>
        <comment>room.board.changes_seats_lc_e</comment>
        <translation>{player} 在 {table} 换座位（LC-88e）</translation>
    </message>
    <message>
        <source>{table} closed</source>
        <comment>room.board.closed</comment>
        <translation>{table} 已关桌</translation>
    </message>
    <message>
        <source>{order} comes first: asked first, or longer in the game</source>
        <comment>room.board.comes_first_asked_first</comment>
        <translation>{order} 优先：较早提出，或在牌局中较久</translation>
    </message>
    <message>
        <source>{player} is dealt out and moves to {main_table} now (LC-139)</source>
        <comment>room.board.dealt_out_moves_now</comment>
        <translation>{player} 不发牌，立即移到 {main_table}（LC-139）</translation>
    </message>
    <message>
        <source>{player} did not answer: rolled to the bottom of the list (LC-136)</source>
        <comment>room.board.did_answer_rolled_bottom</comment>
        <translation>{player} 没有回应：移到名单最后（LC-136）</translation>
    </message>
    <message>
        <source>{player} finishes the blinds and the button, then moves to {main_table} (LC-139b)</source>
        <comment>room.board.finishes_blinds_button_then</comment>
        <translation>{player} 打完盲注和庄家按钮后移到 {main_table}（LC-139b）</translation>
    </message>
    <message>
        <source>{player} has not asked for a seat change at {table}</source>
        <comment>room.board.has_asked_seat_change</comment>
        <translation>{player} 没有在 {table} 要求换座位</translation>
    </message>
    <message>
        <source>{player} has not been called from the must-move game</source>
        <comment>room.board.has_been_called_from</comment>
        <translation>{player} 尚未从必须换桌的牌局被叫号</translation>
    </message>
    <message>
        <source>{player} listed for {game_label}</source>
        <comment>room.board.listed</comment>
        <translation>{player} 已登记 {game_label}</translation>
    </message>
    <message>
        <source>{player} listed for {game_label} by phone: here within the hour or off the list (LC-136)</source>
        <comment>room.board.listed_by_phone</comment>
        <translation>{player} 以电话登记 {game_label}：一小时内到场，否则从名单移除（LC-136）</translation>
    </message>
    <message>
        <source>{player} may {options}, not {choice}</source>
        <comment>room.board.may</comment>
        <translation>{player} 可以 {options}，不能 {choice}</translation>
    </message>
    <message>
        <source>the must-move game and the main game are two tables</source>
        <comment>room.board.must_move_game_main</comment>
        <translation>必须换桌的牌局和主牌局必须是两张牌桌</translation>
    </message>
    <message>
        <source>must-move {must_move_table} has {players} players</source>
        <comment>room.board.must_move_has_players</comment>
        <translation>必须换桌 {must_move_table} 有 {players} 位玩家</translation>
    </message>
    <message>
        <source>must-move {must_move_table} has {players}: its players keep their rights without playing (LC-141); call the floor to set a fair collection (LC-145)</source>
        <comment>room.board.must_move_has_players_2</comment>
        <translation>必须换桌 {must_move_table} 有 {players} 位：玩家不打牌也保留权利（LC-141）；请楼面主管订定公平的抽水（LC-145）</translation>
    </message>
    <message>
        <source>{extra} must move to {main}; the list keeps its order (LC-137, LC-138); the main game counts as full for collection (LC-131)</source>
        <comment>room.board.must_move_list_keeps</comment>
        <translation>{extra} 必须换桌到 {main}；名单保持原顺序（LC-137, LC-138）；抽水时主牌局视为满桌（LC-131）</translation>
    </message>
    <message>
        <source>{player} off the {game_label} list: {reason}</source>
        <comment>room.board.off_list</comment>
        <translation>{player} 已从 {game_label} 名单移除：{reason}</translation>
    </message>
    <message>
        <source>{table} opens {game_label}: draw for the button (LC-86, LC-28)</source>
        <comment>room.board.opens_draw_button_lc</comment>
        <translation>{table} 开 {game_label}：抽牌决定庄家按钮（LC-86, LC-28）</translation>
    </message>
    <message>
        <source>{table} opens {game_label}: draw for the button (LC-86, LC-28); seat its list first: {players} (LC-87)</source>
        <comment>room.board.opens_seat_list_first</comment>
        <translation>{table} 开 {game_label}：抽牌决定庄家按钮（LC-86, LC-28）；先让名单上的玩家入座：{players}（LC-87）</translation>
    </message>
    <message>
        <source>{player} is not playing in the must-move game {must_move_table}</source>
        <comment>room.board.playing_must_move_game</comment>
        <translation>{player} 没有在必须换桌的牌局 {must_move_table} 打牌</translation>
    </message>
    <message>
        <source>{player} plays to his big blind and quits; he may list again in an hour (LC-139a)</source>
        <comment>room.board.plays_big_blind_quits</comment>
        <translation>{player} 打到大盲注后离开；一小时后才能再登记（LC-139a）</translation>
    </message>
    <message>
        <source>position {position} is not one of {names}</source>
        <comment>room.board.position_one</comment>
        <translation>位置 {position} 不在 {names} 之中</translation>
    </message>
    <message>
        <source>{player} reported to the floor (LC-136)</source>
        <comment>room.board.reported_floor_lc</comment>
        <translation>{player} 已向楼面主管报到（LC-136）</translation>
    </message>
    <message>
        <source>{player} seated at {table}</source>
        <comment>room.board.seated</comment>
        <translation>{player} 已在 {table} 入座</translation>
    </message>
    <message>
        <source>{player} is not seated at {table}</source>
        <comment>room.board.seated_2</comment>
        <translation>{player} 不在 {table} 入座</translation>
    </message>
    <message>
        <source>{player} seated at {table}: his chips are down, he keeps the seat (LC-88f)</source>
        <comment>room.board.seated_chips_down</comment>
        <translation>{player} 已在 {table} 入座：筹码已上桌，保留此座位（LC-88f）</translation>
    </message>
    <message>
        <source>{player} seated in the must-move game {table}; he keeps his place on the list (LC-138)</source>
        <comment>room.board.seated_must_move_game</comment>
        <translation>{player} 已在必须换桌的牌局 {table} 入座；保留他在名单上的位置（LC-138）</translation>
    </message>
    <message>
        <source>table {table} is already open ({game_label})</source>
        <comment>room.board.table_already_open</comment>
        <translation>牌桌 {table} 已开桌（{game_label}）</translation>
    </message>
    <message>
        <source>unknown room operation {kind}</source>
        <comment>room.board.unknown_room_operation</comment>
        <translation>未知的场务操作 {kind}</translation>
    </message>
    <message>
        <source>{players} does not play at {table}</source>
        <comment>room.board_open_seats.does_not_play_at</comment>
        <translation>{players} 不在 {table} 玩</translation>
    </message>
    <message>
        <source>{table} goes from {old} to {new}: {players} keep(s) the chips in play (LC-37)</source>
        <comment>room.board_open_seats.limit_raised</comment>
        <translation>{table} 由 {old} 改为 {new}：{players} 保留场上筹码（LC-37）</translation>
    </message>
    <message>
        <source>{table} goes from {old} to {new}: {players} keep(s) the chips in play; every buy-in from now on is at least ${minimum} (LC-37)</source>
        <comment>room.board_open_seats.limit_raised_minimum</comment>
        <translation>{table} 由 {old} 改为 {new}：{players} 保留场上筹码；此后每次买入至少 ${minimum}（LC-37）</translation>
    </message>
    <message>
        <source>{table}&apos;s log has {in_log} players seated and every one cuts: {cards} cards</source>
        <comment>room.board_open_seats.log_has_more_seated</comment>
        <translation>{table} 的记录有 {in_log} 位玩家入座，每位都要切牌：只有 {cards} 张牌</translation>
    </message>
    <message>
        <source>{table} is in a must-move pair: its games keep one limit</source>
        <comment>room.board_open_seats.must_move_pair_one_limit</comment>
        <translation>{table} 属于必须换桌的一对牌桌：两桌维持同一限额</translation>
    </message>
    <message>
        <source>nobody seated</source>
        <comment>room.board_open_seats.nobody_seated</comment>
        <translation>无人入座</translation>
    </message>
    <message>
        <source>{player} is not on the {game_label} list</source>
        <comment>room.board_open_seats.not_on_list</comment>
        <translation>{player} 不在 {game_label} 的名单上</translation>
    </message>
    <message>
        <source>every player of {table} is asked to cut: {players} has no card</source>
        <comment>room.board_open_seats.player_has_no_card</comment>
        <translation>{table} 的每位玩家都要切牌：{players} 没有牌</translation>
    </message>
    <message>
        <source>seat {seat} at {table} is already locked for {player}</source>
        <comment>room.board_open_seats.seat_already_locked</comment>
        <translation>{table} 的 {seat} 号座位已留给 {player}</translation>
    </message>
    <message>
        <source>nobody at {table} took seat {seat}: locked for {player} from the list (LC-88f)</source>
        <comment>room.board_open_seats.seat_locked</comment>
        <translation>{table} 无人要 {seat} 号座位：留给名单上的 {player}（LC-88f）</translation>
    </message>
    <message>
        <source>{by} offers {table} seat {seat} to the players at the table before the list (LC-88f)</source>
        <comment>room.board_open_seats.seat_offered</comment>
        <translation>{by} 先将 {table} 的 {seat} 号座位让给该桌玩家，再给名单（LC-88f）</translation>
    </message>
    <message>
        <source>{table} ({players} players) cut for {seats} seat(s) at {lower}: {winners} (high card, suits by LC-28; LC-92)</source>
        <comment>room.board_open_seats.short_game_cut</comment>
        <translation>{table}（{players} 位玩家）切牌争 {lower} 的 {seats} 个座位：{winners}（大牌胜，花色依 LC-28；LC-92）</translation>
    </message>
    <message>
        <source>short_game_cut: field &apos;draws&apos; must give each player&apos;s card</source>
        <comment>room.board_open_seats.short_game_cut_field_draws</comment>
        <translation>short_game_cut：字段 &apos;draws&apos; 必须列出每位玩家的牌</translation>
    </message>
    <message>
        <source>{player} is already at {source}</source>
        <comment>room.board_seats.already</comment>
        <translation>{player} 已在 {source}</translation>
    </message>
    <message>
        <source>{player} is already away from {table}</source>
        <comment>room.board_seats.already_away_from</comment>
        <translation>{player} 已离开 {table}</translation>
    </message>
    <message>
        <source>{by} approves {player}&apos;s move to {to_table} (LC-95): {timing_words}</source>
        <comment>room.board_seats.approves_s_move_lc</comment>
        <translation>{by} 核准 {player} 换到 {to_table}（LC-95）：{timing_words}</translation>
    </message>
    <message>
        <source>{player} asks to move from {source} to {target}: waits for the floor (LC-95)</source>
        <comment>room.board_seats.asks_move_from_waits</comment>
        <translation>{player} 要求从 {source} 换到 {target}：等待楼面主管（LC-95）</translation>
    </message>
    <message>
        <source>{player} is not away</source>
        <comment>room.board_seats.away</comment>
        <translation>{player} 没有离座</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: meal</source>
        <comment>room.board_seats.away_meal</comment>
        <translation>{player} 离开 {table} {seat} 号座位：用餐</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: meal (30 minutes, LC-99)</source>
        <comment>room.board_seats.away_meal_stud</comment>
        <translation>{player} 离开 {table} {seat} 号座位：用餐（30 分钟，LC-99）</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: other (LC-97)</source>
        <comment>room.board_seats.away_other</comment>
        <translation>{player} 离开 {table} {seat} 号座位：其他（LC-97）</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: other (15 minutes, LC-99)</source>
        <comment>room.board_seats.away_other_stud</comment>
        <translation>{player} 离开 {table} {seat} 号座位：其他（15 分钟，LC-99）</translation>
    </message>
    <message>
        <source>{player} back at {table} after {minutes} minutes</source>
        <comment>room.board_seats.back_after_minutes</comment>
        <translation>{player} {minutes} 分钟后回到 {table}</translation>
    </message>
    <message>
        <source>break {break_} is meal or other</source>
        <comment>room.board_seats.break_meal_other</comment>
        <translation>休息类型 {break_} 须为用餐或其他</translation>
    </message>
    <message>
        <source>{table} breaks with seats for all: missed-blind buttons go along ({value}) (LC-94b)</source>
        <comment>room.board_seats.breaks_seats_all_missed</comment>
        <translation>{table} 散桌，座位足够所有人：错过盲注按钮跟着走（{value}）（LC-94b）</translation>
    </message>
    <message>
        <source>{table} breaks with {seats} seats for {count}: draw {themselves}; the floor draws for {value}; no draw for {value2} (LC-94a, LC-93)</source>
        <comment>room.board_seats.breaks_seats_draw_floor</comment>
        <translation>{table} 散桌，{seats} 个座位给 {count} 人：{themselves} 抽牌；楼面主管代 {value} 抽；{value2} 不抽（LC-94a, LC-93）</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays (left {left_table} with ${chips}) ({rule_ids})</source>
        <comment>room.board_seats.buys_in_came_back</comment>
        <translation>{player} 在 {table} 买入 ${amount}：{kind}，以 ${plays} 上桌（离开 {left_table} 时有 ${chips}）（{rule_ids}）</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays (left {left_table}, his stack not recorded) ({rule_ids})</source>
        <comment>room.board_seats.buys_in_came_back_unrecorded</comment>
        <translation>{player} 在 {table} 买入 ${amount}：{kind}，以 ${plays} 上桌（离开 {left_table}，未记录带走的筹码）（{rule_ids}）</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays ({rule_ids})</source>
        <comment>room.board_seats.buys_plays</comment>
        <translation>{player} 在 {table} 买入 ${amount}：{kind}，以 ${plays} 上桌（{rule_ids}）</translation>
    </message>
    <message>
        <source>the draw is for {names}, not {names2}</source>
        <comment>room.board_seats.draw</comment>
        <translation>抽牌的人是 {names}，不是 {names2}</translation>
    </message>
    <message>
        <source>game_broken: field &apos;players&apos; must list the game&apos;s players</source>
        <comment>room.board_seats.game_broken_field_players</comment>
        <translation>game_broken：字段 &apos;players&apos; 必须列出牌局的玩家</translation>
    </message>
    <message>
        <source>game_broken: {item} is not a player with a name</source>
        <comment>room.board_seats.game_broken_player_name</comment>
        <translation>game_broken：{item} 不是有名字的玩家</translation>
    </message>
    <message>
        <source>{player} has not asked for a table change</source>
        <comment>room.board_seats.has_asked_table_change</comment>
        <translation>{player} 没有要求换桌</translation>
    </message>
    <message>
        <source>{player} has not been called from a must-move game at {source} to this table</source>
        <comment>room.board_seats.has_been_called_from</comment>
        <translation>{player} 尚未从 {source} 的必须换桌牌局被叫到这一桌</translation>
    </message>
    <message>
        <source>{source} has not broken: a forced move is from a broken or must-move game</source>
        <comment>room.board_seats.has_broken_forced_move</comment>
        <translation>{source} 没有散桌：强制换桌只来自散桌或必须换桌的牌局</translation>
    </message>
    <message>
        <source>{table} has no seat draw to make</source>
        <comment>room.board_seats.has_no_seat_draw</comment>
        <translation>{table} 没有要抽的座位</translation>
    </message>
    <message>
        <source>hold button off at {table} seat {seat}: it never counts toward the three buttons (LC-GL-33, LC-97)</source>
        <comment>room.board_seats.hold_button_off</comment>
        <translation>{table} {seat} 号座位保留按钮：关；永不计入三个按钮（LC-GL-33, LC-97）</translation>
    </message>
    <message>
        <source>hold button on at {table} seat {seat}: it never counts toward the three buttons (LC-GL-33, LC-97)</source>
        <comment>room.board_seats.hold_button_on</comment>
        <translation>{table} {seat} 号座位保留按钮：开；永不计入三个按钮（LC-GL-33, LC-97）</translation>
    </message>
    <message>
        <source>{player} left {table} ({game_label}) with ${chips}</source>
        <comment>room.board_seats.left</comment>
        <translation>{player} 带 ${chips} 离开 {table}（{game_label}）</translation>
    </message>
    <message>
        <source>; he may take a hand now or come in behind the button without posting (LC-140)</source>
        <comment>room.board_seats.may_take_hand_now</comment>
        <translation>；他可以现在就拿牌，或在庄家按钮之后入局而不用补盲（LC-140）</translation>
    </message>
    <message>
        <source>{player} moves {source} -&gt; {target} with ${plays} ({rule_ids}); {left} missed-blind button(s) stay behind, {carried} follow (LC-142){note}</source>
        <comment>room.board_seats.moves_missed_blind_button</comment>
        <translation>{player} 从 {source} -&gt; {target}，带 ${plays}（{rule_ids}）；{left} 个错过盲注按钮留下，{carried} 个跟着走（LC-142）{note}</translation>
    </message>
    <message>
        <source>position {position} is not one of {names}</source>
        <comment>room.board_seats.position_one</comment>
        <translation>位置 {position} 不在 {names} 之中</translation>
    </message>
    <message>
        <source>reason {reason} is not one of {names}</source>
        <comment>room.board_seats.reason_one</comment>
        <translation>理由 {reason} 不在 {names} 之中</translation>
    </message>
    <message>
        <source>{player}&apos;s chips at {where} seat {where2} picked up (LC-97, LC-98)</source>
        <comment>room.board_seats.s_chips_seat_picked</comment>
        <translation>{player} 在 {where} {where2} 号座位的筹码已收走（LC-97, LC-98）</translation>
    </message>
    <message>
        <source>{from_table}&apos;s game has no seating rules</source>
        <comment>room.board_seats.s_game_has_no</comment>
        <translation>{from_table} 的牌局没有座位规则</translation>
    </message>
    <message>
        <source>{player}&apos;s move to {target} has not been approved</source>
        <comment>room.board_seats.s_move_has_been</comment>
        <translation>{player} 换到 {target} 尚未核准</translation>
    </message>
    <message>
        <source>seat_draw: field &apos;draws&apos; must give each player&apos;s card</source>
        <comment>room.board_seats.seat_draw_field_draws</comment>
        <translation>seat_draw：字段 &apos;draws&apos; 必须列出每位玩家的牌</translation>
    </message>
    <message>
        <source>{player} at {where} seat {where2}: missed-blind button {count} (LC-97)</source>
        <comment>room.board_seats.seat_missed_blind_button</comment>
        <translation>{player} 在 {where} {where2} 号座位：第 {count} 个错过盲注按钮（LC-97）</translation>
    </message>
    <message>
        <source>seats go to {winners} (high card, suits by LC-28; LC-94a)</source>
        <comment>room.board_seats.seats_go_high_card</comment>
        <translation>座位给 {winners}（大牌胜，花色依 LC-28；LC-94a）</translation>
    </message>
    <message>
        <source>table {source} is not open in the room</source>
        <comment>room.board_seats.table_open_room</comment>
        <translation>牌桌 {source} 在本场未开桌</translation>
    </message>
    <message>
        <source>{game_label} has no must-move game</source>
        <comment>room.board_state.has_no_must_move</comment>
        <translation>{game_label} 没有必须换桌的牌局</translation>
    </message>
    <message>
        <source>the room has not set {what} ({reason})</source>
        <comment>room.board_state.room_has_set</comment>
        <translation>本场尚未设置{what}（{reason}）</translation>
    </message>
    <message>
        <source>table {table} deals {game_label}, not {game_label2}</source>
        <comment>room.board_state.table_deals</comment>
        <translation>牌桌 {table} 开的是 {game_label}，不是 {game_label2}</translation>
    </message>
    <message>
        <source>table {table} is not open in the room</source>
        <comment>room.board_state.table_open_room</comment>
        <translation>牌桌 {table} 在本场未开桌</translation>
    </message>
    <message>
        <source>the meal-break allowance is a stud rule; other games follow the three-button rule</source>
        <comment>room.breaks.meal_break_allowance_stud</comment>
        <translation>用餐休息是 stud 的规则；其他牌局依三按钮规则</translation>
    </message>
    <message>
        <source>a meal break starts after the player tells the floor</source>
        <comment>room.breaks.meal_break_starts_after</comment>
        <translation>用餐休息在玩家告知楼面主管后才开始</translation>
    </message>
    <message>
        <source>one meal break per four hours of play: the next in {minutes} minutes</source>
        <comment>room.breaks.one_meal_break_per</comment>
        <translation>每打四小时可用餐休息一次：下一次在 {minutes} 分钟后</translation>
    </message>
    <message>
        <source>the room&apos;s repeated-lobbying measure needs a count and a period</source>
        <comment>room.breaks.room_s_repeated_lobbying</comment>
        <translation>本场的重复离座标准需要次数和时段</translation>
    </message>
    <message>
        <source>carried</source>
        <comment>room.buy_in.carried</comment>
        <translation>带过来</translation>
    </message>
    <message>
        <source>full</source>
        <comment>room.buy_in.full</comment>
        <translation>足额</translation>
    </message>
    <message>
        <source>short</source>
        <comment>room.buy_in.short</comment>
        <translation>不足额</translation>
    </message>
    <message>
        <source>with ${stack} he brings at least the ${minimum} minimum</source>
        <comment>room.buy_ins.brings_least_minimum</comment>
        <translation>他有 ${stack}，至少要带最低的 ${minimum}</translation>
    </message>
    <message>
        <source>a buy-in is a positive amount, not ${amount}</source>
        <comment>room.buy_ins.buy_positive_amount</comment>
        <translation>买入必须是正数金额，不是 ${amount}</translation>
    </message>
    <message>
        <source>from a broken ${from_small_bet} game he may enter short only at an equal or lower limit: here at least ${minimum}</source>
        <comment>room.buy_ins.from_broken_game_may</comment>
        <translation>从散掉的 ${from_small_bet} 牌局过来，只有同等或较低注额才能不足额入局：这里至少 ${minimum}</translation>
    </message>
    <message>
        <source>{game_name} has no poker buy-in</source>
        <comment>room.buy_ins.has_no_poker_buy</comment>
        <translation>{game_name} 没有扑克买入</translation>
    </message>
    <message>
        <source>he holds ${stack} in the game he leaves, not ${amount}</source>
        <comment>room.buy_ins.holds_game_leaves</comment>
        <translation>他在离开的牌局有 ${stack}，不是 ${amount}</translation>
    </message>
    <message>
        <source>he left {left} minutes ago with ${chips}: he comes back with at least ${chips}, not ${amount}</source>
        <comment>room.buy_ins.left_minutes_ago_comes</comment>
        <translation>他 {left} 分钟前带 ${chips} 离开：回来至少要带 ${chips}，不是 ${amount}</translation>
    </message>
    <message>
        <source>he left {left} minutes ago and his table&apos;s log does not say with how much: the floor decides</source>
        <comment>room.buy_ins.left_minutes_ago_unrecorded</comment>
        <translation>他 {left} 分钟前离开，他那桌的记录没有写明带走多少：由楼面主管决定</translation>
    </message>
    <message>
        <source>{player} left this game before and the log does not say when or with how much: the floor decides</source>
        <comment>room.buy_ins.left_unrecorded</comment>
        <translation>{player} 之前离开过这个游戏，记录没有写明时间或带走多少筹码：由楼面主管决定</translation>
    </message>
    <message>
        <source>a ${new} limit does not raise a ${old} game</source>
        <comment>room.buy_ins.limit_does_not_raise</comment>
        <translation>${new} 的限额并未提高 ${old} 的牌局</translation>
    </message>
    <message>
        <source>a new player buys in for at least ${minimum}, not ${amount}</source>
        <comment>room.buy_ins.new_player_buys_least</comment>
        <translation>新玩家至少买入 ${minimum}，不是 ${amount}</translation>
    </message>
    <message>
        <source>${amount} is over this game&apos;s ${maximum} maximum buy-in</source>
        <comment>room.buy_ins.over_this_game_s</comment>
        <translation>${amount} 超过本牌局的最高买入 ${maximum}</translation>
    </message>
    <message>
        <source>a player who changes games by choice buys in for at least ${minimum}, not ${amount}</source>
        <comment>room.buy_ins.player_who_changes_games</comment>
        <translation>自愿换牌局的玩家至少买入 ${minimum}，不是 ${amount}</translation>
    </message>
    <message>
        <source>the room has not said how many short buy-ins follow a full one</source>
        <comment>room.buy_ins.room_has_said_how</comment>
        <translation>本场尚未规定足额买入后可有几次不足额买入</translation>
    </message>
    <message>
        <source>the room has not set this game&apos;s minimum buy-in</source>
        <comment>room.buy_ins.room_has_set_this</comment>
        <translation>本场尚未设置本牌局的最低买入</translation>
    </message>
    <message>
        <source>${amount} is a short buy-in and none follows a full one yet: at least ${minimum}</source>
        <comment>room.buy_ins.short_buy_none_follows</comment>
        <translation>${amount} 是不足额买入，而之前还没有足额买入：至少 ${minimum}</translation>
    </message>
    <message>
        <source>with ${stack}, under the minimum, he brings all of it</source>
        <comment>room.buy_ins.under_minimum_brings_all</comment>
        <translation>他有 ${stack}，低于最低额，全部带过去</translation>
    </message>
    <message>
        <source>${amount} would be a short buy-in after a short one: this one must be at least ${minimum}</source>
        <comment>room.buy_ins.would_short_buy_after</comment>
        <translation>${amount} 会是连续第二次不足额买入：这次至少要 ${minimum}</translation>
    </message>
    <message>
        <source>{card} cannot be drawn: draw again without jokers</source>
        <comment>room.card_draw.cannot_drawn_draw_again</comment>
        <translation>{card} 不能用来抽牌：去掉鬼牌再抽一次</translation>
    </message>
    <message>
        <source>the draw for the button needs two or more seated players</source>
        <comment>room.card_draw.draw_button_needs_two</comment>
        <translation>抽牌决定庄家按钮需要两位以上已入座的玩家</translation>
    </message>
    <message>
        <source>nobody drew a card</source>
        <comment>room.card_draw.nobody_drew_card</comment>
        <translation>没有人抽牌</translation>
    </message>
    <message>
        <source>{card} was drawn twice ({seen} and {who}): draw again from one deck</source>
        <comment>room.card_draw.was_drawn_twice_draw</comment>
        <translation>{card} 被抽到两次（{seen} 和 {who}）：用同一副牌重抽</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson&apos;s badge</source>
        <comment>room.decide.badge</comment>
        <translation>楼面决定须注明楼面主管的员工证</translation>
    </message>
    <message>
        <source>a floor decision is confirmed or overridden</source>
        <comment>room.decide.confirmed_or_overridden</comment>
        <translation>楼面决定只能是确认或推翻</translation>
    </message>
    <message>
        <source>ruling {ruling} of table {table} was already decided at a station</source>
        <comment>room.decide.decided_at_station</comment>
        <translation>牌桌 {table} 的裁决 {ruling} 已在楼面站决定</translation>
    </message>
    <message>
        <source>ruling {ruling} was already decided at table {table}</source>
        <comment>room.decide.decided_at_table</comment>
        <translation>裁决 {ruling} 已在牌桌 {table} 决定</translation>
    </message>
    <message>
        <source>table {table} has begun its next hand: ruling {ruling} can no longer be decided (LC-8c)</source>
        <comment>room.decide.next_hand</comment>
        <translation>牌桌 {table} 已开始下一手：裁决 {ruling} 已不能再决定（LC-8c）</translation>
    </message>
    <message>
        <source>the room answered nothing</source>
        <comment>room.decide.no_answer</comment>
        <translation>本场没有任何回应</translation>
    </message>
    <message>
        <source>table {table} has no ruling {ruling} in the room</source>
        <comment>room.decide.no_ruling</comment>
        <translation>牌桌 {table} 在本场没有裁决 {ruling}</translation>
    </message>
    <message>
        <source>table {table} is not enrolled in the room</source>
        <comment>room.decide.not_enrolled</comment>
        <translation>牌桌 {table} 未在本场登记</translation>
    </message>
    <message>
        <source>an override needs a reason (LC-P1)</source>
        <comment>room.decide.override_reason</comment>
        <translation>推翻裁决需要理由（LC-P1）</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: applied at the table</source>
        <comment>room.decision.applied</comment>
        <translation>{table} 的裁决 {ruling} 由 {by} {decision}：牌桌已执行</translation>
    </message>
    <message>
        <source>confirmed</source>
        <comment>room.decision.confirmed</comment>
        <translation>确认</translation>
    </message>
    <message>
        <source>overridden</source>
        <comment>room.decision.overridden</comment>
        <translation>推翻</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: REFUSED by the table: {why}</source>
        <comment>room.decision.refused</comment>
        <translation>{table} 的裁决 {ruling} 由 {by} {decision}：牌桌拒绝：{why}</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: sent, waiting for the table</source>
        <comment>room.decision.sent</comment>
        <translation>{table} 的裁决 {ruling} 由 {by} {decision}：已送出，等待牌桌</translation>
    </message>
    <message>
        <source>{device} down since {since}</source>
        <comment>room.devices.down</comment>
        <translation>{device} 自 {since} 起故障</translation>
    </message>
    <message>
        <source>{device} down since {since} (+{more})</source>
        <comment>room.devices.down_more</comment>
        <translation>{device} 自 {since} 起故障（+{more}）</translation>
    </message>
    <message>
        <source>devices connected</source>
        <comment>room.devices.ok</comment>
        <translation>设备已连接</translation>
    </message>
    <message>
        <source>{count} behind</source>
        <comment>room.link.behind</comment>
        <translation>落后 {count}</translation>
    </message>
    <message>
        <source>connected</source>
        <comment>room.link.connected</comment>
        <translation>已连线</translation>
    </message>
    <message>
        <source>never connected</source>
        <comment>room.link.never</comment>
        <translation>从未连线</translation>
    </message>
    <message>
        <source>offline since {since}</source>
        <comment>room.link.offline</comment>
        <translation>自 {since} 起离线</translation>
    </message>
    <message>
        <source>OFFLINE TOO LONG (since {since})</source>
        <comment>room.link.offline_too_long</comment>
        <translation>离线过久（自 {since} 起）</translation>
    </message>
    <message>
        <source>the button cannot pass a negative number of times</source>
        <comment>room.must_move.button_cannot_pass_negative</comment>
        <translation>庄家按钮不能移动负数次</translation>
    </message>
    <message>
        <source>he quit instead of moving: he may sign up again in {minutes} minutes</source>
        <comment>room.must_move.quit_instead_moving_may</comment>
        <translation>他选择离开而不换桌：{minutes} 分钟后才能再登记</translation>
    </message>
    <message>
        <source>&apos;amount&apos;</source>
        <comment>room.operation.field.amount</comment>
        <translation>「金额」</translation>
    </message>
    <message>
        <source>&apos;break&apos;</source>
        <comment>room.operation.field.break</comment>
        <translation>「休息」</translation>
    </message>
    <message>
        <source>&apos;call_in&apos;</source>
        <comment>room.operation.field.call_in</comment>
        <translation>「电话登记」</translation>
    </message>
    <message>
        <source>&apos;chips&apos;</source>
        <comment>room.operation.field.chips</comment>
        <translation>「筹码」</translation>
    </message>
    <message>
        <source>&apos;choice&apos;</source>
        <comment>room.operation.field.choice</comment>
        <translation>「选择」</translation>
    </message>
    <message>
        <source>&apos;declared&apos;</source>
        <comment>room.operation.field.declared</comment>
        <translation>「已声明」</translation>
    </message>
    <message>
        <source>&apos;draws&apos;</source>
        <comment>room.operation.field.draws</comment>
        <translation>「抽到的牌」</translation>
    </message>
    <message>
        <source>&apos;floor_told&apos;</source>
        <comment>room.operation.field.floor_told</comment>
        <translation>「已告知楼面」</translation>
    </message>
    <message>
        <source>&apos;from_table&apos;</source>
        <comment>room.operation.field.from_table</comment>
        <translation>「原牌桌」</translation>
    </message>
    <message>
        <source>&apos;game&apos;</source>
        <comment>room.operation.field.game</comment>
        <translation>「游戏」</translation>
    </message>
    <message>
        <source>&apos;limit&apos;</source>
        <comment>room.operation.field.limit</comment>
        <translation>「注额」</translation>
    </message>
    <message>
        <source>&apos;main_table&apos;</source>
        <comment>room.operation.field.main_table</comment>
        <translation>「主牌桌」</translation>
    </message>
    <message>
        <source>&apos;must_move_table&apos;</source>
        <comment>room.operation.field.must_move_table</comment>
        <translation>「必须换桌牌桌」</translation>
    </message>
    <message>
        <source>&apos;on&apos;</source>
        <comment>room.operation.field.on</comment>
        <translation>「启用」</translation>
    </message>
    <message>
        <source>&apos;open_seats&apos;</source>
        <comment>room.operation.field.open_seats</comment>
        <translation>「空位」</translation>
    </message>
    <message>
        <source>&apos;player&apos;</source>
        <comment>room.operation.field.player</comment>
        <translation>「玩家」</translation>
    </message>
    <message>
        <source>&apos;players&apos;</source>
        <comment>room.operation.field.players</comment>
        <translation>「玩家数」</translation>
    </message>
    <message>
        <source>&apos;position&apos;</source>
        <comment>room.operation.field.position</comment>
        <translation>「位置」</translation>
    </message>
    <message>
        <source>&apos;reason&apos;</source>
        <comment>room.operation.field.reason</comment>
        <translation>「原因」</translation>
    </message>
    <message>
        <source>&apos;seat&apos;</source>
        <comment>room.operation.field.seat</comment>
        <translation>「座位」</translation>
    </message>
    <message>
        <source>&apos;stack&apos;</source>
        <comment>room.operation.field.stack</comment>
        <translation>「筹码量」</translation>
    </message>
    <message>
        <source>&apos;table&apos;</source>
        <comment>room.operation.field.table</comment>
        <translation>「牌桌」</translation>
    </message>
    <message>
        <source>&apos;to_player&apos;</source>
        <comment>room.operation.field.to_player</comment>
        <translation>「接手的玩家」</translation>
    </message>
    <message>
        <source>&apos;to_table&apos;</source>
        <comment>room.operation.field.to_table</comment>
        <translation>「目标牌桌」</translation>
    </message>
    <message>
        <source>{kind}: field {missing} is missing</source>
        <comment>room.operation.field_missing</comment>
        <translation>{kind}：缺少字段 {missing}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be a name, not {value}</source>
        <comment>room.operation.field_must_name</comment>
        <translation>{kind}：字段 {name} 必须是名字，不是 {value}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be true or false, not {value}</source>
        <comment>room.operation.field_must_true_false</comment>
        <translation>{kind}：字段 {name} 必须是 true 或 false，不是 {value}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be a whole number of 0 or more, not {value}</source>
        <comment>room.operation.field_must_whole_number</comment>
        <translation>{kind}：字段 {name} 必须是 0 以上的整数，不是 {value}</translation>
    </message>
    <message>
        <source>the room kept changing while this was recorded: try again</source>
        <comment>room.operation.kept_changing</comment>
        <translation>记录时本场一直在变动：请再试一次</translation>
    </message>
    <message>
        <source>arrived</source>
        <comment>room.operation.kind.arrived</comment>
        <translation>向楼面报到</translation>
    </message>
    <message>
        <source>away</source>
        <comment>room.operation.kind.away</comment>
        <translation>离座</translation>
    </message>
    <message>
        <source>back</source>
        <comment>room.operation.kind.back</comment>
        <translation>回座</translation>
    </message>
    <message>
        <source>buy_in</source>
        <comment>room.operation.kind.buy_in</comment>
        <translation>买入</translation>
    </message>
    <message>
        <source>called</source>
        <comment>room.operation.kind.called</comment>
        <translation>叫入牌桌</translation>
    </message>
    <message>
        <source>chips_picked_up</source>
        <comment>room.operation.kind.chips_picked_up</comment>
        <translation>收走筹码</translation>
    </message>
    <message>
        <source>delisted</source>
        <comment>room.operation.kind.delisted</comment>
        <translation>移出候位名单</translation>
    </message>
    <message>
        <source>game_broken</source>
        <comment>room.operation.kind.game_broken</comment>
        <translation>散桌</translation>
    </message>
    <message>
        <source>hold_button</source>
        <comment>room.operation.kind.hold_button</comment>
        <translation>保留座位按钮</translation>
    </message>
    <message>
        <source>left_table</source>
        <comment>room.operation.kind.left_table</comment>
        <translation>离桌</translation>
    </message>
    <message>
        <source>limit_raised</source>
        <comment>room.operation.kind.limit_raised</comment>
        <translation>提高注额</translation>
    </message>
    <message>
        <source>listed</source>
        <comment>room.operation.kind.listed</comment>
        <translation>登记候位</translation>
    </message>
    <message>
        <source>missed_button</source>
        <comment>room.operation.kind.missed_button</comment>
        <translation>漏盲按钮</translation>
    </message>
    <message>
        <source>moved</source>
        <comment>room.operation.kind.moved</comment>
        <translation>换桌</translation>
    </message>
    <message>
        <source>must_move_answer</source>
        <comment>room.operation.kind.must_move_answer</comment>
        <translation>回应叫人</translation>
    </message>
    <message>
        <source>must_move_called</source>
        <comment>room.operation.kind.must_move_called</comment>
        <translation>从必须换桌叫人</translation>
    </message>
    <message>
        <source>must_move_declared</source>
        <comment>room.operation.kind.must_move_declared</comment>
        <translation>宣告必须换桌</translation>
    </message>
    <message>
        <source>must_move_players</source>
        <comment>room.operation.kind.must_move_players</comment>
        <translation>必须换桌人数</translation>
    </message>
    <message>
        <source>no_answer</source>
        <comment>room.operation.kind.no_answer</comment>
        <translation>未回应</translation>
    </message>
    <message>
        <source>seat_change_asked</source>
        <comment>room.operation.kind.seat_change_asked</comment>
        <translation>要求换座</translation>
    </message>
    <message>
        <source>seat_change_given</source>
        <comment>room.operation.kind.seat_change_given</comment>
        <translation>准许换座</translation>
    </message>
    <message>
        <source>seat_draw</source>
        <comment>room.operation.kind.seat_draw</comment>
        <translation>抽牌选座</translation>
    </message>
    <message>
        <source>seat_locked</source>
        <comment>room.operation.kind.seat_locked</comment>
        <translation>锁定座位</translation>
    </message>
    <message>
        <source>seat_offered</source>
        <comment>room.operation.kind.seat_offered</comment>
        <translation>提供空位</translation>
    </message>
    <message>
        <source>seat_transferred</source>
        <comment>room.operation.kind.seat_transferred</comment>
        <translation>让座</translation>
    </message>
    <message>
        <source>seated</source>
        <comment>room.operation.kind.seated</comment>
        <translation>入座</translation>
    </message>
    <message>
        <source>short_game_cut</source>
        <comment>room.operation.kind.short_game_cut</comment>
        <translation>人少牌局切牌</translation>
    </message>
    <message>
        <source>table_change_approved</source>
        <comment>room.operation.kind.table_change_approved</comment>
        <translation>核准换桌</translation>
    </message>
    <message>
        <source>table_change_asked</source>
        <comment>room.operation.kind.table_change_asked</comment>
        <translation>要求换桌</translation>
    </message>
    <message>
        <source>table_closed</source>
        <comment>room.operation.kind.table_closed</comment>
        <translation>关桌</translation>
    </message>
    <message>
        <source>table_opened</source>
        <comment>room.operation.kind.table_opened</comment>
        <translation>开桌</translation>
    </message>
    <message>
        <source>the room store is out of reach: nothing was recorded. Try again in a moment; if it lasts, call the technician</source>
        <comment>room.operation.out_of_reach</comment>
        <translation>连不上本场：没有记录任何内容。请稍后再试；若持续如此，请找技术人员</translation>
    </message>
    <message>
        <source>unknown room operation {kind}</source>
        <comment>room.operation.unknown_room_operation</comment>
        <translation>未知的场务操作 {kind}</translation>
    </message>
    <message>
        <source>{player} called in over an hour ago and has not come: off the {game_label} list</source>
        <comment>room.prompts.called_over_hour_ago</comment>
        <translation>{player} 电话登记超过一小时仍未到场：从 {game_label} 名单移除</translation>
    </message>
    <message>
        <source>{player} has been away {count} times lately: the floor may pick up his chips before a third button</source>
        <comment>room.prompts.has_been_away_times</comment>
        <translation>{player} 最近已离座 {count} 次：楼面主管可在第三个按钮之前收走他的筹码</translation>
    </message>
    <message>
        <source>must-move {must_move_table} is short ({players} players): the floor sets the fairest collection</source>
        <comment>room.prompts.must_move_short_players</comment>
        <translation>必须换桌 {must_move_table} 人数不足（{players} 位玩家）：由楼面主管订定最公平的抽水</translation>
    </message>
    <message>
        <source>now: the game counts as full while it has a must-move game (LC-131)</source>
        <comment>room.prompts.pick_up_now_full</comment>
        <translation>现在：有必须换桌牌局时此牌局视为满桌（LC-131）</translation>
    </message>
    <message>
        <source>now if the game is full; otherwise when someone asks for the seat or the game fills</source>
        <comment>room.prompts.pick_up_when_full</comment>
        <translation>满桌时现在就收；否则等有人要这个座位或牌局满桌时</translation>
    </message>
    <message>
        <source>{player} ({table} seat {seat}) has {missed} missed-blind buttons: pick up his chips {when}</source>
        <comment>room.prompts.seat_has_missed_blind</comment>
        <translation>{player}（{table} {seat} 号座位）有 {missed} 个错过盲注按钮：收走他的筹码，{when}</translation>
    </message>
    <message>
        <source>{player} ({table} seat {seat}) is {over} min over the {allowed}-minute stud limit: pick-up due</source>
        <comment>room.prompts.seat_min_over_minute</comment>
        <translation>{player}（{table} {seat} 号座位）已超过 stud 的 {allowed} 分钟上限 {over} 分钟：应收走筹码</translation>
    </message>
    <message>
        <source>{text} ({rule_ids})</source>
        <comment>room.refusal.cited</comment>
        <translation>{text}（{rule_ids}）</translation>
    </message>
    <message>
        <source>the dealer rotation period is a number of minutes over 0, not {period_minutes}</source>
        <comment>room.rotation.dealer_rotation_period_number</comment>
        <translation>荷官轮替周期必须是大于 0 的分钟数，不是 {period_minutes}</translation>
    </message>
    <message>
        <source>a dealer sign-in at {table} names no badge</source>
        <comment>room.rotation.dealer_sign_names_no</comment>
        <translation>{table} 的荷官登录没有员工证</translation>
    </message>
    <message>
        <source>{tied} cannot be told apart by who asked first or who has played longest: they draw cards for the seat</source>
        <comment>room.seat_priority.cannot_told_apart_who</comment>
        <translation>无法依谁先提出或谁打得较久分出 {tied} 的先后：抽牌决定座位</translation>
    </message>
    <message>
        <source>{newcomer}&apos;s chips are on the table: he cannot be made to move</source>
        <comment>room.seat_priority.chips_down_no_move</comment>
        <translation>{newcomer} 的筹码已上桌：不能要求他换位</translation>
    </message>
    <message>
        <source>offer the open seat to the seated players before locking it for the list</source>
        <comment>room.seat_priority.offer_before_lock</comment>
        <translation>先将空位让给已入座的玩家，再为名单保留</translation>
    </message>
    <message>
        <source>a player asks for the seat twice</source>
        <comment>room.seat_priority.player_asks_seat_twice</comment>
        <translation>有玩家要求同一座位两次</translation>
    </message>
    <message>
        <source>seat changes are allowed only with fewer than {only_below} players; the game has {players}</source>
        <comment>room.seat_priority.seat_changes_are_allowed</comment>
        <translation>只有在少于 {only_below} 位玩家时才可换座位；牌局有 {players} 位</translation>
    </message>
    <message>
        <source>whether changes are at once</source>
        <comment>room.setting.changes_at_once</comment>
        <translation>换桌是否立即</translation>
    </message>
    <message>
        <source>whether a change of limit plays to the big blind</source>
        <comment>room.setting.other_limit_big_blind</comment>
        <translation>换注额时是否打到大盲注</translation>
    </message>
    <message>
        <source>seat changes only below</source>
        <comment>room.setting.seat_changes_below</comment>
        <translation>换座位的人数上限</translation>
    </message>
    <message>
        <source>{name} is already on the {game} list</source>
        <comment>room.sign_up.already_list</comment>
        <translation>{name} 已在 {game} 名单上</translation>
    </message>
    <message>
        <source>{player} called in and has not reported to the floor yet</source>
        <comment>room.sign_up.called_has_reported_floor</comment>
        <translation>{player} 电话登记，尚未向楼面主管报到</translation>
    </message>
    <message>
        <source>{player} called in over an hour ago and never came: he is off the list</source>
        <comment>room.sign_up.called_over_hour_ago</comment>
        <translation>{player} 电话登记超过一小时都没来：已从名单移除</translation>
    </message>
    <message>
        <source>{player} has not been called</source>
        <comment>room.sign_up.has_been_called</comment>
        <translation>{player} 尚未被叫号</translation>
    </message>
    <message>
        <source>{player} is not on the {game} list</source>
        <comment>room.sign_up.list</comment>
        <translation>{player} 不在 {game} 名单上</translation>
    </message>
    <message>
        <source>a name is needed to put a player on the list</source>
        <comment>room.sign_up.name_needed_put_player</comment>
        <translation>要把玩家加入名单需要名字</translation>
    </message>
    <message>
        <source>{player} is a walk-in: the floor keeps or removes him</source>
        <comment>room.sign_up.walk_floor_keeps_removes</comment>
        <translation>{player} 是现场候位：由楼面主管决定保留或移除</translation>
    </message>
    <message>
        <source>applied</source>
        <comment>room.station.applied</comment>
        <translation>已执行</translation>
    </message>
    <message>
        <source>refused: {why}</source>
        <comment>room.station.refused</comment>
        <translation>被拒绝：{why}</translation>
    </message>
    <message>
        <source>sent</source>
        <comment>room.station.sent</comment>
        <translation>已送出</translation>
    </message>
    <message>
        <source>the cut is for a seat in a lower game: ${asked} is not below ${short}</source>
        <comment>room.table_changes.cut_lower_game</comment>
        <translation>切牌是争较低牌局的座位：${asked} 并不低于 ${short}</translation>
    </message>
    <message>
        <source>the cut is for the next lower game: a ${between} game runs between ${asked} and ${short}</source>
        <comment>room.table_changes.cut_next_lower_game</comment>
        <translation>切牌是争下一级较低的牌局：${asked} 与 ${short} 之间还有 ${between} 的牌局</translation>
    </message>
    <message>
        <source>the cut is for the lower game&apos;s open seats: none is open</source>
        <comment>room.table_changes.cut_no_open_seat</comment>
        <translation>切牌是争较低牌局的空位：目前没有空位</translation>
    </message>
    <message>
        <source>a cut for the lower game&apos;s seats is for a short game (under {short}); this one has {players}</source>
        <comment>room.table_changes.cut_short_game_only</comment>
        <translation>切牌争较低牌局座位只限人少的牌局（少于 {short} 人）；此局有 {players} 人</translation>
    </message>
    <message>
        <source>a table change waits for a floorperson&apos;s approval</source>
        <comment>room.table_changes.table_change_waits_floorperson</comment>
        <translation>换桌须等楼面主管核准</translation>
    </message>
    <message>
        <source>may play to his big blind first (LC-134)</source>
        <comment>room.timing.after_big_blind</comment>
        <translation>可先打到他的大盲注（LC-134）</translation>
    </message>
    <message>
        <source>finishes the blinds and the button first (LC-96)</source>
        <comment>room.timing.after_blinds_and_button</comment>
        <translation>先打完盲注和庄家按钮（LC-96）</translation>
    </message>
    <message>
        <source>dealt out now (LC-96)</source>
        <comment>room.timing.now</comment>
        <translation>现在起不发牌（LC-96）</translation>
    </message>
    <message>
        <source>nobody</source>
        <comment>room.words.nobody</comment>
        <translation>没有人</translation>
    </message>
    <message>
        <source>none</source>
        <comment>room.words.none</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>badge {badge} is not active floor staff at this table: only the floor decides (LC-8b)</source>
        <comment>room_decision.not_floor</comment>
        <translation>员工证 {badge} 在此桌不是在职的楼面人员：只有楼面主管可裁决（LC-8b）</translation>
    </message>
    <message>
        <source>the table could not log the decision</source>
        <comment>room_decision.not_logged</comment>
        <translation>此桌无法记录该决定</translation>
    </message>
    <message>
        <source>the decision is for table {table}; this is table {here}</source>
        <comment>room_decision.wrong_table</comment>
        <translation>此决定是给 {table} 桌的；这里是 {here} 桌</translation>
    </message>
    <message>
        <source>Pai Gow joker: limited by default, fully wild as a CG switch</source>
        <comment>rule.AMB-01</comment>
        <translation>牌九鬼牌：预设有限制，CG 选项下为万能牌</translation>
    </message>
    <message>
        <source>CG blinds read as three: button blind, small blind, big blind</source>
        <comment>rule.AMB-02</comment>
        <translation>CG 盲注读作三个：按钮盲、小盲、大盲</translation>
    </message>
    <message>
        <source>Super Natural is a player&apos;s two jokers; P/D jokers count 2</source>
        <comment>rule.AMB-03</comment>
        <translation>Super Natural 是玩家的两张鬼牌；庄家的鬼牌算 2</translation>
    </message>
    <message>
        <source>Any non-natural total over 21 busts; hit 22 against hit 22 pushes</source>
        <comment>rule.AMB-04</comment>
        <translation>非天生牌超过 21 即爆牌；补牌到 22 对补牌到 22 为和局</translation>
    </message>
    <message>
        <source>Late-found P/D natural: undo the action, settle the first two cards</source>
        <comment>rule.AMB-05</comment>
        <translation>庄家天生牌较晚发现：撤销行动，以前两张牌结算</translation>
    </message>
    <message>
        <source>At most five original wagers per player per seat</source>
        <comment>rule.AMB-06</comment>
        <translation>每位玩家每个座位最多五个原始下注</translation>
    </message>
    <message>
        <source>CG 3CP ranks: straight above flush, as the Bonus table pays</source>
        <comment>rule.AMB-07</comment>
        <translation>CG 三张牌扑克牌型：顺子大于同花，依 Bonus 赔率表</translation>
    </message>
    <message>
        <source>Action button count: ace 1, faces 10, from the seat after the P/D</source>
        <comment>rule.AMB-08</comment>
        <translation>行动按钮点数：A 算 1，人头牌算 10，从庄家后一位起算</translation>
    </message>
    <message>
        <source>House Way against A, K or Q up: same rank with a 9 or better plays</source>
        <comment>rule.AMB-09</comment>
        <translation>庄家明牌为 A、K 或 Q 时的 House Way：同点数加 9 或以上即玩</translation>
    </message>
    <message>
        <source>3CP Bonus: own hand pays; part over the Ante returned; trips 30 to 1</source>
        <comment>rule.AMB-10</comment>
        <translation>三张牌扑克 Bonus：以自己的牌赔付；超过 Ante 的部分退回；三条 30 赔 1</translation>
    </message>
    <message>
        <source>Banker coverage by stake in action order: CG partial, HTP dead</source>
        <comment>rule.AMB-11</comment>
        <translation>庄家按行动顺序以承保额承保：CG 部分承保，HTP 作废</translation>
    </message>
    <message>
        <source>HTP: designated player higher wins, equal hands push</source>
        <comment>rule.AMB-12</comment>
        <translation>HTP：指定玩家较大则赢，相同为和局</translation>
    </message>
    <message>
        <source>2CP: non-qualifying DP results; A-2 suited; J-2 suited qualifier</source>
        <comment>rule.AMB-13</comment>
        <translation>两张牌扑克：庄家不合格的结果；同花 A-2；同花 J-2 合格</translation>
    </message>
    <message>
        <source>Florida Hold&apos;em: one Play bet; unlisted Trips push; Ante back</source>
        <comment>rule.AMB-14</comment>
        <translation>佛罗里达德州扑克：一次 Play 注；未列出的三条为和局；Ante 退回</translation>
    </message>
    <message>
        <source>HTP 2CP and Florida rake: the same three modes as 3CP</source>
        <comment>rule.AMB-15</comment>
        <translation>HTP 两张牌扑克与佛罗里达的抽水：与三张牌扑克相同的三种方式</translation>
    </message>
    <message>
        <source>Half kill: one player takes the main pot; kill seat is a floor call</source>
        <comment>rule.AMB-16</comment>
        <translation>半 kill：一位玩家独得主池；kill 座位由楼面主管判定</translation>
    </message>
    <message>
        <source>Misdeal when the first or second card of the whole deal is up</source>
        <comment>rule.AMB-17</comment>
        <translation>整个发牌的第一或第二张翻开即为发错牌</translation>
    </message>
    <message>
        <source>Two players left means uncapped; LC low cap is four bets</source>
        <comment>rule.AMB-18</comment>
        <translation>只剩两位玩家即不封顶；LC 小注封顶为四注</translation>
    </message>
    <message>
        <source>Short blinds are live and in multiples of the common chip</source>
        <comment>rule.AMB-19</comment>
        <translation>不足额盲注为活盲，须为共用筹码的倍数</translation>
    </message>
    <message>
        <source>Short of the button collection: dealt out, then all-in next hand</source>
        <comment>rule.AMB-20</comment>
        <translation>不够付按钮抽水：先不发牌，下一局全押</translation>
    </message>
    <message>
        <source>Common chip set per limit in the profile</source>
        <comment>rule.AMB-21</comment>
        <translation>设置档中每个注额设置共用筹码</translation>
    </message>
    <message>
        <source>After a half-bet all-in, a full raise is one bet on top of it</source>
        <comment>rule.AMB-22</comment>
        <translation>半注全押之后，完整加注是在其上再加一注</translation>
    </message>
    <message>
        <source>Odd chip to the first winner clockwise from the button</source>
        <comment>rule.AMB-23</comment>
        <translation>零头筹码给从按钮顺时针的第一位赢家</translation>
    </message>
    <message>
        <source>PGP $3 big blind at 4-8 is a live partial bet; callers may complete</source>
        <comment>rule.AMB-24</comment>
        <translation>PGP 4-8 的 $3 大盲是活的部分下注；跟注者可补足</translation>
    </message>
    <message>
        <source>Posting in front of the button: the seat the button reaches next</source>
        <comment>rule.AMB-25</comment>
        <translation>在按钮前下注：按钮下一个会到的座位</translation>
    </message>
    <message>
        <source>Low needs five ranks of 8 or lower; an Omaha board gives three</source>
        <comment>rule.AMB-26</comment>
        <translation>低牌需要五个 8 或以下的点数；奥马哈公共牌提供三个</translation>
    </message>
    <message>
        <source>Low chart: 56 hands in order, the repeated row ignored</source>
        <comment>rule.AMB-27</comment>
        <translation>低牌表：56 手依序排列，重复的一列不计</translation>
    </message>
    <message>
        <source>Pai Gow dice: P/D counts as 1, all seven spots, counter-clockwise</source>
        <comment>rule.AMB-28</comment>
        <translation>牌九骰子：庄家算 1，七个位置，逆时针</translation>
    </message>
    <message>
        <source>Stud early cards: count players at discovery, finish the betting</source>
        <comment>rule.AMB-29</comment>
        <translation>梭哈提前发牌：依发现时的玩家数计，完成下注</translation>
    </message>
    <message>
        <source>A called hand mucked at showdown may be seen but cannot win</source>
        <comment>rule.AMB-30</comment>
        <translation>摊牌时被跟注而丢弃的牌可以看，但不能赢</translation>
    </message>
    <message>
        <source>Stud cap: the completion is the bet, then three raises</source>
        <comment>rule.AMB-31</comment>
        <translation>梭哈封顶：补足算一注，之后三次加注</translation>
    </message>
    <message>
        <source>LC high: seat changes only under five players</source>
        <comment>rule.AMB-32</comment>
        <translation>LC 大注：只有少于五位玩家时才可换座位</translation>
    </message>
    <message>
        <source>Cash never plays; runner chips only as LC-26c allows</source>
        <comment>rule.AMB-33</comment>
        <translation>现金一律不算；运送中的筹码仅依 LC-26c</translation>
    </message>
    <message>
        <source>California player-dealer rotation: two non-TPPP bankers per 40 minutes</source>
        <comment>rule.CA-PDR</comment>
        <translation>加州玩家庄家轮换：每 40 分钟两位非 TPPP 庄家</translation>
    </message>
    <message>
        <source>Deal from a single 52-card deck</source>
        <comment>rule.CG-3CP-01</comment>
        <translation>使用一副 52 张的牌</translation>
    </message>
    <message>
        <source>Deal a player in only after he has placed an Ante and paid the…</source>
        <comment>rule.CG-3CP-02</comment>
        <translation>玩家下了 Ante 并付了…后才发牌给他</translation>
    </message>
    <message>
        <source>Deal three face-down cards to each player</source>
        <comment>rule.CG-3CP-03</comment>
        <translation>每位玩家发三张盖牌</translation>
    </message>
    <message>
        <source>After looking, a player may fold and lose the Ante</source>
        <comment>rule.CG-3CP-04a</comment>
        <translation>看牌后，玩家可弃牌并输掉 Ante</translation>
    </message>
    <message>
        <source>Or he stays by placing a Play bet exactly equal to his Ante</source>
        <comment>rule.CG-3CP-04b</comment>
        <translation>或下一个与 Ante 相同的 Play 注继续</translation>
    </message>
    <message>
        <source>The P/D qualifies only with queen-high or better</source>
        <comment>rule.CG-3CP-05</comment>
        <translation>庄家须 Q 高或以上才合格</translation>
    </message>
    <message>
        <source>If the P/D does not qualify, Play bets get no action and are returned…</source>
        <comment>rule.CG-3CP-05a</comment>
        <translation>庄家不合格时，Play 注不算并退回…</translation>
    </message>
    <message>
        <source>If the P/D does not qualify, every Ante still in play (not folded) is…</source>
        <comment>rule.CG-3CP-05b</comment>
        <translation>庄家不合格时，每个仍在局（未弃牌）的 Ante…</translation>
    </message>
    <message>
        <source>If the P/D qualifies, compare hands (ranks per CG-3CP-B07b)</source>
        <comment>rule.CG-3CP-05c</comment>
        <translation>庄家合格则比牌（牌型依 CG-3CP-B07b）</translation>
    </message>
    <message>
        <source>Give each wager action only as far as the P/D&apos;s wager covers it</source>
        <comment>rule.CG-3CP-06</comment>
        <translation>每个下注只在庄家承保额范围内有效</translation>
    </message>
    <message>
        <source>End the round when the P/D&apos;s stake is used up or every player wager has…</source>
        <comment>rule.CG-3CP-07</comment>
        <translation>庄家承保额用完或每个玩家下注都已…时结束本局</translation>
    </message>
    <message>
        <source>After every two hands, rotate the P/D position or offer it to every…</source>
        <comment>rule.CG-3CP-08</comment>
        <translation>每两手牌轮换庄家或让庄给每位…</translation>
    </message>
    <message>
        <source>A player who does not or cannot put up the full Play bet gives up his…</source>
        <comment>rule.CG-3CP-09</comment>
        <translation>不下或无法下足 Play 注的玩家放弃他的…</translation>
    </message>
    <message>
        <source>Only a player sitting in the seat may decide how that hand is played</source>
        <comment>rule.CG-3CP-10</comment>
        <translation>只有坐在该座位的玩家可决定该手牌如何玩</translation>
    </message>
    <message>
        <source>A player betting several hands plays his second and later hands House…</source>
        <comment>rule.CG-3CP-11</comment>
        <translation>同时下多手的玩家，第二手及之后依 House…</translation>
    </message>
    <message>
        <source>House Way: for each House Way Ante, the Play bet goes up before the deal</source>
        <comment>rule.CG-3CP-12</comment>
        <translation>House Way：每个 House Way Ante，Play 注在发牌前下</translation>
    </message>
    <message>
        <source>Offer the Bonus only to players who have an Ante</source>
        <comment>rule.CG-3CP-B00</comment>
        <translation>只对有 Ante 的玩家提供 Bonus</translation>
    </message>
    <message>
        <source>Lock Bonus placement once the first card of the deal is out</source>
        <comment>rule.CG-3CP-B01</comment>
        <translation>发出第一张牌后 Bonus 即不能更改</translation>
    </message>
    <message>
        <source>A Bonus is payable only if it is no larger than the Ante</source>
        <comment>rule.CG-3CP-B02</comment>
        <translation>Bonus 不大于 Ante 时才赔付</translation>
    </message>
    <message>
        <source>A Bonus is payable only if it is within the table&apos;s posted limits</source>
        <comment>rule.CG-3CP-B03</comment>
        <translation>Bonus 在本桌公告限额内才赔付</translation>
    </message>
    <message>
        <source>The P/D pays winning Bonus bets and collects losing ones only as far as…</source>
        <comment>rule.CG-3CP-B04</comment>
        <translation>庄家赔付赢的 Bonus、收取输的 Bonus，仅限…</translation>
    </message>
    <message>
        <source>Action button: add up the values of the P/D&apos;s three cards, then count…</source>
        <comment>rule.CG-3CP-B05</comment>
        <translation>行动按钮：加总庄家三张牌的点数，再数…</translation>
    </message>
    <message>
        <source>Once the P/D&apos;s wager is used up, give back every wager it does not cover</source>
        <comment>rule.CG-3CP-B06</comment>
        <translation>庄家承保额用完后，退回未承保的下注</translation>
    </message>
    <message>
        <source>3CP Bonus pay table</source>
        <comment>rule.CG-3CP-B07a</comment>
        <translation>三张牌扑克 Bonus 赔率表</translation>
    </message>
    <message>
        <source>Three Card Poker (CG): compare P/D and player hands with the three-card…</source>
        <comment>rule.CG-3CP-B07b</comment>
        <translation>三张牌扑克（CG）：依三张牌牌型比较庄家与玩家…</translation>
    </message>
    <message>
        <source>Offer a Buster side wager that the P/D&apos;s hand will bust</source>
        <comment>rule.CG-BBJ-00a</comment>
        <translation>提供赌庄家爆牌的 Buster 边注</translation>
    </message>
    <message>
        <source>Buster pay table by busted card count</source>
        <comment>rule.CG-BBJ-00b</comment>
        <translation>依爆牌张数的 Buster 赔率表</translation>
    </message>
    <message>
        <source>Accept a Buster wager only from a player who has a main wager in this…</source>
        <comment>rule.CG-BBJ-01</comment>
        <translation>只接受在本局有主注的玩家下 Buster…</translation>
    </message>
    <message>
        <source>Buster limits per seated position: $5 minimum, $100 maximum</source>
        <comment>rule.CG-BBJ-02</comment>
        <translation>每个座位的 Buster 限额：最低 $5，最高 $100</translation>
    </message>
    <message>
        <source>A Buster wager may not be larger than the player&apos;s regular wager</source>
        <comment>rule.CG-BBJ-03</comment>
        <translation>Buster 注不得大于玩家的一般下注</translation>
    </message>
    <message>
        <source>Allow one Buster wager per seated position</source>
        <comment>rule.CG-BBJ-04</comment>
        <translation>每个座位一个 Buster 注</translation>
    </message>
    <message>
        <source>Players may pool into one Buster wager; they remain responsible for the…</source>
        <comment>rule.CG-BBJ-05</comment>
        <translation>玩家可合资下一个 Buster 注；仍各自负责…</translation>
    </message>
    <message>
        <source>The P/D funds a separate Buster bank and can win or lose only up to…</source>
        <comment>rule.CG-BBJ-06</comment>
        <translation>庄家另设 Buster 庄，输赢以…为限</translation>
    </message>
    <message>
        <source>Any part of a wager that breaks the limits is not paid</source>
        <comment>rule.CG-BBJ-07</comment>
        <translation>下注超出限额的部分不赔</translation>
    </message>
    <message>
        <source>Buster Blackjack: use the same counting, with no soft hand above 21</source>
        <comment>rule.CG-BBJ-08</comment>
        <translation>Buster 二十一点：点数计法相同，没有超过 21 的软牌</translation>
    </message>
    <message>
        <source>If the P/D&apos;s first two cards are two aces of the same suit, every…</source>
        <comment>rule.CG-BBJ-09</comment>
        <translation>若庄家前两张是同花色的两张 A，每个…</translation>
    </message>
    <message>
        <source>CG management may, in special situations, rule against the strict…</source>
        <comment>rule.CG-DIS-03</comment>
        <translation>CG 管理方在特殊情况下可违反规则字面…</translation>
    </message>
    <message>
        <source>CG management decisions are final</source>
        <comment>rule.CG-DIS-04</comment>
        <translation>CG 管理方的决定为最终决定</translation>
    </message>
    <message>
        <source>All-in: a player with all his table chips in the pot can win only the…</source>
        <comment>rule.CG-GL-04</comment>
        <translation>全押：桌上筹码全部放入底池的玩家只能赢…</translation>
    </message>
    <message>
        <source>The big blind is the largest blind, not counting a kill blind</source>
        <comment>rule.CG-GL-07</comment>
        <translation>大盲是最大的盲注，不计 kill 盲</translation>
    </message>
    <message>
        <source>A blind bet or raise made before looking is voluntary, to stir action</source>
        <comment>rule.CG-GL-09</comment>
        <translation>看牌前的盲注或盲加注是自愿的，为了带动行动</translation>
    </message>
    <message>
        <source>A bring-in can be defined with both a floor and a ceiling, a floor…</source>
        <comment>rule.CG-GL-13</comment>
        <translation>强制开注可设下限与上限，下限…</translation>
    </message>
    <message>
        <source>Bug is another name for the joker</source>
        <comment>rule.CG-GL-15</comment>
        <translation>Bug 是鬼牌的别名</translation>
    </message>
    <message>
        <source>Burn: a card removed from play by the dealer, normally the top card…</source>
        <comment>rule.CG-GL-16</comment>
        <translation>烧牌：荷官移出不用的牌，通常是最上面一张…</translation>
    </message>
    <message>
        <source>Buy-in: the minimum chip purchase when joining a game (values: K20)</source>
        <comment>rule.CG-GL-19</comment>
        <translation>买入：加入牌局时的最低筹码购买额（数值：K20）</translation>
    </message>
    <message>
        <source>Capped: the last raise allowed in a limit betting round has been made</source>
        <comment>rule.CG-GL-22</comment>
        <translation>封顶：有注额限制的下注轮已达允许的最后一次加注</translation>
    </message>
    <message>
        <source>Check-raise: checking and then raising a bet in the same round</source>
        <comment>rule.CG-GL-24</comment>
        <translation>过牌加注：同一轮先过牌再加注</translation>
    </message>
    <message>
        <source>Collection: the fee paid to the house to play</source>
        <comment>rule.CG-GL-26</comment>
        <translation>抽水：付给场馆的游戏费用</translation>
    </message>
    <message>
        <source>Dead hand: a hand out of play, e.g</source>
        <comment>rule.CG-GL-28</comment>
        <translation>死牌：不再有效的一手牌，例如</translation>
    </message>
    <message>
        <source>Fixed limit: each round&apos;s bets are set amounts</source>
        <comment>rule.CG-GL-31</comment>
        <translation>固定注额：每一轮的下注为固定金额</translation>
    </message>
    <message>
        <source>Forced bet: a compulsory wager that starts the action</source>
        <comment>rule.CG-GL-33</comment>
        <translation>强制注：开始行动的强制下注</translation>
    </message>
    <message>
        <source>Forced blind: a blind a player must post to play the hand</source>
        <comment>rule.CG-GL-34</comment>
        <translation>强制盲注：玩家必须下才能玩这手牌的盲注</translation>
    </message>
    <message>
        <source>A hand (as an event) runs from the dealer&apos;s cut until every hand is…</source>
        <comment>rule.CG-GL-36</comment>
        <translation>一手牌（作为事件）从荷官切牌开始，到每手牌…</translation>
    </message>
    <message>
        <source>Heads-up: only two players in the hand</source>
        <comment>rule.CG-GL-37</comment>
        <translation>单挑：局中只有两位玩家</translation>
    </message>
    <message>
        <source>Kicker: the card that separates equal pairs, trips or quads</source>
        <comment>rule.CG-GL-39</comment>
        <translation>踢脚：区分相同对子、三条或四条的牌</translation>
    </message>
    <message>
        <source>Kill has two meanings, and the app must keep them apart: (1) a blind…</source>
        <comment>rule.CG-GL-40</comment>
        <translation>Kill 有两种意思，程序必须区分：(1) 一个盲注…</translation>
    </message>
    <message>
        <source>Kill-it: to post the limit-raising blind</source>
        <comment>rule.CG-GL-41</comment>
        <translation>Kill-it：下提高注额的盲注</translation>
    </message>
    <message>
        <source>Killing a hand: the dealer mucking a player&apos;s hand so that it loses its…</source>
        <comment>rule.CG-GL-42</comment>
        <translation>作废手牌：荷官把玩家的牌丢入弃牌堆使其失去…</translation>
    </message>
    <message>
        <source>No-limit: a bet is capped only by the player&apos;s table chips</source>
        <comment>rule.CG-GL-44</comment>
        <translation>无限注：下注只受玩家桌上筹码限制</translation>
    </message>
    <message>
        <source>Open: the first bet after the forced bets and the first cards</source>
        <comment>rule.CG-GL-46</comment>
        <translation>开注：强制注和第一轮牌之后的第一次下注</translation>
    </message>
    <message>
        <source>Open-blind game: the first player(s) left of the button bet before the…</source>
        <comment>rule.CG-GL-47</comment>
        <translation>盲开游戏：按钮左边的前几位玩家在…前下注</translation>
    </message>
    <message>
        <source>Pass: folding when facing a bet, or checking when there is none</source>
        <comment>rule.CG-GL-52</comment>
        <translation>Pass：面对下注时弃牌，或无人下注时过牌</translation>
    </message>
    <message>
        <source>Post: a blind put up by a newcomer or by someone who skipped a blind</source>
        <comment>rule.CG-GL-53</comment>
        <translation>补盲：新玩家或跳过盲注者下的盲注</translation>
    </message>
    <message>
        <source>Pot-limit: a bet or raise is capped at the pot size</source>
        <comment>rule.CG-GL-55</comment>
        <translation>底池限注：下注或加注最多到底池大小</translation>
    </message>
    <message>
        <source>Raise-blind game: the first player opens blind and the second raises…</source>
        <comment>rule.CG-GL-58</comment>
        <translation>盲加游戏：第一位玩家盲开，第二位加注…</translation>
    </message>
    <message>
        <source>Short bet: less than half the amount needed to bet or call</source>
        <comment>rule.CG-GL-60</comment>
        <translation>不足注：少于下注或跟注所需的一半</translation>
    </message>
    <message>
        <source>Spread limit: each round has a fixed minimum and maximum bet</source>
        <comment>rule.CG-GL-62</comment>
        <translation>差额限注：每轮有固定的最低和最高下注</translation>
    </message>
    <message>
        <source>Straight limit: the same bet size throughout the hand</source>
        <comment>rule.CG-GL-63</comment>
        <translation>直注限注：整手牌下注大小相同</translation>
    </message>
    <message>
        <source>Table stakes: only chips on the table before the deal may be used in…</source>
        <comment>rule.CG-GL-65</comment>
        <translation>桌上筹码：只有发牌前在桌上的筹码可用于…</translation>
    </message>
    <message>
        <source>Time is either a player&apos;s request to pause the action, or a collection…</source>
        <comment>rule.CG-GL-66</comment>
        <translation>Time 是玩家要求暂停行动，或是一种收费…</translation>
    </message>
    <message>
        <source>Winner-blind game: the previous pot&apos;s winner posts a blind before the…</source>
        <comment>rule.CG-GL-68</comment>
        <translation>赢家盲注游戏：上一个底池的赢家在…前下盲注</translation>
    </message>
    <message>
        <source>Help-text-only terms: Action, Active, Aggressive Action, Ante…</source>
        <comment>rule.CG-GL-desc</comment>
        <translation>仅供说明的术语：Action、Active、Aggressive Action、Ante…</translation>
    </message>
    <message>
        <source>Count card values: joker 2 (12 only when it forms a Super Natural), ace…</source>
        <comment>rule.CG-HAB-01</comment>
        <translation>牌点：鬼牌 2（只有组成 Super Natural 时算 12），A…</translation>
    </message>
    <message>
        <source>Rank the Super Natural as the best possible hand</source>
        <comment>rule.CG-HAB-02</comment>
        <translation>Super Natural 是最好的牌</translation>
    </message>
    <message>
        <source>Never award the P/D a Super Natural</source>
        <comment>rule.CG-HAB-03</comment>
        <translation>庄家不会有 Super Natural</translation>
    </message>
    <message>
        <source>Rank the Natural 22 second, below the Super Natural</source>
        <comment>rule.CG-HAB-04</comment>
        <translation>Natural 22 排第二，仅次于 Super Natural</translation>
    </message>
    <message>
        <source>Rank the Natural 21 (ace + ten-value card as the first two cards) third</source>
        <comment>rule.CG-HAB-05</comment>
        <translation>Natural 21（前两张为 A 加十点牌）排第三</translation>
    </message>
    <message>
        <source>Grant natural status only to the first two cards of an original hand…</source>
        <comment>rule.CG-HAB-06</comment>
        <translation>只有原始手牌的前两张才算天生牌…</translation>
    </message>
    <message>
        <source>Limit original wagers to five per player per seated position (AMB-06)</source>
        <comment>rule.CG-HAB-07</comment>
        <translation>每位玩家每个座位最多五个原始下注（AMB-06）</translation>
    </message>
    <message>
        <source>Give no action to the part of any wager that breaks CG&apos;s betting…</source>
        <comment>rule.CG-HAB-08</comment>
        <translation>违反 CG 下注规则的部分不算…</translation>
    </message>
    <message>
        <source>Allow at most three players to wager on one seated position</source>
        <comment>rule.CG-HAB-09</comment>
        <translation>一个座位最多三位玩家下注</translation>
    </message>
    <message>
        <source>If the bettors on a spot disagree on how to play it, the one with the…</source>
        <comment>rule.CG-HAB-10</comment>
        <translation>同一位置的下注者对玩法意见不同时，由…的一方</translation>
    </message>
    <message>
        <source>A seated player may refuse backline bets on his spot</source>
        <comment>rule.CG-HAB-11</comment>
        <translation>坐着的玩家可拒绝他位置上的后注</translation>
    </message>
    <message>
        <source>The P/D stands on 17 or more, except that he must hit a soft 17</source>
        <comment>rule.CG-HAB-12</comment>
        <translation>庄家 17 或以上停牌，但软 17 必须补牌</translation>
    </message>
    <message>
        <source>Except when splitting or doubling, a player may hit only on totals 4–17…</source>
        <comment>rule.CG-HAB-13</comment>
        <translation>除分牌或加倍外，玩家只能在 4 至 17 点时补牌…</translation>
    </message>
    <message>
        <source>A hand may be doubled and/or split at most three times in total</source>
        <comment>rule.CG-HAB-14</comment>
        <translation>一手牌加倍和／或分牌合计最多三次</translation>
    </message>
    <message>
        <source>Double-down, split and insurance amounts may be capped by the wagering…</source>
        <comment>rule.CG-HAB-15</comment>
        <translation>加倍、分牌和保险金额可依下注上限…</translation>
    </message>
    <message>
        <source>The P/D can win or lose only up to what he has bet</source>
        <comment>rule.CG-HAB-16</comment>
        <translation>庄家输赢以其下注额为限</translation>
    </message>
    <message>
        <source>If the dealer did not turn up a P/D natural (21 or 22) before players…</source>
        <comment>rule.CG-HAB-17</comment>
        <translation>若荷官在玩家…前未翻出庄家天生牌（21 或 22）</translation>
    </message>
    <message>
        <source>Apart from the naturals, never show a soft total above 21: an ace that…</source>
        <comment>rule.CG-HAB-18</comment>
        <translation>除天生牌外，不显示超过 21 的软点数：A…</translation>
    </message>
    <message>
        <source>A P/D must bet the same amount as his previous bank unless he lost…</source>
        <comment>rule.CG-HAB-19</comment>
        <translation>庄家须与上一次做庄下相同金额，除非他输了…</translation>
    </message>
    <message>
        <source>A player may take the P/D spot only if he bet as a player in the…</source>
        <comment>rule.CG-HAB-20</comment>
        <translation>玩家只有在…以玩家身分下注过才可做庄</translation>
    </message>
    <message>
        <source>Someone betting in the P/D position may not bet on any other position</source>
        <comment>rule.CG-HAB-21</comment>
        <translation>在庄家位置下注者不得在其他位置下注</translation>
    </message>
    <message>
        <source>Players never touch the cards</source>
        <comment>rule.CG-HAB-22</comment>
        <translation>玩家不得碰牌</translation>
    </message>
    <message>
        <source>Shared spot, double-down: if the controlling player doubles and another…</source>
        <comment>rule.CG-HAB-D1</comment>
        <translation>共用位置加倍：控制的玩家加倍且另一位…</translation>
    </message>
    <message>
        <source>A Super Natural is a player&apos;s first two cards being two jokers, each…</source>
        <comment>rule.CG-HAB-PUB1</comment>
        <translation>Super Natural 是玩家前两张为两张鬼牌，各…</translation>
    </message>
    <message>
        <source>A Natural 22 is two aces of the same suit as the first two cards (11 +…</source>
        <comment>rule.CG-HAB-PUB2</comment>
        <translation>Natural 22 是前两张为同花色的两张 A（11 +…</translation>
    </message>
    <message>
        <source>A player who hits to 22 is saved (pushes) only when the P/D has also…</source>
        <comment>rule.CG-HAB-PUB3</comment>
        <translation>补牌到 22 的玩家只有在庄家也…时才得救（和局）</translation>
    </message>
    <message>
        <source>Shared spot, split: if the controlling player splits and another bettor…</source>
        <comment>rule.CG-HAB-S1</comment>
        <translation>共用位置分牌：控制的玩家分牌且另一位下注者…</translation>
    </message>
    <message>
        <source>A bettor who declined to match a split stays in the first split hand…</source>
        <comment>rule.CG-HAB-S2</comment>
        <translation>不跟分牌的下注者留在第一手分牌…</translation>
    </message>
    <message>
        <source>A player&apos;s Super Natural always wins, even when the P/D holds two jokers</source>
        <comment>rule.CG-HAB-T1</comment>
        <translation>玩家的 Super Natural 一定赢，即使庄家有两张鬼牌</translation>
    </message>
    <message>
        <source>A player&apos;s Natural 22 wins, even against a P/D Natural 22</source>
        <comment>rule.CG-HAB-T2</comment>
        <translation>玩家的 Natural 22 赢，即使对上庄家的 Natural 22</translation>
    </message>
    <message>
        <source>If both the player and the P/D reached 22 by hitting, it is a push</source>
        <comment>rule.CG-HAB-T3</comment>
        <translation>玩家和庄家都补牌到 22 则为和局</translation>
    </message>
    <message>
        <source>A Natural 21 for both player and P/D is a push</source>
        <comment>rule.CG-HAB-T4</comment>
        <translation>玩家和庄家都是 Natural 21 为和局</translation>
    </message>
    <message>
        <source>A two-card Natural 21 beats any 21 made by splitting, hitting or…</source>
        <comment>rule.CG-HAB-T5</comment>
        <translation>两张牌的 Natural 21 胜过分牌、补牌或…得到的任何 21</translation>
    </message>
    <message>
        <source>Every other tie pushes</source>
        <comment>rule.CG-HAB-T6</comment>
        <translation>其他平手都是和局</translation>
    </message>
    <message>
        <source>The button marks the nominal dealer</source>
        <comment>rule.CG-HE-01</comment>
        <translation>按钮代表名义上的发牌者</translation>
    </message>
    <message>
        <source>CG Hold&apos;em has no antes</source>
        <comment>rule.CG-HE-02</comment>
        <translation>CG 德州扑克没有底注</translation>
    </message>
    <message>
        <source>The BB counts as a bet</source>
        <comment>rule.CG-HE-03</comment>
        <translation>大盲算一注</translation>
    </message>
    <message>
        <source>Blinds are live</source>
        <comment>rule.CG-HE-04</comment>
        <translation>盲注是活的</translation>
    </message>
    <message>
        <source>Deal two hole cards to each player, then run the preflop round at the…</source>
        <comment>rule.CG-HE-05</comment>
        <translation>每位玩家发两张底牌，然后以…进行翻牌前下注</translation>
    </message>
    <message>
        <source>On every later round, the first player still in the hand to the…</source>
        <comment>rule.CG-HE-06</comment>
        <translation>之后每一轮，由仍在局的第一位…玩家</translation>
    </message>
    <message>
        <source>Flop three community cards face up, then bet at the lower limit</source>
        <comment>rule.CG-HE-07</comment>
        <translation>翻开三张公共牌，然后以小注下注</translation>
    </message>
    <message>
        <source>After the flop round, deal the turn and bet at the higher limit ($6 at…</source>
        <comment>rule.CG-HE-08</comment>
        <translation>翻牌下注后发转牌，以大注下注（$6 于…</translation>
    </message>
    <message>
        <source>Hold&apos;em (CG): the hand is the best five of the player&apos;s 2 hole cards…</source>
        <comment>rule.CG-HE-09</comment>
        <translation>德州扑克（CG）：以玩家 2 张底牌…组成最好的五张</translation>
    </message>
    <message>
        <source>CG Hold&apos;em: buy-in is generally 10 × the lower limit</source>
        <comment>rule.CG-HE-10</comment>
        <translation>CG 德州扑克：买入通常是小注的 10 倍</translation>
    </message>
    <message>
        <source>For the low half, ignore straights and flushes and count the ace as the…</source>
        <comment>rule.CG-LOW-01</comment>
        <translation>低牌部分不计顺子和同花，A 算作…</translation>
    </message>
    <message>
        <source>Rank qualifying lows by their highest card, then the next highest, and…</source>
        <comment>rule.CG-LOW-02</comment>
        <translation>合格低牌先比最大牌，再比次大，…</translation>
    </message>
    <message>
        <source>CG Omaha: deal four hole cards; everything else runs like CG Hold&apos;em</source>
        <comment>rule.CG-O8-01</comment>
        <translation>CG 奥马哈：发四张底牌；其余与 CG 德州扑克相同</translation>
    </message>
    <message>
        <source>Omaha (CG): every five-card hand uses exactly 2 of the 4 hole cards and…</source>
        <comment>rule.CG-O8-02</comment>
        <translation>奥马哈（CG）：每手五张牌必须用 4 张底牌中的 2 张，并…</translation>
    </message>
    <message>
        <source>CG Omaha is always spread as high-low split</source>
        <comment>rule.CG-O8-03</comment>
        <translation>CG 奥马哈一律为高低分池</translation>
    </message>
    <message>
        <source>CG Omaha is spread only as a half-kill game</source>
        <comment>rule.CG-O8-04</comment>
        <translation>CG 奥马哈只开半 kill 局</translation>
    </message>
    <message>
        <source>CG Omaha 8: the high hand shares the pot with a qualifying low</source>
        <comment>rule.CG-O8-05</comment>
        <translation>CG 奥马哈 8：高牌与合格低牌平分底池</translation>
    </message>
    <message>
        <source>Omaha 8 (CG): the high and the low may each use a different pair of…</source>
        <comment>rule.CG-O8-06</comment>
        <translation>奥马哈 8（CG）：高牌和低牌可各用不同的一对…</translation>
    </message>
    <message>
        <source>CG Omaha 8: with no qualifying low, the high hand takes the whole pot</source>
        <comment>rule.CG-O8-07</comment>
        <translation>CG 奥马哈 8：没有合格低牌时，高牌赢得整个底池</translation>
    </message>
    <message>
        <source>CG Omaha 8: tied highs share the high half equally; tied lows share the…</source>
        <comment>rule.CG-O8-08</comment>
        <translation>CG 奥马哈 8：高牌平手平分高牌一半；低牌平手平分…</translation>
    </message>
    <message>
        <source>Half kill: $60 main-pot scoop, $6 kill blind, 6-12 next hand</source>
        <comment>rule.CG-O8-09</comment>
        <translation>半 kill：独得 $60 主池，$6 kill 盲，下一局 6-12</translation>
    </message>
    <message>
        <source>Pai Gow (CG, file 000): play 53 cards (52 + one joker)</source>
        <comment>rule.CG-PAI-01</comment>
        <translation>牌九（CG，文件 000）：使用 53 张牌（52 + 一张鬼牌）</translation>
    </message>
    <message>
        <source>Pai Gow (CG, file 001): the joker is fully wild and can be any card</source>
        <comment>rule.CG-PAI-01b</comment>
        <translation>牌九（CG，文件 001）：鬼牌为万能牌，可当任何牌</translation>
    </message>
    <message>
        <source>Pai Gow: rank hands on the CG chart, with five aces (A-A-A-A + joker)…</source>
        <comment>rule.CG-PAI-02</comment>
        <translation>牌九：依 CG 牌型表排序，五条 A（A-A-A-A + 鬼牌）…</translation>
    </message>
    <message>
        <source>The house dealer deals, runs the game and has no hand or stake</source>
        <comment>rule.CG-PAI-03</comment>
        <translation>场馆荷官发牌、主持牌局，没有手牌也没有下注</translation>
    </message>
    <message>
        <source>Deal seven piles of seven cards: six go to players, one to the P/D. The…</source>
        <comment>rule.CG-PAI-04</comment>
        <translation>发七叠各七张：六叠给玩家，一叠给庄家。…</translation>
    </message>
    <message>
        <source>The P/D shakes three dice</source>
        <comment>rule.CG-PAI-05</comment>
        <translation>庄家摇三颗骰子</translation>
    </message>
    <message>
        <source>Each hand sets a two-card front and a five-card back, and the back must…</source>
        <comment>rule.CG-PAI-06</comment>
        <translation>每手牌分成两张的前手和五张的后手，后手必须…</translation>
    </message>
    <message>
        <source>Results: if both player hands beat the P/D&apos;s, the player wins</source>
        <comment>rule.CG-PAI-07</comment>
        <translation>结果：玩家两手都赢庄家则玩家赢</translation>
    </message>
    <message>
        <source>Copies (identical hands): one hand equal and the other lower or equal →…</source>
        <comment>rule.CG-PAI-08</comment>
        <translation>相同（一样的牌）：一手相同另一手较小或相同 →…</translation>
    </message>
    <message>
        <source>The banker button rotates, and any player may be P/D for two hands in a…</source>
        <comment>rule.CG-PAI-09</comment>
        <translation>庄家按钮轮换，任何玩家可连续做庄两手…</translation>
    </message>
    <message>
        <source>The house dealer pays every win at even money out of the P/D&apos;s wager</source>
        <comment>rule.CG-PAI-10</comment>
        <translation>场馆荷官以庄家的下注按一赔一支付每笔赢钱</translation>
    </message>
    <message>
        <source>Build every poker game on one standard 52-card deck</source>
        <comment>rule.CG-RNK-01</comment>
        <translation>每种扑克游戏都用一副标准 52 张牌</translation>
    </message>
    <message>
        <source>Never use suits to rank hand strength; suits only detect flushes and…</source>
        <comment>rule.CG-RNK-02</comment>
        <translation>花色不用来比牌大小；只用于判断同花和…</translation>
    </message>
    <message>
        <source>Rank cards from 2 (lowest) up to A (highest)</source>
        <comment>rule.CG-RNK-03</comment>
        <translation>牌点从 2（最小）到 A（最大）</translation>
    </message>
    <message>
        <source>Evaluate high hands in this category order, best first: five aces (Pai…</source>
        <comment>rule.CG-RNK-04</comment>
        <translation>高牌依此类别顺序评估，最好的在前：五条 A（牌九…</translation>
    </message>
    <message>
        <source>Order five of a kind from A-A-A-A-A down to 2-2-2-2-2</source>
        <comment>rule.CG-RNK-05</comment>
        <translation>五条从 A-A-A-A-A 排到 2-2-2-2-2</translation>
    </message>
    <message>
        <source>Order straight flushes from A-K-Q-J-10 (royal) down to 5-4-3-2-A; the…</source>
        <comment>rule.CG-RNK-06</comment>
        <translation>同花顺从 A-K-Q-J-10（皇家）排到 5-4-3-2-A；…</translation>
    </message>
    <message>
        <source>Order fours of a kind by rank</source>
        <comment>rule.CG-RNK-07</comment>
        <translation>四条依点数排序</translation>
    </message>
    <message>
        <source>Compare full houses by the three of a kind first, then by the pair</source>
        <comment>rule.CG-RNK-08</comment>
        <translation>葫芦先比三条，再比对子</translation>
    </message>
    <message>
        <source>Compare flushes card by card from the top</source>
        <comment>rule.CG-RNK-09</comment>
        <translation>同花从最大的牌逐张比较</translation>
    </message>
    <message>
        <source>Order straights from A-K-Q-J-10 down to 5-4-3-2-A; the wheel is the…</source>
        <comment>rule.CG-RNK-10</comment>
        <translation>顺子从 A-K-Q-J-10 排到 5-4-3-2-A；轮子是…</translation>
    </message>
    <message>
        <source>Compare three of a kind by rank, then by the two other cards in order</source>
        <comment>rule.CG-RNK-11</comment>
        <translation>三条比点数，再依序比另外两张</translation>
    </message>
    <message>
        <source>Compare two pair by the top pair, then the second pair, then the fifth…</source>
        <comment>rule.CG-RNK-12</comment>
        <translation>两对先比大对，再比小对，再比第五张…</translation>
    </message>
    <message>
        <source>Compare one pair by the pair&apos;s rank, then each other card in descending…</source>
        <comment>rule.CG-RNK-13</comment>
        <translation>一对先比对子点数，再依序由大到小比其他牌…</translation>
    </message>
    <message>
        <source>Tied high hands share their pot (or half pot) equally</source>
        <comment>rule.CG-RNK-14</comment>
        <translation>高牌平手平分底池（或半个底池）</translation>
    </message>
    <message>
        <source>CG Stud: one 52-card deck</source>
        <comment>rule.CG-STD-01</comment>
        <translation>CG 梭哈：一副 52 张牌</translation>
    </message>
    <message>
        <source>CG Stud: every player antes before the deal ($1 at 4-8)</source>
        <comment>rule.CG-STD-02</comment>
        <translation>CG 梭哈：发牌前每位玩家下底注（4-8 为 $1）</translation>
    </message>
    <message>
        <source>After the antes, each player gets two face-down cards and one face-up…</source>
        <comment>rule.CG-STD-03</comment>
        <translation>下完底注后，每位玩家拿两张盖牌和一张明牌…</translation>
    </message>
    <message>
        <source>CG Stud: the lowest up card brings in</source>
        <comment>rule.CG-STD-04</comment>
        <translation>CG 梭哈：最低的明牌强制开注</translation>
    </message>
    <message>
        <source>After the bring-in, each player in turn may call, complete to the small…</source>
        <comment>rule.CG-STD-05</comment>
        <translation>强制开注后，每位玩家依序可跟注、补足到小注…</translation>
    </message>
    <message>
        <source>The first two rounds (3rd and 4th street) use the small bet ($4 at 4-8)</source>
        <comment>rule.CG-STD-06</comment>
        <translation>前两轮（第三和第四街）用小注（4-8 为 $4）</translation>
    </message>
    <message>
        <source>Allow at most three raises in any betting round</source>
        <comment>rule.CG-STD-07</comment>
        <translation>每轮下注最多三次加注</translation>
    </message>
    <message>
        <source>4th street adds one up card</source>
        <comment>rule.CG-STD-08</comment>
        <translation>第四街加一张明牌</translation>
    </message>
    <message>
        <source>If any player shows an open pair on 4th street, any player may bet the…</source>
        <comment>rule.CG-STD-09</comment>
        <translation>第四街有玩家亮出对子时，任何玩家可下…</translation>
    </message>
    <message>
        <source>5th and 6th street each add an up card and a betting round at the big…</source>
        <comment>rule.CG-STD-10</comment>
        <translation>第五和第六街各加一张明牌和一轮大注下注…</translation>
    </message>
    <message>
        <source>The 7th card goes face down, followed by the last betting round (big…</source>
        <comment>rule.CG-STD-11</comment>
        <translation>第七张牌盖着发，接着最后一轮下注（大注…</translation>
    </message>
    <message>
        <source>Stud (CG): the hand is the best five of the player&apos;s seven cards; suits…</source>
        <comment>rule.CG-STD-12</comment>
        <translation>梭哈（CG）：以玩家七张牌中最好的五张；花色…</translation>
    </message>
    <message>
        <source>CG Stud: minimum buy-in is 10 × the lower limit</source>
        <comment>rule.CG-STD-13</comment>
        <translation>CG 梭哈：最低买入为小注的 10 倍</translation>
    </message>
    <message>
        <source>CG Pai Gow rule page reference (file 001)</source>
        <comment>rule.GEGA-001336</comment>
        <translation>CG 牌九规则页参照（文件 001）</translation>
    </message>
    <message>
        <source>CG Omaha 8 rule page reference (file 001)</source>
        <comment>rule.GEGA-001337</comment>
        <translation>CG 奥马哈 8 规则页参照（文件 001）</translation>
    </message>
    <message>
        <source>CG Hold&apos;em rule page reference (file 001)</source>
        <comment>rule.GEGA-001338</comment>
        <translation>CG 德州扑克规则页参照（文件 001）</translation>
    </message>
    <message>
        <source>One 52-card deck with standard values</source>
        <comment>rule.HTP-2CP-01</comment>
        <translation>一副标准点数的 52 张牌</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-2CP-02</comment>
        <translation>从庄家左边第一个有人的座位起顺时针决定</translation>
    </message>
    <message>
        <source>A player must post an ante (Base Bet)</source>
        <comment>rule.HTP-2CP-03</comment>
        <translation>玩家必须下底注（Base Bet）</translation>
    </message>
    <message>
        <source>A player may add an optional Bonus Bet</source>
        <comment>rule.HTP-2CP-04</comment>
        <translation>玩家可另加选择性的 Bonus Bet</translation>
    </message>
    <message>
        <source>Two Card Poker (HTP): rank best two-card hands as pairs (A-A top), then…</source>
        <comment>rule.HTP-2CP-05</comment>
        <translation>两张牌扑克（HTP）：最好的两张牌是对子（A-A 最大），然后…</translation>
    </message>
    <message>
        <source>A folding player loses the Base and any Bonus</source>
        <comment>rule.HTP-2CP-06</comment>
        <translation>弃牌的玩家输掉 Base 和任何 Bonus</translation>
    </message>
    <message>
        <source>To stay, the player makes a Call equal to the Base, and then discards…</source>
        <comment>rule.HTP-2CP-07</comment>
        <translation>要继续，玩家下与 Base 相同的 Call，然后丢…</translation>
    </message>
    <message>
        <source>The DP needs at least a jack-deuce suited flush</source>
        <comment>rule.HTP-2CP-08</comment>
        <translation>庄家至少需要同花 J-2</translation>
    </message>
    <message>
        <source>Compare each hand with the DP&apos;s, starting with the button</source>
        <comment>rule.HTP-2CP-09</comment>
        <translation>从按钮开始，每手牌与庄家比</translation>
    </message>
    <message>
        <source>Post and enforce each table&apos;s minimum and maximum bets</source>
        <comment>rule.HTP-2CP-10</comment>
        <translation>公告并执行每桌的最低和最高下注</translation>
    </message>
    <message>
        <source>A hand that beats a qualifying DP hand is paid even money on Base and…</source>
        <comment>rule.HTP-2CP-11</comment>
        <translation>赢过合格庄家的牌，Base 和…按一赔一</translation>
    </message>
    <message>
        <source>Bonus: payable when a Call was made and the hand beats the DP, or when…</source>
        <comment>rule.HTP-2CP-12</comment>
        <translation>Bonus：有 Call 且赢庄家时赔付，或…</translation>
    </message>
    <message>
        <source>Pay only as far as the DP&apos;s money in action reaches, and compare each…</source>
        <comment>rule.HTP-2CP-13</comment>
        <translation>只赔到庄家下注金额所及，并逐一比较…</translation>
    </message>
    <message>
        <source>Rake modes as HTP-3CP-16</source>
        <comment>rule.HTP-2CP-14</comment>
        <translation>抽水方式同 HTP-3CP-16</translation>
    </message>
    <message>
        <source>One 52-card deck with standard values</source>
        <comment>rule.HTP-3CP-01</comment>
        <translation>一副标准点数的 52 张牌</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-3CP-02</comment>
        <translation>从庄家左边第一个有人的座位起顺时针决定</translation>
    </message>
    <message>
        <source>A player posts a Base Bet to play</source>
        <comment>rule.HTP-3CP-03</comment>
        <translation>玩家下 Base Bet 参与</translation>
    </message>
    <message>
        <source>A player may also post an optional Pair Plus</source>
        <comment>rule.HTP-3CP-04</comment>
        <translation>玩家也可下选择性的 Pair Plus</translation>
    </message>
    <message>
        <source>A folding player loses both the Base Bet and the Pair Plus</source>
        <comment>rule.HTP-3CP-05</comment>
        <translation>弃牌的玩家输掉 Base Bet 和 Pair Plus</translation>
    </message>
    <message>
        <source>To stay, the player makes a Call of the same size as his Base Bet</source>
        <comment>rule.HTP-3CP-06</comment>
        <translation>要继续，玩家下与 Base Bet 相同的 Call</translation>
    </message>
    <message>
        <source>The DP needs queen-high or better</source>
        <comment>rule.HTP-3CP-07</comment>
        <translation>庄家须 Q 高或以上</translation>
    </message>
    <message>
        <source>Compare each remaining hand only with the DP&apos;s hand, starting with the…</source>
        <comment>rule.HTP-3CP-08</comment>
        <translation>每手剩下的牌只与庄家比，从…开始</translation>
    </message>
    <message>
        <source>Three Card Poker (HTP): rank three-card hands from low to high as high…</source>
        <comment>rule.HTP-3CP-09</comment>
        <translation>三张牌扑克（HTP）：三张牌牌型由小到大为高牌…</translation>
    </message>
    <message>
        <source>Post each table&apos;s minimum and maximum bets, and reject wagers outside…</source>
        <comment>rule.HTP-3CP-10</comment>
        <translation>公告每桌最低和最高下注，拒绝超出…的下注</translation>
    </message>
    <message>
        <source>When the player&apos;s hand beats the DP&apos;s, the DP pays the Base and Call…</source>
        <comment>rule.HTP-3CP-11</comment>
        <translation>玩家的牌赢过庄家时，庄家赔付 Base 和 Call…</translation>
    </message>
    <message>
        <source>Pay Pair Plus only when (a) a Call was made and the hand beats the DP…</source>
        <comment>rule.HTP-3CP-12</comment>
        <translation>Pair Plus 只在 (a) 有 Call 且赢庄家时赔付…</translation>
    </message>
    <message>
        <source>Pay bets only as far as the DP&apos;s money in action reaches</source>
        <comment>rule.HTP-3CP-13</comment>
        <translation>只赔到庄家下注金额所及</translation>
    </message>
    <message>
        <source>Compare each player only with the DP, never with another player</source>
        <comment>rule.HTP-3CP-14</comment>
        <translation>每位玩家只与庄家比，不与其他玩家比</translation>
    </message>
    <message>
        <source>HTP 3CP has no jackpot</source>
        <comment>rule.HTP-3CP-15</comment>
        <translation>HTP 三张牌扑克没有彩金</translation>
    </message>
    <message>
        <source>The house rake is one of three disclosed modes: (i) every player alike…</source>
        <comment>rule.HTP-3CP-16</comment>
        <translation>场馆抽水为三种公告方式之一：(i) 每位玩家相同…</translation>
    </message>
    <message>
        <source>One 52-card deck</source>
        <comment>rule.HTP-FLH-01</comment>
        <translation>一副 52 张牌</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-FLH-02</comment>
        <translation>从庄家左边第一个有人的座位起顺时针决定</translation>
    </message>
    <message>
        <source>Every player posts an Ante and a Blind Bet of the same size</source>
        <comment>rule.HTP-FLH-03</comment>
        <translation>每位玩家下相同金额的 Ante 和 Blind Bet</translation>
    </message>
    <message>
        <source>A player may add an optional Trips Bet</source>
        <comment>rule.HTP-FLH-04</comment>
        <translation>玩家可另加选择性的 Trips Bet</translation>
    </message>
    <message>
        <source>Before the flop, each player checks or makes a Play bet of 3 or 4 times…</source>
        <comment>rule.HTP-FLH-05</comment>
        <translation>翻牌前，每位玩家过牌或下 3 或 4 倍的 Play 注…</translation>
    </message>
    <message>
        <source>After the flop, a player who has not yet made a Play bet checks or bets…</source>
        <comment>rule.HTP-FLH-06</comment>
        <translation>翻牌后，尚未下 Play 注的玩家过牌或下注…</translation>
    </message>
    <message>
        <source>After turn and river, a player who has not yet made a Play bet either…</source>
        <comment>rule.HTP-FLH-07</comment>
        <translation>转牌和河牌后，尚未下 Play 注的玩家要嘛…</translation>
    </message>
    <message>
        <source>The DP needs a pair or better</source>
        <comment>rule.HTP-FLH-08</comment>
        <translation>庄家需要一对或以上</translation>
    </message>
    <message>
        <source>Blind Bet: if the player&apos;s hand beats the DP&apos;s and is a straight or…</source>
        <comment>rule.HTP-FLH-09</comment>
        <translation>Blind Bet：玩家的牌赢庄家且为顺子或…</translation>
    </message>
    <message>
        <source>Play Bet: a higher player hand wins 1 to 1, a lower one loses to the…</source>
        <comment>rule.HTP-FLH-10</comment>
        <translation>Play Bet：玩家牌较大赢一赔一，较小输给…</translation>
    </message>
    <message>
        <source>Trips Bet: a higher player hand wins at the posted rate, a lower one…</source>
        <comment>rule.HTP-FLH-11</comment>
        <translation>Trips Bet：玩家牌较大依公告赔率赢，较小…</translation>
    </message>
    <message>
        <source>Compare each hand only with the DP, starting with the button, on…</source>
        <comment>rule.HTP-FLH-12</comment>
        <translation>每手牌只与庄家比，从按钮开始，在…</translation>
    </message>
    <message>
        <source>Post and enforce each table&apos;s minimum and maximum bets</source>
        <comment>rule.HTP-FLH-13</comment>
        <translation>公告并执行每桌的最低和最高下注</translation>
    </message>
    <message>
        <source>The DP pays Ante and Play even money on a winning hand</source>
        <comment>rule.HTP-FLH-14</comment>
        <translation>牌赢时庄家按一赔一赔付 Ante 和 Play</translation>
    </message>
    <message>
        <source>Trips is payable when a Play bet was made and the hand beats the DP, or…</source>
        <comment>rule.HTP-FLH-15</comment>
        <translation>有 Play 注且赢庄家时赔付 Trips，或…</translation>
    </message>
    <message>
        <source>Pay the Blind at the posted amounts, but push it when the player wins…</source>
        <comment>rule.HTP-FLH-16</comment>
        <translation>Blind 依公告金额赔付，但玩家赢…时为和局</translation>
    </message>
    <message>
        <source>If the DP cannot cover a player&apos;s wager, that hand is dead, the wager…</source>
        <comment>rule.HTP-FLH-17</comment>
        <translation>庄家无法承保玩家的下注时，该手牌作废，下注…</translation>
    </message>
    <message>
        <source>Compare each player only with the DP</source>
        <comment>rule.HTP-FLH-18</comment>
        <translation>每位玩家只与庄家比</translation>
    </message>
    <message>
        <source>Rake modes as HTP-3CP-16</source>
        <comment>rule.HTP-FLH-19</comment>
        <translation>抽水方式同 HTP-3CP-16</translation>
    </message>
    <message>
        <source>HTP Hold&apos;em: exactly one blind, posted by the seat to the left of the…</source>
        <comment>rule.HTP-HE-01</comment>
        <translation>HTP 德州扑克：只有一个盲注，由…左边的座位下</translation>
    </message>
    <message>
        <source>HTP Hold&apos;em: deal two face-down cards to each player</source>
        <comment>rule.HTP-HE-02</comment>
        <translation>HTP 德州扑克：每位玩家发两张盖牌</translation>
    </message>
    <message>
        <source>The first round opens with the seat after the single blind</source>
        <comment>rule.HTP-HE-03</comment>
        <translation>第一轮由单一盲注后的座位开始</translation>
    </message>
    <message>
        <source>After the three-card flop, betting opens with the first live seat after…</source>
        <comment>rule.HTP-HE-04</comment>
        <translation>三张翻牌后，由…后第一个仍在局的座位开注</translation>
    </message>
    <message>
        <source>Turn and river come one card at a time, each followed by a betting…</source>
        <comment>rule.HTP-HE-05</comment>
        <translation>转牌和河牌一次一张，每张之后一轮下注…</translation>
    </message>
    <message>
        <source>Hold&apos;em (HTP): same rule, any mix of the player&apos;s 2 cards and the 5…</source>
        <comment>rule.HTP-HE-06</comment>
        <translation>德州扑克（HTP）：相同规则，玩家 2 张牌与 5 张…任意组合</translation>
    </message>
    <message>
        <source>HTP Omaha 8 is played like regular Omaha, with high and low splitting…</source>
        <comment>rule.HTP-O8-01</comment>
        <translation>HTP 奥马哈 8 与一般奥马哈相同，高低分池…</translation>
    </message>
    <message>
        <source>HTP Omaha 8: split between high and an 8-or-better low</source>
        <comment>rule.HTP-O8-02</comment>
        <translation>HTP 奥马哈 8：高牌与 8 或以下的低牌平分</translation>
    </message>
    <message>
        <source>Omaha 8 (HTP): aces play low, straights and flushes do not spoil a low…</source>
        <comment>rule.HTP-O8-03</comment>
        <translation>奥马哈 8（HTP）：A 算小，顺子和同花不影响低牌…</translation>
    </message>
    <message>
        <source>Omaha 8 (HTP): exactly two hole cards plus three board cards, for high…</source>
        <comment>rule.HTP-O8-04</comment>
        <translation>奥马哈 8（HTP）：高牌须用刚好两张底牌加三张公共牌…</translation>
    </message>
    <message>
        <source>HTP Stud 8: split between high and an 8-or-better low</source>
        <comment>rule.HTP-S8-01</comment>
        <translation>HTP 梭哈 8：高牌与 8 或以下的低牌平分</translation>
    </message>
    <message>
        <source>HTP Stud 8: small bet on 3rd and 4th street, big bet from 5th on</source>
        <comment>rule.HTP-S8-02</comment>
        <translation>HTP 梭哈 8：第三和第四街小注，第五街起大注</translation>
    </message>
    <message>
        <source>Stud 8 (HTP): same low conventions as HTP-O8-03</source>
        <comment>rule.HTP-S8-03</comment>
        <translation>梭哈 8（HTP）：低牌规则同 HTP-O8-03</translation>
    </message>
    <message>
        <source>Stud 8 (HTP): high uses any five of seven; low uses any five of seven…</source>
        <comment>rule.HTP-S8-04</comment>
        <translation>梭哈 8（HTP）：高牌用七张中任五张；低牌用七张中任五张…</translation>
    </message>
    <message>
        <source>HTP Stud: two down cards and one up card, then the first round starts…</source>
        <comment>rule.HTP-STD-01</comment>
        <translation>HTP 梭哈：两张盖牌和一张明牌，然后开始第一轮…</translation>
    </message>
    <message>
        <source>HTP Stud: four more cards follow, with a betting round between them…</source>
        <comment>rule.HTP-STD-02</comment>
        <translation>HTP 梭哈：之后再发四张，每张之间一轮下注…</translation>
    </message>
    <message>
        <source>HTP Stud: the last (7th) card is dealt face down</source>
        <comment>rule.HTP-STD-03</comment>
        <translation>HTP 梭哈：最后一张（第七张）盖着发</translation>
    </message>
    <message>
        <source>Stud (HTP): best five of seven wins</source>
        <comment>rule.HTP-STD-04</comment>
        <translation>梭哈（HTP）：七张中最好的五张赢</translation>
    </message>
    <message>
        <source>Blind structure (flop games)</source>
        <comment>rule.K01</comment>
        <translation>盲注结构（翻牌游戏）</translation>
    </message>
    <message>
        <source>First to act before the flop</source>
        <comment>rule.K02</comment>
        <translation>翻牌前第一位行动</translation>
    </message>
    <message>
        <source>New player entry</source>
        <comment>rule.K03</comment>
        <translation>新玩家入局</translation>
    </message>
    <message>
        <source>Collection / rake</source>
        <comment>rule.K04</comment>
        <translation>抽水</translation>
    </message>
    <message>
        <source>Short all-in wager</source>
        <comment>rule.K05</comment>
        <translation>不足额全押</translation>
    </message>
    <message>
        <source>Raise cap</source>
        <comment>rule.K06</comment>
        <translation>加注封顶</translation>
    </message>
    <message>
        <source>Heads-up uncapping</source>
        <comment>rule.K07</comment>
        <translation>单挑不封顶</translation>
    </message>
    <message>
        <source>Broke player returning</source>
        <comment>rule.K08</comment>
        <translation>输光的玩家回桌</translation>
    </message>
    <message>
        <source>Kill</source>
        <comment>rule.K09</comment>
        <translation>Kill</translation>
    </message>
    <message>
        <source>Low qualification</source>
        <comment>rule.K10</comment>
        <translation>低牌合格条件</translation>
    </message>
    <message>
        <source>Playing the board</source>
        <comment>rule.K11</comment>
        <translation>打公共牌</translation>
    </message>
    <message>
        <source>Open pair on 4th street</source>
        <comment>rule.K12</comment>
        <translation>第四街明对</translation>
    </message>
    <message>
        <source>Three Card Poker</source>
        <comment>rule.K13</comment>
        <translation>三张牌扑克</translation>
    </message>
    <message>
        <source>Banker rotation</source>
        <comment>rule.K14</comment>
        <translation>庄家轮换</translation>
    </message>
    <message>
        <source>One extra hole card</source>
        <comment>rule.K15</comment>
        <translation>多一张底牌</translation>
    </message>
    <message>
        <source>One missing hole card</source>
        <comment>rule.K16</comment>
        <translation>少一张底牌</translation>
    </message>
    <message>
        <source>Hole card exposed during the deal</source>
        <comment>rule.K17</comment>
        <translation>发牌时底牌外露</translation>
    </message>
    <message>
        <source>Missed blinds</source>
        <comment>rule.K18</comment>
        <translation>错过盲注</translation>
    </message>
    <message>
        <source>Odd chip</source>
        <comment>rule.K19</comment>
        <translation>零头筹码</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <comment>rule.K20</comment>
        <translation>买入</translation>
    </message>
    <message>
        <source>Pai Gow joker</source>
        <comment>rule.K21</comment>
        <translation>牌九鬼牌</translation>
    </message>
    <message>
        <source>Stud bring-in</source>
        <comment>rule.K22</comment>
        <translation>梭哈强制开注</translation>
    </message>
    <message>
        <source>Seat change</source>
        <comment>rule.K23</comment>
        <translation>换座位</translation>
    </message>
    <message>
        <source>Time collection</source>
        <comment>rule.K24</comment>
        <translation>按时间收费</translation>
    </message>
    <message>
        <source>Heads-up blinds</source>
        <comment>rule.K25</comment>
        <translation>单挑盲注</translation>
    </message>
    <message>
        <source>Straddle / buy the button</source>
        <comment>rule.K26</comment>
        <translation>抓盲／买按钮</translation>
    </message>
    <message>
        <source>Banker eligibility and funding</source>
        <comment>rule.K27</comment>
        <translation>庄家资格与资金</translation>
    </message>
    <message>
        <source>Leaving for another game</source>
        <comment>rule.K28</comment>
        <translation>转到其他牌局</translation>
    </message>
    <message>
        <source>Seat changes in a running game</source>
        <comment>rule.K29</comment>
        <translation>进行中牌局的换座位</translation>
    </message>
    <message>
        <source>One player per hand: no advice to others while hands are live, and no…</source>
        <comment>rule.LC-10</comment>
        <translation>一手牌一人：手牌进行中不得给他人建议，也不得…</translation>
    </message>
    <message>
        <source>LC Stud: with an open pair on 4th street, the first bettor chooses the…</source>
        <comment>rule.LC-100</comment>
        <translation>LC 梭哈：第四街有明对时，第一位下注者选择…</translation>
    </message>
    <message>
        <source>LC Stud: if the high hand showing is already all-in when a round…</source>
        <comment>rule.LC-101</comment>
        <translation>LC 梭哈：若明牌最大的一手在一轮…时已全押</translation>
    </message>
    <message>
        <source>LC Stud: a player facing action who picks up his up cards and so causes…</source>
        <comment>rule.LC-102a</comment>
        <translation>LC 梭哈：面对行动时拿起明牌而导致…的玩家</translation>
    </message>
    <message>
        <source>LC Stud: turning any up card face down after a bet gives up all claim…</source>
        <comment>rule.LC-102b</comment>
        <translation>LC 梭哈：下注后把明牌盖下即放弃一切权利…</translation>
    </message>
    <message>
        <source>LC Stud: a player already beaten on board gets no bets back</source>
        <comment>rule.LC-102c</comment>
        <translation>LC 梭哈：明牌已输的玩家不退回下注</translation>
    </message>
    <message>
        <source>LC Stud: a player who received seven cards but cannot produce seven at…</source>
        <comment>rule.LC-102d</comment>
        <translation>LC 梭哈：拿了七张牌但在…时拿不出七张的玩家</translation>
    </message>
    <message>
        <source>LC Stud: a player who takes more than seven cards has a dead hand and…</source>
        <comment>rule.LC-102e</comment>
        <translation>LC 梭哈：拿超过七张牌的玩家手牌作废且…</translation>
    </message>
    <message>
        <source>Only a floorperson can declare a misdeal</source>
        <comment>rule.LC-103.s1</comment>
        <translation>只有楼面主管可声明发错牌</translation>
    </message>
    <message>
        <source>Treat first-round betting as not binding until every player holds the…</source>
        <comment>rule.LC-103.s2</comment>
        <translation>第一轮下注在每位玩家都持有…之前不具约束力</translation>
    </message>
    <message>
        <source>Offer misdeal for the cases in LC-104a–i only while no substantial…</source>
        <comment>rule.LC-104</comment>
        <translation>只有在尚无实质行动时才对 LC-104a–i 的情况提供发错牌…</translation>
    </message>
    <message>
        <source>Misdeal case: the cards were dealt without a shuffle and cut</source>
        <comment>rule.LC-104a</comment>
        <translation>发错牌情况：未洗牌切牌就发牌</translation>
    </message>
    <message>
        <source>Misdeal case: the first card went to the wrong player</source>
        <comment>rule.LC-104b</comment>
        <translation>发错牌情况：第一张牌发给错误的玩家</translation>
    </message>
    <message>
        <source>Misdeal case: two or more players got the wrong number of cards</source>
        <comment>rule.LC-104c</comment>
        <translation>发错牌情况：两位或以上玩家牌数不对</translation>
    </message>
    <message>
        <source>Misdeal case: two extra cards came off the deck and the floor rules…</source>
        <comment>rule.LC-104d</comment>
        <translation>发错牌情况：牌组多出两张牌，楼面主管判定…</translation>
    </message>
    <message>
        <source>Misdeal case: the button was in the wrong place and no one has acted yet</source>
        <comment>rule.LC-104e</comment>
        <translation>发错牌情况：按钮位置错误且尚无人行动</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): the first or second card of the deal was…</source>
        <comment>rule.LC-104f</comment>
        <translation>发错牌情况（德州／奥马哈）：发牌的第一或第二张…</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): two or more cards were dealt face up</source>
        <comment>rule.LC-104g</comment>
        <translation>发错牌情况（德州／奥马哈）：两张或以上的牌翻开发出</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): a player entitled to a hand was dealt out</source>
        <comment>rule.LC-104h</comment>
        <translation>发错牌情况（德州／奥马哈）：有权拿牌的玩家被跳过</translation>
    </message>
    <message>
        <source>Misdeal case (Stud): the first card was dealt face up</source>
        <comment>rule.LC-104i</comment>
        <translation>发错牌情况（梭哈）：第一张牌翻开发出</translation>
    </message>
    <message>
        <source>Fouled deck (two identical cards, a different back colour, a joker…</source>
        <comment>rule.LC-105</comment>
        <translation>废牌组（两张相同的牌、不同牌背颜色、鬼牌…</translation>
    </message>
    <message>
        <source>Five or more face-up (boxed) cards found in the deck during a hand…</source>
        <comment>rule.LC-106</comment>
        <translation>牌局中在牌组发现五张或以上翻开的牌…</translation>
    </message>
    <message>
        <source>One extra hole card, player has not acted: the floor mixes the cards…</source>
        <comment>rule.LC-107a</comment>
        <translation>多一张底牌，玩家尚未行动：楼面主管把牌混合…</translation>
    </message>
    <message>
        <source>One extra hole card, player has acted, found before the flop (stud…</source>
        <comment>rule.LC-107b</comment>
        <translation>多一张底牌，玩家已行动，翻牌前发现（梭哈…</translation>
    </message>
    <message>
        <source>Extra card found after the flop (stud: after 4th street) → the hand is…</source>
        <comment>rule.LC-107c</comment>
        <translation>翻牌后（梭哈：第四街后）发现多牌 → 此手牌…</translation>
    </message>
    <message>
        <source>One card short, player has not acted: he gets the top card of the deck…</source>
        <comment>rule.LC-108a</comment>
        <translation>少一张牌，玩家尚未行动：他拿牌组最上面的牌…</translation>
    </message>
    <message>
        <source>One card short, player has acted, found before the flop (stud: before…</source>
        <comment>rule.LC-108b</comment>
        <translation>少一张牌，玩家已行动，翻牌前发现（梭哈：…前</translation>
    </message>
    <message>
        <source>Treat a boxed card as a blank piece of paper: put it in the discards…</source>
        <comment>rule.LC-109</comment>
        <translation>牌组中翻开的牌视为白纸：放入弃牌…</translation>
    </message>
    <message>
        <source>Premature flop: return, reshuffle, new flop without burn</source>
        <comment>rule.LC-110</comment>
        <translation>提前翻牌：收回、重洗、不烧牌重发翻牌</translation>
    </message>
    <message>
        <source>Premature turn: set aside, river card becomes the turn</source>
        <comment>rule.LC-111</comment>
        <translation>提前转牌：放在一旁，河牌变成转牌</translation>
    </message>
    <message>
        <source>Premature river: reshuffle with the stub, deal without burn</source>
        <comment>rule.LC-112</comment>
        <translation>提前河牌：与剩余牌重洗，不烧牌发牌</translation>
    </message>
    <message>
        <source>A player dealt in although not entitled (he changed seats or missed a…</source>
        <comment>rule.LC-113</comment>
        <translation>无权拿牌的玩家被发牌（他换了座位或错过…</translation>
    </message>
    <message>
        <source>Flop with too many cards: take it back and reshuffle, keep the burn…</source>
        <comment>rule.LC-114</comment>
        <translation>翻牌张数过多：收回并重洗，保留烧牌…</translation>
    </message>
    <message>
        <source>A hole card that is flashed, shown or sent off the table while dealing…</source>
        <comment>rule.LC-115</comment>
        <translation>发牌时底牌被看见、亮出或掉落桌外…</translation>
    </message>
    <message>
        <source>A player who anted but got no cards gets his ante back</source>
        <comment>rule.LC-116</comment>
        <translation>下了底注但没拿到牌的玩家退回底注</translation>
    </message>
    <message>
        <source>When either of a player&apos;s two hole cards is exposed (dealt up or…</source>
        <comment>rule.LC-117</comment>
        <translation>玩家两张盖牌之一外露（翻开发出或…</translation>
    </message>
    <message>
        <source>If a player causes one of his own two down cards to turn over, his…</source>
        <comment>rule.LC-118</comment>
        <translation>玩家自己使两张盖牌之一翻开时，他的…</translation>
    </message>
    <message>
        <source>Empty seat dealt its 1st or 2nd card and this cannot be fixed → that…</source>
        <comment>rule.LC-119</comment>
        <translation>空位拿到第一或第二张牌且无法更正 → 该…</translation>
    </message>
    <message>
        <source>Limit or structure changes need floor approval</source>
        <comment>rule.LC-12</comment>
        <translation>变更注额或结构需经楼面主管批准</translation>
    </message>
    <message>
        <source>A player who folds when no bet has been made gets no more cards</source>
        <comment>rule.LC-120</comment>
        <translation>没有下注时弃牌的玩家不再拿牌</translation>
    </message>
    <message>
        <source>Cards dealt before a betting round ends are taken out of play, together…</source>
        <comment>rule.LC-121</comment>
        <translation>下注轮结束前发出的牌移出，连同…</translation>
    </message>
    <message>
        <source>Two burns, or no burn: move cards to their proper places if possible</source>
        <comment>rule.LC-122</comment>
        <translation>烧了两张或没烧牌：可能的话把牌移回正确位置</translation>
    </message>
    <message>
        <source>If a 7th-street card goes out face up, everyone else still receives a…</source>
        <comment>rule.LC-123</comment>
        <translation>第七街的牌翻开发出时，其他人仍拿一张…</translation>
    </message>
    <message>
        <source>Not enough cards for 7th street: count before dealing</source>
        <comment>rule.LC-124</comment>
        <translation>第七街的牌不够：发牌前先点算</translation>
    </message>
    <message>
        <source>Down cards dealt off the table are handled like exposed down cards…</source>
        <comment>rule.LC-125</comment>
        <translation>掉落桌外的盖牌比照外露的盖牌处理…</translation>
    </message>
    <message>
        <source>Half-bet all-in counts as a raise (high limit)</source>
        <comment>rule.LC-126a</comment>
        <translation>半注全押算加注（大注）</translation>
    </message>
    <message>
        <source>LC high: an all-in of less than half a bet is action only</source>
        <comment>rule.LC-126b</comment>
        <translation>LC 大注：少于半注的全押只算行动</translation>
    </message>
    <message>
        <source>LC high: anyone who checked, bet or raised before an under-half all-in…</source>
        <comment>rule.LC-126c</comment>
        <translation>LC 大注：在不足半注全押之前过牌、下注或加注的人…</translation>
    </message>
    <message>
        <source>Cap of four bets, half-bet wagers count (high limit)</source>
        <comment>rule.LC-126d</comment>
        <translation>四注封顶，半注也算（大注）</translation>
    </message>
    <message>
        <source>LC high: a new player posts a BB before getting a hand, from any seat…</source>
        <comment>rule.LC-127</comment>
        <translation>LC 大注：新玩家拿牌前须下大盲，任何座位…</translation>
    </message>
    <message>
        <source>LC high: make-up blinds</source>
        <comment>rule.LC-128</comment>
        <translation>LC 大注：补盲注</translation>
    </message>
    <message>
        <source>LC high: a player who went broke owes his missed blinds and collection…</source>
        <comment>rule.LC-129</comment>
        <translation>LC 大注：输光的玩家欠错过的盲注和抽水…</translation>
    </message>
    <message>
        <source>Only chips and cards may be on the playing surface, and nobody may play…</source>
        <comment>rule.LC-13</comment>
        <translation>桌面上只能有筹码和牌，任何人不得…</translation>
    </message>
    <message>
        <source>LC high: the button collection is dead and does not count toward any bet</source>
        <comment>rule.LC-130</comment>
        <translation>LC 大注：按钮抽水是死钱，不计入任何下注</translation>
    </message>
    <message>
        <source>LC high: when a player has missed blinds in a button-collection game…</source>
        <comment>rule.LC-131</comment>
        <translation>LC 大注：按钮抽水的牌局中玩家错过盲注时…</translation>
    </message>
    <message>
        <source>LC high: a newcomer wrongly dealt in before posting keeps a live hand…</source>
        <comment>rule.LC-132a</comment>
        <translation>LC 大注：未下注就被误发牌的新玩家保有有效手牌…</translation>
    </message>
    <message>
        <source>LC high: if he has not looked at the cards, the hand is killed and his…</source>
        <comment>rule.LC-132b</comment>
        <translation>LC 大注：若他没看牌，手牌作废，他的…</translation>
    </message>
    <message>
        <source>LC high, heads-up: the button seat puts up the small blind and is first…</source>
        <comment>rule.LC-133</comment>
        <translation>LC 大注单挑：按钮座位下小盲并先…</translation>
    </message>
    <message>
        <source>LC high: a player moving to a different limit may play up to his BB…</source>
        <comment>rule.LC-134</comment>
        <translation>LC 大注：转到不同注额的玩家可玩到他的大盲…</translation>
    </message>
    <message>
        <source>LC high: seat changes are allowed when the game has fewer than five…</source>
        <comment>rule.LC-135</comment>
        <translation>LC 大注：牌局少于五位玩家时可换座位…</translation>
    </message>
    <message>
        <source>Phone call-ins go on the waiting list</source>
        <comment>rule.LC-136</comment>
        <translation>电话登记列入候位名单</translation>
    </message>
    <message>
        <source>A must-move may be declared to protect an existing game when another…</source>
        <comment>rule.LC-137</comment>
        <translation>当另一…时，可声明必须换桌以保护现有牌局</translation>
    </message>
    <message>
        <source>Keep the must-move list in the order of the original waiting list</source>
        <comment>rule.LC-138</comment>
        <translation>必须换桌名单依原候位名单顺序</translation>
    </message>
    <message>
        <source>A called player is dealt out at once and moved with floor help, with…</source>
        <comment>rule.LC-139</comment>
        <translation>被叫到的玩家立即不再发牌，由楼面主管协助换桌，…</translation>
    </message>
    <message>
        <source>He may play up to his BB and then quit instead, and may sign up for the…</source>
        <comment>rule.LC-139a</comment>
        <translation>他可玩到大盲后离开，并登记…</translation>
    </message>
    <message>
        <source>If he is in the blinds or on the button, he may finish the blinds and…</source>
        <comment>rule.LC-139b</comment>
        <translation>若他在盲注或按钮位，可打完盲注再…</translation>
    </message>
    <message>
        <source>Players use the chip denominations that are standard for the game and…</source>
        <comment>rule.LC-14</comment>
        <translation>玩家使用本游戏的标准筹码面额，并…</translation>
    </message>
    <message>
        <source>After moving from a must-move game, he may be dealt in immediately with…</source>
        <comment>rule.LC-140</comment>
        <translation>从必须换桌的牌局移过来后，可立即发牌…</translation>
    </message>
    <message>
        <source>A must-move player must keep playing to stay on the list, except that…</source>
        <comment>rule.LC-141</comment>
        <translation>必须换桌的玩家须持续玩才能留在名单上，除非…</translation>
    </message>
    <message>
        <source>Missed-blind buttons do not follow a player who is moved</source>
        <comment>rule.LC-142</comment>
        <translation>错过盲注按钮不跟随换桌的玩家</translation>
    </message>
    <message>
        <source>When moved, a player holding over the minimum buy-in brings at least…</source>
        <comment>rule.LC-143</comment>
        <translation>换桌时，筹码超过最低买入的玩家至少带…</translation>
    </message>
    <message>
        <source>A button-collection game that drops below five players may switch to…</source>
        <comment>rule.LC-144</comment>
        <translation>按钮抽水的牌局少于五位玩家时可改为…</translation>
    </message>
    <message>
        <source>When a must-move game that uses button collection goes short-handed…</source>
        <comment>rule.LC-145</comment>
        <translation>使用按钮抽水的必须换桌牌局人数不足时…</translation>
    </message>
    <message>
        <source>When time is due and there is no waiting list, a player may play up to…</source>
        <comment>rule.LC-146</comment>
        <translation>该收时间费且没有候位名单时，玩家可玩到…</translation>
    </message>
    <message>
        <source>Players may agree to pot for time (the winner of the time pot pays)</source>
        <comment>rule.LC-147</comment>
        <translation>玩家可约定以底池付时间费（由该底池赢家付）</translation>
    </message>
    <message>
        <source>No side bets</source>
        <comment>rule.LC-15</comment>
        <translation>不得私下边注</translation>
    </message>
    <message>
        <source>No splashing chips into the pot</source>
        <comment>rule.LC-16</comment>
        <translation>不得把筹码丢进底池</translation>
    </message>
    <message>
        <source>Players may not agree among themselves to split a pot</source>
        <comment>rule.LC-17</comment>
        <translation>玩家之间不得约定平分底池</translation>
    </message>
    <message>
        <source>LC allows split (chopped) blinds: if everyone else folds to the blinds…</source>
        <comment>rule.LC-18</comment>
        <translation>LC 允许平分盲注：其他人都弃牌到盲注时…</translation>
    </message>
    <message>
        <source>Other casinos&apos; chips, and chips still in sealed wrappers, are not in…</source>
        <comment>rule.LC-20</comment>
        <translation>其他赌场的筹码及仍封装的筹码不在…</translation>
    </message>
    <message>
        <source>Grant requests for a new deck or new setup, but only after the current…</source>
        <comment>rule.LC-21</comment>
        <translation>可同意换新牌或新牌组，但须在目前…之后</translation>
    </message>
    <message>
        <source>Never show burn cards or the unused deck on request</source>
        <comment>rule.LC-22</comment>
        <translation>烧牌和未用的牌组一律不应要求展示</translation>
    </message>
    <message>
        <source>No playing over (using an absent player&apos;s seat with one&apos;s own money)</source>
        <comment>rule.LC-23</comment>
        <translation>不得代玩（以自己的钱使用不在场玩家的座位）</translation>
    </message>
    <message>
        <source>Cash placed on the table does not play; chips must be requested (AMB-33)</source>
        <comment>rule.LC-24</comment>
        <translation>放在桌上的现金不算；须换筹码（AMB-33）</translation>
    </message>
    <message>
        <source>Playing someone else&apos;s chips, or handing one&apos;s seat to another person…</source>
        <comment>rule.LC-25</comment>
        <translation>玩别人的筹码，或把座位交给他人…</translation>
    </message>
    <message>
        <source>Only chips on the table when the deal starts play in that pot (except…</source>
        <comment>rule.LC-26a</comment>
        <translation>只有发牌开始时在桌上的筹码参与该底池（除了…</translation>
    </message>
    <message>
        <source>Chips may leave the table only when the player quits, or to pay for…</source>
        <comment>rule.LC-26b</comment>
        <translation>筹码只有在玩家离开时，或为了付…才可离桌</translation>
    </message>
    <message>
        <source>Chips on their way from the cashier with a house runner count as in…</source>
        <comment>rule.LC-26c</comment>
        <translation>由场馆跑腿从柜台送来的筹码视为在…</translation>
    </message>
    <message>
        <source>A player buying chips must say how much</source>
        <comment>rule.LC-26d</comment>
        <translation>买筹码的玩家须说明金额</translation>
    </message>
    <message>
        <source>Every player may see any other player&apos;s chips and cash clearly, and…</source>
        <comment>rule.LC-26e</comment>
        <translation>每位玩家都能清楚看到其他玩家的筹码和现金，并…</translation>
    </message>
    <message>
        <source>All cards must stay in plain view at all times</source>
        <comment>rule.LC-26f</comment>
        <translation>所有牌必须随时在明处</translation>
    </message>
    <message>
        <source>Odd chip: split to the odd dollar first</source>
        <comment>rule.LC-27</comment>
        <translation>零头筹码：先分到奇数美元</translation>
    </message>
    <message>
        <source>Odd chip: first winner left of the button (board games)</source>
        <comment>rule.LC-27a</comment>
        <translation>零头筹码：按钮左边第一位赢家（公共牌游戏）</translation>
    </message>
    <message>
        <source>Odd chip: highest card by suit (stud)</source>
        <comment>rule.LC-27b</comment>
        <translation>零头筹码：花色最大的牌（梭哈）</translation>
    </message>
    <message>
        <source>Odd chip: high half of a high-low pot</source>
        <comment>rule.LC-27c</comment>
        <translation>零头筹码：高低分池的高牌一半</translation>
    </message>
    <message>
        <source>Card draws (button, seats after a game breaks, etc.) that tie on rank…</source>
        <comment>rule.LC-28</comment>
        <translation>抽牌（按钮、散桌后座位等）点数相同时…</translation>
    </message>
    <message>
        <source>Chips bought with a cheque written at the table arrive only after the…</source>
        <comment>rule.LC-29</comment>
        <translation>在桌上开支票买的筹码须在…之后才到</translation>
    </message>
    <message>
        <source>A new player makes a full buy-in for the game, normally 10× the game&apos;s…</source>
        <comment>rule.LC-35</comment>
        <translation>新玩家须完整买入，通常为本局…的 10 倍</translation>
    </message>
    <message>
        <source>Anything under a full buy-in, add-ons included, counts as a short buy-in</source>
        <comment>rule.LC-36</comment>
        <translation>少于完整买入的（含加码）都算不足额买入</translation>
    </message>
    <message>
        <source>When a game&apos;s limit is raised, players already seated may keep playing…</source>
        <comment>rule.LC-37</comment>
        <translation>牌局注额提高时，已入座的玩家可继续…</translation>
    </message>
    <message>
        <source>A player moved by force (broken or must-move game) into an equal-limit…</source>
        <comment>rule.LC-38</comment>
        <translation>被迫换桌（散桌或必须换桌）到相同注额的玩家…</translation>
    </message>
    <message>
        <source>LC low: a new player may be dealt in at once without posting, or may…</source>
        <comment>rule.LC-39</comment>
        <translation>LC 小注：新玩家可不下注立即发牌，或可…</translation>
    </message>
    <message>
        <source>A player who deliberately bends, rips or marks cards is dealt out at…</source>
        <comment>rule.LC-4</comment>
        <translation>故意弯折、撕破或标记牌的玩家立即不再发牌…</translation>
    </message>
    <message>
        <source>A player who missed one or both blinds either waits for the BB or posts…</source>
        <comment>rule.LC-40</comment>
        <translation>错过一个或两个盲注的玩家等大盲或补下…</translation>
    </message>
    <message>
        <source>A player who played both blinds but skipped the button may come back…</source>
        <comment>rule.LC-41</comment>
        <translation>打过两个盲注但跳过按钮的玩家可回来…</translation>
    </message>
    <message>
        <source>LC low: after going broke, a player who lets the blinds go round once…</source>
        <comment>rule.LC-42</comment>
        <translation>LC 小注：输光后，让盲注转过一圈的玩家…</translation>
    </message>
    <message>
        <source>LC buy the button: an entering player (new, or carrying a missed-blind…</source>
        <comment>rule.LC-43</comment>
        <translation>LC 买按钮：入局的玩家（新玩家或带错过盲注…</translation>
    </message>
    <message>
        <source>Forward-moving button, one small and one big blind</source>
        <comment>rule.LC-44</comment>
        <translation>按钮向前移动，一个小盲一个大盲</translation>
    </message>
    <message>
        <source>All blinds are live</source>
        <comment>rule.LC-45</comment>
        <translation>所有盲注都是活的</translation>
    </message>
    <message>
        <source>LC low: the collection taken on the button is live, counted as part of…</source>
        <comment>rule.LC-46</comment>
        <translation>LC 小注：按钮收的抽水是活的，算作…的一部分</translation>
    </message>
    <message>
        <source>LC straddle: only the seat one to the left of the BB may straddle</source>
        <comment>rule.LC-47</comment>
        <translation>LC 抓盲：只有大盲左边一位可抓盲</translation>
    </message>
    <message>
        <source>Blinds skipped during a new game&apos;s opening round count as missed…</source>
        <comment>rule.LC-48</comment>
        <translation>新牌局第一圈跳过的盲注算错过…</translation>
    </message>
    <message>
        <source>Heads-up before the cap: unlimited raising</source>
        <comment>rule.LC-49</comment>
        <translation>封顶前单挑：加注不限次数</translation>
    </message>
    <message>
        <source>A player coming back after disciplinary action gets no refund of…</source>
        <comment>rule.LC-5</comment>
        <translation>受处分后回来的玩家不退回…</translation>
    </message>
    <message>
        <source>Acting out of turn does not bind the player (except heads-up, LC-53)</source>
        <comment>rule.LC-50</comment>
        <translation>未轮到就行动不约束玩家（单挑除外，LC-53）</translation>
    </message>
    <message>
        <source>A player who lets his turn pass while at least three players after him…</source>
        <comment>rule.LC-51</comment>
        <translation>让自己的行动权略过，而他之后至少还有三位…</translation>
    </message>
    <message>
        <source>Moving chips forward while still holding them can be ruled a bet</source>
        <comment>rule.LC-52</comment>
        <translation>仍握着筹码向前推可被判为下注</translation>
    </message>
    <message>
        <source>LC heads-up (round began with two players): if one checks out of turn…</source>
        <comment>rule.LC-53a</comment>
        <translation>LC 单挑（该轮开始时两位玩家）：一方未轮到就过牌…</translation>
    </message>
    <message>
        <source>LC heads-up: if one bets out of turn, the other may call or raise it…</source>
        <comment>rule.LC-53b</comment>
        <translation>LC 单挑：一方未轮到就下注，另一方可跟注或加注…</translation>
    </message>
    <message>
        <source>A spoken action made in turn binds the player</source>
        <comment>rule.LC-54</comment>
        <translation>轮到时说出的行动有约束力</translation>
    </message>
    <message>
        <source>Check-raise is allowed in every game unless a posted notice says…</source>
        <comment>rule.LC-55</comment>
        <translation>除非另有公告，每种游戏都允许过牌加注…</translation>
    </message>
    <message>
        <source>LC one-chip rule: one oversized chip put in without announcing a raise…</source>
        <comment>rule.LC-56</comment>
        <translation>LC 单一筹码规则：未声明加注而放入一个大面额筹码…</translation>
    </message>
    <message>
        <source>An underpaid bet or call has to be topped up</source>
        <comment>rule.LC-57</comment>
        <translation>不足的下注或跟注必须补足</translation>
    </message>
    <message>
        <source>A player who missed a raise and put in too few bets may, if nobody has…</source>
        <comment>rule.LC-58a</comment>
        <translation>漏看加注而放入不足下注的玩家，若尚无人…</translation>
    </message>
    <message>
        <source>If he only said call without putting chips in, and someone has acted…</source>
        <comment>rule.LC-58b</comment>
        <translation>若他只说跟注而未放筹码，且已有人行动…</translation>
    </message>
    <message>
        <source>A gesture, knock or tap on the table in turn is a check</source>
        <comment>rule.LC-59</comment>
        <translation>轮到时做手势、敲桌或拍桌算过牌</translation>
    </message>
    <message>
        <source>Players must not fold before they face a wager</source>
        <comment>rule.LC-60</comment>
        <translation>玩家不得在面对下注前弃牌</translation>
    </message>
    <message>
        <source>No string raises</source>
        <comment>rule.LC-61</comment>
        <translation>不得分次加注</translation>
    </message>
    <message>
        <source>The dealer never calls a string raise; only players with live hands may</source>
        <comment>rule.LC-62</comment>
        <translation>荷官不指称分次加注；只有仍有有效手牌的玩家可以</translation>
    </message>
    <message>
        <source>A player who accidentally puts in enough chips for a raise may withdraw…</source>
        <comment>rule.LC-63</comment>
        <translation>不小心放入足以加注筹码的玩家可收回…</translation>
    </message>
    <message>
        <source>Moving forward with enough chips to raise, splitting them into stacks…</source>
        <comment>rule.LC-64</comment>
        <translation>推出足以加注的筹码并分成几叠…</translation>
    </message>
    <message>
        <source>An all-in player can win only the main pot, built from what each…</source>
        <comment>rule.LC-65</comment>
        <translation>全押玩家只能赢主池，主池由每位…</translation>
    </message>
    <message>
        <source>Action-only all-in (low limit)</source>
        <comment>rule.LC-66</comment>
        <translation>只算行动的全押（小注）</translation>
    </message>
    <message>
        <source>Worked example: $6 round</source>
        <comment>rule.LC-66a</comment>
        <translation>范例：$6 一轮</translation>
    </message>
    <message>
        <source>Worked example: A checks, B all-in for 2, C calls 2 → A may only call 2…</source>
        <comment>rule.LC-66b</comment>
        <translation>范例：A 过牌，B 全押 2，C 跟 2 → A 只能跟 2…</translation>
    </message>
    <message>
        <source>Every chip amount in a game moves in multiples of that limit&apos;s common…</source>
        <comment>rule.LC-67</comment>
        <translation>牌局中所有筹码金额以该注额共用筹码的倍数进行…</translation>
    </message>
    <message>
        <source>A blind may be posted below its full amount if it is in multiples of…</source>
        <comment>rule.LC-68</comment>
        <translation>盲注可低于全额下注，只要是…的倍数</translation>
    </message>
    <message>
        <source>The collection is taken first</source>
        <comment>rule.LC-69</comment>
        <translation>先收抽水</translation>
    </message>
    <message>
        <source>Any player may point out a wrong bet amount or an error in awarding the…</source>
        <comment>rule.LC-7</comment>
        <translation>任何玩家都可指出下注金额错误或派发…的错误</translation>
    </message>
    <message>
        <source>A player whose stack cannot cover the button collection sits out the…</source>
        <comment>rule.LC-70</comment>
        <translation>筹码不够付按钮抽水的玩家不参与…</translation>
    </message>
    <message>
        <source>An all-in player has a claim on every bet matched against him, never on…</source>
        <comment>rule.LC-71</comment>
        <translation>全押玩家有权得到与他对应的每一注，从不…</translation>
    </message>
    <message>
        <source>A called hand wins nothing at showdown until every one of its cards is…</source>
        <comment>rule.LC-72</comment>
        <translation>被跟注的牌在摊牌时，所有牌都…之前什么都不赢</translation>
    </message>
    <message>
        <source>LC show order: whoever made the last aggressive action on the final…</source>
        <comment>rule.LC-73</comment>
        <translation>LC 亮牌顺序：在最后一轮做最后一个积极行动的人…</translation>
    </message>
    <message>
        <source>Naming a hand out loud does not bind anyone; the cards decide</source>
        <comment>rule.LC-74</comment>
        <translation>口头说出牌型不约束任何人；以牌为准</translation>
    </message>
    <message>
        <source>Any seated player may ask to see every hand still active at showdown…</source>
        <comment>rule.LC-75</comment>
        <translation>任何坐着的玩家可要求看摊牌时仍有效的每手牌…</translation>
    </message>
    <message>
        <source>Cards may be exposed only at showdown</source>
        <comment>rule.LC-76</comment>
        <translation>牌只能在摊牌时亮出</translation>
    </message>
    <message>
        <source>LC show one, show all: when cards are exposed on purpose, every player…</source>
        <comment>rule.LC-77</comment>
        <translation>LC 给一人看就给所有人看：故意亮牌时，每位玩家…</translation>
    </message>
    <message>
        <source>LC cards speak: the app reads tabled hands, and any player may read…</source>
        <comment>rule.LC-78</comment>
        <translation>LC 以牌为准：程序读取亮出的牌，任何玩家可读…</translation>
    </message>
    <message>
        <source>The winner may keep his cards until the pot is pushed to him</source>
        <comment>rule.LC-79</comment>
        <translation>赢家可保留他的牌直到底池派给他</translation>
    </message>
    <message>
        <source>An intact hand is live until the dealer kills it</source>
        <comment>rule.LC-80</comment>
        <translation>完整的手牌在荷官作废前都有效</translation>
    </message>
    <message>
        <source>Cards that touch the muck face down are dead, with two exceptions where…</source>
        <comment>rule.LC-81</comment>
        <translation>盖着碰到弃牌堆的牌为死牌，有两个例外…</translation>
    </message>
    <message>
        <source>Exception: the hand had been shown face up on the table at showdown</source>
        <comment>rule.LC-81a</comment>
        <translation>例外：摊牌时此手牌已翻开亮在桌上</translation>
    </message>
    <message>
        <source>Exception: the hand was protected (LC-9)</source>
        <comment>rule.LC-81b</comment>
        <translation>例外：此手牌有被保护（LC-9）</translation>
    </message>
    <message>
        <source>A player who throws, spikes or slams his cards owns any resulting mess</source>
        <comment>rule.LC-82</comment>
        <translation>丢牌、摔牌或拍牌的玩家自负后果</translation>
    </message>
    <message>
        <source>A card dropped off the table may be ruled dead</source>
        <comment>rule.LC-83</comment>
        <translation>掉落桌外的牌可被判为死牌</translation>
    </message>
    <message>
        <source>Only the owner may turn his hand over</source>
        <comment>rule.LC-84</comment>
        <translation>只有牌主可翻开自己的牌</translation>
    </message>
    <message>
        <source>Dead hand: a player folds, or says he folds, while facing a bet or raise</source>
        <comment>rule.LC-85a</comment>
        <translation>死牌：玩家在面对下注或加注时弃牌或说弃牌</translation>
    </message>
    <message>
        <source>Dead hand: a player throws his hand forward and so causes another…</source>
        <comment>rule.LC-85b</comment>
        <translation>死牌：玩家把牌丢向前而导致另一…</translation>
    </message>
    <message>
        <source>Dead hand: after acting, the hand does not have the correct number of…</source>
        <comment>rule.LC-85c</comment>
        <translation>死牌：行动后手牌的张数不对…</translation>
    </message>
    <message>
        <source>Dead hand: a player who asked to be dealt in is not in his seat in time…</source>
        <comment>rule.LC-85d</comment>
        <translation>死牌：要求发牌的玩家未及时回座…</translation>
    </message>
    <message>
        <source>Every new game draws for the button</source>
        <comment>rule.LC-86</comment>
        <translation>每个新牌局都抽牌决定按钮</translation>
    </message>
    <message>
        <source>New game: seat the waiting list first, then lock seats…</source>
        <comment>rule.LC-87</comment>
        <translation>新牌局：先安排候位名单入座，再锁定座位…</translation>
    </message>
    <message>
        <source>A player switching to a seat further clockwise (away from the…</source>
        <comment>rule.LC-88a</comment>
        <translation>换到更顺时针方向座位（远离…）的玩家</translation>
    </message>
    <message>
        <source>A player who takes his button hand and then switches seats (deal off)…</source>
        <comment>rule.LC-88b</comment>
        <translation>打完按钮局后换座位（deal off）的玩家…</translation>
    </message>
    <message>
        <source>A seat-changer carrying a missed-blind button owes both blinds plus…</source>
        <comment>rule.LC-88c</comment>
        <translation>带错过盲注按钮换座位的人欠两个盲注加…</translation>
    </message>
    <message>
        <source>When two players swap seats, apply 88a–88c to each of them</source>
        <comment>rule.LC-88d</comment>
        <translation>两位玩家互换座位时，对每人适用 88a–88c</translation>
    </message>
    <message>
        <source>Two or more players wanting an open seat who cannot settle it: priority…</source>
        <comment>rule.LC-88e</comment>
        <translation>两位或以上玩家想要同一空位且无法解决：优先…</translation>
    </message>
    <message>
        <source>With a waiting list, the floor offers an open seat to seated players…</source>
        <comment>rule.LC-88f</comment>
        <translation>有候位名单时，楼面主管先把空位给已入座玩家…</translation>
    </message>
    <message>
        <source>Moving to another game requires a full buy-in, except for a player from…</source>
        <comment>rule.LC-89</comment>
        <translation>转到其他牌局需完整买入，除了从…来的玩家</translation>
    </message>
    <message>
        <source>Management may decide in the interest of the game and of fairness even…</source>
        <comment>rule.LC-8a</comment>
        <translation>管理方可为牌局和公平考量作出决定，即使…</translation>
    </message>
    <message>
        <source>Floorperson decisions are final</source>
        <comment>rule.LC-8b</comment>
        <translation>楼面主管的决定为最终决定</translation>
    </message>
    <message>
        <source>Irregularities must be raised when they happen, and any objection…</source>
        <comment>rule.LC-8c</comment>
        <translation>违规须在发生时提出，任何异议…</translation>
    </message>
    <message>
        <source>Players protect their own cards (a chip or hand on them)</source>
        <comment>rule.LC-9</comment>
        <translation>玩家保护自己的牌（用筹码或手压着）</translation>
    </message>
    <message>
        <source>Anyone moved involuntarily (game broke, limit went up, game type…</source>
        <comment>rule.LC-90</comment>
        <translation>非自愿换桌的人（散桌、注额提高、游戏类型…</translation>
    </message>
    <message>
        <source>A player who quits and returns to the same game within an hour must…</source>
        <comment>rule.LC-91</comment>
        <translation>离开后一小时内回到同一牌局的玩家必须…</translation>
    </message>
    <message>
        <source>In a short game (fewer than 5 players), if one player asks for a seat…</source>
        <comment>rule.LC-92</comment>
        <translation>人少的牌局（少于 5 人）中，若有玩家要座位…</translation>
    </message>
    <message>
        <source>In a game of 5 or more, a player whose refusal to ante or post causes…</source>
        <comment>rule.LC-93</comment>
        <translation>5 人或以上的牌局中，拒绝下底注或盲注而导致…的玩家</translation>
    </message>
    <message>
        <source>Game breaking with too few open seats at the same limit: players draw…</source>
        <comment>rule.LC-94a</comment>
        <translation>散桌时同注额空位不够：玩家抽牌…</translation>
    </message>
    <message>
        <source>Game breaking with enough open seats: missed-blind buttons of lobbying…</source>
        <comment>rule.LC-94b</comment>
        <translation>散桌时空位足够：离座者的错过盲注按钮…</translation>
    </message>
    <message>
        <source>The floor must approve every table change</source>
        <comment>rule.LC-95</comment>
        <translation>每次换桌都须经楼面主管批准</translation>
    </message>
    <message>
        <source>Table and game changes happen at once; a player may not play to his BB…</source>
        <comment>rule.LC-96</comment>
        <translation>换桌和换游戏立即进行；玩家不得玩到大盲…</translation>
    </message>
    <message>
        <source>Three-button rule: give a missed-blind button every time the BB passes…</source>
        <comment>rule.LC-97</comment>
        <translation>三按钮规则：大盲每经过一次给一个错过盲注按钮…</translation>
    </message>
    <message>
        <source>A player who lobbies repeatedly may have his chips picked up before a…</source>
        <comment>rule.LC-98</comment>
        <translation>屡次离座的玩家，筹码可能在…前被收起</translation>
    </message>
    <message>
        <source>Stud: after telling the floor, a player is allowed one 30-minute meal…</source>
        <comment>rule.LC-99</comment>
        <translation>梭哈：告知楼面主管后，玩家可有一次 30 分钟用餐…</translation>
    </message>
    <message>
        <source>All-in: the player has put all his playable chips in the pot</source>
        <comment>rule.LC-GL-03</comment>
        <translation>全押：玩家已把所有可用筹码放入底池</translation>
    </message>
    <message>
        <source>Bring-in (= forced bet): the required wager that starts the first round</source>
        <comment>rule.LC-GL-09</comment>
        <translation>强制开注（= 强制注）：开始第一轮的必要下注</translation>
    </message>
    <message>
        <source>Burn card: the top card, removed face down before each round of dealing</source>
        <comment>rule.LC-GL-10</comment>
        <translation>烧牌：每轮发牌前盖着移出的最上面一张牌</translation>
    </message>
    <message>
        <source>Buy the button: see LC-43</source>
        <comment>rule.LC-GL-12</comment>
        <translation>买按钮：见 LC-43</translation>
    </message>
    <message>
        <source>Cap: the largest number of bets and raises in one round</source>
        <comment>rule.LC-GL-14</comment>
        <translation>封顶：一轮中下注和加注的最多次数</translation>
    </message>
    <message>
        <source>Collection on the button: the button player pays that hand&apos;s collection</source>
        <comment>rule.LC-GL-16</comment>
        <translation>按钮抽水：按钮玩家付该局的抽水</translation>
    </message>
    <message>
        <source>Complete the bet: top an all-in or forced wager up to a full limit bet</source>
        <comment>rule.LC-GL-18</comment>
        <translation>补足下注：把全押或强制注补到完整一注</translation>
    </message>
    <message>
        <source>Dead card: a card that cannot be played</source>
        <comment>rule.LC-GL-19</comment>
        <translation>死牌：不能使用的牌</translation>
    </message>
    <message>
        <source>Deal off: play the button hand, then change seats and come back in…</source>
        <comment>rule.LC-GL-21</comment>
        <translation>Deal off：打完按钮局后换座位再回来…</translation>
    </message>
    <message>
        <source>Facing a bet: next to act after a wager; options fold, call or raise</source>
        <comment>rule.LC-GL-25</comment>
        <translation>面对下注：有人下注后下一位行动；可弃牌、跟注或加注</translation>
    </message>
    <message>
        <source>Go broke: go all-in and lose</source>
        <comment>rule.LC-GL-30</comment>
        <translation>输光：全押后输掉</translation>
    </message>
    <message>
        <source>Hold button: marks a new player, or a player who is not entitled to a…</source>
        <comment>rule.LC-GL-33</comment>
        <translation>保留按钮：标示新玩家，或无权拿…的玩家</translation>
    </message>
    <message>
        <source>Live blind: a forced blind whose poster may raise</source>
        <comment>rule.LC-GL-35</comment>
        <translation>活盲：下盲注者可以加注的强制盲注</translation>
    </message>
    <message>
        <source>Live straddle: voluntary, twice the BB, from one seat left of the BB…</source>
        <comment>rule.LC-GL-37</comment>
        <translation>活抓盲：自愿，为大盲的两倍，由大盲左边一位下…</translation>
    </message>
    <message>
        <source>Missed-blind button: marker placed before a player who missed one or…</source>
        <comment>rule.LC-GL-41</comment>
        <translation>错过盲注按钮：放在错过一个或…的玩家前面的标记</translation>
    </message>
    <message>
        <source>Money plays: an announcement that money not yet turned into chips is in…</source>
        <comment>rule.LC-GL-42</comment>
        <translation>现金有效：声明尚未换成筹码的钱在…</translation>
    </message>
    <message>
        <source>Muck: the unused deck plus discarded cards, never the board or the burns</source>
        <comment>rule.LC-GL-43</comment>
        <translation>弃牌堆：未用的牌组加上弃牌，不含公共牌和烧牌</translation>
    </message>
    <message>
        <source>Play behind: a declaration that the player will cover bets beyond the…</source>
        <comment>rule.LC-GL-47</comment>
        <translation>Play behind：声明玩家将承担超出…的下注</translation>
    </message>
    <message>
        <source>Play over: playing in a seat temporarily left by someone else</source>
        <comment>rule.LC-GL-48</comment>
        <translation>代玩：坐在别人暂时离开的座位上玩</translation>
    </message>
    <message>
        <source>Pot for time: the players agree that the winner(s) of a chosen pot pay…</source>
        <comment>rule.LC-GL-50</comment>
        <translation>以底池付时间费：玩家约定所选底池的赢家付…</translation>
    </message>
    <message>
        <source>Retrievable hand: a mucked hand that may still be ruled live</source>
        <comment>rule.LC-GL-53</comment>
        <translation>可收回的手牌：仍可能被判为有效的已弃牌</translation>
    </message>
    <message>
        <source>River card: the last card of any poker game (in stud, the 7th card)</source>
        <comment>rule.LC-GL-54</comment>
        <translation>河牌：任何扑克的最后一张牌（梭哈为第七张）</translation>
    </message>
    <message>
        <source>Setup: two suited decks with different back colours replacing the decks…</source>
        <comment>rule.LC-GL-56</comment>
        <translation>新牌组：两副同花色、不同牌背颜色的牌，取代…</translation>
    </message>
    <message>
        <source>Short buy-in: any purchase or top-up smaller than a full buy-in</source>
        <comment>rule.LC-GL-57</comment>
        <translation>不足额买入：任何小于完整买入的购买或加码</translation>
    </message>
    <message>
        <source>Short-handed game: fewer than five players</source>
        <comment>rule.LC-GL-58</comment>
        <translation>人少的牌局：少于五位玩家</translation>
    </message>
    <message>
        <source>Split blinds: the two blinds agree to take their blinds back and not…</source>
        <comment>rule.LC-GL-62</comment>
        <translation>平分盲注：两个盲注同意拿回盲注而不…</translation>
    </message>
    <message>
        <source>Chop blinds: same as split blinds</source>
        <comment>rule.LC-GL-64</comment>
        <translation>Chop 盲注：同平分盲注</translation>
    </message>
    <message>
        <source>Street: the cards of one dealing round (stud 4th to 7th; flop, turn =…</source>
        <comment>rule.LC-GL-65</comment>
        <translation>街：一轮发出的牌（梭哈第四到第七街；翻牌、转牌 =…</translation>
    </message>
    <message>
        <source>String raise: a raise made in several motions without announcing it</source>
        <comment>rule.LC-GL-66</comment>
        <translation>分次加注：未声明而分多次动作做出的加注</translation>
    </message>
    <message>
        <source>Substantial action: at least two players have acted one after the other</source>
        <comment>rule.LC-GL-68</comment>
        <translation>实质行动：至少两位玩家接连行动</translation>
    </message>
    <message>
        <source>Table change: a move to a different table of identical game and limit</source>
        <comment>rule.LC-GL-69</comment>
        <translation>换桌：转到相同游戏和注额的另一张桌</translation>
    </message>
    <message>
        <source>Time collection: a fee collected from each player at a set rate…</source>
        <comment>rule.LC-GL-70</comment>
        <translation>时间费：按固定费率向每位玩家收取的费用…</translation>
    </message>
    <message>
        <source>Trailing blind: an SB sitting behind the button, on the hand that…</source>
        <comment>rule.LC-GL-72</comment>
        <translation>落后盲注：坐在按钮后面的小盲，在…那一局</translation>
    </message>
    <message>
        <source>Help-text-only terms: Action, Active Player, Bet, Big Blind, Blind…</source>
        <comment>rule.LC-GL-desc</comment>
        <translation>仅供说明的术语：Action、Active Player、Bet、Big Blind、Blind…</translation>
    </message>
    <message>
        <source>LC floor staff decide by the spirit of a rule, not its letter, and…</source>
        <comment>rule.LC-P1</comment>
        <translation>LC 楼面人员依规则精神而非字面裁决，并…</translation>
    </message>
    <message>
        <source>Flag players who repeatedly and deliberately exploit the posting rules</source>
        <comment>rule.LC-P3</comment>
        <translation>标记屡次故意利用下注规则的玩家</translation>
    </message>
    <message>
        <source>Players may lobby (leave the table) at any time, subject to LC-97–99</source>
        <comment>rule.LC-P4</comment>
        <translation>玩家可随时离座（离开牌桌），受 LC-97–99 约束</translation>
    </message>
    <message>
        <source>Whenever an irregularity happens, the floor is called</source>
        <comment>rule.LC-P5</comment>
        <translation>发生任何违规都要调用楼面主管</translation>
    </message>
    <message>
        <source>Switch to the LC-high profile (rules 126–147 on top of 1–125) when the…</source>
        <comment>rule.LC-P6</comment>
        <translation>当…时改用 LC 大注设置（规则 126–147 加上 1–125）</translation>
    </message>
    <message>
        <source>$4-$8 Omaha is offered as high-only and as H/L (Thursdays)</source>
        <comment>rule.PGP-GAM-01</comment>
        <translation>$4-$8 奥马哈提供纯高牌和高低（星期四）</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha: minimum buy-in $40</source>
        <comment>rule.PGP-GAM-02</comment>
        <translation>PGP $4-$8 奥马哈：最低买入 $40</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha (H and H/L): blinds $2 and $3 (the BB is below the $4…</source>
        <comment>rule.PGP-GAM-03</comment>
        <translation>PGP $4-$8 奥马哈（高及高低）：盲注 $2 和 $3（大盲低于 $4…</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha H/L: a low is only possible when the board has three…</source>
        <comment>rule.PGP-GAM-04</comment>
        <translation>PGP $4-$8 奥马哈高低：公共牌有三张…时才可能有低牌</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread-limit Hold&apos;em: each bet on any street is at least $3…</source>
        <comment>rule.PGP-GAM-05</comment>
        <translation>PGP $3-$100 差额限注德州扑克：每条街每注至少 $3…</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread Hold&apos;em: buy-in from $40 to $500</source>
        <comment>rule.PGP-GAM-06</comment>
        <translation>PGP $3-$100 差额德州扑克：买入 $40 至 $500</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread-limit Hold&apos;em: blinds $2 and $3</source>
        <comment>rule.PGP-GAM-07</comment>
        <translation>PGP $3-$100 差额限注德州扑克：盲注 $2 和 $3</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread-limit Hold&apos;em: each bet is at least $5 and at most…</source>
        <comment>rule.PGP-GAM-08</comment>
        <translation>PGP $5-$200 差额限注德州扑克：每注至少 $5，最多…</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread Hold&apos;em: buy-in from $100 to $1,000</source>
        <comment>rule.PGP-GAM-09</comment>
        <translation>PGP $5-$200 差额德州扑克：买入 $100 至 $1,000</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread-limit Hold&apos;em: blinds $3 and $5</source>
        <comment>rule.PGP-GAM-10</comment>
        <translation>PGP $5-$200 差额限注德州扑克：盲注 $3 和 $5</translation>
    </message>
    <message>
        <source>PGP Hold&apos;em normally uses fixed-structure betting, and spread-limit…</source>
        <comment>rule.PGP-HE-01</comment>
        <translation>PGP 德州扑克通常用固定结构下注，差额限注…</translation>
    </message>
    <message>
        <source>The button gets its cards last on the first deal and acts last on every…</source>
        <comment>rule.PGP-HE-02</comment>
        <translation>按钮第一次发牌最后拿牌，并在每轮最后行动…</translation>
    </message>
    <message>
        <source>Blinds (one or more) come from consecutive seats going clockwise from…</source>
        <comment>rule.PGP-HE-03</comment>
        <translation>盲注（一个或多个）由按钮顺时针起连续的座位下…</translation>
    </message>
    <message>
        <source>The first round opens with the player immediately to the left of the…</source>
        <comment>rule.PGP-HE-04</comment>
        <translation>第一轮由…左边紧邻的玩家开始</translation>
    </message>
    <message>
        <source>Each later round opens with the first player still in the hand to the…</source>
        <comment>rule.PGP-HE-05</comment>
        <translation>之后每轮由仍在局的第一位…玩家开始</translation>
    </message>
    <message>
        <source>Sequence is two hole cards, bet; flop (three cards turned together)…</source>
        <comment>rule.PGP-HE-06</comment>
        <translation>顺序：两张底牌，下注；翻牌（三张一起翻开）…</translation>
    </message>
    <message>
        <source>Hold&apos;em (PGP): best five from 2 hole cards plus board, using two, one…</source>
        <comment>rule.PGP-HE-07</comment>
        <translation>德州扑克（PGP）：2 张底牌加公共牌中最好的五张，用两张、一张…</translation>
    </message>
    <message>
        <source>A player who plays the board must say so before mucking</source>
        <comment>rule.PGP-HE-08</comment>
        <translation>打公共牌的玩家须在弃牌前说明</translation>
    </message>
    <message>
        <source>Show PGP&apos;s ten-step ladder (royal flush down to high card)</source>
        <comment>rule.PGP-HE-09</comment>
        <translation>显示 PGP 的十级牌型（皇家同花顺到高牌）</translation>
    </message>
    <message>
        <source>A player dealt too few cards receives the missing card(s) from the top…</source>
        <comment>rule.PGP-IRR-01</comment>
        <translation>少拿牌的玩家从最上面补拿缺少的牌…</translation>
    </message>
    <message>
        <source>A player dealt an extra card has one card picked at random by the…</source>
        <comment>rule.PGP-IRR-02</comment>
        <translation>多拿一张牌的玩家由…随机抽走一张</translation>
    </message>
    <message>
        <source>If the extra card is found only after substantial action, the hand is…</source>
        <comment>rule.PGP-IRR-03</comment>
        <translation>若在实质行动后才发现多牌，此手牌…</translation>
    </message>
    <message>
        <source>A flop with too many cards is taken back (except the burn) and…</source>
        <comment>rule.PGP-IRR-04</comment>
        <translation>翻牌张数过多则收回（烧牌除外）并…</translation>
    </message>
    <message>
        <source>Same procedure as LC-110 for a flop dealt before betting ended</source>
        <comment>rule.PGP-IRR-05</comment>
        <translation>下注结束前发出的翻牌，处理方式同 LC-110</translation>
    </message>
    <message>
        <source>Same procedure as LC-111 for a premature fourth board card</source>
        <comment>rule.PGP-IRR-06</comment>
        <translation>提前发出的第四张公共牌，处理方式同 LC-111</translation>
    </message>
    <message>
        <source>A premature fifth card is handled like the premature fourth card…</source>
        <comment>rule.PGP-IRR-07</comment>
        <translation>提前发出的第五张牌比照提前的第四张处理…</translation>
    </message>
    <message>
        <source>A card the dealer exposes during the first deal is replaced after every…</source>
        <comment>rule.PGP-IRR-08</comment>
        <translation>荷官在第一次发牌时翻开的牌，在其他…之后补换</translation>
    </message>
    <message>
        <source>A card dealt off the table counts as an exposed card</source>
        <comment>rule.PGP-IRR-09</comment>
        <translation>掉落桌外的牌视为外露的牌</translation>
    </message>
    <message>
        <source>A card exposed because it touched the player it was meant for stays…</source>
        <comment>rule.PGP-IRR-10</comment>
        <translation>因碰到应得玩家而外露的牌留给…</translation>
    </message>
    <message>
        <source>PGP H/L: the low needs 8 or better, which on a board means at least…</source>
        <comment>rule.PGP-LOW-01</comment>
        <translation>PGP 高低：低牌需 8 或以下，即公共牌至少…</translation>
    </message>
    <message>
        <source>PGP H/L: a qualifying low is five cards of five different ranks, all 8…</source>
        <comment>rule.PGP-LOW-02</comment>
        <translation>PGP 高低：合格低牌是五张不同点数的牌，都是 8…</translation>
    </message>
    <message>
        <source>PGP worked example: board Q-10-7-7-6 has only two distinct low cards…</source>
        <comment>rule.PGP-LOW-03</comment>
        <translation>PGP 范例：公共牌 Q-10-7-7-6 只有两张不同的低牌…</translation>
    </message>
    <message>
        <source>PGP worked example: board K-8-9-2-5 allows a low</source>
        <comment>rule.PGP-LOW-04</comment>
        <translation>PGP 范例：公共牌 K-8-9-2-5 可以有低牌</translation>
    </message>
    <message>
        <source>Low order (PGP): 5-4-3-2-A best, 6-4-3-2-A second, 6-5-3-2-A third, and…</source>
        <comment>rule.PGP-LOW-05</comment>
        <translation>低牌顺序（PGP）：5-4-3-2-A 最好，6-4-3-2-A 第二，6-5-3-2-A 第三，…</translation>
    </message>
    <message>
        <source>Straights and flushes never count against a low hand</source>
        <comment>rule.PGP-LOW-06</comment>
        <translation>顺子和同花不影响低牌</translation>
    </message>
    <message>
        <source>A new player may be dealt in at once, may wait and take the BB in turn…</source>
        <comment>rule.PGP-NEW-01</comment>
        <translation>新玩家可立即发牌，可等轮到大盲…</translation>
    </message>
    <message>
        <source>A new player who posts in front of the button is skipped by the button…</source>
        <comment>rule.PGP-NEW-02</comment>
        <translation>在按钮前下注的新玩家，按钮会跳过他…</translation>
    </message>
    <message>
        <source>A player whose seat missed the blind(s) for any reason either posts…</source>
        <comment>rule.PGP-NEW-03</comment>
        <translation>座位因任何原因错过盲注的玩家，补下…</translation>
    </message>
    <message>
        <source>The button only ever moves forward, and the blinds follow it</source>
        <comment>rule.PGP-NEW-04</comment>
        <translation>按钮只向前移动，盲注跟着按钮</translation>
    </message>
    <message>
        <source>A player who has not yet taken the BB and moves away from it may post a…</source>
        <comment>rule.PGP-NEW-05</comment>
        <translation>尚未下大盲且离开大盲位的玩家可下一个…</translation>
    </message>
    <message>
        <source>Omaha H/L (PGP): high and low may use different hole cards and board…</source>
        <comment>rule.PGP-O8-01</comment>
        <translation>奥马哈高低（PGP）：高牌和低牌可用不同的底牌和公共牌…</translation>
    </message>
    <message>
        <source>PGP Omaha H/L: the best high and the best low split the pot</source>
        <comment>rule.PGP-O8-02</comment>
        <translation>PGP 奥马哈高低：最好的高牌和最好的低牌平分底池</translation>
    </message>
    <message>
        <source>PGP Omaha: four hole cards, then betting rounds before the flop and…</source>
        <comment>rule.PGP-OMA-01</comment>
        <translation>PGP 奥马哈：四张底牌，然后翻牌前下注轮和…</translation>
    </message>
    <message>
        <source>Omaha (PGP): exactly two hole cards plus three board cards; same high…</source>
        <comment>rule.PGP-OMA-02</comment>
        <translation>奥马哈（PGP）：刚好两张底牌加三张公共牌；高牌相同…</translation>
    </message>
    <message>
        <source>{rule_id}: {title}</source>
        <comment>rule.describe</comment>
        <translation>{rule_id}：{title}</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <comment>rules.at_least_one</comment>
        <translation>必须为 1 或以上</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>rules.blind.button</comment>
        <translation>庄家按钮盲注</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>rules.blind.small</comment>
        <translation>小盲注</translation>
    </message>
    <message>
        <source>{amount} is not a multiple of the chip unit {unit} (LC-68)</source>
        <comment>rules.blind_not_in_chips</comment>
        <translation>{amount} 不是最小筹码 {unit} 的倍数（LC-68）</translation>
    </message>
    <message>
        <source>{kind} {amount} is larger than the big blind {big}</source>
        <comment>rules.blind_over_big</comment>
        <translation>{kind} {amount} 大于大盲注 {big}</translation>
    </message>
    <message>
        <source>bring-in ceiling {high} is below the floor {low}</source>
        <comment>rules.bring_in_ceiling_low</comment>
        <translation>强制开注上限 {high} 低于下限 {low}</translation>
    </message>
    <message>
        <source>completion {full} is below the bring-in ceiling {high}</source>
        <comment>rules.completion_low</comment>
        <translation>补足注额 {full} 低于强制开注上限 {high}</translation>
    </message>
    <message>
        <source>{game}</source>
        <comment>rules.game_name</comment>
        <translation>{game}</translation>
    </message>
    <message>
        <source>{house} {game}: the rulebook names no limits, the room must list them in its own profile file ({reason})</source>
        <comment>rules.limits_by_room</comment>
        <translation>{house} {game}：规则书未列出限额，牌室须在自己的配置文件中列出（{reason}）</translation>
    </message>
    <message>
        <source>none</source>
        <comment>rules.no_games</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>{house} {game}: no limit {limit} (limits: {limits})</source>
        <comment>rules.no_such_limit</comment>
        <translation>{house} {game}：没有 {limit} 限额（限额：{limits}）</translation>
    </message>
    <message>
        <source>{house} does not spread {game} (games: {offered})</source>
        <comment>rules.not_spread</comment>
        <translation>{house} 不开 {game}（游戏：{offered}）</translation>
    </message>
    <message>
        <source>K04: PGP states no collection</source>
        <comment>rules.reason.00383584d6</comment>
        <translation>K04：PGP 未规定抽水</translation>
    </message>
    <message>
        <source>CG does not say</source>
        <comment>rules.reason.01698de9c9</comment>
        <translation>CG 未说明</translation>
    </message>
    <message>
        <source>CG states banker eligibility only for Hot Action (K27)</source>
        <comment>rules.reason.032a34432a</comment>
        <translation>CG 只就 Hot Action 规定谁可坐庄（K27）</translation>
    </message>
    <message>
        <source>PGP gives no common chip</source>
        <comment>rules.reason.03d6742806</comment>
        <translation>PGP 未规定通用筹码</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14, CG-O8-08)</source>
        <comment>rules.reason.0523eaf0da</comment>
        <translation>CG 只说平手时平分（CG-RNK-14, CG-O8-08）</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow house way at CG</source>
        <comment>rules.reason.055e98465e</comment>
        <translation>Gaps：CG 的 Pai Gow 没有 House Way</translation>
    </message>
    <message>
        <source>posted at each table (HTP-FLH-13)</source>
        <comment>rules.reason.0b4372b32c</comment>
        <translation>公告于每张牌桌（HTP-FLH-13）</translation>
    </message>
    <message>
        <source>posted table limits; never above the Ante (CG-3CP-B02)</source>
        <comment>rules.reason.0d9c102207</comment>
        <translation>公告的牌桌限额；不得高于 Ante（CG-3CP-B02）</translation>
    </message>
    <message>
        <source>HTP posts its Bonus table at the table (set per room)</source>
        <comment>rules.reason.0dd9e3dd6a</comment>
        <translation>HTP 在桌上公告其 Bonus 赔率表（由各牌室设定）</translation>
    </message>
    <message>
        <source>posted table limits</source>
        <comment>rules.reason.0fc5d19680</comment>
        <translation>公告的牌桌限额</translation>
    </message>
    <message>
        <source>HTP only says the low up card starts (K22)</source>
        <comment>rules.reason.107d4f97cc</comment>
        <translation>HTP 只说最低明牌先开（K22）</translation>
    </message>
    <message>
        <source>HTP describes a rake only for its banked games</source>
        <comment>rules.reason.1120514653</comment>
        <translation>HTP 只就其坐庄游戏说明抽成</translation>
    </message>
    <message>
        <source>LC states no stud collection</source>
        <comment>rules.reason.1a9da092d5</comment>
        <translation>LC 未规定 stud 抽水</translation>
    </message>
    <message>
        <source>posted at each table (HTP-2CP-10)</source>
        <comment>rules.reason.210333fe39</comment>
        <translation>公告于每张牌桌（HTP-2CP-10）</translation>
    </message>
    <message>
        <source>Gaps: no action order for the Hot Action P/D&apos;s coverage</source>
        <comment>rules.reason.2a8ae0899e</comment>
        <translation>Gaps：Hot Action 玩家庄家承保没有行动顺序</translation>
    </message>
    <message>
        <source>LC gives no stud ante</source>
        <comment>rules.reason.34abb6b0a1</comment>
        <translation>LC 未规定 stud 底注</translation>
    </message>
    <message>
        <source>HTP gives no common chip</source>
        <comment>rules.reason.35dbeada2e</comment>
        <translation>HTP 未规定通用筹码</translation>
    </message>
    <message>
        <source>CG states no Hot Action rotation (K14 names 3CP and Pai Gow)</source>
        <comment>rules.reason.39c11867f5</comment>
        <translation>CG 未规定 Hot Action 的轮替（K14 只提 3CP 与 Pai Gow）</translation>
    </message>
    <message>
        <source>AMB-02: only &apos;part of a bet&apos;</source>
        <comment>rules.reason.39e55c3949</comment>
        <translation>AMB-02：只说“部分下注”</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14); Gaps: odd chip at CG</source>
        <comment>rules.reason.3aadbf891f</comment>
        <translation>CG 只说平手时平分（CG-RNK-14）；Gaps：CG 的零头筹码</translation>
    </message>
    <message>
        <source>HTP names no limits and no blind amount (Gaps: amount of the single blind)</source>
        <comment>rules.reason.3b066d770c</comment>
        <translation>HTP 未列出限额与盲注金额（Gaps：单一盲注的金额）</translation>
    </message>
    <message>
        <source>K09: CG states a kill only for Omaha 8</source>
        <comment>rules.reason.3c074c2966</comment>
        <translation>K09：CG 只就 Omaha 8 规定 kill</translation>
    </message>
    <message>
        <source>Gaps: decks and jokers not stated; a suited-ace Natural 22 needs two decks or more</source>
        <comment>rules.reason.3e5b47c0d3</comment>
        <translation>Gaps：未规定牌副数与鬼牌；同花色 A 的 Natural 22 需要两副牌以上</translation>
    </message>
    <message>
        <source>LC collection amounts per limit (Gaps)</source>
        <comment>rules.reason.423b51b7d9</comment>
        <translation>LC 各限额的抽水金额（Gaps）</translation>
    </message>
    <message>
        <source>Gaps: heads-up blinds outside LC high</source>
        <comment>rules.reason.42b17725b1</comment>
        <translation>Gaps：LC high 以外的单挑盲注</translation>
    </message>
    <message>
        <source>K05: CG has only a glossary entry for a short bet (CG-GL-60)</source>
        <comment>rules.reason.442e45f49a</comment>
        <translation>K05：CG 对不足额下注只有一条词汇说明（CG-GL-60）</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-2CP-14)</source>
        <comment>rules.reason.458ea5b316</comment>
        <translation>抽成金额于牌桌公告（HTP-2CP-14）</translation>
    </message>
    <message>
        <source>Gaps: CG 3CP collection amount</source>
        <comment>rules.reason.47f550e034</comment>
        <translation>Gaps：CG 3CP 的抽水金额</translation>
    </message>
    <message>
        <source>K15: HTP has no irregularity rules</source>
        <comment>rules.reason.492ce8cb51</comment>
        <translation>K15：HTP 没有违规情况规则</translation>
    </message>
    <message>
        <source>CG does not speak of short buy-ins</source>
        <comment>rules.reason.4934b121b0</comment>
        <translation>CG 未提及不足额买入</translation>
    </message>
    <message>
        <source>K16: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.4e4ead6eea</comment>
        <translation>K16：CG 的页面没有违规情况规则</translation>
    </message>
    <message>
        <source>HTP does not say whether its blind is live</source>
        <comment>rules.reason.5147e64764</comment>
        <translation>HTP 未说明其盲注是否为活盲注</translation>
    </message>
    <message>
        <source>Gaps: PGP spread limit minimum raise</source>
        <comment>rules.reason.5222e89b77</comment>
        <translation>Gaps：PGP 浮动限额（spread limit）的最低加注</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-FLH-19)</source>
        <comment>rules.reason.62fd40a083</comment>
        <translation>抽成金额于牌桌公告（HTP-FLH-19）</translation>
    </message>
    <message>
        <source>Gaps: odd chip at HTP</source>
        <comment>rules.reason.63a0feb33a</comment>
        <translation>Gaps：HTP 的零头筹码</translation>
    </message>
    <message>
        <source>CG gives no time amount</source>
        <comment>rules.reason.64759baa50</comment>
        <translation>CG 未规定计时费金额</translation>
    </message>
    <message>
        <source>AMB-16d: where the kill blind sits and acts is not given</source>
        <comment>rules.reason.66985b8494</comment>
        <translation>AMB-16d：未规定 kill 盲注坐在哪里、何时行动</translation>
    </message>
    <message>
        <source>no common chip given for 10-20 (LC-67, AMB-21)</source>
        <comment>rules.reason.68906f264a</comment>
        <translation>10-20 未规定通用筹码（LC-67, AMB-21）</translation>
    </message>
    <message>
        <source>CG does not say how the button moves past empty seats</source>
        <comment>rules.reason.691028a4bc</comment>
        <translation>CG 未说明庄家按钮如何越过空位</translation>
    </message>
    <message>
        <source>K22: CG has no exposed-card rule</source>
        <comment>rules.reason.693b5dcb3e</comment>
        <translation>K22：CG 没有亮牌规则</translation>
    </message>
    <message>
        <source>LC gives a heads-up blind rule only from 10-20 (LC-133); Gaps: heads-up blinds outside LC high</source>
        <comment>rules.reason.6c9a1842f7</comment>
        <translation>LC 只从 10-20 起规定单挑盲注（LC-133）；Gaps：LC high 以外的单挑盲注</translation>
    </message>
    <message>
        <source>CG does not say which half takes an odd chip</source>
        <comment>rules.reason.718599b6e3</comment>
        <translation>CG 未说明零头筹码归哪一半</translation>
    </message>
    <message>
        <source>HTP names no limits and no blind amount (Gaps)</source>
        <comment>rules.reason.71ff3754c9</comment>
        <translation>HTP 未列出限额与盲注金额（Gaps）</translation>
    </message>
    <message>
        <source>Gaps: no coverage order for the Pai Gow P/D&apos;s stake</source>
        <comment>rules.reason.7b02eb8a87</comment>
        <translation>Gaps：Pai Gow 玩家庄家的庄金没有承保顺序</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow commission at CG</source>
        <comment>rules.reason.7e067e38d9</comment>
        <translation>Gaps：CG 的 Pai Gow 没有佣金规定</translation>
    </message>
    <message>
        <source>HTP only says the low up card starts (K22); Gaps: ace high or low for the Stud 8 bring-in</source>
        <comment>rules.reason.8655a9fe10</comment>
        <translation>HTP 只说最低明牌先开（K22）；Gaps：Stud 8 强制开注时 A 算大或算小</translation>
    </message>
    <message>
        <source>LC does not say whether the bring-in counts toward the cap (AMB-31 covers CG only)</source>
        <comment>rules.reason.8b99a3bcac</comment>
        <translation>LC 未说明强制开注是否计入封顶（AMB-31 只涵盖 CG）</translation>
    </message>
    <message>
        <source>AMB-02: only &apos;part of a bet&apos;; 0 gives the two-blind reading</source>
        <comment>rules.reason.8c6f8de79d</comment>
        <translation>AMB-02：只说“部分下注”；0 表示采用双盲注的解读</translation>
    </message>
    <message>
        <source>K06: PGP gives no raise count (Gaps: PGP spread limit)</source>
        <comment>rules.reason.8dd701e0db</comment>
        <translation>K06：PGP 未规定加注次数（Gaps：PGP 浮动限额）</translation>
    </message>
    <message>
        <source>K16: HTP has no irregularity rules</source>
        <comment>rules.reason.8dddfbc532</comment>
        <translation>K16：HTP 没有违规情况规则</translation>
    </message>
    <message>
        <source>posted at each table (HTP-3CP-10)</source>
        <comment>rules.reason.9552e8c96b</comment>
        <translation>公告于每张牌桌（HTP-3CP-10）</translation>
    </message>
    <message>
        <source>AMB-16d: the kill blind&apos;s seat and order of action are not given</source>
        <comment>rules.reason.98711aea67</comment>
        <translation>AMB-16d：未规定 kill 盲注的座位与行动顺序</translation>
    </message>
    <message>
        <source>LC time amounts (Gaps)</source>
        <comment>rules.reason.9c1c921a4f</comment>
        <translation>LC 的计时费金额（Gaps）</translation>
    </message>
    <message>
        <source>not stated by CG for Pai Gow</source>
        <comment>rules.reason.9cac159496</comment>
        <translation>CG 未就 Pai Gow 规定</translation>
    </message>
    <message>
        <source>K03: CG does not state new-player entry</source>
        <comment>rules.reason.9cc46855d8</comment>
        <translation>K03：CG 未规定新玩家如何入局</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow commission or collection at CG</source>
        <comment>rules.reason.9fc82b9fd0</comment>
        <translation>Gaps：CG 的 Pai Gow 没有佣金或抽水规定</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14)</source>
        <comment>rules.reason.a044ecbb3f</comment>
        <translation>CG 只说平手时平分（CG-RNK-14）</translation>
    </message>
    <message>
        <source>posted at each table</source>
        <comment>rules.reason.a1711ca576</comment>
        <translation>公告于每张牌桌</translation>
    </message>
    <message>
        <source>Gaps: HTP never defines an eligible designated player (K27)</source>
        <comment>rules.reason.a1ca77c9e7</comment>
        <translation>Gaps：HTP 从未定义谁可担任指定玩家（K27）</translation>
    </message>
    <message>
        <source>PGP says only the big blind part of a missed-blind post is live</source>
        <comment>rules.reason.a73eb5dee3</comment>
        <translation>PGP 说补错过盲注时只有大盲注部分是活的</translation>
    </message>
    <message>
        <source>LC blind amounts per limit (Gaps)</source>
        <comment>rules.reason.a7c07f92f3</comment>
        <translation>LC 各限额的盲注金额（Gaps）</translation>
    </message>
    <message>
        <source>K17: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.aa27bfdc42</comment>
        <translation>K17：CG 的页面没有违规情况规则</translation>
    </message>
    <message>
        <source>no source says where a kill blind sits or acts (AMB-16d, Gaps)</source>
        <comment>rules.reason.b09ca8bebf</comment>
        <translation>没有任何来源说明 kill 盲注坐在哪里或何时行动（AMB-16d, Gaps）</translation>
    </message>
    <message>
        <source>posted CG betting limits (CG-HAB-08)</source>
        <comment>rules.reason.b3f175a93e</comment>
        <translation>CG 公告的下注限额（CG-HAB-08）</translation>
    </message>
    <message>
        <source>LC gives no stud bring-in</source>
        <comment>rules.reason.b5318db20d</comment>
        <translation>LC 未规定 stud 强制开注</translation>
    </message>
    <message>
        <source>LC orders suits only for odd chips and card draws (LC-27b, LC-28), not for the bring-in</source>
        <comment>rules.reason.b660f269ad</comment>
        <translation>LC 只为零头筹码与抽牌排花色顺序（LC-27b, LC-28），不适用于强制开注</translation>
    </message>
    <message>
        <source>HTP implies an open pair changes the limit in high stud (HTP-S8-02) without saying how</source>
        <comment>rules.reason.b782a35461</comment>
        <translation>HTP 暗示高牌 stud 中明对会改变限额（HTP-S8-02），但未说明如何改变</translation>
    </message>
    <message>
        <source>Gaps: no payout rates for naturals or the Super Natural</source>
        <comment>rules.reason.b8ba12a227</comment>
        <translation>Gaps：没有 natural 或 Super Natural 的赔率</translation>
    </message>
    <message>
        <source>HTP posts its Pair Plus table at the table (set per room)</source>
        <comment>rules.reason.b985ddadaf</comment>
        <translation>HTP 在桌上公告其 Pair Plus 赔率表（由各牌室设定）</translation>
    </message>
    <message>
        <source>the room picks one of the three modes and discloses it at the table</source>
        <comment>rules.reason.ba24fb8abb</comment>
        <translation>牌室从三种方式中选一种并于牌桌公告</translation>
    </message>
    <message>
        <source>CG states no Hot Action rotation</source>
        <comment>rules.reason.bcae8ebe05</comment>
        <translation>CG 未规定 Hot Action 的轮替</translation>
    </message>
    <message>
        <source>CG defines collection and time but not how its poker games collect</source>
        <comment>rules.reason.be9aa269ed</comment>
        <translation>CG 定义了抽水与计时费，但未规定其扑克游戏如何收取</translation>
    </message>
    <message>
        <source>K18: CG does not state missed-blind rules</source>
        <comment>rules.reason.c1a4649918</comment>
        <translation>K18：CG 未规定错过盲注的规则</translation>
    </message>
    <message>
        <source>CG gives no poker collection amount</source>
        <comment>rules.reason.ca3188698a</comment>
        <translation>CG 未规定扑克抽水金额</translation>
    </message>
    <message>
        <source>not stated by CG for poker</source>
        <comment>rules.reason.caf0dfd80e</comment>
        <translation>CG 未就扑克规定</translation>
    </message>
    <message>
        <source>not stated by CG for Hot Action</source>
        <comment>rules.reason.cb8673d9e9</comment>
        <translation>CG 未就 Hot Action 规定</translation>
    </message>
    <message>
        <source>PGP states no collection</source>
        <comment>rules.reason.d3069a5a70</comment>
        <translation>PGP 未规定抽水</translation>
    </message>
    <message>
        <source>HTP names no limits, antes or bring-ins (Gaps)</source>
        <comment>rules.reason.d56169c922</comment>
        <translation>HTP 未列出限额、底注或强制开注（Gaps）</translation>
    </message>
    <message>
        <source>K06: CG caps raises only in stud (CG-STD-07)</source>
        <comment>rules.reason.d580a737cc</comment>
        <translation>K06：CG 只在 stud 限制加注次数（CG-STD-07）</translation>
    </message>
    <message>
        <source>HTP never mentions burn cards</source>
        <comment>rules.reason.d629ffd721</comment>
        <translation>HTP 从未提及烧牌</translation>
    </message>
    <message>
        <source>HTP posts its Trips table at the table (AMB-14d, set per room)</source>
        <comment>rules.reason.d8924e9499</comment>
        <translation>HTP 在桌上公告其 Trips 赔率表（AMB-14d，由各牌室设定）</translation>
    </message>
    <message>
        <source>LC-47 says kill pots exist but the rulebook gives no kill structure</source>
        <comment>rules.reason.d8cbf8feec</comment>
        <translation>LC-47 说有 kill 底池，但规则书未规定 kill 的结构</translation>
    </message>
    <message>
        <source>HTP posts its Blind rates at the table (set per room)</source>
        <comment>rules.reason.dff3edf6d6</comment>
        <translation>HTP 在桌上公告其 Blind 赔率（由各牌室设定）</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-3CP-16)</source>
        <comment>rules.reason.e0192f1bbb</comment>
        <translation>抽成金额于牌桌公告（HTP-3CP-16）</translation>
    </message>
    <message>
        <source>K17: HTP has no irregularity rules</source>
        <comment>rules.reason.e67c0be32f</comment>
        <translation>K17：HTP 没有违规情况规则</translation>
    </message>
    <message>
        <source>LC describes collection on the button and time collection, neither for stud</source>
        <comment>rules.reason.e9e8328480</comment>
        <translation>LC 说明了按钮抽水与计时费，都不适用于 stud</translation>
    </message>
    <message>
        <source>Gaps: odd chip at PGP</source>
        <comment>rules.reason.eb0af090fb</comment>
        <translation>Gaps：PGP 的零头筹码</translation>
    </message>
    <message>
        <source>K15: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.ebbfd08788</comment>
        <translation>K15：CG 的页面没有违规情况规则</translation>
    </message>
    <message>
        <source>CG gives no common chip</source>
        <comment>rules.reason.f643a9216e</comment>
        <translation>CG 未规定通用筹码</translation>
    </message>
    <message>
        <source>HTP states jackpot eligibility only for Three Card Poker</source>
        <comment>rules.reason.f6d6f3011c</comment>
        <translation>HTP 只就 Three Card Poker 规定头奖资格</translation>
    </message>
    <message>
        <source>CG defines check-raise (CG-GL-24) without allowing or barring it</source>
        <comment>rules.reason.fb877ce35f</comment>
        <translation>CG 定义了过牌加注（CG-GL-24），但未允许也未禁止</translation>
    </message>
    <message>
        <source>not stated by {house}</source>
        <comment>rules.reason.not_stated</comment>
        <translation>{house} 未规定</translation>
    </message>
    <message>
        <source>{rule}: not stated by {house}</source>
        <comment>rules.reason.rule_not_stated</comment>
        <translation>{rule}：{house} 未规定</translation>
    </message>
    <message>
        <source>{key}: set by the room, not by the rulebook ({reason})</source>
        <comment>rules.room_setting_missing</comment>
        <translation>{key}：由牌室设定，不是规则书（{reason}）</translation>
    </message>
    <message>
        <source>unknown game {game} (known: {known})</source>
        <comment>rules.unknown_game</comment>
        <translation>未知的游戏 {game}（已知：{known}）</translation>
    </message>
    <message>
        <source>Take the full-game collection (${amount}) from seat {seat}&apos;s stack into the next hand&apos;s pot: the button has passed his missed blinds</source>
        <comment>seat_dues.collect.full_collection_next_pot</comment>
        <translation>从 {seat} 号座位的筹码收取满桌抽水（${amount}）放入下一手的底池：庄家按钮已经过他错过的盲注</translation>
    </message>
    <message>
        <source>Take the full-game collection (${amount}) from seat {seat}&apos;s stack into the pot: the button has passed his missed blinds</source>
        <comment>seat_dues.collect.full_collection_this_pot</comment>
        <translation>从 {seat} 号座位的筹码收取满桌抽水（${amount}）放入底池：庄家按钮已经过他错过的盲注</translation>
    </message>
    <message>
        <source>Must-move game short-handed: call the floor to set the collection</source>
        <comment>seat_dues.floor.must_move_short_handed</comment>
        <translation>强制换桌（must-move）桌人数不足：请楼面主管确定抽水</translation>
    </message>
    <message>
        <source>Seat {seat} cannot cover the ${amount} collection: the button stays on his seat and he is dealt out of this hand; no collection is taken</source>
        <comment>seat_dues.info.button_sits_out_short</comment>
        <translation>{seat} 号座位付不起 ${amount} 抽水：庄家按钮留在他的座位，这手不发牌给他；不收抽水</translation>
    </message>
    <message>
        <source>Seat {seat} dealt off: he comes back without posting once the blinds and the button have passed his seat</source>
        <comment>seat_dues.info.dealt_off</comment>
        <translation>{seat} 号座位已退出发牌（dealt off）：待盲注与庄家按钮都经过他的座位后，他回来不必补盲注</translation>
    </message>
    <message>
        <source>Seat {seat}: the blinds have passed this new player twice; he carries a missed-blind button: {options}</source>
        <comment>seat_dues.info.late_newcomer</comment>
        <translation>{seat} 号座位：盲注已两次经过这位新玩家；他带着错过盲注按钮：{options}</translation>
    </message>
    <message>
        <source>Seat {seat} could not cover the collection and sat out his button hand: this hand he is all-in with what he has, unless he rebuys</source>
        <comment>seat_dues.info.short_button</comment>
        <translation>{seat} 号座位付不起抽水，轮到庄家位的那手没有玩：这手他以现有筹码全押，除非他再买筹码</translation>
    </message>
    <message>
        <source>Collection set by {floor} while short-handed: ${amount}</source>
        <comment>seat_dues.info.short_handed_collection_set</comment>
        <translation>人数不足时由 {floor} 确定的抽水：${amount}</translation>
    </message>
    <message>
        <source>Seat {seat} missed his button: he may come back before his big blind by paying the ${amount} button collection, which plays</source>
        <comment>seat_dues.info.skipped_button</comment>
        <translation>{seat} 号座位错过了他的庄家位：他可在轮到大盲注之前付 ${amount} 按钮抽水回来，这笔算作下注</translation>
    </message>
    <message>
        <source>buy the button</source>
        <comment>seat_dues.option.buy_button</comment>
        <translation>买按钮</translation>
    </message>
    <message>
        <source>deal in now</source>
        <comment>seat_dues.option.deal_now</comment>
        <translation>立即入局</translation>
    </message>
    <message>
        <source>{option}</source>
        <comment>seat_dues.option.other</comment>
        <translation>{option}</translation>
    </message>
    <message>
        <source>post a big blind</source>
        <comment>seat_dues.option.post_big_blind</comment>
        <translation>下大盲注</translation>
    </message>
    <message>
        <source>post in front of the button</source>
        <comment>seat_dues.option.post_in_front_of_button</comment>
        <translation>在按钮前下注</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <comment>seat_dues.option.post_missed_blinds</comment>
        <translation>补错过的盲注</translation>
    </message>
    <message>
        <source>come in with a straddle</source>
        <comment>seat_dues.option.straddle</comment>
        <translation>以抓盲入局</translation>
    </message>
    <message>
        <source>wait for the big blind</source>
        <comment>seat_dues.option.wait_for_big_blind</comment>
        <translation>等大盲</translation>
    </message>
    <message>
        <source>the collection changes only between hands</source>
        <comment>seat_dues.refusal.collection_changes_only_between_hands</comment>
        <translation>抽水只能在牌局之间更改</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>seat_dues.refusal.floor_decision_names_floorperson_who</comment>
        <translation>楼面裁决要写明作出裁决的楼面主管</translation>
    </message>
    <message>
        <source>the floor sets the collection only when fewer than {SHORT_HANDED} play (LC-145)</source>
        <comment>seat_dues.refusal.floor_sets_collection_only_when</comment>
        <translation>只有少于 {SHORT_HANDED} 人玩时楼面主管才设置抽水（LC-145）</translation>
    </message>
    <message>
        <source>take the full-game collection from seat(s) {owing} first: the button has passed their missed blinds (LC-131)</source>
        <comment>seat_dues.refusal.full_collection_first</comment>
        <translation>请先向 {owing} 号座位收取满桌抽水：庄家按钮已经过他们错过的盲注（LC-131）</translation>
    </message>
    <message>
        <source>the full-game collection from seat {seat} is ${due} (LC-131)</source>
        <comment>seat_dues.refusal.full_game_collection_seat_lc</comment>
        <translation>{seat} 号座位的满桌抽水是 ${due}（LC-131）</translation>
    </message>
    <message>
        <source>seat {seat}: the blinds have passed this new player {passes} times, so he carries a missed-blind button; he may now: {options} (LC-39, LC-127)</source>
        <comment>seat_dues.refusal.late_newcomer_options</comment>
        <translation>{seat} 号座位：盲注已 {passes} 次经过这位新玩家，所以他带着错过盲注按钮；他现在可以：{options}（LC-39、LC-127）</translation>
    </message>
    <message>
        <source>the pot is being pushed: take the full-game collection once the hand is over; it goes into the next pot (LC-131)</source>
        <comment>seat_dues.refusal.pot_being_pushed_take_full</comment>
        <translation>底池正在派发：牌局结束后再收满桌抽水；它并入下一个底池（LC-131）</translation>
    </message>
    <message>
        <source>seat changes happen between hands</source>
        <comment>seat_dues.refusal.seat_changes_happen_between_hands</comment>
        <translation>换座位在牌局之间进行</translation>
    </message>
    <message>
        <source>seat {seat} is empty: use a seat change (LC-88)</source>
        <comment>seat_dues.refusal.seat_empty_use_seat_change</comment>
        <translation>{seat} 号座位是空位：请用换座位（LC-88）</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: take it between hands</source>
        <comment>seat_dues.refusal.seat_hand_take_between_hands</comment>
        <translation>{seat} 号座位在牌局中：请在牌局之间收取</translation>
    </message>
    <message>
        <source>seat {from_seat} has not just played the button hand: a deal-off seat change is for the player who took his button (LC-88b)</source>
        <comment>seat_dues.refusal.seat_has_just_played_button</comment>
        <translation>{from_seat} 号座位并非刚打完按钮局：按钮后换座是给拿过按钮的玩家（LC-88b）</translation>
    </message>
    <message>
        <source>seat {seat} owes no full-game collection (LC-131)</source>
        <comment>seat_dues.refusal.seat_owes_no_full_game</comment>
        <translation>{seat} 号座位不欠满桌抽水（LC-131）</translation>
    </message>
    <message>
        <source>a short-handed collection is between $0 and the full ${collection}</source>
        <comment>seat_dues.refusal.short_handed_collection_between_0</comment>
        <translation>人少时的抽水介于 $0 和全额 ${collection} 之间</translation>
    </message>
    <message>
        <source>a swap needs two different seats</source>
        <comment>seat_dues.refusal.swap_needs_two_different_seats</comment>
        <translation>互换需要两个不同的座位</translation>
    </message>
    <message>
        <source>this table does not collect on the button (LC-145)</source>
        <comment>seat_dues.refusal.table_does_collect_button_lc</comment>
        <translation>本桌不按按钮抽水（LC-145）</translation>
    </message>
    <message>
        <source>this table is not a must-move game (LC-145)</source>
        <comment>seat_dues.refusal.table_must_move_game_lc</comment>
        <translation>本桌不是必须换桌的游戏（LC-145）</translation>
    </message>
    <message>
        <source>a floor decision is confirmed or overridden</source>
        <comment>seating.refusal.floor_decision_confirmed_overridden</comment>
        <translation>楼面裁决只能确认或推翻</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>seating.refusal.floor_decision_names_floorperson_who</comment>
        <translation>楼面裁决要写明作出裁决的楼面主管</translation>
    </message>
    <message>
        <source>an override needs a reason</source>
        <comment>seating.refusal.override_needs_reason</comment>
        <translation>推翻裁决需要理由</translation>
    </message>
    <message>
        <source>ruling {ruling} was already {status} by {decided_by}</source>
        <comment>seating.refusal.ruling_was_already</comment>
        <translation>裁决 {ruling} 已被 {decided_by} {status}</translation>
    </message>
    <message>
        <source>there is no ruling {ruling}</source>
        <comment>seating.refusal.there_no_ruling</comment>
        <translation>没有裁决 {ruling}</translation>
    </message>
    <message>
        <source>no board card is due now</source>
        <comment>session.refusal.no_board_card_due_now</comment>
        <translation>现在不该发公共牌</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>session.refusal.no_card_due_now_set</comment>
        <translation>现在不该发任何牌（{phase_text}）：放在一旁并调用楼面主管</translation>
    </message>
    <message>
        <source>no hand has been started</source>
        <comment>session.refusal.no_hand_has_been_started</comment>
        <translation>尚未开始任何牌局</translation>
    </message>
    <message>
        <source>no pot is waiting to be pushed (LC-7)</source>
        <comment>session.refusal.no_pot_waiting_pushed_lc</comment>
        <translation>没有等待派发的底池（LC-7）</translation>
    </message>
    <message>
        <source>no stud street is being dealt now</source>
        <comment>session.refusal.no_stud_street_being_dealt</comment>
        <translation>目前没有在发梭哈的任何一条街</translation>
    </message>
    <message>
        <source>no time pot was agreed (LC-147)</source>
        <comment>session.refusal.no_time_pot_was_agreed</comment>
        <translation>未约定时间费底池（LC-147）</translation>
    </message>
    <message>
        <source>nobody is on turn now</source>
        <comment>session.refusal.nobody_turn_now</comment>
        <translation>现在没有轮到任何人</translation>
    </message>
    <message>
        <source>none of the seats named put in enough to win a pot still to push (LC-65)</source>
        <comment>session.refusal.none_seats_named_put_enough</comment>
        <translation>所列座位放入的都不足以赢得尚待派发的底池（LC-65）</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>session.refusal.seat_empty</comment>
        <translation>{seat} 号座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} owes no {replace} now</source>
        <comment>session.refusal.seat_owes_no_now</comment>
        <translation>{seat} 号座位现在不欠{replace}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s cards were not read: enter them to show the hand</source>
        <comment>session.refusal.seat_s_cards_were_read</comment>
        <translation>{seat} 号座位的牌未被读取：请输入牌以亮牌</translation>
    </message>
    <message>
        <source>{where}: the room address is empty</source>
        <comment>settings.room_address_empty</comment>
        <translation>{where}：场馆地址为空</translation>
    </message>
    <message>
        <source>{where}: room address {address}: port {port} is not a number from 1 to 65535</source>
        <comment>settings.room_address_port</comment>
        <translation>{where}：场馆地址 {address}：端口 {port} 不是 1 到 65535 的数字</translation>
    </message>
    <message>
        <source>{where}: room address {address}: {problem}</source>
        <comment>settings.room_address_unread</comment>
        <translation>{where}：场馆地址 {address}：{problem}</translation>
    </message>
    <message>
        <source>flush</source>
        <comment>showdown_calls.claim.flush</comment>
        <translation>同花</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <comment>showdown_calls.claim.four_of_a_kind</comment>
        <translation>四条</translation>
    </message>
    <message>
        <source>full house</source>
        <comment>showdown_calls.claim.full_house</comment>
        <translation>葫芦</translation>
    </message>
    <message>
        <source>high card</source>
        <comment>showdown_calls.claim.high_card</comment>
        <translation>高牌</translation>
    </message>
    <message>
        <source>one pair</source>
        <comment>showdown_calls.claim.one_pair</comment>
        <translation>一对</translation>
    </message>
    <message>
        <source>royal flush</source>
        <comment>showdown_calls.claim.royal_flush</comment>
        <translation>皇家同花顺</translation>
    </message>
    <message>
        <source>straight</source>
        <comment>showdown_calls.claim.straight</comment>
        <translation>顺子</translation>
    </message>
    <message>
        <source>straight flush</source>
        <comment>showdown_calls.claim.straight_flush</comment>
        <translation>同花顺</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <comment>showdown_calls.claim.three_of_a_kind</comment>
        <translation>三条</translation>
    </message>
    <message>
        <source>two pair</source>
        <comment>showdown_calls.claim.two_pair</comment>
        <translation>两对</translation>
    </message>
    <message>
        <source>floor ruling (LC-7)</source>
        <comment>showdown_calls.floor_label</comment>
        <translation>楼面主管裁决（LC-7）</translation>
    </message>
    <message>
        <source>the award is held for review: {who} disputes it; push nothing until the floor rules (LC-7)</source>
        <comment>showdown_calls.held.dispute</comment>
        <translation>派彩暂停待审：{who}提出异议；楼面主管裁决前不要派发任何筹码（LC-7）</translation>
    </message>
    <message>
        <source>the award is held for review: {who} disputes it ({reason}); push nothing until the floor rules (LC-7)</source>
        <comment>showdown_calls.held.dispute_why</comment>
        <translation>派彩暂停待审：{who}提出异议（{reason}）；楼面主管裁决前不要派发任何筹码（LC-7）</translation>
    </message>
    <message>
        <source>seat {seat} forfeits the pot for a deliberate miscall (LC-74: {reason}); push nothing until the floor gives it by a corrected award (LC-7)</source>
        <comment>showdown_calls.held.forfeit</comment>
        <translation>{seat} 号座位因故意错喊被没收底池（LC-74：{reason}）；楼面主管以更正后的派彩判给前不要派发任何筹码（LC-7）</translation>
    </message>
    <message>
        <source>main pot</source>
        <comment>showdown_calls.main_pot</comment>
        <translation>主池</translation>
    </message>
    <message>
        <source>the award is already held for the floor (LC-7): rule on that first</source>
        <comment>showdown_calls.refusal.award_already_held_floor_lc</comment>
        <translation>派彩已暂停交楼面主管（LC-7）：请先裁决</translation>
    </message>
    <message>
        <source>the award is already held for the floor (LC-7)</source>
        <comment>showdown_calls.refusal.award_already_held_floor_lc_2</comment>
        <translation>派彩已暂停交楼面主管（LC-7）</translation>
    </message>
    <message>
        <source>an award is disputed after the showdown and before the pot is pushed (LC-7)</source>
        <comment>showdown_calls.refusal.award_disputed_after_showdown_before</comment>
        <translation>派彩争议在摊牌后、派底池前提出（LC-7）</translation>
    </message>
    <message>
        <source>an award that stands takes no new shares</source>
        <comment>showdown_calls.refusal.award_stands_takes_no_new</comment>
        <translation>维持的派彩不再增加分配</translation>
    </message>
    <message>
        <source>the board is announced at the showdown, before the player mucks (PGP-HE-08)</source>
        <comment>showdown_calls.refusal.board_announced_showdown_before_player</comment>
        <translation>打公共牌须在摊牌时、玩家弃牌前声明（PGP-HE-08）</translation>
    </message>
    <message>
        <source>a corrected award must share out exactly the pots still to push</source>
        <comment>showdown_calls.refusal.corrected_award_must_share_out</comment>
        <translation>更正的派彩必须刚好分配尚未派发的底池</translation>
    </message>
    <message>
        <source>a corrected award needs the floor&apos;s reason</source>
        <comment>showdown_calls.refusal.corrected_award_needs_floor_s</comment>
        <translation>更正的派彩需要楼面主管的理由</translation>
    </message>
    <message>
        <source>every share must be a positive amount</source>
        <comment>showdown_calls.refusal.every_share_must_positive_amount</comment>
        <translation>每份分配都必须是正数</translation>
    </message>
    <message>
        <source>the floor rules {items}, not {decision!r}</source>
        <comment>showdown_calls.refusal.floor_rules</comment>
        <translation>楼面主管的裁决是 {items}，不是 {decision!r}</translation>
    </message>
    <message>
        <source>the floorperson who rules must be named (LC-74)</source>
        <comment>showdown_calls.refusal.floorperson_who_rules_must_named</comment>
        <translation>须写明作出裁决的楼面主管（LC-74）</translation>
    </message>
    <message>
        <source>the floorperson who rules must be named (LC-7)</source>
        <comment>showdown_calls.refusal.floorperson_who_rules_must_named_2</comment>
        <translation>须写明作出裁决的楼面主管（LC-7）</translation>
    </message>
    <message>
        <source>a forfeited pot needs the floor&apos;s reason (LC-74)</source>
        <comment>showdown_calls.refusal.forfeited_pot_needs_floor_s</comment>
        <translation>没收底池需要楼面主管的理由（LC-74）</translation>
    </message>
    <message>
        <source>give each corrected share as a pot and a seat</source>
        <comment>showdown_calls.refusal.give_each_corrected_share_pot</comment>
        <translation>每份更正分配写明底池和座位</translation>
    </message>
    <message>
        <source>give each corrected share as a pot, a seat and an amount</source>
        <comment>showdown_calls.refusal.give_each_corrected_share_pot_2</comment>
        <translation>每份更正分配写明底池、座位和金额</translation>
    </message>
    <message>
        <source>{wrong!r} is not a half of a pot</source>
        <comment>showdown_calls.refusal.half_pot</comment>
        <translation>{wrong!r} 不是底池的一半</translation>
    </message>
    <message>
        <source>a hand is called only once the cards are out</source>
        <comment>showdown_calls.refusal.hand_called_only_once_cards</comment>
        <translation>牌发出后才能喊牌</translation>
    </message>
    <message>
        <source>this house takes no &apos;board plays&apos; announcement (K11): a tabled hand is read with the board</source>
        <comment>showdown_calls.refusal.house_takes_no_board_plays</comment>
        <translation>本场馆不接受「打公共牌」声明（K11）：亮出的牌与公共牌一起读</translation>
    </message>
    <message>
        <source>LC-72: at this house a player plays the board only by tabling his cards; an announcement wins no share</source>
        <comment>showdown_calls.refusal.lc_72_house_player_plays</comment>
        <translation>LC-72：本场馆玩家只能亮牌来打公共牌；声明不能分得任何部分</translation>
    </message>
    <message>
        <source>name the hand as one of: {items}</source>
        <comment>showdown_calls.refusal.name_hand_one</comment>
        <translation>说明牌型，须为以下之一：{items}</translation>
    </message>
    <message>
        <source>{pot_name}: name its winners, or the winners of both its high and its low half (LC-27c)</source>
        <comment>showdown_calls.refusal.name_winners_winners_both_high</comment>
        <translation>{pot_name}：说明赢家，或高牌和低牌两半的赢家（LC-27c）</translation>
    </message>
    <message>
        <source>no award is held for the floor</source>
        <comment>showdown_calls.refusal.no_award_held_floor</comment>
        <translation>没有暂停交楼面主管的派彩</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>showdown_calls.refusal.no_hand_progress</comment>
        <translation>目前没有进行中的牌局</translation>
    </message>
    <message>
        <source>nobody sits in seat {seat}</source>
        <comment>showdown_calls.refusal.nobody_sits_seat</comment>
        <translation>{seat} 号座位没有人</translation>
    </message>
    <message>
        <source>only cards shown before the showdown are an exposure (LC-76); at the showdown the hand is shown</source>
        <comment>showdown_calls.refusal.only_cards_shown_before_showdown</comment>
        <translation>只有摊牌前亮出的牌才算外露（LC-76）；摊牌时是亮牌</translation>
    </message>
    <message>
        <source>only a high-low game splits a pot into high and low halves</source>
        <comment>showdown_calls.refusal.only_high_low_game_splits</comment>
        <translation>只有高低游戏才把底池分成高牌和低牌两半</translation>
    </message>
    <message>
        <source>a pot is forfeited once the hands are shown and before any of it is pushed (LC-74)</source>
        <comment>showdown_calls.refusal.pot_forfeited_once_hands_are</comment>
        <translation>底池在亮牌后、派发任何部分前没收（LC-74）</translation>
    </message>
    <message>
        <source>pot {pot} is not waiting to be pushed</source>
        <comment>showdown_calls.refusal.pot_waiting_pushed</comment>
        <translation>底池 {pot} 不在等待派发</translation>
    </message>
    <message>
        <source>seat {to_seat} is not another player in the hand: record it as shown to a non-player (LC-77)</source>
        <comment>showdown_calls.refusal.seat_another_player_hand_record</comment>
        <translation>{to_seat} 号座位不是局中其他玩家：记录为给非玩家看（LC-77）</translation>
    </message>
    <message>
        <source>seat {short} did not put in enough to win the {pot_name} (LC-65)</source>
        <comment>showdown_calls.refusal.seat_did_put_enough_win</comment>
        <translation>{short} 号座位放入的不足以赢得 {pot_name}（LC-65）</translation>
    </message>
    <message>
        <source>seat {seat} does not hold {wrong}</source>
        <comment>showdown_calls.refusal.seat_does_hold</comment>
        <translation>{seat} 号座位没有 {wrong}</translation>
    </message>
    <message>
        <source>seat {forfeited} forfeited the pot (LC-74): the floor gives it by a corrected award</source>
        <comment>showdown_calls.refusal.seat_forfeited_pot_lc_74</comment>
        <translation>{forfeited} 号座位被没收底池（LC-74）：由楼面主管以更正派彩分配</translation>
    </message>
    <message>
        <source>seat {stray} forfeited the pot (LC-74)</source>
        <comment>showdown_calls.refusal.seat_forfeited_pot_lc_74_2</comment>
        <translation>{stray} 号座位被没收底池（LC-74）</translation>
    </message>
    <message>
        <source>seat {seat} has already announced the board</source>
        <comment>showdown_calls.refusal.seat_has_already_announced_board</comment>
        <translation>{seat} 号座位已声明打公共牌</translation>
    </message>
    <message>
        <source>seat {seat} has mucked: too late to announce the board (PGP-HE-08)</source>
        <comment>showdown_calls.refusal.seat_has_mucked_too_late</comment>
        <translation>{seat} 号座位已弃牌：声明打公共牌太迟（PGP-HE-08）</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>showdown_calls.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 号座位没有有效手牌</translation>
    </message>
    <message>
        <source>seat {stray} has no live hand</source>
        <comment>showdown_calls.refusal.seat_has_no_live_hand_2</comment>
        <translation>{stray} 号座位没有有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} made no wrong call that another player gave up on, still waiting for the floor (LC-74)</source>
        <comment>showdown_calls.refusal.seat_made_no_wrong_call</comment>
        <translation>{seat} 号座位没有让其他玩家因而放弃、仍待楼面主管处理的错喊（LC-74）</translation>
    </message>
    <message>
        <source>{pot_name}: a seat is named twice for one share</source>
        <comment>showdown_calls.refusal.seat_named_twice_one_share</comment>
        <translation>{pot_name}：同一份分配中一个座位出现两次</translation>
    </message>
    <message>
        <source>seat {seat} showed no cards to an active player that are still to be shown (LC-77)</source>
        <comment>showdown_calls.refusal.seat_showed_no_cards_active</comment>
        <translation>{seat} 号座位没有给在局玩家看过仍待亮出的牌（LC-77）</translation>
    </message>
    <message>
        <source>Seat {seat} called {claim} but holds {actual}</source>
        <comment>showdown_calls.said</comment>
        <translation>{seat} 号座位报了{claim}，实际是{actual}</translation>
    </message>
    <message>
        <source>seat {seat}{cards_text}</source>
        <comment>showdown_calls.seat_cards</comment>
        <translation>{seat} 号座位{cards_text}</translation>
    </message>
    <message>
        <source>side pot {index}</source>
        <comment>showdown_calls.side_pot</comment>
        <translation>边池 {index}</translation>
    </message>
    <message>
        <source>Call the floor: {held}</source>
        <comment>showdown_calls.step.call_floor</comment>
        <translation>调用楼面主管：{held}</translation>
    </message>
    <message>
        <source>Call the floor: {said}, and seat(s) {items} mucked after the call: possible deliberate miscall; the pot may be forfeited at management&apos;s discretion</source>
        <comment>showdown_calls.step.call_floor_seat_s_mucked</comment>
        <translation>调用楼面主管：{said}，座位 {items} 在喊牌后弃牌：可能故意错喊；管理方可酌情没收底池</translation>
    </message>
    <message>
        <source>Cards speak: {said}; the hand is read as {actual}</source>
        <comment>showdown_calls.step.cards_speak_hand_read</comment>
        <translation>以牌为准：{said}；此牌读作 {actual}</translation>
    </message>
    <message>
        <source>Low not decided yet: the board&apos;s different low ranks so far are {named}; it needs {need} more different ranks of 8 or lower</source>
        <comment>showdown_calls.step.low_decided_yet_board_s</comment>
        <translation>低牌未定：目前公共牌不同的低点数为 {named}；还需要 {need} 个 8 或以下的不同点数</translation>
    </message>
    <message>
        <source>Low not decided yet: the board&apos;s different low ranks so far are {named}; it needs 1 more different rank of 8 or lower</source>
        <comment>showdown_calls.step.low_decided_yet_one_rank</comment>
        <translation>低牌未定：目前公共牌不同的低点数为 {named}；还需要 1 个 8 或以下的不同点数</translation>
    </message>
    <message>
        <source>Low possible: the board&apos;s different low ranks (8 or lower) are {named}</source>
        <comment>showdown_calls.step.low_possible_board_s_different</comment>
        <translation>可能有低牌：公共牌不同的低点数（8 或以下）为 {named}</translation>
    </message>
    <message>
        <source>No low possible: the board&apos;s only different low ranks (8 or lower) are {named}, fewer than three; the high hand takes the whole pot</source>
        <comment>showdown_calls.step.no_low_possible_board_s</comment>
        <translation>不可能有低牌：公共牌不同的低点数（8 或以下）只有 {named}，少于三个；高牌赢得整个底池</translation>
    </message>
    <message>
        <source>{text}; to play the board he says so before mucking</source>
        <comment>showdown_calls.step.play_board_he_says_so</comment>
        <translation>{text}；若要打公共牌，须在弃牌前说明</translation>
    </message>
    <message>
        <source>Seat {seat} announced that the board plays: mucked, he shares as the board</source>
        <comment>showdown_calls.step.seat_announced_board_plays_mucked</comment>
        <translation>{seat} 号座位声明打公共牌：已弃牌，他按公共牌分</translation>
    </message>
    <message>
        <source>Seat {seat} showed his cards{cards_text} to a non-player: they are shown to everyone when the hand ends</source>
        <comment>showdown_calls.step.seat_showed_cards_non_player</comment>
        <translation>{seat} 号座位把牌{cards_text}给非玩家看：牌局结束时要亮给所有人看</translation>
    </message>
    <message>
        <source>Seat {seat} showed his cards{cards_text} to seat {to_seat}: any player still in the hand may ask to see them now</source>
        <comment>showdown_calls.step.seat_showed_cards_seat_any</comment>
        <translation>{seat} 号座位把牌{cards_text}给 {to_seat} 号座位看：任何仍在局的玩家现在都可要求看</translation>
    </message>
    <message>
        <source>Show the cards of {seats} to everyone (shown to a non-player during the hand), then: {text}</source>
        <comment>showdown_calls.step.show_cards_everyone_shown_non</comment>
        <translation>把 {seats} 的牌亮给所有人看（牌局中曾给非玩家看），然后：{text}</translation>
    </message>
    <message>
        <source>the dealer</source>
        <comment>showdown_calls.who.dealer</comment>
        <translation>荷官</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>showdown_calls.who.seat</comment>
        <translation>{seat} 号座位</translation>
    </message>
    <message>
        <source>{name} is already active</source>
        <comment>staff.admin.already_active</comment>
        <translation>{name} 已是启用状态</translation>
    </message>
    <message>
        <source>{name} is already inactive</source>
        <comment>staff.admin.already_inactive</comment>
        <translation>{name} 已是停用状态</translation>
    </message>
    <message>
        <source>{name} is already {role}</source>
        <comment>staff.admin.already_role</comment>
        <translation>{name} 已经是{role}</translation>
    </message>
    <message>
        <source>present the new member&apos;s badge to the reader first</source>
        <comment>staff.admin.badge_first</comment>
        <translation>请先将新员工的员工证出示给读卡器</translation>
    </message>
    <message>
        <source>badge {badge} was {name}&apos;s until it was replaced, and a replaced badge is never given out again: {instead}</source>
        <comment>staff.admin.badge_retired</comment>
        <translation>员工证 {badge} 在更换前属于 {name}，已更换的员工证永不再发出：{instead}</translation>
    </message>
    <message>
        <source>badge {badge} already belongs to {name}: {instead}</source>
        <comment>staff.admin.badge_taken</comment>
        <translation>员工证 {badge} 已属于 {name}：{instead}</translation>
    </message>
    <message>
        <source>change that member instead</source>
        <comment>staff.admin.change_instead</comment>
        <translation>请改为修改该员工</translation>
    </message>
    <message>
        <source>type {name}&apos;s corrected name first</source>
        <comment>staff.admin.corrected_name_first</comment>
        <translation>请先输入 {name} 更正后的姓名</translation>
    </message>
    <message>
        <source>deactivate {name}</source>
        <comment>staff.admin.deactivate</comment>
        <translation>停用 {name}</translation>
    </message>
    <message>
        <source>present a badge nobody holds</source>
        <comment>staff.admin.free_badge</comment>
        <translation>请出示没有人持有的员工证</translation>
    </message>
    <message>
        <source>cannot {doing}: {name} is the last active admin, and nobody could change staff afterwards. Make another admin first</source>
        <comment>staff.admin.last_admin</comment>
        <translation>无法{doing}：{name} 是最后一位启用中的管理员，之后就没有人能修改员工。请先设定另一位管理员</translation>
    </message>
    <message>
        <source>make {name} {role}</source>
        <comment>staff.admin.make_role</comment>
        <translation>将 {name} 设为{role}</translation>
    </message>
    <message>
        <source>type the new member&apos;s name first</source>
        <comment>staff.admin.name_first</comment>
        <translation>请先输入新员工的姓名</translation>
    </message>
    <message>
        <source>present {name}&apos;s new badge to the reader first</source>
        <comment>staff.admin.new_badge_first</comment>
        <translation>请先将 {name} 的新员工证出示给读卡器</translation>
    </message>
    <message>
        <source>no staff member has badge {badge}</source>
        <comment>staff.admin.no_such_badge</comment>
        <translation>没有员工持有员工证 {badge}</translation>
    </message>
    <message>
        <source>{role} is not a role: {roles}</source>
        <comment>staff.admin.not_a_role</comment>
        <translation>{role} 不是职务：{roles}</translation>
    </message>
    <message>
        <source>{name} is no longer an active admin: only an admin changes staff and roles</source>
        <comment>staff.admin.not_admin</comment>
        <translation>{name} 已不是启用中的管理员：只有管理员能修改员工与职务</translation>
    </message>
    <message>
        <source>badge {badge} is the one {name} has now: present the new badge</source>
        <comment>staff.admin.same_badge</comment>
        <translation>员工证 {badge} 是 {name} 目前的员工证：请出示新的员工证</translation>
    </message>
    <message>
        <source>the name on record is already {name}</source>
        <comment>staff.admin.same_name</comment>
        <translation>记录上的姓名已经是 {name}</translation>
    </message>
    <message>
        <source>{least} to {most} digits</source>
        <comment>staff.pin.digits</comment>
        <translation>{least} 到 {most} 位数字</translation>
    </message>
    <message>
        <source>a PIN is {least} to {most} digits</source>
        <comment>staff.pin.length</comment>
        <translation>密码为 {least} 到 {most} 位数字</translation>
    </message>
    <message>
        <source>PIN not changed: {problem}</source>
        <comment>staff.pin.not_changed</comment>
        <translation>密码未更改：{problem}</translation>
    </message>
    <message>
        <source>a {role}&apos;s PIN is {least} to {most} digits</source>
        <comment>staff.pin.role_length</comment>
        <translation>{role}的密码为 {least} 到 {most} 位数字</translation>
    </message>
    <message>
        <source>PIN not changed: choose a PIN other than the old one</source>
        <comment>staff.pin.same_as_old</comment>
        <translation>密码未更改：请选择与旧密码不同的密码</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN is too short for {role}: choose a new PIN of {least} to {most} digits</source>
        <comment>staff.pin.too_short_for_role</comment>
        <translation>{name} 的密码对{role}来说太短：请选择 {least} 到 {most} 位数字的新密码</translation>
    </message>
    <message>
        <source>admin</source>
        <comment>staff.role.admin</comment>
        <translation>管理员</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>staff.role.dealer</comment>
        <translation>荷官</translation>
    </message>
    <message>
        <source>floor</source>
        <comment>staff.role.floor</comment>
        <translation>楼面主管</translation>
    </message>
    <message>
        <source>supervisor</source>
        <comment>staff.role.supervisor</comment>
        <translation>主管</translation>
    </message>
    <message>
        <source>{roles} or {last}</source>
        <comment>staff.roles.either</comment>
        <translation>{roles}或{last}</translation>
    </message>
    <message>
        <source>a floorperson must decide</source>
        <comment>staff.sign_in.floor_decides</comment>
        <translation>必须由楼面主管决定</translation>
    </message>
    <message>
        <source>this badge&apos;s PIN record is not valid: an admin must reset the PIN</source>
        <comment>staff.sign_in.invalid_record</comment>
        <translation>此员工证的密码记录无效：须由管理员重置密码</translation>
    </message>
    <message>
        <source>too many wrong PINs: this badge is locked for {wait} more</source>
        <comment>staff.sign_in.locked</comment>
        <translation>密码错误次数过多：此员工证再锁定 {wait}</translation>
    </message>
    <message>
        <source>badge or PIN not recognised</source>
        <comment>staff.sign_in.not_recognised</comment>
        <translation>无法辨识员工证或密码</translation>
    </message>
    <message>
        <source>badge or PIN not recognised: {failures} wrong PINs, this badge is locked for {wait}</source>
        <comment>staff.sign_in.now_locked</comment>
        <translation>无法辨识员工证或密码：密码错误 {failures} 次，此员工证锁定 {wait}</translation>
    </message>
    <message>
        <source>only {roles} may sign in here</source>
        <comment>staff.sign_in.only_roles</comment>
        <translation>只有{roles}可以在此登录</translation>
    </message>
    <message>
        <source>this badge was replaced and no longer signs in: use the new badge</source>
        <comment>staff.sign_in.replaced</comment>
        <translation>此员工证已更换，不能再登录：请使用新的员工证</translation>
    </message>
    <message>
        <source>{name} is {role}: {needed}</source>
        <comment>staff.sign_in.wrong_role</comment>
        <translation>{name} 是{role}：{needed}</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <comment>stats.period.month</comment>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>Today</source>
        <comment>stats.period.today</comment>
        <translation>今天</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <comment>stats.period.week</comment>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>name the other table the player is called to</source>
        <comment>stepping_away.refusal.name_other_table_player_called</comment>
        <translation>说明玩家被叫去的另一张桌</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>stepping_away.refusal.seat</comment>
        <translation>{seat} 号座位是 {player}，不是 {player2}</translation>
    </message>
    <message>
        <source>seat {seat} already has a hold button</source>
        <comment>stepping_away.refusal.seat_already_has_hold_button</comment>
        <translation>{seat} 号座位已有保留按钮</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>stepping_away.refusal.seat_empty</comment>
        <translation>{seat} 号座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: he goes to his new table when the hand is over</source>
        <comment>stepping_away.refusal.seat_hand_he_goes_new</comment>
        <translation>{seat} 号座位在牌局中：本局结束后他去新的牌桌</translation>
    </message>
    <message>
        <source>seat {seat} has missed a blind: his seat carries a missed-blind button, not a hold button (LC-GL-33, LC-97)</source>
        <comment>stepping_away.refusal.seat_has_missed_blind_seat</comment>
        <translation>{seat} 号座位错过了盲注：他的座位放错过盲注按钮，不是保留按钮（LC-GL-33, LC-97）</translation>
    </message>
    <message>
        <source>seat {seat} is playing: a hold button marks a new player, one not entitled to a hand, or one away who has not missed a blind (LC-GL-33)</source>
        <comment>stepping_away.refusal.seat_playing_hold_button_marks</comment>
        <translation>{seat} 号座位正在玩：保留按钮标示新玩家、无权拿牌的玩家或未错过盲注的离座玩家（LC-GL-33）</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be opened ({error})</source>
        <comment>storage.cannot_open</comment>
        <translation>无法打开牌局记录 {path}（{error}）</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be written ({error}): nothing can be saved</source>
        <comment>storage.cannot_write</comment>
        <translation>无法写入牌局记录 {path}（{error}）：无法保存任何数据</translation>
    </message>
    <message>
        <source>the hand log {path} is damaged ({error}); keep the file and call a supervisor</source>
        <comment>storage.damaged</comment>
        <translation>牌局记录 {path} 已损坏（{error}）；请保留文件并呼叫主管</translation>
    </message>
    <message>
        <source>the disk holding {path} is full: nothing was saved; free space first</source>
        <comment>storage.disk_full</comment>
        <translation>存放 {path} 的磁盘已满：未保存任何数据；请先腾出空间</translation>
    </message>
    <message>
        <source>{path} is a folder, not a hand log</source>
        <comment>storage.is_folder</comment>
        <translation>{path} 是文件夹，不是牌局记录</translation>
    </message>
    <message>
        <source>the hand log {path} is in use by another program; close it (or wait) and try again</source>
        <comment>storage.locked</comment>
        <translation>牌局记录 {path} 正被其他程序使用；请关闭该程序（或稍候）再试</translation>
    </message>
    <message>
        <source>there is no hand log at {path}</source>
        <comment>storage.missing</comment>
        <translation>{path} 没有牌局记录</translation>
    </message>
    <message>
        <source>{path}: cannot switch the hand log to WAL mode</source>
        <comment>storage.no_wal</comment>
        <translation>{path}：无法将牌局记录切换为 WAL 模式</translation>
    </message>
    <message>
        <source>{path} is not a regular file, so not a hand log</source>
        <comment>storage.not_a_file</comment>
        <translation>{path} 不是普通文件，所以不是牌局记录</translation>
    </message>
    <message>
        <source>{path} is not a Dealer Assist hand log (not an SQLite database)</source>
        <comment>storage.not_a_log</comment>
        <translation>{path} 不是 Dealer Assist 的牌局记录（不是 SQLite 数据库）</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a Dealer Assist hand log</source>
        <comment>storage.not_our_log</comment>
        <translation>{path} 是 SQLite 数据库，但不是 Dealer Assist 的牌局记录</translation>
    </message>
    <message>
        <source>{path} is an SQLite database of another program, not a Dealer Assist hand log: it was left exactly as it was</source>
        <comment>storage.other_program</comment>
        <translation>{path} 是其他程序的 SQLite 数据库，不是 Dealer Assist 的牌局记录：它完全保持原样</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be written (read-only file or folder): nothing was saved</source>
        <comment>storage.read_only</comment>
        <translation>无法写入牌局记录 {path}（只读的文件或文件夹）：未保存任何数据</translation>
    </message>
    <message>
        <source>the hand log {path} is on read-only media with changes still in {wal}: copy both files to a writable folder and read the copy</source>
        <comment>storage.read_only_media</comment>
        <translation>牌局记录 {path} 位于只读介质上，仍有更改在 {wal} 中：请将两个文件都复制到可写入的文件夹并读取副本</translation>
    </message>
    <message>
        <source>{path} is marked as a hand log but has no {tables} table: it is not one this program can read</source>
        <comment>storage.tables_missing</comment>
        <translation>{path} 标记为牌局记录，但没有 {tables} 数据表：本程序无法读取</translation>
    </message>
    <message>
        <source>{path} was written by a newer Dealer Assist (log version {version}); update this program to read it</source>
        <comment>storage.too_new</comment>
        <translation>{path} 由较新的 Dealer Assist 写入（记录版本 {version}）；请更新本程序再读取</translation>
    </message>
    <message>
        <source>the hand log {path} could not be used: {error}</source>
        <comment>storage.unusable</comment>
        <translation>无法使用牌局记录 {path}：{error}</translation>
    </message>
    <message>
        <source>{street} being dealt</source>
        <comment>stud.phase.being_dealt</comment>
        <translation>正在发{street}</translation>
    </message>
    <message>
        <source>{street} betting</source>
        <comment>stud.phase.betting</comment>
        <translation>{street}下注</translation>
    </message>
    <message>
        <source>Burn one card</source>
        <comment>stud.plan.burn_one</comment>
        <translation>烧一张牌</translation>
    </message>
    <message>
        <source>Deal all {count} cards face down WITHOUT a burn</source>
        <comment>stud.plan.deal_all_no_burn</comment>
        <translation>不烧牌，直接盖着发出全部 {count} 张牌</translation>
    </message>
    <message>
        <source>Deal {count} cards face down</source>
        <comment>stud.plan.deal_down</comment>
        <translation>盖着发 {count} 张牌</translation>
    </message>
    <message>
        <source>Deal {count} cards face down from the stub, keeping its last card</source>
        <comment>stud.plan.deal_from_stub</comment>
        <translation>从剩余牌中盖着发 {count} 张，留下最后一张</translation>
    </message>
    <message>
        <source>Deal the last {count} cards face down</source>
        <comment>stud.plan.deal_last</comment>
        <translation>盖着发最后 {count} 张牌</translation>
    </message>
    <message>
        <source>Mix that card with the {burns} burn cards, cut, and burn one</source>
        <comment>stud.plan.mix_with_burns</comment>
        <translation>把那张牌与 {burns} 张烧牌混合、切牌，再烧一张</translation>
    </message>
    <message>
        <source>Deal ONE community card face up for all players</source>
        <comment>stud.plan.one_community</comment>
        <translation>发一张正面朝上的公共牌给所有玩家</translation>
    </message>
    <message>
        <source>Not enough cards for everyone: burn one card</source>
        <comment>stud.plan.short_burn_one</comment>
        <translation>牌不够每人一张：烧一张牌</translation>
    </message>
    <message>
        <source>Not enough cards for everyone: mix the stub with the burn cards and cut</source>
        <comment>stud.plan.short_mix</comment>
        <translation>牌不够每人一张：把剩余牌与烧牌混合并切牌</translation>
    </message>
    <message>
        <source>seat {seat} has the low card and must bring it in or complete (CG-STD-04, HTP-STD-01, LC-GL-09)</source>
        <comment>stud.refusal.seat_has_low_card_must</comment>
        <translation>{seat} 号座位是最低牌，必须强制开注或补足（CG-STD-04, HTP-STD-01, LC-GL-09）</translation>
    </message>
    <message>
        <source>{player} takes all his chips, ${stack}, not ${stack2}</source>
        <comment>stepping_away.refusal.takes_all_chips</comment>
        <translation>{player} 拿走所有筹码 ${stack}，不是 ${stack2}</translation>
    </message>
    <message>
        <source>Collect ${time_collection} time from seat(s) {items} before their next hand; with no waiting list a player may play to his big blind and leave without paying</source>
        <comment>procedure.step.collect_time_no_waiting_list</comment>
        <translation>在下一手之前向 {items} 号座位收取 ${time_collection} 时间费；没有候位名单时，玩家可玩到他的大盲注再离开而不付费</translation>
    </message>
    <message>
        <source>Collect ${time_collection} time from seat(s) {items} before their next hand</source>
        <comment>procedure.step.collect_time_seat_s_before</comment>
        <translation>在下一手之前向 {items} 号座位收取 ${time_collection} 时间费</translation>
    </message>
    <message>
        <source>{kind}: field {field}: {why}</source>
        <comment>room.board.not_spread</comment>
        <translation>{kind}：字段 {field}：{why}</translation>
    </message>
    <message>
        <source>{kind}: a field of this record cannot be read ({exc})</source>
        <comment>room.board.unreadable</comment>
        <translation>{kind}：此记录有一个字段无法读取（{exc}）</translation>
    </message>
    <message>
        <source>the room store is out of reach, so whether {player} left this game at another table is not known: the floor decides; the table keeps working</source>
        <comment>room.buy_ins.room_out_of_reach</comment>
        <translation>连不上本场，无法得知 {player} 是否在别桌离开过此游戏：由楼面主管决定；牌桌照常运作</translation>
    </message>
    <message>
        <source>{kind}: field {field}: {card} for {player} is not a card (a rank and a suit, such as As or Td)</source>
        <comment>room.card_draw.not_a_card</comment>
        <translation>{kind}：字段 {field}：{player} 的 {card} 不是一张牌（点数加花色，例如 As 或 Td）</translation>
    </message>
    <message>
        <source>{game} {limit}</source>
        <comment>room.game_label</comment>
        <translation>{game} {limit}</translation>
    </message>
    <message>
        <source>the room has no house profile</source>
        <comment>room.house.no_profile</comment>
        <translation>场馆没有庄家规则设定档</translation>
    </message>
    <message>
        <source>connecting</source>
        <comment>room.link.connecting</comment>
        <translation>连线中</translation>
    </message>
    <message>
        <source>finish the blinds and the button</source>
        <comment>room.must_move.choice_finish_blinds</comment>
        <translation>打完盲注和庄家按钮</translation>
    </message>
    <message>
        <source>move now</source>
        <comment>room.must_move.choice_move_now</comment>
        <translation>立即换桌</translation>
    </message>
    <message>
        <source>play to his big blind and quit</source>
        <comment>room.must_move.choice_play_to_big_blind</comment>
        <translation>打到他的大盲注后离开</translation>
    </message>
    <message>
        <source>no {game_label} game is running to protect: a must-move needs a main game of the same type and limit</source>
        <comment>room.must_move.no_game_running</comment>
        <translation>没有进行中的 {game_label} 牌局需要保护：必须换桌需要同类型同注额的主牌局</translation>
    </message>
    <message>
        <source>the floor rules that the raise stands or is a call (LC-62, LC-64)</source>
        <comment>string_raises.refusal.floor_rules_raise_stands_call</comment>
        <translation>由楼面主管裁定加注有效或改为跟注（LC-62, LC-64）</translation>
    </message>
    <message>
        <source>a player cannot object to his own raise</source>
        <comment>string_raises.refusal.player_cannot_object_own_raise</comment>
        <translation>玩家不能对自己的加注提出异议</translation>
    </message>
    <message>
        <source>seat {by} has no live hand: only a player still in the hand may call a string raise; the objection is ignored (LC-62)</source>
        <comment>string_raises.refusal.seat_has_no_live_hand</comment>
        <translation>{by} 号座位没有有效手牌：只有仍在局的玩家可指称分次加注；此异议不予理会（LC-62）</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s questioned raise has already been changed</source>
        <comment>string_raises.refusal.seat_s_questioned_raise_has</comment>
        <translation>{seat} 号座位被质疑的加注已经更改</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s raise is already before the floor</source>
        <comment>string_raises.refusal.seat_s_raise_already_before</comment>
        <translation>{seat} 号座位的加注已交楼面主管处理</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s raise stands: seats {sorted} have acted after it (LC-62)</source>
        <comment>string_raises.refusal.seat_s_raise_stands_seats</comment>
        <translation>{seat} 号座位的加注有效：座位 {sorted} 已在其后行动（LC-62）</translation>
    </message>
    <message>
        <source>someone has acted behind seat {seat}: the raise stands (LC-63)</source>
        <comment>string_raises.refusal.someone_has_acted_behind_seat</comment>
        <translation>{seat} 号座位之后已有人行动：加注有效（LC-63）</translation>
    </message>
    <message>
        <source>3rd street&apos;s one burn comes before its first card (LC-GL-10)</source>
        <comment>stud.refusal.3rd_street_s_one_burn</comment>
        <translation>第三街的一张烧牌在其第一张牌之前（LC-GL-10）</translation>
    </message>
    <message>
        <source>{clash} is already in play: fouled deck (LC-105)</source>
        <comment>stud.refusal.already_play_fouled_deck_lc</comment>
        <translation>{clash} 已在局中：废牌组（LC-105）</translation>
    </message>
    <message>
        <source>a burn card comes only before a street&apos;s first card</source>
        <comment>stud.refusal.burn_card_comes_only_before</comment>
        <translation>烧牌只在一条街的第一张牌之前</translation>
    </message>
    <message>
        <source>burn only after seat {seat} posts the {replace} (${total})</source>
        <comment>stud.refusal.burn_only_after_seat_posts</comment>
        <translation>{seat} 号座位下了{replace}（${total}）后才烧牌</translation>
    </message>
    <message>
        <source>deal only after seat {seat} posts the {replace} (${total})</source>
        <comment>stud.refusal.deal_only_after_seat_posts</comment>
        <translation>{seat} 号座位下了{replace}（${total}）后才发牌</translation>
    </message>
    <message>
        <source>hands are shown only after the deal and before the pot is pushed</source>
        <comment>stud.refusal.hands_are_shown_only_after</comment>
        <translation>只有发牌后、派底池前才亮牌</translation>
    </message>
    <message>
        <source>this house burns no card before 3rd street (the first burn comes before 4th street)</source>
        <comment>stud.refusal.house_burns_no_card_before</comment>
        <translation>本场馆第三街前不烧牌（第一张烧牌在第四街前）</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text})</source>
        <comment>stud.refusal.no_card_due_now</comment>
        <translation>现在不该发任何牌（{phase_text}）</translation>
    </message>
    <message>
        <source>only a 7th-street card dealt during 6th-street betting is kept (LC-121)</source>
        <comment>stud.refusal.only_7th_street_card_dealt</comment>
        <translation>只保留第六街下注时发出的第七街牌（LC-121）</translation>
    </message>
    <message>
        <source>seat {seat} is acting out of turn: seat {to_act} is to act (LC-50)</source>
        <comment>stud.refusal.seat_acting_out_turn_seat</comment>
        <translation>{seat} 号座位未轮到就行动：轮到 {to_act} 号座位（LC-50）</translation>
    </message>
    <message>
        <source>seat {seat} already has its {STUD_STREETS} card (LC-107)</source>
        <comment>stud.refusal.seat_already_has_card_lc</comment>
        <translation>{seat} 号座位已有 {STUD_STREETS} 的牌（LC-107）</translation>
    </message>
    <message>
        <source>seat {seat} already holds seven cards: check, call or fold only (LC-121, AMB-29)</source>
        <comment>stud.refusal.seat_already_holds_seven_cards</comment>
        <translation>{seat} 号座位已有七张牌：只能过牌、跟注或弃牌（LC-121, AMB-29）</translation>
    </message>
    <message>
        <source>seat {seat} does not bring it in</source>
        <comment>stud.refusal.seat_does_bring</comment>
        <translation>{seat} 号座位不是强制开注者</translation>
    </message>
    <message>
        <source>seat {seat} does not hold six cards</source>
        <comment>stud.refusal.seat_does_hold_six_cards</comment>
        <translation>{seat} 号座位没有六张牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to deal to</source>
        <comment>stud.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 号座位没有可发牌的有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to show</source>
        <comment>stud.refusal.seat_has_no_live_hand_2</comment>
        <translation>{seat} 号座位没有可亮的有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} holds {count} cards, not {count2}: a pot goes only to a fully shown hand (LC-102d); call the floor</source>
        <comment>stud.refusal.seat_holds_cards_pot_goes</comment>
        <translation>{seat} 号座位有 {count} 张牌，不是 {count2}：底池只给完整亮出的牌（LC-102d）；请调用楼面主管</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${amounts} or ${amounts2} with the open pair, not ${to} (LC-100)</source>
        <comment>stud.refusal.seat_may_open_pair_lc</comment>
        <translation>{seat} 号座位有明对，可{action}到 ${amounts} 或 ${amounts2}，不是 ${to}（LC-100）</translation>
    </message>
    <message>
        <source>seat {seat} was dealt {missing}, which is not in the hand shown</source>
        <comment>stud.refusal.seat_was_dealt_which_hand</comment>
        <translation>{seat} 号座位拿到的 {missing} 不在亮出的牌中</translation>
    </message>
    <message>
        <source>a stud bring-in of ${bring_in} is not a bet: the bring-in is a forced bet of at least $1 (K22, CG-STD-04)</source>
        <comment>stud.refusal.stud_bring_bet_bring_forced</comment>
        <translation>${bring_in} 的梭哈强制开注不算下注：强制开注是至少 $1 的强制注（K22, CG-STD-04）</translation>
    </message>
    <message>
        <source>a stud community card is dealt only when 7th street is short of cards (LC-124)</source>
        <comment>stud.refusal.stud_community_card_dealt_only</comment>
        <translation>只有第七街牌不够时才发梭哈公共牌（LC-124）</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>table.entry.buy_button</comment>
        <translation>买庄家按钮</translation>
    </message>
    <message>
        <source>deal now</source>
        <comment>table.entry.deal_now</comment>
        <translation>立即发牌</translation>
    </message>
    <message>
        <source>post big blind</source>
        <comment>table.entry.post_big_blind</comment>
        <translation>下大盲注</translation>
    </message>
    <message>
        <source>post in front of button</source>
        <comment>table.entry.post_in_front_of_button</comment>
        <translation>在庄家按钮前下注</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <comment>table.entry.post_missed_blinds</comment>
        <translation>补下错过的盲注</translation>
    </message>
    <message>
        <source>straddle</source>
        <comment>table.entry.straddle</comment>
        <translation>抓盲 (straddle)</translation>
    </message>
    <message>
        <source>wait for big blind</source>
        <comment>table.entry.wait_for_big_blind</comment>
        <translation>等待大盲注</translation>
    </message>
    <message>
        <source>an add-on must be a positive amount</source>
        <comment>table.refusal.add_must_positive_amount</comment>
        <translation>加码必须是正数</translation>
    </message>
    <message>
        <source>the button belongs on seat {button} with seats {list} dealt in (LC-44)</source>
        <comment>table.refusal.button_belongs_seat_seats_dealt</comment>
        <translation>座位 {list} 拿牌时按钮应在 {button} 号座位（LC-44）</translation>
    </message>
    <message>
        <source>seat {seat} is not in the small-blind position of the next hand: the button is bought only from there (LC-43); post a big blind or wait</source>
        <comment>table.refusal.button_bought_from_small_blind</comment>
        <translation>{seat} 号座位不在下一手的小盲注位置：只能从该位置买庄家按钮 (LC-43)；请下大盲注或等待</translation>
    </message>
    <message>
        <source>{option!r} is not an entry option ({items})</source>
        <comment>table.refusal.entry_option</comment>
        <translation>{option!r} 不是入局选项（{items}）</translation>
    </message>
    <message>
        <source>the game or limit changes only between hands</source>
        <comment>table.refusal.game_limit_changes_only_between</comment>
        <translation>游戏或注额只能在牌局之间更改</translation>
    </message>
    <message>
        <source>hand {hand} is over and the next hand has begun: the ruling can no longer be changed (LC-8c)</source>
        <comment>table.refusal.hand_over_next_hand_has</comment>
        <translation>第 {hand} 局已结束且下一局已开始：裁决不能再更改（LC-8c）</translation>
    </message>
    <message>
        <source>hand {hand_number} is still in progress</source>
        <comment>table.refusal.hand_still_progress</comment>
        <translation>第 {hand_number} 局仍在进行中</translation>
    </message>
    <message>
        <source>this house does not offer {replace} to a new or returning player; it offers: {items} (K03, K18)</source>
        <comment>table.refusal.house_does_offer_new_returning</comment>
        <translation>本场馆不为新玩家或回桌玩家提供{replace}；提供的是：{items}（K03, K18）</translation>
    </message>
    <message>
        <source>at least two players with chips must be present to start a hand</source>
        <comment>table.refusal.least_two_players_chips_must</comment>
        <translation>至少要有两位有筹码的玩家在场才能开始牌局</translation>
    </message>
    <message>
        <source>{player} needs chips to sit down (buy-in, LC-35)</source>
        <comment>table.refusal.needs_chips_sit_down_buy</comment>
        <translation>{player} 需要筹码才能入座（买入，LC-35）</translation>
    </message>
    <message>
        <source>the next hand is number {hand}, not {hand2}</source>
        <comment>table.refusal.next_hand_number</comment>
        <translation>下一局是第 {hand} 局，不是第 {hand2} 局</translation>
    </message>
    <message>
        <source>no hand is in progress: start a hand before {replace}</source>
        <comment>table.refusal.no_hand_progress_start_hand</comment>
        <translation>没有进行中的牌局：请先开始牌局再{replace}</translation>
    </message>
    <message>
        <source>ruling {ruling} already exists</source>
        <comment>table.refusal.ruling_already_exists</comment>
        <translation>裁决 {ruling} 已存在</translation>
    </message>
    <message>
        <source>ruling {ruling} names {irregularity!r}, which is not in the irregularities catalogue</source>
        <comment>table.refusal.ruling_names_which_irregularities_catalogue</comment>
        <translation>裁决 {ruling} 指的是 {irregularity!r}，它不在违规情况目录中</translation>
    </message>
    <message>
        <source>seat changes happen between hands</source>
        <comment>table.refusal.seat_changes_happen_between_hands</comment>
        <translation>换座位在牌局之间进行</translation>
    </message>
    <message>
        <source>seat {seat} does not exist at a {max_seats}-seat table</source>
        <comment>table.refusal.seat_does_exist_seat_table</comment>
        <translation>{max_seats} 人桌没有 {seat} 号座位</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>table.refusal.seat_empty</comment>
        <translation>{seat} 号座位是空位</translation>
    </message>
    <message>
        <source>seat {from_seat} is empty</source>
        <comment>table.refusal.seat_empty_2</comment>
        <translation>{from_seat} 号座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: chips are added between hands (table stakes)</source>
        <comment>table.refusal.seat_hand_chips_are_added</comment>
        <translation>{seat} 号座位在牌局中：筹码在牌局之间加（桌上筹码规则）</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand; fold first or wait for the hand to end</source>
        <comment>table.refusal.seat_hand_fold_first_wait</comment>
        <translation>{seat} 号座位在牌局中；请先弃牌或等本局结束</translation>
    </message>
    <message>
        <source>seat {seat} is held for {player}, who is away: nobody plays over his seat with his own money (LC-23)</source>
        <comment>table.refusal.seat_held_no_playing_over</comment>
        <translation>{seat} 号座位保留给暂离的 {player}：任何人都不能用自己的钱占他的座位玩 (LC-23)</translation>
    </message>
    <message>
        <source>seat(s) {owing} owe ${time_collection} time before their next hand (LC-146)</source>
        <comment>table.refusal.seat_s_owe_time_before</comment>
        <translation>座位 {owing} 在下一局前欠时间费 ${time_collection}（LC-146）</translation>
    </message>
    <message>
        <source>seat {seat} is not the seat just in front of the button; post a big blind or wait (PGP-NEW-01)</source>
        <comment>table.refusal.seat_seat_just_front_button</comment>
        <translation>{seat} 号座位不是按钮正前方的座位；请下大盲注或等待（PGP-NEW-01）</translation>
    </message>
    <message>
        <source>seat {seat} is taken by {player}</source>
        <comment>table.refusal.seat_taken</comment>
        <translation>{seat} 号座位已有 {player}</translation>
    </message>
    <message>
        <source>seat {to_seat} is taken</source>
        <comment>table.refusal.seat_taken_2</comment>
        <translation>{to_seat} 号座位已有人</translation>
    </message>
    <message>
        <source>the stacks do not match the table: {list}</source>
        <comment>table.refusal.stacks_do_match_table</comment>
        <translation>筹码与牌桌不符：{list}</translation>
    </message>
    <message>
        <source>the table&apos;s rules cannot be read: {exc}</source>
        <comment>table.refusal.table_s_rules_cannot_read</comment>
        <translation>无法读取本桌规则：{exc}</translation>
    </message>
    <message>
        <source>an amount of chips is positive, not ${amount}</source>
        <comment>table_stakes.refusal.amount_positive</comment>
        <translation>筹码数量必须是正数，不能是 ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} has no cheque waiting (LC-29)</source>
        <comment>table_stakes.refusal.no_cheque</comment>
        <translation>{seat} 号座位没有待处理的支票 (LC-29)</translation>
    </message>
    <message>
        <source>players do not pass chips to each other, not even for a blind: only to a player waiting for announced runner chips (LC-26b, LC-26c)</source>
        <comment>table_stakes.refusal.no_passing</comment>
        <translation>玩家之间不得传递筹码，盲注也不行：只能给正在等已告知跑腿筹码的玩家 (LC-26b, LC-26c)</translation>
    </message>
    <message>
        <source>no runner chips are on their way to seat {seat} (LC-26c)</source>
        <comment>table_stakes.refusal.no_runner</comment>
        <translation>没有跑腿筹码正送往 {seat} 号座位 (LC-26c)</translation>
    </message>
    <message>
        <source>chips are passed between hands, not into or out of a pot being played (LC-26a)</source>
        <comment>table_stakes.refusal.pass_in_hand</comment>
        <translation>筹码只在两手牌之间传递，不能进出正在进行的底池 (LC-26a)</translation>
    </message>
    <message>
        <source>seat {seat} has ${stack}, not ${amount}</source>
        <comment>table_stakes.refusal.pass_more_than_stack</comment>
        <translation>{seat} 号座位有 ${stack}，不是 ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} cannot pass chips to himself</source>
        <comment>table_stakes.refusal.pass_to_himself</comment>
        <translation>{seat} 号座位不能把筹码传给自己</translation>
    </message>
    <message>
        <source>seat {seat} is held for {player}, who is away: no chips go into it until he is back; nobody plays over a seat (LC-23)</source>
        <comment>table_stakes.refusal.playing_over</comment>
        <translation>{seat} 号座位保留给暂离的 {player}：他回来前不能加筹码；任何人都不能占别人的座位玩 (LC-23)</translation>
    </message>
    <message>
        <source>runner chips play only when the house agreed and the table was told; until then only chips on the table play (LC-26c, AMB-33)</source>
        <comment>table_stakes.refusal.runner_needs_consent</comment>
        <translation>跑腿筹码只有在场方同意并已告知全桌时才算；在那之前只有桌上的筹码算数 (LC-26c, AMB-33)</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>table_stakes.refusal.seat_empty</comment>
        <translation>{seat} 号座位是空位</translation>
    </message>
    <message>
        <source>{via!r} is not how chips come ({items})</source>
        <comment>table_stakes.refusal.via</comment>
        <translation>{via!r} 不是筹码的来源方式（{items}）</translation>
    </message>
    <message>
        <source>the collection changes only between hands</source>
        <comment>time_collection.refusal.collection_changes_only_between_hands</comment>
        <translation>抽水只能在牌局之间更改</translation>
    </message>
    <message>
        <source>collection is taken on the button or as time</source>
        <comment>time_collection.refusal.collection_taken_button_time</comment>
        <translation>抽水按按钮或按时间收取</translation>
    </message>
    <message>
        <source>only players who owe time can play a time pot</source>
        <comment>time_collection.refusal.only_players_who_owe_time</comment>
        <translation>只有欠时间费的玩家可玩时间费底池</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>time_collection.refusal.seat_empty</comment>
        <translation>{seat} 号座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack}</source>
        <comment>time_collection.refusal.seat_has_only</comment>
        <translation>{seat} 号座位只有 ${stack}</translation>
    </message>
    <message>
        <source>seat(s) {sorted} owe no time</source>
        <comment>time_collection.refusal.seat_s_owe_no_time</comment>
        <translation>座位 {sorted} 不欠时间费</translation>
    </message>
    <message>
        <source>this table collects on the button, not by time (LC-144)</source>
        <comment>time_collection.refusal.table_collects_button_time_lc</comment>
        <translation>本桌按按钮抽水，不按时间（LC-144）</translation>
    </message>
    <message>
        <source>this table has no time rate set: the room must set it (K24)</source>
        <comment>time_collection.refusal.table_has_no_time_rate</comment>
        <translation>本桌未设置时间费：须由场馆设置（K24）</translation>
    </message>
    <message>
        <source>time is collected between hands</source>
        <comment>time_collection.refusal.time_collected_between_hands</comment>
        <translation>时间费在牌局之间收取</translation>
    </message>
    <message>
        <source>time is paid between hands</source>
        <comment>time_collection.refusal.time_paid_between_hands</comment>
        <translation>时间费在牌局之间支付</translation>
    </message>
    <message>
        <source>time is ${rate} a player: ${value} for {count}</source>
        <comment>time_collection.refusal.time_player</comment>
        <translation>时间费每位玩家 ${rate}：{count} 人共 ${value}</translation>
    </message>
    <message>
        <source>a time pot needs at least two players</source>
        <comment>time_collection.refusal.time_pot_needs_least_two</comment>
        <translation>时间费底池至少需要两位玩家</translation>
    </message>
    <message>
        <source>all in</source>
        <comment>turns.action.all_in</comment>
        <translation>全押</translation>
    </message>
    <message>
        <source>{action} ${to}</source>
        <comment>turns.action.amount</comment>
        <translation>{action} ${to}</translation>
    </message>
    <message>
        <source>bet</source>
        <comment>turns.action.bet</comment>
        <translation>下注</translation>
    </message>
    <message>
        <source>call</source>
        <comment>turns.action.call</comment>
        <translation>跟注</translation>
    </message>
    <message>
        <source>check</source>
        <comment>turns.action.check</comment>
        <translation>过牌</translation>
    </message>
    <message>
        <source>complete</source>
        <comment>turns.action.complete</comment>
        <translation>补足注额</translation>
    </message>
    <message>
        <source>fold</source>
        <comment>turns.action.fold</comment>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>raise</source>
        <comment>turns.action.raise</comment>
        <translation>加注</translation>
    </message>
    <message>
        <source>Call the floor: seat {seat} let his turn pass while {acted} later players acted; until the floor rules he may only check, call or fold</source>
        <comment>turns.floor.turn_passed</comment>
        <translation>呼叫楼面主管：{seat} 号座位错过了自己的行动，其后已有 {acted} 位玩家行动；在楼面主管裁决前他只能过牌、跟注或弃牌</translation>
    </message>
    <message>
        <source>Seat {seat} acted out of turn ({what}): it does not bind; bring the action back to seat {on_turn}</source>
        <comment>turns.note.acted_out_of_turn</comment>
        <translation>{seat} 号座位未轮到就行动（{what}）：不具约束力；把行动带回 {on_turn} 号座位</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s check out of turn stands: seat {on_turn} may check (the round ends) or bet; after a bet seat {seat} may only call or fold</source>
        <comment>turns.note.check_out_of_turn_stands</comment>
        <translation>{seat} 号座位未轮到时的过牌有效：{on_turn} 号座位可过牌（本轮结束）或下注；有人下注后 {seat} 号座位只能跟注或弃牌</translation>
    </message>
    <message>
        <source>Seat {seat} let his turn pass: it comes back to him when the action reaches him (call or fold only if {later} later players act first)</source>
        <comment>turns.note.turn_passed</comment>
        <translation>{seat} 号座位错过了自己的行动：行动轮回到他时再由他行动（若其后先有 {later} 位玩家行动，他只能跟注或弃牌）</translation>
    </message>
    <message>
        <source>Heads-up bet out of turn by seat {bettor}: seat {on_turn} may call, raise, or make seat {bettor} take it back and restart the betting round</source>
        <comment>turns.offer.heads_up_bet_out_of_turn</comment>
        <translation>单挑时 {bettor} 号座位未轮到就下注：{on_turn} 号座位可跟注、加注，或要求 {bettor} 号座位收回并重新开始本轮下注</translation>
    </message>
    <message>
        <source>seat {seat} checked out of turn heads-up and the check stands: call or fold only (LC-53a)</source>
        <comment>turns.refusal.check_out_of_turn_stands</comment>
        <translation>{seat} 号座位在单挑时未轮到就过牌，过牌有效：只能跟注或弃牌 (LC-53a)</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>turns.refusal.floor_decision_names_floorperson_who</comment>
        <translation>楼面裁决要写明作出裁决的楼面主管</translation>
    </message>
    <message>
        <source>the floor kept seat {seat} to call or fold after letting his turn pass (LC-51)</source>
        <comment>turns.refusal.floor_kept_call_or_fold</comment>
        <translation>因错过自己的行动，楼面主管限定 {seat} 号座位只能跟注或弃牌 (LC-51)</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>turns.refusal.no_hand_progress</comment>
        <translation>目前没有进行中的牌局</translation>
    </message>
    <message>
        <source>no LC-51 ruling is pending for seat {seat}</source>
        <comment>turns.refusal.no_lc_51_ruling_pending</comment>
        <translation>{seat} 号座位没有待决的 LC-51 裁决</translation>
    </message>
    <message>
        <source>nobody after seat {seat} is due to act: his turn cannot pass</source>
        <comment>turns.refusal.nobody_after_seat_due_act</comment>
        <translation>{seat} 号座位之后没有人该行动：他的行动权不能略过</translation>
    </message>
    <message>
        <source>nobody is on turn now ({phase_text})</source>
        <comment>turns.refusal.nobody_turn_now</comment>
        <translation>现在没有轮到任何人（{phase_text}）</translation>
    </message>
    <message>
        <source>seat {seat} let his turn pass while {acted} later players acted: call or fold only until the floor rules (LC-51)</source>
        <comment>turns.refusal.passed_until_floor_rules</comment>
        <translation>{seat} 号座位错过了自己的行动，其后已有 {acted} 位玩家行动：在楼面主管裁决前只能跟注或弃牌 (LC-51)</translation>
    </message>
    <message>
        <source>{action!r} is not a poker action</source>
        <comment>turns.refusal.poker_action</comment>
        <translation>{action!r} 不是扑克行动</translation>
    </message>
    <message>
        <source>seat {seat} has no heads-up bet out of turn that can still be taken back (LC-53b: only before the player on turn answers it)</source>
        <comment>turns.refusal.seat_has_no_heads_up</comment>
        <translation>{seat} 号座位没有可收回的单挑未轮先注（LC-53b：只能在轮到的玩家回应前）</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>turns.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 号座位没有有效手牌</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {action} out of turn is only a note (LC-50); it cannot stand by {stands}</source>
        <comment>turns.refusal.seat_s_out_turn_only</comment>
        <translation>{seat} 号座位未轮到的 {action} 只是记录（LC-50）；不能因 {stands} 而有效</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {action} out of turn stands heads-up ({rule}); the event must say so</source>
        <comment>turns.refusal.seat_s_out_turn_stands</comment>
        <translation>{seat} 号座位未轮到的 {action} 在单挑时有效（{rule}）；事件须注明</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s turn has already passed once this round (LC-51)</source>
        <comment>turns.refusal.seat_s_turn_has_already</comment>
        <translation>{seat} 号座位本轮已被略过一次（LC-51）</translation>
    </message>
    <message>
        <source>seat {seat} is on turn: enter the action normally</source>
        <comment>turns.refusal.seat_turn_enter_action_normally</comment>
        <translation>轮到 {seat} 号座位：照常输入行动</translation>
    </message>
    <message>
        <source>seat {to_act} is on turn, not seat {on_turn}</source>
        <comment>turns.refusal.seat_turn_seat</comment>
        <translation>轮到 {to_act} 号座位，不是 {on_turn} 号座位</translation>
    </message>
    <message>
        <source>seat {to_act} is on turn, not seat {seat}</source>
        <comment>turns.refusal.seat_turn_seat_2</comment>
        <translation>轮到 {to_act} 号座位，不是 {seat} 号座位</translation>
    </message>
    <message>
        <source>badge {badge}</source>
        <comment>verify.badge</comment>
        <translation>工牌 {badge}</translation>
    </message>
    <message>
        <source>integrity check cancelled: nothing was concluded</source>
        <comment>verify.cancelled</comment>
        <translation>完整性检查已取消：未得出任何结论</translation>
    </message>
    <message>
        <source>the row&apos;s content was changed after it was written</source>
        <comment>verify.content_changed</comment>
        <translation>此行写入后内容被更改</translation>
    </message>
    <message>
        <source>the hand log file is damaged (SQLite&apos;s own check found problems): keep the file exactly as it is and call a supervisor; SQLite says: {problems}</source>
        <comment>verify.damaged</comment>
        <translation>牌局记录文件已损坏（SQLite 自身的检查发现问题）：请将文件完全保持原样并呼叫主管；SQLite 的信息：{problems}</translation>
    </message>
    <message>
        <source>a player_left dated {dated} was written at {written}: a departure carries the time it was recorded (LC-91)</source>
        <comment>verify.departure_time</comment>
        <translation>日期为 {dated} 的 player_left 在 {written} 写入：离座须带有记录当时的时间（LC-91）</translation>
    </message>
    <message>
        <source>the engine refuses this {event} event of table {table} ({reason}): the hand as logged could not have been played so</source>
        <comment>verify.engine_refuses</comment>
        <translation>程序拒绝牌桌 {table} 的此 {event} 事件（{reason}）：按记录，这手牌不可能这样进行</translation>
    </message>
    <message>
        <source>{field} is {found} in the file but {expected} in the chain</source>
        <comment>verify.field_changed</comment>
        <translation>{field} 在文件中为 {found}，但在链中为 {expected}</translation>
    </message>
    <message>
        <source>the row names hand id {hand_id} but the chain before it puts it in {expected}</source>
        <comment>verify.hand_id</comment>
        <translation>此行记为第 {hand_id} 手，但之前的链将其归于 {expected}</translation>
    </message>
    <message>
        <source>the row&apos;s stored hash was changed</source>
        <comment>verify.hash_changed</comment>
        <translation>此行保存的哈希值被更改</translation>
    </message>
    <message>
        <source>the row does not fit the chain: changed, inserted, removed or reordered rows</source>
        <comment>verify.off_chain</comment>
        <translation>此行与链不符：有行被更改、插入、删除或调换顺序</translation>
    </message>
    <message>
        <source>table {table} holds imported PHH hands, which only an import log (replay --db) may hold, not a table&apos;s live log</source>
        <comment>verify.phh_in_live_log</comment>
        <translation>牌桌 {table} 含有导入的 PHH 牌局，只有导入记录（replay --db）可以含有，牌桌的实时记录不可以</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row is not in the chain (added outside the program)</source>
        <comment>verify.row_added</comment>
        <translation>数据表 {table}，{row}：此行不在链中（在程序之外加入）</translation>
    </message>
    <message>
        <source>table {table}, {row}: {changes}</source>
        <comment>verify.row_changed</comment>
        <translation>数据表 {table}，{row}：{changes}</translation>
    </message>
    <message>
        <source>row id {id}</source>
        <comment>verify.row_id</comment>
        <translation>行 id {id}</translation>
    </message>
    <message>
        <source>row id {id} ({label} {value})</source>
        <comment>verify.row_labelled</comment>
        <translation>行 id {id}（{label} {value}）</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row the chain records is missing or out of place ({found} stands there)</source>
        <comment>verify.row_moved</comment>
        <translation>数据表 {table}，{row}：链所记录的行丢失或位置不对（该处为 {found}）</translation>
    </message>
    <message>
        <source>the row points to a table or event kind that is gone</source>
        <comment>verify.row_orphaned</comment>
        <translation>此行指向已不存在的牌桌或事件类型</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row the chain records is missing (removed outside the program)</source>
        <comment>verify.row_removed</comment>
        <translation>数据表 {table}，{row}：链所记录的行丢失（在程序之外删除）</translation>
    </message>
    <message>
        <source>rows removed: seq jumps from {previous} to {seq}</source>
        <comment>verify.rows_removed</comment>
        <translation>有行被删除：seq 从 {previous} 跳到 {seq}</translation>
    </message>
    <message>
        <source>rows removed at the end: the log&apos;s index refers to seq {seq}</source>
        <comment>verify.rows_removed_end</comment>
        <translation>结尾有行被删除：记录的索引指向 seq {seq}</translation>
    </message>
    <message>
        <source>the row cannot be read back as a {kind} ({error})</source>
        <comment>verify.unreadable</comment>
        <translation>此行无法读回为 {kind}（{error}）</translation>
    </message>
    <message>
        <source>3rd street</source>
        <comment>word.3rd_street</comment>
        <translation>第三街</translation>
    </message>
    <message>
        <source>4th street</source>
        <comment>word.4th_street</comment>
        <translation>第四街</translation>
    </message>
    <message>
        <source>5th street</source>
        <comment>word.5th_street</comment>
        <translation>第五街</translation>
    </message>
    <message>
        <source>6th street</source>
        <comment>word.6th_street</comment>
        <translation>第六街</translation>
    </message>
    <message>
        <source>7th street</source>
        <comment>word.7th_street</comment>
        <translation>第七街</translation>
    </message>
    <message>
        <source>Flop</source>
        <comment>word.Flop</comment>
        <translation>翻牌</translation>
    </message>
    <message>
        <source>Preflop</source>
        <comment>word.Preflop</comment>
        <translation>翻牌前</translation>
    </message>
    <message>
        <source>River</source>
        <comment>word.River</comment>
        <translation>河牌</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>word.Turn</comment>
        <translation>转牌</translation>
    </message>
    <message>
        <source>ante</source>
        <comment>word.ante</comment>
        <translation>底注</translation>
    </message>
    <message>
        <source>big blind</source>
        <comment>word.big_blind</comment>
        <translation>大盲注</translation>
    </message>
    <message>
        <source>big blind ante</source>
        <comment>word.big_blind_ante</comment>
        <translation>大盲注底注</translation>
    </message>
    <message>
        <source>bring-in</source>
        <comment>word.bring_in</comment>
        <translation>强制开注</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>word.button_blind</comment>
        <translation>庄家按钮盲注</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>word.buy_button</comment>
        <translation>购买庄家按钮</translation>
    </message>
    <message>
        <source>collection</source>
        <comment>word.collection</comment>
        <translation>抽水</translation>
    </message>
    <message>
        <source>dead</source>
        <comment>word.dead</comment>
        <translation>死</translation>
    </message>
    <message>
        <source>flop</source>
        <comment>word.flop</comment>
        <translation>翻牌</translation>
    </message>
    <message>
        <source>kill</source>
        <comment>word.kill</comment>
        <translation>加倍盲注 (kill)</translation>
    </message>
    <message>
        <source>live</source>
        <comment>word.live</comment>
        <translation>活</translation>
    </message>
    <message>
        <source>main pot</source>
        <comment>word.main_pot</comment>
        <translation>主池</translation>
    </message>
    <message>
        <source>missed blinds</source>
        <comment>word.missed_blinds</comment>
        <translation>错过的盲注</translation>
    </message>
    <message>
        <source>new player blind</source>
        <comment>word.new_player_blind</comment>
        <translation>新玩家盲注</translation>
    </message>
    <message>
        <source>preflop</source>
        <comment>word.preflop</comment>
        <translation>翻牌前</translation>
    </message>
    <message>
        <source>river</source>
        <comment>word.river</comment>
        <translation>河牌</translation>
    </message>
    <message>
        <source>single blind</source>
        <comment>word.single_blind</comment>
        <translation>单一盲注</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>word.small_blind</comment>
        <translation>小盲注</translation>
    </message>
    <message>
        <source>straddle</source>
        <comment>word.straddle</comment>
        <translation>抓盲 (straddle)</translation>
    </message>
    <message>
        <source>turn</source>
        <comment>word.turn</comment>
        <translation>转牌</translation>
    </message>
</context>
</TS>
