//! Rated play from the table: two players of fresh data folders play three Duels by *Play
//! anyone* on two servers sharing a Redis; each table hears its rating's change; the
//! `leaderboard` command and `GET /leaderboard` read the same board from either server, again
//! after both restart, the winner above 1,500 and the other below; an altered identity is
//! refused and the one held still plays.

use super::*;
use kingdomino_core::online::Identity;
use kingdomino_core::online::identity::IDENTITY_FILE;
use kingdomino_core::online::ratings::{Leaderboard, RatingChange};
use kingdomino_duel::app::player::identity::PlayerIdentity;

fn rating_change(app: &App) -> Option<RatingChange> {
    app.world()
        .resource::<OnlineSession>()
        .rating_change()
        .cloned()
}

/// The body of a `200 OK` answer to `GET path` on the server at `port`.
fn http_body(port: u16, path: &str) -> String {
    let answer = http_get(port, path);
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    body.to_string()
}

/// Each player's rating on the board of the server at `port`, provisional players listed.
fn board_ratings(port: u16) -> Vec<(String, i32)> {
    let board: Leaderboard =
        serde_json::from_str(&http_body(port, "/leaderboard?game=duel&provisional=1")).unwrap();
    let mut ratings: Vec<(String, i32)> = (board.rows.iter())
        .map(|row| (row.name.clone(), row.rating))
        .collect();
    ratings.sort();
    ratings
}

#[test]
fn three_rated_duels_put_the_winner_above_1500_and_the_other_below_on_every_server() {
    let (_redis, store) = local_redis();
    let ports = [free_port(), free_port()];
    let servers = ports.map(|port| Server::start(port, &store));
    let folders = [tempfile_folder("rated-ann"), tempfile_folder("rated-bob")];
    let address = |at: usize| format!("127.0.0.1:{}", ports[at % 2]);
    let mut last = Vec::new();
    for game in 0..3 {
        let mut apps = [
            seeker_keeping(&address(game), "Ann", DataStore::Folder(folders[0].clone())),
            seeker_keeping(
                &address(game + 1),
                "Bob",
                DataStore::Folder(folders[1].clone()),
            ),
        ];
        if game == 2 {
            // A copy of Ann's identity altered by hand is refused; hers stays and plays on.
            let data = PlayerData(DataStore::Folder(folders[0].clone()));
            let text = String::from_utf8(data.0.read(IDENTITY_FILE).unwrap().unwrap()).unwrap();
            let held = apps[0].world().resource::<PlayerIdentity>().clone();
            let altered = text.replace("\"Ann\"", "\"Bob\"");
            assert_ne!(altered, text);
            let mut identity = apps[0].world_mut().resource_mut::<PlayerIdentity>();
            assert!(
                identity
                    .import(&altered, &data)
                    .unwrap_err()
                    .contains("altered")
            );
            assert_eq!(*identity, held, "the identity held is kept");
            assert_eq!(Identity::from_file_text(&text).ok(), held.0);
        }
        run_both(&mut apps, 300, |apps| {
            apps.iter().all(|app| rating_change(app).is_some())
        });
        last = apps.iter().map(|app| rating_change(app).unwrap()).collect();
        assert!(last.iter().all(|change| change.provisional), "{last:?}");
        if game == 0 {
            assert!(last.iter().all(|change| change.before == 1500), "{last:?}");
        }
    }
    let (ann, bob) = (last[0].after, last[1].after);
    assert!(
        (ann - 1500) * (bob - 1500) < 0,
        "one above 1500, one below: {ann}, {bob}"
    );
    let expected = vec![("Ann".to_string(), ann), ("Bob".to_string(), bob)];
    for port in ports {
        assert_eq!(board_ratings(port), expected, "read from :{port}");
    }
    // Both servers restart on the same store: the board is still there.
    drop(servers);
    let _servers = ports.map(|port| Server::start(port, &store));
    for port in ports {
        assert_eq!(
            board_ratings(port),
            expected,
            "read from :{port} after the restart"
        );
    }
    // The command prints the same board, and Ann's own line from her data folder.
    let printed = Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"))
        .args([
            "leaderboard",
            "--server",
            &address(0),
            "--json",
            "--data-dir",
        ])
        .arg(&folders[0])
        .output()
        .unwrap();
    assert!(printed.status.success(), "{printed:?}");
    let board: Leaderboard = serde_json::from_slice(&printed.stdout).unwrap();
    let own = board.own.unwrap();
    assert_eq!((own.name.as_str(), own.rating, own.games), ("Ann", ann, 3));
    assert_eq!(board.rows.len(), 2);
    let table = Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"))
        .args(["leaderboard", "--server", &address(1)])
        .output()
        .unwrap();
    let table = String::from_utf8(table.stdout).unwrap();
    assert!(
        table.contains("Nobody is ranked yet"),
        "provisional players are not ranked: {table}"
    );
    for folder in folders {
        let _ = std::fs::remove_dir_all(folder);
    }
}

