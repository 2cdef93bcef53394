//! The server's counts for an operator's monitoring, at `GET /metrics` in Prometheus' text
//! format: rooms in memory, connections, actions applied, store errors and refusals by kind.

use std::fmt::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::budgets::Spend;

/// Why a connection or a message was refused, as the metrics count them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Turned away: the server, or the address, has as many connections as allowed.
    Connections,
    /// The HTTP request or the hello did not arrive in time.
    Slow,
    /// Too many messages sent on one connection.
    Flood,
    /// A request of a kind its address (or its wider network, or everyone) has spent the
    /// allowance of for now.
    Budget(Spend),
    /// The server holds as many rooms as it may, or only players coming back are let in.
    Busy,
    /// Not a message of this game, or not in its place.
    Malformed,
    /// A hello refused: unknown room, wrong token, full room, another version or rule set.
    Hello,
    /// An action the room refused (out of step, not the sender's turn, against the rules).
    Action,
    /// A reader too slow for its messages, or silent too long.
    Dropped,
}

impl Refusal {
    const ALL: [Refusal; 15] = [
        Refusal::Connections,
        Refusal::Slow,
        Refusal::Flood,
        Refusal::Budget(Spend::Hello),
        Refusal::Budget(Spend::Return),
        Refusal::Budget(Spend::Seek),
        Refusal::Budget(Spend::Watch),
        Refusal::Budget(Spend::Glance),
        Refusal::Budget(Spend::Board),
        Refusal::Budget(Spend::Identity),
        Refusal::Busy,
        Refusal::Malformed,
        Refusal::Hello,
        Refusal::Action,
        Refusal::Dropped,
    ];

    fn name(self) -> &'static str {
        match self {
            Refusal::Connections => "connections",
            Refusal::Slow => "slow",
            Refusal::Flood => "flood",
            Refusal::Budget(Spend::Hello) => "budget_hello",
            Refusal::Budget(Spend::Return) => "budget_return",
            Refusal::Budget(Spend::Seek) => "budget_seek",
            Refusal::Budget(Spend::Watch) => "budget_watch",
            Refusal::Budget(Spend::Glance) => "budget_glance",
            Refusal::Budget(Spend::Board) => "budget_board",
            Refusal::Budget(Spend::Identity) => "budget_identity",
            Refusal::Busy => "busy",
            Refusal::Malformed => "malformed",
            Refusal::Hello => "hello",
            Refusal::Action => "action",
            Refusal::Dropped => "dropped",
        }
    }
}

/// The counters, shared by the connections and the hub.
#[derive(Clone, Default)]
pub struct Metrics(Arc<Counters>);

#[derive(Default)]
struct Counters {
    /// The rooms in memory when the hub was last free to say.
    rooms: AtomicU64,
    actions: AtomicU64,
    rated: AtomicU64,
    store_errors: AtomicU64,
    refusals: [AtomicU64; Refusal::ALL.len()],
}

impl Metrics {
    /// How many rooms the hub holds now: `/metrics` says the last count, never waiting for it.
    pub fn saw_rooms(&self, rooms: usize) {
        self.0.rooms.store(rooms as u64, Ordering::Relaxed);
    }

    pub fn rooms(&self) -> usize {
        self.0.rooms.load(Ordering::Relaxed) as usize
    }

    pub fn action_applied(&self) {
        self.0.actions.fetch_add(1, Ordering::Relaxed);
    }

    pub fn game_rated(&self) {
        self.0.rated.fetch_add(1, Ordering::Relaxed);
    }

    pub fn store_failed(&self) {
        self.0.store_errors.fetch_add(1, Ordering::Relaxed);
    }

    pub fn refused(&self, refusal: Refusal) {
        let index = Refusal::ALL
            .iter()
            .position(|kind| *kind == refusal)
            .expect("every refusal is listed");
        self.0.refusals[index].fetch_add(1, Ordering::Relaxed);
    }

    /// The counts as Prometheus reads them, with the gauges read now.
    pub fn render(&self, rooms_in_memory: usize, connections: usize) -> String {
        let mut text = String::new();
        let mut metric = |name: &str, kind: &str, help: &str, lines: &[(String, u64)]| {
            let _ = writeln!(text, "# HELP {name} {help}");
            let _ = writeln!(text, "# TYPE {name} {kind}");
            for (labels, value) in lines {
                let _ = writeln!(text, "{name}{labels} {value}");
            }
        };
        let count = |counter: &AtomicU64| counter.load(Ordering::Relaxed);
        metric(
            "kingdomino_rooms_in_memory",
            "gauge",
            "Rooms held in memory now.",
            &[(String::new(), rooms_in_memory as u64)],
        );
        metric(
            "kingdomino_connections",
            "gauge",
            "Connections open now (HTTP and WebSocket).",
            &[(String::new(), connections as u64)],
        );
        metric(
            "kingdomino_actions_total",
            "counter",
            "Actions applied to rooms.",
            &[(String::new(), count(&self.0.actions))],
        );
        metric(
            "kingdomino_rated_games_total",
            "counter",
            "Games rated by this server.",
            &[(String::new(), count(&self.0.rated))],
        );
        metric(
            "kingdomino_store_errors_total",
            "counter",
            "Reads and writes of the room store that failed.",
            &[(String::new(), count(&self.0.store_errors))],
        );
        let refusals: Vec<(String, u64)> = Refusal::ALL
            .iter()
            .zip(&self.0.refusals)
            .map(|(kind, counter)| (format!("{{kind=\"{}\"}}", kind.name()), count(counter)))
            .collect();
        metric(
            "kingdomino_refusals_total",
            "counter",
            "Connections and messages refused, by kind.",
            &refusals,
        );
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_counts_read_as_prometheus_text() {
        let metrics = Metrics::default();
        metrics.action_applied();
        metrics.action_applied();
        metrics.refused(Refusal::Hello);
        metrics.store_failed();
        let text = metrics.render(3, 7);
        for line in [
            "# TYPE kingdomino_rooms_in_memory gauge",
            "kingdomino_rooms_in_memory 3",
            "kingdomino_connections 7",
            "kingdomino_actions_total 2",
            "kingdomino_store_errors_total 1",
            "kingdomino_refusals_total{kind=\"hello\"} 1",
            "kingdomino_refusals_total{kind=\"flood\"} 0",
            "kingdomino_refusals_total{kind=\"budget_watch\"} 0",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
    }
}
