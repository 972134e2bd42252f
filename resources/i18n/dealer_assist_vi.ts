<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name></name>
    <message>
        <source>this step is answered at the table, not by a button: {step}</source>
        <translation>bước này làm tại bàn, không bằng nút: {step}</translation>
    </message>
    <message>
        <source>nothing to do at this step</source>
        <translation>bước này không cần làm gì</translation>
    </message>
    <message>
        <source>NOT SAVED: {error}</source>
        <translation>CHƯA LƯU: {error}</translation>
    </message>
    <message>
        <source>Dealer Assist</source>
        <translation>Dealer Assist</translation>
    </message>
    <message>
        <source>Dealer Assist: this table PC</source>
        <translation>Dealer Assist: máy tính của bàn này</translation>
    </message>
    <message>
        <source>Table number</source>
        <translation>Số bàn</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Kiosk (full screen)</source>
        <translation>Kiosk (toàn màn hình)</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Nhà</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Ngôn ngữ</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Phòng</translation>
    </message>
    <message>
        <source>table {table} is no longer enrolled in the room</source>
        <translation>bàn {table} không còn được đăng ký trong phòng</translation>
    </message>
    <message>
        <source>The room&apos;s address, e.g. host=10.0.0.5 dbname=room</source>
        <translation>Địa chỉ của phòng, ví dụ host=10.0.0.5 dbname=room</translation>
    </message>
    <message>
        <source>Use this address</source>
        <translation>Dùng địa chỉ này</translation>
    </message>
    <message>
        <source>No room</source>
        <translation>Không có phòng</translation>
    </message>
    <message>
        <source>Room store address (PostgreSQL)</source>
        <translation>Địa chỉ kho dữ liệu phòng (PostgreSQL)</translation>
    </message>
    <message>
        <source>Passwords belong in the PC&apos;s .pgpass file, not here.</source>
        <translation>Mật khẩu để trong tệp .pgpass của máy, không để ở đây.</translation>
    </message>
    <message>
        <source>room address</source>
        <translation>địa chỉ phòng</translation>
    </message>
    <message>
        <source>Not kept: {error}</source>
        <translation>Không lưu: {error}</translation>
    </message>
    <message>
        <source>Room file (the room&apos;s own amounts)</source>
        <translation>Tệp phòng (mức tiền riêng của phòng)</translation>
    </message>
    <message>
        <source>No room files on this PC.</source>
        <translation>Máy này không có tệp phòng.</translation>
    </message>
    <message>
        <source>No room file</source>
        <translation>Không có tệp phòng</translation>
    </message>
    <message>
        <source>Address: {room_dsn}</source>
        <translation>Địa chỉ: {room_dsn}</translation>
    </message>
    <message>
        <source>Address: none (this table alone)</source>
        <translation>Địa chỉ: không có (chỉ bàn này)</translation>
    </message>
    <message>
        <source>Room file: {name}</source>
        <translation>Tệp phòng: {name}</translation>
    </message>
    <message>
        <source>Room file: none</source>
        <translation>Tệp phòng: không có</translation>
    </message>
    <message>
        <source>Enter the table number first.</source>
        <translation>Hãy nhập số bàn trước.</translation>
    </message>
    <message>
        <source>Staff and roles</source>
        <translation>Nhân viên và vai trò</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Add a staff member</source>
        <translation>Thêm nhân viên</translation>
    </message>
    <message>
        <source>Dealer Assist floor station: {room_name}</source>
        <translation>Dealer Assist trạm floor: {room_name}</translation>
    </message>
    <message>
        <source>Floor station: {room_name}</source>
        <translation>Trạm floor: {room_name}</translation>
    </message>
    <message>
        <source>nobody signed in</source>
        <translation>chưa ai đăng nhập</translation>
    </message>
    <message>
        <source>A floorperson signs in: present your badge or type its code, then enter your PIN.</source>
        <translation>Floor đăng nhập: quẹt thẻ nhân viên hoặc nhập mã thẻ, rồi nhập mã PIN.</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Đăng xuất</translation>
    </message>
    <message>
        <source>the room</source>
        <translation>phòng bài</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name} ({role})</translation>
    </message>
    <message>
        <source>{name} · {role} · badge {badge}</source>
        <translation>{name} · {role} · thẻ {badge}</translation>
    </message>
    <message>
        <source>{name} · {role} · badge {badge} · inactive</source>
        <translation>{name} · {role} · thẻ {badge} · ngưng hoạt động</translation>
    </message>
    <message>
        <source>On record: {logins}, {rulings} decided, {notes} in all.</source>
        <translation>Trong hồ sơ: {logins}, {rulings} đã quyết, tổng cộng {notes}.</translation>
    </message>
    <message>
        <source>{n} sign-in</source>
        <translation>{n} lần đăng nhập</translation>
    </message>
    <message>
        <source>{n} sign-ins</source>
        <translation>{n} lần đăng nhập</translation>
    </message>
    <message>
        <source>{n} ruling</source>
        <translation>{n} phán quyết</translation>
    </message>
    <message>
        <source>{n} rulings</source>
        <translation>{n} phán quyết</translation>
    </message>
    <message>
        <source>{n} audit note</source>
        <translation>{n} ghi chú kiểm toán</translation>
    </message>
    <message>
        <source>{n} audit notes</source>
        <translation>{n} ghi chú kiểm toán</translation>
    </message>
    <message>
        <source>Earlier badges (replaced, no longer sign in): {earlier}. {record}</source>
        <translation>Thẻ cũ (đã thay, không còn đăng nhập): {earlier}. {record}</translation>
    </message>
    <message>
        <source>Next: badge and role</source>
        <translation>Tiếp: thẻ và vai trò</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Next: PIN</source>
        <translation>Tiếp: mã PIN</translation>
    </message>
    <message>
        <source>Demo: present a blank badge</source>
        <translation>Demo: quẹt thẻ trắng</translation>
    </message>
    <message>
        <source>Replace the badge</source>
        <translation>Thay thẻ</translation>
    </message>
    <message>
        <source>Deactivate</source>
        <translation>Vô hiệu hóa</translation>
    </message>
    <message>
        <source>Role (touch to change)</source>
        <translation>Vai trò (chạm để đổi)</translation>
    </message>
    <message>
        <source>Correct the name…</source>
        <translation>Sửa tên…</translation>
    </message>
    <message>
        <source>Replace the badge…</source>
        <translation>Thay thẻ…</translation>
    </message>
    <message>
        <source>Reset PIN…</source>
        <translation>Đặt lại PIN…</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>Về danh sách</translation>
    </message>
    <message>
        <source>Signed in: {name} (admin). Touch a member to correct their name, replace their badge, change their role, reset their PIN or deactivate them.</source>
        <translation>Đã đăng nhập: {name} (admin). Chạm vào một nhân viên để sửa tên, thay thẻ, đổi vai trò, đặt lại PIN hoặc vô hiệu hóa.</translation>
    </message>
    <message>
        <source>Not changed: {refused}.</source>
        <translation>Không đổi: {refused}.</translation>
    </message>
    <message>
        <source>New staff member: type the name.</source>
        <translation>Nhân viên mới: gõ tên.</translation>
    </message>
    <message>
        <source>Name corrected: {name}.</source>
        <translation>Đã sửa tên: {name}.</translation>
    </message>
    <message>
        <source>badge {badge} read</source>
        <translation>đã đọc thẻ {badge}</translation>
    </message>
    <message>
        <source>no badge read yet</source>
        <translation>chưa đọc thẻ nào</translation>
    </message>
    <message>
        <source>{name}: present the new badge to the reader ({badge}), then touch the role.</source>
        <translation>{name}: quẹt thẻ mới vào đầu đọc ({badge}), rồi chạm vai trò.</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN ({role}): {digits}, then OK</source>
        <translation>PIN của {name} ({role}): {digits}, rồi OK</translation>
    </message>
    <message>
        <source>The same PIN again, then OK</source>
        <translation>Nhập lại PIN đó, rồi OK</translation>
    </message>
    <message>
        <source>The two PINs differ: nothing changed. Enter the PIN again.</source>
        <translation>Hai PIN khác nhau: không có gì thay đổi. Nhập lại PIN.</translation>
    </message>
    <message>
        <source>The PIN, then OK</source>
        <translation>Nhập PIN, rồi OK</translation>
    </message>
    <message>
        <source>Added {name} ({role}), badge {badge}.</source>
        <translation>Đã thêm {name} ({role}), thẻ {badge}.</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN was reset.</source>
        <translation>PIN của {name} đã được đặt lại.</translation>
    </message>
    <message>
        <source>Reactivate</source>
        <translation>Kích hoạt lại</translation>
    </message>
    <message>
        <source>{name} is now {role}.</source>
        <translation>{name} giờ là {role}.</translation>
    </message>
    <message>
        <source>Correct {name}&apos;s name on the keyboard, then Save the name.</source>
        <translation>Sửa tên của {name} trên bàn phím, rồi Lưu tên.</translation>
    </message>
    <message>
        <source>Save the name</source>
        <translation>Lưu tên</translation>
    </message>
    <message>
        <source>{name}&apos;s badge {badge} is lost or broken: present the new badge to the reader ({read}), then Replace the badge. The old badge stops signing in at once; what it signed stays on record as theirs.</source>
        <translation>Thẻ {badge} của {name} bị mất hoặc hỏng: quẹt thẻ mới vào đầu đọc ({read}), rồi chạm Thay thẻ. Thẻ cũ không đăng nhập được nữa; những gì nó đã ký vẫn ghi tên người đó.</translation>
    </message>
    <message>
        <source>{name}&apos;s badge is now {badge}; badge {old} no longer signs in.</source>
        <translation>Thẻ của {name} giờ là {badge}; thẻ {old} không còn đăng nhập.</translation>
    </message>
    <message>
        <source>New PIN: {digits}, then OK</source>
        <translation>PIN mới: {digits}, rồi OK</translation>
    </message>
    <message>
        <source>{name} was deactivated.</source>
        <translation>{name} đã bị ngưng hoạt động.</translation>
    </message>
    <message>
        <source>{name} was reactivated.</source>
        <translation>{name} đã được kích hoạt lại.</translation>
    </message>
    <message>
        <source>No round in the log yet.</source>
        <translation>Nhật ký chưa có ván nào.</translation>
    </message>
    <message>
        <source>No hand log is open.</source>
        <translation>Chưa mở nhật ký ván bài.</translation>
    </message>
    <message>
        <source>Round {number}: {count} events</source>
        <translation>Ván {number}: {count} sự kiện</translation>
    </message>
    <message>
        <source>Round {number}: {count} events (still being played: cards dealt face down are not named)</source>
        <translation>Ván {number}: {count} sự kiện (đang chơi: lá chia úp không được nêu)</translation>
    </message>
    <message>
        <source>{event} (+{hidden} face down)</source>
        <translation>{event} (+{hidden} úp)</translation>
    </message>
    <message>
        <source>{event} ({count} cards kept face down)</source>
        <translation>{event} ({count} lá giữ úp)</translation>
    </message>
    <message>
        <source>{event} (hand set face down)</source>
        <translation>{event} (bài xếp úp)</translation>
    </message>
    <message>
        <source>Seat {seat} plays</source>
        <translation>Ghế {seat} chơi</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} plays</source>
        <translation>Ghế {seat} tay {hand} chơi</translation>
    </message>
    <message>
        <source>Seat {seat} calls</source>
        <translation>Ghế {seat} theo</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} calls</source>
        <translation>Ghế {seat} tay {hand} theo</translation>
    </message>
    <message>
        <source>Seat {seat} folds</source>
        <translation>Ghế {seat} bỏ bài</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} folds</source>
        <translation>Ghế {seat} tay {hand} bỏ bài</translation>
    </message>
    <message>
        <source>Seat {seat} surrenders</source>
        <translation>Ghế {seat} đầu hàng</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} surrenders</source>
        <translation>Ghế {seat} tay {hand} đầu hàng</translation>
    </message>
    <message>
        <source>Seat {seat} checks</source>
        <translation>Ghế {seat} check</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} checks</source>
        <translation>Ghế {seat} tay {hand} check</translation>
    </message>
    <message>
        <source>Seat {seat} hits</source>
        <translation>Ghế {seat} rút bài</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} hits</source>
        <translation>Ghế {seat} tay {hand} rút bài</translation>
    </message>
    <message>
        <source>Seat {seat} stands</source>
        <translation>Ghế {seat} dừng</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} stands</source>
        <translation>Ghế {seat} tay {hand} dừng</translation>
    </message>
    <message>
        <source>Seat {seat} doubles</source>
        <translation>Ghế {seat} gấp đôi</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} doubles</source>
        <translation>Ghế {seat} tay {hand} gấp đôi</translation>
    </message>
    <message>
        <source>Seat {seat} splits</source>
        <translation>Ghế {seat} tách bài</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} splits</source>
        <translation>Ghế {seat} tay {hand} tách bài</translation>
    </message>
    <message>
        <source>Seat {seat} sets</source>
        <translation>Ghế {seat} xếp bài</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} sets</source>
        <translation>Ghế {seat} tay {hand} xếp bài</translation>
    </message>
    <message>
        <source>Seat {seat}: the double or split is matched</source>
        <translation>Ghế {seat}: theo lần gấp đôi hoặc chia bài</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand}: the double or split is matched</source>
        <translation>Ghế {seat} tay {hand}: theo lần gấp đôi hoặc chia bài</translation>
    </message>
    <message>
        <source>Seat {seat} folds by the House Way</source>
        <translation>Ghế {seat} bỏ bài theo House Way</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} folds by the House Way</source>
        <translation>Ghế {seat} tay {hand} bỏ bài theo House Way</translation>
    </message>
    <message>
        <source>Table {table} opened: {game} ({house})</source>
        <translation>Bàn {table} đã mở: {game} ({house})</translation>
    </message>
    <message>
        <source>{player} declared the TPPP</source>
        <translation>{player} được khai báo là TPPP</translation>
    </message>
    <message>
        <source>Bank offered to seat {seat} ({player})</source>
        <translation>Mời ghế {seat} ({player}) làm cái</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) takes the bank, stake ${stake}</source>
        <translation>Ghế {seat} ({player}) nhận làm cái, tiền cái ${stake}</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) declines the bank</source>
        <translation>Ghế {seat} ({player}) không nhận làm cái</translation>
    </message>
    <message>
        <source>Round {round}: seat {seat} ({banker}) banks ${stake}</source>
        <translation>Ván {round}: ghế {seat} ({banker}) làm cái ${stake}</translation>
    </message>
    <message>
        <source>{line}; side bank ${amount}</source>
        <translation>{line}; cái phụ ${amount}</translation>
    </message>
    <message>
        <source>{line}; button at seat {seat}</source>
        <translation>{line}; nút ở ghế {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} pays ${amount} collection</source>
        <translation>Ghế {seat} trả ${amount} phí nhà</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor} bets ${amount} on {wager}</source>
        <translation>Ghế {seat}: {bettor} cược ${amount} vào {wager}</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) refuses backline bets</source>
        <translation>Ghế {seat} ({player}) từ chối cược backline</translation>
    </message>
    <message>
        <source>Dice: {dice}; pile {pile} goes out first</source>
        <translation>Xúc xắc: {dice}; chồng {pile} chia trước</translation>
    </message>
    <message>
        <source>Seat {seat}: cards dealt</source>
        <translation>Ghế {seat}: đã chia bài</translation>
    </message>
    <message>
        <source>Seat {seat} dealt {cards} (face up: {up})</source>
        <translation>Ghế {seat} được chia {cards} (ngửa: {up})</translation>
    </message>
    <message>
        <source>Seat {seat} dealt {cards}</source>
        <translation>Ghế {seat} được chia {cards}</translation>
    </message>
    <message>
        <source>{line} (to hand {hand})</source>
        <translation>{line} (cho tay {hand})</translation>
    </message>
    <message>
        <source>Board: {cards}</source>
        <translation>Bài chung: {cards}</translation>
    </message>
    <message>
        <source>Seat {seat}: {option}</source>
        <translation>Ghế {seat}: {option}</translation>
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
        <translation>{line}; giữ {cards}</translation>
    </message>
    <message>
        <source>Seat {seat} sets the hand</source>
        <translation>Ghế {seat} xếp bài</translation>
    </message>
    <message>
        <source>Seat {seat} sets the hand: front {front}, back {back}</source>
        <translation>Ghế {seat} xếp bài: tay trước {front}, tay sau {back}</translation>
    </message>
    <message>
        <source>Round {round} ended</source>
        <translation>Ván {round} đã kết thúc</translation>
    </message>
    <message>
        <source>Ruling {ruling}: the round is to be voided</source>
        <translation>Phán quyết {ruling}: ván sẽ bị hủy</translation>
    </message>
    <message>
        <source>Ruling {ruling}: seat {seat}&apos;s {card} is to be replaced</source>
        <translation>Phán quyết {ruling}: lá {card} của ghế {seat} sẽ được thay</translation>
    </message>
    <message>
        <source>Ruling {ruling}: correction planned ({action})</source>
        <translation>Phán quyết {ruling}: đã dự kiến sửa ({action})</translation>
    </message>
    <message>
        <source>Round {round} voided: {reason}</source>
        <translation>Ván {round} bị hủy: {reason}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {card} set aside; the seat is owed the next card</source>
        <translation>Lá {card} của ghế {seat} được để riêng; ghế được nợ lá kế tiếp</translation>
    </message>
    <message>
        <source>House Way: CG states none for Pai Gow (Gaps), so the screen offers none; the player sets the hand and the engine checks the back outranks the front.</source>
        <translation>House Way: CG không quy định cho Pai Gow (Gaps), nên màn hình không đưa ra; người chơi tự xếp bài và chương trình kiểm tra tay sau lớn hơn tay trước.</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Nhà cái</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bài chung</translation>
    </message>
    <message>
        <source>Coll ${amount} paid</source>
        <translation>Phí nhà ${amount} đã trả</translation>
    </message>
    <message>
        <source>Coverage ledger · {round_title}</source>
        <translation>Khả năng chi trả của cái · {round_title}</translation>
    </message>
    <message>
        <source>Done: seat {seat} {wager}</source>
        <translation>Xong: ghế {seat} {wager}</translation>
    </message>
    <message>
        <source>End round {number}</source>
        <translation>Kết thúc ván {number}</translation>
    </message>
    <message>
        <source>Start the round</source>
        <translation>Bắt đầu ván</translation>
    </message>
    <message>
        <source>Start round {number}: seat {keeper} keeps the bank</source>
        <translation>Bắt đầu ván {number}: ghế {keeper} giữ cái</translation>
    </message>
    <message>
        <source>Seat {keeper}: the banker&apos;s stake for this round?</source>
        <translation>Ghế {keeper}: tiền làm cái của ván này?</translation>
    </message>
    <message>
        <source>Touch the seat of the player the bank is offered to.</source>
        <translation>Chạm ghế của người được mời làm cái.</translation>
    </message>
    <message>
        <source>Seat {target} takes the bank</source>
        <translation>Ghế {target} làm cái</translation>
    </message>
    <message>
        <source>Seat {target}: the banker&apos;s stake?</source>
        <translation>Ghế {target}: tiền làm cái?</translation>
    </message>
    <message>
        <source>Seat {target} passes</source>
        <translation>Ghế {target} không làm cái</translation>
    </message>
    <message>
        <source>Seat {seat}: the Buster bank (CG-BBJ-06)?</source>
        <translation>Ghế {seat}: cái Buster (CG-BBJ-06)?</translation>
    </message>
    <message>
        <source>Touch a seat to take its collection and wagers.</source>
        <translation>Chạm một ghế để thu phí và cược.</translation>
    </message>
    <message>
        <source>Seat {seat} ({get}): collection and wagers</source>
        <translation>Ghế {seat} ({get}): phí nhà và cược</translation>
    </message>
    <message>
        <source>Seat {seat} paid the collection ${owed}</source>
        <translation>Ghế {seat} đã trả phí ${owed}</translation>
    </message>
    <message>
        <source>Backline
bet</source>
        <translation>Cược
backline</translation>
    </message>
    <message>
        <source>Refuses
backline</source>
        <translation>Từ chối
backline</translation>
    </message>
    <message>
        <source>Close wagers: deal</source>
        <translation>Đóng cược: chia bài</translation>
    </message>
    <message>
        <source>End round {number}: no deal</source>
        <translation>Kết thúc ván {number}: không chia</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor}&apos;s {n} amount?</source>
        <translation>Ghế {seat}: số tiền {n} của {bettor}?</translation>
    </message>
    <message>
        <source>Seat {seat}: who bets on the backline?</source>
        <translation>Ghế {seat}: ai cược backline?</translation>
    </message>
    <message>
        <source>Seat {seat}: {bettor}&apos;s backline wagers</source>
        <translation>Ghế {seat}: cược backline của {bettor}</translation>
    </message>
    <message>
        <source>Backline done</source>
        <translation>Xong backline</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the double</source>
        <translation>Ghế {seat} {bettor} theo lần gấp đôi</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the split</source>
        <translation>Ghế {seat} {bettor} theo lần tách bài</translation>
    </message>
    <message>
        <source>Seat {seat} {bettor} matches the {move}</source>
        <translation>Ghế {seat} {bettor} theo: {move}</translation>
    </message>
    <message>
        <source>{label} for less</source>
        <translation>{label} ít hơn</translation>
    </message>
    <message>
        <source>{t}: how much? (up to ${own})</source>
        <translation>{t}: bao nhiêu? (tối đa ${own})</translation>
    </message>
    <message>
        <source>The shoe: waiting for the cards (read so far: {read})</source>
        <translation>Shoe: đang chờ bài (đã đọc: {read})</translation>
    </message>
    <message>
        <source>The shoe: waiting for the cards</source>
        <translation>Shoe: đang chờ bài</translation>
    </message>
    <message>
        <source>Cards by touch</source>
        <translation>Nhập bài bằng chạm</translation>
    </message>
    <message>
        <source>Shake the dice (demo)</source>
        <translation>Lắc xúc xắc (demo)</translation>
    </message>
    <message>
        <source>Enter the dice</source>
        <translation>Nhập xúc xắc</translation>
    </message>
    <message>
        <source>Seat {seat}: set the hand</source>
        <translation>Ghế {seat}: xếp bài</translation>
    </message>
    <message>
        <source>Seat {seat} doubles for less</source>
        <translation>Ghế {seat} gấp đôi ít hơn</translation>
    </message>
    <message>
        <source>Seat {seat} doubles for how much? (up to the bet, CG-HAB-D1)</source>
        <translation>Ghế {seat} gấp đôi bao nhiêu? (tối đa bằng cược, CG-HAB-D1)</translation>
    </message>
    <message>
        <source>Seat {seat} {option}</source>
        <translation>Ghế {seat}: {option}</translation>
    </message>
    <message>
        <source>Seat {seat}: touch the two cards of the front hand</source>
        <translation>Ghế {seat}: chạm hai lá của tay trước</translation>
    </message>
    <message>
        <source>Seat {seat} calls ${amount}: touch the two cards kept</source>
        <translation>Ghế {seat} theo ${amount}: chạm hai lá được giữ</translation>
    </message>
    <message>
        <source>The other two are discarded (HTP-2CP-07).</source>
        <translation>Hai lá còn lại bị bỏ (HTP-2CP-07).</translation>
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
        <translation>Giám sát</translation>
    </message>
    <message>
        <source>Admin</source>
        <translation>Admin</translation>
    </message>
    <message>
        <source>Table calls</source>
        <translation>Việc tại bàn</translation>
    </message>
    <message>
        <source>Type the reason</source>
        <translation>Gõ lý do</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>Cancel call</source>
        <translation>Hủy việc</translation>
    </message>
    <message>
        <source>A ruling the engine proposed waits for the floor:</source>
        <translation>Một phán quyết đề xuất đang chờ floor:</translation>
    </message>
    <message>
        <source>Open Floor: Rulings</source>
        <translation>Mở Floor: Phán quyết</translation>
    </message>
    <message>
        <source>Floor prompts now:</source>
        <translation>Nhắc của floor lúc này:</translation>
    </message>
    <message>
        <source>(no call here answers it: it is done at the table)</source>
        <translation>(không có việc nào ở đây: làm tại bàn)</translation>
    </message>
    <message>
        <source>Answer: {call}</source>
        <translation>Trả lời: {call}</translation>
    </message>
    <message>
        <source>Calls {when}:</source>
        <translation>Việc {when}:</translation>
    </message>
    <message>
        <source>No call applies {when}.</source>
        <translation>Không có việc nào {when}.</translation>
    </message>
    <message>
        <source>{call}: only a floorperson signed in by badge and PIN makes this call.</source>
        <translation>{call}: chỉ floor đã đăng nhập bằng thẻ và PIN mới làm việc này.</translation>
    </message>
    <message>
        <source>{call}: {prompt}</source>
        <translation>{call}: {prompt}</translation>
    </message>
    <message>
        <source>Touch the cards…</source>
        <translation>Chạm các lá bài…</translation>
    </message>
    <message>
        <source>Third-party proposition players (CA-PDR): {count} of {limit} allowed at this table: {names}.</source>
        <translation>Người chơi đề xuất bên thứ ba (CA-PDR): {count} trên {limit} được phép ở bàn này: {names}.</translation>
    </message>
    <message>
        <source>Third-party proposition players (CA-PDR): {count} of {limit} allowed at this table.</source>
        <translation>Người chơi đề xuất bên thứ ba (CA-PDR): {count} trên {limit} được phép ở bàn này.</translation>
    </message>
    <message>
        <source>A TPPP is declared between rounds.</source>
        <translation>TPPP được khai báo giữa các ván.</translation>
    </message>
    <message>
        <source>Signed in: {name} ({role}).</source>
        <translation>Đã đăng nhập: {name} ({role}).</translation>
    </message>
    <message>
        <source>Seat {seat} ({name}) declared TPPP by {floor}.</source>
        <translation>Ghế {seat} ({name}) được {floor} khai báo là TPPP.</translation>
    </message>
    <message>
        <source>Not declared: {refusal}</source>
        <translation>Chưa khai báo: {refusal}</translation>
    </message>
    <message>
        <source>{label}: {prompt} (touch {count})</source>
        <translation>{label}: {prompt} (chạm {count})</translation>
    </message>
    <message>
        <source>Not done: {call} is a floor call and needs a floorperson signed in by badge and PIN.</source>
        <translation>Chưa làm: {call} là việc của floor và cần floor đăng nhập bằng thẻ và PIN.</translation>
    </message>
    <message>
        <source>Cancelled: {call}.</source>
        <translation>Đã hủy: {call}.</translation>
    </message>
    <message>
        <source>Done: {call}.</source>
        <translation>Xong: {call}.</translation>
    </message>
    <message>
        <source>{heading}
Nothing to choose at this table now: cancel the call.</source>
        <translation>{heading}
Bàn này lúc này không có gì để chọn: hủy việc.</translation>
    </message>
    <message>
        <source>OK: the seats touched</source>
        <translation>OK: các ghế đã chạm</translation>
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
        <translation>chưa có</translation>
    </message>
    <message>
        <source>Chosen ({count} of {count2}): {names}</source>
        <translation>Đã chọn ({count}/{count2}): {names}</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Thiết lập</translation>
    </message>
    <message>
        <source>{name} is the room&apos;s first supervisor: sign in with the badge or code and PIN under Supervisor or Admin. Touch a seat to seat the first player.</source>
        <translation>{name} là giám sát đầu tiên của phòng: đăng nhập bằng thẻ hoặc mã và PIN ở Giám sát hoặc Admin. Chạm một ghế để xếp người chơi đầu tiên.</translation>
    </message>
    <message>
        <source>Seat {seat}: {verb} to how much? (${min_to} to ${max_to})</source>
        <translation>Ghế {seat}: {verb} lên bao nhiêu? (${min_to} đến ${max_to})</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s cards: touch {count}</source>
        <translation>Bài của ghế {seat}: chạm {count} lá</translation>
    </message>
    <message>
        <source>Board: touch the {count} cards dealt</source>
        <translation>Bài chung: chạm {count} lá đã chia</translation>
    </message>
    <message>
        <source>Board: touch the card dealt</source>
        <translation>Bài chung: chạm lá đã chia</translation>
    </message>
    <message>
        <source>First start: the room&apos;s first supervisor</source>
        <translation>Lần đầu: giám sát đầu tiên của phòng</translation>
    </message>
    <message>
        <source>Type the supervisor&apos;s name</source>
        <translation>Tên giám sát</translation>
    </message>
    <message>
        <source>Next: badge</source>
        <translation>Tiếp: thẻ</translation>
    </message>
    <message>
        <source>No badge: use a generated code</source>
        <translation>Không có thẻ: dùng mã được tạo</translation>
    </message>
    <message>
        <source>Nobody can sign in on this new hand log yet. Type the name of the supervisor in charge, then touch Next.</source>
        <translation>Chưa ai đăng nhập được vào nhật ký mới này. Nhập tên giám sát phụ trách, rồi chạm Tiếp.</translation>
    </message>
    <message>
        <source>Type the supervisor&apos;s name first, then touch Next.</source>
        <translation>Nhập tên giám sát trước, rồi chạm Tiếp.</translation>
    </message>
    <message>
        <source>{name}: present your badge to the reader, or touch “No badge” for a code to type at sign-in instead.</source>
        <translation>{name}: quẹt thẻ vào đầu đọc, hoặc chạm “Không có thẻ” để nhận mã gõ khi đăng nhập.</translation>
    </message>
    <message>
        <source>{name}: your staff code is {code}. Write it down: you type it at every sign-in. Touch Next.</source>
        <translation>{name}: mã nhân viên của bạn là {code}. Hãy ghi lại: bạn gõ mã này mỗi lần đăng nhập. Chạm Tiếp.</translation>
    </message>
    <message>
        <source>{name}: badge {badge} read. Touch Next.</source>
        <translation>{name}: đã đọc thẻ {badge}. Chạm Tiếp.</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN: {FLOOR_MIN_DIGITS} to {MAX_PIN_DIGITS} digits, then OK</source>
        <translation>PIN của {name}: {FLOOR_MIN_DIGITS} đến {MAX_PIN_DIGITS} chữ số, rồi OK</translation>
    </message>
    <message>
        <source>Not taken: {problem}. Enter it again.</source>
        <translation>Không nhận: {problem}. Nhập lại.</translation>
    </message>
    <message>
        <source>The two PINs differ: enter the PIN again.</source>
        <translation>Hai PIN khác nhau: nhập lại PIN.</translation>
    </message>
    <message>
        <source>Show hole cards (floor)</source>
        <translation>Xem bài tẩy (floor)</translation>
    </message>
    <message>
        <source>Hide hole cards · {name} signs out</source>
        <translation>Ẩn bài tẩy · {name} đăng xuất</translation>
    </message>
    <message>
        <source>Back to the hand</source>
        <translation>Về ván bài</translation>
    </message>
    <message>
        <source>Hole cards are shown to a floorperson or supervisor only.</source>
        <translation>Bài tẩy chỉ hiện cho floor hoặc giám sát.</translation>
    </message>
    <message>
        <source>What the rules say for each irregularity. During a hand, report what happened for a seat (or none): the floor decides on Rulings.</source>
        <translation>Luật nói gì cho mỗi sự cố. Trong ván, báo việc đã xảy ra cho một ghế (hoặc không ghế nào): floor quyết định ở mục Phán quyết.</translation>
    </message>
    <message>
        <source>Report for:</source>
        <translation>Báo cho:</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Hiện tất cả</translation>
    </message>
    <message>
        <source>All {count} entries for this game.</source>
        <translation>Tất cả {count} mục cho trò này.</translation>
    </message>
    <message>
        <source>{count} that can apply {when} (of {total}).</source>
        <translation>{count} mục có thể áp dụng {when} (trong {total}).</translation>
    </message>
    <message>
        <source>The catalogue has nothing for this game yet.</source>
        <translation>Danh mục chưa có gì cho trò này.</translation>
    </message>
    <message>
        <source>A floorperson decides.</source>
        <translation>Floor quyết định.</translation>
    </message>
    <message>
        <source>The dealer may carry it out.</source>
        <translation>Dealer có thể tự làm.</translation>
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

Hỏi:
{questions}

Phán quyết: {ruling}
{who}

Các bước:
{steps}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Ghế {seat}</translation>
    </message>
    <message>
        <source>No seat</source>
        <translation>Không ghế</translation>
    </message>
    <message>
        <source>Seat {seat}, which card?</source>
        <translation>Ghế {seat}, lá nào?</translation>
    </message>
    <message>
        <source>Seat {seat}: {card}</source>
        <translation>Ghế {seat}: {card}</translation>
    </message>
    <message>
        <source>Seat {seat}: no card named</source>
        <translation>Ghế {seat}: không nêu lá bài</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Next: the buy-in</source>
        <translation>Tiếp: mua chip</translation>
    </message>
    <message>
        <source>A player needs a name to sit down</source>
        <translation>Người chơi cần có tên để ngồi vào</translation>
    </message>
    <message>
        <source>Use {default}</source>
        <translation>Dùng {default}</translation>
    </message>
    <message>
        <source>{needed}: type it on the keyboard, or touch “Use {default}”.</source>
        <translation>{needed}: nhập trên bàn phím, hoặc chạm “Dùng {default}”.</translation>
    </message>
    <message>
        <source>{needed}: type it on the keyboard.</source>
        <translation>{needed}: nhập trên bàn phím.</translation>
    </message>
    <message>
        <source>Seat {seat}: open</source>
        <translation>Ghế {seat}: trống</translation>
    </message>
    <message>
        <source>Seat a player (buy-in)…</source>
        <translation>Xếp người chơi (mua chip)…</translation>
    </message>
    <message>
        <source> · away</source>
        <translation> · vắng</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} · ${stack} · {status}{away}</source>
        <translation>Ghế {seat} · {player} · ${stack} · {status}{away}</translation>
    </message>
    <message>
        <source>Change seat…</source>
        <translation>Đổi ghế…</translation>
    </message>
    <message>
        <source>deal in now</source>
        <translation>vào ngay</translation>
    </message>
    <message>
        <source>wait for the big blind</source>
        <translation>chờ mù lớn</translation>
    </message>
    <message>
        <source>post a big blind</source>
        <translation>đặt mù lớn</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <translation>đặt các mù đã lỡ</translation>
    </message>
    <message>
        <source>buy the button</source>
        <translation>mua button</translation>
    </message>
    <message>
        <source>post in front of the button</source>
        <translation>đặt trước button</translation>
    </message>
    <message>
        <source>come in with a straddle</source>
        <translation>vào bằng straddle</translation>
    </message>
    <message>
        <source>away</source>
        <translation>vắng mặt</translation>
    </message>
    <message>
        <source>missed blind</source>
        <translation>mù bị bỏ lỡ</translation>
    </message>
    <message>
        <source>waiting for big blind</source>
        <translation>chờ mù lớn</translation>
    </message>
    <message>
        <source>waiting to straddle</source>
        <translation>chờ straddle</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>đang chơi</translation>
    </message>
    <message>
        <source>Next: he goes there</source>
        <translation>Tiếp: người chơi đi sang đó</translation>
    </message>
    <message>
        <source>Name the table he is called to</source>
        <translation>Nêu bàn mà người chơi được gọi sang</translation>
    </message>
    <message>
        <source>Type the table&apos;s name</source>
        <translation>Tên bàn</translation>
    </message>
    <message>
        <source>Back: {entry}</source>
        <translation>Quay lại: {entry}</translation>
    </message>
    <message>
        <source>Step away</source>
        <translation>Tạm rời bàn</translation>
    </message>
    <message>
        <source>Hold button (LC-GL-33)</source>
        <translation>Nút chờ (LC-GL-33)</translation>
    </message>
    <message>
        <source>Entry: {entry}</source>
        <translation>Vào bàn: {entry}</translation>
    </message>
    <message>
        <source> · +${amount} next deal (LC-26a)</source>
        <translation> · +${amount} ván sau (LC-26a)</translation>
    </message>
    <message>
        <source> · cheque ${amount} waits (LC-29)</source>
        <translation> · séc ${amount} đang chờ (LC-29)</translation>
    </message>
    <message>
        <source> · runner ${amount} counted (LC-26c)</source>
        <translation> · runner ${amount} đã tính (LC-26c)</translation>
    </message>
    <message>
        <source>Cheque processed (LC-29)</source>
        <translation>Séc đã xử lý (LC-29)</translation>
    </message>
    <message>
        <source>Cheque refused (LC-29)</source>
        <translation>Séc bị từ chối (LC-29)</translation>
    </message>
    <message>
        <source>Runner arrived (LC-26c)</source>
        <translation>Runner đã tới (LC-26c)</translation>
    </message>
    <message>
        <source>Add chips…</source>
        <translation>Thêm chip…</translation>
    </message>
    <message>
        <source>Seat {seat}: chips to add</source>
        <translation>Ghế {seat}: chip muốn thêm</translation>
    </message>
    <message>
        <source>Cheque (LC-29)…</source>
        <translation>Séc (LC-29)…</translation>
    </message>
    <message>
        <source>The room store is out of reach: type the table&apos;s name.</source>
        <translation>Không kết nối được phòng: hãy gõ tên bàn.</translation>
    </message>
    <message>
        <source>Seat {seat}: chips he plays with, undeclared</source>
        <translation>Ghế {seat}: chip người đó chơi, chưa khai</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Rời bàn</translation>
    </message>
    <message>
        <source>Called to another table…</source>
        <translation>Được gọi sang bàn khác…</translation>
    </message>
    <message>
        <source>Amount not said (LC-26d)…</source>
        <translation>Không nói số tiền (LC-26d)…</translation>
    </message>
    <message>
        <source>Seat {seat}: the amount of the cheque written at the table</source>
        <translation>Ghế {seat}: số tiền của séc viết tại bàn</translation>
    </message>
    <message>
        <source>Seat {seat}: chips a house runner brings (the house agreed, the table was told)</source>
        <translation>Ghế {seat}: chip runner của nhà mang tới (nhà đã đồng ý, đã báo cho bàn)</translation>
    </message>
    <message>
        <source>Runner announced (LC-26c)…</source>
        <translation>Đã báo runner (LC-26c)…</translation>
    </message>
    <message>
        <source>Seat {seat}: the new player&apos;s name</source>
        <translation>Ghế {seat}: tên người chơi mới</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Người chơi {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}: {name}&apos;s buy-in</source>
        <translation>Ghế {seat}: tiền mua chip của {name}</translation>
    </message>
    <message>
        <source>Seat {seat}: {player}</source>
        <translation>Ghế {seat}: {player}</translation>
    </message>
    <message>
        <source>Seat {seat}: called to which of the room&apos;s tables?</source>
        <translation>Ghế {seat}: được gọi sang bàn nào của phòng?</translation>
    </message>
    <message>
        <source>Another table: type its name…</source>
        <translation>Bàn khác: gõ tên bàn…</translation>
    </message>
    <message>
        <source>Seat {seat}: called to which table?</source>
        <translation>Ghế {seat}: được gọi sang bàn nào?</translation>
    </message>
    <message>
        <source>Seat {seat}: move to which open seat?</source>
        <translation>Ghế {seat}: chuyển sang ghế trống nào?</translation>
    </message>
    <message>
        <source>To seat {seat}</source>
        <translation>Sang ghế {seat}</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>floor</translation>
    </message>
    <message>
        <source>supervisor</source>
        <translation>giám sát</translation>
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
        <translation>Mã thẻ, rồi OK</translation>
    </message>
    <message>
        <source>Floor PIN</source>
        <translation>PIN floor</translation>
    </message>
    <message>
        <source>Supervisor PIN</source>
        <translation>PIN giám sát</translation>
    </message>
    <message>
        <source>Admin PIN</source>
        <translation>PIN admin</translation>
    </message>
    <message>
        <source>Dealer PIN</source>
        <translation>PIN dealer</translation>
    </message>
    <message>
        <source>Floorperson PIN</source>
        <translation>PIN floor</translation>
    </message>
    <message>
        <source>Staff code, then OK</source>
        <translation>Mã nhân viên, rồi OK</translation>
    </message>
    <message>
        <source>Demo: present the demo {who} badge</source>
        <translation>Demo: quẹt thẻ demo {who}</translation>
    </message>
    <message>
        <source>Not signed in: the sign-in cannot be recorded: {error}.</source>
        <translation>Chưa đăng nhập: không ghi được lần đăng nhập vào nhật ký: {error}.</translation>
    </message>
    <message>
        <source>the new PIN was not entered the same twice</source>
        <translation>PIN mới nhập hai lần không giống nhau</translation>
    </message>
    <message>
        <source>No badge: type your staff code</source>
        <translation>Không có thẻ: nhập mã nhân viên</translation>
    </message>
    <message>
        <source>No hand log is open: nobody can sign in here.</source>
        <translation>Chưa mở nhật ký: không ai đăng nhập được ở đây.</translation>
    </message>
    <message>
        <source>A {who} signs in: present your badge to the reader, then enter your PIN.</source>
        <translation>Một {who} đăng nhập: quẹt thẻ vào đầu đọc, rồi nhập PIN.</translation>
    </message>
    <message>
        <source>Badge {badge} is locked for {wait_text} more after too many wrong PINs.</source>
        <translation>Thẻ {badge} bị khóa thêm {wait_text} vì nhập sai PIN quá nhiều lần.</translation>
    </message>
    <message>
        <source>Badge {badge} is locked until {time} after too many wrong PINs (counted at every floor station).</source>
        <translation>Thẻ {badge} bị khóa đến {time} vì nhập sai PIN quá nhiều lần (tính ở mọi trạm floor).</translation>
    </message>
    <message>
        <source>Badge {badge}: enter the PIN.</source>
        <translation>Thẻ {badge}: nhập PIN.</translation>
    </message>
    <message>
        <source>Type the staff code you were given at first start, then OK.</source>
        <translation>Nhập mã nhân viên được cấp lần đầu, rồi OK.</translation>
    </message>
    <message>
        <source>{short}. Enter the new PIN.</source>
        <translation>{short}. Nhập PIN mới.</translation>
    </message>
    <message>
        <source>Not signed in: {refused}.</source>
        <translation>Chưa đăng nhập: {refused}.</translation>
    </message>
    <message>
        <source>Enter the new PIN again.</source>
        <translation>Nhập lại PIN mới.</translation>
    </message>
    <message>
        <source>Export the hand log</source>
        <translation>Xuất nhật ký</translation>
    </message>
    <message>
        <source>Verify the hand log</source>
        <translation>Kiểm tra nhật ký</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Biểu đồ</translation>
    </message>
    <message>
        <source>Leave kiosk mode (close the app)</source>
        <translation>Thoát kiosk (đóng ứng dụng)</translation>
    </message>
    <message>
        <source>All tables (room)</source>
        <translation>Tất cả bàn (phòng)</translation>
    </message>
    <message>
        <source>Reading the hand log…</source>
        <translation>Đang đọc nhật ký…</translation>
    </message>
    <message>
        <source>Reading the room…</source>
        <translation>Đang đọc phòng…</translation>
    </message>
    <message>
        <source>Reading the room: {done} of {total} table logs…</source>
        <translation>Đang đọc phòng: {done}/{total} nhật ký bàn…</translation>
    </message>
    <message>
        <source>{text}: {hands}, {rulings}.</source>
        <translation>{text}: {hands}, {rulings}.</translation>
    </message>
    <message>
        <source>{period}, the room ({tables}): {hands}{game}, {rulings}, {overrides} overridden.</source>
        <translation>{period}, phòng ({tables}): {hands}{game}, {rulings}, {overrides} bị thay đổi.</translation>
    </message>
    <message>
        <source>Export stopped: {message}</source>
        <translation>Đã dừng xuất: {message}</translation>
    </message>
    <message>
        <source>Check stopped: {message}</source>
        <translation>Đã dừng kiểm tra: {message}</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 ván</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} ván</translation>
    </message>
    <message>
        <source>1 event</source>
        <translation>1 sự kiện</translation>
    </message>
    <message>
        <source>{count} events</source>
        <translation>{count} sự kiện</translation>
    </message>
    <message>
        <source>1 ruling</source>
        <translation>1 phán quyết</translation>
    </message>
    <message>
        <source>{count} rulings</source>
        <translation>{count} phán quyết</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 bàn</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation>{count} bàn</translation>
    </message>
    <message>
        <source>{count} ruling open</source>
        <translation>{count} phán quyết đang mở</translation>
    </message>
    <message>
        <source>{count} rulings open</source>
        <translation>{count} phán quyết đang mở</translation>
    </message>
    <message>
        <source>{count} OFFLINE TOO LONG or never connected</source>
        <translation>{count} NGOẠI TUYẾN QUÁ LÂU hoặc chưa từng kết nối</translation>
    </message>
    <message>
        <source>the room is out of reach: retrying</source>
        <translation>không kết nối được phòng: đang thử lại</translation>
    </message>
    <message>
        <source>{count} with a device down</source>
        <translation>{count} bàn có thiết bị hỏng</translation>
    </message>
    <message>
        <source> of {game}</source>
        <translation> của {game}</translation>
    </message>
    <message>
        <source>Choose dates…</source>
        <translation>Chọn ngày…</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Hôm nay</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 ngày qua</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Toàn bộ</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>Bàn này</translation>
    </message>
    <message>
        <source>All tables</source>
        <translation>Tất cả các bàn</translation>
    </message>
    <message>
        <source>Hands started, by hour of the day</source>
        <translation>Số ván bắt đầu, theo giờ trong ngày</translation>
    </message>
    <message>
        <source>No hands in this period</source>
        <translation>Không có ván nào trong khoảng này</translation>
    </message>
    <message>
        <source>Rulings, by table</source>
        <translation>Phán quyết, theo bàn</translation>
    </message>
    <message>
        <source>No rulings in this period</source>
        <translation>Không có phán quyết trong khoảng này</translation>
    </message>
    <message>
        <source>Rulings decided, by floorperson</source>
        <translation>Phán quyết đã quyết, theo floor</translation>
    </message>
    <message>
        <source>No rulings decided in this period</source>
        <translation>Không có phán quyết nào được quyết trong khoảng này</translation>
    </message>
    <message>
        <source>Overrides, by table</source>
        <translation>Ngoại lệ, theo bàn</translation>
    </message>
    <message>
        <source>No overrides in this period</source>
        <translation>Không có ngoại lệ trong khoảng này</translation>
    </message>
    <message>
        <source>Hands dealt, by dealer</source>
        <translation>Số ván đã chia, theo dealer</translation>
    </message>
    <message>
        <source>No house dealer signed in for these hands</source>
        <translation>Không có dealer của nhà đăng nhập cho các ván này</translation>
    </message>
    <message>
        <source>Rulings, by dealer</source>
        <translation>Phán quyết, theo dealer</translation>
    </message>
    <message>
        <source>No rulings in hands with a house dealer</source>
        <translation>Không có phán quyết trong các ván có dealer của nhà</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tất cả các trò</translation>
    </message>
    <message>
        <source>{result}
Not recorded in the hand log: {error}</source>
        <translation>{result}
Không ghi được vào nhật ký: {error}</translation>
    </message>
    <message>
        <source>Export failed: {detail}</source>
        <translation>Xuất thất bại: {detail}</translation>
    </message>
    <message>
        <source>Check failed: {detail}</source>
        <translation>Kiểm tra thất bại: {detail}</translation>
    </message>
    <message>
        <source>Charts stopped: {message}</source>
        <translation>Biểu đồ đã dừng: {message}</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Đang xuất…</translation>
    </message>
    <message>
        <source>Checking the hand log…</source>
        <translation>Đang kiểm tra nhật ký…</translation>
    </message>
    <message>
        <source>{written} ({dates})</source>
        <translation>{written} ({dates})</translation>
    </message>
    <message>
        <source>{written} ({skipped} skipped: not poker hands)</source>
        <translation>{written} (bỏ qua {skipped}: không phải ván poker)</translation>
    </message>
    <message>
        <source>Wrote {written} to {path}</source>
        <translation>Đã ghi {written} vào {path}</translation>
    </message>
    <message>
        <source>Charts failed: {detail}</source>
        <translation>Biểu đồ thất bại: {detail}</translation>
    </message>
    <message>
        <source>OK: {checked} events checked, chain head {head}</source>
        <translation>OK: đã kiểm tra {checked} sự kiện, đầu chuỗi {head}</translation>
    </message>
    <message>
        <source>{text}; imported PHH tables not replayed by the table engine: {tables}</source>
        <translation>{text}; các bàn PHH nhập vào không được chương trình bàn chạy lại: {tables}</translation>
    </message>
    <message>
        <source>FAILED at row seq {seq}: {problem}</source>
        <translation>LỖI ở dòng seq {seq}: {problem}</translation>
    </message>
    <message>
        <source>FAILED: {problem}</source>
        <translation>LỖI: {problem}</translation>
    </message>
    <message>
        <source>Table set-up (between hands)</source>
        <translation>Thiết lập bàn (giữa các ván)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Trò chơi</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Giới hạn</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Mở bàn</translation>
    </message>
    <message>
        <source>Dealer…</source>
        <translation>Dealer…</translation>
    </message>
    <message>
        <source>Button draw…</source>
        <translation>Rút chọn button…</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>Ngồi vào</translation>
    </message>
    <message>
        <source>Back to the chips</source>
        <translation>Về chip</translation>
    </message>
    <message>
        <source>Seat a player: touch an open seat</source>
        <translation>Xếp người chơi: chạm một ghế trống</translation>
    </message>
    <message>
        <source>The room file is not used: {error}</source>
        <translation>Không dùng tệp của phòng: {error}</translation>
    </message>
    <message>
        <source>{limit}
set amounts</source>
        <translation>{limit}
đặt số tiền</translation>
    </message>
    <message>
        <source>{limit} is not offered: the room file must say {rule}.</source>
        <translation>Không có {limit}: tệp của phòng phải ghi {rule}.</translation>
    </message>
    <message>
        <source>{name} lists no limits for this game: the room names them in its own profile file</source>
        <translation>{name} không có mức cược cho trò này: phòng ghi chúng trong tệp hồ sơ riêng</translation>
    </message>
    <message>
        <source>Open: {house} {limit} {get}</source>
        <translation>Mở: {house} {limit} {get}</translation>
    </message>
    <message>
        <source>${amount} refused: {reason}</source>
        <translation>${amount} bị từ chối: {reason}</translation>
    </message>
    <message>
        <source>{limit} cannot open: the room file must say {rule}.</source>
        <translation>{limit} không mở được: tệp phòng phải ghi {rule}.</translation>
    </message>
    <message>
        <source>Opening {label}</source>
        <translation>Đang mở {label}</translation>
    </message>
    <message>
        <source>{seat} open</source>
        <translation>{seat} trống</translation>
    </message>
    <message>
        <source>Seat {seat}: sit {strip} down</source>
        <translation>Ghế {seat}: cho {strip} ngồi</translation>
    </message>
    <message>
        <source>Seat {seat}: {strip}&apos;s chips?</source>
        <translation>Ghế {seat}: chip của {strip}?</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} with ${stack}. How does {name} come in? (K03)</source>
        <translation>Ghế {seat}: {name} với ${stack}. {name} vào bàn thế nào? (K03)</translation>
    </message>
    <message>
        <source>Seat {seat}: {name} cannot sit down now</source>
        <translation>Ghế {seat}: {name} chưa ngồi được lúc này</translation>
    </message>
    <message>
        <source>Refused: {refusal}. Go back to the chips for another amount; the floor may accept it with a reason from the seat&apos;s own panel (LC-P1).</source>
        <translation>Từ chối: {refusal}. Quay lại chip để nhập số khác; floor có thể chấp nhận kèm lý do từ bảng của ghế (LC-P1).</translation>
    </message>
    <message>
        <source>Start hand</source>
        <translation>Bắt đầu ván</translation>
    </message>
    <message>
        <source>Blinds posted</source>
        <translation>Đã đặt mù</translation>
    </message>
    <message>
        <source>Pot pushed</source>
        <translation>Đã trả pot</translation>
    </message>
    <message>
        <source>Cards collected: end hand</source>
        <translation>Đã thu bài: kết thúc ván</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Bỏ bài</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Call
${amount}</source>
        <translation>Theo
${amount}</translation>
    </message>
    <message>
        <source>All-in
${amount}</source>
        <translation>Tất tay
${amount}</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>Mậu thầu (high card)</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Một đôi</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>Hai đôi</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Sám cô</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Sảnh</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Thùng</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Cù lũ</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Tứ quý</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>Thùng phá sảnh</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Thùng phá sảnh lớn (royal)</translation>
    </message>
    <message>
        <source>Deal now</source>
        <translation>Chia bài ngay</translation>
    </message>
    <message>
        <source>Wait for big blind</source>
        <translation>Chờ mù lớn</translation>
    </message>
    <message>
        <source>Post big blind</source>
        <translation>Đặt mù lớn</translation>
    </message>
    <message>
        <source>Post missed blinds</source>
        <translation>Đặt các mù bị bỏ lỡ</translation>
    </message>
    <message>
        <source>Buy button</source>
        <translation>Mua nút (button)</translation>
    </message>
    <message>
        <source>Post in front of button</source>
        <translation>Đặt trước nút (button)</translation>
    </message>
    <message>
        <source>Straddle</source>
        <translation>Straddle</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Cược</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Theo (call)</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Tố</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Cược đủ</translation>
    </message>
    <message>
        <source>All in</source>
        <translation>Tất tay (all-in)</translation>
    </message>
    <message>
        <source>Which seat?</source>
        <translation>Ghế nào?</translation>
    </message>
    <message>
        <source>The reason (optional)</source>
        <translation>Lý do (không bắt buộc)</translation>
    </message>
    <message>
        <source>Who says the board plays?</source>
        <translation>Ai nói bài chung là bài của mình?</translation>
    </message>
    <message>
        <source>Who called his hand?</source>
        <translation>Ai đã xướng bài của mình?</translation>
    </message>
    <message>
        <source>What did he call?</source>
        <translation>Người đó đã xướng gì?</translation>
    </message>
    <message>
        <source>Floor: rule on a wrong hand call</source>
        <translation>Floor: phán quyết việc xướng sai bài</translation>
    </message>
    <message>
        <source>Who called his hand wrong?</source>
        <translation>Ai đã xướng sai bài?</translation>
    </message>
    <message>
        <source>The floor&apos;s ruling</source>
        <translation>Phán quyết của floor</translation>
    </message>
    <message>
        <source>Deliberate: he forfeits the pot</source>
        <translation>Cố ý: người đó mất pot</translation>
    </message>
    <message>
        <source>Cards speak: no penalty</source>
        <translation>Bài tự nói: không phạt</translation>
    </message>
    <message>
        <source>The floor&apos;s reason</source>
        <translation>Lý do của floor</translation>
    </message>
    <message>
        <source>Cards exposed during the hand</source>
        <translation>Bài bị lộ trong ván</translation>
    </message>
    <message>
        <source>Whose cards were shown?</source>
        <translation>Bài của ai bị lộ?</translation>
    </message>
    <message>
        <source>Shown to whom?</source>
        <translation>Cho ai xem?</translation>
    </message>
    <message>
        <source>Someone not in the hand</source>
        <translation>Người không chơi ván này</translation>
    </message>
    <message>
        <source>Which cards were shown?</source>
        <translation>Những lá nào bị lộ?</translation>
    </message>
    <message>
        <source>Whose exposed cards?</source>
        <translation>Bài lộ của ai?</translation>
    </message>
    <message>
        <source>Who asks to see them?</source>
        <translation>Ai yêu cầu xem?</translation>
    </message>
    <message>
        <source>Award disputed: hold the pot</source>
        <translation>Tranh chấp trả pot: giữ pot lại</translation>
    </message>
    <message>
        <source>Who disputes the award?</source>
        <translation>Ai tranh chấp việc trả pot?</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Floor: the award stands</source>
        <translation>Floor: giữ nguyên việc trả pot</translation>
    </message>
    <message>
        <source>Floor: award the pot to one seat</source>
        <translation>Floor: trả pot cho một ghế</translation>
    </message>
    <message>
        <source>Which seat takes the pot(s)?</source>
        <translation>Ghế nào nhận (các) pot?</translation>
    </message>
    <message>
        <source>Floor: split the pot between seats</source>
        <translation>Floor: chia pot giữa các ghế</translation>
    </message>
    <message>
        <source>Which pot is split?</source>
        <translation>Chia pot nào?</translation>
    </message>
    <message>
        <source>Who shares it? (high-low: the high half)</source>
        <translation>Ai chia phần? (cao-thấp: nửa cao)</translation>
    </message>
    <message>
        <source>Who shares the low half? (Skip: no low, the high hand(s) take it all)</source>
        <translation>Ai chia nửa thấp? (Bỏ qua: không có thấp, (các) tay cao lấy hết)</translation>
    </message>
    <message>
        <source>Player taps the table (a check)</source>
        <translation>Người chơi gõ bàn (check)</translation>
    </message>
    <message>
        <source>Who tapped?</source>
        <translation>Ai gõ bàn?</translation>
    </message>
    <message>
        <source>How?</source>
        <translation>Thế nào?</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Gõ nhẹ</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Gõ mạnh</translation>
    </message>
    <message>
        <source>Gesture</source>
        <translation>Ra hiệu</translation>
    </message>
    <message>
        <source>Who acted out of turn?</source>
        <translation>Ai hành động sai lượt?</translation>
    </message>
    <message>
        <source>What did he do?</source>
        <translation>Người đó đã làm gì?</translation>
    </message>
    <message>
        <source>Bet or raise to how much? (Skip for a check, call or fold)</source>
        <translation>Cược hoặc tố lên bao nhiêu? (Bỏ qua nếu check, theo hoặc bỏ bài)</translation>
    </message>
    <message>
        <source>Bet out of turn taken back</source>
        <translation>Rút lại cược sai lượt</translation>
    </message>
    <message>
        <source>Whose bet is taken back?</source>
        <translation>Rút lại cược của ai?</translation>
    </message>
    <message>
        <source>Turn let pass (player silent)</source>
        <translation>Bỏ qua lượt (người chơi im lặng)</translation>
    </message>
    <message>
        <source>Who let his turn pass?</source>
        <translation>Ai đã bỏ qua lượt?</translation>
    </message>
    <message>
        <source>Floor: rule on a turn let pass</source>
        <translation>Floor: phán quyết lượt bị bỏ qua</translation>
    </message>
    <message>
        <source>Which player?</source>
        <translation>Người chơi nào?</translation>
    </message>
    <message>
        <source>Every option back</source>
        <translation>Được mọi lựa chọn trở lại</translation>
    </message>
    <message>
        <source>Call or fold only</source>
        <translation>Chỉ được theo hoặc bỏ bài</translation>
    </message>
    <message>
        <source>Whose chips?</source>
        <translation>Chip của ai?</translation>
    </message>
    <message>
        <source>How much came forward?</source>
        <translation>Bao nhiêu đã đẩy ra?</translation>
    </message>
    <message>
        <source>Floor: rule on chips still held</source>
        <translation>Floor: phán quyết chip vẫn còn cầm</translation>
    </message>
    <message>
        <source>A bet: the chips play</source>
        <translation>Là cược: chip có hiệu lực</translation>
    </message>
    <message>
        <source>No bet</source>
        <translation>Không phải cược</translation>
    </message>
    <message>
        <source>Who called short?</source>
        <translation>Ai theo thiếu?</translation>
    </message>
    <message>
        <source>How much did he put in? (Skip: he only said &apos;call&apos;)</source>
        <translation>Người đó đã bỏ vào bao nhiêu? (Bỏ qua: chỉ nói &apos;call&apos;)</translation>
    </message>
    <message>
        <source>Short call: take back, complete or fold</source>
        <translation>Theo thiếu: rút lại, bù đủ hoặc bỏ bài</translation>
    </message>
    <message>
        <source>Whose short call?</source>
        <translation>Ai theo thiếu?</translation>
    </message>
    <message>
        <source>What does he do?</source>
        <translation>Người đó làm gì?</translation>
    </message>
    <message>
        <source>Takes the call back</source>
        <translation>Rút lại lệnh theo</translation>
    </message>
    <message>
        <source>Completes the raise</source>
        <translation>Bù đủ mức tố</translation>
    </message>
    <message>
        <source>Folds</source>
        <translation>Bỏ bài</translation>
    </message>
    <message>
        <source>Whose raise?</source>
        <translation>Lệnh tố của ai?</translation>
    </message>
    <message>
        <source>Who objects?</source>
        <translation>Ai phản đối?</translation>
    </message>
    <message>
        <source>Floor: rule on a string raise</source>
        <translation>Floor: phán quyết tố nhiều lần (string raise)</translation>
    </message>
    <message>
        <source>The raise stands</source>
        <translation>Lệnh tố giữ nguyên</translation>
    </message>
    <message>
        <source>It is a call</source>
        <translation>Tính là theo</translation>
    </message>
    <message>
        <source>Accidental raise taken back</source>
        <translation>Rút lại lệnh tố nhầm</translation>
    </message>
    <message>
        <source>Colour up a player&apos;s chips</source>
        <translation>Đổi chip của người chơi sang mệnh giá lớn</translation>
    </message>
    <message>
        <source>How much is changed?</source>
        <translation>Đổi bao nhiêu?</translation>
    </message>
    <message>
        <source>From which chip?</source>
        <translation>Từ loại chip nào?</translation>
    </message>
    <message>
        <source>Into which chip?</source>
        <translation>Sang loại chip nào?</translation>
    </message>
    <message>
        <source>Floor: remove a player</source>
        <translation>Floor: mời người chơi rời bàn</translation>
    </message>
    <message>
        <source>Who is removed?</source>
        <translation>Ai bị mời rời bàn?</translation>
    </message>
    <message>
        <source>Floor: let a removed player back</source>
        <translation>Floor: cho người chơi đã bị mời ra quay lại</translation>
    </message>
    <message>
        <source>Who comes back?</source>
        <translation>Ai quay lại?</translation>
    </message>
    <message>
        <source>How does he come back?</source>
        <translation>Người đó quay lại thế nào?</translation>
    </message>
    <message>
        <source>Floor: rule on posting abuse</source>
        <translation>Floor: phán quyết lạm dụng đặt mù</translation>
    </message>
    <message>
        <source>Post a big blind before his next hand</source>
        <translation>Đặt mù lớn trước ván tiếp theo</translation>
    </message>
    <message>
        <source>No action</source>
        <translation>Không xử lý</translation>
    </message>
    <message>
        <source>Two players swap seats</source>
        <translation>Hai người chơi đổi ghế</translation>
    </message>
    <message>
        <source>First player?</source>
        <translation>Người chơi thứ nhất?</translation>
    </message>
    <message>
        <source>Swaps with?</source>
        <translation>Đổi với ai?</translation>
    </message>
    <message>
        <source>Deal off: move after the button hand</source>
        <translation>Deal off: đổi ghế sau ván ở nút</translation>
    </message>
    <message>
        <source>Who played his button hand?</source>
        <translation>Ai đã chơi ván ở nút?</translation>
    </message>
    <message>
        <source>To which open seat?</source>
        <translation>Sang ghế trống nào?</translation>
    </message>
    <message>
        <source>Take the full-game collection</source>
        <translation>Thu phí nhà bàn đầy</translation>
    </message>
    <message>
        <source>From whose stack?</source>
        <translation>Từ chồng chip của ai?</translation>
    </message>
    <message>
        <source>Floor: pick up an away player&apos;s chips</source>
        <translation>Floor: thu chip của người chơi vắng mặt</translation>
    </message>
    <message>
        <source>Whose chips are picked up?</source>
        <translation>Thu chip của ai?</translation>
    </message>
    <message>
        <source>Why? (Skip at a full game&apos;s third button; a seat asked for, or repeated lobbying)</source>
        <translation>Tại sao? (Bỏ qua ở lượt nút thứ ba của bàn đầy; có người xin ghế, hoặc vắng mặt nhiều lần)</translation>
    </message>
    <message>
        <source>Must-move game: on or off</source>
        <translation>Bàn must-move: bật hoặc tắt</translation>
    </message>
    <message>
        <source>Is this table a must-move game?</source>
        <translation>Bàn này có phải bàn must-move không?</translation>
    </message>
    <message>
        <source>Must-move game</source>
        <translation>Bàn must-move</translation>
    </message>
    <message>
        <source>Not a must-move game</source>
        <translation>Không phải bàn must-move</translation>
    </message>
    <message>
        <source>Floor: set the short-handed collection</source>
        <translation>Floor: đặt phí nhà khi bàn ít người</translation>
    </message>
    <message>
        <source>The collection while short-handed</source>
        <translation>Phí nhà khi bàn ít người</translation>
    </message>
    <message>
        <source>Blinds chop (everyone folded to them)</source>
        <translation>Các mù chia lại (mọi người đã bỏ bài tới họ)</translation>
    </message>
    <message>
        <source>Floor: collect by time, or on the button</source>
        <translation>Floor: thu theo giờ, hoặc ở nút</translation>
    </message>
    <message>
        <source>How is the collection taken from now on?</source>
        <translation>Từ giờ thu phí nhà thế nào?</translation>
    </message>
    <message>
        <source>By time (every player, per period)</source>
        <translation>Theo giờ (mỗi người chơi, mỗi kỳ)</translation>
    </message>
    <message>
        <source>On the button</source>
        <translation>Ở nút (button)</translation>
    </message>
    <message>
        <source>Floor: call time</source>
        <translation>Floor: thu phí giờ</translation>
    </message>
    <message>
        <source>Is anyone on the waiting list?</source>
        <translation>Có ai trong danh sách chờ không?</translation>
    </message>
    <message>
        <source>Yes: everyone pays before his next hand</source>
        <translation>Có: mọi người trả trước ván tiếp theo</translation>
    </message>
    <message>
        <source>No: each may play to his big blind first</source>
        <translation>Không: mỗi người có thể chơi tới lượt mù lớn của mình trước</translation>
    </message>
    <message>
        <source>Player pays time</source>
        <translation>Người chơi trả phí giờ</translation>
    </message>
    <message>
        <source>Who pays his time?</source>
        <translation>Ai trả phí giờ?</translation>
    </message>
    <message>
        <source>Players agree a time pot</source>
        <translation>Người chơi thỏa thuận pot phí giờ</translation>
    </message>
    <message>
        <source>Who plays the time pot? (the winner pays for all)</source>
        <translation>Ai chơi pot phí giờ? (người thắng trả cho tất cả)</translation>
    </message>
    <message>
        <source>Time-pot winner pays for all</source>
        <translation>Người thắng pot phí giờ trả cho tất cả</translation>
    </message>
    <message>
        <source>Who won the time pot?</source>
        <translation>Ai thắng pot phí giờ?</translation>
    </message>
    <message>
        <source>Newcomer dealt in before posting</source>
        <translation>Người mới được chia bài trước khi đặt mù</translation>
    </message>
    <message>
        <source>Which newcomer got cards?</source>
        <translation>Người mới nào đã nhận bài?</translation>
    </message>
    <message>
        <source>Did he look at his cards?</source>
        <translation>Người đó đã xem bài chưa?</translation>
    </message>
    <message>
        <source>He looked at them</source>
        <translation>Đã xem</translation>
    </message>
    <message>
        <source>He did not look</source>
        <translation>Chưa xem</translation>
    </message>
    <message>
        <source>Which cards did he get?</source>
        <translation>Người đó nhận những lá nào?</translation>
    </message>
    <message>
        <source>Player dealt in by mistake has acted</source>
        <translation>Người chơi được chia nhầm đã hành động</translation>
    </message>
    <message>
        <source>Who was dealt in by mistake?</source>
        <translation>Ai được chia nhầm?</translation>
    </message>
    <message>
        <source>How much has he put in this round?</source>
        <translation>Vòng này người đó đã bỏ vào bao nhiêu?</translation>
    </message>
    <message>
        <source>Was his action a fold?</source>
        <translation>Hành động của người đó có phải bỏ bài không?</translation>
    </message>
    <message>
        <source>He folded</source>
        <translation>Đã bỏ bài</translation>
    </message>
    <message>
        <source>He checked or called</source>
        <translation>Đã check hoặc theo</translation>
    </message>
    <message>
        <source>A player asks to see a hand pushed face down</source>
        <translation>Người chơi yêu cầu xem bài đã úp đẩy vào</translation>
    </message>
    <message>
        <source>Who asks to see it?</source>
        <translation>Ai yêu cầu xem?</translation>
    </message>
    <message>
        <source>Whose hand is asked for?</source>
        <translation>Yêu cầu xem bài của ai?</translation>
    </message>
    <message>
        <source>Which cards does that hand hold?</source>
        <translation>Tay bài đó gồm những lá nào?</translation>
    </message>
    <message>
        <source>Had the hand touched the muck?</source>
        <translation>Tay bài đó đã chạm bài bỏ (muck) chưa?</translation>
    </message>
    <message>
        <source>Yes: it is dead</source>
        <translation>Có: bài đó chết</translation>
    </message>
    <message>
        <source>No: it was only pushed face down</source>
        <translation>Không: chỉ úp đẩy vào</translation>
    </message>
    <message>
        <source>Floor: declare a misdeal</source>
        <translation>Floor: tuyên bố chia lỗi (misdeal)</translation>
    </message>
    <message>
        <source>Which misdeal case (LC-104)?</source>
        <translation>Trường hợp chia lỗi nào (LC-104)?</translation>
    </message>
    <message>
        <source>Chips passed to a player waiting for his runner</source>
        <translation>Chip chuyển cho người chơi đang chờ runner mang chip</translation>
    </message>
    <message>
        <source>Who hands the chips over?</source>
        <translation>Ai đưa chip?</translation>
    </message>
    <message>
        <source>Who waits for his runner&apos;s chips?</source>
        <translation>Ai đang chờ chip do runner mang tới?</translation>
    </message>
    <message>
        <source>How much is passed?</source>
        <translation>Chuyển bao nhiêu?</translation>
    </message>
    <message>
        <source>Cash put on the table (it does not play)</source>
        <translation>Tiền mặt đặt trên bàn (không được tính để chơi)</translation>
    </message>
    <message>
        <source>Whose cash?</source>
        <translation>Tiền mặt của ai?</translation>
    </message>
    <message>
        <source>Chips handed to another player</source>
        <translation>Chip đưa cho người chơi khác</translation>
    </message>
    <message>
        <source>Who took the chips?</source>
        <translation>Ai đã nhận chip?</translation>
    </message>
    <message>
        <source>Rack or object on the playing surface</source>
        <translation>Khay chip hoặc đồ vật trên mặt bàn chơi</translation>
    </message>
    <message>
        <source>At which seat?</source>
        <translation>Ở ghế nào?</translation>
    </message>
    <message>
        <source>Another casino&apos;s or wrapped chips</source>
        <translation>Chip của sòng khác hoặc còn nguyên gói</translation>
    </message>
    <message>
        <source>Cards held out of view</source>
        <translation>Bài bị giữ khuất tầm nhìn</translation>
    </message>
    <message>
        <source>Whose cards?</source>
        <translation>Bài của ai?</translation>
    </message>
    <message>
        <source>Every pot</source>
        <translation>Tất cả các pot</translation>
    </message>
    <message>
        <source>Main pot · ${amount}</source>
        <translation>Pot chính · ${amount}</translation>
    </message>
    <message>
        <source>Side pot {number} · ${amount}</source>
        <translation>Pot phụ {number} · ${amount}</translation>
    </message>
    <message>
        <source>LC-104{letter} · {case}</source>
        <translation>LC-104{letter} · {case}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player}</source>
        <translation>Ghế {seat} · {player}</translation>
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
lên ${amount}</translation>
    </message>
    <message>
        <source>{verb}
${low}-${high}</source>
        <translation>{verb}
${low}-${high}</translation>
    </message>
    <message>
        <source>Ask seat {seat}: {what}? (before the first card)</source>
        <translation>Hỏi ghế {seat}: {what}? (trước lá đầu tiên)</translation>
    </message>
    <message>
        <source>No
{what}</source>
        <translation>Không
{what}</translation>
    </message>
    <message>
        <source>Seat {seat} posts
{what} ${amount}</source>
        <translation>Ghế {seat} đặt
{what} ${amount}</translation>
    </message>
    <message>
        <source>Waiting for players.</source>
        <translation>Đang chờ người chơi.</translation>
    </message>
    <message>
        <source>Seat {seat} acts:</source>
        <translation>Ghế {seat} hành động:</translation>
    </message>
    <message>
        <source>Deal from the shoe: every card read appears on the table.</source>
        <translation>Chia từ shoe: mỗi lá đọc được hiện trên bàn.</translation>
    </message>
    <message>
        <source>No shoe connected.</source>
        <translation>Chưa nối shoe.</translation>
    </message>
    <message>
        <source>Cards dealt by hand</source>
        <translation>Đã chia bài bằng tay</translation>
    </message>
    <message>
        <source>Enter {need} board cards by touch</source>
        <translation>Chạm nhập {need} lá bài chung</translation>
    </message>
    <message>
        <source>Enter 1 board card by touch</source>
        <translation>Chạm nhập 1 lá bài chung</translation>
    </message>
    <message>
        <source>Seat {seat}
mucks</source>
        <translation>Ghế {seat}
bỏ bài</translation>
    </message>
    <message>
        <source>Seat {seat}
shows</source>
        <translation>Ghế {seat}
lật bài</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Hành động</translation>
    </message>
    <message>
        <source>TPPP</source>
        <translation>TPPP</translation>
    </message>
    <message>
        <source>{number}  open</source>
        <translation>{number}  trống</translation>
    </message>
    <message>
        <source>banks</source>
        <translation>làm cái</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>đã kết nối</translation>
    </message>
    <message>
        <source>resumed</source>
        <translation>đã hoạt động lại</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>sẵn sàng</translation>
    </message>
    <message>
        <source>silent</source>
        <translation>im lặng</translation>
    </message>
    <message>
        <source>lid open</source>
        <translation>nắp mở</translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>lá cắt</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>trống</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>mất kết nối</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>lỗi</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>Không có shoe</translation>
    </message>
    <message>
        <source>{device}: {state}</source>
        <translation>{device}: {state}</translation>
    </message>
    <message>
        <source>NOW</source>
        <translation>BÂY GIỜ</translation>
    </message>
    <message>
        <source>NEXT</source>
        <translation>TIẾP THEO</translation>
    </message>
    <message>
        <source>Nothing to do</source>
        <translation>Không có gì để làm</translation>
    </message>
    <message>
        <source>… and {more} more</source>
        <translation>… và {more} việc nữa</translation>
    </message>
    <message>
        <source>Rules: {rules}</source>
        <translation>Luật: {rules}</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Các bước</translation>
    </message>
    <message>
        <source>Ruling {number}: {title}{detail}. {ruling}{note}</source>
        <translation>Phán quyết {number}: {title}{detail}. {ruling}{note}</translation>
    </message>
    <message>
        <source>Call the floorperson: Floor &gt; Rulings, badge and PIN, to confirm or override.</source>
        <translation>Gọi floor: Floor &gt; Phán quyết, thẻ và PIN, để xác nhận hoặc thay đổi.</translation>
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
        <translation>Mù</translation>
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
        <translation>Đặt</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Lỡ mù</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Vắng</translation>
    </message>
    <message>
        <source>Wait BB</source>
        <translation>Chờ BB</translation>
    </message>
    <message>
        <source>Wait STR</source>
        <translation>Chờ STR</translation>
    </message>
    <message>
        <source>Hand void: every bet went back</source>
        <translation>Ván bị hủy: mọi cược đã trả lại</translation>
    </message>
    <message>
        <source>blinds</source>
        <translation>mù</translation>
    </message>
    <message>
        <source>dealing</source>
        <translation>đang chia</translation>
    </message>
    <message>
        <source>betting</source>
        <translation>đang cược</translation>
    </message>
    <message>
        <source>board cards</source>
        <translation>bài chung</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>lật bài</translation>
    </message>
    <message>
        <source>pushing the pot</source>
        <translation>đang trả pot</translation>
    </message>
    <message>
        <source>pot pushed</source>
        <translation>đã trả pot</translation>
    </message>
    <message>
        <source>voided</source>
        <translation>đã hủy</translation>
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
        <translation>Vòng thứ ba</translation>
    </message>
    <message>
        <source>4th street</source>
        <translation>Vòng thứ tư</translation>
    </message>
    <message>
        <source>5th street</source>
        <translation>Vòng thứ năm</translation>
    </message>
    <message>
        <source>6th street</source>
        <translation>Vòng thứ sáu</translation>
    </message>
    <message>
        <source>7th street</source>
        <translation>Vòng thứ bảy</translation>
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
        <translation>Chờ</translation>
    </message>
    <message>
        <source>Coll</source>
        <translation>Phí</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Tất tay</translation>
    </message>
    <message>
        <source>Hand {number} complete · Between hands</source>
        <translation>Ván {number} xong · Giữa các ván</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Giữa các ván</translation>
    </message>
    <message>
        <source>Total pot ${amount}</source>
        <translation>Tổng pot ${amount}</translation>
    </message>
    <message>
        <source>Main pot ${amount}</source>
        <translation>Pot chính ${amount}</translation>
    </message>
    <message>
        <source>Side pot {number} ${amount}</source>
        <translation>Pot phụ {number} ${amount}</translation>
    </message>
    <message>
        <source>Hand {number} · {street} · {phase}</source>
        <translation>Ván {number} · {street} · {phase}</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>7th street: {plan} ({rules})</source>
        <translation>Vòng thứ bảy: {plan} ({rules})</translation>
    </message>
    <message>
        <source>Seat {seat} ({name}): declare TPPP</source>
        <translation>Ghế {seat} ({name}): khai báo TPPP</translation>
    </message>
    <message>
        <source>The facts differ from the report</source>
        <translation>Sự việc khác báo cáo</translation>
    </message>
    <message>
        <source>The floor&apos;s judgement in the interest of fairness (LC-P1)</source>
        <translation>Vì công bằng (LC-P1)</translation>
    </message>
    <message>
        <source>The players agreed before action and the floor allows it</source>
        <translation>Thỏa thuận trước, floor cho phép</translation>
    </message>
    <message>
        <source>No ruling waits for the floor.</source>
        <translation>Không có phán quyết nào chờ floor.</translation>
    </message>
    <message>
        <source>Reading the hand from the room&apos;s copy of the log ...</source>
        <translation>Đang đọc ván bài từ bản sao nhật ký của phòng ...</translation>
    </message>
    <message>
        <source>The room&apos;s copy cannot show this ruling: {why}</source>
        <translation>Bản sao của phòng không hiển thị được phán quyết này: {why}</translation>
    </message>
    <message>
        <source>Choose a ruling above, or touch a table with an amber edge on the Room page.</source>
        <translation>Chọn một phán quyết ở trên, hoặc chạm vào bàn có viền màu hổ phách ở trang Phòng.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Bàn {table}</translation>
    </message>
    <message>
        <source>The station&apos;s decision: {decision}</source>
        <translation>Quyết định của trạm: {decision}</translation>
    </message>
    <message>
        <source>Confirm ruling {number}</source>
        <translation>Xác nhận phán quyết {number}</translation>
    </message>
    <message>
        <source>Override: {reason}</source>
        <translation>Thay đổi: {reason}</translation>
    </message>
    <message>
        <source>Confirm ruling {number} at {table}: the floorperson&apos;s badge, then PIN.</source>
        <translation>Xác nhận phán quyết {number} tại {table}: thẻ của floor, rồi mã PIN.</translation>
    </message>
    <message>
        <source>Override ({reason}) ruling {number} at {table}: the floorperson&apos;s badge, then PIN.</source>
        <translation>Thay đổi ({reason}) phán quyết {number} tại {table}: thẻ của floor, rồi mã PIN.</translation>
    </message>
    <message>
        <source>Not recorded: {why}.</source>
        <translation>Chưa ghi nhận: {why}.</translation>
    </message>
    <message>
        <source>Not recorded: the room store is out of reach. Try again in a moment; if it lasts, call the technician.</source>
        <translation>Chưa ghi nhận: không kết nối được phòng. Hãy thử lại sau giây lát; nếu vẫn vậy, gọi kỹ thuật viên.</translation>
    </message>
    <message>
        <source>Ruling {number} at {table} confirmed by {name}: sent to the table.</source>
        <translation>Phán quyết {number} tại {table} được {name} xác nhận: đã gửi tới bàn.</translation>
    </message>
    <message>
        <source>Ruling {number} at {table} overridden by {name}: sent to the table.</source>
        <translation>Phán quyết {number} tại {table} được {name} thay đổi: đã gửi tới bàn.</translation>
    </message>
    <message>
        <source>Override {number}: {reason}</source>
        <translation>Đổi {number}: {reason}</translation>
    </message>
    <message>
        <source>Ruling {number} confirmed by {name}.</source>
        <translation>Phán quyết {number} được {name} xác nhận.</translation>
    </message>
    <message>
        <source>Ruling {number} overridden by {name}.</source>
        <translation>Phán quyết {number} bị {name} thay đổi.</translation>
    </message>
    <message>
        <source>No ruling waits for the floor</source>
        <translation>Không có phán quyết nào chờ floor</translation>
    </message>
    <message>
        <source>Seat {seat} is open: nobody to declare</source>
        <translation>Ghế {seat} trống: không có ai để khai báo</translation>
    </message>
    <message>
        <source>Round {number} is in progress: settle it and end it before leaving this table.</source>
        <translation>Ván {number} đang diễn ra: thanh toán và kết thúc trước khi rời bàn này.</translation>
    </message>
    <message>
        <source>no cards are due now: {need}</source>
        <translation>lúc này chưa đến lá nào: {need}</translation>
    </message>
    <message>
        <source>no cards are due now</source>
        <translation>lúc này chưa đến lá nào</translation>
    </message>
    <message>
        <source>the shoe could not read the card it just dealt: enter it by touch (turn it over only where the game deals it face up)</source>
        <translation>shoe không đọc được lá vừa chia: nhập bằng chạm (chỉ lật ở nơi trò chơi chia ngửa)</translation>
    </message>
    <message>
        <source>the shoe read {card} but no card is due now: {need}</source>
        <translation>shoe đọc được {card} nhưng lúc này chưa đến lá nào: {need}</translation>
    </message>
    <message>
        <source>the shoe read {card} but no card is due now</source>
        <translation>shoe đọc được {card} nhưng lúc này chưa đến lá nào</translation>
    </message>
    <message>
        <source>between hands</source>
        <translation>giữa các ván</translation>
    </message>
    <message>
        <source>during the deal</source>
        <translation>trong lúc chia</translation>
    </message>
    <message>
        <source>during the betting and board cards</source>
        <translation>trong lúc cược và chia bài chung</translation>
    </message>
    <message>
        <source>at showdown</source>
        <translation>khi lật bài</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Đến hạn</translation>
    </message>
    <message>
        <source>Seat buttons</source>
        <translation>Nút của ghế</translation>
    </message>
    <message>
        <source>player, as on the list</source>
        <translation>người chơi, như trong danh sách</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>ghế</translation>
    </message>
    <message>
        <source>Meal break</source>
        <translation>Nghỉ ăn</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room, and his seat number</source>
        <translation>{player}? một người chơi đang ngồi trong phòng, và số ghế của anh ta</translation>
    </message>
    <message>
        <source>who</source>
        <translation>ai</translation>
    </message>
    <message>
        <source>Nothing due</source>
        <translation>Không có việc đến hạn</translation>
    </message>
    <message>
        <source>Away from their seats: {count}</source>
        <translation>Vắng khỏi ghế: {count}</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} phút</translation>
    </message>
    <message>
        <source>{minutes} min of 30 (meal)</source>
        <translation>{minutes} phút trên 30 (nghỉ ăn)</translation>
    </message>
    <message>
        <source>{minutes} min of 15</source>
        <translation>{minutes} phút trên 15</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat} · {kind} · {time}</source>
        <translation>{player} · {table} ghế {seat} · {kind} · {time}</translation>
    </message>
    <message>
        <source>meal</source>
        <translation>nghỉ ăn</translation>
    </message>
    <message>
        <source>other</source>
        <translation>khác</translation>
    </message>
    <message>
        <source>Missed blind</source>
        <translation>Mù bị bỏ lỡ</translation>
    </message>
    <message>
        <source>Hold button on</source>
        <translation>Bật nút giữ chỗ</translation>
    </message>
    <message>
        <source>Hold button off</source>
        <translation>Tắt nút giữ chỗ</translation>
    </message>
    <message>
        <source>Back at his seat</source>
        <translation>Đã về ghế</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat}: {missed} missed-blind + hold button (never counted, LC-GL-33)</source>
        <translation>{player} · {table} ghế {seat}: {missed} nút mù bị bỏ lỡ + nút giữ chỗ (không bao giờ tính, LC-GL-33)</translation>
    </message>
    <message>
        <source>{player} · {table} seat {seat}: {missed} missed-blind</source>
        <translation>{player} · {table} ghế {seat}: {missed} nút mù bị bỏ lỡ</translation>
    </message>
    <message>
        <source>No buttons out</source>
        <translation>Không có nút nào</translation>
    </message>
    <message>
        <source>table</source>
        <translation>bàn</translation>
    </message>
    <message>
        <source>amount $</source>
        <translation>số tiền $</translation>
    </message>
    <message>
        <source>floor&apos;s reason to override (LC-P1), if any</source>
        <translation>lý do floor thay đổi (LC-P1), nếu có</translation>
    </message>
    <message>
        <source>Buys in</source>
        <translation>Mua chip</translation>
    </message>
    <message>
        <source>Buys in, amount not said</source>
        <translation>Mua chip, không nói số tiền</translation>
    </message>
    <message>
        <source>Leaves with these chips</source>
        <translation>Rời bàn với số chip này</translation>
    </message>
    <message>
        <source>Left within the house&apos;s time: back with at least as much (LC-91)</source>
        <translation>Rời trong thời gian của nhà: quay lại với ít nhất bằng số cũ (LC-91)</translation>
    </message>
    <message>
        <source>how many dollars of chips?</source>
        <translation>bao nhiêu đô la chip?</translation>
    </message>
    <message>
        <source>{player}? a seated player and the chips he takes away</source>
        <translation>{player}? một người chơi đang ngồi và số chip anh ta mang đi</translation>
    </message>
    <message>
        <source>{player}: left {table} ({game}) {minutes} min ago with ${chips}; the rule holds {more} more min</source>
        <translation>{player}: rời {table} ({game}) {minutes} phút trước với ${chips}; quy định còn hiệu lực thêm {more} phút</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Không ai</translation>
    </message>
    <message>
        <source>Dealer rotation: every {period_minutes} minutes</source>
        <translation>Luân phiên dealer: mỗi {period_minutes} phút</translation>
    </message>
    <message>
        <source>The room store is out of reach: the rotation cannot be read now. The station tries again by itself; if it lasts, call the technician.</source>
        <translation>Không kết nối được phòng: hiện không đọc được lịch xoay dealer. Máy tự thử lại; nếu vẫn vậy, gọi kỹ thuật viên.</translation>
    </message>
    <message>
        <source>At the tables:</source>
        <translation>Tại các bàn:</translation>
    </message>
    <message>
        <source>{table}: no dealer</source>
        <translation>{table}: không có dealer</translation>
    </message>
    <message>
        <source>due in {minutes} min</source>
        <translation>đến lượt sau {minutes} phút</translation>
    </message>
    <message>
        <source>DUE {minutes} min ago</source>
        <translation>ĐÃ QUÁ HẠN {minutes} phút</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>đến lượt ngay</translation>
    </message>
    <message>
        <source>{table}: {dealer} for {minutes} min, {due}</source>
        <translation>{table}: {dealer} đã chia {minutes} phút, {due}</translation>
    </message>
    <message>
        <source>On break:</source>
        <translation>Đang nghỉ:</translation>
    </message>
    <message>
        <source>On break: nobody</source>
        <translation>Đang nghỉ: không ai</translation>
    </message>
    <message>
        <source>{dealer} since {minutes} min</source>
        <translation>{dealer} đã {minutes} phút</translation>
    </message>
    <message>
        <source>Next:</source>
        <translation>Tiếp theo:</translation>
    </message>
    <message>
        <source>nobody free</source>
        <translation>không ai rảnh</translation>
    </message>
    <message>
        <source>{dealer} to {table} in {minutes} min, relieving {relieved}</source>
        <translation>{dealer} tới {table} sau {minutes} phút, thay cho {relieved}</translation>
    </message>
    <message>
        <source>{dealer} to {table} in {minutes} min</source>
        <translation>{dealer} tới {table} sau {minutes} phút</translation>
    </message>
    <message>
        <source>Dealers</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Move now (LC-139)</source>
        <translation>Chuyển ngay (LC-139)</translation>
    </message>
    <message>
        <source>Play to his big blind and quit (LC-139a)</source>
        <translation>Chơi đến lượt mù lớn rồi nghỉ (LC-139a)</translation>
    </message>
    <message>
        <source>Finish the blinds and button (LC-139b)</source>
        <translation>Chơi hết mù và nút (LC-139b)</translation>
    </message>
    <message>
        <source>he may take a hand now, or come in behind the button, without posting</source>
        <translation>người đó được chơi một ván ngay, hoặc vào sau nút (button), không cần đặt</translation>
    </message>
    <message>
        <source>he may come in behind the button without posting</source>
        <translation>người đó được vào sau nút (button) không cần đặt</translation>
    </message>
    <message>
        <source>he owes the missed blinds like any seated player</source>
        <translation>người đó nợ các mù bị bỏ lỡ như mọi người chơi đang ngồi</translation>
    </message>
    <message>
        <source>his stack $</source>
        <translation>số chip của anh ta $</translation>
    </message>
    <message>
        <source>he brings $</source>
        <translation>anh ta mang theo $</translation>
    </message>
    <message>
        <source>enter his stack and what he brings</source>
        <translation>nhập số chip của anh ta và số anh ta mang theo</translation>
    </message>
    <message>
        <source>A must-move needs two open tables of the same game and limit (LC-137)</source>
        <translation>Must-move cần hai bàn mở cùng trò và mức cược (LC-137)</translation>
    </message>
    <message>
        <source>The tables&apos; logs cannot be read now: the room store is out of reach. The station tries again by itself.</source>
        <translation>Hiện không đọc được nhật ký các bàn: không kết nối được phòng. Máy tự thử lại.</translation>
    </message>
    <message>
        <source>{player} at {table}: not seated in its log yet; {may}</source>
        <translation>{player} ở {table}: chưa ngồi trong nhật ký của bàn; {may}</translation>
    </message>
    <message>
        <source>{player} at {table} seat {seat}: the button passed {passes} time(s); {may}</source>
        <translation>{player} ở {table} ghế {seat}: nút đã qua {passes} lần; {may}</translation>
    </message>
    <message>
        <source>Moved from a must-move game (LC-140):
{lines}</source>
        <translation>Chuyển từ bàn must-move (LC-140):
{lines}</translation>
    </message>
    <message>
        <source>{game_label}: no must-move game. Declare one to protect the main game (LC-137)</source>
        <translation>{game_label}: chưa có bàn must-move. Tuyên bố một bàn để bảo vệ bàn chính (LC-137)</translation>
    </message>
    <message>
        <source>{extra} must move to {main}</source>
        <translation>{extra} must-move sang {main}</translation>
    </message>
    <message>
        <source>{game_label}: {must_move_table} must move to {main_table}; {main_table} counts as a full game (LC-131)</source>
        <translation>{game_label}: {must_move_table} phải chuyển sang {main_table}; {main_table} tính là bàn đầy (LC-131)</translation>
    </message>
    <message>
        <source>playing in {table}</source>
        <translation>đang chơi ở {table}</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>đang chờ</translation>
    </message>
    <message>
        <source>called</source>
        <translation>đã được gọi</translation>
    </message>
    <message>
        <source>moving to {table}</source>
        <translation>đang chuyển sang {table}</translation>
    </message>
    <message>
        <source>List, in the waiting list&apos;s order (LC-138):
{lines}</source>
        <translation>Danh sách, theo thứ tự danh sách chờ (LC-138):
{lines}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>không có ai</translation>
    </message>
    <message>
        <source>not counted yet</source>
        <translation>chưa đếm</translation>
    </message>
    <message>
        <source>Players in {table}: {count} (short: they keep their rights without playing, LC-141)</source>
        <translation>Người chơi ở {table}: {count} (ít người: giữ quyền mà không cần chơi, LC-141)</translation>
    </message>
    <message>
        <source>Players in {table}: {count}</source>
        <translation>Người chơi ở {table}: {count}</translation>
    </message>
    <message>
        <source>{moving} moves to {main_table}: he brings at least ${minimum}, or all he has when under it (LC-143); no missed-blind buttons follow (LC-142)</source>
        <translation>{moving} chuyển sang {main_table}: mang ít nhất ${minimum}, hoặc tất cả nếu ít hơn (LC-143); nút lỡ mù không theo (LC-142)</translation>
    </message>
    <message>
        <source>Move {player}</source>
        <translation>Chuyển {player}</translation>
    </message>
    <message>
        <source>{called} was called: his choice</source>
        <translation>{called} đã được gọi: người đó chọn</translation>
    </message>
    <message>
        <source>Call {top} from {must_move_table}: where does he sit in this hand?</source>
        <translation>Gọi {top} từ {must_move_table}: ván này người đó ngồi đâu?</translation>
    </message>
    <message>
        <source>Waiting lists</source>
        <translation>Danh sách chờ</translation>
    </message>
    <message>
        <source>Must-move</source>
        <translation>Must-move</translation>
    </message>
    <message>
        <source>Breaks</source>
        <translation>Nghỉ</translation>
    </message>
    <message>
        <source>Buy-ins</source>
        <translation>Mua chip</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Ghế</translation>
    </message>
    <message>
        <source>set the room&apos;s house in the settings (house = &quot;LC_HIGH&quot;, ...)</source>
        <translation>đặt nhà của phòng trong phần cài đặt (house = &quot;LC_HIGH&quot;, ...)</translation>
    </message>
    <message>
        <source>the room file {file}: {error}</source>
        <translation>tệp phòng {file}: {error}</translation>
    </message>
    <message>
        <source>Waiting lists, must-move games and breaks need the house&apos;s rules: {problem}</source>
        <translation>Danh sách chờ, bàn must-move và giờ nghỉ cần luật của nhà: {problem}</translation>
    </message>
    <message>
        <source>Table changes</source>
        <translation>Đổi bàn</translation>
    </message>
    <message>
        <source>to table</source>
        <translation>đến bàn</translation>
    </message>
    <message>
        <source>A game breaks</source>
        <translation>Giải tán một bàn</translation>
    </message>
    <message>
        <source>open seats at its limit</source>
        <translation>số ghế trống ở mức cược đó</translation>
    </message>
    <message>
        <source>cards drawn, in the order shown: Kh Kd 2c</source>
        <translation>các lá đã rút, theo thứ tự hiển thị: Kh Kd 2c</translation>
    </message>
    <message>
        <source>Break the game</source>
        <translation>Giải tán bàn</translation>
    </message>
    <message>
        <source>Record the draw</source>
        <translation>Ghi kết quả rút</translation>
    </message>
    <message>
        <source>Asks: {position}</source>
        <translation>Yêu cầu: {position}</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room asks to move</source>
        <translation>{player}? người xin chuyển phải đang ngồi trong phòng</translation>
    </message>
    <message>
        <source>type the table he moves to, his stack and what he brings</source>
        <translation>gõ bàn người đó chuyển đến, số chip và số mang theo</translation>
    </message>
    <message>
        <source>which table, and how many open seats its limit has</source>
        <translation>bàn nào, và mức cược đó còn bao nhiêu ghế trống</translation>
    </message>
    <message>
        <source>{table}? a broken game&apos;s draw</source>
        <translation>{table}? rút bài của bàn bị giải tán</translation>
    </message>
    <message>
        <source>which table</source>
        <translation>bàn nào</translation>
    </message>
    <message>
        <source>{count} cards, one for each of {players}</source>
        <translation>{count} lá, mỗi người một lá: {players}</translation>
    </message>
    <message>
        <source>waits for the floor (LC-95)</source>
        <translation>chờ floor (LC-95)</translation>
    </message>
    <message>
        <source>approved by {floor}: {timing}</source>
        <translation>được {floor} duyệt: {timing}</translation>
    </message>
    <message>
        <source>To {table}</source>
        <translation>Sang {table}</translation>
    </message>
    <message>
        <source>Move {player}: the game broke (LC-38)</source>
        <translation>Chuyển {player}: bàn đã giải tán (LC-38)</translation>
    </message>
    <message>
        <source>Approve (LC-95)</source>
        <translation>Duyệt (LC-95)</translation>
    </message>
    <message>
        <source>Move {player} to {table}</source>
        <translation>Chuyển {player} sang {table}</translation>
    </message>
    <message>
        <source>{table}: the seats go to {players}</source>
        <translation>{table}: ghế thuộc về {players}</translation>
    </message>
    <message>
        <source>{table}: draw {players}; the floor draws for {away}</source>
        <translation>{table}: rút bài {players}; floor rút thay cho {away}</translation>
    </message>
    <message>
        <source>{table}: draw {players}</source>
        <translation>{table}: rút bài {players}</translation>
    </message>
    <message>
        <source>{player}: moves from the broken game</source>
        <translation>{player}: rời bàn đã giải tán</translation>
    </message>
    <message>
        <source>player&apos;s name, as on the board</source>
        <translation>tên người chơi, như trên bảng</translation>
    </message>
    <message>
        <source>Add walk-in</source>
        <translation>Thêm người có mặt</translation>
    </message>
    <message>
        <source>Add call-in</source>
        <translation>Thêm người gọi điện</translation>
    </message>
    <message>
        <source>players in the game, to give a seat</source>
        <translation>số người đang chơi, để cấp ghế</translation>
    </message>
    <message>
        <source>Asks for a seat change</source>
        <translation>Xin đổi ghế</translation>
    </message>
    <message>
        <source>choose a game first</source>
        <translation>chọn trò chơi trước</translation>
    </message>
    <message>
        <source>{player}? a player seated in the room asks for a seat change</source>
        <translation>{player}? người xin đổi ghế phải đang ngồi trong phòng</translation>
    </message>
    <message>
        <source>how many players are in the game? (LC-135)</source>
        <translation>bàn đang có bao nhiêu người chơi? (LC-135)</translation>
    </message>
    <message>
        <source>{game_label}: {count} waiting</source>
        <translation>{game_label}: {count} người chờ</translation>
    </message>
    <message>
        <source>No game is open and no list is kept yet</source>
        <translation>Chưa có bàn nào mở và chưa có danh sách</translation>
    </message>
    <message>
        <source>call-in, not here yet: {minutes} min of his hour left</source>
        <translation>gọi điện, chưa tới: còn {minutes} phút trong giờ của anh ta</translation>
    </message>
    <message>
        <source>called {minutes} min ago</source>
        <translation>đã gọi {minutes} phút trước</translation>
    </message>
    <message>
        <source>playing in must-move {table}</source>
        <translation>đang chơi ở bàn must-move {table}</translation>
    </message>
    <message>
        <source>Arrived</source>
        <translation>Đã đến</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Không trả lời</translation>
    </message>
    <message>
        <source>Take off the list</source>
        <translation>Xóa khỏi danh sách</translation>
    </message>
    <message>
        <source>Call to {table}</source>
        <translation>Gọi tới {table}</translation>
    </message>
    <message>
        <source>Seat at {table}</source>
        <translation>Xếp ghế ở {table}</translation>
    </message>
    <message>
        <source>Seat changes at {table}: {tie}</source>
        <translation>Đổi ghế tại {table}: {tie}</translation>
    </message>
    <message>
        <source>Seat changes at {table}: {players} (LC-88e)</source>
        <translation>Đổi ghế tại {table}: {players} (LC-88e)</translation>
    </message>
    <message>
        <source>Seat change at {table} to {player}</source>
        <translation>Đổi ghế tại {table} cho {player}</translation>
    </message>
    <message>
        <source>Draw for the button ({RULES})</source>
        <translation>Rút chọn button ({RULES})</translation>
    </message>
    <message>
        <source>open seat number</source>
        <translation>số ghế trống</translation>
    </message>
    <message>
        <source>Offer to the table</source>
        <translation>Mời cả bàn</translation>
    </message>
    <message>
        <source>who takes the seat</source>
        <translation>người nhận ghế</translation>
    </message>
    <message>
        <source>Hand over (LC-25)</source>
        <translation>Nhường ghế (LC-25)</translation>
    </message>
    <message>
        <source>lower game&apos;s table</source>
        <translation>bàn của ván thấp hơn</translation>
    </message>
    <message>
        <source>its open seats</source>
        <translation>số ghế trống ở đó</translation>
    </message>
    <message>
        <source>cards cut</source>
        <translation>các lá đã cắt</translation>
    </message>
    <message>
        <source>Cards by touch…</source>
        <translation>Nhập bài bằng chạm…</translation>
    </message>
    <message>
        <source>Record the cut</source>
        <translation>Ghi kết quả cắt</translation>
    </message>
    <message>
        <source>new limit, e.g. 20-40</source>
        <translation>mức cược mới, ví dụ 20-40</translation>
    </message>
    <message>
        <source>Raise the limit (LC-37)</source>
        <translation>Nâng mức cược (LC-37)</translation>
    </message>
    <message>
        <source>An open seat: the table first, then the list (LC-88f)</source>
        <translation>Ghế trống: mời cả bàn trước, rồi đến danh sách (LC-88f)</translation>
    </message>
    <message>
        <source>Seat handed to another person (LC-25)</source>
        <translation>Ghế nhường cho người khác (LC-25)</translation>
    </message>
    <message>
        <source>Short game: cut for a lower game&apos;s seats (LC-92)</source>
        <translation>Bàn ít người: cắt bài giành ghế ở ván thấp hơn (LC-92)</translation>
    </message>
    <message>
        <source>The game&apos;s limit goes up</source>
        <translation>Mức cược của bàn tăng lên</translation>
    </message>
    <message>
        <source>touch a table first</source>
        <translation>hãy chạm vào một bàn trước</translation>
    </message>
    <message>
        <source>which seat is open?</source>
        <translation>ghế nào đang trống?</translation>
    </message>
    <message>
        <source>touch the player who hands his seat over</source>
        <translation>chạm vào người chơi nhường ghế</translation>
    </message>
    <message>
        <source>{count} cards, one for each of {players}, and the open seats</source>
        <translation>{count} lá, mỗi lá cho một người trong {players}, và số ghế trống</translation>
    </message>
    <message>
        <source>The cut at {table}: touch each player&apos;s card in this order: {players}</source>
        <translation>Cắt bài ở {table}: chạm vào lá của từng người chơi theo thứ tự này: {players}</translation>
    </message>
    <message>
        <source>cards cut, in this order: {players}</source>
        <translation>các lá đã cắt, theo thứ tự này: {players}</translation>
    </message>
    <message>
        <source>Seat {seat}: offered to the table by {by}</source>
        <translation>Ghế {seat}: {by} đã mời cả bàn</translation>
    </message>
    <message>
        <source>Lock seat {seat} for {player}</source>
        <translation>Giữ ghế {seat} cho {player}</translation>
    </message>
    <message>
        <source>Seat {seat}: {player}&apos;s chips are down, he keeps it</source>
        <translation>Ghế {seat}: chip của {player} đã đặt trên bàn, người đó giữ ghế</translation>
    </message>
    <message>
        <source>Seat {seat}: locked for {player}</source>
        <translation>Ghế {seat}: đã giữ cho {player}</translation>
    </message>
    <message>
        <source>Cut for {table}: {winners}</source>
        <translation>Cắt bài cho {table}: {winners}</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Rút lại</translation>
    </message>
    <message>
        <source>No draw now: the draw for the button opens a new game, before its first hand, with two or more players seated and present (stud has no button) (LC-86).</source>
        <translation>Chưa rút lúc này: rút chọn button mở một bàn mới, trước ván đầu, khi có từ hai người ngồi và có mặt (stud không có button) (LC-86).</translation>
    </message>
    <message>
        <source>Touch each player&apos;s card in seat order: seats {order}</source>
        <translation>Chạm lá của từng người theo thứ tự ghế: ghế {order}</translation>
    </message>
    <message>
        <source>Refused: {refusal}. Draw again: the shoe&apos;s next cards, or by touch.</source>
        <translation>Từ chối: {refusal}. Rút lại: các lá kế tiếp từ shoe, hoặc bằng chạm.</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}): {card}</source>
        <translation>Ghế {seat} ({player}): {card}</translation>
    </message>
    <message>
        <source>The best card is seat {seat}&apos;s ({card}): the button goes to seat {seat} ({rules}).</source>
        <translation>Lá cao nhất là của ghế {seat} ({card}): nút dealer về ghế {seat} ({rules}).</translation>
    </message>
    <message>
        <source>The draw needs two or more players seated and present (LC-86).</source>
        <translation>Rút cần từ hai người ngồi và có mặt (LC-86).</translation>
    </message>
    <message>
        <source>Pull one card from the shoe for seat {seat}, or enter the cards by touch.</source>
        <translation>Rút một lá từ shoe cho ghế {seat}, hoặc nhập bài bằng cách chạm.</translation>
    </message>
    <message>
        <source>A house policy the rulebook does not list (LC-P1)</source>
        <translation>Quy định của nhà không có trong luật (LC-P1)</translation>
    </message>
    <message>
        <source>The player&apos;s chips were counted wrong and the floor has checked them</source>
        <translation>Chip của người chơi bị đếm sai và floor đã kiểm lại</translation>
    </message>
    <message>
        <source>Refused: {why}.
Change the amount, or call the floor: a floorperson may accept it with a reason (LC-P1).</source>
        <translation>Từ chối: {why}.
Đổi số tiền, hoặc gọi floor: floor có thể chấp nhận kèm lý do (LC-P1).</translation>
    </message>
    <message>
        <source>Change the amount</source>
        <translation>Đổi số tiền</translation>
    </message>
    <message>
        <source>{text}
Signed in: {name} ({role}). Accept the buy-in because:</source>
        <translation>{text}
Đã đăng nhập: {name} ({role}). Chấp nhận mua chip vì:</translation>
    </message>
    <message>
        <source>House dealer</source>
        <translation>Dealer của nhà</translation>
    </message>
    <message>
        <source>Demo: present the demo floorperson&apos;s badge (she deals)</source>
        <translation>Demo: quẹt thẻ demo của floor (cô ấy chia bài)</translation>
    </message>
    <message>
        <source>{name} ({badge}) deals at this table.</source>
        <translation>{name} ({badge}) chia bài ở bàn này.</translation>
    </message>
    <message>
        <source>No house dealer is signed in at this table.</source>
        <translation>Không có dealer của nhà đăng nhập ở bàn này.</translation>
    </message>
    <message>
        <source>{name} signed in: the log names {name} as the dealer from the next hand.</source>
        <translation>{name} đã đăng nhập: nhật ký ghi {name} là dealer từ ván sau.</translation>
    </message>
    <message>
        <source>{name} signed out.</source>
        <translation>{name} đã đăng xuất.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Phán quyết</translation>
    </message>
    <message>
        <source>Irregularities</source>
        <translation>Sự cố</translation>
    </message>
    <message>
        <source>Last 10 hands</source>
        <translation>10 ván gần nhất</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Đầu</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Lùi</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Tiếp ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Cuối ▶|</translation>
    </message>
    <message>
        <source>Touch a hand to replay it.</source>
        <translation>Chạm một ván để xem lại.</translation>
    </message>
    <message>
        <source>No hand in the log yet.</source>
        <translation>Nhật ký chưa có ván nào.</translation>
    </message>
    <message>
        <source>Hand {hand} is still being played: hole cards stay down until it ends.</source>
        <translation>Ván {hand} vẫn đang chơi: bài tẩy giữ úp cho đến khi kết thúc.</translation>
    </message>
    <message>
        <source>Before the hand</source>
        <translation>Trước ván</translation>
    </message>
    <message>
        <source>Hand {hand} · step {step} of {steps}: {what}</source>
        <translation>Ván {hand} · bước {step} / {steps}: {what}</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>đang chơi</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>bị gián đoạn</translation>
    </message>
    <message>
        <source>Round {number} · {when}</source>
        <translation>Ván {number} · {when}</translation>
    </message>
    <message>
        <source>Hand {number} · {when}</source>
        <translation>Ván {number} · {when}</translation>
    </message>
    <message>
        <source>dealt by {dealer}</source>
        <translation>do {dealer} chia</translation>
    </message>
    <message>
        <source>-1 month</source>
        <translation>-1 tháng</translation>
    </message>
    <message>
        <source>-1 day</source>
        <translation>-1 ngày</translation>
    </message>
    <message>
        <source>+1 day</source>
        <translation>+1 ngày</translation>
    </message>
    <message>
        <source>+1 month</source>
        <translation>+1 tháng</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Từ</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Đến</translation>
    </message>
    <message>
        <source>Touch each die&apos;s number, then the pile the P/D sends out first.</source>
        <translation>Chạm số của từng viên xúc xắc, rồi chồng bài mà P/D chia ra trước.</translation>
    </message>
    <message>
        <source>Type the player&apos;s name</source>
        <translation>Tên người chơi</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Dấu cách</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Xóa hết</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Ghế</translation>
    </message>
    <message>
        <source>Wager</source>
        <translation>Cửa cược</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Stake left</source>
        <translation>Vốn còn lại</translation>
    </message>
    <message>
        <source>pay ${amount}</source>
        <translation>trả ${amount}</translation>
    </message>
    <message>
        <source>take ${amount}</source>
        <translation>thu ${amount}</translation>
    </message>
    <message>
        <source>back ${amount}</source>
        <translation>trả lại ${amount}</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>chờ</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>được bao</translation>
    </message>
    <message>
        <source>partly covered</source>
        <translation>bao một phần</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>trả lại</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>chết</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>đã trả</translation>
    </message>
    <message>
        <source>win</source>
        <translation>thắng</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>thua</translation>
    </message>
    <message>
        <source>push</source>
        <translation>hòa</translation>
    </message>
    <message>
        <source>no action</source>
        <translation>không tính</translation>
    </message>
    <message>
        <source>to the house</source>
        <translation>cho nhà</translation>
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
        <translation>cược gốc (base)</translation>
    </message>
    <message>
        <source>call</source>
        <translation>theo (call)</translation>
    </message>
    <message>
        <source>pair plus</source>
        <translation>pair plus</translation>
    </message>
    <message>
        <source>blind</source>
        <translation>mù (blind)</translation>
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
        <translation>phí nhà</translation>
    </message>
    <message>
        <source>wagers</source>
        <translation>đặt cược</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>đang chơi</translation>
    </message>
    <message>
        <source>settling</source>
        <translation>đang thanh toán</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>đã thanh toán</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>đã kết thúc</translation>
    </message>
    <message>
        <source>banked game</source>
        <translation>trò chơi có người làm cái</translation>
    </message>
    <message>
        <source>Between rounds</source>
        <translation>Giữa các vòng</translation>
    </message>
    <message>
        <source>{wager} ${amount}</source>
        <translation>{wager} ${amount}</translation>
    </message>
    <message>
        <source>Banker: {name} (seat {seat}) · stake ${stake} · left ${left}</source>
        <translation>Cái: {name} (ghế {seat}) · vốn ${stake} · còn ${left}</translation>
    </message>
    <message>
        <source>Round {number} · {phase} · dice {dice}, pile {pile}</source>
        <translation>Vòng {number} · {phase} · xúc xắc {dice}, chồng {pile}</translation>
    </message>
    <message>
        <source>Round {number} · {phase}</source>
        <translation>Vòng {number} · {phase}</translation>
    </message>
    <message>
        <source>wager</source>
        <translation>cược</translation>
    </message>
    <message>
        <source>{house} {game} is a banked game but no room file sets its posted limits and pay tables</source>
        <translation>{house} {game} là trò chơi có người làm cái nhưng chưa có tệp của phòng đặt mức cược và bảng trả thưởng</translation>
    </message>
    <message>
        <source>a valid card frame arrived</source>
        <translation>đã nhận khung đọc bài hợp lệ</translation>
    </message>
    <message>
        <source>{device} sent something that could not be read. A card pulled just now may not have been read: check the cards on screen against the table. (For the technician: {reason})</source>
        <translation>{device} gửi dữ liệu không đọc được. Lá vừa rút có thể chưa được đọc: hãy đối chiếu bài trên màn hình với bài trên bàn. (Cho kỹ thuật viên: {reason})</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>bỏ bài</translation>
    </message>
    <message>
        <source>check</source>
        <translation>check</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>cược</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>tố</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>cược đủ (complete)</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>tất tay (all-in)</translation>
    </message>
    <message>
        <source>bring-in</source>
        <translation>bring-in</translation>
    </message>
    <message>
        <source>Award disputed</source>
        <translation>Tranh chấp trả pot</translation>
    </message>
    <message>
        <source>Bet taken back</source>
        <translation>Đã rút lại cược</translation>
    </message>
    <message>
        <source>Blinds chopped</source>
        <translation>Các mù đã chia lại</translation>
    </message>
    <message>
        <source>Player says the board plays</source>
        <translation>Người chơi nói bài chung là bài của mình</translation>
    </message>
    <message>
        <source>Button drawn</source>
        <translation>Đã bốc thăm nút</translation>
    </message>
    <message>
        <source>Buy-in checked</source>
        <translation>Đã kiểm tra mua chip</translation>
    </message>
    <message>
        <source>Card discarded</source>
        <translation>Đã bỏ lá bài</translation>
    </message>
    <message>
        <source>Card set aside</source>
        <translation>Đã để riêng lá bài</translation>
    </message>
    <message>
        <source>Cards exposed</source>
        <translation>Bài bị lộ</translation>
    </message>
    <message>
        <source>Log signed</source>
        <translation>Nhật ký đã ký</translation>
    </message>
    <message>
        <source>Cheque not honoured</source>
        <translation>Séc không được chấp nhận</translation>
    </message>
    <message>
        <source>Cheque processed</source>
        <translation>Séc đã xử lý</translation>
    </message>
    <message>
        <source>Chips added</source>
        <translation>Đã thêm chip</translation>
    </message>
    <message>
        <source>Chips bought for the next deal</source>
        <translation>Chip mua cho ván sau</translation>
    </message>
    <message>
        <source>Chips coloured up</source>
        <translation>Đã đổi chip sang mệnh giá lớn</translation>
    </message>
    <message>
        <source>Chips passed to play behind</source>
        <translation>Chip chuyển để chơi &quot;behind&quot;</translation>
    </message>
    <message>
        <source>Chips picked up</source>
        <translation>Đã thu chip</translation>
    </message>
    <message>
        <source>Collection mode changed</source>
        <translation>Đã đổi cách thu phí nhà</translation>
    </message>
    <message>
        <source>Collection set by the floor</source>
        <translation>Floor đã đặt phí nhà</translation>
    </message>
    <message>
        <source>Correction planned</source>
        <translation>Đã lên kế hoạch sửa</translation>
    </message>
    <message>
        <source>Dealer signed in</source>
        <translation>Dealer đã đăng nhập</translation>
    </message>
    <message>
        <source>Dealer signed out</source>
        <translation>Dealer đã đăng xuất</translation>
    </message>
    <message>
        <source>Dispute resolved</source>
        <translation>Tranh chấp đã giải quyết</translation>
    </message>
    <message>
        <source>Burn card dealt early</source>
        <translation>Đốt bài quá sớm</translation>
    </message>
    <message>
        <source>Entry chosen</source>
        <translation>Đã chọn cách vào bàn</translation>
    </message>
    <message>
        <source>Player asks to see exposed cards</source>
        <translation>Người chơi yêu cầu xem bài bị lộ</translation>
    </message>
    <message>
        <source>Extra card burned</source>
        <translation>Đã đốt lá thừa</translation>
    </message>
    <message>
        <source>Extra card recorded</source>
        <translation>Đã ghi nhận lá thừa</translation>
    </message>
    <message>
        <source>Flop recalled</source>
        <translation>Đã thu lại flop</translation>
    </message>
    <message>
        <source>Chips moved forward, still held</source>
        <translation>Chip đã đẩy ra nhưng vẫn còn cầm</translation>
    </message>
    <message>
        <source>Floor ruled on chips still held</source>
        <translation>Floor đã phán quyết chip vẫn còn cầm</translation>
    </message>
    <message>
        <source>Full-game collection taken</source>
        <translation>Đã thu phí nhà bàn đầy</translation>
    </message>
    <message>
        <source>Player calls his hand</source>
        <translation>Người chơi xướng bài của mình</translation>
    </message>
    <message>
        <source>Hand killed</source>
        <translation>Bài đã bị hủy</translation>
    </message>
    <message>
        <source>Hand made live</source>
        <translation>Bài được tính lại</translation>
    </message>
    <message>
        <source>Hand retrieved</source>
        <translation>Đã lấy lại bài</translation>
    </message>
    <message>
        <source>Button held</source>
        <translation>Giữ nút</translation>
    </message>
    <message>
        <source>Hole card exposed</source>
        <translation>Bài tẩy bị lộ</translation>
    </message>
    <message>
        <source>Hole card replaced</source>
        <translation>Đã thay bài tẩy</translation>
    </message>
    <message>
        <source>Floor ruled on a wrong hand call</source>
        <translation>Floor đã phán quyết việc xướng sai bài</translation>
    </message>
    <message>
        <source>Short call of a missed raise</source>
        <translation>Theo thiếu do không thấy lệnh tố</translation>
    </message>
    <message>
        <source>Short call resolved</source>
        <translation>Đã xử lý theo thiếu</translation>
    </message>
    <message>
        <source>Must-move game marked</source>
        <translation>Đã đánh dấu bàn must-move</translation>
    </message>
    <message>
        <source>Newcomer dealt in</source>
        <translation>Người mới đã được chia bài</translation>
    </message>
    <message>
        <source>Player dealt in by mistake acted</source>
        <translation>Người chơi được chia nhầm đã hành động</translation>
    </message>
    <message>
        <source>Action out of turn</source>
        <translation>Hành động sai lượt</translation>
    </message>
    <message>
        <source>Player away</source>
        <translation>Người chơi vắng mặt</translation>
    </message>
    <message>
        <source>Player back</source>
        <translation>Người chơi đã quay lại</translation>
    </message>
    <message>
        <source>Player called away</source>
        <translation>Người chơi được gọi sang bàn khác</translation>
    </message>
    <message>
        <source>Player left</source>
        <translation>Người chơi đã rời bàn</translation>
    </message>
    <message>
        <source>Player removed</source>
        <translation>Người chơi bị mời rời bàn</translation>
    </message>
    <message>
        <source>Player returned</source>
        <translation>Người chơi được quay lại</translation>
    </message>
    <message>
        <source>Player seated</source>
        <translation>Người chơi đã ngồi vào bàn</translation>
    </message>
    <message>
        <source>Post declined</source>
        <translation>Đã từ chối đặt cược bắt buộc</translation>
    </message>
    <message>
        <source>Floor ruled on posting abuse</source>
        <translation>Floor đã phán quyết lạm dụng đặt mù</translation>
    </message>
    <message>
        <source>Raise withdrawn</source>
        <translation>Đã rút lại lệnh tố</translation>
    </message>
    <message>
        <source>Runner&apos;s chips announced</source>
        <translation>Đã báo chip runner đang mang tới</translation>
    </message>
    <message>
        <source>Runner&apos;s chips arrived</source>
        <translation>Chip của runner đã tới</translation>
    </message>
    <message>
        <source>Seat changed</source>
        <translation>Đã đổi ghế</translation>
    </message>
    <message>
        <source>Seats swapped</source>
        <translation>Đã đổi chỗ cho nhau</translation>
    </message>
    <message>
        <source>Dealer saw a string raise</source>
        <translation>Dealer thấy tố nhiều lần (string raise)</translation>
    </message>
    <message>
        <source>Player objects: string raise</source>
        <translation>Người chơi phản đối: tố nhiều lần (string raise)</translation>
    </message>
    <message>
        <source>Floor ruled on a string raise</source>
        <translation>Floor đã phán quyết tố nhiều lần (string raise)</translation>
    </message>
    <message>
        <source>Stub reshuffled</source>
        <translation>Đã xáo lại phần bài còn lại</translation>
    </message>
    <message>
        <source>Stud: all-in declared</source>
        <translation>Stud: đã tuyên bố tất tay</translation>
    </message>
    <message>
        <source>Stud: ante returned</source>
        <translation>Stud: đã trả lại ante</translation>
    </message>
    <message>
        <source>Stud: card dealt early</source>
        <translation>Stud: chia bài quá sớm</translation>
    </message>
    <message>
        <source>Stud: down card exposed</source>
        <translation>Stud: bài úp bị lộ</translation>
    </message>
    <message>
        <source>Stud: early card kept</source>
        <translation>Stud: giữ lá chia sớm</translation>
    </message>
    <message>
        <source>Stud: extra card removed</source>
        <translation>Stud: đã bỏ lá thừa</translation>
    </message>
    <message>
        <source>Stud: fold with no bet</source>
        <translation>Stud: bỏ bài khi chưa có cược</translation>
    </message>
    <message>
        <source>Stud: reserve returned</source>
        <translation>Stud: đã trả lại phần giữ lại</translation>
    </message>
    <message>
        <source>Stud: 7th street card face up</source>
        <translation>Stud: lá vòng thứ bảy bị ngửa</translation>
    </message>
    <message>
        <source>Stud: street played as dealt</source>
        <translation>Stud: vòng được chơi như đã chia</translation>
    </message>
    <message>
        <source>Table configured</source>
        <translation>Đã thiết lập bàn</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>Đã thông báo thu phí giờ</translation>
    </message>
    <message>
        <source>Time paid</source>
        <translation>Đã trả phí giờ</translation>
    </message>
    <message>
        <source>Time pot agreed</source>
        <translation>Đã thỏa thuận pot phí giờ</translation>
    </message>
    <message>
        <source>Top card owed</source>
        <translation>Còn nợ lá trên cùng</translation>
    </message>
    <message>
        <source>Floor ruled on a turn let pass</source>
        <translation>Floor đã phán quyết lượt bị bỏ qua</translation>
    </message>
    <message>
        <source>Turn let pass</source>
        <translation>Bỏ qua lượt</translation>
    </message>
    <message>
        <source>{event} (seat {seat})</source>
        <translation>{event} (ghế {seat})</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {post}: ${amount} + ${dead} dead</source>
        <translation>Ghế {seat} đặt {post}: ${amount} + ${dead} chết</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {post}: ${amount}</source>
        <translation>Ghế {seat} đặt {post}: ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action} ${amount}</source>
        <translation>Ghế {seat}: {action} ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action} to ${amount}</source>
        <translation>Ghế {seat}: {action} lên ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat}: {action}</source>
        <translation>Ghế {seat}: {action}</translation>
    </message>
    <message>
        <source>Seat {seat} wins ${amount} of the main pot</source>
        <translation>Ghế {seat} thắng ${amount} của pot chính</translation>
    </message>
    <message>
        <source>Seat {seat} wins ${amount} of side pot {number}</source>
        <translation>Ghế {seat} thắng ${amount} của pot phụ {number}</translation>
    </message>
    <message>
        <source>{award}: {hand}</source>
        <translation>{award}: {hand}</translation>
    </message>
    <message>
        <source>ruling {number}: {title}</source>
        <translation>phán quyết {number}: {title}</translation>
    </message>
    <message>
        <source>Ruling {number} proposed: {title} ({detail})</source>
        <translation>Đề xuất phán quyết {number}: {title} ({detail})</translation>
    </message>
    <message>
        <source>Ruling {number} proposed: {title}</source>
        <translation>Đề xuất phán quyết {number}: {title}</translation>
    </message>
    <message>
        <source>Ruling {number} confirmed by {name}</source>
        <translation>Phán quyết {number} được {name} xác nhận</translation>
    </message>
    <message>
        <source>Ruling {number} overridden by {name}</source>
        <translation>Phán quyết {number} bị {name} thay đổi</translation>
    </message>
    <message>
        <source>Ruling {number} {decision} by {name}</source>
        <translation>Phán quyết {number}: {decision} bởi {name}</translation>
    </message>
    <message>
        <source>{ruling}: {reason}</source>
        <translation>{ruling}: {reason}</translation>
    </message>
    <message>
        <source>Hand {hand} starts: button on seat {seat}</source>
        <translation>Ván {hand} bắt đầu: nút ở ghế {seat}</translation>
    </message>
    <message>
        <source>Collection from seat {seat}: ${amount}</source>
        <translation>Phí nhà từ ghế {seat}: ${amount}</translation>
    </message>
    <message>
        <source>Card dealt to seat {seat} face up</source>
        <translation>Chia một lá ngửa cho ghế {seat}</translation>
    </message>
    <message>
        <source>Card dealt to seat {seat}</source>
        <translation>Chia một lá cho ghế {seat}</translation>
    </message>
    <message>
        <source>Burn card</source>
        <translation>Lá đốt (burn)</translation>
    </message>
    <message>
        <source>Board card {card}</source>
        <translation>Bài chung {card}</translation>
    </message>
    <message>
        <source>Board card (not read)</source>
        <translation>Bài chung (chưa đọc được)</translation>
    </message>
    <message>
        <source>Seat {seat} shows {cards}</source>
        <translation>Ghế {seat} lật bài {cards}</translation>
    </message>
    <message>
        <source>Seat {seat} mucks</source>
        <translation>Ghế {seat} bỏ bài (muck)</translation>
    </message>
    <message>
        <source>Uncalled ${amount} back to seat {seat}</source>
        <translation>${amount} không ai theo trả lại ghế {seat}</translation>
    </message>
    <message>
        <source>Hand {hand} ends</source>
        <translation>Ván {hand} kết thúc</translation>
    </message>
    <message>
        <source>Hand voided: {reason}</source>
        <translation>Ván bị hủy: {reason}</translation>
    </message>
    <message>
        <source>too many wrong PINs: this badge is locked until {time} (counted at every floor station)</source>
        <translation>nhập sai PIN quá nhiều lần: thẻ này bị khóa đến {time} (tính ở mọi trạm floor)</translation>
    </message>
    <message>
        <source>this badge&apos;s PIN record is not valid: an admin must reset the PIN at a table</source>
        <translation>bản ghi PIN của thẻ này không hợp lệ: quản trị viên phải đặt lại PIN tại một bàn</translation>
    </message>
    <message>
        <source>badge or PIN not recognised</source>
        <translation>không nhận ra thẻ hoặc PIN</translation>
    </message>
    <message>
        <source>{name} is {role}: a floorperson must decide</source>
        <translation>{name} là {role}: floor phải quyết định</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN is too short for {role}: choose a new one at a table first</source>
        <translation>PIN của {name} quá ngắn cho vai trò {role}: hãy chọn PIN mới tại một bàn trước</translation>
    </message>
    <message>
        <source>badge or PIN not recognised: {failures} wrong PINs in a row, this badge is locked until {time}</source>
        <translation>không nhận ra thẻ hoặc PIN: sai PIN {failures} lần liên tiếp, thẻ này bị khóa đến {time}</translation>
    </message>
    <message>
        <source>the room store is out of reach, and signing in needs it: try again in a moment; if it lasts, call the technician</source>
        <translation>không kết nối được phòng, mà đăng nhập cần đến phòng: hãy thử lại sau giây lát; nếu vẫn vậy, gọi kỹ thuật viên</translation>
    </message>
    <message>
        <source>Floor station: ruling {number} confirmed by {name}.</source>
        <translation>Trạm floor: phán quyết {number} được {name} xác nhận.</translation>
    </message>
    <message>
        <source>Floor station: ruling {number} overridden ({reason}) by {name}.</source>
        <translation>Trạm floor: phán quyết {number} bị {name} thay đổi ({reason}).</translation>
    </message>
    <message>
        <source>Floor station&apos;s decision on ruling {number} refused here: {why}.</source>
        <translation>Quyết định của trạm floor về phán quyết {number} bị từ chối tại đây: {why}.</translation>
    </message>
    <message>
        <source>the small blind</source>
        <translation>mù nhỏ</translation>
    </message>
    <message>
        <source>the big blind</source>
        <translation>mù lớn</translation>
    </message>
    <message>
        <source>the button blind</source>
        <translation>mù ở nút (button blind)</translation>
    </message>
    <message>
        <source>the ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <source>the bring-in</source>
        <translation>bring-in</translation>
    </message>
    <message>
        <source>the collection</source>
        <translation>phí nhà</translation>
    </message>
    <message>
        <source>the smallest chip</source>
        <translation>chip nhỏ nhất</translation>
    </message>
    <message>
        <source>Small blind for {limit}: ${amount}</source>
        <translation>Mù nhỏ cho {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Big blind for {limit}: ${amount}</source>
        <translation>Mù lớn cho {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Button blind for {limit}: ${amount}</source>
        <translation>Mù ở nút cho {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Ante for {limit}: ${amount}</source>
        <translation>Ante cho {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Bring-in for {limit}: ${amount}</source>
        <translation>Bring-in cho {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Collection for {limit}: ${amount}</source>
        <translation>Phí nhà cho {limit}: ${amount}</translation>
    </message>
    <message>
        <source>Smallest chip for {limit}: ${amount}</source>
        <translation>Chip nhỏ nhất cho {limit}: ${amount}</translation>
    </message>
    <message>
        <source>whether the button&apos;s collection is live</source>
        <translation>phí nhà ở nút có tính là cược sống không</translation>
    </message>
    <message>
        <source>how many bets a round allows</source>
        <translation>mỗi vòng cho phép bao nhiêu lần cược</translation>
    </message>
    <message>
        <source>whether heads-up betting is uncapped</source>
        <translation>khi còn hai người thì cược có giới hạn không</translation>
    </message>
    <message>
        <source>how a short all-in counts</source>
        <translation>tất tay thiếu được tính thế nào</translation>
    </message>
    <message>
        <source>whether an open pair on 4th street may bet big</source>
        <translation>có đôi ngửa ở vòng thứ tư thì có được cược lớn không</translation>
    </message>
    <message>
        <source>the setting {key}</source>
        <translation>thiết lập {key}</translation>
    </message>
    <message>
        <source>{setting} for {limit}: ${amount}</source>
        <translation>{setting} cho {limit}: ${amount}</translation>
    </message>
    <message>
        <source>{title} ({detail})</source>
        <translation>{title} ({detail})</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, round {number}</source>
        <translation>Được báo {by} tại bàn {table}, vòng {number}</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, hand {number}</source>
        <translation>Được báo {by} tại bàn {table}, ván {number}</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, {when}, round {number}</source>
        <translation>Được báo {by} tại bàn {table}, {when}, vòng {number}</translation>
    </message>
    <message>
        <source>Reported {by} at table {table}, {when}, hand {number}</source>
        <translation>Được báo {by} tại bàn {table}, {when}, ván {number}</translation>
    </message>
    <message>
        <source>{report}, after: {event}</source>
        <translation>{report}, sau: {event}</translation>
    </message>
    <message>
        <source>… {count} earlier</source>
        <translation>… {count} mục trước đó</translation>
    </message>
    <message>
        <source>Round {number} to the report:</source>
        <translation>Vòng {number} cho tới lúc báo:</translation>
    </message>
    <message>
        <source>Ruling {number}: {title}</source>
        <translation>Phán quyết {number}: {title}</translation>
    </message>
    <message>
        <source>not set up</source>
        <translation>chưa thiết lập</translation>
    </message>
    <message>
        <source>{players} players · hand {hand} in play</source>
        <translation>{players} người chơi · ván {hand} đang chơi</translation>
    </message>
    <message>
        <source>{players} players · hand {hand} ended</source>
        <translation>{players} người chơi · ván {hand} đã xong</translation>
    </message>
    <message>
        <source>no ruling open</source>
        <translation>không có phán quyết đang mở</translation>
    </message>
    <message>
        <source>{ruling} (+{count} more)</source>
        <translation>{ruling} (+{count} nữa)</translation>
    </message>
    <message>
        <source>Proposed: {ruling}</source>
        <translation>Đề xuất: {ruling}</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Quy định {rule}</translation>
    </message>
    <message>
        <source>by the shoe (detected)</source>
        <translation>bởi shoe (tự phát hiện)</translation>
    </message>
    <message>
        <source>by the app (detected)</source>
        <translation>bởi ứng dụng (tự phát hiện)</translation>
    </message>
    <message>
        <source>by the dealer</source>
        <translation>bởi dealer</translation>
    </message>
    <message>
        <source>by {name}</source>
        <translation>bởi {name}</translation>
    </message>
    <message>
        <source>(reporter not in this log)</source>
        <translation>(nhật ký này không ghi người báo)</translation>
    </message>
    <message>
        <source>Not in the blinds</source>
        <translation>Không ở vị trí mù</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Mù nhỏ</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Mù lớn</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Nút (button)</translation>
    </message>
    <message>
        <source>a floorperson signs in before changing the room</source>
        <translation>floor phải đăng nhập trước khi thay đổi phòng</translation>
    </message>
    <message>
        <source>The room store is out of reach: what this page shows may be out of date. The station tries again by itself; if it lasts, call the technician.</source>
        <translation>Không kết nối được phòng: nội dung trang này có thể đã cũ. Máy tự thử lại; nếu vẫn vậy, gọi kỹ thuật viên.</translation>
    </message>
    <message>
        <source>the room store is out of reach: decide on the ruling&apos;s words, or wait for the link to come back</source>
        <translation>không kết nối được phòng: hãy quyết định theo nội dung phán quyết, hoặc chờ kết nối trở lại</translation>
    </message>
    <message>
        <source>The room store has been out of reach since {since}: the table keeps working, its hands are kept here and sent when the room is back. Tell the floor.</source>
        <translation>Không kết nối được phòng từ {since}: bàn vẫn chạy, các ván được giữ ở đây và gửi đi khi phòng kết nối lại. Hãy báo floor.</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>{what} ${amount} is above the table maximum ${high} ({rule})</source>
        <comment>banked.common.refusal.above_table_maximum</comment>
        <translation>{what} ${amount} vượt mức tối đa của bàn ${high} ({rule})</translation>
    </message>
    <message>
        <source>{what} ${amount} is below the table minimum ${low} ({rule})</source>
        <comment>banked.common.refusal.below_table_minimum</comment>
        <translation>{what} ${amount} dưới mức tối thiểu của bàn ${low} ({rule})</translation>
    </message>
    <message>
        <source>the room has not set the {replace} pay table: it must be posted before this wager is taken ({rule})</source>
        <comment>banked.common.refusal.room_has_set_pay_table</comment>
        <translation>phòng chưa đặt bảng trả {replace}: phải niêm yết trước khi nhận cược này ({rule})</translation>
    </message>
    <message>
        <source>{card} is not among seat {seat}&apos;s cards this round</source>
        <comment>banked.corrections.refusal.among_seat_s_cards_round</comment>
        <translation>{card} không nằm trong bài của ghế {seat} ván này</translation>
    </message>
    <message>
        <source>a banked table&apos;s correction cannot apply at this table</source>
        <comment>banked.corrections.refusal.banked_table_s_correction_cannot</comment>
        <translation>chỉnh sửa của bàn có cái không áp dụng ở bàn này</translation>
    </message>
    <message>
        <source>chips have moved in the settlement: the floor settles it by hand (LC-P1)</source>
        <comment>banked.corrections.refusal.chips_have_moved_settlement_floor</comment>
        <translation>chip đã di chuyển khi thanh toán: floor thanh toán bằng tay (LC-P1)</translation>
    </message>
    <message>
        <source>{card} is dealt face up by rule: nothing to replace</source>
        <comment>banked.corrections.refusal.dealt_face_up_rule_nothing</comment>
        <translation>theo luật {card} được chia ngửa: không có gì để thay</translation>
    </message>
    <message>
        <source>a double or split has put more money out: the floor returns the round&apos;s money by hand (LC-105, LC-P1)</source>
        <comment>banked.corrections.refusal.double_split_has_put_more</comment>
        <translation>gấp đôi hoặc chia đã đưa thêm tiền: floor trả lại tiền ván bằng tay (LC-105, LC-P1)</translation>
    </message>
    <message>
        <source>name the seat and the card that went off the table (PGP-IRR-09)</source>
        <comment>banked.corrections.refusal.name_seat_card_went_off</comment>
        <translation>nêu ghế và lá bài rơi khỏi bàn (PGP-IRR-09)</translation>
    </message>
    <message>
        <source>no card is out yet: replace the deck, nothing to void (LC-105)</source>
        <comment>banked.corrections.refusal.no_card_out_yet_replace</comment>
        <translation>chưa có lá nào ra: thay bộ bài, không có gì để hủy (LC-105)</translation>
    </message>
    <message>
        <source>no round is in progress</source>
        <comment>banked.corrections.refusal.no_round_progress</comment>
        <translation>không có ván nào đang diễn ra</translation>
    </message>
    <message>
        <source>play has moved past the first deal: a card is replaced only during the deal (PGP-IRR-08); report it without the card and the floor rules (LC-P1)</source>
        <comment>banked.corrections.refusal.play_has_moved_past_first</comment>
        <translation>đã qua lượt chia đầu: chỉ thay lá trong lúc chia (PGP-IRR-08); báo cáo không kèm lá và floor phán quyết (LC-P1)</translation>
    </message>
    <message>
        <source>round {number} is already void</source>
        <comment>banked.corrections.refusal.round_already_void</comment>
        <translation>ván {number} đã bị hủy</translation>
    </message>
    <message>
        <source>round {number} is not the round in progress ({number2})</source>
        <comment>banked.corrections.refusal.round_round_progress</comment>
        <translation>ván {number} không phải ván đang diễn ra ({number2})</translation>
    </message>
    <message>
        <source>ruling {ruling} is not waiting for the floor</source>
        <comment>banked.corrections.refusal.ruling_waiting_floor</comment>
        <translation>phán quyết {ruling} không chờ floor</translation>
    </message>
    <message>
        <source>seat {seat} already waits for a replacement card</source>
        <comment>banked.corrections.refusal.seat_already_waits_replacement_card</comment>
        <translation>ghế {seat} đã đang chờ lá thay</translation>
    </message>
    <message>
        <source>unknown correction {action!r} ({items})</source>
        <comment>banked.corrections.refusal.unknown_correction</comment>
        <translation>chỉnh sửa không rõ {action!r} ({items})</translation>
    </message>
    <message>
        <source>wait for the floor&apos;s decision on ruling {number}: {removeprefix}</source>
        <comment>banked.corrections.refusal.wait_floor_s_decision_ruling</comment>
        <translation>chờ quyết định của floor về phán quyết {number}: {removeprefix}</translation>
    </message>
    <message>
        <source>the Blind equals the Ante (${value}) (HTP-FLH-03)</source>
        <comment>banked.florida_holdem.refusal.blind_equals_ante_htp_flh</comment>
        <translation>Blind bằng Ante (${value}) (HTP-FLH-03)</translation>
    </message>
    <message>
        <source>the Play bet is a decision after the deal (HTP-FLH-05)</source>
        <comment>banked.florida_holdem.refusal.play_bet_decision_after_deal</comment>
        <translation>cược Play là quyết định sau khi chia (HTP-FLH-05)</translation>
    </message>
    <message>
        <source>the Play bet now is {items} ({_STREETS})</source>
        <comment>banked.florida_holdem.refusal.play_bet_now</comment>
        <translation>cược Play lúc này là {items} ({_STREETS})</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager}</source>
        <comment>banked.florida_holdem.refusal.seat_already_has</comment>
        <translation>ghế {seat} đã có {wager}</translation>
    </message>
    <message>
        <source>{text} ({rule_ids})</source>
        <comment>banked.florida_holdem.refusal.text</comment>
        <translation>{text} ({rule_ids})</translation>
    </message>
    <message>
        <source>Trips needs an Ante and a Blind first (HTP-FLH-04)</source>
        <comment>banked.florida_holdem.refusal.trips_needs_ante_blind_first</comment>
        <translation>Trips cần có Ante và Blind trước (HTP-FLH-04)</translation>
    </message>
    <message>
        <source>{bettor} already has {most} original wagers on seat {seat} (CG-HAB-07, AMB-06)</source>
        <comment>banked.hot_action_blackjack.refusal.already_has_original_wagers_seat</comment>
        <translation>{bettor} đã có {most} cược gốc ở ghế {seat} (CG-HAB-07, AMB-06)</translation>
    </message>
    <message>
        <source>a bettor may only match a double or split just made (CG-HAB-D1)</source>
        <comment>banked.hot_action_blackjack.refusal.bettor_may_only_match_double</comment>
        <translation>người cược chỉ được theo lần gấp đôi hoặc chia vừa làm (CG-HAB-D1)</translation>
    </message>
    <message>
        <source>the Buster may not exceed the regular wager ${wagers} (CG-BBJ-03)</source>
        <comment>banked.hot_action_blackjack.refusal.buster_may_exceed_regular_wager</comment>
        <translation>Buster không được vượt cược thường ${wagers} (CG-BBJ-03)</translation>
    </message>
    <message>
        <source>a Buster wager needs a main wager on this spot first (CG-BBJ-01)</source>
        <comment>banked.hot_action_blackjack.refusal.buster_wager_needs_main_wager</comment>
        <translation>cược Buster cần có cược chính ở ô này trước (CG-BBJ-01)</translation>
    </message>
    <message>
        <source>{bettor} cannot match this move again</source>
        <comment>banked.hot_action_blackjack.refusal.cannot_match_move_again</comment>
        <translation>{bettor} không thể theo nước này lần nữa</translation>
    </message>
    <message>
        <source>{text} (CG-HAB-13, CG-HAB-14)</source>
        <comment>banked.hot_action_blackjack.refusal.cg_hab_13_cg_hab</comment>
        <translation>{text} (CG-HAB-13, CG-HAB-14)</translation>
    </message>
    <message>
        <source>double for up to the controlling bet ${own} (CG-HAB-D1, CG-HAB-15)</source>
        <comment>banked.hot_action_blackjack.refusal.double_up_controlling_bet_cg</comment>
        <translation>gấp đôi tối đa bằng cược điều khiển ${own} (CG-HAB-D1, CG-HAB-15)</translation>
    </message>
    <message>
        <source>{controller} has the most money on seat {seat} and decides (CG-HAB-10)</source>
        <comment>banked.hot_action_blackjack.refusal.has_most_money_seat_decides</comment>
        <translation>{controller} có nhiều tiền nhất ở ghế {seat} và quyết định (CG-HAB-10)</translation>
    </message>
    <message>
        <source>{bettor} may add up to his own bet ${own} (CG-HAB-D1, S1, S2)</source>
        <comment>banked.hot_action_blackjack.refusal.may_add_up_own_bet</comment>
        <translation>{bettor} có thể thêm tối đa bằng cược của mình ${own} (CG-HAB-D1, S1, S2)</translation>
    </message>
    <message>
        <source>the P/D draws one card at a time (CG-HAB-12)</source>
        <comment>banked.hot_action_blackjack.refusal.p_d_draws_one_card</comment>
        <translation>cái rút từng lá một (CG-HAB-12)</translation>
    </message>
    <message>
        <source>the P/D gets two cards (or his up card first, CG-HAB-17)</source>
        <comment>banked.hot_action_blackjack.refusal.p_d_gets_two_cards</comment>
        <translation>cái nhận hai lá (hoặc lá ngửa trước, CG-HAB-17)</translation>
    </message>
    <message>
        <source>the room has not set what a {label} pays (Gaps: Hot Action)</source>
        <comment>banked.hot_action_blackjack.refusal.room_has_set_what_pays</comment>
        <translation>phòng chưa đặt {label} trả bao nhiêu (Thiếu: Hot Action)</translation>
    </message>
    <message>
        <source>the room has not set where the P/D&apos;s coverage starts (Gaps: Hot Action)</source>
        <comment>banked.hot_action_blackjack.refusal.room_has_set_where_p</comment>
        <translation>phòng chưa đặt nơi bắt đầu bảo đảm của cái (Thiếu: Hot Action)</translation>
    </message>
    <message>
        <source>seat {seat} already has {cap} bettors (CG-HAB-09)</source>
        <comment>banked.hot_action_blackjack.refusal.seat_already_has_bettors_cg</comment>
        <translation>ghế {seat} đã có {cap} người cược (CG-HAB-09)</translation>
    </message>
    <message>
        <source>seat {seat} already has its one Buster wager; pooled money goes in one wager (CG-BBJ-04, CG-BBJ-05)</source>
        <comment>banked.hot_action_blackjack.refusal.seat_already_has_one_buster</comment>
        <translation>ghế {seat} đã có một cược Buster; tiền góp chung vào một cược (CG-BBJ-04, CG-BBJ-05)</translation>
    </message>
    <message>
        <source>seat {seat} has no hand</source>
        <comment>banked.hot_action_blackjack.refusal.seat_has_no_hand</comment>
        <translation>ghế {seat} không có bài</translation>
    </message>
    <message>
        <source>a split matches the controlling bet: ${own} (CG-HAB-S1)</source>
        <comment>banked.hot_action_blackjack.refusal.split_matches_controlling_bet_cg</comment>
        <translation>chia phải bằng cược điều khiển: ${own} (CG-HAB-S1)</translation>
    </message>
    <message>
        <source>the back hand must outrank the front: reset it (CG-PAI-06); no penalty is stated for a wrongly set hand (Gaps), call the floor</source>
        <comment>banked.pai_gow.refusal.back_hand_must_outrank_front</comment>
        <translation>phần sau phải lớn hơn phần trước: xếp lại (CG-PAI-06); không có hình phạt ghi rõ cho bài xếp sai (Thiếu), gọi floor</translation>
    </message>
    <message>
        <source>Pai Gow has no decisions besides setting the hands (CG-PAI-06)</source>
        <comment>banked.pai_gow.refusal.pai_gow_has_no_decisions</comment>
        <translation>Pai Gow không có quyết định nào ngoài xếp bài (CG-PAI-06)</translation>
    </message>
    <message>
        <source>seat {seat} already has a wager</source>
        <comment>banked.pai_gow.refusal.seat_already_has_wager</comment>
        <translation>ghế {seat} đã có cược</translation>
    </message>
    <message>
        <source>set exactly the seven cards dealt to this seat (CG-PAI-06)</source>
        <comment>banked.pai_gow.refusal.set_exactly_seven_cards_dealt</comment>
        <translation>xếp đúng bảy lá đã chia cho ghế này (CG-PAI-06)</translation>
    </message>
    <message>
        <source>, and his Buster bank</source>
        <comment>banked.procedure.step.and_buster_bank</comment>
        <translation>, và cái Buster của người đó</translation>
    </message>
    <message>
        <source>Banker&apos;s stake is spent: round over; every wager not covered goes back</source>
        <comment>banked.procedure.step.banker_s_stake_spent_round</comment>
        <translation>Tiền làm cái đã hết: ván kết thúc; mọi cược không được bảo đảm được trả lại</translation>
    </message>
    <message>
        <source>Deal seats {items} and the banker</source>
        <comment>banked.procedure.step.deal_seats_banker</comment>
        <translation>Chia bài cho các ghế {items} và nhà cái</translation>
    </message>
    <message>
        <source>Everyone passed. </source>
        <comment>banked.procedure.step.everyone_passed</comment>
        <translation>Mọi người đều từ chối. </translation>
    </message>
    <message>
        <source>{left} min left for the bank to go to another player (CA-PDR)</source>
        <comment>banked.procedure.step.min_left_bank_go_another</comment>
        <translation>Còn {left} phút để cái chuyển sang người chơi khác (CA-PDR)</translation>
    </message>
    <message>
        <source>No eligible player took the bank: the game cannot be dealt</source>
        <comment>banked.procedure.step.no_eligible_player_took_bank</comment>
        <translation>Không người chơi hợp lệ nào nhận làm cái: không thể chia trò này</translation>
    </message>
    <message>
        <source>Nobody is dealt in: end round {number} without a deal{back}</source>
        <comment>banked.procedure.step.nobody_dealt_end_round_without</comment>
        <translation>Không ai tham gia: kết thúc ván {number} không chia bài{back}</translation>
    </message>
    <message>
        <source>Offer the bank to a player and record the answer before the first hand</source>
        <comment>banked.procedure.step.offer_bank_player_record_answer</comment>
        <translation>Mời một người chơi làm cái và ghi lại câu trả lời trước ván đầu tiên</translation>
    </message>
    <message>
        <source>Offer the bank to seat {nxt} ({nxt2})</source>
        <comment>banked.procedure.step.offer_bank_seat</comment>
        <translation>Mời ghế {nxt} ({nxt2}) làm cái</translation>
    </message>
    <message>
        <source>Open the table: choose house, game and rules</source>
        <comment>banked.procedure.step.open_table_choose_house_game</comment>
        <translation>Mở bàn: chọn nhà, trò chơi và luật</translation>
    </message>
    <message>
        <source>Round {number}: end the round</source>
        <comment>banked.procedure.step.round_end_round</comment>
        <translation>Ván {number}: kết thúc ván</translation>
    </message>
    <message>
        <source>Round {number}: end the round; replace the deck before the next one (LC-105)</source>
        <comment>banked.procedure.step.round_end_round_replace_deck</comment>
        <translation>Ván {number}: kết thúc ván; thay bộ bài trước ván sau (LC-105)</translation>
    </message>
    <message>
        <source>Round {number} is over</source>
        <comment>banked.procedure.step.round_over</comment>
        <translation>Ván {number} đã xong</translation>
    </message>
    <message>
        <source>Round {number} is void ({reason}): every wager goes back</source>
        <comment>banked.procedure.step.round_void_every_wager_goes</comment>
        <translation>Ván {number} bị hủy ({reason}): mọi cược được trả lại</translation>
    </message>
    <message>
        <source>Seat {seat} pays {money}</source>
        <comment>banked.procedure.step.seat_pays</comment>
        <translation>Ghế {seat} trả {money}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s hand is dead: give back its rake ${collections}</source>
        <comment>banked.procedure.step.seat_s_hand_dead_give</comment>
        <translation>Bài của ghế {seat} bị chết: trả lại phí ${collections}</translation>
    </message>
    <message>
        <source>; he states his stake, at least ${floor}: his last bank did not lose</source>
        <comment>banked.procedure.step.stake_at_least</comment>
        <translation>; người đó nêu tiền làm cái, ít nhất ${floor}: lần làm cái trước không thua</translation>
    </message>
    <message>
        <source>; he states his stake for the round</source>
        <comment>banked.procedure.step.stake_for_round</comment>
        <translation>; người đó nêu tiền làm cái cho ván</translation>
    </message>
    <message>
        <source>Start the round: {player} (seat {seat}) banks ${stake}</source>
        <comment>banked.procedure.step.start_round_seat_banks</comment>
        <translation>Bắt đầu ván: {player} (ghế {seat}) làm cái ${stake}</translation>
    </message>
    <message>
        <source>{passed}Start round {number}: {banker} (seat {seat}) keeps the bank{stake}{buster}</source>
        <comment>banked.procedure.step.start_round_seat_keeps_bank</comment>
        <translation>{passed}Bắt đầu ván {number}: {banker} (ghế {seat}) giữ cái{stake}{buster}</translation>
    </message>
    <message>
        <source>Take wagers ({names}); banker&apos;s stake ${stake}</source>
        <comment>banked.procedure.step.take_wagers_banker_s_stake</comment>
        <translation>Nhận cược ({names}); tiền làm cái ${stake}</translation>
    </message>
    <message>
        <source>{game} is not a player-banked game</source>
        <comment>banked.registry.refusal.player_banked_game</comment>
        <translation>{game} không phải trò người chơi làm cái</translation>
    </message>
    <message>
        <source>{accepted} already took the bank</source>
        <comment>banked.rotation.refusal.already_took_bank</comment>
        <translation>{accepted} đã nhận làm cái</translation>
    </message>
    <message>
        <source>{banker} banked {hands_banked} hand(s): offer the bank to every eligible seat before the next one ({rule})</source>
        <comment>banked.rotation.refusal.banked_hand_s_offer_bank</comment>
        <translation>{banker} đã làm cái {hands_banked} tay: mời mọi ghế hợp lệ làm cái trước tay sau ({rule})</translation>
    </message>
    <message>
        <source>a banker must put up a stake: it is all the action he covers (CG-3CP-06)</source>
        <comment>banked.rotation.refusal.banker_must_put_up_stake</comment>
        <translation>cái phải đặt tiền cái: đó là toàn bộ hành động cái bảo đảm (CG-3CP-06)</translation>
    </message>
    <message>
        <source>{banker} did not take the bank: offer it and log the answer before the hand (CA-PDR)</source>
        <comment>banked.rotation.refusal.did_take_bank_offer_log</comment>
        <translation>{banker} không nhận làm cái: mời và ghi câu trả lời trước tay đó (CA-PDR)</translation>
    </message>
    <message>
        <source>{player} has no open offer of the bank: offer it first (CA-PDR)</source>
        <comment>banked.rotation.refusal.has_no_open_offer_bank</comment>
        <translation>{player} không có lời mời làm cái đang mở: mời trước (CA-PDR)</translation>
    </message>
    <message>
        <source>{player} must bank at least his previous ${floor} because it did not lose (CG-HAB-19)</source>
        <comment>banked.rotation.refusal.must_bank_least_previous_because</comment>
        <translation>{player} phải làm cái ít nhất ${floor} như trước vì không thua (CG-HAB-19)</translation>
    </message>
    <message>
        <source>offer the bank and log the answer before the first hand (CA-PDR)</source>
        <comment>banked.rotation.refusal.offer_bank_log_answer_before</comment>
        <translation>mời làm cái và ghi câu trả lời trước tay đầu (CA-PDR)</translation>
    </message>
    <message>
        <source>only {pdr_max_tppp} third-party proposition player per table (CA-PDR)</source>
        <comment>banked.rotation.refusal.only_third_party_proposition_player</comment>
        <translation>mỗi bàn chỉ {pdr_max_tppp} người chơi đề xuất bên thứ ba (CA-PDR)</translation>
    </message>
    <message>
        <source>{player} (seat {seat}) took the bank for this hand (K14)</source>
        <comment>banked.rotation.refusal.seat_took_bank_hand_k14</comment>
        <translation>{player} (ghế {seat}) nhận làm cái tay này (K14)</translation>
    </message>
    <message>
        <source>{player} took the bank with ${stake}: the round starts with that stake (K14)</source>
        <comment>banked.rotation.refusal.took_bank_round_starts_stake</comment>
        <translation>{player} làm cái với ${stake}: ván bắt đầu với số tiền đó (K14)</translation>
    </message>
    <message>
        <source>{player} was already offered the bank this time</source>
        <comment>banked.rotation.refusal.was_already_offered_bank_time</comment>
        <translation>lần này đã mời {player} làm cái rồi</translation>
    </message>
    <message>
        <source>the action pile is one of the seven piles (CG-PAI-04)</source>
        <comment>banked.round.refusal.action_pile_one_seven_piles</comment>
        <translation>chồng hành động là một trong bảy chồng (CG-PAI-04)</translation>
    </message>
    <message>
        <source>{type} is not a banked-round event</source>
        <comment>banked.round.refusal.banked_round_event</comment>
        <translation>{type} không phải sự kiện của ván có cái</translation>
    </message>
    <message>
        <source>the banker may not bet on any other position (CG-HAB-21)</source>
        <comment>banked.round.refusal.banker_may_bet_any_other</comment>
        <translation>cái không được cược ở vị trí khác (CG-HAB-21)</translation>
    </message>
    <message>
        <source>the banker must put up a stake before the deal (section 5)</source>
        <comment>banked.round.refusal.banker_must_put_up_stake</comment>
        <translation>cái phải đặt tiền cái trước khi chia (mục 5)</translation>
    </message>
    <message>
        <source>the banker&apos;s seat {banker_seat} is not at this table</source>
        <comment>banked.round.refusal.banker_s_seat_table</comment>
        <translation>ghế {banker_seat} của cái không ở bàn này</translation>
    </message>
    <message>
        <source>that card is already out: one deck, no card twice (CG-3CP-01, HTP-3CP-01); call the floor</source>
        <comment>banked.round.refusal.card_already_out_one_deck</comment>
        <translation>lá đó đã ra: một bộ bài, không lá nào hai lần (CG-3CP-01, HTP-3CP-01); gọi floor</translation>
    </message>
    <message>
        <source>this card goes to hand {value} of seat {seat}</source>
        <comment>banked.round.refusal.card_goes_hand_seat</comment>
        <translation>lá này vào tay {value} của ghế {seat}</translation>
    </message>
    <message>
        <source>deal {count} board cards now ({text})</source>
        <comment>banked.round.refusal.deal_board_cards_now</comment>
        <translation>chia {count} lá bài chung ngay ({text})</translation>
    </message>
    <message>
        <source>a face-up card must be one of the cards dealt</source>
        <comment>banked.round.refusal.face_up_card_must_one</comment>
        <translation>lá ngửa phải là một trong các lá đã chia</translation>
    </message>
    <message>
        <source>list every seat once, with the name seated there (or empty)</source>
        <comment>banked.round.refusal.list_every_seat_once_name</comment>
        <translation>liệt kê mỗi ghế một lần, với tên người ngồi (hoặc trống)</translation>
    </message>
    <message>
        <source>the next cards go to seat {seat} ({text})</source>
        <comment>banked.round.refusal.next_cards_go_seat</comment>
        <translation>các lá tiếp theo vào ghế {seat} ({text})</translation>
    </message>
    <message>
        <source>no joker in this deck (CG-3CP-01, CG-PAI-01): call the floor</source>
        <comment>banked.round.refusal.no_joker_deck_cg_3cp</comment>
        <translation>bộ bài này không có joker (CG-3CP-01, CG-PAI-01): gọi floor</translation>
    </message>
    <message>
        <source>no seat has the wagers needed to be dealt in (CG-3CP-02, HTP-3CP-03)</source>
        <comment>banked.round.refusal.no_seat_has_wagers_needed</comment>
        <translation>không ghế nào có đủ cược để được chia (CG-3CP-02, HTP-3CP-03)</translation>
    </message>
    <message>
        <source>nothing is due to settle now: finish the play first</source>
        <comment>banked.round.refusal.nothing_due_settle_now_finish</comment>
        <translation>lúc này chưa có gì để thanh toán: chơi xong trước</translation>
    </message>
    <message>
        <source>not now: {text}</source>
        <comment>banked.round.refusal.now</comment>
        <translation>chưa được: {text}</translation>
    </message>
    <message>
        <source>only the player seated on {seat} may refuse backline bets (CG-HAB-11)</source>
        <comment>banked.round.refusal.only_player_seated_may_refuse</comment>
        <translation>chỉ người ngồi ở {seat} được từ chối cược backline (CG-HAB-11)</translation>
    </message>
    <message>
        <source>play is over: settle the wagers</source>
        <comment>banked.round.refusal.play_over_settle_wagers</comment>
        <translation>đã chơi xong: thanh toán các cược</translation>
    </message>
    <message>
        <source>a replacement card is dealt face down (PGP-IRR-08)</source>
        <comment>banked.round.refusal.replacement_card_dealt_face_down</comment>
        <translation>lá thay được chia úp (PGP-IRR-08)</translation>
    </message>
    <message>
        <source>the room has not set how the banker&apos;s stake covers wagers (Gaps: no coverage order stated for this game)</source>
        <comment>banked.round.refusal.room_has_set_how_banker</comment>
        <translation>phòng chưa đặt cách tiền cái bảo đảm cược (Thiếu: trò này chưa có thứ tự bảo đảm)</translation>
    </message>
    <message>
        <source>round {number} is over: start the next round</source>
        <comment>banked.round.refusal.round_over_start_next_round</comment>
        <translation>ván {number} đã xong: bắt đầu ván sau</translation>
    </message>
    <message>
        <source>a round starts with banked_round_started</source>
        <comment>banked.round.refusal.round_starts_banked_round_started</comment>
        <translation>một ván bắt đầu bằng banked_round_started</translation>
    </message>
    <message>
        <source>seat {seat} cannot take a wager against its own bank (section 5)</source>
        <comment>banked.round.refusal.seat_cannot_take_wager_against</comment>
        <translation>ghế {seat} không thể nhận cược chống lại cái của chính mình (mục 5)</translation>
    </message>
    <message>
        <source>seat {seat} gets {count} card(s) now ({text})</source>
        <comment>banked.round.refusal.seat_gets_card_s_now</comment>
        <translation>ghế {seat} nhận {count} lá lúc này ({text})</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s player refuses backline bets (CG-HAB-11)</source>
        <comment>banked.round.refusal.seat_s_player_refuses_backline</comment>
        <translation>người ở ghế {seat} từ chối cược backline (CG-HAB-11)</translation>
    </message>
    <message>
        <source>not seat {seat}&apos;s turn: {text}</source>
        <comment>banked.round.refusal.seat_s_turn</comment>
        <translation>chưa đến lượt ghế {seat}: {text}</translation>
    </message>
    <message>
        <source>seat {seat} is not at this table</source>
        <comment>banked.round.refusal.seat_table</comment>
        <translation>ghế {seat} không ở bàn này</translation>
    </message>
    <message>
        <source>settle in action order: next is seat {seat} {wager} (AMB-11)</source>
        <comment>banked.round.refusal.settle_action_order_next_seat</comment>
        <translation>thanh toán theo thứ tự hành động: tiếp theo là ghế {seat} {wager} (AMB-11)</translation>
    </message>
    <message>
        <source>settle every wager before ending the round (CG-3CP-07)</source>
        <comment>banked.round.refusal.settle_every_wager_before_ending</comment>
        <translation>thanh toán mọi cược trước khi kết thúc ván (CG-3CP-07)</translation>
    </message>
    <message>
        <source>three dice, each 1 to 6 (CG-PAI-05)</source>
        <comment>banked.round.refusal.three_dice_each_1_6</comment>
        <translation>ba xúc xắc, mỗi con từ 1 đến 6 (CG-PAI-05)</translation>
    </message>
    <message>
        <source>{wager!r} is not a wager of this game ({items})</source>
        <comment>banked.round.refusal.wager_game</comment>
        <translation>{wager!r} không phải cược của trò này ({items})</translation>
    </message>
    <message>
        <source>a wager is a positive amount</source>
        <comment>banked.round.refusal.wager_positive_amount</comment>
        <translation>cược phải là số dương</translation>
    </message>
    <message>
        <source>wagers are closed once the first card is out (CG-3CP-B01)</source>
        <comment>banked.round.refusal.wagers_are_closed_once_first</comment>
        <translation>đóng cược khi lá đầu tiên ra (CG-3CP-B01)</translation>
    </message>
    <message>
        <source>round {hand} is over and the next round has begun: the ruling can no longer be changed (LC-8c, CG-DIS-04)</source>
        <comment>banked.rulings.refusal.round_over_next_round_has</comment>
        <translation>ván {hand} đã xong và ván sau đã bắt đầu: không thể đổi phán quyết nữa (LC-8c, CG-DIS-04)</translation>
    </message>
    <message>
        <source>{replace} is not ruled on at a banked table: call the floor</source>
        <comment>banked.rulings.refusal.ruled_banked_table_call_floor</comment>
        <translation>{replace} không được phán quyết ở bàn có cái: gọi floor</translation>
    </message>
    <message>
        <source>ruling {ruling} already exists</source>
        <comment>banked.rulings.refusal.ruling_already_exists</comment>
        <translation>phán quyết {ruling} đã có</translation>
    </message>
    <message>
        <source>Call the floor: ruling {number}, {title}. {note}</source>
        <comment>banked.rulings.step.call_floor_ruling</comment>
        <translation>Gọi floor: phán quyết {number}, {title}. {note}</translation>
    </message>
    <message>
        <source>no round is in progress</source>
        <comment>banked.session.refusal.no_round_progress</comment>
        <translation>không có ván nào đang diễn ra</translation>
    </message>
    <message>
        <source>the banked table&apos;s rules cannot be read: {exc}</source>
        <comment>banked.table.refusal.banked_table_s_rules_cannot</comment>
        <translation>không đọc được luật của bàn có cái: {exc}</translation>
    </message>
    <message>
        <source>the current round is not over</source>
        <comment>banked.table.refusal.current_round_over</comment>
        <translation>ván hiện tại chưa xong</translation>
    </message>
    <message>
        <source>finish the round before changing the table&apos;s rules</source>
        <comment>banked.table.refusal.finish_round_before_changing_table</comment>
        <translation>kết thúc ván trước khi đổi luật của bàn</translation>
    </message>
    <message>
        <source>the next round is number {expected}</source>
        <comment>banked.table.refusal.next_round_number</comment>
        <translation>ván tiếp theo là số {expected}</translation>
    </message>
    <message>
        <source>open the banked table first (house, game and rules)</source>
        <comment>banked.table.refusal.open_banked_table_first_house</comment>
        <translation>mở bàn có cái trước (nhà, trò và luật)</translation>
    </message>
    <message>
        <source>start a round first</source>
        <comment>banked.table.refusal.start_round_first</comment>
        <translation>bắt đầu một ván trước</translation>
    </message>
    <message>
        <source>the Bonus may not be larger than the Ante (${ante}) (CG-3CP-B02)</source>
        <comment>banked.three_card_poker.refusal.bonus_may_larger_than_ante</comment>
        <translation>Bonus không được lớn hơn Ante (${ante}) (CG-3CP-B02)</translation>
    </message>
    <message>
        <source>choose one of {items} ({rule_ids})</source>
        <comment>banked.three_card_poker.refusal.choose_one</comment>
        <translation>chọn một trong {items} ({rule_ids})</translation>
    </message>
    <message>
        <source>the {wager} is a decision after the deal (CG-3CP-04b)</source>
        <comment>banked.three_card_poker.refusal.decision_after_deal_cg_3cp</comment>
        <translation>{wager} là quyết định sau khi chia (CG-3CP-04b)</translation>
    </message>
    <message>
        <source>House Way needs the banker&apos;s face-up card (CG-3CP-03)</source>
        <comment>banked.three_card_poker.refusal.house_way_needs_banker_s</comment>
        <translation>House Way cần lá ngửa của cái (CG-3CP-03)</translation>
    </message>
    <message>
        <source>a House Way Play equals the Ante: ${ante} (CG-3CP-11, CG-3CP-12)</source>
        <comment>banked.three_card_poker.refusal.house_way_play_equals_ante</comment>
        <translation>Play House Way bằng Ante: ${ante} (CG-3CP-11, CG-3CP-12)</translation>
    </message>
    <message>
        <source>the {decision} must equal the {ante}: ${ante2} ({rule}); a player who cannot make it surrenders (CG-3CP-09)</source>
        <comment>banked.three_card_poker.refusal.must_equal_player_who_cannot</comment>
        <translation>{decision} phải bằng {ante}: ${ante2} ({rule}); người không đặt được thì đầu hàng (CG-3CP-09)</translation>
    </message>
    <message>
        <source>a {replace} needs an {ante} first ({rule})</source>
        <comment>banked.three_card_poker.refusal.needs_first</comment>
        <translation>{replace} cần có {ante} trước ({rule})</translation>
    </message>
    <message>
        <source>only {bettor} decides this hand (CG-3CP-10)</source>
        <comment>banked.three_card_poker.refusal.only_decides_hand_cg_3cp</comment>
        <translation>chỉ {bettor} quyết định tay này (CG-3CP-10)</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager} from {bettor}</source>
        <comment>banked.three_card_poker.refusal.seat_already_has</comment>
        <translation>ghế {seat} đã có {wager} của {bettor}</translation>
    </message>
    <message>
        <source>a Bonus needs a Base first (HTP-2CP-04)</source>
        <comment>banked.two_card_poker.refusal.bonus_needs_base_first_htp</comment>
        <translation>Bonus cần có Base trước (HTP-2CP-04)</translation>
    </message>
    <message>
        <source>the Call is a decision after the deal (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.call_decision_after_deal_htp</comment>
        <translation>Call là quyết định sau khi chia (HTP-2CP-07)</translation>
    </message>
    <message>
        <source>the Call equals the Base: ${base} (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.call_equals_base_htp_2cp</comment>
        <translation>Call bằng Base: ${base} (HTP-2CP-07)</translation>
    </message>
    <message>
        <source>{text} (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.htp_2cp_07</comment>
        <translation>{text} (HTP-2CP-07)</translation>
    </message>
    <message>
        <source>keep two of the four cards and discard the other two (HTP-2CP-07)</source>
        <comment>banked.two_card_poker.refusal.keep_two_four_cards_discard</comment>
        <translation>giữ hai trong bốn lá và bỏ hai lá còn lại (HTP-2CP-07)</translation>
    </message>
    <message>
        <source>seat {seat} already has a {wager}</source>
        <comment>banked.two_card_poker.refusal.seat_already_has</comment>
        <translation>ghế {seat} đã có {wager}</translation>
    </message>
    <message>
        <source>All-in ${amount}</source>
        <comment>betting.label.all_in</comment>
        <translation>Tất tay ${amount}</translation>
    </message>
    <message>
        <source>Bet ${amount}</source>
        <comment>betting.label.bet</comment>
        <translation>Cược ${amount}</translation>
    </message>
    <message>
        <source>Bet ${low}-${high}</source>
        <comment>betting.label.bet_range</comment>
        <translation>Cược ${low}-${high}</translation>
    </message>
    <message>
        <source>Call ${amount}</source>
        <comment>betting.label.call</comment>
        <translation>Theo ${amount}</translation>
    </message>
    <message>
        <source>Check</source>
        <comment>betting.label.check</comment>
        <translation>Check</translation>
    </message>
    <message>
        <source>Complete to ${amount}</source>
        <comment>betting.label.complete</comment>
        <translation>Cược đủ lên ${amount}</translation>
    </message>
    <message>
        <source>Complete ${low}-${high}</source>
        <comment>betting.label.complete_range</comment>
        <translation>Cược đủ ${low}-${high}</translation>
    </message>
    <message>
        <source>Fold</source>
        <comment>betting.label.fold</comment>
        <translation>Bỏ bài</translation>
    </message>
    <message>
        <source>Raise to ${amount}</source>
        <comment>betting.label.raise</comment>
        <translation>Tố lên ${amount}</translation>
    </message>
    <message>
        <source>Raise ${low}-${high}</source>
        <comment>betting.label.raise_range</comment>
        <translation>Tố ${low}-${high}</translation>
    </message>
    <message>
        <source>a correction changed this hand outside its betting: the floor moves the chips by hand</source>
        <comment>chip_rulings.refusal.correction_changed_hand_outside_betting</comment>
        <translation>một chỉnh sửa đã thay đổi ván này ngoài phần cược: floor di chuyển chip bằng tay</translation>
    </message>
    <message>
        <source>the floor rules forward motion a bet or not a bet (LC-52)</source>
        <comment>chip_rulings.refusal.floor_rules_forward_motion_bet</comment>
        <translation>floor phán quyết động tác đẩy chip ra có tính là cược hay không (LC-52)</translation>
    </message>
    <message>
        <source>the next cards are out: the call can no longer be taken back</source>
        <comment>chip_rulings.refusal.next_cards_are_out_call</comment>
        <translation>các lá tiếp theo đã ra: không thể rút lại lần theo</translation>
    </message>
    <message>
        <source>no {what} of seat {seat} is waiting for the floor</source>
        <comment>chip_rulings.refusal.no_seat_waiting_floor</comment>
        <translation>không có {what} nào của ghế {seat} đang chờ floor</translation>
    </message>
    <message>
        <source>nobody has acted after seat {seat}: he takes the call back and may then fold for free (LC-58a)</source>
        <comment>chip_rulings.refusal.nobody_has_acted_after_seat</comment>
        <translation>chưa ai hành động sau ghế {seat}: người đó rút lại lần theo và có thể bỏ bài miễn phí (LC-58a)</translation>
    </message>
    <message>
        <source>nobody has raised in this betting round: an underpaid call is topped up (LC-57)</source>
        <comment>chip_rulings.refusal.nobody_has_raised_betting_round</comment>
        <translation>vòng cược này chưa ai tố: lần theo thiếu phải bù đủ (LC-57)</translation>
    </message>
    <message>
        <source>seat {to_act} is to act, not seat {seat}</source>
        <comment>chip_rulings.refusal.seat_act_seat</comment>
        <translation>đến lượt ghế {to_act}, không phải ghế {seat}</translation>
    </message>
    <message>
        <source>seat {seat} can no longer fold</source>
        <comment>chip_rulings.refusal.seat_can_no_longer_fold</comment>
        <translation>ghế {seat} không thể bỏ bài nữa</translation>
    </message>
    <message>
        <source>seat {seat} cannot act now: no betting round is open</source>
        <comment>chip_rulings.refusal.seat_cannot_act_now_no</comment>
        <translation>ghế {seat} không thể hành động lúc này: không có vòng cược nào đang mở</translation>
    </message>
    <message>
        <source>seat {seat} has ${stacks}: name the chips he moved forward</source>
        <comment>chip_rulings.refusal.seat_has_name_chips_he</comment>
        <translation>ghế {seat} có ${stacks}: nêu số chip người đó đã đẩy ra</translation>
    </message>
    <message>
        <source>seat {seat} has no short call of a missed raise</source>
        <comment>chip_rulings.refusal.seat_has_no_short_call</comment>
        <translation>ghế {seat} không có lần theo thiếu do không thấy lần tố</translation>
    </message>
    <message>
        <source>seat {seat} owes ${owed}: a short call puts in less than that</source>
        <comment>chip_rulings.refusal.seat_owes_short_call_puts</comment>
        <translation>ghế {seat} nợ ${owed}: theo thiếu là bỏ vào ít hơn số đó</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s earlier short call is not settled yet (LC-58a)</source>
        <comment>chip_rulings.refusal.seat_s_earlier_short_call</comment>
        <translation>lần theo thiếu trước của ghế {seat} chưa được giải quyết (LC-58a)</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s forward motion is already before the floor</source>
        <comment>chip_rulings.refusal.seat_s_forward_motion_already</comment>
        <translation>động tác đẩy chip của ghế {seat} đã được đưa lên floor</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s last action in this betting round is not a raise</source>
        <comment>chip_rulings.refusal.seat_s_last_action_betting</comment>
        <translation>hành động cuối của ghế {seat} trong vòng này không phải tố</translation>
    </message>
    <message>
        <source>seat {seat} said &apos;call&apos; and someone has acted since: the call binds, he owes ${owed} (LC-58b)</source>
        <comment>chip_rulings.refusal.seat_said_call_someone_has</comment>
        <translation>ghế {seat} đã nói &apos;theo&apos; và đã có người hành động sau: lời theo ràng buộc, người đó nợ ${owed} (LC-58b)</translation>
    </message>
    <message>
        <source>settle the short call made after it first (LC-58a)</source>
        <comment>chip_rulings.refusal.settle_short_call_made_after</comment>
        <translation>giải quyết lần theo thiếu xảy ra sau trước (LC-58a)</translation>
    </message>
    <message>
        <source>a short call is taken back, completed or folded (LC-58a)</source>
        <comment>chip_rulings.refusal.short_call_taken_back_completed</comment>
        <translation>lần theo thiếu được rút lại, bù đủ hoặc bỏ bài (LC-58a)</translation>
    </message>
    <message>
        <source>Call the floor: seat {seat} moved ${amount} forward still holding the chips: rule it a bet?</source>
        <comment>chip_rulings.step.call_floor_seat_moved_forward</comment>
        <translation>Gọi floor: ghế {seat} đẩy ${amount} ra trước nhưng vẫn cầm chip: có tính là cược không?</translation>
    </message>
    <message>
        <source>Call the floor: {who}: was seat {seat}&apos;s raise a string raise? It stands, or it is a call; two more actions after it and it stands</source>
        <comment>chip_rulings.step.call_floor_was_seat_s</comment>
        <translation>Gọi floor: {who}: lần tố của ghế {seat} có phải tố nhiều lần (string raise) không? Giữ nguyên, hoặc tính là theo; sau hai hành động nữa thì giữ nguyên</translation>
    </message>
    <message>
        <source>Seat {seat} called a missed raise short: {note}</source>
        <comment>chip_rulings.step.seat_called_missed_raise_short</comment>
        <translation>Ghế {seat} theo thiếu vì không thấy lần tố: {note}</translation>
    </message>
    <message>
        <source>badge reader</source>
        <comment>device.kind.badge</comment>
        <translation>đầu đọc thẻ nhân viên</translation>
    </message>
    <message>
        <source>card scanner</source>
        <comment>device.kind.barcode</comment>
        <translation>máy quét bài</translation>
    </message>
    <message>
        <source>RFID card reader</source>
        <comment>device.kind.rfid</comment>
        <translation>đầu đọc bài RFID</translation>
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
        <translation>không có ván nào đang diễn ra</translation>
    </message>
    <message>
        <source>{structure} betting is not supported at the flop tables yet</source>
        <comment>from_profile.refusal.betting_supported_flop_tables_yet</comment>
        <translation>bàn flop chưa hỗ trợ kiểu cược {structure}</translation>
    </message>
    <message>
        <source>{game_name}: a bring-in of ${bring_in} is not a bet; the house must set a bring-in of at least $1 (K22, CG-STD-04)</source>
        <comment>from_profile.refusal.bring_bet_house_must_set</comment>
        <translation>{game_name}: bring-in ${bring_in} không phải là cược; nhà phải đặt bring-in ít nhất $1 (K22, CG-STD-04)</translation>
    </message>
    <message>
        <source>{house} {game} {key}: {key2} must be set by the room before this table can open ({reason})</source>
        <comment>from_profile.refusal.must_set_room_before_table</comment>
        <translation>{house} {game} {key}: phòng phải đặt {key2} trước khi mở bàn này ({reason})</translation>
    </message>
    <message>
        <source>{house} {game}: the profile lacks blinds, betting or showdown</source>
        <comment>from_profile.refusal.profile_lacks_blinds_betting_showdown</comment>
        <translation>{house} {game}: hồ sơ thiếu mù, cược hoặc lật bài</translation>
    </message>
    <message>
        <source>{game_name} is not a stud game</source>
        <comment>from_profile.refusal.stud_game</comment>
        <translation>{game_name} không phải trò stud</translation>
    </message>
    <message>
        <source>{clash} is already on the board or in another hand: fouled deck (LC-105)</source>
        <comment>hand.refusal.already_board_another_hand_fouled</comment>
        <translation>{clash} đã có trên bàn hoặc trong tay khác: bộ bài hỏng (LC-105)</translation>
    </message>
    <message>
        <source>a betting round cannot be opened again now ({phase_text})</source>
        <comment>hand.refusal.betting_round_cannot_opened_again</comment>
        <translation>không thể mở lại vòng cược lúc này ({phase_text})</translation>
    </message>
    <message>
        <source>the blinds may chop only when everyone else has folded to them before the flop, with no raise, where the house allows it (LC-18)</source>
        <comment>hand.refusal.blinds_may_chop_only_when</comment>
        <translation>các mù chỉ được chia khi mọi người khác đã bỏ bài đến họ trước flop, không ai tố, và nhà cho phép (LC-18)</translation>
    </message>
    <message>
        <source>a burn card comes only before a street&apos;s first board card</source>
        <comment>hand.refusal.burn_card_comes_only_before</comment>
        <translation>lá đốt chỉ đến trước lá bài chung đầu tiên của một vòng</translation>
    </message>
    <message>
        <source>deal only after seat {seat} posts the {replace} (${total})</source>
        <comment>hand.refusal.deal_only_after_seat_posts</comment>
        <translation>chỉ chia sau khi ghế {seat} đặt {replace} (${total})</translation>
    </message>
    <message>
        <source>this is hand {number}, not {hand}</source>
        <comment>hand.refusal.hand</comment>
        <translation>đây là ván {number}, không phải {hand}</translation>
    </message>
    <message>
        <source>hand {number} cannot end yet ({phase_text})</source>
        <comment>hand.refusal.hand_cannot_end_yet</comment>
        <translation>ván {number} chưa thể kết thúc ({phase_text})</translation>
    </message>
    <message>
        <source>{type} is not a hand event</source>
        <comment>hand.refusal.hand_event</comment>
        <translation>{type} không phải sự kiện của ván</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards, not {count}</source>
        <comment>hand.refusal.hand_has_cards</comment>
        <translation>một tay {game} có {hole_cards} lá, không phải {count}</translation>
    </message>
    <message>
        <source>hand {number} has ended</source>
        <comment>hand.refusal.hand_has_ended</comment>
        <translation>ván {number} đã kết thúc</translation>
    </message>
    <message>
        <source>a hand needs at least two players dealt in</source>
        <comment>hand.refusal.hand_needs_least_two_players</comment>
        <translation>một ván cần ít nhất hai người được chia bài</translation>
    </message>
    <message>
        <source>hands are shown only after the deal and before the pot is pushed</source>
        <comment>hand.refusal.hands_are_shown_only_after</comment>
        <translation>chỉ lật bài sau khi chia và trước khi trả pot</translation>
    </message>
    <message>
        <source>{card} has already been dealt this hand: fouled deck (LC-105)</source>
        <comment>hand.refusal.has_already_been_dealt_hand</comment>
        <translation>{card} đã được chia trong ván này: bộ bài hỏng (LC-105)</translation>
    </message>
    <message>
        <source>hole cards are dealt only before the first betting round</source>
        <comment>hand.refusal.hole_cards_are_dealt_only</comment>
        <translation>bài tẩy chỉ chia trước vòng cược đầu tiên</translation>
    </message>
    <message>
        <source>${to} is not a multiple of the ${chip_unit} chip (LC-67)</source>
        <comment>hand.refusal.multiple_chip_lc_67</comment>
        <translation>${to} không phải bội số của chip ${chip_unit} (LC-67)</translation>
    </message>
    <message>
        <source>the next settlement is {to_json}, not {to_json2}</source>
        <comment>hand.refusal.next_settlement</comment>
        <translation>lần thanh toán tiếp theo là {to_json}, không phải {to_json2}</translation>
    </message>
    <message>
        <source>no board card is due now ({phase_text}): a premature card is an irregularity (LC-110 to LC-112)</source>
        <comment>hand.refusal.no_board_card_due_now</comment>
        <translation>lúc này chưa đến lá bài chung ({phase_text}): lá ra sớm là một sự cố (LC-110 đến LC-112)</translation>
    </message>
    <message>
        <source>no pot is ready to be pushed</source>
        <comment>hand.refusal.no_pot_ready_pushed</comment>
        <translation>không có pot nào sẵn sàng để trả</translation>
    </message>
    <message>
        <source>no street is being dealt ({phase_text})</source>
        <comment>hand.refusal.no_street_being_dealt</comment>
        <translation>không có vòng nào đang được chia ({phase_text})</translation>
    </message>
    <message>
        <source>an optional post is declined before the deal</source>
        <comment>hand.refusal.optional_post_declined_before_deal</comment>
        <translation>cược tùy chọn được từ chối trước khi chia</translation>
    </message>
    <message>
        <source>the pot is already being pushed</source>
        <comment>hand.refusal.pot_already_being_pushed</comment>
        <translation>pot đang được trả</translation>
    </message>
    <message>
        <source>the pot can no longer be worked out again ({phase_text})</source>
        <comment>hand.refusal.pot_can_no_longer_worked</comment>
        <translation>không thể tính lại pot nữa ({phase_text})</translation>
    </message>
    <message>
        <source>the pot has already been awarded; a misdeal can no longer be called</source>
        <comment>hand.refusal.pot_has_already_been_awarded</comment>
        <translation>pot đã được trao; không thể tuyên bố chia lỗi nữa</translation>
    </message>
    <message>
        <source>seat {seat} is acting out of turn: seat {to_act} is to act (LC-50: hold the action)</source>
        <comment>hand.refusal.seat_acting_out_turn_seat</comment>
        <translation>ghế {seat} hành động sai lượt: đến lượt ghế {to_act} (LC-50: giữ hành động lại)</translation>
    </message>
    <message>
        <source>seat {seat} already has {hole_count} cards (LC-107)</source>
        <comment>hand.refusal.seat_already_has_cards_lc</comment>
        <translation>ghế {seat} đã có {hole_count} lá (LC-107)</translation>
    </message>
    <message>
        <source>seat {seat} calls ${call_to}, not ${to}</source>
        <comment>hand.refusal.seat_calls</comment>
        <translation>ghế {seat} theo ${call_to}, không phải ${to}</translation>
    </message>
    <message>
        <source>seat {seat} cannot act now ({phase_text})</source>
        <comment>hand.refusal.seat_cannot_act_now</comment>
        <translation>ghế {seat} không thể hành động lúc này ({phase_text})</translation>
    </message>
    <message>
        <source>seat {seat} cannot check: there is a bet to call</source>
        <comment>hand.refusal.seat_cannot_check_there_bet</comment>
        <translation>ghế {seat} không thể check: có cược phải theo</translation>
    </message>
    <message>
        <source>seat {seat} cannot fold: nothing to call (LC-60)</source>
        <comment>hand.refusal.seat_cannot_fold_nothing_call</comment>
        <translation>ghế {seat} không thể bỏ bài: không có gì để theo (LC-60)</translation>
    </message>
    <message>
        <source>seat {seat} cannot muck now; before showdown a player folds</source>
        <comment>hand.refusal.seat_cannot_muck_now_before</comment>
        <translation>ghế {seat} không thể muck lúc này; trước khi lật bài người chơi bỏ bài</translation>
    </message>
    <message>
        <source>seat {seat} cannot post now: the deal has begun</source>
        <comment>hand.refusal.seat_cannot_post_now_deal</comment>
        <translation>ghế {seat} không thể đặt lúc này: đã bắt đầu chia</translation>
    </message>
    <message>
        <source>seat {seat} is not dealt in this hand (LC-104h, LC-113)</source>
        <comment>hand.refusal.seat_dealt_hand_lc_104h</comment>
        <translation>ghế {seat} không được chia bài ván này (LC-104h, LC-113)</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to kill</source>
        <comment>hand.refusal.seat_has_no_live_hand</comment>
        <translation>ghế {seat} không có bài sống để hủy</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>hand.refusal.seat_has_no_live_hand_2</comment>
        <translation>ghế {seat} không có bài sống</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to show</source>
        <comment>hand.refusal.seat_has_no_live_hand_3</comment>
        <translation>ghế {seat} không có bài sống để lật</translation>
    </message>
    <message>
        <source>seat {seat} has no optional {replace} to decline</source>
        <comment>hand.refusal.seat_has_no_optional_decline</comment>
        <translation>ghế {seat} không có {replace} tùy chọn để từ chối</translation>
    </message>
    <message>
        <source>seat {seat} has nothing to call; check instead</source>
        <comment>hand.refusal.seat_has_nothing_call_check</comment>
        <translation>ghế {seat} không có gì để theo; hãy check</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack}; cannot post ${amount}</source>
        <comment>hand.refusal.seat_has_only_cannot_post</comment>
        <translation>ghế {seat} chỉ có ${stack}; không thể đặt ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${min_to}-${max_to}, not ${to}</source>
        <comment>hand.refusal.seat_may</comment>
        <translation>ghế {seat} có thể {action} lên ${min_to}-${max_to}, không phải ${to}</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${min_to} only, not ${to}</source>
        <comment>hand.refusal.seat_may_only</comment>
        <translation>ghế {seat} chỉ có thể {action} lên ${min_to}, không phải ${to}</translation>
    </message>
    <message>
        <source>seat {seat} owes ${total} for the {replace}, not ${amount} (LC-68: a short post is all-in)</source>
        <comment>hand.refusal.seat_owes_lc_68_short</comment>
        <translation>ghế {seat} nợ ${total} cho {replace}, không phải ${amount} (LC-68: đặt thiếu là tất tay)</translation>
    </message>
    <message>
        <source>seat {seat} owes no {replace} this hand</source>
        <comment>hand.refusal.seat_owes_no_hand</comment>
        <translation>ghế {seat} không nợ {replace} ván này</translation>
    </message>
    <message>
        <source>seat(s) {missing} dealt in but not seated</source>
        <comment>hand.refusal.seat_s_dealt_but_seated</comment>
        <translation>ghế {missing} được chia bài nhưng không có người ngồi</translation>
    </message>
    <message>
        <source>a seat is taken out of the hand only before anyone acts</source>
        <comment>hand.refusal.seat_taken_out_hand_only</comment>
        <translation>chỉ được đưa một ghế ra khỏi ván trước khi có ai hành động</translation>
    </message>
    <message>
        <source>seat {seat} was dealt {items}, not {got}</source>
        <comment>hand.refusal.seat_was_dealt</comment>
        <translation>ghế {seat} được chia {items}, không phải {got}</translation>
    </message>
    <message>
        <source>there is no betting round to close ({phase_text})</source>
        <comment>hand.refusal.there_no_betting_round_close</comment>
        <translation>không có vòng cược nào để đóng ({phase_text})</translation>
    </message>
    <message>
        <source>a card shown during {STREETS} betting falls under {PREMATURE_RULE}, not {rule_id}</source>
        <comment>irregularities.board_fixes.refusal.card_shown_during_betting_falls</comment>
        <translation>lá lộ trong lúc cược {STREETS} thuộc {PREMATURE_RULE}, không phải {rule_id}</translation>
    </message>
    <message>
        <source>an early card is possible only while preflop, flop or turn betting is open</source>
        <comment>irregularities.board_fixes.refusal.early_card_possible_only_while</comment>
        <translation>lá ra sớm chỉ có thể khi đang cược preflop, flop hoặc turn</translation>
    </message>
    <message>
        <source>a flop can be taken back only before anyone acts on it (LC-114)</source>
        <comment>irregularities.board_fixes.refusal.flop_can_taken_back_only</comment>
        <translation>flop chỉ được thu lại trước khi có ai hành động (LC-114)</translation>
    </message>
    <message>
        <source>the next street&apos;s burn is already out</source>
        <comment>irregularities.board_fixes.refusal.next_street_s_burn_already</comment>
        <translation>lá đốt của vòng tiếp đã ra</translation>
    </message>
    <message>
        <source>no set-aside card is due back in the stub now</source>
        <comment>irregularities.board_fixes.refusal.no_set_aside_card_due</comment>
        <translation>lúc này không có lá để riêng nào cần trả lại phần bài còn lại</translation>
    </message>
    <message>
        <source>the stub is reshuffled with {items}</source>
        <comment>irregularities.board_fixes.refusal.stub_reshuffled</comment>
        <translation>phần bài còn lại được xào lại với {items}</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.dead_hands.refusal.hand_has_cards</comment>
        <translation>một tay {game} có {hole_cards} lá</translation>
    </message>
    <message>
        <source>a losing hand is compared only before the pot is pushed (LC-75)</source>
        <comment>irregularities.dead_hands.refusal.losing_hand_compared_only_before</comment>
        <translation>bài thua chỉ được so trước khi trả pot (LC-75)</translation>
    </message>
    <message>
        <source>the pot is already being pushed</source>
        <comment>irregularities.dead_hands.refusal.pot_already_being_pushed</comment>
        <translation>pot đang được trả</translation>
    </message>
    <message>
        <source>seat {seat} has no called hand in the muck</source>
        <comment>irregularities.dead_hands.refusal.seat_has_no_called_hand</comment>
        <translation>ghế {seat} không có bài bị theo trong muck</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to kill</source>
        <comment>irregularities.dead_hands.refusal.seat_has_no_live_hand</comment>
        <translation>ghế {seat} không có bài sống để hủy</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s hand can be retrieved only if nobody acted after it was thrown (LC-80)</source>
        <comment>irregularities.dead_hands.refusal.seat_s_hand_can_retrieved</comment>
        <translation>bài của ghế {seat} chỉ lấy lại được nếu không ai hành động sau khi bị ném (LC-80)</translation>
    </message>
    <message>
        <source>the board is complete: no card is due; set it aside and call the floor</source>
        <comment>irregularities.detector.refusal.board_complete_no_card_due</comment>
        <translation>bài chung đã đủ: không cần lá nào; để riêng và gọi floor</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>irregularities.detector.refusal.no_card_due_now_set</comment>
        <translation>lúc này chưa đến lá nào ({phase_text}): để riêng và gọi floor</translation>
    </message>
    <message>
        <source>wait for the floor&apos;s decision on ruling {number} ({title}) before the next card</source>
        <comment>irregularities.detector.refusal.wait_floor_s_decision_ruling</comment>
        <translation>chờ quyết định của floor về phán quyết {number} ({title}) trước lá tiếp theo</translation>
    </message>
    <message>
        <source>{card} is already out this hand: fouled deck (LC-105)</source>
        <comment>irregularities.events.refusal.already_out_hand_fouled_deck</comment>
        <translation>{card} đã ra trong ván này: bộ bài hỏng (LC-105)</translation>
    </message>
    <message>
        <source>ruling {ruling} is not waiting for the floor</source>
        <comment>irregularities.events.refusal.ruling_waiting_floor</comment>
        <translation>phán quyết {ruling} không chờ floor</translation>
    </message>
    <message>
        <source>unknown correction {action!r}</source>
        <comment>irregularities.events.refusal.unknown_correction</comment>
        <translation>chỉnh sửa không rõ {action!r}</translation>
    </message>
    <message>
        <source>hand {hand} is over and hand {hand_number} has begun: too late for an objection or a ruling (LC-8c)</source>
        <comment>irregularities.floor.refusal.hand_over_hand_has_begun</comment>
        <translation>ván {hand} đã xong và ván {hand_number} đã bắt đầu: quá muộn để phản đối hay phán quyết (LC-8c)</translation>
    </message>
    <message>
        <source>{title}: name a seat with a live hand (seat {seat} has none)</source>
        <comment>irregularities.floor.refusal.name_seat_live_hand_seat</comment>
        <translation>{title}: nêu một ghế có bài sống (ghế {seat} không có)</translation>
    </message>
    <message>
        <source>only a floorperson may {what} (LC-103.s1, LC-8b)</source>
        <comment>irregularities.floor.refusal.only_floorperson_may_lc_103</comment>
        <translation>chỉ floor được {what} (LC-103.s1, LC-8b)</translation>
    </message>
    <message>
        <source>unknown role {by_role!r} ({items})</source>
        <comment>irregularities.floor.refusal.unknown_role</comment>
        <translation>vai trò không rõ {by_role!r} ({items})</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.floor.refusal.unknown_role_2</comment>
        <translation>vai trò không rõ {by_role!r}</translation>
    </message>
    <message>
        <source>the extra card becomes the flop burn: only before the flop (LC-107a)</source>
        <comment>irregularities.hole_fixes.refusal.extra_card_becomes_flop_burn</comment>
        <translation>lá thừa thành lá đốt flop: chỉ trước flop (LC-107a)</translation>
    </message>
    <message>
        <source>{card} is not one of seat {seat}&apos;s cards</source>
        <comment>irregularities.hole_fixes.refusal.one_seat_s_cards</comment>
        <translation>{card} không phải bài của ghế {seat}</translation>
    </message>
    <message>
        <source>a replacement card comes before the showdown</source>
        <comment>irregularities.hole_fixes.refusal.replacement_card_comes_before_showdown</comment>
        <translation>lá thay đến trước khi lật bài</translation>
    </message>
    <message>
        <source>seat {seat} is not in the hand</source>
        <comment>irregularities.hole_fixes.refusal.seat_hand</comment>
        <translation>ghế {seat} không trong ván</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>irregularities.hole_fixes.refusal.seat_has_no_live_hand</comment>
        <translation>ghế {seat} không có bài sống</translation>
    </message>
    <message>
        <source>seat {seat} is owed no card</source>
        <comment>irregularities.hole_fixes.refusal.seat_owed_no_card</comment>
        <translation>ghế {seat} không thiếu lá nào</translation>
    </message>
    <message>
        <source>seat {seat} was not dealt {card}</source>
        <comment>irregularities.hole_fixes.refusal.seat_was_dealt</comment>
        <translation>ghế {seat} không được chia {card}</translation>
    </message>
    <message>
        <source>hand {number} is already void: collect the cards and start the next hand</source>
        <comment>irregularities.misdeals.refusal.hand_already_void_collect_cards</comment>
        <translation>ván {number} đã bị hủy: thu bài và bắt đầu ván sau</translation>
    </message>
    <message>
        <source>there is no misdeal case {case!r}: LC-104 lists {known}</source>
        <comment>irregularities.misdeals.refusal.there_no_misdeal_case_lc</comment>
        <translation>không có trường hợp chia lỗi {case!r}: LC-104 liệt kê {known}</translation>
    </message>
    <message>
        <source>two players have acted in a row (substantial action): a misdeal is no longer possible; rule on the specific irregularity (LC-104, LC-GL-68)</source>
        <comment>irregularities.misdeals.refusal.two_players_have_acted_row</comment>
        <translation>hai người đã hành động liên tiếp (hành động đáng kể): không thể chia lỗi nữa; phán quyết theo sự cố cụ thể (LC-104, LC-GL-68)</translation>
    </message>
    <message>
        <source>{title}, declared by {decided_by}: every bet is back with its player. Collect all the cards, then shuffle and cut for a new deal of the same hand: {same}</source>
        <comment>irregularities.misdeals.step.declared_every_bet_back_player</comment>
        <translation>{title}, do {decided_by} tuyên bố: mọi cược trả về người chơi. Thu hết bài, xào và cắt để chia lại cùng ván: {same}</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.newcomer.refusal.hand_has_cards</comment>
        <translation>một tay {game} có {hole_cards} lá</translation>
    </message>
    <message>
        <source>a newcomer&apos;s cards are ruled on during the deal (LC-132a/b)</source>
        <comment>irregularities.newcomer.refusal.newcomer_s_cards_are_ruled</comment>
        <translation>bài của người mới được phán quyết trong lúc chia (LC-132a/b)</translation>
    </message>
    <message>
        <source>seat {seat} is dealt in this hand already</source>
        <comment>irregularities.newcomer.refusal.seat_dealt_hand_already</comment>
        <translation>ghế {seat} đã được chia ván này</translation>
    </message>
    <message>
        <source>seat {seat} has no chips to play the hand</source>
        <comment>irregularities.newcomer.refusal.seat_has_no_chips_play</comment>
        <translation>ghế {seat} không có chip để chơi ván</translation>
    </message>
    <message>
        <source>seat {seat} has no player present</source>
        <comment>irregularities.newcomer.refusal.seat_has_no_player_present</comment>
        <translation>ghế {seat} không có người</translation>
    </message>
    <message>
        <source>seat {seat} is not a newcomer: a player not entitled to a hand has it killed (LC-113)</source>
        <comment>irregularities.newcomer.refusal.seat_newcomer_player_entitled_hand</comment>
        <translation>ghế {seat} không phải người mới: người không có quyền thì bài bị hủy (LC-113)</translation>
    </message>
    <message>
        <source>a {game} hand has {hole_cards} cards</source>
        <comment>irregularities.not_entitled.refusal.hand_has_cards</comment>
        <translation>một tay {game} có {hole_cards} lá</translation>
    </message>
    <message>
        <source>record his action during the first betting round, when it is found (LC-113)</source>
        <comment>irregularities.not_entitled.refusal.record_action_during_first_betting</comment>
        <translation>ghi hành động của người đó trong vòng cược đầu, lúc phát hiện (LC-113)</translation>
    </message>
    <message>
        <source>seat {seat} is dealt in this hand: he is entitled to it</source>
        <comment>irregularities.not_entitled.refusal.seat_dealt_hand_he_entitled</comment>
        <translation>ghế {seat} được chia ván này: người đó có quyền</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>irregularities.not_entitled.refusal.seat_empty</comment>
        <translation>ghế {seat} trống</translation>
    </message>
    <message>
        <source>seat {seat} may have put in $0 to ${current_bet} (a check, a call or a fold); a raise the others never faced cannot stand</source>
        <comment>irregularities.not_entitled.refusal.seat_may_have_put_0</comment>
        <translation>ghế {seat} có thể đã bỏ $0 đến ${current_bet} (check, theo hoặc bỏ bài); lần tố mà người khác chưa gặp thì không giữ</translation>
    </message>
    <message>
        <source>seat {seat} is a newcomer who has not posted: his cards are ruled by LC-132a/b (report a newcomer dealt in)</source>
        <comment>irregularities.not_entitled.refusal.seat_newcomer_who_has_posted</comment>
        <translation>ghế {seat} là người mới chưa đặt mù: bài của người đó xử theo LC-132a/b (báo người mới được chia)</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.not_entitled.refusal.unknown_role</comment>
        <translation>vai trò không rõ {by_role!r}</translation>
    </message>
    <message>
        <source>After the deal, give seat {seat} the top card in place of {value}; put {value2} face up on the deck: it is the next burn</source>
        <comment>irregularities.procedure.step.after_deal_give_seat_top</comment>
        <translation>Sau khi chia, đưa ghế {seat} lá trên cùng thay cho {value}; đặt {value2} ngửa trên bộ bài: đó là lá đốt tiếp theo</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: {cards}</source>
        <comment>irregularities.procedure.step.burn_one_card_then_deal</comment>
        <translation>Đốt một lá, rồi chia {street}: {cards}</translation>
    </message>
    <message>
        <source>Call the floor: ruling {number}, {title}{detail}</source>
        <comment>irregularities.procedure.step.call_floor_ruling</comment>
        <translation>Gọi floor: phán quyết {number}, {title}{detail}</translation>
    </message>
    <message>
        <source>Deal the {street} WITHOUT a burn{why}: {cards}</source>
        <comment>irregularities.procedure.step.deal_without_burn</comment>
        <translation>Chia {street} KHÔNG đốt bài{why}: {cards}</translation>
    </message>
    <message>
        <source>Give seat {seat} the top card of the deck</source>
        <comment>irregularities.procedure.step.give_seat_top_card_deck</comment>
        <translation>Đưa ghế {seat} lá trên cùng của bộ bài</translation>
    </message>
    <message>
        <source>Keep {value} face up out of play until the stub is reshuffled</source>
        <comment>irregularities.procedure.step.keep_face_up_out_play</comment>
        <translation>Để {value} ngửa ngoài cuộc cho đến khi xào lại phần bài còn lại</translation>
    </message>
    <message>
        <source>Shuffle the stub together with {names} (not the burns or discards)</source>
        <comment>irregularities.procedure.step.shuffle_stub_together_burns_discards</comment>
        <translation>Xào phần bài còn lại cùng với {names} (không gồm lá đốt hay bài bỏ)</translation>
    </message>
    <message>
        <source>an exposed hole card is dealt with during the deal (LC-115)</source>
        <comment>irregularities.reports.refusal.exposed_hole_card_dealt_during</comment>
        <translation>lá tẩy bị lộ được xử lý trong lúc chia (LC-115)</translation>
    </message>
    <message>
        <source>a hand is asked for at the showdown, once every hand is tabled or pushed face down and before the pot is pushed (LC-75)</source>
        <comment>irregularities.reports.refusal.hand_asked_showdown_once_every</comment>
        <translation>yêu cầu xem bài khi lật bài, khi mọi tay đã lật hoặc đẩy úp và trước khi trả pot (LC-75)</translation>
    </message>
    <message>
        <source>seat {requester} is empty: any seated player may ask (LC-75)</source>
        <comment>irregularities.reports.refusal.seat_empty_any_seated_player</comment>
        <translation>ghế {requester} trống: người ngồi nào cũng có thể yêu cầu (LC-75)</translation>
    </message>
    <message>
        <source>seat {seat} has no called hand pushed face down</source>
        <comment>irregularities.reports.refusal.seat_has_no_called_hand</comment>
        <translation>ghế {seat} không có bài bị theo đẩy úp</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand with a wrong card count</source>
        <comment>irregularities.reports.refusal.seat_has_no_live_hand</comment>
        <translation>ghế {seat} không có bài sống sai số lá</translation>
    </message>
    <message>
        <source>seat {seat} was not dealt {value}</source>
        <comment>irregularities.reports.refusal.seat_was_dealt</comment>
        <translation>ghế {seat} không được chia {value}</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.reports.refusal.unknown_role</comment>
        <translation>vai trò không rõ {by_role!r}</translation>
    </message>
    <message>
        <source>the early cards and the extras are out: finish the betting, then burn and deal the street (LC-121)</source>
        <comment>irregularities.stud_detect.refusal.early_cards_extras_are_out</comment>
        <translation>các lá ra sớm và lá thừa đã bị loại: hoàn tất cược, rồi đốt và chia vòng (LC-121)</translation>
    </message>
    <message>
        <source>every card of the hand is out: no card is due; set it aside and call the floor</source>
        <comment>irregularities.stud_detect.refusal.every_card_hand_out_no</comment>
        <translation>mọi lá của ván đã ra: không cần lá nào; để riêng và gọi floor</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>irregularities.stud_detect.refusal.no_card_due_now_set</comment>
        <translation>lúc này chưa đến lá nào ({phase_text}): để riêng và gọi floor</translation>
    </message>
    <message>
        <source>only the last down card may be left as dealt (LC-122); move the cards</source>
        <comment>irregularities.stud_detect.refusal.only_last_down_card_may</comment>
        <translation>chỉ lá úp cuối được để như đã chia (LC-122); chuyển bài</translation>
    </message>
    <message>
        <source>a stud burn error is &apos;double&apos; or &apos;none&apos; (LC-122)</source>
        <comment>irregularities.stud_detect.refusal.stud_burn_error_double_none</comment>
        <translation>lỗi đốt bài stud là &apos;double&apos; hoặc &apos;none&apos; (LC-122)</translation>
    </message>
    <message>
        <source>unknown role {by_role!r}</source>
        <comment>irregularities.stud_detect.refusal.unknown_role</comment>
        <translation>vai trò không rõ {by_role!r}</translation>
    </message>
    <message>
        <source>cards are left as dealt only on 7th street, before its action (LC-122)</source>
        <comment>irregularities.stud_fixes.refusal.cards_are_left_dealt_only</comment>
        <translation>chỉ để bài như đã chia ở vòng bảy, trước khi hành động (LC-122)</translation>
    </message>
    <message>
        <source>this correction is for Seven Card Stud only</source>
        <comment>irregularities.stud_fixes.refusal.correction_seven_card_stud_only</comment>
        <translation>chỉnh sửa này chỉ cho Seven Card Stud</translation>
    </message>
    <message>
        <source>an early card is possible only while 3rd to 6th street betting is open</source>
        <comment>irregularities.stud_fixes.refusal.early_card_possible_only_while</comment>
        <translation>lá ra sớm chỉ có thể khi đang cược vòng ba đến vòng sáu</translation>
    </message>
    <message>
        <source>an exposed down card is ruled on during the 3rd-street deal</source>
        <comment>irregularities.stud_fixes.refusal.exposed_down_card_ruled_during</comment>
        <translation>lá úp bị lộ được phán quyết trong lúc chia vòng ba</translation>
    </message>
    <message>
        <source>the extra cards are already out: finish the betting first</source>
        <comment>irregularities.stud_fixes.refusal.extra_cards_are_already_out</comment>
        <translation>các lá thừa đã bị loại: hoàn tất cược trước</translation>
    </message>
    <message>
        <source>he declares all-in before the 7th-street action starts (LC-123)</source>
        <comment>irregularities.stud_fixes.refusal.he_declares_all_before_7th</comment>
        <translation>người đó tuyên bố tất tay trước khi hành động vòng bảy bắt đầu (LC-123)</translation>
    </message>
    <message>
        <source>the kept chips go back once the pots are decided</source>
        <comment>irregularities.stud_fixes.refusal.kept_chips_go_back_once</comment>
        <translation>chip giữ lại được trả khi các pot đã quyết</translation>
    </message>
    <message>
        <source>LC-116 is put right on 3rd street before anyone acts</source>
        <comment>irregularities.stud_fixes.refusal.lc_116_put_right_3rd</comment>
        <translation>LC-116 được sửa ở vòng ba trước khi có ai hành động</translation>
    </message>
    <message>
        <source>no 7th-street burn and card to move</source>
        <comment>irregularities.stud_fixes.refusal.no_7th_street_burn_card</comment>
        <translation>không có lá đốt và lá vòng bảy để chuyển</translation>
    </message>
    <message>
        <source>no extra card is owed to the discards now (LC-121)</source>
        <comment>irregularities.stud_fixes.refusal.no_extra_card_owed_discards</comment>
        <translation>lúc này không nợ lá thừa nào cho bài bỏ (LC-121)</translation>
    </message>
    <message>
        <source>{card} is not one of seat {seat}&apos;s two down cards</source>
        <comment>irregularities.stud_fixes.refusal.one_seat_s_two_down</comment>
        <translation>{card} không phải một trong hai lá úp của ghế {seat}</translation>
    </message>
    <message>
        <source>seat {seat} faces a bet: that is an ordinary fold</source>
        <comment>irregularities.stud_fixes.refusal.seat_faces_bet_ordinary_fold</comment>
        <translation>ghế {seat} đang đối mặt cược: đó là bỏ bài thường</translation>
    </message>
    <message>
        <source>seat {seat} has the low card and must bring it in (CG-STD-04)</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_low_card_must</comment>
        <translation>ghế {seat} có lá thấp và phải bring-in (CG-STD-04)</translation>
    </message>
    <message>
        <source>seat {seat} has no chips left to keep back</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_chips_left</comment>
        <translation>ghế {seat} không còn chip để giữ lại</translation>
    </message>
    <message>
        <source>seat {seat} has no down card yet</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_down_card</comment>
        <translation>ghế {seat} chưa có lá úp</translation>
    </message>
    <message>
        <source>seat {seat} has no face-up 7th card (LC-123)</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_face_up</comment>
        <translation>ghế {seat} không có lá thứ bảy ngửa (LC-123)</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_live_hand</comment>
        <translation>ghế {seat} không có bài sống</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand in a betting round</source>
        <comment>irregularities.stud_fixes.refusal.seat_has_no_live_hand_2</comment>
        <translation>ghế {seat} không có bài sống trong vòng cược</translation>
    </message>
    <message>
        <source>seat {seat} kept no chips back</source>
        <comment>irregularities.stud_fixes.refusal.seat_kept_no_chips_back</comment>
        <translation>ghế {seat} không giữ lại chip nào</translation>
    </message>
    <message>
        <source>{card} is not seat {seat}&apos;s 7th-street card</source>
        <comment>irregularities.stud_fixes.refusal.seat_s_7th_street_card</comment>
        <translation>{card} không phải lá vòng bảy của ghế {seat}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s third card is already out face up: the floor decides (LC-P1)</source>
        <comment>irregularities.stud_fixes.refusal.seat_s_third_card_already</comment>
        <translation>lá thứ ba của ghế {seat} đã ra ngửa: floor quyết định (LC-P1)</translation>
    </message>
    <message>
        <source>a stud burn error is &apos;none&apos; or &apos;double&apos; (LC-122)</source>
        <comment>irregularities.stud_fixes.refusal.stud_burn_error_none_double</comment>
        <translation>lỗi đốt bài stud là &apos;none&apos; hoặc &apos;double&apos; (LC-122)</translation>
    </message>
    <message>
        <source>After the floor confirms, take 1 more card from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.confirm_take_card_discards</comment>
        <translation>Sau khi floor xác nhận, lấy thêm 1 lá từ phần bài còn lại vào bài bỏ (mỗi người còn trong ván lúc phát hiện một lá)</translation>
    </message>
    <message>
        <source>After the floor confirms, take {owed} more cards from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.confirm_take_cards_discards</comment>
        <translation>Sau khi floor xác nhận, lấy thêm {owed} lá từ phần bài còn lại vào bài bỏ (mỗi người còn trong ván lúc phát hiện một lá)</translation>
    </message>
    <message>
        <source>Count the stub before 7th street: {stub} cards ({removed} went out by LC-121): {items}</source>
        <comment>irregularities.stud_procedure.step.count_stub_before_7th_street</comment>
        <translation>Đếm phần bài còn lại trước vòng thứ bảy: {stub} lá ({removed} lá bị loại theo LC-121): {items}</translation>
    </message>
    <message>
        <source>Finish this betting round, then burn and deal the next street as usual</source>
        <comment>irregularities.stud_procedure.step.finish_betting_round_then_burn</comment>
        <translation>Kết thúc vòng cược này, rồi đốt và chia vòng tiếp như thường</translation>
    </message>
    <message>
        <source>Give seat {seat} back the ${chips} he kept out of the last round</source>
        <comment>irregularities.stud_procedure.step.give_seat_back_he_kept</comment>
        <translation>Trả lại ghế {seat} số ${chips} người đó giữ lại từ vòng trước</translation>
    </message>
    <message>
        <source>Keep the early cards ({early}) out of play, in the discards</source>
        <comment>irregularities.stud_procedure.step.keep_early_cards_out_play</comment>
        <translation>Để các lá chia sớm ({early}) ngoài cuộc, vào bài bỏ</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s 7th card is face up: he bets normally or declares all-in now (the last round then makes a side pot)</source>
        <comment>irregularities.stud_procedure.step.seat_s_7th_card_face</comment>
        <translation>Lá thứ bảy của ghế {seat} bị ngửa: người đó cược bình thường hoặc tuyên bố tất tay ngay (vòng cuối khi đó tạo pot phụ)</translation>
    </message>
    <message>
        <source>Seat {low}&apos;s low card was an exposed down card: seat {seat} brings in instead</source>
        <comment>irregularities.stud_procedure.step.seat_s_low_card_was</comment>
        <translation>Lá thấp của ghế {low} là lá úp bị lộ: ghế {seat} bring-in thay</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s {value} stays face up; deal his third card FACE DOWN</source>
        <comment>irregularities.stud_procedure.step.seat_s_stays_face_up</comment>
        <translation>Lá {value} của ghế {seat} để ngửa; chia lá thứ ba của người đó ÚP</translation>
    </message>
    <message>
        <source>Seat {seat} turned up {value} himself: deal his third card face up too; he plays two up cards</source>
        <comment>irregularities.stud_procedure.step.seat_turned_up_himself_deal</comment>
        <translation>Ghế {seat} tự lật {value}: lá thứ ba cũng chia ngửa; người đó chơi với hai lá ngửa</translation>
    </message>
    <message>
        <source>Seat {seat} was dealt no cards: his ${ante} ante is back in front of him; he sits this hand out</source>
        <comment>irregularities.stud_procedure.step.seat_was_dealt_no_cards</comment>
        <translation>Ghế {seat} không được chia bài: tiền ante ${ante} trả lại trước mặt; người đó nghỉ ván này</translation>
    </message>
    <message>
        <source>Did he ask to be dealt in?</source>
        <comment>irregularity.absent_at_turn.q1</comment>
        <translation>Người đó có xin được chia bài không?</translation>
    </message>
    <message>
        <source>Is he back in time to act?</source>
        <comment>irregularity.absent_at_turn.q2</comment>
        <translation>Người đó có về kịp để hành động không?</translation>
    </message>
    <message>
        <source>The hand is dead and any blinds he posted are lost.</source>
        <comment>irregularity.absent_at_turn.ruling</comment>
        <translation>Bài bị chết và mất các tiền mù đã đặt.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.absent_at_turn.s1</comment>
        <translation>Floor xác nhận: bài bị chết và chip của nó ở lại trong pot</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.absent_at_turn.s2</comment>
        <translation>Bỏ bài vào muck; hành động tiếp tục với người kế tiếp</translation>
    </message>
    <message>
        <source>Player not in his seat when it is his turn</source>
        <comment>irregularity.absent_at_turn.title</comment>
        <translation>Người chơi không ở ghế khi đến lượt</translation>
    </message>
    <message>
        <source>Who gave advice to whom?</source>
        <comment>irregularity.advice_given.q1</comment>
        <translation>Ai đã mách nước cho ai?</translation>
    </message>
    <message>
        <source>One player to a hand: the floor is told; the hand itself is not changed.</source>
        <comment>irregularity.advice_given.ruling</comment>
        <translation>Mỗi tay một người: báo floor; bản thân ván bài không thay đổi.</translation>
    </message>
    <message>
        <source>Flag the seat to the floor (LC-10)</source>
        <comment>irregularity.advice_given.s1</comment>
        <translation>Báo ghế này cho floor (LC-10)</translation>
    </message>
    <message>
        <source>Advice or whispering during a hand</source>
        <comment>irregularity.advice_given.title</comment>
        <translation>Mách nước hoặc thì thầm trong ván</translation>
    </message>
    <message>
        <source>Is the card face up in the deck rather than dealt face up?</source>
        <comment>irregularity.boxed_card.q1</comment>
        <translation>Lá bài bị ngửa trong bộ bài chứ không phải chia ngửa?</translation>
    </message>
    <message>
        <source>A boxed card counts as a blank: it goes to the discards and the deal continues as if it were not there.</source>
        <comment>irregularity.boxed_card.ruling</comment>
        <translation>Lá bị ngửa trong bộ bài coi như lá trắng: vào bài bỏ và tiếp tục chia như không có nó.</translation>
    </message>
    <message>
        <source>Put the boxed card in the discards (LC-109)</source>
        <comment>irregularity.boxed_card.s1</comment>
        <translation>Bỏ lá bị ngửa vào bài bỏ (LC-109)</translation>
    </message>
    <message>
        <source>Give the seat due that card the next card off the deck</source>
        <comment>irregularity.boxed_card.s2</comment>
        <translation>Đưa lá kế tiếp của bộ bài cho ghế lẽ ra nhận lá đó</translation>
    </message>
    <message>
        <source>Boxed card (face up in the deck)</source>
        <comment>irregularity.boxed_card.title</comment>
        <translation>Lá bị ngửa trong bộ bài</translation>
    </message>
    <message>
        <source>How many boxed cards have turned up this hand?</source>
        <comment>irregularity.boxed_five.q1</comment>
        <translation>Ván này có bao nhiêu lá bị ngửa trong bộ bài?</translation>
    </message>
    <message>
        <source>Were they found only in the stub after every needed card was out?</source>
        <comment>irregularity.boxed_five.q2</comment>
        <translation>Có phải chỉ thấy chúng trong phần bài còn lại sau khi đã chia đủ?</translation>
    </message>
    <message>
        <source>Five boxed cards during the hand void it and every bet goes back; found only in the leftover stub after the last card was needed, play goes on.</source>
        <comment>irregularity.boxed_five.ruling</comment>
        <translation>Năm lá bị ngửa trong ván thì ván bị hủy và trả lại mọi cược; nếu chỉ thấy trong phần bài còn lại sau lá cần cuối cùng thì chơi tiếp.</translation>
    </message>
    <message>
        <source>Stop the hand (LC-106)</source>
        <comment>irregularity.boxed_five.s1</comment>
        <translation>Dừng ván (LC-106)</translation>
    </message>
    <message>
        <source>Floor confirms: return every bet of this hand</source>
        <comment>irregularity.boxed_five.s2</comment>
        <translation>Floor xác nhận: trả lại mọi cược của ván này</translation>
    </message>
    <message>
        <source>Replace the deck</source>
        <comment>irregularity.boxed_five.s3</comment>
        <translation>Thay bộ bài</translation>
    </message>
    <message>
        <source>Five or more boxed cards</source>
        <comment>irregularity.boxed_five.title</comment>
        <translation>Năm lá bị ngửa trở lên</translation>
    </message>
    <message>
        <source>Has the floor retrieved it and shown it to the table?</source>
        <comment>irregularity.card_off_table.q1</comment>
        <translation>Floor đã nhặt lên và cho cả bàn xem chưa?</translation>
    </message>
    <message>
        <source>The card may be ruled dead. Players leave it; the floor picks it up and shows it before play goes on.</source>
        <comment>irregularity.card_off_table.ruling</comment>
        <translation>Lá bài có thể bị xử chết. Người chơi không chạm vào; floor nhặt lên và cho xem rồi mới chơi tiếp.</translation>
    </message>
    <message>
        <source>Pause play</source>
        <comment>irregularity.card_off_table.s1</comment>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>Floor retrieves and shows the card (LC-83)</source>
        <comment>irregularity.card_off_table.s2</comment>
        <translation>Floor nhặt và cho xem lá bài (LC-83)</translation>
    </message>
    <message>
        <source>Floor rules on the hand</source>
        <comment>irregularity.card_off_table.s3</comment>
        <translation>Floor phán quyết về ván bài</translation>
    </message>
    <message>
        <source>Card dropped off the table</source>
        <comment>irregularity.card_off_table.title</comment>
        <translation>Lá bài rơi khỏi bàn</translation>
    </message>
    <message>
        <source>Which round of the deal was it?</source>
        <comment>irregularity.card_to_empty_seat.q1</comment>
        <translation>Đó là vòng chia thứ mấy?</translation>
    </message>
    <message>
        <source>Flop games have no rule of their own; the app proposes the stud reading (LC-119): the card is dead, goes to the discards and the deal continues. The floor decides.</source>
        <comment>irregularity.card_to_empty_seat.ruling</comment>
        <translation>Trò flop không có luật riêng; ứng dụng đề xuất cách của stud (LC-119): lá bài chết, vào bài bỏ và tiếp tục chia. Floor quyết định.</translation>
    </message>
    <message>
        <source>Put the card in the discards</source>
        <comment>irregularity.card_to_empty_seat.s1</comment>
        <translation>Bỏ lá bài vào bài bỏ</translation>
    </message>
    <message>
        <source>Continue the deal with the next seat</source>
        <comment>irregularity.card_to_empty_seat.s2</comment>
        <translation>Tiếp tục chia từ ghế kế tiếp</translation>
    </message>
    <message>
        <source>Card dealt to an empty seat</source>
        <comment>irregularity.card_to_empty_seat.title</comment>
        <translation>Chia bài vào ghế trống</translation>
    </message>
    <message>
        <source>Who damaged the cards?</source>
        <comment>irregularity.cards_damaged.q1</comment>
        <translation>Ai làm hỏng bài?</translation>
    </message>
    <message>
        <source>The player is dealt out at once and sent to the lead floor supervisor or shift manager.</source>
        <comment>irregularity.cards_damaged.ruling</comment>
        <translation>Người chơi bị ngừng chia bài ngay và đưa đến trưởng floor hoặc quản lý ca.</translation>
    </message>
    <message>
        <source>Deal the seat out (LC-4)</source>
        <comment>irregularity.cards_damaged.s1</comment>
        <translation>Ngừng chia bài cho ghế này (LC-4)</translation>
    </message>
    <message>
        <source>Escalate to the lead floor supervisor</source>
        <comment>irregularity.cards_damaged.s2</comment>
        <translation>Báo lên trưởng floor</translation>
    </message>
    <message>
        <source>Cards bent, torn or marked on purpose</source>
        <comment>irregularity.cards_damaged.title</comment>
        <translation>Cố ý bẻ, xé hoặc đánh dấu bài</translation>
    </message>
    <message>
        <source>Did a card touch the muck face down?</source>
        <comment>irregularity.cards_thrown.q1</comment>
        <translation>Có lá nào úp chạm vào muck không?</translation>
    </message>
    <message>
        <source>The thrower bears the result; a card that reached the muck face down kills the hand.</source>
        <comment>irregularity.cards_thrown.ruling</comment>
        <translation>Người ném chịu hậu quả; lá úp chạm vào muck làm bài bị chết.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.cards_thrown.s1</comment>
        <translation>Floor xác nhận: bài bị chết và chip của nó ở lại trong pot</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.cards_thrown.s2</comment>
        <translation>Bỏ bài vào muck; hành động tiếp tục với người kế tiếp</translation>
    </message>
    <message>
        <source>Cards thrown, spiked or slammed</source>
        <comment>irregularity.cards_thrown.title</comment>
        <translation>Ném, đập bài</translation>
    </message>
    <message>
        <source>First or second card of the deal, or a second exposed card: misdeal (LC-104f/g, AMB-17). Otherwise, after the deal, the seat gets the top card and the exposed card goes face up on the deck as the burn (LC-115).</source>
        <comment>irregularity.exposed_hole_card.house.replace_and_burn</comment>
        <translation>Lá thứ nhất hoặc thứ hai của lượt chia, hoặc lá bị lộ thứ hai: chia lỗi (LC-104f/g, AMB-17). Nếu không, sau khi chia, ghế đó nhận lá trên cùng và lá bị lộ đặt ngửa trên bộ bài làm lá đốt (LC-115).</translation>
    </message>
    <message>
        <source>Replaced once every other card is dealt and used as the burn, a card off the table too (PGP-IRR-08/09); a card that flipped off the player it was meant for stays with him (PGP-IRR-10).</source>
        <comment>irregularity.exposed_hole_card.house.replace_and_burn_keep_if_player_caused</comment>
        <translation>Được thay sau khi chia hết các lá khác và dùng làm lá đốt, lá rơi khỏi bàn cũng vậy (PGP-IRR-08/09); lá bị lật do chạm người nhận thì người đó giữ (PGP-IRR-10).</translation>
    </message>
    <message>
        <source>Was it the first or second card of the deal (misdeal, LC-104f)?</source>
        <comment>irregularity.exposed_hole_card.q1</comment>
        <translation>Có phải lá thứ nhất hoặc thứ hai của lượt chia không (chia lỗi, LC-104f)?</translation>
    </message>
    <message>
        <source>Is it the second card exposed in this deal (misdeal, LC-104g)?</source>
        <comment>irregularity.exposed_hole_card.q2</comment>
        <translation>Có phải lá bị lộ thứ hai trong lượt chia này (chia lỗi, LC-104g)?</translation>
    </message>
    <message>
        <source>Did the card flip because it touched the player it was meant for (PGP-IRR-10)?</source>
        <comment>irregularity.exposed_hole_card.q3</comment>
        <translation>Lá bài bị lật do chạm vào người nhận phải không (PGP-IRR-10)?</translation>
    </message>
    <message>
        <source>Depends on the house setting K17 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.exposed_hole_card.ruling</comment>
        <translation>Tùy thiết lập K17 của nhà (phán quyết của nhà bên dưới); chưa đặt: floor quyết định.</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <comment>irregularity.exposed_hole_card.s1</comment>
        <translation>Chia xong</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.exposed_hole_card.s2</comment>
        <translation>Làm theo phán quyết của nhà hiển thị</translation>
    </message>
    <message>
        <source>Hole card exposed during the deal</source>
        <comment>irregularity.exposed_hole_card.title</comment>
        <translation>Bài tẩy bị lộ khi chia</translation>
    </message>
    <message>
        <source>The floor turns one of his cards up at random as the first burn (PGP-IRR-02); after substantial action the hand is dead and every chip he put in is lost, blinds included (PGP-IRR-03).</source>
        <comment>irregularity.extra_hole_card.house.burn_unless_substantial_action</comment>
        <translation>Floor lật ngẫu nhiên một lá của người đó làm lá đốt đầu tiên (PGP-IRR-02); sau hành động đáng kể thì bài chết và mất hết chip đã bỏ vào, kể cả mù (PGP-IRR-03).</translation>
    </message>
    <message>
        <source>Not acted: the floor turns one of his cards up at random and it is the flop burn (LC-107a). Acted before the flop: dead, his money stays, one of its cards is the burn (LC-107b). Found after the flop: dead, all action stands (LC-107c).</source>
        <comment>irregularity.extra_hole_card.house.by_action_and_flop</comment>
        <translation>Chưa hành động: floor lật ngẫu nhiên một lá làm lá đốt flop (LC-107a). Đã hành động trước flop: chết, tiền ở lại, một lá làm lá đốt (LC-107b). Phát hiện sau flop: chết, mọi hành động giữ nguyên (LC-107c).</translation>
    </message>
    <message>
        <source>Which seat holds the extra card?</source>
        <comment>irregularity.extra_hole_card.q1</comment>
        <translation>Ghế nào có lá thừa?</translation>
    </message>
    <message>
        <source>Has that player acted?</source>
        <comment>irregularity.extra_hole_card.q2</comment>
        <translation>Người đó đã hành động chưa?</translation>
    </message>
    <message>
        <source>Has the flop been dealt?</source>
        <comment>irregularity.extra_hole_card.q3</comment>
        <translation>Đã chia flop chưa?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.extra_hole_card.q4</comment>
        <translation>Đã có hành động đáng kể chưa (hai người hành động liên tiếp, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Depends on the house setting K15 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.extra_hole_card.ruling</comment>
        <translation>Tùy thiết lập K15 của nhà (phán quyết của nhà bên dưới); chưa đặt: floor quyết định.</translation>
    </message>
    <message>
        <source>Call the floor (LC-P5)</source>
        <comment>irregularity.extra_hole_card.s1</comment>
        <translation>Gọi floor (LC-P5)</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.extra_hole_card.s2</comment>
        <translation>Làm theo phán quyết của nhà hiển thị</translation>
    </message>
    <message>
        <source>One hole card too many</source>
        <comment>irregularity.extra_hole_card.title</comment>
        <translation>Thừa một lá bài tẩy</translation>
    </message>
    <message>
        <source>How many cards were flopped?</source>
        <comment>irregularity.flop_too_many.q1</comment>
        <translation>Flop ra bao nhiêu lá?</translation>
    </message>
    <message>
        <source>The whole flop goes back into the stub (the burn stays), the stub is shuffled and a new flop is dealt without a burn.</source>
        <comment>irregularity.flop_too_many.ruling</comment>
        <translation>Cả flop trả vào phần bài còn lại (giữ lá đốt), xào lại và chia flop mới không đốt bài.</translation>
    </message>
    <message>
        <source>Take all flopped cards back, not the burn (LC-114)</source>
        <comment>irregularity.flop_too_many.s1</comment>
        <translation>Thu lại tất cả lá flop, không gồm lá đốt (LC-114)</translation>
    </message>
    <message>
        <source>Shuffle the stub</source>
        <comment>irregularity.flop_too_many.s2</comment>
        <translation>Xào phần bài còn lại</translation>
    </message>
    <message>
        <source>Deal a new three-card flop WITHOUT a burn (LC-114)</source>
        <comment>irregularity.flop_too_many.s3</comment>
        <translation>Chia flop mới ba lá KHÔNG đốt bài (LC-114)</translation>
    </message>
    <message>
        <source>Flop with too many cards</source>
        <comment>irregularity.flop_too_many.title</comment>
        <translation>Flop thừa lá</translation>
    </message>
    <message>
        <source>Was he facing a bet or raise?</source>
        <comment>irregularity.fold_facing_bet.q1</comment>
        <translation>Người đó có đang đối mặt cược hoặc tố không?</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.fold_facing_bet.ruling</comment>
        <translation>Bài bị chết.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.fold_facing_bet.s1</comment>
        <translation>Floor xác nhận: bài bị chết và chip của nó ở lại trong pot</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.fold_facing_bet.s2</comment>
        <translation>Bỏ bài vào muck; hành động tiếp tục với người kế tiếp</translation>
    </message>
    <message>
        <source>Fold, or saying fold, while facing a bet</source>
        <comment>irregularity.fold_facing_bet.title</comment>
        <translation>Bỏ bài hoặc nói bỏ bài khi đối mặt cược</translation>
    </message>
    <message>
        <source>Which card is duplicated, or what is wrong with the deck?</source>
        <comment>irregularity.fouled_deck.q1</comment>
        <translation>Lá nào bị trùng, hoặc bộ bài bị gì?</translation>
    </message>
    <message>
        <source>The hand is void: every bet of this hand goes back. Earlier hands stand.</source>
        <comment>irregularity.fouled_deck.ruling</comment>
        <translation>Ván bị hủy: trả lại mọi cược của ván này. Các ván trước vẫn giữ.</translation>
    </message>
    <message>
        <source>Stop the hand; set the deck aside for the floor</source>
        <comment>irregularity.fouled_deck.s1</comment>
        <translation>Dừng ván; để riêng bộ bài cho floor</translation>
    </message>
    <message>
        <source>Floor confirms: return every bet and blind of this hand (LC-105)</source>
        <comment>irregularity.fouled_deck.s2</comment>
        <translation>Floor xác nhận: trả lại mọi cược và mù của ván này (LC-105)</translation>
    </message>
    <message>
        <source>Replace the deck before the next hand</source>
        <comment>irregularity.fouled_deck.s3</comment>
        <translation>Thay bộ bài trước ván sau</translation>
    </message>
    <message>
        <source>Fouled deck (duplicate card, joker, odd back)</source>
        <comment>irregularity.fouled_deck.title</comment>
        <translation>Bộ bài hỏng (lá trùng, joker, lưng khác)</translation>
    </message>
    <message>
        <source>Had it been tabled face up at showdown (LC-81a)?</source>
        <comment>irregularity.hand_in_muck.q1</comment>
        <translation>Khi lật bài nó đã được để ngửa trên bàn chưa (LC-81a)?</translation>
    </message>
    <message>
        <source>Was it protected (LC-81b)?</source>
        <comment>irregularity.hand_in_muck.q2</comment>
        <translation>Nó có được giữ không (LC-81b)?</translation>
    </message>
    <message>
        <source>Can it be identified?</source>
        <comment>irregularity.hand_in_muck.q3</comment>
        <translation>Có nhận ra được không?</translation>
    </message>
    <message>
        <source>Dead, unless it had been tabled at showdown or was protected and can be identified.</source>
        <comment>irregularity.hand_in_muck.ruling</comment>
        <translation>Chết, trừ khi đã lật trên bàn lúc showdown hoặc được giữ và nhận ra được.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.hand_in_muck.s1</comment>
        <translation>Floor xác nhận: bài bị chết và chip của nó ở lại trong pot</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.hand_in_muck.s2</comment>
        <translation>Bỏ bài vào muck; hành động tiếp tục với người kế tiếp</translation>
    </message>
    <message>
        <source>Hand touched the muck face down</source>
        <comment>irregularity.hand_in_muck.title</comment>
        <translation>Bài úp chạm vào muck</translation>
    </message>
    <message>
        <source>Did the throw make another player act?</source>
        <comment>irregularity.hand_thrown_forward.q1</comment>
        <translation>Việc ném bài có khiến người khác hành động không?</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.hand_thrown_forward.ruling</comment>
        <translation>Bài bị chết.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.hand_thrown_forward.s1</comment>
        <translation>Floor xác nhận: bài bị chết và chip của nó ở lại trong pot</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.hand_thrown_forward.s2</comment>
        <translation>Bỏ bài vào muck; hành động tiếp tục với người kế tiếp</translation>
    </message>
    <message>
        <source>Hand thrown forward and another player acted</source>
        <comment>irregularity.hand_thrown_forward.title</comment>
        <translation>Ném bài về phía trước và người khác đã hành động</translation>
    </message>
    <message>
        <source>Who turned the cards?</source>
        <comment>irregularity.hand_turned_by_other.q1</comment>
        <translation>Ai lật bài?</translation>
    </message>
    <message>
        <source>Had the owner asked for it?</source>
        <comment>irregularity.hand_turned_by_other.q2</comment>
        <translation>Chủ bài có yêu cầu không?</translation>
    </message>
    <message>
        <source>Only the owner turns his hand; a discarded hand turned up by someone else stays dead.</source>
        <comment>irregularity.hand_turned_by_other.ruling</comment>
        <translation>Chỉ chủ bài được lật bài mình; bài đã bỏ bị người khác lật vẫn chết.</translation>
    </message>
    <message>
        <source>Leave the discarded hand dead (LC-84)</source>
        <comment>irregularity.hand_turned_by_other.s1</comment>
        <translation>Bài đã bỏ vẫn chết (LC-84)</translation>
    </message>
    <message>
        <source>Another player turned a hand over</source>
        <comment>irregularity.hand_turned_by_other.title</comment>
        <translation>Người khác lật bài</translation>
    </message>
    <message>
        <source>Has the next hand&apos;s shuffle or deal begun?</source>
        <comment>irregularity.late_objection.q1</comment>
        <translation>Đã bắt đầu xào hoặc chia ván sau chưa?</translation>
    </message>
    <message>
        <source>Too late: no floor decision is possible on a hand once the next one has begun.</source>
        <comment>irregularity.late_objection.ruling</comment>
        <translation>Quá muộn: khi ván sau đã bắt đầu, floor không thể quyết định về ván trước.</translation>
    </message>
    <message>
        <source>Tell the player the ruling window has closed (LC-8c)</source>
        <comment>irregularity.late_objection.s1</comment>
        <translation>Báo người chơi đã hết thời hạn phán quyết (LC-8c)</translation>
    </message>
    <message>
        <source>Objection raised after the next hand began</source>
        <comment>irregularity.late_objection.title</comment>
        <translation>Phản đối sau khi ván sau đã bắt đầu</translation>
    </message>
    <message>
        <source>Which proposed ruling is overridden, and why?</source>
        <comment>irregularity.management_override.q1</comment>
        <translation>Phán quyết đề xuất nào bị thay đổi, và tại sao?</translation>
    </message>
    <message>
        <source>The floor may rule by the spirit of the rules; the override and its reason are kept with the proposal.</source>
        <comment>irregularity.management_override.ruling</comment>
        <translation>Floor có thể phán quyết theo tinh thần của luật; việc thay đổi và lý do được lưu cùng đề xuất.</translation>
    </message>
    <message>
        <source>Record the override with the floorperson&apos;s name and reason</source>
        <comment>irregularity.management_override.s1</comment>
        <translation>Ghi lại việc thay đổi với tên floor và lý do</translation>
    </message>
    <message>
        <source>Management ruling against the letter of a rule</source>
        <comment>irregularity.management_override.title</comment>
        <translation>Quản lý phán quyết trái với câu chữ của luật</translation>
    </message>
    <message>
        <source>Was the deck shuffled and cut before the first card?</source>
        <comment>irregularity.misdeal_a.q1</comment>
        <translation>Bộ bài có được xào và cắt trước lá đầu tiên không?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_a.q2</comment>
        <translation>Đã có hành động đáng kể chưa (hai người hành động liên tiếp, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_a.ruling</comment>
        <translation>Chia lỗi, nếu chưa có hành động đáng kể; sau đó chỉ áp dụng sự cố cụ thể. Chỉ floor được tuyên bố.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_a.s1</comment>
        <translation>Dừng chia; để nguyên mọi lá cho đến khi floor tới (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_a.s2</comment>
        <translation>Floor xác nhận chia lỗi: trả lại mọi cược và mù của ván này (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_a.s3</comment>
        <translation>Thu hết bài, xào, cắt và chia lại ván với cùng button</translation>
    </message>
    <message>
        <source>Misdeal: dealt without a shuffle and cut</source>
        <comment>irregularity.misdeal_a.title</comment>
        <translation>Chia lỗi: chia mà không xào và cắt</translation>
    </message>
    <message>
        <source>Did the first card go to the seat left of the button?</source>
        <comment>irregularity.misdeal_b.q1</comment>
        <translation>Lá đầu tiên có đến ghế bên trái button không?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_b.q2</comment>
        <translation>Đã có hành động đáng kể chưa (hai người hành động liên tiếp, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_b.ruling</comment>
        <translation>Chia lỗi, nếu chưa có hành động đáng kể; sau đó chỉ áp dụng sự cố cụ thể. Chỉ floor được tuyên bố.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_b.s1</comment>
        <translation>Dừng chia; để nguyên mọi lá cho đến khi floor tới (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_b.s2</comment>
        <translation>Floor xác nhận chia lỗi: trả lại mọi cược và mù của ván này (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_b.s3</comment>
        <translation>Thu hết bài, xào, cắt và chia lại ván với cùng button</translation>
    </message>
    <message>
        <source>Misdeal: first card to the wrong seat</source>
        <comment>irregularity.misdeal_b.title</comment>
        <translation>Chia lỗi: lá đầu tiên sai ghế</translation>
    </message>
    <message>
        <source>How many players hold the wrong number of cards (one: see extra/missing hole card)?</source>
        <comment>irregularity.misdeal_c.q1</comment>
        <translation>Bao nhiêu người có số lá sai (một người: xem thừa/thiếu bài tẩy)?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_c.q2</comment>
        <translation>Đã có hành động đáng kể chưa (hai người hành động liên tiếp, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_c.ruling</comment>
        <translation>Chia lỗi, nếu chưa có hành động đáng kể; sau đó chỉ áp dụng sự cố cụ thể. Chỉ floor được tuyên bố.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_c.s1</comment>
        <translation>Dừng chia; để nguyên mọi lá cho đến khi floor tới (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_c.s2</comment>
        <translation>Floor xác nhận chia lỗi: trả lại mọi cược và mù của ván này (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_c.s3</comment>
        <translation>Thu hết bài, xào, cắt và chia lại ván với cùng button</translation>
    </message>
    <message>
        <source>Misdeal: two or more players with a wrong card count</source>
        <comment>irregularity.misdeal_c.title</comment>
        <translation>Chia lỗi: hai người trở lên có số lá sai</translation>
    </message>
    <message>
        <source>Can the two extra cards be put right? (floor judgement)</source>
        <comment>irregularity.misdeal_d.q1</comment>
        <translation>Hai lá thừa có sửa được không? (floor đánh giá)</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_d.q2</comment>
        <translation>Đã có hành động đáng kể chưa (hai người hành động liên tiếp, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_d.ruling</comment>
        <translation>Chia lỗi, nếu chưa có hành động đáng kể; sau đó chỉ áp dụng sự cố cụ thể. Chỉ floor được tuyên bố.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_d.s1</comment>
        <translation>Dừng chia; để nguyên mọi lá cho đến khi floor tới (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_d.s2</comment>
        <translation>Floor xác nhận chia lỗi: trả lại mọi cược và mù của ván này (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_d.s3</comment>
        <translation>Thu hết bài, xào, cắt và chia lại ván với cùng button</translation>
    </message>
    <message>
        <source>Misdeal: two extra cards off the deck, not fixable</source>
        <comment>irregularity.misdeal_d.title</comment>
        <translation>Chia lỗi: thừa hai lá, không sửa được</translation>
    </message>
    <message>
        <source>Has anyone acted yet?</source>
        <comment>irregularity.misdeal_e.q1</comment>
        <translation>Đã có ai hành động chưa?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_e.q2</comment>
        <translation>Đã có hành động đáng kể chưa (hai người hành động liên tiếp, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_e.ruling</comment>
        <translation>Chia lỗi, nếu chưa có hành động đáng kể; sau đó chỉ áp dụng sự cố cụ thể. Chỉ floor được tuyên bố.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_e.s1</comment>
        <translation>Dừng chia; để nguyên mọi lá cho đến khi floor tới (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_e.s2</comment>
        <translation>Floor xác nhận chia lỗi: trả lại mọi cược và mù của ván này (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_e.s3</comment>
        <translation>Thu hết bài, xào, cắt và chia lại ván với cùng button</translation>
    </message>
    <message>
        <source>Misdeal: button in the wrong place</source>
        <comment>irregularity.misdeal_e.title</comment>
        <translation>Chia lỗi: button sai chỗ</translation>
    </message>
    <message>
        <source>Was it the first or second card of the whole deal (AMB-17)? A later single card: exposed hole card.</source>
        <comment>irregularity.misdeal_f.q1</comment>
        <translation>Có phải lá thứ nhất hoặc thứ hai của cả lượt chia (AMB-17)? Một lá đơn về sau: bài tẩy bị lộ.</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_f.q2</comment>
        <translation>Đã có hành động đáng kể chưa (hai người hành động liên tiếp, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_f.ruling</comment>
        <translation>Chia lỗi, nếu chưa có hành động đáng kể; sau đó chỉ áp dụng sự cố cụ thể. Chỉ floor được tuyên bố.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_f.s1</comment>
        <translation>Dừng chia; để nguyên mọi lá cho đến khi floor tới (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_f.s2</comment>
        <translation>Floor xác nhận chia lỗi: trả lại mọi cược và mù của ván này (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_f.s3</comment>
        <translation>Thu hết bài, xào, cắt và chia lại ván với cùng button</translation>
    </message>
    <message>
        <source>Misdeal: first or second card of the deal face up</source>
        <comment>irregularity.misdeal_f.title</comment>
        <translation>Chia lỗi: lá thứ nhất hoặc thứ hai bị ngửa</translation>
    </message>
    <message>
        <source>How many cards of the deal were face up?</source>
        <comment>irregularity.misdeal_g.q1</comment>
        <translation>Bao nhiêu lá bị chia ngửa?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_g.q2</comment>
        <translation>Đã có hành động đáng kể chưa (hai người hành động liên tiếp, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_g.ruling</comment>
        <translation>Chia lỗi, nếu chưa có hành động đáng kể; sau đó chỉ áp dụng sự cố cụ thể. Chỉ floor được tuyên bố.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_g.s1</comment>
        <translation>Dừng chia; để nguyên mọi lá cho đến khi floor tới (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_g.s2</comment>
        <translation>Floor xác nhận chia lỗi: trả lại mọi cược và mù của ván này (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_g.s3</comment>
        <translation>Thu hết bài, xào, cắt và chia lại ván với cùng button</translation>
    </message>
    <message>
        <source>Misdeal: two or more cards dealt face up</source>
        <comment>irregularity.misdeal_g.title</comment>
        <translation>Chia lỗi: hai lá trở lên bị chia ngửa</translation>
    </message>
    <message>
        <source>Was the skipped player present or had he posted?</source>
        <comment>irregularity.misdeal_h.q1</comment>
        <translation>Người bị bỏ qua có mặt hoặc đã đặt mù chưa?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_h.q2</comment>
        <translation>Đã có hành động đáng kể chưa (hai người hành động liên tiếp, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_h.ruling</comment>
        <translation>Chia lỗi, nếu chưa có hành động đáng kể; sau đó chỉ áp dụng sự cố cụ thể. Chỉ floor được tuyên bố.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_h.s1</comment>
        <translation>Dừng chia; để nguyên mọi lá cho đến khi floor tới (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_h.s2</comment>
        <translation>Floor xác nhận chia lỗi: trả lại mọi cược và mù của ván này (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_h.s3</comment>
        <translation>Thu hết bài, xào, cắt và chia lại ván với cùng button</translation>
    </message>
    <message>
        <source>Misdeal: an entitled player dealt out</source>
        <comment>irregularity.misdeal_h.title</comment>
        <translation>Chia lỗi: người có quyền bị bỏ qua</translation>
    </message>
    <message>
        <source>Was it the first card of the stud deal?</source>
        <comment>irregularity.misdeal_i.q1</comment>
        <translation>Có phải lá đầu tiên của lượt chia stud?</translation>
    </message>
    <message>
        <source>Substantial action yet (two players acted one after the other, LC-GL-68)?</source>
        <comment>irregularity.misdeal_i.q2</comment>
        <translation>Đã có hành động đáng kể chưa (hai người hành động liên tiếp, LC-GL-68)?</translation>
    </message>
    <message>
        <source>Misdeal, if no substantial action has taken place yet; afterwards only the specific irregularity applies. Only a floorperson may declare it.</source>
        <comment>irregularity.misdeal_i.ruling</comment>
        <translation>Chia lỗi, nếu chưa có hành động đáng kể; sau đó chỉ áp dụng sự cố cụ thể. Chỉ floor được tuyên bố.</translation>
    </message>
    <message>
        <source>Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)</source>
        <comment>irregularity.misdeal_i.s1</comment>
        <translation>Dừng chia; để nguyên mọi lá cho đến khi floor tới (LC-103.s1)</translation>
    </message>
    <message>
        <source>Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)</source>
        <comment>irregularity.misdeal_i.s2</comment>
        <translation>Floor xác nhận chia lỗi: trả lại mọi cược và mù của ván này (LC-103, LC-104)</translation>
    </message>
    <message>
        <source>Collect all cards, shuffle, cut and deal the hand again with the same button</source>
        <comment>irregularity.misdeal_i.s3</comment>
        <translation>Thu hết bài, xào, cắt và chia lại ván với cùng button</translation>
    </message>
    <message>
        <source>Misdeal: stud: first card dealt face up</source>
        <comment>irregularity.misdeal_i.title</comment>
        <translation>Chia lỗi: stud: lá đầu tiên bị chia ngửa</translation>
    </message>
    <message>
        <source>Which misdeal case applies (LC-104a-i)?</source>
        <comment>irregularity.misdeal_request.q1</comment>
        <translation>Áp dụng trường hợp chia lỗi nào (LC-104a-i)?</translation>
    </message>
    <message>
        <source>Has there been substantial action?</source>
        <comment>irregularity.misdeal_request.q2</comment>
        <translation>Đã có hành động đáng kể chưa?</translation>
    </message>
    <message>
        <source>Only a floorperson declares a misdeal; the dealer&apos;s request waits with the cards untouched.</source>
        <comment>irregularity.misdeal_request.ruling</comment>
        <translation>Chỉ floor tuyên bố chia lỗi; yêu cầu của dealer chờ với bài để nguyên.</translation>
    </message>
    <message>
        <source>Leave the cards in place</source>
        <comment>irregularity.misdeal_request.s1</comment>
        <translation>Để bài nguyên chỗ</translation>
    </message>
    <message>
        <source>Floor confirms or refuses (LC-103.s1)</source>
        <comment>irregularity.misdeal_request.s2</comment>
        <translation>Floor xác nhận hoặc từ chối (LC-103.s1)</translation>
    </message>
    <message>
        <source>Dealer asks for a misdeal</source>
        <comment>irregularity.misdeal_request.title</comment>
        <translation>Dealer yêu cầu chia lỗi</translation>
    </message>
    <message>
        <source>The top card once the deal is complete, acted or not (PGP-IRR-01).</source>
        <comment>irregularity.missing_hole_card.house.always_top_card</comment>
        <translation>Lá trên cùng sau khi chia xong, dù đã hành động hay chưa (PGP-IRR-01).</translation>
    </message>
    <message>
        <source>Not acted: the top card once the deal is complete (LC-108a). Acted before the flop: dead, his money stays (LC-108b). Found later: dead (LC-85c).</source>
        <comment>irregularity.missing_hole_card.house.top_card_unless_acted</comment>
        <translation>Chưa hành động: lá trên cùng sau khi chia xong (LC-108a). Đã hành động trước flop: chết, tiền ở lại (LC-108b). Phát hiện sau đó: chết (LC-85c).</translation>
    </message>
    <message>
        <source>Which seat is short?</source>
        <comment>irregularity.missing_hole_card.q1</comment>
        <translation>Ghế nào thiếu bài?</translation>
    </message>
    <message>
        <source>Has that player acted?</source>
        <comment>irregularity.missing_hole_card.q2</comment>
        <translation>Người đó đã hành động chưa?</translation>
    </message>
    <message>
        <source>Has the flop been dealt?</source>
        <comment>irregularity.missing_hole_card.q3</comment>
        <translation>Đã chia flop chưa?</translation>
    </message>
    <message>
        <source>Depends on the house setting K16 (house rulings below); unset: the floor decides.</source>
        <comment>irregularity.missing_hole_card.ruling</comment>
        <translation>Tùy thiết lập K16 của nhà (phán quyết của nhà bên dưới); chưa đặt: floor quyết định.</translation>
    </message>
    <message>
        <source>Call the floor (LC-P5)</source>
        <comment>irregularity.missing_hole_card.s1</comment>
        <translation>Gọi floor (LC-P5)</translation>
    </message>
    <message>
        <source>Follow the house ruling shown</source>
        <comment>irregularity.missing_hole_card.s2</comment>
        <translation>Làm theo phán quyết của nhà hiển thị</translation>
    </message>
    <message>
        <source>One hole card short</source>
        <comment>irregularity.missing_hole_card.title</comment>
        <translation>Thiếu một lá bài tẩy</translation>
    </message>
    <message>
        <source>Has the deck been used for a full round?</source>
        <comment>irregularity.new_deck_request.q1</comment>
        <translation>Bộ bài đã dùng hết một vòng chưa?</translation>
    </message>
    <message>
        <source>When was the last new setup?</source>
        <comment>irregularity.new_deck_request.q2</comment>
        <translation>Lần thay bộ bài mới gần nhất khi nào?</translation>
    </message>
    <message>
        <source>Granted once the deck has gone a full round, and new setups no more than every half hour.</source>
        <comment>irregularity.new_deck_request.ruling</comment>
        <translation>Được đổi khi bộ bài đã đi hết một vòng, và thay bộ mới không quá mỗi nửa giờ một lần.</translation>
    </message>
    <message>
        <source>Check the deck&apos;s age and the last setup time</source>
        <comment>irregularity.new_deck_request.s1</comment>
        <translation>Kiểm tra thời gian dùng bộ bài và lần thay gần nhất</translation>
    </message>
    <message>
        <source>Bring the setup</source>
        <comment>irregularity.new_deck_request.s2</comment>
        <translation>Mang bộ bài mới</translation>
    </message>
    <message>
        <source>Request for a new deck or setup</source>
        <comment>irregularity.new_deck_request.title</comment>
        <translation>Yêu cầu bộ bài mới</translation>
    </message>
    <message>
        <source>Has he looked at his cards?</source>
        <comment>irregularity.newcomer_dealt_in.q1</comment>
        <translation>Người đó đã xem bài chưa?</translation>
    </message>
    <message>
        <source>If he has seen them his hand plays and he posts his big blind before the next deal; if not, the cards are dead and his entry choice stays as it was.</source>
        <comment>irregularity.newcomer_dealt_in.ruling</comment>
        <translation>Nếu đã xem thì bài được chơi và người đó đặt mù lớn trước lượt chia sau; nếu chưa, bài chết và cách vào bàn giữ nguyên.</translation>
    </message>
    <message>
        <source>Ask whether he looked at the cards</source>
        <comment>irregularity.newcomer_dealt_in.s1</comment>
        <translation>Hỏi người đó đã xem bài chưa</translation>
    </message>
    <message>
        <source>Looked: deal him in and play the hand (LC-132a); he posts before the next deal</source>
        <comment>irregularity.newcomer_dealt_in.s2</comment>
        <translation>Đã xem: cho chơi ván này (LC-132a); đặt mù trước lượt chia sau</translation>
    </message>
    <message>
        <source>Not looked: kill the cards, keep his entry choice (LC-132b, LC-127)</source>
        <comment>irregularity.newcomer_dealt_in.s3</comment>
        <translation>Chưa xem: hủy bài, giữ cách vào bàn (LC-132b, LC-127)</translation>
    </message>
    <message>
        <source>Newcomer dealt in before posting</source>
        <comment>irregularity.newcomer_dealt_in.title</comment>
        <translation>Người mới được chia bài trước khi đặt mù</translation>
    </message>
    <message>
        <source>Why is he not entitled (seat change, missed blind)?</source>
        <comment>irregularity.not_entitled_dealt.q1</comment>
        <translation>Vì sao người đó không có quyền (đổi ghế, lỡ mù)?</translation>
    </message>
    <message>
        <source>Has he acted?</source>
        <comment>irregularity.not_entitled_dealt.q2</comment>
        <translation>Người đó đã hành động chưa?</translation>
    </message>
    <message>
        <source>Does he hold only one card?</source>
        <comment>irregularity.not_entitled_dealt.q3</comment>
        <translation>Người đó chỉ có một lá?</translation>
    </message>
    <message>
        <source>Found before he acts: his hand is dead and play goes on, no misdeal; his action stands if he already acted. He still owes his wait or missed blinds.</source>
        <comment>irregularity.not_entitled_dealt.ruling</comment>
        <translation>Phát hiện trước khi hành động: bài chết, chơi tiếp, không chia lỗi; nếu đã hành động thì giữ nguyên. Người đó vẫn phải chờ hoặc trả mù đã lỡ.</translation>
    </message>
    <message>
        <source>Kill his hand (LC-113)</source>
        <comment>irregularity.not_entitled_dealt.s1</comment>
        <translation>Hủy bài của người đó (LC-113)</translation>
    </message>
    <message>
        <source>If he has one card, give the seat its second card in rotation, then muck it</source>
        <comment>irregularity.not_entitled_dealt.s2</comment>
        <translation>Nếu có một lá, chia lá thứ hai theo lượt rồi bỏ vào muck</translation>
    </message>
    <message>
        <source>Keep his missed-blind button or seat-change wait</source>
        <comment>irregularity.not_entitled_dealt.s3</comment>
        <translation>Giữ nút lỡ mù hoặc thời gian chờ đổi ghế</translation>
    </message>
    <message>
        <source>Player dealt in without the right to a hand</source>
        <comment>irregularity.not_entitled_dealt.title</comment>
        <translation>Người không có quyền được chia bài</translation>
    </message>
    <message>
        <source>Was the preflop betting complete when the flop was spread?</source>
        <comment>irregularity.premature_flop.q1</comment>
        <translation>Khi mở flop, vòng cược preflop đã xong chưa?</translation>
    </message>
    <message>
        <source>The flop cards go back into the stub, which is shuffled; the burn already taken stays, and once betting is over the new flop comes without another burn.</source>
        <comment>irregularity.premature_flop.ruling</comment>
        <translation>Các lá flop trả vào phần bài còn lại và xào; lá đốt đã lấy giữ nguyên, cược xong thì chia flop mới không đốt thêm.</translation>
    </message>
    <message>
        <source>Take the flop cards back (keep the burn) (LC-110)</source>
        <comment>irregularity.premature_flop.s1</comment>
        <translation>Thu lại các lá flop (giữ lá đốt) (LC-110)</translation>
    </message>
    <message>
        <source>Finish the preflop betting</source>
        <comment>irregularity.premature_flop.s2</comment>
        <translation>Hoàn tất cược preflop</translation>
    </message>
    <message>
        <source>Shuffle the stub with the returned flop cards</source>
        <comment>irregularity.premature_flop.s3</comment>
        <translation>Xào phần bài còn lại cùng các lá flop thu về</translation>
    </message>
    <message>
        <source>Deal the new flop WITHOUT a burn (LC-110)</source>
        <comment>irregularity.premature_flop.s4</comment>
        <translation>Chia flop mới KHÔNG đốt bài (LC-110)</translation>
    </message>
    <message>
        <source>Flop dealt before preflop betting ended</source>
        <comment>irregularity.premature_flop.title</comment>
        <translation>Chia flop trước khi cược preflop xong</translation>
    </message>
    <message>
        <source>Was the turn betting complete when the river was shown?</source>
        <comment>irregularity.premature_river.q1</comment>
        <translation>Khi lộ river, cược turn đã xong chưa?</translation>
    </message>
    <message>
        <source>The early river is out of play. After turn betting, shuffle the stub with it (burns and discards stay out) and deal the river without a burn.</source>
        <comment>irregularity.premature_river.ruling</comment>
        <translation>River ra sớm bị loại. Sau cược turn, xào nó cùng phần bài còn lại (không gồm lá đốt và bài bỏ) và chia river không đốt bài.</translation>
    </message>
    <message>
        <source>Set the early river card aside (LC-112)</source>
        <comment>irregularity.premature_river.s1</comment>
        <translation>Để riêng lá river ra sớm (LC-112)</translation>
    </message>
    <message>
        <source>Finish the turn betting</source>
        <comment>irregularity.premature_river.s2</comment>
        <translation>Hoàn tất cược turn</translation>
    </message>
    <message>
        <source>Shuffle the stub with the set-aside card (LC-112)</source>
        <comment>irregularity.premature_river.s3</comment>
        <translation>Xào phần bài còn lại với lá để riêng (LC-112)</translation>
    </message>
    <message>
        <source>Deal the river WITHOUT a burn (LC-112)</source>
        <comment>irregularity.premature_river.s4</comment>
        <translation>Chia river KHÔNG đốt bài (LC-112)</translation>
    </message>
    <message>
        <source>River shown before turn betting ended</source>
        <comment>irregularity.premature_river.title</comment>
        <translation>Lộ river trước khi cược turn xong</translation>
    </message>
    <message>
        <source>Was the flop betting complete when the turn was shown?</source>
        <comment>irregularity.premature_turn.q1</comment>
        <translation>Khi lộ turn, cược flop đã xong chưa?</translation>
    </message>
    <message>
        <source>The early turn is out of play for now. After flop betting, burn and deal the next card as the turn. After turn betting, shuffle the stub with the early card (burns and discards stay out) and deal the river without a burn.</source>
        <comment>irregularity.premature_turn.ruling</comment>
        <translation>Turn ra sớm tạm bị loại. Sau cược flop, đốt và chia lá kế làm turn. Sau cược turn, xào lá ra sớm cùng phần bài còn lại (không gồm lá đốt và bài bỏ) và chia river không đốt bài.</translation>
    </message>
    <message>
        <source>Set the early turn card aside face up (LC-111)</source>
        <comment>irregularity.premature_turn.s1</comment>
        <translation>Để riêng lá turn ra sớm, ngửa (LC-111)</translation>
    </message>
    <message>
        <source>Finish the flop betting</source>
        <comment>irregularity.premature_turn.s2</comment>
        <translation>Hoàn tất cược flop</translation>
    </message>
    <message>
        <source>Burn one card and deal the turn (LC-111)</source>
        <comment>irregularity.premature_turn.s3</comment>
        <translation>Đốt một lá và chia turn (LC-111)</translation>
    </message>
    <message>
        <source>Finish the turn betting</source>
        <comment>irregularity.premature_turn.s4</comment>
        <translation>Hoàn tất cược turn</translation>
    </message>
    <message>
        <source>Shuffle the stub with the set-aside card, not the burns or discards (LC-111)</source>
        <comment>irregularity.premature_turn.s5</comment>
        <translation>Xào phần bài còn lại với lá để riêng, không gồm lá đốt hay bài bỏ (LC-111)</translation>
    </message>
    <message>
        <source>Deal the river WITHOUT a burn (LC-111)</source>
        <comment>irregularity.premature_turn.s6</comment>
        <translation>Chia river KHÔNG đốt bài (LC-111)</translation>
    </message>
    <message>
        <source>Turn shown before flop betting ended</source>
        <comment>irregularity.premature_turn.title</comment>
        <translation>Lộ turn trước khi cược flop xong</translation>
    </message>
    <message>
        <source>Who asks: the winner or another player?</source>
        <comment>irregularity.see_hand_at_showdown.q1</comment>
        <translation>Ai yêu cầu: người thắng hay người khác?</translation>
    </message>
    <message>
        <source>Was the hand called?</source>
        <comment>irregularity.see_hand_at_showdown.q2</comment>
        <translation>Bài đó có bị theo không?</translation>
    </message>
    <message>
        <source>Any player may see a called hand. Asked by anyone but the winner, a mucked hand stays dead; asked by the winner, the losing hand plays against his and the better hand takes the pot (AMB-30).</source>
        <comment>irregularity.see_hand_at_showdown.ruling</comment>
        <translation>Ai cũng có thể xem bài đã bị theo. Nếu người khác ngoài người thắng yêu cầu, bài đã muck vẫn chết; nếu người thắng yêu cầu, bài thua đấu với bài của người đó và bài tốt hơn ăn pot (AMB-30).</translation>
    </message>
    <message>
        <source>Show the requested hand face up (LC-75)</source>
        <comment>irregularity.see_hand_at_showdown.s1</comment>
        <translation>Lật ngửa bài được yêu cầu (LC-75)</translation>
    </message>
    <message>
        <source>Winner asked: compare the two hands, the better one wins</source>
        <comment>irregularity.see_hand_at_showdown.s2</comment>
        <translation>Người thắng yêu cầu: so hai bài, bài tốt hơn thắng</translation>
    </message>
    <message>
        <source>Someone else asked: the mucked hand stays dead</source>
        <comment>irregularity.see_hand_at_showdown.s3</comment>
        <translation>Người khác yêu cầu: bài đã muck vẫn chết</translation>
    </message>
    <message>
        <source>Request to see a hand at showdown</source>
        <comment>irregularity.see_hand_at_showdown.title</comment>
        <translation>Yêu cầu xem bài khi lật bài</translation>
    </message>
    <message>
        <source>Refused: burns and the unused deck are never shown.</source>
        <comment>irregularity.show_burn_request.ruling</comment>
        <translation>Từ chối: lá đốt và bài chưa dùng không bao giờ được cho xem.</translation>
    </message>
    <message>
        <source>Decline the request (LC-22)</source>
        <comment>irregularity.show_burn_request.s1</comment>
        <translation>Từ chối yêu cầu (LC-22)</translation>
    </message>
    <message>
        <source>Request to see the burn cards or the stub</source>
        <comment>irregularity.show_burn_request.title</comment>
        <translation>Yêu cầu xem lá đốt hoặc phần bài còn lại</translation>
    </message>
    <message>
        <source>Were they shown to an active player, or to someone not in the hand?</source>
        <comment>irregularity.show_one_show_all.q1</comment>
        <translation>Đã cho người còn trong ván xem, hay người ngoài ván?</translation>
    </message>
    <message>
        <source>Cards shown on purpose are for everyone: shown to an active player, any active player may see them now; shown to anyone else, they are shown to all after the hand.</source>
        <comment>irregularity.show_one_show_all.ruling</comment>
        <translation>Bài cố ý cho xem là cho tất cả: cho người còn trong ván xem thì ai còn trong ván cũng được xem ngay; cho người khác xem thì lật cho mọi người sau ván.</translation>
    </message>
    <message>
        <source>Show the cards to any active player who asks (LC-77)</source>
        <comment>irregularity.show_one_show_all.s1</comment>
        <translation>Cho bất kỳ người còn trong ván nào yêu cầu xem (LC-77)</translation>
    </message>
    <message>
        <source>Otherwise show them to the table when the hand ends</source>
        <comment>irregularity.show_one_show_all.s2</comment>
        <translation>Nếu không, lật cho cả bàn khi ván kết thúc</translation>
    </message>
    <message>
        <source>Cards shown to another player during a hand</source>
        <comment>irregularity.show_one_show_all.title</comment>
        <translation>Cho người khác xem bài trong ván</translation>
    </message>
    <message>
        <source>Which limit or structure is requested?</source>
        <comment>irregularity.structure_change.q1</comment>
        <translation>Yêu cầu mức cược hay cấu trúc nào?</translation>
    </message>
    <message>
        <source>Pending until the floor approves it.</source>
        <comment>irregularity.structure_change.ruling</comment>
        <translation>Chờ floor duyệt.</translation>
    </message>
    <message>
        <source>Floor approves the change (LC-12)</source>
        <comment>irregularity.structure_change.s1</comment>
        <translation>Floor duyệt thay đổi (LC-12)</translation>
    </message>
    <message>
        <source>Limit or structure change requested</source>
        <comment>irregularity.structure_change.title</comment>
        <translation>Yêu cầu đổi mức cược hoặc cấu trúc</translation>
    </message>
    <message>
        <source>Did the player ante?</source>
        <comment>irregularity.stud_ante_no_cards.q1</comment>
        <translation>Người chơi đã đặt ante chưa?</translation>
    </message>
    <message>
        <source>Did he receive any card?</source>
        <comment>irregularity.stud_ante_no_cards.q2</comment>
        <translation>Người đó có nhận lá nào không?</translation>
    </message>
    <message>
        <source>His ante comes back to him.</source>
        <comment>irregularity.stud_ante_no_cards.ruling</comment>
        <translation>Trả lại ante cho người đó.</translation>
    </message>
    <message>
        <source>Return the ante to the skipped seat (LC-116)</source>
        <comment>irregularity.stud_ante_no_cards.s1</comment>
        <translation>Trả ante cho ghế bị bỏ qua (LC-116)</translation>
    </message>
    <message>
        <source>He sits the hand out; the cards dealt stay with the players who got them</source>
        <comment>irregularity.stud_ante_no_cards.s2</comment>
        <translation>Người đó nghỉ ván này; bài đã chia để nguyên cho người đã nhận</translation>
    </message>
    <message>
        <source>Stud: anted but dealt no cards</source>
        <comment>irregularity.stud_ante_no_cards.title</comment>
        <translation>Stud: đã đặt ante nhưng không được chia bài</translation>
    </message>
    <message>
        <source>Can the cards be moved back to their proper places?</source>
        <comment>irregularity.stud_burn_error.q1</comment>
        <translation>Có thể đưa bài về đúng chỗ không?</translation>
    </message>
    <message>
        <source>Was it the last down card, already looked at?</source>
        <comment>irregularity.stud_burn_error.q2</comment>
        <translation>Có phải lá úp cuối cùng và đã được xem?</translation>
    </message>
    <message>
        <source>Put the cards where they belong if possible; on the last down card that cannot be fixed, players keep what they got and the action continues.</source>
        <comment>irregularity.stud_burn_error.ruling</comment>
        <translation>Nếu được, đưa bài về đúng chỗ; với lá úp cuối không sửa được, người chơi giữ bài đã nhận và tiếp tục hành động.</translation>
    </message>
    <message>
        <source>Move the cards to their proper seats (LC-122)</source>
        <comment>irregularity.stud_burn_error.s1</comment>
        <translation>Chuyển bài về đúng ghế (LC-122)</translation>
    </message>
    <message>
        <source>Otherwise continue as dealt</source>
        <comment>irregularity.stud_burn_error.s2</comment>
        <translation>Nếu không, tiếp tục như đã chia</translation>
    </message>
    <message>
        <source>Stud: two burns or no burn</source>
        <comment>irregularity.stud_burn_error.title</comment>
        <translation>Stud: đốt hai lá hoặc không đốt</translation>
    </message>
    <message>
        <source>Was it a down card or an up card, and on which street?</source>
        <comment>irregularity.stud_card_off_table.q1</comment>
        <translation>Là lá úp hay lá ngửa, ở vòng nào?</translation>
    </message>
    <message>
        <source>A down card off the table is an exposed down card (LC-117 early, LC-123 on seventh); an up card off the table plays.</source>
        <comment>irregularity.stud_card_off_table.ruling</comment>
        <translation>Lá úp rơi khỏi bàn là lá úp bị lộ (đầu ván LC-117, vòng bảy LC-123); lá ngửa rơi khỏi bàn vẫn chơi.</translation>
    </message>
    <message>
        <source>Down card: treat as exposed (LC-117 / LC-123)</source>
        <comment>irregularity.stud_card_off_table.s1</comment>
        <translation>Lá úp: coi như bị lộ (LC-117 / LC-123)</translation>
    </message>
    <message>
        <source>Up card: it plays</source>
        <comment>irregularity.stud_card_off_table.s2</comment>
        <translation>Lá ngửa: vẫn chơi</translation>
    </message>
    <message>
        <source>Stud: card dealt off the table</source>
        <comment>irregularity.stud_card_off_table.title</comment>
        <translation>Stud: chia bài rơi khỏi bàn</translation>
    </message>
    <message>
        <source>Was it a first or second down card, an up card, or the last down card?</source>
        <comment>irregularity.stud_empty_seat_dealt.q1</comment>
        <translation>Là lá úp thứ nhất hay thứ hai, lá ngửa, hay lá úp cuối?</translation>
    </message>
    <message>
        <source>Can it be put right?</source>
        <comment>irregularity.stud_empty_seat_dealt.q2</comment>
        <translation>Có sửa được không?</translation>
    </message>
    <message>
        <source>An early down card to an empty seat is dead and discarded; an up card is moved along to the right players; a last down card that cannot be fixed leaves the hand as dealt.</source>
        <comment>irregularity.stud_empty_seat_dealt.ruling</comment>
        <translation>Lá úp sớm vào ghế trống thì chết và bỏ đi; lá ngửa được chuyển tiếp cho đúng người; lá úp cuối không sửa được thì giữ như đã chia.</translation>
    </message>
    <message>
        <source>Down card: discard it and go on (LC-119)</source>
        <comment>irregularity.stud_empty_seat_dealt.s1</comment>
        <translation>Lá úp: bỏ đi và tiếp tục (LC-119)</translation>
    </message>
    <message>
        <source>Up card: slide the up cards to their proper seats</source>
        <comment>irregularity.stud_empty_seat_dealt.s2</comment>
        <translation>Lá ngửa: chuyển các lá ngửa về đúng ghế</translation>
    </message>
    <message>
        <source>Seventh card: play the hand as dealt</source>
        <comment>irregularity.stud_empty_seat_dealt.s3</comment>
        <translation>Lá thứ bảy: chơi như đã chia</translation>
    </message>
    <message>
        <source>Stud: card dealt to an empty seat</source>
        <comment>irregularity.stud_empty_seat_dealt.title</comment>
        <translation>Stud: chia bài vào ghế trống</translation>
    </message>
    <message>
        <source>Was a bet pending when he folded?</source>
        <comment>irregularity.stud_fold_no_bet.q1</comment>
        <translation>Khi người đó bỏ bài có cược đang chờ không?</translation>
    </message>
    <message>
        <source>A player who folds when nothing was bet receives no further cards.</source>
        <comment>irregularity.stud_fold_no_bet.ruling</comment>
        <translation>Người bỏ bài khi chưa ai cược sẽ không nhận thêm bài.</translation>
    </message>
    <message>
        <source>Skip the seat on later streets (LC-120)</source>
        <comment>irregularity.stud_fold_no_bet.s1</comment>
        <translation>Bỏ qua ghế này ở các vòng sau (LC-120)</translation>
    </message>
    <message>
        <source>Stud: fold with no bet to face</source>
        <comment>irregularity.stud_fold_no_bet.title</comment>
        <translation>Stud: bỏ bài khi không có cược</translation>
    </message>
    <message>
        <source>Which down card was exposed (dealt up or flashed)?</source>
        <comment>irregularity.stud_hole_card_exposed.q1</comment>
        <translation>Lá úp nào bị lộ (chia ngửa hoặc bị thấy)?</translation>
    </message>
    <message>
        <source>Is the exposed card now the lowest up card?</source>
        <comment>irregularity.stud_hole_card_exposed.q2</comment>
        <translation>Lá bị lộ giờ có phải lá ngửa thấp nhất?</translation>
    </message>
    <message>
        <source>The exposed card plays as an up card and his third card comes face down. If it is the low card, the bring-in moves to the next-lowest up card (house K22).</source>
        <comment>irregularity.stud_hole_card_exposed.ruling</comment>
        <translation>Lá bị lộ chơi như lá ngửa và lá thứ ba chia úp. Nếu là lá thấp nhất, bring-in chuyển sang lá ngửa thấp kế tiếp (nhà K22).</translation>
    </message>
    <message>
        <source>Leave the exposed card face up (LC-117)</source>
        <comment>irregularity.stud_hole_card_exposed.s1</comment>
        <translation>Để lá bị lộ ngửa (LC-117)</translation>
    </message>
    <message>
        <source>Deal his third card face down</source>
        <comment>irregularity.stud_hole_card_exposed.s2</comment>
        <translation>Chia lá thứ ba của người đó úp</translation>
    </message>
    <message>
        <source>Work out the bring-in without his exposed card if it is the lowest</source>
        <comment>irregularity.stud_hole_card_exposed.s3</comment>
        <translation>Xác định bring-in không tính lá bị lộ nếu nó thấp nhất</translation>
    </message>
    <message>
        <source>Stud: one of the two down cards exposed</source>
        <comment>irregularity.stud_hole_card_exposed.title</comment>
        <translation>Stud: một trong hai lá úp bị lộ</translation>
    </message>
    <message>
        <source>Did the player himself cause the card to turn over?</source>
        <comment>irregularity.stud_own_card_flipped.q1</comment>
        <translation>Có phải chính người chơi làm lật lá bài?</translation>
    </message>
    <message>
        <source>His third card is dealt face up and the exposed card plays: two up cards.</source>
        <comment>irregularity.stud_own_card_flipped.ruling</comment>
        <translation>Lá thứ ba chia ngửa và lá bị lộ vẫn chơi: hai lá ngửa.</translation>
    </message>
    <message>
        <source>Deal his third card face up (LC-118)</source>
        <comment>irregularity.stud_own_card_flipped.s1</comment>
        <translation>Chia lá thứ ba ngửa (LC-118)</translation>
    </message>
    <message>
        <source>He plays with two up cards</source>
        <comment>irregularity.stud_own_card_flipped.s2</comment>
        <translation>Người đó chơi với hai lá ngửa</translation>
    </message>
    <message>
        <source>His third card, not the one he turned, is his door card for the bring-in</source>
        <comment>irregularity.stud_own_card_flipped.s3</comment>
        <translation>Lá thứ ba, không phải lá tự lật, là lá cửa để xét bring-in</translation>
    </message>
    <message>
        <source>Stud: player turned up his own down card</source>
        <comment>irregularity.stud_own_card_flipped.title</comment>
        <translation>Stud: người chơi tự lật lá úp của mình</translation>
    </message>
    <message>
        <source>How many players are still in at discovery (AMB-29)?</source>
        <comment>irregularity.stud_premature_card.q1</comment>
        <translation>Khi phát hiện còn bao nhiêu người trong ván (AMB-29)?</translation>
    </message>
    <message>
        <source>Was the early card the last down card, and did the player look at it?</source>
        <comment>irregularity.stud_premature_card.q2</comment>
        <translation>Lá ra sớm có phải lá úp cuối và người chơi đã xem chưa?</translation>
    </message>
    <message>
        <source>Take the early cards out of play together with one card per player still in, finish the betting, then burn and deal the street normally. A last down card the player looked at or mixed in stays with him; a player holding seven cards may then only check, call or fold.</source>
        <comment>irregularity.stud_premature_card.ruling</comment>
        <translation>Loại các lá ra sớm cùng một lá cho mỗi người còn trong ván, hoàn tất cược, rồi đốt và chia vòng như thường. Lá úp cuối mà người chơi đã xem hoặc trộn vào thì người đó giữ; người có bảy lá sau đó chỉ được check, theo hoặc bỏ bài.</translation>
    </message>
    <message>
        <source>Count the players still in (AMB-29)</source>
        <comment>irregularity.stud_premature_card.s1</comment>
        <translation>Đếm số người còn trong ván (AMB-29)</translation>
    </message>
    <message>
        <source>Put the early cards plus that many stub cards in the discards (LC-121)</source>
        <comment>irregularity.stud_premature_card.s2</comment>
        <translation>Bỏ các lá ra sớm và chừng ấy lá từ phần bài còn lại vào bài bỏ (LC-121)</translation>
    </message>
    <message>
        <source>Finish the betting round</source>
        <comment>irregularity.stud_premature_card.s3</comment>
        <translation>Hoàn tất vòng cược</translation>
    </message>
    <message>
        <source>Burn and deal the street as usual</source>
        <comment>irregularity.stud_premature_card.s4</comment>
        <translation>Đốt và chia vòng như thường</translation>
    </message>
    <message>
        <source>Stud: cards dealt before the betting round ended</source>
        <comment>irregularity.stud_premature_card.title</comment>
        <translation>Stud: chia bài trước khi vòng cược xong</translation>
    </message>
    <message>
        <source>Whose seventh card is face up?</source>
        <comment>irregularity.stud_seventh_up.q1</comment>
        <translation>Lá thứ bảy của ai bị ngửa?</translation>
    </message>
    <message>
        <source>Does that player declare all-in now?</source>
        <comment>irregularity.stud_seventh_up.q2</comment>
        <translation>Người đó có tuyên bố tất tay ngay không?</translation>
    </message>
    <message>
        <source>Everyone else still gets a down card. The player with the up card may bet normally or declare all-in before the action, the last round then going to a side pot. The highest board on sixth street opens.</source>
        <comment>irregularity.stud_seventh_up.ruling</comment>
        <translation>Những người khác vẫn nhận lá úp. Người có lá ngửa có thể cược bình thường hoặc tuyên bố tất tay trước khi hành động, vòng cuối khi đó vào pot phụ. Bài ngửa cao nhất ở vòng sáu mở cược.</translation>
    </message>
    <message>
        <source>Deal the others their seventh card face down (LC-123)</source>
        <comment>irregularity.stud_seventh_up.s1</comment>
        <translation>Chia lá thứ bảy úp cho những người khác (LC-123)</translation>
    </message>
    <message>
        <source>Ask the player with the up card: bet normally or all-in now</source>
        <comment>irregularity.stud_seventh_up.s2</comment>
        <translation>Hỏi người có lá ngửa: cược bình thường hay tất tay ngay</translation>
    </message>
    <message>
        <source>Start the action with the high board as of sixth street</source>
        <comment>irregularity.stud_seventh_up.s3</comment>
        <translation>Bắt đầu hành động từ bài ngửa cao nhất ở vòng sáu</translation>
    </message>
    <message>
        <source>Stud: a seventh-street card dealt face up</source>
        <comment>irregularity.stud_seventh_up.title</comment>
        <translation>Stud: lá vòng bảy bị chia ngửa</translation>
    </message>
    <message>
        <source>How many cards are in the stub, how many players are still in, how many burns?</source>
        <comment>irregularity.stud_short_deck.q1</comment>
        <translation>Phần bài còn lại bao nhiêu lá, còn bao nhiêu người, đã đốt bao nhiêu lá?</translation>
    </message>
    <message>
        <source>Count first. Exactly enough: deal without a burn. Short: deal all but the last, mix it with the burns, cut, burn and finish. Still short: one face-up community card, the high board on sixth street opening.</source>
        <comment>irregularity.stud_short_deck.ruling</comment>
        <translation>Đếm trước. Vừa đủ: chia không đốt bài. Thiếu: chia hết trừ lá cuối, trộn nó với các lá đốt, cắt, đốt và chia nốt. Vẫn thiếu: một lá bài chung ngửa, bài ngửa cao nhất ở vòng sáu mở cược.</translation>
    </message>
    <message>
        <source>Count stub and players (LC-124)</source>
        <comment>irregularity.stud_short_deck.s1</comment>
        <translation>Đếm phần bài còn lại và số người (LC-124)</translation>
    </message>
    <message>
        <source>Enough: deal with no burn</source>
        <comment>irregularity.stud_short_deck.s2</comment>
        <translation>Đủ: chia không đốt bài</translation>
    </message>
    <message>
        <source>Short: deal all but one, mix the last with the burns, cut, burn, finish</source>
        <comment>irregularity.stud_short_deck.s3</comment>
        <translation>Thiếu: chia hết trừ một lá, trộn lá cuối với lá đốt, cắt, đốt, chia nốt</translation>
    </message>
    <message>
        <source>Not enough: burn and turn one community card for everyone</source>
        <comment>irregularity.stud_short_deck.s4</comment>
        <translation>Không đủ: đốt và lật một lá bài chung cho mọi người</translation>
    </message>
    <message>
        <source>Stud: too few cards for seventh street</source>
        <comment>irregularity.stud_short_deck.title</comment>
        <translation>Stud: không đủ bài cho vòng bảy</translation>
    </message>
    <message>
        <source>Has the hand touched the muck?</source>
        <comment>irregularity.thrown_hand_retrievable.q1</comment>
        <translation>Bài đã chạm muck chưa?</translation>
    </message>
    <message>
        <source>Did anyone act because it was thrown?</source>
        <comment>irregularity.thrown_hand_retrievable.q2</comment>
        <translation>Có ai hành động vì bài bị ném không?</translation>
    </message>
    <message>
        <source>If it is clear of the muck and nobody acted on the throw, it can be taken back and declared live.</source>
        <comment>irregularity.thrown_hand_retrievable.ruling</comment>
        <translation>Nếu chưa chạm muck và không ai hành động vì việc ném, có thể lấy lại và tuyên bố bài còn sống.</translation>
    </message>
    <message>
        <source>Floor confirms the retrieve (LC-80)</source>
        <comment>irregularity.thrown_hand_retrievable.s1</comment>
        <translation>Floor xác nhận lấy lại (LC-80)</translation>
    </message>
    <message>
        <source>The player is back on turn</source>
        <comment>irregularity.thrown_hand_retrievable.s2</comment>
        <translation>Người chơi được trở lại lượt</translation>
    </message>
    <message>
        <source>Thrown hand not yet in the muck</source>
        <comment>irregularity.thrown_hand_retrievable.title</comment>
        <translation>Bài bị ném chưa vào muck</translation>
    </message>
    <message>
        <source>Was the hand protected (chip or hand on it)?</source>
        <comment>irregularity.unprotected_hand.q1</comment>
        <translation>Bài có được giữ không (chip hoặc tay đặt lên)?</translation>
    </message>
    <message>
        <source>Is it clear which cards are his?</source>
        <comment>irregularity.unprotected_hand.q2</comment>
        <translation>Có rõ lá nào là của người đó không?</translation>
    </message>
    <message>
        <source>An unprotected hand the dealer takes in counts as folded, with no recourse; one mixed with a discard so that his cards are unclear is dead.</source>
        <comment>irregularity.unprotected_hand.ruling</comment>
        <translation>Bài không được giữ mà dealer thu vào coi như bỏ bài, không khiếu nại được; bài lẫn với bài bỏ đến mức không rõ thì chết.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.unprotected_hand.s1</comment>
        <translation>Floor xác nhận: bài bị chết và chip của nó ở lại trong pot</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.unprotected_hand.s2</comment>
        <translation>Bỏ bài vào muck; hành động tiếp tục với người kế tiếp</translation>
    </message>
    <message>
        <source>Unprotected or abandoned hand</source>
        <comment>irregularity.unprotected_hand.title</comment>
        <translation>Bài không được giữ hoặc bị bỏ</translation>
    </message>
    <message>
        <source>How many cards does the hand hold?</source>
        <comment>irregularity.wrong_count_after_acting.q1</comment>
        <translation>Bài có bao nhiêu lá?</translation>
    </message>
    <message>
        <source>Has the player acted?</source>
        <comment>irregularity.wrong_count_after_acting.q2</comment>
        <translation>Người chơi đã hành động chưa?</translation>
    </message>
    <message>
        <source>The hand is dead.</source>
        <comment>irregularity.wrong_count_after_acting.ruling</comment>
        <translation>Bài bị chết.</translation>
    </message>
    <message>
        <source>Floor confirms: the hand is dead and its chips stay in the pot</source>
        <comment>irregularity.wrong_count_after_acting.s1</comment>
        <translation>Floor xác nhận: bài bị chết và chip của nó ở lại trong pot</translation>
    </message>
    <message>
        <source>Muck the hand; the action goes on with the next player</source>
        <comment>irregularity.wrong_count_after_acting.s2</comment>
        <translation>Bỏ bài vào muck; hành động tiếp tục với người kế tiếp</translation>
    </message>
    <message>
        <source>Wrong number of cards after acting</source>
        <comment>irregularity.wrong_count_after_acting.title</comment>
        <translation>Sai số lá sau khi hành động</translation>
    </message>
    <message>
        <source>due only at button {after} in a full game</source>
        <comment>pick_up.due_at_button</comment>
        <translation>chỉ đến hạn ở lượt nút thứ {after} khi bàn đầy</translation>
    </message>
    <message>
        <source>The floor holds ${amount} in chips for {player} (picked up from seat {seat} by {by})</source>
        <comment>pick_up.info.floor_holds_chips</comment>
        <translation>Floor đang giữ ${amount} chip cho {player} (thu từ ghế {seat} bởi {by})</translation>
    </message>
    <message>
        <source>never due by a count of buttons in this house</source>
        <comment>pick_up.never_due</comment>
        <translation>ở nhà này không bao giờ thu theo số lượt nút</translation>
    </message>
    <message>
        <source>the floorperson who picks up the chips must be named (LC-97)</source>
        <comment>pick_up.refusal.floorperson_who_picks_up_chips</comment>
        <translation>phải ghi tên floor thu chip (LC-97)</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>pick_up.refusal.seat</comment>
        <translation>ghế {seat} là {player}, không phải {player2}</translation>
    </message>
    <message>
        <source>seat {seat} is not away: only a lobbying player&apos;s chips are picked up (LC-97)</source>
        <comment>pick_up.refusal.seat_away_only_lobbying_player</comment>
        <translation>ghế {seat} không vắng: chỉ thu chip của người chơi bỏ đi (LC-97)</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>pick_up.refusal.seat_empty</comment>
        <translation>ghế {seat} trống</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: pick up his chips between hands</source>
        <comment>pick_up.refusal.seat_hand_pick_up_chips</comment>
        <translation>ghế {seat} đang trong ván: thu chip giữa các ván</translation>
    </message>
    <message>
        <source>seat {seat} has ${stack} in front of him: pick up all of it</source>
        <comment>pick_up.refusal.seat_has_front_him_pick</comment>
        <translation>ghế {seat} có ${stack} trước mặt: thu hết</translation>
    </message>
    <message>
        <source>seat {seat} has {missed_buttons} missed-blind button(s) and the game has {count} of {max_seats} seats filled: his chips are {due}; otherwise give the reason (a player asks for the seat or the game fills, LC-97; repeated lobbying, LC-98)</source>
        <comment>pick_up.refusal.seat_has_missed_blind_button</comment>
        <translation>ghế {seat} có {missed_buttons} nút lỡ mù và trò chơi có {count}/{max_seats} ghế đã ngồi: chip của người đó {due}; nếu không, nêu lý do (có người xin ghế hoặc bàn đầy, LC-97; bỏ đi nhiều lần, LC-98)</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) owes a big blind before he is dealt in again</source>
        <comment>players.floor.owes_big_blind</comment>
        <translation>Ghế {seat} ({player}) nợ một mù lớn trước khi được chia bài lại</translation>
    </message>
    <message>
        <source>Posting abuse? {player} (seat {seat}) has left {count} times without paying a big blind: the floor may require a post or pick up his chips</source>
        <comment>players.floor.posting_abuse</comment>
        <translation>Lạm dụng việc đặt mù? {player} (ghế {seat}) đã rời bàn {count} lần mà không trả mù lớn: floor có thể buộc đặt mù hoặc thu chip của người đó</translation>
    </message>
    <message>
        <source>Seat {seat} ({player}) is removed by {by}: on his return nothing he paid is refunded and missed blinds follow the usual rules</source>
        <comment>players.floor.removed_player</comment>
        <translation>Ghế {seat} ({player}) bị {by} mời ra: khi quay lại, không hoàn lại khoản đã trả và mù bị bỏ lỡ theo luật thường lệ</translation>
    </message>
    <message>
        <source>${amount} cannot be changed from ${from_chip} into ${to_chip} chips exactly</source>
        <comment>players.refusal.cannot_changed_into_chips_exactly</comment>
        <translation>${amount} không đổi chẵn được từ chip ${from_chip} sang chip ${to_chip}</translation>
    </message>
    <message>
        <source>a colour-up changes chips for another denomination</source>
        <comment>players.refusal.colour_up_changes_chips_another</comment>
        <translation>đổi màu là đổi chip sang mệnh giá khác</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it (LC-P5)</source>
        <comment>players.refusal.floor_decision_names_floorperson_who</comment>
        <translation>quyết định của floor ghi tên floor đã quyết (LC-P5)</translation>
    </message>
    <message>
        <source>this house has no live straddle, so no entry with one (K26, LC-47)</source>
        <comment>players.refusal.house_has_no_live_straddle</comment>
        <translation>nhà này không có straddle sống, nên không vào bàn bằng straddle (K26, LC-47)</translation>
    </message>
    <message>
        <source>the pot is being pushed: remove him once the hand is over</source>
        <comment>players.refusal.pot_being_pushed_remove_him</comment>
        <translation>pot đang được trả: cho người đó rời khi ván xong</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>players.refusal.seat_empty</comment>
        <translation>ghế {seat} trống</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: rule on it between hands</source>
        <comment>players.refusal.seat_hand_rule_between_hands</comment>
        <translation>ghế {seat} đang trong ván: phán quyết giữa các ván</translation>
    </message>
    <message>
        <source>seat {seat} has already been removed by the floor</source>
        <comment>players.refusal.seat_has_already_been_removed</comment>
        <translation>ghế {seat} đã bị floor cho rời bàn</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack} in front of him</source>
        <comment>players.refusal.seat_has_only_front_him</comment>
        <translation>ghế {seat} chỉ có ${stack} trước mặt</translation>
    </message>
    <message>
        <source>seat {seat} owes a big blind before his next hand ({rule_id}): he posts it, buys the button or straddles</source>
        <comment>players.refusal.seat_owes_big_blind_before</comment>
        <translation>ghế {seat} nợ một mù lớn trước ván tới ({rule_id}): đặt mù, mua button hoặc straddle</translation>
    </message>
    <message>
        <source>seat {seat} is on turn: colour up after his action, not during it (LC-14)</source>
        <comment>players.refusal.seat_turn_colour_up_after</comment>
        <translation>đến lượt ghế {seat}: đổi màu sau khi hành động, không phải trong lúc đó (LC-14)</translation>
    </message>
    <message>
        <source>seat {seat} was not removed by the floor (LC-5)</source>
        <comment>players.refusal.seat_was_removed_floor_lc</comment>
        <translation>ghế {seat} không bị floor cho rời bàn (LC-5)</translation>
    </message>
    <message>
        <source>seat {seat} was removed by {by}: only the floor lets him back (LC-5)</source>
        <comment>players.refusal.seat_was_removed_only_floor</comment>
        <translation>ghế {seat} bị {by} cho rời bàn: chỉ floor cho quay lại (LC-5)</translation>
    </message>
    <message>
        <source>${chip} is not a standard chip of this game ({listed}, LC-14)</source>
        <comment>players.refusal.standard_chip_game_lc_14</comment>
        <translation>${chip} không phải chip chuẩn của trò này ({listed}, LC-14)</translation>
    </message>
    <message>
        <source>${amount} ({live})</source>
        <comment>procedure.amount.collection</comment>
        <translation>${amount} ({live})</translation>
    </message>
    <message>
        <source>${live} live + ${dead} dead</source>
        <comment>procedure.amount.live_dead</comment>
        <translation>${live} sống + ${dead} chết</translation>
    </message>
    <message>
        <source>${amount}</source>
        <comment>procedure.amount.plain</comment>
        <translation>${amount}</translation>
    </message>
    <message>
        <source> (high half)</source>
        <comment>procedure.high_half</comment>
        <translation> (nửa cao)</translation>
    </message>
    <message>
        <source> (low half)</source>
        <comment>procedure.low_half</comment>
        <translation> (nửa thấp)</translation>
    </message>
    <message>
        <source> ({half} half)</source>
        <comment>procedure.other_half</comment>
        <translation> (nửa {half})</translation>
    </message>
    <message>
        <source>side pot {number}</source>
        <comment>procedure.side_pot</comment>
        <translation>pot phụ {number}</translation>
    </message>
    <message>
        <source>The high board as of 6th street opens: seat {seat}</source>
        <comment>irregularities.stud_procedure.step.high_board_6th_street_opens</comment>
        <translation>Bài ngửa cao nhất ở vòng sáu mở cược: ghế {seat}</translation>
    </message>
    <message>
        <source>${amount}</source>
        <comment>banked.amount</comment>
        <translation>${amount}</translation>
    </message>
    <message>
        <source>{first} or {then}</source>
        <comment>banked.amounts_or</comment>
        <translation>{first} hoặc {then}</translation>
    </message>
    <message>
        <source>Collection from every player before the deal: ${amount} (CG-3CP-02)</source>
        <comment>banked.collection.every_player</comment>
        <translation>Thu phí nhà từ mọi người chơi trước khi chia: ${amount} (CG-3CP-02)</translation>
    </message>
    <message>
        <source>No collection stated for this game (K04)</source>
        <comment>banked.collection.none_stated</comment>
        <translation>Trò chơi này chưa ghi phí nhà (K04)</translation>
    </message>
    <message>
        <source>Rake mode not chosen; options: {options}</source>
        <comment>banked.collection.rake_not_chosen</comment>
        <translation>Chưa chọn cách thu phí; lựa chọn: {options}</translation>
    </message>
    <message>
        <source>Rake on {who} (HTP-3CP-16)</source>
        <comment>banked.collection.rake_on</comment>
        <translation>Thu phí: {who} (HTP-3CP-16)</translation>
    </message>
    <message>
        <source>Collection from every player before the deal: amount set by the room (Gaps) (CG-3CP-02)</source>
        <comment>banked.collection.room_sets</comment>
        <translation>Thu phí nhà từ mọi người chơi trước khi chia: số tiền do phòng đặt (Gaps) (CG-3CP-02)</translation>
    </message>
    <message>
        <source>ruling {ruling}: {title}</source>
        <comment>banked.corrections.voided_by_ruling</comment>
        <translation>phán quyết {ruling}: {title}</translation>
    </message>
    <message>
        <source>four</source>
        <comment>banked.count.four</comment>
        <translation>bốn</translation>
    </message>
    <message>
        <source>seven</source>
        <comment>banked.count.seven</comment>
        <translation>bảy</translation>
    </message>
    <message>
        <source>three</source>
        <comment>banked.count.three</comment>
        <translation>ba</translation>
    </message>
    <message>
        <source>two</source>
        <comment>banked.count.two</comment>
        <translation>hai</translation>
    </message>
    <message>
        <source>does not qualify</source>
        <comment>banked.does_not_qualify</comment>
        <translation>không đạt</translation>
    </message>
    <message>
        <source>DP has {hand}: {verdict} (a pair needed, HTP-FLH-08)</source>
        <comment>banked.florida.dp_has</comment>
        <translation>Cái có {hand}: {verdict} (cần một đôi, HTP-FLH-08)</translation>
    </message>
    <message>
        <source>Deal the flop</source>
        <comment>banked.florida_holdem.need.deal_flop</comment>
        <translation>Chia flop</translation>
    </message>
    <message>
        <source>Deal the turn and river</source>
        <comment>banked.florida_holdem.need.deal_turn_and_river</comment>
        <translation>Chia turn và river</translation>
    </message>
    <message>
        <source>Seat {seat}: {option} or Play {plays}</source>
        <comment>banked.florida_holdem.need.decide</comment>
        <translation>Ghế {seat}: {option} hoặc Play {plays}</translation>
    </message>
    <message>
        <source>P/D has {count}</source>
        <comment>banked.hot_action.pd_has</comment>
        <translation>Cái có {count}</translation>
    </message>
    <message>
        <source>P/D has {count} (late natural: play after the deal is void, floor confirms, CG-HAB-17)</source>
        <comment>banked.hot_action.pd_has_late_natural</comment>
        <translation>Cái có {count} (natural phát hiện muộn: lượt chơi sau khi chia bị hủy, floor xác nhận, CG-HAB-17)</translation>
    </message>
    <message>
        <source>Deal one card to seat {seat} hand {hand}</source>
        <comment>banked.hot_action_blackjack.need.deal_one</comment>
        <translation>Chia một lá cho ghế {seat} tay {hand}</translation>
    </message>
    <message>
        <source>Deal the P/D two cards (or the up card, hole card later)</source>
        <comment>banked.hot_action_blackjack.need.deal_p_d</comment>
        <translation>Chia cho nhà cái hai lá (hoặc lá ngửa, lá úp chia sau)</translation>
    </message>
    <message>
        <source>Deal two cards to seat {seat}</source>
        <comment>banked.hot_action_blackjack.need.deal_two</comment>
        <translation>Chia hai lá cho ghế {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand} ({total}): {player} decides: {options}</source>
        <comment>banked.hot_action_blackjack.need.decide</comment>
        <translation>Ghế {seat} tay {hand} ({total}): {player} quyết định: {options}</translation>
    </message>
    <message>
        <source>P/D has {total}: deal him a card</source>
        <comment>banked.hot_action_blackjack.need.p_d_draws</comment>
        <translation>Nhà cái có {total}: chia thêm cho nhà cái một lá</translation>
    </message>
    <message>
        <source>Hot Action Blackjack&apos;s rows give no replacement for an exposed card ({house}): the floor rules at the table ({rule})</source>
        <comment>banked.hot_action_blackjack.no_replacement</comment>
        <translation>Luật Hot Action Blackjack không thay lá bài bị lộ ({house}): floor phán quyết tại bàn ({rule})</translation>
    </message>
    <message>
        <source>Deal {count} cards to {who}{extra}</source>
        <comment>banked.need.deal_cards</comment>
        <translation>Chia {count} lá cho {who}{extra}</translation>
    </message>
    <message>
        <source>check</source>
        <comment>banked.option.check</comment>
        <translation>check</translation>
    </message>
    <message>
        <source>double</source>
        <comment>banked.option.double</comment>
        <translation>gấp đôi</translation>
    </message>
    <message>
        <source>fold</source>
        <comment>banked.option.fold</comment>
        <translation>bỏ bài</translation>
    </message>
    <message>
        <source>hit</source>
        <comment>banked.option.hit</comment>
        <translation>rút thêm</translation>
    </message>
    <message>
        <source>split</source>
        <comment>banked.option.split</comment>
        <translation>tách bài</translation>
    </message>
    <message>
        <source>stand</source>
        <comment>banked.option.stand</comment>
        <translation>dừng</translation>
    </message>
    <message>
        <source>Seat {seat} sets a two-card front and a five-card back</source>
        <comment>banked.pai_gow.need.set_hands</comment>
        <translation>Ghế {seat} xếp tay trước hai lá và tay sau năm lá</translation>
    </message>
    <message>
        <source>The P/D picks the action pile and shakes three dice</source>
        <comment>banked.pai_gow.need.shake_dice</comment>
        <translation>Nhà cái chọn chồng bài hành động và lắc ba xúc xắc</translation>
    </message>
    <message>
        <source> (the action pile)</source>
        <comment>banked.pai_gow.note.action_pile</comment>
        <translation> (chồng bài hành động)</translation>
    </message>
    <message>
        <source>P/D front {front}, back {back}</source>
        <comment>banked.pai_gow.pd_front_back</comment>
        <translation>Cái: tay trước {front}, tay sau {back}</translation>
    </message>
    <message>
        <source>Give seat {seat} the next card from the shoe in place of the card out of play ({rule})</source>
        <comment>banked.plans.need.replacement_card</comment>
        <translation>Đưa cho ghế {seat} lá kế tiếp từ shoe thay cho lá bài bị loại ({rule})</translation>
    </message>
    <message>
        <source>With no seat and card named, the floor shows the card and rules; the app changes nothing ({rules}).</source>
        <comment>banked.plans.people.card_off_table</comment>
        <translation>Khi chưa nêu ghế và lá bài, floor cho xem lá bài và phán quyết; ứng dụng không thay đổi gì ({rules}).</translation>
    </message>
    <message>
        <source>Dealing the player out and calling the lead floor supervisor are done at the table ({rules}); if the deck is no longer usable, report a fouled deck ({rules2}).</source>
        <comment>banked.plans.people.cards_damaged</comment>
        <translation>Loại người chơi khỏi ván và gọi giám sát floor chính được làm tại bàn ({rules}); nếu bộ bài không còn dùng được, báo bộ bài hỏng ({rules2}).</translation>
    </message>
    <message>
        <source>The app voids no round here (no card out yet, or chips already moved): the floor settles the money by hand and the deck is replaced ({rules}).</source>
        <comment>banked.plans.people.fouled_deck</comment>
        <translation>Ứng dụng không hủy ván nào ở đây (chưa có lá nào ra, hoặc chip đã được chuyển): floor tự thanh toán tiền và thay bộ bài ({rules}).</translation>
    </message>
    <message>
        <source>Too late to rule ({rules}): nothing to carry out.</source>
        <comment>banked.plans.people.late_objection</comment>
        <translation>Quá muộn để phán quyết ({rules}): không có gì để thực hiện.</translation>
    </message>
    <message>
        <source>The override and its reason are the record; nothing to carry out ({rules}).</source>
        <comment>banked.plans.people.management_override</comment>
        <translation>Quyết định của quản lý và lý do là hồ sơ; không có gì để thực hiện ({rules}).</translation>
    </message>
    <message>
        <source>Nothing for the app to carry out.</source>
        <comment>banked.plans.people.nothing</comment>
        <translation>Ứng dụng không có gì để thực hiện.</translation>
    </message>
    <message>
        <source>On confirmation seat {seat}&apos;s {card} is out of play and the seat gets the next card from the shoe after the deal ({rules}; {house}: the floor rules, {rule})</source>
        <comment>banked.plans.replace_on_confirmation</comment>
        <translation>Khi xác nhận, lá {card} của ghế {seat} bị loại và ghế nhận lá kế tiếp từ shoe sau khi chia ({rules}; {house}: floor phán quyết, {rule})</translation>
    </message>
    <message>
        <source>On confirmation the round is void and every wager goes back ({rule})</source>
        <comment>banked.plans.void_on_confirmation</comment>
        <translation>Khi xác nhận, ván bị hủy và mọi cược được trả lại ({rule})</translation>
    </message>
    <message>
        <source>; give back every wager placed</source>
        <comment>banked.procedure.give_back_wagers</comment>
        <translation>; trả lại mọi cược đã đặt</translation>
    </message>
    <message>
        <source>Compare in this order: {seats}</source>
        <comment>banked.procedure.step.compare_order</comment>
        <translation>So bài theo thứ tự này: {seats}</translation>
    </message>
    <message>
        <source>the posted amount</source>
        <comment>banked.procedure.the_posted_amount</comment>
        <translation>số tiền đã niêm yết</translation>
    </message>
    <message>
        <source>qualifies</source>
        <comment>banked.qualifies</comment>
        <translation>đạt</translation>
    </message>
    <message>
        <source>every player alike except the banker</source>
        <comment>banked.rake.all_but_banker</comment>
        <translation>mọi người chơi như nhau trừ cái</translation>
    </message>
    <message>
        <source>every player alike, the banker included</source>
        <comment>banked.rake.all_players</comment>
        <translation>mọi người chơi như nhau, kể cả cái</translation>
    </message>
    <message>
        <source>the banker only</source>
        <comment>banked.rake.banker_only</comment>
        <translation>chỉ cái</translation>
    </message>
    <message>
        <source>{mode}: {label}</source>
        <comment>banked.rake.option</comment>
        <translation>{mode}: {label}</translation>
    </message>
    <message>
        <source>nobody keeps the bank now: offer it and record the answer (K14)</source>
        <comment>banked.refusal.nobody_keeps_bank</comment>
        <translation>hiện không ai giữ cái: hãy mời làm cái và ghi lại câu trả lời (K14)</translation>
    </message>
    <message>
        <source>offer the bank and record the answer before the round (K14)</source>
        <comment>banked.refusal.offer_bank_first</comment>
        <translation>hãy mời làm cái và ghi lại câu trả lời trước vòng chơi (K14)</translation>
    </message>
    <message>
        <source>seat {seat} {bettor} {wager} ${amount}: {status}, {result}; paid ${paid}, collected ${collected}, returned ${returned}; banker&apos;s stake left ${left}</source>
        <comment>banked.replay.wager_settled</comment>
        <translation>ghế {seat} {bettor} {wager} ${amount}: {status}, {result}; đã trả ${paid}, đã thu ${collected}, đã hoàn ${returned}; tiền làm cái còn ${left}</translation>
    </message>
    <message>
        <source>{player} did not bet as a player last round ({rule})</source>
        <comment>banked.rotation.did_not_bet_last_round</comment>
        <translation>{player} không cược với tư cách người chơi ở ván trước ({rule})</translation>
    </message>
    <message>
        <source>the bank went to {others} player(s) other than a TPPP in the last {minutes} minutes; {required} are required: the game must stop ({rule})</source>
        <comment>banked.rotation.game_must_stop</comment>
        <translation>trong {minutes} phút qua cái đã sang {others} người chơi không phải TPPP; cần {required}: trò chơi phải dừng ({rule})</translation>
    </message>
    <message>
        <source>nobody sits there</source>
        <comment>banked.rotation.nobody_sits_there</comment>
        <translation>không ai ngồi ở đó</translation>
    </message>
    <message>
        <source>after a TPPP banks, the bank goes to another player ({rule})</source>
        <comment>banked.rotation.tppp_then_another</comment>
        <translation>sau khi một TPPP làm cái, cái chuyển sang người chơi khác ({rule})</translation>
    </message>
    <message>
        <source>the collection here is ${due} (CG-3CP-02, K04)</source>
        <comment>banked.round.refusal.collection_here_cg_3cp_02</comment>
        <translation>phí ở đây là ${due} (CG-3CP-02, K04)</translation>
    </message>
    <message>
        <source>a collection is a positive amount (K04)</source>
        <comment>banked.round.refusal.collection_positive_amount_k04</comment>
        <translation>phí phải là số dương (K04)</translation>
    </message>
    <message>
        <source>{detail} ({card})</source>
        <comment>banked.rulings.detail.card</comment>
        <translation>{detail} ({card})</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.rulings.detail.seat</comment>
        <translation>ghế {seat}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.seat</comment>
        <translation>ghế {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <comment>banked.seat_title</comment>
        <translation>Ghế {seat}</translation>
    </message>
    <message>
        <source>covered</source>
        <comment>banked.settle.covered</comment>
        <translation>được chi trả</translation>
    </message>
    <message>
        <source>dead: returned, not raked</source>
        <comment>banked.settle.dead</comment>
        <translation>chết: trả lại, không thu phí</translation>
    </message>
    <message>
        <source>{who} {bettor} {wager} ${amount}: {status}: {moves}; banker&apos;s stake left ${left}</source>
        <comment>banked.settle.line</comment>
        <translation>{who} {bettor} {wager} ${amount}: {status}: {moves}; vốn cái còn ${left}</translation>
    </message>
    <message>
        <source>lose</source>
        <comment>banked.settle.lose</comment>
        <translation>thua</translation>
    </message>
    <message>
        <source>no_action</source>
        <comment>banked.settle.no_action</comment>
        <translation>không có hiệu lực</translation>
    </message>
    <message>
        <source>nothing moves</source>
        <comment>banked.settle.nothing_moves</comment>
        <translation>không di chuyển gì</translation>
    </message>
    <message>
        <source>partly covered</source>
        <comment>banked.settle.partly_covered</comment>
        <translation>chi trả một phần</translation>
    </message>
    <message>
        <source>partly covered (${covered})</source>
        <comment>banked.settle.partly_covered_by</comment>
        <translation>chi trả một phần (${covered})</translation>
    </message>
    <message>
        <source>pay ${amount}</source>
        <comment>banked.settle.pay</comment>
        <translation>trả ${amount}</translation>
    </message>
    <message>
        <source>push</source>
        <comment>banked.settle.push</comment>
        <translation>hòa (push)</translation>
    </message>
    <message>
        <source>return ${amount}</source>
        <comment>banked.settle.return</comment>
        <translation>trả lại ${amount}</translation>
    </message>
    <message>
        <source>returned (no action)</source>
        <comment>banked.settle.returned</comment>
        <translation>trả lại (không có hiệu lực)</translation>
    </message>
    <message>
        <source>Seat {seat} hand {hand}</source>
        <comment>banked.settle.seat_hand</comment>
        <translation>Ghế {seat} tay {hand}</translation>
    </message>
    <message>
        <source>Settled: {line}</source>
        <comment>banked.settle.settled</comment>
        <translation>Đã thanh toán: {line}</translation>
    </message>
    <message>
        <source>{status}, {result}</source>
        <comment>banked.settle.status_result</comment>
        <translation>{status}, {result}</translation>
    </message>
    <message>
        <source>take ${amount}</source>
        <comment>banked.settle.take</comment>
        <translation>thu ${amount}</translation>
    </message>
    <message>
        <source>win</source>
        <comment>banked.settle.win</comment>
        <translation>thắng</translation>
    </message>
    <message>
        <source>the bank is offered between rounds, before the deal (CG-3CP-08)</source>
        <comment>banked.table.refusal.bank_offered_between_rounds_before</comment>
        <translation>cái được mời giữa các ván, trước khi chia (CG-3CP-08)</translation>
    </message>
    <message>
        <source>a third-party proposition player is declared between rounds (CA-PDR)</source>
        <comment>banked.table.refusal.third_party_proposition_player_declared</comment>
        <translation>người chơi đề xuất bên thứ ba được khai báo giữa các ván (CA-PDR)</translation>
    </message>
    <message>
        <source>Banker shows {hand}: {verdict} (queen-high needed, {rule})</source>
        <comment>banked.three_card.banker_shows</comment>
        <translation>Cái lật {hand}: {verdict} (cần Q cao, {rule})</translation>
    </message>
    <message>
        <source>Seat {seat}: Call ${ante} or fold</source>
        <comment>banked.three_card_poker.need.call_or_fold</comment>
        <translation>Ghế {seat}: theo ${ante} hoặc bỏ bài</translation>
    </message>
    <message>
        <source>Seat {seat}: Play ${ante} or fold the Ante</source>
        <comment>banked.three_card_poker.need.play_or_fold_ante</comment>
        <translation>Ghế {seat}: Play ${ante} hoặc bỏ Ante</translation>
    </message>
    <message>
        <source> (one face up, {rule})</source>
        <comment>banked.three_card_poker.note.one_face_up</comment>
        <translation> (một lá ngửa, {rule})</translation>
    </message>
    <message>
        <source>the P/D gets two cards down and one up (CG-3CP-03)</source>
        <comment>banked.three_card_poker.refusal.p_d_gets_two_cards</comment>
        <translation>cái nhận hai lá úp và một lá ngửa (CG-3CP-03)</translation>
    </message>
    <message>
        <source>player cards are dealt face down (CG-3CP-03, HTP-3CP-01)</source>
        <comment>banked.three_card_poker.refusal.player_cards_are_dealt_face</comment>
        <translation>bài người chơi được chia úp (CG-3CP-03, HTP-3CP-01)</translation>
    </message>
    <message>
        <source>DP&apos;s best two: {hand}: {verdict} (J-2 suited needed, HTP-2CP-08)</source>
        <comment>banked.two_card.dp_best_two</comment>
        <translation>Hai lá tốt nhất của cái: {hand}: {verdict} (cần J-2 cùng chất, HTP-2CP-08)</translation>
    </message>
    <message>
        <source>Seat {seat}: Call ${base} and keep two cards, or fold</source>
        <comment>banked.two_card_poker.need.call_or_fold</comment>
        <translation>Ghế {seat}: theo ${base} và giữ hai lá, hoặc bỏ bài</translation>
    </message>
    <message>
        <source>the banker</source>
        <comment>banked.who.banker</comment>
        <translation>nhà cái</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>banked.who.seat</comment>
        <translation>ghế {seat}</translation>
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
        <translation>Quắc ({total})</translation>
    </message>
    <message>
        <source>{total} (hard)</source>
        <comment>blackjack.hard</comment>
        <translation>{total} (cứng)</translation>
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
        <translation>{total} (mềm)</translation>
    </message>
    <message>
        <source>Super Natural (24)</source>
        <comment>blackjack.super_natural</comment>
        <translation>Super Natural (24)</translation>
    </message>
    <message>
        <source>the best card was drawn by seat {best}, not seat {button}: the button goes there (LC-28)</source>
        <comment>button_draw.refusal.best_card_was_drawn_seat</comment>
        <translation>lá cao nhất do ghế {best} rút, không phải ghế {button}: button đặt ở đó (LC-28)</translation>
    </message>
    <message>
        <source>{text} cannot be drawn: the draw for the button is made without jokers (LC-28)</source>
        <comment>button_draw.refusal.cannot_drawn_draw_button_made</comment>
        <translation>không rút được {text}: rút chọn button không dùng joker (LC-28)</translation>
    </message>
    <message>
        <source>the draw for the button needs two or more players (LC-86)</source>
        <comment>button_draw.refusal.draw_button_needs_two_more</comment>
        <translation>rút chọn button cần từ hai người (LC-86)</translation>
    </message>
    <message>
        <source>the draw for the button opens a new game: this game&apos;s button is already on seat {button} (LC-86)</source>
        <comment>button_draw.refusal.draw_button_opens_new_game</comment>
        <translation>rút chọn button mở bàn mới: button của bàn này đã ở ghế {button} (LC-86)</translation>
    </message>
    <message>
        <source>nobody drew a card (LC-86)</source>
        <comment>button_draw.refusal.nobody_drew_card_lc_86</comment>
        <translation>chưa ai rút bài (LC-86)</translation>
    </message>
    <message>
        <source>a seat drew twice: one card each (LC-86)</source>
        <comment>button_draw.refusal.seat_drew_twice_one_card</comment>
        <translation>một ghế rút hai lần: mỗi người một lá (LC-86)</translation>
    </message>
    <message>
        <source>seat(s) {strangers} cannot draw: only players seated and present with chips draw for the button (LC-86)</source>
        <comment>button_draw.refusal.seat_s_cannot_draw_only</comment>
        <translation>ghế {strangers} không được rút: chỉ người ngồi, có mặt và có chip mới rút chọn button (LC-86)</translation>
    </message>
    <message>
        <source>seat(s) {missing} did not draw: every player seated and present draws for the button (LC-86)</source>
        <comment>button_draw.refusal.seat_s_did_draw_every</comment>
        <translation>ghế {missing} chưa rút: mọi người ngồi và có mặt đều rút chọn button (LC-86)</translation>
    </message>
    <message>
        <source>{count} seats drew {count2} cards: one card each (LC-86)</source>
        <comment>button_draw.refusal.seats_drew_cards_one_card</comment>
        <translation>{count} ghế rút {count2} lá: mỗi người một lá (LC-86)</translation>
    </message>
    <message>
        <source>stud has no button to draw for: the deal starts at seat 1 (CG-STD-02)</source>
        <comment>button_draw.refusal.stud_has_no_button_draw</comment>
        <translation>stud không có button để rút: chia bắt đầu từ ghế 1 (CG-STD-02)</translation>
    </message>
    <message>
        <source>{text} was drawn twice: draw again from one deck (LC-28)</source>
        <comment>button_draw.refusal.was_drawn_twice_draw_again</comment>
        <translation>{text} bị rút hai lần: rút lại từ một bộ bài (LC-28)</translation>
    </message>
    <message>
        <source>a buy-in of ${amount} cannot play ${plays}</source>
        <comment>buy_in_record.refusal.buy_cannot_play</comment>
        <translation>mua chip ${amount} không thể chơi ${plays}</translation>
    </message>
    <message>
        <source>a declared buy-in plays in full (LC-26d)</source>
        <comment>buy_in_record.refusal.declared_buy_plays_full_lc</comment>
        <translation>mua chip đã khai thì chơi đủ (LC-26d)</translation>
    </message>
    <message>
        <source>a floor override names the floorperson and the reason (LC-P1)</source>
        <comment>buy_in_record.refusal.floor_override_names_floorperson_reason</comment>
        <translation>thay đổi của floor phải ghi tên floor và lý do (LC-P1)</translation>
    </message>
    <message>
        <source>{kind!r} is not a kind of buy-in ({items})</source>
        <comment>buy_in_record.refusal.kind_buy</comment>
        <translation>{kind!r} không phải loại mua chip ({items})</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>buy_in_record.refusal.seat</comment>
        <translation>ghế {seat} là {player}, không phải {player2}</translation>
    </message>
    <message>
        <source>charts cancelled</source>
        <comment>charts.cancelled</comment>
        <translation>đã hủy biểu đồ</translation>
    </message>
    <message>
        <source>seat(s) {seats} acted after seat {seat}: he completes the raise (LC-58b)</source>
        <comment>chip_rulings.refusal.acted_after_complete</comment>
        <translation>(các) ghế {seats} đã hành động sau ghế {seat}: người chơi phải cược đủ lần tố (LC-58b)</translation>
    </message>
    <message>
        <source>seat(s) {seats} acted after seat {seat}: he completes the raise or folds (LC-58a)</source>
        <comment>chip_rulings.refusal.acted_after_complete_or_fold</comment>
        <translation>(các) ghế {seats} đã hành động sau ghế {seat}: người chơi phải cược đủ lần tố hoặc bỏ bài (LC-58a)</translation>
    </message>
    <message>
        <source>forward motion</source>
        <comment>chip_rulings.word.forward_motion</comment>
        <translation>động tác đẩy chip về trước (forward motion)</translation>
    </message>
    <message>
        <source>seat {seat} objects</source>
        <comment>chip_rulings.word.seat_objects</comment>
        <translation>ghế {seat} phản đối</translation>
    </message>
    <message>
        <source>stacked and paused</source>
        <comment>chip_rulings.word.stacked_and_paused</comment>
        <translation>xếp chip rồi dừng lại</translation>
    </message>
    <message>
        <source>string raise</source>
        <comment>chip_rulings.word.string_raise</comment>
        <translation>tố nhiều lần (string raise)</translation>
    </message>
    <message>
        <source>his &apos;call&apos; binds now: he owes the full ${owed}</source>
        <comment>chips.note.call_binds_now</comment>
        <translation>lời «theo» của người chơi giờ đã ràng buộc: phải trả đủ ${owed}</translation>
    </message>
    <message>
        <source>said &apos;call&apos; with no chips: not bound until someone acts</source>
        <comment>chips.note.call_without_chips</comment>
        <translation>nói «theo» mà không đặt chip: chưa ràng buộc cho đến khi có người hành động</translation>
    </message>
    <message>
        <source>complete ${rest} more or fold, forfeiting ${put_in}</source>
        <comment>chips.note.complete_or_fold</comment>
        <translation>cược thêm ${rest} cho đủ hoặc bỏ bài, mất ${put_in}</translation>
    </message>
    <message>
        <source>not enough for a raise: give back ${amount}</source>
        <comment>chips.note.not_enough_for_raise</comment>
        <translation>không đủ để tố: trả lại ${amount}</translation>
    </message>
    <message>
        <source>{note}, or he may take his ${put_in} back and act again</source>
        <comment>chips.note.or_take_back</comment>
        <translation>{note}, hoặc người chơi có thể lấy lại ${put_in} và hành động lại</translation>
    </message>
    <message>
        <source>one oversized chip without a word is a call: give back ${amount}</source>
        <comment>chips.note.oversized_chip_call</comment>
        <translation>một chip lớn đặt ra mà không nói gì là theo: trả lại ${amount}</translation>
    </message>
    <message>
        <source>short by ${amount}: ask for the rest</source>
        <comment>chips.note.short_ask_rest</comment>
        <translation>thiếu ${amount}: yêu cầu đặt thêm phần còn lại</translation>
    </message>
    <message>
        <source> ({prefix}&apos;s rulebook says nothing on this)</source>
        <comment>citations.silence</comment>
        <translation> (sách luật của {prefix} không nói gì về việc này)</translation>
    </message>
    <message>
        <source>the rule</source>
        <comment>citations.the_rule</comment>
        <translation>quy định</translation>
    </message>
    <message>
        <source>seat {seat} is {player} with ${stack}: a departure records who left, his whole stack and the time (LC-91)</source>
        <comment>departures.refusal.record_does_not_match</comment>
        <translation>ghế {seat} là {player} với ${stack}: việc rời bàn ghi ai đi, toàn bộ chip và giờ đi (LC-91)</translation>
    </message>
    <message>
        <source>a departure cannot be recorded before the last one recorded at this table (LC-91)</source>
        <comment>departures.refusal.time_goes_back</comment>
        <translation>không thể ghi việc rời bàn sớm hơn lần rời bàn cuối đã ghi ở bàn này (LC-91)</translation>
    </message>
    <message>
        <source>{path} is in use by another program (a spreadsheet that has it open?): close it there and export again; nothing was written</source>
        <comment>export.busy</comment>
        <translation>{path} đang được chương trình khác dùng (một bảng tính đang mở nó?): đóng nó ở đó rồi xuất lại; không ghi được gì</translation>
    </message>
    <message>
        <source>export cancelled; nothing was written</source>
        <comment>export.cancelled</comment>
        <translation>đã hủy xuất; không ghi được gì</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <comment>export.cannot_write</comment>
        <translation>không ghi được {path}: {error}</translation>
    </message>
    <message>
        <source>the disk for {path} is full: nothing was written; free space (or choose fewer days) and export again</source>
        <comment>export.disk_full</comment>
        <translation>ổ đĩa chứa {path} đã đầy: không ghi được gì; giải phóng chỗ (hoặc chọn ít ngày hơn) rồi xuất lại</translation>
    </message>
    <message>
        <source>the folder for {path} is gone (a USB stick taken out?): nothing was written; put it back and export again</source>
        <comment>export.folder_gone</comment>
        <translation>thư mục của {path} không còn (đã rút USB ra?): không ghi được gì; cắm lại rồi xuất lại</translation>
    </message>
    <message>
        <source>{path} cannot be written (no permission, or a read-only disk): nothing was written; call a technician</source>
        <comment>export.no_permission</comment>
        <translation>không ghi được {path} (không có quyền, hoặc ổ đĩa chỉ đọc): không ghi được gì; gọi kỹ thuật viên</translation>
    </message>
    <message>
        <source>unknown {what} {value}; the log has none yet</source>
        <comment>export.none_yet</comment>
        <translation>không có {what} {value}; nhật ký chưa có gì</translation>
    </message>
    <message>
        <source>{path} is not a regular file (a device, FIFO, folder or link): an export writes only a new file or replaces a regular one; it was left as it was</source>
        <comment>export.not_a_file</comment>
        <translation>{path} không phải tập tin thường (thiết bị, FIFO, thư mục hoặc liên kết): xuất chỉ ghi tập tin mới hoặc thay một tập tin thường; nó được giữ nguyên</translation>
    </message>
    <message>
        <source>unknown game {game}; the room has no hands</source>
        <comment>export.room_has_no_hands</comment>
        <translation>trò không rõ {game}; phòng chưa có ván nào</translation>
    </message>
    <message>
        <source>unknown game {game}; the room has: {games}</source>
        <comment>export.room_lacks_game</comment>
        <translation>trò không rõ {game}; phòng có: {games}</translation>
    </message>
    <message>
        <source>unknown {what} {value}; the log has: {known}</source>
        <comment>export.unknown_filter</comment>
        <translation>không có {what} {value}; nhật ký có: {known}</translation>
    </message>
    <message>
        <source>unknown format {fmt}; choose one of {formats}</source>
        <comment>export.unknown_format</comment>
        <translation>định dạng không rõ {fmt}; chọn một trong {formats}</translation>
    </message>
    <message>
        <source>game</source>
        <comment>export.what_game</comment>
        <translation>trò</translation>
    </message>
    <message>
        <source>table</source>
        <comment>export.what_table</comment>
        <translation>bàn</translation>
    </message>
    <message>
        <source>{game} is not a flop or stud game; this table engine runs Hold&apos;em, Omaha and stud</source>
        <comment>from_profile.refusal.flop_stud_game_table_engine</comment>
        <translation>{game} không phải trò flop hay stud; bàn này chơi Hold&apos;em, Omaha và stud</translation>
    </message>
    <message>
        <source>Five {ranks}</source>
        <comment>hand.five_of_a_kind</comment>
        <translation>Năm lá {ranks}</translation>
    </message>
    <message>
        <source>Flush, {rank} high</source>
        <comment>hand.flush</comment>
        <translation>Thùng, {rank} cao</translation>
    </message>
    <message>
        <source>Flush, {cards}</source>
        <comment>hand.flush_cards</comment>
        <translation>Thùng, {cards}</translation>
    </message>
    <message>
        <source>Four {ranks}</source>
        <comment>hand.four_of_a_kind</comment>
        <translation>Tứ quý {ranks}</translation>
    </message>
    <message>
        <source>Full House, {ranks} over {ranks2}</source>
        <comment>hand.full_house</comment>
        <translation>Cù lũ, {ranks} đôi {ranks2}</translation>
    </message>
    <message>
        <source>{rank} High</source>
        <comment>hand.high_card</comment>
        <translation>Mậu thầu {rank}</translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <comment>hand.one_pair</comment>
        <translation>Đôi {ranks}</translation>
    </message>
    <message>
        <source>{street} betting</source>
        <comment>hand.phase.betting</comment>
        <translation>cược {street}</translation>
    </message>
    <message>
        <source>the {street} is being dealt</source>
        <comment>hand.phase.board</comment>
        <translation>đang chia {street}</translation>
    </message>
    <message>
        <source>the deal is in progress</source>
        <comment>hand.phase.dealing</comment>
        <translation>đang chia bài</translation>
    </message>
    <message>
        <source>blinds are being posted</source>
        <comment>hand.phase.posting</comment>
        <translation>đang đặt mù</translation>
    </message>
    <message>
        <source>the pot has been pushed</source>
        <comment>hand.phase.settled</comment>
        <translation>pot đã được trao</translation>
    </message>
    <message>
        <source>the pot is being pushed</source>
        <comment>hand.phase.settling</comment>
        <translation>đang trao pot</translation>
    </message>
    <message>
        <source>showdown</source>
        <comment>hand.phase.showdown</comment>
        <translation>lật bài (showdown)</translation>
    </message>
    <message>
        <source>the hand was voided</source>
        <comment>hand.phase.voided</comment>
        <translation>ván bài đã bị hủy</translation>
    </message>
    <message>
        <source>seat {seat} checked earlier in this round and this game does not allow check-raise: call or fold (LC-55)</source>
        <comment>hand.refusal.no_check_raise</comment>
        <translation>ghế {seat} đã check trước đó trong vòng này và trò này không cho check-raise: theo hoặc bỏ bài (LC-55)</translation>
    </message>
    <message>
        <source>seat {seat} cannot raise: the betting is capped at {cap} bets (LC-49, LC-126d)</source>
        <comment>hand.refusal.raise_capped</comment>
        <translation>ghế {seat} không thể tố: cược đã đạt giới hạn {cap} lần cược (LC-49, LC-126d)</translation>
    </message>
    <message>
        <source>seat {seat} cannot raise: the all-in was short of a full raise, so players who already acted may only call or fold (LC-66, LC-126c)</source>
        <comment>hand.refusal.raise_not_reopened</comment>
        <translation>ghế {seat} không thể tố: lần tất tay chưa đủ một lần tố, nên người đã hành động chỉ được theo hoặc bỏ bài (LC-66, LC-126c)</translation>
    </message>
    <message>
        <source>seat {seat} has too few chips to raise; all-in or call</source>
        <comment>hand.refusal.too_few_chips_to_raise</comment>
        <translation>ghế {seat} không đủ chip để tố; tất tay hoặc theo</translation>
    </message>
    <message>
        <source>Royal Flush</source>
        <comment>hand.royal_flush</comment>
        <translation>Thùng phá sảnh lớn (royal)</translation>
    </message>
    <message>
        <source>Straight, {rank} high</source>
        <comment>hand.straight</comment>
        <translation>Sảnh, {rank} cao</translation>
    </message>
    <message>
        <source>Straight Flush, {rank} high</source>
        <comment>hand.straight_flush</comment>
        <translation>Thùng phá sảnh, {rank} cao</translation>
    </message>
    <message>
        <source>Straight Flush, {cards}</source>
        <comment>hand.straight_flush_cards</comment>
        <translation>Thùng phá sảnh, {cards}</translation>
    </message>
    <message>
        <source>Three {ranks}</source>
        <comment>hand.three_of_a_kind</comment>
        <translation>Sám cô {ranks}</translation>
    </message>
    <message>
        <source>{a}-{b}-{c}</source>
        <comment>hand.three_ranks</comment>
        <translation>{a}-{b}-{c}</translation>
    </message>
    <message>
        <source>Two Pair, {ranks} and {ranks2}</source>
        <comment>hand.two_pair</comment>
        <translation>Hai đôi, {ranks} và {ranks2}</translation>
    </message>
    <message>
        <source>{a}-{b}</source>
        <comment>hand.two_ranks</comment>
        <translation>{a}-{b}</translation>
    </message>
    <message>
        <source>{name} ({badge}) is the dealer signed in here, not badge {badge2}</source>
        <comment>house_dealers.refusal.dealer_signed_here_badge</comment>
        <translation>{name} ({badge}) là dealer đăng nhập ở đây, không phải thẻ {badge2}</translation>
    </message>
    <message>
        <source>a dealer signs in with a badge and a name</source>
        <comment>house_dealers.refusal.dealer_signs_badge_name</comment>
        <translation>dealer đăng nhập bằng thẻ và tên</translation>
    </message>
    <message>
        <source>no dealer is signed in at this table</source>
        <comment>house_dealers.refusal.no_dealer_signed_table</comment>
        <translation>bàn này chưa có dealer đăng nhập</translation>
    </message>
    <message>
        <source>Take 1 more card from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.take_card_discards</comment>
        <translation>Lấy thêm 1 lá từ phần bài còn lại vào bài bỏ (mỗi người còn trong ván lúc phát hiện một lá)</translation>
    </message>
    <message>
        <source>Take {owed} more cards from the stub to the discards (one per player in when it was found)</source>
        <comment>irregularities.stud_procedure.step.take_cards_discards</comment>
        <translation>Lấy thêm {owed} lá từ phần bài còn lại vào bài bỏ (mỗi người còn trong ván lúc phát hiện một lá)</translation>
    </message>
    <message>
        <source>Whose cards were out of view, and where (off the table, below its edge)?</source>
        <comment>irregularity.cards_out_of_view.q1</comment>
        <translation>Bài của ai bị khuất, và ở đâu (ngoài bàn, dưới mép bàn)?</translation>
    </message>
    <message>
        <source>A player&apos;s cards stay in plain view on the table the whole time; the floor decides what follows.</source>
        <comment>irregularity.cards_out_of_view.ruling</comment>
        <translation>Bài của người chơi luôn phải để rõ trên bàn; floor quyết định việc tiếp theo.</translation>
    </message>
    <message>
        <source>Ask him to bring his cards back into view at once</source>
        <comment>irregularity.cards_out_of_view.s1</comment>
        <translation>Yêu cầu người chơi đưa bài trở lại tầm nhìn ngay</translation>
    </message>
    <message>
        <source>Call the floor, who rules on the hand (LC-P1)</source>
        <comment>irregularity.cards_out_of_view.s2</comment>
        <translation>Gọi floor để phán quyết ván bài (LC-P1)</translation>
    </message>
    <message>
        <source>Cards held out of view</source>
        <comment>irregularity.cards_out_of_view.title</comment>
        <translation>Bài bị giữ khuất tầm nhìn</translation>
    </message>
    <message>
        <source>Did he put cash forward as a bet or to cover a bet?</source>
        <comment>irregularity.cash_on_table.q1</comment>
        <translation>Người chơi có đưa tiền mặt ra để cược hoặc để theo cược không?</translation>
    </message>
    <message>
        <source>Is a house runner bringing his chips, announced to the table (LC-26c)?</source>
        <comment>irregularity.cash_on_table.q2</comment>
        <translation>Có runner của nhà đang mang chip tới, đã báo cho bàn không (LC-26c)?</translation>
    </message>
    <message>
        <source>Cash never plays: the bet stands only with chips he has on the table. Only chips a house runner brings with the house&apos;s consent, told to the table, count before they arrive.</source>
        <comment>irregularity.cash_on_table.ruling</comment>
        <translation>Tiền mặt không bao giờ được chơi: cược chỉ có hiệu lực với chip đang có trên bàn. Chỉ chip do runner của nhà mang tới, được nhà đồng ý và đã báo cho bàn, mới được tính trước khi tới.</translation>
    </message>
    <message>
        <source>Stop the action on that bet; the cash stays out of the pot</source>
        <comment>irregularity.cash_on_table.s1</comment>
        <translation>Dừng hành động với cược đó; tiền mặt không vào pot</translation>
    </message>
    <message>
        <source>He asks for chips (the dealer or a runner changes the cash)</source>
        <comment>irregularity.cash_on_table.s2</comment>
        <translation>Người chơi đổi chip (dealer hoặc runner đổi tiền mặt)</translation>
    </message>
    <message>
        <source>Runner chips already announced: mark them on his seat (LC-26c)</source>
        <comment>irregularity.cash_on_table.s3</comment>
        <translation>Chip runner đã được báo: ghi vào ghế của người chơi (LC-26c)</translation>
    </message>
    <message>
        <source>Cash put on the table to play</source>
        <comment>irregularity.cash_on_table.title</comment>
        <translation>Tiền mặt đặt lên bàn để chơi</translation>
    </message>
    <message>
        <source>Who handed chips to whom, and how much?</source>
        <comment>irregularity.chips_passed.q1</comment>
        <translation>Ai đưa chip cho ai, và bao nhiêu?</translation>
    </message>
    <message>
        <source>Is the player who took them waiting for announced runner chips?</source>
        <comment>irregularity.chips_passed.q2</comment>
        <translation>Người nhận có đang chờ chip runner đã báo không?</translation>
    </message>
    <message>
        <source>Chips are not passed between players, not even to post an ante or a blind; only a player waiting for announced runner chips may be lent chips, which then play for him.</source>
        <comment>irregularity.chips_passed.ruling</comment>
        <translation>Người chơi không được chuyền chip cho nhau, kể cả để đặt ante hay blind; chỉ người đang chờ chip runner đã báo mới được cho mượn chip, và số chip đó được chơi cho người ấy.</translation>
    </message>
    <message>
        <source>Return the chips to the player who handed them over</source>
        <comment>irregularity.chips_passed.s1</comment>
        <translation>Trả chip lại cho người đã đưa</translation>
    </message>
    <message>
        <source>Waiting for runner chips: record the chips as passed behind (LC-26c)</source>
        <comment>irregularity.chips_passed.s2</comment>
        <translation>Đang chờ chip runner: ghi chip là chuyền để chơi &apos;behind&apos; (LC-26c)</translation>
    </message>
    <message>
        <source>The floor speaks to both players</source>
        <comment>irregularity.chips_passed.s3</comment>
        <translation>Floor nói chuyện với cả hai người chơi</translation>
    </message>
    <message>
        <source>Chips handed from one player to another</source>
        <comment>irregularity.chips_passed.title</comment>
        <translation>Chip được chuyền từ người chơi này sang người khác</translation>
    </message>
    <message>
        <source>Whose chips are they, and in which pot or stack?</source>
        <comment>irregularity.foreign_chips.q1</comment>
        <translation>Chip của ai, và trong pot hay chồng chip nào?</translation>
    </message>
    <message>
        <source>Are they another casino&apos;s, or still in a sealed wrapper?</source>
        <comment>irregularity.foreign_chips.q2</comment>
        <translation>Đó là chip của sòng khác, hay còn trong bao niêm phong?</translation>
    </message>
    <message>
        <source>Neither another casino&apos;s chips nor chips still sealed in their wrapper play.</source>
        <comment>irregularity.foreign_chips.ruling</comment>
        <translation>Chip của sòng khác và chip còn niêm phong trong bao đều không được chơi.</translation>
    </message>
    <message>
        <source>Take them out of the pot or stack and give them back to their owner</source>
        <comment>irregularity.foreign_chips.s1</comment>
        <translation>Lấy ra khỏi pot hoặc chồng chip và trả lại cho chủ</translation>
    </message>
    <message>
        <source>He replaces them with this house&apos;s chips, or the bet is what his own chips cover</source>
        <comment>irregularity.foreign_chips.s2</comment>
        <translation>Người chơi thay bằng chip của nhà này, nếu không thì cược chỉ bằng số chip hợp lệ của mình</translation>
    </message>
    <message>
        <source>Call the floor if a pot has been settled with them</source>
        <comment>irregularity.foreign_chips.s3</comment>
        <translation>Gọi floor nếu đã trả pot bằng các chip đó</translation>
    </message>
    <message>
        <source>Another casino&apos;s chips or wrapped chips in play</source>
        <comment>irregularity.foreign_chips.title</comment>
        <translation>Chip sòng khác hoặc chip còn bao trong ván</translation>
    </message>
    <message>
        <source>Is he playing out of a chip rack?</source>
        <comment>irregularity.rack_on_table.q1</comment>
        <translation>Người chơi có chơi từ khay chip không?</translation>
    </message>
    <message>
        <source>What else is on the playing surface?</source>
        <comment>irregularity.rack_on_table.q2</comment>
        <translation>Còn gì khác trên mặt bàn chơi?</translation>
    </message>
    <message>
        <source>Only chips and cards belong on the layout; nobody plays from a rack.</source>
        <comment>irregularity.rack_on_table.ruling</comment>
        <translation>Trên mặt bàn chỉ có chip và bài; không ai chơi từ khay chip.</translation>
    </message>
    <message>
        <source>Ask him to take his chips out of the rack and put the rack away</source>
        <comment>irregularity.rack_on_table.s1</comment>
        <translation>Yêu cầu người chơi lấy chip ra khỏi khay và cất khay đi</translation>
    </message>
    <message>
        <source>Other objects leave the playing surface before the next deal</source>
        <comment>irregularity.rack_on_table.s2</comment>
        <translation>Các đồ vật khác phải dọn khỏi mặt bàn trước lần chia bài tới</translation>
    </message>
    <message>
        <source>Chip rack or other object on the playing surface</source>
        <comment>irregularity.rack_on_table.title</comment>
        <translation>Khay chip hoặc đồ vật khác trên mặt bàn chơi</translation>
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
        <translation>tất tay (all-in)</translation>
    </message>
    <message>
        <source>ante</source>
        <comment>post.ante</comment>
        <translation>ante</translation>
    </message>
    <message>
        <source>big blind</source>
        <comment>post.big_blind</comment>
        <translation>mù lớn</translation>
    </message>
    <message>
        <source>big blind ante</source>
        <comment>post.big_blind_ante</comment>
        <translation>ante của mù lớn</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>post.button_blind</comment>
        <translation>mù ở nút (button)</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>post.buy_button</comment>
        <translation>mua nút (button)</translation>
    </message>
    <message>
        <source>collection</source>
        <comment>post.collection</comment>
        <translation>phí nhà</translation>
    </message>
    <message>
        <source>kill</source>
        <comment>post.kill</comment>
        <translation>kill</translation>
    </message>
    <message>
        <source>may post</source>
        <comment>post.may_post</comment>
        <translation>có thể đặt</translation>
    </message>
    <message>
        <source>missed blinds</source>
        <comment>post.missed_blinds</comment>
        <translation>mù bị bỏ lỡ</translation>
    </message>
    <message>
        <source>new player blind</source>
        <comment>post.new_player_blind</comment>
        <translation>mù người chơi mới</translation>
    </message>
    <message>
        <source>single blind</source>
        <comment>post.single_blind</comment>
        <translation>mù đơn</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>post.small_blind</comment>
        <translation>mù nhỏ</translation>
    </message>
    <message>
        <source>straddle</source>
        <comment>post.straddle</comment>
        <translation>straddle</translation>
    </message>
    <message>
        <source>trailing blind</source>
        <comment>post.trailing_blind</comment>
        <translation>mù trailing</translation>
    </message>
    <message>
        <source>will post</source>
        <comment>post.will_post</comment>
        <translation>sẽ đặt</translation>
    </message>
    <message>
        <source>: {hand}</source>
        <comment>procedure.hand_label</comment>
        <translation>: {hand}</translation>
    </message>
    <message>
        <source>After the antes, burn one card, then deal two cards down and one up to each player, starting with seat {seat}</source>
        <comment>procedure.step.after_antes_burn_deal_two_cards</comment>
        <translation>Sau tiền ante, đốt một lá, rồi chia cho mỗi người hai lá úp và một lá ngửa, bắt đầu từ ghế {seat}</translation>
    </message>
    <message>
        <source>After the antes, deal two cards down and one up to each player, starting with seat {seat}</source>
        <comment>procedure.step.after_antes_deal_two_cards</comment>
        <translation>Sau tiền ante, chia cho mỗi người hai lá úp và một lá ngửa, bắt đầu từ ghế {seat}</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: 1 card face up</source>
        <comment>procedure.step.burn_deal_card_face_up</comment>
        <translation>Đốt một lá, rồi chia {street}: 1 lá ngửa</translation>
    </message>
    <message>
        <source>Burn one card, then deal the {street}: {need} cards face up</source>
        <comment>procedure.step.burn_deal_cards_face_up</comment>
        <translation>Đốt một lá, rồi chia {street}: {need} lá ngửa</translation>
    </message>
    <message>
        <source>{street}: burn, then one card {face} to each player still in, starting with seat {first}</source>
        <comment>procedure.step.burn_then_one_card_each</comment>
        <translation>{street}: đốt bài, rồi chia một lá {face} cho mỗi người còn trong ván, bắt đầu từ ghế {first}</translation>
    </message>
    <message>
        <source>Deal the {street}: 1 card face up</source>
        <comment>procedure.step.deal_card_face_up</comment>
        <translation>Chia {street}: 1 lá ngửa</translation>
    </message>
    <message>
        <source>Deal {n} cards to each player one at a time, starting with seat {first}; the button (seat {button}) gets the last card</source>
        <comment>procedure.step.deal_cards_each_player_one</comment>
        <translation>Chia {n} lá cho mỗi người, từng lá một, bắt đầu từ ghế {first}; button (ghế {button}) nhận lá cuối</translation>
    </message>
    <message>
        <source>Deal the {street}: {need} cards face up</source>
        <comment>procedure.step.deal_cards_face_up</comment>
        <translation>Chia {street}: {need} lá ngửa</translation>
    </message>
    <message>
        <source>Everyone has folded to the blinds: they may agree to chop (take their blinds back)</source>
        <comment>procedure.step.everyone_has_folded_blinds_they</comment>
        <translation>Mọi người bỏ bài đến các mù: họ có thể đồng ý chia (lấy lại tiền mù)</translation>
    </message>
    <message>
        <source>Hand {number} is complete: collect the cards</source>
        <comment>procedure.step.hand_complete_collect_cards</comment>
        <translation>Ván {number} xong: thu bài</translation>
    </message>
    <message>
        <source>A new game draws for the button: each player draws one card and the best card takes the button</source>
        <comment>procedure.step.new_game_draws_button_each</comment>
        <translation>Bàn mới rút chọn button: mỗi người rút một lá và lá cao nhất được button</translation>
    </message>
    <message>
        <source>Only {count} players: the table may switch from button collection to time collection</source>
        <comment>procedure.step.only_players_table_may_switch</comment>
        <translation>Chỉ còn {count} người chơi: bàn có thể chuyển từ thu phí theo button sang thu theo giờ</translation>
    </message>
    <message>
        <source>Push ${amount} of the {pot}{half} to seat {seat}{label}</source>
        <comment>procedure.step.push_seat</comment>
        <translation>Trả ${amount} của {pot}{half} cho ghế {seat}{label}</translation>
    </message>
    <message>
        <source>Return the uncalled ${amount} to seat {seat}</source>
        <comment>procedure.step.return_uncalled_seat</comment>
        <translation>Trả lại ${amount} không ai theo cho ghế {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} {verb} the {replace}: ${total}</source>
        <comment>procedure.step.seat</comment>
        <translation>Ghế {seat} {verb} {replace}: ${total}</translation>
    </message>
    <message>
        <source>Seat {seat} has missed the blind {pick_up_after_buttons} times in a full game: call the floor to pick up the chips</source>
        <comment>procedure.step.seat_has_missed_blind_times</comment>
        <translation>Ghế {seat} đã lỡ mù {pick_up_after_buttons} lần khi bàn đầy: gọi floor để thu chip</translation>
    </message>
    <message>
        <source>Seat {seat} may post the {what}: {amount}</source>
        <comment>procedure.step.seat_may_post</comment>
        <translation>Ghế {seat} có thể đặt {what}: {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} posts the {what}: {amount}</source>
        <comment>procedure.step.seat_posts</comment>
        <translation>Ghế {seat} đặt {what}: {amount}</translation>
    </message>
    <message>
        <source>Seat {seat} shows (or mucks)</source>
        <comment>procedure.step.seat_shows_mucks</comment>
        <translation>Ghế {seat} lật bài (hoặc bỏ bài)</translation>
    </message>
    <message>
        <source>{street}: seat {seat} to act: {options}</source>
        <comment>procedure.step.seat_to_act</comment>
        <translation>{street}: ghế {seat} hành động: {options}</translation>
    </message>
    <message>
        <source>Start hand {hand}: antes, then the deal from seat {dealt_in}</source>
        <comment>procedure.step.start_hand_antes_then_deal</comment>
        <translation>Bắt đầu ván {hand}: ante, rồi chia từ ghế {dealt_in}</translation>
    </message>
    <message>
        <source>Start hand {hand}: button on seat {seat}</source>
        <comment>procedure.step.start_hand_button</comment>
        <translation>Bắt đầu ván {hand}: nút ở ghế {seat}</translation>
    </message>
    <message>
        <source>{street}: {text}</source>
        <comment>procedure.step.text</comment>
        <translation>{street}: {text}</translation>
    </message>
    <message>
        <source>Time pot: the winner of the next pot pays time for seats {items}</source>
        <comment>procedure.step.time_pot_winner_next_pot</comment>
        <translation>Pot tiền giờ: người thắng pot tới trả tiền giờ cho các ghế {items}</translation>
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
        <translation>Bắt đầu ván {hand}: ván {misdealt} bị chia lỗi (misdeal) và được chia lại với cùng nút, ghế {button}; các ghế {seats} được chia bài và đặt lại những gì đã được trả về</translation>
    </message>
    <message>
        <source>Start hand {hand}: hand {misdealt} was a misdeal and is dealt again; seats {seats} are dealt in and post again what went back</source>
        <comment>redeal.start.stud</comment>
        <translation>Bắt đầu ván {hand}: ván {misdealt} bị chia lỗi (misdeal) và được chia lại; các ghế {seats} được chia bài và đặt lại những gì đã được trả về</translation>
    </message>
    <message>
        <source>{listed} is ahead of {player} on the list</source>
        <comment>room.board.ahead_list</comment>
        <translation>{listed} đứng trước {player} trong danh sách</translation>
    </message>
    <message>
        <source>{player} already asked for a seat change at {table}</source>
        <comment>room.board.already_asked_seat_change</comment>
        <translation>{player} đã xin đổi ghế tại {table}</translation>
    </message>
    <message>
        <source>{game_label} already has a must-move game</source>
        <comment>room.board.already_has_must_move</comment>
        <translation>{game_label} đã có bàn must-move</translation>
    </message>
    <message>
        <source>{newcomer} is already seated at {seated_at}</source>
        <comment>room.board.already_seated</comment>
        <translation>{newcomer} đã ngồi ở {seated_at}</translation>
    </message>
    <message>
        <source>{by} approves {player} handing his seat at {table} to {newcomer} (LC-25)</source>
        <comment>room.board.approves_handing_seat_lc</comment>
        <translation>{by} duyệt cho {player} nhường ghế tại {table} cho {newcomer} (LC-25)</translation>
    </message>
    <message>
        <source>{player} asks for a seat change at {table}</source>
        <comment>room.board.asks_seat_change</comment>
        <translation>{player} xin đổi ghế tại {table}</translation>
    </message>
    <message>
        <source>{player} called to {table}</source>
        <comment>room.board.called</comment>
        <translation>{player} được gọi tới {table}</translation>
    </message>
    <message>
        <source>{player} called from {must_move_table}: {options} (LC-139)</source>
        <comment>room.board.called_from_lc</comment>
        <translation>{player} được gọi từ {must_move_table}: {options} (LC-139)</translation>
    </message>
    <message>
        <source>{player} changes seats at {table} (LC-88e)</source>
        <comment>room.board.changes_seats_lc_e</comment>
        <translation>{player} đổi ghế tại {table} (LC-88e)</translation>
    </message>
    <message>
        <source>{table} closed</source>
        <comment>room.board.closed</comment>
        <translation>{table} đã đóng</translation>
    </message>
    <message>
        <source>{order} comes first: asked first, or longer in the game</source>
        <comment>room.board.comes_first_asked_first</comment>
        <translation>{order} được trước: xin trước, hoặc chơi lâu hơn</translation>
    </message>
    <message>
        <source>{player} is dealt out and moves to {main_table} now (LC-139)</source>
        <comment>room.board.dealt_out_moves_now</comment>
        <translation>{player} không được chia bài và chuyển ngay sang {main_table} (LC-139)</translation>
    </message>
    <message>
        <source>{player} did not answer: rolled to the bottom of the list (LC-136)</source>
        <comment>room.board.did_answer_rolled_bottom</comment>
        <translation>{player} không trả lời: bị chuyển xuống cuối danh sách (LC-136)</translation>
    </message>
    <message>
        <source>{player} finishes the blinds and the button, then moves to {main_table} (LC-139b)</source>
        <comment>room.board.finishes_blinds_button_then</comment>
        <translation>{player} chơi hết mù và nút, rồi chuyển sang {main_table} (LC-139b)</translation>
    </message>
    <message>
        <source>{player} has not asked for a seat change at {table}</source>
        <comment>room.board.has_asked_seat_change</comment>
        <translation>{player} chưa xin đổi ghế tại {table}</translation>
    </message>
    <message>
        <source>{player} has not been called from the must-move game</source>
        <comment>room.board.has_been_called_from</comment>
        <translation>{player} chưa được gọi từ bàn must-move</translation>
    </message>
    <message>
        <source>{player} listed for {game_label}</source>
        <comment>room.board.listed</comment>
        <translation>{player} đã ghi tên cho {game_label}</translation>
    </message>
    <message>
        <source>{player} listed for {game_label} by phone: here within the hour or off the list (LC-136)</source>
        <comment>room.board.listed_by_phone</comment>
        <translation>{player} ghi tên cho {game_label} qua điện thoại: có mặt trong vòng một giờ hoặc bị xóa khỏi danh sách (LC-136)</translation>
    </message>
    <message>
        <source>{player} may {options}, not {choice}</source>
        <comment>room.board.may</comment>
        <translation>{player} có thể {options}, không phải {choice}</translation>
    </message>
    <message>
        <source>the must-move game and the main game are two tables</source>
        <comment>room.board.must_move_game_main</comment>
        <translation>bàn must-move và bàn chính phải là hai bàn khác nhau</translation>
    </message>
    <message>
        <source>must-move {must_move_table} has {players} players</source>
        <comment>room.board.must_move_has_players</comment>
        <translation>bàn must-move {must_move_table} có {players} người chơi</translation>
    </message>
    <message>
        <source>must-move {must_move_table} has {players}: its players keep their rights without playing (LC-141); call the floor to set a fair collection (LC-145)</source>
        <comment>room.board.must_move_has_players_2</comment>
        <translation>bàn must-move {must_move_table} có {players}: người chơi giữ quyền mà không cần chơi (LC-141); gọi floor để đặt phí nhà công bằng (LC-145)</translation>
    </message>
    <message>
        <source>{extra} must move to {main}; the list keeps its order (LC-137, LC-138); the main game counts as full for collection (LC-131)</source>
        <comment>room.board.must_move_list_keeps</comment>
        <translation>{extra} must-move sang {main}; danh sách giữ nguyên thứ tự (LC-137, LC-138); bàn chính được tính là đầy khi thu phí (LC-131)</translation>
    </message>
    <message>
        <source>{player} off the {game_label} list: {reason}</source>
        <comment>room.board.off_list</comment>
        <translation>{player} bị xóa khỏi danh sách {game_label}: {reason}</translation>
    </message>
    <message>
        <source>{table} opens {game_label}: draw for the button (LC-86, LC-28)</source>
        <comment>room.board.opens_draw_button_lc</comment>
        <translation>{table} mở {game_label}: rút bài chọn nút (LC-86, LC-28)</translation>
    </message>
    <message>
        <source>{table} opens {game_label}: draw for the button (LC-86, LC-28); seat its list first: {players} (LC-87)</source>
        <comment>room.board.opens_seat_list_first</comment>
        <translation>{table} mở {game_label}: rút bài chọn nút (LC-86, LC-28); xếp ghế cho danh sách trước: {players} (LC-87)</translation>
    </message>
    <message>
        <source>{player} is not playing in the must-move game {must_move_table}</source>
        <comment>room.board.playing_must_move_game</comment>
        <translation>{player} không chơi ở bàn must-move {must_move_table}</translation>
    </message>
    <message>
        <source>{player} plays to his big blind and quits; he may list again in an hour (LC-139a)</source>
        <comment>room.board.plays_big_blind_quits</comment>
        <translation>{player} chơi đến lượt mù lớn rồi nghỉ; có thể ghi tên lại sau một giờ (LC-139a)</translation>
    </message>
    <message>
        <source>position {position} is not one of {names}</source>
        <comment>room.board.position_one</comment>
        <translation>vị trí {position} không thuộc {names}</translation>
    </message>
    <message>
        <source>{player} reported to the floor (LC-136)</source>
        <comment>room.board.reported_floor_lc</comment>
        <translation>{player} đã báo với floor (LC-136)</translation>
    </message>
    <message>
        <source>{player} seated at {table}</source>
        <comment>room.board.seated</comment>
        <translation>{player} đã ngồi ở {table}</translation>
    </message>
    <message>
        <source>{player} is not seated at {table}</source>
        <comment>room.board.seated_2</comment>
        <translation>{player} không ngồi ở {table}</translation>
    </message>
    <message>
        <source>{player} seated at {table}: his chips are down, he keeps the seat (LC-88f)</source>
        <comment>room.board.seated_chips_down</comment>
        <translation>{player} đã ngồi ở {table}: chip đã đặt trên bàn, giữ ghế (LC-88f)</translation>
    </message>
    <message>
        <source>{player} seated in the must-move game {table}; he keeps his place on the list (LC-138)</source>
        <comment>room.board.seated_must_move_game</comment>
        <translation>{player} đã ngồi ở bàn must-move {table}; vẫn giữ chỗ trong danh sách (LC-138)</translation>
    </message>
    <message>
        <source>table {table} is already open ({game_label})</source>
        <comment>room.board.table_already_open</comment>
        <translation>bàn {table} đã mở ({game_label})</translation>
    </message>
    <message>
        <source>unknown room operation {kind}</source>
        <comment>room.board.unknown_room_operation</comment>
        <translation>thao tác phòng không xác định {kind}</translation>
    </message>
    <message>
        <source>{players} does not play at {table}</source>
        <comment>room.board_open_seats.does_not_play_at</comment>
        <translation>{players} không chơi ở {table}</translation>
    </message>
    <message>
        <source>{table} goes from {old} to {new}: {players} keep(s) the chips in play (LC-37)</source>
        <comment>room.board_open_seats.limit_raised</comment>
        <translation>{table} chuyển từ {old} sang {new}: {players} giữ nguyên chip đang chơi (LC-37)</translation>
    </message>
    <message>
        <source>{table} goes from {old} to {new}: {players} keep(s) the chips in play; every buy-in from now on is at least ${minimum} (LC-37)</source>
        <comment>room.board_open_seats.limit_raised_minimum</comment>
        <translation>{table} chuyển từ {old} sang {new}: {players} giữ nguyên chip đang chơi; từ nay mỗi lần mua chip ít nhất ${minimum} (LC-37)</translation>
    </message>
    <message>
        <source>{table}&apos;s log has {in_log} players seated and every one cuts: {cards} cards</source>
        <comment>room.board_open_seats.log_has_more_seated</comment>
        <translation>nhật ký của {table} có {in_log} người chơi đang ngồi và ai cũng phải cắt bài: {cards} lá</translation>
    </message>
    <message>
        <source>{table} is in a must-move pair: its games keep one limit</source>
        <comment>room.board_open_seats.must_move_pair_one_limit</comment>
        <translation>{table} thuộc một cặp bàn must-move: các ván của cặp giữ cùng một mức cược</translation>
    </message>
    <message>
        <source>nobody seated</source>
        <comment>room.board_open_seats.nobody_seated</comment>
        <translation>không ai ngồi</translation>
    </message>
    <message>
        <source>{player} is not on the {game_label} list</source>
        <comment>room.board_open_seats.not_on_list</comment>
        <translation>{player} không có trong danh sách {game_label}</translation>
    </message>
    <message>
        <source>every player of {table} is asked to cut: {players} has no card</source>
        <comment>room.board_open_seats.player_has_no_card</comment>
        <translation>mọi người chơi ở {table} đều phải cắt bài: {players} chưa có lá</translation>
    </message>
    <message>
        <source>seat {seat} at {table} is already locked for {player}</source>
        <comment>room.board_open_seats.seat_already_locked</comment>
        <translation>ghế {seat} ở {table} đã được giữ cho {player}</translation>
    </message>
    <message>
        <source>nobody at {table} took seat {seat}: locked for {player} from the list (LC-88f)</source>
        <comment>room.board_open_seats.seat_locked</comment>
        <translation>không ai ở {table} nhận ghế {seat}: giữ cho {player} từ danh sách (LC-88f)</translation>
    </message>
    <message>
        <source>{by} offers {table} seat {seat} to the players at the table before the list (LC-88f)</source>
        <comment>room.board_open_seats.seat_offered</comment>
        <translation>{by} mời người chơi tại bàn nhận ghế {seat} ở {table} trước danh sách chờ (LC-88f)</translation>
    </message>
    <message>
        <source>{table} ({players} players) cut for {seats} seat(s) at {lower}: {winners} (high card, suits by LC-28; LC-92)</source>
        <comment>room.board_open_seats.short_game_cut</comment>
        <translation>{table} ({players} người chơi) cắt bài giành {seats} ghế ở {lower}: {winners} (lá cao nhất, chất theo LC-28; LC-92)</translation>
    </message>
    <message>
        <source>short_game_cut: field &apos;draws&apos; must give each player&apos;s card</source>
        <comment>room.board_open_seats.short_game_cut_field_draws</comment>
        <translation>short_game_cut: trường &apos;draws&apos; phải ghi lá bài của từng người chơi</translation>
    </message>
    <message>
        <source>{player} is already at {source}</source>
        <comment>room.board_seats.already</comment>
        <translation>{player} đã ở {source}</translation>
    </message>
    <message>
        <source>{player} is already away from {table}</source>
        <comment>room.board_seats.already_away_from</comment>
        <translation>{player} đã rời {table}</translation>
    </message>
    <message>
        <source>{by} approves {player}&apos;s move to {to_table} (LC-95): {timing_words}</source>
        <comment>room.board_seats.approves_s_move_lc</comment>
        <translation>{by} duyệt cho {player} chuyển sang {to_table} (LC-95): {timing_words}</translation>
    </message>
    <message>
        <source>{player} asks to move from {source} to {target}: waits for the floor (LC-95)</source>
        <comment>room.board_seats.asks_move_from_waits</comment>
        <translation>{player} xin chuyển từ {source} sang {target}: chờ floor (LC-95)</translation>
    </message>
    <message>
        <source>{player} is not away</source>
        <comment>room.board_seats.away</comment>
        <translation>{player} không rời ghế</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: meal</source>
        <comment>room.board_seats.away_meal</comment>
        <translation>{player} rời {table} ghế {seat}: nghỉ ăn</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: meal (30 minutes, LC-99)</source>
        <comment>room.board_seats.away_meal_stud</comment>
        <translation>{player} rời {table} ghế {seat}: nghỉ ăn (30 phút, LC-99)</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: other (LC-97)</source>
        <comment>room.board_seats.away_other</comment>
        <translation>{player} rời {table} ghế {seat}: khác (LC-97)</translation>
    </message>
    <message>
        <source>{player} away from {table} seat {seat}: other (15 minutes, LC-99)</source>
        <comment>room.board_seats.away_other_stud</comment>
        <translation>{player} rời {table} ghế {seat}: khác (15 phút, LC-99)</translation>
    </message>
    <message>
        <source>{player} back at {table} after {minutes} minutes</source>
        <comment>room.board_seats.back_after_minutes</comment>
        <translation>{player} trở lại {table} sau {minutes} phút</translation>
    </message>
    <message>
        <source>break {break_} is meal or other</source>
        <comment>room.board_seats.break_meal_other</comment>
        <translation>loại nghỉ {break_} phải là nghỉ ăn hoặc khác</translation>
    </message>
    <message>
        <source>{table} breaks with seats for all: missed-blind buttons go along ({value}) (LC-94b)</source>
        <comment>room.board_seats.breaks_seats_all_missed</comment>
        <translation>{table} giải tán, đủ ghế cho tất cả: nút mù bị bỏ lỡ đi theo ({value}) (LC-94b)</translation>
    </message>
    <message>
        <source>{table} breaks with {seats} seats for {count}: draw {themselves}; the floor draws for {value}; no draw for {value2} (LC-94a, LC-93)</source>
        <comment>room.board_seats.breaks_seats_draw_floor</comment>
        <translation>{table} giải tán, {seats} ghế cho {count} người: rút bài {themselves}; floor rút thay cho {value}; không rút cho {value2} (LC-94a, LC-93)</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays (left {left_table} with ${chips}) ({rule_ids})</source>
        <comment>room.board_seats.buys_in_came_back</comment>
        <translation>{player} mua ${amount} tại {table}: {kind}, chơi ${plays} (rời {left_table} với ${chips}) ({rule_ids})</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays (left {left_table}, his stack not recorded) ({rule_ids})</source>
        <comment>room.board_seats.buys_in_came_back_unrecorded</comment>
        <translation>{player} mua ${amount} tại {table}: {kind}, chơi ${plays} (rời {left_table}, không ghi số chip mang đi) ({rule_ids})</translation>
    </message>
    <message>
        <source>{player} buys in ${amount} at {table}: {kind}, ${plays} plays ({rule_ids})</source>
        <comment>room.board_seats.buys_plays</comment>
        <translation>{player} mua ${amount} tại {table}: {kind}, chơi ${plays} ({rule_ids})</translation>
    </message>
    <message>
        <source>the draw is for {names}, not {names2}</source>
        <comment>room.board_seats.draw</comment>
        <translation>rút bài dành cho {names}, không phải {names2}</translation>
    </message>
    <message>
        <source>game_broken: field &apos;players&apos; must list the game&apos;s players</source>
        <comment>room.board_seats.game_broken_field_players</comment>
        <translation>game_broken: trường &apos;players&apos; phải liệt kê người chơi của bàn</translation>
    </message>
    <message>
        <source>game_broken: {item} is not a player with a name</source>
        <comment>room.board_seats.game_broken_player_name</comment>
        <translation>game_broken: {item} không phải người chơi có tên</translation>
    </message>
    <message>
        <source>{player} has not asked for a table change</source>
        <comment>room.board_seats.has_asked_table_change</comment>
        <translation>{player} chưa xin đổi bàn</translation>
    </message>
    <message>
        <source>{player} has not been called from a must-move game at {source} to this table</source>
        <comment>room.board_seats.has_been_called_from</comment>
        <translation>{player} chưa được gọi từ bàn must-move {source} sang bàn này</translation>
    </message>
    <message>
        <source>{source} has not broken: a forced move is from a broken or must-move game</source>
        <comment>room.board_seats.has_broken_forced_move</comment>
        <translation>{source} chưa giải tán: chuyển bắt buộc chỉ từ bàn giải tán hoặc bàn must-move</translation>
    </message>
    <message>
        <source>{table} has no seat draw to make</source>
        <comment>room.board_seats.has_no_seat_draw</comment>
        <translation>{table} không có rút bài chọn ghế nào</translation>
    </message>
    <message>
        <source>hold button off at {table} seat {seat}: it never counts toward the three buttons (LC-GL-33, LC-97)</source>
        <comment>room.board_seats.hold_button_off</comment>
        <translation>tắt nút giữ chỗ tại {table} ghế {seat}: không bao giờ tính vào ba nút (LC-GL-33, LC-97)</translation>
    </message>
    <message>
        <source>hold button on at {table} seat {seat}: it never counts toward the three buttons (LC-GL-33, LC-97)</source>
        <comment>room.board_seats.hold_button_on</comment>
        <translation>bật nút giữ chỗ tại {table} ghế {seat}: không bao giờ tính vào ba nút (LC-GL-33, LC-97)</translation>
    </message>
    <message>
        <source>{player} left {table} ({game_label}) with ${chips}</source>
        <comment>room.board_seats.left</comment>
        <translation>{player} rời {table} ({game_label}) với ${chips}</translation>
    </message>
    <message>
        <source>; he may take a hand now or come in behind the button without posting (LC-140)</source>
        <comment>room.board_seats.may_take_hand_now</comment>
        <translation>; có thể nhận bài ngay hoặc vào sau nút mà không cần đặt mù (LC-140)</translation>
    </message>
    <message>
        <source>{player} moves {source} -&gt; {target} with ${plays} ({rule_ids}); {left} missed-blind button(s) stay behind, {carried} follow (LC-142){note}</source>
        <comment>room.board_seats.moves_missed_blind_button</comment>
        <translation>{player} chuyển {source} -&gt; {target} với ${plays} ({rule_ids}); {left} nút mù bị bỏ lỡ ở lại, {carried} đi theo (LC-142){note}</translation>
    </message>
    <message>
        <source>position {position} is not one of {names}</source>
        <comment>room.board_seats.position_one</comment>
        <translation>vị trí {position} không thuộc {names}</translation>
    </message>
    <message>
        <source>reason {reason} is not one of {names}</source>
        <comment>room.board_seats.reason_one</comment>
        <translation>lý do {reason} không thuộc {names}</translation>
    </message>
    <message>
        <source>{player}&apos;s chips at {where} seat {where2} picked up (LC-97, LC-98)</source>
        <comment>room.board_seats.s_chips_seat_picked</comment>
        <translation>đã thu chip của {player} tại {where} ghế {where2} (LC-97, LC-98)</translation>
    </message>
    <message>
        <source>{from_table}&apos;s game has no seating rules</source>
        <comment>room.board_seats.s_game_has_no</comment>
        <translation>bàn {from_table} không có quy định xếp ghế</translation>
    </message>
    <message>
        <source>{player}&apos;s move to {target} has not been approved</source>
        <comment>room.board_seats.s_move_has_been</comment>
        <translation>việc chuyển của {player} sang {target} chưa được duyệt</translation>
    </message>
    <message>
        <source>seat_draw: field &apos;draws&apos; must give each player&apos;s card</source>
        <comment>room.board_seats.seat_draw_field_draws</comment>
        <translation>seat_draw: trường &apos;draws&apos; phải cho lá bài của từng người chơi</translation>
    </message>
    <message>
        <source>{player} at {where} seat {where2}: missed-blind button {count} (LC-97)</source>
        <comment>room.board_seats.seat_missed_blind_button</comment>
        <translation>{player} tại {where} ghế {where2}: nút mù bị bỏ lỡ thứ {count} (LC-97)</translation>
    </message>
    <message>
        <source>seats go to {winners} (high card, suits by LC-28; LC-94a)</source>
        <comment>room.board_seats.seats_go_high_card</comment>
        <translation>ghế thuộc về {winners} (lá cao, chất theo LC-28; LC-94a)</translation>
    </message>
    <message>
        <source>table {source} is not open in the room</source>
        <comment>room.board_seats.table_open_room</comment>
        <translation>bàn {source} chưa mở trong phòng</translation>
    </message>
    <message>
        <source>{game_label} has no must-move game</source>
        <comment>room.board_state.has_no_must_move</comment>
        <translation>{game_label} không có bàn must-move</translation>
    </message>
    <message>
        <source>the room has not set {what} ({reason})</source>
        <comment>room.board_state.room_has_set</comment>
        <translation>phòng chưa đặt {what} ({reason})</translation>
    </message>
    <message>
        <source>table {table} deals {game_label}, not {game_label2}</source>
        <comment>room.board_state.table_deals</comment>
        <translation>bàn {table} chia {game_label}, không phải {game_label2}</translation>
    </message>
    <message>
        <source>table {table} is not open in the room</source>
        <comment>room.board_state.table_open_room</comment>
        <translation>bàn {table} chưa mở trong phòng</translation>
    </message>
    <message>
        <source>the meal-break allowance is a stud rule; other games follow the three-button rule</source>
        <comment>room.breaks.meal_break_allowance_stud</comment>
        <translation>thời gian nghỉ ăn là quy định của stud; các trò khác theo quy định ba nút</translation>
    </message>
    <message>
        <source>a meal break starts after the player tells the floor</source>
        <comment>room.breaks.meal_break_starts_after</comment>
        <translation>nghỉ ăn bắt đầu sau khi người chơi báo với floor</translation>
    </message>
    <message>
        <source>one meal break per four hours of play: the next in {minutes} minutes</source>
        <comment>room.breaks.one_meal_break_per</comment>
        <translation>mỗi bốn giờ chơi được một lần nghỉ ăn: lần tới sau {minutes} phút</translation>
    </message>
    <message>
        <source>the room&apos;s repeated-lobbying measure needs a count and a period</source>
        <comment>room.breaks.room_s_repeated_lobbying</comment>
        <translation>quy định của phòng về rời bàn nhiều lần cần số lần và khoảng thời gian</translation>
    </message>
    <message>
        <source>carried</source>
        <comment>room.buy_in.carried</comment>
        <translation>mang theo</translation>
    </message>
    <message>
        <source>full</source>
        <comment>room.buy_in.full</comment>
        <translation>đủ</translation>
    </message>
    <message>
        <source>short</source>
        <comment>room.buy_in.short</comment>
        <translation>thiếu</translation>
    </message>
    <message>
        <source>with ${stack} he brings at least the ${minimum} minimum</source>
        <comment>room.buy_ins.brings_least_minimum</comment>
        <translation>với ${stack} anh ta mang theo ít nhất mức tối thiểu ${minimum}</translation>
    </message>
    <message>
        <source>a buy-in is a positive amount, not ${amount}</source>
        <comment>room.buy_ins.buy_positive_amount</comment>
        <translation>mua chip phải là số dương, không phải ${amount}</translation>
    </message>
    <message>
        <source>from a broken ${from_small_bet} game he may enter short only at an equal or lower limit: here at least ${minimum}</source>
        <comment>room.buy_ins.from_broken_game_may</comment>
        <translation>từ bàn ${from_small_bet} đã giải tán, anh ta chỉ được vào thiếu ở mức cược bằng hoặc thấp hơn: ở đây ít nhất ${minimum}</translation>
    </message>
    <message>
        <source>{game_name} has no poker buy-in</source>
        <comment>room.buy_ins.has_no_poker_buy</comment>
        <translation>{game_name} không có mua chip poker</translation>
    </message>
    <message>
        <source>he holds ${stack} in the game he leaves, not ${amount}</source>
        <comment>room.buy_ins.holds_game_leaves</comment>
        <translation>anh ta có ${stack} ở bàn đang rời, không phải ${amount}</translation>
    </message>
    <message>
        <source>he left {left} minutes ago with ${chips}: he comes back with at least ${chips}, not ${amount}</source>
        <comment>room.buy_ins.left_minutes_ago_comes</comment>
        <translation>anh ta rời {left} phút trước với ${chips}: quay lại phải có ít nhất ${chips}, không phải ${amount}</translation>
    </message>
    <message>
        <source>he left {left} minutes ago and his table&apos;s log does not say with how much: the floor decides</source>
        <comment>room.buy_ins.left_minutes_ago_unrecorded</comment>
        <translation>anh ta rời {left} phút trước và nhật ký bàn không ghi mang theo bao nhiêu: floor quyết định</translation>
    </message>
    <message>
        <source>{player} left this game before and the log does not say when or with how much: the floor decides</source>
        <comment>room.buy_ins.left_unrecorded</comment>
        <translation>{player} đã rời bàn này trước đó và nhật ký không ghi lúc nào hay với bao nhiêu: floor quyết định</translation>
    </message>
    <message>
        <source>a ${new} limit does not raise a ${old} game</source>
        <comment>room.buy_ins.limit_does_not_raise</comment>
        <translation>mức ${new} không phải là nâng mức của ván ${old}</translation>
    </message>
    <message>
        <source>a new player buys in for at least ${minimum}, not ${amount}</source>
        <comment>room.buy_ins.new_player_buys_least</comment>
        <translation>người chơi mới mua ít nhất ${minimum}, không phải ${amount}</translation>
    </message>
    <message>
        <source>${amount} is over this game&apos;s ${maximum} maximum buy-in</source>
        <comment>room.buy_ins.over_this_game_s</comment>
        <translation>${amount} vượt mức mua tối đa ${maximum} của bàn này</translation>
    </message>
    <message>
        <source>a player who changes games by choice buys in for at least ${minimum}, not ${amount}</source>
        <comment>room.buy_ins.player_who_changes_games</comment>
        <translation>người tự ý đổi bàn phải mua ít nhất ${minimum}, không phải ${amount}</translation>
    </message>
    <message>
        <source>the room has not said how many short buy-ins follow a full one</source>
        <comment>room.buy_ins.room_has_said_how</comment>
        <translation>phòng chưa quy định bao nhiêu lần mua thiếu sau một lần mua đủ</translation>
    </message>
    <message>
        <source>the room has not set this game&apos;s minimum buy-in</source>
        <comment>room.buy_ins.room_has_set_this</comment>
        <translation>phòng chưa đặt mức mua tối thiểu của bàn này</translation>
    </message>
    <message>
        <source>${amount} is a short buy-in and none follows a full one yet: at least ${minimum}</source>
        <comment>room.buy_ins.short_buy_none_follows</comment>
        <translation>${amount} là mua thiếu và chưa có lần mua đủ nào trước đó: ít nhất ${minimum}</translation>
    </message>
    <message>
        <source>with ${stack}, under the minimum, he brings all of it</source>
        <comment>room.buy_ins.under_minimum_brings_all</comment>
        <translation>với ${stack}, dưới mức tối thiểu, anh ta mang theo tất cả</translation>
    </message>
    <message>
        <source>${amount} would be a short buy-in after a short one: this one must be at least ${minimum}</source>
        <comment>room.buy_ins.would_short_buy_after</comment>
        <translation>${amount} sẽ là lần mua thiếu sau một lần mua thiếu: lần này phải ít nhất ${minimum}</translation>
    </message>
    <message>
        <source>{card} cannot be drawn: draw again without jokers</source>
        <comment>room.card_draw.cannot_drawn_draw_again</comment>
        <translation>không được rút {card}: rút lại không có joker</translation>
    </message>
    <message>
        <source>the draw for the button needs two or more seated players</source>
        <comment>room.card_draw.draw_button_needs_two</comment>
        <translation>rút bài chọn nút cần ít nhất hai người chơi đang ngồi</translation>
    </message>
    <message>
        <source>nobody drew a card</source>
        <comment>room.card_draw.nobody_drew_card</comment>
        <translation>không ai rút bài</translation>
    </message>
    <message>
        <source>{card} was drawn twice ({seen} and {who}): draw again from one deck</source>
        <comment>room.card_draw.was_drawn_twice_draw</comment>
        <translation>{card} bị rút hai lần ({seen} và {who}): rút lại từ một bộ bài</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson&apos;s badge</source>
        <comment>room.decide.badge</comment>
        <translation>quyết định của floor phải ghi thẻ của floor</translation>
    </message>
    <message>
        <source>a floor decision is confirmed or overridden</source>
        <comment>room.decide.confirmed_or_overridden</comment>
        <translation>quyết định của floor là xác nhận hoặc thay đổi</translation>
    </message>
    <message>
        <source>ruling {ruling} of table {table} was already decided at a station</source>
        <comment>room.decide.decided_at_station</comment>
        <translation>phán quyết {ruling} của bàn {table} đã được quyết định tại một trạm</translation>
    </message>
    <message>
        <source>ruling {ruling} was already decided at table {table}</source>
        <comment>room.decide.decided_at_table</comment>
        <translation>phán quyết {ruling} đã được quyết định tại bàn {table}</translation>
    </message>
    <message>
        <source>table {table} has begun its next hand: ruling {ruling} can no longer be decided (LC-8c)</source>
        <comment>room.decide.next_hand</comment>
        <translation>bàn {table} đã bắt đầu ván kế tiếp: không thể quyết định phán quyết {ruling} nữa (LC-8c)</translation>
    </message>
    <message>
        <source>the room answered nothing</source>
        <comment>room.decide.no_answer</comment>
        <translation>phòng không trả lời gì</translation>
    </message>
    <message>
        <source>table {table} has no ruling {ruling} in the room</source>
        <comment>room.decide.no_ruling</comment>
        <translation>bàn {table} không có phán quyết {ruling} trong phòng</translation>
    </message>
    <message>
        <source>table {table} is not enrolled in the room</source>
        <comment>room.decide.not_enrolled</comment>
        <translation>bàn {table} chưa được đăng ký trong phòng</translation>
    </message>
    <message>
        <source>an override needs a reason (LC-P1)</source>
        <comment>room.decide.override_reason</comment>
        <translation>thay đổi phán quyết cần có lý do (LC-P1)</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: applied at the table</source>
        <comment>room.decision.applied</comment>
        <translation>Phán quyết {ruling} tại {table} được {by} {decision}: đã áp dụng tại bàn</translation>
    </message>
    <message>
        <source>confirmed</source>
        <comment>room.decision.confirmed</comment>
        <translation>xác nhận</translation>
    </message>
    <message>
        <source>overridden</source>
        <comment>room.decision.overridden</comment>
        <translation>thay đổi</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: REFUSED by the table: {why}</source>
        <comment>room.decision.refused</comment>
        <translation>Phán quyết {ruling} tại {table} được {by} {decision}: BÀN TỪ CHỐI: {why}</translation>
    </message>
    <message>
        <source>Ruling {ruling} at {table} {decision} by {by}: sent, waiting for the table</source>
        <comment>room.decision.sent</comment>
        <translation>Phán quyết {ruling} tại {table} được {by} {decision}: đã gửi, chờ bàn</translation>
    </message>
    <message>
        <source>{device} down since {since}</source>
        <comment>room.devices.down</comment>
        <translation>{device} hỏng từ {since}</translation>
    </message>
    <message>
        <source>{device} down since {since} (+{more})</source>
        <comment>room.devices.down_more</comment>
        <translation>{device} hỏng từ {since} (+{more})</translation>
    </message>
    <message>
        <source>devices connected</source>
        <comment>room.devices.ok</comment>
        <translation>thiết bị đã kết nối</translation>
    </message>
    <message>
        <source>{count} behind</source>
        <comment>room.link.behind</comment>
        <translation>chậm {count}</translation>
    </message>
    <message>
        <source>connected</source>
        <comment>room.link.connected</comment>
        <translation>đã kết nối</translation>
    </message>
    <message>
        <source>never connected</source>
        <comment>room.link.never</comment>
        <translation>chưa từng kết nối</translation>
    </message>
    <message>
        <source>offline since {since}</source>
        <comment>room.link.offline</comment>
        <translation>ngoại tuyến từ {since}</translation>
    </message>
    <message>
        <source>OFFLINE TOO LONG (since {since})</source>
        <comment>room.link.offline_too_long</comment>
        <translation>NGOẠI TUYẾN QUÁ LÂU (từ {since})</translation>
    </message>
    <message>
        <source>the button cannot pass a negative number of times</source>
        <comment>room.must_move.button_cannot_pass_negative</comment>
        <translation>nút không thể chuyển một số lần âm</translation>
    </message>
    <message>
        <source>he quit instead of moving: he may sign up again in {minutes} minutes</source>
        <comment>room.must_move.quit_instead_moving_may</comment>
        <translation>anh ta nghỉ thay vì chuyển bàn: có thể ghi tên lại sau {minutes} phút</translation>
    </message>
    <message>
        <source>&apos;amount&apos;</source>
        <comment>room.operation.field.amount</comment>
        <translation>&apos;số tiền&apos;</translation>
    </message>
    <message>
        <source>&apos;break&apos;</source>
        <comment>room.operation.field.break</comment>
        <translation>&apos;nghỉ&apos;</translation>
    </message>
    <message>
        <source>&apos;call_in&apos;</source>
        <comment>room.operation.field.call_in</comment>
        <translation>&apos;gọi điện&apos;</translation>
    </message>
    <message>
        <source>&apos;chips&apos;</source>
        <comment>room.operation.field.chips</comment>
        <translation>&apos;chip&apos;</translation>
    </message>
    <message>
        <source>&apos;choice&apos;</source>
        <comment>room.operation.field.choice</comment>
        <translation>&apos;lựa chọn&apos;</translation>
    </message>
    <message>
        <source>&apos;declared&apos;</source>
        <comment>room.operation.field.declared</comment>
        <translation>&apos;đã khai&apos;</translation>
    </message>
    <message>
        <source>&apos;draws&apos;</source>
        <comment>room.operation.field.draws</comment>
        <translation>&apos;lá rút&apos;</translation>
    </message>
    <message>
        <source>&apos;floor_told&apos;</source>
        <comment>room.operation.field.floor_told</comment>
        <translation>&apos;đã báo floor&apos;</translation>
    </message>
    <message>
        <source>&apos;from_table&apos;</source>
        <comment>room.operation.field.from_table</comment>
        <translation>&apos;bàn cũ&apos;</translation>
    </message>
    <message>
        <source>&apos;game&apos;</source>
        <comment>room.operation.field.game</comment>
        <translation>&apos;trò&apos;</translation>
    </message>
    <message>
        <source>&apos;limit&apos;</source>
        <comment>room.operation.field.limit</comment>
        <translation>&apos;mức cược&apos;</translation>
    </message>
    <message>
        <source>&apos;main_table&apos;</source>
        <comment>room.operation.field.main_table</comment>
        <translation>&apos;bàn chính&apos;</translation>
    </message>
    <message>
        <source>&apos;must_move_table&apos;</source>
        <comment>room.operation.field.must_move_table</comment>
        <translation>&apos;bàn must-move&apos;</translation>
    </message>
    <message>
        <source>&apos;on&apos;</source>
        <comment>room.operation.field.on</comment>
        <translation>&apos;bật&apos;</translation>
    </message>
    <message>
        <source>&apos;open_seats&apos;</source>
        <comment>room.operation.field.open_seats</comment>
        <translation>&apos;ghế trống&apos;</translation>
    </message>
    <message>
        <source>&apos;player&apos;</source>
        <comment>room.operation.field.player</comment>
        <translation>&apos;người chơi&apos;</translation>
    </message>
    <message>
        <source>&apos;players&apos;</source>
        <comment>room.operation.field.players</comment>
        <translation>&apos;số người chơi&apos;</translation>
    </message>
    <message>
        <source>&apos;position&apos;</source>
        <comment>room.operation.field.position</comment>
        <translation>&apos;vị trí&apos;</translation>
    </message>
    <message>
        <source>&apos;reason&apos;</source>
        <comment>room.operation.field.reason</comment>
        <translation>&apos;lý do&apos;</translation>
    </message>
    <message>
        <source>&apos;seat&apos;</source>
        <comment>room.operation.field.seat</comment>
        <translation>&apos;ghế&apos;</translation>
    </message>
    <message>
        <source>&apos;stack&apos;</source>
        <comment>room.operation.field.stack</comment>
        <translation>&apos;chồng chip&apos;</translation>
    </message>
    <message>
        <source>&apos;table&apos;</source>
        <comment>room.operation.field.table</comment>
        <translation>&apos;bàn&apos;</translation>
    </message>
    <message>
        <source>&apos;to_player&apos;</source>
        <comment>room.operation.field.to_player</comment>
        <translation>&apos;người nhận ghế&apos;</translation>
    </message>
    <message>
        <source>&apos;to_table&apos;</source>
        <comment>room.operation.field.to_table</comment>
        <translation>&apos;bàn mới&apos;</translation>
    </message>
    <message>
        <source>{kind}: field {missing} is missing</source>
        <comment>room.operation.field_missing</comment>
        <translation>{kind}: thiếu trường {missing}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be a name, not {value}</source>
        <comment>room.operation.field_must_name</comment>
        <translation>{kind}: trường {name} phải là tên, không phải {value}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be true or false, not {value}</source>
        <comment>room.operation.field_must_true_false</comment>
        <translation>{kind}: trường {name} phải là đúng hoặc sai, không phải {value}</translation>
    </message>
    <message>
        <source>{kind}: field {name} must be a whole number of 0 or more, not {value}</source>
        <comment>room.operation.field_must_whole_number</comment>
        <translation>{kind}: trường {name} phải là số nguyên từ 0 trở lên, không phải {value}</translation>
    </message>
    <message>
        <source>the room kept changing while this was recorded: try again</source>
        <comment>room.operation.kept_changing</comment>
        <translation>phòng liên tục thay đổi trong khi ghi nhận: hãy thử lại</translation>
    </message>
    <message>
        <source>arrived</source>
        <comment>room.operation.kind.arrived</comment>
        <translation>đến gặp floor</translation>
    </message>
    <message>
        <source>away</source>
        <comment>room.operation.kind.away</comment>
        <translation>vắng mặt</translation>
    </message>
    <message>
        <source>back</source>
        <comment>room.operation.kind.back</comment>
        <translation>quay lại</translation>
    </message>
    <message>
        <source>buy_in</source>
        <comment>room.operation.kind.buy_in</comment>
        <translation>mua chip</translation>
    </message>
    <message>
        <source>called</source>
        <comment>room.operation.kind.called</comment>
        <translation>gọi vào bàn</translation>
    </message>
    <message>
        <source>chips_picked_up</source>
        <comment>room.operation.kind.chips_picked_up</comment>
        <translation>thu chip</translation>
    </message>
    <message>
        <source>delisted</source>
        <comment>room.operation.kind.delisted</comment>
        <translation>xóa khỏi danh sách</translation>
    </message>
    <message>
        <source>game_broken</source>
        <comment>room.operation.kind.game_broken</comment>
        <translation>bàn giải tán</translation>
    </message>
    <message>
        <source>hold_button</source>
        <comment>room.operation.kind.hold_button</comment>
        <translation>nút giữ chỗ</translation>
    </message>
    <message>
        <source>left_table</source>
        <comment>room.operation.kind.left_table</comment>
        <translation>rời bàn</translation>
    </message>
    <message>
        <source>limit_raised</source>
        <comment>room.operation.kind.limit_raised</comment>
        <translation>tăng mức cược</translation>
    </message>
    <message>
        <source>listed</source>
        <comment>room.operation.kind.listed</comment>
        <translation>ghi tên vào danh sách</translation>
    </message>
    <message>
        <source>missed_button</source>
        <comment>room.operation.kind.missed_button</comment>
        <translation>nút mù bị lỡ</translation>
    </message>
    <message>
        <source>moved</source>
        <comment>room.operation.kind.moved</comment>
        <translation>chuyển bàn</translation>
    </message>
    <message>
        <source>must_move_answer</source>
        <comment>room.operation.kind.must_move_answer</comment>
        <translation>trả lời khi được gọi</translation>
    </message>
    <message>
        <source>must_move_called</source>
        <comment>room.operation.kind.must_move_called</comment>
        <translation>gọi từ must-move</translation>
    </message>
    <message>
        <source>must_move_declared</source>
        <comment>room.operation.kind.must_move_declared</comment>
        <translation>lập bàn must-move</translation>
    </message>
    <message>
        <source>must_move_players</source>
        <comment>room.operation.kind.must_move_players</comment>
        <translation>số người ở must-move</translation>
    </message>
    <message>
        <source>no_answer</source>
        <comment>room.operation.kind.no_answer</comment>
        <translation>không trả lời</translation>
    </message>
    <message>
        <source>seat_change_asked</source>
        <comment>room.operation.kind.seat_change_asked</comment>
        <translation>xin đổi ghế</translation>
    </message>
    <message>
        <source>seat_change_given</source>
        <comment>room.operation.kind.seat_change_given</comment>
        <translation>cho đổi ghế</translation>
    </message>
    <message>
        <source>seat_draw</source>
        <comment>room.operation.kind.seat_draw</comment>
        <translation>rút bài chọn ghế</translation>
    </message>
    <message>
        <source>seat_locked</source>
        <comment>room.operation.kind.seat_locked</comment>
        <translation>giữ ghế</translation>
    </message>
    <message>
        <source>seat_offered</source>
        <comment>room.operation.kind.seat_offered</comment>
        <translation>mời ghế trống</translation>
    </message>
    <message>
        <source>seat_transferred</source>
        <comment>room.operation.kind.seat_transferred</comment>
        <translation>nhường ghế</translation>
    </message>
    <message>
        <source>seated</source>
        <comment>room.operation.kind.seated</comment>
        <translation>xếp chỗ</translation>
    </message>
    <message>
        <source>short_game_cut</source>
        <comment>room.operation.kind.short_game_cut</comment>
        <translation>cắt bài bàn thiếu người</translation>
    </message>
    <message>
        <source>table_change_approved</source>
        <comment>room.operation.kind.table_change_approved</comment>
        <translation>duyệt đổi bàn</translation>
    </message>
    <message>
        <source>table_change_asked</source>
        <comment>room.operation.kind.table_change_asked</comment>
        <translation>xin đổi bàn</translation>
    </message>
    <message>
        <source>table_closed</source>
        <comment>room.operation.kind.table_closed</comment>
        <translation>đóng bàn</translation>
    </message>
    <message>
        <source>table_opened</source>
        <comment>room.operation.kind.table_opened</comment>
        <translation>mở bàn</translation>
    </message>
    <message>
        <source>the room store is out of reach: nothing was recorded. Try again in a moment; if it lasts, call the technician</source>
        <comment>room.operation.out_of_reach</comment>
        <translation>không kết nối được phòng: chưa ghi nhận gì. Hãy thử lại sau giây lát; nếu vẫn vậy, gọi kỹ thuật viên</translation>
    </message>
    <message>
        <source>unknown room operation {kind}</source>
        <comment>room.operation.unknown_room_operation</comment>
        <translation>thao tác phòng không xác định {kind}</translation>
    </message>
    <message>
        <source>{player} called in over an hour ago and has not come: off the {game_label} list</source>
        <comment>room.prompts.called_over_hour_ago</comment>
        <translation>{player} gọi điện hơn một giờ trước mà chưa tới: xóa khỏi danh sách {game_label}</translation>
    </message>
    <message>
        <source>{player} has been away {count} times lately: the floor may pick up his chips before a third button</source>
        <comment>room.prompts.has_been_away_times</comment>
        <translation>{player} gần đây đã rời bàn {count} lần: floor có thể thu chip của anh ta trước nút thứ ba</translation>
    </message>
    <message>
        <source>must-move {must_move_table} is short ({players} players): the floor sets the fairest collection</source>
        <comment>room.prompts.must_move_short_players</comment>
        <translation>bàn must-move {must_move_table} thiếu người ({players} người chơi): floor đặt phí nhà công bằng nhất</translation>
    </message>
    <message>
        <source>now: the game counts as full while it has a must-move game (LC-131)</source>
        <comment>room.prompts.pick_up_now_full</comment>
        <translation>ngay: bàn được tính là đầy khi còn bàn must-move (LC-131)</translation>
    </message>
    <message>
        <source>now if the game is full; otherwise when someone asks for the seat or the game fills</source>
        <comment>room.prompts.pick_up_when_full</comment>
        <translation>ngay nếu bàn đã đầy; nếu không, khi có người xin ghế hoặc bàn đầy</translation>
    </message>
    <message>
        <source>{player} ({table} seat {seat}) has {missed} missed-blind buttons: pick up his chips {when}</source>
        <comment>room.prompts.seat_has_missed_blind</comment>
        <translation>{player} ({table} ghế {seat}) có {missed} nút mù bị bỏ lỡ: thu chip của anh ta {when}</translation>
    </message>
    <message>
        <source>{player} ({table} seat {seat}) is {over} min over the {allowed}-minute stud limit: pick-up due</source>
        <comment>room.prompts.seat_min_over_minute</comment>
        <translation>{player} ({table} ghế {seat}) đã quá {over} phút so với giới hạn stud {allowed} phút: đến lúc thu chip</translation>
    </message>
    <message>
        <source>{text} ({rule_ids})</source>
        <comment>room.refusal.cited</comment>
        <translation>{text} ({rule_ids})</translation>
    </message>
    <message>
        <source>the dealer rotation period is a number of minutes over 0, not {period_minutes}</source>
        <comment>room.rotation.dealer_rotation_period_number</comment>
        <translation>chu kỳ luân phiên dealer phải là số phút lớn hơn 0, không phải {period_minutes}</translation>
    </message>
    <message>
        <source>a dealer sign-in at {table} names no badge</source>
        <comment>room.rotation.dealer_sign_names_no</comment>
        <translation>lần đăng nhập dealer tại {table} không có thẻ</translation>
    </message>
    <message>
        <source>{tied} cannot be told apart by who asked first or who has played longest: they draw cards for the seat</source>
        <comment>room.seat_priority.cannot_told_apart_who</comment>
        <translation>không phân biệt được {tied} theo ai xin trước hay ai chơi lâu hơn: rút bài để giành ghế</translation>
    </message>
    <message>
        <source>{newcomer}&apos;s chips are on the table: he cannot be made to move</source>
        <comment>room.seat_priority.chips_down_no_move</comment>
        <translation>chip của {newcomer} đã đặt trên bàn: không thể buộc người này đổi chỗ</translation>
    </message>
    <message>
        <source>offer the open seat to the seated players before locking it for the list</source>
        <comment>room.seat_priority.offer_before_lock</comment>
        <translation>mời người chơi đang ngồi nhận ghế trống trước khi giữ ghế cho danh sách chờ</translation>
    </message>
    <message>
        <source>a player asks for the seat twice</source>
        <comment>room.seat_priority.player_asks_seat_twice</comment>
        <translation>một người chơi xin ghế hai lần</translation>
    </message>
    <message>
        <source>seat changes are allowed only with fewer than {only_below} players; the game has {players}</source>
        <comment>room.seat_priority.seat_changes_are_allowed</comment>
        <translation>chỉ được đổi ghế khi bàn có ít hơn {only_below} người chơi; bàn đang có {players}</translation>
    </message>
    <message>
        <source>whether changes are at once</source>
        <comment>room.setting.changes_at_once</comment>
        <translation>việc đổi bàn có ngay lập tức hay không</translation>
    </message>
    <message>
        <source>whether a change of limit plays to the big blind</source>
        <comment>room.setting.other_limit_big_blind</comment>
        <translation>khi đổi mức cược có chơi đến lượt mù lớn hay không</translation>
    </message>
    <message>
        <source>seat changes only below</source>
        <comment>room.setting.seat_changes_below</comment>
        <translation>chỉ đổi ghế khi dưới</translation>
    </message>
    <message>
        <source>{name} is already on the {game} list</source>
        <comment>room.sign_up.already_list</comment>
        <translation>{name} đã có trong danh sách {game}</translation>
    </message>
    <message>
        <source>{player} called in and has not reported to the floor yet</source>
        <comment>room.sign_up.called_has_reported_floor</comment>
        <translation>{player} đã gọi điện và chưa báo với floor</translation>
    </message>
    <message>
        <source>{player} called in over an hour ago and never came: he is off the list</source>
        <comment>room.sign_up.called_over_hour_ago</comment>
        <translation>{player} gọi điện hơn một giờ trước mà không tới: bị xóa khỏi danh sách</translation>
    </message>
    <message>
        <source>{player} has not been called</source>
        <comment>room.sign_up.has_been_called</comment>
        <translation>{player} chưa được gọi</translation>
    </message>
    <message>
        <source>{player} is not on the {game} list</source>
        <comment>room.sign_up.list</comment>
        <translation>{player} không có trong danh sách {game}</translation>
    </message>
    <message>
        <source>a name is needed to put a player on the list</source>
        <comment>room.sign_up.name_needed_put_player</comment>
        <translation>cần có tên để ghi người chơi vào danh sách</translation>
    </message>
    <message>
        <source>{player} is a walk-in: the floor keeps or removes him</source>
        <comment>room.sign_up.walk_floor_keeps_removes</comment>
        <translation>{player} có mặt tại chỗ: floor giữ hoặc xóa anh ta</translation>
    </message>
    <message>
        <source>applied</source>
        <comment>room.station.applied</comment>
        <translation>đã áp dụng</translation>
    </message>
    <message>
        <source>refused: {why}</source>
        <comment>room.station.refused</comment>
        <translation>bị từ chối: {why}</translation>
    </message>
    <message>
        <source>sent</source>
        <comment>room.station.sent</comment>
        <translation>đã gửi</translation>
    </message>
    <message>
        <source>the cut is for a seat in a lower game: ${asked} is not below ${short}</source>
        <comment>room.table_changes.cut_lower_game</comment>
        <translation>cắt bài là để giành ghế ở ván thấp hơn: ${asked} không thấp hơn ${short}</translation>
    </message>
    <message>
        <source>the cut is for the next lower game: a ${between} game runs between ${asked} and ${short}</source>
        <comment>room.table_changes.cut_next_lower_game</comment>
        <translation>cắt bài là cho ván thấp kế tiếp: đang có ván ${between} nằm giữa ${asked} và ${short}</translation>
    </message>
    <message>
        <source>the cut is for the lower game&apos;s open seats: none is open</source>
        <comment>room.table_changes.cut_no_open_seat</comment>
        <translation>cắt bài là để giành ghế trống ở ván thấp hơn: không còn ghế trống</translation>
    </message>
    <message>
        <source>a cut for the lower game&apos;s seats is for a short game (under {short}); this one has {players}</source>
        <comment>room.table_changes.cut_short_game_only</comment>
        <translation>cắt bài giành ghế ở ván thấp hơn chỉ dành cho bàn ít người (dưới {short}); bàn này có {players}</translation>
    </message>
    <message>
        <source>a table change waits for a floorperson&apos;s approval</source>
        <comment>room.table_changes.table_change_waits_floorperson</comment>
        <translation>đổi bàn phải chờ floor duyệt</translation>
    </message>
    <message>
        <source>may play to his big blind first (LC-134)</source>
        <comment>room.timing.after_big_blind</comment>
        <translation>có thể chơi đến lượt mù lớn trước (LC-134)</translation>
    </message>
    <message>
        <source>finishes the blinds and the button first (LC-96)</source>
        <comment>room.timing.after_blinds_and_button</comment>
        <translation>chơi hết mù và nút trước (LC-96)</translation>
    </message>
    <message>
        <source>dealt out now (LC-96)</source>
        <comment>room.timing.now</comment>
        <translation>không chia bài từ bây giờ (LC-96)</translation>
    </message>
    <message>
        <source>nobody</source>
        <comment>room.words.nobody</comment>
        <translation>không ai</translation>
    </message>
    <message>
        <source>none</source>
        <comment>room.words.none</comment>
        <translation>không có</translation>
    </message>
    <message>
        <source>badge {badge} is not active floor staff at this table: only the floor decides (LC-8b)</source>
        <comment>room_decision.not_floor</comment>
        <translation>thẻ {badge} không phải nhân viên floor đang làm việc tại bàn này: chỉ floor mới được quyết định (LC-8b)</translation>
    </message>
    <message>
        <source>the table could not log the decision</source>
        <comment>room_decision.not_logged</comment>
        <translation>bàn không ghi được quyết định vào nhật ký</translation>
    </message>
    <message>
        <source>the decision is for table {table}; this is table {here}</source>
        <comment>room_decision.wrong_table</comment>
        <translation>quyết định này dành cho bàn {table}; đây là bàn {here}</translation>
    </message>
    <message>
        <source>Pai Gow joker: limited by default, fully wild as a CG switch</source>
        <comment>rule.AMB-01</comment>
        <translation>Joker Pai Gow: mặc định bị giới hạn, hoàn toàn tự do khi CG bật</translation>
    </message>
    <message>
        <source>CG blinds read as three: button blind, small blind, big blind</source>
        <comment>rule.AMB-02</comment>
        <translation>Mù của CG đọc là ba: mù button, mù nhỏ, mù lớn</translation>
    </message>
    <message>
        <source>Super Natural is a player&apos;s two jokers; P/D jokers count 2</source>
        <comment>rule.AMB-03</comment>
        <translation>Super Natural là hai joker của người chơi; joker của cái tính 2</translation>
    </message>
    <message>
        <source>Any non-natural total over 21 busts; hit 22 against hit 22 pushes</source>
        <comment>rule.AMB-04</comment>
        <translation>Tổng không tự nhiên trên 21 là quắc; rút đến 22 gặp rút đến 22 là hòa</translation>
    </message>
    <message>
        <source>Late-found P/D natural: undo the action, settle the first two cards</source>
        <comment>rule.AMB-05</comment>
        <translation>Phát hiện muộn tự nhiên của cái: hủy hành động, thanh toán theo hai lá đầu</translation>
    </message>
    <message>
        <source>At most five original wagers per player per seat</source>
        <comment>rule.AMB-06</comment>
        <translation>Tối đa năm cược gốc mỗi người mỗi ghế</translation>
    </message>
    <message>
        <source>CG 3CP ranks: straight above flush, as the Bonus table pays</source>
        <comment>rule.AMB-07</comment>
        <translation>Hạng 3CP của CG: sảnh trên thùng, theo bảng trả Bonus</translation>
    </message>
    <message>
        <source>Action button count: ace 1, faces 10, from the seat after the P/D</source>
        <comment>rule.AMB-08</comment>
        <translation>Đếm nút hành động: át 1, hình 10, từ ghế sau cái</translation>
    </message>
    <message>
        <source>House Way against A, K or Q up: same rank with a 9 or better plays</source>
        <comment>rule.AMB-09</comment>
        <translation>House Way khi cái ngửa A, K hoặc Q: cùng hạng với 9 trở lên thì chơi</translation>
    </message>
    <message>
        <source>3CP Bonus: own hand pays; part over the Ante returned; trips 30 to 1</source>
        <comment>rule.AMB-10</comment>
        <translation>Bonus 3CP: trả theo bài mình; phần vượt Ante trả lại; sám cô 30 ăn 1</translation>
    </message>
    <message>
        <source>Banker coverage by stake in action order: CG partial, HTP dead</source>
        <comment>rule.AMB-11</comment>
        <translation>Cái bảo đảm theo tiền cái, theo thứ tự hành động: CG một phần, HTP chết</translation>
    </message>
    <message>
        <source>HTP: designated player higher wins, equal hands push</source>
        <comment>rule.AMB-12</comment>
        <translation>HTP: người chơi chỉ định cao hơn thì thắng, bằng nhau thì hòa</translation>
    </message>
    <message>
        <source>2CP: non-qualifying DP results; A-2 suited; J-2 suited qualifier</source>
        <comment>rule.AMB-13</comment>
        <translation>2CP: kết quả cái không đạt; A-2 cùng chất; J-2 cùng chất là đạt</translation>
    </message>
    <message>
        <source>Florida Hold&apos;em: one Play bet; unlisted Trips push; Ante back</source>
        <comment>rule.AMB-14</comment>
        <translation>Florida Hold&apos;em: một cược Play; sám không có trong bảng thì hòa; trả lại Ante</translation>
    </message>
    <message>
        <source>HTP 2CP and Florida rake: the same three modes as 3CP</source>
        <comment>rule.AMB-15</comment>
        <translation>Phí nhà HTP 2CP và Florida: ba cách giống 3CP</translation>
    </message>
    <message>
        <source>Half kill: one player takes the main pot; kill seat is a floor call</source>
        <comment>rule.AMB-16</comment>
        <translation>Nửa kill: một người ăn cả pot chính; ghế kill do floor quyết</translation>
    </message>
    <message>
        <source>Misdeal when the first or second card of the whole deal is up</source>
        <comment>rule.AMB-17</comment>
        <translation>Chia lỗi khi lá thứ nhất hoặc thứ hai của cả lượt chia bị ngửa</translation>
    </message>
    <message>
        <source>Two players left means uncapped; LC low cap is four bets</source>
        <comment>rule.AMB-18</comment>
        <translation>Còn hai người thì không giới hạn tố; giới hạn LC thấp là bốn cược</translation>
    </message>
    <message>
        <source>Short blinds are live and in multiples of the common chip</source>
        <comment>rule.AMB-19</comment>
        <translation>Mù thiếu là mù sống và theo bội số chip chung</translation>
    </message>
    <message>
        <source>Short of the button collection: dealt out, then all-in next hand</source>
        <comment>rule.AMB-20</comment>
        <translation>Không đủ phí button: không được chia, ván sau tất tay</translation>
    </message>
    <message>
        <source>Common chip set per limit in the profile</source>
        <comment>rule.AMB-21</comment>
        <translation>Chip chung đặt theo mức cược trong hồ sơ</translation>
    </message>
    <message>
        <source>After a half-bet all-in, a full raise is one bet on top of it</source>
        <comment>rule.AMB-22</comment>
        <translation>Sau tất tay nửa cược, tố đủ là thêm một cược trên đó</translation>
    </message>
    <message>
        <source>Odd chip to the first winner clockwise from the button</source>
        <comment>rule.AMB-23</comment>
        <translation>Chip lẻ cho người thắng đầu tiên theo chiều kim đồng hồ từ button</translation>
    </message>
    <message>
        <source>PGP $3 big blind at 4-8 is a live partial bet; callers may complete</source>
        <comment>rule.AMB-24</comment>
        <translation>Mù lớn $3 của PGP ở 4-8 là cược một phần sống; người theo có thể bù đủ</translation>
    </message>
    <message>
        <source>Posting in front of the button: the seat the button reaches next</source>
        <comment>rule.AMB-25</comment>
        <translation>Đặt trước button: ghế mà button đến tiếp theo</translation>
    </message>
    <message>
        <source>Low needs five ranks of 8 or lower; an Omaha board gives three</source>
        <comment>rule.AMB-26</comment>
        <translation>Bài thấp cần năm hạng từ 8 trở xuống; bàn Omaha cho ba</translation>
    </message>
    <message>
        <source>Low chart: 56 hands in order, the repeated row ignored</source>
        <comment>rule.AMB-27</comment>
        <translation>Bảng bài thấp: 56 tay theo thứ tự, bỏ dòng lặp</translation>
    </message>
    <message>
        <source>Pai Gow dice: P/D counts as 1, all seven spots, counter-clockwise</source>
        <comment>rule.AMB-28</comment>
        <translation>Xúc xắc Pai Gow: cái tính 1, cả bảy vị trí, ngược chiều kim đồng hồ</translation>
    </message>
    <message>
        <source>Stud early cards: count players at discovery, finish the betting</source>
        <comment>rule.AMB-29</comment>
        <translation>Bài stud ra sớm: đếm người lúc phát hiện, hoàn tất cược</translation>
    </message>
    <message>
        <source>A called hand mucked at showdown may be seen but cannot win</source>
        <comment>rule.AMB-30</comment>
        <translation>Bài bị theo đã muck khi lật bài có thể xem nhưng không thể thắng</translation>
    </message>
    <message>
        <source>Stud cap: the completion is the bet, then three raises</source>
        <comment>rule.AMB-31</comment>
        <translation>Giới hạn stud: cược đủ là cược, rồi ba lần tố</translation>
    </message>
    <message>
        <source>LC high: seat changes only under five players</source>
        <comment>rule.AMB-32</comment>
        <translation>LC cao: chỉ đổi ghế khi dưới năm người</translation>
    </message>
    <message>
        <source>Cash never plays; runner chips only as LC-26c allows</source>
        <comment>rule.AMB-33</comment>
        <translation>Tiền mặt không bao giờ chơi; chip đang mang tới chỉ theo LC-26c</translation>
    </message>
    <message>
        <source>California player-dealer rotation: two non-TPPP bankers per 40 minutes</source>
        <comment>rule.CA-PDR</comment>
        <translation>Luân phiên cái ở California: hai cái không phải TPPP mỗi 40 phút</translation>
    </message>
    <message>
        <source>Deal from a single 52-card deck</source>
        <comment>rule.CG-3CP-01</comment>
        <translation>Chia từ một bộ bài 52 lá</translation>
    </message>
    <message>
        <source>Deal a player in only after he has placed an Ante and paid the…</source>
        <comment>rule.CG-3CP-02</comment>
        <translation>Chỉ chia cho người chơi sau khi đã đặt Ante và trả…</translation>
    </message>
    <message>
        <source>Deal three face-down cards to each player</source>
        <comment>rule.CG-3CP-03</comment>
        <translation>Chia ba lá úp cho mỗi người</translation>
    </message>
    <message>
        <source>After looking, a player may fold and lose the Ante</source>
        <comment>rule.CG-3CP-04a</comment>
        <translation>Sau khi xem, người chơi có thể bỏ bài và mất Ante</translation>
    </message>
    <message>
        <source>Or he stays by placing a Play bet exactly equal to his Ante</source>
        <comment>rule.CG-3CP-04b</comment>
        <translation>Hoặc ở lại bằng cược Play đúng bằng Ante</translation>
    </message>
    <message>
        <source>The P/D qualifies only with queen-high or better</source>
        <comment>rule.CG-3CP-05</comment>
        <translation>Cái chỉ đạt khi có Q cao trở lên</translation>
    </message>
    <message>
        <source>If the P/D does not qualify, Play bets get no action and are returned…</source>
        <comment>rule.CG-3CP-05a</comment>
        <translation>Cái không đạt thì cược Play không tính và được trả lại…</translation>
    </message>
    <message>
        <source>If the P/D does not qualify, every Ante still in play (not folded) is…</source>
        <comment>rule.CG-3CP-05b</comment>
        <translation>Cái không đạt thì mỗi Ante còn trong cuộc (chưa bỏ) được…</translation>
    </message>
    <message>
        <source>If the P/D qualifies, compare hands (ranks per CG-3CP-B07b)</source>
        <comment>rule.CG-3CP-05c</comment>
        <translation>Cái đạt thì so bài (hạng theo CG-3CP-B07b)</translation>
    </message>
    <message>
        <source>Give each wager action only as far as the P/D&apos;s wager covers it</source>
        <comment>rule.CG-3CP-06</comment>
        <translation>Mỗi cược chỉ tính trong phạm vi tiền cái bảo đảm</translation>
    </message>
    <message>
        <source>End the round when the P/D&apos;s stake is used up or every player wager has…</source>
        <comment>rule.CG-3CP-07</comment>
        <translation>Kết thúc ván khi tiền cái hết hoặc mọi cược người chơi đã…</translation>
    </message>
    <message>
        <source>After every two hands, rotate the P/D position or offer it to every…</source>
        <comment>rule.CG-3CP-08</comment>
        <translation>Sau mỗi hai tay, luân phiên cái hoặc mời mọi…</translation>
    </message>
    <message>
        <source>A player who does not or cannot put up the full Play bet gives up his…</source>
        <comment>rule.CG-3CP-09</comment>
        <translation>Người không đặt hoặc không thể đặt đủ cược Play mất…</translation>
    </message>
    <message>
        <source>Only a player sitting in the seat may decide how that hand is played</source>
        <comment>rule.CG-3CP-10</comment>
        <translation>Chỉ người ngồi ở ghế được quyết định cách chơi tay đó</translation>
    </message>
    <message>
        <source>A player betting several hands plays his second and later hands House…</source>
        <comment>rule.CG-3CP-11</comment>
        <translation>Người cược nhiều tay chơi tay thứ hai trở đi theo House…</translation>
    </message>
    <message>
        <source>House Way: for each House Way Ante, the Play bet goes up before the deal</source>
        <comment>rule.CG-3CP-12</comment>
        <translation>House Way: mỗi Ante House Way, cược Play đặt trước khi chia</translation>
    </message>
    <message>
        <source>Offer the Bonus only to players who have an Ante</source>
        <comment>rule.CG-3CP-B00</comment>
        <translation>Chỉ mời Bonus người đã có Ante</translation>
    </message>
    <message>
        <source>Lock Bonus placement once the first card of the deal is out</source>
        <comment>rule.CG-3CP-B01</comment>
        <translation>Khóa Bonus khi lá đầu tiên được chia</translation>
    </message>
    <message>
        <source>A Bonus is payable only if it is no larger than the Ante</source>
        <comment>rule.CG-3CP-B02</comment>
        <translation>Bonus chỉ được trả khi không lớn hơn Ante</translation>
    </message>
    <message>
        <source>A Bonus is payable only if it is within the table&apos;s posted limits</source>
        <comment>rule.CG-3CP-B03</comment>
        <translation>Bonus chỉ được trả khi trong giới hạn niêm yết của bàn</translation>
    </message>
    <message>
        <source>The P/D pays winning Bonus bets and collects losing ones only as far as…</source>
        <comment>rule.CG-3CP-B04</comment>
        <translation>Cái trả Bonus thắng và thu Bonus thua chỉ trong phạm vi…</translation>
    </message>
    <message>
        <source>Action button: add up the values of the P/D&apos;s three cards, then count…</source>
        <comment>rule.CG-3CP-B05</comment>
        <translation>Nút hành động: cộng điểm ba lá của cái, rồi đếm…</translation>
    </message>
    <message>
        <source>Once the P/D&apos;s wager is used up, give back every wager it does not cover</source>
        <comment>rule.CG-3CP-B06</comment>
        <translation>Khi tiền cái đã hết, trả lại mọi cược không được bảo đảm</translation>
    </message>
    <message>
        <source>3CP Bonus pay table</source>
        <comment>rule.CG-3CP-B07a</comment>
        <translation>Bảng trả Bonus 3CP</translation>
    </message>
    <message>
        <source>Three Card Poker (CG): compare P/D and player hands with the three-card…</source>
        <comment>rule.CG-3CP-B07b</comment>
        <translation>Three Card Poker (CG): so bài cái và người chơi theo hạng ba lá…</translation>
    </message>
    <message>
        <source>Offer a Buster side wager that the P/D&apos;s hand will bust</source>
        <comment>rule.CG-BBJ-00a</comment>
        <translation>Mời cược phụ Buster rằng bài cái sẽ quắc</translation>
    </message>
    <message>
        <source>Buster pay table by busted card count</source>
        <comment>rule.CG-BBJ-00b</comment>
        <translation>Bảng trả Buster theo số lá khi quắc</translation>
    </message>
    <message>
        <source>Accept a Buster wager only from a player who has a main wager in this…</source>
        <comment>rule.CG-BBJ-01</comment>
        <translation>Chỉ nhận cược Buster từ người có cược chính trong…</translation>
    </message>
    <message>
        <source>Buster limits per seated position: $5 minimum, $100 maximum</source>
        <comment>rule.CG-BBJ-02</comment>
        <translation>Giới hạn Buster mỗi vị trí: tối thiểu $5, tối đa $100</translation>
    </message>
    <message>
        <source>A Buster wager may not be larger than the player&apos;s regular wager</source>
        <comment>rule.CG-BBJ-03</comment>
        <translation>Cược Buster không được lớn hơn cược thường của người chơi</translation>
    </message>
    <message>
        <source>Allow one Buster wager per seated position</source>
        <comment>rule.CG-BBJ-04</comment>
        <translation>Mỗi vị trí một cược Buster</translation>
    </message>
    <message>
        <source>Players may pool into one Buster wager; they remain responsible for the…</source>
        <comment>rule.CG-BBJ-05</comment>
        <translation>Người chơi có thể góp chung một cược Buster; vẫn chịu trách nhiệm…</translation>
    </message>
    <message>
        <source>The P/D funds a separate Buster bank and can win or lose only up to…</source>
        <comment>rule.CG-BBJ-06</comment>
        <translation>Cái lập quỹ Buster riêng và chỉ thắng hoặc thua tối đa…</translation>
    </message>
    <message>
        <source>Any part of a wager that breaks the limits is not paid</source>
        <comment>rule.CG-BBJ-07</comment>
        <translation>Phần cược vượt giới hạn không được trả</translation>
    </message>
    <message>
        <source>Buster Blackjack: use the same counting, with no soft hand above 21</source>
        <comment>rule.CG-BBJ-08</comment>
        <translation>Buster Blackjack: cách đếm như nhau, không có bài mềm trên 21</translation>
    </message>
    <message>
        <source>If the P/D&apos;s first two cards are two aces of the same suit, every…</source>
        <comment>rule.CG-BBJ-09</comment>
        <translation>Nếu hai lá đầu của cái là hai át cùng chất, mọi…</translation>
    </message>
    <message>
        <source>CG management may, in special situations, rule against the strict…</source>
        <comment>rule.CG-DIS-03</comment>
        <translation>Quản lý CG có thể, trong trường hợp đặc biệt, phán quyết khác câu chữ…</translation>
    </message>
    <message>
        <source>CG management decisions are final</source>
        <comment>rule.CG-DIS-04</comment>
        <translation>Quyết định của quản lý CG là cuối cùng</translation>
    </message>
    <message>
        <source>All-in: a player with all his table chips in the pot can win only the…</source>
        <comment>rule.CG-GL-04</comment>
        <translation>Tất tay: người đã bỏ hết chip trên bàn vào pot chỉ thắng được…</translation>
    </message>
    <message>
        <source>The big blind is the largest blind, not counting a kill blind</source>
        <comment>rule.CG-GL-07</comment>
        <translation>Mù lớn là mù lớn nhất, không tính mù kill</translation>
    </message>
    <message>
        <source>A blind bet or raise made before looking is voluntary, to stir action</source>
        <comment>rule.CG-GL-09</comment>
        <translation>Cược hoặc tố mù trước khi xem bài là tự nguyện, để tạo hành động</translation>
    </message>
    <message>
        <source>A bring-in can be defined with both a floor and a ceiling, a floor…</source>
        <comment>rule.CG-GL-13</comment>
        <translation>Bring-in có thể có mức sàn và trần, mức sàn…</translation>
    </message>
    <message>
        <source>Bug is another name for the joker</source>
        <comment>rule.CG-GL-15</comment>
        <translation>Bug là tên khác của joker</translation>
    </message>
    <message>
        <source>Burn: a card removed from play by the dealer, normally the top card…</source>
        <comment>rule.CG-GL-16</comment>
        <translation>Lá đốt: lá dealer loại khỏi cuộc chơi, thường là lá trên cùng…</translation>
    </message>
    <message>
        <source>Buy-in: the minimum chip purchase when joining a game (values: K20)</source>
        <comment>rule.CG-GL-19</comment>
        <translation>Mua chip: mức mua tối thiểu khi vào bàn (giá trị: K20)</translation>
    </message>
    <message>
        <source>Capped: the last raise allowed in a limit betting round has been made</source>
        <comment>rule.CG-GL-22</comment>
        <translation>Đã chạm trần: đã có lần tố cuối được phép trong vòng có giới hạn</translation>
    </message>
    <message>
        <source>Check-raise: checking and then raising a bet in the same round</source>
        <comment>rule.CG-GL-24</comment>
        <translation>Check-raise: check rồi tố trong cùng vòng</translation>
    </message>
    <message>
        <source>Collection: the fee paid to the house to play</source>
        <comment>rule.CG-GL-26</comment>
        <translation>Phí nhà: khoản trả cho nhà để chơi</translation>
    </message>
    <message>
        <source>Dead hand: a hand out of play, e.g</source>
        <comment>rule.CG-GL-28</comment>
        <translation>Bài chết: tay bài bị loại khỏi cuộc, ví dụ</translation>
    </message>
    <message>
        <source>Fixed limit: each round&apos;s bets are set amounts</source>
        <comment>rule.CG-GL-31</comment>
        <translation>Giới hạn cố định: cược mỗi vòng là số tiền cố định</translation>
    </message>
    <message>
        <source>Forced bet: a compulsory wager that starts the action</source>
        <comment>rule.CG-GL-33</comment>
        <translation>Cược bắt buộc: cược buộc phải đặt để bắt đầu hành động</translation>
    </message>
    <message>
        <source>Forced blind: a blind a player must post to play the hand</source>
        <comment>rule.CG-GL-34</comment>
        <translation>Mù bắt buộc: mù người chơi phải đặt để chơi tay đó</translation>
    </message>
    <message>
        <source>A hand (as an event) runs from the dealer&apos;s cut until every hand is…</source>
        <comment>rule.CG-GL-36</comment>
        <translation>Một ván (như một sự kiện) tính từ khi dealer cắt bài đến khi mọi tay…</translation>
    </message>
    <message>
        <source>Heads-up: only two players in the hand</source>
        <comment>rule.CG-GL-37</comment>
        <translation>Đối đầu: chỉ còn hai người trong ván</translation>
    </message>
    <message>
        <source>Kicker: the card that separates equal pairs, trips or quads</source>
        <comment>rule.CG-GL-39</comment>
        <translation>Kicker: lá phân định đôi, sám hoặc tứ quý bằng nhau</translation>
    </message>
    <message>
        <source>Kill has two meanings, and the app must keep them apart: (1) a blind…</source>
        <comment>rule.CG-GL-40</comment>
        <translation>Kill có hai nghĩa, ứng dụng phải phân biệt: (1) một mù…</translation>
    </message>
    <message>
        <source>Kill-it: to post the limit-raising blind</source>
        <comment>rule.CG-GL-41</comment>
        <translation>Kill-it: đặt mù nâng mức cược</translation>
    </message>
    <message>
        <source>Killing a hand: the dealer mucking a player&apos;s hand so that it loses its…</source>
        <comment>rule.CG-GL-42</comment>
        <translation>Hủy bài: dealer bỏ bài của người chơi vào muck để nó mất…</translation>
    </message>
    <message>
        <source>No-limit: a bet is capped only by the player&apos;s table chips</source>
        <comment>rule.CG-GL-44</comment>
        <translation>Không giới hạn: cược chỉ giới hạn bởi chip trên bàn của người chơi</translation>
    </message>
    <message>
        <source>Open: the first bet after the forced bets and the first cards</source>
        <comment>rule.CG-GL-46</comment>
        <translation>Mở: cược đầu tiên sau các cược bắt buộc và những lá đầu</translation>
    </message>
    <message>
        <source>Open-blind game: the first player(s) left of the button bet before the…</source>
        <comment>rule.CG-GL-47</comment>
        <translation>Trò mở mù: những người đầu bên trái button cược trước khi…</translation>
    </message>
    <message>
        <source>Pass: folding when facing a bet, or checking when there is none</source>
        <comment>rule.CG-GL-52</comment>
        <translation>Pass: bỏ bài khi có cược, hoặc check khi không có</translation>
    </message>
    <message>
        <source>Post: a blind put up by a newcomer or by someone who skipped a blind</source>
        <comment>rule.CG-GL-53</comment>
        <translation>Post: mù do người mới hoặc người bỏ lỡ mù đặt</translation>
    </message>
    <message>
        <source>Pot-limit: a bet or raise is capped at the pot size</source>
        <comment>rule.CG-GL-55</comment>
        <translation>Giới hạn pot: cược hoặc tố tối đa bằng pot</translation>
    </message>
    <message>
        <source>Raise-blind game: the first player opens blind and the second raises…</source>
        <comment>rule.CG-GL-58</comment>
        <translation>Trò tố mù: người đầu mở mù và người thứ hai tố…</translation>
    </message>
    <message>
        <source>Short bet: less than half the amount needed to bet or call</source>
        <comment>rule.CG-GL-60</comment>
        <translation>Cược thiếu: ít hơn một nửa số cần để cược hoặc theo</translation>
    </message>
    <message>
        <source>Spread limit: each round has a fixed minimum and maximum bet</source>
        <comment>rule.CG-GL-62</comment>
        <translation>Giới hạn khoảng: mỗi vòng có cược tối thiểu và tối đa cố định</translation>
    </message>
    <message>
        <source>Straight limit: the same bet size throughout the hand</source>
        <comment>rule.CG-GL-63</comment>
        <translation>Giới hạn thẳng: cùng mức cược suốt ván</translation>
    </message>
    <message>
        <source>Table stakes: only chips on the table before the deal may be used in…</source>
        <comment>rule.CG-GL-65</comment>
        <translation>Table stakes: chỉ chip trên bàn trước khi chia mới dùng được trong…</translation>
    </message>
    <message>
        <source>Time is either a player&apos;s request to pause the action, or a collection…</source>
        <comment>rule.CG-GL-66</comment>
        <translation>Time là yêu cầu tạm dừng của người chơi, hoặc một khoản thu…</translation>
    </message>
    <message>
        <source>Winner-blind game: the previous pot&apos;s winner posts a blind before the…</source>
        <comment>rule.CG-GL-68</comment>
        <translation>Trò mù người thắng: người thắng pot trước đặt mù trước khi…</translation>
    </message>
    <message>
        <source>Help-text-only terms: Action, Active, Aggressive Action, Ante…</source>
        <comment>rule.CG-GL-desc</comment>
        <translation>Thuật ngữ chỉ để giải thích: Action, Active, Aggressive Action, Ante…</translation>
    </message>
    <message>
        <source>Count card values: joker 2 (12 only when it forms a Super Natural), ace…</source>
        <comment>rule.CG-HAB-01</comment>
        <translation>Điểm các lá: joker 2 (chỉ 12 khi tạo Super Natural), át…</translation>
    </message>
    <message>
        <source>Rank the Super Natural as the best possible hand</source>
        <comment>rule.CG-HAB-02</comment>
        <translation>Super Natural là bài tốt nhất</translation>
    </message>
    <message>
        <source>Never award the P/D a Super Natural</source>
        <comment>rule.CG-HAB-03</comment>
        <translation>Cái không bao giờ có Super Natural</translation>
    </message>
    <message>
        <source>Rank the Natural 22 second, below the Super Natural</source>
        <comment>rule.CG-HAB-04</comment>
        <translation>Natural 22 đứng thứ hai, dưới Super Natural</translation>
    </message>
    <message>
        <source>Rank the Natural 21 (ace + ten-value card as the first two cards) third</source>
        <comment>rule.CG-HAB-05</comment>
        <translation>Natural 21 (át + lá mười điểm là hai lá đầu) đứng thứ ba</translation>
    </message>
    <message>
        <source>Grant natural status only to the first two cards of an original hand…</source>
        <comment>rule.CG-HAB-06</comment>
        <translation>Chỉ hai lá đầu của tay gốc mới được tính tự nhiên…</translation>
    </message>
    <message>
        <source>Limit original wagers to five per player per seated position (AMB-06)</source>
        <comment>rule.CG-HAB-07</comment>
        <translation>Tối đa năm cược gốc mỗi người mỗi vị trí (AMB-06)</translation>
    </message>
    <message>
        <source>Give no action to the part of any wager that breaks CG&apos;s betting…</source>
        <comment>rule.CG-HAB-08</comment>
        <translation>Không tính phần cược vi phạm luật cược của CG…</translation>
    </message>
    <message>
        <source>Allow at most three players to wager on one seated position</source>
        <comment>rule.CG-HAB-09</comment>
        <translation>Tối đa ba người cược trên một vị trí</translation>
    </message>
    <message>
        <source>If the bettors on a spot disagree on how to play it, the one with the…</source>
        <comment>rule.CG-HAB-10</comment>
        <translation>Nếu những người cược cùng ô không thống nhất cách chơi, người có…</translation>
    </message>
    <message>
        <source>A seated player may refuse backline bets on his spot</source>
        <comment>rule.CG-HAB-11</comment>
        <translation>Người ngồi có thể từ chối cược backline trên ô mình</translation>
    </message>
    <message>
        <source>The P/D stands on 17 or more, except that he must hit a soft 17</source>
        <comment>rule.CG-HAB-12</comment>
        <translation>Cái dừng ở 17 trở lên, nhưng phải rút khi 17 mềm</translation>
    </message>
    <message>
        <source>Except when splitting or doubling, a player may hit only on totals 4–17…</source>
        <comment>rule.CG-HAB-13</comment>
        <translation>Trừ khi chia hoặc gấp đôi, người chơi chỉ rút ở tổng 4–17…</translation>
    </message>
    <message>
        <source>A hand may be doubled and/or split at most three times in total</source>
        <comment>rule.CG-HAB-14</comment>
        <translation>Một tay được gấp đôi và/hoặc chia tối đa ba lần tổng cộng</translation>
    </message>
    <message>
        <source>Double-down, split and insurance amounts may be capped by the wagering…</source>
        <comment>rule.CG-HAB-15</comment>
        <translation>Tiền gấp đôi, chia và bảo hiểm có thể bị giới hạn theo cược…</translation>
    </message>
    <message>
        <source>The P/D can win or lose only up to what he has bet</source>
        <comment>rule.CG-HAB-16</comment>
        <translation>Cái chỉ thắng hoặc thua tối đa số đã cược</translation>
    </message>
    <message>
        <source>If the dealer did not turn up a P/D natural (21 or 22) before players…</source>
        <comment>rule.CG-HAB-17</comment>
        <translation>Nếu dealer không lật tự nhiên của cái (21 hoặc 22) trước khi người chơi…</translation>
    </message>
    <message>
        <source>Apart from the naturals, never show a soft total above 21: an ace that…</source>
        <comment>rule.CG-HAB-18</comment>
        <translation>Ngoài bài tự nhiên, không hiện tổng mềm trên 21: một át…</translation>
    </message>
    <message>
        <source>A P/D must bet the same amount as his previous bank unless he lost…</source>
        <comment>rule.CG-HAB-19</comment>
        <translation>Cái phải cược bằng lần làm cái trước trừ khi đã thua…</translation>
    </message>
    <message>
        <source>A player may take the P/D spot only if he bet as a player in the…</source>
        <comment>rule.CG-HAB-20</comment>
        <translation>Người chơi chỉ được làm cái nếu đã cược như người chơi trong…</translation>
    </message>
    <message>
        <source>Someone betting in the P/D position may not bet on any other position</source>
        <comment>rule.CG-HAB-21</comment>
        <translation>Người cược ở vị trí cái không được cược ở vị trí khác</translation>
    </message>
    <message>
        <source>Players never touch the cards</source>
        <comment>rule.CG-HAB-22</comment>
        <translation>Người chơi không bao giờ chạm vào bài</translation>
    </message>
    <message>
        <source>Shared spot, double-down: if the controlling player doubles and another…</source>
        <comment>rule.CG-HAB-D1</comment>
        <translation>Ô chung, gấp đôi: nếu người điều khiển gấp đôi và người khác…</translation>
    </message>
    <message>
        <source>A Super Natural is a player&apos;s first two cards being two jokers, each…</source>
        <comment>rule.CG-HAB-PUB1</comment>
        <translation>Super Natural là hai lá đầu của người chơi là hai joker, mỗi…</translation>
    </message>
    <message>
        <source>A Natural 22 is two aces of the same suit as the first two cards (11 +…</source>
        <comment>rule.CG-HAB-PUB2</comment>
        <translation>Natural 22 là hai át cùng chất làm hai lá đầu (11 +…</translation>
    </message>
    <message>
        <source>A player who hits to 22 is saved (pushes) only when the P/D has also…</source>
        <comment>rule.CG-HAB-PUB3</comment>
        <translation>Người rút đến 22 chỉ được cứu (hòa) khi cái cũng…</translation>
    </message>
    <message>
        <source>Shared spot, split: if the controlling player splits and another bettor…</source>
        <comment>rule.CG-HAB-S1</comment>
        <translation>Ô chung, chia: nếu người điều khiển chia và người cược khác…</translation>
    </message>
    <message>
        <source>A bettor who declined to match a split stays in the first split hand…</source>
        <comment>rule.CG-HAB-S2</comment>
        <translation>Người cược không theo lần chia thì ở lại tay chia thứ nhất…</translation>
    </message>
    <message>
        <source>A player&apos;s Super Natural always wins, even when the P/D holds two jokers</source>
        <comment>rule.CG-HAB-T1</comment>
        <translation>Super Natural của người chơi luôn thắng, kể cả khi cái có hai joker</translation>
    </message>
    <message>
        <source>A player&apos;s Natural 22 wins, even against a P/D Natural 22</source>
        <comment>rule.CG-HAB-T2</comment>
        <translation>Natural 22 của người chơi thắng, kể cả gặp Natural 22 của cái</translation>
    </message>
    <message>
        <source>If both the player and the P/D reached 22 by hitting, it is a push</source>
        <comment>rule.CG-HAB-T3</comment>
        <translation>Nếu cả người chơi và cái rút đến 22 thì hòa</translation>
    </message>
    <message>
        <source>A Natural 21 for both player and P/D is a push</source>
        <comment>rule.CG-HAB-T4</comment>
        <translation>Cả người chơi và cái Natural 21 thì hòa</translation>
    </message>
    <message>
        <source>A two-card Natural 21 beats any 21 made by splitting, hitting or…</source>
        <comment>rule.CG-HAB-T5</comment>
        <translation>Natural 21 hai lá thắng mọi 21 có được do chia, rút hoặc…</translation>
    </message>
    <message>
        <source>Every other tie pushes</source>
        <comment>rule.CG-HAB-T6</comment>
        <translation>Mọi trường hợp bằng điểm khác là hòa</translation>
    </message>
    <message>
        <source>The button marks the nominal dealer</source>
        <comment>rule.CG-HE-01</comment>
        <translation>Button đánh dấu người chia danh nghĩa</translation>
    </message>
    <message>
        <source>CG Hold&apos;em has no antes</source>
        <comment>rule.CG-HE-02</comment>
        <translation>Hold&apos;em của CG không có ante</translation>
    </message>
    <message>
        <source>The BB counts as a bet</source>
        <comment>rule.CG-HE-03</comment>
        <translation>Mù lớn tính là một cược</translation>
    </message>
    <message>
        <source>Blinds are live</source>
        <comment>rule.CG-HE-04</comment>
        <translation>Các mù là mù sống</translation>
    </message>
    <message>
        <source>Deal two hole cards to each player, then run the preflop round at the…</source>
        <comment>rule.CG-HE-05</comment>
        <translation>Chia hai lá tẩy cho mỗi người, rồi chơi vòng preflop ở…</translation>
    </message>
    <message>
        <source>On every later round, the first player still in the hand to the…</source>
        <comment>rule.CG-HE-06</comment>
        <translation>Mỗi vòng sau, người đầu tiên còn trong ván bên…</translation>
    </message>
    <message>
        <source>Flop three community cards face up, then bet at the lower limit</source>
        <comment>rule.CG-HE-07</comment>
        <translation>Lật ba lá bài chung, rồi cược ở mức thấp</translation>
    </message>
    <message>
        <source>After the flop round, deal the turn and bet at the higher limit ($6 at…</source>
        <comment>rule.CG-HE-08</comment>
        <translation>Sau vòng flop, chia turn và cược ở mức cao ($6 ở…</translation>
    </message>
    <message>
        <source>Hold&apos;em (CG): the hand is the best five of the player&apos;s 2 hole cards…</source>
        <comment>rule.CG-HE-09</comment>
        <translation>Hold&apos;em (CG): bài là năm lá tốt nhất từ 2 lá tẩy của người chơi…</translation>
    </message>
    <message>
        <source>CG Hold&apos;em: buy-in is generally 10 × the lower limit</source>
        <comment>rule.CG-HE-10</comment>
        <translation>Hold&apos;em của CG: mua chip thường 10 × mức thấp</translation>
    </message>
    <message>
        <source>For the low half, ignore straights and flushes and count the ace as the…</source>
        <comment>rule.CG-LOW-01</comment>
        <translation>Với nửa thấp, bỏ qua sảnh và thùng, tính át là…</translation>
    </message>
    <message>
        <source>Rank qualifying lows by their highest card, then the next highest, and…</source>
        <comment>rule.CG-LOW-02</comment>
        <translation>Xếp bài thấp đạt theo lá cao nhất, rồi lá kế tiếp, và…</translation>
    </message>
    <message>
        <source>CG Omaha: deal four hole cards; everything else runs like CG Hold&apos;em</source>
        <comment>rule.CG-O8-01</comment>
        <translation>Omaha của CG: chia bốn lá tẩy; còn lại như Hold&apos;em của CG</translation>
    </message>
    <message>
        <source>Omaha (CG): every five-card hand uses exactly 2 of the 4 hole cards and…</source>
        <comment>rule.CG-O8-02</comment>
        <translation>Omaha (CG): mỗi bài năm lá dùng đúng 2 trong 4 lá tẩy và…</translation>
    </message>
    <message>
        <source>CG Omaha is always spread as high-low split</source>
        <comment>rule.CG-O8-03</comment>
        <translation>Omaha của CG luôn chơi chia cao-thấp</translation>
    </message>
    <message>
        <source>CG Omaha is spread only as a half-kill game</source>
        <comment>rule.CG-O8-04</comment>
        <translation>Omaha của CG chỉ chơi nửa kill</translation>
    </message>
    <message>
        <source>CG Omaha 8: the high hand shares the pot with a qualifying low</source>
        <comment>rule.CG-O8-05</comment>
        <translation>Omaha 8 của CG: bài cao chia pot với bài thấp đạt</translation>
    </message>
    <message>
        <source>Omaha 8 (CG): the high and the low may each use a different pair of…</source>
        <comment>rule.CG-O8-06</comment>
        <translation>Omaha 8 (CG): bài cao và bài thấp có thể dùng mỗi bên một đôi…</translation>
    </message>
    <message>
        <source>CG Omaha 8: with no qualifying low, the high hand takes the whole pot</source>
        <comment>rule.CG-O8-07</comment>
        <translation>Omaha 8 của CG: không có bài thấp đạt thì bài cao ăn cả pot</translation>
    </message>
    <message>
        <source>CG Omaha 8: tied highs share the high half equally; tied lows share the…</source>
        <comment>rule.CG-O8-08</comment>
        <translation>Omaha 8 của CG: bài cao bằng nhau chia đều nửa cao; bài thấp bằng nhau chia…</translation>
    </message>
    <message>
        <source>Half kill: $60 main-pot scoop, $6 kill blind, 6-12 next hand</source>
        <comment>rule.CG-O8-09</comment>
        <translation>Nửa kill: ăn trọn pot chính $60, mù kill $6, ván sau 6-12</translation>
    </message>
    <message>
        <source>Pai Gow (CG, file 000): play 53 cards (52 + one joker)</source>
        <comment>rule.CG-PAI-01</comment>
        <translation>Pai Gow (CG, tệp 000): chơi 53 lá (52 + một joker)</translation>
    </message>
    <message>
        <source>Pai Gow (CG, file 001): the joker is fully wild and can be any card</source>
        <comment>rule.CG-PAI-01b</comment>
        <translation>Pai Gow (CG, tệp 001): joker hoàn toàn tự do, thay được mọi lá</translation>
    </message>
    <message>
        <source>Pai Gow: rank hands on the CG chart, with five aces (A-A-A-A + joker)…</source>
        <comment>rule.CG-PAI-02</comment>
        <translation>Pai Gow: xếp hạng theo bảng CG, với năm át (A-A-A-A + joker)…</translation>
    </message>
    <message>
        <source>The house dealer deals, runs the game and has no hand or stake</source>
        <comment>rule.CG-PAI-03</comment>
        <translation>Dealer của nhà chia bài, điều hành, không có bài hay tiền cược</translation>
    </message>
    <message>
        <source>Deal seven piles of seven cards: six go to players, one to the P/D. The…</source>
        <comment>rule.CG-PAI-04</comment>
        <translation>Chia bảy chồng bảy lá: sáu cho người chơi, một cho cái. …</translation>
    </message>
    <message>
        <source>The P/D shakes three dice</source>
        <comment>rule.CG-PAI-05</comment>
        <translation>Cái lắc ba xúc xắc</translation>
    </message>
    <message>
        <source>Each hand sets a two-card front and a five-card back, and the back must…</source>
        <comment>rule.CG-PAI-06</comment>
        <translation>Mỗi tay xếp phần trước hai lá và phần sau năm lá, phần sau phải…</translation>
    </message>
    <message>
        <source>Results: if both player hands beat the P/D&apos;s, the player wins</source>
        <comment>rule.CG-PAI-07</comment>
        <translation>Kết quả: nếu cả hai phần của người chơi thắng cái thì người chơi thắng</translation>
    </message>
    <message>
        <source>Copies (identical hands): one hand equal and the other lower or equal →…</source>
        <comment>rule.CG-PAI-08</comment>
        <translation>Bài giống nhau: một phần bằng và phần kia thấp hơn hoặc bằng →…</translation>
    </message>
    <message>
        <source>The banker button rotates, and any player may be P/D for two hands in a…</source>
        <comment>rule.CG-PAI-09</comment>
        <translation>Nút cái luân phiên, ai cũng có thể làm cái hai tay liên tiếp…</translation>
    </message>
    <message>
        <source>The house dealer pays every win at even money out of the P/D&apos;s wager</source>
        <comment>rule.CG-PAI-10</comment>
        <translation>Dealer của nhà trả mọi khoản thắng 1 ăn 1 từ tiền cược của cái</translation>
    </message>
    <message>
        <source>Build every poker game on one standard 52-card deck</source>
        <comment>rule.CG-RNK-01</comment>
        <translation>Mọi trò poker dùng một bộ bài chuẩn 52 lá</translation>
    </message>
    <message>
        <source>Never use suits to rank hand strength; suits only detect flushes and…</source>
        <comment>rule.CG-RNK-02</comment>
        <translation>Không dùng chất để xếp hạng bài; chất chỉ để xác định thùng và…</translation>
    </message>
    <message>
        <source>Rank cards from 2 (lowest) up to A (highest)</source>
        <comment>rule.CG-RNK-03</comment>
        <translation>Hạng lá từ 2 (thấp nhất) đến A (cao nhất)</translation>
    </message>
    <message>
        <source>Evaluate high hands in this category order, best first: five aces (Pai…</source>
        <comment>rule.CG-RNK-04</comment>
        <translation>Xếp bài cao theo thứ tự loại này, tốt nhất trước: năm át (Pai…</translation>
    </message>
    <message>
        <source>Order five of a kind from A-A-A-A-A down to 2-2-2-2-2</source>
        <comment>rule.CG-RNK-05</comment>
        <translation>Ngũ quý từ A-A-A-A-A xuống 2-2-2-2-2</translation>
    </message>
    <message>
        <source>Order straight flushes from A-K-Q-J-10 (royal) down to 5-4-3-2-A; the…</source>
        <comment>rule.CG-RNK-06</comment>
        <translation>Thùng phá sảnh từ A-K-Q-J-10 (hoàng gia) xuống 5-4-3-2-A; …</translation>
    </message>
    <message>
        <source>Order fours of a kind by rank</source>
        <comment>rule.CG-RNK-07</comment>
        <translation>Tứ quý xếp theo hạng</translation>
    </message>
    <message>
        <source>Compare full houses by the three of a kind first, then by the pair</source>
        <comment>rule.CG-RNK-08</comment>
        <translation>Cù lũ so sám trước, rồi đến đôi</translation>
    </message>
    <message>
        <source>Compare flushes card by card from the top</source>
        <comment>rule.CG-RNK-09</comment>
        <translation>Thùng so từng lá từ cao xuống</translation>
    </message>
    <message>
        <source>Order straights from A-K-Q-J-10 down to 5-4-3-2-A; the wheel is the…</source>
        <comment>rule.CG-RNK-10</comment>
        <translation>Sảnh từ A-K-Q-J-10 xuống 5-4-3-2-A; sảnh bánh xe là…</translation>
    </message>
    <message>
        <source>Compare three of a kind by rank, then by the two other cards in order</source>
        <comment>rule.CG-RNK-11</comment>
        <translation>Sám so theo hạng, rồi hai lá còn lại theo thứ tự</translation>
    </message>
    <message>
        <source>Compare two pair by the top pair, then the second pair, then the fifth…</source>
        <comment>rule.CG-RNK-12</comment>
        <translation>Thú so đôi cao, rồi đôi thứ hai, rồi lá thứ năm…</translation>
    </message>
    <message>
        <source>Compare one pair by the pair&apos;s rank, then each other card in descending…</source>
        <comment>rule.CG-RNK-13</comment>
        <translation>Một đôi so hạng đôi, rồi từng lá còn lại từ cao xuống…</translation>
    </message>
    <message>
        <source>Tied high hands share their pot (or half pot) equally</source>
        <comment>rule.CG-RNK-14</comment>
        <translation>Bài cao bằng nhau chia đều pot (hoặc nửa pot)</translation>
    </message>
    <message>
        <source>CG Stud: one 52-card deck</source>
        <comment>rule.CG-STD-01</comment>
        <translation>Stud của CG: một bộ 52 lá</translation>
    </message>
    <message>
        <source>CG Stud: every player antes before the deal ($1 at 4-8)</source>
        <comment>rule.CG-STD-02</comment>
        <translation>Stud của CG: mọi người đặt ante trước khi chia ($1 ở 4-8)</translation>
    </message>
    <message>
        <source>After the antes, each player gets two face-down cards and one face-up…</source>
        <comment>rule.CG-STD-03</comment>
        <translation>Sau ante, mỗi người nhận hai lá úp và một lá ngửa…</translation>
    </message>
    <message>
        <source>CG Stud: the lowest up card brings in</source>
        <comment>rule.CG-STD-04</comment>
        <translation>Stud của CG: lá ngửa thấp nhất bring-in</translation>
    </message>
    <message>
        <source>After the bring-in, each player in turn may call, complete to the small…</source>
        <comment>rule.CG-STD-05</comment>
        <translation>Sau bring-in, mỗi người lần lượt có thể theo, cược đủ lên cược nhỏ…</translation>
    </message>
    <message>
        <source>The first two rounds (3rd and 4th street) use the small bet ($4 at 4-8)</source>
        <comment>rule.CG-STD-06</comment>
        <translation>Hai vòng đầu (vòng ba và bốn) dùng cược nhỏ ($4 ở 4-8)</translation>
    </message>
    <message>
        <source>Allow at most three raises in any betting round</source>
        <comment>rule.CG-STD-07</comment>
        <translation>Tối đa ba lần tố mỗi vòng cược</translation>
    </message>
    <message>
        <source>4th street adds one up card</source>
        <comment>rule.CG-STD-08</comment>
        <translation>Vòng bốn thêm một lá ngửa</translation>
    </message>
    <message>
        <source>If any player shows an open pair on 4th street, any player may bet the…</source>
        <comment>rule.CG-STD-09</comment>
        <translation>Nếu có người ngửa một đôi ở vòng bốn, ai cũng có thể cược…</translation>
    </message>
    <message>
        <source>5th and 6th street each add an up card and a betting round at the big…</source>
        <comment>rule.CG-STD-10</comment>
        <translation>Vòng năm và sáu mỗi vòng thêm một lá ngửa và một vòng cược lớn…</translation>
    </message>
    <message>
        <source>The 7th card goes face down, followed by the last betting round (big…</source>
        <comment>rule.CG-STD-11</comment>
        <translation>Lá thứ bảy chia úp, tiếp theo là vòng cược cuối (cược lớn…</translation>
    </message>
    <message>
        <source>Stud (CG): the hand is the best five of the player&apos;s seven cards; suits…</source>
        <comment>rule.CG-STD-12</comment>
        <translation>Stud (CG): bài là năm lá tốt nhất trong bảy lá; chất…</translation>
    </message>
    <message>
        <source>CG Stud: minimum buy-in is 10 × the lower limit</source>
        <comment>rule.CG-STD-13</comment>
        <translation>Stud của CG: mua chip tối thiểu 10 × mức thấp</translation>
    </message>
    <message>
        <source>CG Pai Gow rule page reference (file 001)</source>
        <comment>rule.GEGA-001336</comment>
        <translation>Tham chiếu trang luật Pai Gow của CG (tệp 001)</translation>
    </message>
    <message>
        <source>CG Omaha 8 rule page reference (file 001)</source>
        <comment>rule.GEGA-001337</comment>
        <translation>Tham chiếu trang luật Omaha 8 của CG (tệp 001)</translation>
    </message>
    <message>
        <source>CG Hold&apos;em rule page reference (file 001)</source>
        <comment>rule.GEGA-001338</comment>
        <translation>Tham chiếu trang luật Hold&apos;em của CG (tệp 001)</translation>
    </message>
    <message>
        <source>One 52-card deck with standard values</source>
        <comment>rule.HTP-2CP-01</comment>
        <translation>Một bộ 52 lá với điểm chuẩn</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-2CP-02</comment>
        <translation>Quyết định theo chiều kim đồng hồ từ ghế có người đầu tiên bên trái cái</translation>
    </message>
    <message>
        <source>A player must post an ante (Base Bet)</source>
        <comment>rule.HTP-2CP-03</comment>
        <translation>Người chơi phải đặt ante (Base Bet)</translation>
    </message>
    <message>
        <source>A player may add an optional Bonus Bet</source>
        <comment>rule.HTP-2CP-04</comment>
        <translation>Người chơi có thể thêm Bonus Bet tùy chọn</translation>
    </message>
    <message>
        <source>Two Card Poker (HTP): rank best two-card hands as pairs (A-A top), then…</source>
        <comment>rule.HTP-2CP-05</comment>
        <translation>Two Card Poker (HTP): bài hai lá tốt nhất là đôi (A-A cao nhất), rồi…</translation>
    </message>
    <message>
        <source>A folding player loses the Base and any Bonus</source>
        <comment>rule.HTP-2CP-06</comment>
        <translation>Người bỏ bài mất Base và mọi Bonus</translation>
    </message>
    <message>
        <source>To stay, the player makes a Call equal to the Base, and then discards…</source>
        <comment>rule.HTP-2CP-07</comment>
        <translation>Để ở lại, người chơi đặt Call bằng Base, rồi bỏ…</translation>
    </message>
    <message>
        <source>The DP needs at least a jack-deuce suited flush</source>
        <comment>rule.HTP-2CP-08</comment>
        <translation>Cái cần ít nhất thùng J-2 cùng chất</translation>
    </message>
    <message>
        <source>Compare each hand with the DP&apos;s, starting with the button</source>
        <comment>rule.HTP-2CP-09</comment>
        <translation>So từng tay với cái, bắt đầu từ button</translation>
    </message>
    <message>
        <source>Post and enforce each table&apos;s minimum and maximum bets</source>
        <comment>rule.HTP-2CP-10</comment>
        <translation>Niêm yết và áp dụng cược tối thiểu và tối đa của mỗi bàn</translation>
    </message>
    <message>
        <source>A hand that beats a qualifying DP hand is paid even money on Base and…</source>
        <comment>rule.HTP-2CP-11</comment>
        <translation>Bài thắng cái đạt được trả 1 ăn 1 cho Base và…</translation>
    </message>
    <message>
        <source>Bonus: payable when a Call was made and the hand beats the DP, or when…</source>
        <comment>rule.HTP-2CP-12</comment>
        <translation>Bonus: trả khi có Call và bài thắng cái, hoặc khi…</translation>
    </message>
    <message>
        <source>Pay only as far as the DP&apos;s money in action reaches, and compare each…</source>
        <comment>rule.HTP-2CP-13</comment>
        <translation>Chỉ trả trong phạm vi tiền cái đang cược, và so từng…</translation>
    </message>
    <message>
        <source>Rake modes as HTP-3CP-16</source>
        <comment>rule.HTP-2CP-14</comment>
        <translation>Cách thu phí như HTP-3CP-16</translation>
    </message>
    <message>
        <source>One 52-card deck with standard values</source>
        <comment>rule.HTP-3CP-01</comment>
        <translation>Một bộ 52 lá với điểm chuẩn</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-3CP-02</comment>
        <translation>Quyết định theo chiều kim đồng hồ từ ghế có người đầu tiên bên trái cái</translation>
    </message>
    <message>
        <source>A player posts a Base Bet to play</source>
        <comment>rule.HTP-3CP-03</comment>
        <translation>Người chơi đặt Base Bet để chơi</translation>
    </message>
    <message>
        <source>A player may also post an optional Pair Plus</source>
        <comment>rule.HTP-3CP-04</comment>
        <translation>Người chơi cũng có thể đặt Pair Plus tùy chọn</translation>
    </message>
    <message>
        <source>A folding player loses both the Base Bet and the Pair Plus</source>
        <comment>rule.HTP-3CP-05</comment>
        <translation>Người bỏ bài mất cả Base Bet và Pair Plus</translation>
    </message>
    <message>
        <source>To stay, the player makes a Call of the same size as his Base Bet</source>
        <comment>rule.HTP-3CP-06</comment>
        <translation>Để ở lại, người chơi đặt Call bằng Base Bet</translation>
    </message>
    <message>
        <source>The DP needs queen-high or better</source>
        <comment>rule.HTP-3CP-07</comment>
        <translation>Cái cần Q cao trở lên</translation>
    </message>
    <message>
        <source>Compare each remaining hand only with the DP&apos;s hand, starting with the…</source>
        <comment>rule.HTP-3CP-08</comment>
        <translation>Chỉ so mỗi tay còn lại với cái, bắt đầu từ…</translation>
    </message>
    <message>
        <source>Three Card Poker (HTP): rank three-card hands from low to high as high…</source>
        <comment>rule.HTP-3CP-09</comment>
        <translation>Three Card Poker (HTP): bài ba lá từ thấp đến cao là mậu thầu…</translation>
    </message>
    <message>
        <source>Post each table&apos;s minimum and maximum bets, and reject wagers outside…</source>
        <comment>rule.HTP-3CP-10</comment>
        <translation>Niêm yết cược tối thiểu và tối đa của mỗi bàn, từ chối cược ngoài…</translation>
    </message>
    <message>
        <source>When the player&apos;s hand beats the DP&apos;s, the DP pays the Base and Call…</source>
        <comment>rule.HTP-3CP-11</comment>
        <translation>Khi bài người chơi thắng cái, cái trả Base và Call…</translation>
    </message>
    <message>
        <source>Pay Pair Plus only when (a) a Call was made and the hand beats the DP…</source>
        <comment>rule.HTP-3CP-12</comment>
        <translation>Chỉ trả Pair Plus khi (a) có Call và bài thắng cái…</translation>
    </message>
    <message>
        <source>Pay bets only as far as the DP&apos;s money in action reaches</source>
        <comment>rule.HTP-3CP-13</comment>
        <translation>Chỉ trả trong phạm vi tiền cái đang cược</translation>
    </message>
    <message>
        <source>Compare each player only with the DP, never with another player</source>
        <comment>rule.HTP-3CP-14</comment>
        <translation>Mỗi người chơi chỉ so với cái, không so với người khác</translation>
    </message>
    <message>
        <source>HTP 3CP has no jackpot</source>
        <comment>rule.HTP-3CP-15</comment>
        <translation>3CP của HTP không có jackpot</translation>
    </message>
    <message>
        <source>The house rake is one of three disclosed modes: (i) every player alike…</source>
        <comment>rule.HTP-3CP-16</comment>
        <translation>Phí nhà là một trong ba cách niêm yết: (i) mọi người như nhau…</translation>
    </message>
    <message>
        <source>One 52-card deck</source>
        <comment>rule.HTP-FLH-01</comment>
        <translation>Một bộ 52 lá</translation>
    </message>
    <message>
        <source>Decisions go clockwise from the first active seat to the left of the DP</source>
        <comment>rule.HTP-FLH-02</comment>
        <translation>Quyết định theo chiều kim đồng hồ từ ghế có người đầu tiên bên trái cái</translation>
    </message>
    <message>
        <source>Every player posts an Ante and a Blind Bet of the same size</source>
        <comment>rule.HTP-FLH-03</comment>
        <translation>Mỗi người đặt Ante và Blind Bet bằng nhau</translation>
    </message>
    <message>
        <source>A player may add an optional Trips Bet</source>
        <comment>rule.HTP-FLH-04</comment>
        <translation>Người chơi có thể thêm Trips Bet tùy chọn</translation>
    </message>
    <message>
        <source>Before the flop, each player checks or makes a Play bet of 3 or 4 times…</source>
        <comment>rule.HTP-FLH-05</comment>
        <translation>Trước flop, mỗi người check hoặc đặt cược Play 3 hoặc 4 lần…</translation>
    </message>
    <message>
        <source>After the flop, a player who has not yet made a Play bet checks or bets…</source>
        <comment>rule.HTP-FLH-06</comment>
        <translation>Sau flop, người chưa đặt Play thì check hoặc cược…</translation>
    </message>
    <message>
        <source>After turn and river, a player who has not yet made a Play bet either…</source>
        <comment>rule.HTP-FLH-07</comment>
        <translation>Sau turn và river, người chưa đặt Play thì hoặc…</translation>
    </message>
    <message>
        <source>The DP needs a pair or better</source>
        <comment>rule.HTP-FLH-08</comment>
        <translation>Cái cần một đôi trở lên</translation>
    </message>
    <message>
        <source>Blind Bet: if the player&apos;s hand beats the DP&apos;s and is a straight or…</source>
        <comment>rule.HTP-FLH-09</comment>
        <translation>Blind Bet: nếu bài người chơi thắng cái và là sảnh hoặc…</translation>
    </message>
    <message>
        <source>Play Bet: a higher player hand wins 1 to 1, a lower one loses to the…</source>
        <comment>rule.HTP-FLH-10</comment>
        <translation>Play Bet: bài người chơi cao hơn thắng 1 ăn 1, thấp hơn thua…</translation>
    </message>
    <message>
        <source>Trips Bet: a higher player hand wins at the posted rate, a lower one…</source>
        <comment>rule.HTP-FLH-11</comment>
        <translation>Trips Bet: bài cao hơn thắng theo mức niêm yết, thấp hơn…</translation>
    </message>
    <message>
        <source>Compare each hand only with the DP, starting with the button, on…</source>
        <comment>rule.HTP-FLH-12</comment>
        <translation>Chỉ so mỗi tay với cái, bắt đầu từ button, trên…</translation>
    </message>
    <message>
        <source>Post and enforce each table&apos;s minimum and maximum bets</source>
        <comment>rule.HTP-FLH-13</comment>
        <translation>Niêm yết và áp dụng cược tối thiểu và tối đa của mỗi bàn</translation>
    </message>
    <message>
        <source>The DP pays Ante and Play even money on a winning hand</source>
        <comment>rule.HTP-FLH-14</comment>
        <translation>Cái trả Ante và Play 1 ăn 1 khi bài thắng</translation>
    </message>
    <message>
        <source>Trips is payable when a Play bet was made and the hand beats the DP, or…</source>
        <comment>rule.HTP-FLH-15</comment>
        <translation>Trips được trả khi có Play và bài thắng cái, hoặc…</translation>
    </message>
    <message>
        <source>Pay the Blind at the posted amounts, but push it when the player wins…</source>
        <comment>rule.HTP-FLH-16</comment>
        <translation>Trả Blind theo mức niêm yết, nhưng hòa khi người chơi thắng…</translation>
    </message>
    <message>
        <source>If the DP cannot cover a player&apos;s wager, that hand is dead, the wager…</source>
        <comment>rule.HTP-FLH-17</comment>
        <translation>Nếu cái không bảo đảm được cược của người chơi, tay đó chết, cược…</translation>
    </message>
    <message>
        <source>Compare each player only with the DP</source>
        <comment>rule.HTP-FLH-18</comment>
        <translation>Mỗi người chơi chỉ so với cái</translation>
    </message>
    <message>
        <source>Rake modes as HTP-3CP-16</source>
        <comment>rule.HTP-FLH-19</comment>
        <translation>Cách thu phí như HTP-3CP-16</translation>
    </message>
    <message>
        <source>HTP Hold&apos;em: exactly one blind, posted by the seat to the left of the…</source>
        <comment>rule.HTP-HE-01</comment>
        <translation>Hold&apos;em của HTP: đúng một mù, do ghế bên trái… đặt</translation>
    </message>
    <message>
        <source>HTP Hold&apos;em: deal two face-down cards to each player</source>
        <comment>rule.HTP-HE-02</comment>
        <translation>Hold&apos;em của HTP: chia hai lá úp cho mỗi người</translation>
    </message>
    <message>
        <source>The first round opens with the seat after the single blind</source>
        <comment>rule.HTP-HE-03</comment>
        <translation>Vòng đầu mở từ ghế sau mù đơn</translation>
    </message>
    <message>
        <source>After the three-card flop, betting opens with the first live seat after…</source>
        <comment>rule.HTP-HE-04</comment>
        <translation>Sau flop ba lá, mở cược từ ghế còn chơi đầu tiên sau…</translation>
    </message>
    <message>
        <source>Turn and river come one card at a time, each followed by a betting…</source>
        <comment>rule.HTP-HE-05</comment>
        <translation>Turn và river từng lá một, mỗi lá có một vòng cược…</translation>
    </message>
    <message>
        <source>Hold&apos;em (HTP): same rule, any mix of the player&apos;s 2 cards and the 5…</source>
        <comment>rule.HTP-HE-06</comment>
        <translation>Hold&apos;em (HTP): luật như nhau, kết hợp bất kỳ 2 lá của người chơi và 5…</translation>
    </message>
    <message>
        <source>HTP Omaha 8 is played like regular Omaha, with high and low splitting…</source>
        <comment>rule.HTP-O8-01</comment>
        <translation>Omaha 8 của HTP chơi như Omaha thường, chia cao và thấp…</translation>
    </message>
    <message>
        <source>HTP Omaha 8: split between high and an 8-or-better low</source>
        <comment>rule.HTP-O8-02</comment>
        <translation>Omaha 8 của HTP: chia giữa bài cao và bài thấp từ 8 trở xuống</translation>
    </message>
    <message>
        <source>Omaha 8 (HTP): aces play low, straights and flushes do not spoil a low…</source>
        <comment>rule.HTP-O8-03</comment>
        <translation>Omaha 8 (HTP): át tính thấp, sảnh và thùng không làm hỏng bài thấp…</translation>
    </message>
    <message>
        <source>Omaha 8 (HTP): exactly two hole cards plus three board cards, for high…</source>
        <comment>rule.HTP-O8-04</comment>
        <translation>Omaha 8 (HTP): đúng hai lá tẩy cộng ba lá chung, cho bài cao…</translation>
    </message>
    <message>
        <source>HTP Stud 8: split between high and an 8-or-better low</source>
        <comment>rule.HTP-S8-01</comment>
        <translation>Stud 8 của HTP: chia giữa bài cao và bài thấp từ 8 trở xuống</translation>
    </message>
    <message>
        <source>HTP Stud 8: small bet on 3rd and 4th street, big bet from 5th on</source>
        <comment>rule.HTP-S8-02</comment>
        <translation>Stud 8 của HTP: cược nhỏ ở vòng ba và bốn, cược lớn từ vòng năm</translation>
    </message>
    <message>
        <source>Stud 8 (HTP): same low conventions as HTP-O8-03</source>
        <comment>rule.HTP-S8-03</comment>
        <translation>Stud 8 (HTP): quy ước bài thấp như HTP-O8-03</translation>
    </message>
    <message>
        <source>Stud 8 (HTP): high uses any five of seven; low uses any five of seven…</source>
        <comment>rule.HTP-S8-04</comment>
        <translation>Stud 8 (HTP): bài cao dùng năm trong bảy; bài thấp dùng năm trong bảy…</translation>
    </message>
    <message>
        <source>HTP Stud: two down cards and one up card, then the first round starts…</source>
        <comment>rule.HTP-STD-01</comment>
        <translation>Stud của HTP: hai lá úp và một lá ngửa, rồi vòng đầu bắt đầu…</translation>
    </message>
    <message>
        <source>HTP Stud: four more cards follow, with a betting round between them…</source>
        <comment>rule.HTP-STD-02</comment>
        <translation>Stud của HTP: thêm bốn lá, giữa mỗi lá có một vòng cược…</translation>
    </message>
    <message>
        <source>HTP Stud: the last (7th) card is dealt face down</source>
        <comment>rule.HTP-STD-03</comment>
        <translation>Stud của HTP: lá cuối (thứ bảy) chia úp</translation>
    </message>
    <message>
        <source>Stud (HTP): best five of seven wins</source>
        <comment>rule.HTP-STD-04</comment>
        <translation>Stud (HTP): năm lá tốt nhất trong bảy thắng</translation>
    </message>
    <message>
        <source>Blind structure (flop games)</source>
        <comment>rule.K01</comment>
        <translation>Cấu trúc mù (trò flop)</translation>
    </message>
    <message>
        <source>First to act before the flop</source>
        <comment>rule.K02</comment>
        <translation>Người hành động đầu trước flop</translation>
    </message>
    <message>
        <source>New player entry</source>
        <comment>rule.K03</comment>
        <translation>Người chơi mới vào bàn</translation>
    </message>
    <message>
        <source>Collection / rake</source>
        <comment>rule.K04</comment>
        <translation>Phí nhà / rake</translation>
    </message>
    <message>
        <source>Short all-in wager</source>
        <comment>rule.K05</comment>
        <translation>Tất tay thiếu</translation>
    </message>
    <message>
        <source>Raise cap</source>
        <comment>rule.K06</comment>
        <translation>Giới hạn số lần tố</translation>
    </message>
    <message>
        <source>Heads-up uncapping</source>
        <comment>rule.K07</comment>
        <translation>Không giới hạn khi đối đầu</translation>
    </message>
    <message>
        <source>Broke player returning</source>
        <comment>rule.K08</comment>
        <translation>Người hết chip quay lại</translation>
    </message>
    <message>
        <source>Kill</source>
        <comment>rule.K09</comment>
        <translation>Kill</translation>
    </message>
    <message>
        <source>Low qualification</source>
        <comment>rule.K10</comment>
        <translation>Điều kiện bài thấp</translation>
    </message>
    <message>
        <source>Playing the board</source>
        <comment>rule.K11</comment>
        <translation>Chơi bài chung</translation>
    </message>
    <message>
        <source>Open pair on 4th street</source>
        <comment>rule.K12</comment>
        <translation>Đôi ngửa ở vòng bốn</translation>
    </message>
    <message>
        <source>Three Card Poker</source>
        <comment>rule.K13</comment>
        <translation>Three Card Poker</translation>
    </message>
    <message>
        <source>Banker rotation</source>
        <comment>rule.K14</comment>
        <translation>Luân phiên cái</translation>
    </message>
    <message>
        <source>One extra hole card</source>
        <comment>rule.K15</comment>
        <translation>Thừa một lá tẩy</translation>
    </message>
    <message>
        <source>One missing hole card</source>
        <comment>rule.K16</comment>
        <translation>Thiếu một lá tẩy</translation>
    </message>
    <message>
        <source>Hole card exposed during the deal</source>
        <comment>rule.K17</comment>
        <translation>Lộ lá tẩy khi chia</translation>
    </message>
    <message>
        <source>Missed blinds</source>
        <comment>rule.K18</comment>
        <translation>Lỡ mù</translation>
    </message>
    <message>
        <source>Odd chip</source>
        <comment>rule.K19</comment>
        <translation>Chip lẻ</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <comment>rule.K20</comment>
        <translation>Mua chip</translation>
    </message>
    <message>
        <source>Pai Gow joker</source>
        <comment>rule.K21</comment>
        <translation>Joker Pai Gow</translation>
    </message>
    <message>
        <source>Stud bring-in</source>
        <comment>rule.K22</comment>
        <translation>Bring-in stud</translation>
    </message>
    <message>
        <source>Seat change</source>
        <comment>rule.K23</comment>
        <translation>Đổi ghế</translation>
    </message>
    <message>
        <source>Time collection</source>
        <comment>rule.K24</comment>
        <translation>Thu tiền giờ</translation>
    </message>
    <message>
        <source>Heads-up blinds</source>
        <comment>rule.K25</comment>
        <translation>Mù khi đối đầu</translation>
    </message>
    <message>
        <source>Straddle / buy the button</source>
        <comment>rule.K26</comment>
        <translation>Straddle / mua button</translation>
    </message>
    <message>
        <source>Banker eligibility and funding</source>
        <comment>rule.K27</comment>
        <translation>Điều kiện và tiền làm cái</translation>
    </message>
    <message>
        <source>Leaving for another game</source>
        <comment>rule.K28</comment>
        <translation>Chuyển sang trò khác</translation>
    </message>
    <message>
        <source>Seat changes in a running game</source>
        <comment>rule.K29</comment>
        <translation>Đổi ghế khi trò đang chạy</translation>
    </message>
    <message>
        <source>One player per hand: no advice to others while hands are live, and no…</source>
        <comment>rule.LC-10</comment>
        <translation>Mỗi tay một người: không mách nước cho người khác khi còn bài sống, và không…</translation>
    </message>
    <message>
        <source>LC Stud: with an open pair on 4th street, the first bettor chooses the…</source>
        <comment>rule.LC-100</comment>
        <translation>Stud LC: có đôi ngửa ở vòng bốn, người cược đầu được chọn…</translation>
    </message>
    <message>
        <source>LC Stud: if the high hand showing is already all-in when a round…</source>
        <comment>rule.LC-101</comment>
        <translation>Stud LC: nếu bài ngửa cao nhất đã tất tay khi một vòng…</translation>
    </message>
    <message>
        <source>LC Stud: a player facing action who picks up his up cards and so causes…</source>
        <comment>rule.LC-102a</comment>
        <translation>Stud LC: người đang phải hành động mà nhặt lá ngửa lên và gây ra…</translation>
    </message>
    <message>
        <source>LC Stud: turning any up card face down after a bet gives up all claim…</source>
        <comment>rule.LC-102b</comment>
        <translation>Stud LC: úp một lá ngửa sau khi có cược là từ bỏ mọi quyền…</translation>
    </message>
    <message>
        <source>LC Stud: a player already beaten on board gets no bets back</source>
        <comment>rule.LC-102c</comment>
        <translation>Stud LC: người đã thua trên bàn không được trả lại cược</translation>
    </message>
    <message>
        <source>LC Stud: a player who received seven cards but cannot produce seven at…</source>
        <comment>rule.LC-102d</comment>
        <translation>Stud LC: người nhận bảy lá nhưng không đưa ra được bảy lá khi…</translation>
    </message>
    <message>
        <source>LC Stud: a player who takes more than seven cards has a dead hand and…</source>
        <comment>rule.LC-102e</comment>
        <translation>Stud LC: người nhận hơn bảy lá thì bài chết và…</translation>
    </message>
    <message>
        <source>Only a floorperson can declare a misdeal</source>
        <comment>rule.LC-103.s1</comment>
        <translation>Chỉ floor được tuyên bố chia lỗi</translation>
    </message>
    <message>
        <source>Treat first-round betting as not binding until every player holds the…</source>
        <comment>rule.LC-103.s2</comment>
        <translation>Cược vòng đầu chưa ràng buộc cho đến khi mọi người có…</translation>
    </message>
    <message>
        <source>Offer misdeal for the cases in LC-104a–i only while no substantial…</source>
        <comment>rule.LC-104</comment>
        <translation>Chỉ cho chia lỗi trong các trường hợp LC-104a–i khi chưa có hành động đáng kể…</translation>
    </message>
    <message>
        <source>Misdeal case: the cards were dealt without a shuffle and cut</source>
        <comment>rule.LC-104a</comment>
        <translation>Trường hợp chia lỗi: chia mà không xào và cắt</translation>
    </message>
    <message>
        <source>Misdeal case: the first card went to the wrong player</source>
        <comment>rule.LC-104b</comment>
        <translation>Trường hợp chia lỗi: lá đầu tiên đến sai người</translation>
    </message>
    <message>
        <source>Misdeal case: two or more players got the wrong number of cards</source>
        <comment>rule.LC-104c</comment>
        <translation>Trường hợp chia lỗi: hai người trở lên có số lá sai</translation>
    </message>
    <message>
        <source>Misdeal case: two extra cards came off the deck and the floor rules…</source>
        <comment>rule.LC-104d</comment>
        <translation>Trường hợp chia lỗi: thừa hai lá ra khỏi bộ bài và floor quyết…</translation>
    </message>
    <message>
        <source>Misdeal case: the button was in the wrong place and no one has acted yet</source>
        <comment>rule.LC-104e</comment>
        <translation>Trường hợp chia lỗi: button sai chỗ và chưa ai hành động</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): the first or second card of the deal was…</source>
        <comment>rule.LC-104f</comment>
        <translation>Trường hợp chia lỗi (Hold&apos;em/Omaha): lá thứ nhất hoặc thứ hai bị…</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): two or more cards were dealt face up</source>
        <comment>rule.LC-104g</comment>
        <translation>Trường hợp chia lỗi (Hold&apos;em/Omaha): hai lá trở lên bị chia ngửa</translation>
    </message>
    <message>
        <source>Misdeal case (Hold&apos;em/Omaha): a player entitled to a hand was dealt out</source>
        <comment>rule.LC-104h</comment>
        <translation>Trường hợp chia lỗi (Hold&apos;em/Omaha): người có quyền bị bỏ qua</translation>
    </message>
    <message>
        <source>Misdeal case (Stud): the first card was dealt face up</source>
        <comment>rule.LC-104i</comment>
        <translation>Trường hợp chia lỗi (Stud): lá đầu tiên bị chia ngửa</translation>
    </message>
    <message>
        <source>Fouled deck (two identical cards, a different back colour, a joker…</source>
        <comment>rule.LC-105</comment>
        <translation>Bộ bài hỏng (hai lá giống nhau, lưng khác màu, joker…</translation>
    </message>
    <message>
        <source>Five or more face-up (boxed) cards found in the deck during a hand…</source>
        <comment>rule.LC-106</comment>
        <translation>Phát hiện năm lá ngửa trở lên trong bộ bài khi đang chơi…</translation>
    </message>
    <message>
        <source>One extra hole card, player has not acted: the floor mixes the cards…</source>
        <comment>rule.LC-107a</comment>
        <translation>Thừa một lá tẩy, chưa hành động: floor trộn các lá…</translation>
    </message>
    <message>
        <source>One extra hole card, player has acted, found before the flop (stud…</source>
        <comment>rule.LC-107b</comment>
        <translation>Thừa một lá tẩy, đã hành động, phát hiện trước flop (stud…</translation>
    </message>
    <message>
        <source>Extra card found after the flop (stud: after 4th street) → the hand is…</source>
        <comment>rule.LC-107c</comment>
        <translation>Phát hiện lá thừa sau flop (stud: sau vòng bốn) → bài…</translation>
    </message>
    <message>
        <source>One card short, player has not acted: he gets the top card of the deck…</source>
        <comment>rule.LC-108a</comment>
        <translation>Thiếu một lá, chưa hành động: nhận lá trên cùng của bộ bài…</translation>
    </message>
    <message>
        <source>One card short, player has acted, found before the flop (stud: before…</source>
        <comment>rule.LC-108b</comment>
        <translation>Thiếu một lá, đã hành động, phát hiện trước flop (stud: trước…</translation>
    </message>
    <message>
        <source>Treat a boxed card as a blank piece of paper: put it in the discards…</source>
        <comment>rule.LC-109</comment>
        <translation>Lá ngửa trong bộ bài coi như tờ giấy trắng: bỏ vào bài bỏ…</translation>
    </message>
    <message>
        <source>Premature flop: return, reshuffle, new flop without burn</source>
        <comment>rule.LC-110</comment>
        <translation>Flop ra sớm: thu lại, xào lại, flop mới không đốt bài</translation>
    </message>
    <message>
        <source>Premature turn: set aside, river card becomes the turn</source>
        <comment>rule.LC-111</comment>
        <translation>Turn ra sớm: để riêng, lá river thành turn</translation>
    </message>
    <message>
        <source>Premature river: reshuffle with the stub, deal without burn</source>
        <comment>rule.LC-112</comment>
        <translation>River ra sớm: xào lại với phần bài còn lại, chia không đốt bài</translation>
    </message>
    <message>
        <source>A player dealt in although not entitled (he changed seats or missed a…</source>
        <comment>rule.LC-113</comment>
        <translation>Người không có quyền được chia bài (đổi ghế hoặc lỡ…</translation>
    </message>
    <message>
        <source>Flop with too many cards: take it back and reshuffle, keep the burn…</source>
        <comment>rule.LC-114</comment>
        <translation>Flop thừa lá: thu lại và xào, giữ lá đốt…</translation>
    </message>
    <message>
        <source>A hole card that is flashed, shown or sent off the table while dealing…</source>
        <comment>rule.LC-115</comment>
        <translation>Lá tẩy bị lộ, bị thấy hoặc rơi khỏi bàn khi chia…</translation>
    </message>
    <message>
        <source>A player who anted but got no cards gets his ante back</source>
        <comment>rule.LC-116</comment>
        <translation>Người đã đặt ante mà không nhận bài được trả lại ante</translation>
    </message>
    <message>
        <source>When either of a player&apos;s two hole cards is exposed (dealt up or…</source>
        <comment>rule.LC-117</comment>
        <translation>Khi một trong hai lá úp của người chơi bị lộ (chia ngửa hoặc…</translation>
    </message>
    <message>
        <source>If a player causes one of his own two down cards to turn over, his…</source>
        <comment>rule.LC-118</comment>
        <translation>Nếu người chơi tự làm lật một trong hai lá úp của mình, …</translation>
    </message>
    <message>
        <source>Empty seat dealt its 1st or 2nd card and this cannot be fixed → that…</source>
        <comment>rule.LC-119</comment>
        <translation>Ghế trống nhận lá thứ nhất hoặc thứ hai và không sửa được → lá…</translation>
    </message>
    <message>
        <source>Limit or structure changes need floor approval</source>
        <comment>rule.LC-12</comment>
        <translation>Đổi mức cược hoặc cấu trúc cần floor duyệt</translation>
    </message>
    <message>
        <source>A player who folds when no bet has been made gets no more cards</source>
        <comment>rule.LC-120</comment>
        <translation>Người bỏ bài khi chưa có cược không nhận thêm bài</translation>
    </message>
    <message>
        <source>Cards dealt before a betting round ends are taken out of play, together…</source>
        <comment>rule.LC-121</comment>
        <translation>Bài chia trước khi vòng cược xong bị loại, cùng với…</translation>
    </message>
    <message>
        <source>Two burns, or no burn: move cards to their proper places if possible</source>
        <comment>rule.LC-122</comment>
        <translation>Đốt hai lá hoặc không đốt: đưa bài về đúng chỗ nếu được</translation>
    </message>
    <message>
        <source>If a 7th-street card goes out face up, everyone else still receives a…</source>
        <comment>rule.LC-123</comment>
        <translation>Nếu lá vòng bảy bị ngửa, mọi người khác vẫn nhận một…</translation>
    </message>
    <message>
        <source>Not enough cards for 7th street: count before dealing</source>
        <comment>rule.LC-124</comment>
        <translation>Không đủ bài cho vòng bảy: đếm trước khi chia</translation>
    </message>
    <message>
        <source>Down cards dealt off the table are handled like exposed down cards…</source>
        <comment>rule.LC-125</comment>
        <translation>Lá úp rơi khỏi bàn xử lý như lá úp bị lộ…</translation>
    </message>
    <message>
        <source>Half-bet all-in counts as a raise (high limit)</source>
        <comment>rule.LC-126a</comment>
        <translation>Tất tay nửa cược tính là tố (mức cao)</translation>
    </message>
    <message>
        <source>LC high: an all-in of less than half a bet is action only</source>
        <comment>rule.LC-126b</comment>
        <translation>LC cao: tất tay dưới nửa cược chỉ là hành động</translation>
    </message>
    <message>
        <source>LC high: anyone who checked, bet or raised before an under-half all-in…</source>
        <comment>rule.LC-126c</comment>
        <translation>LC cao: người đã check, cược hoặc tố trước khi có tất tay dưới nửa…</translation>
    </message>
    <message>
        <source>Cap of four bets, half-bet wagers count (high limit)</source>
        <comment>rule.LC-126d</comment>
        <translation>Giới hạn bốn cược, tính cả cược nửa (mức cao)</translation>
    </message>
    <message>
        <source>LC high: a new player posts a BB before getting a hand, from any seat…</source>
        <comment>rule.LC-127</comment>
        <translation>LC cao: người mới đặt mù lớn trước khi nhận bài, ở bất kỳ ghế nào…</translation>
    </message>
    <message>
        <source>LC high: make-up blinds</source>
        <comment>rule.LC-128</comment>
        <translation>LC cao: mù bù</translation>
    </message>
    <message>
        <source>LC high: a player who went broke owes his missed blinds and collection…</source>
        <comment>rule.LC-129</comment>
        <translation>LC cao: người hết chip nợ các mù đã lỡ và phí nhà…</translation>
    </message>
    <message>
        <source>Only chips and cards may be on the playing surface, and nobody may play…</source>
        <comment>rule.LC-13</comment>
        <translation>Trên bàn chỉ có chip và bài, không ai được chơi…</translation>
    </message>
    <message>
        <source>LC high: the button collection is dead and does not count toward any bet</source>
        <comment>rule.LC-130</comment>
        <translation>LC cao: phí button là tiền chết, không tính vào cược nào</translation>
    </message>
    <message>
        <source>LC high: when a player has missed blinds in a button-collection game…</source>
        <comment>rule.LC-131</comment>
        <translation>LC cao: khi người chơi lỡ mù trong trò thu phí theo button…</translation>
    </message>
    <message>
        <source>LC high: a newcomer wrongly dealt in before posting keeps a live hand…</source>
        <comment>rule.LC-132a</comment>
        <translation>LC cao: người mới bị chia nhầm trước khi đặt mù vẫn giữ bài sống…</translation>
    </message>
    <message>
        <source>LC high: if he has not looked at the cards, the hand is killed and his…</source>
        <comment>rule.LC-132b</comment>
        <translation>LC cao: nếu chưa xem bài thì bài bị hủy và…</translation>
    </message>
    <message>
        <source>LC high, heads-up: the button seat puts up the small blind and is first…</source>
        <comment>rule.LC-133</comment>
        <translation>LC cao, đối đầu: ghế button đặt mù nhỏ và đi trước…</translation>
    </message>
    <message>
        <source>LC high: a player moving to a different limit may play up to his BB…</source>
        <comment>rule.LC-134</comment>
        <translation>LC cao: người chuyển sang mức cược khác có thể chơi đến mù lớn…</translation>
    </message>
    <message>
        <source>LC high: seat changes are allowed when the game has fewer than five…</source>
        <comment>rule.LC-135</comment>
        <translation>LC cao: được đổi ghế khi trò có dưới năm…</translation>
    </message>
    <message>
        <source>Phone call-ins go on the waiting list</source>
        <comment>rule.LC-136</comment>
        <translation>Đăng ký qua điện thoại vào danh sách chờ</translation>
    </message>
    <message>
        <source>A must-move may be declared to protect an existing game when another…</source>
        <comment>rule.LC-137</comment>
        <translation>Có thể tuyên bố must-move để bảo vệ trò đang chạy khi có trò khác…</translation>
    </message>
    <message>
        <source>Keep the must-move list in the order of the original waiting list</source>
        <comment>rule.LC-138</comment>
        <translation>Danh sách must-move theo thứ tự danh sách chờ gốc</translation>
    </message>
    <message>
        <source>A called player is dealt out at once and moved with floor help, with…</source>
        <comment>rule.LC-139</comment>
        <translation>Người được gọi ngừng chia bài ngay và được floor giúp chuyển, với…</translation>
    </message>
    <message>
        <source>He may play up to his BB and then quit instead, and may sign up for the…</source>
        <comment>rule.LC-139a</comment>
        <translation>Người đó có thể chơi đến mù lớn rồi nghỉ, và đăng ký…</translation>
    </message>
    <message>
        <source>If he is in the blinds or on the button, he may finish the blinds and…</source>
        <comment>rule.LC-139b</comment>
        <translation>Nếu đang ở mù hoặc button, có thể chơi hết mù và…</translation>
    </message>
    <message>
        <source>Players use the chip denominations that are standard for the game and…</source>
        <comment>rule.LC-14</comment>
        <translation>Người chơi dùng mệnh giá chip chuẩn của trò và…</translation>
    </message>
    <message>
        <source>After moving from a must-move game, he may be dealt in immediately with…</source>
        <comment>rule.LC-140</comment>
        <translation>Sau khi rời trò must-move, có thể được chia ngay với…</translation>
    </message>
    <message>
        <source>A must-move player must keep playing to stay on the list, except that…</source>
        <comment>rule.LC-141</comment>
        <translation>Người must-move phải tiếp tục chơi để giữ chỗ trong danh sách, trừ khi…</translation>
    </message>
    <message>
        <source>Missed-blind buttons do not follow a player who is moved</source>
        <comment>rule.LC-142</comment>
        <translation>Nút lỡ mù không theo người bị chuyển bàn</translation>
    </message>
    <message>
        <source>When moved, a player holding over the minimum buy-in brings at least…</source>
        <comment>rule.LC-143</comment>
        <translation>Khi chuyển bàn, người có hơn mức mua tối thiểu mang ít nhất…</translation>
    </message>
    <message>
        <source>A button-collection game that drops below five players may switch to…</source>
        <comment>rule.LC-144</comment>
        <translation>Trò thu phí theo button còn dưới năm người có thể chuyển sang…</translation>
    </message>
    <message>
        <source>When a must-move game that uses button collection goes short-handed…</source>
        <comment>rule.LC-145</comment>
        <translation>Khi trò must-move thu phí theo button bị thiếu người…</translation>
    </message>
    <message>
        <source>When time is due and there is no waiting list, a player may play up to…</source>
        <comment>rule.LC-146</comment>
        <translation>Khi đến hạn tiền giờ mà không có danh sách chờ, người chơi có thể chơi đến…</translation>
    </message>
    <message>
        <source>Players may agree to pot for time (the winner of the time pot pays)</source>
        <comment>rule.LC-147</comment>
        <translation>Người chơi có thể thỏa thuận pot tiền giờ (người thắng pot đó trả)</translation>
    </message>
    <message>
        <source>No side bets</source>
        <comment>rule.LC-15</comment>
        <translation>Không cược riêng</translation>
    </message>
    <message>
        <source>No splashing chips into the pot</source>
        <comment>rule.LC-16</comment>
        <translation>Không ném chip vào pot</translation>
    </message>
    <message>
        <source>Players may not agree among themselves to split a pot</source>
        <comment>rule.LC-17</comment>
        <translation>Người chơi không được tự thỏa thuận chia pot</translation>
    </message>
    <message>
        <source>LC allows split (chopped) blinds: if everyone else folds to the blinds…</source>
        <comment>rule.LC-18</comment>
        <translation>LC cho phép chia mù: nếu mọi người khác bỏ bài đến các mù…</translation>
    </message>
    <message>
        <source>Other casinos&apos; chips, and chips still in sealed wrappers, are not in…</source>
        <comment>rule.LC-20</comment>
        <translation>Chip của sòng khác và chip còn niêm phong không được…</translation>
    </message>
    <message>
        <source>Grant requests for a new deck or new setup, but only after the current…</source>
        <comment>rule.LC-21</comment>
        <translation>Chấp nhận yêu cầu đổi bài hoặc bộ mới, nhưng chỉ sau…</translation>
    </message>
    <message>
        <source>Never show burn cards or the unused deck on request</source>
        <comment>rule.LC-22</comment>
        <translation>Không bao giờ cho xem lá đốt hay bài chưa dùng khi được yêu cầu</translation>
    </message>
    <message>
        <source>No playing over (using an absent player&apos;s seat with one&apos;s own money)</source>
        <comment>rule.LC-23</comment>
        <translation>Không chơi thay (dùng ghế người vắng bằng tiền của mình)</translation>
    </message>
    <message>
        <source>Cash placed on the table does not play; chips must be requested (AMB-33)</source>
        <comment>rule.LC-24</comment>
        <translation>Tiền mặt trên bàn không chơi; phải đổi chip (AMB-33)</translation>
    </message>
    <message>
        <source>Playing someone else&apos;s chips, or handing one&apos;s seat to another person…</source>
        <comment>rule.LC-25</comment>
        <translation>Chơi chip của người khác, hoặc nhường ghế cho người khác…</translation>
    </message>
    <message>
        <source>Only chips on the table when the deal starts play in that pot (except…</source>
        <comment>rule.LC-26a</comment>
        <translation>Chỉ chip trên bàn khi bắt đầu chia mới chơi trong pot đó (trừ…</translation>
    </message>
    <message>
        <source>Chips may leave the table only when the player quits, or to pay for…</source>
        <comment>rule.LC-26b</comment>
        <translation>Chip chỉ rời bàn khi người chơi nghỉ, hoặc để trả…</translation>
    </message>
    <message>
        <source>Chips on their way from the cashier with a house runner count as in…</source>
        <comment>rule.LC-26c</comment>
        <translation>Chip đang được nhân viên nhà mang từ quầy tính là đã ở…</translation>
    </message>
    <message>
        <source>A player buying chips must say how much</source>
        <comment>rule.LC-26d</comment>
        <translation>Người mua chip phải nói số tiền</translation>
    </message>
    <message>
        <source>Every player may see any other player&apos;s chips and cash clearly, and…</source>
        <comment>rule.LC-26e</comment>
        <translation>Mọi người đều thấy rõ chip và tiền mặt của người khác, và…</translation>
    </message>
    <message>
        <source>All cards must stay in plain view at all times</source>
        <comment>rule.LC-26f</comment>
        <translation>Mọi lá bài phải luôn ở chỗ dễ thấy</translation>
    </message>
    <message>
        <source>Odd chip: split to the odd dollar first</source>
        <comment>rule.LC-27</comment>
        <translation>Chip lẻ: chia đến đô la lẻ trước</translation>
    </message>
    <message>
        <source>Odd chip: first winner left of the button (board games)</source>
        <comment>rule.LC-27a</comment>
        <translation>Chip lẻ: người thắng đầu tiên bên trái button (trò bài chung)</translation>
    </message>
    <message>
        <source>Odd chip: highest card by suit (stud)</source>
        <comment>rule.LC-27b</comment>
        <translation>Chip lẻ: lá cao nhất theo chất (stud)</translation>
    </message>
    <message>
        <source>Odd chip: high half of a high-low pot</source>
        <comment>rule.LC-27c</comment>
        <translation>Chip lẻ: nửa cao của pot cao-thấp</translation>
    </message>
    <message>
        <source>Card draws (button, seats after a game breaks, etc.) that tie on rank…</source>
        <comment>rule.LC-28</comment>
        <translation>Rút bài (button, ghế khi bàn giải tán, v.v.) bằng hạng…</translation>
    </message>
    <message>
        <source>Chips bought with a cheque written at the table arrive only after the…</source>
        <comment>rule.LC-29</comment>
        <translation>Chip mua bằng séc viết tại bàn chỉ đến sau khi…</translation>
    </message>
    <message>
        <source>A new player makes a full buy-in for the game, normally 10× the game&apos;s…</source>
        <comment>rule.LC-35</comment>
        <translation>Người mới mua đủ mức của trò, thường 10× …</translation>
    </message>
    <message>
        <source>Anything under a full buy-in, add-ons included, counts as a short buy-in</source>
        <comment>rule.LC-36</comment>
        <translation>Mọi khoản mua dưới mức đủ, kể cả mua thêm, là mua thiếu</translation>
    </message>
    <message>
        <source>When a game&apos;s limit is raised, players already seated may keep playing…</source>
        <comment>rule.LC-37</comment>
        <translation>Khi mức cược của trò tăng, người đang ngồi có thể tiếp tục…</translation>
    </message>
    <message>
        <source>A player moved by force (broken or must-move game) into an equal-limit…</source>
        <comment>rule.LC-38</comment>
        <translation>Người bị buộc chuyển (bàn giải tán hoặc must-move) sang mức cược bằng…</translation>
    </message>
    <message>
        <source>LC low: a new player may be dealt in at once without posting, or may…</source>
        <comment>rule.LC-39</comment>
        <translation>LC thấp: người mới có thể được chia ngay không cần đặt mù, hoặc có thể…</translation>
    </message>
    <message>
        <source>A player who deliberately bends, rips or marks cards is dealt out at…</source>
        <comment>rule.LC-4</comment>
        <translation>Người cố ý bẻ, xé hoặc đánh dấu bài bị ngừng chia ngay…</translation>
    </message>
    <message>
        <source>A player who missed one or both blinds either waits for the BB or posts…</source>
        <comment>rule.LC-40</comment>
        <translation>Người lỡ một hoặc cả hai mù thì chờ mù lớn hoặc đặt…</translation>
    </message>
    <message>
        <source>A player who played both blinds but skipped the button may come back…</source>
        <comment>rule.LC-41</comment>
        <translation>Người đã chơi cả hai mù nhưng bỏ qua button có thể quay lại…</translation>
    </message>
    <message>
        <source>LC low: after going broke, a player who lets the blinds go round once…</source>
        <comment>rule.LC-42</comment>
        <translation>LC thấp: sau khi hết chip, người để các mù đi qua một vòng…</translation>
    </message>
    <message>
        <source>LC buy the button: an entering player (new, or carrying a missed-blind…</source>
        <comment>rule.LC-43</comment>
        <translation>Mua button ở LC: người vào bàn (mới, hoặc có nút lỡ mù…</translation>
    </message>
    <message>
        <source>Forward-moving button, one small and one big blind</source>
        <comment>rule.LC-44</comment>
        <translation>Button tiến lên, một mù nhỏ và một mù lớn</translation>
    </message>
    <message>
        <source>All blinds are live</source>
        <comment>rule.LC-45</comment>
        <translation>Mọi mù đều là mù sống</translation>
    </message>
    <message>
        <source>LC low: the collection taken on the button is live, counted as part of…</source>
        <comment>rule.LC-46</comment>
        <translation>LC thấp: phí thu ở button là sống, tính như một phần…</translation>
    </message>
    <message>
        <source>LC straddle: only the seat one to the left of the BB may straddle</source>
        <comment>rule.LC-47</comment>
        <translation>Straddle LC: chỉ ghế ngay bên trái mù lớn được straddle</translation>
    </message>
    <message>
        <source>Blinds skipped during a new game&apos;s opening round count as missed…</source>
        <comment>rule.LC-48</comment>
        <translation>Mù bị bỏ trong vòng mở đầu của trò mới tính là lỡ…</translation>
    </message>
    <message>
        <source>Heads-up before the cap: unlimited raising</source>
        <comment>rule.LC-49</comment>
        <translation>Đối đầu trước khi chạm trần: tố không giới hạn</translation>
    </message>
    <message>
        <source>A player coming back after disciplinary action gets no refund of…</source>
        <comment>rule.LC-5</comment>
        <translation>Người quay lại sau kỷ luật không được hoàn…</translation>
    </message>
    <message>
        <source>Acting out of turn does not bind the player (except heads-up, LC-53)</source>
        <comment>rule.LC-50</comment>
        <translation>Hành động sai lượt không ràng buộc người chơi (trừ đối đầu, LC-53)</translation>
    </message>
    <message>
        <source>A player who lets his turn pass while at least three players after him…</source>
        <comment>rule.LC-51</comment>
        <translation>Người để lượt mình trôi qua khi còn ít nhất ba người sau…</translation>
    </message>
    <message>
        <source>Moving chips forward while still holding them can be ruled a bet</source>
        <comment>rule.LC-52</comment>
        <translation>Đẩy chip ra mà vẫn cầm có thể bị xử là cược</translation>
    </message>
    <message>
        <source>LC heads-up (round began with two players): if one checks out of turn…</source>
        <comment>rule.LC-53a</comment>
        <translation>LC đối đầu (vòng bắt đầu với hai người): nếu một người check sai lượt…</translation>
    </message>
    <message>
        <source>LC heads-up: if one bets out of turn, the other may call or raise it…</source>
        <comment>rule.LC-53b</comment>
        <translation>LC đối đầu: nếu một người cược sai lượt, người kia có thể theo hoặc tố…</translation>
    </message>
    <message>
        <source>A spoken action made in turn binds the player</source>
        <comment>rule.LC-54</comment>
        <translation>Hành động nói ra đúng lượt ràng buộc người chơi</translation>
    </message>
    <message>
        <source>Check-raise is allowed in every game unless a posted notice says…</source>
        <comment>rule.LC-55</comment>
        <translation>Check-raise được phép ở mọi trò trừ khi có thông báo…</translation>
    </message>
    <message>
        <source>LC one-chip rule: one oversized chip put in without announcing a raise…</source>
        <comment>rule.LC-56</comment>
        <translation>Luật một chip của LC: một chip lớn bỏ vào mà không nói tố…</translation>
    </message>
    <message>
        <source>An underpaid bet or call has to be topped up</source>
        <comment>rule.LC-57</comment>
        <translation>Cược hoặc theo thiếu phải bù đủ</translation>
    </message>
    <message>
        <source>A player who missed a raise and put in too few bets may, if nobody has…</source>
        <comment>rule.LC-58a</comment>
        <translation>Người không thấy lần tố và bỏ thiếu có thể, nếu chưa ai…</translation>
    </message>
    <message>
        <source>If he only said call without putting chips in, and someone has acted…</source>
        <comment>rule.LC-58b</comment>
        <translation>Nếu chỉ nói theo mà chưa bỏ chip, và đã có người hành động…</translation>
    </message>
    <message>
        <source>A gesture, knock or tap on the table in turn is a check</source>
        <comment>rule.LC-59</comment>
        <translation>Ra hiệu, gõ hoặc vỗ bàn đúng lượt là check</translation>
    </message>
    <message>
        <source>Players must not fold before they face a wager</source>
        <comment>rule.LC-60</comment>
        <translation>Không được bỏ bài trước khi có cược</translation>
    </message>
    <message>
        <source>No string raises</source>
        <comment>rule.LC-61</comment>
        <translation>Không tố nhiều lần (string raise)</translation>
    </message>
    <message>
        <source>The dealer never calls a string raise; only players with live hands may</source>
        <comment>rule.LC-62</comment>
        <translation>Dealer không bao giờ bắt lỗi tố nhiều lần; chỉ người còn bài sống mới được</translation>
    </message>
    <message>
        <source>A player who accidentally puts in enough chips for a raise may withdraw…</source>
        <comment>rule.LC-63</comment>
        <translation>Người lỡ tay bỏ đủ chip để tố có thể rút lại…</translation>
    </message>
    <message>
        <source>Moving forward with enough chips to raise, splitting them into stacks…</source>
        <comment>rule.LC-64</comment>
        <translation>Đẩy đủ chip để tố, chia thành nhiều chồng…</translation>
    </message>
    <message>
        <source>An all-in player can win only the main pot, built from what each…</source>
        <comment>rule.LC-65</comment>
        <translation>Người tất tay chỉ thắng được pot chính, gồm phần mỗi…</translation>
    </message>
    <message>
        <source>Action-only all-in (low limit)</source>
        <comment>rule.LC-66</comment>
        <translation>Tất tay chỉ tính hành động (mức thấp)</translation>
    </message>
    <message>
        <source>Worked example: $6 round</source>
        <comment>rule.LC-66a</comment>
        <translation>Ví dụ: vòng $6</translation>
    </message>
    <message>
        <source>Worked example: A checks, B all-in for 2, C calls 2 → A may only call 2…</source>
        <comment>rule.LC-66b</comment>
        <translation>Ví dụ: A check, B tất tay 2, C theo 2 → A chỉ được theo 2…</translation>
    </message>
    <message>
        <source>Every chip amount in a game moves in multiples of that limit&apos;s common…</source>
        <comment>rule.LC-67</comment>
        <translation>Mọi số tiền chip trong trò theo bội số chip chung của mức cược đó…</translation>
    </message>
    <message>
        <source>A blind may be posted below its full amount if it is in multiples of…</source>
        <comment>rule.LC-68</comment>
        <translation>Mù có thể đặt dưới mức đủ nếu theo bội số…</translation>
    </message>
    <message>
        <source>The collection is taken first</source>
        <comment>rule.LC-69</comment>
        <translation>Thu phí nhà trước</translation>
    </message>
    <message>
        <source>Any player may point out a wrong bet amount or an error in awarding the…</source>
        <comment>rule.LC-7</comment>
        <translation>Bất kỳ ai cũng có thể chỉ ra cược sai hoặc lỗi khi trao…</translation>
    </message>
    <message>
        <source>A player whose stack cannot cover the button collection sits out the…</source>
        <comment>rule.LC-70</comment>
        <translation>Người không đủ chip trả phí button thì nghỉ…</translation>
    </message>
    <message>
        <source>An all-in player has a claim on every bet matched against him, never on…</source>
        <comment>rule.LC-71</comment>
        <translation>Người tất tay có quyền với mỗi cược được theo đối với mình, không bao giờ…</translation>
    </message>
    <message>
        <source>A called hand wins nothing at showdown until every one of its cards is…</source>
        <comment>rule.LC-72</comment>
        <translation>Bài bị theo không thắng gì khi lật bài cho đến khi mọi lá…</translation>
    </message>
    <message>
        <source>LC show order: whoever made the last aggressive action on the final…</source>
        <comment>rule.LC-73</comment>
        <translation>Thứ tự lật bài LC: người có hành động tấn công cuối ở vòng cuối…</translation>
    </message>
    <message>
        <source>Naming a hand out loud does not bind anyone; the cards decide</source>
        <comment>rule.LC-74</comment>
        <translation>Nói tên bài không ràng buộc ai; bài tự nói</translation>
    </message>
    <message>
        <source>Any seated player may ask to see every hand still active at showdown…</source>
        <comment>rule.LC-75</comment>
        <translation>Người ngồi bàn có thể yêu cầu xem mọi bài còn sống khi lật bài…</translation>
    </message>
    <message>
        <source>Cards may be exposed only at showdown</source>
        <comment>rule.LC-76</comment>
        <translation>Chỉ được lộ bài khi lật bài</translation>
    </message>
    <message>
        <source>LC show one, show all: when cards are exposed on purpose, every player…</source>
        <comment>rule.LC-77</comment>
        <translation>LC cho một người xem là cho tất cả: khi cố ý lộ bài, mọi người…</translation>
    </message>
    <message>
        <source>LC cards speak: the app reads tabled hands, and any player may read…</source>
        <comment>rule.LC-78</comment>
        <translation>LC bài tự nói: ứng dụng đọc bài đã lật, ai cũng có thể đọc…</translation>
    </message>
    <message>
        <source>The winner may keep his cards until the pot is pushed to him</source>
        <comment>rule.LC-79</comment>
        <translation>Người thắng có thể giữ bài đến khi được trả pot</translation>
    </message>
    <message>
        <source>An intact hand is live until the dealer kills it</source>
        <comment>rule.LC-80</comment>
        <translation>Bài còn nguyên vẫn sống cho đến khi dealer hủy</translation>
    </message>
    <message>
        <source>Cards that touch the muck face down are dead, with two exceptions where…</source>
        <comment>rule.LC-81</comment>
        <translation>Bài úp chạm muck là bài chết, với hai ngoại lệ…</translation>
    </message>
    <message>
        <source>Exception: the hand had been shown face up on the table at showdown</source>
        <comment>rule.LC-81a</comment>
        <translation>Ngoại lệ: bài đã được lật ngửa trên bàn khi lật bài</translation>
    </message>
    <message>
        <source>Exception: the hand was protected (LC-9)</source>
        <comment>rule.LC-81b</comment>
        <translation>Ngoại lệ: bài được giữ (LC-9)</translation>
    </message>
    <message>
        <source>A player who throws, spikes or slams his cards owns any resulting mess</source>
        <comment>rule.LC-82</comment>
        <translation>Người ném, đập bài chịu mọi hậu quả</translation>
    </message>
    <message>
        <source>A card dropped off the table may be ruled dead</source>
        <comment>rule.LC-83</comment>
        <translation>Lá rơi khỏi bàn có thể bị xử chết</translation>
    </message>
    <message>
        <source>Only the owner may turn his hand over</source>
        <comment>rule.LC-84</comment>
        <translation>Chỉ chủ bài được lật bài mình</translation>
    </message>
    <message>
        <source>Dead hand: a player folds, or says he folds, while facing a bet or raise</source>
        <comment>rule.LC-85a</comment>
        <translation>Bài chết: người chơi bỏ bài, hoặc nói bỏ bài, khi có cược hoặc tố</translation>
    </message>
    <message>
        <source>Dead hand: a player throws his hand forward and so causes another…</source>
        <comment>rule.LC-85b</comment>
        <translation>Bài chết: người chơi ném bài về trước và khiến người khác…</translation>
    </message>
    <message>
        <source>Dead hand: after acting, the hand does not have the correct number of…</source>
        <comment>rule.LC-85c</comment>
        <translation>Bài chết: sau khi hành động, bài không đúng số lá…</translation>
    </message>
    <message>
        <source>Dead hand: a player who asked to be dealt in is not in his seat in time…</source>
        <comment>rule.LC-85d</comment>
        <translation>Bài chết: người xin được chia không về ghế kịp…</translation>
    </message>
    <message>
        <source>Every new game draws for the button</source>
        <comment>rule.LC-86</comment>
        <translation>Mỗi trò mới rút bài chọn button</translation>
    </message>
    <message>
        <source>New game: seat the waiting list first, then lock seats…</source>
        <comment>rule.LC-87</comment>
        <translation>Trò mới: xếp danh sách chờ trước, rồi khóa ghế…</translation>
    </message>
    <message>
        <source>A player switching to a seat further clockwise (away from the…</source>
        <comment>rule.LC-88a</comment>
        <translation>Người chuyển sang ghế theo chiều kim đồng hồ (xa các…</translation>
    </message>
    <message>
        <source>A player who takes his button hand and then switches seats (deal off)…</source>
        <comment>rule.LC-88b</comment>
        <translation>Người chơi tay button rồi đổi ghế (deal off)…</translation>
    </message>
    <message>
        <source>A seat-changer carrying a missed-blind button owes both blinds plus…</source>
        <comment>rule.LC-88c</comment>
        <translation>Người đổi ghế có nút lỡ mù nợ cả hai mù cộng…</translation>
    </message>
    <message>
        <source>When two players swap seats, apply 88a–88c to each of them</source>
        <comment>rule.LC-88d</comment>
        <translation>Khi hai người đổi ghế cho nhau, áp dụng 88a–88c cho mỗi người</translation>
    </message>
    <message>
        <source>Two or more players wanting an open seat who cannot settle it: priority…</source>
        <comment>rule.LC-88e</comment>
        <translation>Hai người trở lên muốn một ghế trống mà không thỏa thuận được: ưu tiên…</translation>
    </message>
    <message>
        <source>With a waiting list, the floor offers an open seat to seated players…</source>
        <comment>rule.LC-88f</comment>
        <translation>Khi có danh sách chờ, floor mời người đang ngồi ghế trống trước…</translation>
    </message>
    <message>
        <source>Moving to another game requires a full buy-in, except for a player from…</source>
        <comment>rule.LC-89</comment>
        <translation>Chuyển sang trò khác phải mua đủ, trừ người từ…</translation>
    </message>
    <message>
        <source>Management may decide in the interest of the game and of fairness even…</source>
        <comment>rule.LC-8a</comment>
        <translation>Quản lý có thể quyết định vì lợi ích trò chơi và công bằng, kể cả…</translation>
    </message>
    <message>
        <source>Floorperson decisions are final</source>
        <comment>rule.LC-8b</comment>
        <translation>Quyết định của floor là cuối cùng</translation>
    </message>
    <message>
        <source>Irregularities must be raised when they happen, and any objection…</source>
        <comment>rule.LC-8c</comment>
        <translation>Sự cố phải nêu ngay khi xảy ra, và mọi phản đối…</translation>
    </message>
    <message>
        <source>Players protect their own cards (a chip or hand on them)</source>
        <comment>rule.LC-9</comment>
        <translation>Người chơi tự giữ bài mình (chip hoặc tay đặt lên)</translation>
    </message>
    <message>
        <source>Anyone moved involuntarily (game broke, limit went up, game type…</source>
        <comment>rule.LC-90</comment>
        <translation>Người bị chuyển không tự nguyện (bàn giải tán, tăng mức cược, loại trò…</translation>
    </message>
    <message>
        <source>A player who quits and returns to the same game within an hour must…</source>
        <comment>rule.LC-91</comment>
        <translation>Người rời đi rồi quay lại cùng trò trong vòng một giờ phải…</translation>
    </message>
    <message>
        <source>In a short game (fewer than 5 players), if one player asks for a seat…</source>
        <comment>rule.LC-92</comment>
        <translation>Trong trò ít người (dưới 5), nếu có người xin ghế…</translation>
    </message>
    <message>
        <source>In a game of 5 or more, a player whose refusal to ante or post causes…</source>
        <comment>rule.LC-93</comment>
        <translation>Trong trò từ 5 người, người từ chối đặt ante hoặc mù gây ra…</translation>
    </message>
    <message>
        <source>Game breaking with too few open seats at the same limit: players draw…</source>
        <comment>rule.LC-94a</comment>
        <translation>Bàn giải tán mà ít ghế trống cùng mức: người chơi rút bài…</translation>
    </message>
    <message>
        <source>Game breaking with enough open seats: missed-blind buttons of lobbying…</source>
        <comment>rule.LC-94b</comment>
        <translation>Bàn giải tán mà đủ ghế trống: nút lỡ mù của người vắng…</translation>
    </message>
    <message>
        <source>The floor must approve every table change</source>
        <comment>rule.LC-95</comment>
        <translation>Floor phải duyệt mọi lần đổi bàn</translation>
    </message>
    <message>
        <source>Table and game changes happen at once; a player may not play to his BB…</source>
        <comment>rule.LC-96</comment>
        <translation>Đổi bàn và đổi trò diễn ra ngay; không được chơi đến mù lớn…</translation>
    </message>
    <message>
        <source>Three-button rule: give a missed-blind button every time the BB passes…</source>
        <comment>rule.LC-97</comment>
        <translation>Luật ba nút: mỗi lần mù lớn đi qua thì thêm một nút lỡ mù…</translation>
    </message>
    <message>
        <source>A player who lobbies repeatedly may have his chips picked up before a…</source>
        <comment>rule.LC-98</comment>
        <translation>Người bỏ đi nhiều lần có thể bị thu chip trước…</translation>
    </message>
    <message>
        <source>Stud: after telling the floor, a player is allowed one 30-minute meal…</source>
        <comment>rule.LC-99</comment>
        <translation>Stud: sau khi báo floor, người chơi được nghỉ ăn 30 phút một lần…</translation>
    </message>
    <message>
        <source>All-in: the player has put all his playable chips in the pot</source>
        <comment>rule.LC-GL-03</comment>
        <translation>Tất tay: người chơi đã bỏ hết chip chơi được vào pot</translation>
    </message>
    <message>
        <source>Bring-in (= forced bet): the required wager that starts the first round</source>
        <comment>rule.LC-GL-09</comment>
        <translation>Bring-in (= cược bắt buộc): cược bắt buộc mở vòng đầu</translation>
    </message>
    <message>
        <source>Burn card: the top card, removed face down before each round of dealing</source>
        <comment>rule.LC-GL-10</comment>
        <translation>Lá đốt: lá trên cùng, bỏ úp trước mỗi vòng chia</translation>
    </message>
    <message>
        <source>Buy the button: see LC-43</source>
        <comment>rule.LC-GL-12</comment>
        <translation>Mua button: xem LC-43</translation>
    </message>
    <message>
        <source>Cap: the largest number of bets and raises in one round</source>
        <comment>rule.LC-GL-14</comment>
        <translation>Trần: số cược và tố tối đa trong một vòng</translation>
    </message>
    <message>
        <source>Collection on the button: the button player pays that hand&apos;s collection</source>
        <comment>rule.LC-GL-16</comment>
        <translation>Phí ở button: người ở button trả phí của ván đó</translation>
    </message>
    <message>
        <source>Complete the bet: top an all-in or forced wager up to a full limit bet</source>
        <comment>rule.LC-GL-18</comment>
        <translation>Cược đủ: bù tất tay hoặc cược bắt buộc lên đủ một cược</translation>
    </message>
    <message>
        <source>Dead card: a card that cannot be played</source>
        <comment>rule.LC-GL-19</comment>
        <translation>Lá chết: lá không thể dùng</translation>
    </message>
    <message>
        <source>Deal off: play the button hand, then change seats and come back in…</source>
        <comment>rule.LC-GL-21</comment>
        <translation>Deal off: chơi tay button, rồi đổi ghế và vào lại…</translation>
    </message>
    <message>
        <source>Facing a bet: next to act after a wager; options fold, call or raise</source>
        <comment>rule.LC-GL-25</comment>
        <translation>Đối mặt cược: người kế tiếp sau một cược; được bỏ bài, theo hoặc tố</translation>
    </message>
    <message>
        <source>Go broke: go all-in and lose</source>
        <comment>rule.LC-GL-30</comment>
        <translation>Hết chip: tất tay và thua</translation>
    </message>
    <message>
        <source>Hold button: marks a new player, or a player who is not entitled to a…</source>
        <comment>rule.LC-GL-33</comment>
        <translation>Nút chờ: đánh dấu người mới, hoặc người chưa có quyền…</translation>
    </message>
    <message>
        <source>Live blind: a forced blind whose poster may raise</source>
        <comment>rule.LC-GL-35</comment>
        <translation>Mù sống: mù bắt buộc mà người đặt được tố</translation>
    </message>
    <message>
        <source>Live straddle: voluntary, twice the BB, from one seat left of the BB…</source>
        <comment>rule.LC-GL-37</comment>
        <translation>Straddle sống: tự nguyện, gấp đôi mù lớn, từ ghế bên trái mù lớn…</translation>
    </message>
    <message>
        <source>Missed-blind button: marker placed before a player who missed one or…</source>
        <comment>rule.LC-GL-41</comment>
        <translation>Nút lỡ mù: dấu đặt trước người đã lỡ một hoặc…</translation>
    </message>
    <message>
        <source>Money plays: an announcement that money not yet turned into chips is in…</source>
        <comment>rule.LC-GL-42</comment>
        <translation>Tiền mặt chơi: thông báo rằng tiền chưa đổi chip đang…</translation>
    </message>
    <message>
        <source>Muck: the unused deck plus discarded cards, never the board or the burns</source>
        <comment>rule.LC-GL-43</comment>
        <translation>Muck: bài chưa dùng cộng bài đã bỏ, không gồm bài chung hay lá đốt</translation>
    </message>
    <message>
        <source>Play behind: a declaration that the player will cover bets beyond the…</source>
        <comment>rule.LC-GL-47</comment>
        <translation>Chơi phía sau: tuyên bố người chơi sẽ chịu cược vượt…</translation>
    </message>
    <message>
        <source>Play over: playing in a seat temporarily left by someone else</source>
        <comment>rule.LC-GL-48</comment>
        <translation>Chơi thay: chơi ở ghế người khác tạm rời</translation>
    </message>
    <message>
        <source>Pot for time: the players agree that the winner(s) of a chosen pot pay…</source>
        <comment>rule.LC-GL-50</comment>
        <translation>Pot tiền giờ: người chơi thỏa thuận người thắng pot được chọn trả…</translation>
    </message>
    <message>
        <source>Retrievable hand: a mucked hand that may still be ruled live</source>
        <comment>rule.LC-GL-53</comment>
        <translation>Bài lấy lại được: bài đã muck vẫn có thể được xử sống</translation>
    </message>
    <message>
        <source>River card: the last card of any poker game (in stud, the 7th card)</source>
        <comment>rule.LC-GL-54</comment>
        <translation>River: lá cuối của mọi trò poker (stud là lá thứ bảy)</translation>
    </message>
    <message>
        <source>Setup: two suited decks with different back colours replacing the decks…</source>
        <comment>rule.LC-GL-56</comment>
        <translation>Bộ bài mới: hai bộ cùng chất, lưng khác màu thay cho…</translation>
    </message>
    <message>
        <source>Short buy-in: any purchase or top-up smaller than a full buy-in</source>
        <comment>rule.LC-GL-57</comment>
        <translation>Mua thiếu: mọi khoản mua hoặc mua thêm dưới mức đủ</translation>
    </message>
    <message>
        <source>Short-handed game: fewer than five players</source>
        <comment>rule.LC-GL-58</comment>
        <translation>Trò ít người: dưới năm người</translation>
    </message>
    <message>
        <source>Split blinds: the two blinds agree to take their blinds back and not…</source>
        <comment>rule.LC-GL-62</comment>
        <translation>Chia mù: hai mù đồng ý lấy lại mù và không…</translation>
    </message>
    <message>
        <source>Chop blinds: same as split blinds</source>
        <comment>rule.LC-GL-64</comment>
        <translation>Chop mù: giống chia mù</translation>
    </message>
    <message>
        <source>Street: the cards of one dealing round (stud 4th to 7th; flop, turn =…</source>
        <comment>rule.LC-GL-65</comment>
        <translation>Vòng: các lá của một lượt chia (stud vòng 4 đến 7; flop, turn =…</translation>
    </message>
    <message>
        <source>String raise: a raise made in several motions without announcing it</source>
        <comment>rule.LC-GL-66</comment>
        <translation>Tố nhiều lần: tố bằng nhiều động tác mà không nói trước</translation>
    </message>
    <message>
        <source>Substantial action: at least two players have acted one after the other</source>
        <comment>rule.LC-GL-68</comment>
        <translation>Hành động đáng kể: ít nhất hai người hành động liên tiếp</translation>
    </message>
    <message>
        <source>Table change: a move to a different table of identical game and limit</source>
        <comment>rule.LC-GL-69</comment>
        <translation>Đổi bàn: chuyển sang bàn khác cùng trò và mức cược</translation>
    </message>
    <message>
        <source>Time collection: a fee collected from each player at a set rate…</source>
        <comment>rule.LC-GL-70</comment>
        <translation>Tiền giờ: phí thu từ mỗi người theo mức cố định…</translation>
    </message>
    <message>
        <source>Trailing blind: an SB sitting behind the button, on the hand that…</source>
        <comment>rule.LC-GL-72</comment>
        <translation>Mù sau: mù nhỏ ngồi sau button, ở ván mà…</translation>
    </message>
    <message>
        <source>Help-text-only terms: Action, Active Player, Bet, Big Blind, Blind…</source>
        <comment>rule.LC-GL-desc</comment>
        <translation>Thuật ngữ chỉ để giải thích: Action, Active Player, Bet, Big Blind, Blind…</translation>
    </message>
    <message>
        <source>LC floor staff decide by the spirit of a rule, not its letter, and…</source>
        <comment>rule.LC-P1</comment>
        <translation>Nhân viên floor LC quyết theo tinh thần của luật, không theo câu chữ, và…</translation>
    </message>
    <message>
        <source>Flag players who repeatedly and deliberately exploit the posting rules</source>
        <comment>rule.LC-P3</comment>
        <translation>Đánh dấu người cố ý lợi dụng luật đặt mù nhiều lần</translation>
    </message>
    <message>
        <source>Players may lobby (leave the table) at any time, subject to LC-97–99</source>
        <comment>rule.LC-P4</comment>
        <translation>Người chơi có thể rời bàn bất cứ lúc nào, theo LC-97–99</translation>
    </message>
    <message>
        <source>Whenever an irregularity happens, the floor is called</source>
        <comment>rule.LC-P5</comment>
        <translation>Khi có sự cố, gọi floor</translation>
    </message>
    <message>
        <source>Switch to the LC-high profile (rules 126–147 on top of 1–125) when the…</source>
        <comment>rule.LC-P6</comment>
        <translation>Chuyển sang hồ sơ LC cao (luật 126–147 thêm vào 1–125) khi…</translation>
    </message>
    <message>
        <source>$4-$8 Omaha is offered as high-only and as H/L (Thursdays)</source>
        <comment>rule.PGP-GAM-01</comment>
        <translation>Omaha $4-$8 có loại chỉ cao và cao-thấp (thứ Năm)</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha: minimum buy-in $40</source>
        <comment>rule.PGP-GAM-02</comment>
        <translation>Omaha $4-$8 của PGP: mua tối thiểu $40</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha (H and H/L): blinds $2 and $3 (the BB is below the $4…</source>
        <comment>rule.PGP-GAM-03</comment>
        <translation>Omaha $4-$8 của PGP (cao và cao-thấp): mù $2 và $3 (mù lớn dưới $4…</translation>
    </message>
    <message>
        <source>PGP $4-$8 Omaha H/L: a low is only possible when the board has three…</source>
        <comment>rule.PGP-GAM-04</comment>
        <translation>Omaha $4-$8 cao-thấp của PGP: chỉ có bài thấp khi bài chung có ba…</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread-limit Hold&apos;em: each bet on any street is at least $3…</source>
        <comment>rule.PGP-GAM-05</comment>
        <translation>Hold&apos;em khoảng $3-$100 của PGP: mỗi cược ở mọi vòng ít nhất $3…</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread Hold&apos;em: buy-in from $40 to $500</source>
        <comment>rule.PGP-GAM-06</comment>
        <translation>Hold&apos;em khoảng $3-$100 của PGP: mua từ $40 đến $500</translation>
    </message>
    <message>
        <source>PGP $3-$100 spread-limit Hold&apos;em: blinds $2 and $3</source>
        <comment>rule.PGP-GAM-07</comment>
        <translation>Hold&apos;em khoảng $3-$100 của PGP: mù $2 và $3</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread-limit Hold&apos;em: each bet is at least $5 and at most…</source>
        <comment>rule.PGP-GAM-08</comment>
        <translation>Hold&apos;em khoảng $5-$200 của PGP: mỗi cược ít nhất $5 và tối đa…</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread Hold&apos;em: buy-in from $100 to $1,000</source>
        <comment>rule.PGP-GAM-09</comment>
        <translation>Hold&apos;em khoảng $5-$200 của PGP: mua từ $100 đến $1,000</translation>
    </message>
    <message>
        <source>PGP $5-$200 spread-limit Hold&apos;em: blinds $3 and $5</source>
        <comment>rule.PGP-GAM-10</comment>
        <translation>Hold&apos;em khoảng $5-$200 của PGP: mù $3 và $5</translation>
    </message>
    <message>
        <source>PGP Hold&apos;em normally uses fixed-structure betting, and spread-limit…</source>
        <comment>rule.PGP-HE-01</comment>
        <translation>Hold&apos;em của PGP thường cược cấu trúc cố định, và giới hạn khoảng…</translation>
    </message>
    <message>
        <source>The button gets its cards last on the first deal and acts last on every…</source>
        <comment>rule.PGP-HE-02</comment>
        <translation>Button nhận bài cuối ở lượt chia đầu và hành động cuối mỗi…</translation>
    </message>
    <message>
        <source>Blinds (one or more) come from consecutive seats going clockwise from…</source>
        <comment>rule.PGP-HE-03</comment>
        <translation>Mù (một hoặc nhiều) từ các ghế liên tiếp theo chiều kim đồng hồ từ…</translation>
    </message>
    <message>
        <source>The first round opens with the player immediately to the left of the…</source>
        <comment>rule.PGP-HE-04</comment>
        <translation>Vòng đầu mở từ người ngay bên trái…</translation>
    </message>
    <message>
        <source>Each later round opens with the first player still in the hand to the…</source>
        <comment>rule.PGP-HE-05</comment>
        <translation>Mỗi vòng sau mở từ người đầu tiên còn trong ván bên…</translation>
    </message>
    <message>
        <source>Sequence is two hole cards, bet; flop (three cards turned together)…</source>
        <comment>rule.PGP-HE-06</comment>
        <translation>Trình tự: hai lá tẩy, cược; flop (lật ba lá cùng lúc)…</translation>
    </message>
    <message>
        <source>Hold&apos;em (PGP): best five from 2 hole cards plus board, using two, one…</source>
        <comment>rule.PGP-HE-07</comment>
        <translation>Hold&apos;em (PGP): năm lá tốt nhất từ 2 lá tẩy và bài chung, dùng hai, một…</translation>
    </message>
    <message>
        <source>A player who plays the board must say so before mucking</source>
        <comment>rule.PGP-HE-08</comment>
        <translation>Người chơi bài chung phải nói trước khi muck</translation>
    </message>
    <message>
        <source>Show PGP&apos;s ten-step ladder (royal flush down to high card)</source>
        <comment>rule.PGP-HE-09</comment>
        <translation>Hiện bảng mười hạng của PGP (thùng phá sảnh hoàng gia đến mậu thầu)</translation>
    </message>
    <message>
        <source>A player dealt too few cards receives the missing card(s) from the top…</source>
        <comment>rule.PGP-IRR-01</comment>
        <translation>Người bị chia thiếu nhận (các) lá còn thiếu từ trên cùng…</translation>
    </message>
    <message>
        <source>A player dealt an extra card has one card picked at random by the…</source>
        <comment>rule.PGP-IRR-02</comment>
        <translation>Người bị chia thừa một lá bị rút ngẫu nhiên một lá bởi…</translation>
    </message>
    <message>
        <source>If the extra card is found only after substantial action, the hand is…</source>
        <comment>rule.PGP-IRR-03</comment>
        <translation>Nếu lá thừa chỉ phát hiện sau hành động đáng kể, bài…</translation>
    </message>
    <message>
        <source>A flop with too many cards is taken back (except the burn) and…</source>
        <comment>rule.PGP-IRR-04</comment>
        <translation>Flop thừa lá thì thu lại (trừ lá đốt) và…</translation>
    </message>
    <message>
        <source>Same procedure as LC-110 for a flop dealt before betting ended</source>
        <comment>rule.PGP-IRR-05</comment>
        <translation>Cách làm như LC-110 với flop chia trước khi cược xong</translation>
    </message>
    <message>
        <source>Same procedure as LC-111 for a premature fourth board card</source>
        <comment>rule.PGP-IRR-06</comment>
        <translation>Cách làm như LC-111 với lá chung thứ tư ra sớm</translation>
    </message>
    <message>
        <source>A premature fifth card is handled like the premature fourth card…</source>
        <comment>rule.PGP-IRR-07</comment>
        <translation>Lá thứ năm ra sớm xử lý như lá thứ tư ra sớm…</translation>
    </message>
    <message>
        <source>A card the dealer exposes during the first deal is replaced after every…</source>
        <comment>rule.PGP-IRR-08</comment>
        <translation>Lá dealer làm lộ ở lượt chia đầu được thay sau khi mọi…</translation>
    </message>
    <message>
        <source>A card dealt off the table counts as an exposed card</source>
        <comment>rule.PGP-IRR-09</comment>
        <translation>Lá rơi khỏi bàn tính là lá bị lộ</translation>
    </message>
    <message>
        <source>A card exposed because it touched the player it was meant for stays…</source>
        <comment>rule.PGP-IRR-10</comment>
        <translation>Lá bị lộ do chạm người nhận thì giữ…</translation>
    </message>
    <message>
        <source>PGP H/L: the low needs 8 or better, which on a board means at least…</source>
        <comment>rule.PGP-LOW-01</comment>
        <translation>Cao-thấp PGP: bài thấp cần từ 8 trở xuống, nghĩa là bài chung ít nhất…</translation>
    </message>
    <message>
        <source>PGP H/L: a qualifying low is five cards of five different ranks, all 8…</source>
        <comment>rule.PGP-LOW-02</comment>
        <translation>Cao-thấp PGP: bài thấp đạt là năm lá năm hạng khác nhau, đều từ 8…</translation>
    </message>
    <message>
        <source>PGP worked example: board Q-10-7-7-6 has only two distinct low cards…</source>
        <comment>rule.PGP-LOW-03</comment>
        <translation>Ví dụ PGP: bài chung Q-10-7-7-6 chỉ có hai lá thấp khác nhau…</translation>
    </message>
    <message>
        <source>PGP worked example: board K-8-9-2-5 allows a low</source>
        <comment>rule.PGP-LOW-04</comment>
        <translation>Ví dụ PGP: bài chung K-8-9-2-5 có thể có bài thấp</translation>
    </message>
    <message>
        <source>Low order (PGP): 5-4-3-2-A best, 6-4-3-2-A second, 6-5-3-2-A third, and…</source>
        <comment>rule.PGP-LOW-05</comment>
        <translation>Thứ tự bài thấp (PGP): 5-4-3-2-A tốt nhất, 6-4-3-2-A thứ hai, 6-5-3-2-A thứ ba, và…</translation>
    </message>
    <message>
        <source>Straights and flushes never count against a low hand</source>
        <comment>rule.PGP-LOW-06</comment>
        <translation>Sảnh và thùng không bao giờ làm hỏng bài thấp</translation>
    </message>
    <message>
        <source>A new player may be dealt in at once, may wait and take the BB in turn…</source>
        <comment>rule.PGP-NEW-01</comment>
        <translation>Người mới có thể được chia ngay, có thể chờ đến lượt mù lớn…</translation>
    </message>
    <message>
        <source>A new player who posts in front of the button is skipped by the button…</source>
        <comment>rule.PGP-NEW-02</comment>
        <translation>Người mới đặt mù trước button thì button bỏ qua…</translation>
    </message>
    <message>
        <source>A player whose seat missed the blind(s) for any reason either posts…</source>
        <comment>rule.PGP-NEW-03</comment>
        <translation>Người mà ghế đã lỡ mù vì bất kỳ lý do gì thì đặt…</translation>
    </message>
    <message>
        <source>The button only ever moves forward, and the blinds follow it</source>
        <comment>rule.PGP-NEW-04</comment>
        <translation>Button chỉ tiến lên, các mù đi theo</translation>
    </message>
    <message>
        <source>A player who has not yet taken the BB and moves away from it may post a…</source>
        <comment>rule.PGP-NEW-05</comment>
        <translation>Người chưa đến mù lớn mà chuyển ra xa có thể đặt…</translation>
    </message>
    <message>
        <source>Omaha H/L (PGP): high and low may use different hole cards and board…</source>
        <comment>rule.PGP-O8-01</comment>
        <translation>Omaha cao-thấp (PGP): bài cao và thấp có thể dùng lá tẩy và bài chung khác nhau…</translation>
    </message>
    <message>
        <source>PGP Omaha H/L: the best high and the best low split the pot</source>
        <comment>rule.PGP-O8-02</comment>
        <translation>Omaha cao-thấp PGP: bài cao tốt nhất và bài thấp tốt nhất chia pot</translation>
    </message>
    <message>
        <source>PGP Omaha: four hole cards, then betting rounds before the flop and…</source>
        <comment>rule.PGP-OMA-01</comment>
        <translation>Omaha PGP: bốn lá tẩy, rồi các vòng cược trước flop và…</translation>
    </message>
    <message>
        <source>Omaha (PGP): exactly two hole cards plus three board cards; same high…</source>
        <comment>rule.PGP-OMA-02</comment>
        <translation>Omaha (PGP): đúng hai lá tẩy cộng ba lá chung; bài cao giống…</translation>
    </message>
    <message>
        <source>{rule_id}: {title}</source>
        <comment>rule.describe</comment>
        <translation>{rule_id}: {title}</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <comment>rules.at_least_one</comment>
        <translation>phải từ 1 trở lên</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>rules.blind.button</comment>
        <translation>mù ở nút (button)</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>rules.blind.small</comment>
        <translation>mù nhỏ</translation>
    </message>
    <message>
        <source>{amount} is not a multiple of the chip unit {unit} (LC-68)</source>
        <comment>rules.blind_not_in_chips</comment>
        <translation>{amount} không phải bội số của chip nhỏ nhất {unit} (LC-68)</translation>
    </message>
    <message>
        <source>{kind} {amount} is larger than the big blind {big}</source>
        <comment>rules.blind_over_big</comment>
        <translation>{kind} {amount} lớn hơn mù lớn {big}</translation>
    </message>
    <message>
        <source>bring-in ceiling {high} is below the floor {low}</source>
        <comment>rules.bring_in_ceiling_low</comment>
        <translation>mức trần bring-in {high} thấp hơn mức sàn {low}</translation>
    </message>
    <message>
        <source>completion {full} is below the bring-in ceiling {high}</source>
        <comment>rules.completion_low</comment>
        <translation>mức cược đủ {full} thấp hơn trần bring-in {high}</translation>
    </message>
    <message>
        <source>{game}</source>
        <comment>rules.game_name</comment>
        <translation>{game}</translation>
    </message>
    <message>
        <source>{house} {game}: the rulebook names no limits, the room must list them in its own profile file ({reason})</source>
        <comment>rules.limits_by_room</comment>
        <translation>{house} {game}: luật không nêu mức cược; phòng phải liệt kê chúng trong tệp hồ sơ riêng ({reason})</translation>
    </message>
    <message>
        <source>none</source>
        <comment>rules.no_games</comment>
        <translation>không có</translation>
    </message>
    <message>
        <source>{house} {game}: no limit {limit} (limits: {limits})</source>
        <comment>rules.no_such_limit</comment>
        <translation>{house} {game}: không có mức {limit} (các mức: {limits})</translation>
    </message>
    <message>
        <source>{house} does not spread {game} (games: {offered})</source>
        <comment>rules.not_spread</comment>
        <translation>{house} không mở {game} (các trò: {offered})</translation>
    </message>
    <message>
        <source>K04: PGP states no collection</source>
        <comment>rules.reason.00383584d6</comment>
        <translation>K04: PGP không nêu phí nhà</translation>
    </message>
    <message>
        <source>CG does not say</source>
        <comment>rules.reason.01698de9c9</comment>
        <translation>CG không nói</translation>
    </message>
    <message>
        <source>CG states banker eligibility only for Hot Action (K27)</source>
        <comment>rules.reason.032a34432a</comment>
        <translation>CG chỉ nêu ai được làm cái cho Hot Action (K27)</translation>
    </message>
    <message>
        <source>PGP gives no common chip</source>
        <comment>rules.reason.03d6742806</comment>
        <translation>PGP không nêu chip thông dụng</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14, CG-O8-08)</source>
        <comment>rules.reason.0523eaf0da</comment>
        <translation>CG chỉ nói hòa thì chia đều (CG-RNK-14, CG-O8-08)</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow house way at CG</source>
        <comment>rules.reason.055e98465e</comment>
        <translation>Gaps: không có House Way cho Pai Gow ở CG</translation>
    </message>
    <message>
        <source>posted at each table (HTP-FLH-13)</source>
        <comment>rules.reason.0b4372b32c</comment>
        <translation>niêm yết tại mỗi bàn (HTP-FLH-13)</translation>
    </message>
    <message>
        <source>posted table limits; never above the Ante (CG-3CP-B02)</source>
        <comment>rules.reason.0d9c102207</comment>
        <translation>mức cược niêm yết của bàn; không bao giờ cao hơn Ante (CG-3CP-B02)</translation>
    </message>
    <message>
        <source>HTP posts its Bonus table at the table (set per room)</source>
        <comment>rules.reason.0dd9e3dd6a</comment>
        <translation>HTP niêm yết bảng Bonus tại bàn (mỗi phòng tự đặt)</translation>
    </message>
    <message>
        <source>posted table limits</source>
        <comment>rules.reason.0fc5d19680</comment>
        <translation>mức cược niêm yết của bàn</translation>
    </message>
    <message>
        <source>HTP only says the low up card starts (K22)</source>
        <comment>rules.reason.107d4f97cc</comment>
        <translation>HTP chỉ nói lá ngửa thấp nhất mở đầu (K22)</translation>
    </message>
    <message>
        <source>HTP describes a rake only for its banked games</source>
        <comment>rules.reason.1120514653</comment>
        <translation>HTP chỉ nêu rake cho các trò có cái</translation>
    </message>
    <message>
        <source>LC states no stud collection</source>
        <comment>rules.reason.1a9da092d5</comment>
        <translation>LC không nêu phí nhà cho stud</translation>
    </message>
    <message>
        <source>posted at each table (HTP-2CP-10)</source>
        <comment>rules.reason.210333fe39</comment>
        <translation>niêm yết tại mỗi bàn (HTP-2CP-10)</translation>
    </message>
    <message>
        <source>Gaps: no action order for the Hot Action P/D&apos;s coverage</source>
        <comment>rules.reason.2a8ae0899e</comment>
        <translation>Gaps: không có thứ tự chi trả cho người làm cái Hot Action</translation>
    </message>
    <message>
        <source>LC gives no stud ante</source>
        <comment>rules.reason.34abb6b0a1</comment>
        <translation>LC không nêu ante cho stud</translation>
    </message>
    <message>
        <source>HTP gives no common chip</source>
        <comment>rules.reason.35dbeada2e</comment>
        <translation>HTP không nêu chip thông dụng</translation>
    </message>
    <message>
        <source>CG states no Hot Action rotation (K14 names 3CP and Pai Gow)</source>
        <comment>rules.reason.39c11867f5</comment>
        <translation>CG không nêu vòng luân phiên cho Hot Action (K14 nêu 3CP và Pai Gow)</translation>
    </message>
    <message>
        <source>AMB-02: only &apos;part of a bet&apos;</source>
        <comment>rules.reason.39e55c3949</comment>
        <translation>AMB-02: chỉ &apos;một phần của cược&apos;</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14); Gaps: odd chip at CG</source>
        <comment>rules.reason.3aadbf891f</comment>
        <translation>CG chỉ nói hòa thì chia đều (CG-RNK-14); Gaps: chip lẻ ở CG</translation>
    </message>
    <message>
        <source>HTP names no limits and no blind amount (Gaps: amount of the single blind)</source>
        <comment>rules.reason.3b066d770c</comment>
        <translation>HTP không nêu mức cược và mức mù (Gaps: mức của mù duy nhất)</translation>
    </message>
    <message>
        <source>K09: CG states a kill only for Omaha 8</source>
        <comment>rules.reason.3c074c2966</comment>
        <translation>K09: CG chỉ nêu kill cho Omaha 8</translation>
    </message>
    <message>
        <source>Gaps: decks and jokers not stated; a suited-ace Natural 22 needs two decks or more</source>
        <comment>rules.reason.3e5b47c0d3</comment>
        <translation>Gaps: không nêu số bộ bài và joker; Natural 22 bằng hai át cùng chất cần từ hai bộ bài trở lên</translation>
    </message>
    <message>
        <source>LC collection amounts per limit (Gaps)</source>
        <comment>rules.reason.423b51b7d9</comment>
        <translation>mức phí nhà của LC theo từng mức cược (Gaps)</translation>
    </message>
    <message>
        <source>Gaps: heads-up blinds outside LC high</source>
        <comment>rules.reason.42b17725b1</comment>
        <translation>Gaps: mù khi chơi tay đôi ngoài LC high</translation>
    </message>
    <message>
        <source>K05: CG has only a glossary entry for a short bet (CG-GL-60)</source>
        <comment>rules.reason.442e45f49a</comment>
        <translation>K05: CG chỉ có mục từ điển cho cược thiếu (CG-GL-60)</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-2CP-14)</source>
        <comment>rules.reason.458ea5b316</comment>
        <translation>mức rake được công bố tại bàn (HTP-2CP-14)</translation>
    </message>
    <message>
        <source>Gaps: CG 3CP collection amount</source>
        <comment>rules.reason.47f550e034</comment>
        <translation>Gaps: mức phí nhà 3CP ở CG</translation>
    </message>
    <message>
        <source>K15: HTP has no irregularity rules</source>
        <comment>rules.reason.492ce8cb51</comment>
        <translation>K15: HTP không có luật về sự cố</translation>
    </message>
    <message>
        <source>CG does not speak of short buy-ins</source>
        <comment>rules.reason.4934b121b0</comment>
        <translation>CG không nói về mua thiếu</translation>
    </message>
    <message>
        <source>K16: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.4e4ead6eea</comment>
        <translation>K16: các trang của CG không có luật về sự cố</translation>
    </message>
    <message>
        <source>HTP does not say whether its blind is live</source>
        <comment>rules.reason.5147e64764</comment>
        <translation>HTP không nói mù của họ có sống không</translation>
    </message>
    <message>
        <source>Gaps: PGP spread limit minimum raise</source>
        <comment>rules.reason.5222e89b77</comment>
        <translation>Gaps: mức tố tối thiểu của spread limit ở PGP</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-FLH-19)</source>
        <comment>rules.reason.62fd40a083</comment>
        <translation>mức rake được công bố tại bàn (HTP-FLH-19)</translation>
    </message>
    <message>
        <source>Gaps: odd chip at HTP</source>
        <comment>rules.reason.63a0feb33a</comment>
        <translation>Gaps: chip lẻ ở HTP</translation>
    </message>
    <message>
        <source>CG gives no time amount</source>
        <comment>rules.reason.64759baa50</comment>
        <translation>CG không nêu mức phí giờ</translation>
    </message>
    <message>
        <source>AMB-16d: where the kill blind sits and acts is not given</source>
        <comment>rules.reason.66985b8494</comment>
        <translation>AMB-16d: không nêu mù kill ngồi đâu và hành động khi nào</translation>
    </message>
    <message>
        <source>no common chip given for 10-20 (LC-67, AMB-21)</source>
        <comment>rules.reason.68906f264a</comment>
        <translation>không nêu chip thông dụng cho 10-20 (LC-67, AMB-21)</translation>
    </message>
    <message>
        <source>CG does not say how the button moves past empty seats</source>
        <comment>rules.reason.691028a4bc</comment>
        <translation>CG không nói nút di chuyển qua ghế trống thế nào</translation>
    </message>
    <message>
        <source>K22: CG has no exposed-card rule</source>
        <comment>rules.reason.693b5dcb3e</comment>
        <translation>K22: CG không có luật lá bài bị lộ</translation>
    </message>
    <message>
        <source>LC gives a heads-up blind rule only from 10-20 (LC-133); Gaps: heads-up blinds outside LC high</source>
        <comment>rules.reason.6c9a1842f7</comment>
        <translation>LC chỉ nêu luật mù tay đôi từ 10-20 (LC-133); Gaps: mù tay đôi ngoài LC high</translation>
    </message>
    <message>
        <source>CG does not say which half takes an odd chip</source>
        <comment>rules.reason.718599b6e3</comment>
        <translation>CG không nói nửa nào nhận chip lẻ</translation>
    </message>
    <message>
        <source>HTP names no limits and no blind amount (Gaps)</source>
        <comment>rules.reason.71ff3754c9</comment>
        <translation>HTP không nêu mức cược và mức mù (Gaps)</translation>
    </message>
    <message>
        <source>Gaps: no coverage order for the Pai Gow P/D&apos;s stake</source>
        <comment>rules.reason.7b02eb8a87</comment>
        <translation>Gaps: không có thứ tự chi trả cho tiền cái Pai Gow</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow commission at CG</source>
        <comment>rules.reason.7e067e38d9</comment>
        <translation>Gaps: không có hoa hồng Pai Gow ở CG</translation>
    </message>
    <message>
        <source>HTP only says the low up card starts (K22); Gaps: ace high or low for the Stud 8 bring-in</source>
        <comment>rules.reason.8655a9fe10</comment>
        <translation>HTP chỉ nói lá ngửa thấp nhất mở đầu (K22); Gaps: át cao hay thấp cho bring-in Stud 8</translation>
    </message>
    <message>
        <source>LC does not say whether the bring-in counts toward the cap (AMB-31 covers CG only)</source>
        <comment>rules.reason.8b99a3bcac</comment>
        <translation>LC không nói bring-in có tính vào giới hạn cược không (AMB-31 chỉ áp dụng cho CG)</translation>
    </message>
    <message>
        <source>AMB-02: only &apos;part of a bet&apos;; 0 gives the two-blind reading</source>
        <comment>rules.reason.8c6f8de79d</comment>
        <translation>AMB-02: chỉ &apos;một phần của cược&apos;; 0 cho cách hiểu hai mù</translation>
    </message>
    <message>
        <source>K06: PGP gives no raise count (Gaps: PGP spread limit)</source>
        <comment>rules.reason.8dd701e0db</comment>
        <translation>K06: PGP không nêu số lần tố (Gaps: spread limit ở PGP)</translation>
    </message>
    <message>
        <source>K16: HTP has no irregularity rules</source>
        <comment>rules.reason.8dddfbc532</comment>
        <translation>K16: HTP không có luật về sự cố</translation>
    </message>
    <message>
        <source>posted at each table (HTP-3CP-10)</source>
        <comment>rules.reason.9552e8c96b</comment>
        <translation>niêm yết tại mỗi bàn (HTP-3CP-10)</translation>
    </message>
    <message>
        <source>AMB-16d: the kill blind&apos;s seat and order of action are not given</source>
        <comment>rules.reason.98711aea67</comment>
        <translation>AMB-16d: không nêu ghế và thứ tự hành động của mù kill</translation>
    </message>
    <message>
        <source>LC time amounts (Gaps)</source>
        <comment>rules.reason.9c1c921a4f</comment>
        <translation>mức phí giờ của LC (Gaps)</translation>
    </message>
    <message>
        <source>not stated by CG for Pai Gow</source>
        <comment>rules.reason.9cac159496</comment>
        <translation>CG không nêu cho Pai Gow</translation>
    </message>
    <message>
        <source>K03: CG does not state new-player entry</source>
        <comment>rules.reason.9cc46855d8</comment>
        <translation>K03: CG không nêu cách người chơi mới vào bàn</translation>
    </message>
    <message>
        <source>Gaps: no Pai Gow commission or collection at CG</source>
        <comment>rules.reason.9fc82b9fd0</comment>
        <translation>Gaps: không có hoa hồng hay phí nhà Pai Gow ở CG</translation>
    </message>
    <message>
        <source>CG only says ties split equally (CG-RNK-14)</source>
        <comment>rules.reason.a044ecbb3f</comment>
        <translation>CG chỉ nói hòa thì chia đều (CG-RNK-14)</translation>
    </message>
    <message>
        <source>posted at each table</source>
        <comment>rules.reason.a1711ca576</comment>
        <translation>niêm yết tại mỗi bàn</translation>
    </message>
    <message>
        <source>Gaps: HTP never defines an eligible designated player (K27)</source>
        <comment>rules.reason.a1ca77c9e7</comment>
        <translation>Gaps: HTP không định nghĩa ai được làm người chơi chỉ định (K27)</translation>
    </message>
    <message>
        <source>PGP says only the big blind part of a missed-blind post is live</source>
        <comment>rules.reason.a73eb5dee3</comment>
        <translation>PGP nói chỉ phần mù lớn của khoản đặt bù mù là sống</translation>
    </message>
    <message>
        <source>LC blind amounts per limit (Gaps)</source>
        <comment>rules.reason.a7c07f92f3</comment>
        <translation>mức mù của LC theo từng mức cược (Gaps)</translation>
    </message>
    <message>
        <source>K17: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.aa27bfdc42</comment>
        <translation>K17: các trang của CG không có luật về sự cố</translation>
    </message>
    <message>
        <source>no source says where a kill blind sits or acts (AMB-16d, Gaps)</source>
        <comment>rules.reason.b09ca8bebf</comment>
        <translation>không nguồn nào nói mù kill ngồi đâu hay hành động khi nào (AMB-16d, Gaps)</translation>
    </message>
    <message>
        <source>posted CG betting limits (CG-HAB-08)</source>
        <comment>rules.reason.b3f175a93e</comment>
        <translation>mức cược CG niêm yết (CG-HAB-08)</translation>
    </message>
    <message>
        <source>LC gives no stud bring-in</source>
        <comment>rules.reason.b5318db20d</comment>
        <translation>LC không nêu bring-in cho stud</translation>
    </message>
    <message>
        <source>LC orders suits only for odd chips and card draws (LC-27b, LC-28), not for the bring-in</source>
        <comment>rules.reason.b660f269ad</comment>
        <translation>LC chỉ xếp thứ tự chất cho chip lẻ và rút bài (LC-27b, LC-28), không cho bring-in</translation>
    </message>
    <message>
        <source>HTP implies an open pair changes the limit in high stud (HTP-S8-02) without saying how</source>
        <comment>rules.reason.b782a35461</comment>
        <translation>HTP ngụ ý đôi ngửa đổi mức cược trong stud cao (HTP-S8-02) mà không nói thế nào</translation>
    </message>
    <message>
        <source>Gaps: no payout rates for naturals or the Super Natural</source>
        <comment>rules.reason.b8ba12a227</comment>
        <translation>Gaps: không có tỷ lệ trả cho natural hay Super Natural</translation>
    </message>
    <message>
        <source>HTP posts its Pair Plus table at the table (set per room)</source>
        <comment>rules.reason.b985ddadaf</comment>
        <translation>HTP niêm yết bảng Pair Plus tại bàn (mỗi phòng tự đặt)</translation>
    </message>
    <message>
        <source>the room picks one of the three modes and discloses it at the table</source>
        <comment>rules.reason.ba24fb8abb</comment>
        <translation>phòng chọn một trong ba chế độ và công bố tại bàn</translation>
    </message>
    <message>
        <source>CG states no Hot Action rotation</source>
        <comment>rules.reason.bcae8ebe05</comment>
        <translation>CG không nêu vòng luân phiên cho Hot Action</translation>
    </message>
    <message>
        <source>CG defines collection and time but not how its poker games collect</source>
        <comment>rules.reason.be9aa269ed</comment>
        <translation>CG định nghĩa phí nhà và phí giờ nhưng không nêu các trò poker thu thế nào</translation>
    </message>
    <message>
        <source>K18: CG does not state missed-blind rules</source>
        <comment>rules.reason.c1a4649918</comment>
        <translation>K18: CG không nêu luật mù bị bỏ lỡ</translation>
    </message>
    <message>
        <source>CG gives no poker collection amount</source>
        <comment>rules.reason.ca3188698a</comment>
        <translation>CG không nêu mức phí nhà cho poker</translation>
    </message>
    <message>
        <source>not stated by CG for poker</source>
        <comment>rules.reason.caf0dfd80e</comment>
        <translation>CG không nêu cho poker</translation>
    </message>
    <message>
        <source>not stated by CG for Hot Action</source>
        <comment>rules.reason.cb8673d9e9</comment>
        <translation>CG không nêu cho Hot Action</translation>
    </message>
    <message>
        <source>PGP states no collection</source>
        <comment>rules.reason.d3069a5a70</comment>
        <translation>PGP không nêu phí nhà</translation>
    </message>
    <message>
        <source>HTP names no limits, antes or bring-ins (Gaps)</source>
        <comment>rules.reason.d56169c922</comment>
        <translation>HTP không nêu mức cược, ante hay bring-in (Gaps)</translation>
    </message>
    <message>
        <source>K06: CG caps raises only in stud (CG-STD-07)</source>
        <comment>rules.reason.d580a737cc</comment>
        <translation>K06: CG chỉ giới hạn số lần tố trong stud (CG-STD-07)</translation>
    </message>
    <message>
        <source>HTP never mentions burn cards</source>
        <comment>rules.reason.d629ffd721</comment>
        <translation>HTP không hề nhắc đến lá đốt</translation>
    </message>
    <message>
        <source>HTP posts its Trips table at the table (AMB-14d, set per room)</source>
        <comment>rules.reason.d8924e9499</comment>
        <translation>HTP niêm yết bảng Trips tại bàn (AMB-14d, mỗi phòng tự đặt)</translation>
    </message>
    <message>
        <source>LC-47 says kill pots exist but the rulebook gives no kill structure</source>
        <comment>rules.reason.d8cbf8feec</comment>
        <translation>LC-47 nói có pot kill nhưng luật không nêu cấu trúc kill</translation>
    </message>
    <message>
        <source>HTP posts its Blind rates at the table (set per room)</source>
        <comment>rules.reason.dff3edf6d6</comment>
        <translation>HTP niêm yết tỷ lệ Blind tại bàn (mỗi phòng tự đặt)</translation>
    </message>
    <message>
        <source>rake amounts are disclosed at the table (HTP-3CP-16)</source>
        <comment>rules.reason.e0192f1bbb</comment>
        <translation>mức rake được công bố tại bàn (HTP-3CP-16)</translation>
    </message>
    <message>
        <source>K17: HTP has no irregularity rules</source>
        <comment>rules.reason.e67c0be32f</comment>
        <translation>K17: HTP không có luật về sự cố</translation>
    </message>
    <message>
        <source>LC describes collection on the button and time collection, neither for stud</source>
        <comment>rules.reason.e9e8328480</comment>
        <translation>LC nêu phí nhà ở nút và phí giờ, không cái nào cho stud</translation>
    </message>
    <message>
        <source>Gaps: odd chip at PGP</source>
        <comment>rules.reason.eb0af090fb</comment>
        <translation>Gaps: chip lẻ ở PGP</translation>
    </message>
    <message>
        <source>K15: CG&apos;s pages have no irregularity rules</source>
        <comment>rules.reason.ebbfd08788</comment>
        <translation>K15: các trang của CG không có luật về sự cố</translation>
    </message>
    <message>
        <source>CG gives no common chip</source>
        <comment>rules.reason.f643a9216e</comment>
        <translation>CG không nêu chip thông dụng</translation>
    </message>
    <message>
        <source>HTP states jackpot eligibility only for Three Card Poker</source>
        <comment>rules.reason.f6d6f3011c</comment>
        <translation>HTP chỉ nêu điều kiện jackpot cho Three Card Poker</translation>
    </message>
    <message>
        <source>CG defines check-raise (CG-GL-24) without allowing or barring it</source>
        <comment>rules.reason.fb877ce35f</comment>
        <translation>CG định nghĩa check-raise (CG-GL-24) mà không cho phép hay cấm</translation>
    </message>
    <message>
        <source>not stated by {house}</source>
        <comment>rules.reason.not_stated</comment>
        <translation>{house} không nêu</translation>
    </message>
    <message>
        <source>{rule}: not stated by {house}</source>
        <comment>rules.reason.rule_not_stated</comment>
        <translation>{rule}: {house} không nêu</translation>
    </message>
    <message>
        <source>{key}: set by the room, not by the rulebook ({reason})</source>
        <comment>rules.room_setting_missing</comment>
        <translation>{key}: do phòng đặt, không phải luật ({reason})</translation>
    </message>
    <message>
        <source>unknown game {game} (known: {known})</source>
        <comment>rules.unknown_game</comment>
        <translation>trò không rõ {game} (đã biết: {known})</translation>
    </message>
    <message>
        <source>Take the full-game collection (${amount}) from seat {seat}&apos;s stack into the next hand&apos;s pot: the button has passed his missed blinds</source>
        <comment>seat_dues.collect.full_collection_next_pot</comment>
        <translation>Thu phí nhà bàn đầy (${amount}) từ chồng chip của ghế {seat} vào pot của ván sau: nút đã đi qua các mù bị bỏ lỡ của người đó</translation>
    </message>
    <message>
        <source>Take the full-game collection (${amount}) from seat {seat}&apos;s stack into the pot: the button has passed his missed blinds</source>
        <comment>seat_dues.collect.full_collection_this_pot</comment>
        <translation>Thu phí nhà bàn đầy (${amount}) từ chồng chip của ghế {seat} vào pot: nút đã đi qua các mù bị bỏ lỡ của người đó</translation>
    </message>
    <message>
        <source>Must-move game short-handed: call the floor to set the collection</source>
        <comment>seat_dues.floor.must_move_short_handed</comment>
        <translation>Bàn must-move thiếu người: gọi floor để định phí nhà</translation>
    </message>
    <message>
        <source>Seat {seat} cannot cover the ${amount} collection: the button stays on his seat and he is dealt out of this hand; no collection is taken</source>
        <comment>seat_dues.info.button_sits_out_short</comment>
        <translation>Ghế {seat} không đủ trả phí nhà ${amount}: nút vẫn ở ghế đó và người đó không được chia bài ván này; không thu phí nhà</translation>
    </message>
    <message>
        <source>Seat {seat} dealt off: he comes back without posting once the blinds and the button have passed his seat</source>
        <comment>seat_dues.info.dealt_off</comment>
        <translation>Ghế {seat} đã nghỉ (dealt off): quay lại không cần đặt mù khi các mù và nút đã đi qua ghế của người đó</translation>
    </message>
    <message>
        <source>Seat {seat}: the blinds have passed this new player twice; he carries a missed-blind button: {options}</source>
        <comment>seat_dues.info.late_newcomer</comment>
        <translation>Ghế {seat}: các mù đã đi qua người chơi mới này hai lần; người đó mang nút lỡ mù: {options}</translation>
    </message>
    <message>
        <source>Seat {seat} could not cover the collection and sat out his button hand: this hand he is all-in with what he has, unless he rebuys</source>
        <comment>seat_dues.info.short_button</comment>
        <translation>Ghế {seat} không đủ trả phí nhà và đã ngồi ngoài ván nút của mình: ván này người đó tất tay (all-in) với số đang có, trừ khi mua thêm</translation>
    </message>
    <message>
        <source>Collection set by {floor} while short-handed: ${amount}</source>
        <comment>seat_dues.info.short_handed_collection_set</comment>
        <translation>Phí nhà do {floor} định khi thiếu người: ${amount}</translation>
    </message>
    <message>
        <source>Seat {seat} missed his button: he may come back before his big blind by paying the ${amount} button collection, which plays</source>
        <comment>seat_dues.info.skipped_button</comment>
        <translation>Ghế {seat} đã lỡ lượt nút: có thể quay lại trước mù lớn của mình bằng cách trả phí nút ${amount}, khoản này được tính vào cược</translation>
    </message>
    <message>
        <source>buy the button</source>
        <comment>seat_dues.option.buy_button</comment>
        <translation>mua button</translation>
    </message>
    <message>
        <source>deal in now</source>
        <comment>seat_dues.option.deal_now</comment>
        <translation>vào ngay</translation>
    </message>
    <message>
        <source>{option}</source>
        <comment>seat_dues.option.other</comment>
        <translation>{option}</translation>
    </message>
    <message>
        <source>post a big blind</source>
        <comment>seat_dues.option.post_big_blind</comment>
        <translation>đặt mù lớn</translation>
    </message>
    <message>
        <source>post in front of the button</source>
        <comment>seat_dues.option.post_in_front_of_button</comment>
        <translation>đặt trước button</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <comment>seat_dues.option.post_missed_blinds</comment>
        <translation>đặt các mù đã lỡ</translation>
    </message>
    <message>
        <source>come in with a straddle</source>
        <comment>seat_dues.option.straddle</comment>
        <translation>vào bằng straddle</translation>
    </message>
    <message>
        <source>wait for the big blind</source>
        <comment>seat_dues.option.wait_for_big_blind</comment>
        <translation>chờ mù lớn</translation>
    </message>
    <message>
        <source>the collection changes only between hands</source>
        <comment>seat_dues.refusal.collection_changes_only_between_hands</comment>
        <translation>phí nhà chỉ đổi giữa các ván</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>seat_dues.refusal.floor_decision_names_floorperson_who</comment>
        <translation>quyết định của floor ghi tên floor đã quyết</translation>
    </message>
    <message>
        <source>the floor sets the collection only when fewer than {SHORT_HANDED} play (LC-145)</source>
        <comment>seat_dues.refusal.floor_sets_collection_only_when</comment>
        <translation>floor chỉ đặt phí khi có ít hơn {SHORT_HANDED} người chơi (LC-145)</translation>
    </message>
    <message>
        <source>take the full-game collection from seat(s) {owing} first: the button has passed their missed blinds (LC-131)</source>
        <comment>seat_dues.refusal.full_collection_first</comment>
        <translation>hãy thu phí nhà bàn đầy từ (các) ghế {owing} trước: nút đã đi qua các mù bị bỏ lỡ của họ (LC-131)</translation>
    </message>
    <message>
        <source>the full-game collection from seat {seat} is ${due} (LC-131)</source>
        <comment>seat_dues.refusal.full_game_collection_seat_lc</comment>
        <translation>phí bàn đầy của ghế {seat} là ${due} (LC-131)</translation>
    </message>
    <message>
        <source>seat {seat}: the blinds have passed this new player {passes} times, so he carries a missed-blind button; he may now: {options} (LC-39, LC-127)</source>
        <comment>seat_dues.refusal.late_newcomer_options</comment>
        <translation>ghế {seat}: các mù đã đi qua người chơi mới này {passes} lần, nên người đó mang nút lỡ mù; giờ có thể: {options} (LC-39, LC-127)</translation>
    </message>
    <message>
        <source>the pot is being pushed: take the full-game collection once the hand is over; it goes into the next pot (LC-131)</source>
        <comment>seat_dues.refusal.pot_being_pushed_take_full</comment>
        <translation>pot đang được trả: thu phí bàn đầy khi ván xong; nó vào pot sau (LC-131)</translation>
    </message>
    <message>
        <source>seat changes happen between hands</source>
        <comment>seat_dues.refusal.seat_changes_happen_between_hands</comment>
        <translation>đổi ghế diễn ra giữa các ván</translation>
    </message>
    <message>
        <source>seat {seat} is empty: use a seat change (LC-88)</source>
        <comment>seat_dues.refusal.seat_empty_use_seat_change</comment>
        <translation>ghế {seat} trống: dùng đổi ghế (LC-88)</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: take it between hands</source>
        <comment>seat_dues.refusal.seat_hand_take_between_hands</comment>
        <translation>ghế {seat} đang trong ván: thu giữa các ván</translation>
    </message>
    <message>
        <source>seat {from_seat} has not just played the button hand: a deal-off seat change is for the player who took his button (LC-88b)</source>
        <comment>seat_dues.refusal.seat_has_just_played_button</comment>
        <translation>ghế {from_seat} không vừa chơi ván button: đổi ghế sau button là cho người vừa có button (LC-88b)</translation>
    </message>
    <message>
        <source>seat {seat} owes no full-game collection (LC-131)</source>
        <comment>seat_dues.refusal.seat_owes_no_full_game</comment>
        <translation>ghế {seat} không nợ phí bàn đầy (LC-131)</translation>
    </message>
    <message>
        <source>a short-handed collection is between $0 and the full ${collection}</source>
        <comment>seat_dues.refusal.short_handed_collection_between_0</comment>
        <translation>phí khi ít người nằm giữa $0 và mức đủ ${collection}</translation>
    </message>
    <message>
        <source>a swap needs two different seats</source>
        <comment>seat_dues.refusal.swap_needs_two_different_seats</comment>
        <translation>đổi chỗ cần hai ghế khác nhau</translation>
    </message>
    <message>
        <source>this table does not collect on the button (LC-145)</source>
        <comment>seat_dues.refusal.table_does_collect_button_lc</comment>
        <translation>bàn này không thu phí theo button (LC-145)</translation>
    </message>
    <message>
        <source>this table is not a must-move game (LC-145)</source>
        <comment>seat_dues.refusal.table_must_move_game_lc</comment>
        <translation>bàn này không phải bàn chuyển bắt buộc (LC-145)</translation>
    </message>
    <message>
        <source>a floor decision is confirmed or overridden</source>
        <comment>seating.refusal.floor_decision_confirmed_overridden</comment>
        <translation>quyết định của floor được xác nhận hoặc thay đổi</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>seating.refusal.floor_decision_names_floorperson_who</comment>
        <translation>quyết định của floor ghi tên floor đã quyết</translation>
    </message>
    <message>
        <source>an override needs a reason</source>
        <comment>seating.refusal.override_needs_reason</comment>
        <translation>thay đổi phán quyết cần lý do</translation>
    </message>
    <message>
        <source>ruling {ruling} was already {status} by {decided_by}</source>
        <comment>seating.refusal.ruling_was_already</comment>
        <translation>phán quyết {ruling} đã được {decided_by} {status}</translation>
    </message>
    <message>
        <source>there is no ruling {ruling}</source>
        <comment>seating.refusal.there_no_ruling</comment>
        <translation>không có phán quyết {ruling}</translation>
    </message>
    <message>
        <source>no board card is due now</source>
        <comment>session.refusal.no_board_card_due_now</comment>
        <translation>lúc này chưa đến lá bài chung</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text}): set it aside and call the floor</source>
        <comment>session.refusal.no_card_due_now_set</comment>
        <translation>lúc này chưa đến lá nào ({phase_text}): để riêng và gọi floor</translation>
    </message>
    <message>
        <source>no hand has been started</source>
        <comment>session.refusal.no_hand_has_been_started</comment>
        <translation>chưa bắt đầu ván nào</translation>
    </message>
    <message>
        <source>no pot is waiting to be pushed (LC-7)</source>
        <comment>session.refusal.no_pot_waiting_pushed_lc</comment>
        <translation>không có pot nào chờ trả (LC-7)</translation>
    </message>
    <message>
        <source>no stud street is being dealt now</source>
        <comment>session.refusal.no_stud_street_being_dealt</comment>
        <translation>lúc này không chia vòng stud nào</translation>
    </message>
    <message>
        <source>no time pot was agreed (LC-147)</source>
        <comment>session.refusal.no_time_pot_was_agreed</comment>
        <translation>không có pot tiền giờ nào được thỏa thuận (LC-147)</translation>
    </message>
    <message>
        <source>nobody is on turn now</source>
        <comment>session.refusal.nobody_turn_now</comment>
        <translation>lúc này không đến lượt ai</translation>
    </message>
    <message>
        <source>none of the seats named put in enough to win a pot still to push (LC-65)</source>
        <comment>session.refusal.none_seats_named_put_enough</comment>
        <translation>không ghế nào được nêu đã bỏ đủ để thắng pot còn phải trả (LC-65)</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>session.refusal.seat_empty</comment>
        <translation>ghế {seat} trống</translation>
    </message>
    <message>
        <source>seat {seat} owes no {replace} now</source>
        <comment>session.refusal.seat_owes_no_now</comment>
        <translation>ghế {seat} lúc này không nợ {replace}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s cards were not read: enter them to show the hand</source>
        <comment>session.refusal.seat_s_cards_were_read</comment>
        <translation>bài của ghế {seat} chưa được đọc: nhập bài để lật</translation>
    </message>
    <message>
        <source>{where}: the room address is empty</source>
        <comment>settings.room_address_empty</comment>
        <translation>{where}: địa chỉ phòng đang trống</translation>
    </message>
    <message>
        <source>{where}: room address {address}: port {port} is not a number from 1 to 65535</source>
        <comment>settings.room_address_port</comment>
        <translation>{where}: địa chỉ phòng {address}: cổng {port} không phải là số từ 1 đến 65535</translation>
    </message>
    <message>
        <source>{where}: room address {address}: {problem}</source>
        <comment>settings.room_address_unread</comment>
        <translation>{where}: địa chỉ phòng {address}: {problem}</translation>
    </message>
    <message>
        <source>flush</source>
        <comment>showdown_calls.claim.flush</comment>
        <translation>thùng</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <comment>showdown_calls.claim.four_of_a_kind</comment>
        <translation>tứ quý</translation>
    </message>
    <message>
        <source>full house</source>
        <comment>showdown_calls.claim.full_house</comment>
        <translation>cù lũ</translation>
    </message>
    <message>
        <source>high card</source>
        <comment>showdown_calls.claim.high_card</comment>
        <translation>mậu thầu</translation>
    </message>
    <message>
        <source>one pair</source>
        <comment>showdown_calls.claim.one_pair</comment>
        <translation>một đôi</translation>
    </message>
    <message>
        <source>royal flush</source>
        <comment>showdown_calls.claim.royal_flush</comment>
        <translation>thùng phá sảnh lớn (royal)</translation>
    </message>
    <message>
        <source>straight</source>
        <comment>showdown_calls.claim.straight</comment>
        <translation>sảnh</translation>
    </message>
    <message>
        <source>straight flush</source>
        <comment>showdown_calls.claim.straight_flush</comment>
        <translation>thùng phá sảnh</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <comment>showdown_calls.claim.three_of_a_kind</comment>
        <translation>sám cô</translation>
    </message>
    <message>
        <source>two pair</source>
        <comment>showdown_calls.claim.two_pair</comment>
        <translation>hai đôi</translation>
    </message>
    <message>
        <source>floor ruling (LC-7)</source>
        <comment>showdown_calls.floor_label</comment>
        <translation>phán quyết của floor (LC-7)</translation>
    </message>
    <message>
        <source>the award is held for review: {who} disputes it; push nothing until the floor rules (LC-7)</source>
        <comment>showdown_calls.held.dispute</comment>
        <translation>việc trao pot bị tạm giữ để xem xét: {who} tranh chấp; không trả gì cho đến khi floor phán quyết (LC-7)</translation>
    </message>
    <message>
        <source>the award is held for review: {who} disputes it ({reason}); push nothing until the floor rules (LC-7)</source>
        <comment>showdown_calls.held.dispute_why</comment>
        <translation>việc trao pot bị tạm giữ để xem xét: {who} tranh chấp ({reason}); không trả gì cho đến khi floor phán quyết (LC-7)</translation>
    </message>
    <message>
        <source>seat {seat} forfeits the pot for a deliberate miscall (LC-74: {reason}); push nothing until the floor gives it by a corrected award (LC-7)</source>
        <comment>showdown_calls.held.forfeit</comment>
        <translation>ghế {seat} bị tịch thu pot vì cố ý tuyên bố sai (LC-74: {reason}); không trả gì cho đến khi floor trao pot bằng lần trao đã sửa (LC-7)</translation>
    </message>
    <message>
        <source>main pot</source>
        <comment>showdown_calls.main_pot</comment>
        <translation>pot chính</translation>
    </message>
    <message>
        <source>the award is already held for the floor (LC-7): rule on that first</source>
        <comment>showdown_calls.refusal.award_already_held_floor_lc</comment>
        <translation>việc trao pot đã tạm giữ chờ floor (LC-7): phán quyết việc đó trước</translation>
    </message>
    <message>
        <source>the award is already held for the floor (LC-7)</source>
        <comment>showdown_calls.refusal.award_already_held_floor_lc_2</comment>
        <translation>việc trao pot đã tạm giữ chờ floor (LC-7)</translation>
    </message>
    <message>
        <source>an award is disputed after the showdown and before the pot is pushed (LC-7)</source>
        <comment>showdown_calls.refusal.award_disputed_after_showdown_before</comment>
        <translation>tranh chấp việc trao pot sau khi lật bài và trước khi trả pot (LC-7)</translation>
    </message>
    <message>
        <source>an award that stands takes no new shares</source>
        <comment>showdown_calls.refusal.award_stands_takes_no_new</comment>
        <translation>việc trao pot được giữ thì không thêm phần mới</translation>
    </message>
    <message>
        <source>the board is announced at the showdown, before the player mucks (PGP-HE-08)</source>
        <comment>showdown_calls.refusal.board_announced_showdown_before_player</comment>
        <translation>chơi bài chung phải nói khi lật bài, trước khi muck (PGP-HE-08)</translation>
    </message>
    <message>
        <source>a corrected award must share out exactly the pots still to push</source>
        <comment>showdown_calls.refusal.corrected_award_must_share_out</comment>
        <translation>việc trao sửa lại phải chia đúng các pot còn phải trả</translation>
    </message>
    <message>
        <source>a corrected award needs the floor&apos;s reason</source>
        <comment>showdown_calls.refusal.corrected_award_needs_floor_s</comment>
        <translation>việc trao sửa lại cần lý do của floor</translation>
    </message>
    <message>
        <source>every share must be a positive amount</source>
        <comment>showdown_calls.refusal.every_share_must_positive_amount</comment>
        <translation>mỗi phần phải là số dương</translation>
    </message>
    <message>
        <source>the floor rules {items}, not {decision!r}</source>
        <comment>showdown_calls.refusal.floor_rules</comment>
        <translation>floor phán quyết {items}, không phải {decision!r}</translation>
    </message>
    <message>
        <source>the floorperson who rules must be named (LC-74)</source>
        <comment>showdown_calls.refusal.floorperson_who_rules_must_named</comment>
        <translation>phải ghi tên floor phán quyết (LC-74)</translation>
    </message>
    <message>
        <source>the floorperson who rules must be named (LC-7)</source>
        <comment>showdown_calls.refusal.floorperson_who_rules_must_named_2</comment>
        <translation>phải ghi tên floor phán quyết (LC-7)</translation>
    </message>
    <message>
        <source>a forfeited pot needs the floor&apos;s reason (LC-74)</source>
        <comment>showdown_calls.refusal.forfeited_pot_needs_floor_s</comment>
        <translation>tịch thu pot cần lý do của floor (LC-74)</translation>
    </message>
    <message>
        <source>give each corrected share as a pot and a seat</source>
        <comment>showdown_calls.refusal.give_each_corrected_share_pot</comment>
        <translation>nêu mỗi phần sửa lại gồm pot và ghế</translation>
    </message>
    <message>
        <source>give each corrected share as a pot, a seat and an amount</source>
        <comment>showdown_calls.refusal.give_each_corrected_share_pot_2</comment>
        <translation>nêu mỗi phần sửa lại gồm pot, ghế và số tiền</translation>
    </message>
    <message>
        <source>{wrong!r} is not a half of a pot</source>
        <comment>showdown_calls.refusal.half_pot</comment>
        <translation>{wrong!r} không phải một nửa của pot</translation>
    </message>
    <message>
        <source>a hand is called only once the cards are out</source>
        <comment>showdown_calls.refusal.hand_called_only_once_cards</comment>
        <translation>chỉ tuyên bố bài khi bài đã ra</translation>
    </message>
    <message>
        <source>this house takes no &apos;board plays&apos; announcement (K11): a tabled hand is read with the board</source>
        <comment>showdown_calls.refusal.house_takes_no_board_plays</comment>
        <translation>nhà này không nhận tuyên bố &apos;chơi bài chung&apos; (K11): bài đã lật được đọc cùng bài chung</translation>
    </message>
    <message>
        <source>LC-72: at this house a player plays the board only by tabling his cards; an announcement wins no share</source>
        <comment>showdown_calls.refusal.lc_72_house_player_plays</comment>
        <translation>LC-72: ở nhà này người chơi chỉ chơi bài chung bằng cách lật bài; tuyên bố không được phần nào</translation>
    </message>
    <message>
        <source>name the hand as one of: {items}</source>
        <comment>showdown_calls.refusal.name_hand_one</comment>
        <translation>nêu bài là một trong: {items}</translation>
    </message>
    <message>
        <source>{pot_name}: name its winners, or the winners of both its high and its low half (LC-27c)</source>
        <comment>showdown_calls.refusal.name_winners_winners_both_high</comment>
        <translation>{pot_name}: nêu người thắng, hoặc người thắng cả nửa cao và nửa thấp (LC-27c)</translation>
    </message>
    <message>
        <source>no award is held for the floor</source>
        <comment>showdown_calls.refusal.no_award_held_floor</comment>
        <translation>không có việc trao pot nào tạm giữ chờ floor</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>showdown_calls.refusal.no_hand_progress</comment>
        <translation>không có ván nào đang diễn ra</translation>
    </message>
    <message>
        <source>nobody sits in seat {seat}</source>
        <comment>showdown_calls.refusal.nobody_sits_seat</comment>
        <translation>không ai ngồi ghế {seat}</translation>
    </message>
    <message>
        <source>only cards shown before the showdown are an exposure (LC-76); at the showdown the hand is shown</source>
        <comment>showdown_calls.refusal.only_cards_shown_before_showdown</comment>
        <translation>chỉ bài lộ trước khi lật bài mới là bị lộ (LC-76); khi lật bài thì là lật bài</translation>
    </message>
    <message>
        <source>only a high-low game splits a pot into high and low halves</source>
        <comment>showdown_calls.refusal.only_high_low_game_splits</comment>
        <translation>chỉ trò cao-thấp mới chia pot thành nửa cao và nửa thấp</translation>
    </message>
    <message>
        <source>a pot is forfeited once the hands are shown and before any of it is pushed (LC-74)</source>
        <comment>showdown_calls.refusal.pot_forfeited_once_hands_are</comment>
        <translation>pot bị tịch thu khi bài đã lật và trước khi trả phần nào (LC-74)</translation>
    </message>
    <message>
        <source>pot {pot} is not waiting to be pushed</source>
        <comment>showdown_calls.refusal.pot_waiting_pushed</comment>
        <translation>pot {pot} không chờ trả</translation>
    </message>
    <message>
        <source>seat {to_seat} is not another player in the hand: record it as shown to a non-player (LC-77)</source>
        <comment>showdown_calls.refusal.seat_another_player_hand_record</comment>
        <translation>ghế {to_seat} không phải người chơi khác trong ván: ghi là cho người ngoài xem (LC-77)</translation>
    </message>
    <message>
        <source>seat {short} did not put in enough to win the {pot_name} (LC-65)</source>
        <comment>showdown_calls.refusal.seat_did_put_enough_win</comment>
        <translation>ghế {short} không bỏ đủ để thắng {pot_name} (LC-65)</translation>
    </message>
    <message>
        <source>seat {seat} does not hold {wrong}</source>
        <comment>showdown_calls.refusal.seat_does_hold</comment>
        <translation>ghế {seat} không có {wrong}</translation>
    </message>
    <message>
        <source>seat {forfeited} forfeited the pot (LC-74): the floor gives it by a corrected award</source>
        <comment>showdown_calls.refusal.seat_forfeited_pot_lc_74</comment>
        <translation>ghế {forfeited} bị tịch thu pot (LC-74): floor trao bằng việc trao sửa lại</translation>
    </message>
    <message>
        <source>seat {stray} forfeited the pot (LC-74)</source>
        <comment>showdown_calls.refusal.seat_forfeited_pot_lc_74_2</comment>
        <translation>ghế {stray} bị tịch thu pot (LC-74)</translation>
    </message>
    <message>
        <source>seat {seat} has already announced the board</source>
        <comment>showdown_calls.refusal.seat_has_already_announced_board</comment>
        <translation>ghế {seat} đã tuyên bố chơi bài chung</translation>
    </message>
    <message>
        <source>seat {seat} has mucked: too late to announce the board (PGP-HE-08)</source>
        <comment>showdown_calls.refusal.seat_has_mucked_too_late</comment>
        <translation>ghế {seat} đã muck: quá muộn để tuyên bố bài chung (PGP-HE-08)</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>showdown_calls.refusal.seat_has_no_live_hand</comment>
        <translation>ghế {seat} không có bài sống</translation>
    </message>
    <message>
        <source>seat {stray} has no live hand</source>
        <comment>showdown_calls.refusal.seat_has_no_live_hand_2</comment>
        <translation>ghế {stray} không có bài sống</translation>
    </message>
    <message>
        <source>seat {seat} made no wrong call that another player gave up on, still waiting for the floor (LC-74)</source>
        <comment>showdown_calls.refusal.seat_made_no_wrong_call</comment>
        <translation>ghế {seat} không có tuyên bố sai nào khiến người khác bỏ, đang chờ floor (LC-74)</translation>
    </message>
    <message>
        <source>{pot_name}: a seat is named twice for one share</source>
        <comment>showdown_calls.refusal.seat_named_twice_one_share</comment>
        <translation>{pot_name}: một ghế bị nêu hai lần trong một phần</translation>
    </message>
    <message>
        <source>seat {seat} showed no cards to an active player that are still to be shown (LC-77)</source>
        <comment>showdown_calls.refusal.seat_showed_no_cards_active</comment>
        <translation>ghế {seat} không cho người còn trong ván xem bài nào còn phải lật (LC-77)</translation>
    </message>
    <message>
        <source>Seat {seat} called {claim} but holds {actual}</source>
        <comment>showdown_calls.said</comment>
        <translation>Ghế {seat} báo {claim} nhưng thực có {actual}</translation>
    </message>
    <message>
        <source>seat {seat}{cards_text}</source>
        <comment>showdown_calls.seat_cards</comment>
        <translation>ghế {seat}{cards_text}</translation>
    </message>
    <message>
        <source>side pot {index}</source>
        <comment>showdown_calls.side_pot</comment>
        <translation>pot phụ {index}</translation>
    </message>
    <message>
        <source>Call the floor: {held}</source>
        <comment>showdown_calls.step.call_floor</comment>
        <translation>Gọi floor: {held}</translation>
    </message>
    <message>
        <source>Call the floor: {said}, and seat(s) {items} mucked after the call: possible deliberate miscall; the pot may be forfeited at management&apos;s discretion</source>
        <comment>showdown_calls.step.call_floor_seat_s_mucked</comment>
        <translation>Gọi floor: {said}, và ghế {items} bỏ bài sau lời tuyên bố: có thể cố ý tuyên bố sai; quản lý có thể tịch thu pot</translation>
    </message>
    <message>
        <source>Cards speak: {said}; the hand is read as {actual}</source>
        <comment>showdown_calls.step.cards_speak_hand_read</comment>
        <translation>Bài tự nói: {said}; bài được đọc là {actual}</translation>
    </message>
    <message>
        <source>Low not decided yet: the board&apos;s different low ranks so far are {named}; it needs {need} more different ranks of 8 or lower</source>
        <comment>showdown_calls.step.low_decided_yet_board_s</comment>
        <translation>Chưa có bài thấp: các hạng thấp khác nhau trên bàn đến giờ là {named}; cần thêm {need} hạng khác nhau từ 8 trở xuống</translation>
    </message>
    <message>
        <source>Low not decided yet: the board&apos;s different low ranks so far are {named}; it needs 1 more different rank of 8 or lower</source>
        <comment>showdown_calls.step.low_decided_yet_one_rank</comment>
        <translation>Chưa có bài thấp: các hạng thấp khác nhau trên bàn đến giờ là {named}; cần thêm 1 hạng khác nhau từ 8 trở xuống</translation>
    </message>
    <message>
        <source>Low possible: the board&apos;s different low ranks (8 or lower) are {named}</source>
        <comment>showdown_calls.step.low_possible_board_s_different</comment>
        <translation>Có thể có bài thấp: các hạng thấp khác nhau trên bàn (8 trở xuống) là {named}</translation>
    </message>
    <message>
        <source>No low possible: the board&apos;s only different low ranks (8 or lower) are {named}, fewer than three; the high hand takes the whole pot</source>
        <comment>showdown_calls.step.no_low_possible_board_s</comment>
        <translation>Không thể có bài thấp: các hạng thấp khác nhau trên bàn (8 trở xuống) chỉ có {named}, ít hơn ba; bài cao ăn cả pot</translation>
    </message>
    <message>
        <source>{text}; to play the board he says so before mucking</source>
        <comment>showdown_calls.step.play_board_he_says_so</comment>
        <translation>{text}; muốn chơi bài chung thì phải nói trước khi bỏ bài</translation>
    </message>
    <message>
        <source>Seat {seat} announced that the board plays: mucked, he shares as the board</source>
        <comment>showdown_calls.step.seat_announced_board_plays_mucked</comment>
        <translation>Ghế {seat} tuyên bố chơi bài chung: đã bỏ bài, chia như bài chung</translation>
    </message>
    <message>
        <source>Seat {seat} showed his cards{cards_text} to a non-player: they are shown to everyone when the hand ends</source>
        <comment>showdown_calls.step.seat_showed_cards_non_player</comment>
        <translation>Ghế {seat} cho người không chơi xem bài{cards_text}: bài được lật cho mọi người khi ván kết thúc</translation>
    </message>
    <message>
        <source>Seat {seat} showed his cards{cards_text} to seat {to_seat}: any player still in the hand may ask to see them now</source>
        <comment>showdown_calls.step.seat_showed_cards_seat_any</comment>
        <translation>Ghế {seat} cho ghế {to_seat} xem bài{cards_text}: bất kỳ ai còn trong ván có thể yêu cầu xem ngay</translation>
    </message>
    <message>
        <source>Show the cards of {seats} to everyone (shown to a non-player during the hand), then: {text}</source>
        <comment>showdown_calls.step.show_cards_everyone_shown_non</comment>
        <translation>Lật bài của {seats} cho mọi người (đã cho người không chơi xem trong ván), rồi: {text}</translation>
    </message>
    <message>
        <source>the dealer</source>
        <comment>showdown_calls.who.dealer</comment>
        <translation>dealer</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>showdown_calls.who.seat</comment>
        <translation>ghế {seat}</translation>
    </message>
    <message>
        <source>{name} is already active</source>
        <comment>staff.admin.already_active</comment>
        <translation>{name} đã đang hoạt động</translation>
    </message>
    <message>
        <source>{name} is already inactive</source>
        <comment>staff.admin.already_inactive</comment>
        <translation>{name} đã ngưng hoạt động rồi</translation>
    </message>
    <message>
        <source>{name} is already {role}</source>
        <comment>staff.admin.already_role</comment>
        <translation>{name} đã là {role}</translation>
    </message>
    <message>
        <source>present the new member&apos;s badge to the reader first</source>
        <comment>staff.admin.badge_first</comment>
        <translation>trước tiên hãy quẹt thẻ của nhân viên mới vào đầu đọc</translation>
    </message>
    <message>
        <source>badge {badge} was {name}&apos;s until it was replaced, and a replaced badge is never given out again: {instead}</source>
        <comment>staff.admin.badge_retired</comment>
        <translation>thẻ {badge} là của {name} cho đến khi bị thay, và thẻ đã thay không bao giờ được cấp lại: {instead}</translation>
    </message>
    <message>
        <source>badge {badge} already belongs to {name}: {instead}</source>
        <comment>staff.admin.badge_taken</comment>
        <translation>thẻ {badge} đã thuộc về {name}: {instead}</translation>
    </message>
    <message>
        <source>change that member instead</source>
        <comment>staff.admin.change_instead</comment>
        <translation>hãy sửa nhân viên đó thay vào</translation>
    </message>
    <message>
        <source>type {name}&apos;s corrected name first</source>
        <comment>staff.admin.corrected_name_first</comment>
        <translation>trước tiên hãy gõ tên đã sửa của {name}</translation>
    </message>
    <message>
        <source>deactivate {name}</source>
        <comment>staff.admin.deactivate</comment>
        <translation>ngưng hoạt động {name}</translation>
    </message>
    <message>
        <source>present a badge nobody holds</source>
        <comment>staff.admin.free_badge</comment>
        <translation>hãy quẹt thẻ chưa ai giữ</translation>
    </message>
    <message>
        <source>cannot {doing}: {name} is the last active admin, and nobody could change staff afterwards. Make another admin first</source>
        <comment>staff.admin.last_admin</comment>
        <translation>không thể {doing}: {name} là admin còn hoạt động cuối cùng, và sau đó không ai sửa được nhân viên. Hãy tạo admin khác trước</translation>
    </message>
    <message>
        <source>make {name} {role}</source>
        <comment>staff.admin.make_role</comment>
        <translation>đặt {name} làm {role}</translation>
    </message>
    <message>
        <source>type the new member&apos;s name first</source>
        <comment>staff.admin.name_first</comment>
        <translation>trước tiên hãy gõ tên nhân viên mới</translation>
    </message>
    <message>
        <source>present {name}&apos;s new badge to the reader first</source>
        <comment>staff.admin.new_badge_first</comment>
        <translation>trước tiên hãy quẹt thẻ mới của {name} vào đầu đọc</translation>
    </message>
    <message>
        <source>no staff member has badge {badge}</source>
        <comment>staff.admin.no_such_badge</comment>
        <translation>không nhân viên nào có thẻ {badge}</translation>
    </message>
    <message>
        <source>{role} is not a role: {roles}</source>
        <comment>staff.admin.not_a_role</comment>
        <translation>{role} không phải là vai trò: {roles}</translation>
    </message>
    <message>
        <source>{name} is no longer an active admin: only an admin changes staff and roles</source>
        <comment>staff.admin.not_admin</comment>
        <translation>{name} không còn là admin đang hoạt động: chỉ admin mới sửa nhân viên và vai trò</translation>
    </message>
    <message>
        <source>badge {badge} is the one {name} has now: present the new badge</source>
        <comment>staff.admin.same_badge</comment>
        <translation>thẻ {badge} là thẻ {name} đang dùng: hãy quẹt thẻ mới</translation>
    </message>
    <message>
        <source>the name on record is already {name}</source>
        <comment>staff.admin.same_name</comment>
        <translation>tên trong hồ sơ đã là {name}</translation>
    </message>
    <message>
        <source>{least} to {most} digits</source>
        <comment>staff.pin.digits</comment>
        <translation>từ {least} đến {most} chữ số</translation>
    </message>
    <message>
        <source>a PIN is {least} to {most} digits</source>
        <comment>staff.pin.length</comment>
        <translation>PIN có từ {least} đến {most} chữ số</translation>
    </message>
    <message>
        <source>PIN not changed: {problem}</source>
        <comment>staff.pin.not_changed</comment>
        <translation>PIN không đổi: {problem}</translation>
    </message>
    <message>
        <source>a {role}&apos;s PIN is {least} to {most} digits</source>
        <comment>staff.pin.role_length</comment>
        <translation>PIN của {role} có từ {least} đến {most} chữ số</translation>
    </message>
    <message>
        <source>PIN not changed: choose a PIN other than the old one</source>
        <comment>staff.pin.same_as_old</comment>
        <translation>PIN không đổi: hãy chọn PIN khác với PIN cũ</translation>
    </message>
    <message>
        <source>{name}&apos;s PIN is too short for {role}: choose a new PIN of {least} to {most} digits</source>
        <comment>staff.pin.too_short_for_role</comment>
        <translation>PIN của {name} quá ngắn cho {role}: hãy chọn PIN mới từ {least} đến {most} chữ số</translation>
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
        <translation>giám sát</translation>
    </message>
    <message>
        <source>{roles} or {last}</source>
        <comment>staff.roles.either</comment>
        <translation>{roles} hoặc {last}</translation>
    </message>
    <message>
        <source>a floorperson must decide</source>
        <comment>staff.sign_in.floor_decides</comment>
        <translation>floor phải quyết định</translation>
    </message>
    <message>
        <source>this badge&apos;s PIN record is not valid: an admin must reset the PIN</source>
        <comment>staff.sign_in.invalid_record</comment>
        <translation>hồ sơ PIN của thẻ này không hợp lệ: admin phải đặt lại PIN</translation>
    </message>
    <message>
        <source>too many wrong PINs: this badge is locked for {wait} more</source>
        <comment>staff.sign_in.locked</comment>
        <translation>sai PIN quá nhiều lần: thẻ này bị khóa thêm {wait}</translation>
    </message>
    <message>
        <source>badge or PIN not recognised</source>
        <comment>staff.sign_in.not_recognised</comment>
        <translation>không nhận ra thẻ hoặc PIN</translation>
    </message>
    <message>
        <source>badge or PIN not recognised: {failures} wrong PINs, this badge is locked for {wait}</source>
        <comment>staff.sign_in.now_locked</comment>
        <translation>không nhận ra thẻ hoặc PIN: sai PIN {failures} lần, thẻ này bị khóa {wait}</translation>
    </message>
    <message>
        <source>only {roles} may sign in here</source>
        <comment>staff.sign_in.only_roles</comment>
        <translation>chỉ {roles} được đăng nhập ở đây</translation>
    </message>
    <message>
        <source>this badge was replaced and no longer signs in: use the new badge</source>
        <comment>staff.sign_in.replaced</comment>
        <translation>thẻ này đã được thay và không còn đăng nhập: hãy dùng thẻ mới</translation>
    </message>
    <message>
        <source>{name} is {role}: {needed}</source>
        <comment>staff.sign_in.wrong_role</comment>
        <translation>{name} là {role}: {needed}</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <comment>stats.period.month</comment>
        <translation>30 ngày qua</translation>
    </message>
    <message>
        <source>Today</source>
        <comment>stats.period.today</comment>
        <translation>Hôm nay</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <comment>stats.period.week</comment>
        <translation>7 ngày qua</translation>
    </message>
    <message>
        <source>name the other table the player is called to</source>
        <comment>stepping_away.refusal.name_other_table_player_called</comment>
        <translation>nêu bàn khác mà người chơi được gọi tới</translation>
    </message>
    <message>
        <source>seat {seat} is {player}, not {player2}</source>
        <comment>stepping_away.refusal.seat</comment>
        <translation>ghế {seat} là {player}, không phải {player2}</translation>
    </message>
    <message>
        <source>seat {seat} already has a hold button</source>
        <comment>stepping_away.refusal.seat_already_has_hold_button</comment>
        <translation>ghế {seat} đã có nút chờ</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>stepping_away.refusal.seat_empty</comment>
        <translation>ghế {seat} trống</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: he goes to his new table when the hand is over</source>
        <comment>stepping_away.refusal.seat_hand_he_goes_new</comment>
        <translation>ghế {seat} đang trong ván: người đó sang bàn mới khi ván xong</translation>
    </message>
    <message>
        <source>seat {seat} has missed a blind: his seat carries a missed-blind button, not a hold button (LC-GL-33, LC-97)</source>
        <comment>stepping_away.refusal.seat_has_missed_blind_seat</comment>
        <translation>ghế {seat} đã lỡ mù: ghế mang nút lỡ mù, không phải nút chờ (LC-GL-33, LC-97)</translation>
    </message>
    <message>
        <source>seat {seat} is playing: a hold button marks a new player, one not entitled to a hand, or one away who has not missed a blind (LC-GL-33)</source>
        <comment>stepping_away.refusal.seat_playing_hold_button_marks</comment>
        <translation>ghế {seat} đang chơi: nút chờ đánh dấu người mới, người không có quyền chơi ván, hoặc người vắng chưa lỡ mù (LC-GL-33)</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be opened ({error})</source>
        <comment>storage.cannot_open</comment>
        <translation>không mở được nhật ký ván bài {path} ({error})</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be written ({error}): nothing can be saved</source>
        <comment>storage.cannot_write</comment>
        <translation>không ghi được vào nhật ký ván bài {path} ({error}): không lưu được gì</translation>
    </message>
    <message>
        <source>the hand log {path} is damaged ({error}); keep the file and call a supervisor</source>
        <comment>storage.damaged</comment>
        <translation>nhật ký ván bài {path} bị hỏng ({error}); giữ lại tập tin và gọi supervisor</translation>
    </message>
    <message>
        <source>the disk holding {path} is full: nothing was saved; free space first</source>
        <comment>storage.disk_full</comment>
        <translation>ổ đĩa chứa {path} đã đầy: không lưu được gì; hãy giải phóng chỗ trước</translation>
    </message>
    <message>
        <source>{path} is a folder, not a hand log</source>
        <comment>storage.is_folder</comment>
        <translation>{path} là thư mục, không phải nhật ký ván bài</translation>
    </message>
    <message>
        <source>the hand log {path} is in use by another program; close it (or wait) and try again</source>
        <comment>storage.locked</comment>
        <translation>nhật ký ván bài {path} đang được chương trình khác dùng; đóng nó (hoặc chờ) rồi thử lại</translation>
    </message>
    <message>
        <source>there is no hand log at {path}</source>
        <comment>storage.missing</comment>
        <translation>không có nhật ký ván bài ở {path}</translation>
    </message>
    <message>
        <source>{path}: cannot switch the hand log to WAL mode</source>
        <comment>storage.no_wal</comment>
        <translation>{path}: không chuyển được nhật ký ván bài sang chế độ WAL</translation>
    </message>
    <message>
        <source>{path} is not a regular file, so not a hand log</source>
        <comment>storage.not_a_file</comment>
        <translation>{path} không phải tập tin thường, nên không phải nhật ký ván bài</translation>
    </message>
    <message>
        <source>{path} is not a Dealer Assist hand log (not an SQLite database)</source>
        <comment>storage.not_a_log</comment>
        <translation>{path} không phải là nhật ký ván bài của Dealer Assist (không phải cơ sở dữ liệu SQLite)</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a Dealer Assist hand log</source>
        <comment>storage.not_our_log</comment>
        <translation>{path} là cơ sở dữ liệu SQLite nhưng không phải nhật ký ván bài của Dealer Assist</translation>
    </message>
    <message>
        <source>{path} is an SQLite database of another program, not a Dealer Assist hand log: it was left exactly as it was</source>
        <comment>storage.other_program</comment>
        <translation>{path} là cơ sở dữ liệu SQLite của chương trình khác, không phải nhật ký ván bài của Dealer Assist: nó được giữ nguyên</translation>
    </message>
    <message>
        <source>the hand log {path} cannot be written (read-only file or folder): nothing was saved</source>
        <comment>storage.read_only</comment>
        <translation>không ghi được vào nhật ký ván bài {path} (tập tin hoặc thư mục chỉ đọc): không lưu được gì</translation>
    </message>
    <message>
        <source>the hand log {path} is on read-only media with changes still in {wal}: copy both files to a writable folder and read the copy</source>
        <comment>storage.read_only_media</comment>
        <translation>nhật ký ván bài {path} nằm trên phương tiện chỉ đọc với các thay đổi còn trong {wal}: chép cả hai tập tin vào thư mục ghi được và đọc bản chép</translation>
    </message>
    <message>
        <source>{path} is marked as a hand log but has no {tables} table: it is not one this program can read</source>
        <comment>storage.tables_missing</comment>
        <translation>{path} được đánh dấu là nhật ký ván bài nhưng không có bảng {tables}: chương trình này không đọc được</translation>
    </message>
    <message>
        <source>{path} was written by a newer Dealer Assist (log version {version}); update this program to read it</source>
        <comment>storage.too_new</comment>
        <translation>{path} được ghi bởi Dealer Assist mới hơn (phiên bản nhật ký {version}); cập nhật chương trình này để đọc</translation>
    </message>
    <message>
        <source>the hand log {path} could not be used: {error}</source>
        <comment>storage.unusable</comment>
        <translation>không dùng được nhật ký ván bài {path}: {error}</translation>
    </message>
    <message>
        <source>{street} being dealt</source>
        <comment>stud.phase.being_dealt</comment>
        <translation>đang chia {street}</translation>
    </message>
    <message>
        <source>{street} betting</source>
        <comment>stud.phase.betting</comment>
        <translation>cược {street}</translation>
    </message>
    <message>
        <source>Burn one card</source>
        <comment>stud.plan.burn_one</comment>
        <translation>Đốt một lá</translation>
    </message>
    <message>
        <source>Deal all {count} cards face down WITHOUT a burn</source>
        <comment>stud.plan.deal_all_no_burn</comment>
        <translation>Chia úp cả {count} lá mà KHÔNG đốt bài</translation>
    </message>
    <message>
        <source>Deal {count} cards face down</source>
        <comment>stud.plan.deal_down</comment>
        <translation>Chia úp {count} lá</translation>
    </message>
    <message>
        <source>Deal {count} cards face down from the stub, keeping its last card</source>
        <comment>stud.plan.deal_from_stub</comment>
        <translation>Chia úp {count} lá từ phần bài còn lại, giữ lại lá cuối</translation>
    </message>
    <message>
        <source>Deal the last {count} cards face down</source>
        <comment>stud.plan.deal_last</comment>
        <translation>Chia úp {count} lá cuối</translation>
    </message>
    <message>
        <source>Mix that card with the {burns} burn cards, cut, and burn one</source>
        <comment>stud.plan.mix_with_burns</comment>
        <translation>Trộn lá đó với {burns} lá đốt, cắt bài, rồi đốt một lá</translation>
    </message>
    <message>
        <source>Deal ONE community card face up for all players</source>
        <comment>stud.plan.one_community</comment>
        <translation>Chia MỘT lá bài chung ngửa cho mọi người chơi</translation>
    </message>
    <message>
        <source>Not enough cards for everyone: burn one card</source>
        <comment>stud.plan.short_burn_one</comment>
        <translation>Không đủ bài cho mọi người: đốt một lá</translation>
    </message>
    <message>
        <source>Not enough cards for everyone: mix the stub with the burn cards and cut</source>
        <comment>stud.plan.short_mix</comment>
        <translation>Không đủ bài cho mọi người: trộn phần bài còn lại với các lá đốt rồi cắt</translation>
    </message>
    <message>
        <source>seat {seat} has the low card and must bring it in or complete (CG-STD-04, HTP-STD-01, LC-GL-09)</source>
        <comment>stud.refusal.seat_has_low_card_must</comment>
        <translation>ghế {seat} có lá thấp và phải bring-in hoặc cược đủ (CG-STD-04, HTP-STD-01, LC-GL-09)</translation>
    </message>
    <message>
        <source>{player} takes all his chips, ${stack}, not ${stack2}</source>
        <comment>stepping_away.refusal.takes_all_chips</comment>
        <translation>{player} lấy hết chip, ${stack}, không phải ${stack2}</translation>
    </message>
    <message>
        <source>Collect ${time_collection} time from seat(s) {items} before their next hand; with no waiting list a player may play to his big blind and leave without paying</source>
        <comment>procedure.step.collect_time_no_waiting_list</comment>
        <translation>Thu ${time_collection} tiền giờ từ (các) ghế {items} trước ván tiếp theo của họ; khi không có danh sách chờ, người chơi có thể chơi đến mù lớn của mình rồi rời đi mà không trả</translation>
    </message>
    <message>
        <source>Collect ${time_collection} time from seat(s) {items} before their next hand</source>
        <comment>procedure.step.collect_time_seat_s_before</comment>
        <translation>Thu ${time_collection} tiền giờ từ (các) ghế {items} trước ván tiếp theo của họ</translation>
    </message>
    <message>
        <source>{kind}: field {field}: {why}</source>
        <comment>room.board.not_spread</comment>
        <translation>{kind}: trường {field}: {why}</translation>
    </message>
    <message>
        <source>{kind}: a field of this record cannot be read ({exc})</source>
        <comment>room.board.unreadable</comment>
        <translation>{kind}: không đọc được một trường của bản ghi này ({exc})</translation>
    </message>
    <message>
        <source>the room store is out of reach, so whether {player} left this game at another table is not known: the floor decides; the table keeps working</source>
        <comment>room.buy_ins.room_out_of_reach</comment>
        <translation>không kết nối được phòng, nên không biết {player} có rời trò này ở bàn khác hay không: floor quyết định; bàn vẫn chạy</translation>
    </message>
    <message>
        <source>{kind}: field {field}: {card} for {player} is not a card (a rank and a suit, such as As or Td)</source>
        <comment>room.card_draw.not_a_card</comment>
        <translation>{kind}: trường {field}: {card} của {player} không phải là một lá bài (một hạng và một chất, như As hoặc Td)</translation>
    </message>
    <message>
        <source>{game} {limit}</source>
        <comment>room.game_label</comment>
        <translation>{game} {limit}</translation>
    </message>
    <message>
        <source>the room has no house profile</source>
        <comment>room.house.no_profile</comment>
        <translation>phòng không có hồ sơ nhà</translation>
    </message>
    <message>
        <source>connecting</source>
        <comment>room.link.connecting</comment>
        <translation>đang kết nối</translation>
    </message>
    <message>
        <source>finish the blinds and the button</source>
        <comment>room.must_move.choice_finish_blinds</comment>
        <translation>chơi hết mù và nút</translation>
    </message>
    <message>
        <source>move now</source>
        <comment>room.must_move.choice_move_now</comment>
        <translation>chuyển ngay</translation>
    </message>
    <message>
        <source>play to his big blind and quit</source>
        <comment>room.must_move.choice_play_to_big_blind</comment>
        <translation>chơi đến lượt mù lớn rồi nghỉ</translation>
    </message>
    <message>
        <source>no {game_label} game is running to protect: a must-move needs a main game of the same type and limit</source>
        <comment>room.must_move.no_game_running</comment>
        <translation>không có bàn {game_label} nào đang chạy để bảo vệ: must-move cần một bàn chính cùng loại và mức cược</translation>
    </message>
    <message>
        <source>the floor rules that the raise stands or is a call (LC-62, LC-64)</source>
        <comment>string_raises.refusal.floor_rules_raise_stands_call</comment>
        <translation>floor phán quyết lần tố được giữ hay thành theo (LC-62, LC-64)</translation>
    </message>
    <message>
        <source>a player cannot object to his own raise</source>
        <comment>string_raises.refusal.player_cannot_object_own_raise</comment>
        <translation>người chơi không thể phản đối lần tố của chính mình</translation>
    </message>
    <message>
        <source>seat {by} has no live hand: only a player still in the hand may call a string raise; the objection is ignored (LC-62)</source>
        <comment>string_raises.refusal.seat_has_no_live_hand</comment>
        <translation>ghế {by} không có bài sống: chỉ người còn trong ván mới được phản đối tố nhiều lần; phản đối bị bỏ qua (LC-62)</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s questioned raise has already been changed</source>
        <comment>string_raises.refusal.seat_s_questioned_raise_has</comment>
        <translation>lần tố bị phản đối của ghế {seat} đã được thay đổi</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s raise is already before the floor</source>
        <comment>string_raises.refusal.seat_s_raise_already_before</comment>
        <translation>lần tố của ghế {seat} đã được đưa lên floor</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s raise stands: seats {sorted} have acted after it (LC-62)</source>
        <comment>string_raises.refusal.seat_s_raise_stands_seats</comment>
        <translation>lần tố của ghế {seat} được giữ: các ghế {sorted} đã hành động sau (LC-62)</translation>
    </message>
    <message>
        <source>someone has acted behind seat {seat}: the raise stands (LC-63)</source>
        <comment>string_raises.refusal.someone_has_acted_behind_seat</comment>
        <translation>đã có người hành động sau ghế {seat}: lần tố được giữ (LC-63)</translation>
    </message>
    <message>
        <source>3rd street&apos;s one burn comes before its first card (LC-GL-10)</source>
        <comment>stud.refusal.3rd_street_s_one_burn</comment>
        <translation>lá đốt duy nhất của vòng ba đến trước lá đầu (LC-GL-10)</translation>
    </message>
    <message>
        <source>{clash} is already in play: fouled deck (LC-105)</source>
        <comment>stud.refusal.already_play_fouled_deck_lc</comment>
        <translation>{clash} đã trong cuộc: bộ bài hỏng (LC-105)</translation>
    </message>
    <message>
        <source>a burn card comes only before a street&apos;s first card</source>
        <comment>stud.refusal.burn_card_comes_only_before</comment>
        <translation>lá đốt chỉ đến trước lá đầu của một vòng</translation>
    </message>
    <message>
        <source>burn only after seat {seat} posts the {replace} (${total})</source>
        <comment>stud.refusal.burn_only_after_seat_posts</comment>
        <translation>chỉ đốt sau khi ghế {seat} đặt {replace} (${total})</translation>
    </message>
    <message>
        <source>deal only after seat {seat} posts the {replace} (${total})</source>
        <comment>stud.refusal.deal_only_after_seat_posts</comment>
        <translation>chỉ chia sau khi ghế {seat} đặt {replace} (${total})</translation>
    </message>
    <message>
        <source>hands are shown only after the deal and before the pot is pushed</source>
        <comment>stud.refusal.hands_are_shown_only_after</comment>
        <translation>chỉ lật bài sau khi chia và trước khi trả pot</translation>
    </message>
    <message>
        <source>this house burns no card before 3rd street (the first burn comes before 4th street)</source>
        <comment>stud.refusal.house_burns_no_card_before</comment>
        <translation>nhà này không đốt bài trước vòng ba (lá đốt đầu tiên trước vòng bốn)</translation>
    </message>
    <message>
        <source>no card is due now ({phase_text})</source>
        <comment>stud.refusal.no_card_due_now</comment>
        <translation>lúc này chưa đến lá nào ({phase_text})</translation>
    </message>
    <message>
        <source>only a 7th-street card dealt during 6th-street betting is kept (LC-121)</source>
        <comment>stud.refusal.only_7th_street_card_dealt</comment>
        <translation>chỉ giữ lá vòng bảy chia trong lúc cược vòng sáu (LC-121)</translation>
    </message>
    <message>
        <source>seat {seat} is acting out of turn: seat {to_act} is to act (LC-50)</source>
        <comment>stud.refusal.seat_acting_out_turn_seat</comment>
        <translation>ghế {seat} hành động sai lượt: đến lượt ghế {to_act} (LC-50)</translation>
    </message>
    <message>
        <source>seat {seat} already has its {STUD_STREETS} card (LC-107)</source>
        <comment>stud.refusal.seat_already_has_card_lc</comment>
        <translation>ghế {seat} đã có lá {STUD_STREETS} (LC-107)</translation>
    </message>
    <message>
        <source>seat {seat} already holds seven cards: check, call or fold only (LC-121, AMB-29)</source>
        <comment>stud.refusal.seat_already_holds_seven_cards</comment>
        <translation>ghế {seat} đã có bảy lá: chỉ check, theo hoặc bỏ bài (LC-121, AMB-29)</translation>
    </message>
    <message>
        <source>seat {seat} does not bring it in</source>
        <comment>stud.refusal.seat_does_bring</comment>
        <translation>ghế {seat} không phải bring-in</translation>
    </message>
    <message>
        <source>seat {seat} does not hold six cards</source>
        <comment>stud.refusal.seat_does_hold_six_cards</comment>
        <translation>ghế {seat} không có sáu lá</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to deal to</source>
        <comment>stud.refusal.seat_has_no_live_hand</comment>
        <translation>ghế {seat} không có bài sống để chia</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand to show</source>
        <comment>stud.refusal.seat_has_no_live_hand_2</comment>
        <translation>ghế {seat} không có bài sống để lật</translation>
    </message>
    <message>
        <source>seat {seat} holds {count} cards, not {count2}: a pot goes only to a fully shown hand (LC-102d); call the floor</source>
        <comment>stud.refusal.seat_holds_cards_pot_goes</comment>
        <translation>ghế {seat} có {count} lá, không phải {count2}: pot chỉ trao cho bài lật đủ (LC-102d); gọi floor</translation>
    </message>
    <message>
        <source>seat {seat} may {action} to ${amounts} or ${amounts2} with the open pair, not ${to} (LC-100)</source>
        <comment>stud.refusal.seat_may_open_pair_lc</comment>
        <translation>ghế {seat} có đôi ngửa được {action} lên ${amounts} hoặc ${amounts2}, không phải ${to} (LC-100)</translation>
    </message>
    <message>
        <source>seat {seat} was dealt {missing}, which is not in the hand shown</source>
        <comment>stud.refusal.seat_was_dealt_which_hand</comment>
        <translation>ghế {seat} được chia {missing}, không có trong bài đã lật</translation>
    </message>
    <message>
        <source>a stud bring-in of ${bring_in} is not a bet: the bring-in is a forced bet of at least $1 (K22, CG-STD-04)</source>
        <comment>stud.refusal.stud_bring_bet_bring_forced</comment>
        <translation>bring-in stud ${bring_in} không phải cược: bring-in là cược bắt buộc ít nhất $1 (K22, CG-STD-04)</translation>
    </message>
    <message>
        <source>a stud community card is dealt only when 7th street is short of cards (LC-124)</source>
        <comment>stud.refusal.stud_community_card_dealt_only</comment>
        <translation>lá chung stud chỉ chia khi vòng bảy thiếu bài (LC-124)</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>table.entry.buy_button</comment>
        <translation>mua nút (button)</translation>
    </message>
    <message>
        <source>deal now</source>
        <comment>table.entry.deal_now</comment>
        <translation>chia bài ngay</translation>
    </message>
    <message>
        <source>post big blind</source>
        <comment>table.entry.post_big_blind</comment>
        <translation>đặt mù lớn</translation>
    </message>
    <message>
        <source>post in front of button</source>
        <comment>table.entry.post_in_front_of_button</comment>
        <translation>đặt cược trước nút (button)</translation>
    </message>
    <message>
        <source>post missed blinds</source>
        <comment>table.entry.post_missed_blinds</comment>
        <translation>đặt các mù bị bỏ lỡ</translation>
    </message>
    <message>
        <source>straddle</source>
        <comment>table.entry.straddle</comment>
        <translation>straddle</translation>
    </message>
    <message>
        <source>wait for big blind</source>
        <comment>table.entry.wait_for_big_blind</comment>
        <translation>chờ mù lớn</translation>
    </message>
    <message>
        <source>an add-on must be a positive amount</source>
        <comment>table.refusal.add_must_positive_amount</comment>
        <translation>mua thêm phải là số dương</translation>
    </message>
    <message>
        <source>the button belongs on seat {button} with seats {list} dealt in (LC-44)</source>
        <comment>table.refusal.button_belongs_seat_seats_dealt</comment>
        <translation>button thuộc ghế {button} khi các ghế {list} được chia bài (LC-44)</translation>
    </message>
    <message>
        <source>seat {seat} is not in the small-blind position of the next hand: the button is bought only from there (LC-43); post a big blind or wait</source>
        <comment>table.refusal.button_bought_from_small_blind</comment>
        <translation>ghế {seat} không ở vị trí mù nhỏ của ván tới: chỉ được mua nút từ vị trí đó (LC-43); đặt mù lớn hoặc chờ</translation>
    </message>
    <message>
        <source>{option!r} is not an entry option ({items})</source>
        <comment>table.refusal.entry_option</comment>
        <translation>{option!r} không phải cách vào bàn ({items})</translation>
    </message>
    <message>
        <source>the game or limit changes only between hands</source>
        <comment>table.refusal.game_limit_changes_only_between</comment>
        <translation>trò chơi hoặc mức cược chỉ đổi giữa các ván</translation>
    </message>
    <message>
        <source>hand {hand} is over and the next hand has begun: the ruling can no longer be changed (LC-8c)</source>
        <comment>table.refusal.hand_over_next_hand_has</comment>
        <translation>ván {hand} đã xong và ván sau đã bắt đầu: không thể đổi phán quyết nữa (LC-8c)</translation>
    </message>
    <message>
        <source>hand {hand_number} is still in progress</source>
        <comment>table.refusal.hand_still_progress</comment>
        <translation>ván {hand_number} vẫn đang diễn ra</translation>
    </message>
    <message>
        <source>this house does not offer {replace} to a new or returning player; it offers: {items} (K03, K18)</source>
        <comment>table.refusal.house_does_offer_new_returning</comment>
        <translation>nhà này không cho người mới hoặc người quay lại {replace}; nhà cho: {items} (K03, K18)</translation>
    </message>
    <message>
        <source>at least two players with chips must be present to start a hand</source>
        <comment>table.refusal.least_two_players_chips_must</comment>
        <translation>cần ít nhất hai người có chip để bắt đầu ván</translation>
    </message>
    <message>
        <source>{player} needs chips to sit down (buy-in, LC-35)</source>
        <comment>table.refusal.needs_chips_sit_down_buy</comment>
        <translation>{player} cần có chip để ngồi (mua chip, LC-35)</translation>
    </message>
    <message>
        <source>the next hand is number {hand}, not {hand2}</source>
        <comment>table.refusal.next_hand_number</comment>
        <translation>ván tiếp theo là số {hand}, không phải {hand2}</translation>
    </message>
    <message>
        <source>no hand is in progress: start a hand before {replace}</source>
        <comment>table.refusal.no_hand_progress_start_hand</comment>
        <translation>không có ván nào đang diễn ra: bắt đầu một ván trước khi {replace}</translation>
    </message>
    <message>
        <source>ruling {ruling} already exists</source>
        <comment>table.refusal.ruling_already_exists</comment>
        <translation>phán quyết {ruling} đã có</translation>
    </message>
    <message>
        <source>ruling {ruling} names {irregularity!r}, which is not in the irregularities catalogue</source>
        <comment>table.refusal.ruling_names_which_irregularities_catalogue</comment>
        <translation>phán quyết {ruling} nêu {irregularity!r}, không có trong danh mục sự cố</translation>
    </message>
    <message>
        <source>seat changes happen between hands</source>
        <comment>table.refusal.seat_changes_happen_between_hands</comment>
        <translation>đổi ghế diễn ra giữa các ván</translation>
    </message>
    <message>
        <source>seat {seat} does not exist at a {max_seats}-seat table</source>
        <comment>table.refusal.seat_does_exist_seat_table</comment>
        <translation>bàn {max_seats} ghế không có ghế {seat}</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>table.refusal.seat_empty</comment>
        <translation>ghế {seat} trống</translation>
    </message>
    <message>
        <source>seat {from_seat} is empty</source>
        <comment>table.refusal.seat_empty_2</comment>
        <translation>ghế {from_seat} trống</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand: chips are added between hands (table stakes)</source>
        <comment>table.refusal.seat_hand_chips_are_added</comment>
        <translation>ghế {seat} đang trong ván: chip được thêm giữa các ván (table stakes)</translation>
    </message>
    <message>
        <source>seat {seat} is in the hand; fold first or wait for the hand to end</source>
        <comment>table.refusal.seat_hand_fold_first_wait</comment>
        <translation>ghế {seat} đang trong ván; bỏ bài trước hoặc chờ ván xong</translation>
    </message>
    <message>
        <source>seat {seat} is held for {player}, who is away: nobody plays over his seat with his own money (LC-23)</source>
        <comment>table.refusal.seat_held_no_playing_over</comment>
        <translation>ghế {seat} đang giữ cho {player}, người đang vắng: không ai được chơi đè lên ghế đó bằng tiền của mình (LC-23)</translation>
    </message>
    <message>
        <source>seat(s) {owing} owe ${time_collection} time before their next hand (LC-146)</source>
        <comment>table.refusal.seat_s_owe_time_before</comment>
        <translation>ghế {owing} nợ ${time_collection} tiền giờ trước ván tới (LC-146)</translation>
    </message>
    <message>
        <source>seat {seat} is not the seat just in front of the button; post a big blind or wait (PGP-NEW-01)</source>
        <comment>table.refusal.seat_seat_just_front_button</comment>
        <translation>ghế {seat} không phải ghế ngay trước button; đặt mù lớn hoặc chờ (PGP-NEW-01)</translation>
    </message>
    <message>
        <source>seat {seat} is taken by {player}</source>
        <comment>table.refusal.seat_taken</comment>
        <translation>ghế {seat} đã có {player}</translation>
    </message>
    <message>
        <source>seat {to_seat} is taken</source>
        <comment>table.refusal.seat_taken_2</comment>
        <translation>ghế {to_seat} đã có người</translation>
    </message>
    <message>
        <source>the stacks do not match the table: {list}</source>
        <comment>table.refusal.stacks_do_match_table</comment>
        <translation>chip không khớp với bàn: {list}</translation>
    </message>
    <message>
        <source>the table&apos;s rules cannot be read: {exc}</source>
        <comment>table.refusal.table_s_rules_cannot_read</comment>
        <translation>không đọc được luật của bàn: {exc}</translation>
    </message>
    <message>
        <source>an amount of chips is positive, not ${amount}</source>
        <comment>table_stakes.refusal.amount_positive</comment>
        <translation>số chip phải là số dương, không phải ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} has no cheque waiting (LC-29)</source>
        <comment>table_stakes.refusal.no_cheque</comment>
        <translation>ghế {seat} không có séc nào đang chờ (LC-29)</translation>
    </message>
    <message>
        <source>players do not pass chips to each other, not even for a blind: only to a player waiting for announced runner chips (LC-26b, LC-26c)</source>
        <comment>table_stakes.refusal.no_passing</comment>
        <translation>người chơi không chuyền chip cho nhau, kể cả để đặt blind: chỉ cho người đang chờ chip runner đã báo (LC-26b, LC-26c)</translation>
    </message>
    <message>
        <source>no runner chips are on their way to seat {seat} (LC-26c)</source>
        <comment>table_stakes.refusal.no_runner</comment>
        <translation>không có chip runner nào đang mang tới ghế {seat} (LC-26c)</translation>
    </message>
    <message>
        <source>chips are passed between hands, not into or out of a pot being played (LC-26a)</source>
        <comment>table_stakes.refusal.pass_in_hand</comment>
        <translation>chip chỉ được chuyền giữa các ván, không vào hay ra khỏi pot đang chơi (LC-26a)</translation>
    </message>
    <message>
        <source>seat {seat} has ${stack}, not ${amount}</source>
        <comment>table_stakes.refusal.pass_more_than_stack</comment>
        <translation>ghế {seat} có ${stack}, không phải ${amount}</translation>
    </message>
    <message>
        <source>seat {seat} cannot pass chips to himself</source>
        <comment>table_stakes.refusal.pass_to_himself</comment>
        <translation>ghế {seat} không thể chuyền chip cho chính mình</translation>
    </message>
    <message>
        <source>seat {seat} is held for {player}, who is away: no chips go into it until he is back; nobody plays over a seat (LC-23)</source>
        <comment>table_stakes.refusal.playing_over</comment>
        <translation>ghế {seat} đang giữ cho {player}, người đang vắng: không thêm chip vào cho tới khi người đó quay lại; không ai chơi đè lên ghế người khác (LC-23)</translation>
    </message>
    <message>
        <source>runner chips play only when the house agreed and the table was told; until then only chips on the table play (LC-26c, AMB-33)</source>
        <comment>table_stakes.refusal.runner_needs_consent</comment>
        <translation>chip runner chỉ được tính khi nhà đồng ý và đã báo cho bàn; trước đó chỉ chip trên bàn mới được chơi (LC-26c, AMB-33)</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>table_stakes.refusal.seat_empty</comment>
        <translation>ghế {seat} trống</translation>
    </message>
    <message>
        <source>{via!r} is not how chips come ({items})</source>
        <comment>table_stakes.refusal.via</comment>
        <translation>{via!r} không phải cách nhận chip ({items})</translation>
    </message>
    <message>
        <source>the collection changes only between hands</source>
        <comment>time_collection.refusal.collection_changes_only_between_hands</comment>
        <translation>phí nhà chỉ đổi giữa các ván</translation>
    </message>
    <message>
        <source>collection is taken on the button or as time</source>
        <comment>time_collection.refusal.collection_taken_button_time</comment>
        <translation>phí thu theo button hoặc theo giờ</translation>
    </message>
    <message>
        <source>only players who owe time can play a time pot</source>
        <comment>time_collection.refusal.only_players_who_owe_time</comment>
        <translation>chỉ người nợ tiền giờ mới chơi pot tiền giờ</translation>
    </message>
    <message>
        <source>seat {seat} is empty</source>
        <comment>time_collection.refusal.seat_empty</comment>
        <translation>ghế {seat} trống</translation>
    </message>
    <message>
        <source>seat {seat} has only ${stack}</source>
        <comment>time_collection.refusal.seat_has_only</comment>
        <translation>ghế {seat} chỉ có ${stack}</translation>
    </message>
    <message>
        <source>seat(s) {sorted} owe no time</source>
        <comment>time_collection.refusal.seat_s_owe_no_time</comment>
        <translation>ghế {sorted} không nợ tiền giờ</translation>
    </message>
    <message>
        <source>this table collects on the button, not by time (LC-144)</source>
        <comment>time_collection.refusal.table_collects_button_time_lc</comment>
        <translation>bàn này thu theo button, không theo giờ (LC-144)</translation>
    </message>
    <message>
        <source>this table has no time rate set: the room must set it (K24)</source>
        <comment>time_collection.refusal.table_has_no_time_rate</comment>
        <translation>bàn này chưa có mức tiền giờ: phòng phải đặt (K24)</translation>
    </message>
    <message>
        <source>time is collected between hands</source>
        <comment>time_collection.refusal.time_collected_between_hands</comment>
        <translation>tiền giờ được thu giữa các ván</translation>
    </message>
    <message>
        <source>time is paid between hands</source>
        <comment>time_collection.refusal.time_paid_between_hands</comment>
        <translation>tiền giờ được trả giữa các ván</translation>
    </message>
    <message>
        <source>time is ${rate} a player: ${value} for {count}</source>
        <comment>time_collection.refusal.time_player</comment>
        <translation>tiền giờ là ${rate} mỗi người: ${value} cho {count} người</translation>
    </message>
    <message>
        <source>a time pot needs at least two players</source>
        <comment>time_collection.refusal.time_pot_needs_least_two</comment>
        <translation>pot tiền giờ cần ít nhất hai người</translation>
    </message>
    <message>
        <source>all in</source>
        <comment>turns.action.all_in</comment>
        <translation>tất tay (all-in)</translation>
    </message>
    <message>
        <source>{action} ${to}</source>
        <comment>turns.action.amount</comment>
        <translation>{action} ${to}</translation>
    </message>
    <message>
        <source>bet</source>
        <comment>turns.action.bet</comment>
        <translation>cược</translation>
    </message>
    <message>
        <source>call</source>
        <comment>turns.action.call</comment>
        <translation>theo (call)</translation>
    </message>
    <message>
        <source>check</source>
        <comment>turns.action.check</comment>
        <translation>check</translation>
    </message>
    <message>
        <source>complete</source>
        <comment>turns.action.complete</comment>
        <translation>cược đủ (complete)</translation>
    </message>
    <message>
        <source>fold</source>
        <comment>turns.action.fold</comment>
        <translation>bỏ bài (fold)</translation>
    </message>
    <message>
        <source>raise</source>
        <comment>turns.action.raise</comment>
        <translation>tố (raise)</translation>
    </message>
    <message>
        <source>Call the floor: seat {seat} let his turn pass while {acted} later players acted; until the floor rules he may only check, call or fold</source>
        <comment>turns.floor.turn_passed</comment>
        <translation>Gọi floor: ghế {seat} để lỡ lượt trong khi {acted} người chơi sau đã hành động; cho đến khi floor phán quyết chỉ được check, theo hoặc bỏ bài</translation>
    </message>
    <message>
        <source>Seat {seat} acted out of turn ({what}): it does not bind; bring the action back to seat {on_turn}</source>
        <comment>turns.note.acted_out_of_turn</comment>
        <translation>Ghế {seat} hành động sai lượt ({what}): không ràng buộc; đưa lượt về lại ghế {on_turn}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s check out of turn stands: seat {on_turn} may check (the round ends) or bet; after a bet seat {seat} may only call or fold</source>
        <comment>turns.note.check_out_of_turn_stands</comment>
        <translation>Lần check sai lượt của ghế {seat} vẫn giữ: ghế {on_turn} có thể check (kết thúc vòng) hoặc cược; sau khi có cược ghế {seat} chỉ được theo hoặc bỏ bài</translation>
    </message>
    <message>
        <source>Seat {seat} let his turn pass: it comes back to him when the action reaches him (call or fold only if {later} later players act first)</source>
        <comment>turns.note.turn_passed</comment>
        <translation>Ghế {seat} để lỡ lượt: lượt sẽ quay lại khi hành động đến ghế đó (chỉ được theo hoặc bỏ bài nếu {later} người chơi sau hành động trước)</translation>
    </message>
    <message>
        <source>Heads-up bet out of turn by seat {bettor}: seat {on_turn} may call, raise, or make seat {bettor} take it back and restart the betting round</source>
        <comment>turns.offer.heads_up_bet_out_of_turn</comment>
        <translation>Cược sai lượt khi heads-up của ghế {bettor}: ghế {on_turn} có thể theo, tố, hoặc buộc ghế {bettor} rút lại và bắt đầu lại vòng cược</translation>
    </message>
    <message>
        <source>seat {seat} checked out of turn heads-up and the check stands: call or fold only (LC-53a)</source>
        <comment>turns.refusal.check_out_of_turn_stands</comment>
        <translation>ghế {seat} check sai lượt khi heads-up và lần check vẫn giữ: chỉ được theo hoặc bỏ bài (LC-53a)</translation>
    </message>
    <message>
        <source>a floor decision names the floorperson who made it</source>
        <comment>turns.refusal.floor_decision_names_floorperson_who</comment>
        <translation>quyết định của floor ghi tên floor đã quyết</translation>
    </message>
    <message>
        <source>the floor kept seat {seat} to call or fold after letting his turn pass (LC-51)</source>
        <comment>turns.refusal.floor_kept_call_or_fold</comment>
        <translation>floor chỉ cho ghế {seat} theo hoặc bỏ bài vì đã để lỡ lượt (LC-51)</translation>
    </message>
    <message>
        <source>no hand is in progress</source>
        <comment>turns.refusal.no_hand_progress</comment>
        <translation>không có ván nào đang diễn ra</translation>
    </message>
    <message>
        <source>no LC-51 ruling is pending for seat {seat}</source>
        <comment>turns.refusal.no_lc_51_ruling_pending</comment>
        <translation>không có phán quyết LC-51 nào đang chờ cho ghế {seat}</translation>
    </message>
    <message>
        <source>nobody after seat {seat} is due to act: his turn cannot pass</source>
        <comment>turns.refusal.nobody_after_seat_due_act</comment>
        <translation>không ai sau ghế {seat} phải hành động: không thể bỏ qua lượt của người đó</translation>
    </message>
    <message>
        <source>nobody is on turn now ({phase_text})</source>
        <comment>turns.refusal.nobody_turn_now</comment>
        <translation>lúc này không đến lượt ai ({phase_text})</translation>
    </message>
    <message>
        <source>seat {seat} let his turn pass while {acted} later players acted: call or fold only until the floor rules (LC-51)</source>
        <comment>turns.refusal.passed_until_floor_rules</comment>
        <translation>ghế {seat} để lỡ lượt trong khi {acted} người chơi sau đã hành động: chỉ được theo hoặc bỏ bài cho đến khi floor phán quyết (LC-51)</translation>
    </message>
    <message>
        <source>{action!r} is not a poker action</source>
        <comment>turns.refusal.poker_action</comment>
        <translation>{action!r} không phải hành động poker</translation>
    </message>
    <message>
        <source>seat {seat} has no heads-up bet out of turn that can still be taken back (LC-53b: only before the player on turn answers it)</source>
        <comment>turns.refusal.seat_has_no_heads_up</comment>
        <translation>ghế {seat} không có cược sai lượt khi đối đầu còn rút lại được (LC-53b: chỉ trước khi người đến lượt trả lời)</translation>
    </message>
    <message>
        <source>seat {seat} has no live hand</source>
        <comment>turns.refusal.seat_has_no_live_hand</comment>
        <translation>ghế {seat} không có bài sống</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {action} out of turn is only a note (LC-50); it cannot stand by {stands}</source>
        <comment>turns.refusal.seat_s_out_turn_only</comment>
        <translation>{action} sai lượt của ghế {seat} chỉ là ghi chú (LC-50); không thể giữ vì {stands}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s {action} out of turn stands heads-up ({rule}); the event must say so</source>
        <comment>turns.refusal.seat_s_out_turn_stands</comment>
        <translation>{action} sai lượt của ghế {seat} được giữ khi đối đầu ({rule}); sự kiện phải ghi rõ</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s turn has already passed once this round (LC-51)</source>
        <comment>turns.refusal.seat_s_turn_has_already</comment>
        <translation>lượt của ghế {seat} đã bị bỏ qua một lần trong vòng này (LC-51)</translation>
    </message>
    <message>
        <source>seat {seat} is on turn: enter the action normally</source>
        <comment>turns.refusal.seat_turn_enter_action_normally</comment>
        <translation>đến lượt ghế {seat}: nhập hành động như thường</translation>
    </message>
    <message>
        <source>seat {to_act} is on turn, not seat {on_turn}</source>
        <comment>turns.refusal.seat_turn_seat</comment>
        <translation>đến lượt ghế {to_act}, không phải ghế {on_turn}</translation>
    </message>
    <message>
        <source>seat {to_act} is on turn, not seat {seat}</source>
        <comment>turns.refusal.seat_turn_seat_2</comment>
        <translation>đến lượt ghế {to_act}, không phải ghế {seat}</translation>
    </message>
    <message>
        <source>badge {badge}</source>
        <comment>verify.badge</comment>
        <translation>thẻ {badge}</translation>
    </message>
    <message>
        <source>integrity check cancelled: nothing was concluded</source>
        <comment>verify.cancelled</comment>
        <translation>đã hủy kiểm tra toàn vẹn: chưa kết luận gì</translation>
    </message>
    <message>
        <source>the row&apos;s content was changed after it was written</source>
        <comment>verify.content_changed</comment>
        <translation>nội dung của dòng đã bị sửa sau khi ghi</translation>
    </message>
    <message>
        <source>the hand log file is damaged (SQLite&apos;s own check found problems): keep the file exactly as it is and call a supervisor; SQLite says: {problems}</source>
        <comment>verify.damaged</comment>
        <translation>tập tin nhật ký ván bài bị hỏng (chính SQLite kiểm tra thấy lỗi): giữ nguyên tập tin và gọi supervisor; SQLite báo: {problems}</translation>
    </message>
    <message>
        <source>a player_left dated {dated} was written at {written}: a departure carries the time it was recorded (LC-91)</source>
        <comment>verify.departure_time</comment>
        <translation>một player_left ghi ngày {dated} được viết lúc {written}: một lần rời bàn mang thời điểm nó được ghi (LC-91)</translation>
    </message>
    <message>
        <source>the engine refuses this {event} event of table {table} ({reason}): the hand as logged could not have been played so</source>
        <comment>verify.engine_refuses</comment>
        <translation>chương trình từ chối sự kiện {event} này của bàn {table} ({reason}): ván bài như đã ghi không thể chơi như vậy</translation>
    </message>
    <message>
        <source>{field} is {found} in the file but {expected} in the chain</source>
        <comment>verify.field_changed</comment>
        <translation>{field} là {found} trong tập tin nhưng là {expected} trong chuỗi</translation>
    </message>
    <message>
        <source>the row names hand id {hand_id} but the chain before it puts it in {expected}</source>
        <comment>verify.hand_id</comment>
        <translation>dòng ghi ván {hand_id} nhưng chuỗi trước đó đặt nó vào {expected}</translation>
    </message>
    <message>
        <source>the row&apos;s stored hash was changed</source>
        <comment>verify.hash_changed</comment>
        <translation>mã hash đã lưu của dòng bị sửa</translation>
    </message>
    <message>
        <source>the row does not fit the chain: changed, inserted, removed or reordered rows</source>
        <comment>verify.off_chain</comment>
        <translation>dòng không khớp với chuỗi: có dòng bị sửa, chèn thêm, xóa hoặc đổi thứ tự</translation>
    </message>
    <message>
        <source>table {table} holds imported PHH hands, which only an import log (replay --db) may hold, not a table&apos;s live log</source>
        <comment>verify.phh_in_live_log</comment>
        <translation>bàn {table} có các ván PHH nhập vào, chỉ sổ nhập (replay --db) mới được chứa, không phải sổ trực tiếp của bàn</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row is not in the chain (added outside the program)</source>
        <comment>verify.row_added</comment>
        <translation>bảng {table}, {row}: dòng không có trong chuỗi (được thêm ngoài chương trình)</translation>
    </message>
    <message>
        <source>table {table}, {row}: {changes}</source>
        <comment>verify.row_changed</comment>
        <translation>bảng {table}, {row}: {changes}</translation>
    </message>
    <message>
        <source>row id {id}</source>
        <comment>verify.row_id</comment>
        <translation>dòng id {id}</translation>
    </message>
    <message>
        <source>row id {id} ({label} {value})</source>
        <comment>verify.row_labelled</comment>
        <translation>dòng id {id} ({label} {value})</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row the chain records is missing or out of place ({found} stands there)</source>
        <comment>verify.row_moved</comment>
        <translation>bảng {table}, {row}: dòng mà chuỗi ghi nhận bị thiếu hoặc sai chỗ ({found} đang ở đó)</translation>
    </message>
    <message>
        <source>the row points to a table or event kind that is gone</source>
        <comment>verify.row_orphaned</comment>
        <translation>dòng trỏ tới một bàn hoặc loại sự kiện không còn nữa</translation>
    </message>
    <message>
        <source>table {table}, {row}: the row the chain records is missing (removed outside the program)</source>
        <comment>verify.row_removed</comment>
        <translation>bảng {table}, {row}: dòng mà chuỗi ghi nhận bị thiếu (bị xóa ngoài chương trình)</translation>
    </message>
    <message>
        <source>rows removed: seq jumps from {previous} to {seq}</source>
        <comment>verify.rows_removed</comment>
        <translation>có dòng bị xóa: seq nhảy từ {previous} lên {seq}</translation>
    </message>
    <message>
        <source>rows removed at the end: the log&apos;s index refers to seq {seq}</source>
        <comment>verify.rows_removed_end</comment>
        <translation>có dòng bị xóa ở cuối: chỉ mục của sổ nhắc tới seq {seq}</translation>
    </message>
    <message>
        <source>the row cannot be read back as a {kind} ({error})</source>
        <comment>verify.unreadable</comment>
        <translation>không đọc lại được dòng dưới dạng {kind} ({error})</translation>
    </message>
    <message>
        <source>3rd street</source>
        <comment>word.3rd_street</comment>
        <translation>vòng thứ ba</translation>
    </message>
    <message>
        <source>4th street</source>
        <comment>word.4th_street</comment>
        <translation>vòng thứ tư</translation>
    </message>
    <message>
        <source>5th street</source>
        <comment>word.5th_street</comment>
        <translation>vòng thứ năm</translation>
    </message>
    <message>
        <source>6th street</source>
        <comment>word.6th_street</comment>
        <translation>vòng thứ sáu</translation>
    </message>
    <message>
        <source>7th street</source>
        <comment>word.7th_street</comment>
        <translation>vòng thứ bảy</translation>
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
        <translation>mù lớn</translation>
    </message>
    <message>
        <source>big blind ante</source>
        <comment>word.big_blind_ante</comment>
        <translation>ante của mù lớn</translation>
    </message>
    <message>
        <source>bring-in</source>
        <comment>word.bring_in</comment>
        <translation>bring-in</translation>
    </message>
    <message>
        <source>button blind</source>
        <comment>word.button_blind</comment>
        <translation>mù ở nút (button)</translation>
    </message>
    <message>
        <source>buy button</source>
        <comment>word.buy_button</comment>
        <translation>mua nút (button)</translation>
    </message>
    <message>
        <source>collection</source>
        <comment>word.collection</comment>
        <translation>phí nhà</translation>
    </message>
    <message>
        <source>dead</source>
        <comment>word.dead</comment>
        <translation>chết</translation>
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
        <translation>sống</translation>
    </message>
    <message>
        <source>main pot</source>
        <comment>word.main_pot</comment>
        <translation>pot chính</translation>
    </message>
    <message>
        <source>missed blinds</source>
        <comment>word.missed_blinds</comment>
        <translation>mù bị bỏ lỡ</translation>
    </message>
    <message>
        <source>new player blind</source>
        <comment>word.new_player_blind</comment>
        <translation>mù người chơi mới</translation>
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
        <translation>mù đơn</translation>
    </message>
    <message>
        <source>small blind</source>
        <comment>word.small_blind</comment>
        <translation>mù nhỏ</translation>
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
