//! The Bevy game: the window, the screens, the turn phases, and the views that show the
//! engine's state.

pub mod audio;
pub mod autoplay;
pub mod choices;
pub mod duel;
pub mod files;
pub mod game_room;
pub mod input;
pub mod language;
pub mod menus;
pub mod online;
pub mod original;
pub mod platform;
pub mod player;
pub mod runtime;
pub mod screens;
pub mod settings;
pub mod states;
pub mod table;
pub mod theme;
mod view;

/// The theme's colours and the mark of a choice not available now, which the layout test's
/// contrast check reads.
pub use theme::TextScale;
pub use view::Unavailable;

use std::path::PathBuf;

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;

use kingdomino_core::player_files::data_store::DataStore;
use states::AppSystems;

/// How the game was asked to start.
#[derive(Debug)]
pub struct GameOptions {
    pub autoplay: Option<states::Autoplay>,
    /// The mods found, in order (a later one's file wins); the desktop's only. Those the
    /// player turned off in the settings are left out when the game opens.
    pub mod_folders: Vec<PathBuf>,
    /// Where the saves, settings and controls are kept.
    pub data_store: DataStore,
    /// Go straight on with the saved game.
    pub continue_saved: bool,
    /// The language asked for at start (`--lang`, `?lang=`), over the settings' choice.
    pub language: Option<String>,
    /// An online room to play in, asked at start (`--server --room`).
    pub online: Option<online::OnlineRequest>,
    /// The server the online panel uses (`--server`, the web page's).
    pub online_server: Option<String>,
    /// The address a room's link for the browser starts from (the web page's own).
    pub room_link: Option<String>,
    /// No window and no drawing (`--headless`): the computer's seats play on a machine without
    /// a display, as the web test's native opponent does.
    pub headless: bool,
    /// Log the frames drawn each second and their times (`--log-frame-rate`): how fast the
    /// animations run on this machine.
    pub log_frame_rate: bool,
}

/// Opens the game window (or none, headless) and runs until it is closed (or autoplay ends).
pub fn run(options: GameOptions) -> AppExit {
    let mut app = App::new();
    app.insert_resource(player::player_data::PlayerData(options.data_store.clone()));
    if options.continue_saved {
        app.insert_resource(states::ContinueAtStart::default());
    }
    app.insert_resource(language::LanguageAtStart(options.language));
    #[cfg(not(target_arch = "wasm32"))]
    {
        let in_use = settings::mods_turned_on(&options.data_store, &options.mod_folders);
        let found = kingdomino_core::game_files::mods::ModStack::open(&in_use);
        let files = files::asset_source::ModdedFiles::of(&found);
        files::asset_source::register(&mut app, files.clone(), in_use);
        let titles = found.mods.iter().map(|each| each.title()).collect();
        app.insert_resource(files)
            .insert_resource(table::ModTitles(titles))
            .insert_resource(settings::ModFolderNames(
                options
                    .mod_folders
                    .iter()
                    .map(|folder| settings::mod_folder_name(folder))
                    .collect(),
            ))
            .insert_resource(files::found_mods::FoundMods(found));
    }
    if options.headless {
        app.add_plugins(headless_plugins());
    } else {
        app.add_plugins(windowed_plugins());
    }
    app.add_plugins((view::loading_plugin, audio::loading_plugin, plugin))
        .add_systems(Startup, spawn_camera);
    app.add_plugins(platform::plugin);
    if options.log_frame_rate {
        app.add_plugins((
            bevy::diagnostic::FrameTimeDiagnosticsPlugin::default(),
            bevy::diagnostic::LogDiagnosticsPlugin::default(),
        ));
    }
    if let Some(autoplay) = options.autoplay {
        app.insert_resource(autoplay);
    }
    if let Some(online) = options.online {
        app.insert_resource(online);
    }
    if let Some(server) = options.online_server {
        app.insert_resource(online::OnlineServer(server));
    }
    if let Some(address) = options.room_link {
        app.insert_resource(online::RoomLinks(address));
    }
    app.run()
}

fn asset_plugin() -> AssetPlugin {
    AssetPlugin {
        // The game ships no `.meta` files: looking for them costs the browser a failed request
        // (and a console error) per asset.
        meta_check: AssetMetaCheck::Never,
        watch_for_changes_override: Some(cfg!(feature = "dev")),
        ..default()
    }
}

fn windowed_plugins() -> impl PluginGroup {
    DefaultPlugins.set(asset_plugin()).set(WindowPlugin {
        primary_window: Some(Window {
            title: theme::GAME_TITLE.into(),
            resolution: (1280, 720).into(),
            fit_canvas_to_parent: true,
            #[cfg(target_arch = "wasm32")]
            canvas: Some(platform::web::CANVAS_SELECTOR.into()),
            ..default()
        }),
        ..default()
    })
}

/// The game's frames run sixty times a second with no window to wait on and no GPU: the
/// renderer is there without a device, so the screens are laid out as usual and never drawn.
fn headless_plugins() -> impl PluginGroup {
    DefaultPlugins
        .set(asset_plugin())
        .set(WindowPlugin {
            primary_window: None,
            exit_condition: bevy::window::ExitCondition::DontExit,
            ..default()
        })
        .set(bevy::render::RenderPlugin {
            render_creation: bevy::render::settings::WgpuSettings {
                backends: None,
                ..default()
            }
            .into(),
            ..default()
        })
        .disable::<bevy::winit::WinitPlugin>()
        .add(bevy::app::ScheduleRunnerPlugin::run_loop(
            std::time::Duration::from_secs_f64(1.0 / 60.0),
        ))
}

/// Everything but the window, the renderer and the asset files: headless tests run this with
/// `MinimalPlugins`, `StatesPlugin` and `InputPlugin`.
pub fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            AppSystems::ReadInput,
            AppSystems::Decide,
            AppSystems::ApplyRules,
            AppSystems::Save,
            AppSystems::Advise,
            AppSystems::View,
            AppSystems::Wording,
        )
            .chain(),
    );
    app.configure_sets(
        PostUpdate,
        AppSystems::Accessibility
            .after(bevy::ui::UiSystems::PostLayout)
            .before(bevy::a11y::AccessibilitySystems::Update),
    );
    app.add_plugins((
        states::plugin,
        input::plugin,
        runtime::plugin,
        files::plugin,
        player::plugin,
        (settings::plugin, language::plugin),
        choices::plugin,
        screens::plugin,
        menus::plugin,
        autoplay::plugin,
        table::plugin,
        view::plugin,
        (audio::plugin, theme::plugin),
        online::plugin,
    ));
    // Where a game plugs in: its room (its phases, its persons' turns, its pieces, its online
    // rooms), the table and the screens every game shares.
    game_room::plays::<kingdomino_core::duel::Duel>(app);
    game_room::plays::<kingdomino_core::original::Original>(app);
    // Once every game has said which groups of the settings file are its own.
    settings::read_settings_files(app);
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}
