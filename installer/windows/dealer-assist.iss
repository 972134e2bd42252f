; Inno Setup script: Windows installer for Dealer Assist, packing the PyInstaller one-folder
; bundle built by the same spec as on Linux. Not built in CI (no Windows runner); reviewed only.
;
; Build on a Windows build PC, from the repository root:
;   .venv\Scripts\pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller installer\dealer-assist.spec
;   dist\dealer-assist\dealer-assist.exe --self-test
;   for /f %v in ('.venv\Scripts\python -c "import dealer_assist; print(dealer_assist.__version__)"') do set V=%v
;   "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" /DAppVersion=%V% installer\windows\dealer-assist.iss
; Output: dist\installer\dealer-assist-<version>-setup.exe
;
; Serial devices need no rule on Windows: the USB-serial bridge drivers (FTDI, Prolific, Silicon
; Labs, WCH) are installed from the vendors' packages; `dealer-assist devices list` shows the COM
; port and the model it matches. The version has one source, dealer_assist/__init__.py: the
; build passes dealer_assist.__version__ as /DAppVersion (see the build lines above).

#ifndef AppVersion
  #error Pass /DAppVersion=x.y.z (dealer_assist.__version__, see the build lines above)
#endif
#define AppName "Dealer Assist"
#define AppExe "dealer-assist.exe"
; windowed twin made by the spec on Windows: no console window behind the touchscreen app
#define AppGuiExe "dealer-assist-gui.exe"
; paths are relative to this script (installer\windows\)
#define BundleDir "..\..\dist\dealer-assist"

[Setup]
AppId={{6C1E4B7A-2F0D-4E57-9B1C-DA5515A7C0DE}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=Dealer Assist
DefaultDirName={autopf}\Dealer Assist
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
OutputDir=..\..\dist\installer
OutputBaseFilename=dealer-assist-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequired=admin
WizardStyle=modern
UninstallDisplayIcon={app}\{#AppGuiExe}
; the table PC keeps its hand log in the kiosk user's profile (%LOCALAPPDATA%): never removed here
CloseApplications=yes

[Tasks]
Name: "kiosk"; Description: "Start {#AppName} full screen at every logon (table kiosk)"; GroupDescription: "Table kiosk:"
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; the whole one-folder bundle: dealer-assist.exe and _internal\ (Qt, house profiles, example rooms,
; hardware models, theme, evaluation tables)
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "..\..\docs\install.md"; DestDir: "{app}\docs"; Flags: ignoreversion

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppGuiExe}"; Parameters: "gui"; WorkingDir: "{app}"
Name: "{group}\{#AppName} demo"; Filename: "{app}\{#AppGuiExe}"; Parameters: "demo"; WorkingDir: "{app}"
Name: "{group}\{#AppName} self-test"; Filename: "{cmd}"; Parameters: "/k ""{app}\{#AppExe}"" --self-test"; WorkingDir: "{app}"
Name: "{group}\Uninstall {#AppName}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppGuiExe}"; Parameters: "gui"; WorkingDir: "{app}"; Tasks: desktopicon
; kiosk autostart for every account that logs on to the table PC (the installer runs elevated,
; so {userstartup} would be the technician's own profile, not the kiosk account's). Windows does
; not restart a crashed app by itself: for an unattended table use Shell Launcher or a scheduled
; task with "restart on failure" (docs/install.md, "Windows").
Name: "{commonstartup}\{#AppName}"; Filename: "{app}\{#AppGuiExe}"; Parameters: "gui --fullscreen"; WorkingDir: "{app}"; Tasks: kiosk

[Run]
Filename: "{app}\{#AppGuiExe}"; Parameters: "gui"; Description: "Start {#AppName} now"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
Type: filesandordirs; Name: "{app}\_internal"

[Code]
// The table id first (every PC would otherwise log as T1): a wizard page, or /TABLE=T7 on the
// command line for a silent install. Written to the machine-wide settings file
// (%ProgramData%\dealer-assist\settings.toml) by `dealer-assist setup --site`.
var
  TablePage: TInputQueryWizardPage;

procedure InitializeWizard;
begin
  TablePage := CreateInputQueryPage(wpSelectTasks, 'This table',
    'Which table is this PC?',
    'The table id names this PC''s hands in the hand log and in the room store, e.g. T7.');
  TablePage.Add('Table id:', False);
  TablePage.Values[0] := ExpandConstant('{param:TABLE|}');
end;

function NextButtonClick(CurPageID: Integer): Boolean;
begin
  Result := True;
  if (CurPageID = TablePage.ID) and (Trim(TablePage.Values[0]) = '') then
  begin
    MsgBox('Enter the table id (for example T7).', mbError, MB_OK);
    Result := False;
  end;
end;

// Prove the installed copy works before the technician leaves (the check `make bundle` runs).
// [Run] entries ignore exit codes, hence the code: a failure is shown, not hidden.
procedure CurStepChanged(CurStep: TSetupStep);
var
  ResultCode: Integer;
  Kiosk: String;
begin
  if CurStep = ssPostInstall then
  begin
    WizardForm.StatusLabel.Caption := 'Writing this table''s settings...';
    if WizardIsTaskSelected('kiosk') then Kiosk := ' --kiosk' else Kiosk := ' --no-kiosk';
    if not Exec(ExpandConstant('{app}\{#AppExe}'),
                'setup --site --table ' + AddQuotes(Trim(TablePage.Values[0])) + Kiosk,
                ExpandConstant('{app}'), SW_HIDE, ewWaitUntilTerminated, ResultCode)
       or (ResultCode <> 0) then
      SuppressibleMsgBox('The table id was refused (exit code ' + IntToStr(ResultCode) + '): ' +
             'use letters, digits, "." "_" or "-", for example T7.', mbError, MB_OK, IDOK);
    WizardForm.StatusLabel.Caption := 'Running the self-test...';
    if not Exec(ExpandConstant('{app}\{#AppExe}'), '--self-test --no-ui', ExpandConstant('{app}'),
                SW_HIDE, ewWaitUntilTerminated, ResultCode) or (ResultCode <> 0) then
      SuppressibleMsgBox('The Dealer Assist self-test failed (exit code ' + IntToStr(ResultCode) + '). ' +
             'Open "Dealer Assist self-test" in the Start menu to see which check failed.',
             mbError, MB_OK, IDOK);
  end;
end;
