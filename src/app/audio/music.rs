//! Music: the theme on the title and at the game over, the calm loop under either game's table
//! (going on, not starting again, when a table is set up anew). The tunes
//! are text files (`music/*.tune.ron`) played by the game's own synthesiser, at the music's own
//! volume, and quieter while the final count is told. A broken tune file is said on the title
//! and the game goes on without it.

use std::sync::Arc;

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::audio::{AddAudioSource, AudioSinkPlayback, ChannelCount, SampleRate, Source, Volume};
use bevy::prelude::*;

use crate::app::states::AppSystems;
use bevy_asset_loader::prelude::*;

use crate::app::files::text_asset::read_text;
use crate::app::player::startup_problems::StartupProblems;
use crate::app::settings::SoundSettings;
use crate::app::states::{Count, Screen};
use kingdomino_core::game_files::tune::{SAMPLE_RATE, Synth, Tune};
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.init_asset::<Music>()
        .register_asset_loader(MusicLoader)
        .add_audio_source::<Music>();
    app.configure_loading_state(
        LoadingStateConfig::new(Screen::Loading).load_collection::<MusicAssets>(),
    );
    app.add_systems(OnExit(Screen::Loading), report_broken_tunes);
    play_on_screens(app);
    app.add_systems(Update, set_music_volume.in_set(AppSystems::View));
}

/// Each screen's tune, as the screen is entered: the theme on the title and at a game over,
/// the loop at any game's table.
fn play_on_screens(app: &mut App) {
    app.add_systems(
        Update,
        play_the_screen_s_tune
            .run_if(state_changed::<Screen>)
            .in_set(AppSystems::View),
    );
}

/// While the count is told, the music steps back to this share of its volume.
const UNDER_THE_COUNT: f32 = 0.3;

#[derive(AssetCollection, Resource)]
pub struct MusicAssets {
    #[asset(path = "music/table.tune.ron")]
    pub table: Handle<Music>,
    #[asset(path = "music/theme.tune.ron")]
    pub theme: Handle<Music>,
}

/// A tune file as read: the tune, or what is wrong with the file.
#[derive(Asset, TypePath, Debug)]
pub struct Music(Result<Arc<Tune>, String>);

impl Decodable for Music {
    type Decoder = TunePlayer;

    fn decoder(&self) -> TunePlayer {
        TunePlayer(self.0.as_ref().ok().map(|tune| Synth::new(tune)))
    }
}

/// The synthesiser as the audio output hears it; silence for a broken tune.
pub struct TunePlayer(Option<Synth>);

impl Iterator for TunePlayer {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        self.0.as_mut()?.next()
    }
}

impl Source for TunePlayer {
    fn current_span_len(&self) -> Option<usize> {
        None
    }

    fn channels(&self) -> ChannelCount {
        ChannelCount::MIN
    }

    fn sample_rate(&self) -> SampleRate {
        SampleRate::new(SAMPLE_RATE).unwrap_or(SampleRate::MIN)
    }

    fn total_duration(&self) -> Option<std::time::Duration> {
        None
    }
}

#[derive(Default, TypePath)]
struct MusicLoader;

impl AssetLoader for MusicLoader {
    type Asset = Music;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<Music, std::io::Error> {
        let (source, text) = read_text(reader, load_context).await?;
        let tune = match text {
            Ok(text) => Tune::from_ron(&text, &source).map(Arc::new),
            Err(problem) => Err(format!("{source}: {problem}")),
        };
        Ok(Music(tune))
    }

    fn extensions(&self) -> &[&str] {
        &["tune.ron"]
    }
}

fn report_broken_tunes(
    loaded: Option<Res<MusicAssets>>,
    tunes: Res<Assets<Music>>,
    mut problems: ResMut<StartupProblems>,
) {
    let Some(loaded) = loaded else {
        return;
    };
    for handle in [&loaded.table, &loaded.theme] {
        if let Some(Music(Err(problem))) = tunes.get(handle) {
            problems.report(Phrase::new("problem-music").with("problem", problem.clone()));
        }
    }
}

