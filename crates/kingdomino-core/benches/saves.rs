//! The autosave's cost in a frame: a whole game's save written to disk (temporary file, flush,
//! rename) and read back with its replay (`cargo bench --bench saves`).

use kingdomino_core::duel::{Duel, GameState, NoOptions, RuleSet};
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kingdomino_core::ai::{Level, Player, RandomPlayer};
use kingdomino_core::player_files::data_store::DataStore;
use kingdomino_core::player_files::saves::{SavedGame, SavedSeat};
use kingdomino_core::table::Record;
use kingdomino_core::table::TableGame;

/// The save of a game one action before its end: the longest record a save holds.
/// Where the Duel's save is kept.
const SAVE_FILE: &str = Duel::SAVE_FILE;

fn longest_save(rules: &RuleSet) -> SavedGame<Duel> {
    let mut state = GameState::new(rules, 2024);
    let mut record = Record::<Duel>::new(rules, NoOptions, 2024);
    let mut player = RandomPlayer::new(7);
    loop {
        let action = Player::<Duel>::choose(&mut player, rules, &state).expect("a game going on");
        let mut next = state.clone();
        next.apply(rules, action).expect("legal");
        if next.is_over() {
            break;
        }
        state = next;
        record.actions.push(action);
    }
    SavedGame::new(
        rules,
        vec!["A mod 1.0".to_string()],
        vec![SavedSeat::Person, SavedSeat::Computer(Level::Expert)],
        record,
    )
}

fn saves(c: &mut Criterion) {
    let rules = RuleSet::builtin();
    let saved = longest_save(&rules);
    let folder = std::env::temp_dir().join(format!("kingdomino-duel-bench-{}", std::process::id()));
    let store = DataStore::Folder(folder.clone());
    let mut group = c.benchmark_group("saves");
    group.bench_function(
        format!("write a save of {} actions", saved.record.actions.len()),
        |b| {
            b.iter(|| {
                store
                    .write(SAVE_FILE, &black_box(&saved).to_text())
                    .unwrap()
            })
        },
    );
    store.write(SAVE_FILE, &saved.to_text()).unwrap();
    group.bench_function("read and replay it", |b| {
        b.iter(|| {
            let bytes = store.read(SAVE_FILE).unwrap().unwrap();
            SavedGame::<Duel>::from_bytes(&bytes)
                .unwrap()
                .restore(&rules)
                .unwrap()
        })
    });
    group.finish();
    std::fs::remove_dir_all(folder).unwrap();
}

criterion_group!(benches, saves);
criterion_main!(benches);
