<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name></name>
    <message>
        <source>this step is answered at the table, not by a button: {step}</source>
        <translation>此步驟在牌桌上完成，不用按鈕：{step}</translation>
    </message>
    <message>
        <source>nothing to do at this step</source>
        <translation>此步驟無需操作</translation>
    </message>
    <message>
        <source>NOT SAVED: {error}</source>
        <translation>未儲存：{error}</translation>
    </message>
    <message>
        <source>Dealer Assist</source>
        <translation>Dealer Assist</translation>
    </message>
    <message>
        <source>Dealer Assist: this table PC</source>
        <translation>Dealer Assist：本桌電腦</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>桌號</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Kiosk (full screen)</source>
        <translation>全螢幕模式</translation>
    </message>
    <message>
        <source>House</source>
        <translation>場館</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>場館</translation>
    </message>
    <message>
        <source>table {table} is no longer enrolled in the room</source>
        <translation>牌桌 {table} 已不在本場登記</translation>
    </message>
    <message>
        <source>The room&apos;s address, e.g. host=10.0.0.5 dbname=room</source>
        <translation>場館的位址，例如 host=10.0.0.5 dbname=room</translation>
    </message>
    <message>
        <source>Use this address</source>
        <translation>使用此地址</translation>
    </message>
    <message>
        <source>No room</source>
        <translation>無場館</translation>
    </message>
    <message>
        <source>Room store address (PostgreSQL)</source>
        <translation>場館資料庫地址（PostgreSQL）</translation>
    </message>
    <message>
        <source>Passwords belong in the PC&apos;s .pgpass file, not here.</source>
        <translation>密碼應放在電腦的 .pgpass 檔，不要放在這裡。</translation>
    </message>
    <message>
        <source>room address</source>
        <translation>場館位址</translation>
    </message>
    <message>
        <source>Not kept: {error}</source>
        <translation>未保存：{error}</translation>
    </message>
    <message>
        <source>Room file (the room&apos;s own amounts)</source>
        <translation>場館檔（場館自訂金額）</translation>
    </message>
    <message>
        <source>No room files on this PC.</source>
        <translation>本電腦沒有場館檔。</translation>
    </message>
    <message>
        <source>No room file</source>
        <translation>無場館檔</translation>
    </message>
    <message>
        <source>Address: {room_dsn}</source>
        <translation>地址：{room_dsn}</translation>
    </message>
    <message>
        <source>Address: none (this table alone)</source>
        <translation>地址：無（僅本桌）</translation>
    </message>
    <message>
        <source>Room file: {name}</source>
        <translation>場館檔：{name}</translation>
    </message>
    <message>
        <source>Room file: none</source>
        <translation>場館檔：無</translation>
    </message>
    <message>
        <source>Enter the table number first.</source>
        <translation>請先輸入桌號。</translation>
    </message>
    <message>
        <source>Staff and roles</source>
        <translation>員工與職務</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Add a staff member</source>
        <translation>新增員工</translation>
    </message>
    <message>
        <source>Dealer Assist floor station: {room_name}</source>
        <translation>Dealer Assist 樓面站：{room_name}</translation>
    </message>
    <message>
        <source>Floor station: {room_name}</source>
        <translation>樓面站：{room_name}</translation>
    </message>
    <message>
        <source>nobody signed in</source>
        <translation>無人登入</translation>
    </message>
    <message>
        <source>A floorperson signs in: present your badge or type its code, then enter your PIN.</source>
        <translation>樓面主管登入：出示員工證或輸入證號，再輸入密碼。</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>登出</translation>
    </message>
    <message>
        <source>the room</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name}（{role}）</translation>
    </message>
    <message>
        <source>{name} · {role} · badge {badge}</source>
        <translation>{name} · {role} · 員工證 {badge}</translation>
    </message>
    <message>
        <source>{name} · {role} · badge {badge} · inactive</source>
        <translation>{name} · {role} · 員工證 {badge} · 已停用</translation>
    </message>
    <message>
        <source>On record: {logins}, {rulings} decided, {notes} in all.</source>
        <translation>紀錄：{logins}，已裁決 {rulings}，共 {notes}。</translation>
    </message>
    <message>
        <source>{n} sign-in</source>
        <translation>{n} 次登入</translation>
    </message>
    <message>
        <source>{n} sign-ins</source>
        <translation>{n} 次登入</translation>
    </message>
    <message>
        <source>{n} ruling</source>
        <translation>{n} 項裁決</translation>
    </message>
    <message>
        <source>{n} rulings</source>
        <translation>{n} 項裁決</translation>
    </message>
    <message>
        <source>{n} audit note</source>
        <translation>{n} 筆稽核紀錄</translation>
    </message>
    <message>
        <source>{n} audit notes</source>
        <translation>{n} 筆稽核紀錄</translation>
    </message>
    <message>
        <source>Earlier badges (replaced, no longer sign in): {earlier}. {record}</source>
        <translation>先前的員工證（已更換，不能再登入）：{earlier}。{record}</translation>
    </message>
    <message>
        <source>Next: badge and role</source>
        <translation>下一步：員工證與職務</translation>
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
        <translation>下一步：密碼</translation>
    </message>
    <message>
        <source>Demo: present a blank badge</source>
        <translation>示範：出示空白員工證</translation>
    </message>
    <message>
        <source>Replace the badge</source>
        <translation>更換員工證</translation>
    </message>
    <message>
        <source>Deactivate</source>
        <translation>停用</translation>
    </message>
    <message>
        <source>Role (touch to change)</source>
        <translation>職務（點選以更改）</translation>
    </message>
    <message>
        <source>Correct the name…</source>
        <translation>更正姓名…</translation>
    </message>
    <message>
        <source>Replace the badge…</source>
        <translation>更換員工證…</translation>
    </message>
    <message>
        <source>Reset PIN…</source>
        <translation>重設密碼…</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>返回名單</translation>
    </message>
    <message>
        <source>Signed in: {name} (admin). Touch a member to correct their name, replace their badge, change their role, reset their PIN or deactivate them.</source>
        <translation>已登入：{name}（管理員）。點選員工可更正姓名、更換員工證、更改職務、重設密碼或停用。</translation>
    </message>
    <message>
        <source>Not changed: {refused}.</source>
        <translation>未更改：{refused}。</translation>
    </message>
    <message>
        <source>New staff member: type the name.</source>
        <translation>新員工：請輸入姓名。</translation>
    </message>
    <message>
        <source>Name corrected: {name}.</source>
        <translation>姓名已更正：{name}。</translation>
    </message>
    <message>
        <source>badge {badge} read</source>
        <translation>已讀取員工證 {badge}</translation>
    </message>
    <message>
        <source>no badge read yet</source>
        <translation>尚未讀取員工證</translation>
    </message>
    <message>
        <source>{name}: present the new badge to the reader ({badge}), then touch the role.</source>
        <translation>{name}：請將新員工證靠近讀卡機（{badge}），再點選職務。</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN ({role}): {digits}, then OK</source>
        <translation>{name} 的密碼（{role}）：{digits}，然後按 OK</translation>
    </message>
    <message>
        <source>The same PIN again, then OK</source>
        <translation>再輸入一次相同密碼，然後按 OK</translation>
    </message>
    <message>
        <source>The two PINs differ: nothing changed. Enter the PIN again.</source>
        <translation>兩次密碼不一致：未更改。請重新輸入密碼。</translation>
    </message>
    <message>
        <source>The PIN, then OK</source>
        <translation>輸入密碼，然後按 OK</translation>
    </message>
    <message>
        <source>Added {name} ({role}), badge {badge}.</source>
        <translation>已新增 {name}（{role}），員工證 {badge}。</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN was reset.</source>
        <translation>{name} 的密碼已重設。</translation>
    </message>
    <message>
        <source>Reactivate</source>
        <translation>重新啟用</translation>
    </message>
    <message>
        <source>{name} is now {role}.</source>
        <translation>{name} 現在是{role}。</translation>
    </message>
    <message>
        <source>Correct {name}&apos;s name on the keyboard, then Save the name.</source>
        <translation>在鍵盤上更正 {name} 的姓名，然後按「儲存姓名」。</translation>
    </message>
    <message>
        <source>Save the name</source>
        <translation>儲存姓名</translation>
    </message>
    <message>
        <source>{name}&apos;s badge {badge} is lost or broken: present the new badge to the reader ({read}), then Replace the badge. The old badge stops signing in at once; what it signed stays on record as theirs.</source>
        <translation>{name} 的員工證 {badge} 遺失或損壞：請將新員工證靠近讀卡機（{read}），再按「更換員工證」。舊員工證立即無法登入；其簽署紀錄仍歸此人。</translation>
    </message>
    <message>
        <source>{name}&apos;s badge is now {badge}; badge {old} no longer signs in.</source>
        <translation>{name} 的員工證現在是 {badge}；員工證 {old} 不能再登入。</translation>
    </message>
    <message>
        <source>New PIN: {digits}, then OK</source>
        <translation>新密碼：{digits}，然後按 OK</translation>
    </message>
    <message>
        <source>{name} was deactivated.</source>
        <translation>{name} 已停用。</translation>
    </message>
    <message>
        <source>{name} was reactivated.</source>
        <translation>{name} 已重新啟用。</translation>
    </message>
    <message>
        <source>No round in the log yet.</source>
        <translation>紀錄中尚無任何一局。</translation>
    </message>
    <message>
        <source>No hand log is open.</source>
        <translation>未開啟牌局紀錄。</translation>
    </message>
    <message>
        <source>Round {number}: {count} events</source>
        <translation>第 {number} 局：{count} 筆事件</translation>
    </message>
    <message>
        <source>Round {number}: {count} events (still being played: cards dealt face down are not named)</source>
        <translation>第 {number} 局：{count} 筆事件（進行中：蓋著發的牌不顯示）</translation>
    </message>
    <message>
        <source>{event} (+{hidden} face down)</source>
        <translation>{event}（另 {hidden} 張蓋牌）</translation>
    </message>
    <message>
        <source>{event} ({count} cards kept face down)</source>
        <translation>{event}（保留 {count} 張蓋牌）</translation>
    </message>
    <message>
        <source>{event} (hand set face down)</source>
        <translation>{event}（牌已蓋著分好）</translation>
    </message>
    <message>
        <source>Seat {seat} plays</source>
        <translation>{seat} 號座位玩</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} plays</source>
        <translation>{seat} 號座位第 {hand} 手玩</translation>
    </message>
    <message>
        <source>Seat {seat} calls</source>
        <translation>{seat} 號座位跟注</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} calls</source>
        <translation>{seat} 號座位第 {hand} 手跟注</translation>
    </message>
    <message>
        <source>Seat {seat} folds</source>
        <translation>{seat} 號座位棄牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} folds</source>
        <translation>{seat} 號座位第 {hand} 手棄牌</translation>
    </message>
    <message>
        <source>Seat {seat} surrenders</source>
        <translation>{seat} 號座位投降</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} surrenders</source>
        <translation>{seat} 號座位第 {hand} 手投降</translation>
    </message>
    <message>
        <source>Seat {seat} checks</source>
        <translation>{seat} 號座位過牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} checks</source>
        <translation>{seat} 號座位第 {hand} 手過牌</translation>
    </message>
    <message>
        <source>Seat {seat} hits</source>
        <translation>{seat} 號座位要牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} hits</source>
        <translation>{seat} 號座位第 {hand} 手要牌</translation>
    </message>
    <message>
        <source>Seat {seat} stands</source>
        <translation>{seat} 號座位停牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} stands</source>
        <translation>{seat} 號座位第 {hand} 手停牌</translation>
    </message>
    <message>
        <source>Seat {seat} doubles</source>
        <translation>{seat} 號座位加倍</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} doubles</source>
        <translation>{seat} 號座位第 {hand} 手加倍</translation>
    </message>
    <message>
        <source>Seat {seat} splits</source>
        <translation>{seat} 號座位分牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} splits</source>
        <translation>{seat} 號座位第 {hand} 手分牌</translation>
    </message>
    <message>
        <source>Seat {seat} sets</source>
        <translation>{seat} 號座位分好牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} sets</source>
        <translation>{seat} 號座位第 {hand} 手分好牌</translation>
    </message>
    <message>
        <source>Seat {seat}: the double or split is matched</source>
        <translation>{seat} 號座位：跟進加倍或分牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand}: the double or split is matched</source>
        <translation>{seat} 號座位第 {hand} 手：跟進加倍或分牌</translation>
    </message>
    <message>
        <source>Seat {seat} folds by the House Way</source>
        <translation>{seat} 號座位依 House Way 棄牌</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} folds by the House Way</source>
        <translation>{seat} 號座位第 {hand} 手依 House Way 棄牌</translation>
    </message>
    <message>
        <source>Table {table} opened: {game} ({house})</source>
        <translation>{table} 桌開桌：{game}（{house}）</translation>
    </message>
    <message>
        <source>{player} declared the TPPP</source>
        <translation>{player} 申報為 TPPP</translation>
    </message>
    <message>
        <source>Bank offered to seat {seat} ({player})</source>
        <translation>向 {seat} 號座位（{player}）提供坐莊</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) takes the bank, stake ${stake}</source>
        <translation>{seat} 號座位（{player}）坐莊，莊金 ${stake}</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) declines the bank</source>
        <translation>{seat} 號座位（{player}）不坐莊</translation>
    </message>
    <message>
        <source>Round {round}: seat {seat} ({banker}) banks ${stake}</source>
        <translation>第 {round} 局：{seat} 號座位（{banker}）坐莊 ${stake}</translation>
    </message>
    <message>
        <source>{line}; side bank ${amount}</source>
        <translation>{line}；副莊 ${amount}</translation>
    </message>
    <message>
        <source>{line}; button at seat {seat}</source>
        <translation>{line}；按鈕在 {seat} 號座位</translation>
    </message>
    <message>
        <source>Seat {seat} pays ${amount} collection</source>
        <translation>{seat} 號座位付 ${amount} 抽水</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor} bets ${amount} on {wager}</source>
        <translation>{seat} 號座位：{bettor} 在 {wager} 下注 ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) refuses backline bets</source>
        <translation>{seat} 號座位（{player}）拒絕後注</translation>
    </message>
    <message>
        <source>Dice: {dice}; pile {pile} goes out first</source>
        <translation>骰子：{dice}；第 {pile} 疊先發</translation>
    </message>
    <message>
        <source>Seat {seat}: cards dealt</source>
        <translation>{seat} 號座位：已發牌</translation>
    </message>
    <message>
        <source>Seat {seat} dealt {cards} (face up: {up})</source>
        <translation>{seat} 號座位發到 {cards}（明牌：{up}）</translation>
    </message>
    <message>
        <source>Seat {seat} dealt {cards}</source>
        <translation>{seat} 號座位發到 {cards}</translation>
    </message>
    <message>
        <source>{line} (to hand {hand})</source>
        <translation>{line}（給第 {hand} 手）</translation>
    </message>
    <message>
        <source>Board: {cards}</source>
        <translation>公共牌：{cards}</translation>
    </message>
    <message>
        <source>Seat {seat}: {option}</source>
        <translation>{seat} 號座位：{option}</translation>
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
        <translation>{seat} 號座位擺牌</translation>
    </message>
    <message>
        <source>Seat {seat} sets the hand: front {front}, back {back}</source>
        <translation>{seat} 號座位擺牌：前手 {front}，後手 {back}</translation>
    </message>
    <message>
        <source>Round {round} ended</source>
        <translation>第 {round} 局結束</translation>
    </message>
    <message>
        <source>Ruling {ruling}: the round is to be voided</source>
        <translation>裁決 {ruling}：本局將作廢</translation>
    </message>
    <message>
        <source>Ruling {ruling}: seat {seat}&apos;s {card} is to be replaced</source>
        <translation>裁決 {ruling}：{seat} 號座位的 {card} 將被替換</translation>
    </message>
    <message>
        <source>Ruling {ruling}: correction planned ({action})</source>
        <translation>裁決 {ruling}：已規劃更正（{action}）</translation>
    </message>
    <message>
        <source>Round {round} voided: {reason}</source>
        <translation>第 {round} 局作廢：{reason}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {card} set aside; the seat is owed the next card</source>
        <translation>{seat} 號座位的 {card} 已移出；該座位應得下一張牌</translation>
    </message>
    <message>
        <source>House Way: CG states none for Pai Gow (Gaps), so the screen offers none; the player sets the hand and the engine checks the back outranks the front.</source>
        <translation>House Way：CG 未規定牌九撲克的分牌法（Gaps），所以畫面不提供；由玩家分牌，程式檢查後手大於前手。</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊家</translation>
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
        <translation>莊家承保額 · {round_title}</translation>
    </message>
    <message>
        <source>Done: seat {seat} {wager}</source>
        <translation>完成：{seat} 號座位 {wager}</translation>
    </message>
    <message>
        <source>End round {number}</source>
        <translation>結束第 {number} 局</translation>
    </message>
    <message>
        <source>Start the round</source>
        <translation>開始本局</translation>
    </message>
    <message>
        <source>Start round {number}: seat {keeper} keeps the bank</source>
        <translation>開始第 {number} 局：{keeper} 號座位續任莊家</translation>
    </message>
    <message>
        <source>Seat {keeper}: the banker&apos;s stake for this round?</source>
        <translation>{keeper} 號座位：本局莊家的承保額？</translation>
    </message>
    <message>
        <source>Touch the seat of the player the bank is offered to.</source>
        <translation>點選要讓莊的玩家座位。</translation>
    </message>
    <message>
        <source>Seat {target} takes the bank</source>
        <translation>{target} 號座位做莊</translation>
    </message>
    <message>
        <source>Seat {target}: the banker&apos;s stake?</source>
        <translation>{target} 號座位：莊家的承保額？</translation>
    </message>
    <message>
        <source>Seat {target} passes</source>
        <translation>{target} 號座位不做莊</translation>
    </message>
    <message>
        <source>Seat {seat}: the Buster bank (CG-BBJ-06)?</source>
        <translation>{seat} 號座位：Buster 莊（CG-BBJ-06）？</translation>
    </message>
    <message>
        <source>Touch a seat to take its collection and wagers.</source>
        <translation>點選座位以收取場費與下注。</translation>
    </message>
    <message>
        <source>Seat {seat} ({get}): collection and wagers</source>
        <translation>{seat} 號座位（{get}）：場費與下注</translation>
    </message>
    <message>
        <source>Seat {seat} paid the collection ${owed}</source>
        <translation>{seat} 號座位已付場費 ${owed}</translation>
    </message>
    <message>
        <source>Backline
bet</source>
        <translation>後注
下注</translation>
    </message>
    <message>
        <source>Refuses
backline</source>
        <translation>拒絕
後注</translation>
    </message>
    <message>
        <source>Close wagers: deal</source>
        <translation>停止下注：發牌</translation>
    </message>
    <message>
        <source>End round {number}: no deal</source>
        <translation>結束第 {number} 局：不發牌</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor}&apos;s {n} amount?</source>
        <translation>{seat} 號座位：{bettor} 的 {n} 金額？</translation>
    </message>
    <message>
        <source>Seat {seat}: who bets on the backline?</source>
        <translation>{seat} 號座位：誰下後注（backline）？</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor}&apos;s backline wagers</source>
        <translation>{seat} 號座位：{bettor} 的後注</translation>
    </message>
    <message>
        <source>Backline done</source>
        <translation>後注完成</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the double</source>
        <translation>{seat} 號座位 {bettor} 跟進加倍</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the split</source>
        <translation>{seat} 號座位 {bettor} 跟進分牌</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the {move}</source>
        <translation>{seat} 號座位 {bettor} 跟進：{move}</translation>
    </message>
    <message>
        <source>{label} for less</source>
        <translation>{label}（較少）</translation>
    </message>
    <message>
        <source>{t}: how much? (up to ${own})</source>
        <translation>{t}：多少？（最多 ${own}）</translation>
    </message>
    <message>
        <source>The shoe: waiting for the cards (read so far: {read})</source>
        <translation>牌靴：等待牌（已讀：{read}）</translation>
    </message>
    <message>
        <source>The shoe: waiting for the cards</source>
        <translation>牌靴：等待牌</translation>
    </message>
    <message>
        <source>Cards by touch</source>
        <translation>點選輸入牌</translation>
    </message>
    <message>
        <source>Shake the dice (demo)</source>
        <translation>搖骰（示範）</translation>
    </message>
    <message>
        <source>Enter the dice</source>
        <translation>輸入骰子點數</translation>
    </message>
    <message>
        <source>Seat {seat}: set the hand</source>
        <translation>{seat} 號座位：擺牌</translation>
    </message>
    <message>
        <source>Seat {seat} doubles for less</source>
        <translation>{seat} 號座位加倍較少</translation>
    </message>
    <message>
        <source>Seat {seat} doubles for how much? (up to the bet, CG-HAB-D1)</source>
        <translation>{seat} 號座位加倍多少？（不超過原注，CG-HAB-D1）</translation>
    </message>
    <message>
        <source>Seat {seat} {option}</source>
        <translation>{seat} 號座位：{option}</translation>
    </message>
    <message>
        <source>Seat {seat}: touch the two cards of the front hand</source>
        <translation>{seat} 號座位：點選前手的兩張牌</translation>
    </message>
    <message>
        <source>Seat {seat} calls ${amount}: touch the two cards kept</source>
        <translation>{seat} 號座位跟注 ${amount}：點選保留的兩張牌</translation>
    </message>
    <message>
        <source>The other two are discarded (HTP-2CP-07).</source>
        <translation>另外兩張捨棄（HTP-2CP-07）。</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>樓面</translation>
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
        <translation>牌桌事項</translation>
    </message>
    <message>
        <source>Type the reason</source>
        <translation>輸入原因</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>略過</translation>
    </message>
    <message>
        <source>Cancel call</source>
        <translation>取消事項</translation>
    </message>
    <message>
        <source>A ruling the engine proposed waits for the floor:</source>
        <translation>有一項建議裁決等待樓面主管：</translation>
    </message>
    <message>
        <source>Open Floor: Rulings</source>
        <translation>開啟樓面：裁決</translation>
    </message>
    <message>
        <source>Floor prompts now:</source>
        <translation>目前的樓面提示：</translation>
    </message>
    <message>
        <source>(no call here answers it: it is done at the table)</source>
        <translation>（此處無對應事項：在牌桌上處理）</translation>
    </message>
    <message>
        <source>Answer: {call}</source>
        <translation>回應：{call}</translation>
    </message>
    <message>
        <source>Calls {when}:</source>
        <translation>{when}的事項：</translation>
    </message>
    <message>
        <source>No call applies {when}.</source>
        <translation>{when}沒有適用的事項。</translation>
    </message>
    <message>
        <source>{call}: only a floorperson signed in by badge and PIN makes this call.</source>
        <translation>{call}：只有以員工證和密碼登入的樓面主管才能執行此操作。</translation>
    </message>
    <message>
        <source>{call}: {prompt}</source>
        <translation>{call}：{prompt}</translation>
    </message>
    <message>
        <source>Touch the cards…</source>
        <translation>點選牌…</translation>
    </message>
    <message>
        <source>Third-party proposition players (CA-PDR): {count} of {limit} allowed at this table: {names}.</source>
        <translation>第三方提案玩家（CA-PDR）：本桌允許 {limit} 位，已有 {count} 位：{names}。</translation>
    </message>
    <message>
        <source>Third-party proposition players (CA-PDR): {count} of {limit} allowed at this table.</source>
        <translation>第三方提案玩家（CA-PDR）：本桌允許 {limit} 位，已有 {count} 位。</translation>
    </message>
    <message>
        <source>A TPPP is declared between rounds.</source>
        <translation>TPPP 須在兩局之間申報。</translation>
    </message>
    <message>
        <source>Signed in: {name} ({role}).</source>
        <translation>已登入：{name}（{role}）。</translation>
    </message>
    <message>
        <source>Seat {seat} ({name}) declared TPPP by {floor}.</source>
        <translation>{seat} 號座位（{name}）由 {floor} 申報為 TPPP。</translation>
    </message>
    <message>
        <source>Not declared: {refusal}</source>
        <translation>未申報：{refusal}</translation>
    </message>
    <message>
        <source>{label}: {prompt} (touch {count})</source>
        <translation>{label}：{prompt}（點選 {count}）</translation>
    </message>
    <message>
        <source>Not done: {call} is a floor call and needs a floorperson signed in by badge and PIN.</source>
        <translation>未完成：{call}屬於樓面操作，需要以員工證和密碼登入的樓面主管。</translation>
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
本桌目前無可選項目：請取消事項。</translation>
    </message>
    <message>
        <source>OK: the seats touched</source>
        <translation>OK：已點選的座位</translation>
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
        <translation>尚無</translation>
    </message>
    <message>
        <source>Chosen ({count} of {count2}): {names}</source>
        <translation>已選（{count}／{count2}）：{names}</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>{name} is the room&apos;s first supervisor: sign in with the badge or code and PIN under Supervisor or Admin. Touch a seat to seat the first player.</source>
        <translation>{name} 是本場第一位主管：請在「主管」或「管理」以員工證或代碼及密碼登入。點選座位以安排第一位玩家入座。</translation>
    </message>
    <message>
        <source>Seat {seat}: {verb} to how much? (${min_to} to ${max_to})</source>
        <translation>{seat} 號座位：{verb} 到多少？（${min_to} 至 ${max_to}）</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s cards: touch {count}</source>
        <translation>{seat} 號座位的牌：點選 {count} 張</translation>
    </message>
    <message>
        <source>Board: touch the {count} cards dealt</source>
        <translation>公共牌：點選已發的 {count} 張牌</translation>
    </message>
    <message>
        <source>Board: touch the card dealt</source>
        <translation>公共牌：點選已發的牌</translation>
    </message>
    <message>
        <source>First start: the room&apos;s first supervisor</source>
        <translation>首次啟動：本場第一位主管</translation>
    </message>
    <message>
        <source>Type the supervisor&apos;s name</source>
        <translation>輸入主管姓名</translation>
    </message>
    <message>
        <source>Next: badge</source>
        <translation>下一步：員工證</translation>
    </message>
    <message>
        <source>No badge: use a generated code</source>
        <translation>無員工證：使用產生的代碼</translation>
    </message>
    <message>
        <source>Nobody can sign in on this new hand log yet. Type the name of the supervisor in charge, then touch Next.</source>
        <translation>此新牌局紀錄尚無人可登入。請輸入值班主管姓名，再點選「下一步」。</translation>
    </message>
    <message>
        <source>Type the supervisor&apos;s name first, then touch Next.</source>
        <translation>請先輸入主管姓名，再點選「下一步」。</translation>
    </message>
    <message>
        <source>{name}: present your badge to the reader, or touch “No badge” for a code to type at sign-in instead.</source>
        <translation>{name}：請將員工證出示給讀卡機，或點選「沒有員工證」取得登入時輸入的代碼。</translation>
    </message>
    <message>
        <source>{name}: your staff code is {code}. Write it down: you type it at every sign-in. Touch Next.</source>
        <translation>{name}：你的員工代碼是 {code}。請記下來：每次登入都要輸入。點選「下一步」。</translation>
    </message>
    <message>
        <source>{name}: badge {badge} read. Touch Next.</source>
        <translation>{name}：已讀取員工證 {badge}。點選「下一步」。</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN: {FLOOR_MIN_DIGITS} to {MAX_PIN_DIGITS} digits, then OK</source>
        <translation>{name} 的密碼：{FLOOR_MIN_DIGITS} 至 {MAX_PIN_DIGITS} 位數，然後按 OK</translation>
    </message>
    <message>
        <source>Not taken: {problem}. Enter it again.</source>
        <translation>未接受：{problem}。請重新輸入。</translation>
    </message>
    <message>
        <source>The two PINs differ: enter the PIN again.</source>
        <translation>兩次密碼不一致：請重新輸入密碼。</translation>
    </message>
    <message>
        <source>Show hole cards (floor)</source>
        <translation>顯示底牌（樓面）</translation>
    </message>
    <message>
        <source>Hide hole cards · {name} signs out</source>
        <translation>隱藏底牌 · {name} 登出</translation>
    </message>
    <message>
        <source>Back to the hand</source>
        <translation>返回牌局</translation>
    </message>
    <message>
        <source>Hole cards are shown to a floorperson or supervisor only.</source>
        <translation>底牌只顯示給樓面主管或主管。</translation>
    </message>
    <message>
        <source>What the rules say for each irregularity. During a hand, report what happened for a seat (or none): the floor decides on Rulings.</source>
        <translation>規則對每種違規的說明。牌局中，為某個座位（或不指定座位）回報發生的事：由樓面主管在「裁決」中決定。</translation>
    </message>
    <message>
        <source>Report for:</source>
        <translation>回報對象：</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>全部顯示</translation>
    </message>
    <message>
        <source>All {count} entries for this game.</source>
        <translation>本遊戲全部 {count} 項。</translation>
    </message>
    <message>
        <source>{count} that can apply {when} (of {total}).</source>
        <translation>{when}可適用 {count} 項（共 {total} 項）。</translation>
    </message>
    <message>
        <source>The catalogue has nothing for this game yet.</source>
        <translation>目錄中尚無此遊戲的項目。</translation>
    </message>
    <message>
        <source>A floorperson decides.</source>
        <translation>由樓面主管決定。</translation>
    </message>
    <message>
        <source>The dealer may carry it out.</source>
        <translation>荷官可自行執行。</translation>
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

詢問：
{questions}

裁決：{ruling}
{who}

步驟：
{steps}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>{seat} 號座位</translation>
    </message>
    <message>
        <source>No seat</source>
        <translation>不指定座位</translation>
    </message>
    <message>
        <source>Seat {seat}, which card?</source>
        <translation>{seat} 號座位，哪一張牌？</translation>
    </message>
    <message>
        <source>Seat {seat}: {card}</source>
        <translation>{seat} 號座位：{card}</translation>
    </message>
    <message>
        <source>Seat {seat}: no card named</source>
        <translation>{seat} 號座位：不指定牌</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Next: the buy-in</source>
        <translation>下一步：買入</translation>
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
        <translation>{needed}：用鍵盤輸入，或點選「使用 {default}」。</translation>
    </message>
    <message>
        <source>{needed}: type it on the keyboard.</source>
        <translation>{needed}：用鍵盤輸入。</translation>
    </message>
    <message>
        <source>Seat {seat}: open</source>
        <translation>{seat} 號座位：空位</translation>
    </message>
    <message>
        <source>Seat a player (buy-in)…</source>
        <translation>安排玩家入座（買入）…</translation>
    </message>
    <message>
        <source> · away</source>
        <translation> · 離座</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} · ${stack} · {status}{away}</source>
        <translation>{seat} 號座位 · {player} · ${stack} · {status}{away}</translation>
    </message>
    <message>
        <source>Change seat…</source>
        <translation>換座位…</translation>
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
        <translation>補錯過的盲注</translation>
    </message>
    <message>
        <source>buy the button</source>
        <translation>買按鈕</translation>
    </message>
    <message>
        <source>post in front of the button</source>
        <translation>在按鈕前下注</translation>
    </message>
    <message>
        <source>come in with a straddle</source>
        <translation>以抓盲入局</translation>
    </message>
    <message>
        <source>away</source>
        <translation>離座</translation>
    </message>
    <message>
        <source>missed blind</source>
        <translation>錯過盲注</translation>
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
        <translation>遊戲中</translation>
    </message>
    <message>
        <source>Next: he goes there</source>
        <translation>下一步：他前往該桌</translation>
    </message>
    <message>
        <source>Name the table he is called to</source>
        <translation>說出他被叫去的桌號</translation>
    </message>
    <message>
        <source>Type the table&apos;s name</source>
        <translation>輸入桌名</translation>
    </message>
    <message>
        <source>Back: {entry}</source>
        <translation>回座：{entry}</translation>
    </message>
    <message>
        <source>Step away</source>
        <translation>暫時離座</translation>
    </message>
    <message>
        <source>Hold button (LC-GL-33)</source>
        <translation>保留按鈕（LC-GL-33）</translation>
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
        <translation> · 支票 ${amount} 待處理 (LC-29)</translation>
    </message>
    <message>
        <source> · runner ${amount} counted (LC-26c)</source>
        <translation> · 跑腿 ${amount} 已計入 (LC-26c)</translation>
    </message>
    <message>
        <source>Cheque processed (LC-29)</source>
        <translation>支票已處理 (LC-29)</translation>
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
        <translation>加籌碼…</translation>
    </message>
    <message>
        <source>Seat {seat}: chips to add</source>
        <translation>{seat} 號座位：要加的籌碼</translation>
    </message>
    <message>
        <source>Cheque (LC-29)…</source>
        <translation>支票 (LC-29)…</translation>
    </message>
    <message>
        <source>The room store is out of reach: type the table&apos;s name.</source>
        <translation>連不上本場：請輸入牌桌名稱。</translation>
    </message>
    <message>
        <source>Seat {seat}: chips he plays with, undeclared</source>
        <translation>{seat} 號座位：他玩的籌碼，未申報</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>離開牌桌</translation>
    </message>
    <message>
        <source>Called to another table…</source>
        <translation>被叫到其他牌桌…</translation>
    </message>
    <message>
        <source>Amount not said (LC-26d)…</source>
        <translation>未說明金額 (LC-26d)…</translation>
    </message>
    <message>
        <source>Seat {seat}: the amount of the cheque written at the table</source>
        <translation>{seat} 號座位：在桌上開的支票金額</translation>
    </message>
    <message>
        <source>Seat {seat}: chips a house runner brings (the house agreed, the table was told)</source>
        <translation>{seat} 號座位：場方跑腿送來的籌碼（場方已同意，已告知全桌）</translation>
    </message>
    <message>
        <source>Runner announced (LC-26c)…</source>
        <translation>已告知跑腿 (LC-26c)…</translation>
    </message>
    <message>
        <source>Seat {seat}: the new player&apos;s name</source>
        <translation>{seat} 號座位：新玩家姓名</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>玩家 {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}&apos;s buy-in</source>
        <translation>{seat} 號座位：{name} 的買入</translation>
    </message>
    <message>
        <source>Seat {seat}: {player}</source>
        <translation>{seat} 號座位：{player}</translation>
    </message>
    <message>
        <source>Seat {seat}: called to which of the room&apos;s tables?</source>
        <translation>{seat} 號座位：被叫到本廳哪一張牌桌？</translation>
    </message>
    <message>
        <source>Another table: type its name…</source>
        <translation>其他牌桌：輸入桌名…</translation>
    </message>
    <message>
        <source>Seat {seat}: called to which table?</source>
        <translation>{seat} 號座位：被叫到哪一桌？</translation>
    </message>
    <message>
        <source>Seat {seat}: move to which open seat?</source>
        <translation>{seat} 號座位：換到哪個空位？</translation>
    </message>
    <message>
        <source>To seat {seat}</source>
        <translation>換到 {seat} 號座位</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>樓面主管</translation>
    </message>
    <message>
        <source>supervisor</source>
        <translation>主管</translation>
    </message>
    <message>
        <source>admin</source>
        <translation>管理員</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>荷官</translation>
    </message>
    <message>
        <source>floorperson</source>
        <translation>樓面主管</translation>
    </message>
    <message>
        <source>Badge code, then OK</source>
        <translation>員工證號，然後按 OK</translation>
    </message>
    <message>
        <source>Floor PIN</source>
        <translation>樓面主管密碼</translation>
    </message>
    <message>
        <source>Supervisor PIN</source>
        <translation>主管密碼</translation>
    </message>
    <message>
        <source>Admin PIN</source>
        <translation>管理員密碼</translation>
    </message>
    <message>
        <source>Dealer PIN</source>
        <translation>荷官密碼</translation>
    </message>
    <message>
        <source>Floorperson PIN</source>
        <translation>樓面主管密碼</translation>
    </message>
    <message>
        <source>Staff code, then OK</source>
        <translation>員工代碼，然後按 OK</translation>
    </message>
    <message>
        <source>Demo: present the demo {who} badge</source>
        <translation>示範：出示示範 {who} 員工證</translation>
    </message>
    <message>
        <source>Not signed in: the sign-in cannot be recorded: {error}.</source>
        <translation>未登入：無法記錄此次登入：{error}。</translation>
    </message>
    <message>
        <source>the new PIN was not entered the same twice</source>
        <translation>兩次輸入的新密碼不一致</translation>
    </message>
    <message>
        <source>No badge: type your staff code</source>
        <translation>無員工證：輸入員工代碼</translation>
    </message>
    <message>
        <source>No hand log is open: nobody can sign in here.</source>
        <translation>未開啟牌局紀錄：無人可在此登入。</translation>
    </message>
    <message>
        <source>A {who} signs in: present your badge to the reader, then enter your PIN.</source>
        <translation>{who}登入：把員工證靠近讀卡機，然後輸入密碼。</translation>
    </message>
    <message>
        <source>Badge {badge} is locked for {wait_text} more after too many wrong PINs.</source>
        <translation>員工證 {badge} 因密碼錯誤次數過多，鎖定剩餘 {wait_text}。</translation>
    </message>
    <message>
        <source>Badge {badge} is locked until {time} after too many wrong PINs (counted at every floor station).</source>
        <translation>員工證 {badge} 因密碼錯誤次數過多，鎖定至 {time}（所有樓面站合計）。</translation>
    </message>
    <message>
        <source>Badge {badge}: enter the PIN.</source>
        <translation>員工證 {badge}：請輸入密碼。</translation>
    </message>
    <message>
        <source>Type the staff code you were given at first start, then OK.</source>
        <translation>輸入首次啟動時取得的員工代碼，然後按 OK。</translation>
    </message>
    <message>
        <source>{short}. Enter the new PIN.</source>
        <translation>{short}。請輸入新密碼。</translation>
    </message>
    <message>
        <source>Not signed in: {refused}.</source>
        <translation>未登入：{refused}。</translation>
    </message>
    <message>
        <source>Enter the new PIN again.</source>
        <translation>請再輸入一次新密碼。</translation>
    </message>
    <message>
        <source>Export the hand log</source>
        <translation>匯出牌局紀錄</translation>
    </message>
    <message>
        <source>Verify the hand log</source>
        <translation>驗證牌局紀錄</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Leave kiosk mode (close the app)</source>
        <translation>離開全螢幕模式（關閉程式）</translation>
    </message>
    <message>
        <source>All tables (room)</source>
        <translation>所有牌桌（場館）</translation>
    </message>
    <message>
        <source>Reading the hand log…</source>
        <translation>正在讀取牌局紀錄…</translation>
    </message>
    <message>
        <source>Reading the room…</source>
        <translation>正在讀取場館…</translation>
    </message>
    <message>
        <source>Reading the room: {done} of {total} table logs…</source>
        <translation>正在讀取場館：{done}／{total} 個牌桌紀錄…</translation>
    </message>
    <message>
        <source>{text}: {hands}, {rulings}.</source>
        <translation>{text}：{hands}，{rulings}。</translation>
    </message>
    <message>
        <source>{period}, the room ({tables}): {hands}{game}, {rulings}, {overrides} overridden.</source>
        <translation>{period}，場館（{tables}）：{hands}{game}，{rulings}，推翻 {overrides}。</translation>
    </message>
    <message>
        <source>Export stopped: {message}</source>
        <translation>匯出已停止：{message}</translation>
    </message>
    <message>
        <source>Check stopped: {message}</source>
        <translation>驗證已停止：{message}</translation>
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
        <translation>1 筆事件</translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation>{count} 筆事件</translation>
    </message>
    <message>
        <source>1 ruling</source>
        <translation>1 項裁決</translation>
    </message>
    <message>
        <source>{count} rulings</source>
        <translation>{count} 項裁決</translation>
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
        <translation>{count} 項裁決待處理</translation>
    </message>
    <message>
        <source>{count} rulings open</source>
        <translation>{count} 項裁決待處理</translation>
    </message>
    <message>
        <source>{count} OFFLINE TOO LONG or never connected</source>
        <translation>{count} 張離線過久或從未連線</translation>
    </message>
    <message>
        <source>the room is out of reach: retrying</source>
        <translation>連不上本場：重試中</translation>
    </message>
    <message>
        <source>{count} with a device down</source>
        <translation>{count} 張桌設備故障</translation>
    </message>
    <message>
        <source> of {game}</source>
        <translation>（{game}）</translation>
    </message>
    <message>
        <source>Choose dates…</source>
        <translation>選擇日期…</translation>
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
        <translation>全部期間</translation>
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
        <translation>各時段開始的局數</translation>
    </message>
    <message>
        <source>No hands in this period</source>
        <translation>此期間沒有牌局</translation>
    </message>
    <message>
        <source>Rulings, by table</source>
        <translation>各桌裁決</translation>
    </message>
    <message>
        <source>No rulings in this period</source>
        <translation>此期間沒有裁決</translation>
    </message>
    <message>
        <source>Rulings decided, by floorperson</source>
        <translation>各樓面主管的裁決</translation>
    </message>
    <message>
        <source>No rulings decided in this period</source>
        <translation>此期間沒有已決的裁決</translation>
    </message>
    <message>
        <source>Overrides, by table</source>
        <translation>各桌的破例核准</translation>
    </message>
    <message>
        <source>No overrides in this period</source>
        <translation>此期間沒有破例核准</translation>
    </message>
    <message>
        <source>Hands dealt, by dealer</source>
        <translation>各荷官發的局數</translation>
    </message>
    <message>
        <source>No house dealer signed in for these hands</source>
        <translation>這些牌局沒有場館荷官登入</translation>
    </message>
    <message>
        <source>Rulings, by dealer</source>
        <translation>各荷官的裁決</translation>
    </message>
    <message>
        <source>No rulings in hands with a house dealer</source>
        <translation>有場館荷官的牌局中沒有裁決</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>所有遊戲</translation>
    </message>
    <message>
        <source>{result}
Not recorded in the hand log: {error}</source>
        <translation>{result}
未記入牌局紀錄：{error}</translation>
    </message>
    <message>
        <source>Export failed: {detail}</source>
        <translation>匯出失敗：{detail}</translation>
    </message>
    <message>
        <source>Check failed: {detail}</source>
        <translation>驗證失敗：{detail}</translation>
    </message>
    <message>
        <source>Charts stopped: {message}</source>
        <translation>圖表已停止：{message}</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>匯出中…</translation>
    </message>
    <message>
        <source>Checking the hand log…</source>
        <translation>正在檢查牌局紀錄…</translation>
    </message>
    <message>
        <source>{written} ({dates})</source>
        <translation>{written}（{dates}）</translation>
    </message>
    <message>
        <source>{written} ({skipped} skipped: not poker hands)</source>
        <translation>{written}（略過 {skipped} 筆：不是撲克牌局）</translation>
    </message>
    <message>
        <source>Wrote {written} to {path}</source>
        <translation>已將 {written} 寫入 {path}</translation>
    </message>
    <message>
        <source>Charts failed: {detail}</source>
        <translation>圖表失敗：{detail}</translation>
    </message>
    <message>
        <source>OK: {checked} events checked, chain head {head}</source>
        <translation>OK：已驗證 {checked} 筆事件，鏈頭 {head}</translation>
    </message>
    <message>
        <source>{text}; imported PHH tables not replayed by the table engine: {tables}</source>
        <translation>{text}；匯入的 PHH 牌桌未經牌桌程式重播：{tables}</translation>
    </message>
    <message>
        <source>FAILED at row seq {seq}: {problem}</source>
        <translation>失敗，位於第 seq {seq} 列：{problem}</translation>
    </message>
    <message>
        <source>FAILED: {problem}</source>
        <translation>失敗：{problem}</translation>
    </message>
    <message>
        <source>Table set-up (between hands)</source>
        <translation>牌桌設定（牌局之間）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限注</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>開桌</translation>
    </message>
    <message>
        <source>Dealer…</source>
        <translation>荷官…</translation>
    </message>
    <message>
        <source>Button draw…</source>
        <translation>抽按鈕…</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Back to the chips</source>
        <translation>返回籌碼</translation>
    </message>
    <message>
        <source>Seat a player: touch an open seat</source>
        <translation>安排玩家入座：點選空位</translation>
    </message>
    <message>
        <source>The room file is not used: {error}</source>
        <translation>未使用場館檔案：{error}</translation>
    </message>
    <message>
        <source>{limit}
set amounts</source>
        <translation>{limit}
設定金額</translation>
    </message>
    <message>
        <source>{limit} is not offered: the room file must say {rule}.</source>
        <translation>不提供 {limit}：場館檔案必須寫明 {rule}。</translation>
    </message>
    <message>
        <source>{name} lists no limits for this game: the room names them in its own profile file</source>
        <translation>{name} 未列出此遊戲的注額：由場館在自己的設定檔中指定</translation>
    </message>
    <message>
        <source>Open: {house} {limit} {get}</source>
        <translation>開桌：{house} {limit} {get}</translation>
    </message>
    <message>
        <source>${amount} refused: {reason}</source>
        <translation>${amount} 被拒絕：{reason}</translation>
    </message>
    <message>
        <source>{limit} cannot open: the room file must say {rule}.</source>
        <translation>{limit} 無法開桌：場館檔必須寫明 {rule}。</translation>
    </message>
    <message>
        <source>Opening {label}</source>
        <translation>正在開桌 {label}</translation>
    </message>
    <message>
        <source>{seat} open</source>
        <translation>{seat} 空位</translation>
    </message>
    <message>
        <source>Seat {seat}: sit {strip} down</source>
        <translation>{seat} 號座位：{strip} 入座</translation>
    </message>
    <message>
        <source>Seat {seat}: {strip}&apos;s chips?</source>
        <translation>{seat} 號座位：{strip} 的籌碼？</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} with ${stack}. How does {name} come in? (K03)</source>
        <translation>{seat} 號座位：{name}，${stack}。{name} 如何加入？（K03）</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} cannot sit down now</source>
        <translation>{seat} 號座位：{name} 現在無法入座</translation>
    </message>
    <message>
        <source>Refused: {refusal}. Go back to the chips for another amount; the floor may accept it with a reason from the seat&apos;s own panel (LC-P1).</source>
        <translation>拒絕：{refusal}。回到籌碼輸入其他金額；樓面主管可在該座位的面板以理由接受（LC-P1）。</translation>
    </message>
    <message>
        <source>Start hand</source>
        <translation>開始牌局</translation>
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
        <translation>已收牌：結束牌局</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>棄牌</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>過牌</translation>
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
        <translation>一對</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>兩對</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>三條</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>順子</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>同花</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>葫蘆</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>四條</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>同花順</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>皇家同花順</translation>
    </message>
    <message>
        <source>Deal now</source>
        <translation>現在發牌</translation>
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
        <translation>補下錯過的盲注</translation>
    </message>
    <message>
        <source>Buy button</source>
        <translation>買莊家按鈕</translation>
    </message>
    <message>
        <source>Post in front of button</source>
        <translation>在莊家按鈕前下注</translation>
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
        <translation>補足</translation>
    </message>
    <message>
        <source>All in</source>
        <translation>全押</translation>
    </message>
    <message>
        <source>Which seat?</source>
        <translation>哪個座位？</translation>
    </message>
    <message>
        <source>The reason (optional)</source>
        <translation>原因（可不填）</translation>
    </message>
    <message>
        <source>Who says the board plays?</source>
        <translation>誰說公共牌即為其牌？</translation>
    </message>
    <message>
        <source>Who called his hand?</source>
        <translation>誰報了自己的牌型？</translation>
    </message>
    <message>
        <source>What did he call?</source>
        <translation>他報了什麼牌型？</translation>
    </message>
    <message>
        <source>Floor: rule on a wrong hand call</source>
        <translation>樓面：就報錯牌型裁決</translation>
    </message>
    <message>
        <source>Who called his hand wrong?</source>
        <translation>誰報錯了牌型？</translation>
    </message>
    <message>
        <source>The floor&apos;s ruling</source>
        <translation>樓面主管的裁決</translation>
    </message>
    <message>
        <source>Deliberate: he forfeits the pot</source>
        <translation>故意：他失去底池</translation>
    </message>
    <message>
        <source>Cards speak: no penalty</source>
        <translation>以牌為準：不罰</translation>
    </message>
    <message>
        <source>The floor&apos;s reason</source>
        <translation>樓面主管的理由</translation>
    </message>
    <message>
        <source>Cards exposed during the hand</source>
        <translation>牌局中亮出的牌</translation>
    </message>
    <message>
        <source>Whose cards were shown?</source>
        <translation>誰的牌被亮出？</translation>
    </message>
    <message>
        <source>Shown to whom?</source>
        <translation>亮給誰看？</translation>
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
        <translation>誰亮出的牌？</translation>
    </message>
    <message>
        <source>Who asks to see them?</source>
        <translation>誰要求看？</translation>
    </message>
    <message>
        <source>Award disputed: hold the pot</source>
        <translation>派彩有爭議：暫扣底池</translation>
    </message>
    <message>
        <source>Who disputes the award?</source>
        <translation>誰對派彩有異議？</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>荷官</translation>
    </message>
    <message>
        <source>Floor: the award stands</source>
        <translation>樓面：派彩維持不變</translation>
    </message>
    <message>
        <source>Floor: award the pot to one seat</source>
        <translation>樓面：將底池判給一個座位</translation>
    </message>
    <message>
        <source>Which seat takes the pot(s)?</source>
        <translation>哪個座位贏得底池？</translation>
    </message>
    <message>
        <source>Floor: split the pot between seats</source>
        <translation>樓面：在座位間平分底池</translation>
    </message>
    <message>
        <source>Which pot is split?</source>
        <translation>平分哪個底池？</translation>
    </message>
    <message>
        <source>Who shares it? (high-low: the high half)</source>
        <translation>誰平分？（高低牌：高牌那一半）</translation>
    </message>
    <message>
        <source>Who shares the low half? (Skip: no low, the high hand(s) take it all)</source>
        <translation>誰平分低牌那一半？（略過：無低牌，高牌者全拿）</translation>
    </message>
    <message>
        <source>Player taps the table (a check)</source>
        <translation>玩家敲桌（過牌）</translation>
    </message>
    <message>
        <source>Who tapped?</source>
        <translation>誰敲了桌？</translation>
    </message>
    <message>
        <source>How?</source>
        <translation>怎麼做的？</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>輕敲</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>敲桌</translation>
    </message>
    <message>
        <source>Gesture</source>
        <translation>手勢</translation>
    </message>
    <message>
        <source>Who acted out of turn?</source>
        <translation>誰未輪到就行動？</translation>
    </message>
    <message>
        <source>What did he do?</source>
        <translation>他做了什麼？</translation>
    </message>
    <message>
        <source>Bet or raise to how much? (Skip for a check, call or fold)</source>
        <translation>下注或加注到多少？（過牌、跟注或棄牌請略過）</translation>
    </message>
    <message>
        <source>Bet out of turn taken back</source>
        <translation>收回未輪到的下注</translation>
    </message>
    <message>
        <source>Whose bet is taken back?</source>
        <translation>收回誰的下注？</translation>
    </message>
    <message>
        <source>Turn let pass (player silent)</source>
        <translation>輪到時未行動（玩家沉默）</translation>
    </message>
    <message>
        <source>Who let his turn pass?</source>
        <translation>誰錯過了自己的行動？</translation>
    </message>
    <message>
        <source>Floor: rule on a turn let pass</source>
        <translation>樓面：就錯過行動裁決</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>哪位玩家？</translation>
    </message>
    <message>
        <source>Every option back</source>
        <translation>恢復所有選擇</translation>
    </message>
    <message>
        <source>Call or fold only</source>
        <translation>只能跟注或棄牌</translation>
    </message>
    <message>
        <source>Whose chips?</source>
        <translation>誰的籌碼？</translation>
    </message>
    <message>
        <source>How much came forward?</source>
        <translation>推出了多少？</translation>
    </message>
    <message>
        <source>Floor: rule on chips still held</source>
        <translation>樓面：就仍握在手的籌碼裁決</translation>
    </message>
    <message>
        <source>A bet: the chips play</source>
        <translation>算下注：籌碼有效</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>不算下注</translation>
    </message>
    <message>
        <source>Who called short?</source>
        <translation>誰跟注不足？</translation>
    </message>
    <message>
        <source>How much did he put in? (Skip: he only said &apos;call&apos;)</source>
        <translation>他放了多少？（略過：他只說了「跟」）</translation>
    </message>
    <message>
        <source>Short call: take back, complete or fold</source>
        <translation>跟注不足：收回、補足或棄牌</translation>
    </message>
    <message>
        <source>Whose short call?</source>
        <translation>誰跟注不足？</translation>
    </message>
    <message>
        <source>What does he do?</source>
        <translation>他怎麼做？</translation>
    </message>
    <message>
        <source>Takes the call back</source>
        <translation>收回跟注</translation>
    </message>
    <message>
        <source>Completes the raise</source>
        <translation>補足加注</translation>
    </message>
    <message>
        <source>Folds</source>
        <translation>棄牌</translation>
    </message>
    <message>
        <source>Whose raise?</source>
        <translation>誰的加注？</translation>
    </message>
    <message>
        <source>Who objects?</source>
        <translation>誰提出異議？</translation>
    </message>
    <message>
        <source>Floor: rule on a string raise</source>
        <translation>樓面：就分次加注裁決</translation>
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
        <translation>為玩家換大面額籌碼</translation>
    </message>
    <message>
        <source>How much is changed?</source>
        <translation>換多少？</translation>
    </message>
    <message>
        <source>From which chip?</source>
        <translation>從哪種籌碼？</translation>
    </message>
    <message>
        <source>Into which chip?</source>
        <translation>換成哪種籌碼？</translation>
    </message>
    <message>
        <source>Floor: remove a player</source>
        <translation>樓面：請玩家離桌</translation>
    </message>
    <message>
        <source>Who is removed?</source>
        <translation>請誰離桌？</translation>
    </message>
    <message>
        <source>Floor: let a removed player back</source>
        <translation>樓面：讓離桌的玩家回來</translation>
    </message>
    <message>
        <source>Who comes back?</source>
        <translation>誰回來？</translation>
    </message>
    <message>
        <source>How does he come back?</source>
        <translation>他如何回到牌局？</translation>
    </message>
    <message>
        <source>Floor: rule on posting abuse</source>
        <translation>樓面：就濫用下盲注裁決</translation>
    </message>
    <message>
        <source>Post a big blind before his next hand</source>
        <translation>下一手牌前下大盲注</translation>
    </message>
    <message>
        <source>No action</source>
        <translation>不採取行動</translation>
    </message>
    <message>
        <source>Two players swap seats</source>
        <translation>兩位玩家互換座位</translation>
    </message>
    <message>
        <source>First player?</source>
        <translation>第一位玩家？</translation>
    </message>
    <message>
        <source>Swaps with?</source>
        <translation>與誰互換？</translation>
    </message>
    <message>
        <source>Deal off: move after the button hand</source>
        <translation>打完莊家位後換座（deal off）</translation>
    </message>
    <message>
        <source>Who played his button hand?</source>
        <translation>誰打完了莊家位那手牌？</translation>
    </message>
    <message>
        <source>To which open seat?</source>
        <translation>換到哪個空位？</translation>
    </message>
    <message>
        <source>Take the full-game collection</source>
        <translation>收取滿桌抽水</translation>
    </message>
    <message>
        <source>From whose stack?</source>
        <translation>從誰的籌碼收？</translation>
    </message>
    <message>
        <source>Floor: pick up an away player&apos;s chips</source>
        <translation>樓面：收起離座玩家的籌碼</translation>
    </message>
    <message>
        <source>Whose chips are picked up?</source>
        <translation>收起誰的籌碼？</translation>
    </message>
    <message>
        <source>Why? (Skip at a full game&apos;s third button; a seat asked for, or repeated lobbying)</source>
        <translation>原因？（滿桌第三次輪到莊家位時略過；有人要這個座位，或一再離座）</translation>
    </message>
    <message>
        <source>Must-move game: on or off</source>
        <translation>必轉桌（must-move）：開或關</translation>
    </message>
    <message>
        <source>Is this table a must-move game?</source>
        <translation>這張桌是必轉桌嗎？</translation>
    </message>
    <message>
        <source>Must-move game</source>
        <translation>必轉桌</translation>
    </message>
    <message>
        <source>Not a must-move game</source>
        <translation>不是必轉桌</translation>
    </message>
    <message>
        <source>Floor: set the short-handed collection</source>
        <translation>樓面：設定人少時的抽水</translation>
    </message>
    <message>
        <source>The collection while short-handed</source>
        <translation>人少時的抽水</translation>
    </message>
    <message>
        <source>Blinds chop (everyone folded to them)</source>
        <translation>盲注平分（其他人都棄牌）</translation>
    </message>
    <message>
        <source>Floor: collect by time, or on the button</source>
        <translation>樓面：按時間收費，或在莊家位收</translation>
    </message>
    <message>
        <source>How is the collection taken from now on?</source>
        <translation>從現在起如何收取抽水？</translation>
    </message>
    <message>
        <source>By time (every player, per period)</source>
        <translation>按時間（每位玩家，每個時段）</translation>
    </message>
    <message>
        <source>On the button</source>
        <translation>在莊家位收</translation>
    </message>
    <message>
        <source>Floor: call time</source>
        <translation>樓面：宣布收時間費</translation>
    </message>
    <message>
        <source>Is anyone on the waiting list?</source>
        <translation>候位名單上有人嗎？</translation>
    </message>
    <message>
        <source>Yes: everyone pays before his next hand</source>
        <translation>有：每人在下一手牌前付費</translation>
    </message>
    <message>
        <source>No: each may play to his big blind first</source>
        <translation>沒有：每人可先打到自己的大盲注</translation>
    </message>
    <message>
        <source>Player pays time</source>
        <translation>玩家付時間費</translation>
    </message>
    <message>
        <source>Who pays his time?</source>
        <translation>誰付時間費？</translation>
    </message>
    <message>
        <source>Players agree a time pot</source>
        <translation>玩家同意打時間底池</translation>
    </message>
    <message>
        <source>Who plays the time pot? (the winner pays for all)</source>
        <translation>誰參加時間底池？（贏家替所有人付）</translation>
    </message>
    <message>
        <source>Time-pot winner pays for all</source>
        <translation>時間底池贏家替所有人付費</translation>
    </message>
    <message>
        <source>Who won the time pot?</source>
        <translation>誰贏了時間底池？</translation>
    </message>
    <message>
        <source>Newcomer dealt in before posting</source>
        <translation>新玩家未下盲注就發到牌</translation>
    </message>
    <message>
        <source>Which newcomer got cards?</source>
        <translation>哪位新玩家拿到了牌？</translation>
    </message>
    <message>
        <source>Did he look at his cards?</source>
        <translation>他看牌了嗎？</translation>
    </message>
    <message>
        <source>He looked at them</source>
        <translation>他看了</translation>
    </message>
    <message>
        <source>He did not look</source>
        <translation>他沒看</translation>
    </message>
    <message>
        <source>Which cards did he get?</source>
        <translation>他拿到哪些牌？</translation>
    </message>
    <message>
        <source>Player dealt in by mistake has acted</source>
        <translation>誤發牌的玩家已行動</translation>
    </message>
    <message>
        <source>Who was dealt in by mistake?</source>
        <translation>誰被誤發了牌？</translation>
    </message>
    <message>
        <source>How much has he put in this round?</source>
        <translation>他這一輪放了多少？</translation>
    </message>
    <message>
        <source>Was his action a fold?</source>
        <translation>他的行動是棄牌嗎？</translation>
    </message>
    <message>
        <source>He folded</source>
        <translation>他棄牌了</translation>
    </message>
    <message>
        <source>He checked or called</source>
        <translation>他過牌或跟注了</translation>
    </message>
    <message>
        <source>A player asks to see a hand pushed face down</source>
        <translation>玩家要求看蓋牌推入的手牌</translation>
    </message>
    <message>
        <source>Who asks to see it?</source>
        <translation>誰要求看？</translation>
    </message>
    <message>
        <source>Whose hand is asked for?</source>
        <translation>要求看誰的牌？</translation>
    </message>
    <message>
        <source>Which cards does that hand hold?</source>
        <translation>那手牌是哪些牌？</translation>
    </message>
    <message>
        <source>Had the hand touched the muck?</source>
        <translation>那手牌碰到棄牌堆了嗎？</translation>
    </message>
    <message>
        <source>Yes: it is dead</source>
        <translation>碰到了：該手牌作廢</translation>
    </message>
    <message>
        <source>No: it was only pushed face down</source>
        <translation>沒有：只是蓋牌推入</translation>
    </message>
    <message>
        <source>Floor: declare a misdeal</source>
        <translation>樓面：宣布發錯牌</translation>
    </message>
    <message>
        <source>Which misdeal case (LC-104)?</source>
        <translation>哪一種發錯牌情況（LC-104）？</translation>
    </message>
    <message>
        <source>Chips passed to a player waiting for his runner</source>
        <translation>籌碼交給正在等跑腿送籌碼的玩家</translation>
    </message>
    <message>
        <source>Who hands the chips over?</source>
        <translation>誰把籌碼交出？</translation>
    </message>
    <message>
        <source>Who waits for his runner&apos;s chips?</source>
        <translation>誰在等跑腿送來的籌碼？</translation>
    </message>
    <message>
        <source>How much is passed?</source>
        <translation>交了多少？</translation>
    </message>
    <message>
        <source>Cash put on the table (it does not play)</source>
        <translation>現金放在桌上（不算在玩）</translation>
    </message>
    <message>
        <source>Whose cash?</source>
        <translation>誰的現金？</translation>
    </message>
    <message>
        <source>Chips handed to another player</source>
        <translation>籌碼交給另一位玩家</translation>
    </message>
    <message>
        <source>Who took the chips?</source>
        <translation>誰拿了籌碼？</translation>
    </message>
    <message>
        <source>Rack or object on the playing surface</source>
        <translation>籌碼架或物品放在牌桌上</translation>
    </message>
    <message>
        <source>At which seat?</source>
        <translation>在哪個座位？</translation>
    </message>
    <message>
        <source>Another casino&apos;s or wrapped chips</source>
        <translation>其他賭場的籌碼或未拆封的籌碼</translation>
    </message>
    <message>
        <source>Cards held out of view</source>
        <translation>牌被拿到視線之外</translation>
    </message>
    <message>
        <source>Whose cards?</source>
        <translation>誰的牌？</translation>
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
        <translation>邊池 {number} · ${amount}</translation>
    </message>
    <message>
        <source>LC-104{letter} · {case}</source>
        <translation>LC-104{letter} · {case}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player}</source>
        <translation>{seat} 號座位 · {player}</translation>
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
        <translation>詢問 {seat} 號座位：{what}？（發第一張牌前）</translation>
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
        <translation>{seat} 號座位下
{what} ${amount}</translation>
    </message>
    <message>
        <source>Waiting for players.</source>
        <translation>等待玩家。</translation>
    </message>
    <message>
        <source>Seat {seat} acts:</source>
        <translation>{seat} 號座位行動：</translation>
    </message>
    <message>
        <source>Deal from the shoe: every card read appears on the table.</source>
        <translation>從牌靴發牌：讀到的每張牌都會顯示在牌桌上。</translation>
    </message>
    <message>
        <source>No shoe connected.</source>
        <translation>未連接牌靴。</translation>
    </message>
    <message>
        <source>Cards dealt by hand</source>
        <translation>已手動發牌</translation>
    </message>
    <message>
        <source>Enter {need} board cards by touch</source>
        <translation>點選輸入 {need} 張公共牌</translation>
    </message>
    <message>
        <source>Enter 1 board card by touch</source>
        <translation>點選輸入 1 張公共牌</translation>
    </message>
    <message>
        <source>Seat {seat}
mucks</source>
        <translation>{seat} 號座位
棄牌</translation>
    </message>
    <message>
        <source>Seat {seat}
shows</source>
        <translation>{seat} 號座位
亮牌</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>行動</translation>
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
        <translation>坐莊</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>已恢復</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>就緒</translation>
    </message>
    <message>
        <source>silent</source>
        <translation>無訊號</translation>
    </message>
    <message>
        <source>lid open</source>
        <translation>蓋子開著</translation>
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
        <translation>已斷線</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>無牌靴</translation>
    </message>
    <message>
        <source>{device}: {state}</source>
        <translation>{device}：{state}</translation>
    </message>
    <message>
        <source>NOW</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>NEXT</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Nothing to do</source>
        <translation>無需操作</translation>
    </message>
    <message>
        <source>… and {more} more</source>
        <translation>…還有 {more} 項</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>規則：{rules}</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步驟</translation>
    </message>
    <message>
        <source>Ruling {number}: {title}{detail}. {ruling}{note}</source>
        <translation>裁決 {number}：{title}{detail}。{ruling}{note}</translation>
    </message>
    <message>
        <source>Call the floorperson: Floor &gt; Rulings, badge and PIN, to confirm or override.</source>
        <translation>請呼叫樓面主管：樓面 &gt; 裁決，以員工證和密碼確認或推翻。</translation>
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
        <translation>按鈕盲</translation>
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
        <translation>補盲</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>欠盲</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>離座</translation>
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
        <translation>牌局無效：所有下注已退回</translation>
    </message>
    <message>
        <source>blinds</source>
        <translation>盲注</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>發牌</translation>
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
        <translation>攤牌</translation>
    </message>
    <message>
        <source>pushing the pot</source>
        <translation>派發底池</translation>
    </message>
    <message>
        <source>pot pushed</source>
        <translation>底池已派</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>已作廢</translation>
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
        <translation>轉牌</translation>
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
        <translation>場費</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>全押</translation>
    </message>
    <message>
        <source>Hand {number} complete · Between hands</source>
        <translation>第 {number} 局結束 · 牌局之間</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>牌局之間</translation>
    </message>
    <message>
        <source>Total pot ${amount}</source>
        <translation>底池總額 ${amount}</translation>
    </message>
    <message>
        <source>Main pot ${amount}</source>
        <translation>主池 ${amount}</translation>
    </message>
    <message>
        <source>Side pot {number} ${amount}</source>
        <translation>邊池 {number} ${amount}</translation>
    </message>
    <message>
        <source>Hand {number} · {street} · {phase}</source>
        <translation>第 {number} 局 · {street} · {phase}</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>強制開注</translation>
    </message>
    <message>
        <source>7th street: {plan} ({rules})</source>
        <translation>第七街：{plan}（{rules}）</translation>
    </message>
    <message>
        <source>Seat {seat} ({name}): declare TPPP</source>
        <translation>{seat} 號座位（{name}）：宣告 TPPP</translation>
    </message>
    <message>
        <source>The facts differ from the report</source>
        <translation>事實與回報不符</translation>
    </message>
    <message>
        <source>The floor&apos;s judgement in the interest of fairness (LC-P1)</source>
        <translation>樓面基於公平的判斷（LC-P1）</translation>
    </message>
    <message>
        <source>The players agreed before action and the floor allows it</source>
        <translation>玩家在行動前已同意，樓面主管允許</translation>
    </message>
    <message>
        <source>No ruling waits for the floor.</source>
        <translation>沒有等待樓面主管的裁決。</translation>
    </message>
    <message>
        <source>Reading the hand from the room&apos;s copy of the log ...</source>
        <translation>正在從本場的紀錄副本讀取這手牌 ...</translation>
    </message>
    <message>
        <source>The room&apos;s copy cannot show this ruling: {why}</source>
        <translation>本場副本無法顯示此裁決：{why}</translation>
    </message>
    <message>
        <source>Choose a ruling above, or touch a table with an amber edge on the Room page.</source>
        <translation>請在上方選擇一項裁決，或在「本場」頁點選有琥珀色邊框的牌桌。</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>牌桌 {table}</translation>
    </message>
    <message>
        <source>The station&apos;s decision: {decision}</source>
        <translation>本站的決定：{decision}</translation>
    </message>
    <message>
        <source>Confirm ruling {number}</source>
        <translation>確認裁決 {number}</translation>
    </message>
    <message>
        <source>Override: {reason}</source>
        <translation>推翻：{reason}</translation>
    </message>
    <message>
        <source>Confirm ruling {number} at {table}: the floorperson&apos;s badge, then PIN.</source>
        <translation>確認 {table} 的裁決 {number}：樓面主管的員工證，然後密碼。</translation>
    </message>
    <message>
        <source>Override ({reason}) ruling {number} at {table}: the floorperson&apos;s badge, then PIN.</source>
        <translation>推翻 {table} 的裁決 {number}（{reason}）：樓面主管的員工證，然後密碼。</translation>
    </message>
    <message>
        <source>Not recorded: {why}.</source>
        <translation>未記錄：{why}。</translation>
    </message>
    <message>
        <source>Not recorded: the room store is out of reach. Try again in a moment; if it lasts, call the technician.</source>
        <translation>未記錄：連不上本場。請稍後再試；若持續如此，請找技術人員。</translation>
    </message>
    <message>
        <source>Ruling {number} at {table} confirmed by {name}: sent to the table.</source>
        <translation>{table} 的裁決 {number} 由 {name} 確認：已送到牌桌。</translation>
    </message>
    <message>
        <source>Ruling {number} at {table} overridden by {name}: sent to the table.</source>
        <translation>{table} 的裁決 {number} 由 {name} 推翻：已送到牌桌。</translation>
    </message>
    <message>
        <source>Override {number}: {reason}</source>
        <translation>推翻 {number}：{reason}</translation>
    </message>
    <message>
        <source>Ruling {number} confirmed by {name}.</source>
        <translation>裁決 {number} 已由 {name} 確認。</translation>
    </message>
    <message>
        <source>Ruling {number} overridden by {name}.</source>
        <translation>裁決 {number} 已由 {name} 推翻。</translation>
    </message>
    <message>
        <source>No ruling waits for the floor</source>
        <translation>沒有等待樓面主管的裁決</translation>
    </message>
    <message>
        <source>Seat {seat} is open: nobody to declare</source>
        <translation>{seat} 號座位是空位：沒有人可宣告</translation>
    </message>
    <message>
        <source>Round {number} is in progress: settle it and end it before leaving this table.</source>
        <translation>第 {number} 局進行中：離開本桌前請先結算並結束這一局。</translation>
    </message>
    <message>
        <source>no cards are due now: {need}</source>
        <translation>現在不該發牌：{need}</translation>
    </message>
    <message>
        <source>no cards are due now</source>
        <translation>現在不該發牌</translation>
    </message>
    <message>
        <source>the shoe could not read the card it just dealt: enter it by touch (turn it over only where the game deals it face up)</source>
        <translation>牌靴讀不到剛發出的牌：請點選輸入（只在遊戲規定翻開發的地方翻開）</translation>
    </message>
    <message>
        <source>the shoe read {card} but no card is due now: {need}</source>
        <translation>牌靴讀到 {card}，但現在不該發牌：{need}</translation>
    </message>
    <message>
        <source>the shoe read {card} but no card is due now</source>
        <translation>牌靴讀到 {card}，但現在不該發牌</translation>
    </message>
    <message>
        <source>between hands</source>
        <translation>牌局之間</translation>
    </message>
    <message>
        <source>during the deal</source>
        <translation>發牌時</translation>
    </message>
    <message>
        <source>during the betting and board cards</source>
        <translation>下注和發公共牌時</translation>
    </message>
    <message>
        <source>at showdown</source>
        <translation>攤牌時</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>現在應付</translation>
    </message>
    <message>
        <source>Seat buttons</source>
        <translation>座位按鈕</translation>
    </message>
    <message>
        <source>player, as on the list</source>
        <translation>玩家（照名單上的寫法）</translation>
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
        <translation>{player}？需為場內已入座的玩家，並填座位號</translation>
    </message>
    <message>
        <source>who</source>
        <translation>誰</translation>
    </message>
    <message>
        <source>Nothing due</source>
        <translation>目前無待辦</translation>
    </message>
    <message>
        <source>Away from their seats: {count}</source>
        <translation>離座中：{count}</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} 分鐘</translation>
    </message>
    <message>
        <source>{minutes} min of 30 (meal)</source>
        <translation>{minutes} 分鐘，上限 30（用餐）</translation>
    </message>
    <message>
        <source>{minutes} min of 15</source>
        <translation>{minutes} 分鐘，上限 15</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat} · {kind} · {time}</source>
        <translation>{player} · {table} {seat} 號座位 · {kind} · {time}</translation>
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
        <translation>錯過盲注</translation>
    </message>
    <message>
        <source>Hold button on</source>
        <translation>保留按鈕：開</translation>
    </message>
    <message>
        <source>Hold button off</source>
        <translation>保留按鈕：關</translation>
    </message>
    <message>
        <source>Back at his seat</source>
        <translation>已回座</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat}: {missed} missed-blind + hold button (never counted, LC-GL-33)</source>
        <translation>{player} · {table} {seat} 號座位：{missed} 個錯過盲注按鈕 + 保留按鈕（永不計入，LC-GL-33）</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat}: {missed} missed-blind</source>
        <translation>{player} · {table} {seat} 號座位：{missed} 個錯過盲注按鈕</translation>
    </message>
    <message>
        <source>No buttons out</source>
        <translation>沒有按鈕在外</translation>
    </message>
    <message>
        <source>table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>amount $</source>
        <translation>金額 $</translation>
    </message>
    <message>
        <source>floor&apos;s reason to override (LC-P1), if any</source>
        <translation>樓面推翻的理由（LC-P1），如有</translation>
    </message>
    <message>
        <source>Buys in</source>
        <translation>買入</translation>
    </message>
    <message>
        <source>Buys in, amount not said</source>
        <translation>買入，未說金額</translation>
    </message>
    <message>
        <source>Leaves with these chips</source>
        <translation>帶著這些籌碼離桌</translation>
    </message>
    <message>
        <source>Left within the house&apos;s time: back with at least as much (LC-91)</source>
        <translation>在場館規定時間內離開：回來時至少帶一樣多（LC-91）</translation>
    </message>
    <message>
        <source>how many dollars of chips?</source>
        <translation>多少美元的籌碼？</translation>
    </message>
    <message>
        <source>{player}? a seated player and the chips he takes away</source>
        <translation>{player}？需為已入座的玩家及他帶走的籌碼</translation>
    </message>
    <message>
        <source>{player}: left {table} ({game}) {minutes} min ago with ${chips}; the rule holds {more} more min</source>
        <translation>{player}：{minutes} 分鐘前帶 ${chips} 離開 {table}（{game}）；規則還有 {more} 分鐘有效</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>沒有人</translation>
    </message>
    <message>
        <source>Dealer rotation: every {period_minutes} minutes</source>
        <translation>荷官輪換：每 {period_minutes} 分鐘</translation>
    </message>
    <message>
        <source>The room store is out of reach: the rotation cannot be read now. The station tries again by itself; if it lasts, call the technician.</source>
        <translation>連不上本場：目前無法讀取輪換表。工作站會自動重試；若持續如此，請找技術人員。</translation>
    </message>
    <message>
        <source>At the tables:</source>
        <translation>在牌桌上：</translation>
    </message>
    <message>
        <source>{table}: no dealer</source>
        <translation>{table}：沒有荷官</translation>
    </message>
    <message>
        <source>due in {minutes} min</source>
        <translation>{minutes} 分鐘後到點</translation>
    </message>
    <message>
        <source>DUE {minutes} min ago</source>
        <translation>已超時 {minutes} 分鐘</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>現在到點</translation>
    </message>
    <message>
        <source>{table}: {dealer} for {minutes} min, {due}</source>
        <translation>{table}：{dealer} 已發牌 {minutes} 分鐘，{due}</translation>
    </message>
    <message>
        <source>On break:</source>
        <translation>休息中：</translation>
    </message>
    <message>
        <source>On break: nobody</source>
        <translation>休息中：沒有人</translation>
    </message>
    <message>
        <source>{dealer} since {minutes} min</source>
        <translation>{dealer} 已 {minutes} 分鐘</translation>
    </message>
    <message>
        <source>Next:</source>
        <translation>接下來：</translation>
    </message>
    <message>
        <source>nobody free</source>
        <translation>沒有空閒的荷官</translation>
    </message>
    <message>
        <source>{dealer} to {table} in {minutes} min, relieving {relieved}</source>
        <translation>{dealer} {minutes} 分鐘後到 {table}，接替 {relieved}</translation>
    </message>
    <message>
        <source>{dealer} to {table} in {minutes} min</source>
        <translation>{dealer} {minutes} 分鐘後到 {table}</translation>
    </message>
    <message>
        <source>Dealers</source>
        <translation>荷官</translation>
    </message>
    <message>
        <source>Move now (LC-139)</source>
        <translation>立即換桌（LC-139）</translation>
    </message>
    <message>
        <source>Play to his big blind and quit (LC-139a)</source>
        <translation>打到他的大盲注後離開（LC-139a）</translation>
    </message>
    <message>
        <source>Finish the blinds and button (LC-139b)</source>
        <translation>打完盲注和莊家按鈕（LC-139b）</translation>
    </message>
    <message>
        <source>he may take a hand now, or come in behind the button, without posting</source>
        <translation>他可以馬上玩一手，或從莊家按鈕後面入局，都不用下注</translation>
    </message>
    <message>
        <source>he may come in behind the button without posting</source>
        <translation>他可以從莊家按鈕後面入局，不用下注</translation>
    </message>
    <message>
        <source>he owes the missed blinds like any seated player</source>
        <translation>他要像其他在座玩家一樣補錯過的盲注</translation>
    </message>
    <message>
        <source>his stack $</source>
        <translation>他的籌碼 $</translation>
    </message>
    <message>
        <source>he brings $</source>
        <translation>他帶過去 $</translation>
    </message>
    <message>
        <source>enter his stack and what he brings</source>
        <translation>請輸入他的籌碼和他帶過去的金額</translation>
    </message>
    <message>
        <source>A must-move needs two open tables of the same game and limit (LC-137)</source>
        <translation>必須換桌需要兩張同遊戲同注額的開放牌桌（LC-137）</translation>
    </message>
    <message>
        <source>The tables&apos; logs cannot be read now: the room store is out of reach. The station tries again by itself.</source>
        <translation>目前無法讀取各桌的紀錄：連不上本場。工作站會自動重試。</translation>
    </message>
    <message>
        <source>{player} at {table}: not seated in its log yet; {may}</source>
        <translation>{player} 在 {table}：記錄裡還沒入座；{may}</translation>
    </message>
    <message>
        <source>{player} at {table} seat {seat}: the button passed {passes} time(s); {may}</source>
        <translation>{player} 在 {table} {seat} 號座位：莊家按鈕已經過 {passes} 次；{may}</translation>
    </message>
    <message>
        <source>Moved from a must-move game (LC-140):
{lines}</source>
        <translation>從必須移桌的牌局移來（LC-140）：
{lines}</translation>
    </message>
    <message>
        <source>{game_label}: no must-move game. Declare one to protect the main game (LC-137)</source>
        <translation>{game_label}：沒有必須換桌的牌局。宣告一個以保護主牌局（LC-137）</translation>
    </message>
    <message>
        <source>{extra} must move to {main}</source>
        <translation>{extra} 必須換桌到 {main}</translation>
    </message>
    <message>
        <source>{game_label}: {must_move_table} must move to {main_table}; {main_table} counts as a full game (LC-131)</source>
        <translation>{game_label}：{must_move_table} 必須換到 {main_table}；{main_table} 算滿桌（LC-131）</translation>
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
        <translation>已叫號</translation>
    </message>
    <message>
        <source>moving to {table}</source>
        <translation>正換到 {table}</translation>
    </message>
    <message>
        <source>List, in the waiting list&apos;s order (LC-138):
{lines}</source>
        <translation>名單，依候位名單順序（LC-138）：
{lines}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>沒有人</translation>
    </message>
    <message>
        <source>not counted yet</source>
        <translation>尚未點算</translation>
    </message>
    <message>
        <source>Players in {table}: {count} (short: they keep their rights without playing, LC-141)</source>
        <translation>{table} 的玩家：{count}（人少：不玩也保留權利，LC-141）</translation>
    </message>
    <message>
        <source>Players in {table}: {count}</source>
        <translation>{table} 的玩家：{count}</translation>
    </message>
    <message>
        <source>{moving} moves to {main_table}: he brings at least ${minimum}, or all he has when under it (LC-143); no missed-blind buttons follow (LC-142)</source>
        <translation>{moving} 換到 {main_table}：至少帶 ${minimum}，不足則全部帶上（LC-143）；錯過盲注按鈕不跟隨（LC-142）</translation>
    </message>
    <message>
        <source>Move {player}</source>
        <translation>移動 {player}</translation>
    </message>
    <message>
        <source>{called} was called: his choice</source>
        <translation>{called} 被叫到：由他選擇</translation>
    </message>
    <message>
        <source>Call {top} from {must_move_table}: where does he sit in this hand?</source>
        <translation>從 {must_move_table} 叫 {top}：這一局他坐哪裡？</translation>
    </message>
    <message>
        <source>Waiting lists</source>
        <translation>候位名單</translation>
    </message>
    <message>
        <source>Must-move</source>
        <translation>必須換桌</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>休息</translation>
    </message>
    <message>
        <source>Buy-ins</source>
        <translation>買入</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>set the room&apos;s house in the settings (house = &quot;LC_HIGH&quot;, ...)</source>
        <translation>請在設定中指定本場的規則（house = &quot;LC_HIGH&quot;, ...）</translation>
    </message>
    <message>
        <source>the room file {file}: {error}</source>
        <translation>本廳設定檔 {file}：{error}</translation>
    </message>
    <message>
        <source>Waiting lists, must-move games and breaks need the house&apos;s rules: {problem}</source>
        <translation>候位名單、必須換桌牌局和休息需要場館規則：{problem}</translation>
    </message>
    <message>
        <source>Table changes</source>
        <translation>換桌</translation>
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
        <translation>該注額的空位數</translation>
    </message>
    <message>
        <source>cards drawn, in the order shown: Kh Kd 2c</source>
        <translation>抽到的牌，依顯示順序：Kh Kd 2c</translation>
    </message>
    <message>
        <source>Break the game</source>
        <translation>散掉牌局</translation>
    </message>
    <message>
        <source>Record the draw</source>
        <translation>記錄抽牌</translation>
    </message>
    <message>
        <source>Asks: {position}</source>
        <translation>要求：{position}</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room asks to move</source>
        <translation>{player}？要求換桌的必須是場內已入座的玩家</translation>
    </message>
    <message>
        <source>type the table he moves to, his stack and what he brings</source>
        <translation>輸入他要去的牌桌、他的籌碼和他帶過去的數目</translation>
    </message>
    <message>
        <source>which table, and how many open seats its limit has</source>
        <translation>哪一桌，以及該注額有幾個空位</translation>
    </message>
    <message>
        <source>{table}? a broken game&apos;s draw</source>
        <translation>{table}？需為散桌的抽牌</translation>
    </message>
    <message>
        <source>which table</source>
        <translation>哪一桌</translation>
    </message>
    <message>
        <source>{count} cards, one for each of {players}</source>
        <translation>{count} 張牌，{players} 每人一張</translation>
    </message>
    <message>
        <source>waits for the floor (LC-95)</source>
        <translation>等待樓面主管（LC-95）</translation>
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
        <translation>移動 {player}：牌局已散（LC-38）</translation>
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
        <translation>{table}：座位給 {players}</translation>
    </message>
    <message>
        <source>{table}: draw {players}; the floor draws for {away}</source>
        <translation>{table}：{players} 抽牌；樓面主管代 {away} 抽</translation>
    </message>
    <message>
        <source>{table}: draw {players}</source>
        <translation>{table}：{players} 抽牌</translation>
    </message>
    <message>
        <source>{player}: moves from the broken game</source>
        <translation>{player}：從散掉的牌局移出</translation>
    </message>
    <message>
        <source>player&apos;s name, as on the board</source>
        <translation>玩家名字（照名單板上的寫法）</translation>
    </message>
    <message>
        <source>Add walk-in</source>
        <translation>加入現場候位</translation>
    </message>
    <message>
        <source>Add call-in</source>
        <translation>加入電話候位</translation>
    </message>
    <message>
        <source>players in the game, to give a seat</source>
        <translation>牌局人數（用來給座位）</translation>
    </message>
    <message>
        <source>Asks for a seat change</source>
        <translation>要求換座位</translation>
    </message>
    <message>
        <source>choose a game first</source>
        <translation>請先選擇牌局</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room asks for a seat change</source>
        <translation>{player}？要求換座位的必須是場內已入座的玩家</translation>
    </message>
    <message>
        <source>how many players are in the game? (LC-135)</source>
        <translation>牌局中有幾位玩家？（LC-135）</translation>
    </message>
    <message>
        <source>{game_label}: {count} waiting</source>
        <translation>{game_label}：{count} 人等候</translation>
    </message>
    <message>
        <source>No game is open and no list is kept yet</source>
        <translation>尚無開放牌局，也還沒有名單</translation>
    </message>
    <message>
        <source>call-in, not here yet: {minutes} min of his hour left</source>
        <translation>電話候位，尚未到場：他的一小時還剩 {minutes} 分鐘</translation>
    </message>
    <message>
        <source>called {minutes} min ago</source>
        <translation>{minutes} 分鐘前已叫號</translation>
    </message>
    <message>
        <source>playing in must-move {table}</source>
        <translation>在必須換桌牌局 {table} 打牌</translation>
    </message>
    <message>
        <source>Arrived</source>
        <translation>已到場</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>沒有回應</translation>
    </message>
    <message>
        <source>Take off the list</source>
        <translation>從名單移除</translation>
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
        <translation>{table} 換座位：{tie}</translation>
    </message>
    <message>
        <source>Seat changes at {table}: {players} (LC-88e)</source>
        <translation>{table} 換座位：{players}（LC-88e）</translation>
    </message>
    <message>
        <source>Seat change at {table} to {player}</source>
        <translation>{table} 換座位給 {player}</translation>
    </message>
    <message>
        <source>Draw for the button ({RULES})</source>
        <translation>抽按鈕（{RULES}）</translation>
    </message>
    <message>
        <source>open seat number</source>
        <translation>空座位號碼</translation>
    </message>
    <message>
        <source>Offer to the table</source>
        <translation>先讓同桌選</translation>
    </message>
    <message>
        <source>who takes the seat</source>
        <translation>接手座位的人</translation>
    </message>
    <message>
        <source>Hand over (LC-25)</source>
        <translation>讓出座位（LC-25）</translation>
    </message>
    <message>
        <source>lower game&apos;s table</source>
        <translation>較低牌局的牌桌</translation>
    </message>
    <message>
        <source>its open seats</source>
        <translation>那裡的空座位數</translation>
    </message>
    <message>
        <source>cards cut</source>
        <translation>切出的牌</translation>
    </message>
    <message>
        <source>Cards by touch…</source>
        <translation>點選輸入牌…</translation>
    </message>
    <message>
        <source>Record the cut</source>
        <translation>記錄切牌</translation>
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
        <translation>空座位：先給同桌，再給候位名單（LC-88f）</translation>
    </message>
    <message>
        <source>Seat handed to another person (LC-25)</source>
        <translation>座位讓給別人（LC-25）</translation>
    </message>
    <message>
        <source>Short game: cut for a lower game&apos;s seats (LC-92)</source>
        <translation>人少的牌局：切牌爭較低牌局的座位（LC-92）</translation>
    </message>
    <message>
        <source>The game&apos;s limit goes up</source>
        <translation>牌局的限注提高</translation>
    </message>
    <message>
        <source>touch a table first</source>
        <translation>請先點一張牌桌</translation>
    </message>
    <message>
        <source>which seat is open?</source>
        <translation>哪個座位空著？</translation>
    </message>
    <message>
        <source>touch the player who hands his seat over</source>
        <translation>點讓出座位的玩家</translation>
    </message>
    <message>
        <source>{count} cards, one for each of {players}, and the open seats</source>
        <translation>{count} 張牌，{players} 每人一張，還有空座位數</translation>
    </message>
    <message>
        <source>The cut at {table}: touch each player&apos;s card in this order: {players}</source>
        <translation>{table} 的切牌：依此順序點每位玩家的牌：{players}</translation>
    </message>
    <message>
        <source>cards cut, in this order: {players}</source>
        <translation>切出的牌，依此順序：{players}</translation>
    </message>
    <message>
        <source>Seat {seat}: offered to the table by {by}</source>
        <translation>{seat} 號座位：{by} 已先讓同桌選</translation>
    </message>
    <message>
        <source>Lock seat {seat} for {player}</source>
        <translation>把 {seat} 號座位留給 {player}</translation>
    </message>
    <message>
        <source>Seat {seat}: {player}&apos;s chips are down, he keeps it</source>
        <translation>{seat} 號座位：{player} 的籌碼已放上桌，座位歸他</translation>
    </message>
    <message>
        <source>Seat {seat}: locked for {player}</source>
        <translation>{seat} 號座位：已留給 {player}</translation>
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
        <translation>現在不抽：抽按鈕用於開新牌局，在第一局前，須有兩位或以上玩家入座且在場（梭哈沒有按鈕）（LC-86）。</translation>
    </message>
    <message>
        <source>Touch each player&apos;s card in seat order: seats {order}</source>
        <translation>依座位順序點選每位玩家的牌：座位 {order}</translation>
    </message>
    <message>
        <source>Refused: {refusal}. Draw again: the shoe&apos;s next cards, or by touch.</source>
        <translation>拒絕：{refusal}。重新抽：牌靴的下一張牌，或點選輸入。</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}): {card}</source>
        <translation>{seat} 號座位（{player}）：{card}</translation>
    </message>
    <message>
        <source>The best card is seat {seat}&apos;s ({card}): the button goes to seat {seat} ({rules}).</source>
        <translation>最大的牌是 {seat} 號座位的（{card}）：莊家按鈕給 {seat} 號座位（{rules}）。</translation>
    </message>
    <message>
        <source>The draw needs two or more players seated and present (LC-86).</source>
        <translation>抽牌需要兩位或以上玩家入座且在場（LC-86）。</translation>
    </message>
    <message>
        <source>Pull one card from the shoe for seat {seat}, or enter the cards by touch.</source>
        <translation>從牌靴為 {seat} 號座位抽一張牌，或用點選輸入牌。</translation>
    </message>
    <message>
        <source>A house policy the rulebook does not list (LC-P1)</source>
        <translation>規則手冊未列出的場館政策（LC-P1）</translation>
    </message>
    <message>
        <source>The player&apos;s chips were counted wrong and the floor has checked them</source>
        <translation>玩家的籌碼點錯了，樓面主管已核對</translation>
    </message>
    <message>
        <source>Refused: {why}.
Change the amount, or call the floor: a floorperson may accept it with a reason (LC-P1).</source>
        <translation>拒絕：{why}。
更改金額，或呼叫樓面主管：樓面主管可附理由接受（LC-P1）。</translation>
    </message>
    <message>
        <source>Change the amount</source>
        <translation>更改金額</translation>
    </message>
    <message>
        <source>{text}
Signed in: {name} ({role}). Accept the buy-in because:</source>
        <translation>{text}
已登入：{name}（{role}）。接受此買入，因為：</translation>
    </message>
    <message>
        <source>House dealer</source>
        <translation>場館荷官</translation>
    </message>
    <message>
        <source>Demo: present the demo floorperson&apos;s badge (she deals)</source>
        <translation>示範：出示示範樓面主管的員工證（她發牌）</translation>
    </message>
    <message>
        <source>{name} ({badge}) deals at this table.</source>
        <translation>{name}（{badge}）在本桌發牌。</translation>
    </message>
    <message>
        <source>No house dealer is signed in at this table.</source>
        <translation>本桌沒有場館荷官登入。</translation>
    </message>
    <message>
        <source>{name} signed in: the log names {name} as the dealer from the next hand.</source>
        <translation>{name} 已登入：從下一局起，紀錄記載 {name} 為荷官。</translation>
    </message>
    <message>
        <source>{name} signed out.</source>
        <translation>{name} 已登出。</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>裁決</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>違規情況</translation>
    </message>
    <message>
        <source>Last 10 hands</source>
        <translation>最近 10 局</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ 開始</translation>
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
        <translation>結束 ▶|</translation>
    </message>
    <message>
        <source>Touch a hand to replay it.</source>
        <translation>點選一局以重播。</translation>
    </message>
    <message>
        <source>No hand in the log yet.</source>
        <translation>紀錄中還沒有牌局。</translation>
    </message>
    <message>
        <source>Hand {hand} is still being played: hole cards stay down until it ends.</source>
        <translation>第 {hand} 局仍在進行：結束前底牌保持蓋著。</translation>
    </message>
    <message>
        <source>Before the hand</source>
        <translation>牌局開始前</translation>
    </message>
    <message>
        <source>Hand {hand} · step {step} of {steps}: {what}</source>
        <translation>第 {hand} 局 · 第 {step}/{steps} 步：{what}</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中斷</translation>
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
        <translation>由 {dealer} 發牌</translation>
    </message>
    <message>
        <source>-1 month</source>
        <translation>-1 個月</translation>
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
        <translation>+1 個月</translation>
    </message>
    <message>
        <source>From</source>
        <translation>從</translation>
    </message>
    <message>
        <source>To</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Touch each die&apos;s number, then the pile the P/D sends out first.</source>
        <translation>點選每顆骰子的點數，然後點選 P/D 先發出的那一疊。</translation>
    </message>
    <message>
        <source>Type the player&apos;s name</source>
        <translation>輸入玩家姓名</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
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
        <translation>狀態</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>籌碼</translation>
    </message>
    <message>
        <source>Stake left</source>
        <translation>剩餘本金</translation>
    </message>
    <message>
        <source>pay ${amount}</source>
        <translation>賠 ${amount}</translation>
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
        <translation>無效</translation>
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
        <translation>輸</translation>
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
        <translation>歸場館</translation>
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
        <translation>獎金注</translation>
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
        <translation>對子加注 (pair plus)</translation>
    </message>
    <message>
        <source>blind</source>
        <translation>盲注</translation>
    </message>
    <message>
        <source>trips</source>
        <translation>三條注 (trips)</translation>
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
        <translation>進行中</translation>
    </message>
    <message>
        <source>settling</source>
        <translation>結算中</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>已結算</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>已結束</translation>
    </message>
    <message>
        <source>banked game</source>
        <translation>坐莊遊戲</translation>
    </message>
    <message>
        <source>Between rounds</source>
        <translation>兩輪之間</translation>
    </message>
    <message>
        <source>{wager} ${amount}</source>
        <translation>{wager} ${amount}</translation>
    </message>
    <message>
        <source>Banker: {name} (seat {seat}) · stake ${stake} · left ${left}</source>
        <translation>莊家：{name}（{seat} 號座位）· 本金 ${stake} · 剩餘 ${left}</translation>
    </message>
    <message>
        <source>Round {number} · {phase} · dice {dice}, pile {pile}</source>
        <translation>第 {number} 輪 · {phase} · 骰子 {dice}，牌堆 {pile}</translation>
    </message>
    <message>
        <source>Round {number} · {phase}</source>
        <translation>第 {number} 輪 · {phase}</translation>
    </message>
    <message>
        <source>wager</source>
        <translation>押注</translation>
    </message>
    <message>
        <source>{house} {game} is a banked game but no room file sets its posted limits and pay tables</source>
        <translation>{house} {game} 是坐莊遊戲，但沒有任何場館檔案設定其公告限額與賠率表</translation>
    </message>
    <message>
        <source>a valid card frame arrived</source>
        <translation>收到有效的讀牌訊號</translation>
    </message>
    <message>
        <source>{device} sent something that could not be read. A card pulled just now may not have been read: check the cards on screen against the table. (For the technician: {reason})</source>
        <translation>{device}傳來無法讀取的資料。剛抽出的牌可能沒有讀到：請核對螢幕上的牌與桌上的牌。（技術人員參考：{reason}）</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>棄牌</translation>
    </message>
    <message>
        <source>check</source>
        <translation>過牌</translation>
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
        <translation>補足注額</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>全押</translation>
    </message>
    <message>
        <source>bring-in</source>
        <translation>強制開注</translation>
    </message>
    <message>
        <source>Award disputed</source>
        <translation>派彩有爭議</translation>
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
        <translation>玩家說公共牌即為其牌</translation>
    </message>
    <message>
        <source>Button drawn</source>
        <translation>已抽定莊家位</translation>
    </message>
    <message>
        <source>Buy-in checked</source>
        <translation>已核對買入</translation>
    </message>
    <message>
        <source>Card discarded</source>
        <translation>牌已棄掉</translation>
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
        <translation>紀錄已簽署</translation>
    </message>
    <message>
        <source>Cheque not honoured</source>
        <translation>支票未獲兌現</translation>
    </message>
    <message>
        <source>Cheque processed</source>
        <translation>支票已處理</translation>
    </message>
    <message>
        <source>Chips added</source>
        <translation>已加籌碼</translation>
    </message>
    <message>
        <source>Chips bought for the next deal</source>
        <translation>為下一局購買的籌碼</translation>
    </message>
    <message>
        <source>Chips coloured up</source>
        <translation>已換大面額籌碼</translation>
    </message>
    <message>
        <source>Chips passed to play behind</source>
        <translation>籌碼交出，於後方參與 (behind)</translation>
    </message>
    <message>
        <source>Chips picked up</source>
        <translation>籌碼已收起</translation>
    </message>
    <message>
        <source>Collection mode changed</source>
        <translation>抽水方式已變更</translation>
    </message>
    <message>
        <source>Collection set by the floor</source>
        <translation>樓面主管已設定抽水</translation>
    </message>
    <message>
        <source>Correction planned</source>
        <translation>已安排更正</translation>
    </message>
    <message>
        <source>Dealer signed in</source>
        <translation>荷官已登入</translation>
    </message>
    <message>
        <source>Dealer signed out</source>
        <translation>荷官已登出</translation>
    </message>
    <message>
        <source>Dispute resolved</source>
        <translation>爭議已解決</translation>
    </message>
    <message>
        <source>Burn card dealt early</source>
        <translation>提早燒牌</translation>
    </message>
    <message>
        <source>Entry chosen</source>
        <translation>已選擇入局方式</translation>
    </message>
    <message>
        <source>Player asks to see exposed cards</source>
        <translation>玩家要求看亮出的牌</translation>
    </message>
    <message>
        <source>Extra card burned</source>
        <translation>多出的牌已燒掉</translation>
    </message>
    <message>
        <source>Extra card recorded</source>
        <translation>已記錄多出的牌</translation>
    </message>
    <message>
        <source>Flop recalled</source>
        <translation>翻牌已收回</translation>
    </message>
    <message>
        <source>Chips moved forward, still held</source>
        <translation>籌碼已推出但仍握在手</translation>
    </message>
    <message>
        <source>Floor ruled on chips still held</source>
        <translation>樓面已就仍握在手的籌碼裁決</translation>
    </message>
    <message>
        <source>Full-game collection taken</source>
        <translation>已收滿桌抽水</translation>
    </message>
    <message>
        <source>Player calls his hand</source>
        <translation>玩家報出牌型</translation>
    </message>
    <message>
        <source>Hand killed</source>
        <translation>手牌已作廢</translation>
    </message>
    <message>
        <source>Hand made live</source>
        <translation>手牌已恢復有效</translation>
    </message>
    <message>
        <source>Hand retrieved</source>
        <translation>手牌已取回</translation>
    </message>
    <message>
        <source>Button held</source>
        <translation>莊家位已保留</translation>
    </message>
    <message>
        <source>Hole card exposed</source>
        <translation>底牌被亮出</translation>
    </message>
    <message>
        <source>Hole card replaced</source>
        <translation>底牌已更換</translation>
    </message>
    <message>
        <source>Floor ruled on a wrong hand call</source>
        <translation>樓面已就報錯牌型裁決</translation>
    </message>
    <message>
        <source>Short call of a missed raise</source>
        <translation>跟注不足（未看到加注）</translation>
    </message>
    <message>
        <source>Short call resolved</source>
        <translation>跟注不足已處理</translation>
    </message>
    <message>
        <source>Must-move game marked</source>
        <translation>已標記必轉桌</translation>
    </message>
    <message>
        <source>Newcomer dealt in</source>
        <translation>新玩家已發牌</translation>
    </message>
    <message>
        <source>Player dealt in by mistake acted</source>
        <translation>誤發牌的玩家已行動</translation>
    </message>
    <message>
        <source>Action out of turn</source>
        <translation>未輪到就行動</translation>
    </message>
    <message>
        <source>Player away</source>
        <translation>玩家離座</translation>
    </message>
    <message>
        <source>Player back</source>
        <translation>玩家回座</translation>
    </message>
    <message>
        <source>Player called away</source>
        <translation>玩家被叫到別桌</translation>
    </message>
    <message>
        <source>Player left</source>
        <translation>玩家已離開</translation>
    </message>
    <message>
        <source>Player removed</source>
        <translation>玩家已被請離</translation>
    </message>
    <message>
        <source>Player returned</source>
        <translation>玩家已獲准回來</translation>
    </message>
    <message>
        <source>Player seated</source>
        <translation>玩家已入座</translation>
    </message>
    <message>
        <source>Post declined</source>
        <translation>拒絕下注</translation>
    </message>
    <message>
        <source>Floor ruled on posting abuse</source>
        <translation>樓面已就濫用下盲注裁決</translation>
    </message>
    <message>
        <source>Raise withdrawn</source>
        <translation>加注已收回</translation>
    </message>
    <message>
        <source>Runner&apos;s chips announced</source>
        <translation>已宣布跑腿送來的籌碼</translation>
    </message>
    <message>
        <source>Runner&apos;s chips arrived</source>
        <translation>跑腿的籌碼已送到</translation>
    </message>
    <message>
        <source>Seat changed</source>
        <translation>已換座位</translation>
    </message>
    <message>
        <source>Seats swapped</source>
        <translation>已互換座位</translation>
    </message>
    <message>
        <source>Dealer saw a string raise</source>
        <translation>荷官看到分次加注</translation>
    </message>
    <message>
        <source>Player objects: string raise</source>
        <translation>玩家異議：分次加注</translation>
    </message>
    <message>
        <source>Floor ruled on a string raise</source>
        <translation>樓面已就分次加注裁決</translation>
    </message>
    <message>
        <source>Stub reshuffled</source>
        <translation>剩餘牌重新洗牌</translation>
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
        <translation>Stud：提早發牌</translation>
    </message>
    <message>
        <source>Stud: down card exposed</source>
        <translation>Stud：暗牌被亮出</translation>
    </message>
    <message>
        <source>Stud: early card kept</source>
        <translation>Stud：保留提早發出的牌</translation>
    </message>
    <message>
        <source>Stud: extra card removed</source>
        <translation>Stud：多出的牌已移除</translation>
    </message>
    <message>
        <source>Stud: fold with no bet</source>
        <translation>Stud：無人下注時棄牌</translation>
    </message>
    <message>
        <source>Stud: reserve returned</source>
        <translation>Stud：預留籌碼退回</translation>
    </message>
    <message>
        <source>Stud: 7th street card face up</source>
        <translation>Stud：第七街的牌正面朝上</translation>
    </message>
    <message>
        <source>Stud: street played as dealt</source>
        <translation>Stud：該街按發出的牌進行</translation>
    </message>
    <message>
        <source>Table configured</source>
        <translation>牌桌已設定</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>已宣布收時間費</translation>
    </message>
    <message>
        <source>Time paid</source>
        <translation>已付時間費</translation>
    </message>
    <message>
        <source>Time pot agreed</source>
        <translation>已同意時間底池</translation>
    </message>
    <message>
        <source>Top card owed</source>
        <translation>應補發最上面的牌</translation>
    </message>
    <message>
        <source>Floor ruled on a turn let pass</source>
        <translation>樓面已就錯過行動裁決</translation>
    </message>
    <message>
        <source>Turn let pass</source>
        <translation>錯過行動</translation>
    </message>
    <message>
        <source>{event} (seat {seat})</source>
        <translation>{event}（{seat} 號座位）</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {post}: ${amount} + ${dead} dead</source>
        <translation>{seat} 號座位下{post}：${amount} + 死注 ${dead}</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {post}: ${amount}</source>
        <translation>{seat} 號座位下{post}：${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action} ${amount}</source>
        <translation>{seat} 號座位：{action} ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action} to ${amount}</source>
        <translation>{seat} 號座位：{action}到 ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action}</source>
        <translation>{seat} 號座位：{action}</translation>
    </message>
    <message>
        <source>Seat {seat} wins ${amount} of the main pot</source>
        <translation>{seat} 號座位贏得主池 ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat} wins ${amount} of side pot {number}</source>
        <translation>{seat} 號座位贏得邊池 {number} 的 ${amount}</translation>
    </message>
    <message>
        <source>{award}: {hand}</source>
        <translation>{award}：{hand}</translation>
    </message>
    <message>
        <source>ruling {number}: {title}</source>
        <translation>裁決 {number}：{title}</translation>
    </message>
    <message>
        <source>Ruling {number} proposed: {title} ({detail})</source>
        <translation>提出裁決 {number}：{title}（{detail}）</translation>
    </message>
    <message>
        <source>Ruling {number} proposed: {title}</source>
        <translation>提出裁決 {number}：{title}</translation>
    </message>
    <message>
        <source>Ruling {number} confirmed by {name}</source>
        <translation>裁決 {number} 由 {name} 確認</translation>
    </message>
    <message>
        <source>Ruling {number} overridden by {name}</source>
        <translation>裁決 {number} 由 {name} 推翻</translation>
    </message>
    <message>
        <source>Ruling {number} {decision} by {name}</source>
        <translation>裁決 {number}：{decision}（{name}）</translation>
    </message>
    <message>
        <source>{ruling}: {reason}</source>
        <translation>{ruling}：{reason}</translation>
    </message>
    <message>
        <source>Hand {hand} starts: button on seat {seat}</source>
        <translation>第 {hand} 手牌開始：莊家按鈕在 {seat} 號座位</translation>
    </message>
    <message>
        <source>Collection from seat {seat}: ${amount}</source>
        <translation>{seat} 號座位抽水：${amount}</translation>
    </message>
    <message>
        <source>Card dealt to seat {seat} face up</source>
        <translation>發給 {seat} 號座位一張明牌</translation>
    </message>
    <message>
        <source>Card dealt to seat {seat}</source>
        <translation>發給 {seat} 號座位一張牌</translation>
    </message>
    <message>
        <source>Burn card</source>
        <translation>燒牌</translation>
    </message>
    <message>
        <source>Board card {card}</source>
        <translation>公共牌 {card}</translation>
    </message>
    <message>
        <source>Board card (not read)</source>
        <translation>公共牌（未讀到）</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}</source>
        <translation>{seat} 號座位亮牌 {cards}</translation>
    </message>
    <message>
        <source>Seat {seat} mucks</source>
        <translation>{seat} 號座位蓋牌丟棄</translation>
    </message>
    <message>
        <source>Uncalled ${amount} back to seat {seat}</source>
        <translation>無人跟注的 ${amount} 退回 {seat} 號座位</translation>
    </message>
    <message>
        <source>Hand {hand} ends</source>
        <translation>第 {hand} 手牌結束</translation>
    </message>
    <message>
        <source>Hand voided: {reason}</source>
        <translation>此手牌作廢：{reason}</translation>
    </message>
    <message>
        <source>too many wrong PINs: this badge is locked until {time} (counted at every floor station)</source>
        <translation>密碼錯誤次數過多：此員工證鎖定至 {time}（所有樓面站合計）</translation>
    </message>
    <message>
        <source>this badge&apos;s PIN record is not valid: an admin must reset the PIN at a table</source>
        <translation>此員工證的密碼記錄無效：須由管理員在牌桌上重設密碼</translation>
    </message>
    <message>
        <source>badge or PIN not recognised</source>
        <translation>員工證或密碼無法識別</translation>
    </message>
    <message>
        <source>{name} is {role}: a floorperson must decide</source>
        <translation>{name} 是 {role}：須由樓面主管決定</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN is too short for {role}: choose a new one at a table first</source>
        <translation>{name} 的密碼對 {role} 來說太短：請先在牌桌上設定新密碼</translation>
    </message>
    <message>
        <source>badge or PIN not recognised: {failures} wrong PINs in a row, this badge is locked until {time}</source>
        <translation>員工證或密碼無法識別：連續 {failures} 次密碼錯誤，此員工證鎖定至 {time}</translation>
    </message>
    <message>
        <source>the room store is out of reach, and signing in needs it: try again in a moment; if it lasts, call the technician</source>
        <translation>連不上本場，而登入需要本場：請稍後再試；若持續如此，請找技術人員</translation>
    </message>
    <message>
        <source>Floor station: ruling {number} confirmed by {name}.</source>
        <translation>樓面站：裁決 {number} 由 {name} 確認。</translation>
    </message>
    <message>
        <source>Floor station: ruling {number} overridden ({reason}) by {name}.</source>
        <translation>樓面站：裁決 {number} 由 {name} 推翻（{reason}）。</translation>
    </message>
    <message>
        <source>Floor station&apos;s decision on ruling {number} refused here: {why}.</source>
        <translation>樓面站對裁決 {number} 的決定在此被拒絕：{why}。</translation>
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
        <translation>莊家位盲注</translation>
    </message>
    <message>
        <source>the ante</source>
        <translation>底注</translation>
    </message>
    <message>
        <source>the bring-in</source>
        <translation>強制開注</translation>
    </message>
    <message>
        <source>the collection</source>
        <translation>抽水</translation>
    </message>
    <message>
        <source>the smallest chip</source>
        <translation>最小面額籌碼</translation>
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
        <translation>{limit} 的莊家位盲注：${amount}</translation>
    </message>
    <message>
        <source>Ante for {limit}: ${amount}</source>
        <translation>{limit} 的底注：${amount}</translation>
    </message>
    <message>
        <source>Bring-in for {limit}: ${amount}</source>
        <translation>{limit} 的強制開注：${amount}</translation>
    </message>
    <message>
        <source>Collection for {limit}: ${amount}</source>
        <translation>{limit} 的抽水：${amount}</translation>
    </message>
    <message>
        <source>Smallest chip for {limit}: ${amount}</source>
        <translation>{limit} 的最小面額籌碼：${amount}</translation>
    </message>
    <message>
        <source>whether the button&apos;s collection is live</source>
        <translation>莊家位的抽水是否算活注</translation>
    </message>
    <message>
        <source>how many bets a round allows</source>
        <translation>每輪允許幾次下注</translation>
    </message>
    <message>
        <source>whether heads-up betting is uncapped</source>
        <translation>兩人對決時下注是否不封頂</translation>
    </message>
    <message>
        <source>how a short all-in counts</source>
        <translation>不足額的全押如何計算</translation>
    </message>
    <message>
        <source>whether an open pair on 4th street may bet big</source>
        <translation>第四街亮出對子時可否下大注</translation>
    </message>
    <message>
        <source>the setting {key}</source>
        <translation>設定 {key}</translation>
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
        <translation>{by}於 {table} 桌回報，第 {number} 輪</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, hand {number}</source>
        <translation>{by}於 {table} 桌回報，第 {number} 手牌</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, {when}, round {number}</source>
        <translation>{by}於 {table} 桌回報，{when}，第 {number} 輪</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, {when}, hand {number}</source>
        <translation>{by}於 {table} 桌回報，{when}，第 {number} 手牌</translation>
    </message>
    <message>
        <source>{report}, after: {event}</source>
        <translation>{report}，在此之後：{event}</translation>
    </message>
    <message>
        <source>… {count} earlier</source>
        <translation>… 之前還有 {count} 項</translation>
    </message>
    <message>
        <source>Round {number} to the report:</source>
        <translation>第 {number} 輪至回報為止：</translation>
    </message>
    <message>
        <source>Ruling {number}: {title}</source>
        <translation>裁決 {number}：{title}</translation>
    </message>
    <message>
        <source>not set up</source>
        <translation>尚未設定</translation>
    </message>
    <message>
        <source>{players} players · hand {hand} in play</source>
        <translation>{players} 位玩家 · 第 {hand} 手進行中</translation>
    </message>
    <message>
        <source>{players} players · hand {hand} ended</source>
        <translation>{players} 位玩家 · 第 {hand} 手已結束</translation>
    </message>
    <message>
        <source>no ruling open</source>
        <translation>沒有待處理的裁決</translation>
    </message>
    <message>
        <source>{ruling} (+{count} more)</source>
        <translation>{ruling}（另有 {count} 項）</translation>
    </message>
    <message>
        <source>Proposed: {ruling}</source>
        <translation>建議：{ruling}</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>規則 {rule}</translation>
    </message>
    <message>
        <source>by the shoe (detected)</source>
        <translation>由發牌靴（自動偵測）</translation>
    </message>
    <message>
        <source>by the app (detected)</source>
        <translation>由系統（自動偵測）</translation>
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
        <translation>（此紀錄未載回報者）</translation>
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
        <translation>莊家按鈕</translation>
    </message>
    <message>
        <source>a floorperson signs in before changing the room</source>
        <translation>樓面主管須先登入才能變更本場</translation>
    </message>
    <message>
        <source>The room store is out of reach: what this page shows may be out of date. The station tries again by itself; if it lasts, call the technician.</source>
        <translation>連不上本場：本頁顯示的內容可能已過時。工作站會自動重試；若持續如此，請找技術人員。</translation>
    </message>
    <message>
        <source>the room store is out of reach: decide on the ruling&apos;s words, or wait for the link to come back</source>
        <translation>連不上本場：請依裁決的文字決定，或等連線恢復</translation>
    </message>
    <message>
        <source>The room store has been out of reach since {since}: the table keeps working, its hands are kept here and sent when the room is back. Tell the floor.</source>
        <translation>自 {since} 起連不上本場：牌桌照常運作，牌局保存在本機，本場恢復後再送出。請通知樓面主管。</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>{what} ${amount} is above the table maximum ${high} ({rule})</source>
        <comment>banked.common.refusal.above_table_maximum</comment>
        <translation>{what} ${amount} 超過本桌上限 ${high}（{rule}）</translation>
    </message>
    <message>
        <source>{what} ${amount} is below the table minimum ${low} ({rule})</source>
        <comment>banked.common.refusal.below_table_minimum</comment>
        <translation>{what} ${amount} 低於本桌下限 ${low}（{rule}）</translation>
    </message>
    <message>
        <source>the room has not set the {replace} pay table: it must be posted before this wager is taken ({rule})</source>
        <comment>banked.common.refusal.room_has_set_pay_table</comment>
        <translation>場館尚未設定 {replace} 賠率表：收此注前必須公告（{rule}）</translation>
    </message>
    <message>
        <source>{card} is not among seat {seat}&apos;s cards this round</source>
        <comment>banked.corrections.refusal.among_seat_s_cards_round</comment>
        <translation>{card} 不在 {seat} 號座位本局的牌中</translation>
    </message>
    <message>
        <source>a banked table&apos;s correction cannot apply at this table</source>
        <comment>banked.corrections.refusal.banked_table_s_correction_cannot</comment>
        <translation>莊家桌的更正不適用於本桌</translation>
    </message>
    <message>
        <source>chips have moved in the settlement: the floor settles it by hand (LC-P1)</source>
        <comment>banked.corrections.refusal.chips_have_moved_settlement_floor</comment>
        <translation>結算中籌碼已移動：由樓面主管手動結算（LC-P1）</translation>
    </message>
    <message>
        <source>{card} is dealt face up by rule: nothing to replace</source>
        <comment>banked.corrections.refusal.dealt_face_up_rule_nothing</comment>
        <translation>依規則 {card} 是翻開發的：無須更換</translation>
    </message>
    <message>
        <source>a double or split has put more money out: the floor returns the round&apos;s money by hand (LC-105, LC-P1)</source>
        <comment>banked.corrections.refusal.double_split_has_put_more</comment>
        <translation>加倍或分牌已放入更多錢：由樓面主管手動退還本局的錢（LC-105, LC-P1）</translation>
    </message>
    <message>
        <source>name the seat and the card that went off the table (PGP-IRR-09)</source>
        <comment>banked.corrections.refusal.name_seat_card_went_off</comment>
        <translation>說明掉落桌外的座位和牌（PGP-IRR-09）</translation>
    </message>
    <message>
        <source>no card is out yet: replace the deck, nothing to void (LC-105)</source>
        <comment>banked.corrections.refusal.no_card_out_yet_replace</comment>
        <translation>尚未發出任何牌：更換牌組，無須作廢（LC-105）</translation>
    </message>
    <message>
        <source>no round is in progress</source>
        <comment>banked.corrections.refusal.no_round_progress</comment>
        <translation>目前沒有進行中的一局</translation>
    </message>
    <message>
        <source>play has moved past the first deal: a card is replaced only during the deal (PGP-IRR-08); report it without the card and the floor rules (LC-P1)</source>
        <comment>banked.corrections.refusal.play_has_moved_past_first</comment>
        <translation>已過第一次發牌：只有發牌時才能換牌（PGP-IRR-08）；不附牌回報，由樓面主管裁決（LC-P1）</translation>
    </message>
    <message>
        <source>round {number} is already void</source>
        <comment>banked.corrections.refusal.round_already_void</comment>
        <translation>第 {number} 局已無效</translation>
    </message>
    <message>
        <source>round {number} is not the round in progress ({number2})</source>
        <comment>banked.corrections.refusal.round_round_progress</comment>
        <translation>第 {number} 局不是進行中的一局（{number2}）</translation>
    </message>
    <message>
        <source>ruling {ruling} is not waiting for the floor</source>
        <comment>banked.corrections.refusal.ruling_waiting_floor</comment>
        <translation>裁決 {ruling} 不在等待樓面主管</translation>
    </message>
    <message>
        <source>seat {seat} already waits for a replacement card</source>
        <comment>banked.corrections.refusal.seat_already_waits_replacement_card</comment>
        <translation>{seat} 號座位已在等待補換的牌</translation>
    </message>
    <message>
        <source>unknown correction {action!r} ({items})</source>
        <comment>banked.corrections.refusal.unknown_correction</comment>
        <translation>未知的更正 {action!r}（{items}）</translation>
    </message>
    <message>
        <source>wait for the floor&apos;s decision on ruling {number}: {removeprefix}</source>
        <comment>banked.corrections.refusal.wait_floor_s_decision_ruling</comment>
        <translation>等待樓面主管對裁決 {number} 的決定：{removeprefix}</translation>
    </message>
    <message>
        <source>the Blind equals the Ante (${value}) (HTP-FLH-03)</source>
        <comment>banked.florida_holdem.refusal.blind_equals_ante_htp_flh</comment>
        <translation>Blind 等於 Ante（${value}）（HTP-FLH-03）</translation>
    </message>
    <message>
        <source>the Play bet is a decision after the deal (HTP-FLH-05)</source>
        <comment>banked.florida_holdem.refusal.play_bet_decision_after_deal</comment>
        <translation>Play 注是發牌後的決定（HTP-FLH-05）</translation>
    </message>
    <message>
        <source>the Play bet now is {items} ({_STREETS})</source>
        <comment>banked.florida_holdem.refusal.play_bet_now</comment>
        <translation>現在的 Play 注是 {items}（{_STREETS}）</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager}</source>
        <comment>banked.florida_holdem.refusal.seat_already_has</comment>
        <translation>{seat} 號座位已有 {wager}</translation>
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
        <translation>{bettor} 在 {seat} 號座位已有 {most} 個原始下注（CG-HAB-07, AMB-06）</translation>
    </message>
    <message>
        <source>a bettor may only match a double or split just made (CG-HAB-D1)</source>
        <comment>banked.hot_action_blackjack.refusal.bettor_may_only_match_double</comment>
        <translation>下注者只能跟剛做的加倍或分牌（CG-HAB-D1）</translation>
    </message>
    <message>
        <source>the Buster may not exceed the regular wager ${wagers} (CG-BBJ-03)</source>
        <comment>banked.hot_action_blackjack.refusal.buster_may_exceed_regular_wager</comment>
        <translation>Buster 不得超過一般下注 ${wagers}（CG-BBJ-03）</translation>
    </message>
    <message>
        <source>a Buster wager needs a main wager on this spot first (CG-BBJ-01)</source>
        <comment>banked.hot_action_blackjack.refusal.buster_wager_needs_main_wager</comment>
        <translation>Buster 注需先在此位置下主注（CG-BBJ-01）</translation>
    </message>
    <message>
        <source>{bettor} cannot match this move again</source>
        <comment>banked.hot_action_blackjack.refusal.cannot_match_move_again</comment>
        <translation>{bettor} 不能再跟這一步</translation>
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
        <translation>{controller} 在 {seat} 號座位的錢最多，由他決定（CG-HAB-10）</translation>
    </message>
    <message>
        <source>{bettor} may add up to his own bet ${own} (CG-HAB-D1, S1, S2)</source>
        <comment>banked.hot_action_blackjack.refusal.may_add_up_own_bet</comment>
        <translation>{bettor} 最多可加到他自己的下注 ${own}（CG-HAB-D1, S1, S2）</translation>
    </message>
    <message>
        <source>the P/D draws one card at a time (CG-HAB-12)</source>
        <comment>banked.hot_action_blackjack.refusal.p_d_draws_one_card</comment>
        <translation>莊家一次補一張牌（CG-HAB-12）</translation>
    </message>
    <message>
        <source>the P/D gets two cards (or his up card first, CG-HAB-17)</source>
        <comment>banked.hot_action_blackjack.refusal.p_d_gets_two_cards</comment>
        <translation>莊家拿兩張牌（或先拿明牌，CG-HAB-17）</translation>
    </message>
    <message>
        <source>the room has not set what a {label} pays (Gaps: Hot Action)</source>
        <comment>banked.hot_action_blackjack.refusal.room_has_set_what_pays</comment>
        <translation>場館尚未設定 {label} 的賠率（缺漏：Hot Action）</translation>
    </message>
    <message>
        <source>the room has not set where the P/D&apos;s coverage starts (Gaps: Hot Action)</source>
        <comment>banked.hot_action_blackjack.refusal.room_has_set_where_p</comment>
        <translation>場館尚未設定莊家承保從哪裡開始（缺漏：Hot Action）</translation>
    </message>
    <message>
        <source>seat {seat} already has {cap} bettors (CG-HAB-09)</source>
        <comment>banked.hot_action_blackjack.refusal.seat_already_has_bettors_cg</comment>
        <translation>{seat} 號座位已有 {cap} 位下注者（CG-HAB-09）</translation>
    </message>
    <message>
        <source>seat {seat} already has its one Buster wager; pooled money goes in one wager (CG-BBJ-04, CG-BBJ-05)</source>
        <comment>banked.hot_action_blackjack.refusal.seat_already_has_one_buster</comment>
        <translation>{seat} 號座位已有一個 Buster 注；合資的錢放在同一注（CG-BBJ-04, CG-BBJ-05）</translation>
    </message>
    <message>
        <source>seat {seat} has no hand</source>
        <comment>banked.hot_action_blackjack.refusal.seat_has_no_hand</comment>
        <translation>{seat} 號座位沒有手牌</translation>
    </message>
    <message>
        <source>a split matches the controlling bet: ${own} (CG-HAB-S1)</source>
        <comment>banked.hot_action_blackjack.refusal.split_matches_controlling_bet_cg</comment>
        <translation>分牌須與控制的下注相同：${own}（CG-HAB-S1）</translation>
    </message>
    <message>
        <source>the back hand must outrank the front: reset it (CG-PAI-06); no penalty is stated for a wrongly set hand (Gaps), call the floor</source>
        <comment>banked.pai_gow.refusal.back_hand_must_outrank_front</comment>
        <translation>後手必須大於前手：重新擺牌（CG-PAI-06）；擺錯牌沒有明定罰則（缺漏），請呼叫樓面主管</translation>
    </message>
    <message>
        <source>Pai Gow has no decisions besides setting the hands (CG-PAI-06)</source>
        <comment>banked.pai_gow.refusal.pai_gow_has_no_decisions</comment>
        <translation>牌九除了擺牌沒有其他決定（CG-PAI-06）</translation>
    </message>
    <message>
        <source>seat {seat} already has a wager</source>
        <comment>banked.pai_gow.refusal.seat_already_has_wager</comment>
        <translation>{seat} 號座位已有下注</translation>
    </message>
    <message>
        <source>set exactly the seven cards dealt to this seat (CG-PAI-06)</source>
        <comment>banked.pai_gow.refusal.set_exactly_seven_cards_dealt</comment>
        <translation>只擺發給此座位的七張牌（CG-PAI-06）</translation>
    </message>
    <message>
        <source>, and his Buster bank</source>
        <comment>banked.procedure.step.and_buster_bank</comment>
        <translation>，以及他的 Buster 莊</translation>
    </message>
    <message>
        <source>Banker&apos;s stake is spent: round over; every wager not covered goes back</source>
        <comment>banked.procedure.step.banker_s_stake_spent_round</comment>
        <translation>莊家承保額已用完：本局結束；未承保的下注全部退回</translation>
    </message>
    <message>
        <source>Deal seats {items} and the banker</source>
        <comment>banked.procedure.step.deal_seats_banker</comment>
        <translation>發牌給座位 {items} 和莊家</translation>
    </message>
    <message>
        <source>Everyone passed. </source>
        <comment>banked.procedure.step.everyone_passed</comment>
        <translation>所有人都不做莊。</translation>
    </message>
    <message>
        <source>{left} min left for the bank to go to another player (CA-PDR)</source>
        <comment>banked.procedure.step.min_left_bank_go_another</comment>
        <translation>還剩 {left} 分鐘莊家須換給另一位玩家（CA-PDR）</translation>
    </message>
    <message>
        <source>No eligible player took the bank: the game cannot be dealt</source>
        <comment>banked.procedure.step.no_eligible_player_took_bank</comment>
        <translation>沒有合格玩家做莊：此遊戲無法發牌</translation>
    </message>
    <message>
        <source>Nobody is dealt in: end round {number} without a deal{back}</source>
        <comment>banked.procedure.step.nobody_dealt_end_round_without</comment>
        <translation>沒有人參與：不發牌結束第 {number} 局{back}</translation>
    </message>
    <message>
        <source>Offer the bank to a player and record the answer before the first hand</source>
        <comment>banked.procedure.step.offer_bank_player_record_answer</comment>
        <translation>第一局前請讓莊給一位玩家並記錄答覆</translation>
    </message>
    <message>
        <source>Offer the bank to seat {nxt} ({nxt2})</source>
        <comment>banked.procedure.step.offer_bank_seat</comment>
        <translation>讓莊給 {nxt} 號座位（{nxt2}）</translation>
    </message>
    <message>
        <source>Open the table: choose house, game and rules</source>
        <comment>banked.procedure.step.open_table_choose_house_game</comment>
        <translation>開桌：選擇場館、遊戲與規則</translation>
    </message>
    <message>
        <source>Round {number}: end the round</source>
        <comment>banked.procedure.step.round_end_round</comment>
        <translation>第 {number} 局：結束本局</translation>
    </message>
    <message>
        <source>Round {number}: end the round; replace the deck before the next one (LC-105)</source>
        <comment>banked.procedure.step.round_end_round_replace_deck</comment>
        <translation>第 {number} 局：結束本局；下一局前更換牌組（LC-105）</translation>
    </message>
    <message>
        <source>Round {number} is over</source>
        <comment>banked.procedure.step.round_over</comment>
        <translation>第 {number} 局已結束</translation>
    </message>
    <message>
        <source>Round {number} is void ({reason}): every wager goes back</source>
        <comment>banked.procedure.step.round_void_every_wager_goes</comment>
        <translation>第 {number} 局無效（{reason}）：所有下注退回</translation>
    </message>
    <message>
        <source>Seat {seat} pays {money}</source>
        <comment>banked.procedure.step.seat_pays</comment>
        <translation>{seat} 號座位支付 {money}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s hand is dead: give back its rake ${collections}</source>
        <comment>banked.procedure.step.seat_s_hand_dead_give</comment>
        <translation>{seat} 號座位的牌作廢：退還其場費 ${collections}</translation>
    </message>
    <message>
        <source>; he states his stake, at least ${floor}: his last bank did not lose</source>
        <comment>banked.procedure.step.stake_at_least</comment>
        <translation>；他宣告承保額，至少 ${floor}：他上一次做莊沒有輸</translation>
    </message>
    <message>
        <source>; he states his stake for the round</source>
        <comment>banked.procedure.step.stake_for_round</comment>
        <translation>；他宣告本局的承保額</translation>
    </message>
    <message>
        <source>Start the round: {player} (seat {seat}) banks ${stake}</source>
        <comment>banked.procedure.step.start_round_seat_banks</comment>
        <translation>開始本局：{player}（{seat} 號座位）做莊 ${stake}</translation>
    </message>
    <message>
        <source>{passed}Start round {number}: {banker} (seat {seat}) keeps the bank{stake}{buster}</source>
        <comment>banked.procedure.step.start_round_seat_keeps_bank</comment>
        <translation>{passed}開始第 {number} 局：{banker}（{seat} 號座位）續任莊家{stake}{buster}</translation>
    </message>
    <message>
        <source>Take wagers ({names}); banker&apos;s stake ${stake}</source>
        <comment>banked.procedure.step.take_wagers_banker_s_stake</comment>
        <translation>收取下注（{names}）；莊家承保額 ${stake}</translation>
    </message>
    <message>
        <source>{game} is not a player-banked game</source>
        <comment>banked.registry.refusal.player_banked_game</comment>
        <translation>{game} 不是玩家做莊的遊戲</translation>
    </message>
    <message>
        <source>{accepted} already took the bank</source>
        <comment>banked.rotation.refusal.already_took_bank</comment>
        <translation>{accepted} 已做莊</translation>
    </message>
    <message>
        <source>{banker} banked {hands_banked} hand(s): offer the bank to every eligible seat before the next one ({rule})</source>
        <comment>banked.rotation.refusal.banked_hand_s_offer_bank</comment>
        <translation>{banker} 已做莊 {hands_banked} 手：下一手前讓莊給每個合格座位（{rule}）</translation>
    </message>
    <message>
        <source>a banker must put up a stake: it is all the action he covers (CG-3CP-06)</source>
        <comment>banked.rotation.refusal.banker_must_put_up_stake</comment>
        <translation>莊家必須拿出承保額：那是他承保的全部行動（CG-3CP-06）</translation>
    </message>
    <message>
        <source>{banker} did not take the bank: offer it and log the answer before the hand (CA-PDR)</source>
        <comment>banked.rotation.refusal.did_take_bank_offer_log</comment>
        <translation>{banker} 沒有做莊：這一手前讓莊並記錄答覆（CA-PDR）</translation>
    </message>
    <message>
        <source>{player} has no open offer of the bank: offer it first (CA-PDR)</source>
        <comment>banked.rotation.refusal.has_no_open_offer_bank</comment>
        <translation>{player} 沒有待回覆的讓莊：先讓莊（CA-PDR）</translation>
    </message>
    <message>
        <source>{player} must bank at least his previous ${floor} because it did not lose (CG-HAB-19)</source>
        <comment>banked.rotation.refusal.must_bank_least_previous_because</comment>
        <translation>{player} 必須至少以上次的 ${floor} 做莊，因為他沒有輸（CG-HAB-19）</translation>
    </message>
    <message>
        <source>offer the bank and log the answer before the first hand (CA-PDR)</source>
        <comment>banked.rotation.refusal.offer_bank_log_answer_before</comment>
        <translation>第一手前讓莊並記錄答覆（CA-PDR）</translation>
    </message>
    <message>
        <source>only {pdr_max_tppp} third-party proposition player per table (CA-PDR)</source>
        <comment>banked.rotation.refusal.only_third_party_proposition_player</comment>
        <translation>每桌只能有 {pdr_max_tppp} 位第三方提案玩家（CA-PDR）</translation>
    </message>
    <message>
        <source>{player} (seat {seat}) took the bank for this hand (K14)</source>
        <comment>banked.rotation.refusal.seat_took_bank_hand_k14</comment>
        <translation>{player}（{seat} 號座位）這一手做莊（K14）</translation>
    </message>
    <message>
        <source>{player} took the bank with ${stake}: the round starts with that stake (K14)</source>
        <comment>banked.rotation.refusal.took_bank_round_starts_stake</comment>
        <translation>{player} 以 ${stake} 做莊：本局以此承保額開始（K14）</translation>
    </message>
    <message>
        <source>{player} was already offered the bank this time</source>
        <comment>banked.rotation.refusal.was_already_offered_bank_time</comment>
        <translation>這一次已讓莊給 {player}</translation>
    </message>
    <message>
        <source>the action pile is one of the seven piles (CG-PAI-04)</source>
        <comment>banked.round.refusal.action_pile_one_seven_piles</comment>
        <translation>行動牌疊是七疊之一（CG-PAI-04）</translation>
    </message>
    <message>
        <source>{type} is not a banked-round event</source>
        <comment>banked.round.refusal.banked_round_event</comment>
        <translation>{type} 不是莊家局的事件</translation>
    </message>
    <message>
        <source>the banker may not bet on any other position (CG-HAB-21)</source>
        <comment>banked.round.refusal.banker_may_bet_any_other</comment>
        <translation>莊家不得在其他位置下注（CG-HAB-21）</translation>
    </message>
    <message>
        <source>the banker must put up a stake before the deal (section 5)</source>
        <comment>banked.round.refusal.banker_must_put_up_stake</comment>
        <translation>發牌前莊家必須拿出承保額（第 5 節）</translation>
    </message>
    <message>
        <source>the banker&apos;s seat {banker_seat} is not at this table</source>
        <comment>banked.round.refusal.banker_s_seat_table</comment>
        <translation>莊家的 {banker_seat} 號座位不在本桌</translation>
    </message>
    <message>
        <source>that card is already out: one deck, no card twice (CG-3CP-01, HTP-3CP-01); call the floor</source>
        <comment>banked.round.refusal.card_already_out_one_deck</comment>
        <translation>那張牌已發出：一副牌，同一張不會出現兩次（CG-3CP-01, HTP-3CP-01）；請呼叫樓面主管</translation>
    </message>
    <message>
        <source>this card goes to hand {value} of seat {seat}</source>
        <comment>banked.round.refusal.card_goes_hand_seat</comment>
        <translation>這張牌給 {seat} 號座位的第 {value} 手</translation>
    </message>
    <message>
        <source>deal {count} board cards now ({text})</source>
        <comment>banked.round.refusal.deal_board_cards_now</comment>
        <translation>現在發 {count} 張公共牌（{text}）</translation>
    </message>
    <message>
        <source>a face-up card must be one of the cards dealt</source>
        <comment>banked.round.refusal.face_up_card_must_one</comment>
        <translation>翻開的牌必須是已發的牌之一</translation>
    </message>
    <message>
        <source>list every seat once, with the name seated there (or empty)</source>
        <comment>banked.round.refusal.list_every_seat_once_name</comment>
        <translation>每個座位列一次，附上坐在那裡的姓名（或空位）</translation>
    </message>
    <message>
        <source>the next cards go to seat {seat} ({text})</source>
        <comment>banked.round.refusal.next_cards_go_seat</comment>
        <translation>接下來的牌給 {seat} 號座位（{text}）</translation>
    </message>
    <message>
        <source>no joker in this deck (CG-3CP-01, CG-PAI-01): call the floor</source>
        <comment>banked.round.refusal.no_joker_deck_cg_3cp</comment>
        <translation>這副牌沒有鬼牌（CG-3CP-01, CG-PAI-01）：請呼叫樓面主管</translation>
    </message>
    <message>
        <source>no seat has the wagers needed to be dealt in (CG-3CP-02, HTP-3CP-03)</source>
        <comment>banked.round.refusal.no_seat_has_wagers_needed</comment>
        <translation>沒有座位下了參與所需的注（CG-3CP-02, HTP-3CP-03）</translation>
    </message>
    <message>
        <source>nothing is due to settle now: finish the play first</source>
        <comment>banked.round.refusal.nothing_due_settle_now_finish</comment>
        <translation>現在沒有要結算的：先完成牌局</translation>
    </message>
    <message>
        <source>not now: {text}</source>
        <comment>banked.round.refusal.now</comment>
        <translation>現在不行：{text}</translation>
    </message>
    <message>
        <source>only the player seated on {seat} may refuse backline bets (CG-HAB-11)</source>
        <comment>banked.round.refusal.only_player_seated_may_refuse</comment>
        <translation>只有坐在 {seat} 的玩家可拒絕後注（CG-HAB-11）</translation>
    </message>
    <message>
        <source>play is over: settle the wagers</source>
        <comment>banked.round.refusal.play_over_settle_wagers</comment>
        <translation>牌局已結束：結算下注</translation>
    </message>
    <message>
        <source>a replacement card is dealt face down (PGP-IRR-08)</source>
        <comment>banked.round.refusal.replacement_card_dealt_face_down</comment>
        <translation>補換的牌蓋著發（PGP-IRR-08）</translation>
    </message>
    <message>
        <source>the room has not set how the banker&apos;s stake covers wagers (Gaps: no coverage order stated for this game)</source>
        <comment>banked.round.refusal.room_has_set_how_banker</comment>
        <translation>場館尚未設定莊家承保額如何承保下注（缺漏：此遊戲未訂承保順序）</translation>
    </message>
    <message>
        <source>round {number} is over: start the next round</source>
        <comment>banked.round.refusal.round_over_start_next_round</comment>
        <translation>第 {number} 局已結束：開始下一局</translation>
    </message>
    <message>
        <source>a round starts with banked_round_started</source>
        <comment>banked.round.refusal.round_starts_banked_round_started</comment>
        <translation>一局以 banked_round_started 開始</translation>
    </message>
    <message>
        <source>seat {seat} cannot take a wager against its own bank (section 5)</source>
        <comment>banked.round.refusal.seat_cannot_take_wager_against</comment>
        <translation>{seat} 號座位不能接受對自己莊的下注（第 5 節）</translation>
    </message>
    <message>
        <source>seat {seat} gets {count} card(s) now ({text})</source>
        <comment>banked.round.refusal.seat_gets_card_s_now</comment>
        <translation>{seat} 號座位現在拿 {count} 張牌（{text}）</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s player refuses backline bets (CG-HAB-11)</source>
        <comment>banked.round.refusal.seat_s_player_refuses_backline</comment>
        <translation>{seat} 號座位的玩家拒絕後注（CG-HAB-11）</translation>
    </message>
    <message>
        <source>not seat {seat}&apos;s turn: {text}</source>
        <comment>banked.round.refusal.seat_s_turn</comment>
        <translation>還沒輪到 {seat} 號座位：{text}</translation>
    </message>
    <message>
        <source>seat {seat} is not at this table</source>
        <comment>banked.round.refusal.seat_table</comment>
        <translation>{seat} 號座位不在本桌</translation>
    </message>
    <message>
        <source>settle in action order: next is seat {seat} {wager} (AMB-11)</source>
        <comment>banked.round.refusal.settle_action_order_next_seat</comment>
        <translation>依行動順序結算：下一個是 {seat} 號座位 {wager}（AMB-11）</translation>
    </message>
    <message>
        <source>settle every wager before ending the round (CG-3CP-07)</source>
        <comment>banked.round.refusal.settle_every_wager_before_ending</comment>
        <translation>結束本局前結算所有下注（CG-3CP-07）</translation>
    </message>
    <message>
        <source>three dice, each 1 to 6 (CG-PAI-05)</source>
        <comment>banked.round.refusal.three_dice_each_1_6</comment>
        <translation>三顆骰子，每顆 1 到 6（CG-PAI-05）</translation>
    </message>
    <message>
        <source>{wager!r} is not a wager of this game ({items})</source>
        <comment>banked.round.refusal.wager_game</comment>
        <translation>{wager!r} 不是本遊戲的下注（{items}）</translation>
    </message>
    <message>
        <source>a wager is a positive amount</source>
        <comment>banked.round.refusal.wager_positive_amount</comment>
        <translation>下注必須是正數</translation>
    </message>
    <message>
        <source>wagers are closed once the first card is out (CG-3CP-B01)</source>
        <comment>banked.round.refusal.wagers_are_closed_once_first</comment>
        <translation>第一張牌發出後即停止下注（CG-3CP-B01）</translation>
    </message>
    <message>
        <source>round {hand} is over and the next round has begun: the ruling can no longer be changed (LC-8c, CG-DIS-04)</source>
        <comment>banked.rulings.refusal.round_over_next_round_has</comment>
        <translation>第 {hand} 局已結束且下一局已開始：裁決不能再更改（LC-8c, CG-DIS-04）</translation>
    </message>
    <message>
        <source>{replace} is not ruled on at a banked table: call the floor</source>
        <comment>banked.rulings.refusal.ruled_banked_table_call_floor</comment>
        <translation>莊家桌不裁決 {replace}：請呼叫樓面主管</translation>
    </message>
    <message>
        <source>ruling {ruling} already exists</source>
        <comment>banked.rulings.refusal.ruling_already_exists</comment>
        <translation>裁決 {ruling} 已存在</translation>
    </message>
    <message>
        <source>Call the floor: ruling {number}, {title}. {note}</source>
        <comment>banked.rulings.step.call_floor_ruling</comment>
        <translation>呼叫樓面主管：裁決 {number}，{title}。{note}</translation>
    </message>
    <message>
        <source>no round is in progress</source>
        <comment>banked.session.refusal.no_round_progress</comment>
        <translation>目前沒有進行中的一局</translation>
    </message>
    <message>
        <source>the banked table&apos;s rules cannot be read: {exc}</source>
        <comment>banked.table.refusal.banked_table_s_rules_cannot</comment>
        <translation>無法讀取莊家桌的規則：{exc}</translation>
    </message>
    <message>
        <source>the current round is not over</source>
        <comment>banked.table.refusal.current_round_over</comment>
        <translation>目前這一局尚未結束</translation>
    </message>
    <message>
        <source>finish the round before changing the table&apos;s rules</source>
        <comment>banked.table.refusal.finish_round_before_changing_table</comment>
        <translation>更改本桌規則前先結束這一局</translation>
    </message>
    <message>
        <source>the next round is number {expected}</source>
        <comment>banked.table.refusal.next_round_number</comment>
        <translation>下一局是第 {expected} 局</translation>
    </message>
    <message>
        <source>open the banked table first (house, game and rules)</source>
        <comment>banked.table.refusal.open_banked_table_first_house</comment>
        <translation>先開莊家桌（場館、遊戲和規則）</translation>
    </message>
    <message>
        <source>start a round first</source>
        <comment>banked.table.refusal.start_round_first</comment>
        <translation>先開始一局</translation>
    </message>
    <message>
        <source>the Bonus may not be larger than the Ante (${ante}) (CG-3CP-B02)</source>
        <comment>banked.three_card_poker.refusal.bonus_may_larger_than_ante</comment>
        <translation>Bonus 不得大於 Ante（${ante}）（CG-3CP-B02）</translation>
    </message>
    <message>
        <source>choose one of {items} ({rule_ids})</source>
        <comment>banked.three_card_poker.refusal.choose_one</comment>
        <translation>從 {items} 中選一個（{rule_ids}）</translation>
    </message>
    <message>
        <source>the {wager} is a decision after the deal (CG-3CP-04b)</source>
        <comment>banked.three_card_poker.refusal.decision_after_deal_cg_3cp</comment>
        <translation>{wager} 是發牌後的決定（CG-3CP-04b）</translation>
    </message>
    <message>
        <source>House Way needs the banker&apos;s face-up card (CG-3CP-03)</source>
        <comment>banked.three_card_poker.refusal.house_way_needs_banker_s</comment>
        <translation>House Way 需要莊家的明牌（CG-3CP-03）</translation>
    </message>
    <message>
        <source>a House Way Play equals the Ante: ${ante} (CG-3CP-11, CG-3CP-12)</source>
        <comment>banked.three_card_poker.refusal.house_way_play_equals_ante</comment>
        <translation>House Way 的 Play 等於 Ante：${ante}（CG-3CP-11, CG-3CP-12）</translation>
    </message>
    <message>
        <source>the {decision} must equal the {ante}: ${ante2} ({rule}); a player who cannot make it surrenders (CG-3CP-09)</source>
        <comment>banked.three_card_poker.refusal.must_equal_player_who_cannot</comment>
        <translation>{decision} 必須等於 {ante}：${ante2}（{rule}）；無法下的玩家投降（CG-3CP-09）</translation>
    </message>
    <message>
        <source>a {replace} needs an {ante} first ({rule})</source>
        <comment>banked.three_card_poker.refusal.needs_first</comment>
        <translation>{replace} 需要先下 {ante}（{rule}）</translation>
    </message>
    <message>
        <source>only {bettor} decides this hand (CG-3CP-10)</source>
        <comment>banked.three_card_poker.refusal.only_decides_hand_cg_3cp</comment>
        <translation>只有 {bettor} 決定這手牌（CG-3CP-10）</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager} from {bettor}</source>
        <comment>banked.three_card_poker.refusal.seat_already_has</comment>
        <translation>{seat} 號座位已有 {bettor} 的 {wager}</translation>
    </message>
    <message>
        <source>a Bonus needs a Base first (HTP-2CP-04)</source>
        <comment>banked.two_card_poker.refusal.bonus_needs_base_first_htp</comment>
        <translation>Bonus 需要先下 Base（HTP-2CP-04）</translation>
    </message>
    <message>
        <source>the Call is a decision after the deal (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.call_decision_after_deal_htp</comment>
        <translation>Call 是發牌後的決定（HTP-2CP-07）</translation>
    </message>
    <message>
        <source>the Call equals the Base: ${base} (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.call_equals_base_htp_2cp</comment>
        <translation>Call 等於 Base：${base}（HTP-2CP-07）</translation>
    </message>
    <message>
        <source>{text} (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.htp_2cp_07</comment>
        <translation>{text}（HTP-2CP-07）</translation>
    </message>
    <message>
        <source>keep two of the four cards and discard the other two (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.keep_two_four_cards_discard</comment>
        <translation>四張牌保留兩張，丟掉另外兩張（HTP-2CP-07）</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager}</source>
        <comment>banked.two_card_poker.refusal.seat_already_has</comment>
        <translation>{seat} 號座位已有 {wager}</translation>
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
        <translation>過牌</translation>
    </message>
    <message>
        <source>Complete to ${amount}</source>
        <comment>betting.label.complete</comment>
        <translation>補足到 ${amount}</translation>
    </message>
    <message>
        <source>Complete ${low}-${high}</source>
        <comment>betting.label.complete_range</comment>
        <translation>補足 ${low}-${high}</translation>
    </message>
    <message>
        <source>Fold</source>
        <comment>betting.label.fold</comment>
        <translation>棄牌</translation>
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
        <translation>有更正在下注之外改變了本局：由樓面主管以手動移動籌碼</translation>
    </message>
    <message>
        <source>the floor rules forward motion a bet or not a bet (LC-52)</source>
        <comment>chip_rulings.refusal.floor_rules_forward_motion_bet</comment>
        <translation>由樓面主管裁定向前推籌碼是否算下注（LC-52）</translation>
    </message>
    <message>
        <source>the next cards are out: the call can no longer be taken back</source>
        <comment>chip_rulings.refusal.next_cards_are_out_call</comment>
        <translation>下一張牌已發出：跟注不能再收回</translation>
    </message>
    <message>
        <source>no {what} of seat {seat} is waiting for the floor</source>
        <comment>chip_rulings.refusal.no_seat_waiting_floor</comment>
        <translation>{seat} 號座位沒有等待樓面主管的{what}</translation>
    </message>
    <message>
        <source>nobody has acted after seat {seat}: he takes the call back and may then fold for free (LC-58a)</source>
        <comment>chip_rulings.refusal.nobody_has_acted_after_seat</comment>
        <translation>{seat} 號座位之後還沒有人行動：他收回跟注，之後可免費棄牌（LC-58a）</translation>
    </message>
    <message>
        <source>nobody has raised in this betting round: an underpaid call is topped up (LC-57)</source>
        <comment>chip_rulings.refusal.nobody_has_raised_betting_round</comment>
        <translation>本輪下注無人加注：不足的跟注要補足（LC-57）</translation>
    </message>
    <message>
        <source>seat {to_act} is to act, not seat {seat}</source>
        <comment>chip_rulings.refusal.seat_act_seat</comment>
        <translation>輪到 {to_act} 號座位，不是 {seat} 號座位</translation>
    </message>
    <message>
        <source>seat {seat} can no longer fold</source>
        <comment>chip_rulings.refusal.seat_can_no_longer_fold</comment>
        <translation>{seat} 號座位已不能棄牌</translation>
    </message>
    <message>
        <source>seat {seat} cannot act now: no betting round is open</source>
        <comment>chip_rulings.refusal.seat_cannot_act_now_no</comment>
        <translation>{seat} 號座位現在不能行動：沒有進行中的下注輪</translation>
    </message>
    <message>
        <source>seat {seat} has ${stacks}: name the chips he moved forward</source>
        <comment>chip_rulings.refusal.seat_has_name_chips_he</comment>
        <translation>{seat} 號座位有 ${stacks}：請說明他向前推的籌碼</translation>
    </message>
    <message>
        <source>seat {seat} has no short call of a missed raise</source>
        <comment>chip_rulings.refusal.seat_has_no_short_call</comment>
        <translation>{seat} 號座位沒有對未看到的加注跟注不足</translation>
    </message>
    <message>
        <source>seat {seat} owes ${owed}: a short call puts in less than that</source>
        <comment>chip_rulings.refusal.seat_owes_short_call_puts</comment>
        <translation>{seat} 號座位欠 ${owed}：跟注不足是指放入少於此數</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s earlier short call is not settled yet (LC-58a)</source>
        <comment>chip_rulings.refusal.seat_s_earlier_short_call</comment>
        <translation>{seat} 號座位先前的跟注不足尚未處理（LC-58a）</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s forward motion is already before the floor</source>
        <comment>chip_rulings.refusal.seat_s_forward_motion_already</comment>
        <translation>{seat} 號座位的向前推籌碼已交樓面主管處理</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s last action in this betting round is not a raise</source>
        <comment>chip_rulings.refusal.seat_s_last_action_betting</comment>
        <translation>{seat} 號座位本輪最後的行動不是加注</translation>
    </message>
    <message>
        <source>seat {seat} said &apos;call&apos; and someone has acted since: the call binds, he owes ${owed} (LC-58b)</source>
        <comment>chip_rulings.refusal.seat_said_call_someone_has</comment>
        <translation>{seat} 號座位說了「跟」且之後已有人行動：跟注有效，他欠 ${owed}（LC-58b）</translation>
    </message>
    <message>
        <source>settle the short call made after it first (LC-58a)</source>
        <comment>chip_rulings.refusal.settle_short_call_made_after</comment>
        <translation>先處理之後發生的跟注不足（LC-58a）</translation>
    </message>
    <message>
        <source>a short call is taken back, completed or folded (LC-58a)</source>
        <comment>chip_rulings.refusal.short_call_taken_back_completed</comment>
        <translation>跟注不足可收回、補足或棄牌（LC-58a）</translation>
    </message>
    <message>
        <source>Call the floor: seat {seat} moved ${amount} forward still holding the chips: rule it a bet?</source>
        <comment>chip_rulings.step.call_floor_seat_moved_forward</comment>
        <translation>呼叫樓面主管：{seat} 號座位把 ${amount} 推向前但仍握著籌碼：是否算下注？</translation>
    </message>
    <message>
        <source>Call the floor: {who}: was seat {seat}&apos;s raise a string raise? It stands, or it is a call; two more actions after it and it stands</source>
        <comment>chip_rulings.step.call_floor_was_seat_s</comment>
        <translation>呼叫樓面主管：{who}：{seat} 號座位的加注是否為分次加注（string raise）？維持原注或改為跟注；之後再有兩個行動即維持</translation>
    </message>
    <message>
        <source>Seat {seat} called a missed raise short: {note}</source>
        <comment>chip_rulings.step.seat_called_missed_raise_short</comment>
        <translation>{seat} 號座位未看到加注而跟注不足：{note}</translation>
    </message>
    <message>
        <source>badge reader</source>
        <comment>device.kind.badge</comment>
        <translation>員工證讀卡機</translation>
    </message>
    <message>
        <source>card scanner</source>
        <comment>device.kind.barcode</comment>
        <translation>掃牌器</translation>
    </message>
    <message>
        <source>RFID card reader</source>
        <comment>device.kind.rfid</comment>
        <translation>RFID 讀牌器</translation>
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
        <translation>目前沒有進行中的牌局</translation>
    </message>
    <message>
        <source>{structure} betting is not supported at the flop tables yet</source>
        <comment>from_profile.refusal.betting_supported_flop_tables_yet</comment>
        <translation>翻牌遊戲桌尚不支援 {structure} 下注</translation>
    </message>
    <message>
        <source>{game_name}: a bring-in of ${bring_in} is not a bet; the house must set a bring-in of at least $1 (K22, CG-STD-04)</source>
        <comment>from_profile.refusal.bring_bet_house_must_set</comment>
        <translation>{game_name}：${bring_in} 的強制開注不算下注；場館須設定至少 $1 的強制開注（K22, CG-STD-04）</translation>
    </message>
    <message>
        <source>{house} {game} {key}: {key2} must be set by the room before this table can open ({reason})</source>
        <comment>from_profile.refusal.must_set_room_before_table</comment>
        <translation>{house} {game} {key}：開桌前場館須設定 {key2}（{reason}）</translation>
    </message>
    <message>
        <source>{house} {game}: the profile lacks blinds, betting or showdown</source>
        <comment>from_profile.refusal.profile_lacks_blinds_betting_showdown</comment>
        <translation>{house} {game}：設定檔缺少盲注、下注或攤牌</translation>
    </message>
    <message>
        <source>{game_name} is not a stud game</source>
        <comment>from_profile.refusal.stud_game</comment>
        <translation>{game_name} 不是梭哈（stud）遊戲</translation>
    </message>
    <message>
        <source>{clash} is already on the board or in another hand: fouled deck (LC-105)</source>
        <comment>hand.refusal.already_board_another_hand_fouled</comment>
        <translation>{clash} 已在公共牌或其他手牌中：廢牌組（LC-105）</translation>
    </message>
    <message>
        <source>a betting round cannot be opened again now ({phase_text})</source>
        <comment>hand.refusal.betting_round_cannot_opened_again</comment>
        <translation>現在不能再開一輪下注（{phase_text}）</translation>
    </message>
    <message>
        <source>the blinds may chop only when everyone else has folded to them before the flop, with no raise, where the house allows it (LC-18)</source>
        <comment>hand.refusal.blinds_may_chop_only_when</comment>
        <translation>只有翻牌前其他人都棄牌到盲注、無人加注且場館允許時，盲注才可平分（LC-18）</translation>
    </message>
    <message>
        <source>a burn card comes only before a street&apos;s first board card</source>
        <comment>hand.refusal.burn_card_comes_only_before</comment>
        <translation>燒牌只在一條街的第一張公共牌之前</translation>
    </message>
    <message>
        <source>deal only after seat {seat} posts the {replace} (${total})</source>
        <comment>hand.refusal.deal_only_after_seat_posts</comment>
        <translation>{seat} 號座位下了{replace}（${total}）後才發牌</translation>
    </message>
    <message>
        <source>this is hand {number}, not {hand}</source>
        <comment>hand.refusal.hand</comment>
        <translation>這是第 {number} 局，不是第 {hand} 局</translation>
    </message>
    <message>
        <source>hand {number} cannot end yet ({phase_text})</source>
        <comment>hand.refusal.hand_cannot_end_yet</comment>
        <translation>第 {number} 局還不能結束（{phase_text}）</translation>
    </message>
    <message>
        <source>{type} is not a hand event</source>
        <comment>hand.refusal.hand_event</comment>
        <translation>{type} 不是牌局事件</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards, not {count}</source>
        <comment>hand.refusal.hand_has_cards</comment>
        <translation>{game} 每手有 {hole_cards} 張牌，不是 {count} 張</translation>
    </message>
    <message>
        <source>hand {number} has ended</source>
        <comment>hand.refusal.hand_has_ended</comment>
        <translation>第 {number} 局已結束</translation>
    </message>
    <message>
        <source>a hand needs at least two players dealt in</source>
        <comment>hand.refusal.hand_needs_least_two_players</comment>
        <translation>一局至少需要兩位拿牌的玩家</translation>
    </message>
    <message>
        <source>hands are shown only after the deal and before the pot is pushed</source>
        <comment>hand.refusal.hands_are_shown_only_after</comment>
        <translation>只有發牌後、派底池前才亮牌</translation>
    </message>
    <message>
        <source>{card} has already been dealt this hand: fouled deck (LC-105)</source>
        <comment>hand.refusal.has_already_been_dealt_hand</comment>
        <translation>{card} 本局已發過：廢牌組（LC-105）</translation>
    </message>
    <message>
        <source>hole cards are dealt only before the first betting round</source>
        <comment>hand.refusal.hole_cards_are_dealt_only</comment>
        <translation>底牌只在第一輪下注前發</translation>
    </message>
    <message>
        <source>${to} is not a multiple of the ${chip_unit} chip (LC-67)</source>
        <comment>hand.refusal.multiple_chip_lc_67</comment>
        <translation>${to} 不是 ${chip_unit} 籌碼的倍數（LC-67）</translation>
    </message>
    <message>
        <source>the next settlement is {to_json}, not {to_json2}</source>
        <comment>hand.refusal.next_settlement</comment>
        <translation>下一筆結算是 {to_json}，不是 {to_json2}</translation>
    </message>
    <message>
        <source>no board card is due now ({phase_text}): a premature card is an irregularity (LC-110 to LC-112)</source>
        <comment>hand.refusal.no_board_card_due_now</comment>
        <translation>現在不該發公共牌（{phase_text}）：提前發出的牌屬違規情況（LC-110 至 LC-112）</translation>
    </message>
    <message>
        <source>no pot is ready to be pushed</source>
        <comment>hand.refusal.no_pot_ready_pushed</comment>
        <translation>沒有可派發的底池</translation>
    </message>
    <message>
        <source>no street is being dealt ({phase_text})</source>
        <comment>hand.refusal.no_street_being_dealt</comment>
        <translation>目前沒有在發任何一條街（{phase_text}）</translation>
    </message>
    <message>
        <source>an optional post is declined before the deal</source>
        <comment>hand.refusal.optional_post_declined_before_deal</comment>
        <translation>選擇性下注須在發牌前拒絕</translation>
    </message>
    <message>
        <source>the pot is already being pushed</source>
        <comment>hand.refusal.pot_already_being_pushed</comment>
        <translation>底池已在派發中</translation>
    </message>
    <message>
        <source>the pot can no longer be worked out again ({phase_text})</source>
        <comment>hand.refusal.pot_can_no_longer_worked</comment>
        <translation>底池已不能重新計算（{phase_text}）</translation>
    </message>
    <message>
        <source>the pot has already been awarded; a misdeal can no longer be called</source>
        <comment>hand.refusal.pot_has_already_been_awarded</comment>
        <translation>底池已派出；不能再宣告發錯牌</translation>
    </message>
    <message>
        <source>seat {seat} is acting out of turn: seat {to_act} is to act (LC-50: hold the action)</source>
        <comment>hand.refusal.seat_acting_out_turn_seat</comment>
        <translation>{seat} 號座位未輪到就行動：輪到 {to_act} 號座位（LC-50：先保留該行動）</translation>
    </message>
    <message>
        <source>seat {seat} already has {hole_count} cards (LC-107)</source>
        <comment>hand.refusal.seat_already_has_cards_lc</comment>
        <translation>{seat} 號座位已有 {hole_count} 張牌（LC-107）</translation>
    </message>
    <message>
        <source>seat {seat} calls ${call_to}, not ${to}</source>
        <comment>hand.refusal.seat_calls</comment>
        <translation>{seat} 號座位跟注 ${call_to}，不是 ${to}</translation>
    </message>
    <message>
        <source>seat {seat} cannot act now ({phase_text})</source>
        <comment>hand.refusal.seat_cannot_act_now</comment>
        <translation>{seat} 號座位現在不能行動（{phase_text}）</translation>
    </message>
    <message>
        <source>seat {seat} cannot check: there is a bet to call</source>
        <comment>hand.refusal.seat_cannot_check_there_bet</comment>
        <translation>{seat} 號座位不能過牌：有注要跟</translation>
    </message>
    <message>
        <source>seat {seat} cannot fold: nothing to call (LC-60)</source>
        <comment>hand.refusal.seat_cannot_fold_nothing_call</comment>
        <translation>{seat} 號座位不能棄牌：沒有注要跟（LC-60）</translation>
    </message>
    <message>
        <source>seat {seat} cannot muck now; before showdown a player folds</source>
        <comment>hand.refusal.seat_cannot_muck_now_before</comment>
        <translation>{seat} 號座位現在不能丟牌；攤牌前玩家是棄牌</translation>
    </message>
    <message>
        <source>seat {seat} cannot post now: the deal has begun</source>
        <comment>hand.refusal.seat_cannot_post_now_deal</comment>
        <translation>{seat} 號座位現在不能下注：已開始發牌</translation>
    </message>
    <message>
        <source>seat {seat} is not dealt in this hand (LC-104h, LC-113)</source>
        <comment>hand.refusal.seat_dealt_hand_lc_104h</comment>
        <translation>{seat} 號座位本局沒有拿牌（LC-104h, LC-113）</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to kill</source>
        <comment>hand.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 號座位沒有可作廢的有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>hand.refusal.seat_has_no_live_hand_2</comment>
        <translation>{seat} 號座位沒有有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to show</source>
        <comment>hand.refusal.seat_has_no_live_hand_3</comment>
        <translation>{seat} 號座位沒有可亮的有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} has no optional {replace} to decline</source>
        <comment>hand.refusal.seat_has_no_optional_decline</comment>
        <translation>{seat} 號座位沒有可拒絕的選擇性{replace}</translation>
    </message>
    <message>
        <source>seat {seat} has nothing to call; check instead</source>
        <comment>hand.refusal.seat_has_nothing_call_check</comment>
        <translation>{seat} 號座位沒有注要跟；請過牌</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack}; cannot post ${amount}</source>
        <comment>hand.refusal.seat_has_only_cannot_post</comment>
        <translation>{seat} 號座位只有 ${stack}；不能下 ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${min_to}-${max_to}, not ${to}</source>
        <comment>hand.refusal.seat_may</comment>
        <translation>{seat} 號座位可{action}到 ${min_to}-${max_to}，不是 ${to}</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${min_to} only, not ${to}</source>
        <comment>hand.refusal.seat_may_only</comment>
        <translation>{seat} 號座位只能{action}到 ${min_to}，不是 ${to}</translation>
    </message>
    <message>
        <source>seat {seat} owes ${total} for the {replace}, not ${amount} (LC-68: a short post is all-in)</source>
        <comment>hand.refusal.seat_owes_lc_68_short</comment>
        <translation>{seat} 號座位的{replace}應付 ${total}，不是 ${amount}（LC-68：不足額盲注即全押）</translation>
    </message>
    <message>
        <source>seat {seat} owes no {replace} this hand</source>
        <comment>hand.refusal.seat_owes_no_hand</comment>
        <translation>{seat} 號座位本局不欠{replace}</translation>
    </message>
    <message>
        <source>seat(s) {missing} dealt in but not seated</source>
        <comment>hand.refusal.seat_s_dealt_but_seated</comment>
        <translation>座位 {missing} 拿了牌但沒有人入座</translation>
    </message>
    <message>
        <source>a seat is taken out of the hand only before anyone acts</source>
        <comment>hand.refusal.seat_taken_out_hand_only</comment>
        <translation>只有在任何人行動前才可把座位移出本局</translation>
    </message>
    <message>
        <source>seat {seat} was dealt {items}, not {got}</source>
        <comment>hand.refusal.seat_was_dealt</comment>
        <translation>{seat} 號座位拿到的是 {items}，不是 {got}</translation>
    </message>
    <message>
        <source>there is no betting round to close ({phase_text})</source>
        <comment>hand.refusal.there_no_betting_round_close</comment>
        <translation>沒有可結束的下注輪（{phase_text}）</translation>
    </message>
    <message>
        <source>a card shown during {STREETS} betting falls under {PREMATURE_RULE}, not {rule_id}</source>
        <comment>irregularities.board_fixes.refusal.card_shown_during_betting_falls</comment>
        <translation>{STREETS} 下注時亮出的牌適用 {PREMATURE_RULE}，不是 {rule_id}</translation>
    </message>
    <message>
        <source>an early card is possible only while preflop, flop or turn betting is open</source>
        <comment>irregularities.board_fixes.refusal.early_card_possible_only_while</comment>
        <translation>只有翻牌前、翻牌或轉牌下注進行中才可能提前發牌</translation>
    </message>
    <message>
        <source>a flop can be taken back only before anyone acts on it (LC-114)</source>
        <comment>irregularities.board_fixes.refusal.flop_can_taken_back_only</comment>
        <translation>翻牌只能在有人行動前收回（LC-114）</translation>
    </message>
    <message>
        <source>the next street&apos;s burn is already out</source>
        <comment>irregularities.board_fixes.refusal.next_street_s_burn_already</comment>
        <translation>下一街的燒牌已發出</translation>
    </message>
    <message>
        <source>no set-aside card is due back in the stub now</source>
        <comment>irregularities.board_fixes.refusal.no_set_aside_card_due</comment>
        <translation>現在沒有要放回剩餘牌的擱置牌</translation>
    </message>
    <message>
        <source>the stub is reshuffled with {items}</source>
        <comment>irregularities.board_fixes.refusal.stub_reshuffled</comment>
        <translation>剩餘牌與 {items} 重洗</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.dead_hands.refusal.hand_has_cards</comment>
        <translation>{game} 每手有 {hole_cards} 張牌</translation>
    </message>
    <message>
        <source>a losing hand is compared only before the pot is pushed (LC-75)</source>
        <comment>irregularities.dead_hands.refusal.losing_hand_compared_only_before</comment>
        <translation>輸的牌只在派底池前比較（LC-75）</translation>
    </message>
    <message>
        <source>the pot is already being pushed</source>
        <comment>irregularities.dead_hands.refusal.pot_already_being_pushed</comment>
        <translation>底池已在派發中</translation>
    </message>
    <message>
        <source>seat {seat} has no called hand in the muck</source>
        <comment>irregularities.dead_hands.refusal.seat_has_no_called_hand</comment>
        <translation>{seat} 號座位在棄牌堆中沒有被跟注的牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to kill</source>
        <comment>irregularities.dead_hands.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 號座位沒有可作廢的有效手牌</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s hand can be retrieved only if nobody acted after it was thrown (LC-80)</source>
        <comment>irregularities.dead_hands.refusal.seat_s_hand_can_retrieved</comment>
        <translation>{seat} 號座位的牌只有在丟出後無人行動時才可收回（LC-80）</translation>
    </message>
    <message>
        <source>the board is complete: no card is due; set it aside and call the floor</source>
        <comment>irregularities.detector.refusal.board_complete_no_card_due</comment>
        <translation>公共牌已齊：不該再發牌；放在一旁並呼叫樓面主管</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>irregularities.detector.refusal.no_card_due_now_set</comment>
        <translation>現在不該發任何牌（{phase_text}）：放在一旁並呼叫樓面主管</translation>
    </message>
    <message>
        <source>wait for the floor&apos;s decision on ruling {number} ({title}) before the next card</source>
        <comment>irregularities.detector.refusal.wait_floor_s_decision_ruling</comment>
        <translation>發下一張牌前，等待樓面主管對裁決 {number}（{title}）的決定</translation>
    </message>
    <message>
        <source>{card} is already out this hand: fouled deck (LC-105)</source>
        <comment>irregularities.events.refusal.already_out_hand_fouled_deck</comment>
        <translation>{card} 本局已發出：廢牌組（LC-105）</translation>
    </message>
    <message>
        <source>ruling {ruling} is not waiting for the floor</source>
        <comment>irregularities.events.refusal.ruling_waiting_floor</comment>
        <translation>裁決 {ruling} 不在等待樓面主管</translation>
    </message>
    <message>
        <source>unknown correction {action!r}</source>
        <comment>irregularities.events.refusal.unknown_correction</comment>
        <translation>未知的更正 {action!r}</translation>
    </message>
    <message>
        <source>hand {hand} is over and hand {hand_number} has begun: too late for an objection or a ruling (LC-8c)</source>
        <comment>irregularities.floor.refusal.hand_over_hand_has_begun</comment>
        <translation>第 {hand} 局已結束且第 {hand_number} 局已開始：提出異議或裁決已太遲（LC-8c）</translation>
    </message>
    <message>
        <source>{title}: name a seat with a live hand (seat {seat} has none)</source>
        <comment>irregularities.floor.refusal.name_seat_live_hand_seat</comment>
        <translation>{title}：說明一個有有效手牌的座位（{seat} 號座位沒有）</translation>
    </message>
    <message>
        <source>only a floorperson may {what} (LC-103.s1, LC-8b)</source>
        <comment>irregularities.floor.refusal.only_floorperson_may_lc_103</comment>
        <translation>只有樓面主管可以{what}（LC-103.s1, LC-8b）</translation>
    </message>
    <message>
        <source>unknown role {by_role!r} ({items})</source>
        <comment>irregularities.floor.refusal.unknown_role</comment>
        <translation>未知的職務 {by_role!r}（{items}）</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.floor.refusal.unknown_role_2</comment>
        <translation>未知的職務 {by_role!r}</translation>
    </message>
    <message>
        <source>the extra card becomes the flop burn: only before the flop (LC-107a)</source>
        <comment>irregularities.hole_fixes.refusal.extra_card_becomes_flop_burn</comment>
        <translation>多出的牌成為翻牌燒牌：只在翻牌前（LC-107a）</translation>
    </message>
    <message>
        <source>{card} is not one of seat {seat}&apos;s cards</source>
        <comment>irregularities.hole_fixes.refusal.one_seat_s_cards</comment>
        <translation>{card} 不是 {seat} 號座位的牌</translation>
    </message>
    <message>
        <source>a replacement card comes before the showdown</source>
        <comment>irregularities.hole_fixes.refusal.replacement_card_comes_before_showdown</comment>
        <translation>補換的牌在攤牌前發</translation>
    </message>
    <message>
        <source>seat {seat} is not in the hand</source>
        <comment>irregularities.hole_fixes.refusal.seat_hand</comment>
        <translation>{seat} 號座位不在本局</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>irregularities.hole_fixes.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 號座位沒有有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} is owed no card</source>
        <comment>irregularities.hole_fixes.refusal.seat_owed_no_card</comment>
        <translation>{seat} 號座位不欠牌</translation>
    </message>
    <message>
        <source>seat {seat} was not dealt {card}</source>
        <comment>irregularities.hole_fixes.refusal.seat_was_dealt</comment>
        <translation>{seat} 號座位沒有拿到 {card}</translation>
    </message>
    <message>
        <source>hand {number} is already void: collect the cards and start the next hand</source>
        <comment>irregularities.misdeals.refusal.hand_already_void_collect_cards</comment>
        <translation>第 {number} 局已無效：收牌並開始下一局</translation>
    </message>
    <message>
        <source>there is no misdeal case {case!r}: LC-104 lists {known}</source>
        <comment>irregularities.misdeals.refusal.there_no_misdeal_case_lc</comment>
        <translation>沒有發錯牌情況 {case!r}：LC-104 列出 {known}</translation>
    </message>
    <message>
        <source>two players have acted in a row (substantial action): a misdeal is no longer possible; rule on the specific irregularity (LC-104, LC-GL-68)</source>
        <comment>irregularities.misdeals.refusal.two_players_have_acted_row</comment>
        <translation>已有兩位玩家接連行動（實質行動）：不能再宣告發錯牌；請就該項違規裁決（LC-104, LC-GL-68）</translation>
    </message>
    <message>
        <source>{title}, declared by {decided_by}: every bet is back with its player. Collect all the cards, then shuffle and cut for a new deal of the same hand: {same}</source>
        <comment>irregularities.misdeals.step.declared_every_bet_back_player</comment>
        <translation>{title}，由 {decided_by} 宣告：所有下注退回給玩家。收回所有牌，洗牌並切牌，同一局重新發牌：{same}</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.newcomer.refusal.hand_has_cards</comment>
        <translation>{game} 每手有 {hole_cards} 張牌</translation>
    </message>
    <message>
        <source>a newcomer&apos;s cards are ruled on during the deal (LC-132a/b)</source>
        <comment>irregularities.newcomer.refusal.newcomer_s_cards_are_ruled</comment>
        <translation>新玩家的牌在發牌時裁決（LC-132a/b）</translation>
    </message>
    <message>
        <source>seat {seat} is dealt in this hand already</source>
        <comment>irregularities.newcomer.refusal.seat_dealt_hand_already</comment>
        <translation>{seat} 號座位本局已拿牌</translation>
    </message>
    <message>
        <source>seat {seat} has no chips to play the hand</source>
        <comment>irregularities.newcomer.refusal.seat_has_no_chips_play</comment>
        <translation>{seat} 號座位沒有籌碼玩這手牌</translation>
    </message>
    <message>
        <source>seat {seat} has no player present</source>
        <comment>irregularities.newcomer.refusal.seat_has_no_player_present</comment>
        <translation>{seat} 號座位沒有玩家在場</translation>
    </message>
    <message>
        <source>seat {seat} is not a newcomer: a player not entitled to a hand has it killed (LC-113)</source>
        <comment>irregularities.newcomer.refusal.seat_newcomer_player_entitled_hand</comment>
        <translation>{seat} 號座位不是新玩家：無權拿牌的玩家手牌作廢（LC-113）</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.not_entitled.refusal.hand_has_cards</comment>
        <translation>{game} 每手有 {hole_cards} 張牌</translation>
    </message>
    <message>
        <source>record his action during the first betting round, when it is found (LC-113)</source>
        <comment>irregularities.not_entitled.refusal.record_action_during_first_betting</comment>
        <translation>在發現時的第一輪下注中記錄他的行動（LC-113）</translation>
    </message>
    <message>
        <source>seat {seat} is dealt in this hand: he is entitled to it</source>
        <comment>irregularities.not_entitled.refusal.seat_dealt_hand_he_entitled</comment>
        <translation>{seat} 號座位本局有拿牌：他有權參與</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>irregularities.not_entitled.refusal.seat_empty</comment>
        <translation>{seat} 號座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} may have put in $0 to ${current_bet} (a check, a call or a fold); a raise the others never faced cannot stand</source>
        <comment>irregularities.not_entitled.refusal.seat_may_have_put_0</comment>
        <translation>{seat} 號座位可能放入 $0 至 ${current_bet}（過牌、跟注或棄牌）；其他人從未面對的加注不成立</translation>
    </message>
    <message>
        <source>seat {seat} is a newcomer who has not posted: his cards are ruled by LC-132a/b (report a newcomer dealt in)</source>
        <comment>irregularities.not_entitled.refusal.seat_newcomer_who_has_posted</comment>
        <translation>{seat} 號座位是尚未下注的新玩家：他的牌依 LC-132a/b 裁決（回報新玩家被發牌）</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.not_entitled.refusal.unknown_role</comment>
        <translation>未知的職務 {by_role!r}</translation>
    </message>
    <message>
        <source>After the deal, give seat {seat} the top card in place of {value}; put {value2} face up on the deck: it is the next burn</source>
        <comment>irregularities.procedure.step.after_deal_give_seat_top</comment>
        <translation>發牌後，把牌堆最上面的牌給 {seat} 號座位，取代 {value}；把 {value2} 翻開放在牌堆上：它是下一張燒牌</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: {cards}</source>
        <comment>irregularities.procedure.step.burn_one_card_then_deal</comment>
        <translation>燒一張牌，然後發 {street}：{cards}</translation>
    </message>
    <message>
        <source>Call the floor: ruling {number}, {title}{detail}</source>
        <comment>irregularities.procedure.step.call_floor_ruling</comment>
        <translation>呼叫樓面主管：裁決 {number}，{title}{detail}</translation>
    </message>
    <message>
        <source>Deal the {street} WITHOUT a burn{why}: {cards}</source>
        <comment>irregularities.procedure.step.deal_without_burn</comment>
        <translation>發 {street}，不燒牌{why}：{cards}</translation>
    </message>
    <message>
        <source>Give seat {seat} the top card of the deck</source>
        <comment>irregularities.procedure.step.give_seat_top_card_deck</comment>
        <translation>把牌堆最上面的牌給 {seat} 號座位</translation>
    </message>
    <message>
        <source>Keep {value} face up out of play until the stub is reshuffled</source>
        <comment>irregularities.procedure.step.keep_face_up_out_play</comment>
        <translation>把 {value} 翻開放在一旁不使用，直到剩餘牌重新洗牌</translation>
    </message>
    <message>
        <source>Shuffle the stub together with {names} (not the burns or discards)</source>
        <comment>irregularities.procedure.step.shuffle_stub_together_burns_discards</comment>
        <translation>把剩餘牌與 {names} 一起洗（不含燒牌與棄牌）</translation>
    </message>
    <message>
        <source>an exposed hole card is dealt with during the deal (LC-115)</source>
        <comment>irregularities.reports.refusal.exposed_hole_card_dealt_during</comment>
        <translation>外露的底牌在發牌時處理（LC-115）</translation>
    </message>
    <message>
        <source>a hand is asked for at the showdown, once every hand is tabled or pushed face down and before the pot is pushed (LC-75)</source>
        <comment>irregularities.reports.refusal.hand_asked_showdown_once_every</comment>
        <translation>看牌要求在攤牌時提出，須在每手牌都亮出或蓋著推入後、派底池前（LC-75）</translation>
    </message>
    <message>
        <source>seat {requester} is empty: any seated player may ask (LC-75)</source>
        <comment>irregularities.reports.refusal.seat_empty_any_seated_player</comment>
        <translation>{requester} 號座位是空位：任何坐著的玩家都可要求（LC-75）</translation>
    </message>
    <message>
        <source>seat {seat} has no called hand pushed face down</source>
        <comment>irregularities.reports.refusal.seat_has_no_called_hand</comment>
        <translation>{seat} 號座位沒有蓋著推入的被跟注牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand with a wrong card count</source>
        <comment>irregularities.reports.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 號座位沒有牌數錯誤的有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} was not dealt {value}</source>
        <comment>irregularities.reports.refusal.seat_was_dealt</comment>
        <translation>{seat} 號座位沒有拿到 {value}</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.reports.refusal.unknown_role</comment>
        <translation>未知的職務 {by_role!r}</translation>
    </message>
    <message>
        <source>the early cards and the extras are out: finish the betting, then burn and deal the street (LC-121)</source>
        <comment>irregularities.stud_detect.refusal.early_cards_extras_are_out</comment>
        <translation>提前的牌和多出的牌已移出：完成下注，再燒牌並發這一街（LC-121）</translation>
    </message>
    <message>
        <source>every card of the hand is out: no card is due; set it aside and call the floor</source>
        <comment>irregularities.stud_detect.refusal.every_card_hand_out_no</comment>
        <translation>本局所有牌都已發出：不該再發牌；放在一旁並呼叫樓面主管</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>irregularities.stud_detect.refusal.no_card_due_now_set</comment>
        <translation>現在不該發任何牌（{phase_text}）：放在一旁並呼叫樓面主管</translation>
    </message>
    <message>
        <source>only the last down card may be left as dealt (LC-122); move the cards</source>
        <comment>irregularities.stud_detect.refusal.only_last_down_card_may</comment>
        <translation>只有最後一張蓋牌可照發出的保留（LC-122）；請移動牌</translation>
    </message>
    <message>
        <source>a stud burn error is &apos;double&apos; or &apos;none&apos; (LC-122)</source>
        <comment>irregularities.stud_detect.refusal.stud_burn_error_double_none</comment>
        <translation>梭哈燒牌錯誤是 &apos;double&apos; 或 &apos;none&apos;（LC-122）</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.stud_detect.refusal.unknown_role</comment>
        <translation>未知的職務 {by_role!r}</translation>
    </message>
    <message>
        <source>cards are left as dealt only on 7th street, before its action (LC-122)</source>
        <comment>irregularities.stud_fixes.refusal.cards_are_left_dealt_only</comment>
        <translation>只有第七街、在其行動前，牌才照發出的保留（LC-122）</translation>
    </message>
    <message>
        <source>this correction is for Seven Card Stud only</source>
        <comment>irregularities.stud_fixes.refusal.correction_seven_card_stud_only</comment>
        <translation>此更正只適用七張梭哈</translation>
    </message>
    <message>
        <source>an early card is possible only while 3rd to 6th street betting is open</source>
        <comment>irregularities.stud_fixes.refusal.early_card_possible_only_while</comment>
        <translation>只有第三到第六街下注進行中才可能提前發牌</translation>
    </message>
    <message>
        <source>an exposed down card is ruled on during the 3rd-street deal</source>
        <comment>irregularities.stud_fixes.refusal.exposed_down_card_ruled_during</comment>
        <translation>外露的蓋牌在第三街發牌時裁決</translation>
    </message>
    <message>
        <source>the extra cards are already out: finish the betting first</source>
        <comment>irregularities.stud_fixes.refusal.extra_cards_are_already_out</comment>
        <translation>多出的牌已移出：先完成下注</translation>
    </message>
    <message>
        <source>he declares all-in before the 7th-street action starts (LC-123)</source>
        <comment>irregularities.stud_fixes.refusal.he_declares_all_before_7th</comment>
        <translation>他在第七街行動開始前宣告全押（LC-123）</translation>
    </message>
    <message>
        <source>the kept chips go back once the pots are decided</source>
        <comment>irregularities.stud_fixes.refusal.kept_chips_go_back_once</comment>
        <translation>保留的籌碼在底池決定後退回</translation>
    </message>
    <message>
        <source>LC-116 is put right on 3rd street before anyone acts</source>
        <comment>irregularities.stud_fixes.refusal.lc_116_put_right_3rd</comment>
        <translation>LC-116 在第三街任何人行動前更正</translation>
    </message>
    <message>
        <source>no 7th-street burn and card to move</source>
        <comment>irregularities.stud_fixes.refusal.no_7th_street_burn_card</comment>
        <translation>沒有第七街的燒牌和牌要移動</translation>
    </message>
    <message>
        <source>no extra card is owed to the discards now (LC-121)</source>
        <comment>irregularities.stud_fixes.refusal.no_extra_card_owed_discards</comment>
        <translation>現在不欠棄牌堆多的牌（LC-121）</translation>
    </message>
    <message>
        <source>{card} is not one of seat {seat}&apos;s two down cards</source>
        <comment>irregularities.stud_fixes.refusal.one_seat_s_two_down</comment>
        <translation>{card} 不是 {seat} 號座位兩張蓋牌之一</translation>
    </message>
    <message>
        <source>seat {seat} faces a bet: that is an ordinary fold</source>
        <comment>irregularities.stud_fixes.refusal.seat_faces_bet_ordinary_fold</comment>
        <translation>{seat} 號座位面對下注：那是一般棄牌</translation>
    </message>
    <message>
        <source>seat {seat} has the low card and must bring it in (CG-STD-04)</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_low_card_must</comment>
        <translation>{seat} 號座位是最低牌，必須強制開注（CG-STD-04）</translation>
    </message>
    <message>
        <source>seat {seat} has no chips left to keep back</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_chips_left</comment>
        <translation>{seat} 號座位沒有剩餘籌碼可保留</translation>
    </message>
    <message>
        <source>seat {seat} has no down card yet</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_down_card</comment>
        <translation>{seat} 號座位還沒有蓋牌</translation>
    </message>
    <message>
        <source>seat {seat} has no face-up 7th card (LC-123)</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_face_up</comment>
        <translation>{seat} 號座位沒有翻開的第七張牌（LC-123）</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 號座位沒有有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand in a betting round</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_live_hand_2</comment>
        <translation>{seat} 號座位在下注輪中沒有有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} kept no chips back</source>
        <comment>irregularities.stud_fixes.refusal.seat_kept_no_chips_back</comment>
        <translation>{seat} 號座位沒有保留籌碼</translation>
    </message>
    <message>
        <source>{card} is not seat {seat}&apos;s 7th-street card</source>
        <comment>irregularities.stud_fixes.refusal.seat_s_7th_street_card</comment>
        <translation>{card} 不是 {seat} 號座位的第七街牌</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s third card is already out face up: the floor decides (LC-P1)</source>
        <comment>irregularities.stud_fixes.refusal.seat_s_third_card_already</comment>
        <translation>{seat} 號座位的第三張牌已翻開發出：由樓面主管決定（LC-P1）</translation>
    </message>
    <message>
        <source>a stud burn error is &apos;none&apos; or &apos;double&apos; (LC-122)</source>
        <comment>irregularities.stud_fixes.refusal.stud_burn_error_none_double</comment>
        <translation>梭哈燒牌錯誤是 &apos;none&apos; 或 &apos;double&apos;（LC-122）</translation>
    </message>
    <message>
        <source>After the floor confirms, take 1 more card from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.confirm_take_card_discards</comment>
        <translation>樓面主管確認後，從剩餘牌再移 1 張到棄牌堆（發現時每位在局玩家一張）</translation>
    </message>
    <message>
        <source>After the floor confirms, take {owed} more cards from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.confirm_take_cards_discards</comment>
        <translation>樓面主管確認後，從剩餘牌再移 {owed} 張到棄牌堆（發現時每位在局玩家一張）</translation>
    </message>
    <message>
        <source>Count the stub before 7th street: {stub} cards ({removed} went out by LC-121): {items}</source>
        <comment>irregularities.stud_procedure.step.count_stub_before_7th_street</comment>
        <translation>第七街前點算剩餘牌：{stub} 張（{removed} 張依 LC-121 移出）：{items}</translation>
    </message>
    <message>
        <source>Finish this betting round, then burn and deal the next street as usual</source>
        <comment>irregularities.stud_procedure.step.finish_betting_round_then_burn</comment>
        <translation>完成這一輪下注，然後照常燒牌並發下一街</translation>
    </message>
    <message>
        <source>Give seat {seat} back the ${chips} he kept out of the last round</source>
        <comment>irregularities.stud_procedure.step.give_seat_back_he_kept</comment>
        <translation>把上一輪保留的 ${chips} 還給 {seat} 號座位</translation>
    </message>
    <message>
        <source>Keep the early cards ({early}) out of play, in the discards</source>
        <comment>irregularities.stud_procedure.step.keep_early_cards_out_play</comment>
        <translation>把提前發出的牌（{early}）放入棄牌堆，不再使用</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s 7th card is face up: he bets normally or declares all-in now (the last round then makes a side pot)</source>
        <comment>irregularities.stud_procedure.step.seat_s_7th_card_face</comment>
        <translation>{seat} 號座位的第七張牌是明牌：他照常下注或現在宣告全押（最後一輪則形成邊池）</translation>
    </message>
    <message>
        <source>Seat {low}&apos;s low card was an exposed down card: seat {seat} brings in instead</source>
        <comment>irregularities.stud_procedure.step.seat_s_low_card_was</comment>
        <translation>{low} 號座位的最低牌是外露的底牌：改由 {seat} 號座位強制開注</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {value} stays face up; deal his third card FACE DOWN</source>
        <comment>irregularities.stud_procedure.step.seat_s_stays_face_up</comment>
        <translation>{seat} 號座位的 {value} 維持明牌；他的第三張牌蓋著發</translation>
    </message>
    <message>
        <source>Seat {seat} turned up {value} himself: deal his third card face up too; he plays two up cards</source>
        <comment>irregularities.stud_procedure.step.seat_turned_up_himself_deal</comment>
        <translation>{seat} 號座位自己翻開了 {value}：他的第三張牌也翻開發；他以兩張明牌進行</translation>
    </message>
    <message>
        <source>Seat {seat} was dealt no cards: his ${ante} ante is back in front of him; he sits this hand out</source>
        <comment>irregularities.stud_procedure.step.seat_was_dealt_no_cards</comment>
        <translation>{seat} 號座位沒有拿到牌：他的底注 ${ante} 退回給他；他本局不參與</translation>
    </message>
    <message>
        <source>Did he ask to be dealt in?</source>
        <comment>irregularity.absent_at_turn.q1</comment>
        <translation>他有要求發牌給他嗎？</translation>
    </message>
    <message>
        <source>Is he back in time to act?</source>
        <comment>irregularity.absent_at_turn.q2</comment>
        <translation>他及時回來行動了嗎？</translation>
    </message>
    <message>
        <source>The hand is dead and any blinds he posted are lost.</source>
        <comment>irregularity.absent_at_turn.ruling</comment>
        <translation>此手牌作廢，他所下的盲注不退。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.absent_at_turn.s1</comment>
        <translation>樓面主管確認：此手牌作廢，其籌碼留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.absent_at_turn.s2</comment>
        <translation>將此手牌丟入棄牌堆；由下一位玩家繼續行動</translation>
    </message>
    <message>
        <source>Player not in his seat when it is his turn</source>
        <comment>irregularity.absent_at_turn.title</comment>
        <translation>輪到時玩家不在座位上</translation>
    </message>
    <message>
        <source>Who gave advice to whom?</source>
        <comment>irregularity.advice_given.q1</comment>
        <translation>誰給了誰建議？</translation>
    </message>
    <message>
        <source>One player to a hand: the floor is told; the hand itself is not changed.</source>
        <comment>irregularity.advice_given.ruling</comment>
        <translation>一手牌一人：通知樓面主管；牌局本身不變。</translation>
    </message>
    <message>
        <source>Flag the seat to the floor (LC-10)</source>
        <comment>irregularity.advice_given.s1</comment>
        <translation>向樓面主管標記此座位（LC-10）</translation>
    </message>
    <message>
        <source>Advice or whispering during a hand</source>
        <comment>irregularity.advice_given.title</comment>
        <translation>牌局中給建議或耳語</translation>
    </message>
    <message>
        <source>Is the card face up in the deck rather than dealt face up?</source>
        <comment>irregularity.boxed_card.q1</comment>
        <translation>這張牌是在牌組中翻開，而不是發牌時翻開的嗎？</translation>
    </message>
    <message>
        <source>A boxed card counts as a blank: it goes to the discards and the deal continues as if it were not there.</source>
        <comment>irregularity.boxed_card.ruling</comment>
        <translation>牌組中翻開的牌視為空白：放入棄牌，照常發牌，當作它不存在。</translation>
    </message>
    <message>
        <source>Put the boxed card in the discards (LC-109)</source>
        <comment>irregularity.boxed_card.s1</comment>
        <translation>把翻開的牌放入棄牌（LC-109）</translation>
    </message>
    <message>
        <source>Give the seat due that card the next card off the deck</source>
        <comment>irregularity.boxed_card.s2</comment>
        <translation>把牌組的下一張牌發給該拿此牌的座位</translation>
    </message>
    <message>
        <source>Boxed card (face up in the deck)</source>
        <comment>irregularity.boxed_card.title</comment>
        <translation>牌組中翻開的牌</translation>
    </message>
    <message>
        <source>How many boxed cards have turned up this hand?</source>
        <comment>irregularity.boxed_five.q1</comment>
        <translation>本局出現了幾張牌組中翻開的牌？</translation>
    </message>
    <message>
        <source>Were they found only in the stub after every needed card was out?</source>
        <comment>irregularity.boxed_five.q2</comment>
        <translation>是否在所需的牌都發完後才在剩餘牌中發現？</translation>
    </message>
    <message>
        <source>Five boxed cards during the hand void it and every bet goes back; found only in the leftover stub after the last card was needed, play goes on.</source>
        <comment>irregularity.boxed_five.ruling</comment>
        <translation>牌局中出現五張翻開的牌則本局無效，所有下注退回；若在最後需要的牌之後才在剩餘牌中發現，則照常進行。</translation>
    </message>
    <message>
        <source>Stop the hand (LC-106)</source>
        <comment>irregularity.boxed_five.s1</comment>
        <translation>停止牌局（LC-106）</translation>
    </message>
    <message>
        <source>Floor confirms: return every bet of this hand</source>
        <comment>irregularity.boxed_five.s2</comment>
        <translation>樓面主管確認：退回本局所有下注</translation>
    </message>
    <message>
        <source>Replace the deck</source>
        <comment>irregularity.boxed_five.s3</comment>
        <translation>更換牌組</translation>
    </message>
    <message>
        <source>Five or more boxed cards</source>
        <comment>irregularity.boxed_five.title</comment>
        <translation>五張或以上牌組中翻開的牌</translation>
    </message>
    <message>
        <source>Has the floor retrieved it and shown it to the table?</source>
        <comment>irregularity.card_off_table.q1</comment>
        <translation>樓面主管已撿起並向全桌展示了嗎？</translation>
    </message>
    <message>
        <source>The card may be ruled dead. Players leave it; the floor picks it up and shows it before play goes on.</source>
        <comment>irregularity.card_off_table.ruling</comment>
        <translation>此牌可被判為死牌。玩家不要碰；由樓面主管撿起並展示後再繼續。</translation>
    </message>
    <message>
        <source>Pause play</source>
        <comment>irregularity.card_off_table.s1</comment>
        <translation>暫停牌局</translation>
    </message>
    <message>
        <source>Floor retrieves and shows the card (LC-83)</source>
        <comment>irregularity.card_off_table.s2</comment>
        <translation>樓面主管撿起並展示此牌（LC-83）</translation>
    </message>
    <message>
        <source>Floor rules on the hand</source>
        <comment>irregularity.card_off_table.s3</comment>
        <translation>樓面主管對此手牌作出裁決</translation>
    </message>
    <message>
        <source>Card dropped off the table</source>
        <comment>irregularity.card_off_table.title</comment>
        <translation>牌掉落桌外</translation>
    </message>
    <message>
        <source>Which round of the deal was it?</source>
        <comment>irregularity.card_to_empty_seat.q1</comment>
        <translation>是發牌的第幾輪？</translation>
    </message>
    <message>
        <source>Flop games have no rule of their own; the app proposes the stud reading (LC-119): the card is dead, goes to the discards and the deal continues. The floor decides.</source>
        <comment>irregularity.card_to_empty_seat.ruling</comment>
        <translation>翻牌遊戲沒有自己的規則；程式建議採用梭哈的做法（LC-119）：此牌為死牌，放入棄牌，繼續發牌。由樓面主管決定。</translation>
    </message>
    <message>
        <source>Put the card in the discards</source>
        <comment>irregularity.card_to_empty_seat.s1</comment>
        <translation>把此牌放入棄牌</translation>
    </message>
    <message>
        <source>Continue the deal with the next seat</source>
        <comment>irregularity.card_to_empty_seat.s2</comment>
        <translation>從下一個座位繼續發牌</translation>
    </message>
    <message>
        <source>Card dealt to an empty seat</source>
        <comment>irregularity.card_to_empty_seat.title</comment>
        <translation>牌發到空位</translation>
    </message>
    <message>
        <source>Who damaged the cards?</source>
        <comment>irregularity.cards_damaged.q1</comment>
        <translation>誰損壞了牌？</translation>
    </message>
    <message>
        <source>The player is dealt out at once and sent to the lead floor supervisor or shift manager.</source>
        <comment>irregularity.cards_damaged.ruling</comment>
        <translation>該玩家立即不再發牌，並交由樓面主任或值班經理處理。</translation>
    </message>
    <message>
        <source>Deal the seat out (LC-4)</source>
        <comment>irregularity.cards_damaged.s1</comment>
        <translation>此座位不再發牌（LC-4）</translation>
    </message>
    <message>
        <source>Escalate to the lead floor supervisor</source>
        <comment>irregularity.cards_damaged.s2</comment>
        <translation>上報樓面主任</translation>
    </message>
    <message>
        <source>Cards bent, torn or marked on purpose</source>
        <comment>irregularity.cards_damaged.title</comment>
        <translation>故意彎折、撕破或標記紙牌</translation>
    </message>
    <message>
        <source>Did a card touch the muck face down?</source>
        <comment>irregularity.cards_thrown.q1</comment>
        <translation>有牌蓋著碰到棄牌堆嗎？</translation>
    </message>
    <message>
        <source>The thrower bears the result; a card that reached the muck face down kills the hand.</source>
        <comment>irregularity.cards_thrown.ruling</comment>
        <translation>丟牌者自負後果；蓋著進入棄牌堆的牌使此手牌作廢。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.cards_thrown.s1</comment>
        <translation>樓面主管確認：此手牌作廢，其籌碼留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.cards_thrown.s2</comment>
        <translation>將此手牌丟入棄牌堆；由下一位玩家繼續行動</translation>
    </message>
    <message>
        <source>Cards thrown, spiked or slammed</source>
        <comment>irregularity.cards_thrown.title</comment>
        <translation>丟牌、摔牌或拍牌</translation>
    </message>
    <message>
        <source>First or second card of the deal, or a second exposed card: misdeal (LC-104f/g, AMB-17). Otherwise, after the deal, the seat gets the top card and the exposed card goes face up on the deck as the burn (LC-115).</source>
        <comment>irregularity.exposed_hole_card.house.replace_and_burn</comment>
        <translation>發牌的第一或第二張，或第二張外露的牌：發錯牌（LC-104f/g, AMB-17）。否則，發牌後該座位拿牌組最上面的牌，外露的牌翻開放在牌組上作為燒牌（LC-115）。</translation>
    </message>
    <message>
        <source>Replaced once every other card is dealt and used as the burn, a card off the table too (PGP-IRR-08/09); a card that flipped off the player it was meant for stays with him (PGP-IRR-10).</source>
        <comment>irregularity.exposed_hole_card.house.replace_and_burn_keep_if_player_caused</comment>
        <translation>其他牌都發完後再補換，並作為燒牌，掉落桌外的牌亦同（PGP-IRR-08/09）；碰到應得玩家而翻開的牌歸他（PGP-IRR-10）。</translation>
    </message>
    <message>
        <source>Was it the first or second card of the deal (misdeal, LC-104f)?</source>
        <comment>irregularity.exposed_hole_card.q1</comment>
        <translation>是發牌的第一或第二張嗎（發錯牌，LC-104f）？</translation>
    </message>
    <message>
        <source>Is it the second card exposed in this deal (misdeal, LC-104g)?</source>
        <comment>irregularity.exposed_hole_card.q2</comment>
        <translation>是本次發牌中第二張外露的牌嗎（發錯牌，LC-104g）？</translation>
    </message>
    <message>
        <source>Did the card flip because it touched the player it was meant for (PGP-IRR-10)?</source>
        <comment>irregularity.exposed_hole_card.q3</comment>
        <translation>此牌是因碰到應得的玩家而翻開的嗎（PGP-IRR-10）？</translation>
    </message>
    <message>
        <source>Depends on the house setting K17 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.exposed_hole_card.ruling</comment>
        <translation>依場館設定 K17（見下方場館裁決）；未設定：由樓面主管決定。</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <comment>irregularity.exposed_hole_card.s1</comment>
        <translation>完成發牌</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.exposed_hole_card.s2</comment>
        <translation>依所示的場館裁決處理</translation>
    </message>
    <message>
        <source>Hole card exposed during the deal</source>
        <comment>irregularity.exposed_hole_card.title</comment>
        <translation>發牌時底牌外露</translation>
    </message>
    <message>
        <source>The floor turns one of his cards up at random as the first burn (PGP-IRR-02); after substantial action the hand is dead and every chip he put in is lost, blinds included (PGP-IRR-03).</source>
        <comment>irregularity.extra_hole_card.house.burn_unless_substantial_action</comment>
        <translation>樓面主管隨機翻開他的一張牌作為第一張燒牌（PGP-IRR-02）；若已有實質行動，此手牌作廢，他放入的籌碼全部不退，包括盲注（PGP-IRR-03）。</translation>
    </message>
    <message>
        <source>Not acted: the floor turns one of his cards up at random and it is the flop burn (LC-107a). Acted before the flop: dead, his money stays, one of its cards is the burn (LC-107b). Found after the flop: dead, all action stands (LC-107c).</source>
        <comment>irregularity.extra_hole_card.house.by_action_and_flop</comment>
        <translation>未行動：樓面主管隨機翻開他的一張牌作為翻牌燒牌（LC-107a）。翻牌前已行動：作廢，他的錢留在底池，其中一張牌作燒牌（LC-107b）。翻牌後才發現：作廢，所有行動有效（LC-107c）。</translation>
    </message>
    <message>
        <source>Which seat holds the extra card?</source>
        <comment>irregularity.extra_hole_card.q1</comment>
        <translation>哪個座位多拿了牌？</translation>
    </message>
    <message>
        <source>Has that player acted?</source>
        <comment>irregularity.extra_hole_card.q2</comment>
        <translation>該玩家已行動了嗎？</translation>
    </message>
    <message>
        <source>Has the flop been dealt?</source>
        <comment>irregularity.extra_hole_card.q3</comment>
        <translation>已發翻牌了嗎？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.extra_hole_card.q4</comment>
        <translation>已有實質行動嗎（兩位玩家接連行動，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Depends on the house setting K15 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.extra_hole_card.ruling</comment>
        <translation>依場館設定 K15（見下方場館裁決）；未設定：由樓面主管決定。</translation>
    </message>
    <message>
        <source>Call the floor (LC-P5)</source>
        <comment>irregularity.extra_hole_card.s1</comment>
        <translation>呼叫樓面主管（LC-P5）</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.extra_hole_card.s2</comment>
        <translation>依所示的場館裁決處理</translation>
    </message>
    <message>
        <source>One hole card too many</source>
        <comment>irregularity.extra_hole_card.title</comment>
        <translation>多一張底牌</translation>
    </message>
    <message>
        <source>How many cards were flopped?</source>
        <comment>irregularity.flop_too_many.q1</comment>
        <translation>翻牌翻了幾張？</translation>
    </message>
    <message>
        <source>The whole flop goes back into the stub (the burn stays), the stub is shuffled and a new flop is dealt without a burn.</source>
        <comment>irregularity.flop_too_many.ruling</comment>
        <translation>整個翻牌放回剩餘牌（燒牌保留），洗剩餘牌，不燒牌重發翻牌。</translation>
    </message>
    <message>
        <source>Take all flopped cards back, not the burn (LC-114)</source>
        <comment>irregularity.flop_too_many.s1</comment>
        <translation>收回所有翻牌，不含燒牌（LC-114）</translation>
    </message>
    <message>
        <source>Shuffle the stub</source>
        <comment>irregularity.flop_too_many.s2</comment>
        <translation>洗剩餘牌</translation>
    </message>
    <message>
        <source>Deal a new three-card flop WITHOUT a burn (LC-114)</source>
        <comment>irregularity.flop_too_many.s3</comment>
        <translation>不燒牌重發三張翻牌（LC-114）</translation>
    </message>
    <message>
        <source>Flop with too many cards</source>
        <comment>irregularity.flop_too_many.title</comment>
        <translation>翻牌張數過多</translation>
    </message>
    <message>
        <source>Was he facing a bet or raise?</source>
        <comment>irregularity.fold_facing_bet.q1</comment>
        <translation>他當時面對下注或加注嗎？</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.fold_facing_bet.ruling</comment>
        <translation>此手牌作廢。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.fold_facing_bet.s1</comment>
        <translation>樓面主管確認：此手牌作廢，其籌碼留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.fold_facing_bet.s2</comment>
        <translation>將此手牌丟入棄牌堆；由下一位玩家繼續行動</translation>
    </message>
    <message>
        <source>Fold, or saying fold, while facing a bet</source>
        <comment>irregularity.fold_facing_bet.title</comment>
        <translation>面對下注時棄牌或說棄牌</translation>
    </message>
    <message>
        <source>Which card is duplicated, or what is wrong with the deck?</source>
        <comment>irregularity.fouled_deck.q1</comment>
        <translation>哪張牌重複，或牌組有什麼問題？</translation>
    </message>
    <message>
        <source>The hand is void: every bet of this hand goes back. Earlier hands stand.</source>
        <comment>irregularity.fouled_deck.ruling</comment>
        <translation>本局無效：本局所有下注退回。先前牌局有效。</translation>
    </message>
    <message>
        <source>Stop the hand; set the deck aside for the floor</source>
        <comment>irregularity.fouled_deck.s1</comment>
        <translation>停止牌局；把牌組留給樓面主管</translation>
    </message>
    <message>
        <source>Floor confirms: return every bet and blind of this hand (LC-105)</source>
        <comment>irregularity.fouled_deck.s2</comment>
        <translation>樓面主管確認：退回本局所有下注和盲注（LC-105）</translation>
    </message>
    <message>
        <source>Replace the deck before the next hand</source>
        <comment>irregularity.fouled_deck.s3</comment>
        <translation>下一局前更換牌組</translation>
    </message>
    <message>
        <source>Fouled deck (duplicate card, joker, odd back)</source>
        <comment>irregularity.fouled_deck.title</comment>
        <translation>廢牌組（重複牌、鬼牌、牌背不同）</translation>
    </message>
    <message>
        <source>Had it been tabled face up at showdown (LC-81a)?</source>
        <comment>irregularity.hand_in_muck.q1</comment>
        <translation>攤牌時它已翻開放在桌上了嗎（LC-81a）？</translation>
    </message>
    <message>
        <source>Was it protected (LC-81b)?</source>
        <comment>irregularity.hand_in_muck.q2</comment>
        <translation>它有被保護嗎（LC-81b）？</translation>
    </message>
    <message>
        <source>Can it be identified?</source>
        <comment>irregularity.hand_in_muck.q3</comment>
        <translation>能辨認出來嗎？</translation>
    </message>
    <message>
        <source>Dead, unless it had been tabled at showdown or was protected and can be identified.</source>
        <comment>irregularity.hand_in_muck.ruling</comment>
        <translation>作廢，除非攤牌時已亮在桌上，或有被保護且能辨認。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.hand_in_muck.s1</comment>
        <translation>樓面主管確認：此手牌作廢，其籌碼留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.hand_in_muck.s2</comment>
        <translation>將此手牌丟入棄牌堆；由下一位玩家繼續行動</translation>
    </message>
    <message>
        <source>Hand touched the muck face down</source>
        <comment>irregularity.hand_in_muck.title</comment>
        <translation>手牌蓋著碰到棄牌堆</translation>
    </message>
    <message>
        <source>Did the throw make another player act?</source>
        <comment>irregularity.hand_thrown_forward.q1</comment>
        <translation>丟牌是否使其他玩家行動？</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.hand_thrown_forward.ruling</comment>
        <translation>此手牌作廢。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.hand_thrown_forward.s1</comment>
        <translation>樓面主管確認：此手牌作廢，其籌碼留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.hand_thrown_forward.s2</comment>
        <translation>將此手牌丟入棄牌堆；由下一位玩家繼續行動</translation>
    </message>
    <message>
        <source>Hand thrown forward and another player acted</source>
        <comment>irregularity.hand_thrown_forward.title</comment>
        <translation>手牌被丟向前且其他玩家已行動</translation>
    </message>
    <message>
        <source>Who turned the cards?</source>
        <comment>irregularity.hand_turned_by_other.q1</comment>
        <translation>誰翻開了牌？</translation>
    </message>
    <message>
        <source>Had the owner asked for it?</source>
        <comment>irregularity.hand_turned_by_other.q2</comment>
        <translation>牌主有要求嗎？</translation>
    </message>
    <message>
        <source>Only the owner turns his hand; a discarded hand turned up by someone else stays dead.</source>
        <comment>irregularity.hand_turned_by_other.ruling</comment>
        <translation>只有牌主可翻自己的牌；被他人翻開的已棄手牌仍為死牌。</translation>
    </message>
    <message>
        <source>Leave the discarded hand dead (LC-84)</source>
        <comment>irregularity.hand_turned_by_other.s1</comment>
        <translation>已棄手牌維持作廢（LC-84）</translation>
    </message>
    <message>
        <source>Another player turned a hand over</source>
        <comment>irregularity.hand_turned_by_other.title</comment>
        <translation>其他玩家翻開了手牌</translation>
    </message>
    <message>
        <source>Has the next hand&apos;s shuffle or deal begun?</source>
        <comment>irregularity.late_objection.q1</comment>
        <translation>下一局已開始洗牌或發牌了嗎？</translation>
    </message>
    <message>
        <source>Too late: no floor decision is possible on a hand once the next one has begun.</source>
        <comment>irregularity.late_objection.ruling</comment>
        <translation>太遲了：下一局開始後，樓面主管不能再對上一局作出裁決。</translation>
    </message>
    <message>
        <source>Tell the player the ruling window has closed (LC-8c)</source>
        <comment>irregularity.late_objection.s1</comment>
        <translation>告知玩家裁決期限已過（LC-8c）</translation>
    </message>
    <message>
        <source>Objection raised after the next hand began</source>
        <comment>irregularity.late_objection.title</comment>
        <translation>下一局開始後才提出異議</translation>
    </message>
    <message>
        <source>Which proposed ruling is overridden, and why?</source>
        <comment>irregularity.management_override.q1</comment>
        <translation>推翻哪一項建議裁決，為什麼？</translation>
    </message>
    <message>
        <source>The floor may rule by the spirit of the rules; the override and its reason are kept with the proposal.</source>
        <comment>irregularity.management_override.ruling</comment>
        <translation>樓面主管可依規則精神裁決；推翻及理由與建議一併保存。</translation>
    </message>
    <message>
        <source>Record the override with the floorperson&apos;s name and reason</source>
        <comment>irregularity.management_override.s1</comment>
        <translation>記錄推翻，並寫明樓面主管姓名與理由</translation>
    </message>
    <message>
        <source>Management ruling against the letter of a rule</source>
        <comment>irregularity.management_override.title</comment>
        <translation>管理方違反規則字面所作的裁決</translation>
    </message>
    <message>
        <source>Was the deck shuffled and cut before the first card?</source>
        <comment>irregularity.misdeal_a.q1</comment>
        <translation>發第一張牌前有洗牌和切牌嗎？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_a.q2</comment>
        <translation>已有實質行動嗎（兩位玩家接連行動，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_a.ruling</comment>
        <translation>若尚無實質行動則為發錯牌；之後只適用該項違規。只有樓面主管可宣告。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_a.s1</comment>
        <translation>停止發牌；所有牌保持原位，等樓面主管到來（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_a.s2</comment>
        <translation>樓面主管確認發錯牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_a.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按鈕重發本局</translation>
    </message>
    <message>
        <source>Misdeal: dealt without a shuffle and cut</source>
        <comment>irregularity.misdeal_a.title</comment>
        <translation>發錯牌：未洗牌切牌就發牌</translation>
    </message>
    <message>
        <source>Did the first card go to the seat left of the button?</source>
        <comment>irregularity.misdeal_b.q1</comment>
        <translation>第一張牌是發給按鈕左邊的座位嗎？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_b.q2</comment>
        <translation>已有實質行動嗎（兩位玩家接連行動，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_b.ruling</comment>
        <translation>若尚無實質行動則為發錯牌；之後只適用該項違規。只有樓面主管可宣告。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_b.s1</comment>
        <translation>停止發牌；所有牌保持原位，等樓面主管到來（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_b.s2</comment>
        <translation>樓面主管確認發錯牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_b.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按鈕重發本局</translation>
    </message>
    <message>
        <source>Misdeal: first card to the wrong seat</source>
        <comment>irregularity.misdeal_b.title</comment>
        <translation>發錯牌：第一張牌發錯座位</translation>
    </message>
    <message>
        <source>How many players hold the wrong number of cards (one: see extra/missing hole card)?</source>
        <comment>irregularity.misdeal_c.q1</comment>
        <translation>有幾位玩家牌數不對（一位：見多一張／少一張底牌）？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_c.q2</comment>
        <translation>已有實質行動嗎（兩位玩家接連行動，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_c.ruling</comment>
        <translation>若尚無實質行動則為發錯牌；之後只適用該項違規。只有樓面主管可宣告。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_c.s1</comment>
        <translation>停止發牌；所有牌保持原位，等樓面主管到來（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_c.s2</comment>
        <translation>樓面主管確認發錯牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_c.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按鈕重發本局</translation>
    </message>
    <message>
        <source>Misdeal: two or more players with a wrong card count</source>
        <comment>irregularity.misdeal_c.title</comment>
        <translation>發錯牌：兩位或以上玩家牌數不對</translation>
    </message>
    <message>
        <source>Can the two extra cards be put right? (floor judgement)</source>
        <comment>irregularity.misdeal_d.q1</comment>
        <translation>多出的兩張牌能更正嗎？（由樓面主管判斷）</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_d.q2</comment>
        <translation>已有實質行動嗎（兩位玩家接連行動，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_d.ruling</comment>
        <translation>若尚無實質行動則為發錯牌；之後只適用該項違規。只有樓面主管可宣告。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_d.s1</comment>
        <translation>停止發牌；所有牌保持原位，等樓面主管到來（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_d.s2</comment>
        <translation>樓面主管確認發錯牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_d.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按鈕重發本局</translation>
    </message>
    <message>
        <source>Misdeal: two extra cards off the deck, not fixable</source>
        <comment>irregularity.misdeal_d.title</comment>
        <translation>發錯牌：牌組多出兩張牌，無法更正</translation>
    </message>
    <message>
        <source>Has anyone acted yet?</source>
        <comment>irregularity.misdeal_e.q1</comment>
        <translation>已經有人行動了嗎？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_e.q2</comment>
        <translation>已有實質行動嗎（兩位玩家接連行動，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_e.ruling</comment>
        <translation>若尚無實質行動則為發錯牌；之後只適用該項違規。只有樓面主管可宣告。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_e.s1</comment>
        <translation>停止發牌；所有牌保持原位，等樓面主管到來（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_e.s2</comment>
        <translation>樓面主管確認發錯牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_e.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按鈕重發本局</translation>
    </message>
    <message>
        <source>Misdeal: button in the wrong place</source>
        <comment>irregularity.misdeal_e.title</comment>
        <translation>發錯牌：按鈕位置錯誤</translation>
    </message>
    <message>
        <source>Was it the first or second card of the whole deal (AMB-17)? A later single card: exposed hole card.</source>
        <comment>irregularity.misdeal_f.q1</comment>
        <translation>是整個發牌的第一或第二張嗎（AMB-17）？之後的單張：底牌外露。</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_f.q2</comment>
        <translation>已有實質行動嗎（兩位玩家接連行動，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_f.ruling</comment>
        <translation>若尚無實質行動則為發錯牌；之後只適用該項違規。只有樓面主管可宣告。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_f.s1</comment>
        <translation>停止發牌；所有牌保持原位，等樓面主管到來（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_f.s2</comment>
        <translation>樓面主管確認發錯牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_f.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按鈕重發本局</translation>
    </message>
    <message>
        <source>Misdeal: first or second card of the deal face up</source>
        <comment>irregularity.misdeal_f.title</comment>
        <translation>發錯牌：發牌的第一或第二張翻開</translation>
    </message>
    <message>
        <source>How many cards of the deal were face up?</source>
        <comment>irregularity.misdeal_g.q1</comment>
        <translation>發牌中有幾張是翻開的？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_g.q2</comment>
        <translation>已有實質行動嗎（兩位玩家接連行動，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_g.ruling</comment>
        <translation>若尚無實質行動則為發錯牌；之後只適用該項違規。只有樓面主管可宣告。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_g.s1</comment>
        <translation>停止發牌；所有牌保持原位，等樓面主管到來（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_g.s2</comment>
        <translation>樓面主管確認發錯牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_g.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按鈕重發本局</translation>
    </message>
    <message>
        <source>Misdeal: two or more cards dealt face up</source>
        <comment>irregularity.misdeal_g.title</comment>
        <translation>發錯牌：兩張或以上的牌翻開發出</translation>
    </message>
    <message>
        <source>Was the skipped player present or had he posted?</source>
        <comment>irregularity.misdeal_h.q1</comment>
        <translation>被跳過的玩家當時在場或已下注嗎？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_h.q2</comment>
        <translation>已有實質行動嗎（兩位玩家接連行動，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_h.ruling</comment>
        <translation>若尚無實質行動則為發錯牌；之後只適用該項違規。只有樓面主管可宣告。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_h.s1</comment>
        <translation>停止發牌；所有牌保持原位，等樓面主管到來（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_h.s2</comment>
        <translation>樓面主管確認發錯牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_h.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按鈕重發本局</translation>
    </message>
    <message>
        <source>Misdeal: an entitled player dealt out</source>
        <comment>irregularity.misdeal_h.title</comment>
        <translation>發錯牌：有權拿牌的玩家被跳過</translation>
    </message>
    <message>
        <source>Was it the first card of the stud deal?</source>
        <comment>irregularity.misdeal_i.q1</comment>
        <translation>是梭哈發牌的第一張嗎？</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_i.q2</comment>
        <translation>已有實質行動嗎（兩位玩家接連行動，LC-GL-68）？</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_i.ruling</comment>
        <translation>若尚無實質行動則為發錯牌；之後只適用該項違規。只有樓面主管可宣告。</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_i.s1</comment>
        <translation>停止發牌；所有牌保持原位，等樓面主管到來（LC-103.s1）</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_i.s2</comment>
        <translation>樓面主管確認發錯牌：退回本局所有下注和盲注（LC-103, LC-104）</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_i.s3</comment>
        <translation>收回所有牌，洗牌、切牌，以相同按鈕重發本局</translation>
    </message>
    <message>
        <source>Misdeal: stud: first card dealt face up</source>
        <comment>irregularity.misdeal_i.title</comment>
        <translation>發錯牌：梭哈第一張牌翻開發出</translation>
    </message>
    <message>
        <source>Which misdeal case applies (LC-104a-i)?</source>
        <comment>irregularity.misdeal_request.q1</comment>
        <translation>適用哪一種發錯牌情況（LC-104a-i）？</translation>
    </message>
    <message>
        <source>Has there been substantial action?</source>
        <comment>irregularity.misdeal_request.q2</comment>
        <translation>已有實質行動嗎？</translation>
    </message>
    <message>
        <source>Only a floorperson declares a misdeal; the dealer&apos;s request waits with the cards untouched.</source>
        <comment>irregularity.misdeal_request.ruling</comment>
        <translation>只有樓面主管可宣告發錯牌；荷官的請求等待處理，牌保持不動。</translation>
    </message>
    <message>
        <source>Leave the cards in place</source>
        <comment>irregularity.misdeal_request.s1</comment>
        <translation>牌保持原位</translation>
    </message>
    <message>
        <source>Floor confirms or refuses (LC-103.s1)</source>
        <comment>irregularity.misdeal_request.s2</comment>
        <translation>樓面主管確認或拒絕（LC-103.s1）</translation>
    </message>
    <message>
        <source>Dealer asks for a misdeal</source>
        <comment>irregularity.misdeal_request.title</comment>
        <translation>荷官請求宣告發錯牌</translation>
    </message>
    <message>
        <source>The top card once the deal is complete, acted or not (PGP-IRR-01).</source>
        <comment>irregularity.missing_hole_card.house.always_top_card</comment>
        <translation>發牌完成後給牌組最上面的牌，不論是否已行動（PGP-IRR-01）。</translation>
    </message>
    <message>
        <source>Not acted: the top card once the deal is complete (LC-108a). Acted before the flop: dead, his money stays (LC-108b). Found later: dead (LC-85c).</source>
        <comment>irregularity.missing_hole_card.house.top_card_unless_acted</comment>
        <translation>未行動：發牌完成後給牌組最上面的牌（LC-108a）。翻牌前已行動：作廢，他的錢留在底池（LC-108b）。之後才發現：作廢（LC-85c）。</translation>
    </message>
    <message>
        <source>Which seat is short?</source>
        <comment>irregularity.missing_hole_card.q1</comment>
        <translation>哪個座位少牌？</translation>
    </message>
    <message>
        <source>Has that player acted?</source>
        <comment>irregularity.missing_hole_card.q2</comment>
        <translation>該玩家已行動了嗎？</translation>
    </message>
    <message>
        <source>Has the flop been dealt?</source>
        <comment>irregularity.missing_hole_card.q3</comment>
        <translation>已發翻牌了嗎？</translation>
    </message>
    <message>
        <source>Depends on the house setting K16 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.missing_hole_card.ruling</comment>
        <translation>依場館設定 K16（見下方場館裁決）；未設定：由樓面主管決定。</translation>
    </message>
    <message>
        <source>Call the floor (LC-P5)</source>
        <comment>irregularity.missing_hole_card.s1</comment>
        <translation>呼叫樓面主管（LC-P5）</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.missing_hole_card.s2</comment>
        <translation>依所示的場館裁決處理</translation>
    </message>
    <message>
        <source>One hole card short</source>
        <comment>irregularity.missing_hole_card.title</comment>
        <translation>少一張底牌</translation>
    </message>
    <message>
        <source>Has the deck been used for a full round?</source>
        <comment>irregularity.new_deck_request.q1</comment>
        <translation>這副牌已用滿一整圈了嗎？</translation>
    </message>
    <message>
        <source>When was the last new setup?</source>
        <comment>irregularity.new_deck_request.q2</comment>
        <translation>上次換新牌是什麼時候？</translation>
    </message>
    <message>
        <source>Granted once the deck has gone a full round, and new setups no more than every half hour.</source>
        <comment>irregularity.new_deck_request.ruling</comment>
        <translation>牌用滿一整圈後可換；換新牌每半小時最多一次。</translation>
    </message>
    <message>
        <source>Check the deck&apos;s age and the last setup time</source>
        <comment>irregularity.new_deck_request.s1</comment>
        <translation>檢查牌的使用時間和上次換牌時間</translation>
    </message>
    <message>
        <source>Bring the setup</source>
        <comment>irregularity.new_deck_request.s2</comment>
        <translation>拿新牌來</translation>
    </message>
    <message>
        <source>Request for a new deck or setup</source>
        <comment>irregularity.new_deck_request.title</comment>
        <translation>要求換牌或換新牌組</translation>
    </message>
    <message>
        <source>Has he looked at his cards?</source>
        <comment>irregularity.newcomer_dealt_in.q1</comment>
        <translation>他看過牌了嗎？</translation>
    </message>
    <message>
        <source>If he has seen them his hand plays and he posts his big blind before the next deal; if not, the cards are dead and his entry choice stays as it was.</source>
        <comment>irregularity.newcomer_dealt_in.ruling</comment>
        <translation>若已看過，此手牌有效，他在下一次發牌前下大盲注；若沒看，牌作廢，他的入局方式不變。</translation>
    </message>
    <message>
        <source>Ask whether he looked at the cards</source>
        <comment>irregularity.newcomer_dealt_in.s1</comment>
        <translation>詢問他是否看過牌</translation>
    </message>
    <message>
        <source>Looked: deal him in and play the hand (LC-132a); he posts before the next deal</source>
        <comment>irregularity.newcomer_dealt_in.s2</comment>
        <translation>已看：讓他玩這一局（LC-132a）；下一次發牌前補下注</translation>
    </message>
    <message>
        <source>Not looked: kill the cards, keep his entry choice (LC-132b, LC-127)</source>
        <comment>irregularity.newcomer_dealt_in.s3</comment>
        <translation>未看：牌作廢，保留他的入局方式（LC-132b, LC-127）</translation>
    </message>
    <message>
        <source>Newcomer dealt in before posting</source>
        <comment>irregularity.newcomer_dealt_in.title</comment>
        <translation>新玩家未下注就被發牌</translation>
    </message>
    <message>
        <source>Why is he not entitled (seat change, missed blind)?</source>
        <comment>irregularity.not_entitled_dealt.q1</comment>
        <translation>他為何無權拿牌（換座位、錯過盲注）？</translation>
    </message>
    <message>
        <source>Has he acted?</source>
        <comment>irregularity.not_entitled_dealt.q2</comment>
        <translation>他已行動了嗎？</translation>
    </message>
    <message>
        <source>Does he hold only one card?</source>
        <comment>irregularity.not_entitled_dealt.q3</comment>
        <translation>他只有一張牌嗎？</translation>
    </message>
    <message>
        <source>Found before he acts: his hand is dead and play goes on, no misdeal; his action stands if he already acted. He still owes his wait or missed blinds.</source>
        <comment>irregularity.not_entitled_dealt.ruling</comment>
        <translation>在他行動前發現：此手牌作廢，牌局繼續，不算發錯牌；若已行動則行動有效。他仍須等待或補錯過的盲注。</translation>
    </message>
    <message>
        <source>Kill his hand (LC-113)</source>
        <comment>irregularity.not_entitled_dealt.s1</comment>
        <translation>將他的手牌作廢（LC-113）</translation>
    </message>
    <message>
        <source>If he has one card, give the seat its second card in rotation, then muck it</source>
        <comment>irregularity.not_entitled_dealt.s2</comment>
        <translation>若他只有一張牌，輪到時給此座位第二張牌，然後丟入棄牌堆</translation>
    </message>
    <message>
        <source>Keep his missed-blind button or seat-change wait</source>
        <comment>irregularity.not_entitled_dealt.s3</comment>
        <translation>保留他的錯過盲注按鈕或換座等待</translation>
    </message>
    <message>
        <source>Player dealt in without the right to a hand</source>
        <comment>irregularity.not_entitled_dealt.title</comment>
        <translation>無權拿牌的玩家被發牌</translation>
    </message>
    <message>
        <source>Was the preflop betting complete when the flop was spread?</source>
        <comment>irregularity.premature_flop.q1</comment>
        <translation>翻牌攤開時，翻牌前的下注已結束了嗎？</translation>
    </message>
    <message>
        <source>The flop cards go back into the stub, which is shuffled; the burn already taken stays, and once betting is over the new flop comes without another burn.</source>
        <comment>irregularity.premature_flop.ruling</comment>
        <translation>翻牌放回剩餘牌並洗牌；已燒的牌保留，下注結束後不再燒牌直接發新翻牌。</translation>
    </message>
    <message>
        <source>Take the flop cards back (keep the burn) (LC-110)</source>
        <comment>irregularity.premature_flop.s1</comment>
        <translation>收回翻牌（保留燒牌）（LC-110）</translation>
    </message>
    <message>
        <source>Finish the preflop betting</source>
        <comment>irregularity.premature_flop.s2</comment>
        <translation>完成翻牌前下注</translation>
    </message>
    <message>
        <source>Shuffle the stub with the returned flop cards</source>
        <comment>irregularity.premature_flop.s3</comment>
        <translation>把收回的翻牌與剩餘牌一起洗</translation>
    </message>
    <message>
        <source>Deal the new flop WITHOUT a burn (LC-110)</source>
        <comment>irregularity.premature_flop.s4</comment>
        <translation>不燒牌發新翻牌（LC-110）</translation>
    </message>
    <message>
        <source>Flop dealt before preflop betting ended</source>
        <comment>irregularity.premature_flop.title</comment>
        <translation>翻牌前下注未結束就發了翻牌</translation>
    </message>
    <message>
        <source>Was the turn betting complete when the river was shown?</source>
        <comment>irregularity.premature_river.q1</comment>
        <translation>河牌亮出時，轉牌下注已結束了嗎？</translation>
    </message>
    <message>
        <source>The early river is out of play. After turn betting, shuffle the stub with it (burns and discards stay out) and deal the river without a burn.</source>
        <comment>irregularity.premature_river.ruling</comment>
        <translation>提前的河牌不使用。轉牌下注後，把它與剩餘牌一起洗（燒牌和棄牌不放入），不燒牌發河牌。</translation>
    </message>
    <message>
        <source>Set the early river card aside (LC-112)</source>
        <comment>irregularity.premature_river.s1</comment>
        <translation>把提前的河牌放在一旁（LC-112）</translation>
    </message>
    <message>
        <source>Finish the turn betting</source>
        <comment>irregularity.premature_river.s2</comment>
        <translation>完成轉牌下注</translation>
    </message>
    <message>
        <source>Shuffle the stub with the set-aside card (LC-112)</source>
        <comment>irregularity.premature_river.s3</comment>
        <translation>把放在一旁的牌與剩餘牌一起洗（LC-112）</translation>
    </message>
    <message>
        <source>Deal the river WITHOUT a burn (LC-112)</source>
        <comment>irregularity.premature_river.s4</comment>
        <translation>不燒牌發河牌（LC-112）</translation>
    </message>
    <message>
        <source>River shown before turn betting ended</source>
        <comment>irregularity.premature_river.title</comment>
        <translation>轉牌下注未結束就亮出河牌</translation>
    </message>
    <message>
        <source>Was the flop betting complete when the turn was shown?</source>
        <comment>irregularity.premature_turn.q1</comment>
        <translation>轉牌亮出時，翻牌下注已結束了嗎？</translation>
    </message>
    <message>
        <source>The early turn is out of play for now. After flop betting, burn and deal the next card as the turn. After turn betting, shuffle the stub with the early card (burns and discards stay out) and deal the river without a burn.</source>
        <comment>irregularity.premature_turn.ruling</comment>
        <translation>提前的轉牌暫不使用。翻牌下注後，燒牌並發下一張作為轉牌。轉牌下注後，把提前的牌與剩餘牌一起洗（燒牌和棄牌不放入），不燒牌發河牌。</translation>
    </message>
    <message>
        <source>Set the early turn card aside face up (LC-111)</source>
        <comment>irregularity.premature_turn.s1</comment>
        <translation>把提前的轉牌翻開放在一旁（LC-111）</translation>
    </message>
    <message>
        <source>Finish the flop betting</source>
        <comment>irregularity.premature_turn.s2</comment>
        <translation>完成翻牌下注</translation>
    </message>
    <message>
        <source>Burn one card and deal the turn (LC-111)</source>
        <comment>irregularity.premature_turn.s3</comment>
        <translation>燒一張牌並發轉牌（LC-111）</translation>
    </message>
    <message>
        <source>Finish the turn betting</source>
        <comment>irregularity.premature_turn.s4</comment>
        <translation>完成轉牌下注</translation>
    </message>
    <message>
        <source>Shuffle the stub with the set-aside card, not the burns or discards (LC-111)</source>
        <comment>irregularity.premature_turn.s5</comment>
        <translation>把放在一旁的牌與剩餘牌一起洗，不含燒牌和棄牌（LC-111）</translation>
    </message>
    <message>
        <source>Deal the river WITHOUT a burn (LC-111)</source>
        <comment>irregularity.premature_turn.s6</comment>
        <translation>不燒牌發河牌（LC-111）</translation>
    </message>
    <message>
        <source>Turn shown before flop betting ended</source>
        <comment>irregularity.premature_turn.title</comment>
        <translation>翻牌下注未結束就亮出轉牌</translation>
    </message>
    <message>
        <source>Who asks: the winner or another player?</source>
        <comment>irregularity.see_hand_at_showdown.q1</comment>
        <translation>誰要求：贏家還是其他玩家？</translation>
    </message>
    <message>
        <source>Was the hand called?</source>
        <comment>irregularity.see_hand_at_showdown.q2</comment>
        <translation>此手牌被跟注了嗎？</translation>
    </message>
    <message>
        <source>Any player may see a called hand. Asked by anyone but the winner, a mucked hand stays dead; asked by the winner, the losing hand plays against his and the better hand takes the pot (AMB-30).</source>
        <comment>irregularity.see_hand_at_showdown.ruling</comment>
        <translation>任何玩家都可看被跟注的牌。非贏家要求時，已棄的牌仍為死牌；贏家要求時，輸家的牌與他的比，較好的牌贏得底池（AMB-30）。</translation>
    </message>
    <message>
        <source>Show the requested hand face up (LC-75)</source>
        <comment>irregularity.see_hand_at_showdown.s1</comment>
        <translation>把被要求的牌翻開展示（LC-75）</translation>
    </message>
    <message>
        <source>Winner asked: compare the two hands, the better one wins</source>
        <comment>irregularity.see_hand_at_showdown.s2</comment>
        <translation>贏家要求：比較兩手牌，較好者贏</translation>
    </message>
    <message>
        <source>Someone else asked: the mucked hand stays dead</source>
        <comment>irregularity.see_hand_at_showdown.s3</comment>
        <translation>其他人要求：已棄的牌仍為死牌</translation>
    </message>
    <message>
        <source>Request to see a hand at showdown</source>
        <comment>irregularity.see_hand_at_showdown.title</comment>
        <translation>攤牌時要求看牌</translation>
    </message>
    <message>
        <source>Refused: burns and the unused deck are never shown.</source>
        <comment>irregularity.show_burn_request.ruling</comment>
        <translation>拒絕：燒牌和未用的牌組一律不展示。</translation>
    </message>
    <message>
        <source>Decline the request (LC-22)</source>
        <comment>irregularity.show_burn_request.s1</comment>
        <translation>拒絕此要求（LC-22）</translation>
    </message>
    <message>
        <source>Request to see the burn cards or the stub</source>
        <comment>irregularity.show_burn_request.title</comment>
        <translation>要求看燒牌或剩餘牌</translation>
    </message>
    <message>
        <source>Were they shown to an active player, or to someone not in the hand?</source>
        <comment>irregularity.show_one_show_all.q1</comment>
        <translation>是給仍在局的玩家看，還是給局外人看？</translation>
    </message>
    <message>
        <source>Cards shown on purpose are for everyone: shown to an active player, any active player may see them now; shown to anyone else, they are shown to all after the hand.</source>
        <comment>irregularity.show_one_show_all.ruling</comment>
        <translation>故意亮出的牌所有人都可看：給在局玩家看，任何在局玩家現在都可看；給其他人看，牌局結束後向所有人展示。</translation>
    </message>
    <message>
        <source>Show the cards to any active player who asks (LC-77)</source>
        <comment>irregularity.show_one_show_all.s1</comment>
        <translation>向任何要求的在局玩家展示（LC-77）</translation>
    </message>
    <message>
        <source>Otherwise show them to the table when the hand ends</source>
        <comment>irregularity.show_one_show_all.s2</comment>
        <translation>否則在牌局結束時向全桌展示</translation>
    </message>
    <message>
        <source>Cards shown to another player during a hand</source>
        <comment>irregularity.show_one_show_all.title</comment>
        <translation>牌局中把牌給其他玩家看</translation>
    </message>
    <message>
        <source>Which limit or structure is requested?</source>
        <comment>irregularity.structure_change.q1</comment>
        <translation>要求哪一種注額或結構？</translation>
    </message>
    <message>
        <source>Pending until the floor approves it.</source>
        <comment>irregularity.structure_change.ruling</comment>
        <translation>待樓面主管批准。</translation>
    </message>
    <message>
        <source>Floor approves the change (LC-12)</source>
        <comment>irregularity.structure_change.s1</comment>
        <translation>樓面主管批准變更（LC-12）</translation>
    </message>
    <message>
        <source>Limit or structure change requested</source>
        <comment>irregularity.structure_change.title</comment>
        <translation>要求變更注額或結構</translation>
    </message>
    <message>
        <source>Did the player ante?</source>
        <comment>irregularity.stud_ante_no_cards.q1</comment>
        <translation>該玩家下了底注嗎？</translation>
    </message>
    <message>
        <source>Did he receive any card?</source>
        <comment>irregularity.stud_ante_no_cards.q2</comment>
        <translation>他拿到任何牌了嗎？</translation>
    </message>
    <message>
        <source>His ante comes back to him.</source>
        <comment>irregularity.stud_ante_no_cards.ruling</comment>
        <translation>退還他的底注。</translation>
    </message>
    <message>
        <source>Return the ante to the skipped seat (LC-116)</source>
        <comment>irregularity.stud_ante_no_cards.s1</comment>
        <translation>把底注退還給被跳過的座位（LC-116）</translation>
    </message>
    <message>
        <source>He sits the hand out; the cards dealt stay with the players who got them</source>
        <comment>irregularity.stud_ante_no_cards.s2</comment>
        <translation>他本局不參與；已發的牌歸拿到的玩家</translation>
    </message>
    <message>
        <source>Stud: anted but dealt no cards</source>
        <comment>irregularity.stud_ante_no_cards.title</comment>
        <translation>梭哈：下了底注但沒拿到牌</translation>
    </message>
    <message>
        <source>Can the cards be moved back to their proper places?</source>
        <comment>irregularity.stud_burn_error.q1</comment>
        <translation>牌能移回正確位置嗎？</translation>
    </message>
    <message>
        <source>Was it the last down card, already looked at?</source>
        <comment>irregularity.stud_burn_error.q2</comment>
        <translation>是最後一張蓋牌且已被看過嗎？</translation>
    </message>
    <message>
        <source>Put the cards where they belong if possible; on the last down card that cannot be fixed, players keep what they got and the action continues.</source>
        <comment>irregularity.stud_burn_error.ruling</comment>
        <translation>可能的話把牌放回應有位置；最後一張蓋牌無法更正時，玩家保留拿到的牌，繼續行動。</translation>
    </message>
    <message>
        <source>Move the cards to their proper seats (LC-122)</source>
        <comment>irregularity.stud_burn_error.s1</comment>
        <translation>把牌移到正確座位（LC-122）</translation>
    </message>
    <message>
        <source>Otherwise continue as dealt</source>
        <comment>irregularity.stud_burn_error.s2</comment>
        <translation>否則照已發的繼續</translation>
    </message>
    <message>
        <source>Stud: two burns or no burn</source>
        <comment>irregularity.stud_burn_error.title</comment>
        <translation>梭哈：燒了兩張或沒燒牌</translation>
    </message>
    <message>
        <source>Was it a down card or an up card, and on which street?</source>
        <comment>irregularity.stud_card_off_table.q1</comment>
        <translation>是蓋牌還是明牌，在哪一條街？</translation>
    </message>
    <message>
        <source>A down card off the table is an exposed down card (LC-117 early, LC-123 on seventh); an up card off the table plays.</source>
        <comment>irregularity.stud_card_off_table.ruling</comment>
        <translation>掉落桌外的蓋牌視為外露的蓋牌（早期 LC-117，第七街 LC-123）；掉落的明牌照常有效。</translation>
    </message>
    <message>
        <source>Down card: treat as exposed (LC-117 / LC-123)</source>
        <comment>irregularity.stud_card_off_table.s1</comment>
        <translation>蓋牌：視為外露（LC-117 / LC-123）</translation>
    </message>
    <message>
        <source>Up card: it plays</source>
        <comment>irregularity.stud_card_off_table.s2</comment>
        <translation>明牌：照常有效</translation>
    </message>
    <message>
        <source>Stud: card dealt off the table</source>
        <comment>irregularity.stud_card_off_table.title</comment>
        <translation>梭哈：發牌時牌掉落桌外</translation>
    </message>
    <message>
        <source>Was it a first or second down card, an up card, or the last down card?</source>
        <comment>irregularity.stud_empty_seat_dealt.q1</comment>
        <translation>是第一或第二張蓋牌、明牌，還是最後一張蓋牌？</translation>
    </message>
    <message>
        <source>Can it be put right?</source>
        <comment>irregularity.stud_empty_seat_dealt.q2</comment>
        <translation>能更正嗎？</translation>
    </message>
    <message>
        <source>An early down card to an empty seat is dead and discarded; an up card is moved along to the right players; a last down card that cannot be fixed leaves the hand as dealt.</source>
        <comment>irregularity.stud_empty_seat_dealt.ruling</comment>
        <translation>發到空位的早期蓋牌為死牌並棄掉；明牌順移給正確玩家；最後一張蓋牌無法更正時，照已發的進行。</translation>
    </message>
    <message>
        <source>Down card: discard it and go on (LC-119)</source>
        <comment>irregularity.stud_empty_seat_dealt.s1</comment>
        <translation>蓋牌：棄掉後繼續（LC-119）</translation>
    </message>
    <message>
        <source>Up card: slide the up cards to their proper seats</source>
        <comment>irregularity.stud_empty_seat_dealt.s2</comment>
        <translation>明牌：把明牌移到正確座位</translation>
    </message>
    <message>
        <source>Seventh card: play the hand as dealt</source>
        <comment>irregularity.stud_empty_seat_dealt.s3</comment>
        <translation>第七張牌：照已發的進行</translation>
    </message>
    <message>
        <source>Stud: card dealt to an empty seat</source>
        <comment>irregularity.stud_empty_seat_dealt.title</comment>
        <translation>梭哈：牌發到空位</translation>
    </message>
    <message>
        <source>Was a bet pending when he folded?</source>
        <comment>irregularity.stud_fold_no_bet.q1</comment>
        <translation>他棄牌時有待跟的下注嗎？</translation>
    </message>
    <message>
        <source>A player who folds when nothing was bet receives no further cards.</source>
        <comment>irregularity.stud_fold_no_bet.ruling</comment>
        <translation>沒有下注時棄牌的玩家不再拿牌。</translation>
    </message>
    <message>
        <source>Skip the seat on later streets (LC-120)</source>
        <comment>irregularity.stud_fold_no_bet.s1</comment>
        <translation>之後各街跳過此座位（LC-120）</translation>
    </message>
    <message>
        <source>Stud: fold with no bet to face</source>
        <comment>irregularity.stud_fold_no_bet.title</comment>
        <translation>梭哈：沒有下注時棄牌</translation>
    </message>
    <message>
        <source>Which down card was exposed (dealt up or flashed)?</source>
        <comment>irregularity.stud_hole_card_exposed.q1</comment>
        <translation>哪一張蓋牌外露了（翻開發出或被看到）？</translation>
    </message>
    <message>
        <source>Is the exposed card now the lowest up card?</source>
        <comment>irregularity.stud_hole_card_exposed.q2</comment>
        <translation>外露的牌現在是最低的明牌嗎？</translation>
    </message>
    <message>
        <source>The exposed card plays as an up card and his third card comes face down. If it is the low card, the bring-in moves to the next-lowest up card (house K22).</source>
        <comment>irregularity.stud_hole_card_exposed.ruling</comment>
        <translation>外露的牌當作明牌，他的第三張牌蓋著發。若它是最低牌，強制開注改由次低明牌（場館 K22）。</translation>
    </message>
    <message>
        <source>Leave the exposed card face up (LC-117)</source>
        <comment>irregularity.stud_hole_card_exposed.s1</comment>
        <translation>外露的牌保持翻開（LC-117）</translation>
    </message>
    <message>
        <source>Deal his third card face down</source>
        <comment>irregularity.stud_hole_card_exposed.s2</comment>
        <translation>他的第三張牌蓋著發</translation>
    </message>
    <message>
        <source>Work out the bring-in without his exposed card if it is the lowest</source>
        <comment>irregularity.stud_hole_card_exposed.s3</comment>
        <translation>若他外露的牌最低，不算它來決定強制開注</translation>
    </message>
    <message>
        <source>Stud: one of the two down cards exposed</source>
        <comment>irregularity.stud_hole_card_exposed.title</comment>
        <translation>梭哈：兩張蓋牌之一外露</translation>
    </message>
    <message>
        <source>Did the player himself cause the card to turn over?</source>
        <comment>irregularity.stud_own_card_flipped.q1</comment>
        <translation>是玩家自己把牌翻開的嗎？</translation>
    </message>
    <message>
        <source>His third card is dealt face up and the exposed card plays: two up cards.</source>
        <comment>irregularity.stud_own_card_flipped.ruling</comment>
        <translation>他的第三張牌翻開發，外露的牌有效：兩張明牌。</translation>
    </message>
    <message>
        <source>Deal his third card face up (LC-118)</source>
        <comment>irregularity.stud_own_card_flipped.s1</comment>
        <translation>他的第三張牌翻開發（LC-118）</translation>
    </message>
    <message>
        <source>He plays with two up cards</source>
        <comment>irregularity.stud_own_card_flipped.s2</comment>
        <translation>他以兩張明牌進行</translation>
    </message>
    <message>
        <source>His third card, not the one he turned, is his door card for the bring-in</source>
        <comment>irregularity.stud_own_card_flipped.s3</comment>
        <translation>強制開注以他的第三張牌為門牌，而不是他翻開的那張</translation>
    </message>
    <message>
        <source>Stud: player turned up his own down card</source>
        <comment>irregularity.stud_own_card_flipped.title</comment>
        <translation>梭哈：玩家自己翻開蓋牌</translation>
    </message>
    <message>
        <source>How many players are still in at discovery (AMB-29)?</source>
        <comment>irregularity.stud_premature_card.q1</comment>
        <translation>發現時還有幾位玩家在局（AMB-29）？</translation>
    </message>
    <message>
        <source>Was the early card the last down card, and did the player look at it?</source>
        <comment>irregularity.stud_premature_card.q2</comment>
        <translation>提前的牌是最後一張蓋牌嗎，玩家看過了嗎？</translation>
    </message>
    <message>
        <source>Take the early cards out of play together with one card per player still in, finish the betting, then burn and deal the street normally. A last down card the player looked at or mixed in stays with him; a player holding seven cards may then only check, call or fold.</source>
        <comment>irregularity.stud_premature_card.ruling</comment>
        <translation>把提前的牌連同每位在局玩家一張剩餘牌移出，完成下注，再照常燒牌發這一街。玩家看過或混入的最後一張蓋牌歸他；持有七張牌的玩家之後只能過牌、跟注或棄牌。</translation>
    </message>
    <message>
        <source>Count the players still in (AMB-29)</source>
        <comment>irregularity.stud_premature_card.s1</comment>
        <translation>點算仍在局的玩家（AMB-29）</translation>
    </message>
    <message>
        <source>Put the early cards plus that many stub cards in the discards (LC-121)</source>
        <comment>irregularity.stud_premature_card.s2</comment>
        <translation>把提前的牌和同樣數量的剩餘牌放入棄牌（LC-121）</translation>
    </message>
    <message>
        <source>Finish the betting round</source>
        <comment>irregularity.stud_premature_card.s3</comment>
        <translation>完成這一輪下注</translation>
    </message>
    <message>
        <source>Burn and deal the street as usual</source>
        <comment>irregularity.stud_premature_card.s4</comment>
        <translation>照常燒牌並發這一街</translation>
    </message>
    <message>
        <source>Stud: cards dealt before the betting round ended</source>
        <comment>irregularity.stud_premature_card.title</comment>
        <translation>梭哈：下注輪未結束就發牌</translation>
    </message>
    <message>
        <source>Whose seventh card is face up?</source>
        <comment>irregularity.stud_seventh_up.q1</comment>
        <translation>誰的第七張牌翻開了？</translation>
    </message>
    <message>
        <source>Does that player declare all-in now?</source>
        <comment>irregularity.stud_seventh_up.q2</comment>
        <translation>該玩家現在宣告全押嗎？</translation>
    </message>
    <message>
        <source>Everyone else still gets a down card. The player with the up card may bet normally or declare all-in before the action, the last round then going to a side pot. The highest board on sixth street opens.</source>
        <comment>irregularity.stud_seventh_up.ruling</comment>
        <translation>其他人仍拿一張蓋牌。拿到明牌的玩家可照常下注，或在行動前宣告全押，最後一輪則進邊池。由第六街最高的明牌開注。</translation>
    </message>
    <message>
        <source>Deal the others their seventh card face down (LC-123)</source>
        <comment>irregularity.stud_seventh_up.s1</comment>
        <translation>其他人的第七張牌蓋著發（LC-123）</translation>
    </message>
    <message>
        <source>Ask the player with the up card: bet normally or all-in now</source>
        <comment>irregularity.stud_seventh_up.s2</comment>
        <translation>詢問拿到明牌的玩家：照常下注還是現在全押</translation>
    </message>
    <message>
        <source>Start the action with the high board as of sixth street</source>
        <comment>irregularity.stud_seventh_up.s3</comment>
        <translation>由第六街最高的明牌開始行動</translation>
    </message>
    <message>
        <source>Stud: a seventh-street card dealt face up</source>
        <comment>irregularity.stud_seventh_up.title</comment>
        <translation>梭哈：第七街的牌翻開發出</translation>
    </message>
    <message>
        <source>How many cards are in the stub, how many players are still in, how many burns?</source>
        <comment>irregularity.stud_short_deck.q1</comment>
        <translation>剩餘牌有幾張，還有幾位玩家在局，燒了幾張？</translation>
    </message>
    <message>
        <source>Count first. Exactly enough: deal without a burn. Short: deal all but the last, mix it with the burns, cut, burn and finish. Still short: one face-up community card, the high board on sixth street opening.</source>
        <comment>irregularity.stud_short_deck.ruling</comment>
        <translation>先點算。剛好夠：不燒牌發。不夠：除最後一張外都發，把最後一張與燒牌混合、切牌、燒牌後發完。仍不夠：發一張翻開的公共牌，由第六街最高明牌開注。</translation>
    </message>
    <message>
        <source>Count stub and players (LC-124)</source>
        <comment>irregularity.stud_short_deck.s1</comment>
        <translation>點算剩餘牌和玩家（LC-124）</translation>
    </message>
    <message>
        <source>Enough: deal with no burn</source>
        <comment>irregularity.stud_short_deck.s2</comment>
        <translation>夠：不燒牌發</translation>
    </message>
    <message>
        <source>Short: deal all but one, mix the last with the burns, cut, burn, finish</source>
        <comment>irregularity.stud_short_deck.s3</comment>
        <translation>不夠：除一張外都發，把最後一張與燒牌混合、切牌、燒牌、發完</translation>
    </message>
    <message>
        <source>Not enough: burn and turn one community card for everyone</source>
        <comment>irregularity.stud_short_deck.s4</comment>
        <translation>仍不夠：燒牌並翻開一張給所有人的公共牌</translation>
    </message>
    <message>
        <source>Stud: too few cards for seventh street</source>
        <comment>irregularity.stud_short_deck.title</comment>
        <translation>梭哈：第七街的牌不夠</translation>
    </message>
    <message>
        <source>Has the hand touched the muck?</source>
        <comment>irregularity.thrown_hand_retrievable.q1</comment>
        <translation>手牌碰到棄牌堆了嗎？</translation>
    </message>
    <message>
        <source>Did anyone act because it was thrown?</source>
        <comment>irregularity.thrown_hand_retrievable.q2</comment>
        <translation>有人因丟牌而行動了嗎？</translation>
    </message>
    <message>
        <source>If it is clear of the muck and nobody acted on the throw, it can be taken back and declared live.</source>
        <comment>irregularity.thrown_hand_retrievable.ruling</comment>
        <translation>若沒碰到棄牌堆且無人因丟牌而行動，可收回並宣告有效。</translation>
    </message>
    <message>
        <source>Floor confirms the retrieve (LC-80)</source>
        <comment>irregularity.thrown_hand_retrievable.s1</comment>
        <translation>樓面主管確認收回（LC-80）</translation>
    </message>
    <message>
        <source>The player is back on turn</source>
        <comment>irregularity.thrown_hand_retrievable.s2</comment>
        <translation>重新輪到該玩家</translation>
    </message>
    <message>
        <source>Thrown hand not yet in the muck</source>
        <comment>irregularity.thrown_hand_retrievable.title</comment>
        <translation>丟出的手牌尚未進入棄牌堆</translation>
    </message>
    <message>
        <source>Was the hand protected (chip or hand on it)?</source>
        <comment>irregularity.unprotected_hand.q1</comment>
        <translation>手牌有被保護嗎（籌碼或手壓著）？</translation>
    </message>
    <message>
        <source>Is it clear which cards are his?</source>
        <comment>irregularity.unprotected_hand.q2</comment>
        <translation>能清楚分辨哪些是他的牌嗎？</translation>
    </message>
    <message>
        <source>An unprotected hand the dealer takes in counts as folded, with no recourse; one mixed with a discard so that his cards are unclear is dead.</source>
        <comment>irregularity.unprotected_hand.ruling</comment>
        <translation>未保護的手牌被荷官收走即視為棄牌，無法追回；與棄牌混在一起無法分辨的為死牌。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.unprotected_hand.s1</comment>
        <translation>樓面主管確認：此手牌作廢，其籌碼留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.unprotected_hand.s2</comment>
        <translation>將此手牌丟入棄牌堆；由下一位玩家繼續行動</translation>
    </message>
    <message>
        <source>Unprotected or abandoned hand</source>
        <comment>irregularity.unprotected_hand.title</comment>
        <translation>未保護或放棄的手牌</translation>
    </message>
    <message>
        <source>How many cards does the hand hold?</source>
        <comment>irregularity.wrong_count_after_acting.q1</comment>
        <translation>這手牌有幾張？</translation>
    </message>
    <message>
        <source>Has the player acted?</source>
        <comment>irregularity.wrong_count_after_acting.q2</comment>
        <translation>該玩家已行動了嗎？</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.wrong_count_after_acting.ruling</comment>
        <translation>此手牌作廢。</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.wrong_count_after_acting.s1</comment>
        <translation>樓面主管確認：此手牌作廢，其籌碼留在底池</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.wrong_count_after_acting.s2</comment>
        <translation>將此手牌丟入棄牌堆；由下一位玩家繼續行動</translation>
    </message>
    <message>
        <source>Wrong number of cards after acting</source>
        <comment>irregularity.wrong_count_after_acting.title</comment>
        <translation>行動後牌數不對</translation>
    </message>
    <message>
        <source>due only at button {after} in a full game</source>
        <comment>pick_up.due_at_button</comment>
        <translation>滿桌時要到第 {after} 次莊家按鈕才收起</translation>
    </message>
    <message>
        <source>The floor holds ${amount} in chips for {player} (picked up from seat {seat} by {by})</source>
        <comment>pick_up.info.floor_holds_chips</comment>
        <translation>樓面主管替 {player} 保管 ${amount} 籌碼（由 {by} 從 {seat} 號座位收起）</translation>
    </message>
    <message>
        <source>never due by a count of buttons in this house</source>
        <comment>pick_up.never_due</comment>
        <translation>本場從不依莊家按鈕次數收起</translation>
    </message>
    <message>
        <source>the floorperson who picks up the chips must be named (LC-97)</source>
        <comment>pick_up.refusal.floorperson_who_picks_up_chips</comment>
        <translation>須寫明收起籌碼的樓面主管（LC-97）</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>pick_up.refusal.seat</comment>
        <translation>{seat} 號座位是 {player}，不是 {player2}</translation>
    </message>
    <message>
        <source>seat {seat} is not away: only a lobbying player&apos;s chips are picked up (LC-97)</source>
        <comment>pick_up.refusal.seat_away_only_lobbying_player</comment>
        <translation>{seat} 號座位沒有離座：只收起離座玩家的籌碼（LC-97）</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>pick_up.refusal.seat_empty</comment>
        <translation>{seat} 號座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: pick up his chips between hands</source>
        <comment>pick_up.refusal.seat_hand_pick_up_chips</comment>
        <translation>{seat} 號座位在牌局中：請在牌局之間收起他的籌碼</translation>
    </message>
    <message>
        <source>seat {seat} has ${stack} in front of him: pick up all of it</source>
        <comment>pick_up.refusal.seat_has_front_him_pick</comment>
        <translation>{seat} 號座位面前有 ${stack}：全部收起</translation>
    </message>
    <message>
        <source>seat {seat} has {missed_buttons} missed-blind button(s) and the game has {count} of {max_seats} seats filled: his chips are {due}; otherwise give the reason (a player asks for the seat or the game fills, LC-97; repeated lobbying, LC-98)</source>
        <comment>pick_up.refusal.seat_has_missed_blind_button</comment>
        <translation>{seat} 號座位有 {missed_buttons} 個錯過盲注按鈕，遊戲 {max_seats} 個座位已坐 {count} 個：他的籌碼{due}；否則請說明原因（有玩家要此座位或遊戲已滿，LC-97；多次離座，LC-98）</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) owes a big blind before he is dealt in again</source>
        <comment>players.floor.owes_big_blind</comment>
        <translation>{seat} 號座位（{player}）須先補一個大盲注才能再發牌給他</translation>
    </message>
    <message>
        <source>Posting abuse? {player} (seat {seat}) has left {count} times without paying a big blind: the floor may require a post or pick up his chips</source>
        <comment>players.floor.posting_abuse</comment>
        <translation>逃避盲注？{player}（{seat} 號座位）已有 {count} 次未付大盲注就離開：樓面主管可要求他下盲注，或收起他的籌碼</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) is removed by {by}: on his return nothing he paid is refunded and missed blinds follow the usual rules</source>
        <comment>players.floor.removed_player</comment>
        <translation>{seat} 號座位（{player}）已被 {by} 請離：他回來時已付的不退，錯過的盲注照一般規定處理</translation>
    </message>
    <message>
        <source>${amount} cannot be changed from ${from_chip} into ${to_chip} chips exactly</source>
        <comment>players.refusal.cannot_changed_into_chips_exactly</comment>
        <translation>${amount} 無法由 ${from_chip} 籌碼整換成 ${to_chip} 籌碼</translation>
    </message>
    <message>
        <source>a colour-up changes chips for another denomination</source>
        <comment>players.refusal.colour_up_changes_chips_another</comment>
        <translation>換色是把籌碼換成另一種面額</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it (LC-P5)</source>
        <comment>players.refusal.floor_decision_names_floorperson_who</comment>
        <translation>樓面裁決要寫明作出裁決的樓面主管（LC-P5）</translation>
    </message>
    <message>
        <source>this house has no live straddle, so no entry with one (K26, LC-47)</source>
        <comment>players.refusal.house_has_no_live_straddle</comment>
        <translation>本場館沒有活抓盲，因此不能以抓盲入局（K26, LC-47）</translation>
    </message>
    <message>
        <source>the pot is being pushed: remove him once the hand is over</source>
        <comment>players.refusal.pot_being_pushed_remove_him</comment>
        <translation>底池正在派發：牌局結束後再請他離開</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>players.refusal.seat_empty</comment>
        <translation>{seat} 號座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: rule on it between hands</source>
        <comment>players.refusal.seat_hand_rule_between_hands</comment>
        <translation>{seat} 號座位在牌局中：請在牌局之間裁決</translation>
    </message>
    <message>
        <source>seat {seat} has already been removed by the floor</source>
        <comment>players.refusal.seat_has_already_been_removed</comment>
        <translation>{seat} 號座位已被樓面主管移除</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack} in front of him</source>
        <comment>players.refusal.seat_has_only_front_him</comment>
        <translation>{seat} 號座位面前只有 ${stack}</translation>
    </message>
    <message>
        <source>seat {seat} owes a big blind before his next hand ({rule_id}): he posts it, buys the button or straddles</source>
        <comment>players.refusal.seat_owes_big_blind_before</comment>
        <translation>{seat} 號座位下一局前欠一個大盲注（{rule_id}）：他要補大盲、買按鈕或抓盲</translation>
    </message>
    <message>
        <source>seat {seat} is on turn: colour up after his action, not during it (LC-14)</source>
        <comment>players.refusal.seat_turn_colour_up_after</comment>
        <translation>輪到 {seat} 號座位：行動後再換色，不要在行動中（LC-14）</translation>
    </message>
    <message>
        <source>seat {seat} was not removed by the floor (LC-5)</source>
        <comment>players.refusal.seat_was_removed_floor_lc</comment>
        <translation>{seat} 號座位不是被樓面主管移除的（LC-5）</translation>
    </message>
    <message>
        <source>seat {seat} was removed by {by}: only the floor lets him back (LC-5)</source>
        <comment>players.refusal.seat_was_removed_only_floor</comment>
        <translation>{seat} 號座位是被 {by} 移除的：只有樓面主管可讓他回來（LC-5）</translation>
    </message>
    <message>
        <source>${chip} is not a standard chip of this game ({listed}, LC-14)</source>
        <comment>players.refusal.standard_chip_game_lc_14</comment>
        <translation>${chip} 不是本遊戲的標準籌碼（{listed}, LC-14）</translation>
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
        <translation>邊池 {number}</translation>
    </message>
    <message>
        <source>The high board as of 6th street opens: seat {seat}</source>
        <comment>irregularities.stud_procedure.step.high_board_6th_street_opens</comment>
        <translation>以第六街的最高明牌開注：{seat} 號座位</translation>
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
        <translation>發牌前向每位玩家收抽水：${amount}（CG-3CP-02）</translation>
    </message>
    <message>
        <source>No collection stated for this game (K04)</source>
        <comment>banked.collection.none_stated</comment>
        <translation>此遊戲未註明抽水（K04）</translation>
    </message>
    <message>
        <source>Rake mode not chosen; options: {options}</source>
        <comment>banked.collection.rake_not_chosen</comment>
        <translation>尚未選擇抽水方式；選項：{options}</translation>
    </message>
    <message>
        <source>Rake on {who} (HTP-3CP-16)</source>
        <comment>banked.collection.rake_on</comment>
        <translation>抽水對象：{who}（HTP-3CP-16）</translation>
    </message>
    <message>
        <source>Collection from every player before the deal: amount set by the room (Gaps) (CG-3CP-02)</source>
        <comment>banked.collection.room_sets</comment>
        <translation>發牌前向每位玩家收抽水：金額由場館設定（Gaps）（CG-3CP-02）</translation>
    </message>
    <message>
        <source>ruling {ruling}: {title}</source>
        <comment>banked.corrections.voided_by_ruling</comment>
        <translation>裁決 {ruling}：{title}</translation>
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
        <translation>兩</translation>
    </message>
    <message>
        <source>does not qualify</source>
        <comment>banked.does_not_qualify</comment>
        <translation>不合格</translation>
    </message>
    <message>
        <source>DP has {hand}: {verdict} (a pair needed, HTP-FLH-08)</source>
        <comment>banked.florida.dp_has</comment>
        <translation>莊家有 {hand}：{verdict}（須一對，HTP-FLH-08）</translation>
    </message>
    <message>
        <source>Deal the flop</source>
        <comment>banked.florida_holdem.need.deal_flop</comment>
        <translation>發翻牌（flop）</translation>
    </message>
    <message>
        <source>Deal the turn and river</source>
        <comment>banked.florida_holdem.need.deal_turn_and_river</comment>
        <translation>發轉牌和河牌（turn、river）</translation>
    </message>
    <message>
        <source>Seat {seat}: {option} or Play {plays}</source>
        <comment>banked.florida_holdem.need.decide</comment>
        <translation>{seat} 號座位：{option} 或 Play {plays}</translation>
    </message>
    <message>
        <source>P/D has {count}</source>
        <comment>banked.hot_action.pd_has</comment>
        <translation>莊家有 {count}</translation>
    </message>
    <message>
        <source>P/D has {count} (late natural: play after the deal is void, floor confirms, CG-HAB-17)</source>
        <comment>banked.hot_action.pd_has_late_natural</comment>
        <translation>莊家有 {count}（遲發現的天生牌：發牌後的行動作廢，樓面主管確認，CG-HAB-17）</translation>
    </message>
    <message>
        <source>Deal one card to seat {seat} hand {hand}</source>
        <comment>banked.hot_action_blackjack.need.deal_one</comment>
        <translation>發一張牌給 {seat} 號座位第 {hand} 手</translation>
    </message>
    <message>
        <source>Deal the P/D two cards (or the up card, hole card later)</source>
        <comment>banked.hot_action_blackjack.need.deal_p_d</comment>
        <translation>發兩張牌給莊家（或先發明牌，暗牌稍後）</translation>
    </message>
    <message>
        <source>Deal two cards to seat {seat}</source>
        <comment>banked.hot_action_blackjack.need.deal_two</comment>
        <translation>發兩張牌給 {seat} 號座位</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} ({total}): {player} decides: {options}</source>
        <comment>banked.hot_action_blackjack.need.decide</comment>
        <translation>{seat} 號座位第 {hand} 手（{total}）：由 {player} 決定：{options}</translation>
    </message>
    <message>
        <source>P/D has {total}: deal him a card</source>
        <comment>banked.hot_action_blackjack.need.p_d_draws</comment>
        <translation>莊家 {total}：再發一張牌給莊家</translation>
    </message>
    <message>
        <source>Hot Action Blackjack&apos;s rows give no replacement for an exposed card ({house}): the floor rules at the table ({rule})</source>
        <comment>banked.hot_action_blackjack.no_replacement</comment>
        <translation>Hot Action Blackjack 的規則不補換曝光的牌（{house}）：由樓面主管在桌邊裁決（{rule}）</translation>
    </message>
    <message>
        <source>Deal {count} cards to {who}{extra}</source>
        <comment>banked.need.deal_cards</comment>
        <translation>發{count}張牌給{who}{extra}</translation>
    </message>
    <message>
        <source>check</source>
        <comment>banked.option.check</comment>
        <translation>過牌</translation>
    </message>
    <message>
        <source>double</source>
        <comment>banked.option.double</comment>
        <translation>加倍</translation>
    </message>
    <message>
        <source>fold</source>
        <comment>banked.option.fold</comment>
        <translation>棄牌</translation>
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
        <translation>{seat} 號座位排出兩張的前手和五張的後手</translation>
    </message>
    <message>
        <source>The P/D picks the action pile and shakes three dice</source>
        <comment>banked.pai_gow.need.shake_dice</comment>
        <translation>莊家選定行動牌堆並搖三顆骰子</translation>
    </message>
    <message>
        <source> (the action pile)</source>
        <comment>banked.pai_gow.note.action_pile</comment>
        <translation>（行動牌堆）</translation>
    </message>
    <message>
        <source>P/D front {front}, back {back}</source>
        <comment>banked.pai_gow.pd_front_back</comment>
        <translation>莊家前手 {front}，後手 {back}</translation>
    </message>
    <message>
        <source>Give seat {seat} the next card from the shoe in place of the card out of play ({rule})</source>
        <comment>banked.plans.need.replacement_card</comment>
        <translation>從牌靴發下一張牌給 {seat} 號座位，取代失效的牌（{rule}）</translation>
    </message>
    <message>
        <source>With no seat and card named, the floor shows the card and rules; the app changes nothing ({rules}).</source>
        <comment>banked.plans.people.card_off_table</comment>
        <translation>未指明座位和牌時，樓面主管亮出該牌並裁決；程式不做任何變更（{rules}）。</translation>
    </message>
    <message>
        <source>Dealing the player out and calling the lead floor supervisor are done at the table ({rules}); if the deck is no longer usable, report a fouled deck ({rules2}).</source>
        <comment>banked.plans.people.cards_damaged</comment>
        <translation>在桌邊讓該玩家不發牌並呼叫首席樓面主管（{rules}）；若整副牌已不能用，回報牌副污損（{rules2}）。</translation>
    </message>
    <message>
        <source>The app voids no round here (no card out yet, or chips already moved): the floor settles the money by hand and the deck is replaced ({rules}).</source>
        <comment>banked.plans.people.fouled_deck</comment>
        <translation>程式在此不作廢任何一局（尚未發牌，或籌碼已移動）：由樓面主管以人工結算並更換牌副（{rules}）。</translation>
    </message>
    <message>
        <source>Too late to rule ({rules}): nothing to carry out.</source>
        <comment>banked.plans.people.late_objection</comment>
        <translation>為時已晚，無法裁決（{rules}）：無需執行任何事。</translation>
    </message>
    <message>
        <source>The override and its reason are the record; nothing to carry out ({rules}).</source>
        <comment>banked.plans.people.management_override</comment>
        <translation>管理層的推翻決定及其理由即為紀錄；無需執行任何事（{rules}）。</translation>
    </message>
    <message>
        <source>Nothing for the app to carry out.</source>
        <comment>banked.plans.people.nothing</comment>
        <translation>程式無需執行任何事。</translation>
    </message>
    <message>
        <source>On confirmation seat {seat}&apos;s {card} is out of play and the seat gets the next card from the shoe after the deal ({rules}; {house}: the floor rules, {rule})</source>
        <comment>banked.plans.replace_on_confirmation</comment>
        <translation>確認後，{seat} 號座位的 {card} 失效，該座位在發牌後從牌靴補一張牌（{rules}；{house}：由樓面主管裁決，{rule}）</translation>
    </message>
    <message>
        <source>On confirmation the round is void and every wager goes back ({rule})</source>
        <comment>banked.plans.void_on_confirmation</comment>
        <translation>確認後，本局作廢，所有下注退回（{rule}）</translation>
    </message>
    <message>
        <source>; give back every wager placed</source>
        <comment>banked.procedure.give_back_wagers</comment>
        <translation>；退回所有已下的注</translation>
    </message>
    <message>
        <source>Compare in this order: {seats}</source>
        <comment>banked.procedure.step.compare_order</comment>
        <translation>依此順序比牌：{seats}</translation>
    </message>
    <message>
        <source>the posted amount</source>
        <comment>banked.procedure.the_posted_amount</comment>
        <translation>公告的金額</translation>
    </message>
    <message>
        <source>qualifies</source>
        <comment>banked.qualifies</comment>
        <translation>合格</translation>
    </message>
    <message>
        <source>every player alike except the banker</source>
        <comment>banked.rake.all_but_banker</comment>
        <translation>除莊家外所有玩家一樣</translation>
    </message>
    <message>
        <source>every player alike, the banker included</source>
        <comment>banked.rake.all_players</comment>
        <translation>所有玩家一樣，包括莊家</translation>
    </message>
    <message>
        <source>the banker only</source>
        <comment>banked.rake.banker_only</comment>
        <translation>只有莊家</translation>
    </message>
    <message>
        <source>{mode}: {label}</source>
        <comment>banked.rake.option</comment>
        <translation>{mode}：{label}</translation>
    </message>
    <message>
        <source>nobody keeps the bank now: offer it and record the answer (K14)</source>
        <comment>banked.refusal.nobody_keeps_bank</comment>
        <translation>目前無人續莊：請提供坐莊機會並記錄回答（K14）</translation>
    </message>
    <message>
        <source>offer the bank and record the answer before the round (K14)</source>
        <comment>banked.refusal.offer_bank_first</comment>
        <translation>開始本輪前請先提供坐莊機會並記錄回答（K14）</translation>
    </message>
    <message>
        <source>seat {seat} {bettor} {wager} ${amount}: {status}, {result}; paid ${paid}, collected ${collected}, returned ${returned}; banker&apos;s stake left ${left}</source>
        <comment>banked.replay.wager_settled</comment>
        <translation>{seat} 號座位 {bettor} {wager} ${amount}：{status}，{result}；已賠 ${paid}，已收 ${collected}，已退 ${returned}；莊家承保額剩 ${left}</translation>
    </message>
    <message>
        <source>{player} did not bet as a player last round ({rule})</source>
        <comment>banked.rotation.did_not_bet_last_round</comment>
        <translation>{player} 上一局沒有以玩家身分下注（{rule}）</translation>
    </message>
    <message>
        <source>the bank went to {others} player(s) other than a TPPP in the last {minutes} minutes; {required} are required: the game must stop ({rule})</source>
        <comment>banked.rotation.game_must_stop</comment>
        <translation>過去 {minutes} 分鐘內，莊位只交給 {others} 位非 TPPP 玩家；需要 {required} 位：遊戲必須停止（{rule}）</translation>
    </message>
    <message>
        <source>nobody sits there</source>
        <comment>banked.rotation.nobody_sits_there</comment>
        <translation>該座位沒有人</translation>
    </message>
    <message>
        <source>after a TPPP banks, the bank goes to another player ({rule})</source>
        <comment>banked.rotation.tppp_then_another</comment>
        <translation>TPPP 坐莊之後，莊位須交給另一位玩家（{rule}）</translation>
    </message>
    <message>
        <source>the collection here is ${due} (CG-3CP-02, K04)</source>
        <comment>banked.round.refusal.collection_here_cg_3cp_02</comment>
        <translation>這裡的場費是 ${due}（CG-3CP-02, K04）</translation>
    </message>
    <message>
        <source>a collection is a positive amount (K04)</source>
        <comment>banked.round.refusal.collection_positive_amount_k04</comment>
        <translation>場費必須是正數（K04）</translation>
    </message>
    <message>
        <source>{detail} ({card})</source>
        <comment>banked.rulings.detail.card</comment>
        <translation>{detail}（{card}）</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.rulings.detail.seat</comment>
        <translation>{seat} 號座位</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.seat</comment>
        <translation>{seat} 號座位</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <comment>banked.seat_title</comment>
        <translation>{seat} 號座位</translation>
    </message>
    <message>
        <source>covered</source>
        <comment>banked.settle.covered</comment>
        <translation>已承保</translation>
    </message>
    <message>
        <source>dead: returned, not raked</source>
        <comment>banked.settle.dead</comment>
        <translation>作廢：退回，不抽水</translation>
    </message>
    <message>
        <source>{who} {bettor} {wager} ${amount}: {status}: {moves}; banker&apos;s stake left ${left}</source>
        <comment>banked.settle.line</comment>
        <translation>{who} {bettor} {wager} ${amount}：{status}：{moves}；莊家剩餘本金 ${left}</translation>
    </message>
    <message>
        <source>lose</source>
        <comment>banked.settle.lose</comment>
        <translation>輸</translation>
    </message>
    <message>
        <source>no_action</source>
        <comment>banked.settle.no_action</comment>
        <translation>無效注</translation>
    </message>
    <message>
        <source>nothing moves</source>
        <comment>banked.settle.nothing_moves</comment>
        <translation>不動籌碼</translation>
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
        <translation>賠 ${amount}</translation>
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
        <translation>退回（無效注）</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand}</source>
        <comment>banked.settle.seat_hand</comment>
        <translation>{seat} 號座位第 {hand} 手</translation>
    </message>
    <message>
        <source>Settled: {line}</source>
        <comment>banked.settle.settled</comment>
        <translation>已結算：{line}</translation>
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
        <translation>贏</translation>
    </message>
    <message>
        <source>the bank is offered between rounds, before the deal (CG-3CP-08)</source>
        <comment>banked.table.refusal.bank_offered_between_rounds_before</comment>
        <translation>莊在兩局之間、發牌前讓出（CG-3CP-08）</translation>
    </message>
    <message>
        <source>a third-party proposition player is declared between rounds (CA-PDR)</source>
        <comment>banked.table.refusal.third_party_proposition_player_declared</comment>
        <translation>第三方提案玩家在兩局之間宣告（CA-PDR）</translation>
    </message>
    <message>
        <source>Banker shows {hand}: {verdict} (queen-high needed, {rule})</source>
        <comment>banked.three_card.banker_shows</comment>
        <translation>莊家亮出 {hand}：{verdict}（須 Q 高，{rule}）</translation>
    </message>
    <message>
        <source>Seat {seat}: Call ${ante} or fold</source>
        <comment>banked.three_card_poker.need.call_or_fold</comment>
        <translation>{seat} 號座位：跟注 ${ante} 或棄牌</translation>
    </message>
    <message>
        <source>Seat {seat}: Play ${ante} or fold the Ante</source>
        <comment>banked.three_card_poker.need.play_or_fold_ante</comment>
        <translation>{seat} 號座位：下 Play ${ante}，或棄牌輸掉 Ante</translation>
    </message>
    <message>
        <source> (one face up, {rule})</source>
        <comment>banked.three_card_poker.note.one_face_up</comment>
        <translation>（一張明牌，{rule}）</translation>
    </message>
    <message>
        <source>the P/D gets two cards down and one up (CG-3CP-03)</source>
        <comment>banked.three_card_poker.refusal.p_d_gets_two_cards</comment>
        <translation>莊家拿兩張蓋牌和一張明牌（CG-3CP-03）</translation>
    </message>
    <message>
        <source>player cards are dealt face down (CG-3CP-03, HTP-3CP-01)</source>
        <comment>banked.three_card_poker.refusal.player_cards_are_dealt_face</comment>
        <translation>玩家的牌蓋著發（CG-3CP-03, HTP-3CP-01）</translation>
    </message>
    <message>
        <source>DP&apos;s best two: {hand}: {verdict} (J-2 suited needed, HTP-2CP-08)</source>
        <comment>banked.two_card.dp_best_two</comment>
        <translation>莊家最好的兩張：{hand}：{verdict}（須同花 J-2，HTP-2CP-08）</translation>
    </message>
    <message>
        <source>Seat {seat}: Call ${base} and keep two cards, or fold</source>
        <comment>banked.two_card_poker.need.call_or_fold</comment>
        <translation>{seat} 號座位：跟注 ${base} 並保留兩張牌，或棄牌</translation>
    </message>
    <message>
        <source>the banker</source>
        <comment>banked.who.banker</comment>
        <translation>莊家</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.who.seat</comment>
        <translation>{seat} 號座位</translation>
    </message>
    <message>
        <source>Bring-in to ${amount}</source>
        <comment>betting.label.bring_in</comment>
        <translation>強制開注 ${amount}</translation>
    </message>
    <message>
        <source>Bring-in ${low}-${high}</source>
        <comment>betting.label.bring_in_range</comment>
        <translation>強制開注 ${low}-${high}</translation>
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
        <translation>天生 21 點</translation>
    </message>
    <message>
        <source>Natural 22</source>
        <comment>blackjack.natural_22</comment>
        <translation>天生 22 點</translation>
    </message>
    <message>
        <source>{total} (soft)</source>
        <comment>blackjack.soft</comment>
        <translation>{total}（軟）</translation>
    </message>
    <message>
        <source>Super Natural (24)</source>
        <comment>blackjack.super_natural</comment>
        <translation>超級天生牌（24）</translation>
    </message>
    <message>
        <source>the best card was drawn by seat {best}, not seat {button}: the button goes there (LC-28)</source>
        <comment>button_draw.refusal.best_card_was_drawn_seat</comment>
        <translation>最大的牌是 {best} 號座位抽到的，不是 {button} 號：按鈕放到那裡（LC-28）</translation>
    </message>
    <message>
        <source>{text} cannot be drawn: the draw for the button is made without jokers (LC-28)</source>
        <comment>button_draw.refusal.cannot_drawn_draw_button_made</comment>
        <translation>{text} 不能抽：抽按鈕不用鬼牌（LC-28）</translation>
    </message>
    <message>
        <source>the draw for the button needs two or more players (LC-86)</source>
        <comment>button_draw.refusal.draw_button_needs_two_more</comment>
        <translation>抽按鈕需要兩位或以上玩家（LC-86）</translation>
    </message>
    <message>
        <source>the draw for the button opens a new game: this game&apos;s button is already on seat {button} (LC-86)</source>
        <comment>button_draw.refusal.draw_button_opens_new_game</comment>
        <translation>抽按鈕用於開新牌局：本局按鈕已在 {button} 號座位（LC-86）</translation>
    </message>
    <message>
        <source>nobody drew a card (LC-86)</source>
        <comment>button_draw.refusal.nobody_drew_card_lc_86</comment>
        <translation>沒有人抽牌（LC-86）</translation>
    </message>
    <message>
        <source>a seat drew twice: one card each (LC-86)</source>
        <comment>button_draw.refusal.seat_drew_twice_one_card</comment>
        <translation>有座位抽了兩次：每人一張（LC-86）</translation>
    </message>
    <message>
        <source>seat(s) {strangers} cannot draw: only players seated and present with chips draw for the button (LC-86)</source>
        <comment>button_draw.refusal.seat_s_cannot_draw_only</comment>
        <translation>座位 {strangers} 不能抽：只有入座在場且有籌碼的玩家抽按鈕（LC-86）</translation>
    </message>
    <message>
        <source>seat(s) {missing} did not draw: every player seated and present draws for the button (LC-86)</source>
        <comment>button_draw.refusal.seat_s_did_draw_every</comment>
        <translation>座位 {missing} 沒有抽：每位入座在場的玩家都要抽按鈕（LC-86）</translation>
    </message>
    <message>
        <source>{count} seats drew {count2} cards: one card each (LC-86)</source>
        <comment>button_draw.refusal.seats_drew_cards_one_card</comment>
        <translation>{count} 個座位抽了 {count2} 張牌：每人一張（LC-86）</translation>
    </message>
    <message>
        <source>stud has no button to draw for: the deal starts at seat 1 (CG-STD-02)</source>
        <comment>button_draw.refusal.stud_has_no_button_draw</comment>
        <translation>梭哈沒有按鈕可抽：從 1 號座位開始發牌（CG-STD-02）</translation>
    </message>
    <message>
        <source>{text} was drawn twice: draw again from one deck (LC-28)</source>
        <comment>button_draw.refusal.was_drawn_twice_draw_again</comment>
        <translation>{text} 被抽到兩次：用同一副牌重新抽（LC-28）</translation>
    </message>
    <message>
        <source>a buy-in of ${amount} cannot play ${plays}</source>
        <comment>buy_in_record.refusal.buy_cannot_play</comment>
        <translation>${amount} 的買入不能玩 ${plays}</translation>
    </message>
    <message>
        <source>a declared buy-in plays in full (LC-26d)</source>
        <comment>buy_in_record.refusal.declared_buy_plays_full_lc</comment>
        <translation>申報的買入全額有效（LC-26d）</translation>
    </message>
    <message>
        <source>a floor override names the floorperson and the reason (LC-P1)</source>
        <comment>buy_in_record.refusal.floor_override_names_floorperson_reason</comment>
        <translation>樓面主管的推翻須寫明樓面主管和理由（LC-P1）</translation>
    </message>
    <message>
        <source>{kind!r} is not a kind of buy-in ({items})</source>
        <comment>buy_in_record.refusal.kind_buy</comment>
        <translation>{kind!r} 不是一種買入（{items}）</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>buy_in_record.refusal.seat</comment>
        <translation>{seat} 號座位是 {player}，不是 {player2}</translation>
    </message>
    <message>
        <source>charts cancelled</source>
        <comment>charts.cancelled</comment>
        <translation>圖表已取消</translation>
    </message>
    <message>
        <source>seat(s) {seats} acted after seat {seat}: he completes the raise (LC-58b)</source>
        <comment>chip_rulings.refusal.acted_after_complete</comment>
        <translation>{seats} 號座位已在 {seat} 號座位之後行動：他須補足加注 (LC-58b)</translation>
    </message>
    <message>
        <source>seat(s) {seats} acted after seat {seat}: he completes the raise or folds (LC-58a)</source>
        <comment>chip_rulings.refusal.acted_after_complete_or_fold</comment>
        <translation>{seats} 號座位已在 {seat} 號座位之後行動：他須補足加注或棄牌 (LC-58a)</translation>
    </message>
    <message>
        <source>forward motion</source>
        <comment>chip_rulings.word.forward_motion</comment>
        <translation>向前推注動作</translation>
    </message>
    <message>
        <source>seat {seat} objects</source>
        <comment>chip_rulings.word.seat_objects</comment>
        <translation>{seat} 號座位提出異議</translation>
    </message>
    <message>
        <source>stacked and paused</source>
        <comment>chip_rulings.word.stacked_and_paused</comment>
        <translation>堆好籌碼後停頓</translation>
    </message>
    <message>
        <source>string raise</source>
        <comment>chip_rulings.word.string_raise</comment>
        <translation>分次加注（string raise）</translation>
    </message>
    <message>
        <source>his &apos;call&apos; binds now: he owes the full ${owed}</source>
        <comment>chips.note.call_binds_now</comment>
        <translation>他說的「跟注」現在生效：須付足 ${owed}</translation>
    </message>
    <message>
        <source>said &apos;call&apos; with no chips: not bound until someone acts</source>
        <comment>chips.note.call_without_chips</comment>
        <translation>說了「跟注」但未放籌碼：在有人行動前不受約束</translation>
    </message>
    <message>
        <source>complete ${rest} more or fold, forfeiting ${put_in}</source>
        <comment>chips.note.complete_or_fold</comment>
        <translation>再補 ${rest} 或棄牌，已放的 ${put_in} 歸入底池</translation>
    </message>
    <message>
        <source>not enough for a raise: give back ${amount}</source>
        <comment>chips.note.not_enough_for_raise</comment>
        <translation>不足以加注：退還 ${amount}</translation>
    </message>
    <message>
        <source>{note}, or he may take his ${put_in} back and act again</source>
        <comment>chips.note.or_take_back</comment>
        <translation>{note}，或他可收回 ${put_in} 重新行動</translation>
    </message>
    <message>
        <source>one oversized chip without a word is a call: give back ${amount}</source>
        <comment>chips.note.oversized_chip_call</comment>
        <translation>不發一語放一枚大面額籌碼即為跟注：退還 ${amount}</translation>
    </message>
    <message>
        <source>short by ${amount}: ask for the rest</source>
        <comment>chips.note.short_ask_rest</comment>
        <translation>差 ${amount}：請他補齊</translation>
    </message>
    <message>
        <source> ({prefix}&apos;s rulebook says nothing on this)</source>
        <comment>citations.silence</comment>
        <translation>（{prefix} 的規則書對此沒有規定）</translation>
    </message>
    <message>
        <source>the rule</source>
        <comment>citations.the_rule</comment>
        <translation>該規則</translation>
    </message>
    <message>
        <source>seat {seat} is {player} with ${stack}: a departure records who left, his whole stack and the time (LC-91)</source>
        <comment>departures.refusal.record_does_not_match</comment>
        <translation>{seat} 號座位是 {player}，有 ${stack}：離桌紀錄要寫明誰離開、他全部的籌碼和時間 (LC-91)</translation>
    </message>
    <message>
        <source>a departure cannot be recorded before the last one recorded at this table (LC-91)</source>
        <comment>departures.refusal.time_goes_back</comment>
        <translation>離桌紀錄的時間不能早於本桌上一筆離桌紀錄 (LC-91)</translation>
    </message>
    <message>
        <source>{path} is in use by another program (a spreadsheet that has it open?): close it there and export again; nothing was written</source>
        <comment>export.busy</comment>
        <translation>{path} 正被其他程式使用（是否有試算表開著它？）：請在該程式關閉後再匯出；未寫入任何資料</translation>
    </message>
    <message>
        <source>export cancelled; nothing was written</source>
        <comment>export.cancelled</comment>
        <translation>匯出已取消；未寫入任何資料</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <comment>export.cannot_write</comment>
        <translation>無法寫入 {path}：{error}</translation>
    </message>
    <message>
        <source>the disk for {path} is full: nothing was written; free space (or choose fewer days) and export again</source>
        <comment>export.disk_full</comment>
        <translation>存放 {path} 的磁碟已滿：未寫入任何資料；請騰出空間（或選較少天數）再匯出</translation>
    </message>
    <message>
        <source>the folder for {path} is gone (a USB stick taken out?): nothing was written; put it back and export again</source>
        <comment>export.folder_gone</comment>
        <translation>{path} 所在的資料夾已不見（USB 隨身碟被拔出？）：未寫入任何資料；請插回後再匯出</translation>
    </message>
    <message>
        <source>{path} cannot be written (no permission, or a read-only disk): nothing was written; call a technician</source>
        <comment>export.no_permission</comment>
        <translation>無法寫入 {path}（沒有權限，或是唯讀磁碟）：未寫入任何資料；請呼叫技術人員</translation>
    </message>
    <message>
        <source>unknown {what} {value}; the log has none yet</source>
        <comment>export.none_yet</comment>
        <translation>沒有{what} {value}；紀錄中尚無任何項目</translation>
    </message>
    <message>
        <source>{path} is not a regular file (a device, FIFO, folder or link): an export writes only a new file or replaces a regular one; it was left as it was</source>
        <comment>export.not_a_file</comment>
        <translation>{path} 不是一般檔案（裝置、FIFO、資料夾或連結）：匯出只寫入新檔案或取代一般檔案；它保持原樣</translation>
    </message>
    <message>
        <source>unknown game {game}; the room has no hands</source>
        <comment>export.room_has_no_hands</comment>
        <translation>未知的遊戲 {game}；牌室沒有任何牌局</translation>
    </message>
    <message>
        <source>unknown game {game}; the room has: {games}</source>
        <comment>export.room_lacks_game</comment>
        <translation>未知的遊戲 {game}；牌室有：{games}</translation>
    </message>
    <message>
        <source>unknown {what} {value}; the log has: {known}</source>
        <comment>export.unknown_filter</comment>
        <translation>沒有{what} {value}；紀錄中有：{known}</translation>
    </message>
    <message>
        <source>unknown format {fmt}; choose one of {formats}</source>
        <comment>export.unknown_format</comment>
        <translation>未知的格式 {fmt}；請從 {formats} 中選一個</translation>
    </message>
    <message>
        <source>game</source>
        <comment>export.what_game</comment>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>table</source>
        <comment>export.what_table</comment>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>{game} is not a flop or stud game; this table engine runs Hold&apos;em, Omaha and stud</source>
        <comment>from_profile.refusal.flop_stud_game_table_engine</comment>
        <translation>{game} 不是翻牌或梭哈遊戲；本桌進行德州撲克、奧馬哈和梭哈</translation>
    </message>
    <message>
        <source>Five {ranks}</source>
        <comment>hand.five_of_a_kind</comment>
        <translation>五條 {ranks}</translation>
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
        <translation>四條 {ranks}</translation>
    </message>
    <message>
        <source>Full House, {ranks} over {ranks2}</source>
        <comment>hand.full_house</comment>
        <translation>葫蘆，{ranks} 帶 {ranks2}</translation>
    </message>
    <message>
        <source>{rank} High</source>
        <comment>hand.high_card</comment>
        <translation>{rank} 高</translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <comment>hand.one_pair</comment>
        <translation>一對 {ranks}</translation>
    </message>
    <message>
        <source>{street} betting</source>
        <comment>hand.phase.betting</comment>
        <translation>{street}下注</translation>
    </message>
    <message>
        <source>the {street} is being dealt</source>
        <comment>hand.phase.board</comment>
        <translation>正在發{street}</translation>
    </message>
    <message>
        <source>the deal is in progress</source>
        <comment>hand.phase.dealing</comment>
        <translation>發牌中</translation>
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
        <translation>攤牌</translation>
    </message>
    <message>
        <source>the hand was voided</source>
        <comment>hand.phase.voided</comment>
        <translation>此手牌已作廢</translation>
    </message>
    <message>
        <source>seat {seat} checked earlier in this round and this game does not allow check-raise: call or fold (LC-55)</source>
        <comment>hand.refusal.no_check_raise</comment>
        <translation>{seat} 號座位本輪稍早已過牌，本遊戲不允許過牌後加注：只能跟注或棄牌 (LC-55)</translation>
    </message>
    <message>
        <source>seat {seat} cannot raise: the betting is capped at {cap} bets (LC-49, LC-126d)</source>
        <comment>hand.refusal.raise_capped</comment>
        <translation>{seat} 號座位不能加注：下注已封頂於 {cap} 注 (LC-49, LC-126d)</translation>
    </message>
    <message>
        <source>seat {seat} cannot raise: the all-in was short of a full raise, so players who already acted may only call or fold (LC-66, LC-126c)</source>
        <comment>hand.refusal.raise_not_reopened</comment>
        <translation>{seat} 號座位不能加注：全押不足一次完整加注，已行動的玩家只能跟注或棄牌 (LC-66, LC-126c)</translation>
    </message>
    <message>
        <source>seat {seat} has too few chips to raise; all-in or call</source>
        <comment>hand.refusal.too_few_chips_to_raise</comment>
        <translation>{seat} 號座位籌碼不足以加注；全押或跟注</translation>
    </message>
    <message>
        <source>Royal Flush</source>
        <comment>hand.royal_flush</comment>
        <translation>皇家同花順</translation>
    </message>
    <message>
        <source>Straight, {rank} high</source>
        <comment>hand.straight</comment>
        <translation>順子，{rank} 高</translation>
    </message>
    <message>
        <source>Straight Flush, {rank} high</source>
        <comment>hand.straight_flush</comment>
        <translation>同花順，{rank} 高</translation>
    </message>
    <message>
        <source>Straight Flush, {cards}</source>
        <comment>hand.straight_flush_cards</comment>
        <translation>同花順，{cards}</translation>
    </message>
    <message>
        <source>Three {ranks}</source>
        <comment>hand.three_of_a_kind</comment>
        <translation>三條 {ranks}</translation>
    </message>
    <message>
        <source>{a}-{b}-{c}</source>
        <comment>hand.three_ranks</comment>
        <translation>{a}-{b}-{c}</translation>
    </message>
    <message>
        <source>Two Pair, {ranks} and {ranks2}</source>
        <comment>hand.two_pair</comment>
        <translation>兩對，{ranks} 和 {ranks2}</translation>
    </message>
    <message>
        <source>{a}-{b}</source>
        <comment>hand.two_ranks</comment>
        <translation>{a}-{b}</translation>
    </message>
    <message>
        <source>{name} ({badge}) is the dealer signed in here, not badge {badge2}</source>
        <comment>house_dealers.refusal.dealer_signed_here_badge</comment>
        <translation>{name}（{badge}）是在此登入的荷官，不是員工證 {badge2}</translation>
    </message>
    <message>
        <source>a dealer signs in with a badge and a name</source>
        <comment>house_dealers.refusal.dealer_signs_badge_name</comment>
        <translation>荷官以員工證和姓名登入</translation>
    </message>
    <message>
        <source>no dealer is signed in at this table</source>
        <comment>house_dealers.refusal.no_dealer_signed_table</comment>
        <translation>本桌沒有荷官登入</translation>
    </message>
    <message>
        <source>Take 1 more card from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.take_card_discards</comment>
        <translation>從剩餘牌再移 1 張到棄牌堆（發現時每位在局玩家一張）</translation>
    </message>
    <message>
        <source>Take {owed} more cards from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.take_cards_discards</comment>
        <translation>從剩餘牌再移 {owed} 張到棄牌堆（發現時每位在局玩家一張）</translation>
    </message>
    <message>
        <source>Whose cards were out of view, and where (off the table, below its edge)?</source>
        <comment>irregularity.cards_out_of_view.q1</comment>
        <translation>誰的牌不在視線內？在哪裡（離開桌面、桌緣以下）？</translation>
    </message>
    <message>
        <source>A player&apos;s cards stay in plain view on the table the whole time; the floor decides what follows.</source>
        <comment>irregularity.cards_out_of_view.ruling</comment>
        <translation>玩家的牌要一直放在桌上、清楚可見；接下來由樓面主管決定。</translation>
    </message>
    <message>
        <source>Ask him to bring his cards back into view at once</source>
        <comment>irregularity.cards_out_of_view.s1</comment>
        <translation>請他立刻把牌放回視線內</translation>
    </message>
    <message>
        <source>Call the floor, who rules on the hand (LC-P1)</source>
        <comment>irregularity.cards_out_of_view.s2</comment>
        <translation>請樓面主管來裁定這手牌 (LC-P1)</translation>
    </message>
    <message>
        <source>Cards held out of view</source>
        <comment>irregularity.cards_out_of_view.title</comment>
        <translation>牌不在視線內</translation>
    </message>
    <message>
        <source>Did he put cash forward as a bet or to cover a bet?</source>
        <comment>irregularity.cash_on_table.q1</comment>
        <translation>他是否把現金推出來當注碼或用來跟注？</translation>
    </message>
    <message>
        <source>Is a house runner bringing his chips, announced to the table (LC-26c)?</source>
        <comment>irregularity.cash_on_table.q2</comment>
        <translation>是否有場方跑腿正為他送籌碼，並已告知全桌 (LC-26c)？</translation>
    </message>
    <message>
        <source>Cash never plays: the bet stands only with chips he has on the table. Only chips a house runner brings with the house&apos;s consent, told to the table, count before they arrive.</source>
        <comment>irregularity.cash_on_table.ruling</comment>
        <translation>現金一律不算：注碼只以他桌上的籌碼為準。只有場方同意、已告知全桌、由場方跑腿送來的籌碼，送到前就算數。</translation>
    </message>
    <message>
        <source>Stop the action on that bet; the cash stays out of the pot</source>
        <comment>irregularity.cash_on_table.s1</comment>
        <translation>暫停這注的行動；現金不進底池</translation>
    </message>
    <message>
        <source>He asks for chips (the dealer or a runner changes the cash)</source>
        <comment>irregularity.cash_on_table.s2</comment>
        <translation>他要換籌碼（由荷官或跑腿兌換現金）</translation>
    </message>
    <message>
        <source>Runner chips already announced: mark them on his seat (LC-26c)</source>
        <comment>irregularity.cash_on_table.s3</comment>
        <translation>已告知的跑腿籌碼：記在他的座位上 (LC-26c)</translation>
    </message>
    <message>
        <source>Cash put on the table to play</source>
        <comment>irregularity.cash_on_table.title</comment>
        <translation>把現金放上桌來下注</translation>
    </message>
    <message>
        <source>Who handed chips to whom, and how much?</source>
        <comment>irregularity.chips_passed.q1</comment>
        <translation>誰把籌碼交給誰？多少？</translation>
    </message>
    <message>
        <source>Is the player who took them waiting for announced runner chips?</source>
        <comment>irregularity.chips_passed.q2</comment>
        <translation>收下的玩家是否正在等已告知的跑腿籌碼？</translation>
    </message>
    <message>
        <source>Chips are not passed between players, not even to post an ante or a blind; only a player waiting for announced runner chips may be lent chips, which then play for him.</source>
        <comment>irregularity.chips_passed.ruling</comment>
        <translation>玩家之間不得傳遞籌碼，下前注或盲注也不行；只有正在等已告知跑腿籌碼的玩家可以借籌碼，借來的籌碼就算他的。</translation>
    </message>
    <message>
        <source>Return the chips to the player who handed them over</source>
        <comment>irregularity.chips_passed.s1</comment>
        <translation>把籌碼還給交出的玩家</translation>
    </message>
    <message>
        <source>Waiting for runner chips: record the chips as passed behind (LC-26c)</source>
        <comment>irregularity.chips_passed.s2</comment>
        <translation>正在等跑腿籌碼：把這些籌碼記為 behind 借出 (LC-26c)</translation>
    </message>
    <message>
        <source>The floor speaks to both players</source>
        <comment>irregularity.chips_passed.s3</comment>
        <translation>樓面主管與兩位玩家談話</translation>
    </message>
    <message>
        <source>Chips handed from one player to another</source>
        <comment>irregularity.chips_passed.title</comment>
        <translation>籌碼從一位玩家交給另一位</translation>
    </message>
    <message>
        <source>Whose chips are they, and in which pot or stack?</source>
        <comment>irregularity.foreign_chips.q1</comment>
        <translation>這些籌碼是誰的？在哪個底池或哪疊籌碼裡？</translation>
    </message>
    <message>
        <source>Are they another casino&apos;s, or still in a sealed wrapper?</source>
        <comment>irregularity.foreign_chips.q2</comment>
        <translation>是別家賭場的籌碼，還是仍在封條包裝內？</translation>
    </message>
    <message>
        <source>Neither another casino&apos;s chips nor chips still sealed in their wrapper play.</source>
        <comment>irregularity.foreign_chips.ruling</comment>
        <translation>別家賭場的籌碼和仍封在包裝內的籌碼都不算數。</translation>
    </message>
    <message>
        <source>Take them out of the pot or stack and give them back to their owner</source>
        <comment>irregularity.foreign_chips.s1</comment>
        <translation>把它們從底池或籌碼堆取出，還給物主</translation>
    </message>
    <message>
        <source>He replaces them with this house&apos;s chips, or the bet is what his own chips cover</source>
        <comment>irregularity.foreign_chips.s2</comment>
        <translation>他改用本場的籌碼，否則注碼以他自己的籌碼所能付的為準</translation>
    </message>
    <message>
        <source>Call the floor if a pot has been settled with them</source>
        <comment>irregularity.foreign_chips.s3</comment>
        <translation>若已有底池用它們結算，請樓面主管來</translation>
    </message>
    <message>
        <source>Another casino&apos;s chips or wrapped chips in play</source>
        <comment>irregularity.foreign_chips.title</comment>
        <translation>別家賭場或未拆封的籌碼被拿來下注</translation>
    </message>
    <message>
        <source>Is he playing out of a chip rack?</source>
        <comment>irregularity.rack_on_table.q1</comment>
        <translation>他是否直接從籌碼架裡拿來下注？</translation>
    </message>
    <message>
        <source>What else is on the playing surface?</source>
        <comment>irregularity.rack_on_table.q2</comment>
        <translation>桌面上還有什麼其他東西？</translation>
    </message>
    <message>
        <source>Only chips and cards belong on the layout; nobody plays from a rack.</source>
        <comment>irregularity.rack_on_table.ruling</comment>
        <translation>桌面上只能有籌碼和牌；任何人都不能從籌碼架下注。</translation>
    </message>
    <message>
        <source>Ask him to take his chips out of the rack and put the rack away</source>
        <comment>irregularity.rack_on_table.s1</comment>
        <translation>請他把籌碼從架子拿出來，並把架子收走</translation>
    </message>
    <message>
        <source>Other objects leave the playing surface before the next deal</source>
        <comment>irregularity.rack_on_table.s2</comment>
        <translation>其他物品在下一次發牌前移出桌面</translation>
    </message>
    <message>
        <source>Chip rack or other object on the playing surface</source>
        <comment>irregularity.rack_on_table.title</comment>
        <translation>桌面上有籌碼架或其他物品</translation>
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
        <translation>莊家按鈕盲注</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>post.buy_button</comment>
        <translation>購買莊家按鈕</translation>
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
        <translation>錯過的盲注</translation>
    </message>
    <message>
        <source>new player blind</source>
        <comment>post.new_player_blind</comment>
        <translation>新玩家盲注</translation>
    </message>
    <message>
        <source>single blind</source>
        <comment>post.single_blind</comment>
        <translation>單一盲注</translation>
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
        <translation>尾隨盲注 (trailing)</translation>
    </message>
    <message>
        <source>will post</source>
        <comment>post.will_post</comment>
        <translation>須下</translation>
    </message>
    <message>
        <source>: {hand}</source>
        <comment>procedure.hand_label</comment>
        <translation>：{hand}</translation>
    </message>
    <message>
        <source>After the antes, burn one card, then deal two cards down and one up to each player, starting with seat {seat}</source>
        <comment>procedure.step.after_antes_burn_deal_two_cards</comment>
        <translation>下完底注後，燒一張牌，每位玩家發兩張蓋牌和一張明牌，從 {seat} 號座位開始</translation>
    </message>
    <message>
        <source>After the antes, deal two cards down and one up to each player, starting with seat {seat}</source>
        <comment>procedure.step.after_antes_deal_two_cards</comment>
        <translation>下完底注後，每位玩家發兩張蓋牌和一張明牌，從 {seat} 號座位開始</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: 1 card face up</source>
        <comment>procedure.step.burn_deal_card_face_up</comment>
        <translation>燒一張牌，然後發{street}：1 張翻開</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: {need} cards face up</source>
        <comment>procedure.step.burn_deal_cards_face_up</comment>
        <translation>燒一張牌，然後發{street}：{need} 張翻開</translation>
    </message>
    <message>
        <source>{street}: burn, then one card {face} to each player still in, starting with seat {first}</source>
        <comment>procedure.step.burn_then_one_card_each</comment>
        <translation>{street}：燒牌，然後從 {first} 號座位開始，每位在局玩家發一張{face}牌</translation>
    </message>
    <message>
        <source>Deal the {street}: 1 card face up</source>
        <comment>procedure.step.deal_card_face_up</comment>
        <translation>發{street}：1 張翻開</translation>
    </message>
    <message>
        <source>Deal {n} cards to each player one at a time, starting with seat {first}; the button (seat {button}) gets the last card</source>
        <comment>procedure.step.deal_cards_each_player_one</comment>
        <translation>每位玩家發 {n} 張牌，一次一張，從 {first} 號座位開始；莊家按鈕（{button} 號座位）拿最後一張</translation>
    </message>
    <message>
        <source>Deal the {street}: {need} cards face up</source>
        <comment>procedure.step.deal_cards_face_up</comment>
        <translation>發{street}：{need} 張翻開</translation>
    </message>
    <message>
        <source>Everyone has folded to the blinds: they may agree to chop (take their blinds back)</source>
        <comment>procedure.step.everyone_has_folded_blinds_they</comment>
        <translation>其他人都棄牌到盲注：盲注玩家可同意平分（拿回盲注）</translation>
    </message>
    <message>
        <source>Hand {number} is complete: collect the cards</source>
        <comment>procedure.step.hand_complete_collect_cards</comment>
        <translation>第 {number} 局結束：收牌</translation>
    </message>
    <message>
        <source>A new game draws for the button: each player draws one card and the best card takes the button</source>
        <comment>procedure.step.new_game_draws_button_each</comment>
        <translation>新牌局抽牌決定按鈕：每位玩家抽一張，最大的牌拿按鈕</translation>
    </message>
    <message>
        <source>Only {count} players: the table may switch from button collection to time collection</source>
        <comment>procedure.step.only_players_table_may_switch</comment>
        <translation>只剩 {count} 位玩家：本桌可由按鈕抽水改為按時間收費</translation>
    </message>
    <message>
        <source>Push ${amount} of the {pot}{half} to seat {seat}{label}</source>
        <comment>procedure.step.push_seat</comment>
        <translation>把{pot}{half}的 ${amount} 派給 {seat} 號座位{label}</translation>
    </message>
    <message>
        <source>Return the uncalled ${amount} to seat {seat}</source>
        <comment>procedure.step.return_uncalled_seat</comment>
        <translation>把無人跟的 ${amount} 退還 {seat} 號座位</translation>
    </message>
    <message>
        <source>Seat {seat} {verb} the {replace}: ${total}</source>
        <comment>procedure.step.seat</comment>
        <translation>{seat} 號座位{verb}{replace}：${total}</translation>
    </message>
    <message>
        <source>Seat {seat} has missed the blind {pick_up_after_buttons} times in a full game: call the floor to pick up the chips</source>
        <comment>procedure.step.seat_has_missed_blind_times</comment>
        <translation>{seat} 號座位在滿桌時已錯過盲注 {pick_up_after_buttons} 次：請樓面主管收起籌碼</translation>
    </message>
    <message>
        <source>Seat {seat} may post the {what}: {amount}</source>
        <comment>procedure.step.seat_may_post</comment>
        <translation>{seat} 號座位可下{what}：{amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {what}: {amount}</source>
        <comment>procedure.step.seat_posts</comment>
        <translation>{seat} 號座位下{what}：{amount}</translation>
    </message>
    <message>
        <source>Seat {seat} shows (or mucks)</source>
        <comment>procedure.step.seat_shows_mucks</comment>
        <translation>{seat} 號座位亮牌（或棄牌）</translation>
    </message>
    <message>
        <source>{street}: seat {seat} to act: {options}</source>
        <comment>procedure.step.seat_to_act</comment>
        <translation>{street}：{seat} 號座位行動：{options}</translation>
    </message>
    <message>
        <source>Start hand {hand}: antes, then the deal from seat {dealt_in}</source>
        <comment>procedure.step.start_hand_antes_then_deal</comment>
        <translation>開始第 {hand} 局：先下底注，然後從 {dealt_in} 號座位發牌</translation>
    </message>
    <message>
        <source>Start hand {hand}: button on seat {seat}</source>
        <comment>procedure.step.start_hand_button</comment>
        <translation>開始第 {hand} 局：莊家按鈕在 {seat} 號座位</translation>
    </message>
    <message>
        <source>{street}: {text}</source>
        <comment>procedure.step.text</comment>
        <translation>{street}：{text}</translation>
    </message>
    <message>
        <source>Time pot: the winner of the next pot pays time for seats {items}</source>
        <comment>procedure.step.time_pot_winner_next_pot</comment>
        <translation>時間費底池：下一個底池的贏家替座位 {items} 付時間費</translation>
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
        <translation>開始第 {hand} 手：第 {misdealt} 手發錯牌，以同一個莊家按鈕（{button} 號座位）重發；{seats} 號座位發牌，並重新放回退還的注</translation>
    </message>
    <message>
        <source>Start hand {hand}: hand {misdealt} was a misdeal and is dealt again; seats {seats} are dealt in and post again what went back</source>
        <comment>redeal.start.stud</comment>
        <translation>開始第 {hand} 手：第 {misdealt} 手發錯牌，重發；{seats} 號座位發牌，並重新放回退還的注</translation>
    </message>
    <message>
        <source>{listed} is ahead of {player} on the list</source>
        <comment>room.board.ahead_list</comment>
        <translation>名單上 {listed} 排在 {player} 前面</translation>
    </message>
    <message>
        <source>{player} already asked for a seat change at {table}</source>
        <comment>room.board.already_asked_seat_change</comment>
        <translation>{player} 已在 {table} 要求換座位</translation>
    </message>
    <message>
        <source>{game_label} already has a must-move game</source>
        <comment>room.board.already_has_must_move</comment>
        <translation>{game_label} 已有必須換桌的牌局</translation>
    </message>
    <message>
        <source>{newcomer} is already seated at {seated_at}</source>
        <comment>room.board.already_seated</comment>
        <translation>{newcomer} 已在 {seated_at} 入座</translation>
    </message>
    <message>
        <source>{by} approves {player} handing his seat at {table} to {newcomer} (LC-25)</source>
        <comment>room.board.approves_handing_seat_lc</comment>
        <translation>{by} 核准 {player} 把 {table} 的座位讓給 {newcomer}（LC-25）</translation>
    </message>
    <message>
        <source>{player} asks for a seat change at {table}</source>
        <comment>room.board.asks_seat_change</comment>
        <translation>{player} 在 {table} 要求換座位</translation>
    </message>
    <message>
        <source>{player} called to {table}</source>
        <comment>room.board.called</comment>
        <translation>{player} 已叫到 {table}</translation>
    </message>
    <message>
        <source>{player} called from {must_move_table}: {options} (LC-139)</source>
        <comment>room.board.called_from_lc</comment>
        <translation>{player} 從 {must_move_table} 被叫號：{options}（LC-139）</translation>
    </message>
    <message>
        <source>{player} changes seats at {table} (LC-88e)</source>
        <comment>room.board.changes_seats_lc_e</comment>
        <translation>{player} 在 {table} 換座位（LC-88e）</translation>
    </message>
    <message>
        <source>{table} closed</source>
        <comment>room.board.closed</comment>
        <translation>{table} 已關桌</translation>
    </message>
    <message>
        <source>{order} comes first: asked first, or longer in the game</source>
        <comment>room.board.comes_first_asked_first</comment>
        <translation>{order} 優先：較早提出，或在牌局中較久</translation>
    </message>
    <message>
        <source>{player} is dealt out and moves to {main_table} now (LC-139)</source>
        <comment>room.board.dealt_out_moves_now</comment>
        <translation>{player} 不發牌，立即移到 {main_table}（LC-139）</translation>
    </message>
    <message>
        <source>{player} did not answer: rolled to the bottom of the list (LC-136)</source>
        <comment>room.board.did_answer_rolled_bottom</comment>
        <translation>{player} 沒有回應：移到名單最後（LC-136）</translation>
    </message>
    <message>
        <source>{player} finishes the blinds and the button, then moves to {main_table} (LC-139b)</source>
        <comment>room.board.finishes_blinds_button_then</comment>
        <translation>{player} 打完盲注和莊家按鈕後移到 {main_table}（LC-139b）</translation>
    </message>
    <message>
        <source>{player} has not asked for a seat change at {table}</source>
        <comment>room.board.has_asked_seat_change</comment>
        <translation>{player} 沒有在 {table} 要求換座位</translation>
    </message>
    <message>
        <source>{player} has not been called from the must-move game</source>
        <comment>room.board.has_been_called_from</comment>
        <translation>{player} 尚未從必須換桌的牌局被叫號</translation>
    </message>
    <message>
        <source>{player} listed for {game_label}</source>
        <comment>room.board.listed</comment>
        <translation>{player} 已登記 {game_label}</translation>
    </message>
    <message>
        <source>{player} listed for {game_label} by phone: here within the hour or off the list (LC-136)</source>
        <comment>room.board.listed_by_phone</comment>
        <translation>{player} 以電話登記 {game_label}：一小時內到場，否則從名單移除（LC-136）</translation>
    </message>
    <message>
        <source>{player} may {options}, not {choice}</source>
        <comment>room.board.may</comment>
        <translation>{player} 可以 {options}，不能 {choice}</translation>
    </message>
    <message>
        <source>the must-move game and the main game are two tables</source>
        <comment>room.board.must_move_game_main</comment>
        <translation>必須換桌的牌局和主牌局必須是兩張牌桌</translation>
    </message>
    <message>
        <source>must-move {must_move_table} has {players} players</source>
        <comment>room.board.must_move_has_players</comment>
        <translation>必須換桌 {must_move_table} 有 {players} 位玩家</translation>
    </message>
    <message>
        <source>must-move {must_move_table} has {players}: its players keep their rights without playing (LC-141); call the floor to set a fair collection (LC-145)</source>
        <comment>room.board.must_move_has_players_2</comment>
        <translation>必須換桌 {must_move_table} 有 {players} 位：玩家不打牌也保留權利（LC-141）；請樓面主管訂定公平的抽水（LC-145）</translation>
    </message>
    <message>
        <source>{extra} must move to {main}; the list keeps its order (LC-137, LC-138); the main game counts as full for collection (LC-131)</source>
        <comment>room.board.must_move_list_keeps</comment>
        <translation>{extra} 必須換桌到 {main}；名單保持原順序（LC-137, LC-138）；抽水時主牌局視為滿桌（LC-131）</translation>
    </message>
    <message>
        <source>{player} off the {game_label} list: {reason}</source>
        <comment>room.board.off_list</comment>
        <translation>{player} 已從 {game_label} 名單移除：{reason}</translation>
    </message>
    <message>
        <source>{table} opens {game_label}: draw for the button (LC-86, LC-28)</source>
        <comment>room.board.opens_draw_button_lc</comment>
        <translation>{table} 開 {game_label}：抽牌決定莊家按鈕（LC-86, LC-28）</translation>
    </message>
    <message>
        <source>{table} opens {game_label}: draw for the button (LC-86, LC-28); seat its list first: {players} (LC-87)</source>
        <comment>room.board.opens_seat_list_first</comment>
        <translation>{table} 開 {game_label}：抽牌決定莊家按鈕（LC-86, LC-28）；先讓名單上的玩家入座：{players}（LC-87）</translation>
    </message>
    <message>
        <source>{player} is not playing in the must-move game {must_move_table}</source>
        <comment>room.board.playing_must_move_game</comment>
        <translation>{player} 沒有在必須換桌的牌局 {must_move_table} 打牌</translation>
    </message>
    <message>
        <source>{player} plays to his big blind and quits; he may list again in an hour (LC-139a)</source>
        <comment>room.board.plays_big_blind_quits</comment>
        <translation>{player} 打到大盲注後離開；一小時後才能再登記（LC-139a）</translation>
    </message>
    <message>
        <source>position {position} is not one of {names}</source>
        <comment>room.board.position_one</comment>
        <translation>位置 {position} 不在 {names} 之中</translation>
    </message>
    <message>
        <source>{player} reported to the floor (LC-136)</source>
        <comment>room.board.reported_floor_lc</comment>
        <translation>{player} 已向樓面主管報到（LC-136）</translation>
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
        <translation>{player} 已在 {table} 入座：籌碼已上桌，保留此座位（LC-88f）</translation>
    </message>
    <message>
        <source>{player} seated in the must-move game {table}; he keeps his place on the list (LC-138)</source>
        <comment>room.board.seated_must_move_game</comment>
        <translation>{player} 已在必須換桌的牌局 {table} 入座；保留他在名單上的位置（LC-138）</translation>
    </message>
    <message>
        <source>table {table} is already open ({game_label})</source>
        <comment>room.board.table_already_open</comment>
        <translation>牌桌 {table} 已開桌（{game_label}）</translation>
    </message>
    <message>
        <source>unknown room operation {kind}</source>
        <comment>room.board.unknown_room_operation</comment>
        <translation>未知的場務操作 {kind}</translation>
    </message>
    <message>
        <source>{players} does not play at {table}</source>
        <comment>room.board_open_seats.does_not_play_at</comment>
        <translation>{players} 不在 {table} 玩</translation>
    </message>
    <message>
        <source>{table} goes from {old} to {new}: {players} keep(s) the chips in play (LC-37)</source>
        <comment>room.board_open_seats.limit_raised</comment>
        <translation>{table} 由 {old} 改為 {new}：{players} 保留場上籌碼（LC-37）</translation>
    </message>
    <message>
        <source>{table} goes from {old} to {new}: {players} keep(s) the chips in play; every buy-in from now on is at least ${minimum} (LC-37)</source>
        <comment>room.board_open_seats.limit_raised_minimum</comment>
        <translation>{table} 由 {old} 改為 {new}：{players} 保留場上籌碼；此後每次買入至少 ${minimum}（LC-37）</translation>
    </message>
    <message>
        <source>{table}&apos;s log has {in_log} players seated and every one cuts: {cards} cards</source>
        <comment>room.board_open_seats.log_has_more_seated</comment>
        <translation>{table} 的紀錄有 {in_log} 位玩家入座，每位都要切牌：只有 {cards} 張牌</translation>
    </message>
    <message>
        <source>{table} is in a must-move pair: its games keep one limit</source>
        <comment>room.board_open_seats.must_move_pair_one_limit</comment>
        <translation>{table} 屬於必須換桌的一對牌桌：兩桌維持同一限額</translation>
    </message>
    <message>
        <source>nobody seated</source>
        <comment>room.board_open_seats.nobody_seated</comment>
        <translation>無人入座</translation>
    </message>
    <message>
        <source>{player} is not on the {game_label} list</source>
        <comment>room.board_open_seats.not_on_list</comment>
        <translation>{player} 不在 {game_label} 的名單上</translation>
    </message>
    <message>
        <source>every player of {table} is asked to cut: {players} has no card</source>
        <comment>room.board_open_seats.player_has_no_card</comment>
        <translation>{table} 的每位玩家都要切牌：{players} 沒有牌</translation>
    </message>
    <message>
        <source>seat {seat} at {table} is already locked for {player}</source>
        <comment>room.board_open_seats.seat_already_locked</comment>
        <translation>{table} 的 {seat} 號座位已留給 {player}</translation>
    </message>
    <message>
        <source>nobody at {table} took seat {seat}: locked for {player} from the list (LC-88f)</source>
        <comment>room.board_open_seats.seat_locked</comment>
        <translation>{table} 無人要 {seat} 號座位：留給名單上的 {player}（LC-88f）</translation>
    </message>
    <message>
        <source>{by} offers {table} seat {seat} to the players at the table before the list (LC-88f)</source>
        <comment>room.board_open_seats.seat_offered</comment>
        <translation>{by} 先將 {table} 的 {seat} 號座位讓給該桌玩家，再給名單（LC-88f）</translation>
    </message>
    <message>
        <source>{table} ({players} players) cut for {seats} seat(s) at {lower}: {winners} (high card, suits by LC-28; LC-92)</source>
        <comment>room.board_open_seats.short_game_cut</comment>
        <translation>{table}（{players} 位玩家）切牌爭 {lower} 的 {seats} 個座位：{winners}（大牌勝，花色依 LC-28；LC-92）</translation>
    </message>
    <message>
        <source>short_game_cut: field &apos;draws&apos; must give each player&apos;s card</source>
        <comment>room.board_open_seats.short_game_cut_field_draws</comment>
        <translation>short_game_cut：欄位 &apos;draws&apos; 必須列出每位玩家的牌</translation>
    </message>
    <message>
        <source>{player} is already at {source}</source>
        <comment>room.board_seats.already</comment>
        <translation>{player} 已在 {source}</translation>
    </message>
    <message>
        <source>{player} is already away from {table}</source>
        <comment>room.board_seats.already_away_from</comment>
        <translation>{player} 已離開 {table}</translation>
    </message>
    <message>
        <source>{by} approves {player}&apos;s move to {to_table} (LC-95): {timing_words}</source>
        <comment>room.board_seats.approves_s_move_lc</comment>
        <translation>{by} 核准 {player} 換到 {to_table}（LC-95）：{timing_words}</translation>
    </message>
    <message>
        <source>{player} asks to move from {source} to {target}: waits for the floor (LC-95)</source>
        <comment>room.board_seats.asks_move_from_waits</comment>
        <translation>{player} 要求從 {source} 換到 {target}：等待樓面主管（LC-95）</translation>
    </message>
    <message>
        <source>{player} is not away</source>
        <comment>room.board_seats.away</comment>
        <translation>{player} 沒有離座</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: meal</source>
        <comment>room.board_seats.away_meal</comment>
        <translation>{player} 離開 {table} {seat} 號座位：用餐</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: meal (30 minutes, LC-99)</source>
        <comment>room.board_seats.away_meal_stud</comment>
        <translation>{player} 離開 {table} {seat} 號座位：用餐（30 分鐘，LC-99）</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: other (LC-97)</source>
        <comment>room.board_seats.away_other</comment>
        <translation>{player} 離開 {table} {seat} 號座位：其他（LC-97）</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: other (15 minutes, LC-99)</source>
        <comment>room.board_seats.away_other_stud</comment>
        <translation>{player} 離開 {table} {seat} 號座位：其他（15 分鐘，LC-99）</translation>
    </message>
    <message>
        <source>{player} back at {table} after {minutes} minutes</source>
        <comment>room.board_seats.back_after_minutes</comment>
        <translation>{player} {minutes} 分鐘後回到 {table}</translation>
    </message>
    <message>
        <source>break {break_} is meal or other</source>
        <comment>room.board_seats.break_meal_other</comment>
        <translation>休息類型 {break_} 須為用餐或其他</translation>
    </message>
    <message>
        <source>{table} breaks with seats for all: missed-blind buttons go along ({value}) (LC-94b)</source>
        <comment>room.board_seats.breaks_seats_all_missed</comment>
        <translation>{table} 散桌，座位足夠所有人：錯過盲注按鈕跟著走（{value}）（LC-94b）</translation>
    </message>
    <message>
        <source>{table} breaks with {seats} seats for {count}: draw {themselves}; the floor draws for {value}; no draw for {value2} (LC-94a, LC-93)</source>
        <comment>room.board_seats.breaks_seats_draw_floor</comment>
        <translation>{table} 散桌，{seats} 個座位給 {count} 人：{themselves} 抽牌；樓面主管代 {value} 抽；{value2} 不抽（LC-94a, LC-93）</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays (left {left_table} with ${chips}) ({rule_ids})</source>
        <comment>room.board_seats.buys_in_came_back</comment>
        <translation>{player} 在 {table} 買入 ${amount}：{kind}，以 ${plays} 上桌（離開 {left_table} 時有 ${chips}）（{rule_ids}）</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays (left {left_table}, his stack not recorded) ({rule_ids})</source>
        <comment>room.board_seats.buys_in_came_back_unrecorded</comment>
        <translation>{player} 在 {table} 買入 ${amount}：{kind}，以 ${plays} 上桌（離開 {left_table}，未記錄帶走的籌碼）（{rule_ids}）</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays ({rule_ids})</source>
        <comment>room.board_seats.buys_plays</comment>
        <translation>{player} 在 {table} 買入 ${amount}：{kind}，以 ${plays} 上桌（{rule_ids}）</translation>
    </message>
    <message>
        <source>the draw is for {names}, not {names2}</source>
        <comment>room.board_seats.draw</comment>
        <translation>抽牌的人是 {names}，不是 {names2}</translation>
    </message>
    <message>
        <source>game_broken: field &apos;players&apos; must list the game&apos;s players</source>
        <comment>room.board_seats.game_broken_field_players</comment>
        <translation>game_broken：欄位 &apos;players&apos; 必須列出牌局的玩家</translation>
    </message>
    <message>
        <source>game_broken: {item} is not a player with a name</source>
        <comment>room.board_seats.game_broken_player_name</comment>
        <translation>game_broken：{item} 不是有名字的玩家</translation>
    </message>
    <message>
        <source>{player} has not asked for a table change</source>
        <comment>room.board_seats.has_asked_table_change</comment>
        <translation>{player} 沒有要求換桌</translation>
    </message>
    <message>
        <source>{player} has not been called from a must-move game at {source} to this table</source>
        <comment>room.board_seats.has_been_called_from</comment>
        <translation>{player} 尚未從 {source} 的必須換桌牌局被叫到這一桌</translation>
    </message>
    <message>
        <source>{source} has not broken: a forced move is from a broken or must-move game</source>
        <comment>room.board_seats.has_broken_forced_move</comment>
        <translation>{source} 沒有散桌：強制換桌只來自散桌或必須換桌的牌局</translation>
    </message>
    <message>
        <source>{table} has no seat draw to make</source>
        <comment>room.board_seats.has_no_seat_draw</comment>
        <translation>{table} 沒有要抽的座位</translation>
    </message>
    <message>
        <source>hold button off at {table} seat {seat}: it never counts toward the three buttons (LC-GL-33, LC-97)</source>
        <comment>room.board_seats.hold_button_off</comment>
        <translation>{table} {seat} 號座位保留按鈕：關；永不計入三個按鈕（LC-GL-33, LC-97）</translation>
    </message>
    <message>
        <source>hold button on at {table} seat {seat}: it never counts toward the three buttons (LC-GL-33, LC-97)</source>
        <comment>room.board_seats.hold_button_on</comment>
        <translation>{table} {seat} 號座位保留按鈕：開；永不計入三個按鈕（LC-GL-33, LC-97）</translation>
    </message>
    <message>
        <source>{player} left {table} ({game_label}) with ${chips}</source>
        <comment>room.board_seats.left</comment>
        <translation>{player} 帶 ${chips} 離開 {table}（{game_label}）</translation>
    </message>
    <message>
        <source>; he may take a hand now or come in behind the button without posting (LC-140)</source>
        <comment>room.board_seats.may_take_hand_now</comment>
        <translation>；他可以現在就拿牌，或在莊家按鈕之後入局而不用補盲（LC-140）</translation>
    </message>
    <message>
        <source>{player} moves {source} -&gt; {target} with ${plays} ({rule_ids}); {left} missed-blind button(s) stay behind, {carried} follow (LC-142){note}</source>
        <comment>room.board_seats.moves_missed_blind_button</comment>
        <translation>{player} 從 {source} -&gt; {target}，帶 ${plays}（{rule_ids}）；{left} 個錯過盲注按鈕留下，{carried} 個跟著走（LC-142）{note}</translation>
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
        <translation>{player} 在 {where} {where2} 號座位的籌碼已收走（LC-97, LC-98）</translation>
    </message>
    <message>
        <source>{from_table}&apos;s game has no seating rules</source>
        <comment>room.board_seats.s_game_has_no</comment>
        <translation>{from_table} 的牌局沒有座位規則</translation>
    </message>
    <message>
        <source>{player}&apos;s move to {target} has not been approved</source>
        <comment>room.board_seats.s_move_has_been</comment>
        <translation>{player} 換到 {target} 尚未核准</translation>
    </message>
    <message>
        <source>seat_draw: field &apos;draws&apos; must give each player&apos;s card</source>
        <comment>room.board_seats.seat_draw_field_draws</comment>
        <translation>seat_draw：欄位 &apos;draws&apos; 必須列出每位玩家的牌</translation>
    </message>
    <message>
        <source>{player} at {where} seat {where2}: missed-blind button {count} (LC-97)</source>
        <comment>room.board_seats.seat_missed_blind_button</comment>
        <translation>{player} 在 {where} {where2} 號座位：第 {count} 個錯過盲注按鈕（LC-97）</translation>
    </message>
    <message>
        <source>seats go to {winners} (high card, suits by LC-28; LC-94a)</source>
        <comment>room.board_seats.seats_go_high_card</comment>
        <translation>座位給 {winners}（大牌勝，花色依 LC-28；LC-94a）</translation>
    </message>
    <message>
        <source>table {source} is not open in the room</source>
        <comment>room.board_seats.table_open_room</comment>
        <translation>牌桌 {source} 在本場未開桌</translation>
    </message>
    <message>
        <source>{game_label} has no must-move game</source>
        <comment>room.board_state.has_no_must_move</comment>
        <translation>{game_label} 沒有必須換桌的牌局</translation>
    </message>
    <message>
        <source>the room has not set {what} ({reason})</source>
        <comment>room.board_state.room_has_set</comment>
        <translation>本場尚未設定{what}（{reason}）</translation>
    </message>
    <message>
        <source>table {table} deals {game_label}, not {game_label2}</source>
        <comment>room.board_state.table_deals</comment>
        <translation>牌桌 {table} 開的是 {game_label}，不是 {game_label2}</translation>
    </message>
    <message>
        <source>table {table} is not open in the room</source>
        <comment>room.board_state.table_open_room</comment>
        <translation>牌桌 {table} 在本場未開桌</translation>
    </message>
    <message>
        <source>the meal-break allowance is a stud rule; other games follow the three-button rule</source>
        <comment>room.breaks.meal_break_allowance_stud</comment>
        <translation>用餐休息是 stud 的規則；其他牌局依三按鈕規則</translation>
    </message>
    <message>
        <source>a meal break starts after the player tells the floor</source>
        <comment>room.breaks.meal_break_starts_after</comment>
        <translation>用餐休息在玩家告知樓面主管後才開始</translation>
    </message>
    <message>
        <source>one meal break per four hours of play: the next in {minutes} minutes</source>
        <comment>room.breaks.one_meal_break_per</comment>
        <translation>每打四小時可用餐休息一次：下一次在 {minutes} 分鐘後</translation>
    </message>
    <message>
        <source>the room&apos;s repeated-lobbying measure needs a count and a period</source>
        <comment>room.breaks.room_s_repeated_lobbying</comment>
        <translation>本場的重複離座標準需要次數和時段</translation>
    </message>
    <message>
        <source>carried</source>
        <comment>room.buy_in.carried</comment>
        <translation>帶過來</translation>
    </message>
    <message>
        <source>full</source>
        <comment>room.buy_in.full</comment>
        <translation>足額</translation>
    </message>
    <message>
        <source>short</source>
        <comment>room.buy_in.short</comment>
        <translation>不足額</translation>
    </message>
    <message>
        <source>with ${stack} he brings at least the ${minimum} minimum</source>
        <comment>room.buy_ins.brings_least_minimum</comment>
        <translation>他有 ${stack}，至少要帶最低的 ${minimum}</translation>
    </message>
    <message>
        <source>a buy-in is a positive amount, not ${amount}</source>
        <comment>room.buy_ins.buy_positive_amount</comment>
        <translation>買入必須是正數金額，不是 ${amount}</translation>
    </message>
    <message>
        <source>from a broken ${from_small_bet} game he may enter short only at an equal or lower limit: here at least ${minimum}</source>
        <comment>room.buy_ins.from_broken_game_may</comment>
        <translation>從散掉的 ${from_small_bet} 牌局過來，只有同等或較低注額才能不足額入局：這裡至少 ${minimum}</translation>
    </message>
    <message>
        <source>{game_name} has no poker buy-in</source>
        <comment>room.buy_ins.has_no_poker_buy</comment>
        <translation>{game_name} 沒有撲克買入</translation>
    </message>
    <message>
        <source>he holds ${stack} in the game he leaves, not ${amount}</source>
        <comment>room.buy_ins.holds_game_leaves</comment>
        <translation>他在離開的牌局有 ${stack}，不是 ${amount}</translation>
    </message>
    <message>
        <source>he left {left} minutes ago with ${chips}: he comes back with at least ${chips}, not ${amount}</source>
        <comment>room.buy_ins.left_minutes_ago_comes</comment>
        <translation>他 {left} 分鐘前帶 ${chips} 離開：回來至少要帶 ${chips}，不是 ${amount}</translation>
    </message>
    <message>
        <source>he left {left} minutes ago and his table&apos;s log does not say with how much: the floor decides</source>
        <comment>room.buy_ins.left_minutes_ago_unrecorded</comment>
        <translation>他 {left} 分鐘前離開，他那桌的記錄沒有寫明帶走多少：由樓面主管決定</translation>
    </message>
    <message>
        <source>{player} left this game before and the log does not say when or with how much: the floor decides</source>
        <comment>room.buy_ins.left_unrecorded</comment>
        <translation>{player} 之前離開過這個遊戲，記錄沒有寫明時間或帶走多少籌碼：由樓面主管決定</translation>
    </message>
    <message>
        <source>a ${new} limit does not raise a ${old} game</source>
        <comment>room.buy_ins.limit_does_not_raise</comment>
        <translation>${new} 的限額並未提高 ${old} 的牌局</translation>
    </message>
    <message>
        <source>a new player buys in for at least ${minimum}, not ${amount}</source>
        <comment>room.buy_ins.new_player_buys_least</comment>
        <translation>新玩家至少買入 ${minimum}，不是 ${amount}</translation>
    </message>
    <message>
        <source>${amount} is over this game&apos;s ${maximum} maximum buy-in</source>
        <comment>room.buy_ins.over_this_game_s</comment>
        <translation>${amount} 超過本牌局的最高買入 ${maximum}</translation>
    </message>
    <message>
        <source>a player who changes games by choice buys in for at least ${minimum}, not ${amount}</source>
        <comment>room.buy_ins.player_who_changes_games</comment>
        <translation>自願換牌局的玩家至少買入 ${minimum}，不是 ${amount}</translation>
    </message>
    <message>
        <source>the room has not said how many short buy-ins follow a full one</source>
        <comment>room.buy_ins.room_has_said_how</comment>
        <translation>本場尚未規定足額買入後可有幾次不足額買入</translation>
    </message>
    <message>
        <source>the room has not set this game&apos;s minimum buy-in</source>
        <comment>room.buy_ins.room_has_set_this</comment>
        <translation>本場尚未設定本牌局的最低買入</translation>
    </message>
    <message>
        <source>${amount} is a short buy-in and none follows a full one yet: at least ${minimum}</source>
        <comment>room.buy_ins.short_buy_none_follows</comment>
        <translation>${amount} 是不足額買入，而之前還沒有足額買入：至少 ${minimum}</translation>
    </message>
    <message>
        <source>with ${stack}, under the minimum, he brings all of it</source>
        <comment>room.buy_ins.under_minimum_brings_all</comment>
        <translation>他有 ${stack}，低於最低額，全部帶過去</translation>
    </message>
    <message>
        <source>${amount} would be a short buy-in after a short one: this one must be at least ${minimum}</source>
        <comment>room.buy_ins.would_short_buy_after</comment>
        <translation>${amount} 會是連續第二次不足額買入：這次至少要 ${minimum}</translation>
    </message>
    <message>
        <source>{card} cannot be drawn: draw again without jokers</source>
        <comment>room.card_draw.cannot_drawn_draw_again</comment>
        <translation>{card} 不能用來抽牌：去掉鬼牌再抽一次</translation>
    </message>
    <message>
        <source>the draw for the button needs two or more seated players</source>
        <comment>room.card_draw.draw_button_needs_two</comment>
        <translation>抽牌決定莊家按鈕需要兩位以上已入座的玩家</translation>
    </message>
    <message>
        <source>nobody drew a card</source>
        <comment>room.card_draw.nobody_drew_card</comment>
        <translation>沒有人抽牌</translation>
    </message>
    <message>
        <source>{card} was drawn twice ({seen} and {who}): draw again from one deck</source>
        <comment>room.card_draw.was_drawn_twice_draw</comment>
        <translation>{card} 被抽到兩次（{seen} 和 {who}）：用同一副牌重抽</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson&apos;s badge</source>
        <comment>room.decide.badge</comment>
        <translation>樓面決定須註明樓面主管的員工證</translation>
    </message>
    <message>
        <source>a floor decision is confirmed or overridden</source>
        <comment>room.decide.confirmed_or_overridden</comment>
        <translation>樓面決定只能是確認或推翻</translation>
    </message>
    <message>
        <source>ruling {ruling} of table {table} was already decided at a station</source>
        <comment>room.decide.decided_at_station</comment>
        <translation>牌桌 {table} 的裁決 {ruling} 已在樓面站決定</translation>
    </message>
    <message>
        <source>ruling {ruling} was already decided at table {table}</source>
        <comment>room.decide.decided_at_table</comment>
        <translation>裁決 {ruling} 已在牌桌 {table} 決定</translation>
    </message>
    <message>
        <source>table {table} has begun its next hand: ruling {ruling} can no longer be decided (LC-8c)</source>
        <comment>room.decide.next_hand</comment>
        <translation>牌桌 {table} 已開始下一手：裁決 {ruling} 已不能再決定（LC-8c）</translation>
    </message>
    <message>
        <source>the room answered nothing</source>
        <comment>room.decide.no_answer</comment>
        <translation>本場沒有任何回應</translation>
    </message>
    <message>
        <source>table {table} has no ruling {ruling} in the room</source>
        <comment>room.decide.no_ruling</comment>
        <translation>牌桌 {table} 在本場沒有裁決 {ruling}</translation>
    </message>
    <message>
        <source>table {table} is not enrolled in the room</source>
        <comment>room.decide.not_enrolled</comment>
        <translation>牌桌 {table} 未在本場登記</translation>
    </message>
    <message>
        <source>an override needs a reason (LC-P1)</source>
        <comment>room.decide.override_reason</comment>
        <translation>推翻裁決需要理由（LC-P1）</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: applied at the table</source>
        <comment>room.decision.applied</comment>
        <translation>{table} 的裁決 {ruling} 由 {by} {decision}：牌桌已執行</translation>
    </message>
    <message>
        <source>confirmed</source>
        <comment>room.decision.confirmed</comment>
        <translation>確認</translation>
    </message>
    <message>
        <source>overridden</source>
        <comment>room.decision.overridden</comment>
        <translation>推翻</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: REFUSED by the table: {why}</source>
        <comment>room.decision.refused</comment>
        <translation>{table} 的裁決 {ruling} 由 {by} {decision}：牌桌拒絕：{why}</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: sent, waiting for the table</source>
        <comment>room.decision.sent</comment>
        <translation>{table} 的裁決 {ruling} 由 {by} {decision}：已送出，等待牌桌</translation>
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
        <translation>設備已連線</translation>
    </message>
    <message>
        <source>{count} behind</source>
        <comment>room.link.behind</comment>
        <translation>落後 {count}</translation>
    </message>
    <message>
        <source>connected</source>
        <comment>room.link.connected</comment>
        <translation>已連線</translation>
    </message>
    <message>
        <source>never connected</source>
        <comment>room.link.never</comment>
        <translation>從未連線</translation>
    </message>
    <message>
        <source>offline since {since}</source>
        <comment>room.link.offline</comment>
        <translation>自 {since} 起離線</translation>
    </message>
    <message>
        <source>OFFLINE TOO LONG (since {since})</source>
        <comment>room.link.offline_too_long</comment>
        <translation>離線過久（自 {since} 起）</translation>
    </message>
    <message>
        <source>the button cannot pass a negative number of times</source>
        <comment>room.must_move.button_cannot_pass_negative</comment>
        <translation>莊家按鈕不能移動負數次</translation>
    </message>
    <message>
        <source>he quit instead of moving: he may sign up again in {minutes} minutes</source>
        <comment>room.must_move.quit_instead_moving_may</comment>
        <translation>他選擇離開而不換桌：{minutes} 分鐘後才能再登記</translation>
    </message>
    <message>
        <source>&apos;amount&apos;</source>
        <comment>room.operation.field.amount</comment>
        <translation>「金額」</translation>
    </message>
    <message>
        <source>&apos;break&apos;</source>
        <comment>room.operation.field.break</comment>
        <translation>「休息」</translation>
    </message>
    <message>
        <source>&apos;call_in&apos;</source>
        <comment>room.operation.field.call_in</comment>
        <translation>「電話登記」</translation>
    </message>
    <message>
        <source>&apos;chips&apos;</source>
        <comment>room.operation.field.chips</comment>
        <translation>「籌碼」</translation>
    </message>
    <message>
        <source>&apos;choice&apos;</source>
        <comment>room.operation.field.choice</comment>
        <translation>「選擇」</translation>
    </message>
    <message>
        <source>&apos;declared&apos;</source>
        <comment>room.operation.field.declared</comment>
        <translation>「已聲明」</translation>
    </message>
    <message>
        <source>&apos;draws&apos;</source>
        <comment>room.operation.field.draws</comment>
        <translation>「抽到的牌」</translation>
    </message>
    <message>
        <source>&apos;floor_told&apos;</source>
        <comment>room.operation.field.floor_told</comment>
        <translation>「已告知樓面」</translation>
    </message>
    <message>
        <source>&apos;from_table&apos;</source>
        <comment>room.operation.field.from_table</comment>
        <translation>「原牌桌」</translation>
    </message>
    <message>
        <source>&apos;game&apos;</source>
        <comment>room.operation.field.game</comment>
        <translation>「遊戲」</translation>
    </message>
    <message>
        <source>&apos;limit&apos;</source>
        <comment>room.operation.field.limit</comment>
        <translation>「注額」</translation>
    </message>
    <message>
        <source>&apos;main_table&apos;</source>
        <comment>room.operation.field.main_table</comment>
        <translation>「主牌桌」</translation>
    </message>
    <message>
        <source>&apos;must_move_table&apos;</source>
        <comment>room.operation.field.must_move_table</comment>
        <translation>「必須換桌牌桌」</translation>
    </message>
    <message>
        <source>&apos;on&apos;</source>
        <comment>room.operation.field.on</comment>
        <translation>「啟用」</translation>
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
        <translation>「玩家數」</translation>
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
        <translation>「籌碼量」</translation>
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
        <translation>「目標牌桌」</translation>
    </message>
    <message>
        <source>{kind}: field {missing} is missing</source>
        <comment>room.operation.field_missing</comment>
        <translation>{kind}：缺少欄位 {missing}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be a name, not {value}</source>
        <comment>room.operation.field_must_name</comment>
        <translation>{kind}：欄位 {name} 必須是名字，不是 {value}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be true or false, not {value}</source>
        <comment>room.operation.field_must_true_false</comment>
        <translation>{kind}：欄位 {name} 必須是 true 或 false，不是 {value}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be a whole number of 0 or more, not {value}</source>
        <comment>room.operation.field_must_whole_number</comment>
        <translation>{kind}：欄位 {name} 必須是 0 以上的整數，不是 {value}</translation>
    </message>
    <message>
        <source>the room kept changing while this was recorded: try again</source>
        <comment>room.operation.kept_changing</comment>
        <translation>記錄時本場一直在變動：請再試一次</translation>
    </message>
    <message>
        <source>arrived</source>
        <comment>room.operation.kind.arrived</comment>
        <translation>向樓面報到</translation>
    </message>
    <message>
        <source>away</source>
        <comment>room.operation.kind.away</comment>
        <translation>離座</translation>
    </message>
    <message>
        <source>back</source>
        <comment>room.operation.kind.back</comment>
        <translation>回座</translation>
    </message>
    <message>
        <source>buy_in</source>
        <comment>room.operation.kind.buy_in</comment>
        <translation>買入</translation>
    </message>
    <message>
        <source>called</source>
        <comment>room.operation.kind.called</comment>
        <translation>叫入牌桌</translation>
    </message>
    <message>
        <source>chips_picked_up</source>
        <comment>room.operation.kind.chips_picked_up</comment>
        <translation>收走籌碼</translation>
    </message>
    <message>
        <source>delisted</source>
        <comment>room.operation.kind.delisted</comment>
        <translation>移出候位名單</translation>
    </message>
    <message>
        <source>game_broken</source>
        <comment>room.operation.kind.game_broken</comment>
        <translation>散桌</translation>
    </message>
    <message>
        <source>hold_button</source>
        <comment>room.operation.kind.hold_button</comment>
        <translation>保留座位按鈕</translation>
    </message>
    <message>
        <source>left_table</source>
        <comment>room.operation.kind.left_table</comment>
        <translation>離桌</translation>
    </message>
    <message>
        <source>limit_raised</source>
        <comment>room.operation.kind.limit_raised</comment>
        <translation>提高注額</translation>
    </message>
    <message>
        <source>listed</source>
        <comment>room.operation.kind.listed</comment>
        <translation>登記候位</translation>
    </message>
    <message>
        <source>missed_button</source>
        <comment>room.operation.kind.missed_button</comment>
        <translation>漏盲按鈕</translation>
    </message>
    <message>
        <source>moved</source>
        <comment>room.operation.kind.moved</comment>
        <translation>換桌</translation>
    </message>
    <message>
        <source>must_move_answer</source>
        <comment>room.operation.kind.must_move_answer</comment>
        <translation>回應叫人</translation>
    </message>
    <message>
        <source>must_move_called</source>
        <comment>room.operation.kind.must_move_called</comment>
        <translation>從必須換桌叫人</translation>
    </message>
    <message>
        <source>must_move_declared</source>
        <comment>room.operation.kind.must_move_declared</comment>
        <translation>宣告必須換桌</translation>
    </message>
    <message>
        <source>must_move_players</source>
        <comment>room.operation.kind.must_move_players</comment>
        <translation>必須換桌人數</translation>
    </message>
    <message>
        <source>no_answer</source>
        <comment>room.operation.kind.no_answer</comment>
        <translation>未回應</translation>
    </message>
    <message>
        <source>seat_change_asked</source>
        <comment>room.operation.kind.seat_change_asked</comment>
        <translation>要求換座</translation>
    </message>
    <message>
        <source>seat_change_given</source>
        <comment>room.operation.kind.seat_change_given</comment>
        <translation>准許換座</translation>
    </message>
    <message>
        <source>seat_draw</source>
        <comment>room.operation.kind.seat_draw</comment>
        <translation>抽牌選座</translation>
    </message>
    <message>
        <source>seat_locked</source>
        <comment>room.operation.kind.seat_locked</comment>
        <translation>鎖定座位</translation>
    </message>
    <message>
        <source>seat_offered</source>
        <comment>room.operation.kind.seat_offered</comment>
        <translation>提供空位</translation>
    </message>
    <message>
        <source>seat_transferred</source>
        <comment>room.operation.kind.seat_transferred</comment>
        <translation>讓座</translation>
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
        <translation>核准換桌</translation>
    </message>
    <message>
        <source>table_change_asked</source>
        <comment>room.operation.kind.table_change_asked</comment>
        <translation>要求換桌</translation>
    </message>
    <message>
        <source>table_closed</source>
        <comment>room.operation.kind.table_closed</comment>
        <translation>關桌</translation>
    </message>
    <message>
        <source>table_opened</source>
        <comment>room.operation.kind.table_opened</comment>
        <translation>開桌</translation>
    </message>
    <message>
        <source>the room store is out of reach: nothing was recorded. Try again in a moment; if it lasts, call the technician</source>
        <comment>room.operation.out_of_reach</comment>
        <translation>連不上本場：沒有記錄任何內容。請稍後再試；若持續如此，請找技術人員</translation>
    </message>
    <message>
        <source>unknown room operation {kind}</source>
        <comment>room.operation.unknown_room_operation</comment>
        <translation>未知的場務操作 {kind}</translation>
    </message>
    <message>
        <source>{player} called in over an hour ago and has not come: off the {game_label} list</source>
        <comment>room.prompts.called_over_hour_ago</comment>
        <translation>{player} 電話登記超過一小時仍未到場：從 {game_label} 名單移除</translation>
    </message>
    <message>
        <source>{player} has been away {count} times lately: the floor may pick up his chips before a third button</source>
        <comment>room.prompts.has_been_away_times</comment>
        <translation>{player} 最近已離座 {count} 次：樓面主管可在第三個按鈕之前收走他的籌碼</translation>
    </message>
    <message>
        <source>must-move {must_move_table} is short ({players} players): the floor sets the fairest collection</source>
        <comment>room.prompts.must_move_short_players</comment>
        <translation>必須換桌 {must_move_table} 人數不足（{players} 位玩家）：由樓面主管訂定最公平的抽水</translation>
    </message>
    <message>
        <source>now: the game counts as full while it has a must-move game (LC-131)</source>
        <comment>room.prompts.pick_up_now_full</comment>
        <translation>現在：有必須換桌牌局時此牌局視為滿桌（LC-131）</translation>
    </message>
    <message>
        <source>now if the game is full; otherwise when someone asks for the seat or the game fills</source>
        <comment>room.prompts.pick_up_when_full</comment>
        <translation>滿桌時現在就收；否則等有人要這個座位或牌局滿桌時</translation>
    </message>
    <message>
        <source>{player} ({table} seat {seat}) has {missed} missed-blind buttons: pick up his chips {when}</source>
        <comment>room.prompts.seat_has_missed_blind</comment>
        <translation>{player}（{table} {seat} 號座位）有 {missed} 個錯過盲注按鈕：收走他的籌碼，{when}</translation>
    </message>
    <message>
        <source>{player} ({table} seat {seat}) is {over} min over the {allowed}-minute stud limit: pick-up due</source>
        <comment>room.prompts.seat_min_over_minute</comment>
        <translation>{player}（{table} {seat} 號座位）已超過 stud 的 {allowed} 分鐘上限 {over} 分鐘：應收走籌碼</translation>
    </message>
    <message>
        <source>{text} ({rule_ids})</source>
        <comment>room.refusal.cited</comment>
        <translation>{text}（{rule_ids}）</translation>
    </message>
    <message>
        <source>the dealer rotation period is a number of minutes over 0, not {period_minutes}</source>
        <comment>room.rotation.dealer_rotation_period_number</comment>
        <translation>荷官輪替週期必須是大於 0 的分鐘數，不是 {period_minutes}</translation>
    </message>
    <message>
        <source>a dealer sign-in at {table} names no badge</source>
        <comment>room.rotation.dealer_sign_names_no</comment>
        <translation>{table} 的荷官登入沒有員工證</translation>
    </message>
    <message>
        <source>{tied} cannot be told apart by who asked first or who has played longest: they draw cards for the seat</source>
        <comment>room.seat_priority.cannot_told_apart_who</comment>
        <translation>無法依誰先提出或誰打得較久分出 {tied} 的先後：抽牌決定座位</translation>
    </message>
    <message>
        <source>{newcomer}&apos;s chips are on the table: he cannot be made to move</source>
        <comment>room.seat_priority.chips_down_no_move</comment>
        <translation>{newcomer} 的籌碼已上桌：不能要求他換位</translation>
    </message>
    <message>
        <source>offer the open seat to the seated players before locking it for the list</source>
        <comment>room.seat_priority.offer_before_lock</comment>
        <translation>先將空位讓給已入座的玩家，再為名單保留</translation>
    </message>
    <message>
        <source>a player asks for the seat twice</source>
        <comment>room.seat_priority.player_asks_seat_twice</comment>
        <translation>有玩家要求同一座位兩次</translation>
    </message>
    <message>
        <source>seat changes are allowed only with fewer than {only_below} players; the game has {players}</source>
        <comment>room.seat_priority.seat_changes_are_allowed</comment>
        <translation>只有在少於 {only_below} 位玩家時才可換座位；牌局有 {players} 位</translation>
    </message>
    <message>
        <source>whether changes are at once</source>
        <comment>room.setting.changes_at_once</comment>
        <translation>換桌是否立即</translation>
    </message>
    <message>
        <source>whether a change of limit plays to the big blind</source>
        <comment>room.setting.other_limit_big_blind</comment>
        <translation>換注額時是否打到大盲注</translation>
    </message>
    <message>
        <source>seat changes only below</source>
        <comment>room.setting.seat_changes_below</comment>
        <translation>換座位的人數上限</translation>
    </message>
    <message>
        <source>{name} is already on the {game} list</source>
        <comment>room.sign_up.already_list</comment>
        <translation>{name} 已在 {game} 名單上</translation>
    </message>
    <message>
        <source>{player} called in and has not reported to the floor yet</source>
        <comment>room.sign_up.called_has_reported_floor</comment>
        <translation>{player} 電話登記，尚未向樓面主管報到</translation>
    </message>
    <message>
        <source>{player} called in over an hour ago and never came: he is off the list</source>
        <comment>room.sign_up.called_over_hour_ago</comment>
        <translation>{player} 電話登記超過一小時都沒來：已從名單移除</translation>
    </message>
    <message>
        <source>{player} has not been called</source>
        <comment>room.sign_up.has_been_called</comment>
        <translation>{player} 尚未被叫號</translation>
    </message>
    <message>
        <source>{player} is not on the {game} list</source>
        <comment>room.sign_up.list</comment>
        <translation>{player} 不在 {game} 名單上</translation>
    </message>
    <message>
        <source>a name is needed to put a player on the list</source>
        <comment>room.sign_up.name_needed_put_player</comment>
        <translation>要把玩家加入名單需要名字</translation>
    </message>
    <message>
        <source>{player} is a walk-in: the floor keeps or removes him</source>
        <comment>room.sign_up.walk_floor_keeps_removes</comment>
        <translation>{player} 是現場候位：由樓面主管決定保留或移除</translation>
    </message>
    <message>
        <source>applied</source>
        <comment>room.station.applied</comment>
        <translation>已執行</translation>
    </message>
    <message>
        <source>refused: {why}</source>
        <comment>room.station.refused</comment>
        <translation>被拒絕：{why}</translation>
    </message>
    <message>
        <source>sent</source>
        <comment>room.station.sent</comment>
        <translation>已送出</translation>
    </message>
    <message>
        <source>the cut is for a seat in a lower game: ${asked} is not below ${short}</source>
        <comment>room.table_changes.cut_lower_game</comment>
        <translation>切牌是爭較低牌局的座位：${asked} 並不低於 ${short}</translation>
    </message>
    <message>
        <source>the cut is for the next lower game: a ${between} game runs between ${asked} and ${short}</source>
        <comment>room.table_changes.cut_next_lower_game</comment>
        <translation>切牌是爭下一級較低的牌局：${asked} 與 ${short} 之間還有 ${between} 的牌局</translation>
    </message>
    <message>
        <source>the cut is for the lower game&apos;s open seats: none is open</source>
        <comment>room.table_changes.cut_no_open_seat</comment>
        <translation>切牌是爭較低牌局的空位：目前沒有空位</translation>
    </message>
    <message>
        <source>a cut for the lower game&apos;s seats is for a short game (under {short}); this one has {players}</source>
        <comment>room.table_changes.cut_short_game_only</comment>
        <translation>切牌爭較低牌局座位只限人少的牌局（少於 {short} 人）；此局有 {players} 人</translation>
    </message>
    <message>
        <source>a table change waits for a floorperson&apos;s approval</source>
        <comment>room.table_changes.table_change_waits_floorperson</comment>
        <translation>換桌須等樓面主管核准</translation>
    </message>
    <message>
        <source>may play to his big blind first (LC-134)</source>
        <comment>room.timing.after_big_blind</comment>
        <translation>可先打到他的大盲注（LC-134）</translation>
    </message>
    <message>
        <source>finishes the blinds and the button first (LC-96)</source>
        <comment>room.timing.after_blinds_and_button</comment>
        <translation>先打完盲注和莊家按鈕（LC-96）</translation>
    </message>
    <message>
        <source>dealt out now (LC-96)</source>
        <comment>room.timing.now</comment>
        <translation>現在起不發牌（LC-96）</translation>
    </message>
    <message>
        <source>nobody</source>
        <comment>room.words.nobody</comment>
        <translation>沒有人</translation>
    </message>
    <message>
        <source>none</source>
        <comment>room.words.none</comment>
        <translation>無</translation>
    </message>
    <message>
        <source>badge {badge} is not active floor staff at this table: only the floor decides (LC-8b)</source>
        <comment>room_decision.not_floor</comment>
        <translation>員工證 {badge} 在此桌不是在職的樓面人員：只有樓面主管可裁決（LC-8b）</translation>
    </message>
    <message>
        <source>the table could not log the decision</source>
        <comment>room_decision.not_logged</comment>
        <translation>此桌無法記錄該決定</translation>
    </message>
    <message>
        <source>the decision is for table {table}; this is table {here}</source>
        <comment>room_decision.wrong_table</comment>
        <translation>此決定是給 {table} 桌的；這裡是 {here} 桌</translation>
    </message>
    <message>
        <source>Pai Gow joker: limited by default, fully wild as a CG switch</source>
        <comment>rule.AMB-01</comment>
        <translation>牌九鬼牌：預設有限制，CG 選項下為萬能牌</translation>
    </message>
    <message>
        <source>CG blinds read as three: button blind, small blind, big blind</source>
        <comment>rule.AMB-02</comment>
        <translation>CG 盲注讀作三個：按鈕盲、小盲、大盲</translation>
    </message>
    <message>
        <source>Super Natural is a player&apos;s two jokers; P/D jokers count 2</source>
        <comment>rule.AMB-03</comment>
        <translation>Super Natural 是玩家的兩張鬼牌；莊家的鬼牌算 2</translation>
    </message>
    <message>
        <source>Any non-natural total over 21 busts; hit 22 against hit 22 pushes</source>
        <comment>rule.AMB-04</comment>
        <translation>非天生牌超過 21 即爆牌；補牌到 22 對補牌到 22 為和局</translation>
    </message>
    <message>
        <source>Late-found P/D natural: undo the action, settle the first two cards</source>
        <comment>rule.AMB-05</comment>
        <translation>莊家天生牌較晚發現：撤銷行動，以前兩張牌結算</translation>
    </message>
    <message>
        <source>At most five original wagers per player per seat</source>
        <comment>rule.AMB-06</comment>
        <translation>每位玩家每個座位最多五個原始下注</translation>
    </message>
    <message>
        <source>CG 3CP ranks: straight above flush, as the Bonus table pays</source>
        <comment>rule.AMB-07</comment>
        <translation>CG 三張牌撲克牌型：順子大於同花，依 Bonus 賠率表</translation>
    </message>
    <message>
        <source>Action button count: ace 1, faces 10, from the seat after the P/D</source>
        <comment>rule.AMB-08</comment>
        <translation>行動按鈕點數：A 算 1，人頭牌算 10，從莊家後一位起算</translation>
    </message>
    <message>
        <source>House Way against A, K or Q up: same rank with a 9 or better plays</source>
        <comment>rule.AMB-09</comment>
        <translation>莊家明牌為 A、K 或 Q 時的 House Way：同點數加 9 或以上即玩</translation>
    </message>
    <message>
        <source>3CP Bonus: own hand pays; part over the Ante returned; trips 30 to 1</source>
        <comment>rule.AMB-10</comment>
        <translation>三張牌撲克 Bonus：以自己的牌賠付；超過 Ante 的部分退回；三條 30 賠 1</translation>
    </message>
    <message>
        <source>Banker coverage by stake in action order: CG partial, HTP dead</source>
        <comment>rule.AMB-11</comment>
        <translation>莊家按行動順序以承保額承保：CG 部分承保，HTP 作廢</translation>
    </message>
    <message>
        <source>HTP: designated player higher wins, equal hands push</source>
        <comment>rule.AMB-12</comment>
        <translation>HTP：指定玩家較大則贏，相同為和局</translation>
    </message>
    <message>
        <source>2CP: non-qualifying DP results; A-2 suited; J-2 suited qualifier</source>
        <comment>rule.AMB-13</comment>
        <translation>兩張牌撲克：莊家不合格的結果；同花 A-2；同花 J-2 合格</translation>
    </message>
    <message>
        <source>Florida Hold&apos;em: one Play bet; unlisted Trips push; Ante back</source>
        <comment>rule.AMB-14</comment>
        <translation>佛羅里達德州撲克：一次 Play 注；未列出的三條為和局；Ante 退回</translation>
    </message>
    <message>
        <source>HTP 2CP and Florida rake: the same three modes as 3CP</source>
        <comment>rule.AMB-15</comment>
        <translation>HTP 兩張牌撲克與佛羅里達的抽水：與三張牌撲克相同的三種方式</translation>
    </message>
    <message>
        <source>Half kill: one player takes the main pot; kill seat is a floor call</source>
        <comment>rule.AMB-16</comment>
        <translation>半 kill：一位玩家獨得主池；kill 座位由樓面主管判定</translation>
    </message>
    <message>
        <source>Misdeal when the first or second card of the whole deal is up</source>
        <comment>rule.AMB-17</comment>
        <translation>整個發牌的第一或第二張翻開即為發錯牌</translation>
    </message>
    <message>
        <source>Two players left means uncapped; LC low cap is four bets</source>
        <comment>rule.AMB-18</comment>
        <translation>只剩兩位玩家即不封頂；LC 小注封頂為四注</translation>
    </message>
    <message>
        <source>Short blinds are live and in multiples of the common chip</source>
        <comment>rule.AMB-19</comment>
        <translation>不足額盲注為活盲，須為共用籌碼的倍數</translation>
    </message>
    <message>
        <source>Short of the button collection: dealt out, then all-in next hand</source>
        <comment>rule.AMB-20</comment>
        <translation>不夠付按鈕抽水：先不發牌，下一局全押</translation>
    </message>
    <message>
        <source>Common chip set per limit in the profile</source>
        <comment>rule.AMB-21</comment>
        <translation>設定檔中每個注額設定共用籌碼</translation>
    </message>
    <message>
        <source>After a half-bet all-in, a full raise is one bet on top of it</source>
        <comment>rule.AMB-22</comment>
        <translation>半注全押之後，完整加注是在其上再加一注</translation>
    </message>
    <message>
        <source>Odd chip to the first winner clockwise from the button</source>
        <comment>rule.AMB-23</comment>
        <translation>零頭籌碼給從按鈕順時針的第一位贏家</translation>
    </message>
    <message>
        <source>PGP $3 big blind at 4-8 is a live partial bet; callers may complete</source>
        <comment>rule.AMB-24</comment>
        <translation>PGP 4-8 的 $3 大盲是活的部分下注；跟注者可補足</translation>
    </message>
    <message>
        <source>Posting in front of the button: the seat the button reaches next</source>
        <comment>rule.AMB-25</comment>
        <translation>在按鈕前下注：按鈕下一個會到的座位</translation>
    </message>
    <message>
        <source>Low needs five ranks of 8 or lower; an Omaha board gives three</source>
        <comment>rule.AMB-26</comment>
        <translation>低牌需要五個 8 或以下的點數；奧馬哈公共牌提供三個</translation>
    </message>
    <message>
        <source>Low chart: 56 hands in order, the repeated row ignored</source>
        <comment>rule.AMB-27</comment>
        <translation>低牌表：56 手依序排列，重複的一列不計</translation>
    </message>
    <message>
        <source>Pai Gow dice: P/D counts as 1, all seven spots, counter-clockwise</source>
        <comment>rule.AMB-28</comment>
        <translation>牌九骰子：莊家算 1，七個位置，逆時針</translation>
    </message>
    <message>
        <source>Stud early cards: count players at discovery, finish the betting</source>
        <comment>rule.AMB-29</comment>
        <translation>梭哈提前發牌：依發現時的玩家數計，完成下注</translation>
    </message>
    <message>
        <source>A called hand mucked at showdown may be seen but cannot win</source>
        <comment>rule.AMB-30</comment>
        <translation>攤牌時被跟注而丟棄的牌可以看，但不能贏</translation>
    </message>
    <message>
        <source>Stud cap: the completion is the bet, then three raises</source>
        <comment>rule.AMB-31</comment>
        <translation>梭哈封頂：補足算一注，之後三次加注</translation>
    </message>
    <message>
        <source>LC high: seat changes only under five players</source>
        <comment>rule.AMB-32</comment>
        <translation>LC 大注：只有少於五位玩家時才可換座位</translation>
    </message>
    <message>
        <source>Cash never plays; runner chips only as LC-26c allows</source>
        <comment>rule.AMB-33</comment>
        <translation>現金一律不算；運送中的籌碼僅依 LC-26c</translation>
    </message>
    <message>
        <source>California player-dealer rotation: two non-TPPP bankers per 40 minutes</source>
        <comment>rule.CA-PDR</comment>
        <translation>加州玩家莊家輪換：每 40 分鐘兩位非 TPPP 莊家</translation>
    </message>
    <message>
        <source>Deal from a single 52-card deck</source>
        <comment>rule.CG-3CP-01</comment>
        <translation>使用一副 52 張的牌</translation>
    </message>
    <message>
        <source>Deal a player in only after he has placed an Ante and paid the…</source>
        <comment>rule.CG-3CP-02</comment>
        <translation>玩家下了 Ante 並付了…後才發牌給他</translation>
    </message>
    <message>
        <source>Deal three face-down cards to each player</source>
        <comment>rule.CG-3CP-03</comment>
        <translation>每位玩家發三張蓋牌</translation>
    </message>
    <message>
        <source>After looking, a player may fold and lose the Ante</source>
        <comment>rule.CG-3CP-04a</comment>
        <translation>看牌後，玩家可棄牌並輸掉 Ante</translation>
    </message>
    <message>
        <source>Or he stays by placing a Play bet exactly equal to his Ante</source>
        <comment>rule.CG-3CP-04b</comment>
        <translation>或下一個與 Ante 相同的 Play 注繼續</translation>
    </message>
    <message>
        <source>The P/D qualifies only with queen-high or better</source>
        <comment>rule.CG-3CP-05</comment>
        <translation>莊家須 Q 高或以上才合格</translation>
    </message>
    <message>
        <source>If the P/D does not qualify, Play bets get no action and are returned…</source>
        <comment>rule.CG-3CP-05a</comment>
        <translation>莊家不合格時，Play 注不算並退回…</translation>
    </message>
    <message>
        <source>If the P/D does not qualify, every Ante still in play (not folded) is…</source>
        <comment>rule.CG-3CP-05b</comment>
        <translation>莊家不合格時，每個仍在局（未棄牌）的 Ante…</translation>
    </message>
    <message>
        <source>If the P/D qualifies, compare hands (ranks per CG-3CP-B07b)</source>
        <comment>rule.CG-3CP-05c</comment>
        <translation>莊家合格則比牌（牌型依 CG-3CP-B07b）</translation>
    </message>
    <message>
        <source>Give each wager action only as far as the P/D&apos;s wager covers it</source>
        <comment>rule.CG-3CP-06</comment>
        <translation>每個下注只在莊家承保額範圍內有效</translation>
    </message>
    <message>
        <source>End the round when the P/D&apos;s stake is used up or every player wager has…</source>
        <comment>rule.CG-3CP-07</comment>
        <translation>莊家承保額用完或每個玩家下注都已…時結束本局</translation>
    </message>
    <message>
        <source>After every two hands, rotate the P/D position or offer it to every…</source>
        <comment>rule.CG-3CP-08</comment>
        <translation>每兩手牌輪換莊家或讓莊給每位…</translation>
    </message>
    <message>
        <source>A player who does not or cannot put up the full Play bet gives up his…</source>
        <comment>rule.CG-3CP-09</comment>
        <translation>不下或無法下足 Play 注的玩家放棄他的…</translation>
    </message>
    <message>
        <source>Only a player sitting in the seat may decide how that hand is played</source>
        <comment>rule.CG-3CP-10</comment>
        <translation>只有坐在該座位的玩家可決定該手牌如何玩</translation>
    </message>
    <message>
        <source>A player betting several hands plays his second and later hands House…</source>
        <comment>rule.CG-3CP-11</comment>
        <translation>同時下多手的玩家，第二手及之後依 House…</translation>
    </message>
    <message>
        <source>House Way: for each House Way Ante, the Play bet goes up before the deal</source>
        <comment>rule.CG-3CP-12</comment>
        <translation>House Way：每個 House Way Ante，Play 注在發牌前下</translation>
    </message>
    <message>
        <source>Offer the Bonus only to players who have an Ante</source>
        <comment>rule.CG-3CP-B00</comment>
        <translation>只對有 Ante 的玩家提供 Bonus</translation>
    </message>
    <message>
        <source>Lock Bonus placement once the first card of the deal is out</source>
        <comment>rule.CG-3CP-B01</comment>
        <translation>發出第一張牌後 Bonus 即不能更改</translation>
    </message>
    <message>
        <source>A Bonus is payable only if it is no larger than the Ante</source>
        <comment>rule.CG-3CP-B02</comment>
        <translation>Bonus 不大於 Ante 時才賠付</translation>
    </message>
    <message>
        <source>A Bonus is payable only if it is within the table&apos;s posted limits</source>
        <comment>rule.CG-3CP-B03</comment>
        <translation>Bonus 在本桌公告限額內才賠付</translation>
    </message>
    <message>
        <source>The P/D pays winning Bonus bets and collects losing ones only as far as…</source>
        <comment>rule.CG-3CP-B04</comment>
        <translation>莊家賠付贏的 Bonus、收取輸的 Bonus，僅限…</translation>
    </message>
    <message>
        <source>Action button: add up the values of the P/D&apos;s three cards, then count…</source>
        <comment>rule.CG-3CP-B05</comment>
        <translation>行動按鈕：加總莊家三張牌的點數，再數…</translation>
    </message>
    <message>
        <source>Once the P/D&apos;s wager is used up, give back every wager it does not cover</source>
        <comment>rule.CG-3CP-B06</comment>
        <translation>莊家承保額用完後，退回未承保的下注</translation>
    </message>
    <message>
        <source>3CP Bonus pay table</source>
        <comment>rule.CG-3CP-B07a</comment>
        <translation>三張牌撲克 Bonus 賠率表</translation>
    </message>
    <message>
        <source>Three Card Poker (CG): compare P/D and player hands with the three-card…</source>
        <comment>rule.CG-3CP-B07b</comment>
        <translation>三張牌撲克（CG）：依三張牌牌型比較莊家與玩家…</translation>
    </message>
    <message>
        <source>Offer a Buster side wager that the P/D&apos;s hand will bust</source>
        <comment>rule.CG-BBJ-00a</comment>
        <translation>提供賭莊家爆牌的 Buster 邊注</translation>
    </message>
    <message>
        <source>Buster pay table by busted card count</source>
        <comment>rule.CG-BBJ-00b</comment>
        <translation>依爆牌張數的 Buster 賠率表</translation>
    </message>
    <message>
        <source>Accept a Buster wager only from a player who has a main wager in this…</source>
        <comment>rule.CG-BBJ-01</comment>
        <translation>只接受在本局有主注的玩家下 Buster…</translation>
    </message>
    <message>
        <source>Buster limits per seated position: $5 minimum, $100 maximum</source>
        <comment>rule.CG-BBJ-02</comment>
        <translation>每個座位的 Buster 限額：最低 $5，最高 $100</translation>
    </message>
    <message>
        <source>A Buster wager may not be larger than the player&apos;s regular wager</source>
        <comment>rule.CG-BBJ-03</comment>
        <translation>Buster 注不得大於玩家的一般下注</translation>
    </message>
    <message>
        <source>Allow one Buster wager per seated position</source>
        <comment>rule.CG-BBJ-04</comment>
        <translation>每個座位一個 Buster 注</translation>
    </message>
    <message>
        <source>Players may pool into one Buster wager; they remain responsible for the…</source>
        <comment>rule.CG-BBJ-05</comment>
        <translation>玩家可合資下一個 Buster 注；仍各自負責…</translation>
    </message>
    <message>
        <source>The P/D funds a separate Buster bank and can win or lose only up to…</source>
        <comment>rule.CG-BBJ-06</comment>
        <translation>莊家另設 Buster 莊，輸贏以…為限</translation>
    </message>
    <message>
        <source>Any part of a wager that breaks the limits is not paid</source>
        <comment>rule.CG-BBJ-07</comment>
        <translation>下注超出限額的部分不賠</translation>
    </message>
    <message>
        <source>Buster Blackjack: use the same counting, with no soft hand above 21</source>
        <comment>rule.CG-BBJ-08</comment>
        <translation>Buster 二十一點：點數計法相同，沒有超過 21 的軟牌</translation>
    </message>
    <message>
        <source>If the P/D&apos;s first two cards are two aces of the same suit, every…</source>
        <comment>rule.CG-BBJ-09</comment>
        <translation>若莊家前兩張是同花色的兩張 A，每個…</translation>
    </message>
    <message>
        <source>CG management may, in special situations, rule against the strict…</source>
        <comment>rule.CG-DIS-03</comment>
        <translation>CG 管理方在特殊情況下可違反規則字面…</translation>
    </message>
    <message>
        <source>CG management decisions are final</source>
        <comment>rule.CG-DIS-04</comment>
        <translation>CG 管理方的決定為最終決定</translation>
    </message>
    <message>
        <source>All-in: a player with all his table chips in the pot can win only the…</source>
        <comment>rule.CG-GL-04</comment>
        <translation>全押：桌上籌碼全部放入底池的玩家只能贏…</translation>
    </message>
    <message>
        <source>The big blind is the largest blind, not counting a kill blind</source>
        <comment>rule.CG-GL-07</comment>
        <translation>大盲是最大的盲注，不計 kill 盲</translation>
    </message>
    <message>
        <source>A blind bet or raise made before looking is voluntary, to stir action</source>
        <comment>rule.CG-GL-09</comment>
        <translation>看牌前的盲注或盲加注是自願的，為了帶動行動</translation>
    </message>
    <message>
        <source>A bring-in can be defined with both a floor and a ceiling, a floor…</source>
        <comment>rule.CG-GL-13</comment>
        <translation>強制開注可設下限與上限，下限…</translation>
    </message>
    <message>
        <source>Bug is another name for the joker</source>
        <comment>rule.CG-GL-15</comment>
        <translation>Bug 是鬼牌的別名</translation>
    </message>
    <message>
        <source>Burn: a card removed from play by the dealer, normally the top card…</source>
        <comment>rule.CG-GL-16</comment>
        <translation>燒牌：荷官移出不用的牌，通常是最上面一張…</translation>
    </message>
    <message>
        <source>Buy-in: the minimum chip purchase when joining a game (values: K20)</source>
        <comment>rule.CG-GL-19</comment>
        <translation>買入：加入牌局時的最低籌碼購買額（數值：K20）</translation>
    </message>
    <message>
        <source>Capped: the last raise allowed in a limit betting round has been made</source>
        <comment>rule.CG-GL-22</comment>
        <translation>封頂：有注額限制的下注輪已達允許的最後一次加注</translation>
    </message>
    <message>
        <source>Check-raise: checking and then raising a bet in the same round</source>
        <comment>rule.CG-GL-24</comment>
        <translation>過牌加注：同一輪先過牌再加注</translation>
    </message>
    <message>
        <source>Collection: the fee paid to the house to play</source>
        <comment>rule.CG-GL-26</comment>
        <translation>抽水：付給場館的遊戲費用</translation>
    </message>
    <message>
        <source>Dead hand: a hand out of play, e.g</source>
        <comment>rule.CG-GL-28</comment>
        <translation>死牌：不再有效的一手牌，例如</translation>
    </message>
    <message>
        <source>Fixed limit: each round&apos;s bets are set amounts</source>
        <comment>rule.CG-GL-31</comment>
        <translation>固定注額：每一輪的下注為固定金額</translation>
    </message>
    <message>
        <source>Forced bet: a compulsory wager that starts the action</source>
        <comment>rule.CG-GL-33</comment>
        <translation>強制注：開始行動的強制下注</translation>
    </message>
    <message>
        <source>Forced blind: a blind a player must post to play the hand</source>
        <comment>rule.CG-GL-34</comment>
        <translation>強制盲注：玩家必須下才能玩這手牌的盲注</translation>
    </message>
    <message>
        <source>A hand (as an event) runs from the dealer&apos;s cut until every hand is…</source>
        <comment>rule.CG-GL-36</comment>
        <translation>一手牌（作為事件）從荷官切牌開始，到每手牌…</translation>
    </message>
    <message>
        <source>Heads-up: only two players in the hand</source>
        <comment>rule.CG-GL-37</comment>
        <translation>單挑：局中只有兩位玩家</translation>
    </message>
    <message>
        <source>Kicker: the card that separates equal pairs, trips or quads</source>
        <comment>rule.CG-GL-39</comment>
        <translation>踢腳：區分相同對子、三條或四條的牌</translation>
    </message>
    <message>
        <source>Kill has two meanings, and the app must keep them apart: (1) a blind…</source>
        <comment>rule.CG-GL-40</comment>
        <translation>Kill 有兩種意思，程式必須區分：(1) 一個盲注…</translation>
    </message>
    <message>
        <source>Kill-it: to post the limit-raising blind</source>
        <comment>rule.CG-GL-41</comment>
        <translation>Kill-it：下提高注額的盲注</translation>
    </message>
    <message>
        <source>Killing a hand: the dealer mucking a player&apos;s hand so that it loses its…</source>
        <comment>rule.CG-GL-42</comment>
        <translation>作廢手牌：荷官把玩家的牌丟入棄牌堆使其失去…</translation>
    </message>
    <message>
        <source>No-limit: a bet is capped only by the player&apos;s table chips</source>
        <comment>rule.CG-GL-44</comment>
        <translation>無限注：下注只受玩家桌上籌碼限制</translation>
    </message>
    <message>
        <source>Open: the first bet after the forced bets and the first cards</source>
        <comment>rule.CG-GL-46</comment>
        <translation>開注：強制注和第一輪牌之後的第一次下注</translation>
    </message>
    <message>
        <source>Open-blind game: the first player(s) left of the button bet before the…</source>
        <comment>rule.CG-GL-47</comment>
        <translation>盲開遊戲：按鈕左邊的前幾位玩家在…前下注</translation>
    </message>
    <message>
        <source>Pass: folding when facing a bet, or checking when there is none</source>
        <comment>rule.CG-GL-52</comment>
        <translation>Pass：面對下注時棄牌，或無人下注時過牌</translation>
    </message>
    <message>
        <source>Post: a blind put up by a newcomer or by someone who skipped a blind</source>
        <comment>rule.CG-GL-53</comment>
        <translation>補盲：新玩家或跳過盲注者下的盲注</translation>
    </message>
    <message>
        <source>Pot-limit: a bet or raise is capped at the pot size</source>
        <comment>rule.CG-GL-55</comment>
        <translation>底池限注：下注或加注最多到底池大小</translation>
    </message>
    <message>
        <source>Raise-blind game: the first player opens blind and the second raises…</source>
        <comment>rule.CG-GL-58</comment>
        <translation>盲加遊戲：第一位玩家盲開，第二位加注…</translation>
    </message>
    <message>
        <source>Short bet: less than half the amount needed to bet or call</source>
        <comment>rule.CG-GL-60</comment>
        <translation>不足注：少於下注或跟注所需的一半</translation>
    </message>
    <message>
        <source>Spread limit: each round has a fixed minimum and maximum bet</source>
        <comment>rule.CG-GL-62</comment>
        <translation>差額限注：每輪有固定的最低和最高下注</translation>
    </message>
    <message>
        <source>Straight limit: the same bet size throughout the hand</source>
        <comment>rule.CG-GL-63</comment>
        <translation>直注限注：整手牌下注大小相同</translation>
    </message>
    <message>
        <source>Table stakes: only chips on the table before the deal may be used in…</source>
        <comment>rule.CG-GL-65</comment>
        <translation>桌上籌碼：只有發牌前在桌上的籌碼可用於…</translation>
    </message>
    <message>
        <source>Time is either a player&apos;s request to pause the action, or a collection…</source>
        <comment>rule.CG-GL-66</comment>
        <translation>Time 是玩家要求暫停行動，或是一種收費…</translation>
    </message>
    <message>
        <source>Winner-blind game: the previous pot&apos;s winner posts a blind before the…</source>
        <comment>rule.CG-GL-68</comment>
        <translation>贏家盲注遊戲：上一個底池的贏家在…前下盲注</translation>
    </message>
    <message>
        <source>Help-text-only terms: Action, Active, Aggressive Action, Ante…</source>
        <comment>rule.CG-GL-desc</comment>
        <translation>僅供說明的術語：Action、Active、Aggressive Action、Ante…</translation>
    </message>
    <message>
        <source>Count card values: joker 2 (12 only when it forms a Super Natural), ace…</source>
        <comment>rule.CG-HAB-01</comment>
        <translation>牌點：鬼牌 2（只有組成 Super Natural 時算 12），A…</translation>
    </message>
    <message>
        <source>Rank the Super Natural as the best possible hand</source>
        <comment>rule.CG-HAB-02</comment>
        <translation>Super Natural 是最好的牌</translation>
    </message>
    <message>
        <source>Never award the P/D a Super Natural</source>
        <comment>rule.CG-HAB-03</comment>
        <translation>莊家不會有 Super Natural</translation>
    </message>
    <message>
        <source>Rank the Natural 22 second, below the Super Natural</source>
        <comment>rule.CG-HAB-04</comment>
        <translation>Natural 22 排第二，僅次於 Super Natural</translation>
    </message>
    <message>
        <source>Rank the Natural 21 (ace + ten-value card as the first two cards) third</source>
        <comment>rule.CG-HAB-05</comment>
        <translation>Natural 21（前兩張為 A 加十點牌）排第三</translation>
    </message>
    <message>
        <source>Grant natural status only to the first two cards of an original hand…</source>
        <comment>rule.CG-HAB-06</comment>
        <translation>只有原始手牌的前兩張才算天生牌…</translation>
    </message>
    <message>
        <source>Limit original wagers to five per player per seated position (AMB-06)</source>
        <comment>rule.CG-HAB-07</comment>
        <translation>每位玩家每個座位最多五個原始下注（AMB-06）</translation>
    </message>
    <message>
        <source>Give no action to the part of any wager that breaks CG&apos;s betting…</source>
        <comment>rule.CG-HAB-08</comment>
        <translation>違反 CG 下注規則的部分不算…</translation>
    </message>
    <message>
        <source>Allow at most three players to wager on one seated position</source>
        <comment>rule.CG-HAB-09</comment>
        <translation>一個座位最多三位玩家下注</translation>
    </message>
    <message>
        <source>If the bettors on a spot disagree on how to play it, the one with the…</source>
        <comment>rule.CG-HAB-10</comment>
        <translation>同一位置的下注者對玩法意見不同時，由…的一方</translation>
    </message>
    <message>
        <source>A seated player may refuse backline bets on his spot</source>
        <comment>rule.CG-HAB-11</comment>
        <translation>坐著的玩家可拒絕他位置上的後注</translation>
    </message>
    <message>
        <source>The P/D stands on 17 or more, except that he must hit a soft 17</source>
        <comment>rule.CG-HAB-12</comment>
        <translation>莊家 17 或以上停牌，但軟 17 必須補牌</translation>
    </message>
    <message>
        <source>Except when splitting or doubling, a player may hit only on totals 4–17…</source>
        <comment>rule.CG-HAB-13</comment>
        <translation>除分牌或加倍外，玩家只能在 4 至 17 點時補牌…</translation>
    </message>
    <message>
        <source>A hand may be doubled and/or split at most three times in total</source>
        <comment>rule.CG-HAB-14</comment>
        <translation>一手牌加倍和／或分牌合計最多三次</translation>
    </message>
    <message>
        <source>Double-down, split and insurance amounts may be capped by the wagering…</source>
        <comment>rule.CG-HAB-15</comment>
        <translation>加倍、分牌和保險金額可依下注上限…</translation>
    </message>
    <message>
        <source>The P/D can win or lose only up to what he has bet</source>
        <comment>rule.CG-HAB-16</comment>
        <translation>莊家輸贏以其下注額為限</translation>
    </message>
    <message>
        <source>If the dealer did not turn up a P/D natural (21 or 22) before players…</source>
        <comment>rule.CG-HAB-17</comment>
        <translation>若荷官在玩家…前未翻出莊家天生牌（21 或 22）</translation>
    </message>
    <message>
        <source>Apart from the naturals, never show a soft total above 21: an ace that…</source>
        <comment>rule.CG-HAB-18</comment>
        <translation>除天生牌外，不顯示超過 21 的軟點數：A…</translation>
    </message>
    <message>
        <source>A P/D must bet the same amount as his previous bank unless he lost…</source>
        <comment>rule.CG-HAB-19</comment>
        <translation>莊家須與上一次做莊下相同金額，除非他輸了…</translation>
    </message>
    <message>
        <source>A player may take the P/D spot only if he bet as a player in the…</source>
        <comment>rule.CG-HAB-20</comment>
        <translation>玩家只有在…以玩家身分下注過才可做莊</translation>
    </message>
    <message>
        <source>Someone betting in the P/D position may not bet on any other position</source>
        <comment>rule.CG-HAB-21</comment>
        <translation>在莊家位置下注者不得在其他位置下注</translation>
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
        <translation>Super Natural 是玩家前兩張為兩張鬼牌，各…</translation>
    </message>
    <message>
        <source>A Natural 22 is two aces of the same suit as the first two cards (11 +…</source>
        <comment>rule.CG-HAB-PUB2</comment>
        <translation>Natural 22 是前兩張為同花色的兩張 A（11 +…</translation>
    </message>
    <message>
        <source>A player who hits to 22 is saved (pushes) only when the P/D has also…</source>
        <comment>rule.CG-HAB-PUB3</comment>
        <translation>補牌到 22 的玩家只有在莊家也…時才得救（和局）</translation>
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
        <translation>玩家的 Super Natural 一定贏，即使莊家有兩張鬼牌</translation>
    </message>
    <message>
        <source>A player&apos;s Natural 22 wins, even against a P/D Natural 22</source>
        <comment>rule.CG-HAB-T2</comment>
        <translation>玩家的 Natural 22 贏，即使對上莊家的 Natural 22</translation>
    </message>
    <message>
        <source>If both the player and the P/D reached 22 by hitting, it is a push</source>
        <comment>rule.CG-HAB-T3</comment>
        <translation>玩家和莊家都補牌到 22 則為和局</translation>
    </message>
    <message>
        <source>A Natural 21 for both player and P/D is a push</source>
        <comment>rule.CG-HAB-T4</comment>
        <translation>玩家和莊家都是 Natural 21 為和局</translation>
    </message>
    <message>
        <source>A two-card Natural 21 beats any 21 made by splitting, hitting or…</source>
        <comment>rule.CG-HAB-T5</comment>
        <translation>兩張牌的 Natural 21 勝過分牌、補牌或…得到的任何 21</translation>
    </message>
    <message>
        <source>Every other tie pushes</source>
        <comment>rule.CG-HAB-T6</comment>
        <translation>其他平手都是和局</translation>
    </message>
    <message>
        <source>The button marks the nominal dealer</source>
        <comment>rule.CG-HE-01</comment>
        <translation>按鈕代表名義上的發牌者</translation>
    </message>
    <message>
        <source>CG Hold&apos;em has no antes</source>
        <comment>rule.CG-HE-02</comment>
        <translation>CG 德州撲克沒有底注</translation>
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
        <translation>每位玩家發兩張底牌，然後以…進行翻牌前下注</translation>
    </message>
    <message>
        <source>On every later round, the first player still in the hand to the…</source>
        <comment>rule.CG-HE-06</comment>
        <translation>之後每一輪，由仍在局的第一位…玩家</translation>
    </message>
    <message>
        <source>Flop three community cards face up, then bet at the lower limit</source>
        <comment>rule.CG-HE-07</comment>
        <translation>翻開三張公共牌，然後以小注下注</translation>
    </message>
    <message>
        <source>After the flop round, deal the turn and bet at the higher limit ($6 at…</source>
        <comment>rule.CG-HE-08</comment>
        <translation>翻牌下注後發轉牌，以大注下注（$6 於…</translation>
    </message>
    <message>
        <source>Hold&apos;em (CG): the hand is the best five of the player&apos;s 2 hole cards…</source>
        <comment>rule.CG-HE-09</comment>
        <translation>德州撲克（CG）：以玩家 2 張底牌…組成最好的五張</translation>
    </message>
    <message>
        <source>CG Hold&apos;em: buy-in is generally 10 × the lower limit</source>
        <comment>rule.CG-HE-10</comment>
        <translation>CG 德州撲克：買入通常是小注的 10 倍</translation>
    </message>
    <message>
        <source>For the low half, ignore straights and flushes and count the ace as the…</source>
        <comment>rule.CG-LOW-01</comment>
        <translation>低牌部分不計順子和同花，A 算作…</translation>
    </message>
    <message>
        <source>Rank qualifying lows by their highest card, then the next highest, and…</source>
        <comment>rule.CG-LOW-02</comment>
        <translation>合格低牌先比最大牌，再比次大，…</translation>
    </message>
    <message>
        <source>CG Omaha: deal four hole cards; everything else runs like CG Hold&apos;em</source>
        <comment>rule.CG-O8-01</comment>
        <translation>CG 奧馬哈：發四張底牌；其餘與 CG 德州撲克相同</translation>
    </message>
    <message>
        <source>Omaha (CG): every five-card hand uses exactly 2 of the 4 hole cards and…</source>
        <comment>rule.CG-O8-02</comment>
        <translation>奧馬哈（CG）：每手五張牌必須用 4 張底牌中的 2 張，並…</translation>
    </message>
    <message>
        <source>CG Omaha is always spread as high-low split</source>
        <comment>rule.CG-O8-03</comment>
        <translation>CG 奧馬哈一律為高低分池</translation>
    </message>
    <message>
        <source>CG Omaha is spread only as a half-kill game</source>
        <comment>rule.CG-O8-04</comment>
        <translation>CG 奧馬哈只開半 kill 局</translation>
    </message>
    <message>
        <source>CG Omaha 8: the high hand shares the pot with a qualifying low</source>
        <comment>rule.CG-O8-05</comment>
        <translation>CG 奧馬哈 8：高牌與合格低牌平分底池</translation>
    </message>
    <message>
        <source>Omaha 8 (CG): the high and the low may each use a different pair of…</source>
        <comment>rule.CG-O8-06</comment>
        <translation>奧馬哈 8（CG）：高牌和低牌可各用不同的一對…</translation>
    </message>
    <message>
        <source>CG Omaha 8: with no qualifying low, the high hand takes the whole pot</source>
        <comment>rule.CG-O8-07</comment>
        <translation>CG 奧馬哈 8：沒有合格低牌時，高牌贏得整個底池</translation>
    </message>
    <message>
        <source>CG Omaha 8: tied highs share the high half equally; tied lows share the…</source>
        <comment>rule.CG-O8-08</comment>
        <translation>CG 奧馬哈 8：高牌平手平分高牌一半；低牌平手平分…</translation>
    </message>
    <message>
        <source>Half kill: $60 main-pot scoop, $6 kill blind, 6-12 next hand</source>
        <comment>rule.CG-O8-09</comment>
        <translation>半 kill：獨得 $60 主池，$6 kill 盲，下一局 6-12</translation>
    </message>
    <message>
        <source>Pai Gow (CG, file 000): play 53 cards (52 + one joker)</source>
        <comment>rule.CG-PAI-01</comment>
        <translation>牌九（CG，檔案 000）：使用 53 張牌（52 + 一張鬼牌）</translation>
    </message>
    <message>
        <source>Pai Gow (CG, file 001): the joker is fully wild and can be any card</source>
        <comment>rule.CG-PAI-01b</comment>
        <translation>牌九（CG，檔案 001）：鬼牌為萬能牌，可當任何牌</translation>
    </message>
    <message>
        <source>Pai Gow: rank hands on the CG chart, with five aces (A-A-A-A + joker)…</source>
        <comment>rule.CG-PAI-02</comment>
        <translation>牌九：依 CG 牌型表排序，五條 A（A-A-A-A + 鬼牌）…</translation>
    </message>
    <message>
        <source>The house dealer deals, runs the game and has no hand or stake</source>
        <comment>rule.CG-PAI-03</comment>
        <translation>場館荷官發牌、主持牌局，沒有手牌也沒有下注</translation>
    </message>
    <message>
        <source>Deal seven piles of seven cards: six go to players, one to the P/D. The…</source>
        <comment>rule.CG-PAI-04</comment>
        <translation>發七疊各七張：六疊給玩家，一疊給莊家。…</translation>
    </message>
    <message>
        <source>The P/D shakes three dice</source>
        <comment>rule.CG-PAI-05</comment>
        <translation>莊家搖三顆骰子</translation>
    </message>
    <message>
        <source>Each hand sets a two-card front and a five-card back, and the back must…</source>
        <comment>rule.CG-PAI-06</comment>
        <translation>每手牌分成兩張的前手和五張的後手，後手必須…</translation>
    </message>
    <message>
        <source>Results: if both player hands beat the P/D&apos;s, the player wins</source>
        <comment>rule.CG-PAI-07</comment>
        <translation>結果：玩家兩手都贏莊家則玩家贏</translation>
    </message>
    <message>
        <source>Copies (identical hands): one hand equal and the other lower or equal →…</source>
        <comment>rule.CG-PAI-08</comment>
        <translation>相同（一樣的牌）：一手相同另一手較小或相同 →…</translation>
    </message>
    <message>
        <source>The banker button rotates, and any player may be P/D for two hands in a…</source>
        <comment>rule.CG-PAI-09</comment>
        <translation>莊家按鈕輪換，任何玩家可連續做莊兩手…</translation>
    </message>
    <message>
        <source>The house dealer pays every win at even money out of the P/D&apos;s wager</source>
        <comment>rule.CG-PAI-10</comment>
        <translation>場館荷官以莊家的下注按一賠一支付每筆贏錢</translation>
    </message>
    <message>
        <source>Build every poker game on one standard 52-card deck</source>
        <comment>rule.CG-RNK-01</comment>
        <translation>每種撲克遊戲都用一副標準 52 張牌</translation>
    </message>
    <message>
        <source>Never use suits to rank hand strength; suits only detect flushes and…</source>
        <comment>rule.CG-RNK-02</comment>
        <translation>花色不用來比牌大小；只用於判斷同花和…</translation>
    </message>
    <message>
        <source>Rank cards from 2 (lowest) up to A (highest)</source>
        <comment>rule.CG-RNK-03</comment>
        <translation>牌點從 2（最小）到 A（最大）</translation>
    </message>
    <message>
        <source>Evaluate high hands in this category order, best first: five aces (Pai…</source>
        <comment>rule.CG-RNK-04</comment>
        <translation>高牌依此類別順序評估，最好的在前：五條 A（牌九…</translation>
    </message>
    <message>
        <source>Order five of a kind from A-A-A-A-A down to 2-2-2-2-2</source>
        <comment>rule.CG-RNK-05</comment>
        <translation>五條從 A-A-A-A-A 排到 2-2-2-2-2</translation>
    </message>
    <message>
        <source>Order straight flushes from A-K-Q-J-10 (royal) down to 5-4-3-2-A; the…</source>
        <comment>rule.CG-RNK-06</comment>
        <translation>同花順從 A-K-Q-J-10（皇家）排到 5-4-3-2-A；…</translation>
    </message>
    <message>
        <source>Order fours of a kind by rank</source>
        <comment>rule.CG-RNK-07</comment>
        <translation>四條依點數排序</translation>
    </message>
    <message>
        <source>Compare full houses by the three of a kind first, then by the pair</source>
        <comment>rule.CG-RNK-08</comment>
        <translation>葫蘆先比三條，再比對子</translation>
    </message>
    <message>
        <source>Compare flushes card by card from the top</source>
        <comment>rule.CG-RNK-09</comment>
        <translation>同花從最大的牌逐張比較</translation>
    </message>
    <message>
        <source>Order straights from A-K-Q-J-10 down to 5-4-3-2-A; the wheel is the…</source>
        <comment>rule.CG-RNK-10</comment>
        <translation>順子從 A-K-Q-J-10 排到 5-4-3-2-A；輪子是…</translation>
    </message>
    <message>
        <source>Compare three of a kind by rank, then by the two other cards in order</source>
        <comment>rule.CG-RNK-11</comment>
        <translation>三條比點數，再依序比另外兩張</translation>
    </message>
    <message>
        <source>Compare two pair by the top pair, then the second pair, then the fifth…</source>
        <comment>rule.CG-RNK-12</comment>
        <translation>兩對先比大對，再比小對，再比第五張…</translation>
    </message>
    <message>
        <source>Compare one pair by the pair&apos;s rank, then each other card in descending…</source>
        <comment>rule.CG-RNK-13</comment>
        <translation>一對先比對子點數，再依序由大到小比其他牌…</translation>
    </message>
    <message>
        <source>Tied high hands share their pot (or half pot) equally</source>
        <comment>rule.CG-RNK-14</comment>
        <translation>高牌平手平分底池（或半個底池）</translation>
    </message>
    <message>
        <source>CG Stud: one 52-card deck</source>
        <comment>rule.CG-STD-01</comment>
        <translation>CG 梭哈：一副 52 張牌</translation>
    </message>
    <message>
        <source>CG Stud: every player antes before the deal ($1 at 4-8)</source>
        <comment>rule.CG-STD-02</comment>
        <translation>CG 梭哈：發牌前每位玩家下底注（4-8 為 $1）</translation>
    </message>
    <message>
        <source>After the antes, each player gets two face-down cards and one face-up…</source>
        <comment>rule.CG-STD-03</comment>
        <translation>下完底注後，每位玩家拿兩張蓋牌和一張明牌…</translation>
    </message>
    <message>
        <source>CG Stud: the lowest up card brings in</source>
        <comment>rule.CG-STD-04</comment>
        <translation>CG 梭哈：最低的明牌強制開注</translation>
    </message>
    <message>
        <source>After the bring-in, each player in turn may call, complete to the small…</source>
        <comment>rule.CG-STD-05</comment>
        <translation>強制開注後，每位玩家依序可跟注、補足到小注…</translation>
    </message>
    <message>
        <source>The first two rounds (3rd and 4th street) use the small bet ($4 at 4-8)</source>
        <comment>rule.CG-STD-06</comment>
        <translation>前兩輪（第三和第四街）用小注（4-8 為 $4）</translation>
    </message>
    <message>
        <source>Allow at most three raises in any betting round</source>
        <comment>rule.CG-STD-07</comment>
        <translation>每輪下注最多三次加注</translation>
    </message>
    <message>
        <source>4th street adds one up card</source>
        <comment>rule.CG-STD-08</comment>
        <translation>第四街加一張明牌</translation>
    </message>
    <message>
        <source>If any player shows an open pair on 4th street, any player may bet the…</source>
        <comment>rule.CG-STD-09</comment>
        <translation>第四街有玩家亮出對子時，任何玩家可下…</translation>
    </message>
    <message>
        <source>5th and 6th street each add an up card and a betting round at the big…</source>
        <comment>rule.CG-STD-10</comment>
        <translation>第五和第六街各加一張明牌和一輪大注下注…</translation>
    </message>
    <message>
        <source>The 7th card goes face down, followed by the last betting round (big…</source>
        <comment>rule.CG-STD-11</comment>
        <translation>第七張牌蓋著發，接著最後一輪下注（大注…</translation>
    </message>
    <message>
        <source>Stud (CG): the hand is the best five of the player&apos;s seven cards; suits…</source>
        <comment>rule.CG-STD-12</comment>
        <translation>梭哈（CG）：以玩家七張牌中最好的五張；花色…</translation>
    </message>
    <message>
        <source>CG Stud: minimum buy-in is 10 × the lower limit</source>
        <comment>rule.CG-STD-13</comment>
        <translation>CG 梭哈：最低買入為小注的 10 倍</translation>
    </message>
    <message>
        <source>CG Pai Gow rule page reference (file 001)</source>
        <comment>rule.GEGA-001336</comment>
        <translation>CG 牌九規則頁參照（檔案 001）</translation>
    </message>
    <message>
        <source>CG Omaha 8 rule page reference (file 001)</source>
        <comment>rule.GEGA-001337</comment>
        <translation>CG 奧馬哈 8 規則頁參照（檔案 001）</translation>
    </message>
    <message>
        <source>CG Hold&apos;em rule page reference (file 001)</source>
        <comment>rule.GEGA-001338</comment>
        <translation>CG 德州撲克規則頁參照（檔案 001）</translation>
    </message>
    <message>
        <source>One 52-card deck with standard values</source>
        <comment>rule.HTP-2CP-01</comment>
        <translation>一副標準點數的 52 張牌</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-2CP-02</comment>
        <translation>從莊家左邊第一個有人的座位起順時針決定</translation>
    </message>
    <message>
        <source>A player must post an ante (Base Bet)</source>
        <comment>rule.HTP-2CP-03</comment>
        <translation>玩家必須下底注（Base Bet）</translation>
    </message>
    <message>
        <source>A player may add an optional Bonus Bet</source>
        <comment>rule.HTP-2CP-04</comment>
        <translation>玩家可另加選擇性的 Bonus Bet</translation>
    </message>
    <message>
        <source>Two Card Poker (HTP): rank best two-card hands as pairs (A-A top), then…</source>
        <comment>rule.HTP-2CP-05</comment>
        <translation>兩張牌撲克（HTP）：最好的兩張牌是對子（A-A 最大），然後…</translation>
    </message>
    <message>
        <source>A folding player loses the Base and any Bonus</source>
        <comment>rule.HTP-2CP-06</comment>
        <translation>棄牌的玩家輸掉 Base 和任何 Bonus</translation>
    </message>
    <message>
        <source>To stay, the player makes a Call equal to the Base, and then discards…</source>
        <comment>rule.HTP-2CP-07</comment>
        <translation>要繼續，玩家下與 Base 相同的 Call，然後丟…</translation>
    </message>
    <message>
        <source>The DP needs at least a jack-deuce suited flush</source>
        <comment>rule.HTP-2CP-08</comment>
        <translation>莊家至少需要同花 J-2</translation>
    </message>
    <message>
        <source>Compare each hand with the DP&apos;s, starting with the button</source>
        <comment>rule.HTP-2CP-09</comment>
        <translation>從按鈕開始，每手牌與莊家比</translation>
    </message>
    <message>
        <source>Post and enforce each table&apos;s minimum and maximum bets</source>
        <comment>rule.HTP-2CP-10</comment>
        <translation>公告並執行每桌的最低和最高下注</translation>
    </message>
    <message>
        <source>A hand that beats a qualifying DP hand is paid even money on Base and…</source>
        <comment>rule.HTP-2CP-11</comment>
        <translation>贏過合格莊家的牌，Base 和…按一賠一</translation>
    </message>
    <message>
        <source>Bonus: payable when a Call was made and the hand beats the DP, or when…</source>
        <comment>rule.HTP-2CP-12</comment>
        <translation>Bonus：有 Call 且贏莊家時賠付，或…</translation>
    </message>
    <message>
        <source>Pay only as far as the DP&apos;s money in action reaches, and compare each…</source>
        <comment>rule.HTP-2CP-13</comment>
        <translation>只賠到莊家下注金額所及，並逐一比較…</translation>
    </message>
    <message>
        <source>Rake modes as HTP-3CP-16</source>
        <comment>rule.HTP-2CP-14</comment>
        <translation>抽水方式同 HTP-3CP-16</translation>
    </message>
    <message>
        <source>One 52-card deck with standard values</source>
        <comment>rule.HTP-3CP-01</comment>
        <translation>一副標準點數的 52 張牌</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-3CP-02</comment>
        <translation>從莊家左邊第一個有人的座位起順時針決定</translation>
    </message>
    <message>
        <source>A player posts a Base Bet to play</source>
        <comment>rule.HTP-3CP-03</comment>
        <translation>玩家下 Base Bet 參與</translation>
    </message>
    <message>
        <source>A player may also post an optional Pair Plus</source>
        <comment>rule.HTP-3CP-04</comment>
        <translation>玩家也可下選擇性的 Pair Plus</translation>
    </message>
    <message>
        <source>A folding player loses both the Base Bet and the Pair Plus</source>
        <comment>rule.HTP-3CP-05</comment>
        <translation>棄牌的玩家輸掉 Base Bet 和 Pair Plus</translation>
    </message>
    <message>
        <source>To stay, the player makes a Call of the same size as his Base Bet</source>
        <comment>rule.HTP-3CP-06</comment>
        <translation>要繼續，玩家下與 Base Bet 相同的 Call</translation>
    </message>
    <message>
        <source>The DP needs queen-high or better</source>
        <comment>rule.HTP-3CP-07</comment>
        <translation>莊家須 Q 高或以上</translation>
    </message>
    <message>
        <source>Compare each remaining hand only with the DP&apos;s hand, starting with the…</source>
        <comment>rule.HTP-3CP-08</comment>
        <translation>每手剩下的牌只與莊家比，從…開始</translation>
    </message>
    <message>
        <source>Three Card Poker (HTP): rank three-card hands from low to high as high…</source>
        <comment>rule.HTP-3CP-09</comment>
        <translation>三張牌撲克（HTP）：三張牌牌型由小到大為高牌…</translation>
    </message>
    <message>
        <source>Post each table&apos;s minimum and maximum bets, and reject wagers outside…</source>
        <comment>rule.HTP-3CP-10</comment>
        <translation>公告每桌最低和最高下注，拒絕超出…的下注</translation>
    </message>
    <message>
        <source>When the player&apos;s hand beats the DP&apos;s, the DP pays the Base and Call…</source>
        <comment>rule.HTP-3CP-11</comment>
        <translation>玩家的牌贏過莊家時，莊家賠付 Base 和 Call…</translation>
    </message>
    <message>
        <source>Pay Pair Plus only when (a) a Call was made and the hand beats the DP…</source>
        <comment>rule.HTP-3CP-12</comment>
        <translation>Pair Plus 只在 (a) 有 Call 且贏莊家時賠付…</translation>
    </message>
    <message>
        <source>Pay bets only as far as the DP&apos;s money in action reaches</source>
        <comment>rule.HTP-3CP-13</comment>
        <translation>只賠到莊家下注金額所及</translation>
    </message>
    <message>
        <source>Compare each player only with the DP, never with another player</source>
        <comment>rule.HTP-3CP-14</comment>
        <translation>每位玩家只與莊家比，不與其他玩家比</translation>
    </message>
    <message>
        <source>HTP 3CP has no jackpot</source>
        <comment>rule.HTP-3CP-15</comment>
        <translation>HTP 三張牌撲克沒有彩金</translation>
    </message>
    <message>
        <source>The house rake is one of three disclosed modes: (i) every player alike…</source>
        <comment>rule.HTP-3CP-16</comment>
        <translation>場館抽水為三種公告方式之一：(i) 每位玩家相同…</translation>
    </message>
    <message>
        <source>One 52-card deck</source>
        <comment>rule.HTP-FLH-01</comment>
        <translation>一副 52 張牌</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-FLH-02</comment>
        <translation>從莊家左邊第一個有人的座位起順時針決定</translation>
    </message>
    <message>
        <source>Every player posts an Ante and a Blind Bet of the same size</source>
        <comment>rule.HTP-FLH-03</comment>
        <translation>每位玩家下相同金額的 Ante 和 Blind Bet</translation>
    </message>
    <message>
        <source>A player may add an optional Trips Bet</source>
        <comment>rule.HTP-FLH-04</comment>
        <translation>玩家可另加選擇性的 Trips Bet</translation>
    </message>
    <message>
        <source>Before the flop, each player checks or makes a Play bet of 3 or 4 times…</source>
        <comment>rule.HTP-FLH-05</comment>
        <translation>翻牌前，每位玩家過牌或下 3 或 4 倍的 Play 注…</translation>
    </message>
    <message>
        <source>After the flop, a player who has not yet made a Play bet checks or bets…</source>
        <comment>rule.HTP-FLH-06</comment>
        <translation>翻牌後，尚未下 Play 注的玩家過牌或下注…</translation>
    </message>
    <message>
        <source>After turn and river, a player who has not yet made a Play bet either…</source>
        <comment>rule.HTP-FLH-07</comment>
        <translation>轉牌和河牌後，尚未下 Play 注的玩家要嘛…</translation>
    </message>
    <message>
        <source>The DP needs a pair or better</source>
        <comment>rule.HTP-FLH-08</comment>
        <translation>莊家需要一對或以上</translation>
    </message>
    <message>
        <source>Blind Bet: if the player&apos;s hand beats the DP&apos;s and is a straight or…</source>
        <comment>rule.HTP-FLH-09</comment>
        <translation>Blind Bet：玩家的牌贏莊家且為順子或…</translation>
    </message>
    <message>
        <source>Play Bet: a higher player hand wins 1 to 1, a lower one loses to the…</source>
        <comment>rule.HTP-FLH-10</comment>
        <translation>Play Bet：玩家牌較大贏一賠一，較小輸給…</translation>
    </message>
    <message>
        <source>Trips Bet: a higher player hand wins at the posted rate, a lower one…</source>
        <comment>rule.HTP-FLH-11</comment>
        <translation>Trips Bet：玩家牌較大依公告賠率贏，較小…</translation>
    </message>
    <message>
        <source>Compare each hand only with the DP, starting with the button, on…</source>
        <comment>rule.HTP-FLH-12</comment>
        <translation>每手牌只與莊家比，從按鈕開始，在…</translation>
    </message>
    <message>
        <source>Post and enforce each table&apos;s minimum and maximum bets</source>
        <comment>rule.HTP-FLH-13</comment>
        <translation>公告並執行每桌的最低和最高下注</translation>
    </message>
    <message>
        <source>The DP pays Ante and Play even money on a winning hand</source>
        <comment>rule.HTP-FLH-14</comment>
        <translation>牌贏時莊家按一賠一賠付 Ante 和 Play</translation>
    </message>
    <message>
        <source>Trips is payable when a Play bet was made and the hand beats the DP, or…</source>
        <comment>rule.HTP-FLH-15</comment>
        <translation>有 Play 注且贏莊家時賠付 Trips，或…</translation>
    </message>
    <message>
        <source>Pay the Blind at the posted amounts, but push it when the player wins…</source>
        <comment>rule.HTP-FLH-16</comment>
        <translation>Blind 依公告金額賠付，但玩家贏…時為和局</translation>
    </message>
    <message>
        <source>If the DP cannot cover a player&apos;s wager, that hand is dead, the wager…</source>
        <comment>rule.HTP-FLH-17</comment>
        <translation>莊家無法承保玩家的下注時，該手牌作廢，下注…</translation>
    </message>
    <message>
        <source>Compare each player only with the DP</source>
        <comment>rule.HTP-FLH-18</comment>
        <translation>每位玩家只與莊家比</translation>
    </message>
    <message>
        <source>Rake modes as HTP-3CP-16</source>
        <comment>rule.HTP-FLH-19</comment>
        <translation>抽水方式同 HTP-3CP-16</translation>
    </message>
    <message>
        <source>HTP Hold&apos;em: exactly one blind, posted by the seat to the left of the…</source>
        <comment>rule.HTP-HE-01</comment>
        <translation>HTP 德州撲克：只有一個盲注，由…左邊的座位下</translation>
    </message>
    <message>
        <source>HTP Hold&apos;em: deal two face-down cards to each player</source>
        <comment>rule.HTP-HE-02</comment>
        <translation>HTP 德州撲克：每位玩家發兩張蓋牌</translation>
    </message>
    <message>
        <source>The first round opens with the seat after the single blind</source>
        <comment>rule.HTP-HE-03</comment>
        <translation>第一輪由單一盲注後的座位開始</translation>
    </message>
    <message>
        <source>After the three-card flop, betting opens with the first live seat after…</source>
        <comment>rule.HTP-HE-04</comment>
        <translation>三張翻牌後，由…後第一個仍在局的座位開注</translation>
    </message>
    <message>
        <source>Turn and river come one card at a time, each followed by a betting…</source>
        <comment>rule.HTP-HE-05</comment>
        <translation>轉牌和河牌一次一張，每張之後一輪下注…</translation>
    </message>
    <message>
        <source>Hold&apos;em (HTP): same rule, any mix of the player&apos;s 2 cards and the 5…</source>
        <comment>rule.HTP-HE-06</comment>
        <translation>德州撲克（HTP）：相同規則，玩家 2 張牌與 5 張…任意組合</translation>
    </message>
    <message>
        <source>HTP Omaha 8 is played like regular Omaha, with high and low splitting…</source>
        <comment>rule.HTP-O8-01</comment>
        <translation>HTP 奧馬哈 8 與一般奧馬哈相同，高低分池…</translation>
    </message>
    <message>
        <source>HTP Omaha 8: split between high and an 8-or-better low</source>
        <comment>rule.HTP-O8-02</comment>
        <translation>HTP 奧馬哈 8：高牌與 8 或以下的低牌平分</translation>
    </message>
    <message>
        <source>Omaha 8 (HTP): aces play low, straights and flushes do not spoil a low…</source>
        <comment>rule.HTP-O8-03</comment>
        <translation>奧馬哈 8（HTP）：A 算小，順子和同花不影響低牌…</translation>
    </message>
    <message>
        <source>Omaha 8 (HTP): exactly two hole cards plus three board cards, for high…</source>
        <comment>rule.HTP-O8-04</comment>
        <translation>奧馬哈 8（HTP）：高牌須用剛好兩張底牌加三張公共牌…</translation>
    </message>
    <message>
        <source>HTP Stud 8: split between high and an 8-or-better low</source>
        <comment>rule.HTP-S8-01</comment>
        <translation>HTP 梭哈 8：高牌與 8 或以下的低牌平分</translation>
    </message>
    <message>
        <source>HTP Stud 8: small bet on 3rd and 4th street, big bet from 5th on</source>
        <comment>rule.HTP-S8-02</comment>
        <translation>HTP 梭哈 8：第三和第四街小注，第五街起大注</translation>
    </message>
    <message>
        <source>Stud 8 (HTP): same low conventions as HTP-O8-03</source>
        <comment>rule.HTP-S8-03</comment>
        <translation>梭哈 8（HTP）：低牌規則同 HTP-O8-03</translation>
    </message>
    <message>
        <source>Stud 8 (HTP): high uses any five of seven; low uses any five of seven…</source>
        <comment>rule.HTP-S8-04</comment>
        <translation>梭哈 8（HTP）：高牌用七張中任五張；低牌用七張中任五張…</translation>
    </message>
    <message>
        <source>HTP Stud: two down cards and one up card, then the first round starts…</source>
        <comment>rule.HTP-STD-01</comment>
        <translation>HTP 梭哈：兩張蓋牌和一張明牌，然後開始第一輪…</translation>
    </message>
    <message>
        <source>HTP Stud: four more cards follow, with a betting round between them…</source>
        <comment>rule.HTP-STD-02</comment>
        <translation>HTP 梭哈：之後再發四張，每張之間一輪下注…</translation>
    </message>
    <message>
        <source>HTP Stud: the last (7th) card is dealt face down</source>
        <comment>rule.HTP-STD-03</comment>
        <translation>HTP 梭哈：最後一張（第七張）蓋著發</translation>
    </message>
    <message>
        <source>Stud (HTP): best five of seven wins</source>
        <comment>rule.HTP-STD-04</comment>
        <translation>梭哈（HTP）：七張中最好的五張贏</translation>
    </message>
    <message>
        <source>Blind structure (flop games)</source>
        <comment>rule.K01</comment>
        <translation>盲注結構（翻牌遊戲）</translation>
    </message>
    <message>
        <source>First to act before the flop</source>
        <comment>rule.K02</comment>
        <translation>翻牌前第一位行動</translation>
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
        <translation>不足額全押</translation>
    </message>
    <message>
        <source>Raise cap</source>
        <comment>rule.K06</comment>
        <translation>加注封頂</translation>
    </message>
    <message>
        <source>Heads-up uncapping</source>
        <comment>rule.K07</comment>
        <translation>單挑不封頂</translation>
    </message>
    <message>
        <source>Broke player returning</source>
        <comment>rule.K08</comment>
        <translation>輸光的玩家回桌</translation>
    </message>
    <message>
        <source>Kill</source>
        <comment>rule.K09</comment>
        <translation>Kill</translation>
    </message>
    <message>
        <source>Low qualification</source>
        <comment>rule.K10</comment>
        <translation>低牌合格條件</translation>
    </message>
    <message>
        <source>Playing the board</source>
        <comment>rule.K11</comment>
        <translation>打公共牌</translation>
    </message>
    <message>
        <source>Open pair on 4th street</source>
        <comment>rule.K12</comment>
        <translation>第四街明對</translation>
    </message>
    <message>
        <source>Three Card Poker</source>
        <comment>rule.K13</comment>
        <translation>三張牌撲克</translation>
    </message>
    <message>
        <source>Banker rotation</source>
        <comment>rule.K14</comment>
        <translation>莊家輪換</translation>
    </message>
    <message>
        <source>One extra hole card</source>
        <comment>rule.K15</comment>
        <translation>多一張底牌</translation>
    </message>
    <message>
        <source>One missing hole card</source>
        <comment>rule.K16</comment>
        <translation>少一張底牌</translation>
    </message>
    <message>
        <source>Hole card exposed during the deal</source>
        <comment>rule.K17</comment>
        <translation>發牌時底牌外露</translation>
    </message>
    <message>
        <source>Missed blinds</source>
        <comment>rule.K18</comment>
        <translation>錯過盲注</translation>
    </message>
    <message>
        <source>Odd chip</source>
        <comment>rule.K19</comment>
        <translation>零頭籌碼</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <comment>rule.K20</comment>
        <translation>買入</translation>
    </message>
    <message>
        <source>Pai Gow joker</source>
        <comment>rule.K21</comment>
        <translation>牌九鬼牌</translation>
    </message>
    <message>
        <source>Stud bring-in</source>
        <comment>rule.K22</comment>
        <translation>梭哈強制開注</translation>
    </message>
    <message>
        <source>Seat change</source>
        <comment>rule.K23</comment>
        <translation>換座位</translation>
    </message>
    <message>
        <source>Time collection</source>
        <comment>rule.K24</comment>
        <translation>按時間收費</translation>
    </message>
    <message>
        <source>Heads-up blinds</source>
        <comment>rule.K25</comment>
        <translation>單挑盲注</translation>
    </message>
    <message>
        <source>Straddle / buy the button</source>
        <comment>rule.K26</comment>
        <translation>抓盲／買按鈕</translation>
    </message>
    <message>
        <source>Banker eligibility and funding</source>
        <comment>rule.K27</comment>
        <translation>莊家資格與資金</translation>
    </message>
    <message>
        <source>Leaving for another game</source>
        <comment>rule.K28</comment>
        <translation>轉到其他牌局</translation>
    </message>
    <message>
        <source>Seat changes in a running game</source>
        <comment>rule.K29</comment>
        <translation>進行中牌局的換座位</translation>
    </message>
    <message>
        <source>One player per hand: no advice to others while hands are live, and no…</source>
        <comment>rule.LC-10</comment>
        <translation>一手牌一人：手牌進行中不得給他人建議，也不得…</translation>
    </message>
    <message>
        <source>LC Stud: with an open pair on 4th street, the first bettor chooses the…</source>
        <comment>rule.LC-100</comment>
        <translation>LC 梭哈：第四街有明對時，第一位下注者選擇…</translation>
    </message>
    <message>
        <source>LC Stud: if the high hand showing is already all-in when a round…</source>
        <comment>rule.LC-101</comment>
        <translation>LC 梭哈：若明牌最大的一手在一輪…時已全押</translation>
    </message>
    <message>
        <source>LC Stud: a player facing action who picks up his up cards and so causes…</source>
        <comment>rule.LC-102a</comment>
        <translation>LC 梭哈：面對行動時拿起明牌而導致…的玩家</translation>
    </message>
    <message>
        <source>LC Stud: turning any up card face down after a bet gives up all claim…</source>
        <comment>rule.LC-102b</comment>
        <translation>LC 梭哈：下注後把明牌蓋下即放棄一切權利…</translation>
    </message>
    <message>
        <source>LC Stud: a player already beaten on board gets no bets back</source>
        <comment>rule.LC-102c</comment>
        <translation>LC 梭哈：明牌已輸的玩家不退回下注</translation>
    </message>
    <message>
        <source>LC Stud: a player who received seven cards but cannot produce seven at…</source>
        <comment>rule.LC-102d</comment>
        <translation>LC 梭哈：拿了七張牌但在…時拿不出七張的玩家</translation>
    </message>
    <message>
        <source>LC Stud: a player who takes more than seven cards has a dead hand and…</source>
        <comment>rule.LC-102e</comment>
        <translation>LC 梭哈：拿超過七張牌的玩家手牌作廢且…</translation>
    </message>
    <message>
        <source>Only a floorperson can declare a misdeal</source>
        <comment>rule.LC-103.s1</comment>
        <translation>只有樓面主管可宣告發錯牌</translation>
    </message>
    <message>
        <source>Treat first-round betting as not binding until every player holds the…</source>
        <comment>rule.LC-103.s2</comment>
        <translation>第一輪下注在每位玩家都持有…之前不具約束力</translation>
    </message>
    <message>
        <source>Offer misdeal for the cases in LC-104a–i only while no substantial…</source>
        <comment>rule.LC-104</comment>
        <translation>只有在尚無實質行動時才對 LC-104a–i 的情況提供發錯牌…</translation>
    </message>
    <message>
        <source>Misdeal case: the cards were dealt without a shuffle and cut</source>
        <comment>rule.LC-104a</comment>
        <translation>發錯牌情況：未洗牌切牌就發牌</translation>
    </message>
    <message>
        <source>Misdeal case: the first card went to the wrong player</source>
        <comment>rule.LC-104b</comment>
        <translation>發錯牌情況：第一張牌發給錯誤的玩家</translation>
    </message>
    <message>
        <source>Misdeal case: two or more players got the wrong number of cards</source>
        <comment>rule.LC-104c</comment>
        <translation>發錯牌情況：兩位或以上玩家牌數不對</translation>
    </message>
    <message>
        <source>Misdeal case: two extra cards came off the deck and the floor rules…</source>
        <comment>rule.LC-104d</comment>
        <translation>發錯牌情況：牌組多出兩張牌，樓面主管判定…</translation>
    </message>
    <message>
        <source>Misdeal case: the button was in the wrong place and no one has acted yet</source>
        <comment>rule.LC-104e</comment>
        <translation>發錯牌情況：按鈕位置錯誤且尚無人行動</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): the first or second card of the deal was…</source>
        <comment>rule.LC-104f</comment>
        <translation>發錯牌情況（德州／奧馬哈）：發牌的第一或第二張…</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): two or more cards were dealt face up</source>
        <comment>rule.LC-104g</comment>
        <translation>發錯牌情況（德州／奧馬哈）：兩張或以上的牌翻開發出</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): a player entitled to a hand was dealt out</source>
        <comment>rule.LC-104h</comment>
        <translation>發錯牌情況（德州／奧馬哈）：有權拿牌的玩家被跳過</translation>
    </message>
    <message>
        <source>Misdeal case (Stud): the first card was dealt face up</source>
        <comment>rule.LC-104i</comment>
        <translation>發錯牌情況（梭哈）：第一張牌翻開發出</translation>
    </message>
    <message>
        <source>Fouled deck (two identical cards, a different back colour, a joker…</source>
        <comment>rule.LC-105</comment>
        <translation>廢牌組（兩張相同的牌、不同牌背顏色、鬼牌…</translation>
    </message>
    <message>
        <source>Five or more face-up (boxed) cards found in the deck during a hand…</source>
        <comment>rule.LC-106</comment>
        <translation>牌局中在牌組發現五張或以上翻開的牌…</translation>
    </message>
    <message>
        <source>One extra hole card, player has not acted: the floor mixes the cards…</source>
        <comment>rule.LC-107a</comment>
        <translation>多一張底牌，玩家尚未行動：樓面主管把牌混合…</translation>
    </message>
    <message>
        <source>One extra hole card, player has acted, found before the flop (stud…</source>
        <comment>rule.LC-107b</comment>
        <translation>多一張底牌，玩家已行動，翻牌前發現（梭哈…</translation>
    </message>
    <message>
        <source>Extra card found after the flop (stud: after 4th street) → the hand is…</source>
        <comment>rule.LC-107c</comment>
        <translation>翻牌後（梭哈：第四街後）發現多牌 → 此手牌…</translation>
    </message>
    <message>
        <source>One card short, player has not acted: he gets the top card of the deck…</source>
        <comment>rule.LC-108a</comment>
        <translation>少一張牌，玩家尚未行動：他拿牌組最上面的牌…</translation>
    </message>
    <message>
        <source>One card short, player has acted, found before the flop (stud: before…</source>
        <comment>rule.LC-108b</comment>
        <translation>少一張牌，玩家已行動，翻牌前發現（梭哈：…前</translation>
    </message>
    <message>
        <source>Treat a boxed card as a blank piece of paper: put it in the discards…</source>
        <comment>rule.LC-109</comment>
        <translation>牌組中翻開的牌視為白紙：放入棄牌…</translation>
    </message>
    <message>
        <source>Premature flop: return, reshuffle, new flop without burn</source>
        <comment>rule.LC-110</comment>
        <translation>提前翻牌：收回、重洗、不燒牌重發翻牌</translation>
    </message>
    <message>
        <source>Premature turn: set aside, river card becomes the turn</source>
        <comment>rule.LC-111</comment>
        <translation>提前轉牌：放在一旁，河牌變成轉牌</translation>
    </message>
    <message>
        <source>Premature river: reshuffle with the stub, deal without burn</source>
        <comment>rule.LC-112</comment>
        <translation>提前河牌：與剩餘牌重洗，不燒牌發牌</translation>
    </message>
    <message>
        <source>A player dealt in although not entitled (he changed seats or missed a…</source>
        <comment>rule.LC-113</comment>
        <translation>無權拿牌的玩家被發牌（他換了座位或錯過…</translation>
    </message>
    <message>
        <source>Flop with too many cards: take it back and reshuffle, keep the burn…</source>
        <comment>rule.LC-114</comment>
        <translation>翻牌張數過多：收回並重洗，保留燒牌…</translation>
    </message>
    <message>
        <source>A hole card that is flashed, shown or sent off the table while dealing…</source>
        <comment>rule.LC-115</comment>
        <translation>發牌時底牌被看見、亮出或掉落桌外…</translation>
    </message>
    <message>
        <source>A player who anted but got no cards gets his ante back</source>
        <comment>rule.LC-116</comment>
        <translation>下了底注但沒拿到牌的玩家退回底注</translation>
    </message>
    <message>
        <source>When either of a player&apos;s two hole cards is exposed (dealt up or…</source>
        <comment>rule.LC-117</comment>
        <translation>玩家兩張蓋牌之一外露（翻開發出或…</translation>
    </message>
    <message>
        <source>If a player causes one of his own two down cards to turn over, his…</source>
        <comment>rule.LC-118</comment>
        <translation>玩家自己使兩張蓋牌之一翻開時，他的…</translation>
    </message>
    <message>
        <source>Empty seat dealt its 1st or 2nd card and this cannot be fixed → that…</source>
        <comment>rule.LC-119</comment>
        <translation>空位拿到第一或第二張牌且無法更正 → 該…</translation>
    </message>
    <message>
        <source>Limit or structure changes need floor approval</source>
        <comment>rule.LC-12</comment>
        <translation>變更注額或結構需經樓面主管批准</translation>
    </message>
    <message>
        <source>A player who folds when no bet has been made gets no more cards</source>
        <comment>rule.LC-120</comment>
        <translation>沒有下注時棄牌的玩家不再拿牌</translation>
    </message>
    <message>
        <source>Cards dealt before a betting round ends are taken out of play, together…</source>
        <comment>rule.LC-121</comment>
        <translation>下注輪結束前發出的牌移出，連同…</translation>
    </message>
    <message>
        <source>Two burns, or no burn: move cards to their proper places if possible</source>
        <comment>rule.LC-122</comment>
        <translation>燒了兩張或沒燒牌：可能的話把牌移回正確位置</translation>
    </message>
    <message>
        <source>If a 7th-street card goes out face up, everyone else still receives a…</source>
        <comment>rule.LC-123</comment>
        <translation>第七街的牌翻開發出時，其他人仍拿一張…</translation>
    </message>
    <message>
        <source>Not enough cards for 7th street: count before dealing</source>
        <comment>rule.LC-124</comment>
        <translation>第七街的牌不夠：發牌前先點算</translation>
    </message>
    <message>
        <source>Down cards dealt off the table are handled like exposed down cards…</source>
        <comment>rule.LC-125</comment>
        <translation>掉落桌外的蓋牌比照外露的蓋牌處理…</translation>
    </message>
    <message>
        <source>Half-bet all-in counts as a raise (high limit)</source>
        <comment>rule.LC-126a</comment>
        <translation>半注全押算加注（大注）</translation>
    </message>
    <message>
        <source>LC high: an all-in of less than half a bet is action only</source>
        <comment>rule.LC-126b</comment>
        <translation>LC 大注：少於半注的全押只算行動</translation>
    </message>
    <message>
        <source>LC high: anyone who checked, bet or raised before an under-half all-in…</source>
        <comment>rule.LC-126c</comment>
        <translation>LC 大注：在不足半注全押之前過牌、下注或加注的人…</translation>
    </message>
    <message>
        <source>Cap of four bets, half-bet wagers count (high limit)</source>
        <comment>rule.LC-126d</comment>
        <translation>四注封頂，半注也算（大注）</translation>
    </message>
    <message>
        <source>LC high: a new player posts a BB before getting a hand, from any seat…</source>
        <comment>rule.LC-127</comment>
        <translation>LC 大注：新玩家拿牌前須下大盲，任何座位…</translation>
    </message>
    <message>
        <source>LC high: make-up blinds</source>
        <comment>rule.LC-128</comment>
        <translation>LC 大注：補盲注</translation>
    </message>
    <message>
        <source>LC high: a player who went broke owes his missed blinds and collection…</source>
        <comment>rule.LC-129</comment>
        <translation>LC 大注：輸光的玩家欠錯過的盲注和抽水…</translation>
    </message>
    <message>
        <source>Only chips and cards may be on the playing surface, and nobody may play…</source>
        <comment>rule.LC-13</comment>
        <translation>桌面上只能有籌碼和牌，任何人不得…</translation>
    </message>
    <message>
        <source>LC high: the button collection is dead and does not count toward any bet</source>
        <comment>rule.LC-130</comment>
        <translation>LC 大注：按鈕抽水是死錢，不計入任何下注</translation>
    </message>
    <message>
        <source>LC high: when a player has missed blinds in a button-collection game…</source>
        <comment>rule.LC-131</comment>
        <translation>LC 大注：按鈕抽水的牌局中玩家錯過盲注時…</translation>
    </message>
    <message>
        <source>LC high: a newcomer wrongly dealt in before posting keeps a live hand…</source>
        <comment>rule.LC-132a</comment>
        <translation>LC 大注：未下注就被誤發牌的新玩家保有有效手牌…</translation>
    </message>
    <message>
        <source>LC high: if he has not looked at the cards, the hand is killed and his…</source>
        <comment>rule.LC-132b</comment>
        <translation>LC 大注：若他沒看牌，手牌作廢，他的…</translation>
    </message>
    <message>
        <source>LC high, heads-up: the button seat puts up the small blind and is first…</source>
        <comment>rule.LC-133</comment>
        <translation>LC 大注單挑：按鈕座位下小盲並先…</translation>
    </message>
    <message>
        <source>LC high: a player moving to a different limit may play up to his BB…</source>
        <comment>rule.LC-134</comment>
        <translation>LC 大注：轉到不同注額的玩家可玩到他的大盲…</translation>
    </message>
    <message>
        <source>LC high: seat changes are allowed when the game has fewer than five…</source>
        <comment>rule.LC-135</comment>
        <translation>LC 大注：牌局少於五位玩家時可換座位…</translation>
    </message>
    <message>
        <source>Phone call-ins go on the waiting list</source>
        <comment>rule.LC-136</comment>
        <translation>電話登記列入候位名單</translation>
    </message>
    <message>
        <source>A must-move may be declared to protect an existing game when another…</source>
        <comment>rule.LC-137</comment>
        <translation>當另一…時，可宣告必須換桌以保護現有牌局</translation>
    </message>
    <message>
        <source>Keep the must-move list in the order of the original waiting list</source>
        <comment>rule.LC-138</comment>
        <translation>必須換桌名單依原候位名單順序</translation>
    </message>
    <message>
        <source>A called player is dealt out at once and moved with floor help, with…</source>
        <comment>rule.LC-139</comment>
        <translation>被叫到的玩家立即不再發牌，由樓面主管協助換桌，…</translation>
    </message>
    <message>
        <source>He may play up to his BB and then quit instead, and may sign up for the…</source>
        <comment>rule.LC-139a</comment>
        <translation>他可玩到大盲後離開，並登記…</translation>
    </message>
    <message>
        <source>If he is in the blinds or on the button, he may finish the blinds and…</source>
        <comment>rule.LC-139b</comment>
        <translation>若他在盲注或按鈕位，可打完盲注再…</translation>
    </message>
    <message>
        <source>Players use the chip denominations that are standard for the game and…</source>
        <comment>rule.LC-14</comment>
        <translation>玩家使用本遊戲的標準籌碼面額，並…</translation>
    </message>
    <message>
        <source>After moving from a must-move game, he may be dealt in immediately with…</source>
        <comment>rule.LC-140</comment>
        <translation>從必須換桌的牌局移過來後，可立即發牌…</translation>
    </message>
    <message>
        <source>A must-move player must keep playing to stay on the list, except that…</source>
        <comment>rule.LC-141</comment>
        <translation>必須換桌的玩家須持續玩才能留在名單上，除非…</translation>
    </message>
    <message>
        <source>Missed-blind buttons do not follow a player who is moved</source>
        <comment>rule.LC-142</comment>
        <translation>錯過盲注按鈕不跟隨換桌的玩家</translation>
    </message>
    <message>
        <source>When moved, a player holding over the minimum buy-in brings at least…</source>
        <comment>rule.LC-143</comment>
        <translation>換桌時，籌碼超過最低買入的玩家至少帶…</translation>
    </message>
    <message>
        <source>A button-collection game that drops below five players may switch to…</source>
        <comment>rule.LC-144</comment>
        <translation>按鈕抽水的牌局少於五位玩家時可改為…</translation>
    </message>
    <message>
        <source>When a must-move game that uses button collection goes short-handed…</source>
        <comment>rule.LC-145</comment>
        <translation>使用按鈕抽水的必須換桌牌局人數不足時…</translation>
    </message>
    <message>
        <source>When time is due and there is no waiting list, a player may play up to…</source>
        <comment>rule.LC-146</comment>
        <translation>該收時間費且沒有候位名單時，玩家可玩到…</translation>
    </message>
    <message>
        <source>Players may agree to pot for time (the winner of the time pot pays)</source>
        <comment>rule.LC-147</comment>
        <translation>玩家可約定以底池付時間費（由該底池贏家付）</translation>
    </message>
    <message>
        <source>No side bets</source>
        <comment>rule.LC-15</comment>
        <translation>不得私下邊注</translation>
    </message>
    <message>
        <source>No splashing chips into the pot</source>
        <comment>rule.LC-16</comment>
        <translation>不得把籌碼丟進底池</translation>
    </message>
    <message>
        <source>Players may not agree among themselves to split a pot</source>
        <comment>rule.LC-17</comment>
        <translation>玩家之間不得約定平分底池</translation>
    </message>
    <message>
        <source>LC allows split (chopped) blinds: if everyone else folds to the blinds…</source>
        <comment>rule.LC-18</comment>
        <translation>LC 允許平分盲注：其他人都棄牌到盲注時…</translation>
    </message>
    <message>
        <source>Other casinos&apos; chips, and chips still in sealed wrappers, are not in…</source>
        <comment>rule.LC-20</comment>
        <translation>其他賭場的籌碼及仍封裝的籌碼不在…</translation>
    </message>
    <message>
        <source>Grant requests for a new deck or new setup, but only after the current…</source>
        <comment>rule.LC-21</comment>
        <translation>可同意換新牌或新牌組，但須在目前…之後</translation>
    </message>
    <message>
        <source>Never show burn cards or the unused deck on request</source>
        <comment>rule.LC-22</comment>
        <translation>燒牌和未用的牌組一律不應要求展示</translation>
    </message>
    <message>
        <source>No playing over (using an absent player&apos;s seat with one&apos;s own money)</source>
        <comment>rule.LC-23</comment>
        <translation>不得代玩（以自己的錢使用不在場玩家的座位）</translation>
    </message>
    <message>
        <source>Cash placed on the table does not play; chips must be requested (AMB-33)</source>
        <comment>rule.LC-24</comment>
        <translation>放在桌上的現金不算；須換籌碼（AMB-33）</translation>
    </message>
    <message>
        <source>Playing someone else&apos;s chips, or handing one&apos;s seat to another person…</source>
        <comment>rule.LC-25</comment>
        <translation>玩別人的籌碼，或把座位交給他人…</translation>
    </message>
    <message>
        <source>Only chips on the table when the deal starts play in that pot (except…</source>
        <comment>rule.LC-26a</comment>
        <translation>只有發牌開始時在桌上的籌碼參與該底池（除了…</translation>
    </message>
    <message>
        <source>Chips may leave the table only when the player quits, or to pay for…</source>
        <comment>rule.LC-26b</comment>
        <translation>籌碼只有在玩家離開時，或為了付…才可離桌</translation>
    </message>
    <message>
        <source>Chips on their way from the cashier with a house runner count as in…</source>
        <comment>rule.LC-26c</comment>
        <translation>由場館跑腿從櫃台送來的籌碼視為在…</translation>
    </message>
    <message>
        <source>A player buying chips must say how much</source>
        <comment>rule.LC-26d</comment>
        <translation>買籌碼的玩家須說明金額</translation>
    </message>
    <message>
        <source>Every player may see any other player&apos;s chips and cash clearly, and…</source>
        <comment>rule.LC-26e</comment>
        <translation>每位玩家都能清楚看到其他玩家的籌碼和現金，並…</translation>
    </message>
    <message>
        <source>All cards must stay in plain view at all times</source>
        <comment>rule.LC-26f</comment>
        <translation>所有牌必須隨時在明處</translation>
    </message>
    <message>
        <source>Odd chip: split to the odd dollar first</source>
        <comment>rule.LC-27</comment>
        <translation>零頭籌碼：先分到奇數美元</translation>
    </message>
    <message>
        <source>Odd chip: first winner left of the button (board games)</source>
        <comment>rule.LC-27a</comment>
        <translation>零頭籌碼：按鈕左邊第一位贏家（公共牌遊戲）</translation>
    </message>
    <message>
        <source>Odd chip: highest card by suit (stud)</source>
        <comment>rule.LC-27b</comment>
        <translation>零頭籌碼：花色最大的牌（梭哈）</translation>
    </message>
    <message>
        <source>Odd chip: high half of a high-low pot</source>
        <comment>rule.LC-27c</comment>
        <translation>零頭籌碼：高低分池的高牌一半</translation>
    </message>
    <message>
        <source>Card draws (button, seats after a game breaks, etc.) that tie on rank…</source>
        <comment>rule.LC-28</comment>
        <translation>抽牌（按鈕、散桌後座位等）點數相同時…</translation>
    </message>
    <message>
        <source>Chips bought with a cheque written at the table arrive only after the…</source>
        <comment>rule.LC-29</comment>
        <translation>在桌上開支票買的籌碼須在…之後才到</translation>
    </message>
    <message>
        <source>A new player makes a full buy-in for the game, normally 10× the game&apos;s…</source>
        <comment>rule.LC-35</comment>
        <translation>新玩家須完整買入，通常為本局…的 10 倍</translation>
    </message>
    <message>
        <source>Anything under a full buy-in, add-ons included, counts as a short buy-in</source>
        <comment>rule.LC-36</comment>
        <translation>少於完整買入的（含加碼）都算不足額買入</translation>
    </message>
    <message>
        <source>When a game&apos;s limit is raised, players already seated may keep playing…</source>
        <comment>rule.LC-37</comment>
        <translation>牌局注額提高時，已入座的玩家可繼續…</translation>
    </message>
    <message>
        <source>A player moved by force (broken or must-move game) into an equal-limit…</source>
        <comment>rule.LC-38</comment>
        <translation>被迫換桌（散桌或必須換桌）到相同注額的玩家…</translation>
    </message>
    <message>
        <source>LC low: a new player may be dealt in at once without posting, or may…</source>
        <comment>rule.LC-39</comment>
        <translation>LC 小注：新玩家可不下注立即發牌，或可…</translation>
    </message>
    <message>
        <source>A player who deliberately bends, rips or marks cards is dealt out at…</source>
        <comment>rule.LC-4</comment>
        <translation>故意彎折、撕破或標記牌的玩家立即不再發牌…</translation>
    </message>
    <message>
        <source>A player who missed one or both blinds either waits for the BB or posts…</source>
        <comment>rule.LC-40</comment>
        <translation>錯過一個或兩個盲注的玩家等大盲或補下…</translation>
    </message>
    <message>
        <source>A player who played both blinds but skipped the button may come back…</source>
        <comment>rule.LC-41</comment>
        <translation>打過兩個盲注但跳過按鈕的玩家可回來…</translation>
    </message>
    <message>
        <source>LC low: after going broke, a player who lets the blinds go round once…</source>
        <comment>rule.LC-42</comment>
        <translation>LC 小注：輸光後，讓盲注轉過一圈的玩家…</translation>
    </message>
    <message>
        <source>LC buy the button: an entering player (new, or carrying a missed-blind…</source>
        <comment>rule.LC-43</comment>
        <translation>LC 買按鈕：入局的玩家（新玩家或帶錯過盲注…</translation>
    </message>
    <message>
        <source>Forward-moving button, one small and one big blind</source>
        <comment>rule.LC-44</comment>
        <translation>按鈕向前移動，一個小盲一個大盲</translation>
    </message>
    <message>
        <source>All blinds are live</source>
        <comment>rule.LC-45</comment>
        <translation>所有盲注都是活的</translation>
    </message>
    <message>
        <source>LC low: the collection taken on the button is live, counted as part of…</source>
        <comment>rule.LC-46</comment>
        <translation>LC 小注：按鈕收的抽水是活的，算作…的一部分</translation>
    </message>
    <message>
        <source>LC straddle: only the seat one to the left of the BB may straddle</source>
        <comment>rule.LC-47</comment>
        <translation>LC 抓盲：只有大盲左邊一位可抓盲</translation>
    </message>
    <message>
        <source>Blinds skipped during a new game&apos;s opening round count as missed…</source>
        <comment>rule.LC-48</comment>
        <translation>新牌局第一圈跳過的盲注算錯過…</translation>
    </message>
    <message>
        <source>Heads-up before the cap: unlimited raising</source>
        <comment>rule.LC-49</comment>
        <translation>封頂前單挑：加注不限次數</translation>
    </message>
    <message>
        <source>A player coming back after disciplinary action gets no refund of…</source>
        <comment>rule.LC-5</comment>
        <translation>受處分後回來的玩家不退回…</translation>
    </message>
    <message>
        <source>Acting out of turn does not bind the player (except heads-up, LC-53)</source>
        <comment>rule.LC-50</comment>
        <translation>未輪到就行動不約束玩家（單挑除外，LC-53）</translation>
    </message>
    <message>
        <source>A player who lets his turn pass while at least three players after him…</source>
        <comment>rule.LC-51</comment>
        <translation>讓自己的行動權略過，而他之後至少還有三位…</translation>
    </message>
    <message>
        <source>Moving chips forward while still holding them can be ruled a bet</source>
        <comment>rule.LC-52</comment>
        <translation>仍握著籌碼向前推可被判為下注</translation>
    </message>
    <message>
        <source>LC heads-up (round began with two players): if one checks out of turn…</source>
        <comment>rule.LC-53a</comment>
        <translation>LC 單挑（該輪開始時兩位玩家）：一方未輪到就過牌…</translation>
    </message>
    <message>
        <source>LC heads-up: if one bets out of turn, the other may call or raise it…</source>
        <comment>rule.LC-53b</comment>
        <translation>LC 單挑：一方未輪到就下注，另一方可跟注或加注…</translation>
    </message>
    <message>
        <source>A spoken action made in turn binds the player</source>
        <comment>rule.LC-54</comment>
        <translation>輪到時說出的行動有約束力</translation>
    </message>
    <message>
        <source>Check-raise is allowed in every game unless a posted notice says…</source>
        <comment>rule.LC-55</comment>
        <translation>除非另有公告，每種遊戲都允許過牌加注…</translation>
    </message>
    <message>
        <source>LC one-chip rule: one oversized chip put in without announcing a raise…</source>
        <comment>rule.LC-56</comment>
        <translation>LC 單一籌碼規則：未宣告加注而放入一個大面額籌碼…</translation>
    </message>
    <message>
        <source>An underpaid bet or call has to be topped up</source>
        <comment>rule.LC-57</comment>
        <translation>不足的下注或跟注必須補足</translation>
    </message>
    <message>
        <source>A player who missed a raise and put in too few bets may, if nobody has…</source>
        <comment>rule.LC-58a</comment>
        <translation>漏看加注而放入不足下注的玩家，若尚無人…</translation>
    </message>
    <message>
        <source>If he only said call without putting chips in, and someone has acted…</source>
        <comment>rule.LC-58b</comment>
        <translation>若他只說跟注而未放籌碼，且已有人行動…</translation>
    </message>
    <message>
        <source>A gesture, knock or tap on the table in turn is a check</source>
        <comment>rule.LC-59</comment>
        <translation>輪到時做手勢、敲桌或拍桌算過牌</translation>
    </message>
    <message>
        <source>Players must not fold before they face a wager</source>
        <comment>rule.LC-60</comment>
        <translation>玩家不得在面對下注前棄牌</translation>
    </message>
    <message>
        <source>No string raises</source>
        <comment>rule.LC-61</comment>
        <translation>不得分次加注</translation>
    </message>
    <message>
        <source>The dealer never calls a string raise; only players with live hands may</source>
        <comment>rule.LC-62</comment>
        <translation>荷官不指稱分次加注；只有仍有有效手牌的玩家可以</translation>
    </message>
    <message>
        <source>A player who accidentally puts in enough chips for a raise may withdraw…</source>
        <comment>rule.LC-63</comment>
        <translation>不小心放入足以加注籌碼的玩家可收回…</translation>
    </message>
    <message>
        <source>Moving forward with enough chips to raise, splitting them into stacks…</source>
        <comment>rule.LC-64</comment>
        <translation>推出足以加注的籌碼並分成幾疊…</translation>
    </message>
    <message>
        <source>An all-in player can win only the main pot, built from what each…</source>
        <comment>rule.LC-65</comment>
        <translation>全押玩家只能贏主池，主池由每位…</translation>
    </message>
    <message>
        <source>Action-only all-in (low limit)</source>
        <comment>rule.LC-66</comment>
        <translation>只算行動的全押（小注）</translation>
    </message>
    <message>
        <source>Worked example: $6 round</source>
        <comment>rule.LC-66a</comment>
        <translation>範例：$6 一輪</translation>
    </message>
    <message>
        <source>Worked example: A checks, B all-in for 2, C calls 2 → A may only call 2…</source>
        <comment>rule.LC-66b</comment>
        <translation>範例：A 過牌，B 全押 2，C 跟 2 → A 只能跟 2…</translation>
    </message>
    <message>
        <source>Every chip amount in a game moves in multiples of that limit&apos;s common…</source>
        <comment>rule.LC-67</comment>
        <translation>牌局中所有籌碼金額以該注額共用籌碼的倍數進行…</translation>
    </message>
    <message>
        <source>A blind may be posted below its full amount if it is in multiples of…</source>
        <comment>rule.LC-68</comment>
        <translation>盲注可低於全額下注，只要是…的倍數</translation>
    </message>
    <message>
        <source>The collection is taken first</source>
        <comment>rule.LC-69</comment>
        <translation>先收抽水</translation>
    </message>
    <message>
        <source>Any player may point out a wrong bet amount or an error in awarding the…</source>
        <comment>rule.LC-7</comment>
        <translation>任何玩家都可指出下注金額錯誤或派發…的錯誤</translation>
    </message>
    <message>
        <source>A player whose stack cannot cover the button collection sits out the…</source>
        <comment>rule.LC-70</comment>
        <translation>籌碼不夠付按鈕抽水的玩家不參與…</translation>
    </message>
    <message>
        <source>An all-in player has a claim on every bet matched against him, never on…</source>
        <comment>rule.LC-71</comment>
        <translation>全押玩家有權得到與他對應的每一注，從不…</translation>
    </message>
    <message>
        <source>A called hand wins nothing at showdown until every one of its cards is…</source>
        <comment>rule.LC-72</comment>
        <translation>被跟注的牌在攤牌時，所有牌都…之前什麼都不贏</translation>
    </message>
    <message>
        <source>LC show order: whoever made the last aggressive action on the final…</source>
        <comment>rule.LC-73</comment>
        <translation>LC 亮牌順序：在最後一輪做最後一個積極行動的人…</translation>
    </message>
    <message>
        <source>Naming a hand out loud does not bind anyone; the cards decide</source>
        <comment>rule.LC-74</comment>
        <translation>口頭說出牌型不約束任何人；以牌為準</translation>
    </message>
    <message>
        <source>Any seated player may ask to see every hand still active at showdown…</source>
        <comment>rule.LC-75</comment>
        <translation>任何坐著的玩家可要求看攤牌時仍有效的每手牌…</translation>
    </message>
    <message>
        <source>Cards may be exposed only at showdown</source>
        <comment>rule.LC-76</comment>
        <translation>牌只能在攤牌時亮出</translation>
    </message>
    <message>
        <source>LC show one, show all: when cards are exposed on purpose, every player…</source>
        <comment>rule.LC-77</comment>
        <translation>LC 給一人看就給所有人看：故意亮牌時，每位玩家…</translation>
    </message>
    <message>
        <source>LC cards speak: the app reads tabled hands, and any player may read…</source>
        <comment>rule.LC-78</comment>
        <translation>LC 以牌為準：程式讀取亮出的牌，任何玩家可讀…</translation>
    </message>
    <message>
        <source>The winner may keep his cards until the pot is pushed to him</source>
        <comment>rule.LC-79</comment>
        <translation>贏家可保留他的牌直到底池派給他</translation>
    </message>
    <message>
        <source>An intact hand is live until the dealer kills it</source>
        <comment>rule.LC-80</comment>
        <translation>完整的手牌在荷官作廢前都有效</translation>
    </message>
    <message>
        <source>Cards that touch the muck face down are dead, with two exceptions where…</source>
        <comment>rule.LC-81</comment>
        <translation>蓋著碰到棄牌堆的牌為死牌，有兩個例外…</translation>
    </message>
    <message>
        <source>Exception: the hand had been shown face up on the table at showdown</source>
        <comment>rule.LC-81a</comment>
        <translation>例外：攤牌時此手牌已翻開亮在桌上</translation>
    </message>
    <message>
        <source>Exception: the hand was protected (LC-9)</source>
        <comment>rule.LC-81b</comment>
        <translation>例外：此手牌有被保護（LC-9）</translation>
    </message>
    <message>
        <source>A player who throws, spikes or slams his cards owns any resulting mess</source>
        <comment>rule.LC-82</comment>
        <translation>丟牌、摔牌或拍牌的玩家自負後果</translation>
    </message>
    <message>
        <source>A card dropped off the table may be ruled dead</source>
        <comment>rule.LC-83</comment>
        <translation>掉落桌外的牌可被判為死牌</translation>
    </message>
    <message>
        <source>Only the owner may turn his hand over</source>
        <comment>rule.LC-84</comment>
        <translation>只有牌主可翻開自己的牌</translation>
    </message>
    <message>
        <source>Dead hand: a player folds, or says he folds, while facing a bet or raise</source>
        <comment>rule.LC-85a</comment>
        <translation>死牌：玩家在面對下注或加注時棄牌或說棄牌</translation>
    </message>
    <message>
        <source>Dead hand: a player throws his hand forward and so causes another…</source>
        <comment>rule.LC-85b</comment>
        <translation>死牌：玩家把牌丟向前而導致另一…</translation>
    </message>
    <message>
        <source>Dead hand: after acting, the hand does not have the correct number of…</source>
        <comment>rule.LC-85c</comment>
        <translation>死牌：行動後手牌的張數不對…</translation>
    </message>
    <message>
        <source>Dead hand: a player who asked to be dealt in is not in his seat in time…</source>
        <comment>rule.LC-85d</comment>
        <translation>死牌：要求發牌的玩家未及時回座…</translation>
    </message>
    <message>
        <source>Every new game draws for the button</source>
        <comment>rule.LC-86</comment>
        <translation>每個新牌局都抽牌決定按鈕</translation>
    </message>
    <message>
        <source>New game: seat the waiting list first, then lock seats…</source>
        <comment>rule.LC-87</comment>
        <translation>新牌局：先安排候位名單入座，再鎖定座位…</translation>
    </message>
    <message>
        <source>A player switching to a seat further clockwise (away from the…</source>
        <comment>rule.LC-88a</comment>
        <translation>換到更順時針方向座位（遠離…）的玩家</translation>
    </message>
    <message>
        <source>A player who takes his button hand and then switches seats (deal off)…</source>
        <comment>rule.LC-88b</comment>
        <translation>打完按鈕局後換座位（deal off）的玩家…</translation>
    </message>
    <message>
        <source>A seat-changer carrying a missed-blind button owes both blinds plus…</source>
        <comment>rule.LC-88c</comment>
        <translation>帶錯過盲注按鈕換座位的人欠兩個盲注加…</translation>
    </message>
    <message>
        <source>When two players swap seats, apply 88a–88c to each of them</source>
        <comment>rule.LC-88d</comment>
        <translation>兩位玩家互換座位時，對每人適用 88a–88c</translation>
    </message>
    <message>
        <source>Two or more players wanting an open seat who cannot settle it: priority…</source>
        <comment>rule.LC-88e</comment>
        <translation>兩位或以上玩家想要同一空位且無法解決：優先…</translation>
    </message>
    <message>
        <source>With a waiting list, the floor offers an open seat to seated players…</source>
        <comment>rule.LC-88f</comment>
        <translation>有候位名單時，樓面主管先把空位給已入座玩家…</translation>
    </message>
    <message>
        <source>Moving to another game requires a full buy-in, except for a player from…</source>
        <comment>rule.LC-89</comment>
        <translation>轉到其他牌局需完整買入，除了從…來的玩家</translation>
    </message>
    <message>
        <source>Management may decide in the interest of the game and of fairness even…</source>
        <comment>rule.LC-8a</comment>
        <translation>管理方可為牌局和公平考量作出決定，即使…</translation>
    </message>
    <message>
        <source>Floorperson decisions are final</source>
        <comment>rule.LC-8b</comment>
        <translation>樓面主管的決定為最終決定</translation>
    </message>
    <message>
        <source>Irregularities must be raised when they happen, and any objection…</source>
        <comment>rule.LC-8c</comment>
        <translation>違規須在發生時提出，任何異議…</translation>
    </message>
    <message>
        <source>Players protect their own cards (a chip or hand on them)</source>
        <comment>rule.LC-9</comment>
        <translation>玩家保護自己的牌（用籌碼或手壓著）</translation>
    </message>
    <message>
        <source>Anyone moved involuntarily (game broke, limit went up, game type…</source>
        <comment>rule.LC-90</comment>
        <translation>非自願換桌的人（散桌、注額提高、遊戲類型…</translation>
    </message>
    <message>
        <source>A player who quits and returns to the same game within an hour must…</source>
        <comment>rule.LC-91</comment>
        <translation>離開後一小時內回到同一牌局的玩家必須…</translation>
    </message>
    <message>
        <source>In a short game (fewer than 5 players), if one player asks for a seat…</source>
        <comment>rule.LC-92</comment>
        <translation>人少的牌局（少於 5 人）中，若有玩家要座位…</translation>
    </message>
    <message>
        <source>In a game of 5 or more, a player whose refusal to ante or post causes…</source>
        <comment>rule.LC-93</comment>
        <translation>5 人或以上的牌局中，拒絕下底注或盲注而導致…的玩家</translation>
    </message>
    <message>
        <source>Game breaking with too few open seats at the same limit: players draw…</source>
        <comment>rule.LC-94a</comment>
        <translation>散桌時同注額空位不夠：玩家抽牌…</translation>
    </message>
    <message>
        <source>Game breaking with enough open seats: missed-blind buttons of lobbying…</source>
        <comment>rule.LC-94b</comment>
        <translation>散桌時空位足夠：離座者的錯過盲注按鈕…</translation>
    </message>
    <message>
        <source>The floor must approve every table change</source>
        <comment>rule.LC-95</comment>
        <translation>每次換桌都須經樓面主管批准</translation>
    </message>
    <message>
        <source>Table and game changes happen at once; a player may not play to his BB…</source>
        <comment>rule.LC-96</comment>
        <translation>換桌和換遊戲立即進行；玩家不得玩到大盲…</translation>
    </message>
    <message>
        <source>Three-button rule: give a missed-blind button every time the BB passes…</source>
        <comment>rule.LC-97</comment>
        <translation>三按鈕規則：大盲每經過一次給一個錯過盲注按鈕…</translation>
    </message>
    <message>
        <source>A player who lobbies repeatedly may have his chips picked up before a…</source>
        <comment>rule.LC-98</comment>
        <translation>屢次離座的玩家，籌碼可能在…前被收起</translation>
    </message>
    <message>
        <source>Stud: after telling the floor, a player is allowed one 30-minute meal…</source>
        <comment>rule.LC-99</comment>
        <translation>梭哈：告知樓面主管後，玩家可有一次 30 分鐘用餐…</translation>
    </message>
    <message>
        <source>All-in: the player has put all his playable chips in the pot</source>
        <comment>rule.LC-GL-03</comment>
        <translation>全押：玩家已把所有可用籌碼放入底池</translation>
    </message>
    <message>
        <source>Bring-in (= forced bet): the required wager that starts the first round</source>
        <comment>rule.LC-GL-09</comment>
        <translation>強制開注（= 強制注）：開始第一輪的必要下注</translation>
    </message>
    <message>
        <source>Burn card: the top card, removed face down before each round of dealing</source>
        <comment>rule.LC-GL-10</comment>
        <translation>燒牌：每輪發牌前蓋著移出的最上面一張牌</translation>
    </message>
    <message>
        <source>Buy the button: see LC-43</source>
        <comment>rule.LC-GL-12</comment>
        <translation>買按鈕：見 LC-43</translation>
    </message>
    <message>
        <source>Cap: the largest number of bets and raises in one round</source>
        <comment>rule.LC-GL-14</comment>
        <translation>封頂：一輪中下注和加注的最多次數</translation>
    </message>
    <message>
        <source>Collection on the button: the button player pays that hand&apos;s collection</source>
        <comment>rule.LC-GL-16</comment>
        <translation>按鈕抽水：按鈕玩家付該局的抽水</translation>
    </message>
    <message>
        <source>Complete the bet: top an all-in or forced wager up to a full limit bet</source>
        <comment>rule.LC-GL-18</comment>
        <translation>補足下注：把全押或強制注補到完整一注</translation>
    </message>
    <message>
        <source>Dead card: a card that cannot be played</source>
        <comment>rule.LC-GL-19</comment>
        <translation>死牌：不能使用的牌</translation>
    </message>
    <message>
        <source>Deal off: play the button hand, then change seats and come back in…</source>
        <comment>rule.LC-GL-21</comment>
        <translation>Deal off：打完按鈕局後換座位再回來…</translation>
    </message>
    <message>
        <source>Facing a bet: next to act after a wager; options fold, call or raise</source>
        <comment>rule.LC-GL-25</comment>
        <translation>面對下注：有人下注後下一位行動；可棄牌、跟注或加注</translation>
    </message>
    <message>
        <source>Go broke: go all-in and lose</source>
        <comment>rule.LC-GL-30</comment>
        <translation>輸光：全押後輸掉</translation>
    </message>
    <message>
        <source>Hold button: marks a new player, or a player who is not entitled to a…</source>
        <comment>rule.LC-GL-33</comment>
        <translation>保留按鈕：標示新玩家，或無權拿…的玩家</translation>
    </message>
    <message>
        <source>Live blind: a forced blind whose poster may raise</source>
        <comment>rule.LC-GL-35</comment>
        <translation>活盲：下盲注者可以加注的強制盲注</translation>
    </message>
    <message>
        <source>Live straddle: voluntary, twice the BB, from one seat left of the BB…</source>
        <comment>rule.LC-GL-37</comment>
        <translation>活抓盲：自願，為大盲的兩倍，由大盲左邊一位下…</translation>
    </message>
    <message>
        <source>Missed-blind button: marker placed before a player who missed one or…</source>
        <comment>rule.LC-GL-41</comment>
        <translation>錯過盲注按鈕：放在錯過一個或…的玩家前面的標記</translation>
    </message>
    <message>
        <source>Money plays: an announcement that money not yet turned into chips is in…</source>
        <comment>rule.LC-GL-42</comment>
        <translation>現金有效：宣告尚未換成籌碼的錢在…</translation>
    </message>
    <message>
        <source>Muck: the unused deck plus discarded cards, never the board or the burns</source>
        <comment>rule.LC-GL-43</comment>
        <translation>棄牌堆：未用的牌組加上棄牌，不含公共牌和燒牌</translation>
    </message>
    <message>
        <source>Play behind: a declaration that the player will cover bets beyond the…</source>
        <comment>rule.LC-GL-47</comment>
        <translation>Play behind：宣告玩家將承擔超出…的下注</translation>
    </message>
    <message>
        <source>Play over: playing in a seat temporarily left by someone else</source>
        <comment>rule.LC-GL-48</comment>
        <translation>代玩：坐在別人暫時離開的座位上玩</translation>
    </message>
    <message>
        <source>Pot for time: the players agree that the winner(s) of a chosen pot pay…</source>
        <comment>rule.LC-GL-50</comment>
        <translation>以底池付時間費：玩家約定所選底池的贏家付…</translation>
    </message>
    <message>
        <source>Retrievable hand: a mucked hand that may still be ruled live</source>
        <comment>rule.LC-GL-53</comment>
        <translation>可收回的手牌：仍可能被判為有效的已棄牌</translation>
    </message>
    <message>
        <source>River card: the last card of any poker game (in stud, the 7th card)</source>
        <comment>rule.LC-GL-54</comment>
        <translation>河牌：任何撲克的最後一張牌（梭哈為第七張）</translation>
    </message>
    <message>
        <source>Setup: two suited decks with different back colours replacing the decks…</source>
        <comment>rule.LC-GL-56</comment>
        <translation>新牌組：兩副同花色、不同牌背顏色的牌，取代…</translation>
    </message>
    <message>
        <source>Short buy-in: any purchase or top-up smaller than a full buy-in</source>
        <comment>rule.LC-GL-57</comment>
        <translation>不足額買入：任何小於完整買入的購買或加碼</translation>
    </message>
    <message>
        <source>Short-handed game: fewer than five players</source>
        <comment>rule.LC-GL-58</comment>
        <translation>人少的牌局：少於五位玩家</translation>
    </message>
    <message>
        <source>Split blinds: the two blinds agree to take their blinds back and not…</source>
        <comment>rule.LC-GL-62</comment>
        <translation>平分盲注：兩個盲注同意拿回盲注而不…</translation>
    </message>
    <message>
        <source>Chop blinds: same as split blinds</source>
        <comment>rule.LC-GL-64</comment>
        <translation>Chop 盲注：同平分盲注</translation>
    </message>
    <message>
        <source>Street: the cards of one dealing round (stud 4th to 7th; flop, turn =…</source>
        <comment>rule.LC-GL-65</comment>
        <translation>街：一輪發出的牌（梭哈第四到第七街；翻牌、轉牌 =…</translation>
    </message>
    <message>
        <source>String raise: a raise made in several motions without announcing it</source>
        <comment>rule.LC-GL-66</comment>
        <translation>分次加注：未宣告而分多次動作做出的加注</translation>
    </message>
    <message>
        <source>Substantial action: at least two players have acted one after the other</source>
        <comment>rule.LC-GL-68</comment>
        <translation>實質行動：至少兩位玩家接連行動</translation>
    </message>
    <message>
        <source>Table change: a move to a different table of identical game and limit</source>
        <comment>rule.LC-GL-69</comment>
        <translation>換桌：轉到相同遊戲和注額的另一張桌</translation>
    </message>
    <message>
        <source>Time collection: a fee collected from each player at a set rate…</source>
        <comment>rule.LC-GL-70</comment>
        <translation>時間費：按固定費率向每位玩家收取的費用…</translation>
    </message>
    <message>
        <source>Trailing blind: an SB sitting behind the button, on the hand that…</source>
        <comment>rule.LC-GL-72</comment>
        <translation>落後盲注：坐在按鈕後面的小盲，在…那一局</translation>
    </message>
    <message>
        <source>Help-text-only terms: Action, Active Player, Bet, Big Blind, Blind…</source>
        <comment>rule.LC-GL-desc</comment>
        <translation>僅供說明的術語：Action、Active Player、Bet、Big Blind、Blind…</translation>
    </message>
    <message>
        <source>LC floor staff decide by the spirit of a rule, not its letter, and…</source>
        <comment>rule.LC-P1</comment>
        <translation>LC 樓面人員依規則精神而非字面裁決，並…</translation>
    </message>
    <message>
        <source>Flag players who repeatedly and deliberately exploit the posting rules</source>
        <comment>rule.LC-P3</comment>
        <translation>標記屢次故意利用下注規則的玩家</translation>
    </message>
    <message>
        <source>Players may lobby (leave the table) at any time, subject to LC-97–99</source>
        <comment>rule.LC-P4</comment>
        <translation>玩家可隨時離座（離開牌桌），受 LC-97–99 約束</translation>
    </message>
    <message>
        <source>Whenever an irregularity happens, the floor is called</source>
        <comment>rule.LC-P5</comment>
        <translation>發生任何違規都要呼叫樓面主管</translation>
    </message>
    <message>
        <source>Switch to the LC-high profile (rules 126–147 on top of 1–125) when the…</source>
        <comment>rule.LC-P6</comment>
        <translation>當…時改用 LC 大注設定（規則 126–147 加上 1–125）</translation>
    </message>
    <message>
        <source>$4-$8 Omaha is offered as high-only and as H/L (Thursdays)</source>
        <comment>rule.PGP-GAM-01</comment>
        <translation>$4-$8 奧馬哈提供純高牌和高低（星期四）</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha: minimum buy-in $40</source>
        <comment>rule.PGP-GAM-02</comment>
        <translation>PGP $4-$8 奧馬哈：最低買入 $40</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha (H and H/L): blinds $2 and $3 (the BB is below the $4…</source>
        <comment>rule.PGP-GAM-03</comment>
        <translation>PGP $4-$8 奧馬哈（高及高低）：盲注 $2 和 $3（大盲低於 $4…</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha H/L: a low is only possible when the board has three…</source>
        <comment>rule.PGP-GAM-04</comment>
        <translation>PGP $4-$8 奧馬哈高低：公共牌有三張…時才可能有低牌</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread-limit Hold&apos;em: each bet on any street is at least $3…</source>
        <comment>rule.PGP-GAM-05</comment>
        <translation>PGP $3-$100 差額限注德州撲克：每條街每注至少 $3…</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread Hold&apos;em: buy-in from $40 to $500</source>
        <comment>rule.PGP-GAM-06</comment>
        <translation>PGP $3-$100 差額德州撲克：買入 $40 至 $500</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread-limit Hold&apos;em: blinds $2 and $3</source>
        <comment>rule.PGP-GAM-07</comment>
        <translation>PGP $3-$100 差額限注德州撲克：盲注 $2 和 $3</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread-limit Hold&apos;em: each bet is at least $5 and at most…</source>
        <comment>rule.PGP-GAM-08</comment>
        <translation>PGP $5-$200 差額限注德州撲克：每注至少 $5，最多…</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread Hold&apos;em: buy-in from $100 to $1,000</source>
        <comment>rule.PGP-GAM-09</comment>
        <translation>PGP $5-$200 差額德州撲克：買入 $100 至 $1,000</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread-limit Hold&apos;em: blinds $3 and $5</source>
        <comment>rule.PGP-GAM-10</comment>
        <translation>PGP $5-$200 差額限注德州撲克：盲注 $3 和 $5</translation>
    </message>
    <message>
        <source>PGP Hold&apos;em normally uses fixed-structure betting, and spread-limit…</source>
        <comment>rule.PGP-HE-01</comment>
        <translation>PGP 德州撲克通常用固定結構下注，差額限注…</translation>
    </message>
    <message>
        <source>The button gets its cards last on the first deal and acts last on every…</source>
        <comment>rule.PGP-HE-02</comment>
        <translation>按鈕第一次發牌最後拿牌，並在每輪最後行動…</translation>
    </message>
    <message>
        <source>Blinds (one or more) come from consecutive seats going clockwise from…</source>
        <comment>rule.PGP-HE-03</comment>
        <translation>盲注（一個或多個）由按鈕順時針起連續的座位下…</translation>
    </message>
    <message>
        <source>The first round opens with the player immediately to the left of the…</source>
        <comment>rule.PGP-HE-04</comment>
        <translation>第一輪由…左邊緊鄰的玩家開始</translation>
    </message>
    <message>
        <source>Each later round opens with the first player still in the hand to the…</source>
        <comment>rule.PGP-HE-05</comment>
        <translation>之後每輪由仍在局的第一位…玩家開始</translation>
    </message>
    <message>
        <source>Sequence is two hole cards, bet; flop (three cards turned together)…</source>
        <comment>rule.PGP-HE-06</comment>
        <translation>順序：兩張底牌，下注；翻牌（三張一起翻開）…</translation>
    </message>
    <message>
        <source>Hold&apos;em (PGP): best five from 2 hole cards plus board, using two, one…</source>
        <comment>rule.PGP-HE-07</comment>
        <translation>德州撲克（PGP）：2 張底牌加公共牌中最好的五張，用兩張、一張…</translation>
    </message>
    <message>
        <source>A player who plays the board must say so before mucking</source>
        <comment>rule.PGP-HE-08</comment>
        <translation>打公共牌的玩家須在棄牌前說明</translation>
    </message>
    <message>
        <source>Show PGP&apos;s ten-step ladder (royal flush down to high card)</source>
        <comment>rule.PGP-HE-09</comment>
        <translation>顯示 PGP 的十級牌型（皇家同花順到高牌）</translation>
    </message>
    <message>
        <source>A player dealt too few cards receives the missing card(s) from the top…</source>
        <comment>rule.PGP-IRR-01</comment>
        <translation>少拿牌的玩家從最上面補拿缺少的牌…</translation>
    </message>
    <message>
        <source>A player dealt an extra card has one card picked at random by the…</source>
        <comment>rule.PGP-IRR-02</comment>
        <translation>多拿一張牌的玩家由…隨機抽走一張</translation>
    </message>
    <message>
        <source>If the extra card is found only after substantial action, the hand is…</source>
        <comment>rule.PGP-IRR-03</comment>
        <translation>若在實質行動後才發現多牌，此手牌…</translation>
    </message>
    <message>
        <source>A flop with too many cards is taken back (except the burn) and…</source>
        <comment>rule.PGP-IRR-04</comment>
        <translation>翻牌張數過多則收回（燒牌除外）並…</translation>
    </message>
    <message>
        <source>Same procedure as LC-110 for a flop dealt before betting ended</source>
        <comment>rule.PGP-IRR-05</comment>
        <translation>下注結束前發出的翻牌，處理方式同 LC-110</translation>
    </message>
    <message>
        <source>Same procedure as LC-111 for a premature fourth board card</source>
        <comment>rule.PGP-IRR-06</comment>
        <translation>提前發出的第四張公共牌，處理方式同 LC-111</translation>
    </message>
    <message>
        <source>A premature fifth card is handled like the premature fourth card…</source>
        <comment>rule.PGP-IRR-07</comment>
        <translation>提前發出的第五張牌比照提前的第四張處理…</translation>
    </message>
    <message>
        <source>A card the dealer exposes during the first deal is replaced after every…</source>
        <comment>rule.PGP-IRR-08</comment>
        <translation>荷官在第一次發牌時翻開的牌，在其他…之後補換</translation>
    </message>
    <message>
        <source>A card dealt off the table counts as an exposed card</source>
        <comment>rule.PGP-IRR-09</comment>
        <translation>掉落桌外的牌視為外露的牌</translation>
    </message>
    <message>
        <source>A card exposed because it touched the player it was meant for stays…</source>
        <comment>rule.PGP-IRR-10</comment>
        <translation>因碰到應得玩家而外露的牌留給…</translation>
    </message>
    <message>
        <source>PGP H/L: the low needs 8 or better, which on a board means at least…</source>
        <comment>rule.PGP-LOW-01</comment>
        <translation>PGP 高低：低牌需 8 或以下，即公共牌至少…</translation>
    </message>
    <message>
        <source>PGP H/L: a qualifying low is five cards of five different ranks, all 8…</source>
        <comment>rule.PGP-LOW-02</comment>
        <translation>PGP 高低：合格低牌是五張不同點數的牌，都是 8…</translation>
    </message>
    <message>
        <source>PGP worked example: board Q-10-7-7-6 has only two distinct low cards…</source>
        <comment>rule.PGP-LOW-03</comment>
        <translation>PGP 範例：公共牌 Q-10-7-7-6 只有兩張不同的低牌…</translation>
    </message>
    <message>
        <source>PGP worked example: board K-8-9-2-5 allows a low</source>
        <comment>rule.PGP-LOW-04</comment>
        <translation>PGP 範例：公共牌 K-8-9-2-5 可以有低牌</translation>
    </message>
    <message>
        <source>Low order (PGP): 5-4-3-2-A best, 6-4-3-2-A second, 6-5-3-2-A third, and…</source>
        <comment>rule.PGP-LOW-05</comment>
        <translation>低牌順序（PGP）：5-4-3-2-A 最好，6-4-3-2-A 第二，6-5-3-2-A 第三，…</translation>
    </message>
    <message>
        <source>Straights and flushes never count against a low hand</source>
        <comment>rule.PGP-LOW-06</comment>
        <translation>順子和同花不影響低牌</translation>
    </message>
    <message>
        <source>A new player may be dealt in at once, may wait and take the BB in turn…</source>
        <comment>rule.PGP-NEW-01</comment>
        <translation>新玩家可立即發牌，可等輪到大盲…</translation>
    </message>
    <message>
        <source>A new player who posts in front of the button is skipped by the button…</source>
        <comment>rule.PGP-NEW-02</comment>
        <translation>在按鈕前下注的新玩家，按鈕會跳過他…</translation>
    </message>
    <message>
        <source>A player whose seat missed the blind(s) for any reason either posts…</source>
        <comment>rule.PGP-NEW-03</comment>
        <translation>座位因任何原因錯過盲注的玩家，補下…</translation>
    </message>
    <message>
        <source>The button only ever moves forward, and the blinds follow it</source>
        <comment>rule.PGP-NEW-04</comment>
        <translation>按鈕只向前移動，盲注跟著按鈕</translation>
    </message>
    <message>
        <source>A player who has not yet taken the BB and moves away from it may post a…</source>
        <comment>rule.PGP-NEW-05</comment>
        <translation>尚未下大盲且離開大盲位的玩家可下一個…</translation>
    </message>
    <message>
        <source>Omaha H/L (PGP): high and low may use different hole cards and board…</source>
        <comment>rule.PGP-O8-01</comment>
        <translation>奧馬哈高低（PGP）：高牌和低牌可用不同的底牌和公共牌…</translation>
    </message>
    <message>
        <source>PGP Omaha H/L: the best high and the best low split the pot</source>
        <comment>rule.PGP-O8-02</comment>
        <translation>PGP 奧馬哈高低：最好的高牌和最好的低牌平分底池</translation>
    </message>
    <message>
        <source>PGP Omaha: four hole cards, then betting rounds before the flop and…</source>
        <comment>rule.PGP-OMA-01</comment>
        <translation>PGP 奧馬哈：四張底牌，然後翻牌前下注輪和…</translation>
    </message>
    <message>
        <source>Omaha (PGP): exactly two hole cards plus three board cards; same high…</source>
        <comment>rule.PGP-OMA-02</comment>
        <translation>奧馬哈（PGP）：剛好兩張底牌加三張公共牌；高牌相同…</translation>
    </message>
    <message>
        <source>{rule_id}: {title}</source>
        <comment>rule.describe</comment>
        <translation>{rule_id}：{title}</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <comment>rules.at_least_one</comment>
        <translation>必須為 1 或以上</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>rules.blind.button</comment>
        <translation>莊家按鈕盲注</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>rules.blind.small</comment>
        <translation>小盲注</translation>
    </message>
    <message>
        <source>{amount} is not a multiple of the chip unit {unit} (LC-68)</source>
        <comment>rules.blind_not_in_chips</comment>
        <translation>{amount} 不是最小籌碼 {unit} 的倍數（LC-68）</translation>
    </message>
    <message>
        <source>{kind} {amount} is larger than the big blind {big}</source>
        <comment>rules.blind_over_big</comment>
        <translation>{kind} {amount} 大於大盲注 {big}</translation>
    </message>
    <message>
        <source>bring-in ceiling {high} is below the floor {low}</source>
        <comment>rules.bring_in_ceiling_low</comment>
        <translation>強制開注上限 {high} 低於下限 {low}</translation>
    </message>
    <message>
        <source>completion {full} is below the bring-in ceiling {high}</source>
        <comment>rules.completion_low</comment>
        <translation>補足注額 {full} 低於強制開注上限 {high}</translation>
    </message>
    <message>
        <source>{game}</source>
        <comment>rules.game_name</comment>
        <translation>{game}</translation>
    </message>
    <message>
        <source>{house} {game}: the rulebook names no limits, the room must list them in its own profile file ({reason})</source>
        <comment>rules.limits_by_room</comment>
        <translation>{house} {game}：規則書未列出限額，牌室須在自己的設定檔中列出（{reason}）</translation>
    </message>
    <message>
        <source>none</source>
        <comment>rules.no_games</comment>
        <translation>無</translation>
    </message>
    <message>
        <source>{house} {game}: no limit {limit} (limits: {limits})</source>
        <comment>rules.no_such_limit</comment>
        <translation>{house} {game}：沒有 {limit} 限額（限額：{limits}）</translation>
    </message>
    <message>
        <source>{house} does not spread {game} (games: {offered})</source>
        <comment>rules.not_spread</comment>
        <translation>{house} 不開 {game}（遊戲：{offered}）</translation>
    </message>
    <message>
        <source>K04: PGP states no collection</source>
        <comment>rules.reason.00383584d6</comment>
        <translation>K04：PGP 未規定抽水</translation>
    </message>
    <message>
        <source>CG does not say</source>
        <comment>rules.reason.01698de9c9</comment>
        <translation>CG 未說明</translation>
    </message>
    <message>
        <source>CG states banker eligibility only for Hot Action (K27)</source>
        <comment>rules.reason.032a34432a</comment>
        <translation>CG 只就 Hot Action 規定誰可坐莊（K27）</translation>
    </message>
    <message>
        <source>PGP gives no common chip</source>
        <comment>rules.reason.03d6742806</comment>
        <translation>PGP 未規定通用籌碼</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14, CG-O8-08)</source>
        <comment>rules.reason.0523eaf0da</comment>
        <translation>CG 只說平手時平分（CG-RNK-14, CG-O8-08）</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow house way at CG</source>
        <comment>rules.reason.055e98465e</comment>
        <translation>Gaps：CG 的 Pai Gow 沒有 House Way</translation>
    </message>
    <message>
        <source>posted at each table (HTP-FLH-13)</source>
        <comment>rules.reason.0b4372b32c</comment>
        <translation>公告於每張牌桌（HTP-FLH-13）</translation>
    </message>
    <message>
        <source>posted table limits; never above the Ante (CG-3CP-B02)</source>
        <comment>rules.reason.0d9c102207</comment>
        <translation>公告的牌桌限額；不得高於 Ante（CG-3CP-B02）</translation>
    </message>
    <message>
        <source>HTP posts its Bonus table at the table (set per room)</source>
        <comment>rules.reason.0dd9e3dd6a</comment>
        <translation>HTP 在桌上公告其 Bonus 賠率表（由各牌室設定）</translation>
    </message>
    <message>
        <source>posted table limits</source>
        <comment>rules.reason.0fc5d19680</comment>
        <translation>公告的牌桌限額</translation>
    </message>
    <message>
        <source>HTP only says the low up card starts (K22)</source>
        <comment>rules.reason.107d4f97cc</comment>
        <translation>HTP 只說最低明牌先開（K22）</translation>
    </message>
    <message>
        <source>HTP describes a rake only for its banked games</source>
        <comment>rules.reason.1120514653</comment>
        <translation>HTP 只就其坐莊遊戲說明抽成</translation>
    </message>
    <message>
        <source>LC states no stud collection</source>
        <comment>rules.reason.1a9da092d5</comment>
        <translation>LC 未規定 stud 抽水</translation>
    </message>
    <message>
        <source>posted at each table (HTP-2CP-10)</source>
        <comment>rules.reason.210333fe39</comment>
        <translation>公告於每張牌桌（HTP-2CP-10）</translation>
    </message>
    <message>
        <source>Gaps: no action order for the Hot Action P/D&apos;s coverage</source>
        <comment>rules.reason.2a8ae0899e</comment>
        <translation>Gaps：Hot Action 玩家莊家承保沒有行動順序</translation>
    </message>
    <message>
        <source>LC gives no stud ante</source>
        <comment>rules.reason.34abb6b0a1</comment>
        <translation>LC 未規定 stud 底注</translation>
    </message>
    <message>
        <source>HTP gives no common chip</source>
        <comment>rules.reason.35dbeada2e</comment>
        <translation>HTP 未規定通用籌碼</translation>
    </message>
    <message>
        <source>CG states no Hot Action rotation (K14 names 3CP and Pai Gow)</source>
        <comment>rules.reason.39c11867f5</comment>
        <translation>CG 未規定 Hot Action 的輪替（K14 只提 3CP 與 Pai Gow）</translation>
    </message>
    <message>
        <source>AMB-02: only &apos;part of a bet&apos;</source>
        <comment>rules.reason.39e55c3949</comment>
        <translation>AMB-02：只說「部分下注」</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14); Gaps: odd chip at CG</source>
        <comment>rules.reason.3aadbf891f</comment>
        <translation>CG 只說平手時平分（CG-RNK-14）；Gaps：CG 的零頭籌碼</translation>
    </message>
    <message>
        <source>HTP names no limits and no blind amount (Gaps: amount of the single blind)</source>
        <comment>rules.reason.3b066d770c</comment>
        <translation>HTP 未列出限額與盲注金額（Gaps：單一盲注的金額）</translation>
    </message>
    <message>
        <source>K09: CG states a kill only for Omaha 8</source>
        <comment>rules.reason.3c074c2966</comment>
        <translation>K09：CG 只就 Omaha 8 規定 kill</translation>
    </message>
    <message>
        <source>Gaps: decks and jokers not stated; a suited-ace Natural 22 needs two decks or more</source>
        <comment>rules.reason.3e5b47c0d3</comment>
        <translation>Gaps：未規定牌副數與鬼牌；同花色 A 的 Natural 22 需要兩副牌以上</translation>
    </message>
    <message>
        <source>LC collection amounts per limit (Gaps)</source>
        <comment>rules.reason.423b51b7d9</comment>
        <translation>LC 各限額的抽水金額（Gaps）</translation>
    </message>
    <message>
        <source>Gaps: heads-up blinds outside LC high</source>
        <comment>rules.reason.42b17725b1</comment>
        <translation>Gaps：LC high 以外的單挑盲注</translation>
    </message>
    <message>
        <source>K05: CG has only a glossary entry for a short bet (CG-GL-60)</source>
        <comment>rules.reason.442e45f49a</comment>
        <translation>K05：CG 對不足額下注只有一條詞彙說明（CG-GL-60）</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-2CP-14)</source>
        <comment>rules.reason.458ea5b316</comment>
        <translation>抽成金額於牌桌公告（HTP-2CP-14）</translation>
    </message>
    <message>
        <source>Gaps: CG 3CP collection amount</source>
        <comment>rules.reason.47f550e034</comment>
        <translation>Gaps：CG 3CP 的抽水金額</translation>
    </message>
    <message>
        <source>K15: HTP has no irregularity rules</source>
        <comment>rules.reason.492ce8cb51</comment>
        <translation>K15：HTP 沒有違規情況規則</translation>
    </message>
    <message>
        <source>CG does not speak of short buy-ins</source>
        <comment>rules.reason.4934b121b0</comment>
        <translation>CG 未提及不足額買入</translation>
    </message>
    <message>
        <source>K16: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.4e4ead6eea</comment>
        <translation>K16：CG 的頁面沒有違規情況規則</translation>
    </message>
    <message>
        <source>HTP does not say whether its blind is live</source>
        <comment>rules.reason.5147e64764</comment>
        <translation>HTP 未說明其盲注是否為活盲注</translation>
    </message>
    <message>
        <source>Gaps: PGP spread limit minimum raise</source>
        <comment>rules.reason.5222e89b77</comment>
        <translation>Gaps：PGP 浮動限額（spread limit）的最低加注</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-FLH-19)</source>
        <comment>rules.reason.62fd40a083</comment>
        <translation>抽成金額於牌桌公告（HTP-FLH-19）</translation>
    </message>
    <message>
        <source>Gaps: odd chip at HTP</source>
        <comment>rules.reason.63a0feb33a</comment>
        <translation>Gaps：HTP 的零頭籌碼</translation>
    </message>
    <message>
        <source>CG gives no time amount</source>
        <comment>rules.reason.64759baa50</comment>
        <translation>CG 未規定計時費金額</translation>
    </message>
    <message>
        <source>AMB-16d: where the kill blind sits and acts is not given</source>
        <comment>rules.reason.66985b8494</comment>
        <translation>AMB-16d：未規定 kill 盲注坐在哪裡、何時行動</translation>
    </message>
    <message>
        <source>no common chip given for 10-20 (LC-67, AMB-21)</source>
        <comment>rules.reason.68906f264a</comment>
        <translation>10-20 未規定通用籌碼（LC-67, AMB-21）</translation>
    </message>
    <message>
        <source>CG does not say how the button moves past empty seats</source>
        <comment>rules.reason.691028a4bc</comment>
        <translation>CG 未說明莊家按鈕如何越過空位</translation>
    </message>
    <message>
        <source>K22: CG has no exposed-card rule</source>
        <comment>rules.reason.693b5dcb3e</comment>
        <translation>K22：CG 沒有亮牌規則</translation>
    </message>
    <message>
        <source>LC gives a heads-up blind rule only from 10-20 (LC-133); Gaps: heads-up blinds outside LC high</source>
        <comment>rules.reason.6c9a1842f7</comment>
        <translation>LC 只從 10-20 起規定單挑盲注（LC-133）；Gaps：LC high 以外的單挑盲注</translation>
    </message>
    <message>
        <source>CG does not say which half takes an odd chip</source>
        <comment>rules.reason.718599b6e3</comment>
        <translation>CG 未說明零頭籌碼歸哪一半</translation>
    </message>
    <message>
        <source>HTP names no limits and no blind amount (Gaps)</source>
        <comment>rules.reason.71ff3754c9</comment>
        <translation>HTP 未列出限額與盲注金額（Gaps）</translation>
    </message>
    <message>
        <source>Gaps: no coverage order for the Pai Gow P/D&apos;s stake</source>
        <comment>rules.reason.7b02eb8a87</comment>
        <translation>Gaps：Pai Gow 玩家莊家的莊金沒有承保順序</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow commission at CG</source>
        <comment>rules.reason.7e067e38d9</comment>
        <translation>Gaps：CG 的 Pai Gow 沒有佣金規定</translation>
    </message>
    <message>
        <source>HTP only says the low up card starts (K22); Gaps: ace high or low for the Stud 8 bring-in</source>
        <comment>rules.reason.8655a9fe10</comment>
        <translation>HTP 只說最低明牌先開（K22）；Gaps：Stud 8 強制開注時 A 算大或算小</translation>
    </message>
    <message>
        <source>LC does not say whether the bring-in counts toward the cap (AMB-31 covers CG only)</source>
        <comment>rules.reason.8b99a3bcac</comment>
        <translation>LC 未說明強制開注是否計入封頂（AMB-31 只涵蓋 CG）</translation>
    </message>
    <message>
        <source>AMB-02: only &apos;part of a bet&apos;; 0 gives the two-blind reading</source>
        <comment>rules.reason.8c6f8de79d</comment>
        <translation>AMB-02：只說「部分下注」；0 表示採雙盲注的解讀</translation>
    </message>
    <message>
        <source>K06: PGP gives no raise count (Gaps: PGP spread limit)</source>
        <comment>rules.reason.8dd701e0db</comment>
        <translation>K06：PGP 未規定加注次數（Gaps：PGP 浮動限額）</translation>
    </message>
    <message>
        <source>K16: HTP has no irregularity rules</source>
        <comment>rules.reason.8dddfbc532</comment>
        <translation>K16：HTP 沒有違規情況規則</translation>
    </message>
    <message>
        <source>posted at each table (HTP-3CP-10)</source>
        <comment>rules.reason.9552e8c96b</comment>
        <translation>公告於每張牌桌（HTP-3CP-10）</translation>
    </message>
    <message>
        <source>AMB-16d: the kill blind&apos;s seat and order of action are not given</source>
        <comment>rules.reason.98711aea67</comment>
        <translation>AMB-16d：未規定 kill 盲注的座位與行動順序</translation>
    </message>
    <message>
        <source>LC time amounts (Gaps)</source>
        <comment>rules.reason.9c1c921a4f</comment>
        <translation>LC 的計時費金額（Gaps）</translation>
    </message>
    <message>
        <source>not stated by CG for Pai Gow</source>
        <comment>rules.reason.9cac159496</comment>
        <translation>CG 未就 Pai Gow 規定</translation>
    </message>
    <message>
        <source>K03: CG does not state new-player entry</source>
        <comment>rules.reason.9cc46855d8</comment>
        <translation>K03：CG 未規定新玩家如何入局</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow commission or collection at CG</source>
        <comment>rules.reason.9fc82b9fd0</comment>
        <translation>Gaps：CG 的 Pai Gow 沒有佣金或抽水規定</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14)</source>
        <comment>rules.reason.a044ecbb3f</comment>
        <translation>CG 只說平手時平分（CG-RNK-14）</translation>
    </message>
    <message>
        <source>posted at each table</source>
        <comment>rules.reason.a1711ca576</comment>
        <translation>公告於每張牌桌</translation>
    </message>
    <message>
        <source>Gaps: HTP never defines an eligible designated player (K27)</source>
        <comment>rules.reason.a1ca77c9e7</comment>
        <translation>Gaps：HTP 從未定義誰可擔任指定玩家（K27）</translation>
    </message>
    <message>
        <source>PGP says only the big blind part of a missed-blind post is live</source>
        <comment>rules.reason.a73eb5dee3</comment>
        <translation>PGP 說補錯過盲注時只有大盲注部分是活的</translation>
    </message>
    <message>
        <source>LC blind amounts per limit (Gaps)</source>
        <comment>rules.reason.a7c07f92f3</comment>
        <translation>LC 各限額的盲注金額（Gaps）</translation>
    </message>
    <message>
        <source>K17: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.aa27bfdc42</comment>
        <translation>K17：CG 的頁面沒有違規情況規則</translation>
    </message>
    <message>
        <source>no source says where a kill blind sits or acts (AMB-16d, Gaps)</source>
        <comment>rules.reason.b09ca8bebf</comment>
        <translation>沒有任何來源說明 kill 盲注坐在哪裡或何時行動（AMB-16d, Gaps）</translation>
    </message>
    <message>
        <source>posted CG betting limits (CG-HAB-08)</source>
        <comment>rules.reason.b3f175a93e</comment>
        <translation>CG 公告的下注限額（CG-HAB-08）</translation>
    </message>
    <message>
        <source>LC gives no stud bring-in</source>
        <comment>rules.reason.b5318db20d</comment>
        <translation>LC 未規定 stud 強制開注</translation>
    </message>
    <message>
        <source>LC orders suits only for odd chips and card draws (LC-27b, LC-28), not for the bring-in</source>
        <comment>rules.reason.b660f269ad</comment>
        <translation>LC 只為零頭籌碼與抽牌排花色順序（LC-27b, LC-28），不適用於強制開注</translation>
    </message>
    <message>
        <source>HTP implies an open pair changes the limit in high stud (HTP-S8-02) without saying how</source>
        <comment>rules.reason.b782a35461</comment>
        <translation>HTP 暗示高牌 stud 中明對會改變限額（HTP-S8-02），但未說明如何改變</translation>
    </message>
    <message>
        <source>Gaps: no payout rates for naturals or the Super Natural</source>
        <comment>rules.reason.b8ba12a227</comment>
        <translation>Gaps：沒有 natural 或 Super Natural 的賠率</translation>
    </message>
    <message>
        <source>HTP posts its Pair Plus table at the table (set per room)</source>
        <comment>rules.reason.b985ddadaf</comment>
        <translation>HTP 在桌上公告其 Pair Plus 賠率表（由各牌室設定）</translation>
    </message>
    <message>
        <source>the room picks one of the three modes and discloses it at the table</source>
        <comment>rules.reason.ba24fb8abb</comment>
        <translation>牌室從三種方式中選一種並於牌桌公告</translation>
    </message>
    <message>
        <source>CG states no Hot Action rotation</source>
        <comment>rules.reason.bcae8ebe05</comment>
        <translation>CG 未規定 Hot Action 的輪替</translation>
    </message>
    <message>
        <source>CG defines collection and time but not how its poker games collect</source>
        <comment>rules.reason.be9aa269ed</comment>
        <translation>CG 定義了抽水與計時費，但未規定其撲克遊戲如何收取</translation>
    </message>
    <message>
        <source>K18: CG does not state missed-blind rules</source>
        <comment>rules.reason.c1a4649918</comment>
        <translation>K18：CG 未規定錯過盲注的規則</translation>
    </message>
    <message>
        <source>CG gives no poker collection amount</source>
        <comment>rules.reason.ca3188698a</comment>
        <translation>CG 未規定撲克抽水金額</translation>
    </message>
    <message>
        <source>not stated by CG for poker</source>
        <comment>rules.reason.caf0dfd80e</comment>
        <translation>CG 未就撲克規定</translation>
    </message>
    <message>
        <source>not stated by CG for Hot Action</source>
        <comment>rules.reason.cb8673d9e9</comment>
        <translation>CG 未就 Hot Action 規定</translation>
    </message>
    <message>
        <source>PGP states no collection</source>
        <comment>rules.reason.d3069a5a70</comment>
        <translation>PGP 未規定抽水</translation>
    </message>
    <message>
        <source>HTP names no limits, antes or bring-ins (Gaps)</source>
        <comment>rules.reason.d56169c922</comment>
        <translation>HTP 未列出限額、底注或強制開注（Gaps）</translation>
    </message>
    <message>
        <source>K06: CG caps raises only in stud (CG-STD-07)</source>
        <comment>rules.reason.d580a737cc</comment>
        <translation>K06：CG 只在 stud 限制加注次數（CG-STD-07）</translation>
    </message>
    <message>
        <source>HTP never mentions burn cards</source>
        <comment>rules.reason.d629ffd721</comment>
        <translation>HTP 從未提及燒牌</translation>
    </message>
    <message>
        <source>HTP posts its Trips table at the table (AMB-14d, set per room)</source>
        <comment>rules.reason.d8924e9499</comment>
        <translation>HTP 在桌上公告其 Trips 賠率表（AMB-14d，由各牌室設定）</translation>
    </message>
    <message>
        <source>LC-47 says kill pots exist but the rulebook gives no kill structure</source>
        <comment>rules.reason.d8cbf8feec</comment>
        <translation>LC-47 說有 kill 底池，但規則書未規定 kill 的結構</translation>
    </message>
    <message>
        <source>HTP posts its Blind rates at the table (set per room)</source>
        <comment>rules.reason.dff3edf6d6</comment>
        <translation>HTP 在桌上公告其 Blind 賠率（由各牌室設定）</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-3CP-16)</source>
        <comment>rules.reason.e0192f1bbb</comment>
        <translation>抽成金額於牌桌公告（HTP-3CP-16）</translation>
    </message>
    <message>
        <source>K17: HTP has no irregularity rules</source>
        <comment>rules.reason.e67c0be32f</comment>
        <translation>K17：HTP 沒有違規情況規則</translation>
    </message>
    <message>
        <source>LC describes collection on the button and time collection, neither for stud</source>
        <comment>rules.reason.e9e8328480</comment>
        <translation>LC 說明了按鈕抽水與計時費，都不適用於 stud</translation>
    </message>
    <message>
        <source>Gaps: odd chip at PGP</source>
        <comment>rules.reason.eb0af090fb</comment>
        <translation>Gaps：PGP 的零頭籌碼</translation>
    </message>
    <message>
        <source>K15: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.ebbfd08788</comment>
        <translation>K15：CG 的頁面沒有違規情況規則</translation>
    </message>
    <message>
        <source>CG gives no common chip</source>
        <comment>rules.reason.f643a9216e</comment>
        <translation>CG 未規定通用籌碼</translation>
    </message>
    <message>
        <source>HTP states jackpot eligibility only for Three Card Poker</source>
        <comment>rules.reason.f6d6f3011c</comment>
        <translation>HTP 只就 Three Card Poker 規定頭獎資格</translation>
    </message>
    <message>
        <source>CG defines check-raise (CG-GL-24) without allowing or barring it</source>
        <comment>rules.reason.fb877ce35f</comment>
        <translation>CG 定義了過牌加注（CG-GL-24），但未允許也未禁止</translation>
    </message>
    <message>
        <source>not stated by {house}</source>
        <comment>rules.reason.not_stated</comment>
        <translation>{house} 未規定</translation>
    </message>
    <message>
        <source>{rule}: not stated by {house}</source>
        <comment>rules.reason.rule_not_stated</comment>
        <translation>{rule}：{house} 未規定</translation>
    </message>
    <message>
        <source>{key}: set by the room, not by the rulebook ({reason})</source>
        <comment>rules.room_setting_missing</comment>
        <translation>{key}：由牌室設定，不是規則書（{reason}）</translation>
    </message>
    <message>
        <source>unknown game {game} (known: {known})</source>
        <comment>rules.unknown_game</comment>
        <translation>未知的遊戲 {game}（已知：{known}）</translation>
    </message>
    <message>
        <source>Take the full-game collection (${amount}) from seat {seat}&apos;s stack into the next hand&apos;s pot: the button has passed his missed blinds</source>
        <comment>seat_dues.collect.full_collection_next_pot</comment>
        <translation>從 {seat} 號座位的籌碼收取滿桌抽水（${amount}）放入下一手的底池：莊家按鈕已經過他錯過的盲注</translation>
    </message>
    <message>
        <source>Take the full-game collection (${amount}) from seat {seat}&apos;s stack into the pot: the button has passed his missed blinds</source>
        <comment>seat_dues.collect.full_collection_this_pot</comment>
        <translation>從 {seat} 號座位的籌碼收取滿桌抽水（${amount}）放入底池：莊家按鈕已經過他錯過的盲注</translation>
    </message>
    <message>
        <source>Must-move game short-handed: call the floor to set the collection</source>
        <comment>seat_dues.floor.must_move_short_handed</comment>
        <translation>強制換桌（must-move）桌人數不足：請樓面主管訂定抽水</translation>
    </message>
    <message>
        <source>Seat {seat} cannot cover the ${amount} collection: the button stays on his seat and he is dealt out of this hand; no collection is taken</source>
        <comment>seat_dues.info.button_sits_out_short</comment>
        <translation>{seat} 號座位付不起 ${amount} 抽水：莊家按鈕留在他的座位，這手不發牌給他；不收抽水</translation>
    </message>
    <message>
        <source>Seat {seat} dealt off: he comes back without posting once the blinds and the button have passed his seat</source>
        <comment>seat_dues.info.dealt_off</comment>
        <translation>{seat} 號座位已退出發牌（dealt off）：待盲注與莊家按鈕都經過他的座位後，他回來不必補盲注</translation>
    </message>
    <message>
        <source>Seat {seat}: the blinds have passed this new player twice; he carries a missed-blind button: {options}</source>
        <comment>seat_dues.info.late_newcomer</comment>
        <translation>{seat} 號座位：盲注已兩次經過這位新玩家；他帶著錯過盲注按鈕：{options}</translation>
    </message>
    <message>
        <source>Seat {seat} could not cover the collection and sat out his button hand: this hand he is all-in with what he has, unless he rebuys</source>
        <comment>seat_dues.info.short_button</comment>
        <translation>{seat} 號座位付不起抽水，輪到莊家位的那手沒有玩：這手他以現有籌碼全押，除非他再買籌碼</translation>
    </message>
    <message>
        <source>Collection set by {floor} while short-handed: ${amount}</source>
        <comment>seat_dues.info.short_handed_collection_set</comment>
        <translation>人數不足時由 {floor} 訂定的抽水：${amount}</translation>
    </message>
    <message>
        <source>Seat {seat} missed his button: he may come back before his big blind by paying the ${amount} button collection, which plays</source>
        <comment>seat_dues.info.skipped_button</comment>
        <translation>{seat} 號座位錯過了他的莊家位：他可在輪到大盲注之前付 ${amount} 按鈕抽水回來，這筆算作下注</translation>
    </message>
    <message>
        <source>buy the button</source>
        <comment>seat_dues.option.buy_button</comment>
        <translation>買按鈕</translation>
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
        <translation>在按鈕前下注</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <comment>seat_dues.option.post_missed_blinds</comment>
        <translation>補錯過的盲注</translation>
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
        <translation>抽水只能在牌局之間更改</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>seat_dues.refusal.floor_decision_names_floorperson_who</comment>
        <translation>樓面裁決要寫明作出裁決的樓面主管</translation>
    </message>
    <message>
        <source>the floor sets the collection only when fewer than {SHORT_HANDED} play (LC-145)</source>
        <comment>seat_dues.refusal.floor_sets_collection_only_when</comment>
        <translation>只有少於 {SHORT_HANDED} 人玩時樓面主管才設定抽水（LC-145）</translation>
    </message>
    <message>
        <source>take the full-game collection from seat(s) {owing} first: the button has passed their missed blinds (LC-131)</source>
        <comment>seat_dues.refusal.full_collection_first</comment>
        <translation>請先向 {owing} 號座位收取滿桌抽水：莊家按鈕已經過他們錯過的盲注（LC-131）</translation>
    </message>
    <message>
        <source>the full-game collection from seat {seat} is ${due} (LC-131)</source>
        <comment>seat_dues.refusal.full_game_collection_seat_lc</comment>
        <translation>{seat} 號座位的滿桌抽水是 ${due}（LC-131）</translation>
    </message>
    <message>
        <source>seat {seat}: the blinds have passed this new player {passes} times, so he carries a missed-blind button; he may now: {options} (LC-39, LC-127)</source>
        <comment>seat_dues.refusal.late_newcomer_options</comment>
        <translation>{seat} 號座位：盲注已 {passes} 次經過這位新玩家，所以他帶著錯過盲注按鈕；他現在可以：{options}（LC-39、LC-127）</translation>
    </message>
    <message>
        <source>the pot is being pushed: take the full-game collection once the hand is over; it goes into the next pot (LC-131)</source>
        <comment>seat_dues.refusal.pot_being_pushed_take_full</comment>
        <translation>底池正在派發：牌局結束後再收滿桌抽水；它併入下一個底池（LC-131）</translation>
    </message>
    <message>
        <source>seat changes happen between hands</source>
        <comment>seat_dues.refusal.seat_changes_happen_between_hands</comment>
        <translation>換座位在牌局之間進行</translation>
    </message>
    <message>
        <source>seat {seat} is empty: use a seat change (LC-88)</source>
        <comment>seat_dues.refusal.seat_empty_use_seat_change</comment>
        <translation>{seat} 號座位是空位：請用換座位（LC-88）</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: take it between hands</source>
        <comment>seat_dues.refusal.seat_hand_take_between_hands</comment>
        <translation>{seat} 號座位在牌局中：請在牌局之間收取</translation>
    </message>
    <message>
        <source>seat {from_seat} has not just played the button hand: a deal-off seat change is for the player who took his button (LC-88b)</source>
        <comment>seat_dues.refusal.seat_has_just_played_button</comment>
        <translation>{from_seat} 號座位並非剛打完按鈕局：按鈕後換座是給拿過按鈕的玩家（LC-88b）</translation>
    </message>
    <message>
        <source>seat {seat} owes no full-game collection (LC-131)</source>
        <comment>seat_dues.refusal.seat_owes_no_full_game</comment>
        <translation>{seat} 號座位不欠滿桌抽水（LC-131）</translation>
    </message>
    <message>
        <source>a short-handed collection is between $0 and the full ${collection}</source>
        <comment>seat_dues.refusal.short_handed_collection_between_0</comment>
        <translation>人少時的抽水介於 $0 和全額 ${collection} 之間</translation>
    </message>
    <message>
        <source>a swap needs two different seats</source>
        <comment>seat_dues.refusal.swap_needs_two_different_seats</comment>
        <translation>互換需要兩個不同的座位</translation>
    </message>
    <message>
        <source>this table does not collect on the button (LC-145)</source>
        <comment>seat_dues.refusal.table_does_collect_button_lc</comment>
        <translation>本桌不按按鈕抽水（LC-145）</translation>
    </message>
    <message>
        <source>this table is not a must-move game (LC-145)</source>
        <comment>seat_dues.refusal.table_must_move_game_lc</comment>
        <translation>本桌不是必須換桌的遊戲（LC-145）</translation>
    </message>
    <message>
        <source>a floor decision is confirmed or overridden</source>
        <comment>seating.refusal.floor_decision_confirmed_overridden</comment>
        <translation>樓面裁決只能確認或推翻</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>seating.refusal.floor_decision_names_floorperson_who</comment>
        <translation>樓面裁決要寫明作出裁決的樓面主管</translation>
    </message>
    <message>
        <source>an override needs a reason</source>
        <comment>seating.refusal.override_needs_reason</comment>
        <translation>推翻裁決需要理由</translation>
    </message>
    <message>
        <source>ruling {ruling} was already {status} by {decided_by}</source>
        <comment>seating.refusal.ruling_was_already</comment>
        <translation>裁決 {ruling} 已被 {decided_by} {status}</translation>
    </message>
    <message>
        <source>there is no ruling {ruling}</source>
        <comment>seating.refusal.there_no_ruling</comment>
        <translation>沒有裁決 {ruling}</translation>
    </message>
    <message>
        <source>no board card is due now</source>
        <comment>session.refusal.no_board_card_due_now</comment>
        <translation>現在不該發公共牌</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>session.refusal.no_card_due_now_set</comment>
        <translation>現在不該發任何牌（{phase_text}）：放在一旁並呼叫樓面主管</translation>
    </message>
    <message>
        <source>no hand has been started</source>
        <comment>session.refusal.no_hand_has_been_started</comment>
        <translation>尚未開始任何牌局</translation>
    </message>
    <message>
        <source>no pot is waiting to be pushed (LC-7)</source>
        <comment>session.refusal.no_pot_waiting_pushed_lc</comment>
        <translation>沒有等待派發的底池（LC-7）</translation>
    </message>
    <message>
        <source>no stud street is being dealt now</source>
        <comment>session.refusal.no_stud_street_being_dealt</comment>
        <translation>目前沒有在發梭哈的任何一條街</translation>
    </message>
    <message>
        <source>no time pot was agreed (LC-147)</source>
        <comment>session.refusal.no_time_pot_was_agreed</comment>
        <translation>未約定時間費底池（LC-147）</translation>
    </message>
    <message>
        <source>nobody is on turn now</source>
        <comment>session.refusal.nobody_turn_now</comment>
        <translation>現在沒有輪到任何人</translation>
    </message>
    <message>
        <source>none of the seats named put in enough to win a pot still to push (LC-65)</source>
        <comment>session.refusal.none_seats_named_put_enough</comment>
        <translation>所列座位放入的都不足以贏得尚待派發的底池（LC-65）</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>session.refusal.seat_empty</comment>
        <translation>{seat} 號座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} owes no {replace} now</source>
        <comment>session.refusal.seat_owes_no_now</comment>
        <translation>{seat} 號座位現在不欠{replace}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s cards were not read: enter them to show the hand</source>
        <comment>session.refusal.seat_s_cards_were_read</comment>
        <translation>{seat} 號座位的牌未被讀取：請輸入牌以亮牌</translation>
    </message>
    <message>
        <source>{where}: the room address is empty</source>
        <comment>settings.room_address_empty</comment>
        <translation>{where}：場館位址是空的</translation>
    </message>
    <message>
        <source>{where}: room address {address}: port {port} is not a number from 1 to 65535</source>
        <comment>settings.room_address_port</comment>
        <translation>{where}：場館位址 {address}：連接埠 {port} 不是 1 到 65535 的數字</translation>
    </message>
    <message>
        <source>{where}: room address {address}: {problem}</source>
        <comment>settings.room_address_unread</comment>
        <translation>{where}：場館位址 {address}：{problem}</translation>
    </message>
    <message>
        <source>flush</source>
        <comment>showdown_calls.claim.flush</comment>
        <translation>同花</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <comment>showdown_calls.claim.four_of_a_kind</comment>
        <translation>四條</translation>
    </message>
    <message>
        <source>full house</source>
        <comment>showdown_calls.claim.full_house</comment>
        <translation>葫蘆</translation>
    </message>
    <message>
        <source>high card</source>
        <comment>showdown_calls.claim.high_card</comment>
        <translation>高牌</translation>
    </message>
    <message>
        <source>one pair</source>
        <comment>showdown_calls.claim.one_pair</comment>
        <translation>一對</translation>
    </message>
    <message>
        <source>royal flush</source>
        <comment>showdown_calls.claim.royal_flush</comment>
        <translation>皇家同花順</translation>
    </message>
    <message>
        <source>straight</source>
        <comment>showdown_calls.claim.straight</comment>
        <translation>順子</translation>
    </message>
    <message>
        <source>straight flush</source>
        <comment>showdown_calls.claim.straight_flush</comment>
        <translation>同花順</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <comment>showdown_calls.claim.three_of_a_kind</comment>
        <translation>三條</translation>
    </message>
    <message>
        <source>two pair</source>
        <comment>showdown_calls.claim.two_pair</comment>
        <translation>兩對</translation>
    </message>
    <message>
        <source>floor ruling (LC-7)</source>
        <comment>showdown_calls.floor_label</comment>
        <translation>樓面主管裁決（LC-7）</translation>
    </message>
    <message>
        <source>the award is held for review: {who} disputes it; push nothing until the floor rules (LC-7)</source>
        <comment>showdown_calls.held.dispute</comment>
        <translation>派彩暫停待審：{who}提出異議；樓面主管裁決前不要派發任何籌碼（LC-7）</translation>
    </message>
    <message>
        <source>the award is held for review: {who} disputes it ({reason}); push nothing until the floor rules (LC-7)</source>
        <comment>showdown_calls.held.dispute_why</comment>
        <translation>派彩暫停待審：{who}提出異議（{reason}）；樓面主管裁決前不要派發任何籌碼（LC-7）</translation>
    </message>
    <message>
        <source>seat {seat} forfeits the pot for a deliberate miscall (LC-74: {reason}); push nothing until the floor gives it by a corrected award (LC-7)</source>
        <comment>showdown_calls.held.forfeit</comment>
        <translation>{seat} 號座位因故意錯喊被沒收底池（LC-74：{reason}）；樓面主管以更正後的派彩判給前不要派發任何籌碼（LC-7）</translation>
    </message>
    <message>
        <source>main pot</source>
        <comment>showdown_calls.main_pot</comment>
        <translation>主池</translation>
    </message>
    <message>
        <source>the award is already held for the floor (LC-7): rule on that first</source>
        <comment>showdown_calls.refusal.award_already_held_floor_lc</comment>
        <translation>派彩已暫停交樓面主管（LC-7）：請先裁決</translation>
    </message>
    <message>
        <source>the award is already held for the floor (LC-7)</source>
        <comment>showdown_calls.refusal.award_already_held_floor_lc_2</comment>
        <translation>派彩已暫停交樓面主管（LC-7）</translation>
    </message>
    <message>
        <source>an award is disputed after the showdown and before the pot is pushed (LC-7)</source>
        <comment>showdown_calls.refusal.award_disputed_after_showdown_before</comment>
        <translation>派彩爭議在攤牌後、派底池前提出（LC-7）</translation>
    </message>
    <message>
        <source>an award that stands takes no new shares</source>
        <comment>showdown_calls.refusal.award_stands_takes_no_new</comment>
        <translation>維持的派彩不再增加分配</translation>
    </message>
    <message>
        <source>the board is announced at the showdown, before the player mucks (PGP-HE-08)</source>
        <comment>showdown_calls.refusal.board_announced_showdown_before_player</comment>
        <translation>打公共牌須在攤牌時、玩家棄牌前宣告（PGP-HE-08）</translation>
    </message>
    <message>
        <source>a corrected award must share out exactly the pots still to push</source>
        <comment>showdown_calls.refusal.corrected_award_must_share_out</comment>
        <translation>更正的派彩必須剛好分配尚未派發的底池</translation>
    </message>
    <message>
        <source>a corrected award needs the floor&apos;s reason</source>
        <comment>showdown_calls.refusal.corrected_award_needs_floor_s</comment>
        <translation>更正的派彩需要樓面主管的理由</translation>
    </message>
    <message>
        <source>every share must be a positive amount</source>
        <comment>showdown_calls.refusal.every_share_must_positive_amount</comment>
        <translation>每份分配都必須是正數</translation>
    </message>
    <message>
        <source>the floor rules {items}, not {decision!r}</source>
        <comment>showdown_calls.refusal.floor_rules</comment>
        <translation>樓面主管的裁決是 {items}，不是 {decision!r}</translation>
    </message>
    <message>
        <source>the floorperson who rules must be named (LC-74)</source>
        <comment>showdown_calls.refusal.floorperson_who_rules_must_named</comment>
        <translation>須寫明作出裁決的樓面主管（LC-74）</translation>
    </message>
    <message>
        <source>the floorperson who rules must be named (LC-7)</source>
        <comment>showdown_calls.refusal.floorperson_who_rules_must_named_2</comment>
        <translation>須寫明作出裁決的樓面主管（LC-7）</translation>
    </message>
    <message>
        <source>a forfeited pot needs the floor&apos;s reason (LC-74)</source>
        <comment>showdown_calls.refusal.forfeited_pot_needs_floor_s</comment>
        <translation>沒收底池需要樓面主管的理由（LC-74）</translation>
    </message>
    <message>
        <source>give each corrected share as a pot and a seat</source>
        <comment>showdown_calls.refusal.give_each_corrected_share_pot</comment>
        <translation>每份更正分配寫明底池和座位</translation>
    </message>
    <message>
        <source>give each corrected share as a pot, a seat and an amount</source>
        <comment>showdown_calls.refusal.give_each_corrected_share_pot_2</comment>
        <translation>每份更正分配寫明底池、座位和金額</translation>
    </message>
    <message>
        <source>{wrong!r} is not a half of a pot</source>
        <comment>showdown_calls.refusal.half_pot</comment>
        <translation>{wrong!r} 不是底池的一半</translation>
    </message>
    <message>
        <source>a hand is called only once the cards are out</source>
        <comment>showdown_calls.refusal.hand_called_only_once_cards</comment>
        <translation>牌發出後才能喊牌</translation>
    </message>
    <message>
        <source>this house takes no &apos;board plays&apos; announcement (K11): a tabled hand is read with the board</source>
        <comment>showdown_calls.refusal.house_takes_no_board_plays</comment>
        <translation>本場館不接受「打公共牌」宣告（K11）：亮出的牌與公共牌一起讀</translation>
    </message>
    <message>
        <source>LC-72: at this house a player plays the board only by tabling his cards; an announcement wins no share</source>
        <comment>showdown_calls.refusal.lc_72_house_player_plays</comment>
        <translation>LC-72：本場館玩家只能亮牌來打公共牌；宣告不能分得任何部分</translation>
    </message>
    <message>
        <source>name the hand as one of: {items}</source>
        <comment>showdown_calls.refusal.name_hand_one</comment>
        <translation>說明牌型，須為以下之一：{items}</translation>
    </message>
    <message>
        <source>{pot_name}: name its winners, or the winners of both its high and its low half (LC-27c)</source>
        <comment>showdown_calls.refusal.name_winners_winners_both_high</comment>
        <translation>{pot_name}：說明贏家，或高牌和低牌兩半的贏家（LC-27c）</translation>
    </message>
    <message>
        <source>no award is held for the floor</source>
        <comment>showdown_calls.refusal.no_award_held_floor</comment>
        <translation>沒有暫停交樓面主管的派彩</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>showdown_calls.refusal.no_hand_progress</comment>
        <translation>目前沒有進行中的牌局</translation>
    </message>
    <message>
        <source>nobody sits in seat {seat}</source>
        <comment>showdown_calls.refusal.nobody_sits_seat</comment>
        <translation>{seat} 號座位沒有人</translation>
    </message>
    <message>
        <source>only cards shown before the showdown are an exposure (LC-76); at the showdown the hand is shown</source>
        <comment>showdown_calls.refusal.only_cards_shown_before_showdown</comment>
        <translation>只有攤牌前亮出的牌才算外露（LC-76）；攤牌時是亮牌</translation>
    </message>
    <message>
        <source>only a high-low game splits a pot into high and low halves</source>
        <comment>showdown_calls.refusal.only_high_low_game_splits</comment>
        <translation>只有高低遊戲才把底池分成高牌和低牌兩半</translation>
    </message>
    <message>
        <source>a pot is forfeited once the hands are shown and before any of it is pushed (LC-74)</source>
        <comment>showdown_calls.refusal.pot_forfeited_once_hands_are</comment>
        <translation>底池在亮牌後、派發任何部分前沒收（LC-74）</translation>
    </message>
    <message>
        <source>pot {pot} is not waiting to be pushed</source>
        <comment>showdown_calls.refusal.pot_waiting_pushed</comment>
        <translation>底池 {pot} 不在等待派發</translation>
    </message>
    <message>
        <source>seat {to_seat} is not another player in the hand: record it as shown to a non-player (LC-77)</source>
        <comment>showdown_calls.refusal.seat_another_player_hand_record</comment>
        <translation>{to_seat} 號座位不是局中其他玩家：記錄為給非玩家看（LC-77）</translation>
    </message>
    <message>
        <source>seat {short} did not put in enough to win the {pot_name} (LC-65)</source>
        <comment>showdown_calls.refusal.seat_did_put_enough_win</comment>
        <translation>{short} 號座位放入的不足以贏得 {pot_name}（LC-65）</translation>
    </message>
    <message>
        <source>seat {seat} does not hold {wrong}</source>
        <comment>showdown_calls.refusal.seat_does_hold</comment>
        <translation>{seat} 號座位沒有 {wrong}</translation>
    </message>
    <message>
        <source>seat {forfeited} forfeited the pot (LC-74): the floor gives it by a corrected award</source>
        <comment>showdown_calls.refusal.seat_forfeited_pot_lc_74</comment>
        <translation>{forfeited} 號座位被沒收底池（LC-74）：由樓面主管以更正派彩分配</translation>
    </message>
    <message>
        <source>seat {stray} forfeited the pot (LC-74)</source>
        <comment>showdown_calls.refusal.seat_forfeited_pot_lc_74_2</comment>
        <translation>{stray} 號座位被沒收底池（LC-74）</translation>
    </message>
    <message>
        <source>seat {seat} has already announced the board</source>
        <comment>showdown_calls.refusal.seat_has_already_announced_board</comment>
        <translation>{seat} 號座位已宣告打公共牌</translation>
    </message>
    <message>
        <source>seat {seat} has mucked: too late to announce the board (PGP-HE-08)</source>
        <comment>showdown_calls.refusal.seat_has_mucked_too_late</comment>
        <translation>{seat} 號座位已棄牌：宣告打公共牌太遲（PGP-HE-08）</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>showdown_calls.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 號座位沒有有效手牌</translation>
    </message>
    <message>
        <source>seat {stray} has no live hand</source>
        <comment>showdown_calls.refusal.seat_has_no_live_hand_2</comment>
        <translation>{stray} 號座位沒有有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} made no wrong call that another player gave up on, still waiting for the floor (LC-74)</source>
        <comment>showdown_calls.refusal.seat_made_no_wrong_call</comment>
        <translation>{seat} 號座位沒有讓其他玩家因而放棄、仍待樓面主管處理的錯喊（LC-74）</translation>
    </message>
    <message>
        <source>{pot_name}: a seat is named twice for one share</source>
        <comment>showdown_calls.refusal.seat_named_twice_one_share</comment>
        <translation>{pot_name}：同一份分配中一個座位出現兩次</translation>
    </message>
    <message>
        <source>seat {seat} showed no cards to an active player that are still to be shown (LC-77)</source>
        <comment>showdown_calls.refusal.seat_showed_no_cards_active</comment>
        <translation>{seat} 號座位沒有給在局玩家看過仍待亮出的牌（LC-77）</translation>
    </message>
    <message>
        <source>Seat {seat} called {claim} but holds {actual}</source>
        <comment>showdown_calls.said</comment>
        <translation>{seat} 號座位報了{claim}，實際是{actual}</translation>
    </message>
    <message>
        <source>seat {seat}{cards_text}</source>
        <comment>showdown_calls.seat_cards</comment>
        <translation>{seat} 號座位{cards_text}</translation>
    </message>
    <message>
        <source>side pot {index}</source>
        <comment>showdown_calls.side_pot</comment>
        <translation>邊池 {index}</translation>
    </message>
    <message>
        <source>Call the floor: {held}</source>
        <comment>showdown_calls.step.call_floor</comment>
        <translation>呼叫樓面主管：{held}</translation>
    </message>
    <message>
        <source>Call the floor: {said}, and seat(s) {items} mucked after the call: possible deliberate miscall; the pot may be forfeited at management&apos;s discretion</source>
        <comment>showdown_calls.step.call_floor_seat_s_mucked</comment>
        <translation>呼叫樓面主管：{said}，座位 {items} 在喊牌後棄牌：可能故意錯喊；管理方可酌情沒收底池</translation>
    </message>
    <message>
        <source>Cards speak: {said}; the hand is read as {actual}</source>
        <comment>showdown_calls.step.cards_speak_hand_read</comment>
        <translation>以牌為準：{said}；此牌讀作 {actual}</translation>
    </message>
    <message>
        <source>Low not decided yet: the board&apos;s different low ranks so far are {named}; it needs {need} more different ranks of 8 or lower</source>
        <comment>showdown_calls.step.low_decided_yet_board_s</comment>
        <translation>低牌未定：目前公共牌不同的低點數為 {named}；還需要 {need} 個 8 或以下的不同點數</translation>
    </message>
    <message>
        <source>Low not decided yet: the board&apos;s different low ranks so far are {named}; it needs 1 more different rank of 8 or lower</source>
        <comment>showdown_calls.step.low_decided_yet_one_rank</comment>
        <translation>低牌未定：目前公共牌不同的低點數為 {named}；還需要 1 個 8 或以下的不同點數</translation>
    </message>
    <message>
        <source>Low possible: the board&apos;s different low ranks (8 or lower) are {named}</source>
        <comment>showdown_calls.step.low_possible_board_s_different</comment>
        <translation>可能有低牌：公共牌不同的低點數（8 或以下）為 {named}</translation>
    </message>
    <message>
        <source>No low possible: the board&apos;s only different low ranks (8 or lower) are {named}, fewer than three; the high hand takes the whole pot</source>
        <comment>showdown_calls.step.no_low_possible_board_s</comment>
        <translation>不可能有低牌：公共牌不同的低點數（8 或以下）只有 {named}，少於三個；高牌贏得整個底池</translation>
    </message>
    <message>
        <source>{text}; to play the board he says so before mucking</source>
        <comment>showdown_calls.step.play_board_he_says_so</comment>
        <translation>{text}；若要打公共牌，須在棄牌前說明</translation>
    </message>
    <message>
        <source>Seat {seat} announced that the board plays: mucked, he shares as the board</source>
        <comment>showdown_calls.step.seat_announced_board_plays_mucked</comment>
        <translation>{seat} 號座位宣告打公共牌：已棄牌，他按公共牌分</translation>
    </message>
    <message>
        <source>Seat {seat} showed his cards{cards_text} to a non-player: they are shown to everyone when the hand ends</source>
        <comment>showdown_calls.step.seat_showed_cards_non_player</comment>
        <translation>{seat} 號座位把牌{cards_text}給非玩家看：牌局結束時要亮給所有人看</translation>
    </message>
    <message>
        <source>Seat {seat} showed his cards{cards_text} to seat {to_seat}: any player still in the hand may ask to see them now</source>
        <comment>showdown_calls.step.seat_showed_cards_seat_any</comment>
        <translation>{seat} 號座位把牌{cards_text}給 {to_seat} 號座位看：任何仍在局的玩家現在都可要求看</translation>
    </message>
    <message>
        <source>Show the cards of {seats} to everyone (shown to a non-player during the hand), then: {text}</source>
        <comment>showdown_calls.step.show_cards_everyone_shown_non</comment>
        <translation>把 {seats} 的牌亮給所有人看（牌局中曾給非玩家看），然後：{text}</translation>
    </message>
    <message>
        <source>the dealer</source>
        <comment>showdown_calls.who.dealer</comment>
        <translation>荷官</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>showdown_calls.who.seat</comment>
        <translation>{seat} 號座位</translation>
    </message>
    <message>
        <source>{name} is already active</source>
        <comment>staff.admin.already_active</comment>
        <translation>{name} 已是啟用狀態</translation>
    </message>
    <message>
        <source>{name} is already inactive</source>
        <comment>staff.admin.already_inactive</comment>
        <translation>{name} 已是停用狀態</translation>
    </message>
    <message>
        <source>{name} is already {role}</source>
        <comment>staff.admin.already_role</comment>
        <translation>{name} 已經是{role}</translation>
    </message>
    <message>
        <source>present the new member&apos;s badge to the reader first</source>
        <comment>staff.admin.badge_first</comment>
        <translation>請先將新員工的員工證出示給讀卡機</translation>
    </message>
    <message>
        <source>badge {badge} was {name}&apos;s until it was replaced, and a replaced badge is never given out again: {instead}</source>
        <comment>staff.admin.badge_retired</comment>
        <translation>員工證 {badge} 在更換前屬於 {name}，已更換的員工證永不再發出：{instead}</translation>
    </message>
    <message>
        <source>badge {badge} already belongs to {name}: {instead}</source>
        <comment>staff.admin.badge_taken</comment>
        <translation>員工證 {badge} 已屬於 {name}：{instead}</translation>
    </message>
    <message>
        <source>change that member instead</source>
        <comment>staff.admin.change_instead</comment>
        <translation>請改為修改該員工</translation>
    </message>
    <message>
        <source>type {name}&apos;s corrected name first</source>
        <comment>staff.admin.corrected_name_first</comment>
        <translation>請先輸入 {name} 更正後的姓名</translation>
    </message>
    <message>
        <source>deactivate {name}</source>
        <comment>staff.admin.deactivate</comment>
        <translation>停用 {name}</translation>
    </message>
    <message>
        <source>present a badge nobody holds</source>
        <comment>staff.admin.free_badge</comment>
        <translation>請出示沒有人持有的員工證</translation>
    </message>
    <message>
        <source>cannot {doing}: {name} is the last active admin, and nobody could change staff afterwards. Make another admin first</source>
        <comment>staff.admin.last_admin</comment>
        <translation>無法{doing}：{name} 是最後一位啟用中的管理員，之後就沒有人能修改員工。請先設定另一位管理員</translation>
    </message>
    <message>
        <source>make {name} {role}</source>
        <comment>staff.admin.make_role</comment>
        <translation>將 {name} 設為{role}</translation>
    </message>
    <message>
        <source>type the new member&apos;s name first</source>
        <comment>staff.admin.name_first</comment>
        <translation>請先輸入新員工的姓名</translation>
    </message>
    <message>
        <source>present {name}&apos;s new badge to the reader first</source>
        <comment>staff.admin.new_badge_first</comment>
        <translation>請先將 {name} 的新員工證出示給讀卡機</translation>
    </message>
    <message>
        <source>no staff member has badge {badge}</source>
        <comment>staff.admin.no_such_badge</comment>
        <translation>沒有員工持有員工證 {badge}</translation>
    </message>
    <message>
        <source>{role} is not a role: {roles}</source>
        <comment>staff.admin.not_a_role</comment>
        <translation>{role} 不是職務：{roles}</translation>
    </message>
    <message>
        <source>{name} is no longer an active admin: only an admin changes staff and roles</source>
        <comment>staff.admin.not_admin</comment>
        <translation>{name} 已不是啟用中的管理員：只有管理員能修改員工與職務</translation>
    </message>
    <message>
        <source>badge {badge} is the one {name} has now: present the new badge</source>
        <comment>staff.admin.same_badge</comment>
        <translation>員工證 {badge} 是 {name} 目前的員工證：請出示新的員工證</translation>
    </message>
    <message>
        <source>the name on record is already {name}</source>
        <comment>staff.admin.same_name</comment>
        <translation>紀錄上的姓名已經是 {name}</translation>
    </message>
    <message>
        <source>{least} to {most} digits</source>
        <comment>staff.pin.digits</comment>
        <translation>{least} 到 {most} 位數字</translation>
    </message>
    <message>
        <source>a PIN is {least} to {most} digits</source>
        <comment>staff.pin.length</comment>
        <translation>密碼為 {least} 到 {most} 位數字</translation>
    </message>
    <message>
        <source>PIN not changed: {problem}</source>
        <comment>staff.pin.not_changed</comment>
        <translation>密碼未更改：{problem}</translation>
    </message>
    <message>
        <source>a {role}&apos;s PIN is {least} to {most} digits</source>
        <comment>staff.pin.role_length</comment>
        <translation>{role}的密碼為 {least} 到 {most} 位數字</translation>
    </message>
    <message>
        <source>PIN not changed: choose a PIN other than the old one</source>
        <comment>staff.pin.same_as_old</comment>
        <translation>密碼未更改：請選擇與舊密碼不同的密碼</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN is too short for {role}: choose a new PIN of {least} to {most} digits</source>
        <comment>staff.pin.too_short_for_role</comment>
        <translation>{name} 的密碼對{role}來說太短：請選擇 {least} 到 {most} 位數字的新密碼</translation>
    </message>
    <message>
        <source>admin</source>
        <comment>staff.role.admin</comment>
        <translation>管理員</translation>
    </message>
    <message>
        <source>dealer</source>
        <comment>staff.role.dealer</comment>
        <translation>荷官</translation>
    </message>
    <message>
        <source>floor</source>
        <comment>staff.role.floor</comment>
        <translation>樓面主管</translation>
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
        <translation>必須由樓面主管決定</translation>
    </message>
    <message>
        <source>this badge&apos;s PIN record is not valid: an admin must reset the PIN</source>
        <comment>staff.sign_in.invalid_record</comment>
        <translation>此員工證的密碼紀錄無效：須由管理員重設密碼</translation>
    </message>
    <message>
        <source>too many wrong PINs: this badge is locked for {wait} more</source>
        <comment>staff.sign_in.locked</comment>
        <translation>密碼錯誤次數過多：此員工證再鎖定 {wait}</translation>
    </message>
    <message>
        <source>badge or PIN not recognised</source>
        <comment>staff.sign_in.not_recognised</comment>
        <translation>無法辨識員工證或密碼</translation>
    </message>
    <message>
        <source>badge or PIN not recognised: {failures} wrong PINs, this badge is locked for {wait}</source>
        <comment>staff.sign_in.now_locked</comment>
        <translation>無法辨識員工證或密碼：密碼錯誤 {failures} 次，此員工證鎖定 {wait}</translation>
    </message>
    <message>
        <source>only {roles} may sign in here</source>
        <comment>staff.sign_in.only_roles</comment>
        <translation>只有{roles}可以在此登入</translation>
    </message>
    <message>
        <source>this badge was replaced and no longer signs in: use the new badge</source>
        <comment>staff.sign_in.replaced</comment>
        <translation>此員工證已更換，不能再登入：請使用新的員工證</translation>
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
        <translation>說明玩家被叫去的另一張桌</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>stepping_away.refusal.seat</comment>
        <translation>{seat} 號座位是 {player}，不是 {player2}</translation>
    </message>
    <message>
        <source>seat {seat} already has a hold button</source>
        <comment>stepping_away.refusal.seat_already_has_hold_button</comment>
        <translation>{seat} 號座位已有保留按鈕</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>stepping_away.refusal.seat_empty</comment>
        <translation>{seat} 號座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: he goes to his new table when the hand is over</source>
        <comment>stepping_away.refusal.seat_hand_he_goes_new</comment>
        <translation>{seat} 號座位在牌局中：本局結束後他去新的牌桌</translation>
    </message>
    <message>
        <source>seat {seat} has missed a blind: his seat carries a missed-blind button, not a hold button (LC-GL-33, LC-97)</source>
        <comment>stepping_away.refusal.seat_has_missed_blind_seat</comment>
        <translation>{seat} 號座位錯過了盲注：他的座位放錯過盲注按鈕，不是保留按鈕（LC-GL-33, LC-97）</translation>
    </message>
    <message>
        <source>seat {seat} is playing: a hold button marks a new player, one not entitled to a hand, or one away who has not missed a blind (LC-GL-33)</source>
        <comment>stepping_away.refusal.seat_playing_hold_button_marks</comment>
        <translation>{seat} 號座位正在玩：保留按鈕標示新玩家、無權拿牌的玩家或未錯過盲注的離座玩家（LC-GL-33）</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be opened ({error})</source>
        <comment>storage.cannot_open</comment>
        <translation>無法開啟牌局紀錄 {path}（{error}）</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be written ({error}): nothing can be saved</source>
        <comment>storage.cannot_write</comment>
        <translation>無法寫入牌局紀錄 {path}（{error}）：無法儲存任何資料</translation>
    </message>
    <message>
        <source>the hand log {path} is damaged ({error}); keep the file and call a supervisor</source>
        <comment>storage.damaged</comment>
        <translation>牌局紀錄 {path} 已損壞（{error}）；請保留檔案並呼叫主管</translation>
    </message>
    <message>
        <source>the disk holding {path} is full: nothing was saved; free space first</source>
        <comment>storage.disk_full</comment>
        <translation>存放 {path} 的磁碟已滿：未儲存任何資料；請先騰出空間</translation>
    </message>
    <message>
        <source>{path} is a folder, not a hand log</source>
        <comment>storage.is_folder</comment>
        <translation>{path} 是資料夾，不是牌局紀錄</translation>
    </message>
    <message>
        <source>the hand log {path} is in use by another program; close it (or wait) and try again</source>
        <comment>storage.locked</comment>
        <translation>牌局紀錄 {path} 正被其他程式使用；請關閉該程式（或稍候）再試</translation>
    </message>
    <message>
        <source>there is no hand log at {path}</source>
        <comment>storage.missing</comment>
        <translation>{path} 沒有牌局紀錄</translation>
    </message>
    <message>
        <source>{path}: cannot switch the hand log to WAL mode</source>
        <comment>storage.no_wal</comment>
        <translation>{path}：無法將牌局紀錄切換為 WAL 模式</translation>
    </message>
    <message>
        <source>{path} is not a regular file, so not a hand log</source>
        <comment>storage.not_a_file</comment>
        <translation>{path} 不是一般檔案，所以不是牌局紀錄</translation>
    </message>
    <message>
        <source>{path} is not a Dealer Assist hand log (not an SQLite database)</source>
        <comment>storage.not_a_log</comment>
        <translation>{path} 不是 Dealer Assist 的牌局紀錄（不是 SQLite 資料庫）</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a Dealer Assist hand log</source>
        <comment>storage.not_our_log</comment>
        <translation>{path} 是 SQLite 資料庫，但不是 Dealer Assist 的牌局紀錄</translation>
    </message>
    <message>
        <source>{path} is an SQLite database of another program, not a Dealer Assist hand log: it was left exactly as it was</source>
        <comment>storage.other_program</comment>
        <translation>{path} 是其他程式的 SQLite 資料庫，不是 Dealer Assist 的牌局紀錄：它完全保持原樣</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be written (read-only file or folder): nothing was saved</source>
        <comment>storage.read_only</comment>
        <translation>無法寫入牌局紀錄 {path}（唯讀的檔案或資料夾）：未儲存任何資料</translation>
    </message>
    <message>
        <source>the hand log {path} is on read-only media with changes still in {wal}: copy both files to a writable folder and read the copy</source>
        <comment>storage.read_only_media</comment>
        <translation>牌局紀錄 {path} 位於唯讀媒體上，仍有變更在 {wal} 中：請將兩個檔案都複製到可寫入的資料夾並讀取副本</translation>
    </message>
    <message>
        <source>{path} is marked as a hand log but has no {tables} table: it is not one this program can read</source>
        <comment>storage.tables_missing</comment>
        <translation>{path} 標記為牌局紀錄，但沒有 {tables} 資料表：本程式無法讀取</translation>
    </message>
    <message>
        <source>{path} was written by a newer Dealer Assist (log version {version}); update this program to read it</source>
        <comment>storage.too_new</comment>
        <translation>{path} 由較新的 Dealer Assist 寫入（紀錄版本 {version}）；請更新本程式再讀取</translation>
    </message>
    <message>
        <source>the hand log {path} could not be used: {error}</source>
        <comment>storage.unusable</comment>
        <translation>無法使用牌局紀錄 {path}：{error}</translation>
    </message>
    <message>
        <source>{street} being dealt</source>
        <comment>stud.phase.being_dealt</comment>
        <translation>正在發{street}</translation>
    </message>
    <message>
        <source>{street} betting</source>
        <comment>stud.phase.betting</comment>
        <translation>{street}下注</translation>
    </message>
    <message>
        <source>Burn one card</source>
        <comment>stud.plan.burn_one</comment>
        <translation>燒一張牌</translation>
    </message>
    <message>
        <source>Deal all {count} cards face down WITHOUT a burn</source>
        <comment>stud.plan.deal_all_no_burn</comment>
        <translation>不燒牌，直接蓋著發出全部 {count} 張牌</translation>
    </message>
    <message>
        <source>Deal {count} cards face down</source>
        <comment>stud.plan.deal_down</comment>
        <translation>蓋著發 {count} 張牌</translation>
    </message>
    <message>
        <source>Deal {count} cards face down from the stub, keeping its last card</source>
        <comment>stud.plan.deal_from_stub</comment>
        <translation>從剩餘牌中蓋著發 {count} 張，留下最後一張</translation>
    </message>
    <message>
        <source>Deal the last {count} cards face down</source>
        <comment>stud.plan.deal_last</comment>
        <translation>蓋著發最後 {count} 張牌</translation>
    </message>
    <message>
        <source>Mix that card with the {burns} burn cards, cut, and burn one</source>
        <comment>stud.plan.mix_with_burns</comment>
        <translation>把那張牌與 {burns} 張燒牌混合、切牌，再燒一張</translation>
    </message>
    <message>
        <source>Deal ONE community card face up for all players</source>
        <comment>stud.plan.one_community</comment>
        <translation>發一張正面朝上的公共牌給所有玩家</translation>
    </message>
    <message>
        <source>Not enough cards for everyone: burn one card</source>
        <comment>stud.plan.short_burn_one</comment>
        <translation>牌不夠每人一張：燒一張牌</translation>
    </message>
    <message>
        <source>Not enough cards for everyone: mix the stub with the burn cards and cut</source>
        <comment>stud.plan.short_mix</comment>
        <translation>牌不夠每人一張：把剩餘牌與燒牌混合並切牌</translation>
    </message>
    <message>
        <source>seat {seat} has the low card and must bring it in or complete (CG-STD-04, HTP-STD-01, LC-GL-09)</source>
        <comment>stud.refusal.seat_has_low_card_must</comment>
        <translation>{seat} 號座位是最低牌，必須強制開注或補足（CG-STD-04, HTP-STD-01, LC-GL-09）</translation>
    </message>
    <message>
        <source>{player} takes all his chips, ${stack}, not ${stack2}</source>
        <comment>stepping_away.refusal.takes_all_chips</comment>
        <translation>{player} 拿走所有籌碼 ${stack}，不是 ${stack2}</translation>
    </message>
    <message>
        <source>Collect ${time_collection} time from seat(s) {items} before their next hand; with no waiting list a player may play to his big blind and leave without paying</source>
        <comment>procedure.step.collect_time_no_waiting_list</comment>
        <translation>在下一手之前向 {items} 號座位收取 ${time_collection} 時間費；沒有候位名單時，玩家可玩到他的大盲注再離開而不付費</translation>
    </message>
    <message>
        <source>Collect ${time_collection} time from seat(s) {items} before their next hand</source>
        <comment>procedure.step.collect_time_seat_s_before</comment>
        <translation>在下一手之前向 {items} 號座位收取 ${time_collection} 時間費</translation>
    </message>
    <message>
        <source>{kind}: field {field}: {why}</source>
        <comment>room.board.not_spread</comment>
        <translation>{kind}：欄位 {field}：{why}</translation>
    </message>
    <message>
        <source>{kind}: a field of this record cannot be read ({exc})</source>
        <comment>room.board.unreadable</comment>
        <translation>{kind}：此紀錄有一個欄位無法讀取（{exc}）</translation>
    </message>
    <message>
        <source>the room store is out of reach, so whether {player} left this game at another table is not known: the floor decides; the table keeps working</source>
        <comment>room.buy_ins.room_out_of_reach</comment>
        <translation>連不上本場，無法得知 {player} 是否在別桌離開過此遊戲：由樓面主管決定；牌桌照常運作</translation>
    </message>
    <message>
        <source>{kind}: field {field}: {card} for {player} is not a card (a rank and a suit, such as As or Td)</source>
        <comment>room.card_draw.not_a_card</comment>
        <translation>{kind}：欄位 {field}：{player} 的 {card} 不是一張牌（點數加花色，例如 As 或 Td）</translation>
    </message>
    <message>
        <source>{game} {limit}</source>
        <comment>room.game_label</comment>
        <translation>{game} {limit}</translation>
    </message>
    <message>
        <source>the room has no house profile</source>
        <comment>room.house.no_profile</comment>
        <translation>場館沒有莊家規則設定檔</translation>
    </message>
    <message>
        <source>connecting</source>
        <comment>room.link.connecting</comment>
        <translation>連線中</translation>
    </message>
    <message>
        <source>finish the blinds and the button</source>
        <comment>room.must_move.choice_finish_blinds</comment>
        <translation>打完盲注和莊家按鈕</translation>
    </message>
    <message>
        <source>move now</source>
        <comment>room.must_move.choice_move_now</comment>
        <translation>立即換桌</translation>
    </message>
    <message>
        <source>play to his big blind and quit</source>
        <comment>room.must_move.choice_play_to_big_blind</comment>
        <translation>打到他的大盲注後離開</translation>
    </message>
    <message>
        <source>no {game_label} game is running to protect: a must-move needs a main game of the same type and limit</source>
        <comment>room.must_move.no_game_running</comment>
        <translation>沒有進行中的 {game_label} 牌局需要保護：必須換桌需要同類型同注額的主牌局</translation>
    </message>
    <message>
        <source>the floor rules that the raise stands or is a call (LC-62, LC-64)</source>
        <comment>string_raises.refusal.floor_rules_raise_stands_call</comment>
        <translation>由樓面主管裁定加注有效或改為跟注（LC-62, LC-64）</translation>
    </message>
    <message>
        <source>a player cannot object to his own raise</source>
        <comment>string_raises.refusal.player_cannot_object_own_raise</comment>
        <translation>玩家不能對自己的加注提出異議</translation>
    </message>
    <message>
        <source>seat {by} has no live hand: only a player still in the hand may call a string raise; the objection is ignored (LC-62)</source>
        <comment>string_raises.refusal.seat_has_no_live_hand</comment>
        <translation>{by} 號座位沒有有效手牌：只有仍在局的玩家可指稱分次加注；此異議不予理會（LC-62）</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s questioned raise has already been changed</source>
        <comment>string_raises.refusal.seat_s_questioned_raise_has</comment>
        <translation>{seat} 號座位被質疑的加注已經更改</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s raise is already before the floor</source>
        <comment>string_raises.refusal.seat_s_raise_already_before</comment>
        <translation>{seat} 號座位的加注已交樓面主管處理</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s raise stands: seats {sorted} have acted after it (LC-62)</source>
        <comment>string_raises.refusal.seat_s_raise_stands_seats</comment>
        <translation>{seat} 號座位的加注有效：座位 {sorted} 已在其後行動（LC-62）</translation>
    </message>
    <message>
        <source>someone has acted behind seat {seat}: the raise stands (LC-63)</source>
        <comment>string_raises.refusal.someone_has_acted_behind_seat</comment>
        <translation>{seat} 號座位之後已有人行動：加注有效（LC-63）</translation>
    </message>
    <message>
        <source>3rd street&apos;s one burn comes before its first card (LC-GL-10)</source>
        <comment>stud.refusal.3rd_street_s_one_burn</comment>
        <translation>第三街的一張燒牌在其第一張牌之前（LC-GL-10）</translation>
    </message>
    <message>
        <source>{clash} is already in play: fouled deck (LC-105)</source>
        <comment>stud.refusal.already_play_fouled_deck_lc</comment>
        <translation>{clash} 已在局中：廢牌組（LC-105）</translation>
    </message>
    <message>
        <source>a burn card comes only before a street&apos;s first card</source>
        <comment>stud.refusal.burn_card_comes_only_before</comment>
        <translation>燒牌只在一條街的第一張牌之前</translation>
    </message>
    <message>
        <source>burn only after seat {seat} posts the {replace} (${total})</source>
        <comment>stud.refusal.burn_only_after_seat_posts</comment>
        <translation>{seat} 號座位下了{replace}（${total}）後才燒牌</translation>
    </message>
    <message>
        <source>deal only after seat {seat} posts the {replace} (${total})</source>
        <comment>stud.refusal.deal_only_after_seat_posts</comment>
        <translation>{seat} 號座位下了{replace}（${total}）後才發牌</translation>
    </message>
    <message>
        <source>hands are shown only after the deal and before the pot is pushed</source>
        <comment>stud.refusal.hands_are_shown_only_after</comment>
        <translation>只有發牌後、派底池前才亮牌</translation>
    </message>
    <message>
        <source>this house burns no card before 3rd street (the first burn comes before 4th street)</source>
        <comment>stud.refusal.house_burns_no_card_before</comment>
        <translation>本場館第三街前不燒牌（第一張燒牌在第四街前）</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text})</source>
        <comment>stud.refusal.no_card_due_now</comment>
        <translation>現在不該發任何牌（{phase_text}）</translation>
    </message>
    <message>
        <source>only a 7th-street card dealt during 6th-street betting is kept (LC-121)</source>
        <comment>stud.refusal.only_7th_street_card_dealt</comment>
        <translation>只保留第六街下注時發出的第七街牌（LC-121）</translation>
    </message>
    <message>
        <source>seat {seat} is acting out of turn: seat {to_act} is to act (LC-50)</source>
        <comment>stud.refusal.seat_acting_out_turn_seat</comment>
        <translation>{seat} 號座位未輪到就行動：輪到 {to_act} 號座位（LC-50）</translation>
    </message>
    <message>
        <source>seat {seat} already has its {STUD_STREETS} card (LC-107)</source>
        <comment>stud.refusal.seat_already_has_card_lc</comment>
        <translation>{seat} 號座位已有 {STUD_STREETS} 的牌（LC-107）</translation>
    </message>
    <message>
        <source>seat {seat} already holds seven cards: check, call or fold only (LC-121, AMB-29)</source>
        <comment>stud.refusal.seat_already_holds_seven_cards</comment>
        <translation>{seat} 號座位已有七張牌：只能過牌、跟注或棄牌（LC-121, AMB-29）</translation>
    </message>
    <message>
        <source>seat {seat} does not bring it in</source>
        <comment>stud.refusal.seat_does_bring</comment>
        <translation>{seat} 號座位不是強制開注者</translation>
    </message>
    <message>
        <source>seat {seat} does not hold six cards</source>
        <comment>stud.refusal.seat_does_hold_six_cards</comment>
        <translation>{seat} 號座位沒有六張牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to deal to</source>
        <comment>stud.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 號座位沒有可發牌的有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to show</source>
        <comment>stud.refusal.seat_has_no_live_hand_2</comment>
        <translation>{seat} 號座位沒有可亮的有效手牌</translation>
    </message>
    <message>
        <source>seat {seat} holds {count} cards, not {count2}: a pot goes only to a fully shown hand (LC-102d); call the floor</source>
        <comment>stud.refusal.seat_holds_cards_pot_goes</comment>
        <translation>{seat} 號座位有 {count} 張牌，不是 {count2}：底池只給完整亮出的牌（LC-102d）；請呼叫樓面主管</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${amounts} or ${amounts2} with the open pair, not ${to} (LC-100)</source>
        <comment>stud.refusal.seat_may_open_pair_lc</comment>
        <translation>{seat} 號座位有明對，可{action}到 ${amounts} 或 ${amounts2}，不是 ${to}（LC-100）</translation>
    </message>
    <message>
        <source>seat {seat} was dealt {missing}, which is not in the hand shown</source>
        <comment>stud.refusal.seat_was_dealt_which_hand</comment>
        <translation>{seat} 號座位拿到的 {missing} 不在亮出的牌中</translation>
    </message>
    <message>
        <source>a stud bring-in of ${bring_in} is not a bet: the bring-in is a forced bet of at least $1 (K22, CG-STD-04)</source>
        <comment>stud.refusal.stud_bring_bet_bring_forced</comment>
        <translation>${bring_in} 的梭哈強制開注不算下注：強制開注是至少 $1 的強制注（K22, CG-STD-04）</translation>
    </message>
    <message>
        <source>a stud community card is dealt only when 7th street is short of cards (LC-124)</source>
        <comment>stud.refusal.stud_community_card_dealt_only</comment>
        <translation>只有第七街牌不夠時才發梭哈公共牌（LC-124）</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>table.entry.buy_button</comment>
        <translation>買莊家按鈕</translation>
    </message>
    <message>
        <source>deal now</source>
        <comment>table.entry.deal_now</comment>
        <translation>立即發牌</translation>
    </message>
    <message>
        <source>post big blind</source>
        <comment>table.entry.post_big_blind</comment>
        <translation>下大盲注</translation>
    </message>
    <message>
        <source>post in front of button</source>
        <comment>table.entry.post_in_front_of_button</comment>
        <translation>在莊家按鈕前下注</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <comment>table.entry.post_missed_blinds</comment>
        <translation>補下錯過的盲注</translation>
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
        <translation>加碼必須是正數</translation>
    </message>
    <message>
        <source>the button belongs on seat {button} with seats {list} dealt in (LC-44)</source>
        <comment>table.refusal.button_belongs_seat_seats_dealt</comment>
        <translation>座位 {list} 拿牌時按鈕應在 {button} 號座位（LC-44）</translation>
    </message>
    <message>
        <source>seat {seat} is not in the small-blind position of the next hand: the button is bought only from there (LC-43); post a big blind or wait</source>
        <comment>table.refusal.button_bought_from_small_blind</comment>
        <translation>{seat} 號座位不在下一手的小盲注位置：只能從該位置買莊家按鈕 (LC-43)；請下大盲注或等待</translation>
    </message>
    <message>
        <source>{option!r} is not an entry option ({items})</source>
        <comment>table.refusal.entry_option</comment>
        <translation>{option!r} 不是入局選項（{items}）</translation>
    </message>
    <message>
        <source>the game or limit changes only between hands</source>
        <comment>table.refusal.game_limit_changes_only_between</comment>
        <translation>遊戲或注額只能在牌局之間更改</translation>
    </message>
    <message>
        <source>hand {hand} is over and the next hand has begun: the ruling can no longer be changed (LC-8c)</source>
        <comment>table.refusal.hand_over_next_hand_has</comment>
        <translation>第 {hand} 局已結束且下一局已開始：裁決不能再更改（LC-8c）</translation>
    </message>
    <message>
        <source>hand {hand_number} is still in progress</source>
        <comment>table.refusal.hand_still_progress</comment>
        <translation>第 {hand_number} 局仍在進行中</translation>
    </message>
    <message>
        <source>this house does not offer {replace} to a new or returning player; it offers: {items} (K03, K18)</source>
        <comment>table.refusal.house_does_offer_new_returning</comment>
        <translation>本場館不為新玩家或回桌玩家提供{replace}；提供的是：{items}（K03, K18）</translation>
    </message>
    <message>
        <source>at least two players with chips must be present to start a hand</source>
        <comment>table.refusal.least_two_players_chips_must</comment>
        <translation>至少要有兩位有籌碼的玩家在場才能開始牌局</translation>
    </message>
    <message>
        <source>{player} needs chips to sit down (buy-in, LC-35)</source>
        <comment>table.refusal.needs_chips_sit_down_buy</comment>
        <translation>{player} 需要籌碼才能入座（買入，LC-35）</translation>
    </message>
    <message>
        <source>the next hand is number {hand}, not {hand2}</source>
        <comment>table.refusal.next_hand_number</comment>
        <translation>下一局是第 {hand} 局，不是第 {hand2} 局</translation>
    </message>
    <message>
        <source>no hand is in progress: start a hand before {replace}</source>
        <comment>table.refusal.no_hand_progress_start_hand</comment>
        <translation>沒有進行中的牌局：請先開始牌局再{replace}</translation>
    </message>
    <message>
        <source>ruling {ruling} already exists</source>
        <comment>table.refusal.ruling_already_exists</comment>
        <translation>裁決 {ruling} 已存在</translation>
    </message>
    <message>
        <source>ruling {ruling} names {irregularity!r}, which is not in the irregularities catalogue</source>
        <comment>table.refusal.ruling_names_which_irregularities_catalogue</comment>
        <translation>裁決 {ruling} 指的是 {irregularity!r}，它不在違規情況目錄中</translation>
    </message>
    <message>
        <source>seat changes happen between hands</source>
        <comment>table.refusal.seat_changes_happen_between_hands</comment>
        <translation>換座位在牌局之間進行</translation>
    </message>
    <message>
        <source>seat {seat} does not exist at a {max_seats}-seat table</source>
        <comment>table.refusal.seat_does_exist_seat_table</comment>
        <translation>{max_seats} 人桌沒有 {seat} 號座位</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>table.refusal.seat_empty</comment>
        <translation>{seat} 號座位是空位</translation>
    </message>
    <message>
        <source>seat {from_seat} is empty</source>
        <comment>table.refusal.seat_empty_2</comment>
        <translation>{from_seat} 號座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: chips are added between hands (table stakes)</source>
        <comment>table.refusal.seat_hand_chips_are_added</comment>
        <translation>{seat} 號座位在牌局中：籌碼在牌局之間加（桌上籌碼規則）</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand; fold first or wait for the hand to end</source>
        <comment>table.refusal.seat_hand_fold_first_wait</comment>
        <translation>{seat} 號座位在牌局中；請先棄牌或等本局結束</translation>
    </message>
    <message>
        <source>seat {seat} is held for {player}, who is away: nobody plays over his seat with his own money (LC-23)</source>
        <comment>table.refusal.seat_held_no_playing_over</comment>
        <translation>{seat} 號座位保留給暫離的 {player}：任何人都不能用自己的錢佔他的座位玩 (LC-23)</translation>
    </message>
    <message>
        <source>seat(s) {owing} owe ${time_collection} time before their next hand (LC-146)</source>
        <comment>table.refusal.seat_s_owe_time_before</comment>
        <translation>座位 {owing} 在下一局前欠時間費 ${time_collection}（LC-146）</translation>
    </message>
    <message>
        <source>seat {seat} is not the seat just in front of the button; post a big blind or wait (PGP-NEW-01)</source>
        <comment>table.refusal.seat_seat_just_front_button</comment>
        <translation>{seat} 號座位不是按鈕正前方的座位；請下大盲注或等待（PGP-NEW-01）</translation>
    </message>
    <message>
        <source>seat {seat} is taken by {player}</source>
        <comment>table.refusal.seat_taken</comment>
        <translation>{seat} 號座位已有 {player}</translation>
    </message>
    <message>
        <source>seat {to_seat} is taken</source>
        <comment>table.refusal.seat_taken_2</comment>
        <translation>{to_seat} 號座位已有人</translation>
    </message>
    <message>
        <source>the stacks do not match the table: {list}</source>
        <comment>table.refusal.stacks_do_match_table</comment>
        <translation>籌碼與牌桌不符：{list}</translation>
    </message>
    <message>
        <source>the table&apos;s rules cannot be read: {exc}</source>
        <comment>table.refusal.table_s_rules_cannot_read</comment>
        <translation>無法讀取本桌規則：{exc}</translation>
    </message>
    <message>
        <source>an amount of chips is positive, not ${amount}</source>
        <comment>table_stakes.refusal.amount_positive</comment>
        <translation>籌碼數量必須是正數，不能是 ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} has no cheque waiting (LC-29)</source>
        <comment>table_stakes.refusal.no_cheque</comment>
        <translation>{seat} 號座位沒有待處理的支票 (LC-29)</translation>
    </message>
    <message>
        <source>players do not pass chips to each other, not even for a blind: only to a player waiting for announced runner chips (LC-26b, LC-26c)</source>
        <comment>table_stakes.refusal.no_passing</comment>
        <translation>玩家之間不得傳遞籌碼，盲注也不行：只能給正在等已告知跑腿籌碼的玩家 (LC-26b, LC-26c)</translation>
    </message>
    <message>
        <source>no runner chips are on their way to seat {seat} (LC-26c)</source>
        <comment>table_stakes.refusal.no_runner</comment>
        <translation>沒有跑腿籌碼正送往 {seat} 號座位 (LC-26c)</translation>
    </message>
    <message>
        <source>chips are passed between hands, not into or out of a pot being played (LC-26a)</source>
        <comment>table_stakes.refusal.pass_in_hand</comment>
        <translation>籌碼只在兩手牌之間傳遞，不能進出正在進行的底池 (LC-26a)</translation>
    </message>
    <message>
        <source>seat {seat} has ${stack}, not ${amount}</source>
        <comment>table_stakes.refusal.pass_more_than_stack</comment>
        <translation>{seat} 號座位有 ${stack}，不是 ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} cannot pass chips to himself</source>
        <comment>table_stakes.refusal.pass_to_himself</comment>
        <translation>{seat} 號座位不能把籌碼傳給自己</translation>
    </message>
    <message>
        <source>seat {seat} is held for {player}, who is away: no chips go into it until he is back; nobody plays over a seat (LC-23)</source>
        <comment>table_stakes.refusal.playing_over</comment>
        <translation>{seat} 號座位保留給暫離的 {player}：他回來前不能加籌碼；任何人都不能佔別人的座位玩 (LC-23)</translation>
    </message>
    <message>
        <source>runner chips play only when the house agreed and the table was told; until then only chips on the table play (LC-26c, AMB-33)</source>
        <comment>table_stakes.refusal.runner_needs_consent</comment>
        <translation>跑腿籌碼只有在場方同意並已告知全桌時才算；在那之前只有桌上的籌碼算數 (LC-26c, AMB-33)</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>table_stakes.refusal.seat_empty</comment>
        <translation>{seat} 號座位是空位</translation>
    </message>
    <message>
        <source>{via!r} is not how chips come ({items})</source>
        <comment>table_stakes.refusal.via</comment>
        <translation>{via!r} 不是籌碼的來源方式（{items}）</translation>
    </message>
    <message>
        <source>the collection changes only between hands</source>
        <comment>time_collection.refusal.collection_changes_only_between_hands</comment>
        <translation>抽水只能在牌局之間更改</translation>
    </message>
    <message>
        <source>collection is taken on the button or as time</source>
        <comment>time_collection.refusal.collection_taken_button_time</comment>
        <translation>抽水按按鈕或按時間收取</translation>
    </message>
    <message>
        <source>only players who owe time can play a time pot</source>
        <comment>time_collection.refusal.only_players_who_owe_time</comment>
        <translation>只有欠時間費的玩家可玩時間費底池</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>time_collection.refusal.seat_empty</comment>
        <translation>{seat} 號座位是空位</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack}</source>
        <comment>time_collection.refusal.seat_has_only</comment>
        <translation>{seat} 號座位只有 ${stack}</translation>
    </message>
    <message>
        <source>seat(s) {sorted} owe no time</source>
        <comment>time_collection.refusal.seat_s_owe_no_time</comment>
        <translation>座位 {sorted} 不欠時間費</translation>
    </message>
    <message>
        <source>this table collects on the button, not by time (LC-144)</source>
        <comment>time_collection.refusal.table_collects_button_time_lc</comment>
        <translation>本桌按按鈕抽水，不按時間（LC-144）</translation>
    </message>
    <message>
        <source>this table has no time rate set: the room must set it (K24)</source>
        <comment>time_collection.refusal.table_has_no_time_rate</comment>
        <translation>本桌未設定時間費：須由場館設定（K24）</translation>
    </message>
    <message>
        <source>time is collected between hands</source>
        <comment>time_collection.refusal.time_collected_between_hands</comment>
        <translation>時間費在牌局之間收取</translation>
    </message>
    <message>
        <source>time is paid between hands</source>
        <comment>time_collection.refusal.time_paid_between_hands</comment>
        <translation>時間費在牌局之間支付</translation>
    </message>
    <message>
        <source>time is ${rate} a player: ${value} for {count}</source>
        <comment>time_collection.refusal.time_player</comment>
        <translation>時間費每位玩家 ${rate}：{count} 人共 ${value}</translation>
    </message>
    <message>
        <source>a time pot needs at least two players</source>
        <comment>time_collection.refusal.time_pot_needs_least_two</comment>
        <translation>時間費底池至少需要兩位玩家</translation>
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
        <translation>過牌</translation>
    </message>
    <message>
        <source>complete</source>
        <comment>turns.action.complete</comment>
        <translation>補足注額</translation>
    </message>
    <message>
        <source>fold</source>
        <comment>turns.action.fold</comment>
        <translation>棄牌</translation>
    </message>
    <message>
        <source>raise</source>
        <comment>turns.action.raise</comment>
        <translation>加注</translation>
    </message>
    <message>
        <source>Call the floor: seat {seat} let his turn pass while {acted} later players acted; until the floor rules he may only check, call or fold</source>
        <comment>turns.floor.turn_passed</comment>
        <translation>呼叫樓面主管：{seat} 號座位錯過了自己的行動，其後已有 {acted} 位玩家行動；在樓面主管裁決前他只能過牌、跟注或棄牌</translation>
    </message>
    <message>
        <source>Seat {seat} acted out of turn ({what}): it does not bind; bring the action back to seat {on_turn}</source>
        <comment>turns.note.acted_out_of_turn</comment>
        <translation>{seat} 號座位未輪到就行動（{what}）：不具約束力；把行動帶回 {on_turn} 號座位</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s check out of turn stands: seat {on_turn} may check (the round ends) or bet; after a bet seat {seat} may only call or fold</source>
        <comment>turns.note.check_out_of_turn_stands</comment>
        <translation>{seat} 號座位未輪到時的過牌有效：{on_turn} 號座位可過牌（本輪結束）或下注；有人下注後 {seat} 號座位只能跟注或棄牌</translation>
    </message>
    <message>
        <source>Seat {seat} let his turn pass: it comes back to him when the action reaches him (call or fold only if {later} later players act first)</source>
        <comment>turns.note.turn_passed</comment>
        <translation>{seat} 號座位錯過了自己的行動：行動輪回到他時再由他行動（若其後先有 {later} 位玩家行動，他只能跟注或棄牌）</translation>
    </message>
    <message>
        <source>Heads-up bet out of turn by seat {bettor}: seat {on_turn} may call, raise, or make seat {bettor} take it back and restart the betting round</source>
        <comment>turns.offer.heads_up_bet_out_of_turn</comment>
        <translation>單挑時 {bettor} 號座位未輪到就下注：{on_turn} 號座位可跟注、加注，或要求 {bettor} 號座位收回並重新開始本輪下注</translation>
    </message>
    <message>
        <source>seat {seat} checked out of turn heads-up and the check stands: call or fold only (LC-53a)</source>
        <comment>turns.refusal.check_out_of_turn_stands</comment>
        <translation>{seat} 號座位在單挑時未輪到就過牌，過牌有效：只能跟注或棄牌 (LC-53a)</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>turns.refusal.floor_decision_names_floorperson_who</comment>
        <translation>樓面裁決要寫明作出裁決的樓面主管</translation>
    </message>
    <message>
        <source>the floor kept seat {seat} to call or fold after letting his turn pass (LC-51)</source>
        <comment>turns.refusal.floor_kept_call_or_fold</comment>
        <translation>因錯過自己的行動，樓面主管限定 {seat} 號座位只能跟注或棄牌 (LC-51)</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>turns.refusal.no_hand_progress</comment>
        <translation>目前沒有進行中的牌局</translation>
    </message>
    <message>
        <source>no LC-51 ruling is pending for seat {seat}</source>
        <comment>turns.refusal.no_lc_51_ruling_pending</comment>
        <translation>{seat} 號座位沒有待決的 LC-51 裁決</translation>
    </message>
    <message>
        <source>nobody after seat {seat} is due to act: his turn cannot pass</source>
        <comment>turns.refusal.nobody_after_seat_due_act</comment>
        <translation>{seat} 號座位之後沒有人該行動：他的行動權不能略過</translation>
    </message>
    <message>
        <source>nobody is on turn now ({phase_text})</source>
        <comment>turns.refusal.nobody_turn_now</comment>
        <translation>現在沒有輪到任何人（{phase_text}）</translation>
    </message>
    <message>
        <source>seat {seat} let his turn pass while {acted} later players acted: call or fold only until the floor rules (LC-51)</source>
        <comment>turns.refusal.passed_until_floor_rules</comment>
        <translation>{seat} 號座位錯過了自己的行動，其後已有 {acted} 位玩家行動：在樓面主管裁決前只能跟注或棄牌 (LC-51)</translation>
    </message>
    <message>
        <source>{action!r} is not a poker action</source>
        <comment>turns.refusal.poker_action</comment>
        <translation>{action!r} 不是撲克行動</translation>
    </message>
    <message>
        <source>seat {seat} has no heads-up bet out of turn that can still be taken back (LC-53b: only before the player on turn answers it)</source>
        <comment>turns.refusal.seat_has_no_heads_up</comment>
        <translation>{seat} 號座位沒有可收回的單挑未輪先注（LC-53b：只能在輪到的玩家回應前）</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>turns.refusal.seat_has_no_live_hand</comment>
        <translation>{seat} 號座位沒有有效手牌</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {action} out of turn is only a note (LC-50); it cannot stand by {stands}</source>
        <comment>turns.refusal.seat_s_out_turn_only</comment>
        <translation>{seat} 號座位未輪到的 {action} 只是記錄（LC-50）；不能因 {stands} 而有效</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {action} out of turn stands heads-up ({rule}); the event must say so</source>
        <comment>turns.refusal.seat_s_out_turn_stands</comment>
        <translation>{seat} 號座位未輪到的 {action} 在單挑時有效（{rule}）；事件須註明</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s turn has already passed once this round (LC-51)</source>
        <comment>turns.refusal.seat_s_turn_has_already</comment>
        <translation>{seat} 號座位本輪已被略過一次（LC-51）</translation>
    </message>
    <message>
        <source>seat {seat} is on turn: enter the action normally</source>
        <comment>turns.refusal.seat_turn_enter_action_normally</comment>
        <translation>輪到 {seat} 號座位：照常輸入行動</translation>
    </message>
    <message>
        <source>seat {to_act} is on turn, not seat {on_turn}</source>
        <comment>turns.refusal.seat_turn_seat</comment>
        <translation>輪到 {to_act} 號座位，不是 {on_turn} 號座位</translation>
    </message>
    <message>
        <source>seat {to_act} is on turn, not seat {seat}</source>
        <comment>turns.refusal.seat_turn_seat_2</comment>
        <translation>輪到 {to_act} 號座位，不是 {seat} 號座位</translation>
    </message>
    <message>
        <source>badge {badge}</source>
        <comment>verify.badge</comment>
        <translation>員工證 {badge}</translation>
    </message>
    <message>
        <source>integrity check cancelled: nothing was concluded</source>
        <comment>verify.cancelled</comment>
        <translation>完整性檢查已取消：未得出任何結論</translation>
    </message>
    <message>
        <source>the row&apos;s content was changed after it was written</source>
        <comment>verify.content_changed</comment>
        <translation>此列寫入後內容被更改</translation>
    </message>
    <message>
        <source>the hand log file is damaged (SQLite&apos;s own check found problems): keep the file exactly as it is and call a supervisor; SQLite says: {problems}</source>
        <comment>verify.damaged</comment>
        <translation>牌局紀錄檔案已損壞（SQLite 自身的檢查發現問題）：請將檔案完全保持原樣並呼叫主管；SQLite 的訊息：{problems}</translation>
    </message>
    <message>
        <source>a player_left dated {dated} was written at {written}: a departure carries the time it was recorded (LC-91)</source>
        <comment>verify.departure_time</comment>
        <translation>日期為 {dated} 的 player_left 在 {written} 寫入：離座須帶有記錄當時的時間（LC-91）</translation>
    </message>
    <message>
        <source>the engine refuses this {event} event of table {table} ({reason}): the hand as logged could not have been played so</source>
        <comment>verify.engine_refuses</comment>
        <translation>程式拒絕牌桌 {table} 的此 {event} 事件（{reason}）：依紀錄，這手牌不可能如此進行</translation>
    </message>
    <message>
        <source>{field} is {found} in the file but {expected} in the chain</source>
        <comment>verify.field_changed</comment>
        <translation>{field} 在檔案中為 {found}，但在鏈中為 {expected}</translation>
    </message>
    <message>
        <source>the row names hand id {hand_id} but the chain before it puts it in {expected}</source>
        <comment>verify.hand_id</comment>
        <translation>此列記為第 {hand_id} 手，但之前的鏈將其歸於 {expected}</translation>
    </message>
    <message>
        <source>the row&apos;s stored hash was changed</source>
        <comment>verify.hash_changed</comment>
        <translation>此列儲存的雜湊值被更改</translation>
    </message>
    <message>
        <source>the row does not fit the chain: changed, inserted, removed or reordered rows</source>
        <comment>verify.off_chain</comment>
        <translation>此列與鏈不符：有列被更改、插入、刪除或調換順序</translation>
    </message>
    <message>
        <source>table {table} holds imported PHH hands, which only an import log (replay --db) may hold, not a table&apos;s live log</source>
        <comment>verify.phh_in_live_log</comment>
        <translation>牌桌 {table} 含有匯入的 PHH 牌局，只有匯入紀錄（replay --db）可含有，牌桌的即時紀錄不可</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row is not in the chain (added outside the program)</source>
        <comment>verify.row_added</comment>
        <translation>資料表 {table}，{row}：此列不在鏈中（在程式之外加入）</translation>
    </message>
    <message>
        <source>table {table}, {row}: {changes}</source>
        <comment>verify.row_changed</comment>
        <translation>資料表 {table}，{row}：{changes}</translation>
    </message>
    <message>
        <source>row id {id}</source>
        <comment>verify.row_id</comment>
        <translation>列 id {id}</translation>
    </message>
    <message>
        <source>row id {id} ({label} {value})</source>
        <comment>verify.row_labelled</comment>
        <translation>列 id {id}（{label} {value}）</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row the chain records is missing or out of place ({found} stands there)</source>
        <comment>verify.row_moved</comment>
        <translation>資料表 {table}，{row}：鏈所記錄的列遺失或位置不對（該處為 {found}）</translation>
    </message>
    <message>
        <source>the row points to a table or event kind that is gone</source>
        <comment>verify.row_orphaned</comment>
        <translation>此列指向已不存在的牌桌或事件類型</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row the chain records is missing (removed outside the program)</source>
        <comment>verify.row_removed</comment>
        <translation>資料表 {table}，{row}：鏈所記錄的列遺失（在程式之外刪除）</translation>
    </message>
    <message>
        <source>rows removed: seq jumps from {previous} to {seq}</source>
        <comment>verify.rows_removed</comment>
        <translation>有列被刪除：seq 從 {previous} 跳到 {seq}</translation>
    </message>
    <message>
        <source>rows removed at the end: the log&apos;s index refers to seq {seq}</source>
        <comment>verify.rows_removed_end</comment>
        <translation>結尾有列被刪除：紀錄的索引指向 seq {seq}</translation>
    </message>
    <message>
        <source>the row cannot be read back as a {kind} ({error})</source>
        <comment>verify.unreadable</comment>
        <translation>此列無法讀回為 {kind}（{error}）</translation>
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
        <translation>轉牌</translation>
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
        <translation>強制開注</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>word.button_blind</comment>
        <translation>莊家按鈕盲注</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>word.buy_button</comment>
        <translation>購買莊家按鈕</translation>
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
        <translation>錯過的盲注</translation>
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
        <translation>單一盲注</translation>
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
        <translation>轉牌</translation>
    </message>
</context>
</TS>