#[test]
fn three_headless_games_asking_for_anyone_play_the_original_game_rated() {
    let folder = tempfile_folder("rated-original");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let server = format!("127.0.0.1:{port}");
    let said: Vec<String> = ["Ann", "Bob", "Cy"]
        .iter()
        .map(|name| headless_original_player(&server, &["--anyone"], "3", name, &folder.join(name)))
        .collect::<Vec<Child>>()
        .into_iter()
        .map(printed_once_ended)
        .collect();
    let line_of = |text: &str, what: &str| {
        text.lines()
            .find(|line| line.contains(what))
            .unwrap_or_else(|| panic!("no {what} in {text}"))
            .to_owned()
    };
    let finals: Vec<String> = said
        .iter()
        .map(|text| line_of(text, "final scores"))
        .collect();
    assert!(
        finals.iter().all(|line| *line == finals[0]),
        "one game: {finals:?}"
    );
    // Each was rated from 1500: the ratings spread, the best above and the worst below.
    let mut after: Vec<i32> = said
        .iter()
        .map(|text| {
            let rated = line_of(text, "kingdomino-duel: rated 1500 -> ");
            let number = rated
                .split("-> ")
                .nth(1)
                .unwrap()
                .split(' ')
                .next()
                .unwrap();
            number.parse().unwrap()
        })
        .collect();
    after.sort_unstable();
    assert!(after[0] < 1500 && after[2] > 1500, "{after:?}");
    let board: Leaderboard = serde_json::from_str(&http_body(
        port,
        "/leaderboard?game=kingdomino&provisional=1",
    ))
    .unwrap();
    assert_eq!(board.rows.len(), 3, "{board:?}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn an_identity_moves_to_another_data_folder_and_an_altered_one_is_refused() {
    let folder = tempfile_folder("identity-files");
    let (home, away) = (folder.join("home"), folder.join("away"));
    let identity = Identity::fresh("Ann").unwrap();
    DataStore::Folder(home.clone())
        .write(IDENTITY_FILE, &identity.file_text())
        .unwrap();
    let run = |data: &std::path::Path, args: &[&std::ffi::OsStr]| {
        Command::new(env!("CARGO_BIN_EXE_kingdomino-duel"))
            .arg("identity")
            .args(args)
            .arg("--data-dir")
            .arg(data)
            .output()
            .unwrap()
    };
    let file = folder.join("ann.identity.json");
    let exported = run(&home, &["--export".as_ref(), file.as_os_str()]);
    assert!(exported.status.success(), "{exported:?}");
    let imported = run(&away, &["--import".as_ref(), file.as_os_str()]);
    let said = String::from_utf8_lossy(&imported.stdout);
    assert!(said.contains(&identity.shown()), "{said}");
    // An altered file is refused by name; the identity held stays.
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replace("\"Ann\"", "\"Zed\"")).unwrap();
    let refused = run(&away, &["--import".as_ref(), file.as_os_str()]);
    assert!(!refused.status.success());
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(why.contains("altered") && why.contains("kept"), "{why}");
    let shown = run(&away, &[]);
    assert!(String::from_utf8_lossy(&shown.stdout).contains(&identity.shown()));
    let _ = std::fs::remove_dir_all(&folder);
}
