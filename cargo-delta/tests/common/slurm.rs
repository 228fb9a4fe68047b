//! A real single-node Slurm cluster for one test: `munged`, `slurmctld`
//! and `slurmd` (Debian's `munge`, `slurmctld`, `slurmd`), configured in a
//! temporary directory of their own, on ports no other test uses, and
//! stopped with everything they ran when the [`Cluster`] drops, a panic
//! included. The node says it has 16 CPUs, whatever the machine has, so
//! that runs that sleep go 16 at once.
//!
//! Where the binaries are missing or the daemons do not come up, `start`
//! prints why and returns `None`: the test is skipped, said out loud. Once
//! the cluster is up, a test fails like any other.
//!
//! `slurmd` starts in a mount namespace of its own where `unshared/` is
//! an empty tmpfs: a directory the node does not see, as a machine's
//! `/tmp` is not seen by the nodes of a real cluster.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long the daemons may take to show the node idle.
const START_WAIT: Duration = Duration::from_secs(30);

/// A running cluster; its daemons are stopped when it drops.
pub struct Cluster {
    dir: tempfile::TempDir,
    daemons: Vec<Child>,
    /// Whether `unshared/` is hidden from the node (else the machine
    /// cannot make mount namespaces).
    pub hides_unshared: bool,
}

impl Cluster {
    /// Starts a cluster, or says why it cannot and gives `None`.
    pub fn start() -> Option<Cluster> {
        let missing: Vec<_> = [
            "mungekey",
            "munged",
            "slurmctld",
            "slurmd",
            "srun",
            "sinfo",
            "scancel",
        ]
        .into_iter()
        .filter(|program| which(program).is_none())
        .collect();
        if !missing.is_empty() {
            eprintln!(
                "SKIPPED: no Slurm here ({} not found); install slurmctld slurmd munge slurm-client, as .ci/run does",
                missing.join(", ")
            );
            return None;
        }
        let mut cluster = Cluster {
            dir: tempfile::tempdir().unwrap(),
            daemons: Vec::new(),
            hides_unshared: false,
        };
        match cluster.bring_up() {
            Ok(()) => Some(cluster),
            Err(why) => {
                eprintln!("SKIPPED: the Slurm daemons did not come up: {why}");
                None
            }
        }
    }

    /// The cluster's `slurm.conf`, for `SLURM_CONF`.
    pub fn conf(&self) -> PathBuf {
        self.dir.path().join("slurm.conf")
    }

    /// A directory the node sees (the machine's own file system).
    pub fn shared(&self) -> PathBuf {
        let dir = self.dir.path().join("shared");
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A directory the node does not see (see [`Cluster::hides_unshared`]).
    pub fn unshared(&self) -> PathBuf {
        self.dir.path().join("unshared")
    }

    /// A command of the cluster's (`sinfo`, `squeue`, `srun`, `cargo
    /// delta --slurm`), with `SLURM_CONF` set.
    pub fn command(&self, program: impl AsRef<std::ffi::OsStr>) -> Command {
        let mut command = Command::new(program);
        command.env("SLURM_CONF", self.conf());
        command
    }

    /// The jobs waiting or running (not those being ended).
    pub fn live_jobs(&self) -> String {
        self.jobs("PENDING,RUNNING")
    }

    /// The jobs in `states`, as `squeue` lists them.
    fn jobs(&self, states: &str) -> String {
        let output = self
            .command("squeue")
            .args(["--noheader", &format!("--states={states}")])
            .output()
            .unwrap();
        String::from_utf8_lossy(&output.stdout).trim().to_string()
    }

    fn bring_up(&mut self) -> Result<(), String> {
        let root = self.dir.path().to_path_buf();
        for sub in ["state", "spool", "unshared"] {
            std::fs::create_dir_all(root.join(sub)).unwrap();
        }
        let key = root.join("munge.key");
        let made = Command::new(daemon("mungekey"))
            .args(["--create", "--bits=1024", "--keyfile"])
            .arg(&key)
            .output()
            .map_err(|e| format!("mungekey: {e}"))?;
        if !made.status.success() {
            return Err(format!(
                "mungekey: {}",
                String::from_utf8_lossy(&made.stderr)
            ));
        }
        let socket = root.join("munge.sock");
        let mut munged = Command::new(daemon("munged"));
        munged
            .args(["--foreground", "--force"])
            .arg(format!("--key-file={}", key.display()))
            .arg(format!("--socket={}", socket.display()))
            .arg(format!("--pid-file={}", root.join("munged.pid").display()))
            .arg(format!("--log-file={}", root.join("munged.log").display()))
            .arg(format!(
                "--seed-file={}",
                root.join("munged.seed").display()
            ));
        self.spawn(munged, "munged")?;
        wait_for(|| socket.exists(), "munged's socket")?;

        std::fs::write(self.conf(), conf(&root, &socket, &hostname())).unwrap();
        let mut ctld = self.command(daemon("slurmctld"));
        ctld.arg("-D").arg("-f").arg(self.conf());
        self.spawn(ctld, "slurmctld")?;
        // slurmd in a mount namespace where `unshared/` is an empty
        // tmpfs, when this machine allows it.
        let hide = format!(
            "mount -t tmpfs -o size=1m cargo-delta-test '{}'",
            root.join("unshared").display()
        );
        let namespace = ["--mount", "--propagation", "private", "sh", "-c"];
        self.hides_unshared = Command::new("unshare")
            .args(namespace)
            .arg(&hide)
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|status| status.success());
        let mut slurmd = match self.hides_unshared {
            true => {
                let mut command = self.command("unshare");
                command
                    .args(namespace)
                    .arg(format!("{hide} && exec \"$@\""))
                    .arg("sh")
                    .arg(daemon("slurmd"));
                command
            }
            false => self.command(daemon("slurmd")),
        };
        slurmd.args(["-D", "-N", "n1", "-f"]).arg(self.conf());
        self.spawn(slurmd, "slurmd")?;
        wait_for(|| self.node_idle(), "the node idle in sinfo").map_err(|why| {
            let log = |name: &str| std::fs::read_to_string(root.join(name)).unwrap_or_default();
            format!(
                "{why}\nslurmctld.out:\n{}\nslurmd.out:\n{}",
                log("slurmctld.out"),
                log("slurmd.out")
            )
        })
    }