/// The music playing now, by its tune: one piece at a time.
#[derive(Component)]
struct PlayingMusic(AssetId<Music>);

/// Plays the screen's tune in place of the music playing (unless it is that tune already),
/// silent until `set_music_volume` gives it the player's volume on its first frame.
fn play_the_screen_s_tune(
    mut commands: Commands,
    screen: Res<State<Screen>>,
    loaded: Option<Res<MusicAssets>>,
    playing: Query<(Entity, &PlayingMusic)>,
) {
    let Some(loaded) = loaded else {
        return;
    };
    let (tune, settings) = match screen.get() {
        Screen::Title | Screen::GameOver(_) => (&loaded.theme, PlaybackSettings::DESPAWN),
        Screen::Table(_) => (&loaded.table, PlaybackSettings::LOOP),
        Screen::Loading | Screen::Mods | Screen::Replays => return,
    };
    if playing.iter().any(|(_, now)| now.0 == tune.id()) {
        return;
    }
    for (earlier, _) in &playing {
        commands.entity(earlier).despawn();
    }
    commands.spawn((
        Name::new("Music"),
        PlayingMusic(tune.id()),
        AudioPlayer(tune.clone()),
        settings.with_volume(Volume::SILENT),
    ));
}

/// The music's volume from the settings, stepping back under the count.
fn set_music_volume(
    sound: Res<SoundSettings>,
    count: Option<Res<State<Count>>>,
    mut sinks: Query<&mut AudioSink, With<PlayingMusic>>,
) {
    let counting = count.is_some_and(|count| *count.get() == Count::Telling);
    let share = if counting { UNDER_THE_COUNT } else { 1.0 };
    let wanted = Volume::Linear(f32::from(sound.music_volume) / 100.0 * share);
    for mut sink in &mut sinks {
        if sink.volume() != wanted {
            sink.set_volume(wanted);
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::app::states::GameId;

    fn playing(app: &mut App) -> Vec<(Entity, AssetId<Music>)> {
        let mut query = app.world_mut().query::<(Entity, &PlayingMusic)>();
        query
            .iter(app.world())
            .map(|(entity, music)| (entity, music.0))
            .collect()
    }

    fn enter(app: &mut App, screen: Screen) {
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(screen);
        app.update();
    }

    #[test]
    fn every_table_plays_the_loop_on_and_the_title_its_theme() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default(), StatesPlugin));
        app.init_asset::<Music>().init_state::<Screen>();
        let mut tunes = app.world_mut().resource_mut::<Assets<Music>>();
        let music = MusicAssets {
            table: tunes.add(Music(Err("a table tune".into()))),
            theme: tunes.add(Music(Err("a theme".into()))),
        };
        let (table, theme) = (music.table.id(), music.theme.id());
        app.insert_resource(music);
        play_on_screens(&mut app);

        enter(&mut app, Screen::Table(GameId("one game")));
        let at_the_table = playing(&mut app);
        assert_eq!(
            at_the_table
                .iter()
                .map(|(_, tune)| *tune)
                .collect::<Vec<_>>(),
            [table]
        );
        // Play again, a replay's jump: the table is set up anew, the loop goes on.
        enter(&mut app, Screen::Table(GameId("one game")));
        assert_eq!(playing(&mut app), at_the_table);
        enter(&mut app, Screen::Title);
        assert_eq!(
            playing(&mut app)
                .iter()
                .map(|(_, tune)| *tune)
                .collect::<Vec<_>>(),
            [theme]
        );
        enter(&mut app, Screen::Table(GameId("another game")));
        assert_eq!(
            playing(&mut app)
                .iter()
                .map(|(_, tune)| *tune)
                .collect::<Vec<_>>(),
            [table]
        );
    }
}
