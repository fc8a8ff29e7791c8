import AppCLIKit
