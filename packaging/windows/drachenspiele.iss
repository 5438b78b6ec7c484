; Inno Setup 6 script: Windows installer for Drachenspiele, made from the PyInstaller
; one-folder bundle (dist\drachenspiele\ built by build.spec on Windows).
;
;   python -m PyInstaller --noconfirm --clean build.spec
;   python packaging\make_icons.py build\icons
;   iscc /DAppVersion=0.1.0 packaging\windows\drachenspiele.iss
;     -> dist\drachenspiele-0.1.0-windows-x64-setup.exe
;
; Installs per user without admin rights by default (Program Files if the user picks
; "install for all users"). Saves and settings live in %LOCALAPPDATA%\Drachenspiele
; (platformdirs), never in the install folder; the uninstaller asks before deleting them.
; RECIPE: written for the hosted windows runner (.github/workflows/release.yml), not
; compiled or run on the Linux build machine.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z (it is read from pyproject.toml in CI)
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\drachenspiele"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\drachenspiele.ico"
#endif

[Setup]
AppId={{6FFBBBCA-5F41-4946-96E1-4797E3E700D3}
AppName=Drachenspiele
AppVersion={#AppVersion}
AppVerName=Drachenspiele {#AppVersion}
AppPublisher=Drachenspiele Studio
DefaultDirName={autopf}\Drachenspiele
DefaultGroupName=Drachenspiele
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=drachenspiele-{#AppVersion}-windows-x64-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\drachenspiele.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "en"; MessagesFile: "compiler:Default.isl"

[CustomMessages]
de.DeleteUserData=Auch deine gespeicherten Spiele und Einstellungen löschen?
en.DeleteUserData=Also delete your saved games and settings?

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Drachenspiele"; Filename: "{app}\drachenspiele.exe"
Name: "{autodesktop}\Drachenspiele"; Filename: "{app}\drachenspiele.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\drachenspiele.exe"; Description: "{cm:LaunchProgram,Drachenspiele}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
Type: filesandordirs; Name: "{app}\_internal\__pycache__"

[Code]
{ platformdirs.user_data_dir("drachenspiele", "Drachenspiele"): saves, settings and logs. }
function UserDataDir(): String;
begin
  Result := ExpandConstant('{localappdata}\Drachenspiele\drachenspiele');
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
begin
  if (CurUninstallStep = usPostUninstall) and DirExists(UserDataDir()) and (not UninstallSilent()) then
    if MsgBox(CustomMessage('DeleteUserData') + #13#10#13#10 + UserDataDir(),
              mbConfirmation, MB_YESNO or MB_DEFBUTTON2) = IDYES then
    begin
      DelTree(UserDataDir(), True, True, True);
      RemoveDir(ExpandConstant('{localappdata}\Drachenspiele'));
    end;
end;