    /// Starts a daemon, its output in `NAME.out`.
    fn spawn(&mut self, mut command: Command, name: &str) -> Result<(), String> {
        let out = std::fs::File::create(self.dir.path().join(format!("{name}.out"))).unwrap();
        let child = command
            .stdin(Stdio::null())
            .stdout(out.try_clone().unwrap())
            .stderr(out)
            .spawn()
            .map_err(|e| format!("{name}: {e}"))?;
        self.daemons.push(child);
        Ok(())
    }

    fn node_idle(&self) -> bool {
        let output = self
            .command("sinfo")
            .args(["--noheader", "--format=%t"])
            .output();
        output.is_ok_and(|output| String::from_utf8_lossy(&output.stdout).trim() == "idle")
    }
}

impl Drop for Cluster {
    /// Cancels the jobs left, then stops the daemons (SIGTERM, then
    /// SIGKILL after five seconds); the directory goes with `dir`.
    fn drop(&mut self) {
        let _ = self.command("scancel").arg("--partition=debug").status();
        let _ = wait_for(
            || self.jobs("PENDING,RUNNING,COMPLETING").is_empty(),
            "no jobs",
        );
        for daemon in self.daemons.iter_mut().rev() {
            let _ = Command::new("kill").arg(daemon.id().to_string()).status();
            let started = Instant::now();
            while started.elapsed() < Duration::from_secs(5) {
                if let Ok(Some(_)) = daemon.try_wait() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            let _ = daemon.kill();
            let _ = daemon.wait();
        }
    }
}

/// The configuration: one node `n1` of 16 CPUs on this machine, one
/// partition, no accounting, no cgroups; everything under `root`.
fn conf(root: &Path, socket: &Path, host: &str) -> String {
    let root = root.display();
    format!(
        "ClusterName=deltatest
SlurmctldHost={host}(127.0.0.1)
SlurmctldPort={ctld}
SlurmdPort={slurmd}
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket={socket}
SlurmUser=root
SlurmdUser=root
StateSaveLocation={root}/state
SlurmdSpoolDir={root}/spool
SlurmctldPidFile={root}/slurmctld.pid
SlurmdPidFile={root}/slurmd.pid
SlurmctldLogFile={root}/slurmctld.log
SlurmdLogFile={root}/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/builtin
MpiDefault=none
MailProg=/bin/true
ReturnToService=2
SlurmdParameters=config_overrides
NodeName=n1 NodeHostname={host} NodeAddr=127.0.0.1 CPUs=16 State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
",
        socket = socket.display(),
        ctld = free_port(),
        slurmd = free_port(),
    )
}

/// A TCP port nothing listens on now.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The machine's host name, as `slurmctld` compares it.
fn hostname() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|name| name.trim().to_string())
        .unwrap_or_else(|_| "localhost".to_string())
}

/// Where `program` is on `PATH` (or in `/usr/sbin`, where Debian puts the
/// daemons).
fn which(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/sbin"), PathBuf::from("/sbin")])
        .map(|dir| dir.join(program))
        .find(|candidate| candidate.is_file())
}

/// A daemon's path (found by [`Cluster::start`]).
fn daemon(program: &str) -> PathBuf {
    which(program).unwrap_or_else(|| PathBuf::from(program))
}

/// Waits up to [`START_WAIT`] for `ready`.
fn wait_for(ready: impl Fn() -> bool, what: &str) -> Result<(), String> {
    let started = Instant::now();
    while !ready() {
        if started.elapsed() > START_WAIT {
            return Err(format!("no {what} after {}s", START_WAIT.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    Ok(())
}
